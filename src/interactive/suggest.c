/* interactive/suggest.c - autosuggestions: the grey rest of a line the user
 * probably means, after the cursor.
 *
 * The newest history entry that starts with the command line is suggested,
 * compared lower-cased when none has the case typed (its own text is then
 * shown for the line, and accepting it puts that in), if it can run here: its command still exists
 * and the files it named still do, relative to the current directory (fish 4's rules, see
 * hl_check_suggestion). Those questions go to the highlighter's disk cache
 * and thread, never to the disk itself, so a slow file system never holds
 * up a key: an entry whose answers are not in yet is neither shown nor
 * skipped; the suggestion shown before stays while it still fits, and it
 * is computed again when the answers come (the reader draws again then).
 * It is computed once per change of the line or of the history, wherever
 * the cursor is (fish 4), and shown after the line's end. When no history entry
 * in the case typed fits, the first completion is suggested instead (with the
 * space after it), found once no key waits (after the frame is drawn) and
 * without running any code; as fish, one in another case (it replaces the
 * token) only when no history entry in another case fits. Right, ctrl-f and end
 * accept it whole, alt-right and alt-f one word; `set
 * fish_autosuggestion_enabled 0` turns suggestions off. A suggestion never
 * runs anything: it is text. */
#include "interactive/reader_impl.h"

#include "env/var.h"
#include "exec/complete.h"
#include "interactive/viword.h"
#include "interactive/words.h"
#include "store/history.h"

#include <ctype.h>
#include <string.h>

/* History entries looked at for one suggestion, at most. */
#define SUGGEST_CANDIDATES 64

static bool enabled(Reader *r)
{
    if (!r->conf.suggest) return false;
    const Var *v = vars_get(r->sh->vars, STR("fish_autosuggestion_enabled"), 0);
    return !(v && v->values.n && str_eq_cstr(v->values.items[0], "0"));
}

/* Whether history entry i may be suggested here (see the top). */
static HlVerdict check_entry(Reader *r, History *h, size_t i)
{
    StrList paths = STRLIST_INIT;
    StrBuf p = STRBUF_INIT;
    bool ok = true;
    for (size_t k = 0; k < hist_path_count(h, i) && ok; k++) {
        sb_clear(&p);
        ok = hist_shell_path_abs(r->sh, hist_path(h, i, k), &p);
        if (ok) sl_push(&paths, sb_str(&p));
    }
    HlVerdict v = ok ? hl_check_suggestion(r->hl, hist_text(h, i), &paths) : HL_SUGGEST_BAD;
    sb_fini(&p);
    sl_fini(&paths);
    return v;
}

static bool blank(Str s)
{
    for (size_t i = 0; i < s.len; i++)
        if (s.ptr[i] != ' ' && s.ptr[i] != '\t') return false;
    return true;
}

/* The newest entry that starts with prefix, is longer and checks out
 * (several lines: only when lines may be); HIST_NONE when none. An entry
 * still waiting for the disk stops the search (r->suggest_waiting). */
static size_t search(Reader *r, History *h, Str prefix, bool lines, bool *icase)
{
    HistSearch s;
    hist_search_begin(&s, h, prefix, HIST_PREFIX, HIST_IGNORE_CASE);
    size_t found = HIST_NONE, other_case = HIST_NONE;
    for (size_t k = 0; k < SUGGEST_CANDIDATES && found == HIST_NONE && !r->suggest_waiting; k++) {
        size_t idx = hist_search_at(&s, k);
        if (idx == HIST_NONE) break;
        Str text = hist_text(h, idx);
        bool exact = str_starts_with(text, prefix);
        if ((!exact && other_case != HIST_NONE) || (!lines && memchr(text.ptr, '\n', text.len)))
            continue;
        if (exact && text.len <= prefix.len) continue;
        switch (check_entry(r, h, idx)) {
        case HL_SUGGEST_OK: *(exact ? &found : &other_case) = idx; break;
        case HL_SUGGEST_NOT_YET: r->suggest_waiting = true; break;
        case HL_SUGGEST_BAD: break;
        }
    }
    hist_search_end(&s);
    /* one in another case only when none has the case typed, as fish */
    *icase = found == HIST_NONE && !r->suggest_waiting && other_case != HIST_NONE;
    return found != HIST_NONE || r->suggest_waiting ? found : other_case;
}

