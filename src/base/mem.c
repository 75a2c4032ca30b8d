/* base/mem.c - allocation that aborts on exhaustion, and the panic path. */
#include "base/check.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

_Noreturn void mn_panic(const char *file, int line, const char *msg)
{
    fprintf(stderr, "minnow: internal error at %s:%d: %s\n", file, line, msg);
    abort();
}

static _Noreturn void out_of_memory(size_t n)
{
    fprintf(stderr, "minnow: out of memory (asked for %zu bytes)\n", n);
    abort();
}

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p) out_of_memory(n);
    return p;
}

void *xcalloc(size_t count, size_t size)
{
    void *p = calloc(count ? count : 1, size ? size : 1);
    if (!p) out_of_memory(count * size);
    return p;
}

void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) out_of_memory(n);
    return q;
}

void *xreallocarray(void *p, size_t count, size_t size)
{
    if (size && count > SIZE_MAX / size) out_of_memory(SIZE_MAX);
    return xrealloc(p, count * size);
}

char *xstrdup(const char *s)
{
    return xmemdup(s, strlen(s));
}

char *xmemdup(const void *p, size_t n)
{
    char *q = xmalloc(n + 1);
    if (n) memcpy(q, p, n);
    q[n] = '\0';
    return q;
}
