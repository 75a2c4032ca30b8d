/* interactive/histpager.c - ctrl-r: incremental history search shown under
 * the command line.
 *
 * What is typed goes to a search field; the newest entries holding it (as a
 * substring, or when none does as a subsequence: fuzzy) are listed below,
 * newest first, one selected. Down and ctrl-r go to older ones, Up and
 * ctrl-s back to newer ones, Enter puts the selected entry in the command
 * line (or, when none matched, what was searched for), Escape leaves the
 * line as it was, ctrl-c clears it as it does outside the search. A key bound
 * to input functions that erase backwards (backward-delete-char, the
 * backward-kill ones: ctrl-w takes a path component) edits the field, and
 * history-delete there deletes the selected entry from history. The list is drawn
 * by the completion pager (pager.c), in its colours, with its search field. */
#include "interactive/reader_impl.h"

#include "base/utf8.h"
#include "interactive/pager.h"
#include "interactive/words.h"
#include "store/bind.h"
#include "store/history.h"
#include "store/inputfn.h"

#include <string.h>

/* Runs the search for the field's text: r->hp_found gets the matches. */
static void refresh(Reader *r)
{
    History *h = rd_history(r);
    Str q = sb_str(&r->hp_query);
    r->hp_n = 0;
    for (int pass = 0; pass < 2 && !r->hp_n; pass++) {
        HistSearch s;
        hist_search_begin(&s, h, q, pass ? HIST_SUBSEQUENCE : HIST_CONTAINS, hist_smartcase(q));
        for (size_t k = 0; r->hp_n < HP_MAX; k++) {
            size_t idx = hist_search_at(&s, k);
            if (idx == HIST_NONE) break;
            r->hp_found[r->hp_n++] = idx;
        }
        hist_search_end(&s);
        if (!q.len) break;
    }
    if (r->hp_sel >= r->hp_n) r->hp_sel = r->hp_n ? r->hp_n - 1 : 0;
}

/* The pager's list: the field, then the matches (drawn by pk_render). */
static void render(Reader *r)
{
    History *h = rd_history(r);
    PagerItem items[HP_MAX];
    for (size_t i = 0; i < r->hp_n; i++) {
        Str t = hist_text(h, r->hp_found[i]);
        items[i] = (PagerItem){.display = t, .insert = t};
    }
    pager_set(&r->hp_pager, STR(""), items, r->hp_n);
    pager_field(&r->hp_pager, sb_str(&r->hp_query));
    pager_select(&r->hp_pager, r->hp_sel);
    r->redraw = true;
}

void hp_open(Reader *r)
{
    r->hp_active = true;
    sb_clear(&r->hp_query);
    sb_append(&r->hp_query, eb_str(&r->eb)); /* what is typed starts the search */
    r->hp_sel = 0;
    refresh(r);
    render(r);
}

static void close_pager(Reader *r, bool take)
{
    if (take && r->hp_n) {
        Str t = hist_text(rd_history(r), r->hp_found[r->hp_sel]);
        eb_set(&r->eb, t, t.len);
    } else if (take && r->hp_query.len) { /* nothing found: what was searched for */
        eb_set(&r->eb, sb_str(&r->hp_query), r->hp_query.len);
    }
    r->hp_active = false;
    pager_clear(&r->hp_pager);
    sb_clear(&r->below);
    r->redraw = true;
}

/* The field is cut at offset to; the search runs again. */
static void cut_query(Reader *r, size_t to)
{
    r->hp_query.len = to;
    if (r->hp_query.ptr) r->hp_query.ptr[to] = '\0';
    r->hp_sel = 0;
    refresh(r);
    render(r);
}

/* history-delete: the selected entry leaves history, the list is made again. */
static bool delete_selected(Reader *r)
{
    if (!r->hp_n) return false;
    History *h = rd_history(r);
    StrBuf gone = STRBUF_INIT;
    sb_append(&gone, hist_text(h, r->hp_found[r->hp_sel]));
    hist_delete(h, sb_str(&gone));
    hist_save(h, false);
    sb_fini(&gone);
    refresh(r);
    render(r);
    return true;
}

/* Where a bound input function cuts the search field (the cursor is at its
 * end), or deletes the selected entry (*del); false when the field has no
 * use for it. */
