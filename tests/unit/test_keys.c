/* tests/unit/test_keys.c - the terminal input decoder (interactive/keys.c):
 * every sequence family, input split anywhere, big pastes, random bytes. */
#include "unit.h"

#include "base/check.h"
#include "base/rng.h"
#include "interactive/keys.h"

/* Appends a description of one event: the key's notation, or the event's
 * name and fields ("paste(abc)", "unknown(\e[99z)"). */
static void describe(const KeyEvent *ev, StrBuf *out)
{
    if (out->len) sb_append_char(out, ' ');
    switch (ev->type) {
    case KEV_KEY:
        key_format(ev->key, out);
        if (ev->shifted_cp) {
            sb_append_cstr(out, "/shifted=");
            key_format_char(ev->shifted_cp, false, out);
        }
        if (ev->base_cp) {
            sb_append_cstr(out, "/base=");
            key_format_char(ev->base_cp, false, out);
        }
        return;
    case KEV_PASTE:
        sb_append_cstr(out, ev->more ? "paste+(" : "paste(");
        sb_append(out, ev->text);
        sb_append_char(out, ')');
        return;
    case KEV_MOUSE:
        sb_printf(out, "mouse(%u,%u,%u,", ev->button, ev->col, ev->row);
        key_format((Key){'x', ev->key.mods}, out);
        sb_append_cstr(out, ev->release ? ",up)" : ",down)");
        return;
    case KEV_CURSOR_POS: sb_printf(out, "cpr(%u,%u)", ev->row, ev->col); return;
    case KEV_KITTY_FLAGS: sb_printf(out, "kitty(%u)", ev->flags); return;
    case KEV_UNKNOWN:
        sb_append_cstr(out, "unknown(");
        for (size_t i = 0; i < ev->raw.len; i++) {
            unsigned char b = (unsigned char)ev->raw.ptr[i];
            key_format_char(b < 0x80 ? b : KEY_BYTE_BASE + b, false, out);
        }
        sb_append_char(out, ')');
        return;
    default: sb_append_cstr(out, kd_event_name(ev->type)); return;
    }
}

/* Every event of bytes pushed in pieces of at most step bytes (0: all at
 * once), then the escape delay passing. */
static const char *decode_split(const char *bytes, size_t n, size_t step)
{
    static StrBuf out;
    KeyDecoder kd;
    KeyEvent ev;
    kd_init(&kd);
    sb_clear(&out);
    for (size_t i = 0; i < n;) {
        size_t k = step && n - i > step ? step : n - i;
        kd_push(&kd, bytes + i, k);
        i += k;
        while (kd_next(&kd, &ev)) describe(&ev, &out);
    }
    while (kd_timeout(&kd, &ev)) describe(&ev, &out);
    kd_fini(&kd);
    return out.ptr ? out.ptr : "";
}

/* The events of bytes, checking that feeding them one byte at a time gives the same. */
static const char *decode_n(const char *bytes, size_t n)
{
    static StrBuf whole;
    sb_clear(&whole);
    sb_append_cstr(&whole, decode_split(bytes, n, 0));
    const char *split = decode_split(bytes, n, 1);
    if (strcmp(split, whole.ptr ? whole.ptr : "") != 0) {
        printf("  one byte at a time differs: %s\n", split);
        EXPECT(false);
    }
    return whole.ptr ? whole.ptr : "";
}

#define DECODE(lit) decode_n(lit, sizeof(lit) - 1)