/* How much of text stands for prefix, as the search compared them
 * (lower-cased): whole characters. */
static size_t matched_len(Str text, Str prefix)
{
    size_t start = 0, len = 0;
    if (str_starts_with(text, prefix)) return prefix.len;
    if (!hist_match_range(text, prefix, HIST_PREFIX, HIST_IGNORE_CASE, &start, &len))
        return prefix.len;
    size_t end = start + len;
    while (end < text.len && ((unsigned char)text.ptr[end] & 0xc0) == 0x80) end++;
    return end;
}

/* Computes r->suggestion for whole, as fish: the newest entry that starts
 * with the whole command line (of any number of lines, shown as far as the
 * screen has room), else, on a line after the first, a single-line entry
 * that starts with that line, after the lines before it. An entry still
 * waiting for the disk stops the search (an older one is no answer
 * meanwhile): the suggestion shown for a shorter line stays if it fits
 * this one too. */
static void compute(Reader *r, Str whole)
{
    size_t from = whole.len;
    while (from > 0 && whole.ptr[from - 1] != '\n') from--;
    Str line = str_sub(whole, from, whole.len - from);
    History *h = rd_history(r);
    r->suggest_waiting = false;
    if (blank(whole)) { /* only blanks (or nothing): nothing to go on */
        sb_clear(&r->suggestion);
        r->suggest_gen = hist_generation(h);
        return;
    }
    bool icase = false;
    size_t found = search(r, h, whole, true, &icase), base = 0;
    if (found == HIST_NONE && !r->suggest_waiting && from && !blank(line)) {
        found = search(r, h, line, false, &icase);
        base = from;
    }
    r->suggest_gen = hist_generation(h); /* a search may have read the file */
    Str old = sb_str(&r->suggestion);
    bool keep = r->suggest_waiting && old.len > whole.len && str_starts_with(old, whole);
    if (!keep) sb_clear(&r->suggestion);
    if (!keep) r->suggestion_from_history = found != HIST_NONE;
    r->suggestion_at = whole.len;
    if (found != HIST_NONE) {
        Str text = hist_text(h, found);
        sb_append(&r->suggestion, str_sub(whole, 0, base));
        sb_append(&r->suggestion, text);
        r->suggestion_at = base + matched_len(text, str_sub(whole, base, whole.len - base));
    }
    if (r->suggestion.len <= r->suggestion_at) sb_clear(&r->suggestion);
    /* an entry in another case gives way to a completion in the case typed */
    r->comp_suggest_wanted = (found == HIST_NONE || icase) && !keep && !r->suggest_waiting;
}

/* Whether made starts with line, but for the case of ASCII letters. */
static bool same_but_case(Str made, Str line)
{
    if (made.len < line.len) return false;
    for (size_t i = 0; i < line.len; i++) {
        unsigned char a = (unsigned char)made.ptr[i], b = (unsigned char)line.ptr[i];
        if (a != b && (a >= 0x80 || b >= 0x80 || tolower(a) != tolower(b))) return false;
    }
    return true;
}

