/* env/autoload.h - finding NAME.fish on a path list ($fish_function_path).
 *
 * The lookup only finds the file; exec sources it (env never runs code). The
 * cache remembers which file each name loaded and its mtime, so a file that
 * changed is loaded again, and so is another file that now comes first for
 * the name (the path changed); one already loaded is not. What the disk says about a name is trusted
 * for 15 seconds (fish's rule), or until the folders change. */
#ifndef MINNOW_ENV_AUTOLOAD_H
#define MINNOW_ENV_AUTOLOAD_H

#include "base/str.h"
#include "base/strlist.h"

#include <stdbool.h>

typedef struct Autoload Autoload;

Autoload *autoload_new(void);
void autoload_free(Autoload *a);
/* The folders to look in, in order (a copy is kept). What the disk said is
 * forgotten when they differ from the last ones; callers set them again only
 * when their list changed, so a lookup costs no comparison of folders. */
void autoload_set_dirs(Autoload *a, const StrList *dirs);
/* The first dir/NAME.fish that exists in the folders, unless it is the file
 * last loaded for NAME and unchanged since: a path the caller frees, after
 * which the file counts as loaded. NULL when there is none or it is current. */
char *autoload_next(Autoload *a, Str name);
/* Appends NAME for each file NAME.fish (not a folder, NAME not empty) in
 * dirs, in no particular order and possibly more than once. */
void autoload_names(const StrList *dirs, StrList *out);
/* Whether some dir in dirs has NAME.fish (for `type` and completions). */
bool autoload_exists(const StrList *dirs, Str name);

#endif
