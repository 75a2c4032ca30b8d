/* interactive/screen.c - lay the frame out in cells, diff, write.
 *
 * Layout turns the command line into rows of cells: the first row starts
 * where the prompt ends, a '\n' starts a row indented four columns per block
 * level, a character that does not fit wraps to the next row. Drawing
 * compares each row with the one on the terminal and rewrites it from the
 * first cell that differs. The prompt is opaque: when it changes (or the
 * width does) everything is redrawn. A frame taller than the terminal is
 * drawn from the top of the screen as a window of rows holding the cursor;
 * only the cells of those rows are kept, so a huge line costs little. */
#include "interactive/screen.h"

#include "interactive/indent.h"

#include "base/check.h"
#include "base/fs.h"
#include "base/utf8.h"
#include "base/vec.h"

#include <stdlib.h>
#include <string.h>

void scr_init(Screen *s, int out_fd)
{
    *s = (Screen){.out_fd = out_fd, .cols = 80, .rows = 24, .top_row = -1, .fresh = true};
    sl_push(&s->styles, STR(""));
}

static void rows_fini(Row *rows, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        sb_fini(&rows[i].text);
        free(rows[i].cells);
    }
}

void scr_fini(Screen *s)
{
    rows_fini(s->shown, s->cap_shown);
    rows_fini(s->want, s->cap_want);
    free(s->shown);
    free(s->want);
    free(s->prompt);
    free(s->rprompt);
    free(s->below);
    sl_fini(&s->styles);
    sb_fini(&s->out);
    sb_fini(&s->fit);
    sb_fini(&s->sugg);
}

static size_t row_width(const Row *r);

/* Rows a line of w columns takes on the terminal. */
static size_t rows_for(size_t w, size_t cols) { return w == 0 ? 1 : (w + cols - 1) / cols; }

/* Rows text takes, every line of it. */
static size_t text_rows(Str text, size_t cols)
{
    size_t rows = 0, start = 0;
    for (size_t i = 0; i <= text.len; i++) {
        if (i == text.len || text.ptr[i] == '\n') {
            rows += rows_for(scr_text_width(str_sub(text, start, i - start), NULL), cols);
            start = i + 1;
        }
    }
    return rows;
}

/* Rows the lines of text before its last one take (a prompt's lines above
 * the one the command line continues). */
static size_t rows_before_last_line(Str text, size_t cols)
{
    size_t nl = text.len;
    while (nl > 0 && text.ptr[nl - 1] != '\n') nl--;
    return nl ? text_rows(str_sub(text, 0, nl - 1), cols) : 0;
}

/* Rows between the prompt's first row and the cursor once a terminal that
 * reflows its lines has re-wrapped what we drew at a new width: each line
 * of the prompt and each row of the line was ended by a hard newline, so
 * each re-wraps on its own. */
static size_t rows_above_cursor(const Screen *s, size_t cols)
{
    size_t up = rows_before_last_line(str_cstr(s->prompt), cols);
    for (size_t i = 0; i < s->cur_row && i < s->n_shown; i++)
        up += rows_for((i == 0 ? s->start_col : 0) + row_width(&s->shown[i]), cols);
    size_t col = s->col_known ? s->cur_col : (size_t)s->cols;
    if (col) up += (col - (col == (size_t)s->cols)) / cols;
    return up;
}

void scr_resize(Screen *s, int cols, int rows)
{
    if (cols < 1) cols = 1;
    if (rows < 1) rows = 1;
    if (cols != s->cols && s->prompt && !s->tall) {
        /* the terminal may have re-wrapped what we drew: the next frame
           starts from where the prompt went */
        s->resize_up = rows_above_cursor(s, (size_t)cols);
        free(s->prompt);
        s->prompt = NULL;
    }
    if (rows < s->rows && s->prompt && !s->tall && s->prompt_rows + s->n_shown > (size_t)rows) {
        /* a shorter terminal dropped the rows past its bottom: not cleared
           again (that would erase from the last row's end) */
        size_t keep = (size_t)rows > s->prompt_rows ? (size_t)rows - s->prompt_rows : 1;
        if (keep <= s->cur_row) keep = s->cur_row + 1;
        if (keep < s->n_shown) s->n_shown = keep;
    }
    s->cols = cols;
    s->rows = rows;
}

uint16_t scr_style(Screen *s, Str escapes)
{
    for (size_t i = 0; i < s->styles.n; i++)
        if (str_eq(s->styles.items[i], escapes)) return (uint16_t)i;
    if (s->styles.n >= UINT16_MAX) return 0;
    sl_push(&s->styles, escapes);
    return (uint16_t)(s->styles.n - 1);
}

