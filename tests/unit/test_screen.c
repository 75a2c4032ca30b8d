/* tests/unit/test_screen.c - the screen's diffs, checked on a small terminal
 * emulator: after any sequence of frames, what the emulator shows must be
 * what a fresh terminal shows after drawing only the last frame. */
#define _GNU_SOURCE
#include "unit.h"

#include "base/utf8.h"
#include "interactive/screen.h"

#include <fcntl.h>
#include <unistd.h>

#define VT_ROWS 12
#define VT_COLS 20

/* A terminal with autowrap and a pending-wrap state, as xterm has. Cells
 * hold one code point (0 = blank). */
typedef struct Vt {
    uint32_t cell[VT_ROWS][VT_COLS];
    int row, col;
    bool pending;  /* the last column was written: the next character wraps */
    int scrolled;  /* rows scrolled off the top */
    int rows, cols;
} Vt;

static void vt_init(Vt *v, int rows, int cols)
{
    memset(v, 0, sizeof *v);
    v->rows = rows;
    v->cols = cols;
}

static void vt_scroll(Vt *v)
{
    memmove(v->cell[0], v->cell[1], sizeof v->cell[0] * (size_t)(v->rows - 1));
    memset(v->cell[v->rows - 1], 0, sizeof v->cell[0]);
    v->scrolled++;
}

static void vt_newline(Vt *v)
{
    if (v->row == v->rows - 1) vt_scroll(v);
    else v->row++;
}

static void vt_put(Vt *v, uint32_t cp)
{
    int w = uc_width(cp);
    if (w <= 0) return;
    if (v->pending || v->col + w > v->cols) {
        v->col = 0;
        vt_newline(v);
        v->pending = false;
    }
    v->cell[v->row][v->col] = cp;
    if (w == 2) v->cell[v->row][v->col + 1] = 0xFFFFFFFF; /* the wide one's second half */
    v->col += w;
    if (v->col >= v->cols) {
        v->col = v->cols - 1;
        v->pending = true;
    }
}

static void vt_feed(Vt *v, const char *p, size_t n)
{
    for (size_t i = 0; i < n;) {
        unsigned char c = (unsigned char)p[i];
        if (c == '\033' && i + 1 < n && p[i + 1] == '[') {
            size_t j = i + 2;
            bool priv = j < n && (p[j] == '?' || p[j] == '>' || p[j] == '<' || p[j] == '=');
            int a[4] = {0}, na = 0;
            for (; j < n && ((p[j] >= '0' && p[j] <= '9') || p[j] == ';' || p[j] == '?' || p[j] == '>' || p[j] == '<' || p[j] == '='); j++) {
                if (p[j] == ';') na++;
                else if (p[j] >= '0' && p[j] <= '9' && na < 4) a[na] = a[na] * 10 + (p[j] - '0');
            }
            char f = j < n ? p[j] : 0;
            int k = a[0] ? a[0] : 1;
            if (!priv) switch (f) {
            case 'A': v->row = v->row - k < 0 ? 0 : v->row - k; v->pending = false; break;
            case 'B': v->row = v->row + k >= v->rows ? v->rows - 1 : v->row + k; v->pending = false; break;
            case 'C': v->col = v->col + k >= v->cols ? v->cols - 1 : v->col + k; v->pending = false; break;
            case 'D': v->col = v->col - k < 0 ? 0 : v->col - k; v->pending = false; break;
            case 'K': for (int x = v->col; x < v->cols; x++) v->cell[v->row][x] = 0; break;
            case 'J':
                if (a[0] == 2) memset(v->cell, 0, sizeof v->cell);
                else {
                    for (int x = v->col; x < v->cols; x++) v->cell[v->row][x] = 0;
                    for (int y = v->row + 1; y < v->rows; y++) memset(v->cell[y], 0, sizeof v->cell[y]);
                }
                break;
            case 'H': v->row = (a[0] ? a[0] : 1) - 1; v->col = (a[1] ? a[1] : 1) - 1; v->pending = false; break;
            default: break;
            }
            i = j + 1;
            continue;
        }
        if (c == '\033' && i + 1 < n && p[i + 1] == ']') {
            size_t j = i + 2;
            while (j < n && p[j] != '\a') j++;
            i = j + 1;
            continue;
        }
        if (c == '\r') { v->col = 0; v->pending = false; i++; continue; }
        if (c == '\n') { vt_newline(v); v->col = 0; v->pending = false; i++; continue; } /* ONLCR */
        uint32_t cp;
        size_t len = utf8_decode(p + i, n - i, &cp);
        vt_put(v, cp == UTF8_INVALID ? '?' : cp);
        i += len;
    }
}

