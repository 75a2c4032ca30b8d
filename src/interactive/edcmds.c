/* interactive/edcmds.c - the input functions: what `bind` can name.
 *
 * Each works on the reader's EditBuf and returns whether it did something,
 * which `and` / `or` in a binding test. Motions keep the selection's anchor;
 * kills feed the kill ring (successive kills join one entry, as in emacs),
 * which is $fish_killring through the EditorLink; what the line kills take
 * (ctrl-k, ctrl-u, vi's dd) is offered to the system clipboard too. */
#include "interactive/reader_impl.h"

#include "base/check.h"
#include "base/utf8.h"
#include "env/event.h"
#include "env/func.h"
#include "env/var.h"
#include "exec/eval.h"
#include "exec/pipeline.h"
#include "interactive/indent.h"
#include "interactive/viword.h"
#include "interactive/words.h"
#include "parse/extent.h"
#include "parse/token.h"
#include "store/abbr.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define KILLRING_MAX 100

static Str text(const Reader *r) { return eb_str(&r->eb); }

static void move_cursor(Reader *r, size_t pos)
{
    r->eb.cursor = pos;
    eb_seal(&r->eb);
}

void ed_kill(Reader *r, size_t from, size_t to, bool backward)
{
    if (to <= from) return;
    StrList *ring = &r->sh->editor.killring;
    Str cut = str_sub(text(r), from, to - from);
    if (r->last_was_kill && ring->n) {
        StrBuf joined = STRBUF_INIT;
        if (backward) {
            sb_append(&joined, cut);
            sb_append(&joined, ring->items[0]);
        } else {
            sb_append(&joined, ring->items[0]);
            sb_append(&joined, cut);
        }
        free((char *)ring->items[0].ptr);
        ring->items[0].len = joined.len;
        ring->items[0].ptr = sb_take(&joined);
    } else {
        if (ring->n == KILLRING_MAX) sl_truncate(ring, KILLRING_MAX - 1);
        sl_push(ring, cut);
        /* newest first */
        Str newest = ring->items[ring->n - 1];
        memmove(ring->items + 1, ring->items, (ring->n - 1) * sizeof *ring->items);
        ring->items[0] = newest;
    }
    eb_delete(&r->eb, from, to);
}

/* The 2005 article's idea: ctrl-k moves the rest of the line to the
 * clipboard. Only the line kills offer their text (a word kill is an edit,
 * not a cut worth the clipboard), and at most once a batch of keys. The
 * function __minnow_clipboard_offer hands it to the desktop's tool (a
 * process: wl-copy, xsel, ...); when it has none, the terminal gets OSC 52,
 * which costs no process and reaches the clipboard over SSH too: not on the
 * Linux console, which would print it, and not for a kill over 64 KiB.
 * `set -g minnow_clipboard_kills 0` keeps kills out of the clipboard. */
void ed_offer_kill(Reader *r)
{
    Shell *sh = r->sh;
    r->kill_offer = false;
    Str text = sh->editor.killring.n ? sh->editor.killring.items[0] : STR("");
    if (!text.len) return;
    const Var *v = vars_get(sh->vars, STR("minnow_clipboard_kills"), 0);
    if (v && v->values.n && (str_eq_cstr(v->values.items[0], "0") || str_eq_cstr(v->values.items[0], "off")))
        return;
    int status = 2;
    if (funcs_get(sh->funcs, STR("__minnow_clipboard_offer")) || eval_autoload(sh, STR("__minnow_clipboard_offer"))) {
        char *arg = xmalloc(text.len + 1);
        memcpy(arg, text.ptr, text.len);
        arg[text.len] = '\0';
        char *argv[] = {(char *)"__minnow_clipboard_offer", arg, NULL};
        /* nothing of it shows: the frame stays as drawn (and a tool's
           daemon must not hold a pipe of ours open) */
        int null = open("/dev/null", O_RDWR | O_CLOEXEC);
        Io io = io_standard();
        for (int fd = 0; fd < 3 && null >= 0; fd++) io.t[fd].fd = null;
        ShellStatuses saved = shell_save_statuses(sh);
        /* the terminal stays raw: keys typed meanwhile wait, unechoed */
        status = eval_call_function(sh, argv[0], 2, argv, &io);
        if (sh->control == CTL_CANCEL) sh->control = CTL_NONE;
        term_enter(&r->term); /* a job may have changed the modes */
        shell_restore_statuses(sh, &saved);
        if (null >= 0) close(null);
        free(arg);
    }
    Str term = STR("");
    v = vars_get(sh->vars, STR("TERM"), 0);
    if (v && v->values.n) term = v->values.items[0];
    if (status == 2 && text.len <= 65536 && !str_starts_with(term, STR("linux")))
        term_clipboard(&r->term, text.ptr, text.len);
}

void ed_insert_text(Reader *r, Str s, bool typed)
{
    size_t from, to;
    if (eb_selection(&r->eb, &from, &to) && !typed) r->eb.selecting = false;
    eb_insert(&r->eb, s, typed);
}

/* ---- abbreviations ---- */

/* Whether the token that starts at offset `at` is in command position, and
 * the command of its process (for --command abbreviations). */
