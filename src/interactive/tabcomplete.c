/* interactive/tabcomplete.c - Tab: completing the token at the cursor.
 *
 * The engine (exec/complete.c) runs with the terminal in the shell's modes,
 * since completion code may run commands (and Ctrl-C must stop a script
 * that loops). Then, as fish does: a single candidate is inserted with a
 * space (or a slash) after it; several that share a start longer than what
 * was typed have that start inserted, and all are listed in the pager
 * under the line (pager_keys.c). A wildcard token is replaced by all its
 * matches at once, as fish 4 does. The cursor may be inside the token: it
 * is completed as if the cursor stood at its end. */
#include "interactive/reader_impl.h"

#include "base/check.h"
#include "exec/complete.h"
#include "parse/extent.h"
#include "store/compspec.h"

#include <stdlib.h>
#include <string.h>

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

/* The longest start the candidates share (whole characters), as fish:
 * when some extend the token, those that do (the ones that replace it, a
 * match in another case, are left out); when all replace it, all of them
 * (*replace set then), exact or prefix matches only. 0: none. */
static size_t common_prefix(const CompList *l, bool *replace)
{
    *replace = true;
    for (size_t i = 0; i < l->n; i++) {
        if (l->items[i].flags & COMP_ALL) return 0;
        if (!(l->items[i].flags & COMP_REPLACE)) *replace = false;
    }
    const unsigned substr = fuzzy_rank((FuzzyMatch){FUZZY_SUBSTR, FUZZY_SAMECASE});
    const char *first = NULL;
    size_t n = 0;
    for (size_t i = 0; i < l->n; i++) {
        const Completion *c = &l->items[i];
        if (*replace ? c->rank >= substr : (c->flags & COMP_REPLACE) != 0) {
            if (*replace) return 0; /* a substring match: no start to share */
            continue;
        }
        if (!first) {
            first = c->text;
            n = strlen(first);
            continue;
        }
        size_t k = 0;
        while (k < n && c->text[k] && c->text[k] == first[k]) k++;
        n = k;
    }
    while (n && ((unsigned char)first[n] & 0xc0) == 0x80) n--; /* keep characters whole */
    return n;
}

/* The candidates in the pager, each the change applying it (after the
 * first skip bytes, which the line has already) would make to the line:
 * what replaces the bytes [from, to) every one of them changes. */
static void offer(Reader *r, const CompList *l, size_t skip, bool search)
{
    Str line = eb_str(&r->eb);
    size_t cursor = r->eb.cursor, n = l->n;
    StrBuf outs = STRBUF_INIT;
    size_t *at = xreallocarray(NULL, n + 1, sizeof *at), *cur = xreallocarray(NULL, n, sizeof *cur);
    size_t from = cursor, to = cursor;
    StrBuf out = STRBUF_INIT;
    for (size_t i = 0; i < n; i++) {
        const Completion *c = &l->items[i];
        Str text = str_cstr(c->text);
        if (!(c->flags & COMP_REPLACE)) text = str_sub(text, skip, text.len - skip);
        complete_apply(r->sh, line, cursor, text, c->flags, true, &out, &cur[i]);
        size_t pre = 0, post = 0;
        while (pre < line.len && pre < out.len && pre < cursor && line.ptr[pre] == out.ptr[pre]) pre++;
        while (post < line.len - pre && post < out.len - pre && line.len - post > cursor &&
               line.ptr[line.len - 1 - post] == out.ptr[out.len - 1 - post])
            post++;
        if (pre < from) from = pre;
        if (line.len - post > to) to = line.len - post;
        at[i] = outs.len;
        sb_append(&outs, sb_str(&out));
    }
    at[n] = outs.len;
    PagerItem *items = xreallocarray(NULL, n, sizeof *items);
    for (size_t i = 0; i < n; i++) {
        const Completion *c = &l->items[i];
        size_t len = at[i + 1] - at[i], end = len - (line.len - to);
        Str text = str_cstr(c->text);
        bool replace = c->flags & COMP_REPLACE;
        items[i] = (PagerItem){
            .display = replace ? text : str_sub(text, skip, text.len - skip),
            .insert = str_make(outs.ptr + at[i] + from, end - from),
            .desc = str_cstr(c->desc),
            .flags = replace ? PAGER_ITEM_NO_PREFIX : 0,
            .cursor_back = cur[i] >= from && cur[i] <= end ? end - cur[i] : 0,
        };
    }
    size_t start = complete_token_start(r->sh, line, cursor);
    pk_open(r, str_sub(line, start, cursor - start), items, n, from, to);
    if (search) pk_toggle_search(r);
    free(items);
    free(at);
    free(cur);
    sb_fini(&out);
    sb_fini(&outs);
}