TEST(legacy_bytes_and_utf8)
{
    EXPECT_STR_EQ(DECODE("a"), "a");
    EXPECT_STR_EQ(DECODE("aB1"), "a B 1");
    EXPECT_STR_EQ(DECODE("\x01\x18"), "ctrl-a ctrl-x");
    EXPECT_STR_EQ(DECODE("\r\n\t"), "enter ctrl-j tab");
    EXPECT_STR_EQ(DECODE("\x7f\x08"), "backspace ctrl-h");
    EXPECT_STR_EQ(DECODE("\x00 "), "ctrl-space space");
    EXPECT_STR_EQ(DECODE("\x1c\x1f"), "ctrl-\\\\ ctrl-_");
    EXPECT_STR_EQ(DECODE("é中😀"), "é 中 😀");
    /* Bytes that are not UTF-8 are keys of their own, never lost. */
    EXPECT_STR_EQ(DECODE("\xff"), "\\xff");
    EXPECT_STR_EQ(DECODE("\xc3"), "\\xc3");
    EXPECT_STR_EQ(DECODE("\xc3x"), "\\xc3 x");
    EXPECT_STR_EQ(DECODE("\xe2\x82x"), "\\xe2 \\x82 x");
    EXPECT_STR_EQ(DECODE("\xed\xa0\x80"), "\\xed \\xa0 \\x80");
    EXPECT_STR_EQ(DECODE("\xc0\xaf"), "\\xc0 \\xaf");
    EXPECT_STR_EQ(DECODE("\x80\xbf"), "\\x80 \\xbf");
}

TEST(escape_and_alt)
{
    EXPECT_STR_EQ(DECODE("\x1b"), "escape");
    EXPECT_STR_EQ(DECODE("\x1bx"), "alt-x");
    EXPECT_STR_EQ(DECODE("\x1bX"), "alt-X");
    EXPECT_STR_EQ(DECODE("\x1b\x7f"), "alt-backspace");
    EXPECT_STR_EQ(DECODE("\x1b\r"), "alt-enter");
    EXPECT_STR_EQ(DECODE("\x1b\x01"), "ctrl-alt-a");
    EXPECT_STR_EQ(DECODE("\x1b\x00"), "ctrl-alt-space");
    EXPECT_STR_EQ(DECODE("\x1b "), "alt-space");
    EXPECT_STR_EQ(DECODE("\x1b\xc3\xa9"), "alt-é");
    EXPECT_STR_EQ(DECODE("\x1b\xff"), "alt-\\xff");
    EXPECT_STR_EQ(DECODE("\x1b\x1b"), "alt-escape");
    EXPECT_STR_EQ(DECODE("\x1b\x1bx"), "alt-escape x");
    EXPECT_STR_EQ(DECODE("\x1b\x1b\x1b"), "alt-escape escape");
    EXPECT_STR_EQ(DECODE("\x1b\x1b[A"), "alt-up");
    EXPECT_STR_EQ(DECODE("\x1b\x1bOP"), "alt-f1");
    EXPECT_STR_EQ(DECODE("\x1b\x1b["), "alt-escape \\["); /* timed out */
    EXPECT_STR_EQ(DECODE("\x1b["), "alt-\\[");
    EXPECT_STR_EQ(DECODE("\x1bO"), "alt-O");
    EXPECT_STR_EQ(DECODE("\x1bP"), "alt-P");
    EXPECT_STR_EQ(DECODE("\x1bPx"), "alt-P x");
    EXPECT_STR_EQ(DECODE("\x1b]"), "alt-\\]");
    EXPECT_STR_EQ(DECODE("\x1b]x"), "alt-\\] x");
    EXPECT_STR_EQ(DECODE("\x1b[\x01"), "alt-\\[ ctrl-a");
    EXPECT_STR_EQ(DECODE("\x1bO\x01"), "alt-O ctrl-a");
}