static bool command_position(Str s, size_t at, Str *command)
{
    Tokenizer t;
    tok_init(&t, s, TOKF_UNFINISHED | TOKF_CONTINUE);
    bool cmd = true;
    *command = STR("");
    for (Token k = tok_next(&t); k.type != TOK_NONE && k.start < at; k = tok_next(&t)) {
        switch (k.type) {
        case TOK_END: case TOK_PIPE: case TOK_ANDAND: case TOK_OROR: case TOK_BACKGROUND:
        case TOK_LBRACE: case TOK_RBRACE:
            cmd = true;
            *command = STR("");
            break;
        case TOK_STRING: {
            Str w = tok_text(&t, &k);
            if (cmd) *command = w;
            cmd = cmd && (str_eq_cstr(w, "and") || str_eq_cstr(w, "or") || str_eq_cstr(w, "not") ||
                          str_eq_cstr(w, "!") || str_eq_cstr(w, "if") || str_eq_cstr(w, "while") ||
                          str_eq_cstr(w, "begin") || str_eq_cstr(w, "else") || str_eq_cstr(w, "time") ||
                          str_eq_cstr(w, "command") || str_eq_cstr(w, "builtin") || str_eq_cstr(w, "exec"));
            break;
        }
        default:
            break;
        }
    }
    return cmd;
}

/* Runs an abbreviation's --function with the token; its output (trailing
 * newline dropped) is the expansion. False when the function fails. */
static bool run_abbr_function(Reader *r, const char *fn, Str token, StrBuf *out)
{
    Shell *sh = r->sh;
    if (!funcs_get(sh->funcs, str_cstr(fn)) && !eval_autoload(sh, str_cstr(fn))) return false;
    char *arg = xmalloc(token.len + 1);
    memcpy(arg, token.ptr, token.len);
    arg[token.len] = '\0';
    char *argv[] = {(char *)fn, arg, NULL}; /* argv[0]: the function's name */
    Io io = io_standard();
    io.t[1] = (IoTarget){.fd = -1, .buf = out};
    int saved = sh->status;
    rd_code_begin(r); /* `commandline` reads the line; changes to it are dropped, as fish's */
    int status = eval_call_function(sh, fn, 2, argv, &io);
    sh->editor.changed = false;
    rd_code_end(r);
    sh->status = saved;
    free(arg);
    if (status != 0) return false;
    while (out->len && out->ptr[out->len - 1] == '\n') out->len--;
    return true;
}

/* The word token that ends at end, or (backtrack) at end - 1 when a blank
 * was just typed after it. */
static bool token_before(Str s, size_t end, bool backtrack, Token *out)
{
    size_t want = end;
    if (backtrack && want > 0 &&
        (s.ptr[want - 1] == ' ' || s.ptr[want - 1] == '\n' || s.ptr[want - 1] == ';' ||
         s.ptr[want - 1] == '|' || s.ptr[want - 1] == '&' || s.ptr[want - 1] == '>' ||
         s.ptr[want - 1] == '<' || s.ptr[want - 1] == ')'))
        want--;
    Tokenizer t;
    tok_init(&t, s, TOKF_UNFINISHED | TOKF_CONTINUE);
    for (Token k = tok_next(&t); k.type != TOK_NONE; k = tok_next(&t)) {
        size_t kend = (size_t)k.start + k.len;
        if (k.type == TOK_STRING && (kend == end || kend == want)) {
            *out = k;
            return true;
        }
        if (k.start >= end) break;
    }
    return false;
}

bool ed_expand_abbr(Reader *r, bool backtrack)
{
    if (!r->conf.abbrs) return false;
    /* the word is looked for inside the command substitution the cursor is
     * in (an unclosed one too), as a line of its own */
    Str line = text(r);
    Span sub = extent_cmdsub(line, r->eb.cursor, 0);
    Str s = str_sub(line, sub.start, sub.end - sub.start);
    size_t end = r->eb.cursor - sub.start;
    Token tok;
    if (!token_before(s, end, backtrack, &tok)) return false;
    Str token = str_sub(s, tok.start, tok.len);
    Str command;
    AbbrPosition pos = command_position(s, tok.start, &command) ? ABBR_COMMAND : ABBR_ANYWHERE;
    size_t from = abbr_count(r->sh->abbrs);
    for (const Abbr *a; (a = abbr_match(r->sh->abbrs, token, pos, command, &from));) {
        StrBuf exp = STRBUF_INIT;
        if (a->is_function) {
            if (!run_abbr_function(r, a->expansion, token, &exp)) {
                sb_fini(&exp);
                continue;
            }
        } else {
            sb_append_cstr(&exp, a->expansion);
        }
        size_t cursor_after = (size_t)tok.start + exp.len + (end - (tok.start + tok.len));
        if (a->set_cursor) {
            const char *m = strstr(exp.ptr ? exp.ptr : "", a->set_cursor);
            if (m) {
                size_t at = (size_t)(m - exp.ptr), ml = strlen(a->set_cursor);
                memmove(exp.ptr + at, exp.ptr + at + ml, exp.len - at - ml);
                exp.len -= ml;
                cursor_after = (size_t)tok.start + at;
            } else {
                cursor_after = (size_t)tok.start + exp.len;
            }
        }
        eb_replace(&r->eb, sub.start + tok.start, tok.len, sb_str(&exp), sub.start + cursor_after, false);
        sb_fini(&exp);
        return true;
    }
    return false;
}

/* ---- helpers for lines ---- */

static size_t column_of(Str s, size_t pos)
{
    size_t start = eb_line_start(s, pos);
    return utf8_width(s.ptr + start, pos - start);
}

static size_t offset_at_column(Str s, size_t line_start, size_t col)
{
    size_t end = eb_line_end(s, line_start), pos = line_start, w = 0;
    while (pos < end) {
        size_t next = eb_next_char(s, pos);
        size_t cw = utf8_width(s.ptr + pos, next - pos);
        if (w + cw > col) break;
        w += cw;
        pos = next;
    }
    return pos;
}