/* Length of the escape sequence at t[i] (t[i] is ESC). */
static size_t escape_len(Str t, size_t i)
{
    size_t j = i + 1;
    if (j >= t.len) return 1;
    char c = t.ptr[j];
    if (c == '[') { /* CSI: parameters then a final byte 0x40-0x7e */
        for (j++; j < t.len; j++)
            if ((unsigned char)t.ptr[j] >= 0x40 && (unsigned char)t.ptr[j] <= 0x7e) return j + 1 - i;
        return t.len - i;
    }
    if (c == ']' || c == 'P' || c == '_' || c == '^') { /* OSC/DCS...: to BEL or ESC \ */
        for (j++; j < t.len; j++) {
            if (t.ptr[j] == '\a') return j + 1 - i;
            if (t.ptr[j] == '\033' && j + 1 < t.len && t.ptr[j + 1] == '\\') return j + 2 - i;
        }
        return t.len - i;
    }
    if (c == '(' || c == ')' || c == '#') return j + 2 <= t.len ? 3 : t.len - i;
    return 2;
}

size_t scr_text_width(Str text, size_t *last)
{
    size_t total = 0, line = 0;
    for (size_t i = 0; i < text.len;) {
        unsigned char c = (unsigned char)text.ptr[i];
        if (c == '\033') {
            i += escape_len(text, i);
            continue;
        }
        if (c == '\n') {
            line = 0;
            i++;
            continue;
        }
        if (c == '\r' || c == '\a') {
            i++;
            continue;
        }
        uint32_t cp;
        size_t n = utf8_decode(text.ptr + i, text.len - i, &cp);
        int w = cp == UTF8_INVALID ? 1 : uc_width(cp);
        if (w < 0) w = 0;
        total += (size_t)w;
        line += (size_t)w;
        i += n;
    }
    if (last) *last = line;
    return total;
}


/* ---- layout ---- */

static Row *want_row(Screen *s, size_t i)
{
    while (s->cap_want <= i) {
        size_t old = s->cap_want;
        s->cap_want = s->cap_want ? s->cap_want * 2 : 8;
        s->want = xreallocarray(s->want, s->cap_want, sizeof *s->want);
        memset(s->want + old, 0, (s->cap_want - old) * sizeof *s->want);
    }
    if (i >= s->n_want) {
        for (size_t k = s->n_want; k <= i; k++) {
            sb_clear(&s->want[k].text);
            s->want[k].n = 0;
            s->want[k].soft = false;
        }
        s->n_want = i + 1;
    }
    return &s->want[i];
}

static void push_cell(Row *r, const char *bytes, size_t len, uint8_t width, uint16_t style)
{
    Cell c = {.off = (uint32_t)r->text.len, .len = (uint16_t)len, .width = width, .style = style};
    sb_append_mem(&r->text, bytes, len);
    VEC_PUSH(r->cells, r->n, r->cap, 16, c);
}

/* Rows [from, to) of the line are kept (as want rows 0, 1, ...); the others
 * are only counted, so a line far taller than the terminal costs no memory
 * for what cannot be seen. */
typedef struct Layout {
    Screen *s;
    size_t row, col;
    size_t from, to;
    size_t margin; /* columns before each line after the first: the prompt's,
                      so the lines align under the first, as fish 4 */
    size_t rows; /* rows of the line so far */
    /* scr_offset_at: the last offset whose cell is at or before the cell
       (hit_row, hit_col) in reading order */
    bool track;
    size_t hit_row, hit_col;
    size_t at;   /* the offset of the character being placed */
    size_t hit;
} Layout;

/* A cursor at offset l->at would be at row, col (col may be the width: the
 * cursor then shows at the start of the next row). */
static void note(Layout *l, size_t row, size_t col)
{
    if (!l->track) return;
    if (col >= (size_t)l->s->cols) row++, col = 0;
    if (row < l->hit_row || (row == l->hit_row && col <= l->hit_col)) l->hit = l->at;
}

/* The row being laid out, or NULL when it is not kept. */
static Row *layout_row(Layout *l)
{
    if (l->row >= l->rows) l->rows = l->row + 1;
    if (l->row < l->from || l->row >= l->to) return NULL;
    return want_row(l->s, l->row - l->from);
}

/* Places one character (its display bytes) at the layout's position. */
static void place(Layout *l, const char *bytes, size_t len, int width, uint16_t style)
{
    size_t cols = (size_t)l->s->cols;
    if (width == 0) {
        Row *r = layout_row(l);
        if (r && r->n) { /* a combining mark joins the cell before it */
            Cell *c = &r->cells[r->n - 1];
            if (c->off + c->len == r->text.len && c->len + len < UINT16_MAX) {
                sb_append_mem(&r->text, bytes, len);
                c->len = (uint16_t)(c->len + len);
                return;
            }
        }
        return;
    }
    if (l->col + (size_t)width > cols) {
        l->row++;
        l->col = 0;
        Row *next = layout_row(l);
        if (next) next->soft = true;
    }
    note(l, l->row, l->col);
    Row *r = layout_row(l);
    if (r) push_cell(r, bytes, len, (uint8_t)width, style);
    l->col += (size_t)width;
}

static const char replacement[] = "\xef\xbf\xbd"; /* U+FFFD */

/* Lays out text from l's position; records the cursor's cell when the byte
 * offset cursor is reached. */