TEST(csi_keys_with_xterm_modifiers)
{
    EXPECT_STR_EQ(DECODE("\x1b[A\x1b[B\x1b[C\x1b[D"), "up down right left");
    EXPECT_STR_EQ(DECODE("\x1b[1;5C"), "ctrl-right");
    EXPECT_STR_EQ(DECODE("\x1b[1;3D"), "alt-left");
    EXPECT_STR_EQ(DECODE("\x1b[1;2A"), "shift-up");
    EXPECT_STR_EQ(DECODE("\x1b[1;8B"), "ctrl-alt-shift-down");
    EXPECT_STR_EQ(DECODE("\x1b[1;9A"), "super-up");
    EXPECT_STR_EQ(DECODE("\x1b[H\x1b[F"), "home end");
    EXPECT_STR_EQ(DECODE("\x1b[1~\x1b[4~\x1b[7~\x1b[8~"), "home end home end");
    EXPECT_STR_EQ(DECODE("\x1b[2~\x1b[3~"), "insert delete");
    EXPECT_STR_EQ(DECODE("\x1b[3;5~"), "ctrl-delete");
    EXPECT_STR_EQ(DECODE("\x1b[5~\x1b[6~"), "pageup pagedown");
    EXPECT_STR_EQ(DECODE("\x1b[11~\x1b[12~\x1b[13~\x1b[14~\x1b[15~"), "f1 f2 f3 f4 f5");
    EXPECT_STR_EQ(DECODE("\x1b[17~\x1b[18~\x1b[19~\x1b[20~\x1b[21~"), "f6 f7 f8 f9 f10");
    EXPECT_STR_EQ(DECODE("\x1b[23~\x1b[24~"), "f11 f12");
    EXPECT_STR_EQ(DECODE("\x1b[15;2~"), "shift-f5");
    EXPECT_STR_EQ(DECODE("\x1b[1;5P\x1b[1;2Q\x1b[1;3S"), "ctrl-f1 shift-f2 alt-f4");
    EXPECT_STR_EQ(DECODE("\x1b[Z"), "shift-tab");
    EXPECT_STR_EQ(DECODE("\x1b[E"), "5");
    EXPECT_STR_EQ(DECODE("\x1b[Ax"), "up x");
    /* modifyOtherKeys */
    EXPECT_STR_EQ(DECODE("\x1b[27;5;9~"), "ctrl-tab");
    EXPECT_STR_EQ(DECODE("\x1b[27;2;13~"), "shift-enter");
    EXPECT_STR_EQ(DECODE("\x1b[27;5;105~"), "ctrl-i");
    EXPECT_STR_EQ(DECODE("\x1b[27;3;127~"), "alt-backspace");
}

TEST(ss3_keys)
{
    EXPECT_STR_EQ(DECODE("\x1bOP\x1bOQ\x1bOR\x1bOS"), "f1 f2 f3 f4");
    EXPECT_STR_EQ(DECODE("\x1bOA\x1bOB\x1bOC\x1bOD"), "up down right left");
    EXPECT_STR_EQ(DECODE("\x1bOH\x1bOF"), "home end");
    EXPECT_STR_EQ(DECODE("\x1bOM\x1bOI\x1bO "), "enter tab space");
    EXPECT_STR_EQ(DECODE("\x1bOj\x1bOk\x1bOm\x1bOo\x1bOp\x1bOy\x1bOX"), "\\* + minus / 0 9 =");
    EXPECT_STR_EQ(DECODE("\x1bO5C"), "ctrl-right");
    EXPECT_STR_EQ(DECODE("\x1bO2P"), "shift-f1");
    EXPECT_STR_EQ(DECODE("\x1bOz"), "unknown(\\eOz)");
}

TEST(rxvt_variants)
{
    EXPECT_STR_EQ(DECODE("\x1b[a\x1b[b\x1b[c\x1b[d"), "shift-up shift-down shift-right shift-left");
    EXPECT_STR_EQ(DECODE("\x1bOa\x1bOd"), "ctrl-up ctrl-left");
    EXPECT_STR_EQ(DECODE("\x1b[25~\x1b[26~\x1b[28~\x1b[34~"),
                  "shift-f3 shift-f4 shift-f5 shift-f10");
    EXPECT_STR_EQ(DECODE("\x1b[23$"), "shift-f11");
    EXPECT_STR_EQ(DECODE("\x1b[24$\x01"), "shift-f12 ctrl-a");
    EXPECT_STR_EQ(DECODE("\x1b[2$"), "shift-insert");
    EXPECT_STR_EQ(DECODE("\x1b[11^\x1b[5^"), "ctrl-f1 ctrl-pageup");
    EXPECT_STR_EQ(DECODE("\x1b[11@"), "ctrl-shift-f1");
}

