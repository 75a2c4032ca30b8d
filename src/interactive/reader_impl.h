/* interactive/reader_impl.h - the reader's state, shared by reader.c (the
 * loop, prompt and bindings) and edcmds.c (the input functions). Not for
 * anyone else: the rest of the shell sees the editor through EditorLink. */
#ifndef MINNOW_INTERACTIVE_READER_IMPL_H
#define MINNOW_INTERACTIVE_READER_IMPL_H

#include "base/diag.h"
#include "interactive/editbuf.h"
#include "interactive/highlight.h"
#include "interactive/keys.h"
#include "interactive/pager.h"
#include "interactive/screen.h"
#include "interactive/term.h"
#include "shell.h"
#include "store/inputfn.h"
#include "store/history.h"
#include "store/key.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The completion pager in the editor (pager_keys.c). */
typedef struct PagerUi {
    Pager pager;
    bool open;
    bool edited;              /* the line holds the selected candidate: the
                                 newest undo step is ours */
    size_t from, to;          /* the bytes of the line the candidates replace */
    StrBuf looks;             /* the escapes of the pager's styles, one after another */
    size_t look_at[PAGER_STYLE_COUNT + 1];
    unsigned looks_gen;       /* sh->color_generation + 1 they were made for; 0: none */
    bool click;               /* a left click waits for the cursor position report */
    size_t click_y, click_x;  /* its cell, from 0 */
} PagerUi;

/* What a reader is for: the shell's command lines (rd_open's defaults), or
 * one line for `read` at a terminal (readline.c), which turns most of the
 * command line's help off as fish's read does. */
typedef struct ReaderConf {
    bool highlight;      /* colour the line as code (else plain) */
    bool complete;       /* Tab completes */
    bool syntax_check;   /* execute on an open block or quote adds a line */
    bool suggest;        /* autosuggestions (and $fish_autosuggestion_enabled) */
    bool abbrs;          /* abbreviations expand */
    bool silent;         /* each character shown as a dot */
    bool exit_on_cancel; /* ctrl-c (or SIGINT) ends the reading: READ_CANCEL */
    size_t nchars;       /* >0: the line ends once it has that many characters */
    Str prompt_cmd;      /* borrowed: code whose output is the prompt, run
                            instead of fish_prompt when .ptr is set ... */
    Str prompt_text;     /* ... or the prompt itself, when .ptr is set */
    Str rprompt_cmd;     /* borrowed: code for the right prompt, used instead of
                            fish_right_prompt when prompt_cmd or prompt_text is */
    History *history;    /* borrowed: the history Up and ctrl-r search, or
                            NULL for the shell's (hist_shell) */
    Str initial;         /* borrowed: the line's text to start with (read -c), or
                            .ptr NULL */
} ReaderConf;

