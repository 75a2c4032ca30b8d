/* store/inputfn.c - the input function names, looked up by binary search
 * over the sorted table in inputfn.def. */
#include "store/inputfn.h"

#include <string.h>

typedef struct Entry {
    const char *name;
    int arity;
} Entry;

static const Entry table[] = {
#define INPUTFN(id, name, arity) {name, arity},
#include "store/inputfn.def"
#undef INPUTFN
};

int inputfn_lookup(Str name)
{
    size_t lo = 0, hi = INPUTFN_COUNT;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = str_cmp_cstr(name, table[mid].name);
        if (c == 0) return (int)mid;
        if (c < 0) hi = mid;
        else lo = mid + 1;
    }
    return -1;
}

const char *inputfn_name(InputFn f) { return table[f].name; }

int inputfn_arity(InputFn f) { return table[f].arity; }