static void lay_text(Layout *l, Str text, const uint16_t *styles, uint16_t style,
                     const unsigned *indents, size_t cursor, size_t *cur_row, size_t *cur_col)
{
    size_t line_no = 0;
    for (size_t i = 0; i <= text.len;) {
        if (i == cursor && cur_row) {
            if (l->col >= (size_t)l->s->cols) {
                l->row++;
                l->col = 0;
                Row *next = layout_row(l);
                if (next) next->soft = true;
            }
            *cur_row = l->row;
            *cur_col = l->col;
        }
        l->at = i;
        if (i == text.len) {
            note(l, l->row, l->col);
            break;
        }
        uint16_t st = styles ? styles[i] : style;
        unsigned char c = (unsigned char)text.ptr[i];
        if (c == '\n') {
            note(l, l->row, l->col);
            l->at = i + 1; /* the indent belongs to the next line */
            line_no++;
            l->row++;
            l->col = 0;
            layout_row(l);
            /* a line inside a quoted string is the user's text: at the
               left edge, as fish */
            bool verbatim = indents && (indents[line_no] & INDENT_VERBATIM);
            size_t indent = verbatim ? 0 : l->margin + (indents ? (size_t)indents[line_no] * 4 : 0);
            if (indent + 1 >= (size_t)l->s->cols) indent = 0;
            for (size_t k = 0; k < indent; k++) place(l, " ", 1, 1, 0);
            i++;
            continue;
        }
        uint32_t cp;
        size_t n = utf8_decode(text.ptr + i, text.len - i, &cp);
        if (cp == UTF8_INVALID) {
            place(l, replacement, 3, 1, st);
        } else if (c == '\t') {
            place(l, " ", 1, 1, st);
        } else {
            int w = uc_width(cp);
            if (w < 0) place(l, replacement, 3, 1, st); /* a control character */
            else place(l, text.ptr + i, n, w, st);
        }
        i += n;
    }
}

/* ---- output ---- */

static void emit(Screen *s, const char *p) { sb_append_cstr(&s->out, p); }

static void move_to(Screen *s, size_t row, size_t col)
{
    if (row < s->cur_row) {
        sb_printf(&s->out, "\033[%zuA", s->cur_row - row);
    } else if (row > s->cur_row) {
        for (size_t i = s->cur_row; i < row; i++) emit(s, "\r\n");
        s->cur_col = 0;
        s->col_known = true;
    }
    s->cur_row = row;
    if (!s->col_known || col < s->cur_col) {
        if (col < s->cur_col && s->col_known && s->cur_col - col < 4 && col > 0) {
            sb_printf(&s->out, "\033[%zuD", s->cur_col - col);
            s->cur_col = col;
        } else {
            emit(s, "\r");
            s->cur_col = 0;
        }
        s->col_known = true;
    }
    if (col > s->cur_col) sb_printf(&s->out, "\033[%zuC", col - s->cur_col);
    s->cur_col = col;
}

static size_t base_col(const Screen *s, size_t row) { return row == 0 ? s->start_col : 0; }

/* Writes cells [from, n) of r, which go at row/col. */
static void write_cells(Screen *s, const Row *r, size_t from, size_t col)
{
    uint16_t style = 0;
    for (size_t k = from; k < r->n; k++) {
        const Cell *c = &r->cells[k];
        if (c->style != style) {
            emit(s, "\033[m");
            sb_append(&s->out, s->styles.items[c->style]);
            style = c->style;
        }
        sb_append_mem(&s->out, r->text.ptr + c->off, c->len);
        col += c->width;
    }
    if (style) emit(s, "\033[m");
    s->cur_col = col;
    if (col >= (size_t)s->cols) s->col_known = false;
}

static bool cell_eq(const Row *a, size_t i, const Row *b, size_t j)
{
    const Cell *x = &a->cells[i], *y = &b->cells[j];
    return x->width == y->width && x->style == y->style && x->len == y->len &&
           memcmp(a->text.ptr + x->off, b->text.ptr + y->off, x->len) == 0;
}

static size_t row_width(const Row *r)
{
    size_t w = 0;
    for (size_t k = 0; k < r->n; k++) w += r->cells[k].width;
    return w;
}

static void swap_rows(Screen *s)
{
    Row *t = s->shown;
    size_t cap = s->cap_shown;
    s->shown = s->want;
    s->cap_shown = s->cap_want;
    s->n_shown = s->n_want;
    s->want = t;
    s->cap_want = cap;
    s->n_want = 0;
}

static void set_owned(char **slot, Str v)
{
    free(*slot);
    *slot = xmalloc(v.len + 1);
    if (v.len) memcpy(*slot, v.ptr, v.len);
    (*slot)[v.len] = '\0';
}

/* (v.ptr may be NULL when v is empty: a frame's unset field) */
static bool same(const char *shown, Str v)
{
    return shown && strlen(shown) == v.len && (!v.len || memcmp(shown, v.ptr, v.len) == 0);
}

/* The prompt from its line `skip` on, each row cleared before it is
 * written; the escapes (colours) of the lines left out are kept. */