typedef struct Reader {
    Shell *sh;                /* borrowed */
    ReaderConf conf;
    Term term;
    Screen scr;
    KeyDecoder kd;
    EditBuf eb;
    StrBuf prompt;            /* fish_mode_prompt + fish_prompt output */
    StrBuf rprompt;           /* fish_right_prompt output */
    StrBuf below;             /* a message shown under the line until the next key */
    bool below_is_note;       /* below is the highlighter's note on an option */
    bool prompt_stale;        /* run the prompt functions again before drawing */
    bool prompt_fresh;        /* the next run of the prompt is a new prompt's
                                 first, not a repaint */
    unsigned top_asked;       /* cursor reports awaited (ask_top) */
    unsigned top_stale;       /* reports still to come that count no more */
    unsigned top_marks;       /* device attributes answers awaited: each
                                 question (CSI 6n) is followed by CSI c, whose
                                 answer ends it, with a report or without */
    bool top_reported;        /* a report came since the last such answer */
    bool no_cursor_reports;   /* one never came: not asked again */
    size_t top_frame_row;     /* the frame row the cursor was on when asked */
    bool redraw;              /* the frame must be drawn */
    bool force_full;          /* forget what the screen shows (clear-screen, resize) */

    Key keys[KEY_SEQ_MAX];    /* keys typed toward a binding not yet complete */
    uint32_t key_chars[KEY_SEQ_MAX]; /* the character each of them types, or 0 */
    size_t nkeys;
    Key last_key;             /* the key that triggered the running binding */
    uint32_t typed;           /* the character the last key types, or 0 */
    char typed_raw[8];        /* its bytes, when it types no character (bad UTF-8) */
    size_t typed_raw_len;
    int arg_key;              /* 1: the next key is the argument of a jump function */
    InputFn arg_fn;
    StrList arg_rest;         /* the commands after it, run once the key came */
    char *arg_mode;           /* owned: the mode its binding sets then, or NULL */
    int in_code;              /* >0 while a binding's shell code runs: `commandline
                                 -f` runs its functions at once */

    bool accepted;            /* execute: the line is to run */
    bool exit;                /* leave the shell */
    bool cancelled;           /* the line was cancelled (ctrl-c) */
    bool last_ok;             /* the last input function succeeded (for and/or) */

    /* kill ring and yank */
    bool last_was_kill;       /* the previous function killed: kills append */
    size_t yank_at, yank_len; /* the text the last yank inserted */
    size_t yank_index;        /* which killring entry it was */
    bool last_was_yank;
    bool kill_offer;          /* a line kill waits to be offered to the clipboard */

    /* autosuggestion (suggest.c): a whole line that starts with the command line */
    StrBuf suggestion;        /* empty: none */
    bool suggestion_from_history; /* not made of a completion */
    size_t suggestion_at;         /* where the line ends in it: its own text before
                                     (another case than typed) is shown for the line */
    uint16_t *own_styles;         /* the line's styles for that text (owned) */
    size_t cap_own;
    StrBuf suggested_for;     /* the line it was computed for */
    bool suggest_valid;       /* suggestion matches suggested_for */
    bool suggest_waiting;     /* a candidate waits for the disk: compute again */
    unsigned suggest_gen;     /* the history's generation it was computed with */
    bool suppress_suggestion; /* suppress-autosuggestion: none until the text changes */
    bool comp_suggest_wanted; /* no history entry fits: try completions when idle */

    /* history search (histsearch.c): Up/Down, Alt-Up/Alt-Down */
    bool hs_active;
    bool history_preloaded;   /* hist_preload was started */
    HistSearch hs;
    bool hs_token;            /* searching tokens (Alt-Up) rather than lines */
    StrBuf hs_orig;           /* what was typed before the search */
    size_t hs_orig_cursor;
    StrBuf hs_query;
    HistMatch hs_how;
    unsigned hs_flags;
    size_t hs_k;              /* the match shown, or (size_t)-1: what was typed */
    StrList hs_tokens;        /* token search: distinct tokens found so far */
    size_t hs_entry;          /* token search: matches of hs scanned so far */
    size_t hs_tok_from, hs_tok_to; /* token search: the token replaced */
    size_t hs_match_at, hs_match_len; /* the matched part shown in the line */

    /* ctrl-r's history pager (histpager.c) */
    bool hp_active;
    StrBuf hp_query;
    StrBuf hp_orig;           /* the line before ctrl-r */
    size_t hp_orig_cursor;
    size_t hp_from, hp_to;    /* the part of it searched for and replaced */
    HistSearch hp_search;     /* the matches of hp_query (while hp_active) */
    size_t hp_first, hp_n;    /* the page shown: matches hp_first .. + hp_n */
    size_t hp_size;           /* entries in history, the deleted ones not counted */
    Pager hp_pager;           /* draws them: the completion pager's looks */

    PagerUi pg;               /* the completion pager (pager_keys.c) */

    /* jumps (f/t in vi, forward-jump in emacs) */
    uint32_t jump_char;
    bool jump_forward, jump_till;
    bool have_jump;

    /* $fish_cursor_end_mode is inclusive: the cursor may not sit past the
       last character (vi's normal and visual modes) */
    bool end_inclusive;

    /* up/down-line column memory */
    size_t goal_col;
    bool have_goal;

    unsigned *indents;        /* per line of the command line */
    size_t cap_indents;
    uint16_t *styles;         /* per byte of the command line */
    size_t cap_styles;
    Highlighter *hl;          /* owned */
    uint8_t *roles;           /* per byte of the command line */
    size_t cap_roles;
    uint16_t role_ids[HL_OVER_COUNT][256]; /* screen style of a role byte; 0: not made yet */
    unsigned role_gen;        /* sh->color_generation they belong to */

    bool top;       /* no other reader was open (rd_open) */
    int uvar_watch; /* inotify on the universal variables' folder (top only), or -1 */
    bool keep_line; /* the next line starts from what eb holds */
    /* the EditorLink as an outer reader left it (rd_open), put back by rd_close */
    bool outer_active;
    void (*outer_flush)(void *ctx);
    void *outer_flush_ctx;
    void (*outer_release)(void *ctx);
    void *outer_release_ctx;
} Reader;

