/* tests/unit/test_bind.c - the binding tables: replacing keeps the place,
 * erasing and clearing, and the editor's lookup (full, prefix, none, user
 * over preset, the fallback, shift folding). Keys are built by hand so
 * nothing here depends on the notation parser. */
#include "unit.h"

#include "store/bind.h"

#include <string.h>

static Key ch(uint32_t cp) { return (Key){cp, 0}; }
static Key ctrl(uint32_t cp) { return (Key){cp, KEY_MOD_CTRL}; }

static KeySeq seq_of(size_t n, const Key *keys)
{
    KeySeq s = {.n = n};
    for (size_t i = 0; i < n; i++) s.keys[i] = keys[i];
    return s;
}

/* Binds keys to one command in mode. */
static void add(BindTable *t, const char *mode, bool user, const char *cmd, size_t n, const Key *keys)
{
    KeySeq s = seq_of(n, keys);
    const char *cmds[] = {cmd};
    bind_add(t, &s, str_cstr(mode), NULL, cmds, 1, user, false, NULL);
}

/* The first command of what bind_match found, or "-". */
static const char *found(const Binding *b) { return b ? b->commands.items[0].ptr : "-"; }

TEST(add_replaces_in_place_and_lists_in_order)
{
    BindTable *t = bind_table_new();
    add(t, "default", true, "one", 1, (Key[]){ctrl('a')});
    add(t, "default", true, "two", 1, (Key[]){ctrl('b')});
    add(t, "default", true, "three", 1, (Key[]){ctrl('a')});
    EXPECT_EQ_SIZE(bind_count(t, true), 2);
    EXPECT_EQ_SIZE(bind_count(t, false), 0);
    EXPECT_STR_EQ(bind_at(t, true, 0)->commands.items[0].ptr, "three");
    EXPECT_STR_EQ(bind_at(t, true, 1)->commands.items[0].ptr, "two");
    EXPECT_STR_EQ(bind_at(t, true, 0)->mode, "default");
    /* the same keys in another mode are another binding */
    add(t, "insert", true, "four", 1, (Key[]){ctrl('a')});
    EXPECT_EQ_SIZE(bind_count(t, true), 3);
    KeySeq s = seq_of(1, (Key[]){ctrl('a')});
    EXPECT_STR_EQ(found(bind_get(t, &s, STR("insert"), true)), "four");
    EXPECT_STR_EQ(found(bind_get(t, &s, STR("default"), true)), "three");
    EXPECT(bind_get(t, &s, STR("default"), false) == NULL);
    EXPECT(bind_get(t, &s, STR("visual"), true) == NULL);
    bind_table_free(t);
}

TEST(sets_mode_and_modes_list)
{
    BindTable *t = bind_table_new();
    KeySeq s = seq_of(1, (Key[]){ch('i')});
    const char *cmds[] = {"repaint-mode", "x"};
    bind_add(t, &s, STR("default"), "insert", cmds, 2, false, false, NULL);
    const Binding *b = bind_at(t, false, 0);
    EXPECT_STR_EQ(b->sets_mode, "insert");
    EXPECT_EQ_SIZE(b->commands.n, 2);
    EXPECT(!b->user);
    add(t, "visual", true, "v", 1, (Key[]){ch('v')});
    add(t, "bbb", true, "v", 1, (Key[]){ch('v')});
    StrList modes = STRLIST_INIT;
    bind_modes(t, &modes);
    /* insert is only a target: no binding is in it */
    EXPECT_EQ_SIZE(modes.n, 3);
    if (modes.n == 3) {
        EXPECT_STR_EQ(modes.items[0].ptr, "bbb");
        EXPECT_STR_EQ(modes.items[1].ptr, "default");
        EXPECT_STR_EQ(modes.items[2].ptr, "visual");
    }
    sl_fini(&modes);
    bind_table_free(t);
}

