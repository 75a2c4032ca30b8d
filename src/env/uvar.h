/* env/uvar.h - universal variables in fish's fish_variables file format.
 *
 *     # This file contains fish universal variable definitions.
 *     # VERSION: 3.0
 *     SETUVAR --export NAME:value\x1esecond\x20value
 *
 * Each element is written with fish's full escape (ASCII letters, digits and
 * '/' as they are; other ASCII as \xHH; other characters as \uXXXX or
 * \UXXXXXXXX; bytes that are not UTF-8 as \xHH) and elements are joined with
 * the escaped record separator \x1e (an empty list is \x1d). Saving locks
 * the file, reads what other sessions wrote, changes one variable and
 * replaces the file atomically, so concurrent sessions never lose each
 * other's changes. */
#ifndef MINNOW_ENV_UVAR_H
#define MINNOW_ENV_UVAR_H

#include "base/str.h"
#include "base/strlist.h"

#include <stdbool.h>
#include <sys/stat.h>

typedef struct VarStore VarStore;

/* Makes the store's universal scope what the file at path holds: sets the
 * variables that are new or changed there and erases those it no longer
 * has (a missing file holds none), touching nothing else, so the store's
 * change hook sees exactly what changed. Returns false when the file could
 * not be read (nothing changes then). *st (when not NULL) gets the file's
 * stat, zeroed when it is missing. */
bool uvar_load(VarStore *vs, const char *path, struct stat *st);
/* Writes name's current universal value (or its absence) into the file at
 * path, keeping every other variable the file holds. false on failure (errno). */
bool uvar_save(const VarStore *vs, const char *path, Str name);
/* Escaping as the file format wants it; exposed for tests. */
void uvar_escape(Str value, StrBuf *out);
/* Reverses uvar_escape for one whole value field, appending each element
 * (they are separated by the escaped record separator \x1e) to out. As in
 * fish, the field \x1d alone is the empty list and an empty field one empty
 * element. */
void uvar_unescape_list(Str field, StrList *out);

#endif
