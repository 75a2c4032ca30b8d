/* interactive/histpager.c - ctrl-r: the history pager, fish 4's search of
 * history shown under the command line.
 *
 * The command substitution at the cursor (or, when that has several
 * lines, the line at the cursor) starts the search field, its `*` escaped,
 * and is what the selected entry replaces (during an Up search the field
 * starts with its text instead); typing goes to the field. Entries
 * holding it (a substring, where a `*` is a wildcard; when none does and it
 * has no wildcard, its characters in order: fuzzy), each command once,
 * newest first, are listed a page at a time in the completion pager's
 * columns after a "► ", with "Items A to B of N" below when the page is not
 * all of them (A and B count entries from the newest, as fish numbers
 * history; N is the size of history). A page holds half the terminal's rows
 * less two, at least 12. One entry is selected and stands in the command
 * line: the newest at first and after the field changes. The arrows, Tab and
 * shift-Tab move in the pager's grid (Up from the first entry selects none:
 * the line as it was); ctrl-r (or a key bound to history-pager) shows the
 * next page (older), ctrl-s (pager-toggle-search) the one before. Enter
 * keeps the line (when none is selected, what was searched for goes in it),
 * Escape and ctrl-g put back the line as it was, ctrl-c clears it as it
 * does outside the search. A key bound to input functions that erase
 * backwards (backward-delete-char, the backward-kill ones: ctrl-w takes a
 * path component) edits the field, and history-delete deletes the selected
 * entry from history; the page is then made again from where it started,
 * the same place selected (from the last page's only entry: the page
 * before, its last entry). A pasted line goes into the field. The lines
 * shown are one undo step. */
#include "interactive/reader_impl.h"

#include "base/check.h"
#include "base/utf8.h"
#include "interactive/pager.h"
#include "interactive/words.h"
#include "parse/extent.h"
#include "store/bind.h"
#include "store/history.h"
#include "store/inputfn.h"

#include <stdlib.h>
#include <string.h>

enum { PAGE_MIN = 12 }; /* a page lists at least this many entries */

/* Entries on a page: half the terminal less the search field and the
 * prompt, at least PAGE_MIN (fish's count). */
static size_t page_size(const Reader *r)
{
    size_t half = r->term.rows > 0 ? (size_t)r->term.rows / 2 : 0;
    return half > PAGE_MIN + 2 ? half - 2 : PAGE_MIN;
}

/* Match k of the search (newest first), or HIST_NONE. */
static size_t match(Reader *r, size_t k)
{
    return hist_search_at(&r->hp_search, k);
}

/* The field holds a `*` no backslash makes literal: a wildcard. */
static bool has_wildcard(Str q)
{
    for (size_t i = 0; i < q.len; i++) {
        if (q.ptr[i] == '\\') i++;
        else if (q.ptr[i] == '*') return true;
    }
    return false;
}

/* Starts the search for the field's text: a wildcard pattern when it holds
 * a `*` (anywhere in the entry; `\*` is a star), else a substring; when
 * nothing matches and it has no wildcard, its characters in order. */
static void search(Reader *r)
{
    History *h = rd_history(r);
    Str q = sb_str(&r->hp_query);
    HistMatch how = q.len && memchr(q.ptr, '*', q.len) ? HIST_CONTAINS_GLOB : HIST_CONTAINS;
    hist_search_end(&r->hp_search);
    hist_search_begin(&r->hp_search, h, q, how, hist_smartcase(q));
    if (q.len && match(r, 0) == HIST_NONE && !has_wildcard(q)) {
        hist_search_end(&r->hp_search);
        hist_search_begin(&r->hp_search, h, q, HIST_SUBSEQUENCE, hist_smartcase(q));
    }
}

/* The entries not deleted: the size of history as fish counts it. */
static size_t live_count(History *h)
{
    size_t live = 0;
    for (size_t j = hist_count(h); j-- > 0;) live += !hist_is_deleted(h, j);
    return live;
}

/* fish's numbers, which count from the newest entry (1) and skip deleted
 * ones, for entries a and b (*na, *nb; HIST_NONE: none, 0). The pass goes
 * only as far back as the older of them. */
