/* base/path.h - file paths as strings: the parts of a path, its normal form,
 * and its real location on disk.
 *
 * These follow fish's own helpers (POSIX basename/dirname recipes rather
 * than libc's, which differ between systems), so `path`, `realpath`, `cd`
 * and tilde expansion agree on every corner case. Paths are bytes; nothing
 * here needs them to be valid UTF-8. */
#ifndef MINNOW_BASE_PATH_H
#define MINNOW_BASE_PATH_H

#include "base/str.h"

#include <stdbool.h>

/* The last component, without trailing slashes: "a/b/" -> "b". An empty
 * path gives ".", a path of only slashes "/". Borrows from p (or a literal). */
Str path_basename(Str p);
/* Everything before the last component, without trailing slashes:
 * "a/b/" -> "a", "a" -> ".", "/a" -> "/". Exactly "//" stays "//"; any other
 * run of only slashes gives "/". Borrows from p (or a literal). */
Str path_dirname(Str p);
/* Appends p with '//' and '.' collapsed and '..' applied textually (kept at
 * the start of a relative path, dropped at the root). Leading slashes become
 * one, or stay two when keep_double is set and there were exactly two. An
 * empty result is ".". Symlinks are not looked at. */
void path_normalize(Str p, bool keep_double, StrBuf *out);
/* Appends the absolute, symlink-free form of p (a C string), as fish's
 * realpath does: trailing slashes are ignored, and when p itself cannot be
 * resolved but everything before its last component can, the last component
 * is appended to that as it is (so a file that does not exist yet still gets
 * a path). Returns false with errno set (0 for an empty path) otherwise. */
bool path_real(const char *p, StrBuf *out);

#endif
