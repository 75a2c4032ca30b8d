/* tests/unit/test_key.c - fish 4's key notation, read and printed (store/key.c). */
#include "unit.h"

#include "base/escape.h"
#include "store/key.h"

/* The notation of what text parses to, keys joined by ',', or "ERROR: msg". */
static const char *parsed(const char *text)
{
    static StrBuf out;
    KeySeq seq;
    StrBuf err = STRBUF_INIT;
    sb_clear(&out);
    if (key_parse(str_cstr(text), &seq, &err)) {
        key_format_seq(&seq, &out);
    } else {
        sb_append_cstr(&out, "ERROR: ");
        sb_append(&out, sb_str(&err));
    }
    sb_fini(&err);
    return out.ptr ? out.ptr : "";
}

static const char *formatted(Key k)
{
    static StrBuf out;
    sb_clear(&out);
    key_format(k, &out);
    return out.ptr ? out.ptr : "";
}

TEST(named_keys_and_modifiers)
{
    EXPECT_STR_EQ(parsed("ctrl-x,ctrl-e"), "ctrl-x,ctrl-e");
    EXPECT_STR_EQ(parsed("alt-left"), "alt-left");
    EXPECT_STR_EQ(parsed("f5"), "f5");
    EXPECT_STR_EQ(parsed("f12"), "f12");
    EXPECT_STR_EQ(parsed("shift-f1"), "shift-f1");
    EXPECT_STR_EQ(parsed("minus"), "minus");
    EXPECT_STR_EQ(parsed("alt-minus"), "alt-minus");
    EXPECT_STR_EQ(parsed("ctrl-comma"), "ctrl-comma");
    EXPECT_STR_EQ(parsed("-"), "minus");
    EXPECT_STR_EQ(parsed(","), "comma");
    EXPECT_STR_EQ(parsed("a,-,b"), "a,minus,b");
    EXPECT_STR_EQ(parsed("shift-a"), "shift-a"); /* kept as written; matching folds it */
    EXPECT_STR_EQ(parsed("A"), "A");
    /* Modifiers print in fish's order, whatever order they were written in. */
    EXPECT_STR_EQ(parsed("shift-alt-ctrl-super-x"), "super-ctrl-alt-shift-x");
    EXPECT_STR_EQ(parsed("ctrl-ctrl-x"), "ctrl-x");
    const char *names[] = {"backspace", "delete", "escape", "enter",    "up",         "down",
                           "left",      "right",  "pageup", "pagedown", "home",       "end",
                           "insert",    "tab",    "space",  "menu",     "printscreen"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        EXPECT_STR_EQ(parsed(names[i]), names[i]);
        char buf[64];
        snprintf(buf, sizeof buf, "ctrl-%s", names[i]);
        EXPECT_STR_EQ(parsed(buf), buf);
    }
    EXPECT_STR_EQ(parsed("ö"), "ö");
    EXPECT_STR_EQ(parsed("alt-ö"), "alt-ö");
    EXPECT_STR_EQ(parsed(""), "");
}

TEST(parsed_keys_are_the_canonical_values)
{
    KeySeq seq;
    StrBuf err = STRBUF_INIT;
    EXPECT(key_parse(STR("ctrl-a"), &seq, &err));
    EXPECT_EQ_SIZE(seq.n, 1);
    EXPECT(key_eq(seq.keys[0], (Key){'a', KEY_MOD_CTRL}));
    EXPECT(key_parse(STR("\x01"), &seq, &err));
    EXPECT(key_eq(seq.keys[0], (Key){'a', KEY_MOD_CTRL}));
    EXPECT(key_parse(STR("escape"), &seq, &err));
    EXPECT(key_eq(seq.keys[0], (Key){KEY_ESCAPE, 0}));
    EXPECT(key_parse(STR("\x1b"), &seq, &err));
    EXPECT_EQ_SIZE(seq.n, 1);
    EXPECT(key_eq(seq.keys[0], (Key){KEY_ESCAPE, 0}));
    EXPECT(key_parse(STR("f1"), &seq, &err));
    EXPECT(key_eq(seq.keys[0], (Key){KEY_F1, 0}));
    EXPECT(key_parse(STR("super-f12"), &seq, &err));
    EXPECT(key_eq(seq.keys[0], (Key){KEY_F12, KEY_MOD_SUPER}));
    EXPECT(key_parse(STR("\xff"), &seq, &err));
    EXPECT(key_eq(seq.keys[0], (Key){KEY_BYTE_BASE + 0xff, 0}));
    EXPECT_EQ_SIZE(err.len, 0);
    sb_fini(&err);
}

