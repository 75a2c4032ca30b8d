/* interactive/pager_keys.c - the completion pager in the editor: showing it
 * under the line, the keys and clicks while it is shown, and clicks in the
 * command line.
 *
 * Completion hands pk_open a list; it shows under the line with nothing
 * selected. While it is shown its keys come here before the bindings, as
 * fish 4 treats them:
 *   Tab, shift-Tab   show all of a long list, then select the next / the
 *                    previous candidate (down the columns)
 *   arrows           move in the grid (Up on the first candidate: none
 *                    selected, the line as it was); Left and Right only while
 *                    a candidate is selected
 *   Page Up / Down   a screenful; space too while rows remain below
 *   ctrl-s, or / while a candidate is selected: the search field; typing
 *                    then filters, Backspace and ctrl-u edit it, ctrl-s hides it
 *   Enter            keeps the selected candidate in the line and closes the
 *                    pager (nothing runs); with none selected closes it and runs
 *                    the line
 *   Escape, ctrl-g   close it, the line as it was before a candidate was selected
 *                    (ctrl-g through its binding, `cancel`: a binding of
 *                    ctrl-g and more keys runs while the pager is open)
 *   ctrl-c           the same, then cancels the line as always
 *   any other key    does what it does; a function that changes the line
 *                    closes the pager first, keeping the selected candidate
 * The selected candidate stands in the line at once, as one undo step that
 * the next selection replaces.
 *
 * The mouse: a left click in the command line moves the cursor there,
 * whenever the terminal reports one. Kitty and ghostty report clicks on the
 * prompt without mouse reporting, because the shell's OSC 133 prompt mark
 * says click_events=1 (fish 4.1's way), so the terminal's own text
 * selection keeps working. Mouse reporting (SGR) is turned on only while the
 * pager is shown: a click on a candidate selects it, on "…and N more rows"
 * shows them, the wheel scrolls, and a click in the line closes the pager.
 * The screen does not know which terminal row the prompt is on, so a click
 * asks for the cursor position (CSI 6n) and is placed when the answer
 * comes, as fish does. */
#include "interactive/reader_impl.h"

#include "base/utf8.h"

#include <string.h>

void pk_init(Reader *r)
{
    pager_init(&r->pg.pager);
    pager_init(&r->hp_pager);
}

void pk_fini(Reader *r)
{
    pager_fini(&r->pg.pager);
    pager_fini(&r->hp_pager);
    sb_fini(&r->pg.looks);
}

/* The line shows the selected candidate in place of the token, or the line
 * as it was when none is selected. */
static void show_selection(Reader *r)
{
    PagerUi *u = &r->pg;
    if (u->edited) eb_undo(&r->eb);
    u->edited = false;
    size_t k = pager_selected(&u->pager);
    if (k != PAGER_NONE) {
        size_t back;
        Str ins = pager_insert_text(&u->pager, k, &back);
        if (ins.len || u->to > u->from) {
            eb_replace(&r->eb, u->from, u->to - u->from, ins, u->from + ins.len - back, false);
            u->edited = true;
        }
    }
    r->redraw = true;
}

void pk_open(Reader *r, Str prefix, const PagerItem *items, size_t n, size_t token_from, size_t token_to)
{
    PagerUi *u = &r->pg;
    pk_close(r, false);
    if (!n || token_from > token_to || token_to > r->eb.text.len) return;
    pager_set(&u->pager, prefix, items, n);
    u->open = true;
    u->edited = false;
    u->from = token_from;
    u->to = token_to;
    eb_seal(&r->eb);
    term_mouse(&r->term, true);
    r->redraw = true;
}

void pk_close(Reader *r, bool restore)
{
    PagerUi *u = &r->pg;
    if (!u->open) return;
    if (restore && u->edited) eb_undo(&r->eb);
    u->edited = false;
    u->open = false;
    pager_clear(&u->pager);
    term_mouse(&r->term, false);
    sb_clear(&r->below);
    r->redraw = true;
}

static void move(Reader *r, PagerMove m)
{
    if (pager_move(&r->pg.pager, m)) show_selection(r);
    r->redraw = true;
}

/* Tab, or shift-Tab (back): fish's second Tab shows the rest of a long
 * list, the next ones select. */
static void tab(Reader *r, bool back)
{
    Pager *p = &r->pg.pager;
    if (r->redraw) rd_draw(r); /* keys typed ahead: the list as shown decides */
    if (pager_undisclosed(p)) pager_disclose(p);
    else move(r, back ? PAGER_PREV : PAGER_NEXT);
    r->redraw = true;
}