TEST(erase_and_clear)
{
    BindTable *t = bind_table_new();
    add(t, "default", true, "a", 1, (Key[]){ch('a')});
    add(t, "default", true, "b", 1, (Key[]){ch('b')});
    add(t, "insert", true, "c", 1, (Key[]){ch('c')});
    add(t, "default", false, "d", 1, (Key[]){ch('a')});
    KeySeq s = seq_of(1, (Key[]){ch('a')});
    EXPECT(bind_erase(t, &s, STR("default"), true));
    EXPECT(!bind_erase(t, &s, STR("default"), true));
    EXPECT(!bind_erase(t, &s, STR("nosuchmode"), true));
    EXPECT_EQ_SIZE(bind_count(t, true), 2);
    EXPECT_STR_EQ(found(bind_at(t, true, 0)), "b");
    EXPECT_EQ_SIZE(bind_count(t, false), 1);
    bind_clear(t, STR("insert"), true);
    EXPECT_EQ_SIZE(bind_count(t, true), 1);
    bind_clear(t, (Str){NULL, 0}, true);
    EXPECT_EQ_SIZE(bind_count(t, true), 0);
    EXPECT_EQ_SIZE(bind_count(t, false), 1);
    bind_clear(t, STR("nosuchmode"), false);
    EXPECT_EQ_SIZE(bind_count(t, false), 1);
    bind_table_free(t);
}

TEST(match_full_prefix_none)
{
    BindTable *t = bind_table_new();
    add(t, "default", false, "kill", 1, (Key[]){ctrl('k')});
    add(t, "default", false, "edit", 2, (Key[]){ctrl('x'), ctrl('e')});
    add(t, "default", false, "x", 1, (Key[]){ctrl('x')});
    add(t, "default", false, "dd", 2, (Key[]){ch('d'), ch('d')});
    const Binding *b = (const Binding *)1;
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){ctrl('k')}, 1, &b), BIND_FULL);
    EXPECT_STR_EQ(found(b), "kill");
    /* ctrl-x alone is bound, and starts ctrl-x,ctrl-e: wait for more */
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){ctrl('x')}, 1, &b), BIND_PREFIX);
    EXPECT_STR_EQ(found(b), "x");
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){ctrl('x'), ctrl('e')}, 2, &b), BIND_FULL);
    EXPECT_STR_EQ(found(b), "edit");
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){ctrl('x'), ctrl('f')}, 2, &b), BIND_NONE);
    EXPECT(b == NULL);
    /* d alone is not bound but starts d,d */
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){ch('d')}, 1, &b), BIND_PREFIX);
    EXPECT(b == NULL);
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){ch('d'), ch('d')}, 2, &b), BIND_FULL);
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){ch('q')}, 1, &b), BIND_NONE);
    /* another mode, and a mode nobody bound in */
    EXPECT_EQ_INT(bind_match(t, STR("insert"), (Key[]){ctrl('k')}, 1, &b), BIND_NONE);
    EXPECT_EQ_INT(bind_match(t, STR("nosuchmode"), (Key[]){ctrl('k')}, 1, &b), BIND_NONE);
    /* modifiers count: alt-k is not ctrl-k */
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){{'k', KEY_MOD_ALT}}, 1, &b), BIND_NONE);
    bind_table_free(t);
}

