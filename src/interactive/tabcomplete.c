/* interactive/tabcomplete.c - Tab: completing the token at the cursor.
 *
 * The engine (exec/complete.c) runs with the terminal in the shell's modes,
 * since completion code may run commands (and Ctrl-C must stop a script
 * that loops). Then, as fish does: a single candidate is inserted with a
 * space (or a slash) after it; several that share a start longer than what
 * was typed have that start inserted; otherwise they are listed under the
 * line. A wildcard or brace token is never collapsed to one match: its
 * matches are listed, the first entry inserting them all. */
#include "interactive/reader_impl.h"

#include "base/utf8.h"
#include "exec/complete.h"

#include <string.h>

/* How many candidates the list under the line shows at most. */
#define LIST_MAX_ROWS 20

/* Replaces the line with what applying c makes of it. */
static void apply(Reader *r, const Completion *c, bool unique)
{
    StrBuf out = STRBUF_INIT;
    size_t cursor;
    Str line = eb_str(&r->eb);
    complete_apply(r->sh, line, r->eb.cursor, str_cstr(c->text), c->flags, unique, &out, &cursor);
    /* only what changed goes into the buffer, as one undo step */
    size_t pre = 0;
    while (pre < line.len && pre < out.len && line.ptr[pre] == out.ptr[pre] && pre < r->eb.cursor) pre++;
    size_t post = 0;
    while (post < line.len - pre && post < out.len - pre &&
           line.ptr[line.len - 1 - post] == out.ptr[out.len - 1 - post] && line.len - post > r->eb.cursor) {
        post++;
    }
    eb_replace(&r->eb, pre, line.len - pre - post, str_sub(sb_str(&out), pre, out.len - pre - post), cursor,
               false);
    sb_fini(&out);
}

/* The longest start every candidate shares (whole characters), when none
 * replaces the token. */
static size_t common_prefix(const CompList *l)
{
    size_t n = strlen(l->items[0].text);
    for (size_t i = 0; i < l->n; i++) {
        const Completion *c = &l->items[i];
        if (c->flags & (COMP_REPLACE | COMP_ALL)) return 0;
        size_t k = 0;
        while (k < n && c->text[k] && c->text[k] == l->items[0].text[k]) k++;
        n = k;
    }
    while (n && ((unsigned char)l->items[0].text[n] & 0xc0) == 0x80) n--; /* keep characters whole */
    return n;
}

/* Appends s with control characters and bad bytes shown escaped, never
 * sent raw to the terminal. */
static void put_safe(StrBuf *out, Str s)
{
    for (size_t i = 0; i < s.len;) {
        uint32_t cp;
        size_t n = utf8_decode(s.ptr + i, s.len - i, &cp);
        unsigned char b = (unsigned char)s.ptr[i];
        if (n == 1 && b >= 0x80) {
            sb_printf(out, "\\x%02X", b);
        } else if (cp < 0x20 || cp == 0x7f) {
            sb_printf(out, "\\x%02X", (unsigned)cp);
        } else {
            sb_append(out, str_sub(s, i, n));
        }
        i += n;
    }
}

/* The candidates, one a line under the command line. */
static void list(Reader *r, const CompList *l, Str typed)
{
    sb_clear(&r->below);
    size_t rows = l->n < LIST_MAX_ROWS ? l->n : LIST_MAX_ROWS;
    for (size_t i = 0; i < rows; i++) {
        const Completion *c = &l->items[i];
        if (i) sb_append_char(&r->below, '\n');
        if (!(c->flags & COMP_REPLACE)) put_safe(&r->below, typed);
        put_safe(&r->below, str_cstr(c->text));
        if (*c->desc) {
            sb_append_cstr(&r->below, "  (");
            put_safe(&r->below, str_cstr(c->desc));
            sb_append_char(&r->below, ')');
        }
    }
    if (rows < l->n) sb_printf(&r->below, "\n…and %zu more", l->n - rows);
}

bool ed_complete(Reader *r, bool search)
{
    (void)search;
    Str line = str_sub(eb_str(&r->eb), 0, r->eb.cursor);
    CompList l = {0};
    rd_code_begin(r);
    complete_line(r->sh, line, COMPLETE_FUZZY | COMPLETE_DESCRIBE | COMPLETE_EDITOR, &l);
    rd_code_end(r);
    complist_sort(&l, false);
    bool ok = l.n > 0;
    if (l.n == 1) {
        apply(r, &l.items[0], true);
    } else if (l.n > 1) {
        size_t n = common_prefix(&l);
        if (n) {
            Completion c = l.items[0];
            char *text = c.text;
            char saved = text[n];
            text[n] = '\0';
            c.flags |= COMP_NO_SPACE;
            apply(r, &c, false);
            text[n] = saved;
        } else {
            size_t start = complete_token_start(r->sh, line, line.len);
            StrBuf typed = STRBUF_INIT;
            sb_append(&typed, str_sub(line, start, line.len - start));
            list(r, &l, sb_str(&typed));
            sb_fini(&typed);
        }
    }
    complist_fini(&l);
    r->redraw = true;
    return ok;
}