static bool field_cut(Str q, InputFn f, size_t *to, bool *del)
{
    *del = false;
    switch (f) {
    case INPUTFN_BACKWARD_DELETE_CHAR: *to = q.len ? eb_prev_char(q, q.len) : 0; return true;
    case INPUTFN_BACKWARD_KILL_WORD: *to = word_move(q, q.len, WORD_PUNCT, false); return true;
    case INPUTFN_BACKWARD_KILL_BIGWORD: *to = word_move(q, q.len, WORD_SPACE, false); return true;
    case INPUTFN_BACKWARD_KILL_PATH_COMPONENT:
        *to = word_move(q, q.len, WORD_PATH, false);
        return true;
    case INPUTFN_BACKWARD_KILL_TOKEN: *to = word_token_move(q, q.len, false); return true;
    case INPUTFN_BACKWARD_KILL_LINE:
    case INPUTFN_KILL_WHOLE_LINE: *to = 0; return true;
    case INPUTFN_HISTORY_DELETE:
    case INPUTFN_HISTORY_PAGER_DELETE: *del = true; return true;
    default: return false;
    }
}

/* The key's binding when it is input functions the field knows (with and,
 * or), run on the field, as fish makes the field the line being edited;
 * false (nothing done) for any other binding. */
static bool field_binding(Reader *r, Key k)
{
    const Binding *b = NULL;
    size_t to;
    bool del;
    bind_match(r->sh->binds, rd_bind_mode(r), &k, 1, &b);
    if (!b || !b->commands.n) return false;
    for (size_t i = 0; i < b->commands.n; i++) {
        int f = inputfn_lookup(b->commands.items[i]);
        if (f != INPUTFN_AND && f != INPUTFN_OR &&
            (f < 0 || !field_cut(STR(""), (InputFn)f, &to, &del)))
            return false;
    }
    bool ok = true;
    for (size_t i = 0; i < b->commands.n; i++) {
        int f = inputfn_lookup(b->commands.items[i]);
        if (f == INPUTFN_AND || f == INPUTFN_OR) {
            if (ok != (f == INPUTFN_AND)) break;
            continue;
        }
        Str q = sb_str(&r->hp_query);
        field_cut(q, (InputFn)f, &to, &del);
        if (del) {
            ok = delete_selected(r);
        } else {
            ok = to < q.len;
            if (ok) cut_query(r, to);
        }
    }
    return true;
}

bool hp_key(Reader *r, const KeyEvent *ev)
{
    Key k = ev->key;
    bool ctrl = k.mods & KEY_MOD_CTRL;
    if (k.cp == KEY_ENTER || (ctrl && (k.cp == 'j' || k.cp == 'm'))) {
        close_pager(r, true);
    } else if (k.cp == KEY_ESCAPE || (ctrl && k.cp == 'g')) {
        close_pager(r, false);
    } else if (ctrl && k.cp == 'c') { /* ctrl-c: out of the search, the line cleared */
        close_pager(r, false);
        ed_run(r, INPUTFN_CLEAR_COMMANDLINE);
    } else if (k.cp == KEY_DOWN || (ctrl && (k.cp == 'r' || k.cp == 'n'))) {
        if (r->hp_sel + 1 < r->hp_n) r->hp_sel++; /* older */
        render(r);
    } else if (k.cp == KEY_UP || (ctrl && (k.cp == 's' || k.cp == 'p'))) {
        if (r->hp_sel) r->hp_sel--; /* newer */
        render(r);
    } else if (field_binding(r, k)) {
        return true;
    } else if (k.cp == KEY_BACKSPACE || (ctrl && k.cp == 'h')) { /* unbound: still erase */
        Str q = sb_str(&r->hp_query);
        cut_query(r, q.len ? eb_prev_char(q, q.len) : 0);
    } else if (ctrl && k.cp == 'u') {
        cut_query(r, 0);
    } else {
        uint32_t c = kd_typed_char(ev);
        if (!c) return true; /* other keys do nothing while searching */
        char buf[4];
        sb_append_mem(&r->hp_query, buf, utf8_encode(c, buf));
        r->hp_sel = 0;
        refresh(r);
        render(r);
    }
    return true;
}
