/* interactive/pager.c - the completion pager's list, layout and motion.
 *
 * The layout is fish's: for 6, 5, ... 1 columns (skipping a count that
 * would need as many rows as one fewer), the entries go down the columns;
 * each column is as wide as its widest candidate plus its widest
 * "  (description)"; the first count whose columns fit side by side, two
 * blanks apart, wins (one column always fits: it is cut to the width). An
 * entry that does not fit its column gives its candidate up to two thirds of
 * the room and the description the rest, each cut with an ellipsis. Until
 * the list is disclosed it takes half the free lines (at least four); then
 * all of them, as a window that follows the selection. */
#include "interactive/pager.h"

#include "base/check.h"
#include "base/utf8.h"
#include "base/vec.h"
#include "store/history.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum {
    MIN_WIDTH = 16,        /* narrower than this, nothing is shown */
    MIN_HEIGHT = 4,        /* lower than this, nothing is shown */
    UNDISCLOSED_ROWS = 4,  /* an undisclosed list gets at least this many rows */
    SEARCH_FIELD_MIN = 12, /* the search field's text is padded to this many characters */
    PREFIX_MAX_CHARS = 9,  /* a longer prefix shows its end after an ellipsis */
};

static const char ellipsis[] = "\xe2\x80\xa6"; /* … */

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

static size_t div_up(size_t a, size_t b) { return a == 0 ? 0 : (a + b - 1) / b; }

void pager_init(Pager *p)
{
    *p = (Pager){.selected = PAGER_NONE};
    map_init(&p->groups, NULL);
}

void pager_fini(Pager *p)
{
    sb_fini(&p->pool);
    free(p->cands);
    free(p->members);
    free(p->entries);
    free(p->shown);
    map_fini(&p->groups);
    sb_fini(&p->prefix);
    sb_fini(&p->search);
    sb_fini(&p->footer);
    sb_fini(&p->scratch);
}

void pager_clear(Pager *p)
{
    sb_clear(&p->pool);
    sb_clear(&p->prefix);
    sb_clear(&p->search);
    sb_clear(&p->footer);
    p->n_cands = p->n_entries = p->n_shown = 0;
    p->prefix_width = 0;
    p->searching = p->disclosed = p->prefiltered = false;
    p->selected = PAGER_NONE;
    p->top = 0;
    p->rows = p->cols = p->row_start = p->row_end = p->remaining = p->lines = 0;
}

/* ---- escaping ---- */

void pager_escape(StrBuf *out, Str t)
{
    size_t i = 0;
    while (i < t.len) {
        size_t run = i;
        while (run < t.len && (unsigned char)t.ptr[run] >= 0x20 && (unsigned char)t.ptr[run] < 0x7f) run++;
        if (run > i) {
            sb_append_mem(out, t.ptr + i, run - i);
            i = run;
            continue;
        }
        uint32_t cp;
        size_t n = utf8_decode(t.ptr + i, t.len - i, &cp);
        char b[4];
        if (cp == UTF8_INVALID) {
            sb_printf(out, "\\X%02x", (unsigned char)t.ptr[i]);
            n = 1;
        } else if (cp < 0x20) {
            sb_append_mem(out, b, utf8_encode(0x2400 + cp, b)); /* ␀ .. ␟: ␊ for a newline */
        } else if (cp == 0x7f) {
            sb_append_cstr(out, "\xe2\x90\xa1"); /* ␡ */
        } else if (uc_width(cp) < 0) {
            sb_printf(out, "\\u%04x", (unsigned)cp); /* C1 controls */
        } else {
            sb_append_mem(out, t.ptr + i, n);
        }
        i += n;
    }
}

/* fish's description clean-up: blanks at the ends go, runs of white space
 * inside become one space; then escaped. */
static void append_desc(StrBuf *out, Str d)
{
    StrBuf tmp = STRBUF_INIT;
    bool gap = false;
    for (size_t i = 0; i < d.len;) {
        uint32_t cp;
        size_t n = utf8_decode(d.ptr + i, d.len - i, &cp);
        if (cp != UTF8_INVALID && uc_is_space(cp)) {
            gap = tmp.len > 0;
        } else {
            if (gap) sb_append_char(&tmp, ' ');
            gap = false;
            sb_append_mem(&tmp, d.ptr + i, n);
        }
        i += n;
    }
    pager_escape(out, sb_str(&tmp));
    sb_fini(&tmp);
}