TEST(kitty_keyboard_protocol)
{
    EXPECT_STR_EQ(DECODE("\x1b[97u"), "a");
    EXPECT_STR_EQ(DECODE("\x1b[97;5u"), "ctrl-a");
    EXPECT_STR_EQ(DECODE("\x1b[105;5u"), "ctrl-i");
    EXPECT_STR_EQ(DECODE("\x1b[9;5u"), "ctrl-tab");
    EXPECT_STR_EQ(DECODE("\x1b[13u\x1b[27u\x1b[127u"), "enter escape backspace");
    EXPECT_STR_EQ(DECODE("\x1b[127;3u"), "alt-backspace");
    EXPECT_STR_EQ(DECODE("\x1b[32;2u"), "shift-space");
    EXPECT_STR_EQ(DECODE("\x1b[97:65;2u"), "shift-a/shifted=A");
    EXPECT_STR_EQ(DECODE("\x1b[97:65;6u"), "ctrl-shift-a/shifted=A");
    EXPECT_STR_EQ(DECODE("\x1b[1089::99;5u"), "ctrl-с/base=c");
    EXPECT_STR_EQ(DECODE("\x1b[1089:1057:99;6u"), "ctrl-shift-с/shifted=С/base=c");
    EXPECT_STR_EQ(DECODE("\x1b[97;1:1u"), "a");
    EXPECT_STR_EQ(DECODE("\x1b[97;5:2u"), "ctrl-a"); /* repeat */
    EXPECT_STR_EQ(DECODE("\x1b[97;5:3u"), "");       /* release */
    EXPECT_STR_EQ(DECODE("\x1b[97;5:3ux"), "x");
    EXPECT_STR_EQ(DECODE("\x1b[1;1:3A"), "");
    EXPECT_STR_EQ(DECODE("\x1b[97;65u"), "a"); /* caps lock is no modifier */
    EXPECT_STR_EQ(DECODE("\x1b[97;66u"), "a"); /* caps lock cancels shift */
    EXPECT_STR_EQ(DECODE("\x1b[49;66u"), "shift-1");
    EXPECT_STR_EQ(DECODE("\x1b[97;129u"), "a"); /* num lock */
    EXPECT_STR_EQ(DECODE("\x1b[57414u\x1b[57399u\x1b[57412;5u"), "enter 0 ctrl-minus");
    EXPECT_STR_EQ(DECODE("\x1b[57417u\x1b[57426u"), "left delete");
    EXPECT_STR_EQ(DECODE("\x1b[57361u\x1b[57363u"), "printscreen menu");
    EXPECT_STR_EQ(DECODE("\x1b[57441;2u"), "shift-\\uE061");
    EXPECT_STR_EQ(DECODE("\x1b[1114112u"), "unknown(\\e\\[1114112u)");
    EXPECT_STR_EQ(DECODE("\x1b[55296u"), "unknown(\\e\\[55296u)");
    EXPECT_STR_EQ(DECODE("\x1b[99999999999u"), "unknown(\\e\\[99999999999u)");
    EXPECT_STR_EQ(DECODE("\x1b[97;5;97u"), "ctrl-a"); /* with text */
}

TEST(terminal_replies_and_reports)
{
    EXPECT_STR_EQ(DECODE("\x1b[I\x1b[O"), "focus-in focus-out");
    EXPECT_STR_EQ(DECODE("\x1b[12;40R"), "cpr(12,40)");
    EXPECT_STR_EQ(DECODE("\x1b[?62;22;52c"), "device-attributes");
    EXPECT_STR_EQ(DECODE("\x1b[?1u\x1b[?0u"), "kitty(1) kitty(0)");
    EXPECT_STR_EQ(DECODE("\x1b[?31u\x1b[?62c"), "kitty(31) device-attributes");
    EXPECT_STR_EQ(DECODE("\x1b[<0;10;5M\x1b[<0;10;5m"), "mouse(0,10,5,x,down) mouse(0,10,5,x,up)");
    EXPECT_STR_EQ(DECODE("\x1b[<20;1;2M"), "mouse(0,1,2,ctrl-shift-x,down)");
    EXPECT_STR_EQ(DECODE("\x1b[<64;3;4M"), "mouse(64,3,4,x,down)");
    EXPECT_STR_EQ(DECODE("\x1b[M !\"x"), "mouse(0,1,2,x,down) x");
    EXPECT_STR_EQ(DECODE("\x1b[M !"), "unknown(\\e\\[M\\x20!)");
    /* xterm's highlight tracking reports: their bytes are the report's */
    EXPECT_STR_EQ(DECODE("\x1b[tDEx\x1b[TABCDEFy"), "mouse(3,0,0,x,up) x mouse(3,0,0,x,up) y");
    EXPECT_STR_EQ(DECODE("\x1b[?2026;2$y"), "unknown(\\e\\[?2026\\;2\\$y)");
    EXPECT_STR_EQ(DECODE("\x1b[>1;4000;0c"), "unknown(\\e\\[\\>1\\;4000\\;0c)");
    EXPECT_STR_EQ(DECODE("\x1b[99z"), "unknown(\\e\\[99z)");
    EXPECT_STR_EQ(DECODE("\x1b[201~"), "unknown(\\e\\[201~)");
    EXPECT_STR_EQ(
        DECODE("\x1b[1;2;3;4;5;6;7;8;9;10;11;12;13;14;15;16;17A"),
        "unknown(\\e\\[1\\;2\\;3\\;4\\;5\\;6\\;7\\;8\\;9\\;10\\;11\\;12\\;13\\;14\\;15\\;16"
        "\\;17A)");
    EXPECT_STR_EQ(DECODE("\x1b[1\x01"), "unknown(\\e\\[1) ctrl-a");
    EXPECT_STR_EQ(DECODE("\x1b[1;"), "unknown(\\e\\[1\\;)");
}