static void vt_dump(const Vt *v)
{
    for (int y = 0; y < v->rows; y++) {
        printf("  |");
        for (int x = 0; x < v->cols; x++) {
            uint32_t cp = v->cell[y][x];
            if (cp == 0xFFFFFFFF) continue;
            char b[4];
            if (!cp) putchar(' ');
            else fwrite(b, 1, utf8_encode(cp, b), stdout);
        }
        printf("|\n");
    }
}

typedef struct Rig {
    Screen s;
    int fds[2];
    Vt vt;
} Rig;

static void rig_init(Rig *g, int rows, int cols)
{
    if (pipe(g->fds) != 0) abort();
    fcntl(g->fds[0], F_SETFL, O_NONBLOCK);
#ifdef F_SETPIPE_SZ
    fcntl(g->fds[1], F_SETPIPE_SZ, 1 << 20);
#endif
    scr_init(&g->s, g->fds[1]);
    scr_resize(&g->s, cols, rows);
    vt_init(&g->vt, rows, cols);
}

static void rig_pump(Rig *g)
{
    char buf[65536];
    ssize_t n;
    while ((n = read(g->fds[0], buf, sizeof buf)) > 0) vt_feed(&g->vt, buf, (size_t)n);
}

static void rig_fini(Rig *g)
{
    scr_fini(&g->s);
    close(g->fds[0]);
    close(g->fds[1]);
}

/* Draws f on a fresh terminal and compares with g's terminal. */
static bool same_as_fresh(Rig *g, const ScrFrame *f)
{
    Rig fresh;
    rig_init(&fresh, g->vt.rows, g->vt.cols);
    scr_draw(&fresh.s, f);
    rig_pump(&fresh);
    /* compare the rows below where each started, ignoring scrolling */
    bool same = memcmp(fresh.vt.cell, g->vt.cell, sizeof fresh.vt.cell) == 0 && fresh.vt.row == g->vt.row &&
                fresh.vt.col == g->vt.col;
    if (!same) {
        printf("  incremental (cursor %d,%d):\n", g->vt.row, g->vt.col);
        vt_dump(&g->vt);
        printf("  fresh (cursor %d,%d):\n", fresh.vt.row, fresh.vt.col);
        vt_dump(&fresh.vt);
    }
    rig_fini(&fresh);
    return same;
}

static ScrFrame frame(const char *prompt, const char *line, size_t cursor)
{
    return (ScrFrame){.prompt = str_cstr(prompt), .line = str_cstr(line), .cursor = cursor};
}

TEST(draws_prompt_line_and_cursor)
{
    Rig g;
    rig_init(&g, VT_ROWS, VT_COLS);
    ScrFrame f = frame("> ", "echo hi", 4);
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT_EQ_INT(g.vt.cell[0][0], '>');
    EXPECT_EQ_INT(g.vt.cell[0][2], 'e');
    EXPECT_EQ_INT(g.vt.cell[0][8], 'i');
    EXPECT_EQ_INT(g.vt.row, 0);
    EXPECT_EQ_INT(g.vt.col, 6);
    rig_fini(&g);
}

