/* env/func.h - the function store: what `function` defines and calls run.
 *
 * A Function keeps a counted reference to the parsed source it came from and
 * points at its body inside it, so a call never re-parses. Functions are
 * counted too: a call holds its own reference, so redefining or erasing a
 * function while it runs is safe. */
#ifndef MINNOW_ENV_FUNC_H
#define MINNOW_ENV_FUNC_H

#include "base/str.h"
#include "base/strlist.h"
#include "parse/parser.h"

#include <stdbool.h>

typedef struct Function {
    int refs;
    char *name;               /* owned */
    ParsedSource *src;        /* counted */
    const AstNode *body;      /* borrowed from src: the body's JOB_LIST */
    StrList named_args;       /* --argument-names */
    StrList wraps;            /* --wraps: commands whose completions it takes */
    char *description;        /* owned, or NULL */
    StrList inherit_names;    /* --inherit-variable: names ... */
    StrList *inherit_values;  /* owned array, one list per name, values at definition */
    bool no_scope_shadowing;  /* --no-scope-shadowing */
    bool autoloaded;          /* came from a $fish_function_path file (checked for changes) */
    char *file;               /* owned, or NULL: where it was defined */
    unsigned line;
    bool copied;        /* made by `functions -c` ... */
    char *copy_file;    /* owned, or NULL (interactively): ... in this file */
    unsigned copy_line; /* ... at this line */
} Function;

typedef struct FuncStore FuncStore;

FuncStore *funcs_new(void);
void funcs_free(FuncStore *fs);
/* A new function named name with no body yet; the caller fills it in and
 * passes it to funcs_define. */
Function *func_new(Str name);
Function *func_ref(Function *f);
void func_unref(Function *f);
/* Defines f under its name, replacing any function of that name; takes the
 * caller's reference. */
void funcs_define(FuncStore *fs, Function *f);
/* Borrowed; valid until the name is next defined or erased (take a reference
 * to keep it longer). */
Function *funcs_get(const FuncStore *fs, Str name);
/* Erases the function of that name, if any, and remembers that the name was
 * erased: as in fish, it is not autoloaded again in this session. */
bool funcs_erase(FuncStore *fs, Str name);
/* Whether funcs_erase was called for name. */
bool funcs_was_erased(const FuncStore *fs, Str name);
/* Every function's name, sorted. */
void funcs_names(const FuncStore *fs, StrList *out);

#endif