TEST(terminal_strings)
{
    EXPECT_STR_EQ(DECODE("\x1bP>|kitty(0.40)\x1b\\x"),
                  "unknown(\\eP\\>\\|kitty\\(0.40\\)\\e\\\\) x");
    EXPECT_STR_EQ(DECODE("\x1bP1+r696e646e=5c455b25703125645c\x1b\\"),
                  "unknown(\\eP1+r696e646e=5c455b25703125645c\\e\\\\)");
    EXPECT_STR_EQ(DECODE("\x1b]11;rgb:0000/0000/0000\x07y"),
                  "unknown(\\e\\]11\\;rgb:0000/0000/0000\\x07) y");
    EXPECT_STR_EQ(DECODE("\x1b_Gi=1;OK\x1b\\"), "unknown(\\e_Gi=1\\;OK\\e\\\\)");
    EXPECT_STR_EQ(DECODE("\x1b]11;foo\x1b[A"), "unknown(\\e\\]11\\;foo) up");
    EXPECT_STR_EQ(DECODE("\x1b]11;cut"), "unknown(\\e\\]11\\;cut)");
}

TEST(bracketed_paste)
{
    EXPECT_STR_EQ(DECODE("\x1b[200~hello\r\nworld\x1b[201~"), "paste(hello\r\nworld)");
    EXPECT_STR_EQ(DECODE("\x1b[200~\x1b[201~x"), "paste() x");
    EXPECT_STR_EQ(DECODE("a\x1b[200~\x1b[A\x03\x1b[201\x1b[201~b"),
                  "a paste(\x1b[A\x03\x1b[201) b");
    EXPECT_STR_EQ(DECODE("\x1b[200~\xff\xc3\x1b[201~"), "paste(\xff\xc3)");
    EXPECT_STR_EQ(DECODE("\x1b\x1b[200~x\x1b[201~"), "paste(x)");
    /* An unfinished paste waits for its end; the escape delay does not end it. */
    KeyDecoder kd;
    KeyEvent ev;
    kd_init(&kd);
    EXPECT(kd_wait(&kd) == KD_WAIT_NONE);
    kd_push(&kd, "\x1b[200~abc", 9);
    EXPECT(!kd_next(&kd, &ev));
    EXPECT(kd_wait(&kd) == KD_WAIT_PASTE);
    EXPECT(!kd_timeout(&kd, &ev));
    kd_push(&kd, "\x1b[20", 4);
    EXPECT(!kd_next(&kd, &ev));
    EXPECT(!kd_timeout(&kd, &ev));
    kd_push(&kd, "1~z", 3);
    EXPECT(kd_next(&kd, &ev));
    EXPECT(ev.type == KEV_PASTE && !ev.more);
    EXPECT_MEM_EQ(ev.text.ptr, ev.text.len, "abc", 3);
    EXPECT(kd_next(&kd, &ev));
    EXPECT(ev.type == KEV_KEY && key_eq(ev.key, (Key){'z', 0}));
    EXPECT(!kd_next(&kd, &ev));
    EXPECT(kd_wait(&kd) == KD_WAIT_NONE);
    kd_fini(&kd);
}

