/* env/var.h - the variable store: scopes, flags, electric variables, environ.
 *
 * How fish's `set` options map onto the store (fish 4 rules):
 *
 *   The store holds a global table, a universal table and a stack of local
 *   scopes. Scope 0 is the top level's local scope and is never popped. Every
 *   block (begin, if, while, for, switch bodies, and a function called with
 *   --no-scope-shadowing) pushes VARS_FRAME_BLOCK; an ordinary function call
 *   pushes VARS_FRAME_FUNCTION, which hides every local scope below it. The
 *   visible local scopes are those from the top down to the innermost function
 *   frame (or down to scope 0 when no function is running); the bottom one of
 *   those is "the function scope".
 *
 *   set -l NAME     VM_LOCAL      the innermost scope (the current block)
 *   set -f NAME     VM_FUNCTION   the function scope: the called function's
 *                                 frame, or scope 0 at top level (a function
 *                                 run with -S has no frame of its own, so it
 *                                 uses its caller's function scope)
 *   set -g NAME     VM_GLOBAL     the global table
 *   set -U NAME     VM_UNIVERSAL  the universal table (or the global table when
 *                                 vars_set_universal_as_global was called, as
 *                                 fish does when run without config)
 *   set NAME        (no scope)    the innermost visible variable of that name:
 *                                 visible locals, then global, then universal;
 *                                 when there is none it is created in the
 *                                 function scope inside a function, and in the
 *                                 global table outside one (so `set x` in a
 *                                 top-level block makes a global)
 *   set -x / -u     VM_EXPORT / VM_UNEXPORT; without either, a variable that
 *                   already exists in the scope being set keeps its export
 *                   flag, and a new one is not exported (even when an outer
 *                   variable of that name is: `set -l` of an exported global
 *                   makes an unexported local that hides it from children)
 *   --path/--unpath VM_PATH / VM_UNPATH; without either, the innermost visible
 *                   variable of that name (local or global) lends its path
 *                   flag, and a new name is a path variable when it ends in
 *                   "PATH" or is "LANGUAGE". A path variable's values are split
 *                   on ':' when set (`set MYPATH a:b` has 2 elements, `set
 *                   PATH2 a:b` has 1), and joined with ':' when exported; other
 *                   lists are exported joined with spaces.
 *
 *   A function frame starts with copies of the caller's exported locals, so
 *   `set -lx` variables reach functions (as locals of the frame) and their
 *   children; other caller locals are invisible. Exported variables of the
 *   visible scopes reach children, the innermost one of each name winning, and
 *   an unexported local hides an exported outer one.
 *
 * Electric variables are names the shell owns (see vars_set_electric): their
 * values may be computed on demand, they can only be set in the global scope,
 * and read-only ones reject every VM_USER set or erase.
 *
 * Ownership: the store owns every variable, name and value. Pointers it hands
 * out (Var *, environ) are borrowed and valid until the change noted at each
 * function. Nothing here prints: errors are VARS_* codes, and
 * vars_format_error gives fish's text for them. */
#ifndef MINNOW_ENV_VAR_H
#define MINNOW_ENV_VAR_H

#include "base/str.h"
#include "base/strlist.h"

#include <stdbool.h>
#include <stdint.h>

/* Var.flags */
enum {
    VAR_EXPORT = 1u << 0,    /* passed to child processes */
    VAR_PATH = 1u << 1,      /* split on ':' when set, joined with ':' when exported */
    VAR_READ_ONLY = 1u << 2, /* an electric read-only variable (for `set --show`) */
};

typedef struct Var {
    StrList values; /* owned by the store */
    unsigned flags; /* VAR_* */
} Var;

/* Mode bits for set, append, erase, get and names. */
enum {
    VM_LOCAL = 1u << 0,
    VM_FUNCTION = 1u << 1,
    VM_GLOBAL = 1u << 2,
    VM_UNIVERSAL = 1u << 3,
    VM_EXPORT = 1u << 4,
    VM_UNEXPORT = 1u << 5,
    VM_PATH = 1u << 6,
    VM_UNPATH = 1u << 7,
    VM_USER = 1u << 8, /* a user's `set`: checks the name, respects read-only */
};
#define VM_SCOPE_MASK (VM_LOCAL | VM_FUNCTION | VM_GLOBAL | VM_UNIVERSAL)

/* Results. Codes 1 to 4 equal fish's env results, which `set` returns as its
 * exit status unchanged (`set status 1` exits 1, `set -l status 1` exits 2,
 * `set umask 999` 3, `set -e nosuch` 4). */
