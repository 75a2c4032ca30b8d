/* tests/unit/test_viword.c - vi's word motions and word objects stop where
 * vi stops: w at word starts (an empty line is a word), e and ge on last
 * characters, dw short of a line break, iw and aw around the cursor; the
 * classes of characters that make words are vim's. */
#include "unit.h"

#include "interactive/viword.h"

#include <stdio.h>

typedef size_t (*Motion)(Str s, size_t pos, bool big);

/* The stops of a motion, written with carets in the text: "^a ^b" visits 0
 * then 2 (going backward, 2 then 0). Checks each step from one stop to the
 * next. */
static void visits(Motion m, bool big, bool backward, const char *marked)
{
    char text[256];
    size_t at[64], n;
    Str s = str_make(text, unit_carets(marked, text, sizeof text, at, 64, &n));
    for (size_t i = 0; i + 1 < n; i++) {
        size_t from = backward ? at[n - 1 - i] : at[i], want = backward ? at[n - 2 - i] : at[i + 1];
        size_t got = m(s, from, big);
        if (got != want) printf("  %s: from %zu got %zu want %zu\n", marked, from, got, want);
        EXPECT_EQ_SIZE(got, want);
    }
}

TEST(w_stops_at_word_starts)
{
    visits(vi_word_next_start, false, false, "^echo ^hello^_^world^.^txt^");
    visits(vi_word_next_start, false, false, "^a  ^--^b^");
    visits(vi_word_next_start, true, false, "^echo ^hello_world.txt  ^x^");
    /* a line break is crossed, an empty line is a word */
    visits(vi_word_next_start, false, false, "^foo  \n  ^bar\n^\n^baz^");
    /* from blanks, the next word */
    visits(vi_word_next_start, false, false, " ^ ^x^");
}

TEST(e_stops_on_last_characters)
{
    visits(vi_word_next_end, false, false, "^ech^o hell^o^_worl^d^");
    visits(vi_word_next_end, true, false, "^a-b-^c d-e-^f");
    /* past the last word: the end of the text */
    visits(vi_word_next_end, false, false, "ab^c  ^");
    visits(vi_word_next_end, false, false, "^x\n\n  ^y^");
}

TEST(ge_stops_on_last_characters_before)
{
    visits(vi_word_prev_end, false, true, "^ech^o hell^o^_worl^d");
    visits(vi_word_prev_end, true, true, "^a-b-^c d-e-f");
    visits(vi_word_prev_end, false, true, "ab^c\n^\n^\nd^e");
    /* past the end counts as on the last character: its word is skipped */
    EXPECT_EQ_SIZE(vi_word_prev_end(STR("eco 12"), 6, false), 2);
}

TEST(scripts_are_words_of_their_own)
{
    /* latin, hiragana, katakana, ideographs, hangul: each its own class */
    visits(vi_word_next_start, false, false, "^abc^あいう^甲乙^カナ^한글^");
    visits(vi_word_next_start, true, false, "^abcあいう甲乙 ^x^");
    /* an ideographic space is a blank, ideographic punctuation punctuation */
    visits(vi_word_next_start, false, false, "^甲\u3000^乙^\u3002^");
    /* Latin-1 letters are letters, the multiplication sign is not */
    visits(vi_word_next_start, false, false, "^é^\u00d7^ß^");
}

TEST(dw_keeps_the_line_break)
{
    Str s = STR("foo bar\nbaz");
    EXPECT_EQ_SIZE(vi_word_kill_end(s, 0, false), 4);
    EXPECT_EQ_SIZE(vi_word_kill_end(s, 4, false), 7);
    EXPECT_EQ_SIZE(vi_word_kill_end(s, 6, false), 7);
    /* on the line break itself: it goes, up to the next word */
    EXPECT_EQ_SIZE(vi_word_kill_end(s, 7, false), 8);
    EXPECT_EQ_SIZE(vi_word_kill_end(s, 8, false), 11);
}

static void object(const char *text, size_t pos, bool big, bool around, size_t want_from, size_t want_to)
{
    size_t from = 99, to = 99;
    EXPECT(vi_word_object(str_cstr(text), pos, big, around, &from, &to));
    if (from != want_from || to != want_to)
        printf("  \"%s\" at %zu: got [%zu, %zu) want [%zu, %zu)\n", text, pos, from, to, want_from, want_to);
    EXPECT_EQ_SIZE(from, want_from);
    EXPECT_EQ_SIZE(to, want_to);
}

TEST(iw_and_aw)
{
    /* iw: the run the cursor is in, words or blanks */
    object("echo hello world", 7, false, false, 5, 10);
    object("echo hello  world", 10, false, false, 10, 12);
    object("a.b", 1, false, false, 1, 2);
    object("a.b c", 1, true, false, 0, 3);
    /* aw: with the blanks after, or before when none follow */
    object("echo hello world", 7, false, true, 5, 11);
    object("echo hello", 7, false, true, 4, 10);
    /* aw on blanks: the blanks and the word after */
    object("echo  hello x", 4, false, true, 4, 11);
    /* past the end: nothing is under the cursor (fish 4) */
    size_t none_from, none_to;
    EXPECT(!vi_word_object(STR("echo hi"), 7, false, false, &none_from, &none_to));
    /* an empty line: nothing */
    object("a\n\nb", 2, false, false, 2, 2);
    size_t from, to;
    EXPECT(!vi_word_object(STR(""), 0, false, false, &from, &to));
}

TEST(multibyte_words)
{
    Str s = STR("héllo wörld");
    EXPECT_EQ_SIZE(vi_word_next_start(s, 0, false), 7);
    EXPECT_EQ_SIZE(vi_word_next_end(s, 0, false), 5);
    size_t from, to;
    EXPECT(vi_word_object(s, 10, false, false, &from, &to));
    EXPECT_EQ_SIZE(from, 7);
    EXPECT_EQ_SIZE(to, 13);
}