/* A paste of a megabyte of text arrives in one event, fed in blocks or a byte at a time. */
TEST(paste_of_a_megabyte)
{
    size_t size = (size_t)1 << 20;
    char *text = xmalloc(size);
    Rng rng;
    rng_seed(&rng, 42);
    for (size_t i = 0; i < size; i++)
        text[i] = (char)(i % 61 == 60 ? '\n' : ' ' + rng_upto(&rng, 94));
    StrBuf in = STRBUF_INIT;
    sb_append_cstr(&in, "x\x1b[200~");
    sb_append_mem(&in, text, size);
    sb_append_cstr(&in, "\x1b[201~y");
    size_t steps[] = {0, 4096, 1};
    for (size_t s = 0; s < 3; s++) {
        KeyDecoder kd;
        KeyEvent ev;
        kd_init(&kd);
        int pastes = 0, keys = 0;
        for (size_t i = 0; i < in.len;) {
            size_t k = steps[s] && in.len - i > steps[s] ? steps[s] : in.len - i;
            kd_push(&kd, in.ptr + i, k);
            i += k;
            while (kd_next(&kd, &ev)) {
                if (ev.type == KEV_PASTE) {
                    pastes++;
                    EXPECT(!ev.more);
                    EXPECT_MEM_EQ(ev.text.ptr, ev.text.len, text, size);
                } else {
                    keys++;
                }
            }
        }
        EXPECT_EQ_INT(pastes, 1);
        EXPECT_EQ_INT(keys, 2);
        kd_fini(&kd);
    }
    sb_fini(&in);
    free(text);
}

/* A paste bigger than paste_max comes in pieces that never cut a UTF-8 character. */
TEST(paste_in_pieces)
{
    KeyDecoder kd;
    KeyEvent ev;
    kd_init(&kd);
    kd.paste_max = 1001;
    StrBuf text = STRBUF_INIT, got = STRBUF_INIT;
    for (int i = 0; i < 2500; i++) sb_append_cstr(&text, i % 3 ? "é" : "中");
    kd_push(&kd, "\x1b[200~", 6);
    int pieces = 0;
    for (size_t i = 0; i < text.len; i += 700) {
        kd_push(&kd, text.ptr + i, text.len - i < 700 ? text.len - i : 700);
        while (kd_next(&kd, &ev)) {
            EXPECT(ev.type == KEV_PASTE && ev.more);
            EXPECT(ev.text.len <= 1001 && ev.text.len > 997);
            EXPECT(((unsigned char)ev.text.ptr[0] & 0xc0) != 0x80);
            sb_append(&got, ev.text);
            pieces++;
        }
    }
    kd_push(&kd, "\x1b[201~", 6);
    EXPECT(kd_next(&kd, &ev));
    EXPECT(ev.type == KEV_PASTE && !ev.more);
    sb_append(&got, ev.text);
    EXPECT(pieces >= 5);
    EXPECT_MEM_EQ(got.ptr, got.len, text.ptr, text.len);
    sb_fini(&text);
    sb_fini(&got);
    kd_fini(&kd);
}

TEST(overlong_sequences_are_dropped_not_typed)
{
    StrBuf in = STRBUF_INIT;
    sb_append_cstr(&in, "\x1b[");
    for (int i = 0; i < 400; i++) sb_append_char(&in, "1;"[i % 2]);
    sb_append_cstr(&in, "xa");
    const char *out = decode_n(in.ptr, in.len);
    EXPECT(strncmp(out, "unknown(\\e\\[1\\;1", 16) == 0);
    EXPECT(strcmp(out + strlen(out) - 3, ") a") == 0);
    sb_clear(&in);
    sb_append_cstr(&in, "\x1b]0;");
    for (int i = 0; i < 10000; i++) sb_append_char(&in, 'z');
    sb_append_cstr(&in, "\x07q");
    out = decode_n(in.ptr, in.len);
    EXPECT(strncmp(out, "unknown(\\e\\]0\\;zzz", 18) == 0);
    EXPECT(strcmp(out + strlen(out) - 3, ") q") == 0);
    sb_fini(&in);
}