static void emit_prompt_from(Screen *s, Str prompt, size_t skip)
{
    size_t i = 0;
    for (size_t line = 0; line < skip && i < prompt.len;) {
        if (prompt.ptr[i] == '\033') {
            size_t n = escape_len(prompt, i);
            sb_append_mem(&s->out, prompt.ptr + i, n);
            i += n;
            continue;
        }
        line += prompt.ptr[i++] == '\n';
    }
    for (; i < prompt.len; i++) {
        if (prompt.ptr[i] == '\n') emit(s, "\r\n\033[K");
        else sb_append_char(&s->out, prompt.ptr[i]);
    }
    emit(s, "\033[m");
}

/* A frame taller than the terminal, as fish draws it: the rows up to the
 * cursor's, as many as the terminal has, so the first rows of the prompt
 * and line go up out of sight, and none below the cursor's when any went;
 * rows [s->top, s->top + rows) of prompt + line then fill the screen. A
 * final frame (s->final: the line is done) is written whole from its first
 * row, and the terminal scrolls what does not fit into its scrollback.
 * want[0] is the line's row `first`; pending: the prompt filled its last
 * row; rp_w > 0: the right prompt goes beside the line's first row. */
static void draw_tall(Screen *s, const ScrFrame *f, bool pending, size_t first, size_t nrows,
                      size_t cur_row, size_t cur_col, size_t rp_w)
{
    size_t height = (size_t)s->rows, prompt_rows = s->prompt_rows;
    size_t abs_cursor = prompt_rows + cur_row;
    size_t top = abs_cursor + 1 > height ? abs_cursor + 1 - height : 0;
    size_t end = top ? abs_cursor + 1 : height;
    if (s->final) top = 0, end = prompt_rows + nrows;
    if (s->tall) {
        /* the last tall frame filled the screen: rows it no longer shows
           at the top go up into the scrollback, the rest is drawn over */
        if (top > s->top) {
            sb_printf(&s->out, "\033[%zu;1H", height);
            for (size_t i = s->top; i < top && i < s->top + height; i++) emit(s, "\n");
        }
        emit(s, "\033[H\033[K");
    } else {
        if (s->prompt) {
            move_to(s, 0, 0);
            if (s->prompt_rows) sb_printf(&s->out, "\033[%zuA", s->prompt_rows);
        } else if (s->resize_up) {
            sb_printf(&s->out, "\033[%zuA", s->resize_up);
        }
        emit(s, s->fresh ? "\r\033[K" : "\r\033[J");
    }
    size_t r = top;
    if (top <= prompt_rows) {
        emit_prompt_from(s, f->prompt, top);
        if (pending && top < prompt_rows) emit(s, "\r\n\033[K");
        r = prompt_rows; /* the cursor is where the line starts */
    }
    for (; r < end; r++) {
        size_t i = r - prompt_rows;
        if (r > top && r > prompt_rows) emit(s, "\r\n\033[K");
        MN_ASSERT(i >= first && i - first < s->n_want);
        write_cells(s, &s->want[i - first], 0, base_col(s, i));
        if (i == 0 && rp_w) {
            sb_printf(&s->out, "\033[%zuG", (size_t)s->cols - rp_w + 1);
            sb_append(&s->out, f->rprompt);
            emit(s, "\033[m");
        }
    }
    if (!s->final) sb_printf(&s->out, "\033[%zu;%zuH", abs_cursor - top + 1, cur_col + 1);
    s->top = top;
    s->cur_row = cur_row;
    s->cur_col = cur_col;
    s->col_known = true;
    s->fresh = false;
    s->resize_up = 0;
    free(s->prompt);
    s->prompt = NULL; /* the next frame that fits redraws everything */
    s->tall = true;
}

/* Lays out the line (and suggestion) of f from column start, keeping rows
 * [from, to); returns the rows it takes, and where the cursor goes. */
static size_t lay_frame(Screen *s, const ScrFrame *f, size_t start, size_t from, size_t to,
                        size_t *cur_row, size_t *cur_col)
{
    s->n_want = 0;
    Layout l = {.s = s, .col = start, .margin = start, .from = from, .to = to};
    layout_row(&l);
    *cur_row = 0;
    *cur_col = start;
    lay_text(&l, f->line, f->styles, 0, f->indents, f->cursor, cur_row, cur_col);
    if (f->suggestion.len)
        lay_text(&l, f->suggestion, NULL, f->suggestion_style, f->suggestion_indents, SIZE_MAX,
                 NULL, NULL);
    return l.rows;
}

/* The next '\n'-separated line of t from *pos; false past the last. */
static bool next_line(Str t, size_t *pos, Str *line)
{
    if (*pos > t.len) return false;
    const char *nl = memchr(t.ptr + *pos, '\n', t.len - *pos);
    size_t end = nl ? (size_t)(nl - t.ptr) : t.len;
    *line = str_sub(t, *pos, end - *pos);
    *pos = end + 1;
    return true;
}