static void fish_numbers(History *h, size_t a, size_t b, size_t *na, size_t *nb)
{
    size_t live = 0, stop = a < b ? a : b;
    *na = *nb = 0;
    for (size_t j = hist_count(h); stop != HIST_NONE && j-- > stop;) {
        live += !hist_is_deleted(h, j);
        if (j == a) *na = live;
        if (j == b) *nb = live;
    }
}

/* The command line with text in place of the part searched for, the
 * cursor after it. */
static void put(Reader *r, Str text)
{
    Str orig = sb_str(&r->hp_orig);
    StrBuf t = STRBUF_INIT;
    sb_append(&t, str_sub(orig, 0, r->hp_from));
    sb_append(&t, text);
    sb_append(&t, str_sub(orig, r->hp_to, orig.len - r->hp_to));
    if (!str_eq(sb_str(&t), eb_str(&r->eb))) eb_set(&r->eb, sb_str(&t), r->hp_from + text.len);
    sb_fini(&t);
}

/* The command line shows the selected entry, or the line as it was. */
static void show_selection(Reader *r)
{
    size_t k = pager_selected(&r->hp_pager);
    if (k != PAGER_NONE) put(r, pager_insert_text(&r->hp_pager, k, NULL)); /* the pager's copy */
    else if (!str_eq(sb_str(&r->hp_orig), eb_str(&r->eb)))
        eb_set(&r->eb, sb_str(&r->hp_orig), r->hp_orig_cursor);
    r->redraw = true;
}

/* Lists the page of matches from match first on, entry sel of it selected
 * (PAGER_NONE: none; past its end: its last). */
static void fill(Reader *r, size_t first, size_t sel)
{
    History *h = rd_history(r);
    size_t max = page_size(r), n = 0;
    PagerItem *items = xreallocarray(NULL, max, sizeof *items);
    for (size_t idx; n < max && (idx = match(r, first + n)) != HIST_NONE; n++) {
        Str t = hist_text(h, idx);
        items[n] = (PagerItem){.display = t, .insert = t};
    }
    r->hp_first = first;
    r->hp_n = n;
    pager_set(&r->hp_pager, STR("► "), items, n);
    free(items);
    pager_field(&r->hp_pager, sb_str(&r->hp_query));
    size_t next = match(r, first + n);
    if (n && (first || next != HIST_NONE)) {
        StrBuf t = STRBUF_INIT;
        size_t from, to, size = r->hp_size;
        fish_numbers(h, first ? match(r, first) : HIST_NONE, next, &from, &to);
        sb_printf(&t, "Items %zu to %zu of %zu", first ? from : 1,
                  next != HIST_NONE ? to - 1 : size, size);
        pager_set_footer(&r->hp_pager, sb_str(&t));
        sb_fini(&t);
    }
    if (sel != PAGER_NONE && n) pager_select(&r->hp_pager, sel < n ? sel : n - 1);
    show_selection(r);
}

void hp_open(Reader *r)
{
    r->hp_active = true;
    Str line = eb_str(&r->eb);
    size_t cursor = r->eb.cursor;
    sb_clear(&r->hp_orig);
    sb_append(&r->hp_orig, line);
    r->hp_orig_cursor = cursor;
    /* what is searched for, and replaced: the command substitution at the
       cursor, or the line of it when that has several */
    Span sub = extent_cmdsub(line, cursor, 0);
    if (sub.end > sub.start && memchr(line.ptr + sub.start, '\n', sub.end - sub.start)) {
        sub.start = cursor;
        while (sub.start && line.ptr[sub.start - 1] != '\n') sub.start--;
        const char *nl =
            cursor < line.len ? memchr(line.ptr + cursor, '\n', line.len - cursor) : NULL;
        sub.end = nl ? (size_t)(nl - line.ptr) : line.len;
    }
    r->hp_from = sub.start;
    r->hp_to = sub.end;
    sb_clear(&r->hp_query);
    if (r->hs_active && !r->hs_token && r->hs_query.len) {
        sb_append(&r->hp_query, sb_str(&r->hs_query)); /* an Up search's text goes on */
    } else {
        for (size_t i = sub.start; i < sub.end; i++) { /* its stars literal */
            if (line.ptr[i] == '*') sb_append_char(&r->hp_query, '\\');
            sb_append_char(&r->hp_query, line.ptr[i]);
        }
    }
    hs_end(r, false); /* the line it shows stays */
    eb_group_begin(&r->eb);
    r->hp_size = live_count(rd_history(r));
    search(r);
    fill(r, 0, 0);
}