TEST(wait_states_and_timeout)
{
    KeyDecoder kd;
    KeyEvent ev;
    kd_init(&kd);
    kd_push(&kd, "\x1b", 1);
    EXPECT(!kd_next(&kd, &ev));
    EXPECT(kd_wait(&kd) == KD_WAIT_ESCAPE);
    kd_push(&kd, "[1;", 3);
    EXPECT(!kd_next(&kd, &ev));
    kd_push(&kd, "5D", 2);
    EXPECT(kd_next(&kd, &ev));
    EXPECT(key_eq(ev.key, (Key){KEY_LEFT, KEY_MOD_CTRL}));
    EXPECT_MEM_EQ(ev.raw.ptr, ev.raw.len, "\x1b[1;5D", 6);
    EXPECT(kd_wait(&kd) == KD_WAIT_NONE);
    kd_push(&kd, "\x1b", 1);
    EXPECT(!kd_next(&kd, &ev));
    EXPECT(kd_timeout(&kd, &ev));
    EXPECT(key_eq(ev.key, (Key){KEY_ESCAPE, 0}));
    EXPECT(!kd_timeout(&kd, &ev));
    kd_push(&kd, "\x1b[", 2);
    kd_reset(&kd);
    EXPECT(kd_wait(&kd) == KD_WAIT_NONE);
    kd_push(&kd, "q", 1);
    EXPECT(kd_next(&kd, &ev) && key_eq(ev.key, (Key){'q', 0}));
    kd_fini(&kd);
}

TEST(matching_bindings)
{
    KeyEvent ev = {.type = KEV_KEY, .key = {'a', 0}};
    EXPECT(kd_match(&ev, (Key){'a', 0}) == KEY_MATCH_EXACT);
    EXPECT(kd_match(&ev, (Key){'A', 0}) == KEY_MATCH_NONE);
    ev.key = (Key){'A', 0}; /* legacy shift-a */
    EXPECT(kd_match(&ev, (Key){'a', KEY_MOD_SHIFT}) == KEY_MATCH_MODULO_SHIFT);
    EXPECT(kd_match(&ev, (Key){'A', KEY_MOD_SHIFT}) == KEY_MATCH_NONE);
    ev.key = (Key){'a', KEY_MOD_SHIFT}; /* kitty without the shifted key */
    EXPECT(kd_match(&ev, (Key){'a', KEY_MOD_SHIFT}) == KEY_MATCH_EXACT);
    EXPECT(kd_match(&ev, (Key){'A', 0}) == KEY_MATCH_NONE);
    ev = (KeyEvent){.type = KEV_KEY, .key = {'=', KEY_MOD_CTRL | KEY_MOD_SHIFT}, .shifted_cp = '+'};
    EXPECT(kd_match(&ev, (Key){'=', KEY_MOD_CTRL | KEY_MOD_SHIFT}) == KEY_MATCH_EXACT);
    EXPECT(kd_match(&ev, (Key){'+', KEY_MOD_CTRL}) == KEY_MATCH_MODULO_SHIFT);
    EXPECT(kd_match(&ev, (Key){'+', KEY_MOD_CTRL | KEY_MOD_SHIFT}) == KEY_MATCH_NONE);
    EXPECT(kd_match(&ev, (Key){'=', KEY_MOD_CTRL}) == KEY_MATCH_NONE);
    ev = (KeyEvent){.type = KEV_KEY, .key = {0x446, KEY_MOD_CTRL}, .base_cp = 'w'};
    EXPECT(kd_match(&ev, (Key){0x446, KEY_MOD_CTRL}) == KEY_MATCH_EXACT);
    EXPECT(kd_match(&ev, (Key){'w', KEY_MOD_CTRL}) == KEY_MATCH_BASE_LAYOUT);
    EXPECT(kd_match(&ev, (Key){'w', KEY_MOD_CTRL | KEY_MOD_SHIFT}) == KEY_MATCH_NONE);
    ev = (KeyEvent){.type = KEV_KEY,
                    .key = {0x446, KEY_MOD_CTRL | KEY_MOD_SHIFT},
                    .shifted_cp = 0x426,
                    .base_cp = 'w'};
    EXPECT(kd_match(&ev, (Key){'W', KEY_MOD_CTRL}) == KEY_MATCH_BASE_LAYOUT_MODULO_SHIFT);
    EXPECT(kd_match(&ev, (Key){0x426, KEY_MOD_CTRL}) == KEY_MATCH_MODULO_SHIFT);
    EXPECT(kd_match(&ev, (Key){'w', KEY_MOD_CTRL | KEY_MOD_SHIFT}) == KEY_MATCH_BASE_LAYOUT);
    EXPECT(kd_match(&ev, (Key){'w', KEY_MOD_CTRL}) == KEY_MATCH_NONE);
}

