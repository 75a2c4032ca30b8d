/* interactive/highlight.h - syntax highlighting of the command line.
 *
 * hl_compute gives every byte of the line a role (a command, a keyword, a
 * quoted string, an error...), from the shared parser's tree of the line
 * (parsed as unfinished, going on after errors, so a half-typed line is
 * highlighted too) and from what the shell knows: builtins, functions,
 * abbreviations, variables. Whatever needs the disk (is this a command on
 * PATH, does this file exist) is asked of filetest.h's cache and background
 * thread, so computing never waits: a command not checked yet is shown
 * neutral (HL_NORMAL, not an error) and a path not checked yet without its
 * underline, until the answer comes. The reader watches hl_fd: when it is
 * readable, hl_take_results takes the answers and says whether to compute
 * and draw again.
 *
 * A role byte is an HlRole in the low six bits plus two modifiers:
 * HL_MOD_VALID_PATH (an existing file: fish_color_valid_path, an underline
 * by default, over the role's look) and HL_MOD_MATCH (the bracket or quote
 * under the cursor and the one that pairs with it: fish_color_match's
 * background).
 * hl_escape turns a role byte (and the editor's selection or search-match
 * overlay) into the escape sequence the screen draws it with, from the
 * fish_color_* / fish_pager_color_* variables and fish's fallbacks, cached
 * until a colour variable changes. */
#ifndef MINNOW_INTERACTIVE_HIGHLIGHT_H
#define MINNOW_INTERACTIVE_HIGHLIGHT_H

#include "base/str.h"
#include "base/strlist.h"
#include "shell.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The roles, each read from one variable (hl_role_var) with a fallback
 * (hl_role_fallback) when that variable is unset or empty. */
typedef enum HlRole {
    HL_NORMAL,          /* fish_color_normal: plain text, and what is not checked yet */
    HL_ERROR,           /* fish_color_error */
    HL_COMMAND,         /* fish_color_command */
    HL_KEYWORD,         /* fish_color_keyword (falls back to command): if, end, { ... */
    HL_END,             /* fish_color_end: ; & | and newlines between commands */
    HL_PARAM,           /* fish_color_param: arguments */
    HL_OPTION,          /* fish_color_option (falls back to param): -x, up to -- */
    HL_COMMENT,         /* fish_color_comment */
    HL_OPERATOR,        /* fish_color_operator: $var * ~ {a,b} ( ) && || and or not */
    HL_ESCAPE,          /* fish_color_escape: \n \x41 ... */
    HL_QUOTE,           /* fish_color_quote */
    HL_REDIRECTION,     /* fish_color_redirection: > file, 2>&1 */
    HL_AUTOSUGGESTION,  /* fish_color_autosuggestion (the editor's) */
    HL_SELECTION,       /* fish_color_selection (the editor's, see HlOverlay) */
    HL_SEARCH_MATCH,    /* fish_color_search_match (the editor's, see HlOverlay) */
    HL_CANCEL,          /* fish_color_cancel: the ^C of a cancelled line */
    HL_MATCH,           /* fish_color_match: the matching bracket (through HL_MOD_MATCH) */
    HL_VALID_PATH,      /* fish_color_valid_path (used through HL_MOD_VALID_PATH) */
    HL_HISTORY_CURRENT, /* fish_color_history_current */
    HL_HOST,            /* fish_color_host (prompts) */
    HL_HOST_REMOTE,     /* fish_color_host_remote */
    HL_STATUS,          /* fish_color_status */
    HL_USER,            /* fish_color_user */
    HL_CWD,             /* fish_color_cwd */
    HL_CWD_ROOT,        /* fish_color_cwd_root */
    HL_PAGER_PROGRESS,  /* fish_pager_color_progress ... the pager's */
    HL_PAGER_BACKGROUND,
    HL_PAGER_PREFIX,
    HL_PAGER_COMPLETION,
    HL_PAGER_DESCRIPTION,
    HL_PAGER_SECONDARY_BACKGROUND,
    HL_PAGER_SECONDARY_PREFIX,
    HL_PAGER_SECONDARY_COMPLETION,
    HL_PAGER_SECONDARY_DESCRIPTION,
    HL_PAGER_SELECTED_BACKGROUND,
    HL_PAGER_SELECTED_PREFIX,
    HL_PAGER_SELECTED_COMPLETION,
    HL_PAGER_SELECTED_DESCRIPTION,
    HL_ROLE_COUNT
} HlRole;

/* Modifier bits of a role byte. */
enum {
    HL_ROLE_MASK = 0x3f,
    HL_MOD_VALID_PATH = 0x40, /* names an existing file: fish_color_valid_path on top */
    HL_MOD_MATCH = 0x80,      /* the bracket or quote at the cursor, or its partner:
                                 fish_color_match's background */
};

/* What the editor lays over a byte's role. */
typedef enum HlOverlay {
    HL_OVER_NONE,
    HL_OVER_SELECTION,    /* fish_color_selection's colours and attributes */
    HL_OVER_SEARCH_MATCH, /* fish_color_search_match's background */
    HL_OVER_COUNT
} HlOverlay;

typedef struct Highlighter Highlighter;