/* The block depth of line number line_no of s (see indent.h). */
static unsigned line_depth(Str s, size_t line_no)
{
    size_t lines = 1;
    for (size_t i = 0; i < s.len; i++) lines += s.ptr[i] == '\n';
    unsigned *levels = xmalloc(lines * sizeof *levels);
    indent_levels(s, levels);
    unsigned d = line_no < lines ? levels[line_no] : 0;
    free(levels);
    return d;
}

static size_t line_number(Str s, size_t pos)
{
    size_t n = 0;
    for (size_t i = 0; i < pos && i < s.len; i++) n += s.ptr[i] == '\n';
    return n;
}

/* Up or down a line, keeping the column on screen (the indentation
 * counted, as fish); a column inside the other line's indentation puts
 * the cursor at that line's end, as fish does. */
static bool move_line(Reader *r, bool down)
{
    Str s = text(r);
    size_t c = r->eb.cursor;
    size_t start = eb_line_start(s, c);
    size_t line_no = line_number(s, start);
    if (!r->have_goal) r->goal_col = column_of(s, c) + 4 * (size_t)line_depth(s, line_no);
    size_t target;
    if (down) {
        size_t end = eb_line_end(s, c);
        if (end >= s.len) return false;
        target = end + 1;
        line_no++;
    } else {
        if (start == 0) return false;
        target = eb_line_start(s, start - 1);
        line_no--;
    }
    size_t indent = 4 * (size_t)line_depth(s, line_no);
    r->eb.cursor = r->goal_col < indent ? eb_line_end(s, target)
                                        : offset_at_column(s, target, r->goal_col - indent);
    r->have_goal = true;
    eb_seal(&r->eb);
    return true;
}

typedef enum CaseHow { CASE_LOWER, CASE_UPPER, CASE_CAPITALIZE, CASE_TOGGLE } CaseHow;

/* Replaces text[from, to) by its case-mapped form (bytes that are not
 * UTF-8 stay), putting the cursor at cursor_after (clamped to the new end). */
static bool map_case(Reader *r, size_t from, size_t to, CaseHow how, size_t cursor_after)
{
    Str s = text(r);
    if (to <= from) return false;
    StrBuf out = STRBUF_INIT;
    bool first = true; /* capitalize: no letter or digit seen yet */
    for (size_t i = from; i < to;) {
        uint32_t cp;
        size_t n = utf8_decode(s.ptr + i, to - i, &cp);
        if (cp == UTF8_INVALID) {
            sb_append_mem(&out, s.ptr + i, n);
        } else {
            uint32_t m = cp;
            switch (how) {
            case CASE_LOWER: m = uc_lower(cp); break;
            case CASE_UPPER: m = uc_upper(cp); break;
            case CASE_CAPITALIZE:
                if (uc_is_alnum(cp)) m = first ? uc_upper(cp) : uc_lower(cp);
                break;
            case CASE_TOGGLE: m = uc_lower(cp) == cp ? uc_upper(cp) : uc_lower(cp); break;
            }
            if (uc_is_alnum(cp)) first = false;
            char buf[4];
            sb_append_mem(&out, buf, utf8_encode(m, buf));
        }
        i += n;
    }
    if (cursor_after > from + out.len) cursor_after = from + out.len;
    eb_replace(&r->eb, from, to - from, sb_str(&out), cursor_after, false);
    sb_fini(&out);
    return true;
}

/* The word at the cursor for case changes: from the cursor to the end of
 * the next word (punctuation style); the cursor goes after it. */
static bool change_case(Reader *r, CaseHow how)
{
    size_t from = r->eb.cursor, to = word_move(text(r), from, WORD_PUNCT, true);
    return map_case(r, from, to, how, to);
}

static bool case_selection(Reader *r, CaseHow how)
{
    size_t from, to;
    if (!eb_selection(&r->eb, &from, &to)) return false;
    size_t cur = r->eb.cursor;
    return map_case(r, from, to, how, cur <= to ? cur : from);
}

static bool transpose_chars(Reader *r)
{
    Str s = text(r);
    size_t c = r->eb.cursor;
    if (s.len < 2) return false;
    /* at the end (or on a newline) swap the two characters before the cursor */
    if (c >= s.len || s.ptr[c] == '\n') c = eb_prev_char(s, c);
    if (c == 0) return false;
    size_t a = eb_prev_char(s, c), b_end = eb_next_char(s, c);
    StrBuf out = STRBUF_INIT;
    sb_append(&out, str_sub(s, c, b_end - c));
    sb_append(&out, str_sub(s, a, c - a));
    eb_replace(&r->eb, a, b_end - a, sb_str(&out), b_end, false);
    sb_fini(&out);
    return true;
}

/* Whether the character at pos is part of a word (a letter or digit). */
static bool word_char_at(Str s, size_t pos)
{
    if (pos >= s.len) return false;
    uint32_t cp;
    utf8_decode(s.ptr + pos, s.len - pos, &cp);
    return cp != UTF8_INVALID && uc_is_alnum(cp);
}

/* Swaps the word before the cursor (or under it, from its end) with the one
 * before that, leaving the cursor after both, as emacs does. */
