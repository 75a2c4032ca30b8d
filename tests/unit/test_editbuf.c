/* tests/unit/test_editbuf.c - the command line's text, undo and redo, word
 * motions and indentation levels. */
#include "unit.h"

#include "interactive/editbuf.h"
#include "interactive/indent.h"
#include "interactive/words.h"

static void type(EditBuf *eb, const char *s)
{
    for (; *s; s++) eb_insert(eb, str_make(s, 1), true);
}

static bool text_is(const EditBuf *eb, const char *want) { return str_eq_cstr(eb_str(eb), want); }

TEST(typing_a_word_is_one_undo_step)
{
    EditBuf eb;
    eb_init(&eb);
    type(&eb, "echo hello world");
    EXPECT(text_is(&eb, "echo hello world"));
    EXPECT(eb_undo(&eb));
    EXPECT(text_is(&eb, "echo hello "));
    EXPECT(eb_undo(&eb));
    EXPECT(text_is(&eb, "echo "));
    EXPECT(eb_redo(&eb));
    EXPECT(text_is(&eb, "echo hello "));
    EXPECT_EQ_SIZE(eb.cursor, 11);
    EXPECT(eb_undo(&eb) && eb_undo(&eb));
    EXPECT(text_is(&eb, ""));
    EXPECT(!eb_undo(&eb));
    eb_fini(&eb);
}

TEST(delete_and_replace_undo_exactly)
{
    EditBuf eb;
    eb_init(&eb);
    eb_set(&eb, STR("abc def"), 7);
    eb_delete(&eb, 3, 7);
    EXPECT(text_is(&eb, "abc"));
    EXPECT_EQ_SIZE(eb.cursor, 3);
    eb_replace(&eb, 0, 1, STR("XYZ"), 3, false);
    EXPECT(text_is(&eb, "XYZbc"));
    EXPECT(eb_undo(&eb));
    EXPECT(text_is(&eb, "abc"));
    EXPECT(eb_undo(&eb));
    EXPECT(text_is(&eb, "abc def"));
    EXPECT_EQ_SIZE(eb.cursor, 7);
    /* a new change forgets what could be redone */
    eb_insert(&eb, STR("!"), false);
    EXPECT(!eb_redo(&eb));
    eb_fini(&eb);
}

TEST(groups_undo_together)
{
    EditBuf eb;
    eb_init(&eb);
    eb_set(&eb, STR("one"), 3);
    eb_group_begin(&eb);
    eb_insert(&eb, STR(" two"), false);
    eb_insert(&eb, STR(" three"), false);
    eb_group_end(&eb);
    EXPECT(text_is(&eb, "one two three"));
    EXPECT(eb_undo(&eb));
    EXPECT(text_is(&eb, "one"));
    EXPECT(eb_redo(&eb));
    EXPECT(text_is(&eb, "one two three"));
    eb_fini(&eb);
}

TEST(redo_puts_the_cursor_where_undo_found_it)
{
    /* fish's undo.py: a group inserts "+ 3", the cursor moves back before
       the 3, undo and redo: typing goes before the 3 again */
    EditBuf eb;
    eb_init(&eb);
    eb_set(&eb, STR("math 5 "), 7);
    eb_group_begin(&eb);
    eb_insert(&eb, STR("+ "), false);
    eb_insert(&eb, STR("3"), false);
    eb_group_end(&eb);
    eb.cursor = 9;
    EXPECT(eb_undo(&eb));
    EXPECT(text_is(&eb, "math 5 "));
    EXPECT(eb_redo(&eb));
    EXPECT(text_is(&eb, "math 5 + 3"));
    EXPECT_EQ_SIZE(eb.cursor, 9);
    eb_fini(&eb);
}

TEST(character_steps_respect_utf8)
{
    Str s = STR("a\xc3\xa9\xe2\x82\xac\xff" "b"); /* a é € <bad byte> b */
    EXPECT_EQ_SIZE(eb_next_char(s, 0), 1);
    EXPECT_EQ_SIZE(eb_next_char(s, 1), 3);
    EXPECT_EQ_SIZE(eb_next_char(s, 3), 6);
    EXPECT_EQ_SIZE(eb_next_char(s, 6), 7);
    EXPECT_EQ_SIZE(eb_prev_char(s, 8), 7);
    EXPECT_EQ_SIZE(eb_prev_char(s, 7), 6);
    EXPECT_EQ_SIZE(eb_prev_char(s, 6), 3);
    EXPECT_EQ_SIZE(eb_prev_char(s, 3), 1);
    EXPECT_EQ_SIZE(eb_prev_char(s, 1), 0);
}

