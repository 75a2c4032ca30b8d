/* proc/cmdpath.h - find the executable a command name runs, through $PATH.
 *
 * A name with a slash is checked as it is; any other name is tried in each
 * PATH directory in turn, and the first executable regular file wins, as in
 * fish. Hits are cached by name until the PATH generation changes, and a
 * cached hit is checked again (one access and one stat) before it is used,
 * so a removed or changed file is looked up afresh. What the cache cannot
 * notice is a new command appearing in a directory earlier in PATH than the
 * cached one; it is seen once the generation changes. Results found through a
 * relative PATH entry (".") depend on the working directory and are never
 * cached. */
#ifndef MINNOW_PROC_CMDPATH_H
#define MINNOW_PROC_CMDPATH_H

#include "base/str.h"
#include "base/strlist.h"

typedef struct CmdPathCache CmdPathCache;

CmdPathCache *cmdpath_new(void);
void cmdpath_free(CmdPathCache *c); /* NULL is a no-op */

/* The path to run for name, which the caller owns (free()), or NULL with
 * *err set:
 *   ENOENT        nothing of that name (status 127)
 *   EACCES        found, but not executable for us
 *   EISDIR        found, but a directory
 *   ENOEXEC       found, but another kind of non-regular file (fifo, device)
 *   ENOTDIR, ENAMETOOLONG, ELOOP...  a name with a slash that cannot be reached
 * (every error but ENOENT is status 126). When PATH has several candidates
 * the first one that failed for a reason other than ENOENT, in a directory we
 * may search, is the one reported, as fish does; cmdpath_failed_path gives
 * its path. path_dirs NULL means PATH is unset: fish then searches
 * /usr/local/bin, /usr/bin and /bin. Empty entries are skipped (fish turns
 * them into "." when PATH is set, so they should not reach here). c may be
 * NULL to look up without a cache. path_generation is whatever the variable
 * store bumps when PATH changes. */
char *cmdpath_find(CmdPathCache *c, const StrList *path_dirs, unsigned path_generation, Str name,
                   int *err);
/* Every executable called name in the PATH directories, in PATH order, as
 * `command -a` and `type -a` list them (name itself when it has a slash and
 * can be run); never cached. path_dirs NULL means fish's default PATH. */
void cmdpath_find_all(const StrList *path_dirs, Str name, StrList *out);
/* After cmdpath_find failed with an error other than ENOENT: the candidate
 * it reports ("/usr/bin/x", or "./x" for PATH entry "."), borrowed until the
 * next lookup; "" otherwise. */
const char *cmdpath_failed_path(const CmdPathCache *c);

/* The status of a failed lookup: 127 for ENOENT, 126 for the rest; 0 for 0. */
int cmdpath_status(int err);
/* What fish says after "Unknown command 'PATH': " for err, e.g. "Missing
 * execute permissions for the file or one of its parent directories." for
 * EACCES; for ENOENT fish prints "Unknown command: NAME" and nothing else, so
 * this returns NULL. Static. */
const char *cmdpath_error_text(int err);

#endif