static Str pool_str(const Pager *p, size_t off, size_t len) { return str_make(p->pool.ptr + off, len); }

/* ---- the list ---- */

void pager_set(Pager *p, Str prefix, const PagerItem *items, size_t n)
{
    pager_clear(p);
    /* the prefix: its last nine characters after an ellipsis when longer,
       or only their last path component when they hold a slash (as fish) */
    size_t chars = utf8_count(prefix.ptr, prefix.len), skip = 0;
    if (chars > PREFIX_MAX_CHARS) {
        for (size_t k = 0; k < chars - PREFIX_MAX_CHARS; k++) {
            uint32_t cp;
            skip += utf8_decode(prefix.ptr + skip, prefix.len - skip, &cp);
        }
        for (size_t k = prefix.len; k > skip; k--) {
            if (prefix.ptr[k - 1] == '/') {
                skip = k - 1;
                break;
            }
        }
        sb_append_cstr(&p->prefix, ellipsis);
    }
    pager_escape(&p->prefix, str_sub(prefix, skip, prefix.len - skip));
    p->prefix_width = utf8_width(p->prefix.ptr, p->prefix.len);
    bool join = str_eq(prefix, STR("-"));

    if (n > p->cap_cands) {
        p->cap_cands = n;
        p->cands = xreallocarray(p->cands, n, sizeof *p->cands);
        free(p->members);
        p->members = xreallocarray(NULL, n, sizeof *p->members);
        p->cap_members = n;
        free(p->entries);
        p->entries = xreallocarray(NULL, n, sizeof *p->entries);
        p->cap_entries = n;
        free(p->shown);
        p->shown = xreallocarray(NULL, n, sizeof *p->shown);
        p->cap_shown = n;
    }
    size_t *entry_of = xreallocarray(NULL, n ? n : 1, sizeof *entry_of);
    for (size_t i = 0; i < n; i++) {
        const PagerItem *it = &items[i];
        PagerCand *c = &p->cands[i];
        c->show = p->pool.len;
        pager_escape(&p->pool, it->display);
        c->show_len = p->pool.len - c->show;
        c->width = utf8_width(p->pool.ptr + c->show, c->show_len);
        c->ins = p->pool.len;
        sb_append(&p->pool, it->insert);
        c->ins_len = p->pool.len - c->ins;
        c->cursor_back = it->cursor_back <= c->ins_len ? it->cursor_back : c->ins_len;
        c->prefixed = !(it->flags & PAGER_ITEM_NO_PREFIX) && p->prefix.len;
        size_t d = p->pool.len;
        append_desc(&p->pool, it->desc);
        size_t dlen = p->pool.len - d;
        size_t e = p->n_entries;
        if (join && dlen) {
            void **slot = map_upsert(&p->groups, pool_str(p, d, dlen), NULL);
            if (*slot) {
                e = (size_t)(uintptr_t)*slot - 1;
                p->pool.len = d; /* the entry has this description already */
            } else {
                *slot = (void *)(uintptr_t)(e + 1);
            }
        }
        if (e == p->n_entries) {
            p->entries[p->n_entries++] = (PagerEntry){.desc = d, .desc_len = dlen,
                                                      .desc_width = utf8_width(p->pool.ptr + d, dlen)};
        }
        p->entries[e].count++;
        entry_of[i] = e;
    }
    map_clear(&p->groups);
    size_t at = 0;
    for (size_t e = 0; e < p->n_entries; e++) {
        p->entries[e].first = at;
        at += p->entries[e].count;
        p->entries[e].count = 0;
    }
    /* the candidates in their entries' places, in order */
    for (size_t i = 0; i < n; i++) {
        PagerEntry *e = &p->entries[entry_of[i]];
        p->members[e->first + e->count++] = i;
    }
    free(entry_of);
    for (size_t e = 0; e < p->n_entries; e++) {
        PagerEntry *en = &p->entries[e];
        size_t w = 0;
        for (size_t j = 0; j < en->count; j++) {
            const PagerCand *c = &p->cands[p->members[en->first + j]];
            if (j) w += 2;
            if (c->prefixed) w += p->prefix_width;
            w += c->width;
        }
        en->comp_width = w;
    }
    p->n_cands = n;
    for (size_t e = 0; e < p->n_entries; e++) p->shown[e] = e;
    p->n_shown = p->n_entries;
}