/* Tab in or just after an option the command does not take (as the
 * highlighter last found it): the nearest one it takes goes in its place,
 * when one is near. */
static bool fix_option(Reader *r)
{
    size_t at, len, end;
    Str note, fix;
    Str line = eb_str(&r->eb);
    if (!r->hl || !hl_bad_option(r->hl, line, &at, &len, &end, &note, &fix) || !fix.len)
        return false;
    if (r->eb.cursor < at || r->eb.cursor > end) return false;
    size_t cursor = at + fix.len + (end - at - len);
    eb_replace(&r->eb, at, len, fix, cursor, false);
    r->redraw = true;
    return true;
}

bool ed_complete(Reader *r, bool search)
{
    if (!r->conf.complete) return false; /* read without --shell: Tab does nothing */
    /* the token is completed whole, wherever the cursor is in it, as fish:
       the engine sees the line up to its end (so `commandline -ct` in a
       rule is all of it) and what completes it goes at its end */
    size_t was = r->eb.cursor;
    if (fix_option(r)) return true;
    Span tok = extent_token(eb_str(&r->eb), was, 0);
    if (tok.end > was) r->eb.cursor = tok.end;
    Str line = str_sub(eb_str(&r->eb), 0, r->eb.cursor);
    CompList l = {0};
    rd_code_begin(r);
    complete_line(r->sh, line, COMPLETE_FUZZY | COMPLETE_DESCRIBE | COMPLETE_EDITOR, &l);
    rd_code_end(r);
    complist_sort(&l, false);
    bool ok = l.n > 0;
    if (!ok) r->eb.cursor = was;
    const Completion *all = NULL; /* a wildcard's matches, all at once */
    for (size_t i = 0; i < l.n && !all; i++)
        if (l.items[i].flags & COMP_ALL) all = &l.items[i];
    if (all) {
        apply(r, all, true);
    } else if (l.n == 1) {
        apply(r, &l.items[0], true);
    } else if (l.n > 1) {
        bool replace;
        size_t n = common_prefix(&l, &replace);
        const Completion *with = NULL; /* one of those that share it */
        for (size_t i = 0; n && !with && i < l.n; i++)
            if (replace || !(l.items[i].flags & COMP_REPLACE)) with = &l.items[i];
        /* replacing: only a start longer than the token typed */
        if (with && replace && n <= r->eb.cursor - complete_token_start(r->sh, line, r->eb.cursor))
            with = NULL;
        if (with) {
            Completion c = *with;
            char *text = c.text;
            char saved = text[n];
            text[n] = '\0';
            c.flags |= COMP_NO_SPACE;
            apply(r, &c, false);
            text[n] = saved;
        }
        /* all replaced the token with their common start: now each extends
           it, shown after the start in the pager */
        for (size_t i = 0; with && replace && i < l.n; i++) l.items[i].flags &= ~COMP_REPLACE;
        offer(r, &l, with ? n : 0, search); /* with the common start inserted, as fish */
        if (!with) r->eb.cursor = was; /* nothing inserted: the cursor stays, as in fish */
    }
    complist_fini(&l);
    r->redraw = true;
    return ok;
}