TEST(selection_inclusive_or_not_of_the_cursor_character)
{
    EditBuf eb;
    eb_init(&eb);
    eb_set(&eb, STR("hello"), 1);
    eb.selecting = true;
    eb.sel_anchor = 3;
    size_t from, to;
    EXPECT(eb_selection(&eb, &from, &to));
    EXPECT_EQ_SIZE(from, 1);
    EXPECT_EQ_SIZE(to, 3);
    eb.sel_inclusive = true;
    EXPECT(eb_selection(&eb, &from, &to));
    EXPECT_EQ_SIZE(from, 1);
    EXPECT_EQ_SIZE(to, 4);
    eb.cursor = 5; /* past the end: nothing more to include */
    EXPECT(eb_selection(&eb, &from, &to));
    EXPECT_EQ_SIZE(from, 3);
    EXPECT_EQ_SIZE(to, 5);
    eb_fini(&eb);
}

/* Word stops written with carets, as the motion visits them: "^a^ b" means
 * stops at 0 and 1. Checks every stop going the given way. */
static void stops(const char *marked, WordStyle style, bool forward)
{
    char text[256];
    size_t at[64], n;
    Str s = str_make(text, unit_carets(marked, text, sizeof text, at, 64, &n));
    if (forward) {
        for (size_t i = 0; i + 1 < n; i++) {
            size_t got = word_move(s, at[i], style, true);
            if (got != at[i + 1]) printf("  %s: from %zu got %zu want %zu\n", marked, at[i], got, at[i + 1]);
            EXPECT_EQ_SIZE(got, at[i + 1]);
        }
    } else {
        for (size_t i = n; i-- > 1;) {
            size_t got = word_move(s, at[i], style, false);
            if (got != at[i - 1]) printf("  %s: from %zu got %zu want %zu\n", marked, at[i], got, at[i - 1]);
            EXPECT_EQ_SIZE(got, at[i - 1]);
        }
    }
}

TEST(word_motions_stop_where_fish_stops)
{
    stops("^echo ^hello_^world.^txt^", WORD_PUNCT, false);
    stops("^echo^ hello^_world^.txt^", WORD_PUNCT, true);
    stops("^a-b-c^ d-e-f^", WORD_SPACE, true);
    stops("^echo ^/^foo/^bar{^aaa,^bbb,^ccc}^bak/^", WORD_PATH, false);
    stops("^echo ^hi ^> ^/^dev/^null^", WORD_PATH, false);
    stops("^/^foo/^bar/^baz/^", WORD_PATH, false);
}

TEST(token_motions_keep_quotes_together)
{
    Str s = STR("echo 'a b' (c d) e");
    EXPECT_EQ_SIZE(word_token_move(s, 0, true), 4);
    EXPECT_EQ_SIZE(word_token_move(s, 4, true), 10);
    EXPECT_EQ_SIZE(word_token_move(s, 10, true), 16);
    EXPECT_EQ_SIZE(word_token_move(s, s.len, false), 17);
    EXPECT_EQ_SIZE(word_token_move(s, 17, false), 11);
    EXPECT_EQ_SIZE(word_token_move(s, 11, false), 5);
}

static void levels_are(const char *text, const unsigned *want, size_t n)
{
    unsigned got[32] = {0};
    indent_levels(str_cstr(text), got);
    for (size_t i = 0; i < n; i++) {
        if (got[i] != want[i]) printf("  line %zu of %s: got %u want %u\n", i, text, got[i], want[i]);
        EXPECT_EQ_INT(got[i], want[i]);
    }
}

TEST(indentation_follows_blocks)
{
    levels_are("if true\necho a\nelse if false\necho b\nelse\necho c\nend", (unsigned[]){0, 1, 0, 1, 0, 1, 0}, 7);
    levels_are("for i in a\nwhile true\nbreak\nend\nend", (unsigned[]){0, 1, 2, 1, 0}, 5);
    levels_are("switch $x\ncase a\necho a\ncase b\necho b\nend", (unsigned[]){0, 1, 2, 1, 2, 0}, 6);
    /* as fish: a line inside a quoted string keeps its own text, unindented */
    levels_are("begin; echo 'x\ny'\nend", (unsigned[]){0, 0, 0}, 3);
    /* a command substitution's lines are code one deeper, its ')' back */
    levels_are("begin\necho (\nif true\necho \"\nz\n\"\nend\n)\nend",
               (unsigned[]){0, 1, 2, 3, 0, 0, 2, 1, 0}, 9);
    levels_are("function f\n", (unsigned[]){0, 1}, 2);
    levels_are("echo a |\ncat", (unsigned[]){0, 1}, 2);
    levels_are("{\necho\n}", (unsigned[]){0, 1, 0}, 3);
}
