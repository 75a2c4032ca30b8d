/* base/embed.c - look up a file of the embedded table by name. */
#include "base/embed.h"

#include <string.h>

const char *embed_find(const char *name, size_t *len)
{
    size_t lo = 0, hi = embedded_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (!embedded_files[mid].name) return NULL;
        int c = strcmp(name, embedded_files[mid].name);
        if (c == 0) {
            if (len) *len = strlen(embedded_files[mid].data);
            return embedded_files[mid].data;
        }
        if (c < 0) hi = mid;
        else lo = mid + 1;
    }
    return NULL;
}