TEST(legacy_raw_characters)
{
    EXPECT_STR_EQ(parsed("\x01"), "ctrl-a");
    EXPECT_STR_EQ(parsed("\x18\x05"), "ctrl-x,ctrl-e");
    EXPECT_STR_EQ(parsed("\r"), "enter");
    EXPECT_STR_EQ(parsed("\t"), "tab");
    EXPECT_STR_EQ(parsed(" "), "space");
    EXPECT_STR_EQ(parsed("\x7f"), "backspace");
    EXPECT_STR_EQ(parsed("\x1b"), "escape");
    EXPECT_STR_EQ(parsed("\x1bk"), "alt-k");
    EXPECT_STR_EQ(parsed("\x1b\x1b"), "alt-escape");
    EXPECT_STR_EQ(parsed("\x1b\x1b\x1b"), "alt-escape,escape");
    EXPECT_STR_EQ(parsed("\x1b\x7f"), "alt-backspace");
    EXPECT_STR_EQ(parsed("\x1b[A"), "alt-\\[,A");
    EXPECT_STR_EQ(parsed("\x1b\x01"), "ctrl-alt-a");
    EXPECT_STR_EQ(parsed("\x1c"), "ctrl-\\\\");
    EXPECT_STR_EQ(parsed("\x1f"), "ctrl-_");
    EXPECT_STR_EQ(parsed("\x1d"), "ctrl-\\]");
    /* Two or three characters without '-' or ',' that are no key name. */
    EXPECT_STR_EQ(parsed("ab"), "a,b");
    EXPECT_STR_EQ(parsed("abc"), "a,b,c");
    EXPECT_STR_EQ(parsed("fx"), "f,x");
    EXPECT_STR_EQ(parsed("foo"), "f,o,o");
    EXPECT_STR_EQ(parsed("up"), "up");
    EXPECT_STR_EQ(parsed("end"), "end");
    EXPECT_STR_EQ(parsed("öä"), "ö,ä");
}

TEST(fish_error_messages)
{
    EXPECT_STR_EQ(parsed("F1"), "ERROR: cannot parse key 'F1'");
    EXPECT_STR_EQ(parsed("abcd"), "ERROR: cannot parse key 'abcd'");
    EXPECT_STR_EQ(parsed("food"), "ERROR: cannot parse key 'food'");
    EXPECT_STR_EQ(parsed("ctrl-x,nope"), "ERROR: cannot parse key 'nope'");
    EXPECT_STR_EQ(parsed("ctrl-"), "ERROR: cannot parse key 'ctrl-'");
    EXPECT_STR_EQ(parsed("a,,b"), "ERROR: cannot parse key ''");
    EXPECT_STR_EQ(parsed("nope\x02"), "ERROR: cannot parse key 'nope\\cb'");
    EXPECT_STR_EQ(parsed("f0"), "ERROR: only f1 through f12 are supported, not 'f0'");
    EXPECT_STR_EQ(parsed("f13"), "ERROR: only f1 through f12 are supported, not 'f13'");
    EXPECT_STR_EQ(parsed("ctrl-fx"), "ERROR: only f1 through f12 are supported, not 'fx'");
    EXPECT_STR_EQ(parsed("hyper-x"), "ERROR: unknown modifier 'hyper' in 'hyper-x'");
    EXPECT_STR_EQ(parsed("ctrl--"), "ERROR: unknown modifier '' in 'ctrl--'");
    EXPECT_STR_EQ(parsed("Ctrl-x"), "ERROR: unknown modifier 'Ctrl' in 'Ctrl-x'");
    EXPECT_STR_EQ(parsed("ctrl-\x01"),
                  "ERROR: Cannot add control modifier to control character 'ctrl-a'");
    EXPECT_STR_EQ(
        parsed("\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"),
        "ERROR: too many keys in '\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"
        "\x01\x01\x01' (at most 16)");
    EXPECT_STR_EQ(parsed("\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"),
                  "ctrl-a,ctrl-a,ctrl-a,ctrl-a,ctrl-a,ctrl-a,ctrl-a,ctrl-a,ctrl-a,ctrl-a,ctrl-a,"
                  "ctrl-a,ctrl-a,ctrl-a,ctrl-a,ctrl-a");
}

TEST(bytes_from_a_legacy_terminal)
{
    EXPECT(key_eq(key_from_byte('\r'), (Key){KEY_ENTER, 0}));
    EXPECT(key_eq(key_from_byte('\t'), (Key){KEY_TAB, 0}));
    EXPECT(key_eq(key_from_byte(0x7f), (Key){KEY_BACKSPACE, 0}));
    EXPECT(key_eq(key_from_byte(0x1b), (Key){KEY_ESCAPE, 0}));
    EXPECT(key_eq(key_from_byte(' '), (Key){KEY_SPACE, 0}));
    EXPECT(key_eq(key_from_byte(0), (Key){KEY_SPACE, KEY_MOD_CTRL}));
    EXPECT(key_eq(key_from_byte(1), (Key){'a', KEY_MOD_CTRL}));
    EXPECT(key_eq(key_from_byte('\n'), (Key){'j', KEY_MOD_CTRL}));
    EXPECT(key_eq(key_from_byte(8), (Key){'h', KEY_MOD_CTRL}));
    EXPECT(key_eq(key_from_byte(0x1c), (Key){'\\', KEY_MOD_CTRL}));
    EXPECT(key_eq(key_from_byte(0x1e), (Key){'^', KEY_MOD_CTRL}));
    EXPECT(key_eq(key_from_byte('a'), (Key){'a', 0}));
    EXPECT(key_eq(key_from_byte('A'), (Key){'A', 0}));
    EXPECT(key_eq(key_from_byte(0xe9), (Key){0xe9, 0}));
}

