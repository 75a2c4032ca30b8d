/* tests/unit/test_pager.c - the completion pager alone: layout in columns,
 * cutting with ellipses, escaping, disclosure and scrolling, the search
 * filter, motion in the grid and hit testing. */
#include "unit.h"

#include "base/check.h"
#include "interactive/pager.h"

static PagerStyles plain_styles;

/* Styles that show as <n> markers (and </> for a reset), to see which
 * part of an entry is drawn how. */
static PagerStyles marked_styles(void)
{
    static char names[PAGER_STYLE_COUNT][8];
    PagerStyles st;
    for (int i = 0; i < PAGER_STYLE_COUNT; i++) {
        snprintf(names[i], sizeof names[i], "<%d>", i);
        st.esc[i] = i == PAGER_ST_PLAIN ? STR("") : str_cstr(names[i]);
    }
    return st;
}

/* Renders and returns line k (0-based) of the output, or NULL past the end. */
static const char *line_of(const StrBuf *out, size_t k)
{
    static char buf[1024];
    const char *p = out->ptr ? out->ptr : "";
    for (size_t i = 0; i < k; i++) {
        p = strchr(p, '\n');
        if (!p) return NULL;
        p++;
    }
    size_t n = strcspn(p, "\n");
    if (n >= sizeof buf) n = sizeof buf - 1;
    memcpy(buf, p, n);
    buf[n] = '\0';
    return buf;
}

static size_t count_lines(const StrBuf *out)
{
    if (!out->len) return 0;
    size_t n = 1;
    for (size_t i = 0; i < out->len; i++) n += out->ptr[i] == '\n';
    return n;
}

typedef struct Rig {
    Pager p;
    StrBuf out;
    PagerItem items[64];
} Rig;

static void rig_init(Rig *g) { pager_init(&g->p), g->out = (StrBuf)STRBUF_INIT; }
static void rig_fini(Rig *g) { pager_fini(&g->p), sb_fini(&g->out); }

/* Items from "name" / "description" pairs. */
static void set_pairs(Rig *g, const char *prefix, const char *const *pairs, size_t n)
{
    for (size_t i = 0; i < n; i++)
        g->items[i] = (PagerItem){str_cstr(pairs[2 * i]), str_cstr(pairs[2 * i]), str_cstr(pairs[2 * i + 1]), 0, 0};
    pager_set(&g->p, str_cstr(prefix), g->items, n);
}

/* n candidates named stem and their number in digits (with leading
 * zeros), each described by desc. */
static void numbered(Pager *p, const char *prefix, const char *stem, int digits, size_t n, const char *desc)
{
    PagerItem *items = xmalloc(n * sizeof *items);
    char(*names)[16] = xmalloc(n * sizeof *names);
    for (size_t i = 0; i < n; i++) {
        snprintf(names[i], sizeof names[i], "%.8s%0*zu", stem, digits, i);
        items[i] = (PagerItem){str_cstr(names[i]), str_cstr(names[i]), str_cstr(desc), 0, 0};
    }
    pager_set(p, str_cstr(prefix), items, n);
    free(names);
    free(items);
}

static void render(Rig *g, size_t w, size_t h) { pager_render(&g->p, w, h, &plain_styles, &g->out); }