/* A screenful: the selection moves by one, or the rows shown do. */
static void page(Reader *r, bool down)
{
    Pager *p = &r->pg.pager;
    if (pager_selected(p) != PAGER_NONE) {
        move(r, down ? PAGER_PAGE_SOUTH : PAGER_PAGE_NORTH);
        return;
    }
    long rows = (long)(p->row_end - p->row_start);
    if (rows < 1) rows = 1;
    if (pager_scroll(p, down ? rows : -rows)) r->redraw = true;
}

bool pk_toggle_search(Reader *r)
{
    PagerUi *u = &r->pg;
    if (!u->open) return false;
    pager_search_toggle(&u->pager);
    /* searching selects the first candidate, as fish */
    if (pager_searching(&u->pager) && pager_selected(&u->pager) == PAGER_NONE) pager_move(&u->pager, PAGER_SOUTH);
    show_selection(r);
    return true;
}

/* The search field's text becomes text. */
static void set_search(Reader *r, Str text)
{
    pager_search_set(&r->pg.pager, text);
    show_selection(r);
}

/* A key while the search field is shown: typing and its editing keys. */
static bool search_key(Reader *r, const KeyEvent *ev)
{
    Pager *p = &r->pg.pager;
    Key k = ev->key;
    Str q = pager_search_text(p);
    StrBuf t = STRBUF_INIT;
    bool taken = true;
    uint32_t c = kd_typed_char(ev);
    if (c && !(k.mods & (KEY_MOD_CTRL | KEY_MOD_ALT))) {
        char b[4];
        sb_append(&t, q);
        sb_append_mem(&t, b, utf8_encode(c, b));
        set_search(r, sb_str(&t));
    } else if ((k.cp == KEY_BACKSPACE && !k.mods) || (k.mods == KEY_MOD_CTRL && k.cp == 'h')) {
        if (q.len) set_search(r, str_sub(q, 0, eb_prev_char(q, q.len)));
    } else if (k.mods == KEY_MOD_CTRL && k.cp == 'u') {
        set_search(r, STR(""));
    } else {
        taken = false;
    }
    sb_fini(&t);
    return taken;
}

static bool is_enter(Key k)
{
    return (k.cp == KEY_ENTER && !k.mods) || (k.mods == KEY_MOD_CTRL && (k.cp == 'j' || k.cp == 'm'));
}

/* A key while the pager is shown; false when it goes on to the bindings. */
static bool key(Reader *r, const KeyEvent *ev)
{
    PagerUi *u = &r->pg;
    Pager *p = &u->pager;
    Key k = ev->key;
    bool selecting = pager_selected(p) != PAGER_NONE;
    if (r->nkeys || r->arg_key) return false; /* inside a binding's key sequence */
    if (pager_searching(p) && search_key(r, ev)) return true;
    if (k.cp == KEY_TAB && !(k.mods & ~(unsigned)KEY_MOD_SHIFT)) {
        tab(r, k.mods & KEY_MOD_SHIFT);
        return true;
    }
    if (!k.mods) {
        switch (k.cp) {
        case KEY_DOWN: move(r, PAGER_SOUTH); return true;
        case KEY_UP: move(r, pager_selected(p) == 0 ? PAGER_DESELECT : PAGER_NORTH); return true;
        case KEY_LEFT:
        case KEY_RIGHT:
            if (!selecting) break;
            move(r, k.cp == KEY_LEFT ? PAGER_WEST : PAGER_EAST);
            return true;
        case KEY_PAGEDOWN: page(r, true); return true;
        case KEY_PAGEUP: page(r, false); return true;
        case KEY_SPACE:
        case ' ':
            if (!pager_more_below(p)) break;
            page(r, true);
            return true;
        case '/':
            if (!selecting) break;
            pk_toggle_search(r);
            return true;
        case KEY_ESCAPE: pk_close(r, true); return true;
        default: break;
        }
    }
    if (k.mods == KEY_MOD_CTRL && k.cp == 's') return pk_toggle_search(r);
    if (k.mods == KEY_MOD_CTRL && k.cp == 'c') {
        pk_close(r, true);
        return false; /* and the line is cancelled */
    }
    if (is_enter(k)) {
        pk_close(r, false);
        return selecting; /* with nothing selected the line runs */
    }
    return false;
}