Str pager_insert_text(const Pager *p, size_t k, size_t *cursor_back)
{
    if (cursor_back) *cursor_back = 0;
    if (k >= p->n_shown) return STR("");
    const PagerEntry *e = &p->entries[p->shown[k]];
    const PagerCand *c = &p->cands[p->members[e->first]];
    if (cursor_back) *cursor_back = c->cursor_back;
    return pool_str(p, c->ins, c->ins_len);
}

size_t pager_item_index(const Pager *p, size_t k)
{
    if (k >= p->n_shown) return PAGER_NONE;
    return p->members[p->entries[p->shown[k]].first];
}

/* ---- the search ---- */

static bool fuzzy(Str text, Str q)
{
    size_t s, l;
    return hist_match_range(text, q, HIST_CONTAINS, HIST_IGNORE_CASE, &s, &l) ||
           hist_match_range(text, q, HIST_SUBSEQUENCE, 0, &s, &l);
}

/* fish's test: the description, or a candidate after the prefix. */
static bool passes(Pager *p, const PagerEntry *e, Str q)
{
    if (fuzzy(pool_str(p, e->desc, e->desc_len), q)) return true;
    for (size_t j = 0; j < e->count; j++) {
        const PagerCand *c = &p->cands[p->members[e->first + j]];
        sb_clear(&p->scratch);
        sb_append(&p->scratch, sb_str(&p->prefix));
        sb_append(&p->scratch, pool_str(p, c->show, c->show_len));
        if (fuzzy(sb_str(&p->scratch), q)) return true;
    }
    return false;
}

/* The shown entries again; the selected one stays selected when it passes,
 * else the first that passes is (when something was selected, or the
 * search is on). */
static void refilter(Pager *p)
{
    size_t was = p->selected == PAGER_NONE ? PAGER_NONE : p->shown[p->selected];
    Str q = sb_str(&p->search);
    p->n_shown = 0;
    p->selected = PAGER_NONE;
    for (size_t e = 0; e < p->n_entries; e++) {
        if (p->searching && !p->prefiltered && q.len && !passes(p, &p->entries[e], q)) continue;
        if (e == was) p->selected = p->n_shown;
        p->shown[p->n_shown++] = e;
    }
    if (p->selected == PAGER_NONE && p->n_shown && (was != PAGER_NONE || p->searching)) p->selected = 0;
    p->top = 0;
}

void pager_search_toggle(Pager *p)
{
    p->searching = !p->searching;
    p->disclosed = true;
    refilter(p);
}

void pager_search_set(Pager *p, Str text)
{
    StrBuf t = STRBUF_INIT; /* text may be a part of the field itself */
    sb_append(&t, text);
    sb_fini(&p->search);
    p->search = t;
    refilter(p);
}

void pager_field(Pager *p, Str text)
{
    p->searching = p->prefiltered = p->disclosed = true;
    pager_search_set(p, text);
}

void pager_set_footer(Pager *p, Str text)
{
    sb_clear(&p->footer);
    sb_append(&p->footer, text);
}

static const char search_label[] = "search: ";

size_t pager_search_cursor(const Pager *p)
{
    StrBuf t = STRBUF_INIT;
    pager_escape(&t, sb_str(&p->search));
    size_t col = strlen(search_label) + utf8_width(t.ptr, t.len);
    sb_fini(&t);
    if (p->width && col + 1 > p->width) col = p->width - 1;
    return col;
}

/* ---- rendering ---- */

typedef struct Out {
    StrBuf *b;
    const PagerStyles *st;
    int cur; /* the style in force on this line */
} Out;

static void use_style(Out *o, int style)
{
    if (style == o->cur || str_eq(o->st->esc[style], o->st->esc[o->cur])) {
        o->cur = style;
        return;
    }
    sb_append_cstr(o->b, "\033[m");
    sb_append(o->b, o->st->esc[style]);
    o->cur = style;
}

static void end_line(Out *o, bool last)
{
    if (o->st->esc[o->cur].len) sb_append_cstr(o->b, "\033[m");
    o->cur = PAGER_ST_PLAIN;
    if (!last) sb_append_char(o->b, '\n');
}

/* Writes as much of t (valid UTF-8, every character printable) as fits in
 * max columns; when it does not all fit, or more follows (more), the last
 * column it reaches holds an ellipsis. Returns the columns used. */
