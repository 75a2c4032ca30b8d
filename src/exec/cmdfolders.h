/* exec/cmdfolders.h - the commands each folder holds, for completing a
 * command name.
 *
 * For a $PATH folder its executables, for a $fish_function_path folder the
 * names of its NAME.fish files; each kept while the folder's mtime is
 * unchanged, so completing a command reads no folder twice. The interactive
 * shell reads the folders ahead, in a thread, once its first prompt is
 * drawn (cmdf_preload): the first command completed, the first key's
 * autosuggestion included, then finds them read. */
#ifndef MINNOW_EXEC_CMDFOLDERS_H
#define MINNOW_EXEC_CMDFOLDERS_H

#include "base/str.h"
#include "base/strlist.h"

#include <stdbool.h>

typedef struct CmdFolders CmdFolders;

CmdFolders *cmdf_new(void);
void cmdf_free(CmdFolders *cf); /* waits for a preload; NULL is a no-op */

/* The commands the folder dir holds (functions: a function folder's names;
 * else executables, each name followed by a NUL and 'l' for a link or 'x'),
 * or NULL when it is no folder. Borrowed until the next call. */
const StrList *cmdf_get(CmdFolders *cf, Str dir, bool functions);

/* Starts reading the executables of the folders exec_dirs and the functions
 * of function_dirs (both copied) in a thread of its own; cmdf_get takes what
 * it read. Nothing when one runs already or ran before. */
void cmdf_preload(CmdFolders *cf, const StrList *exec_dirs, const StrList *function_dirs);

/* What the entry name of the folder open at dfd is, from readdir's type t
 * (stat when that does not say): 'd' a folder, 'x' an executable file (when
 * need_exec), else 'f'; *link when it is a symlink (followed). false when it
 * is gone. */
bool cmdf_entry_kind(int dfd, const char *name, unsigned char t, char *kind, bool *link, bool need_exec);

#endif
