/* base/arena.c - bump allocation in chunks; reset to a mark frees in bulk.
 *
 * Chunks grow geometrically up to a cap, and an allocation larger than a chunk
 * gets a chunk of its own. Setting MINNOW_ARENA_STRESS in the environment of a
 * debug build makes every chunk tiny, so code that keeps a pointer across an
 * arena reset trips the sanitizer quickly. */
#include "base/arena.h"

#include "base/check.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct ArenaChunk {
    ArenaChunk *next;
    size_t size; /* usable bytes after the header */
    max_align_t data[];
};

enum { ALIGN = _Alignof(max_align_t), FIRST_CHUNK = 4096, MAX_CHUNK = 1 << 20 };

static bool stress(void)
{
#ifdef MN_DEBUG
    static int on = -1;
    if (on < 0) on = getenv("MINNOW_ARENA_STRESS") != NULL;
    return on;
#else
    return false;
#endif
}

static size_t chunk_size_for(const Arena *a, size_t need)
{
    if (stress()) return need;
    size_t size = a->head ? a->head->size * 2 : FIRST_CHUNK;
    if (size > MAX_CHUNK) size = MAX_CHUNK;
    return need > size ? need : size;
}

/* n bytes at a multiple of align (a power of two up to ALIGN). */
static void *bump(Arena *a, size_t n, size_t align)
{
    if (n > SIZE_MAX / 2) mn_panic(__FILE__, __LINE__, "arena allocation too large");
    if (n == 0) n = 1;
    uintptr_t at = ((uintptr_t)a->pos + align - 1) & ~(uintptr_t)(align - 1);
    if (!a->pos || at > (uintptr_t)a->end || (uintptr_t)a->end - at < n) {
        size_t size = chunk_size_for(a, n);
        ArenaChunk *c = xmalloc(sizeof *c + size);
        c->next = a->head;
        c->size = size;
        a->head = c;
        a->end = (char *)c->data + size;
        a->pos = (char *)c->data; /* aligned for anything */
        a->total += size;
        at = (uintptr_t)a->pos;
    }
    char *p = a->pos + (at - (uintptr_t)a->pos);
    a->pos = p + n;
    return p;
}

void *arena_alloc(Arena *a, size_t n)
{
    return bump(a, n, ALIGN);
}

void *arena_calloc(Arena *a, size_t count, size_t size)
{
    if (size && count > SIZE_MAX / 4 / size) mn_panic(__FILE__, __LINE__, "arena overflow");
    void *p = arena_alloc(a, count * size);
    memset(p, 0, count * size);
    return p;
}

char *arena_memdup(Arena *a, const void *p, size_t n)
{
    char *q = bump(a, n + 1, 1); /* text needs no alignment: no padding */
    if (n) memcpy(q, p, n);
    q[n] = '\0';
    return q;
}

ArenaMark arena_mark(const Arena *a)
{
    return (ArenaMark){a->head, a->pos};
}

/* Frees the chunks above m.head; with keep_first, the chain's first chunk
 * (the oldest) stays, emptied, when m is the empty arena's mark. */
static void drop_chunks(Arena *a, ArenaMark m, bool keep_first)
{
    while (a->head != m.head) {
        ArenaChunk *c = a->head;
        if (keep_first && !m.head && !c->next && !stress()) {
            a->pos = (char *)c->data;
            a->end = a->pos + c->size;
            return;
        }
        a->head = c->next;
        a->total -= c->size;
        free(c);
    }
    if (!m.head) {
        a->pos = a->end = NULL;
        return;
    }
    a->pos = m.pos;
    a->end = (char *)m.head->data + m.head->size;
}

/* A reset to the empty arena keeps its first chunk (except under
 * MINNOW_ARENA_STRESS): an arena marked and reset around every statement
 * would otherwise allocate one each time. */
void arena_reset(Arena *a, ArenaMark m)
{
    drop_chunks(a, m, true);
}

void arena_fini(Arena *a)
{
    drop_chunks(a, (ArenaMark){0}, false);
    a->total = 0;
}
