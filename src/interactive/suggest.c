/* interactive/suggest.c - autosuggestions: the grey rest of a line the user
 * probably means, after the cursor.
 *
 * The newest history entry that starts with the command line (and whose
 * command is still valid here) is suggested, else the first completion
 * (found when no key waits, after the frame is drawn); it is computed once per change
 * of the line and only while the cursor is at the end, as fish does. Right,
 * ctrl-f and end accept it whole, alt-right and alt-f one word;
 * `set fish_autosuggestion_enabled 0` turns suggestions off. A suggestion
 * never runs anything: it is text. */
#include "interactive/reader_impl.h"

#include "env/var.h"
#include "exec/complete.h"
#include "interactive/words.h"

#include <string.h>

static bool enabled(Reader *r)
{
    const Var *v = vars_get(r->sh->vars, STR("fish_autosuggestion_enabled"), 0);
    return !(v && v->values.n && str_eq_cstr(v->values.items[0], "0"));
}

/* Fills r->suggestion for line (empty when nothing fits). */
static void compute(Reader *r, Str line)
{
    sb_clear(&r->suggestion);
    bool blank = true; /* only blanks (or nothing): nothing to go on */
    for (size_t i = 0; i < line.len && blank; i++) blank = line.ptr[i] == ' ' || line.ptr[i] == '\t';
    if (!blank) suggest_from_history(r, line, &r->suggestion);
    r->comp_suggest_wanted = !blank && !r->suggestion.len;
}

void ed_suggest_idle(Reader *r)
{
    r->comp_suggest_wanted = false;
    Str line = eb_str(&r->eb);
    if (!enabled(r) || r->eb.cursor != line.len || !str_eq(sb_str(&r->suggested_for), line)) return;
    CompList l = {0};
    complete_line(r->sh, line, COMPLETE_SUGGEST, &l);
    complist_sort(&l, true);
    StrBuf made = STRBUF_INIT;
    for (size_t i = 0; i < l.n; i++) {
        const Completion *c = &l.items[i];
        if (c->flags & (COMP_REPLACE | COMP_ALL)) continue; /* a suggestion only adds */
        size_t cursor;
        complete_apply(r->sh, line, line.len, str_cstr(c->text), c->flags, false, &made, &cursor);
        if (made.len > line.len && str_starts_with(sb_str(&made), line)) {
            sb_clear(&r->suggestion);
            sb_append(&r->suggestion, sb_str(&made));
            r->redraw = true;
        }
        break;
    }
    sb_fini(&made);
    complist_fini(&l);
}

Str ed_suggestion_tail(Reader *r)
{
    Str line = eb_str(&r->eb);
    if (r->eb.cursor != line.len || !enabled(r) || r->eb.selecting) return STR("");
    if (!r->suggest_valid || !str_eq(sb_str(&r->suggested_for), line)) {
        if (!str_eq(sb_str(&r->suggested_for), line)) r->suppress_suggestion = false;
        sb_clear(&r->suggested_for);
        sb_append(&r->suggested_for, line);
        compute(r, line);
        r->suggest_valid = true;
    }
    if (r->suppress_suggestion || r->suggestion.len <= line.len) return STR("");
    return str_sub(sb_str(&r->suggestion), line.len, r->suggestion.len - line.len);
}

bool ed_accept_suggestion(Reader *r, bool word)
{
    Str tail = ed_suggestion_tail(r);
    if (!tail.len) return false;
    Str full = sb_str(&r->suggestion);
    size_t at = r->eb.cursor, to = full.len;
    if (word) {
        to = word_move(full, at, WORD_PUNCT, true);
        if (to <= at) to = full.len;
    }
    StrBuf add = STRBUF_INIT;
    sb_append(&add, str_sub(full, at, to - at));
    eb_insert(&r->eb, sb_str(&add), false);
    sb_fini(&add);
    return true;
}
