/* exec/expand.h - one word as written -> its list of values, as fish 4 expands it.
 *
 * The stages run in fish's order, and the order is what decides the order of a
 * cartesian product: command substitutions (each run once, left to right; the
 * first varies slowest), unescaping, variables with their slices (the last
 * variable varies slowest), braces (the last brace varies slowest), `~` and
 * `%self`, then wildcards, each wildcard string sorted on its own. Only text
 * written in the word is special: what a variable or a substitution produces is
 * never split, brace-expanded, tilde-expanded or globbed.
 *
 * Errors are values: a Diag with fish's message and the byte range fish points
 * at, offsets into the source the word lives in. The caller maps the result to
 * a status (121 for EXPAND_ERROR, 124 for EXPAND_NO_MATCH) and renders it. */
#ifndef MINNOW_EXEC_EXPAND_H
#define MINNOW_EXEC_EXPAND_H

#include "base/diag.h"
#include "base/str.h"
#include "base/strlist.h"
#include "exec/io.h"

#include <stdbool.h>
#include <stdint.h>

/* A run_cmdsub status: the substitution was refused for depth (fish's
 * "Unable to evaluate string substitution"). */
enum { EXPAND_CMDSUB_TOO_DEEP = -2 };

typedef struct ExpandHooks {
    void *ctx;
    /* The variable's values (borrowed until the next call), or false when unset. */
    bool (*get_var)(void *ctx, Str name, const StrList **values);
    /* Runs a command substitution's script; appends its whole output to *out,
     * records in *items where whole values were written (see IoItems) and sets
     * *status; returns false when expansion must stop: the shell is exiting
     * (*status 0: nothing more is said), or the script's last command failed
     * before it could run (*status says how; expansion reports it at the
     * substitution, as fish does; EXPAND_CMDSUB_TOO_DEEP when texts run
     * inside each other too deep to run it at all). */
    bool (*run_cmdsub)(void *ctx, Str script, StrBuf *out, IoItems *items, int *status);
    /* Called with the status of the last command substitution, for $status. */
    void (*cmdsub_status)(void *ctx, int status);
    /* Optional. Whether name is a path variable, whose "$name" joins its values
     * with ':' rather than ' '. NULL: the names ending in PATH are, as by default. */
    bool (*is_path_var)(void *ctx, Str name);
    /* Optional. Polled during long wildcard walks; true stops them (Ctrl-C). */
    bool (*cancelled)(void *ctx);
} ExpandHooks;

/* Flags for expand_word. */
enum {
    EXPAND_NO_GLOB = 1 << 0,       /* wildcards stay literal text */
    EXPAND_GLOB_NULL = 1 << 1,     /* a wildcard with no match gives nothing, not an error
                                      (set, for, count) */
    EXPAND_NO_CMDSUB = 1 << 2,     /* a command substitution is an error (command position) */
    EXPAND_QMARK_GLOB = 1 << 3,    /* feature qmark-noglob off: ? is a wildcard */
    EXPAND_NO_PERCENT_SELF = 1 << 4, /* feature remove-percent-self on: %self is literal */
};

/* Results of expand_word. */
enum {
    EXPAND_OK = 0,
    EXPAND_ERROR,    /* a Diag was added, or run_cmdsub failed (it reported itself) */
    EXPAND_NO_MATCH, /* wildcards matched nothing; a Diag was added */
};

/* Diag codes. */
enum {
    EXPAND_ERR_SYNTAX = 200, /* bad index, bad $, ... */
    EXPAND_ERR_CMDSUB,       /* a substitution where none is allowed */
    EXPAND_ERR_NO_MATCH,     /* wildcard without a match */
};

/* Expands the word at [start, start+len) of src (a word the parser accepted)
 * and appends its values to out; a word may give none, one or many. On
 * EXPAND_ERROR and EXPAND_NO_MATCH nothing is appended and the Diag goes to
 * errs. Hooks are called in fish's order: every substitution first, then the
 * variables. src and the hooks are borrowed for the call. */
int expand_word(const ExpandHooks *h, Str src, uint32_t start, uint32_t len, unsigned flags,
                StrList *out, DiagList *errs);

/* fish's sort order for file names (glob results): case-insensitive, digit
 * runs compared as numbers; only identical strings compare equal. */
int expand_filecmp(Str a, Str b);

/* fish's normalize_path: collapses '//' and '.', resolves '..' textually (kept
 * at the start of a relative path), drops a trailing '/', keeps exactly two
 * leading slashes; an empty result is ".". Appends to out. */
void expand_normalize_path(Str path, StrBuf *out);

#endif