void ed_suggest_idle(Reader *r)
{
    r->comp_suggest_wanted = false;
    Str line = eb_str(&r->eb);
    if (!enabled(r) || !str_eq(sb_str(&r->suggested_for), line)) return;
    /* as fish: no completion is suggested after a quote that ends the line
       the cursor ends (it would go after the quote), nor after a blank
       ending the line when the cursor is back in it */
    size_t end = r->eb.cursor;
    while (end < line.len && line.ptr[end] != '\n') end++;
    char last = end ? line.ptr[end - 1] : '\n';
    bool at_end = end == r->eb.cursor;
    if (last == '\n' || (at_end && (last == '\'' || last == '"')) ||
        (!at_end && (last == ' ' || last == '\t')))
        return;
    CompList l = {0};
    complete_line(r->sh, line, COMPLETE_SUGGEST, &l);
    complist_sort(&l, true);
    /* the first in the case typed; else, unless history had one in another
       case, the first in another case (it replaces the token) */
    const Completion *pick = NULL;
    bool have_icase = r->suggestion_from_history && r->suggestion.len > r->suggestion_at;
    for (size_t i = 0; i < l.n; i++) {
        const Completion *c = &l.items[i];
        if (c->flags & COMP_ALL) continue;
        if (!(c->flags & COMP_REPLACE)) {
            pick = c;
            break;
        }
        if (!pick && !have_icase) pick = c;
    }
    StrBuf made = STRBUF_INIT;
    size_t cursor;
    /* with the space after it (fish), but no quotes: backslashes */
    if (pick)
        complete_apply(r->sh, line, line.len, str_cstr(pick->text), pick->flags | COMP_BACKSLASHES,
                       true, &made, &cursor);
    if (pick && made.len > line.len && same_but_case(sb_str(&made), line)) {
        sb_clear(&r->suggestion);
        sb_append(&r->suggestion, sb_str(&made));
        r->suggestion_from_history = false;
        r->suggestion_at = line.len;
        r->redraw = true;
    }
    sb_fini(&made);
    complist_fini(&l);
}

Str ed_suggestion_tail(Reader *r)
{
    Str line = eb_str(&r->eb);
    if (!enabled(r) || r->eb.selecting) return STR("");
    bool same = str_eq(sb_str(&r->suggested_for), line);
    if (!r->suggest_valid || !same || r->suggest_waiting ||
        r->suggest_gen != hist_generation(rd_history(r))) {
        if (!same) r->suppress_suggestion = false;
        sb_clear(&r->suggested_for);
        sb_append(&r->suggested_for, line);
        compute(r, line);
        r->suggest_valid = true;
    }
    size_t at = r->suggestion_at;
    if (r->suppress_suggestion || r->suggestion.len <= at) return STR("");
    return str_sub(sb_str(&r->suggestion), at, r->suggestion.len - at);
}

bool ed_accept_suggestion(Reader *r, SuggestPart part)
{
    Str tail = ed_suggestion_tail(r);
    if (!tail.len) return false;
    Str full = sb_str(&r->suggestion), line = eb_str(&r->eb);
    size_t at = r->suggestion_at, to = full.len;
    if (!str_eq(str_sub(full, 0, at), line)) /* in its own case */
        eb_replace(&r->eb, 0, line.len, str_sub(full, 0, at), at, false);
    r->eb.cursor = at; /* (it is taken at the line's end) */
    if (part == SUGGEST_WORD || part == SUGGEST_BIGWORD)
        to = word_move(full, at, part == SUGGEST_WORD ? WORD_PUNCT : WORD_SPACE, true);
    else if (part == SUGGEST_TOKEN)
        to = word_token_move(full, at, true);
    else if (part == SUGGEST_VI_WORD || part == SUGGEST_VI_BIGWORD)
        to = vi_word_next_start(full, at, part == SUGGEST_VI_BIGWORD);
    if (to <= at) to = full.len;
    StrBuf add = STRBUF_INIT;
    sb_append(&add, str_sub(full, at, to - at));
    eb_insert(&r->eb, sb_str(&add), false);
    sb_fini(&add);
    return true;
}

bool ed_delete_suggestion(Reader *r)
{
    if (r->eb.cursor != eb_str(&r->eb).len || !ed_suggestion_tail(r).len ||
        !r->suggestion_from_history)
        return false;
    History *h = rd_history(r);
    hist_delete(h,
                sb_str(&r->suggestion)); /* (one made of earlier lines is no entry: nothing goes) */
    hist_save(h, false);
    sb_clear(&r->suggestion);
    return true;
}