/* Closes the pager; the line stays as it is. */
void hp_end(Reader *r)
{
    if (!r->hp_active) return;
    r->hp_active = false;
    hist_search_end(&r->hp_search);
    eb_group_end(&r->eb);
    pager_clear(&r->hp_pager);
    sb_clear(&r->below);
    r->redraw = true;
}

/* Enter (take), or Escape: the line as it was. */
static void close_pager(Reader *r, bool take)
{
    if (!take) {
        pager_move(&r->hp_pager, PAGER_DESELECT);
        show_selection(r);
    } else if (pager_selected(&r->hp_pager) == PAGER_NONE && r->hp_query.len) {
        put(r, sb_str(&r->hp_query)); /* nothing chosen: what was searched for */
    }
    hp_end(r);
}

/* The field's text changed: the search runs again from the newest entry. */
static void query_changed(Reader *r)
{
    search(r);
    fill(r, 0, 0);
}

/* The field is cut at offset to. */
static void cut_query(Reader *r, size_t to)
{
    r->hp_query.len = to;
    if (r->hp_query.ptr) r->hp_query.ptr[to] = '\0';
    query_changed(r);
}

/* history-delete: the selected entry leaves history; the page is made again
 * from where it started (fish's refresh). */
static bool delete_selected(Reader *r)
{
    size_t sel = pager_selected(&r->hp_pager);
    if (sel == PAGER_NONE) return false;
    History *h = rd_history(r);
    hist_delete(h, pager_insert_text(&r->hp_pager, sel, NULL));
    hist_save(h, false);
    r->hp_size = live_count(h);
    search(r);
    size_t first = r->hp_first, size = page_size(r);
    /* the last page emptied: the one before, its last entry */
    if (first && match(r, first) == HIST_NONE) fill(r, first > size ? first - size : 0, size);
    else fill(r, first, sel);
    return true;
}

/* ctrl-r (older) and ctrl-s (newer), or keys bound to history-pager and
 * pager-toggle-search: the next or the previous page, its first entry
 * selected; nothing past either end. */
static void turn_page(Reader *r, bool older)
{
    size_t size = page_size(r), first = r->hp_first;
    if (older && match(r, first + r->hp_n) != HIST_NONE) fill(r, first + r->hp_n, 0);
    else if (!older && first) fill(r, first > size ? first - size : 0, 0);
}

/* What a bound input function does in the pager. */
typedef enum FieldAct {
    ACT_NONE,   /* nothing: the pager has no use for it */
    ACT_CUT,    /* cuts the search field (its cursor is at its end) */
    ACT_DELETE, /* deletes the selected entry */
    ACT_OLDER,  /* turns the page */
    ACT_NEWER,
} FieldAct;

/* What f does, and for ACT_CUT where it cuts q (*to). */
static FieldAct field_act(Str q, InputFn f, size_t *to)
{
    *to = q.len;
    switch (f) {
    case INPUTFN_BACKWARD_DELETE_CHAR: *to = q.len ? eb_prev_char(q, q.len) : 0; return ACT_CUT;
    case INPUTFN_BACKWARD_KILL_WORD: *to = word_move(q, q.len, WORD_PUNCT, false); return ACT_CUT;
    case INPUTFN_BACKWARD_KILL_BIGWORD:
        *to = word_move(q, q.len, WORD_SPACE, false);
        return ACT_CUT;
    case INPUTFN_BACKWARD_KILL_PATH_COMPONENT:
        *to = word_move(q, q.len, WORD_PATH, false);
        return ACT_CUT;
    case INPUTFN_BACKWARD_KILL_TOKEN: *to = word_token_move(q, q.len, false); return ACT_CUT;
    case INPUTFN_BACKWARD_KILL_LINE:
    case INPUTFN_KILL_WHOLE_LINE: *to = 0; return ACT_CUT;
    case INPUTFN_HISTORY_DELETE:
    case INPUTFN_HISTORY_PAGER_DELETE: return ACT_DELETE;
    case INPUTFN_HISTORY_PAGER: return ACT_OLDER;
    case INPUTFN_PAGER_TOGGLE_SEARCH: return ACT_NEWER;
    default: return ACT_NONE;
    }
}

