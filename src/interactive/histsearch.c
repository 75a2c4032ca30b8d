/* interactive/histsearch.c - the editor's walk through history: Up and Down
 * (history-search-backward/-forward and the prefix variants) and Alt-Up /
 * Alt-Down on the token under the cursor.
 *
 * A search starts from what is typed: Up shows the newest entry holding it
 * (those starting with it first), again older ones, Down newer ones and
 * finally the typed line itself; the store skips duplicates. The part that
 * matched is shown in fish_color_search_match. Any other editing ends the
 * search keeping the line shown; cancel (Escape, ctrl-c) puts back what was
 * typed. A search is one undo step (none when it put back what was typed),
 * as in fish. */
#include "interactive/reader_impl.h"

#include "parse/token.h"
#include "store/history.h"

#include <stdlib.h>
#include <string.h>

void hs_end(Reader *r, bool restore)
{
    if (!r->hs_active) return;
    if (restore) {
        eb_set(&r->eb, sb_str(&r->hs_orig), r->hs_orig_cursor);
    }
    eb_group_end(&r->eb); /* the lines shown: one undo step, none when put back */
    hist_search_end(&r->hs);
    r->hs_active = false;
    r->hs_match_len = 0;
    r->sh->editor.search_mode = false;
}

/* The token around the cursor for a token search: [*from, *to). */
static void token_at_cursor(Str s, size_t cursor, size_t *from, size_t *to)
{
    Token k;
    *from = *to = cursor;
    if (tok_at_offset(s, cursor, TOKF_UNFINISHED, &k) && k.type == TOK_STRING &&
        (size_t)k.start + k.len >= cursor) {
        *from = k.start;
        *to = (size_t)k.start + k.len;
    }
}

/* Shows match k of the search; false when there is none. */
static bool show(Reader *r, size_t k)
{
    History *h = rd_history(r);
    if (!r->hs_token) {
        size_t idx = hist_search_at(&r->hs, k);
        if (idx == HIST_NONE) return false;
        Str text = hist_text(h, idx);
        eb_set(&r->eb, text, text.len);
        size_t start = 0, len = 0;
        if (hist_match_range(text, sb_str(&r->hs_query), r->hs_how, r->hs_flags, &start, &len)) {
            r->hs_match_at = start;
            r->hs_match_len = len;
        } else {
            r->hs_match_len = 0;
        }
        return true;
    }
    /* token search: the k-th distinct token (newest first) holding the query */
    while (r->hs_tokens.n <= k) {
        size_t idx = hist_search_at(&r->hs, r->hs_entry++);
        if (idx == HIST_NONE) return false;
        Str text = hist_text(h, idx);
        Tokenizer t;
        tok_init(&t, text, TOKF_UNFINISHED | TOKF_CONTINUE);
        /* newest tokens first: collect this entry's, then add them backwards */
        StrList mine = STRLIST_INIT;
        for (Token tk = tok_next(&t); tk.type != TOK_NONE; tk = tok_next(&t)) {
            if (tk.type != TOK_STRING) continue;
            Str w = tok_text(&t, &tk);
            size_t s0, l0;
            if (!hist_match_range(w, sb_str(&r->hs_query), HIST_CONTAINS, r->hs_flags, &s0, &l0)) continue;
            sl_push(&mine, w);
        }
        for (size_t i = mine.n; i-- > 0;) {
            bool seen = str_eq(mine.items[i], sb_str(&r->hs_query));
            for (size_t j = 0; j < r->hs_tokens.n && !seen; j++) seen = str_eq(r->hs_tokens.items[j], mine.items[i]);
            if (!seen) sl_push(&r->hs_tokens, mine.items[i]);
        }
        sl_fini(&mine);
    }
    Str tokv = r->hs_tokens.items[k];
    StrBuf line = STRBUF_INIT;
    Str orig = sb_str(&r->hs_orig);
    sb_append(&line, str_sub(orig, 0, r->hs_tok_from));
    sb_append(&line, tokv);
    sb_append(&line, str_sub(orig, r->hs_tok_to, orig.len - r->hs_tok_to));
    eb_set(&r->eb, sb_str(&line), r->hs_tok_from + tokv.len);
    sb_fini(&line);
    size_t start = 0, len = 0;
    if (hist_match_range(tokv, sb_str(&r->hs_query), HIST_CONTAINS, r->hs_flags, &start, &len)) {
        r->hs_match_at = r->hs_tok_from + start;
        r->hs_match_len = len;
    } else {
        r->hs_match_len = 0;
    }
    return true;
}

bool hs_step(Reader *r, bool backward, bool token, bool prefix)
{
    if (r->hs_active && (r->hs_token != token)) hs_end(r, false);
    if (!r->hs_active) {
        if (!backward) return false; /* nothing newer than what is typed */
        Str line = eb_str(&r->eb);
        sb_clear(&r->hs_orig);
        sb_append(&r->hs_orig, line);
        r->hs_orig_cursor = r->eb.cursor;
        sb_clear(&r->hs_query);
        r->hs_token = token;
        if (token) {
            token_at_cursor(line, r->eb.cursor, &r->hs_tok_from, &r->hs_tok_to);
            sb_append(&r->hs_query, str_sub(line, r->hs_tok_from, r->hs_tok_to - r->hs_tok_from));
            r->hs_how = HIST_CONTAINS;
        } else {
            sb_append(&r->hs_query, line);
            r->hs_how = prefix ? HIST_PREFIX : HIST_PREFIX_FIRST;
        }
        r->hs_flags = hist_smartcase(sb_str(&r->hs_query)); /* upper case: exact */
        sl_clear(&r->hs_tokens);
        r->hs_entry = 0;
        hist_search_begin(&r->hs, rd_history(r), sb_str(&r->hs_query), r->hs_how, r->hs_flags);
        r->hs_active = true;
        eb_group_begin(&r->eb);
        r->hs_k = (size_t)-1;
        r->sh->editor.search_mode = true;
    }
    if (backward) {
        size_t next = r->hs_k + 1; /* (size_t)-1 + 1 == 0 */
        if (!show(r, next)) return false;
        r->hs_k = next;
        return true;
    }
    if (r->hs_k == (size_t)-1) return false;
    if (r->hs_k == 0) { /* back to what was typed */
        eb_set(&r->eb, sb_str(&r->hs_orig), r->hs_orig.len);
        r->hs_k = (size_t)-1;
        r->hs_match_len = 0;
        return true;
    }
    r->hs_k--;
    return show(r, r->hs_k);
}

bool hs_delete(Reader *r)
{
    if (!r->hs_active || r->hs_token || r->hs_k == (size_t)-1) return false;
    History *h = rd_history(r);
    StrBuf gone = STRBUF_INIT;
    sb_append(&gone, eb_str(&r->eb));
    hist_delete(h, sb_str(&gone));
    hist_save(h, false);
    sb_fini(&gone);
    /* the matches again, without it: the next older one stands where it
       stood, else the next newer one, else what was typed */
    hist_search_end(&r->hs);
    hist_search_begin(&r->hs, h, sb_str(&r->hs_query), r->hs_how, r->hs_flags);
    while (r->hs_k != (size_t)-1 && !show(r, r->hs_k)) r->hs_k--;
    if (r->hs_k == (size_t)-1) {
        eb_set(&r->eb, sb_str(&r->hs_orig), r->hs_orig.len);
        r->hs_match_len = 0;
    }
    return true;
}