/* What one call of rd_read_line ended with. */
enum { READ_LINE, READ_EOF, READ_EXIT, READ_CANCEL };

/* Sets r up to edit on the terminal on in_fd (drawing on stdout), with the
 * command line's configuration; false (r then needs no rd_close) when
 * in_fd is not a terminal. */
bool rd_open(Reader *r, Shell *sh, int in_fd);
/* Frees what r holds and hands the terminal back. */
void rd_close(Reader *r);
/* Reads one line into r->eb: READ_LINE when it was accepted, READ_EOF at
 * the end of input, READ_EXIT when the shell is to leave (exit, a hang-up),
 * READ_CANCEL when conf.exit_on_cancel and ctrl-c ended it. Bytes typed
 * after the line stay in sh->editor.typeahead for the next reader. */
int rd_read_line(Reader *r);
/* The history Up, ctrl-r and suggestions search. */
/* The key bindings' mode: $fish_bind_mode, or "default". */
Str rd_bind_mode(Reader *r);
static inline History *rd_history(Reader *r)
{
    return r->conf.history ? r->conf.history : hist_shell(r->sh);
}

/* The autosuggestion's text after the cursor (suggest.c): computes it when
 * the line or the history changed, or when it waited for the disk (see
 * r->suggest_waiting); empty when there is none or the cursor is not at
 * the end. */
Str ed_suggestion_tail(Reader *r);
/* When no key waits: the first completion as the suggestion, when no
 * history entry gave one (it is computed after the key's frame is drawn,
 * so completing never delays typing). */
void ed_suggest_idle(Reader *r);
/* How much of the suggestion to take: all, or up to where forward-word,
 * forward-bigword or forward-token would move in it. */
/* (VI_WORD, VI_BIGWORD: up to where vi's w, W would go from its start) */
typedef enum SuggestPart {
    SUGGEST_ALL,
    SUGGEST_WORD,
    SUGGEST_BIGWORD,
    SUGGEST_TOKEN,
    SUGGEST_VI_WORD,
    SUGGEST_VI_BIGWORD
} SuggestPart;
/* Accepts that much of the suggestion; false when there is none. */
bool ed_accept_suggestion(Reader *r, SuggestPart part);
/* history-delete on the suggestion shown at the line's end: the history
 * entry it is leaves history; false when none from history is shown. */
bool ed_delete_suggestion(Reader *r);
/* One step of a history search backward or forward through lines (token:
 * through tokens holding the token at the cursor; prefix: only entries
 * starting with what was typed); false when there is no further match. */
bool hs_step(Reader *r, bool backward, bool token, bool prefix);
/* Ends a history search, putting back what was typed when restore. */
void hs_end(Reader *r, bool restore);
/* history-delete during a line search: the entry shown leaves history
 * and the search shows the next older match (else the next newer one, else
 * what was typed); false when no search shows an entry. */
bool hs_delete(Reader *r);
/* ctrl-r: opens the history pager, searching for the line. */
void hp_open(Reader *r);
/* A key while it is open (always taken). */
bool hp_key(Reader *r, const KeyEvent *ev);
/* Closes it, if open, leaving the line as it is (a new command line). */
void hp_end(Reader *r);
/* A paste while it is open: one line goes into the search field (true);
 * lines close it first, for the command line to take them (false). */
