/* interactive/editbuf.c - text, cursor and undo history of the command line.
 *
 * An Edit is self-describing (where, what went, what came), so undo puts the
 * removed bytes back and redo applies the edit again; no snapshots. */
#include "interactive/editbuf.h"

#include "base/check.h"
#include "base/utf8.h"
#include "base/vec.h"

#include <stdlib.h>
#include <string.h>

/* More undo steps than this and the oldest are dropped. */
#define UNDO_MAX 4096

void eb_init(EditBuf *eb) { *eb = (EditBuf){.next_group = 1}; }

static void edit_fini(Edit *e)
{
    free(e->removed);
    free(e->inserted);
}

static void clear_redo(EditBuf *eb)
{
    for (size_t i = 0; i < eb->n_redo; i++) edit_fini(&eb->redo[i]);
    eb->n_redo = 0;
}

static void clear_undo(EditBuf *eb)
{
    for (size_t i = 0; i < eb->n_undo; i++) edit_fini(&eb->undo[i]);
    eb->n_undo = 0;
}

void eb_fini(EditBuf *eb)
{
    clear_undo(eb);
    clear_redo(eb);
    free(eb->undo);
    free(eb->redo);
    free(eb->group_text);
    sb_fini(&eb->text);
}

void eb_reset(EditBuf *eb)
{
    clear_undo(eb);
    clear_redo(eb);
    sb_clear(&eb->text);
    eb->cursor = 0;
    eb->selecting = false;
    eb->group_depth = 0;
    eb->group = 0;
    free(eb->group_text);
    eb->group_text = NULL;
    eb->seal = false;
}

static char *dup_bytes(const char *p, size_t n)
{
    char *d = xmalloc(n + 1);
    if (n) memcpy(d, p, n);
    d[n] = '\0';
    return d;
}

/* text[at, at+len) := s, with no bookkeeping. */
static void splice(StrBuf *b, size_t at, size_t len, const char *s, size_t n)
{
    MN_ASSERT(at + len <= b->len);
    if (n > len) sb_reserve(b, n - len);
    memmove(b->ptr + at + n, b->ptr + at + len, b->len - at - len);
    if (n) memcpy(b->ptr + at, s, n);
    b->len = b->len - len + n;
    b->ptr[b->len] = '\0';
}

static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n'; }

/* Whether a typed character joins the previous step: it continues the text
 * that step inserted, and a word does not start (space then non-space). */
static bool coalesces(const EditBuf *eb, size_t at, size_t len, Str s)
{
    if (eb->seal || !eb->n_undo || len) return false;
    const Edit *last = &eb->undo[eb->n_undo - 1];
    if (!last->typed || last->group != eb->group) return false;
    if (last->at + last->inserted_len != at || last->inserted_len == 0) return false;
    bool prev_space = is_space(last->inserted[last->inserted_len - 1]);
    return !(prev_space && s.len && !is_space(s.ptr[0]));
}

void eb_replace(EditBuf *eb, size_t at, size_t len, Str s, size_t cursor_after, bool typed)
{
    if (len == 0 && s.len == 0) {
        eb->cursor = cursor_after;
        return;
    }
    clear_redo(eb);
    if (typed && coalesces(eb, at, len, s)) {
        Edit *last = &eb->undo[eb->n_undo - 1];
        last->inserted = xrealloc(last->inserted, last->inserted_len + s.len + 1);
        memcpy(last->inserted + last->inserted_len, s.ptr, s.len);
        last->inserted_len += s.len;
        last->inserted[last->inserted_len] = '\0';
        last->cursor_after = cursor_after;
    } else {
        if (eb->n_undo == UNDO_MAX) {
            edit_fini(&eb->undo[0]);
            memmove(eb->undo, eb->undo + 1, (eb->n_undo - 1) * sizeof *eb->undo);
            eb->n_undo--;
        }
        Edit e = {
            .at = at,
            .removed = dup_bytes(eb->text.ptr ? eb->text.ptr + at : "", len),
            .removed_len = len,
            .inserted = dup_bytes(s.ptr, s.len),
            .inserted_len = s.len,
            .cursor_before = eb->cursor,
            .cursor_after = cursor_after,
            .group = eb->group,
            .typed = typed,
        };
        VEC_PUSH(eb->undo, eb->n_undo, eb->cap_undo, 16, e);
    }
    eb->seal = !typed;
    splice(&eb->text, at, len, s.ptr, s.len);
    eb->cursor = cursor_after;
}

