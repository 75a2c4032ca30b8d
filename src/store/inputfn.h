/* store/inputfn.h - the names of the editor's input functions (`bind
 * ctrl-a beginning-of-line`, `commandline -f repaint`).
 *
 * Only names live here, so `bind` and `commandline` can check and list them
 * without the editor; interactive/ runs them by number. */
#ifndef MINNOW_STORE_INPUTFN_H
#define MINNOW_STORE_INPUTFN_H

#include "base/str.h"

#include <stddef.h>

typedef enum InputFn {
#define INPUTFN(id, name, arity) INPUTFN_##id,
#include "store/inputfn.def"
#undef INPUTFN
    INPUTFN_COUNT
} InputFn;

/* The function called name, or -1. */
int inputfn_lookup(Str name);
/* The name of f (static). */
const char *inputfn_name(InputFn f);
/* How many keys after the binding f reads as its argument (0 or 1). */
int inputfn_arity(InputFn f);

#endif