enum {
    VARS_OK = 0,
    VARS_READ_ONLY = 1,     /* a user set of a read-only variable */
    VARS_WRONG_SCOPE = 2,   /* electric variable outside the global scope (or
                               wrong export flag); any user erase of a read-only one */
    VARS_INVALID_VALUE = 3, /* an electric setter refused the value (umask) */
    VARS_NOT_FOUND = 4,     /* erase of a variable that is not there */
    VARS_INVALID_NAME = 5,  /* VM_USER and not a valid name; `set` exits 2 */
};

typedef enum VarsFrame {
    VARS_FRAME_BLOCK,             /* begin/if/for/while/switch body: a new local scope */
    VARS_FRAME_FUNCTION,          /* function call: a new function scope; caller locals hidden */
    VARS_FRAME_FUNCTION_NOSHADOW, /* function --no-scope-shadowing: behaves as a block */
} VarsFrame;

typedef enum VarsChange {
    VARS_CHANGE_SET,   /* set or appended (fish fires `VARIABLE SET name`) */
    VARS_CHANGE_ERASE, /* erased (`VARIABLE ERASE name`) */
    VARS_CHANGE_POP,   /* went out of scope with vars_pop: for reactions such as a
                          local LC_ALL ending, not for --on-variable events */
} VarsChange;

typedef struct VarStore VarStore;

/* A new store with scope 0 only. */
VarStore *vars_new(void);
/* Frees the store and everything in it; NULL is a no-op. */
void vars_free(VarStore *vs);

/* Whether name is a valid variable name: not empty, and only letters, digits
 * and '_', where letters and digits include non-ASCII alphanumerics (fish 4
 * uses Unicode's alphanumeric property; we approximate it, see var.c). */
bool vars_is_valid_name(Str name);

/* Pushes a local scope of the given kind (see the note at the top). */
void vars_push(VarStore *vs, VarsFrame kind);
/* Pops the innermost scope, freeing its variables; the change hook hears
 * VARS_CHANGE_POP for each. Popping scope 0 is a bug. */
void vars_pop(VarStore *vs);
/* The number of scopes pushed and not popped (0 at top level). */
size_t vars_depth(const VarStore *vs);
/* Pushes a block scope that is not a block of the script: a command
 * substitution's or a command's NAME=value assignments'. */
void vars_push_transient(VarStore *vs);
/* How many of the scopes pushed are not transient: 0 when no block,
 * function or sourced file runs (fish's `status is-block`). */
size_t vars_block_depth(const VarStore *vs);
/* A number naming the scope at depth (0 to vars_depth) while it is pushed;
 * no scope pushed later gets it again. 0 for a depth not in use. */
uint64_t vars_scope_id(const VarStore *vs, size_t depth);
/* The depth of the innermost scope a function call pushed (with or without
 * scope shadowing), or 0 when no function is running. */
size_t vars_call_depth(const VarStore *vs);

/* Sets name to *values according to mode (scope, export and path bits, see
 * the note at the top; VM_USER for the `set` builtin). Takes the values: *values
 * is left empty whatever the result. Returns VARS_OK or an error code, in which
 * case nothing changed. */
int vars_set(VarStore *vs, Str name, unsigned mode, StrList *values);
/* Convenience: sets name to the single value. */
int vars_set_one(VarStore *vs, Str name, unsigned mode, Str value);
/* Appends (or with prepend, prepends) *values to the variable that vars_get
 * with no scope sees, and sets the result in the scope mode selects, as `set
 * -a`/`set -p` do; a missing variable counts as empty. When that target is the
 * visible variable itself (the usual case), the values are added in place:
 * appending is amortized O(1) per item, prepending moves the existing item
 * pointers (O(length), no string copies). Takes the values like vars_set. */
int vars_append(VarStore *vs, Str name, unsigned mode, StrList *values, bool prepend);
/* Erases name from one scope: with scope bits, the first of universal, global,
 * local (the innermost visible local of that name), function (the function
 * scope only); without, the innermost visible one (locals, global, then
 * universal). `set -e -l -g x` calls this once per scope bit. Returns VARS_OK,
 * VARS_NOT_FOUND (which `set -e` reports only through its status), or with
 * VM_USER VARS_INVALID_NAME, or VARS_WRONG_SCOPE for a read-only name. */