TEST(format_escapes_like_fish)
{
    EXPECT_STR_EQ(formatted((Key){'#', 0}), "\\#");
    EXPECT_STR_EQ(formatted((Key){'#', KEY_MOD_ALT}), "alt-#");
    EXPECT_STR_EQ(formatted((Key){'~', 0}), "\\~");
    EXPECT_STR_EQ(formatted((Key){'~', KEY_MOD_CTRL}), "ctrl-~");
    EXPECT_STR_EQ(formatted((Key){'[', KEY_MOD_ALT}), "alt-\\[");
    EXPECT_STR_EQ(formatted((Key){'$', 0}), "\\$");
    EXPECT_STR_EQ(formatted((Key){'\'', 0}), "\\'");
    EXPECT_STR_EQ(formatted((Key){'"', 0}), "\\\"");
    EXPECT_STR_EQ(formatted((Key){'?', 0}), "?");
    EXPECT_STR_EQ(formatted((Key){'%', 0}), "%");
    EXPECT_STR_EQ(formatted((Key){'-', KEY_MOD_CTRL}), "ctrl-minus");
    EXPECT_STR_EQ(formatted((Key){',', 0}), "comma");
    EXPECT_STR_EQ(formatted((Key){KEY_SPACE, KEY_MOD_CTRL}), "ctrl-space");
    EXPECT_STR_EQ(formatted((Key){KEY_F1 + 2, KEY_MOD_SHIFT}), "shift-f3");
    EXPECT_STR_EQ(formatted((Key){0x1b, 0}), "\\e");
    EXPECT_STR_EQ(formatted((Key){'\r', 0}), "\\r");
    EXPECT_STR_EQ(formatted((Key){'\t', KEY_MOD_CTRL}), "ctrl-\\t");
    EXPECT_STR_EQ(formatted((Key){1, 0}), "\\x01");
    EXPECT_STR_EQ(formatted((Key){' ', 0}), "\\x20");
    EXPECT_STR_EQ(formatted((Key){0x7f, 0}), "\\x7f");
    EXPECT_STR_EQ(formatted((Key){KEY_BYTE_BASE + 0xff, 0}), "\\xff");
    EXPECT_STR_EQ(formatted((Key){0xf6, KEY_MOD_ALT}), "alt-ö");
    EXPECT_STR_EQ(formatted((Key){0x4e2d, 0}), "中");
    EXPECT_STR_EQ(formatted((Key){0x301, 0}), "\\u0301");
    EXPECT_STR_EQ(formatted((Key){0xe000, 0}), "\\uE000");
    EXPECT_STR_EQ(formatted((Key){0x1f600, 0}), "😀");
    EXPECT_STR_EQ(formatted((Key){0xe0001, 0}), "\\U0E0001");
    EXPECT_STR_EQ(key_special_name(KEY_F1 + 2), "f3");
    EXPECT_STR_EQ(key_special_name(KEY_BACKSPACE), "backspace");
    EXPECT(key_special_name('a') == NULL);
    EXPECT(key_special_name(KEY_SPECIAL_END) == NULL);
}

/* What bind would read back: the printed notation, unescaped as the shell
 * does, parses to the same key. */
TEST(format_then_parse_round_trips)
{
    uint32_t cps[] = {'a',
                      'A',
                      'z',
                      '0',
                      '#',
                      '~',
                      '[',
                      '\\',
                      '\'',
                      '"',
                      '$',
                      '-',
                      ',',
                      '?',
                      0xf6,
                      0x4e2d,
                      KEY_BYTE_BASE + 0xfe};
    unsigned mods[] = {0,
                       KEY_MOD_CTRL,
                       KEY_MOD_ALT,
                       KEY_MOD_SHIFT,
                       KEY_MOD_SUPER,
                       KEY_MOD_CTRL | KEY_MOD_ALT | KEY_MOD_SHIFT | KEY_MOD_SUPER};
    StrBuf word = STRBUF_INIT, text = STRBUF_INIT, err = STRBUF_INIT;
    for (size_t m = 0; m < sizeof mods / sizeof *mods; m++) {
        for (uint32_t cp = KEY_SPECIAL_BASE; cp < KEY_SPECIAL_END + 2 * (sizeof cps / sizeof *cps);
             cp++) {
            uint32_t c = cp < KEY_SPECIAL_END ? cp : cps[(cp - KEY_SPECIAL_END) / 2];
            Key k = {c, mods[m]};
            sb_clear(&word);
            sb_clear(&text);
            key_format(k, &word);
            EXPECT(unescape_script(sb_str(&word), &text));
            KeySeq seq;
            bool ok = key_parse(sb_str(&text), &seq, &err);
            if (!ok || seq.n != 1 || !key_eq(seq.keys[0], k)) {
                printf("  round trip of %s failed: %s\n", word.ptr, err.ptr ? err.ptr : "");
                EXPECT(false);
            }
        }
    }
    sb_fini(&word);
    sb_fini(&text);
    sb_fini(&err);
}