static size_t put_max(Out *o, int style, Str t, size_t max, bool more)
{
    size_t left = max, end = 0;
    bool ell = false;
    for (size_t i = 0; i < t.len && left;) {
        uint32_t cp;
        size_t n = utf8_decode(t.ptr + i, t.len - i, &cp);
        int w = cp == UTF8_INVALID ? 1 : uc_width(cp);
        if (w < 0) w = 1;
        if ((size_t)w > left) break;
        if ((size_t)w == left && (more || i + n < t.len)) {
            ell = true;
            left--;
            break;
        }
        left -= (size_t)w;
        i += n;
        end = i;
    }
    if (!end && !ell) return 0;
    use_style(o, style);
    sb_append_mem(o->b, t.ptr, end);
    if (ell) sb_append_cstr(o->b, ellipsis);
    return max - left;
}

static void put_blanks(Out *o, int style, size_t n)
{
    if (!n) return;
    use_style(o, style);
    sb_append_repeat(o->b, ' ', n);
}

/* Entry k (of the shown ones) in a column w wide whose descriptions line up
 * at desc_align. */
static void put_entry(Pager *p, Out *o, size_t k, size_t w, size_t desc_align, int band)
{
    const PagerEntry *e = &p->entries[p->shown[k]];
    size_t desc_total = e->desc_width ? e->desc_width + 4 : 0; /* "  (" ... ")" */
    size_t comp_w = e->comp_width;
    if (comp_w + desc_total > w) {
        /* two thirds of the room (less the gap and parentheses) for the
           candidate, more when the description is short */
        size_t room = w > 4 ? w - 4 : 0;
        comp_w = MIN(e->comp_width, room * 2 / 3);
        if (w > desc_total) comp_w = MAX(comp_w, w - desc_total);
    }
    int fill = PAGER_STYLE(band, PAGER_PART_FILL);
    int paren = PAGER_STYLE(band, PAGER_PART_PAREN);
    size_t left = comp_w;
    for (size_t j = 0; j < e->count; j++) {
        const PagerCand *c = &p->cands[p->members[e->first + j]];
        if (j) left -= put_max(o, fill, STR("  "), left, true);
        if (c->prefixed)
            left -= put_max(o, PAGER_STYLE(band, PAGER_PART_PREFIX), sb_str(&p->prefix), left, c->show_len > 0);
        left -= put_max(o, PAGER_STYLE(band, PAGER_PART_COMPLETION), pool_str(p, c->show, c->show_len), left,
                        j + 1 < e->count);
    }
    size_t dleft = w - comp_w + left;
    if (e->desc_width && dleft > 4) {
        dleft -= put_max(o, fill, STR("  "), dleft, false);
        /* line the descriptions of the column up, unless this one is too wide */
        size_t want = MAX(w > desc_align ? w - desc_align : 0, e->desc_width + 2);
        size_t pad = dleft > want ? dleft - want : 0;
        put_blanks(o, fill, pad);
        dleft -= pad;
        dleft -= put_max(o, paren, STR("("), 1, false);
        dleft -= put_max(o, PAGER_STYLE(band, PAGER_PART_DESCRIPTION), pool_str(p, e->desc, e->desc_len),
                         dleft - 1, false);
        dleft -= put_max(o, paren, STR(")"), 1, false);
    }
    put_blanks(o, fill, dleft);
}

/* Lays the list out in ncols columns of rows; false when they do not fit
 * the width (never for one column). */
