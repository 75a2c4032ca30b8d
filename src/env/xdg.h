/* env/xdg.h - folder lists from the XDG base directory variables
 * ($XDG_DATA_HOME and $XDG_DATA_DIRS, their config twins), with the
 * specification's defaults. Used by `open` and by completion's file types. */
#ifndef MINNOW_ENV_XDG_H
#define MINNOW_ENV_XDG_H

#include "base/str.h"
#include "base/strlist.h"

#include <stdbool.h>

typedef struct VarStore VarStore;

/* Appends the non-empty parts of s between colons: with dirs set the
 * absolute ones (the specification ignores relative folders), else names,
 * lower-cased (desktop names; those with a '/' are dropped). */
void xdg_split_colons(Str s, bool dirs, StrList *out);
/* xdg_split_colons over each value of the variable name. */
void xdg_var_parts(const VarStore *vs, const char *name, bool dirs, StrList *out);
/* The folders of a home variable (one folder; $HOME/home_default when unset)
 * then of a list variable (list_default when it names none). */
void xdg_dirs(const VarStore *vs, const char *home_var, const char *home_default,
              const char *list_var, const char *list_default, StrList *out);
/* DIR/sub for each data folder ($XDG_DATA_HOME, then $XDG_DATA_DIRS, with
 * their defaults), e.g. the shared MIME database's folders for "mime". */
void xdg_data_subdirs(const VarStore *vs, const char *sub, StrList *out);

#endif