bool hp_paste(Reader *r, Str text);

/* ---- the completion pager (pager_keys.c) ---- */

/* Shows items[0..n) in the pager under the line, each after prefix (the
 * token being completed, as typed), nothing selected yet. Choosing one
 * replaces the line's bytes [token_from, token_to) with its insertion text
 * and puts the cursor after it: at once while it is selected (one undo
 * step), for good when the pager closes. Copies what it needs. Does
 * nothing for n == 0 or a range outside the line. */
void pk_open(Reader *r, Str prefix, const PagerItem *items, size_t n, size_t token_from, size_t token_to);
/* Closes the pager; restore puts back the line as it was before a
 * candidate was selected, else the line keeps it. */
void pk_close(Reader *r, bool restore);
/* Shows or hides the search field (pager-toggle-search); false when no
 * pager is shown. */
bool pk_toggle_search(Reader *r);
/* An event, before the bindings see it: keys while the pager is shown,
 * mouse clicks, the cursor position report a click asked for, a paste into
 * the search field. True when it was taken. */
bool pk_event(Reader *r, const KeyEvent *ev);
/* Input function f is about to run while the pager is shown: the pager's
 * motions (up-line, complete, ...) act on it and are taken (*ok gets their
 * result); a function that leaves the line alone keeps it shown; any other
 * closes it, keeping the line, and runs. True when taken. */
bool pk_function(Reader *r, InputFn f, bool *ok);
/* The screen was cleared: the prompt starts at the top, and the answers
 * to cursor questions asked before are not taken for it. */
void rd_top_cleared(Reader *r);
/* Waits a moment at most for the cursor reports asked for: where the prompt starts. */
void rd_await_top(Reader *r);
/* Draws the frame (the prompt, the line, the suggestion, the pager). */
void rd_draw(Reader *r);
/* Before a frame is drawn: the pager's lines into r->below and f->below,
 * in the room the frame leaves, and its search field's cursor. */
void pk_render(Reader *r, ScrFrame *f);
/* The pager's state for `commandline --paging-mode` and friends. */
void pk_link(Reader *r, EditorLink *e);
void pk_init(Reader *r);
void pk_fini(Reader *r);

/* Around shell code the editor runs itself (bindings, completions,
 * reader.c): the EditorLink filled, the shell's terminal modes, SIGINT
 * cleared; then everything taken back and the frame redrawn. */
void rd_code_begin(Reader *r);
void rd_code_end(Reader *r);
/* Tab (tabcomplete.c): completes the token at the cursor: inserts a unique
 * completion or the candidates' common start, else lists them. */
bool ed_complete(Reader *r, bool search);

/* Runs input function f (edcmds.c); false when it did nothing / failed. */
bool ed_run(Reader *r, InputFn f);
/* Reads $fish_cursor_end_mode and $fish_cursor_selection_mode. */
void ed_sync_modes(Reader *r);
/* In inclusive end mode, moves a cursor past the last character of the
 * text, or of a line that is not empty, back onto it; true when it moved. */
bool ed_clamp_cursor(Reader *r);
/* Inserts text at the cursor as if typed (self-insert). */
void ed_insert_text(Reader *r, Str text, bool typed);
/* Checks the line as Enter does (the grammar and fish's other checks):
 * true when it has an error beyond being unfinished (the first in *d);
 * *incomplete when it only needs more lines. */
bool rd_line_error(Reader *r, DiagList *d, bool *incomplete);
/* Expands the abbreviation before the cursor (backtrack: or before the
 * blank just typed after it); true when one expanded. */
bool ed_expand_abbr(Reader *r, bool backtrack);
/* Adds text to the kill ring (appending to the newest entry when the
 * previous function killed too; prepend for backward kills). */
void ed_kill(Reader *r, size_t from, size_t to, bool backward);
/* Offers the newest kill to the system clipboard after a line kill (see
 * edcmds.c); the reader calls it once the frame that shows the kill is
 * drawn, so the tool's time is not the key's. */
void ed_offer_kill(Reader *r);

#endif