static bool transpose_words(Reader *r)
{
    Str s = text(r);
    size_t pos = r->eb.cursor;
    while (word_char_at(s, pos)) pos = eb_next_char(s, pos);
    /* the second word: the last one ending at or before pos */
    size_t w2_end = pos;
    while (w2_end > 0 && !word_char_at(s, eb_prev_char(s, w2_end))) w2_end = eb_prev_char(s, w2_end);
    size_t w2_start = w2_end;
    while (w2_start > 0 && word_char_at(s, eb_prev_char(s, w2_start))) w2_start = eb_prev_char(s, w2_start);
    size_t w1_end = w2_start;
    while (w1_end > 0 && !word_char_at(s, eb_prev_char(s, w1_end))) w1_end = eb_prev_char(s, w1_end);
    size_t w1_start = w1_end;
    while (w1_start > 0 && word_char_at(s, eb_prev_char(s, w1_start))) w1_start = eb_prev_char(s, w1_start);
    if (w1_start == w1_end || w2_start == w2_end) return false;
    StrBuf out = STRBUF_INIT;
    sb_append(&out, str_sub(s, w2_start, w2_end - w2_start));
    sb_append(&out, str_sub(s, w1_end, w2_start - w1_end));
    sb_append(&out, str_sub(s, w1_start, w1_end - w1_start));
    eb_replace(&r->eb, w1_start, w2_end - w1_start, sb_str(&out), w2_end, false);
    sb_fini(&out);
    return true;
}

/* Moves to the next (or previous) occurrence of target on the line; a
 * till jump stops next to it, and looks further when it is already there. */
static bool jump(Reader *r, uint32_t target, bool forward, bool till)
{
    Str s = text(r);
    size_t c = r->eb.cursor;
    char buf[4];
    size_t tl = utf8_encode(target, buf);
    if (forward) {
        for (size_t i = eb_next_char(s, c); i + tl <= s.len && s.ptr[i] != '\n'; i = eb_next_char(s, i)) {
            if (memcmp(s.ptr + i, buf, tl) != 0) continue;
            size_t to = till ? eb_prev_char(s, i) : i;
            if (to == c) continue;
            move_cursor(r, to);
            return true;
        }
    } else {
        for (size_t i = c; i > 0 && s.ptr[i - 1] != '\n';) {
            i = eb_prev_char(s, i);
            if (i + tl > s.len || memcmp(s.ptr + i, buf, tl) != 0) continue;
            size_t to = till ? eb_next_char(s, i) : i;
            if (to == c) continue;
            move_cursor(r, to);
            return true;
        }
    }
    return false;
}

static bool is_open_bracket(char ch) { return ch && strchr("([{", ch); }
static bool is_close_bracket(char ch) { return ch && strchr(")]}", ch); }

/* The bracket that pairs with the one at pos, counting nested pairs of
 * its kind. */
static bool matching_bracket(Str s, size_t pos, size_t *out)
{
    static const char open[] = "([{", close[] = ")]}";
    if (pos >= s.len) return false;
    const char *o = strchr(open, s.ptr[pos]), *c = strchr(close, s.ptr[pos]);
    if (!s.ptr[pos] || (!o && !c)) return false;
    char want = o ? close[o - open] : open[c - close];
    char self = s.ptr[pos];
    int depth = 0;
    if (o) {
        for (size_t i = pos; i < s.len; i++) {
            if (s.ptr[i] == self) depth++;
            else if (s.ptr[i] == want && --depth == 0) return *out = i, true;
        }
    } else {
        for (size_t i = pos + 1; i-- > 0;) {
            if (s.ptr[i] == self) depth++;
            else if (s.ptr[i] == want && --depth == 0) return *out = i, true;
        }
    }
    return false;
}

/* jump-to-matching-bracket and its till form (vi's text objects i( and a(
 * are built on them): from a bracket to its pair; the till form also starts
 * from a bracket just inside which the cursor stands, and stops just inside
 * the pair. Off any bracket, both go to the next closing bracket. */
static bool jump_bracket(Reader *r, bool till)
{
    Str s = text(r);
    size_t c = r->eb.cursor, from = c, to;
    bool on = c < s.len && (is_open_bracket(s.ptr[c]) || is_close_bracket(s.ptr[c]));
    if (!on && till && c > 0 && is_open_bracket(s.ptr[c - 1])) from = c - 1, on = true;
    else if (!on && till && c + 1 < s.len && is_close_bracket(s.ptr[c + 1])) from = c + 1, on = true;
    if (!on) {
        for (size_t i = c + 1; i < s.len; i++) {
            if (!is_close_bracket(s.ptr[i])) continue;
            move_cursor(r, till ? i - 1 : i);
            return true;
        }
        return false;
    }
    if (!matching_bracket(s, from, &to)) return false;
    if (till) to = to > from ? to - 1 : to + 1;
    move_cursor(r, to);
    return true;
}

static bool run_shell(Reader *r, const char *code)
{
    /* functions fish implements in script that we reach from C */
    int saved = r->sh->status;
    Io io = io_standard();
    int st = eval_text(r->sh, str_cstr(code), NULL, &io);
    r->sh->status = saved;
    return st == 0;
}

static bool var_is(Shell *sh, Str name, const char *value)
{
    const Var *v = vars_get(sh->vars, name, 0);
    return v && v->values.n == 1 && str_eq_cstr(v->values.items[0], value);
}

void ed_sync_modes(Reader *r)
{
    r->end_inclusive = var_is(r->sh, STR("fish_cursor_end_mode"), "inclusive");
    r->eb.sel_inclusive = var_is(r->sh, STR("fish_cursor_selection_mode"), "inclusive");
}