/* Whether every line of text fits in a row of cols columns. */
static bool lines_fit(Str text, size_t cols)
{
    size_t pos = 0;
    Str line;
    while (next_line(text, &pos, &line))
        if (scr_text_width(line, NULL) > cols) return false;
    return true;
}

/* The text below goes from old to now (neither wraps, the line's rows did
 * not change): the lines that differ are written again, the lines old had
 * beyond now's are cleared. */
static void redraw_below(Screen *s, Str old, Str now)
{
    size_t cols = (size_t)s->cols, i = 0, po = 0, pn = 0;
    Str a = {0}, b;
    while (next_line(now, &pn, &b)) {
        bool had = next_line(old, &po, &a);
        if (!had || !str_eq(a, b)) {
            move_to(s, s->n_want + i, 0);
            emit(s, "\033[m");
            sb_append(&s->out, b);
            emit(s, "\033[m");
            size_t w = scr_text_width(b, NULL);
            if (w < cols) emit(s, "\033[K"); /* (at the last column it would erase that column) */
            s->cur_col = w;
            s->col_known = w < cols;
        }
        i++;
    }
    if (next_line(old, &po, &a)) {
        move_to(s, s->n_want + i, 0);
        emit(s, "\033[J");
    }
}

/* Where the prompt leaves the command line: the rows above the line's
 * first row, and the column the line starts at. True when the prompt
 * filled its last row (the line starts on a row of its own). */
static bool prompt_end(Str prompt, size_t cols, size_t *rows, size_t *start)
{
    size_t last_w = 0;
    scr_text_width(prompt, &last_w);
    *rows = rows_before_last_line(prompt, cols) + last_w / cols;
    *start = last_w % cols;
    return last_w && *start == 0;
}

/* The width of one character at t[i] (its bytes in *n), as scr_text_width
 * counts it: 0 for an escape sequence or a carriage return or bell. */
static size_t char_cols(Str t, size_t i, size_t *n)
{
    unsigned char c = (unsigned char)t.ptr[i];
    if (c == '\033') {
        *n = escape_len(t, i);
        return 0;
    }
    if (c == '\r' || c == '\a' || c == '\n') {
        *n = 1;
        return 0;
    }
    uint32_t cp;
    *n = utf8_decode(t.ptr + i, t.len - i, &cp);
    int w = cp == UTF8_INVALID ? 1 : uc_width(cp);
    return w > 0 ? (size_t)w : 0;
}

/* A prompt line wider than the terminal shows its end after a "…", as in
 * fish, its escape sequences (colours) all kept. True when s->fit holds the
 * prompt so cut; false when every line fits. */
static bool fit_prompt(Screen *s, Str prompt)
{
    size_t cols = (size_t)s->cols;
    if (cols < 2) return false;
    bool wide = false;
    for (size_t i = 0, from = 0; i <= prompt.len && !wide; i++) {
        if (i < prompt.len && prompt.ptr[i] != '\n') continue;
        wide = scr_text_width(str_sub(prompt, from, i - from), NULL) > cols;
        from = i + 1;
    }
    if (!wide) return false;
    sb_clear(&s->fit);
    for (size_t i = 0, from = 0; i <= prompt.len; i++) {
        if (i < prompt.len && prompt.ptr[i] != '\n') continue;
        Str line = str_sub(prompt, from, i - from);
        size_t w = scr_text_width(line, NULL), k = 0, n;
        if (w > cols) {
            for (size_t dropped = 0; k < line.len && dropped < w - (cols - 1); k += n) {
                size_t cw = char_cols(line, k, &n);
                if (!cw && line.ptr[k] == '\033') sb_append_mem(&s->fit, line.ptr + k, n);
                dropped += cw;
            }
            sb_append_cstr(&s->fit, "\u2026");
        }
        sb_append(&s->fit, str_sub(line, k, line.len - k));
        if (i < prompt.len) sb_append_char(&s->fit, '\n');
        from = i + 1;
    }
    return true;
}

/* The columns of the characters of t. */
static size_t text_cols(Str t)
{
    size_t w = 0, n;
    for (size_t i = 0; i < t.len; i += n) w += char_cols(t, i, &n);
    return w;
}

/* fish's cut of a suggestion that would go past the terminal's last row
 * (it never pushes the prompt up): avail rows are left from the line's
 * last row down; its lines are taken while they fit whole, the first that
 * does not is cut where the rows run out, and an ellipsis ends what is
 * shown when something was left out. Returns f's suggestion, or the cut
 * one in s->sugg. */
