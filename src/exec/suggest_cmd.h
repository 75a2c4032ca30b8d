/* exec/suggest_cmd.h - the hints under a command that could not run: the
 * closest known command or path to a mistyped one, the fish way for another
 * shell's keyword or builtin, what to do with a file that cannot be run.
 * Each reads directories or files: for error paths only. */
#ifndef MINNOW_EXEC_SUGGEST_CMD_H
#define MINNOW_EXEC_SUGGEST_CMD_H

#include "base/str.h"

#include <stdbool.h>

typedef struct VarStore VarStore;
typedef struct FuncStore FuncStore;
typedef struct AbbrSet AbbrSet;

/* Appends to out the builtin, function, abbreviation (from abbrs, which may
 * be NULL: outside an interactive session nothing expands them) or $PATH
 * command closest to typed, when one is within a typo's reach; false when
 * none is. Block keywords (case, else, end) are never suggested. */
bool suggest_command(const VarStore *vars, const FuncStore *funcs, const AbbrSet *abbrs, Str typed,
                     StrBuf *out);

/* For a path that does not exist (relative to the working directory), mends
 * its first missing component with the closest entry of the directory above
 * it, when the mended path exists (and is a directory when dir): appends it,
 * written as path was. False when there is none. */
bool suggest_path(Str path, bool dir, StrBuf *out);

/* Appends the hint (without "hint: ") for an unknown command: what fish
 * writes instead of another shell's word (fi, local, [[ ...), backquotes or
 * an assignment; else "did you mean 'NAME'?" with the closest command, or
 * the closest existing path for a name with a slash. False when there is
 * nothing to say. */
bool suggest_unknown(const VarStore *vars, const FuncStore *funcs, const AbbrSet *abbrs, Str typed,
                     StrBuf *out);

/* Appends the hint for a command path that exists but cannot run (err as
 * cmdpath_find gave it): a directory to cd into, a file to chmod +x (or to
 * source, for a .fish file). False when there is nothing to say. */
bool suggest_not_executable(const char *path, int err, StrBuf *out);

#endif