TEST(a_typed_character_writes_little)
{
    Rig g;
    rig_init(&g, VT_ROWS, VT_COLS);
    ScrFrame f = frame("> ", "ech", 3);
    scr_draw(&g.s, &f);
    rig_pump(&g);
    f = frame("> ", "echo", 4);
    scr_draw(&g.s, &f);
    /* the frame is the synchronized-update pair around one character */
    EXPECT_STR_EQ(g.s.out.ptr, "\033[?2026ho\033[?2026l");
    rig_pump(&g);
    EXPECT(same_as_fresh(&g, &f));
    rig_fini(&g);
}

TEST(edits_match_a_fresh_draw)
{
    static const char *const lines[] = {
        "echo hello", "echo hell", "echo hello world and more words here", "e",
        "echo \xe4\xb8\xad\xe6\x96\x87 wide characters wrap at the edge of the screen",
        "if true\necho yes\nend", "if true\n", "", "x\ny\nz\nw", "combining e\xcc\x81 marks",
        "aaaaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaaaaa", "aaaaaaaaaaaaaaaaaaaa", "a",
    };
    Rig g;
    rig_init(&g, VT_ROWS, VT_COLS);
    unsigned indents[8] = {0, 1, 0, 0, 0, 0, 0, 0};
    for (size_t i = 0; i < sizeof lines / sizeof *lines; i++) {
        for (size_t cur = 0; cur <= strlen(lines[i]); cur += 3) {
            ScrFrame f = frame("you@host ~> ", lines[i], cur);
            f.indents = indents;
            scr_draw(&g.s, &f);
            rig_pump(&g);
            if (!same_as_fresh(&g, &f)) {
                printf("  after line %zu cursor %zu\n", i, cur);
                EXPECT(false);
                rig_fini(&g);
                return;
            }
        }
    }
    rig_fini(&g);
}

TEST(right_prompt_and_text_below)
{
    Rig g;
    rig_init(&g, VT_ROWS, VT_COLS);
    ScrFrame f = frame("> ", "ls", 2);
    f.rprompt = STR("[R]");
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT_EQ_INT(g.vt.cell[0][17], '[');
    EXPECT_EQ_INT(g.vt.cell[0][19], ']');
    f = frame("> ", "ls -la", 6);
    f.rprompt = STR("[R]");
    f.below = STR("a message\nsecond");
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT(same_as_fresh(&g, &f));
    EXPECT_EQ_INT(g.vt.cell[1][0], 'a');
    /* typing past the right prompt hides it */
    f = frame("> ", "ls -la /some/where", 18);
    f.rprompt = STR("[R]");
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT(same_as_fresh(&g, &f));
    rig_fini(&g);
}

TEST(prompt_wider_than_the_terminal)
{
    Rig g;
    rig_init(&g, VT_ROWS, VT_COLS);
    ScrFrame f = frame("a-very-long-prompt-of-twenty> ", "echo", 4);
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT(same_as_fresh(&g, &f));
    f = frame("exactly-twenty-cols>", "echo x", 6); /* the prompt fills its row */
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT_EQ_INT(g.vt.cell[1][0], 'e');
    rig_fini(&g);
}

TEST(taller_than_the_terminal_shows_the_cursor_row)
{
    Rig g;
    rig_init(&g, 5, VT_COLS);
    char big[200] = "";
    for (int i = 0; i < 12; i++) strcat(big, i ? "\nline" : "line");
    ScrFrame f = frame("> ", big, strlen(big));
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT_EQ_INT(g.vt.row, 4); /* the cursor is on the last line shown */
    EXPECT_EQ_INT(g.vt.cell[4][2], 'l'); /* under the prompt's end */
    f = frame("> ", "short", 5); /* back to a frame that fits */
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT(same_as_fresh(&g, &f));
    rig_fini(&g);
}