static Str fit_suggestion(Screen *s, const ScrFrame *f, size_t prompt_w, size_t avail)
{
    size_t cols = (size_t)s->cols, n;
    Str sug = f->suggestion;
    /* the line's last line, on which the suggestion starts */
    size_t last = f->line.len, line_no = 0;
    while (last > 0 && f->line.ptr[last - 1] != '\n') last--;
    for (size_t i = 0; i < last; i++) line_no += f->line.ptr[i] == '\n';
    unsigned lead = f->indents ? f->indents[line_no] : 0;
    size_t width = prompt_w + text_cols(str_sub(f->line, last, f->line.len - last)) +
                   (lead & INDENT_VERBATIM ? 0 : (size_t)lead * 4);
    size_t shown = 0; /* bytes of the suggestion kept */
    bool cut = false;
    for (size_t from = 0, k = 0; from <= sug.len; k++) {
        size_t nl = from;
        while (nl < sug.len && sug.ptr[nl] != '\n') nl++;
        if (k > 0) {
            unsigned lv = f->suggestion_indents ? f->suggestion_indents[k] : 0;
            width = prompt_w + (lv & INDENT_VERBATIM ? 0 : (size_t)lv * 4);
        }
        size_t rows_before = width / cols;
        if (avail <= rows_before) {
            cut = true;
            break;
        }
        avail -= rows_before;
        size_t col = width % cols, rows = 1, i = from;
        for (; i < nl; i += n) {
            size_t w = char_cols(sug, i, &n);
            if (col + w >= cols) {
                rows++;
                col = col + w == cols ? 0 : w;
            } else {
                col += w;
            }
            if (rows > avail) break;
        }
        if (i < nl) {
            shown = i;
            cut = true;
            break;
        }
        avail -= rows;
        shown = nl;
        if (nl == sug.len) break;
        from = nl + 1;
    }
    if (!cut) return sug;
    sb_clear(&s->sugg);
    sb_append(&s->sugg, str_sub(sug, 0, shown));
    if (shown) sb_append_cstr(&s->sugg, "\u2026");
    return sb_str(&s->sugg);
}

size_t scr_frame_rows(Screen *s, const ScrFrame *f)
{
    ScrFrame fitted;
    if (fit_prompt(s, f->prompt)) {
        fitted = *f;
        fitted.prompt = sb_str(&s->fit);
        f = &fitted;
    }
    size_t prompt_rows, start_col, cur_row, cur_col;
    prompt_end(f->prompt, (size_t)s->cols, &prompt_rows, &start_col);
    return prompt_rows + lay_frame(s, f, start_col, 0, 0, &cur_row, &cur_col);
}

/* A dumb terminal's frame: from the start of the row, the prompt and the
 * line (whose cursor is then at its end, wherever the editor's is). */
static void draw_dumb(Screen *s, const ScrFrame *f)
{
    sb_clear(&s->out);
    sb_append_char(&s->out, '\r');
    sb_append(&s->out, f->prompt);
    sb_append(&s->out, f->line);
    set_owned(&s->prompt, f->prompt);
    fs_write_all(s->out_fd, s->out.ptr, s->out.len);
}