TEST(match_user_over_preset)
{
    BindTable *t = bind_table_new();
    add(t, "default", false, "preset-k", 1, (Key[]){ctrl('k')});
    add(t, "default", true, "user-k", 1, (Key[]){ctrl('k')});
    const Binding *b;
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){ctrl('k')}, 1, &b), BIND_FULL);
    EXPECT_STR_EQ(found(b), "user-k");
    /* a user binding shadows the longer presets that start with it */
    add(t, "default", false, "preset-xe", 2, (Key[]){ctrl('x'), ctrl('e')});
    add(t, "default", true, "user-x", 1, (Key[]){ctrl('x')});
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){ctrl('x')}, 1, &b), BIND_FULL);
    EXPECT_STR_EQ(found(b), "user-x");
    /* a longer user binding makes a preset one a prefix taken on timeout */
    add(t, "default", false, "preset-g", 1, (Key[]){ctrl('g')});
    add(t, "default", true, "user-gg", 2, (Key[]){ctrl('g'), ctrl('g')});
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){ctrl('g')}, 1, &b), BIND_PREFIX);
    EXPECT_STR_EQ(found(b), "preset-g");
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){ctrl('g'), ctrl('g')}, 2, &b), BIND_FULL);
    EXPECT_STR_EQ(found(b), "user-gg");
    /* with both user bindings, the user's equal one waits for the longer */
    add(t, "default", true, "user-g", 1, (Key[]){ctrl('g')});
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){ctrl('g')}, 1, &b), BIND_PREFIX);
    EXPECT_STR_EQ(found(b), "user-g");
    bind_table_free(t);
}

TEST(match_folds_shift_on_letters)
{
    BindTable *t = bind_table_new();
    add(t, "default", true, "shift-a", 1, (Key[]){{'a', KEY_MOD_SHIFT}});
    add(t, "default", true, "B", 1, (Key[]){ch('B')});
    const Binding *b;
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){ch('A')}, 1, &b), BIND_FULL);
    EXPECT_STR_EQ(found(b), "shift-a");
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){{'b', KEY_MOD_SHIFT}}, 1, &b), BIND_FULL);
    EXPECT_STR_EQ(found(b), "B");
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){ch('a')}, 1, &b), BIND_NONE);
    bind_table_free(t);
}

TEST(fallback_user_first)
{
    BindTable *t = bind_table_new();
    EXPECT(bind_fallback(t, STR("default")) == NULL);
    const char *ins[] = {"self-insert"};
    KeySeq empty = {.n = 0};
    bind_add(t, &empty, STR("default"), NULL, ins, 1, false, false, NULL);
    EXPECT_STR_EQ(found(bind_fallback(t, STR("default"))), "self-insert");
    EXPECT(bind_fallback(t, STR("visual")) == NULL);
    const char *mine[] = {"my-insert"};
    bind_add(t, &empty, STR("default"), NULL, mine, 1, true, false, NULL);
    EXPECT_STR_EQ(found(bind_fallback(t, STR("default"))), "my-insert");
    /* the fallback is no match for a typed key */
    const Binding *b;
    EXPECT_EQ_INT(bind_match(t, STR("default"), (Key[]){ch('z')}, 1, &b), BIND_NONE);
    bind_table_free(t);
}

TEST(match_many_bindings)
{
    /* a few hundred bindings over several modes still find the right one */
    BindTable *t = bind_table_new();
    const char *modes[] = {"default", "insert", "visual"};
    for (int m = 0; m < 3; m++)
        for (uint32_t c = 'a'; c <= 'z'; c++)
            for (uint32_t d = '0'; d <= '9'; d++) {
                char cmd[32];
                snprintf(cmd, sizeof cmd, "%s-%c%c", modes[m], (char)c, (char)d);
                add(t, modes[m], (c & 1) != 0, cmd, 2, (Key[]){ctrl(c), ch(d)});
            }
    EXPECT_EQ_SIZE(bind_count(t, true) + bind_count(t, false), 3 * 26 * 10);
    const Binding *b;
    EXPECT_EQ_INT(bind_match(t, STR("visual"), (Key[]){ctrl('q')}, 1, &b), BIND_PREFIX);
    EXPECT(b == NULL);
    EXPECT_EQ_INT(bind_match(t, STR("visual"), (Key[]){ctrl('q'), ch('7')}, 2, &b), BIND_FULL);
    EXPECT_STR_EQ(found(b), "visual-q7");
    EXPECT_EQ_INT(bind_match(t, STR("insert"), (Key[]){ctrl('b'), ch('0')}, 2, &b), BIND_FULL);
    EXPECT_STR_EQ(found(b), "insert-b0");
    bind_table_free(t);
}

