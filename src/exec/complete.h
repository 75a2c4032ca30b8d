/* exec/complete.h - the completion engine: what may follow the text before
 * the cursor.
 *
 * Given a command line up to the cursor, the engine finds the innermost
 * command substitution and the process the cursor is in, and completes the
 * token under it as fish does: a command name (builtins, functions, files
 * on $PATH, abbreviations, directories), a variable after `$`, a user after
 * `~`, an option or argument from the `complete` rules of the command and
 * of the commands it wraps, and files. Rules' conditions and argument lists
 * are shell code, so the engine runs code (that is why it lives in exec/;
 * the rules themselves are in store/compspec.h). Completion files are
 * loaded from $fish_complete_path the first time a command is completed.
 *
 * Each completion is a string to append to the token as typed, or with
 * COMP_REPLACE the whole token (a case-insensitive or fuzzy match, a
 * wildcard's match), unescaped; complete_apply escapes it into the line.
 * complist_sort keeps only the best-ranked kind of match, sorted and
 * without duplicates, as fish offers them. */
#ifndef MINNOW_EXEC_COMPLETE_H
#define MINNOW_EXEC_COMPLETE_H

#include "base/str.h"
#include "shell.h"

#include <stdbool.h>
#include <stddef.h>

/* Completion flags. */
enum {
    COMP_NO_SPACE = 1u << 0,        /* no space after it when it is the only one */
    COMP_REPLACE = 1u << 1,         /* replaces the token rather than extending it */
    COMP_NO_ESCAPE = 1u << 2,       /* inserted as it is */
    COMP_NO_ESCAPE_TILDE = 1u << 3, /* a leading ~ stays unescaped */
    COMP_KEEP_ORDER = 1u << 4,      /* from `complete -k`: not sorted */
    COMP_DUP_ARG = 1u << 5,         /* the line already holds it as an argument */
    COMP_ALL = 1u << 6,             /* every match of a wildcard or braces at once */
    COMP_BACKSLASHES = 1u << 7,     /* complete_apply: escape with backslashes, never quotes */
};

typedef struct Completion {
    char *text;     /* owned */
    size_t len;     /* of text */
    char *desc;     /* owned, "" when none */
    unsigned flags; /* COMP_* */
    unsigned rank;  /* fuzzy_rank of the match; lower is better */
} Completion;

typedef struct CompList {
    Completion *items;
    size_t n, cap;
} CompList;

void complist_fini(CompList *l);
/* Adds a completion (copies text and desc; desc may be empty). */
void complist_add(CompList *l, Str text, Str desc, unsigned flags, unsigned rank);
/* Keeps only the best rank, drops duplicates, sorts (fish's file order;
 * COMP_KEEP_ORDER ones first as they came). suggest: for an autosuggestion,
 * same-case matches and ones that do not repeat an argument first. */
void complist_sort(CompList *l, bool suggest);

/* Request flags. */
enum {
    COMPLETE_FUZZY = 1u << 0,       /* substring and subsequence matches too */
    COMPLETE_DESCRIBE = 1u << 1,    /* descriptions (files: their type) */
    COMPLETE_SUGGEST = 1u << 2,     /* for an autosuggestion: run nothing */
    COMPLETE_WAIT_WHATIS = 1u << 3, /* wait for the command summaries (complete -C) */
    COMPLETE_EDITOR = 1u << 4,      /* for the editor's Tab: offer the "all matches" entry */
};

/* The engine's state kept by the shell: rules, what was autoloaded, caches. */
typedef struct CompleteState CompleteState;
CompleteState *complete_state_new(void);
void complete_state_free(CompleteState *cs); /* NULL is a no-op */
/* The rules (`complete` adds to them). */
struct CompSpecs *complete_specs(Shell *sh);
/* Reads the commands of the $PATH and $fish_function_path folders ahead, in
 * a thread (the interactive shell, once its first prompt is drawn). */
void complete_preload(Shell *sh);
/* Loads cmd's completion file (and its function file) if that was not done
 * yet, as completing it would; true when a file was loaded now. Runs code:
 * the editor calls it while no key waits (for the highlighter's options). */
bool complete_load(Shell *sh, Str cmd);
/* $fish_complete_path changed: files are looked for again. */
void complete_path_changed(Shell *sh);

/* Completes line, the command line up to the cursor, appending to out
 * (unsorted: see complist_sort). */
void complete_line(Shell *sh, Str line, unsigned req, CompList *out);

/* Where the token the cursor is in (or just after) starts in line. */
size_t complete_token_start(Shell *sh, Str line, size_t cursor);
/* Applies a completion to line with the cursor at cursor: text (with flags)
 * replaces the token up to the cursor or is appended at the cursor, escaped
 * for where it goes (inside an open quote, with that quote's escapes); when
 * unique and not COMP_NO_SPACE an open quote is closed and a space added.
 * The new line goes to out (cleared first), the new cursor to *cursor_out. */
void complete_apply(Shell *sh, Str line, size_t cursor, Str text, unsigned flags, bool unique,
                    StrBuf *out, size_t *cursor_out);

#endif