TEST(typed_characters)
{
    KeyEvent ev = {.type = KEV_KEY, .key = {'a', 0}};
    EXPECT_EQ_INT(kd_typed_char(&ev), 'a');
    ev.key = (Key){'a', KEY_MOD_SHIFT};
    EXPECT_EQ_INT(kd_typed_char(&ev), 'A');
    ev.shifted_cp = '@';
    ev.key = (Key){'2', KEY_MOD_SHIFT};
    EXPECT_EQ_INT(kd_typed_char(&ev), '@');
    ev = (KeyEvent){.type = KEV_KEY, .key = {KEY_SPACE, 0}};
    EXPECT_EQ_INT(kd_typed_char(&ev), ' ');
    ev.key = (Key){'a', KEY_MOD_CTRL};
    EXPECT_EQ_INT(kd_typed_char(&ev), 0);
    ev.key = (Key){KEY_ENTER, 0};
    EXPECT_EQ_INT(kd_typed_char(&ev), 0);
    ev.key = (Key){KEY_BYTE_BASE + 0xff, 0};
    EXPECT_EQ_INT(kd_typed_char(&ev), 0);
    ev.key = (Key){0xe9, 0};
    EXPECT_EQ_INT(kd_typed_char(&ev), 0xe9);
}

/* Random bytes, heavy in what escape sequences are made of: no crash, the
 * same events however the input is split, and plain keys decode right after. */
TEST(random_byte_soup)
{
    static const char alphabet[] = "\x1b\x1b\x1b[[[O]P_\\\x07;;::0123456789~u$^@?<>=ABCDHIMRZcmy"
                                   "a \x01\x7f\xc3\xa9\xe2\x82\xac\xff\x80";
    Rng rng;
    rng_seed(&rng, 7);
    size_t size = 200000;
    char *soup = xmalloc(size);
    for (int round = 0; round < 5; round++) {
        for (size_t i = 0; i < size; i++)
            soup[i] = round == 4 ? (char)rng_upto(&rng, 255)
                                 : alphabet[rng_upto(&rng, sizeof alphabet - 2)];
        StrBuf whole = STRBUF_INIT;
        sb_append_cstr(&whole, decode_split(soup, size, 0));
        const char *chunked = decode_split(soup, size, 1 + rng_upto(&rng, 49));
        EXPECT(strcmp(whole.ptr ? whole.ptr : "", chunked) == 0);
        sb_fini(&whole);

        KeyDecoder kd;
        KeyEvent ev;
        kd_init(&kd);
        for (size_t i = 0; i < size;) {
            size_t k = 1 + rng_upto(&rng, 299);
            if (k > size - i) k = size - i;
            kd_push(&kd, soup + i, k);
            i += k;
            while (kd_next(&kd, &ev)) MN_ASSERT(ev.raw.len <= size);
            if (rng_upto(&rng, 9) == 0)
                while (kd_timeout(&kd, &ev)) {
                }
        }
        kd_push(&kd, "\x1b[201~", 6); /* ends a paste the soup may have begun */
        while (kd_next(&kd, &ev)) {
        }
        while (kd_timeout(&kd, &ev)) {
        }
        kd_push(&kd, "xyz", 3);
        char got[4] = {0};
        for (int i = 0; i < 3 && kd_next(&kd, &ev); i++)
            got[i] = ev.type == KEV_KEY && ev.key.cp < 0x80 ? (char)ev.key.cp : '?';
        EXPECT_STR_EQ(got, "xyz");
        EXPECT(kd_wait(&kd) == KD_WAIT_NONE);
        kd_fini(&kd);
    }
    free(soup);
}