static bool try_cols(Pager *p, size_t ncols, size_t rows, const PagerStyles *st, StrBuf *out)
{
    size_t n = p->n_shown, width = p->width;
    size_t avail = p->height - 1 - (p->searching ? 1 : 0); /* a line for the progress */
    if (!p->disclosed) avail = MIN(avail, MAX(avail / 2, UNDISCLOSED_ROWS));
    size_t remaining = !p->disclosed && rows > avail ? rows - avail : 0;
    if (remaining == 1) { /* rather than "…and 1 more rows", that row */
        avail++;
        remaining = 0;
    }
    size_t colw[PAGER_MAX_COLS] = {0}, align[PAGER_MAX_COLS] = {0}, total = 0;
    for (size_t c = 0; c < ncols; c++) {
        size_t mc = 0, md = 0;
        for (size_t r = 0; r < rows && c * rows + r < n; r++) {
            const PagerEntry *e = &p->entries[p->shown[c * rows + r]];
            mc = MAX(mc, e->comp_width);
            md = MAX(md, e->desc_width ? e->desc_width + 4 : 0);
        }
        colw[c] = MIN(mc + md, width);
        align[c] = mc + 2;
        total += colw[c] + (c ? 2 : 0);
    }
    if (total > width) {
        MN_ASSERT(ncols > 1);
        return false;
    }
    size_t start = 0, stop = rows;
    if (rows > avail) {
        start = MIN(p->top, rows - avail);
        stop = start + avail;
    }
    p->rows = rows;
    p->cols = ncols;
    p->row_start = start;
    p->row_end = stop;
    p->remaining = remaining;
    memcpy(p->colw, colw, sizeof colw);

    Out o = {out, st, PAGER_ST_PLAIN};
    p->lines = 0;
    if (p->searching) {
        size_t left = width - 1;
        left -= put_max(&o, PAGER_ST_PLAIN, str_cstr(search_label), left, false);
        sb_clear(&p->scratch);
        pager_escape(&p->scratch, sb_str(&p->search));
        size_t chars = utf8_count(p->scratch.ptr, p->scratch.len);
        if (chars < SEARCH_FIELD_MIN) sb_append_repeat(&p->scratch, ' ', SEARCH_FIELD_MIN - chars);
        put_max(&o, PAGER_ST_SEARCH, sb_str(&p->scratch), left, false);
        end_line(&o, false);
        p->lines++;
    }
    for (size_t r = start; r < stop; r++) {
        for (size_t c = 0; c < ncols; c++) {
            size_t k = c * rows + r;
            if (k >= n) continue;
            int band = k == p->selected ? PAGER_BAND_SELECTED : r % 2 ? PAGER_BAND_SECONDARY : PAGER_BAND_PRIMARY;
            put_entry(p, &o, k, colw[c], align[c], band);
            if (c + 1 < ncols) put_blanks(&o, PAGER_ST_PLAIN, 2);
        }
        end_line(&o, false);
        p->lines++;
    }
    StrBuf progress = STRBUF_INIT;
    if (remaining > 1) sb_printf(&progress, "%sand %zu more rows", ellipsis, remaining);
    else if (start > 0 || stop < rows) sb_printf(&progress, "rows %zu to %zu of %zu", start + 1, stop, rows);
    else if (p->searching && !n) sb_append_cstr(&progress, "(no matches)");
    if (p->footer.len) {
        if (progress.len) sb_append_cstr(&progress, ". ");
        sb_append(&progress, sb_str(&p->footer));
    }
    if (progress.len) {
        put_max(&o, PAGER_ST_PROGRESS, sb_str(&progress), width, true);
        end_line(&o, true);
        p->lines++;
    } else if (out->len) {
        out->len--; /* the newline after the last line */
        out->ptr[out->len] = '\0';
    }
    sb_fini(&progress);
    return true;
}

void pager_render(Pager *p, size_t width, size_t height, const PagerStyles *styles, StrBuf *out)
{
    sb_clear(out);
    p->width = width;
    p->height = height;
    p->rows = p->cols = p->row_start = p->row_end = p->remaining = p->lines = 0;
    if ((!p->n_entries && !p->prefiltered) || width < MIN_WIDTH || height < MIN_HEIGHT) return;
    size_t n = p->n_shown;
    for (size_t ncols = PAGER_MAX_COLS; ncols >= 1; ncols--) {
        size_t rows = div_up(n, ncols);
        /* as many rows with fewer columns is better */
        if (ncols > 1 && (rows == 0 || div_up(n, rows) < ncols)) continue;
        if (try_cols(p, ncols, rows, styles, out)) break;
        sb_clear(out);
    }
}

/* ---- motion ---- */

/* After the selection changed (in direction m): the window follows it;
 * moving down past an undisclosed list discloses it instead. */
static void follow(Pager *p, PagerMove m)
{
    size_t visible = p->row_end - p->row_start;
    if (!visible || p->selected == PAGER_NONE || !p->rows) return;
    size_t row = p->selected % p->rows;
    if (p->top > row) p->top = row;
    if (p->top + visible <= row) {
        if ((m == PAGER_SOUTH || m == PAGER_EAST) && pager_undisclosed(p)) {
            p->disclosed = true;
        } else {
            p->top = row - visible + 1;
            p->disclosed = true;
        }
    }
}