void scr_draw(Screen *s, const ScrFrame *f)
{
    if (s->dumb) {
        draw_dumb(s, f);
        return;
    }
    ScrFrame fitted;
    if (fit_prompt(s, f->prompt)) {
        fitted = *f;
        fitted.prompt = sb_str(&s->fit);
        f = &fitted;
    }
    size_t cols = (size_t)s->cols;
    sb_clear(&s->out);
    emit(s, "\033[?2026h");

    size_t prompt_rows, start_col;
    bool pending = prompt_end(f->prompt, cols, &prompt_rows, &start_col);

    /* lay out the line: a frame that fits has at most the terminal's rows */
    s->start_col = start_col;
    size_t cur_row = 0, cur_col = start_col;
    if (f->suggestion.len) {
        /* the rows left from the line's last row down: from where the
           prompt is once the line typed has scrolled the terminal (as
           fish, whose suggestion comes after the line is drawn), only
           that row while that is being asked */
        size_t top = s->top_row > 0 && s->top_row < s->rows ? (size_t)s->top_row : 0;
        if (top) {
            ScrFrame typed = *f;
            typed.suggestion = STR("");
            size_t rows = prompt_rows + lay_frame(s, &typed, start_col, 0, 0, &cur_row, &cur_col);
            if (top + rows > (size_t)s->rows) top = rows < (size_t)s->rows ? (size_t)s->rows - rows : 0;
        }
        size_t above = top + prompt_rows - pending, prompt_w = 0;
        for (size_t i = 0; i < f->line.len; i++) above += f->line.ptr[i] == '\n';
        size_t avail = (size_t)s->rows > above ? (size_t)s->rows - above : 0;
        if (s->top_pending) avail = 1;
        scr_text_width(f->prompt, &prompt_w);
        Str sug = fit_suggestion(s, f, prompt_w, avail);
        if (sug.ptr != f->suggestion.ptr || sug.len != f->suggestion.len) {
            if (f != &fitted) fitted = *f;
            fitted.suggestion = sug;
            f = &fitted;
        }
    }
    size_t nrows = lay_frame(s, f, start_col, 0, (size_t)s->rows, &cur_row, &cur_col);
    s->line_rows = nrows;
    size_t below_rows = f->below.len ? text_rows(f->below, cols) : 0;
    if (s->top_row >= 0 &&
        (size_t)s->top_row + prompt_rows + nrows + below_rows > (size_t)s->rows) {
        /* the terminal scrolls the frame up */
        size_t total = prompt_rows + nrows + below_rows;
        s->top_row = total < (size_t)s->rows ? (long)((size_t)s->rows - total) : 0;
    }

    bool rp = false;
    size_t rp_w = 0;
    if (f->rprompt.len && (nrows == 1 || !s->want[1].soft)) {
        /* on the first row when the line's first line (and the
           suggestion's, when it continues it) fits beside it */
        rp_w = scr_text_width(f->rprompt, NULL);
        rp = start_col + row_width(&s->want[0]) + rp_w <= cols &&
             !memchr(f->rprompt.ptr, '\n', f->rprompt.len);
    }

    if (prompt_rows + nrows + (s->final ? 0 : below_rows) > (size_t)s->rows) {
        /* laid out again for the rows shown: those up to the cursor's, or
           all of them in a final frame */
        size_t height = (size_t)s->rows, abs_cursor = prompt_rows + cur_row;
        size_t shown = abs_cursor + 1 > height ? abs_cursor + 1 - height : 0;
        size_t first = shown > prompt_rows ? shown - prompt_rows : 0;
        if (s->final) first = 0;
        size_t to = s->final ? SIZE_MAX : shown ? cur_row + 1 : height - prompt_rows;
        if (first || s->final || nrows > (size_t)s->rows)
            nrows = lay_frame(s, f, start_col, first, to, &cur_row, &cur_col);
        s->prompt_rows = prompt_rows;
        draw_tall(s, f, pending, first, nrows, cur_row, cur_col, rp ? rp_w : 0);
        goto done;
    }

    bool full = !same(s->prompt, f->prompt) || s->tall;
    if (full) {
        if (s->tall) {
            emit(s, "\033[H\033[2J");
        } else if (s->prompt) {
            move_to(s, 0, 0);
            size_t up = s->prompt_rows;
            if (up) sb_printf(&s->out, "\033[%zuA", up);
            emit(s, "\r\033[J");
        } else if (s->fresh) {
            emit(s, "\r\033[K"); /* the row the prompt goes on, as fish clears it */
        } else {
            if (s->resize_up) sb_printf(&s->out, "\033[%zuA", s->resize_up);
            emit(s, "\r\033[J");
        }
        s->resize_up = 0;
        s->fresh = false;
        s->tall = false;
        s->top = 0;
        sb_append(&s->out, f->prompt);
        if (pending) emit(s, "\r\n");
        set_owned(&s->prompt, f->prompt);
        s->prompt_rows = prompt_rows;
        s->n_shown = 0;
        free(s->rprompt);
        s->rprompt = NULL;
        s->rprompt_shown = false;
        free(s->below);
        s->below = NULL;
        s->below_rows = 0;
        s->cur_row = 0;
        s->cur_col = start_col;
        s->col_known = true;
    }

    bool rp_changed = rp != s->rprompt_shown || (rp && !same(s->rprompt, f->rprompt));
    for (size_t i = 0; i < s->n_want; i++) {
        const Row *w = &s->want[i];
        const Row *o = i < s->n_shown ? &s->shown[i] : NULL;
        size_t k = 0;
        if (o)
            while (k < w->n && k < o->n && cell_eq(w, k, o, k)) k++;
        bool changed = !o || k < w->n || k < o->n;
        if (i == 0 && rp_changed) changed = true;
        if (!changed) continue;
        size_t col = base_col(s, i);
        for (size_t j = 0; j < k; j++) col += w->cells[j].width;
        move_to(s, i, col);
        write_cells(s, w, k, col);
        if ((o && row_width(o) + base_col(s, i) > s->cur_col) || (i == 0 && s->rprompt_shown)) {
            if (s->col_known) emit(s, "\033[K");
        }
        if (i == 0 && rp) {
            move_to(s, 0, cols - rp_w);
            sb_append(&s->out, f->rprompt);
            emit(s, "\033[m");
            s->cur_col = cols;
            s->col_known = false;
        }
    }
    s->rprompt_shown = rp;
    if (rp) set_owned(&s->rprompt, f->rprompt);

    /* rows the line no longer has, and the text below: only its lines that
       changed when the line kept its rows and no line wraps (a pager whose
       selection moved), else all of it */
    bool below_changed = !same(s->below, f->below) || s->n_shown != s->n_want;
    if (below_changed && s->n_shown == s->n_want && s->below_rows && below_rows &&
        lines_fit(str_cstr(s->below), cols) && lines_fit(f->below, cols)) {
        redraw_below(s, str_cstr(s->below), f->below);
    } else if (s->n_shown > s->n_want || (below_changed && (s->below_rows || below_rows))) {
        size_t last = s->n_want - 1;
        move_to(s, last, base_col(s, last) + row_width(&s->want[last]));
        if (!s->col_known) {
            /* at the last column: clear from the next row down */
            emit(s, "\r\n\033[J");
            s->cur_row++;
            s->cur_col = 0;
            s->col_known = true;
        } else {
            emit(s, "\033[J");
        }
        if (below_rows) {
            move_to(s, s->n_want, 0);
            sb_append(&s->out, f->below);
            emit(s, "\033[m");
            s->cur_row = s->n_want + below_rows - 1;
            s->col_known = false;
        }
    }
    set_owned(&s->below, f->below);
    s->below_rows = below_rows;
    if (f->below_cursor && f->below_row < below_rows && f->below_col < cols)
        move_to(s, s->n_want + f->below_row, f->below_col);
    else
        move_to(s, cur_row, cur_col);
done:
    emit(s, "\033[?2026l");
    swap_rows(s);
    fs_write_all(s->out_fd, s->out.ptr, s->out.len);
}

