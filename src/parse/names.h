/* parse/names.h - names the language itself fixes: fish's builtin commands.
 *
 * The parser needs them for `builtin NAME` checks before any builtin table
 * exists; builtins/registry.c must register exactly these (a unit test checks). */
#ifndef MINNOW_PARSE_NAMES_H
#define MINNOW_PARSE_NAMES_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>

/* Whether name is reserved: a keyword, or a builtin a function may not
 * replace (fish's list: set, read, test, string, status, eval, ...). */
bool names_is_reserved(Str name);
/* Whether name is one of fish's builtins. */
bool names_is_builtin(Str name);
/* Whether no function may be named name (fish's reserved words: keywords and
 * set, test, string, status, read, argparse, eval, [ and _). */
bool names_is_reserved(Str name);
/* The sorted list, for `builtin -n` and the registry's test. */
extern const char *const names_builtins[];
extern const size_t names_builtin_count;

#endif