int vars_erase(VarStore *vs, Str name, unsigned mode);
/* The variable name resolves to: with no scope bits, the innermost visible one
 * (electric computed values first, then visible locals, global, universal);
 * scope bits limit where to look (VM_LOCAL: all visible locals; VM_FUNCTION:
 * the function scope only); export and path bits filter the result. NULL when
 * there is none. Borrowed: valid until that variable next changes, its scope is
 * popped, or (for a computed electric value) the next vars_get of that name. */
const Var *vars_get(const VarStore *vs, Str name, unsigned mode);
/* Appends to out (sorted bytewise, without duplicates) the names visible in the
 * scopes mode selects, as `set -n` lists them: VM_LOCAL all visible locals,
 * VM_GLOBAL globals and electric names, VM_UNIVERSAL universals, no scope bits
 * all of them. As in fish, VM_FUNCTION alone lists nothing. Export bits filter. */
void vars_names(const VarStore *vs, unsigned mode, StrList *out);

/* Start-up: every NAME=VALUE of envp becomes a global exported variable (path
 * variables by the usual name rule are split on ':'). Names are not checked,
 * so unusual ones still pass through to children; electric names are skipped. */
void vars_import(VarStore *vs, char **envp);
/* A NULL-terminated "NAME=VALUE" array of the exported variables for a child
 * (sorted by name). Cached: rebuilt only when an exported variable (or one
 * hiding an exported one) changed since the last call, or an exported computed
 * electric value differs. Borrowed: valid until the next vars_environ call or
 * vars_free. */
char *const *vars_environ(VarStore *vs);

/* Electric variables.
 *
 * get fills the empty list *out with the current value (the store keeps the
 * result for vars_get); NULL means the variable is stored like a global, set
 * by the shell without VM_USER (fish_pid, version, hostname, SHLVL...). set,
 * when not NULL, receives every allowed set (taking no ownership of *values;
 * the store empties it afterwards) and returns VARS_OK or VARS_INVALID_VALUE;
 * it must call nothing in the store. flags: VAR_READ_ONLY rejects VM_USER sets
 * (VARS_READ_ONLY) and erases (VARS_WRONG_SCOPE); VAR_EXPORT exports it.
 * Registering a name again replaces the hooks.
 *
 * The names fish 4 treats this way (the shell registers them), all read-only
 * except umask:
 *   computed: status, pipestatus, status_generation, fish_kill_signal,
 *             fish_killring, history, umask (writable: one octal value up
 *             to 777, else VARS_INVALID_VALUE; read back as 0NNN), PWD
 *             (exported; may as well be stored and set by cd without VM_USER)
 *   stored:   FISH_VERSION, version, fish_pid, hostname, _, SHLVL (exported),
 *             fish_terminal_color_theme, __fish_bin_dir, __fish_cache_dir,
 *             __fish_config_dir, __fish_data_dir, __fish_help_dir,
 *             __fish_man_dir, __fish_sysconf_dir, __fish_user_data_dir
 * Not special (plain variables the shell sets): argv, CMD_DURATION, last_pid,
 * COLUMNS, LINES, USER, HOME, EUID, fish_private_mode... */
typedef void (*VarsElectricGetFn)(void *ctx, Str name, StrList *out);
typedef int (*VarsElectricSetFn)(void *ctx, Str name, StrList *values);
void vars_set_electric(VarStore *vs, Str name, VarsElectricGetFn get, VarsElectricSetFn set,
                       void *ctx, unsigned flags);
/* Whether name is electric; *flags (when not NULL) gets its VAR_* flags. */
bool vars_is_electric(const VarStore *vs, Str name, unsigned *flags);

/* The change hook, called after every successful set, append, erase (with the
 * scope it happened in: VM_LOCAL, VM_GLOBAL or VM_UNIVERSAL) and for every
 * variable a pop drops (VM_LOCAL). It may read and change the store. One hook;
 * NULL removes it. */
typedef void (*VarsChangeFn)(void *ctx, Str name, VarsChange why, unsigned scope);
void vars_on_change(VarStore *vs, VarsChangeFn fn, void *ctx);

/* Makes VM_UNIVERSAL mean VM_GLOBAL (fish without config: no universal file). */
void vars_set_universal_as_global(VarStore *vs, bool on);

/* Where fish's errors about a bad variable (or bind mode) name send the
 * reader, after "NAME: invalid variable name. ". */
#define VARS_NAME_HELP "See `help language#shell-variable-and-function-names`"

/* Appends fish's text for a VARS_* error about name, without the "set: "
 * prefix or a newline, e.g. "Tried to change the read-only variable 'status'"
 * or "a-b: invalid variable name. See `help language#...`". */
void vars_format_error(int err, Str name, StrBuf *out);

#endif