void scr_final(Screen *s) { s->final = true; }

void scr_reset(Screen *s)
{
    s->final = false;
    free(s->prompt);
    s->prompt = NULL;
    s->n_shown = 0;
    s->cur_row = 0;
    s->cur_col = 0;
    s->col_known = false;
    s->tall = false;
    s->resize_up = 0;
    s->fresh = false;
}

void scr_lost(Screen *s)
{
    if (s->tall) {
        s->col_known = false; /* the next frame clears the screen anyway */
        return;
    }
    size_t up = s->prompt ? s->prompt_rows + s->cur_row : s->resize_up;
    scr_reset(s);
    s->resize_up = up;
}

void scr_set_top(Screen *s, long row, size_t frame_row)
{
    s->top_pending = false;
    s->top_row = row < 0 ? -1 : (size_t)row >= frame_row ? row - (long)frame_row : 0;
}

void scr_finish(Screen *s)
{
    s->top_row = -1; /* output follows: where the next prompt starts is not known */
    if (!s->prompt && !s->tall) {
        scr_reset(s);
        return;
    }
    sb_clear(&s->out);
    size_t bottom = s->n_shown ? s->n_shown - 1 : 0;
    if (s->dumb) {
        emit(s, "\n");
    } else if (s->tall) {
        sb_printf(&s->out, "\033[%d;1H", s->rows);
        emit(s, "\r\n");
    } else {
        if (s->below_rows) {
            /* the text below goes away with the line */
            move_to(s, bottom, base_col(s, bottom) + (s->n_shown ? row_width(&s->shown[bottom]) : 0));
            if (s->col_known) emit(s, "\033[J");
        }
        const Row *last = s->n_shown ? &s->shown[bottom] : NULL;
        bool wrapped_alone = last && bottom > 0 && last->soft && last->n == 0;
        move_to(s, bottom, 0);
        if (!wrapped_alone) emit(s, "\r\n");
    }
    fs_write_all(s->out_fd, s->out.ptr, s->out.len);
    scr_reset(s);
}

void scr_abandon_line(Screen *s, Str marker)
{
    /* After the marker, blanks up to the last column: from column 0 they
       fill the row exactly and the carriage return comes back to it; from
       any other column they wrap onto the next row, where the carriage
       return lands. The marker and a blank again, in case the terminal
       dropped the first at a wrap, then a clean row. */
    sb_clear(&s->out);
    size_t cols = (size_t)s->cols, mw = scr_text_width(marker, NULL);
    if (cols > mw) {
        if (!s->dumb) emit(s, "\033[2m"); /* a dumb terminal gets the text alone, as fish */
        sb_append(&s->out, marker);
        if (!s->dumb) emit(s, "\033[m");
        for (size_t i = mw; i < cols; i++) sb_append_char(&s->out, ' ');
    }
    emit(s, "\r");
    sb_append(&s->out, marker);
    for (size_t i = 0; i < mw; i++) sb_append_char(&s->out, ' ');
    emit(s, s->dumb ? "\r" : "\r\033[K");
    fs_write_all(s->out_fd, s->out.ptr, s->out.len);
    scr_reset(s);
    s->fresh = true;
}

ScrPlace scr_locate(const Screen *s, size_t cursor_y, size_t y, size_t x, size_t *row, size_t *col)
{
    if (!s->prompt && !s->tall) return SCR_NOWHERE;
    /* the cursor is on the line's row s->cur_row */
    if (y + s->cur_row < cursor_y) return SCR_NOWHERE; /* above the line: the prompt or older output */
    size_t r = y + s->cur_row - cursor_y;
    if (r == 0 && x < s->start_col) return SCR_NOWHERE; /* the prompt before the line */
    if (r < s->line_rows) {
        *row = r;
        *col = x;
        return SCR_IN_LINE;
    }
    if (s->tall || r - s->line_rows >= s->below_rows) return SCR_NOWHERE;
    *row = r - s->line_rows;
    *col = x;
    return SCR_IN_BELOW;
}

size_t scr_offset_at(Screen *s, Str line, const unsigned *indents, size_t row, size_t col)
{
    Layout l = {.s = s,
                .col = s->start_col,
                .margin = s->start_col,
                .track = true,
                .hit_row = row,
                .hit_col = col};
    lay_text(&l, line, NULL, 0, indents, SIZE_MAX, NULL, NULL);
    return l.hit;
}