bool pk_function(Reader *r, InputFn f, bool *ok)
{
    PagerUi *u = &r->pg;
    if (!u->open) return false;
    Pager *p = &u->pager;
    bool selecting = pager_selected(p) != PAGER_NONE;
    *ok = true;
    switch (f) {
    case INPUTFN_COMPLETE:
    case INPUTFN_COMPLETE_AND_SEARCH: tab(r, f == INPUTFN_COMPLETE_AND_SEARCH); return true;
    case INPUTFN_PAGER_TOGGLE_SEARCH: pk_toggle_search(r); return true;
    case INPUTFN_DOWN_LINE: move(r, PAGER_SOUTH); return true;
    case INPUTFN_UP_LINE: move(r, pager_selected(p) == 0 ? PAGER_DESELECT : PAGER_NORTH); return true;
    case INPUTFN_BACKWARD_CHAR:
    case INPUTFN_FORWARD_CHAR:
    case INPUTFN_FORWARD_SINGLE_CHAR:
        if (!selecting) return false; /* the cursor moves; the pager stays */
        move(r, f == INPUTFN_BACKWARD_CHAR ? PAGER_WEST : PAGER_EAST);
        return true;
    case INPUTFN_BEGINNING_OF_HISTORY:
    case INPUTFN_END_OF_HISTORY:
        if (!selecting) break;
        page(r, f == INPUTFN_END_OF_HISTORY);
        return true;
    case INPUTFN_EXECUTE:
        pk_close(r, false);
        return selecting; /* taking the candidate runs nothing */
    case INPUTFN_CANCEL: pk_close(r, true); return false;
    /* these leave the line alone: the pager stays */
    case INPUTFN_REPAINT:
    case INPUTFN_FORCE_REPAINT:
    case INPUTFN_REPAINT_MODE:
    case INPUTFN_SUPPRESS_AUTOSUGGESTION:
    case INPUTFN_BACKWARD_CHAR_PASSIVE:
    case INPUTFN_FORWARD_CHAR_PASSIVE:
    case INPUTFN_AND:
    case INPUTFN_OR:
        return false;
    default: break;
    }
    pk_close(r, false);
    return false;
}

/* ---- the mouse ---- */

static bool mouse(Reader *r, const KeyEvent *ev)
{
    PagerUi *u = &r->pg;
    unsigned b = ev->button;
    if (ev->release || (b & 32)) return true; /* releases, drags */
    if (b & 64) {                              /* the wheel: 64 up, 65 down */
        if (u->open && pager_scroll(&u->pager, b & 1 ? 3 : -3)) r->redraw = true;
        return true;
    }
    if (b != 0 || ev->key.mods || !ev->row || !ev->col) return true; /* left button alone */
    u->click = true;
    u->click_y = ev->row - 1;
    u->click_x = ev->col - 1;
    term_control(&r->term, "\033[6n", 4);
    return true;
}

/* The answer to a click's cursor position query: the click is placed. */
static bool cursor_report(Reader *r, const KeyEvent *ev)
{
    PagerUi *u = &r->pg;
    if (!u->click || !ev->row) return false;
    u->click = false;
    size_t row = 0, col = 0, k = 0;
    switch (scr_locate(&r->scr, ev->row - 1, u->click_y, u->click_x, &row, &col)) {
    case SCR_IN_LINE:
        pk_close(r, false);
        r->eb.cursor = scr_offset_at(&r->scr, eb_str(&r->eb), r->indents, row, col);
        ed_clamp_cursor(r);
        r->have_goal = false;
        r->redraw = true;
        break;
    case SCR_IN_BELOW:
        if (!u->open) break;
        switch (pager_hit(&u->pager, row, col, &k)) {
        case PAGER_HIT_ENTRY:
            if (pager_select(&u->pager, k)) show_selection(r);
            break;
        case PAGER_HIT_PROGRESS:
            page(r, true);
            break;
        default: break;
        }
        r->redraw = true;
        break;
    default: break;
    }
    return true;
}

bool pk_event(Reader *r, const KeyEvent *ev)
{
    PagerUi *u = &r->pg;
    switch (ev->type) {
    case KEV_KEY: return u->open && key(r, ev);
    case KEV_MOUSE: return mouse(r, ev);
    case KEV_CURSOR_POS: return cursor_report(r, ev);
    case KEV_PASTE:
        if (u->open && pager_searching(&u->pager) && !memchr(ev->text.ptr, '\n', ev->text.len)) {
            StrBuf t = STRBUF_INIT;
            sb_append(&t, pager_search_text(&u->pager));
            sb_append(&t, ev->text);
            set_search(r, sb_str(&t));
            sb_fini(&t);
            return true;
        }
        pk_close(r, false);
        return false;
    default: return false;
    }
}