TEST(one_entry_cut_to_the_width)
{
    Rig g;
    rig_init(&g);
    static const char *const one[] = {"abcdefghij", "1234567890"};
    set_pairs(&g, "", one, 1);
    static const struct {
        size_t w;
        const char *want;
    } cases[] = {
        {30, "abcdefghij  (1234567890)"}, {24, "abcdefghij  (1234567890)"},
        {23, "abcdefghij  (12345678\xe2\x80\xa6)"}, {19, "abcdefghij  (1234\xe2\x80\xa6)"},
        {18, "abcdefgh\xe2\x80\xa6  (1234\xe2\x80\xa6)"}, {16, "abcdefg\xe2\x80\xa6  (123\xe2\x80\xa6)"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        render(&g, cases[i].w, 24);
        EXPECT_STR_EQ(line_of(&g.out, 0), cases[i].want);
        EXPECT_EQ_SIZE(count_lines(&g.out), 1);
    }
    /* a long candidate with a short description keeps the description */
    static const char *const heavy[] = {"abcdefghijklmnopqrs", "1"};
    set_pairs(&g, "", heavy, 1);
    render(&g, 20, 24);
    EXPECT_STR_EQ(line_of(&g.out, 0), "abcdefghijklmn\xe2\x80\xa6  (1)");
    /* without a description only the candidate is cut */
    static const char *const bare[] = {"abcdefghijklmnopqrst", ""};
    set_pairs(&g, "", bare, 1);
    render(&g, 20, 24);
    EXPECT_STR_EQ(line_of(&g.out, 0), "abcdefghijklmnopqrst");
    render(&g, 19, 24);
    EXPECT_STR_EQ(line_of(&g.out, 0), "abcdefghijklmnopqr\xe2\x80\xa6");
    /* too small an area shows nothing */
    render(&g, 15, 24);
    EXPECT_EQ_SIZE(g.out.len, 0);
    render(&g, 80, 3);
    EXPECT_EQ_SIZE(g.out.len, 0);
    rig_fini(&g);
}

TEST(columns_as_many_as_fit_with_aligned_descriptions)
{
    Rig g;
    rig_init(&g);
    static const char *const branches[] = {
        "main", "Local Branch", "feature-x", "Local Branch", "fix", "Remote Branch",
        "release-2.0", "Tag", "v1", "Tag", "wip", "Local Branch",
    };
    set_pairs(&g, "", branches, 6);
    render(&g, 80, 24);
    EXPECT_EQ_SIZE(g.p.cols, 3);
    EXPECT_EQ_SIZE(g.p.rows, 2);
    EXPECT_STR_EQ(line_of(&g.out, 0), "main       (Local Branch)  fix          (Remote Branch)  v1   (Tag)         ");
    EXPECT_STR_EQ(line_of(&g.out, 1), "feature-x  (Local Branch)  release-2.0  (Tag)            wip  (Local Branch)");
    EXPECT_EQ_SIZE(count_lines(&g.out), 2);
    /* narrower: one column */
    render(&g, 40, 24);
    EXPECT_EQ_SIZE(g.p.cols, 1);
    EXPECT_STR_EQ(line_of(&g.out, 3), "release-2.0  (Tag)          ");
    EXPECT_EQ_SIZE(count_lines(&g.out), 6);
    /* 19 entries of 10 columns: 5 columns of 4 rows rather than 6 of 4 */
    for (size_t i = 0; i < 19; i++) g.items[i] = (PagerItem){STR("abcdefghij"), STR("x"), STR(""), 0, 0};
    pager_set(&g.p, STR(""), g.items, 19);
    render(&g, 80, 24);
    EXPECT_EQ_SIZE(g.p.cols, 5);
    EXPECT_EQ_SIZE(g.p.rows, 4);
    rig_fini(&g);
}

TEST(the_prefix_precedes_each_candidate_and_long_ones_are_shortened)
{
    Rig g;
    rig_init(&g);
    static const char *const files[] = {"le1", "", "le2", ""};
    set_pairs(&g, "fi", files, 2);
    render(&g, 80, 24);
    EXPECT_STR_EQ(line_of(&g.out, 0), "file1  file2");
    set_pairs(&g, "some/longer/path/fi", files, 2);
    render(&g, 80, 24);
    /* its last nine characters hold a slash: their last component */
    EXPECT_STR_EQ(line_of(&g.out, 0), "\xe2\x80\xa6"
                                      "/file1  \xe2\x80\xa6"
                                      "/file2");
    /* a candidate that replaces the token is listed without it */
    g.items[1].flags = PAGER_ITEM_NO_PREFIX;
    pager_set(&g.p, STR("fi"), g.items, 2);
    render(&g, 80, 24);
    EXPECT_STR_EQ(line_of(&g.out, 0), "file1  le2");
    rig_fini(&g);
}

TEST(options_with_one_description_are_listed_together_after_a_dash)
{
    Rig g;
    rig_init(&g);
    static const char *const opts[] = {"h", "Show help", "-help", "Show help", "v", "Verbose", "-all", "Everything"};
    set_pairs(&g, "-", opts, 4);
    EXPECT_EQ_SIZE(pager_count(&g.p), 3);
    render(&g, 80, 24);
    EXPECT_STR_EQ(line_of(&g.out, 0), "-h  --help  (Show help)  -v  (Verbose)  --all  (Everything)");
    /* choosing the joined entry inserts its first candidate */
    EXPECT_EQ_SIZE(pager_item_index(&g.p, 0), 0);
    EXPECT_EQ_SIZE(pager_item_index(&g.p, 1), 2);
    pager_move(&g.p, PAGER_NEXT);
    EXPECT(str_eq(pager_insert_text(&g.p, pager_selected(&g.p), NULL), STR("h")));
    /* any other prefix lists them one by one */
    set_pairs(&g, "--", opts, 4);
    EXPECT_EQ_SIZE(pager_count(&g.p), 4);
    rig_fini(&g);
}

TEST(control_characters_and_bad_bytes_are_shown_escaped)
{
    Rig g;
    rig_init(&g);
    g.items[0] = (PagerItem){STR("a\nb\033[31mred\x7f"), STR("x"), STR("  two\n\tlines  of\ttext "), 0, 0};
    g.items[1] = (PagerItem){STR("bad\xff\xfe" "end\xc2\x9b"), STR("y"), STR("d\a"), 0, 0};
    pager_set(&g.p, STR("p\r"), g.items, 2);
    render(&g, 60, 24);
    for (size_t i = 0; i < g.out.len; i++) {
        unsigned char c = (unsigned char)g.out.ptr[i];
        EXPECT(c >= 0x20 || c == '\n');
    }
    EXPECT_STR_EQ(line_of(&g.out, 0),
                  "p\xe2\x90\x8d" "a\xe2\x90\x8a" "b\xe2\x90\x9b[31mred\xe2\x90\xa1          (two lines of text)");
    EXPECT_STR_EQ(line_of(&g.out, 1), "p\xe2\x90\x8d" "bad\\Xff\\Xfeend\\u009b  (d\xe2\x90\x87)               ");
    /* the escape is all the pager writes when styled too */
    PagerStyles st = marked_styles();
    pager_render(&g.p, 80, 24, &st, &g.out);
    EXPECT(!memchr(g.out.ptr, '\033', g.out.len) || strstr(g.out.ptr, "\033[m"));
    EXPECT(!strstr(g.out.ptr, "\033[31"));
    rig_fini(&g);
}

TEST(styles_mark_the_parts_rows_and_the_selection)
{
    Rig g;
    rig_init(&g);
    static const char *const two[] = {"aa", "da", "bb", "db"};
    set_pairs(&g, "x", two, 2);
    PagerStyles st = marked_styles();
    pager_render(&g.p, 16, 24, &st, &g.out);
    /* prefix, completion, fill, paren, description, paren; the second row
       in the secondary band, its parentheses in the primary completion look
       (fish's) through their own style */
    char want[256];
    int P = PAGER_BAND_PRIMARY, S = PAGER_BAND_SECONDARY;
    snprintf(want, sizeof want, "<%d>x<%d>aa<%d>  <%d>(<%d>da<%d>)\033[m", PAGER_STYLE(P, PAGER_PART_PREFIX),
             PAGER_STYLE(P, PAGER_PART_COMPLETION), PAGER_STYLE(P, PAGER_PART_FILL), PAGER_STYLE(P, PAGER_PART_PAREN),
             PAGER_STYLE(P, PAGER_PART_DESCRIPTION), PAGER_STYLE(P, PAGER_PART_PAREN));
    /* every switch is a reset then the style */
    StrBuf w = STRBUF_INIT;
    for (const char *q = want; *q; q++) {
        if (*q == '<') sb_append_cstr(&w, "\033[m");
        sb_append_char(&w, *q);
    }
    EXPECT_STR_EQ(line_of(&g.out, 0), w.ptr);
    char sec[16];
    snprintf(sec, sizeof sec, "<%d>bb", PAGER_STYLE(S, PAGER_PART_COMPLETION));
    EXPECT(strstr(line_of(&g.out, 1), sec) != NULL);
    pager_move(&g.p, PAGER_SOUTH);
    pager_move(&g.p, PAGER_SOUTH);
    pager_render(&g.p, 16, 24, &st, &g.out);
    snprintf(sec, sizeof sec, "<%d>bb", PAGER_STYLE(PAGER_BAND_SELECTED, PAGER_PART_COMPLETION));
    EXPECT(strstr(line_of(&g.out, 1), sec) != NULL);
    sb_fini(&w);
    rig_fini(&g);
}

/* 19 entries in 5 columns of 4 rows:
 *    0  4  8 12 16
 *    1  5  9 13 17
 *    2  6 10 14 18
 *    3  7 11 15     */
static void grid19(Rig *g)
{
    for (size_t i = 0; i < 19; i++) g->items[i] = (PagerItem){STR("abcdefghij"), STR("x"), STR(""), 0, 0};
    pager_set(&g->p, STR(""), g->items, 19);
    render(g, 80, 24);
}

TEST(motion_in_the_grid_wraps_as_fish_does)
{
    Rig g;
    rig_init(&g);
    grid19(&g);
    EXPECT_EQ_SIZE(pager_selected(&g.p), PAGER_NONE);
    EXPECT(!pager_move(&g.p, PAGER_EAST)); /* nothing selected: only Tab, Down, Up start */
    static const struct {
        PagerMove m;
        size_t want;
    } steps[] = {
        {PAGER_NEXT, 0},        {PAGER_NEXT, 1},        {PAGER_NEXT, 2},       {PAGER_NEXT, 3},
        {PAGER_NEXT, 4},        {PAGER_PREV, 3},        {PAGER_SOUTH, 4},      {PAGER_EAST, 8},
        {PAGER_EAST, 12},       {PAGER_EAST, 16},       {PAGER_EAST, 1},       {PAGER_WEST, 16},
        {PAGER_NORTH, 15},      {PAGER_NORTH, 14},      {PAGER_SOUTH, 15},     {PAGER_SOUTH, 16},
        {PAGER_SOUTH, 17},      {PAGER_SOUTH, 18},      {PAGER_SOUTH, 0},      {PAGER_NORTH, 15},
        {PAGER_EAST, 0},        {PAGER_WEST, 15},       {PAGER_SOUTH, 16},     {PAGER_PAGE_SOUTH, 18},
        {PAGER_PAGE_NORTH, 16}, {PAGER_WEST, 12},       {PAGER_PAGE_SOUTH, 15}, {PAGER_EAST, 0},
        {PAGER_PREV, 18},       {PAGER_PREV, 17},       {PAGER_NEXT, 18},      {PAGER_NEXT, 0},
        {PAGER_DESELECT, PAGER_NONE}, {PAGER_NORTH, 18},
    };
    for (size_t i = 0; i < sizeof steps / sizeof *steps; i++) {
        pager_move(&g.p, steps[i].m);
        render(&g, 80, 24);
        if (pager_selected(&g.p) != steps[i].want) {
            printf("  step %zu\n", i);
            EXPECT_EQ_SIZE(pager_selected(&g.p), steps[i].want);
        }
    }
    rig_fini(&g);
}

TEST(a_long_list_is_disclosed_then_scrolled)
{
    Rig g;
    rig_init(&g);
    numbered(&g.p, "", "n", 3, 100, "");
    /* 12 columns would fit, 6 at most are used: 17 rows; 20 free lines
       leave 19 for the list, 9 undisclosed */
    render(&g, 80, 20);
    EXPECT_EQ_SIZE(g.p.cols, 6);
    EXPECT_EQ_SIZE(g.p.rows, 17);
    EXPECT_EQ_SIZE(count_lines(&g.out), 10);
    EXPECT_STR_EQ(line_of(&g.out, 9), "\xe2\x80\xa6" "and 8 more rows");
    EXPECT(pager_undisclosed(&g.p) && pager_more_below(&g.p));
    /* disclosed, it is no longer undisclosed before the next render */
    pager_disclose(&g.p);
    EXPECT(!pager_undisclosed(&g.p));
    g.p.disclosed = false;
    /* moving down past the last row shown discloses the rest */
    pager_move(&g.p, PAGER_NEXT);
    for (int i = 0; i < 8; i++) pager_move(&g.p, PAGER_SOUTH), render(&g, 80, 20);
    EXPECT_EQ_SIZE(pager_selected(&g.p), 8);
    pager_move(&g.p, PAGER_SOUTH);
    render(&g, 80, 20);
    EXPECT_EQ_SIZE(count_lines(&g.out), 17);
    EXPECT(!pager_more_below(&g.p));
    EXPECT_STR_EQ(line_of(&g.out, 9), "n009  n026  n043  n060  n077  n094");
    /* in 10 lines a window of rows, which the selection moves */
    render(&g, 80, 10);
    EXPECT_EQ_SIZE(count_lines(&g.out), 10);
    EXPECT_STR_EQ(line_of(&g.out, 9), "rows 1 to 9 of 17");
    EXPECT(pager_more_below(&g.p));
    pager_move(&g.p, PAGER_PAGE_SOUTH); /* 9 rows down */
    render(&g, 80, 10);
    EXPECT_EQ_SIZE(pager_selected(&g.p), 16);
    EXPECT_STR_EQ(line_of(&g.out, 9), "rows 9 to 17 of 17");
    EXPECT_STR_EQ(line_of(&g.out, 8), "n016  n033  n050  n067  n084  ");
    /* scrolling moves the window without the selection */
    EXPECT(pager_scroll(&g.p, -3));
    render(&g, 80, 10);
    EXPECT_STR_EQ(line_of(&g.out, 9), "rows 6 to 14 of 17");
    EXPECT(!pager_scroll(&g.p, 0));
    EXPECT(pager_scroll(&g.p, 100));
    render(&g, 80, 10);
    EXPECT_STR_EQ(line_of(&g.out, 9), "rows 9 to 17 of 17");
    EXPECT(!pager_scroll(&g.p, 1));
    rig_fini(&g);
}

TEST(one_row_more_is_shown_rather_than_announced)
{
    Rig g;
    rig_init(&g);
    numbered(&g.p, "", "n", 2, 5, "a description that is long"); /* one column of 5 rows, 4 undisclosed */
    render(&g, 40, 10);
    EXPECT_EQ_SIZE(count_lines(&g.out), 5);
    EXPECT(!pager_undisclosed(&g.p));
    numbered(&g.p, "", "n", 2, 6, "a description that is long");
    render(&g, 40, 10);
    EXPECT_EQ_SIZE(count_lines(&g.out), 5);
    EXPECT_STR_EQ(line_of(&g.out, 4), "\xe2\x80\xa6" "and 2 more rows");
    rig_fini(&g);
}

TEST(the_search_field_filters_by_candidate_or_description)
{
    Rig g;
    rig_init(&g);
    static const char *const cmds[] = {"checkout", "Switch branches", "cherry-pick", "Apply a commit",
                                       "clone", "Clone a repository", "commit", "Record changes"};
    set_pairs(&g, "", cmds, 4);
    pager_search_toggle(&g.p);
    EXPECT(pager_searching(&g.p));
    EXPECT_EQ_SIZE(pager_count(&g.p), 4);
    EXPECT_EQ_SIZE(pager_selected(&g.p), 0);
    render(&g, 60, 24);
    EXPECT_STR_EQ(line_of(&g.out, 0), "search:             ");
    EXPECT_EQ_SIZE(pager_search_cursor(&g.p), 8);
    pager_search_set(&g.p, STR("COMMIT")); /* any case: cherry-pick by its description, commit */
    EXPECT_EQ_SIZE(pager_count(&g.p), 2);
    EXPECT(str_eq(pager_insert_text(&g.p, 0, NULL), STR("cherry-pick")));
    EXPECT(str_eq(pager_insert_text(&g.p, 1, NULL), STR("commit")));
    pager_move(&g.p, PAGER_NEXT);
    pager_search_set(&g.p, STR("rec")); /* commit stays selected */
    EXPECT_EQ_SIZE(pager_count(&g.p), 1);
    EXPECT_EQ_SIZE(pager_selected(&g.p), 0);
    render(&g, 60, 24);
    EXPECT_STR_EQ(line_of(&g.out, 0), "search: rec         ");
    EXPECT_STR_EQ(line_of(&g.out, 1), "commit  (Record changes)");
    EXPECT_EQ_SIZE(pager_search_cursor(&g.p), 11);
    pager_search_set(&g.p, STR("zzz"));
    EXPECT_EQ_SIZE(pager_count(&g.p), 0);
    EXPECT_EQ_SIZE(pager_selected(&g.p), PAGER_NONE);
    render(&g, 60, 24);
    EXPECT_EQ_SIZE(count_lines(&g.out), 2);
    EXPECT_STR_EQ(line_of(&g.out, 1), "(no matches)");
    EXPECT(!pager_move(&g.p, PAGER_NEXT));
    /* off again: everything is back */
    pager_search_toggle(&g.p);
    EXPECT_EQ_SIZE(pager_count(&g.p), 4);
    rig_fini(&g);
}

TEST(hit_testing_finds_entries_the_search_and_the_progress_line)
{
    Rig g;
    rig_init(&g);
    grid19(&g);
    size_t k = 99;
    EXPECT_EQ_INT(pager_hit(&g.p, 0, 0, &k), PAGER_HIT_ENTRY);
    EXPECT_EQ_SIZE(k, 0);
    EXPECT_EQ_INT(pager_hit(&g.p, 1, 9, &k), PAGER_HIT_ENTRY);
    EXPECT_EQ_SIZE(k, 1);
    EXPECT_EQ_INT(pager_hit(&g.p, 1, 10, &k), PAGER_HIT_NONE); /* the gap */
    EXPECT_EQ_INT(pager_hit(&g.p, 2, 12, &k), PAGER_HIT_ENTRY);
    EXPECT_EQ_SIZE(k, 6);
    EXPECT_EQ_INT(pager_hit(&g.p, 3, 50, &k), PAGER_HIT_NONE); /* past the last entry */
    EXPECT_EQ_INT(pager_hit(&g.p, 3, 70, &k), PAGER_HIT_NONE);
    EXPECT_EQ_INT(pager_hit(&g.p, 4, 0, &k), PAGER_HIT_NONE);
    EXPECT(pager_select(&g.p, 6));
    EXPECT(!pager_select(&g.p, 6));
    EXPECT(!pager_select(&g.p, 19));
    pager_search_toggle(&g.p);
    render(&g, 80, 24);
    EXPECT_EQ_INT(pager_hit(&g.p, 0, 3, &k), PAGER_HIT_SEARCH);
    EXPECT_EQ_INT(pager_hit(&g.p, 1, 0, &k), PAGER_HIT_ENTRY);
    EXPECT_EQ_SIZE(k, 0);
    /* an undisclosed list: its last line says there is more */
    numbered(&g.p, "", "n", 3, 100, "");
    render(&g, 80, 20);
    EXPECT_EQ_INT(pager_hit(&g.p, 9, 3, &k), PAGER_HIT_PROGRESS);
    rig_fini(&g);
}

TEST(wide_characters_count_two_columns)
{
    Rig g;
    rig_init(&g);
    static const char *const wide[] = {"\xe4\xb8\xad\xe6\x96\x87", "\xe9\xb1\xbc", "ab", "x"};
    set_pairs(&g, "", wide, 2);
    render(&g, 20, 24);
    EXPECT_STR_EQ(line_of(&g.out, 0), "\xe4\xb8\xad\xe6\x96\x87  (\xe9\xb1\xbc)  ab  (x)");
    rig_fini(&g);
}

TEST(ten_thousand_candidates)
{
    Rig g;
    rig_init(&g);
    numbered(&g.p, "fi", "file", 5, 10000, "file");
    render(&g, 200, 50);
    EXPECT_EQ_SIZE(count_lines(&g.out), 25);
    pager_move(&g.p, PAGER_PREV); /* the last: the list is disclosed, the window at its end */
    render(&g, 200, 50);
    EXPECT_EQ_SIZE(count_lines(&g.out), 50);
    EXPECT(strstr(line_of(&g.out, 49), " of ") != NULL);
    pager_search_toggle(&g.p);
    pager_search_set(&g.p, STR("09999"));
    EXPECT_EQ_SIZE(pager_count(&g.p), 1);
    rig_fini(&g);
}