/* A highlighter for sh (borrowed; it must outlive the highlighter). Starts
 * the background thread. */
Highlighter *hl_new(Shell *sh);
void hl_free(Highlighter *h); /* NULL is a no-op */

/* Fills roles[0 .. line.len) with a role byte per byte of line. cursor is
 * a byte offset in line (SIZE_MAX: none): a path argument under it counts
 * as valid when it is the beginning of an existing path (it is being
 * typed), and the bracket or quote under it (or else just before it) is
 * marked with its partner. Never waits on the disk; reads the shell's
 * variables, functions, builtins and abbreviations. */
void hl_compute(Highlighter *h, Str line, size_t cursor, uint8_t *roles);

/* Whether hl_compute checks options (see hl_bad_option): off unless asked
 * for, so code coloured for output (fish_indent --ansi, functions, type)
 * looks as fish colours it; the editor turns it on. */
void hl_check_options(Highlighter *h, bool on);

/* Whether hl_compute leaves the disk alone, as fish colours code for output
 * (fish_indent --ansi, functions, type): every command looks like one, no
 * argument or redirection target is checked as a path. Off unless asked for. */
void hl_offline(Highlighter *h, bool on);

/* The first option in the line last computed that its command does not
 * take (interactive/hlopts.h says which commands are checked; those words
 * are HL_ERROR): line[*at, *at + *len) is the option (a letter of a
 * cluster, or a name with its dashes, without an =value), *word_end the
 * end of its word; *note a line for below the command line, e.g. "ls:
 * unknown option --colr (did you mean --color?)"; *fix the nearest option
 * the command takes, to put in its place ("" when none is near). False
 * when there is none, or when line is not what was computed there. Note
 * and fix are borrowed until the next hl_compute. */
bool hl_bad_option(const Highlighter *h, Str line, size_t *at, size_t *len, size_t *word_end,
                   Str *note, Str *fix);

/* A command of the lines computed whose options are not known yet but
 * whose completion file may list them all: its name in name (cleared
 * first), each name once; false when there is none. For the editor to load
 * that file (exec/complete.h's complete_load) while no key waits, and
 * compute the line again when it did. With name NULL, only says whether
 * there is one. */
bool hl_take_wanted(Highlighter *h, StrBuf *name);

/* Readable when disk answers arrived (-1 when there is no thread: then
 * every answer is found during hl_compute). */
int hl_fd(const Highlighter *h);
/* Takes the answers that arrived; true when one changes what hl_compute
 * would give, so the line should be computed and drawn again. */
bool hl_take_results(Highlighter *h);
/* Disk questions of the last computations not answered yet. */
size_t hl_waiting(const Highlighter *h);
/* Waits up to timeout_ms for answers (for a caller that would rather wait
 * a moment than draw twice); true when some arrived. */
bool hl_wait(Highlighter *h, int timeout_ms);
/* After a command ran (files may have come or gone): answers are checked
 * again in the background, the old ones shown meanwhile. */
void hl_invalidate(Highlighter *h);

/* What hl_check_suggestion says of a line. */
typedef enum HlVerdict {
    HL_SUGGEST_OK,
    HL_SUGGEST_BAD,
    HL_SUGGEST_NOT_YET, /* the disk has not answered yet (or not since the
                           last command): ask again once hl_take_results
                           says answers came */
} HlVerdict;

/* Whether a command line from history may be offered as an autosuggestion
 * here, by fish 4's rules: the first command of its first job has a name
 * hl_compute shows as valid (a builtin, a function, an abbreviation, an
 * executable on $PATH, or a path to one from $PWD), except that `cd DIR`
 * wants DIR to be a directory cd can enter other than $PWD; a line that
 * starts with no plain command (a block, `not`), or whose name cannot be
 * known without running something, passes. And each of paths (absolute:
 * the files the entry named when it ran, made absolute against $PWD) must
 * exist. The disk is asked through the same cache and thread as
 * highlighting, but only answers found since the last hl_invalidate count:
 * a command removed since is not suggested in the meantime. Never waits,
 * never runs anything. */
HlVerdict hl_check_suggestion(Highlighter *h, Str line, const StrList *paths);

/* The escape sequence that draws role byte b under overlay over: the
 * role's style, the modifiers' on top, written as set_color writes it (to
 * follow a reset). Borrowed: valid until a colour variable changes (the
 * next call after that frees it). */
Str hl_escape(Highlighter *h, uint8_t b, HlOverlay over);

/* Appends the escape sequence (as hl_escape writes it) of text in role
 * fg's colours and attributes over role bg's background, taking bg's
 * reverse video too (fish's pager: the selected entry is reversed by
 * default), underlined when asked. Not cached. */
void hl_escape_pair(Highlighter *h, HlRole fg, HlRole bg, bool underline, StrBuf *out);

/* The variable a role reads, e.g. "fish_color_command". Static. */
const char *hl_role_var(HlRole r);
/* The role whose variable is read when r's is unset or empty (fish's
 * table: keyword -> command, option -> param, pager secondary/selected ->
 * their plain pager role, selected background -> search_match); HL_NORMAL
 * for the rest. */
HlRole hl_role_fallback(HlRole r);

#endif