/* Kills the vi word object at the cursor (iw, aw, iW, aW). */
static bool kill_word_object(Reader *r, bool big, bool around)
{
    size_t from, to;
    if (!vi_word_object(text(r), r->eb.cursor, big, around, &from, &to)) return false;
    ed_kill(r, from, to, false);
    return to > from;
}

bool ed_run(Reader *r, InputFn f)
{
    EditBuf *eb = &r->eb;
    Str s = text(r);
    size_t c = eb->cursor;
    bool kill = false, line_kill = false, yank = false, keep_goal = false;
    bool ok = true;
    if (pk_function(r, f, &ok)) { /* the completion pager's motions */
        r->redraw = true;
        return ok;
    }
    ed_sync_modes(r);
    /* a history search ends with any other function, keeping what it shows */
    if (r->hs_active) {
        switch (f) {
        case INPUTFN_HISTORY_SEARCH_BACKWARD: case INPUTFN_HISTORY_SEARCH_FORWARD:
        case INPUTFN_HISTORY_PREFIX_SEARCH_BACKWARD: case INPUTFN_HISTORY_PREFIX_SEARCH_FORWARD:
        case INPUTFN_HISTORY_TOKEN_SEARCH_BACKWARD: case INPUTFN_HISTORY_TOKEN_SEARCH_FORWARD:
        case INPUTFN_BEGINNING_OF_HISTORY: case INPUTFN_END_OF_HISTORY:
        case INPUTFN_HISTORY_DELETE: case INPUTFN_HISTORY_PAGER_DELETE:
        case INPUTFN_HISTORY_PAGER: /* takes the search's text (histpager.c) */
        case INPUTFN_CANCEL: case INPUTFN_CANCEL_COMMANDLINE:
        case INPUTFN_REPAINT: case INPUTFN_FORCE_REPAINT: case INPUTFN_REPAINT_MODE:
        case INPUTFN_CLEAR_SCREEN: case INPUTFN_SCROLLBACK_PUSH: /* the screen only, as fish */
        case INPUTFN_AND: case INPUTFN_OR:
            break;
        default:
            hs_end(r, false);
            s = text(r);
            c = eb->cursor;
        }
    }
    switch (f) {
    case INPUTFN_FORWARD_CHAR:
    case INPUTFN_FORWARD_SINGLE_CHAR:
        if (c == s.len || (r->end_inclusive && c + 1 >= s.len)) { /* at the end: take the autosuggestion */
            ok = ed_accept_suggestion(r, SUGGEST_ALL);
            break;
        }
        move_cursor(r, eb_next_char(s, c));
        break;
    case INPUTFN_FORWARD_CHAR_PASSIVE:
        ok = c < s.len;
        if (ok) move_cursor(r, eb_next_char(s, c));
        break;
    case INPUTFN_BACKWARD_CHAR:
    case INPUTFN_BACKWARD_CHAR_PASSIVE:
        ok = c > 0;
        if (ok) move_cursor(r, eb_prev_char(s, c));
        break;
    case INPUTFN_FORWARD_WORD:
        if (c == s.len) ok = ed_accept_suggestion(r, SUGGEST_WORD); /* one word of the suggestion */
        else move_cursor(r, word_move(s, c, WORD_PUNCT, true));
        break;
    case INPUTFN_BACKWARD_WORD: move_cursor(r, word_move(s, c, WORD_PUNCT, false)); break;
    case INPUTFN_FORWARD_BIGWORD:
        if (c == s.len) ok = ed_accept_suggestion(r, SUGGEST_BIGWORD);
        else move_cursor(r, word_move(s, c, WORD_SPACE, true));
        break;
    case INPUTFN_BACKWARD_BIGWORD: move_cursor(r, word_move(s, c, WORD_SPACE, false)); break;
    case INPUTFN_FORWARD_PATH_COMPONENT: move_cursor(r, word_move(s, c, WORD_PATH, true)); break;
    case INPUTFN_BACKWARD_PATH_COMPONENT: move_cursor(r, word_move(s, c, WORD_PATH, false)); break;
    case INPUTFN_FORWARD_TOKEN:
        if (c == s.len) ok = ed_accept_suggestion(r, SUGGEST_TOKEN); /* one token of the suggestion */
        else move_cursor(r, word_token_move(s, c, true));
        break;
    case INPUTFN_FORWARD_WORD_VI:
    case INPUTFN_FORWARD_BIGWORD_VI:
        /* at the end (on the last character, in normal mode): one vi word
           of the autosuggestion (fish 4) */
        if ((c == s.len || (r->end_inclusive && c + 1 >= s.len)) &&
            ed_accept_suggestion(r, f == INPUTFN_FORWARD_BIGWORD_VI ? SUGGEST_VI_BIGWORD
                                                                    : SUGGEST_VI_WORD))
            break;
        move_cursor(r, vi_word_next_start(s, c, f == INPUTFN_FORWARD_BIGWORD_VI));
        ok = eb->cursor != c;
        break;
    case INPUTFN_FORWARD_WORD_END:
    case INPUTFN_FORWARD_BIGWORD_END:
        move_cursor(r, vi_word_next_end(s, c, f == INPUTFN_FORWARD_BIGWORD_END));
        ok = eb->cursor != c;
        break;
    case INPUTFN_BACKWARD_WORD_END:
    case INPUTFN_BACKWARD_BIGWORD_END:
        move_cursor(r, vi_word_prev_end(s, c, f == INPUTFN_BACKWARD_BIGWORD_END));
        ok = eb->cursor != c;
        break;
    case INPUTFN_BACKWARD_TOKEN: move_cursor(r, word_token_move(s, c, false)); break;
    case INPUTFN_BEGINNING_OF_LINE: {
        size_t st = eb_line_start(s, c);
        ok = st != c || true;
        move_cursor(r, st);
        break;
    }
    case INPUTFN_END_OF_LINE:
        if (c == s.len) ok = ed_accept_suggestion(r, SUGGEST_ALL);
        else move_cursor(r, eb_line_end(s, c));
        break;
    case INPUTFN_BEGINNING_OF_BUFFER: move_cursor(r, 0); break;
    case INPUTFN_END_OF_BUFFER: move_cursor(r, s.len); break;
    case INPUTFN_UP_LINE: ok = move_line(r, false); keep_goal = true; break;
    case INPUTFN_DOWN_LINE: ok = move_line(r, true); keep_goal = true; break;

    case INPUTFN_BACKWARD_DELETE_CHAR:
        ok = c > 0;
        if (ok) eb_delete(eb, eb_prev_char(s, c), c);
        break;
    case INPUTFN_DELETE_CHAR:
        ok = c < s.len;
        if (ok) eb_delete(eb, c, eb_next_char(s, c));
        break;
    case INPUTFN_DELETE_OR_EXIT:
        if (s.len == 0) r->exit = true;
        else if (c < s.len) eb_delete(eb, c, eb_next_char(s, c));
        else ok = false;
        break;
    case INPUTFN_EXIT: r->exit = true; break;

    case INPUTFN_KILL_LINE: {
        size_t end = eb_line_end(s, c);
        if (end == c && c < s.len) end++; /* at a line's end: join the next */
        ok = end > c;
        ed_kill(r, c, end, false);
        kill = line_kill = true;
        break;
    }
    case INPUTFN_BACKWARD_KILL_LINE: {
        size_t st = eb_line_start(s, c);
        if (st == c && c > 0) st--;
        ok = st < c;
        ed_kill(r, st, c, true);
        kill = line_kill = true;
        break;
    }
    case INPUTFN_KILL_WHOLE_LINE: {
        size_t st = eb_line_start(s, c), end = eb_line_end(s, c);
        if (end < s.len) end++;
        else if (st > 0) st--;
        ed_kill(r, st, end, false);
        kill = line_kill = true;
        break;
    }
    case INPUTFN_KILL_INNER_LINE:
        ed_kill(r, eb_line_start(s, c), eb_line_end(s, c), false);
        kill = line_kill = true;
        break;
    case INPUTFN_KILL_WORD: ed_kill(r, c, word_move(s, c, WORD_PUNCT, true), false); kill = true; break;
    case INPUTFN_KILL_WORD_VI:
    case INPUTFN_KILL_BIGWORD_VI: {
        size_t end = vi_word_kill_end(s, c, f == INPUTFN_KILL_BIGWORD_VI);
        ok = end > c;
        ed_kill(r, c, end, false);
        kill = true;
        break;
    }
    case INPUTFN_KILL_INNER_WORD: ok = kill_word_object(r, false, false); kill = true; break;
    case INPUTFN_KILL_INNER_BIGWORD: ok = kill_word_object(r, true, false); kill = true; break;
    case INPUTFN_KILL_A_WORD: ok = kill_word_object(r, false, true); kill = true; break;
    case INPUTFN_KILL_A_BIGWORD: ok = kill_word_object(r, true, true); kill = true; break;
    case INPUTFN_BACKWARD_KILL_WORD: ed_kill(r, word_move(s, c, WORD_PUNCT, false), c, true); kill = true; break;
    case INPUTFN_KILL_BIGWORD: ed_kill(r, c, word_move(s, c, WORD_SPACE, true), false); kill = true; break;
    case INPUTFN_BACKWARD_KILL_BIGWORD: ed_kill(r, word_move(s, c, WORD_SPACE, false), c, true); kill = true; break;
    case INPUTFN_KILL_PATH_COMPONENT: ed_kill(r, c, word_move(s, c, WORD_PATH, true), false); kill = true; break;
    case INPUTFN_BACKWARD_KILL_PATH_COMPONENT:
        ed_kill(r, word_move(s, c, WORD_PATH, false), c, true);
        kill = true;
        break;
    case INPUTFN_KILL_TOKEN: ed_kill(r, c, word_token_move(s, c, true), false); kill = true; break;
    case INPUTFN_BACKWARD_KILL_TOKEN: ed_kill(r, word_token_move(s, c, false), c, true); kill = true; break;
    case INPUTFN_KILL_SELECTION: {
        size_t from, to;
        ok = eb_selection(eb, &from, &to);
        /* whole lines (vi's dd, V then d) are a line kill too */
        line_kill = ok && to > from && (from == 0 || s.ptr[from - 1] == '\n' || s.ptr[from] == '\n') &&
                    (to == s.len || s.ptr[to - 1] == '\n');
        if (ok) ed_kill(r, from, to, false);
        eb->selecting = false;
        kill = true;
        break;
    }
    case INPUTFN_YANK: {
        StrList *ring = &r->sh->editor.killring;
        ok = ring->n > 0;
        if (!ok) break;
        r->yank_at = c;
        r->yank_len = ring->items[0].len;
        r->yank_index = 0;
        eb_insert(eb, ring->items[0], false);
        yank = true;
        break;
    }
    case INPUTFN_YANK_POP: {
        StrList *ring = &r->sh->editor.killring;
        ok = r->last_was_yank && ring->n > 1;
        if (!ok) break;
        r->yank_index = (r->yank_index + 1) % ring->n;
        Str next = ring->items[r->yank_index];
        eb_replace(eb, r->yank_at, r->yank_len, next, r->yank_at + next.len, false);
        r->yank_len = next.len;
        yank = true;
        break;
    }

    case INPUTFN_TRANSPOSE_CHARS: ok = transpose_chars(r); break;
    case INPUTFN_TRANSPOSE_WORDS: ok = transpose_words(r); break;
    case INPUTFN_UPCASE_WORD: ok = change_case(r, CASE_UPPER); break;
    case INPUTFN_DOWNCASE_WORD: ok = change_case(r, CASE_LOWER); break;
    case INPUTFN_CAPITALIZE_WORD: ok = change_case(r, CASE_CAPITALIZE); break;
    case INPUTFN_TOGGLECASE_CHAR:
        ok = c < s.len && map_case(r, c, eb_next_char(s, c), CASE_TOGGLE, c);
        break;
    case INPUTFN_TOGGLECASE_SELECTION: {
        size_t from, to;
        ok = eb_selection(eb, &from, &to) && map_case(r, from, to, CASE_TOGGLE, c);
        break;
    }
    case INPUTFN_UPCASE_SELECTION: ok = case_selection(r, CASE_UPPER); break;
    case INPUTFN_DOWNCASE_SELECTION: ok = case_selection(r, CASE_LOWER); break;

    case INPUTFN_UNDO: ok = eb_undo(eb); break;
    case INPUTFN_REDO: ok = eb_redo(eb); break;
    case INPUTFN_BEGIN_UNDO_GROUP: eb_group_begin(eb); break;
    case INPUTFN_END_UNDO_GROUP: eb_group_end(eb); break;

    case INPUTFN_BEGIN_SELECTION:
        eb->selecting = true;
        eb->sel_anchor = c;
        break;
    case INPUTFN_END_SELECTION: eb->selecting = false; break;
    case INPUTFN_SWAP_SELECTION_START_STOP:
        ok = eb->selecting;
        if (ok) {
            size_t a = eb->sel_anchor;
            eb->sel_anchor = c;
            eb->cursor = a <= s.len ? a : s.len;
        }
        break;

    case INPUTFN_INSERT_LINE_UNDER: {
        size_t end = eb_line_end(s, c);
        eb_replace(eb, end, 0, STR("\n"), end + 1, false);
        break;
    }
    case INPUTFN_INSERT_LINE_OVER: {
        size_t st = eb_line_start(s, c);
        eb_replace(eb, st, 0, STR("\n"), st, false);
        break;
    }

    case INPUTFN_FORWARD_JUMP:
    case INPUTFN_BACKWARD_JUMP:
    case INPUTFN_FORWARD_JUMP_TILL:
    case INPUTFN_BACKWARD_JUMP_TILL:
        r->jump_forward = f == INPUTFN_FORWARD_JUMP || f == INPUTFN_FORWARD_JUMP_TILL;
        r->jump_till = f == INPUTFN_FORWARD_JUMP_TILL || f == INPUTFN_BACKWARD_JUMP_TILL;
        r->have_jump = true;
        ok = jump(r, r->jump_char, r->jump_forward, r->jump_till);
        break;
    case INPUTFN_REPEAT_JUMP:
        ok = r->have_jump && jump(r, r->jump_char, r->jump_forward, r->jump_till);
        break;
    case INPUTFN_GET_KEY: {
        /* $fish_key: the character the key that ran the binding types
           (empty for one that types none), as fish 4 */
        char buf[4];
        size_t n = r->typed ? utf8_encode(r->typed, buf) : 0;
        vars_set_one(r->sh->vars, STR("fish_key"), VM_GLOBAL, str_make(buf, n));
        break;
    }
    case INPUTFN_REPEAT_JUMP_REVERSE:
        ok = r->have_jump && jump(r, r->jump_char, !r->jump_forward, r->jump_till);
        break;
    case INPUTFN_JUMP_TO_MATCHING_BRACKET: ok = jump_bracket(r, false); break;
    case INPUTFN_JUMP_TILL_MATCHING_BRACKET: ok = jump_bracket(r, true); break;

    case INPUTFN_SELF_INSERT:
    case INPUTFN_SELF_INSERT_NOTFIRST: {
        if (f == INPUTFN_SELF_INSERT_NOTFIRST && c == 0) { ok = false; break; }
        if (r->typed) {
            char buf[4];
            ed_insert_text(r, str_make(buf, utf8_encode(r->typed, buf)), true);
        } else if (r->typed_raw_len && (unsigned char)r->typed_raw[0] >= 0x80) {
            ed_insert_text(r, str_make(r->typed_raw, r->typed_raw_len), true); /* bytes that are not UTF-8 */
        } else {
            ok = false;
        }
        break;
    }
    case INPUTFN_EXPAND_ABBR:
    case INPUTFN_EXPAND_ABBR_BACKTRACK: ok = ed_expand_abbr(r, true); break;

    case INPUTFN_EXECUTE: {
        /* an abbreviation the cursor ends expands first (not one a blank
           typed after it left alone, as fish), unless the line has an
           error (then it stays as typed, to be mended) */
        bool incomplete;
        DiagList d = {0};
        if (!rd_line_error(r, &d, &incomplete)) ed_expand_abbr(r, false);
        diag_list_fini(&d);
        r->accepted = true;
        break;
    }
    case INPUTFN_CANCEL:
        hs_end(r, true); /* a history search puts back what was typed */
        eb->selecting = false;
        sb_clear(&r->below);
        break;
    case INPUTFN_CANCEL_COMMANDLINE:
        if (r->hs_active) hs_end(r, true);
        else r->cancelled = true;
        break;
    case INPUTFN_CLEAR_COMMANDLINE: /* fish 4's ctrl-c: the line goes (undo brings it back) */
        if (r->conf.exit_on_cancel) { /* read: ends with status 1 */
            r->cancelled = true;
            break;
        }
        if (r->hs_active) hs_end(r, false);
        if (!eb->text.len) break;
        eb_set(eb, STR(""), 0);
        eval_fire(r->sh, EVENT_GENERIC, STR("fish_cancel"), 0, NULL);
        break;
    case INPUTFN_REPAINT:
    case INPUTFN_FORCE_REPAINT:
        r->prompt_stale = true;
        r->force_full = f == INPUTFN_FORCE_REPAINT;
        break;
    case INPUTFN_REPAINT_MODE: r->prompt_stale = true; break;
    case INPUTFN_CLEAR_SCREEN:
        term_control(&r->term, "\033[H\033[2J", 7);
        scr_reset(&r->scr);
        rd_top_cleared(r);
        r->prompt_stale = true;
        break;
    case INPUTFN_SCROLLBACK_PUSH: {
        /* what is above the prompt goes into the scrollback: the content
           scrolls up by the prompt's row, the cursor follows (as fish, only
           where that row is known) */
        if (r->scr.top_pending) rd_await_top(r);
        if (r->scr.top_row <= 0) break;
        char seq[48];
        int n = snprintf(seq, sizeof seq, "\033[%ldS\033[%ldA", r->scr.top_row, r->scr.top_row);
        term_control(&r->term, seq, (size_t)n);
        r->scr.top_row = 0;
        break;
    }
    case INPUTFN_PREVD_OR_BACKWARD_WORD:
        if (s.len == 0) ok = run_shell(r, "prevd"), r->prompt_stale = true;
        else move_cursor(r, word_move(s, c, WORD_PUNCT, false));
        break;
    case INPUTFN_NEXTD_OR_FORWARD_WORD:
        if (s.len == 0) ok = run_shell(r, "nextd"), r->prompt_stale = true;
        else if (c == s.len) ok = ed_accept_suggestion(r, SUGGEST_WORD);
        else move_cursor(r, word_move(s, c, WORD_PUNCT, true));
        break;

    case INPUTFN_AND:
    case INPUTFN_OR:
        break; /* handled by the binding runner */

    /* the history store, search and completion come with their issues */
    case INPUTFN_ACCEPT_AUTOSUGGESTION: ok = ed_accept_suggestion(r, SUGGEST_ALL); break;
    case INPUTFN_SUPPRESS_AUTOSUGGESTION: r->suppress_suggestion = true; break;
    case INPUTFN_HISTORY_SEARCH_BACKWARD: ok = hs_step(r, true, false, false); break;
    case INPUTFN_HISTORY_SEARCH_FORWARD: ok = hs_step(r, false, false, false); break;
    case INPUTFN_HISTORY_PREFIX_SEARCH_BACKWARD: ok = hs_step(r, true, false, true); break;
    case INPUTFN_HISTORY_PREFIX_SEARCH_FORWARD: ok = hs_step(r, false, false, true); break;
    case INPUTFN_HISTORY_TOKEN_SEARCH_BACKWARD: ok = hs_step(r, true, true, false); break;
    case INPUTFN_HISTORY_TOKEN_SEARCH_FORWARD: ok = hs_step(r, false, true, false); break;
    case INPUTFN_BEGINNING_OF_HISTORY:
        ok = hs_step(r, true, false, false);
        for (size_t n = 0; ok && n < 1000000 && hs_step(r, true, false, false); n++) continue;
        break;
    case INPUTFN_END_OF_HISTORY:
        ok = r->hs_active;
        hs_end(r, true);
        break;
    case INPUTFN_HISTORY_PAGER: hp_open(r); break;
    case INPUTFN_HISTORY_PAGER_DELETE:
    case INPUTFN_HISTORY_DELETE: ok = hs_delete(r) || ed_delete_suggestion(r); break;
    case INPUTFN_COMPLETE: ok = ed_complete(r, false); break;
    case INPUTFN_COMPLETE_AND_SEARCH: ok = ed_complete(r, true); break;
    case INPUTFN_PAGER_TOGGLE_SEARCH:
    case INPUTFN_COUNT:
        ok = false;
        break;
    }
    r->last_was_kill = kill;
    if (line_kill && text(r).len != s.len) r->kill_offer = true;
    r->last_was_yank = yank;
    if (!keep_goal) r->have_goal = false;
    /* fish_cursor_end_mode inclusive (vi's normal and visual modes): the
       cursor stays on a character; a motion that could only go past a
       line's last one did not move */
    if (ed_clamp_cursor(r) && eb->cursor == c) ok = false;
    r->redraw = true;
    return ok;
}

bool ed_clamp_cursor(Reader *r)
{
    Str s = text(r);
    size_t c = r->eb.cursor;
    if (!r->end_inclusive || c == 0 || c > s.len) return false;
    /* past the end of the text, or on the line break of a line that is
       not empty */
    if (c < s.len && (s.ptr[c] != '\n' || s.ptr[c - 1] == '\n')) return false;
    r->eb.cursor = eb_prev_char(s, c);
    return true;
}
