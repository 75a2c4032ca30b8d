/* exec/suggest_cmd.h - the closest known command to a mistyped one. */
#ifndef MINNOW_EXEC_SUGGEST_CMD_H
#define MINNOW_EXEC_SUGGEST_CMD_H

#include "base/str.h"

#include <stdbool.h>

typedef struct VarStore VarStore;
typedef struct FuncStore FuncStore;

/* Appends to out the builtin, function or $PATH command closest to typed,
 * when one is within a typo's reach; false when none is. Reads directories:
 * for the error path only. */
bool suggest_command(const VarStore *vars, const FuncStore *funcs, Str typed, StrBuf *out);

#endif