/* A key binding's command wrote below the line, then as many newlines as
 * the cursor's row in the frame (what __fish_echo does): the frame is
 * drawn again under that output, which stays. */
TEST(drawn_again_under_output_from_elsewhere)
{
    Rig g;
    rig_init(&g, VT_ROWS, VT_COLS);
    ScrFrame f = frame("top\n> ", "a\nbc", 4);
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT_EQ_INT(g.vt.row, 2);
    static const char out[] = "\r\nlisted\r\n\r\n\r\n";
    vt_feed(&g.vt, out, sizeof out - 1);
    scr_lost(&g.s);
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT_EQ_INT(g.vt.cell[2][2], 'b');
    EXPECT_EQ_INT(g.vt.cell[3][0], 'l');
    EXPECT_EQ_INT(g.vt.cell[4][0], 't');
    EXPECT_EQ_INT(g.vt.cell[5][2], 'a');
    EXPECT_EQ_INT(g.vt.cell[6][3], 'c');
    EXPECT_EQ_INT(g.vt.row, 6);
    EXPECT_EQ_INT(g.vt.col, 4);
    /* nothing written: drawn again in place */
    scr_lost(&g.s);
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT_EQ_INT(g.vt.cell[4][0], 't');
    EXPECT_EQ_INT(g.vt.row, 6);
    rig_fini(&g);
}

TEST(text_width_skips_escapes)
{
    size_t last;
    EXPECT_EQ_SIZE(scr_text_width(STR("\033[31mred\033[m \033]0;title\a\xe4\xb8\xad"), &last), 6);
    EXPECT_EQ_SIZE(last, 6);
    scr_text_width(STR("line one\n\033[1mtwo\033[m> "), &last);
    EXPECT_EQ_SIZE(last, 5);
}

/* A pager whose selection moves: only the lines below that changed are
 * written again; lines as wide as the terminal, fewer and more lines
 * still leave what a fresh draw shows. */
TEST(text_below_rewrites_only_the_lines_that_changed)
{
    Rig g;
    rig_init(&g, VT_ROWS, VT_COLS);
    ScrFrame f = frame("> ", "ls f", 4);
    f.below = STR("file1  file2\nfile3  file4\n\033[7mrows 1 to 2\033[m");
    scr_draw(&g.s, &f);
    rig_pump(&g);
    f.below = STR("file1  file2\nfile3  \033[7mfile4\033[m\n\033[7mrows 1 to 2\033[m");
    scr_draw(&g.s, &f);
    EXPECT(!strstr(g.s.out.ptr, "file1"));
    EXPECT(!strstr(g.s.out.ptr, "rows"));
    EXPECT(strstr(g.s.out.ptr, "file3") != NULL);
    rig_pump(&g);
    EXPECT(same_as_fresh(&g, &f));
    static const char *const belows[] = {
        "01234567890123456789\nabc", /* as wide as the terminal */
        "01234567890123456789\nabd",
        "x23456789012345678yz\nabd\nmore\nlines",
        "x23456789012345678yz\nabd\nmore\nlines",
        "one",
        "one\ntwo",
        "a line much wider than the twenty columns\ntwo", /* wraps: all of it again */
        "one\ntwo",
        "",
        "back",
    };
    for (size_t i = 0; i < sizeof belows / sizeof *belows; i++) {
        f.below = str_cstr(belows[i]);
        scr_draw(&g.s, &f);
        rig_pump(&g);
        if (!same_as_fresh(&g, &f)) {
            printf("  after below %zu\n", i);
            EXPECT(false);
        }
    }
    /* the line changing its rows redraws below it too */
    f = frame("> ", "ls f\nsecond line", 4);
    f.below = STR("back");
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT(same_as_fresh(&g, &f));
    rig_fini(&g);
}