/* The key's binding when it is input functions the pager knows (with and,
 * or), run on it, as fish makes the field the line being edited; false
 * (nothing done) for any other binding. */
static bool field_binding(Reader *r, Key k)
{
    const Binding *b = NULL;
    size_t to;
    bind_match(r->sh->binds, rd_bind_mode(r), &k, 1, &b);
    if (!b || !b->commands.n) return false;
    for (size_t i = 0; i < b->commands.n; i++) {
        int f = inputfn_lookup(b->commands.items[i]);
        if (f != INPUTFN_AND && f != INPUTFN_OR &&
            (f < 0 || field_act(STR(""), (InputFn)f, &to) == ACT_NONE))
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
        FieldAct act = field_act(q, (InputFn)f, &to);
        if (act == ACT_CUT) {
            ok = to < q.len;
            if (ok) cut_query(r, to);
        } else if (act == ACT_DELETE) {
            ok = delete_selected(r);
        } else {
            turn_page(r, act == ACT_OLDER);
        }
    }
    return true;
}

bool hp_paste(Reader *r, Str text)
{
    if (!r->hp_active) return false;
    if (text.len &&
        memchr(text.ptr, '\n', text.len)) { /* not for the field: the line as shown takes it */
        hp_end(r);
        return false;
    }
    sb_append(&r->hp_query, text);
    query_changed(r);
    return true;
}

/* A move in the pager's grid, as laid out when last drawn. */
static void move(Reader *r, PagerMove m)
{
    Pager *p = &r->hp_pager;
    if (r->redraw) rd_draw(r); /* keys typed ahead: the list as shown decides */
    if (m == PAGER_NORTH && pager_selected(p) == 0)
        m = PAGER_DESELECT; /* up from the first: none */
    if (pager_move(p, m)) show_selection(r);
}

bool hp_key(Reader *r, const KeyEvent *ev)
{
    Key k = ev->key;
    bool ctrl = k.mods & KEY_MOD_CTRL, plain = !k.mods;
    bool selecting = pager_selected(&r->hp_pager) != PAGER_NONE;
    if (k.cp == KEY_ENTER || (ctrl && (k.cp == 'j' || k.cp == 'm'))) {
        close_pager(r, true);
    } else if (k.cp == KEY_ESCAPE || (ctrl && k.cp == 'g')) {
        close_pager(r, false);
    } else if (ctrl && k.cp == 'c') { /* ctrl-c: out of the search, the line cleared */
        close_pager(r, false);
        ed_run(r, INPUTFN_CLEAR_COMMANDLINE);
    } else if ((plain && k.cp == KEY_DOWN) || (ctrl && k.cp == 'n')) {
        move(r, PAGER_SOUTH);
    } else if ((plain && k.cp == KEY_UP) || (ctrl && k.cp == 'p')) {
        move(r, PAGER_NORTH);
    } else if (plain && (k.cp == KEY_LEFT || k.cp == KEY_RIGHT) && selecting) {
        move(r, k.cp == KEY_LEFT ? PAGER_WEST : PAGER_EAST);
    } else if (k.cp == KEY_TAB && !(k.mods & ~(unsigned)KEY_MOD_SHIFT)) {
        move(r, k.mods & KEY_MOD_SHIFT ? PAGER_PREV : PAGER_NEXT);
    } else if (field_binding(r, k)) {
        return true;
    } else if (ctrl && (k.cp == 'r' || k.cp == 's')) { /* unbound: still turn pages */
        turn_page(r, k.cp == 'r');
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
        query_changed(r);
    }
    return true;
}