bool pager_move(Pager *p, PagerMove m)
{
    size_t n = p->n_shown, old = p->selected, sel;
    if (!n) return false;
    if (old == PAGER_NONE) {
        if (m == PAGER_NEXT || m == PAGER_SOUTH || m == PAGER_PAGE_SOUTH) sel = 0;
        else if (m == PAGER_PREV || m == PAGER_NORTH) sel = n - 1;
        else return false;
    } else if (m == PAGER_DESELECT) {
        sel = PAGER_NONE;
    } else if (m == PAGER_NEXT) {
        sel = old + 1 == n ? 0 : old + 1;
    } else if (m == PAGER_PREV) {
        sel = old == 0 ? n - 1 : old - 1;
    } else {
        /* in the grid of the last layout (one column before any) */
        size_t rows = p->rows ? p->rows : n, cols = p->rows ? p->cols : 1;
        size_t row = old % rows, col = old / rows;
        size_t page = p->height > 2 ? p->height - 1 : 1;
        switch (m) {
        case PAGER_PAGE_NORTH: row = row > page ? row - page : 0; break;
        case PAGER_NORTH:
            if (row > 0) {
                row--;
            } else {
                row = rows - 1;
                col = col > 0 ? col - 1 : cols - 1;
            }
            break;
        case PAGER_PAGE_SOUTH:
            if (row + page < rows) {
                row += page;
            } else {
                row = rows - 1;
                if (col * rows + row >= n) row = (n - 1) % rows;
            }
            break;
        case PAGER_SOUTH:
            if (row + 1 < rows && col * rows + row + 1 < n) {
                row++;
            } else {
                row = 0;
                col = (col + 1) % cols;
            }
            break;
        case PAGER_EAST:
            if (col + 1 < cols && (col + 1) * rows + row < n) {
                col++;
            } else {
                col = 0;
                row = (row + 1) % rows;
            }
            break;
        case PAGER_WEST:
            if (col > 0) {
                col--;
            } else {
                col = cols - 1;
                row = row > 0 ? row - 1 : rows - 1;
            }
            break;
        default: break;
        }
        sel = col * rows + row;
        /* a cell past the last entry: the same row of a column before
           (fish's column memory), else the last entry */
        while (sel >= n && sel >= rows) sel -= rows;
        if (sel >= n) sel = n - 1;
    }
    if (sel == old) return false;
    p->selected = sel;
    follow(p, m);
    return true;
}

bool pager_select(Pager *p, size_t k)
{
    if (k >= p->n_shown || k == p->selected) return false;
    p->selected = k;
    follow(p, PAGER_NEXT);
    return true;
}

bool pager_more_below(const Pager *p) { return pager_undisclosed(p) || p->row_end < p->rows; }

bool pager_scroll(Pager *p, long delta)
{
    if (pager_undisclosed(p)) {
        p->disclosed = true;
        return true;
    }
    size_t visible = p->row_end - p->row_start;
    if (!visible) return false;
    size_t max_top = p->rows - visible;
    long t = (long)p->row_start + delta;
    size_t top = t < 0 ? 0 : (size_t)t > max_top ? max_top : (size_t)t;
    if (top == p->row_start) return false;
    p->top = top;
    return true;
}

/* ---- hit testing ---- */

PagerHit pager_hit(const Pager *p, size_t row, size_t col, size_t *entry)
{
    if (!p->lines) return PAGER_HIT_NONE;
    if (p->searching) {
        if (row == 0) return PAGER_HIT_SEARCH;
        row--;
    }
    size_t listed = p->row_end - p->row_start;
    if (row < listed) {
        size_t x = 0;
        for (size_t c = 0; c < p->cols; c++) {
            if (col >= x && col < x + p->colw[c]) {
                size_t k = c * p->rows + p->row_start + row;
                if (k >= p->n_shown) return PAGER_HIT_NONE;
                if (entry) *entry = k;
                return PAGER_HIT_ENTRY;
            }
            x += p->colw[c] + 2;
        }
        return PAGER_HIT_NONE;
    }
    if (row == listed && p->lines > listed + (p->searching ? 1 : 0)) return PAGER_HIT_PROGRESS;
    return PAGER_HIT_NONE;
}