TEST(the_cursor_may_stand_in_the_text_below)
{
    Rig g;
    rig_init(&g, VT_ROWS, VT_COLS);
    ScrFrame f = frame("> ", "ls", 2);
    f.below = STR("search: ab\nfile1");
    f.below_cursor = true;
    f.below_row = 0;
    f.below_col = 10;
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT_EQ_INT(g.vt.row, 1);
    EXPECT_EQ_INT(g.vt.col, 10);
    f.below = STR("search: abc\nfile1");
    f.below_col = 11;
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT(same_as_fresh(&g, &f));
    EXPECT_EQ_INT(g.vt.cell[1][10], 'c');
    /* back to the line */
    f = frame("> ", "ls x", 4);
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT(same_as_fresh(&g, &f));
    EXPECT_EQ_INT(g.vt.row, 0);
    rig_fini(&g);
}

TEST(a_cell_of_the_terminal_is_found_in_the_frame)
{
    Rig g;
    rig_init(&g, VT_ROWS, VT_COLS);
    unsigned indents[3] = {0, 1, 0};
    /* the prompt's two rows, the line's three (the middle indented, the
       last wrapped), two lines below */
    ScrFrame f = frame("top\n> ", "if x\necho abc\nend then more text here", 2);
    f.indents = indents;
    f.below = STR("below one\nbelow two");
    scr_draw(&g.s, &f);
    rig_pump(&g);
    EXPECT_EQ_INT(g.vt.row, 1); /* on the line's first row */
    size_t row = 9, col = 9;
    /* the terminal put the prompt at its row 3: the cursor is at row 4 */
    EXPECT_EQ_INT(scr_locate(&g.s, 4, 2, 0, &row, &col), SCR_NOWHERE); /* "top" */
    EXPECT_EQ_INT(scr_locate(&g.s, 4, 4, 1, &row, &col), SCR_NOWHERE); /* "> " */
    EXPECT_EQ_INT(scr_locate(&g.s, 4, 4, 3, &row, &col), SCR_IN_LINE);
    EXPECT_EQ_SIZE(row, 0);
    EXPECT_EQ_SIZE(col, 3);
    EXPECT_EQ_INT(scr_locate(&g.s, 4, 7, 5, &row, &col), SCR_IN_LINE); /* the wrapped row */
    EXPECT_EQ_SIZE(row, 3);
    EXPECT_EQ_INT(scr_locate(&g.s, 4, 8, 2, &row, &col), SCR_IN_BELOW);
    EXPECT_EQ_SIZE(row, 0);
    EXPECT_EQ_SIZE(col, 2);
    EXPECT_EQ_INT(scr_locate(&g.s, 4, 9, 2, &row, &col), SCR_IN_BELOW);
    EXPECT_EQ_SIZE(row, 1);
    EXPECT_EQ_INT(scr_locate(&g.s, 4, 10, 2, &row, &col), SCR_NOWHERE);
    Str line = f.line;
    EXPECT_EQ_SIZE(scr_offset_at(&g.s, line, indents, 0, 3), 1);   /* the f of "if" */
    EXPECT_EQ_SIZE(scr_offset_at(&g.s, line, indents, 0, 15), 4);  /* past "if x": its end */
    EXPECT_EQ_SIZE(scr_offset_at(&g.s, line, indents, 1, 0), 5);   /* the indent: the line's start */
    /* lines after the first start under the prompt's end (column 2) */
    EXPECT_EQ_SIZE(scr_offset_at(&g.s, line, indents, 1, 7), 6);   /* "echo": c */
    EXPECT_EQ_SIZE(scr_offset_at(&g.s, line, indents, 2, 19), 31); /* "end then more text" */
    EXPECT_EQ_SIZE(scr_offset_at(&g.s, line, indents, 3, 0), 32);  /* wrapped: " here" */
    EXPECT_EQ_SIZE(scr_offset_at(&g.s, line, indents, 3, 9), 37);  /* past the end */
    EXPECT_EQ_SIZE(scr_offset_at(&g.s, line, indents, 7, 0), 37);
    rig_fini(&g);
}