void eb_insert(EditBuf *eb, Str s, bool typed)
{
    eb_replace(eb, eb->cursor, 0, s, eb->cursor + s.len, typed);
}

void eb_delete(EditBuf *eb, size_t from, size_t to)
{
    if (to > from) eb_replace(eb, from, to - from, STR(""), from, false);
}

void eb_set(EditBuf *eb, Str s, size_t cursor)
{
    if (str_eq(eb_str(eb), s)) {
        eb->cursor = cursor;
        return;
    }
    eb_replace(eb, 0, eb->text.len, s, cursor, false);
}

bool eb_undo(EditBuf *eb)
{
    if (!eb->n_undo) return false;
    unsigned group = eb->undo[eb->n_undo - 1].group;
    size_t cursor = eb->cursor;
    do {
        Edit e = eb->undo[--eb->n_undo];
        e.cursor_undone = cursor; /* redo puts the cursor back there */
        splice(&eb->text, e.at, e.inserted_len, e.removed, e.removed_len);
        eb->cursor = e.cursor_before;
        VEC_PUSH(eb->redo, eb->n_redo, eb->cap_redo, 16, e);
    } while (group && eb->n_undo && eb->undo[eb->n_undo - 1].group == group);
    eb->seal = true;
    eb->selecting = false;
    return true;
}

bool eb_redo(EditBuf *eb)
{
    if (!eb->n_redo) return false;
    unsigned group = eb->redo[eb->n_redo - 1].group;
    do {
        Edit e = eb->redo[--eb->n_redo];
        splice(&eb->text, e.at, e.removed_len, e.inserted, e.inserted_len);
        eb->cursor = e.cursor_undone <= eb->text.len ? e.cursor_undone : e.cursor_after;
        VEC_PUSH(eb->undo, eb->n_undo, eb->cap_undo, 16, e);
    } while (group && eb->n_redo && eb->redo[eb->n_redo - 1].group == group);
    eb->seal = true;
    return true;
}

void eb_group_begin(EditBuf *eb)
{
    if (eb->group_depth++ == 0) {
        eb->group = eb->next_group++;
        free(eb->group_text);
        eb->group_text = dup_bytes(eb->text.ptr ? eb->text.ptr : "", eb->text.len);
        eb->group_text_len = eb->text.len;
    }
    eb->seal = true;
}

void eb_group_end(EditBuf *eb)
{
    if (eb->group_depth && --eb->group_depth == 0) {
        if (eb->group_text && str_eq(eb_str(eb), str_make(eb->group_text, eb->group_text_len))) {
            while (eb->n_undo && eb->undo[eb->n_undo - 1].group == eb->group) edit_fini(&eb->undo[--eb->n_undo]);
        }
        free(eb->group_text);
        eb->group_text = NULL;
        eb->group = 0;
    }
    eb->seal = true;
}

bool eb_selection(const EditBuf *eb, size_t *from, size_t *to)
{
    if (!eb->selecting) return false;
    Str s = eb_str(eb);
    size_t a = eb->sel_anchor < s.len ? eb->sel_anchor : s.len;
    size_t b = eb->cursor;
    if (a > b) {
        size_t t = a;
        a = b;
        b = t;
    }
    *from = a;
    *to = !eb->sel_inclusive ? b : b < s.len ? eb_next_char(s, b) : s.len;
    return true;
}

size_t eb_prev_char(Str s, size_t pos)
{
    if (pos == 0) return 0;
    size_t p = pos - 1;
    /* back over continuation bytes, at most three, to a lead byte */
    size_t limit = pos >= 4 ? pos - 4 : 0;
    while (p > limit && ((unsigned char)s.ptr[p] & 0xC0) == 0x80) p--;
    uint32_t cp;
    if (p + utf8_decode(s.ptr + p, s.len - p, &cp) == pos) return p;
    return pos - 1; /* not one sequence: step one byte */
}

size_t eb_next_char(Str s, size_t pos)
{
    if (pos >= s.len) return s.len;
    uint32_t cp;
    return pos + utf8_decode(s.ptr + pos, s.len - pos, &cp);
}

size_t eb_line_start(Str s, size_t pos)
{
    while (pos > 0 && s.ptr[pos - 1] != '\n') pos--;
    return pos;
}

size_t eb_line_end(Str s, size_t pos)
{
    while (pos < s.len && s.ptr[pos] != '\n') pos++;
    return pos;
}