/* ---- drawing ---- */

/* The roles of an entry's parts, band by band (fish's: the parentheses in
 * the completion's look, the secondary rows' in the primary one). */
static const struct {
    uint8_t bg, part[PAGER_PARTS];
} bands[PAGER_BANDS] = {
    [PAGER_BAND_PRIMARY] = {HL_PAGER_BACKGROUND,
                            {HL_NORMAL, HL_PAGER_PREFIX, HL_PAGER_COMPLETION, HL_PAGER_DESCRIPTION,
                             HL_PAGER_COMPLETION}},
    [PAGER_BAND_SECONDARY] = {HL_PAGER_SECONDARY_BACKGROUND,
                              {HL_NORMAL, HL_PAGER_SECONDARY_PREFIX, HL_PAGER_SECONDARY_COMPLETION,
                               HL_PAGER_SECONDARY_DESCRIPTION, HL_PAGER_COMPLETION}},
    [PAGER_BAND_SELECTED] = {HL_PAGER_SELECTED_BACKGROUND,
                             {HL_NORMAL, HL_PAGER_SELECTED_PREFIX, HL_PAGER_SELECTED_COMPLETION,
                              HL_PAGER_SELECTED_DESCRIPTION, HL_PAGER_SELECTED_COMPLETION}},
};

/* The escapes of the pager's styles, made again when a colour changed. */
static void looks(Reader *r, PagerStyles *st)
{
    PagerUi *u = &r->pg;
    unsigned gen = r->sh->color_generation + 1;
    if (u->looks_gen != gen) {
        sb_clear(&u->looks);
        for (int i = 0; i < PAGER_STYLE_COUNT; i++) {
            u->look_at[i] = u->looks.len;
            if (i == PAGER_ST_PROGRESS) {
                hl_escape_pair(r->hl, HL_PAGER_PROGRESS, HL_PAGER_PROGRESS, false, &u->looks);
            } else if (i == PAGER_ST_SEARCH) {
                hl_escape_pair(r->hl, HL_NORMAL, HL_NORMAL, true, &u->looks);
            } else if (i >= PAGER_ST_ITEMS) {
                int band = (i - PAGER_ST_ITEMS) / PAGER_PARTS, part = (i - PAGER_ST_ITEMS) % PAGER_PARTS;
                hl_escape_pair(r->hl, (HlRole)bands[band].part[part], (HlRole)bands[band].bg, false, &u->looks);
            }
        }
        u->look_at[PAGER_STYLE_COUNT] = u->looks.len;
        u->looks_gen = gen;
    }
    for (int i = 0; i < PAGER_STYLE_COUNT; i++) {
        Str e = str_make(u->looks.ptr + u->look_at[i], u->look_at[i + 1] - u->look_at[i]);
        st->esc[i] = str_eq(e, STR("\033[m")) ? STR("") : e; /* the default look: no escapes */
    }
}

void pk_render(Reader *r, ScrFrame *f)
{
    PagerUi *u = &r->pg;
    Pager *pg = u->open ? &u->pager : r->hp_active ? &r->hp_pager : NULL; /* completion or ctrl-r */
    if (!pg) return;
    /* an autosuggestion stays while no candidate is chosen, as fish (a
       chosen one changed the line); none with the history pager */
    if (pg != &u->pager || pager_selected(pg) != PAGER_NONE) f->suggestion = STR("");
    size_t used = scr_frame_rows(&r->scr, f);
    size_t rows = r->term.rows > 0 ? (size_t)r->term.rows : 0;
    PagerStyles st;
    looks(r, &st);
    pager_render(pg, r->term.cols > 0 ? (size_t)r->term.cols : 0, rows > used ? rows - used : 0, &st, &r->below);
    f->below = sb_str(&r->below);
    if (pager_searching(pg) && r->below.len) {
        f->below_cursor = true;
        f->below_row = 0;
        f->below_col = pager_search_cursor(pg);
    }
}

void pk_link(Reader *r, EditorLink *e)
{
    PagerUi *u = &r->pg;
    e->pager = u->open;
    e->pager_full = u->open && !pager_more_below(&u->pager);
    e->search_field_shown = u->open && pager_searching(&u->pager);
    sb_clear(&e->search_field);
    if (e->search_field_shown) sb_append(&e->search_field, pager_search_text(&u->pager));
    e->search_cursor = e->search_field.len;
}