/* Parses notation (it must be valid). */
static KeySeq keys_of(const char *text)
{
    KeySeq s = {0};
    StrBuf err = STRBUF_INIT;
    EXPECT(key_parse(str_cstr(text), &s, &err));
    sb_fini(&err);
    return s;
}

static const char *lookup(const BindTable *t, const char *mode, const char *text, BindMatch *m)
{
    KeySeq s = keys_of(text);
    const Binding *b;
    *m = bind_match(t, str_cstr(mode), s.keys, s.n, &b);
    return found(b);
}

TEST(install_emacs_replaces_presets_and_matches)
{
    BindTable *t = bind_table_new();
    bind_install(t, BIND_SET_MINIMAL, STR("default"), NULL, true);
    EXPECT_EQ_SIZE(bind_count(t, false), 21);
    add(t, "default", true, "mine", 1, (Key[]){ctrl('q')});
    bind_install_emacs(t);
    EXPECT_EQ_SIZE(bind_count(t, false), 95);
    EXPECT_EQ_SIZE(bind_count(t, true), 1);
    BindMatch m;
    EXPECT_STR_EQ(lookup(t, "default", "ctrl-x", &m), "fish_clipboard_copy");
    EXPECT_EQ_INT(m, BIND_FULL);
    EXPECT_STR_EQ(lookup(t, "default", "ctrl-c", &m), "clear-commandline");
    EXPECT_STR_EQ(lookup(t, "default", "alt-left", &m), "prevd-or-backward-token");
    EXPECT_STR_EQ(lookup(t, "default", "ctrl-q", &m), "mine");
    /* escape is bound alone; alt-[ starts the raw sequences old iTerm2 sends */
    EXPECT_STR_EQ(lookup(t, "default", "escape", &m), "cancel");
    EXPECT_EQ_INT(m, BIND_FULL);
    EXPECT_STR_EQ(lookup(t, "default", "alt-[", &m), "-");
    EXPECT_EQ_INT(m, BIND_PREFIX);
    EXPECT_STR_EQ(lookup(t, "default", "\x1b[1;9A", &m), "prevd-or-history-token-search-backward");
    EXPECT_EQ_INT(m, BIND_FULL);
    EXPECT_STR_EQ(found(bind_fallback(t, STR("default"))), "self-insert");
    KeySeq enter = keys_of("enter");
    const Binding *b = bind_get(t, &enter, STR("default"), false);
    EXPECT(b && !b->raw && b->commands.n == 1);
    KeySeq raw = keys_of("\x1b[1;9C");
    b = bind_get(t, &raw, STR("default"), false);
    EXPECT(b && b->raw);
    bind_table_free(t);
}

TEST(install_shared_in_other_modes)
{
    BindTable *t = bind_table_new();
    bind_install(t, BIND_SET_SHARED, STR("default"), NULL, false);
    bind_install(t, BIND_SET_SHARED, STR("insert"), "default", true);
    EXPECT(bind_fallback(t, STR("default")) == NULL);
    EXPECT_STR_EQ(found(bind_fallback(t, STR("insert"))), "self-insert");
    KeySeq tab = keys_of("tab");
    const Binding *b = bind_get(t, &tab, STR("insert"), false);
    EXPECT(b && b->sets_mode && !strcmp(b->sets_mode, "default"));
    b = bind_get(t, &tab, STR("default"), false);
    EXPECT(b && !b->sets_mode);
    KeySeq ctrl_a = keys_of("ctrl-a");
    EXPECT(bind_get(t, &ctrl_a, STR("default"), false) == NULL);
    bind_table_free(t);
}

TEST(key_text_is_raw)
{
    EXPECT(bind_key_text_is_raw(STR("\x1b[A")));
    EXPECT(!bind_key_text_is_raw(STR("\x1b" "f")));
    EXPECT(!bind_key_text_is_raw(STR("ctrl-x")));
    EXPECT(!bind_key_text_is_raw(STR("\x1b\xc3\xa9")));
    EXPECT(!bind_key_text_is_raw(STR("")));
}
