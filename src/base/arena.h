/* base/arena.h - bump allocator over a chain of chunks.
 *
 * For data whose lifetimes nest: a parsed script's tree, one statement's
 * temporaries. Allocation is a pointer bump; arena_reset drops everything
 * allocated after a mark at once; arena_fini frees the whole arena. Pointers
 * into an arena are valid until a reset below them or fini. */
#ifndef MINNOW_BASE_ARENA_H
#define MINNOW_BASE_ARENA_H

#include <stddef.h>

typedef struct ArenaChunk ArenaChunk;

typedef struct Arena {
    ArenaChunk *head;  /* owned chain, newest first */
    char *pos, *end;   /* free space in head */
    size_t total;      /* bytes of chunk space held, for statistics */
} Arena;

typedef struct ArenaMark {
    ArenaChunk *head;
    char *pos;
} ArenaMark;

#define ARENA_INIT {0}

/* Returns n bytes aligned for any object; never NULL (aborts when memory is out). */
void *arena_alloc(Arena *a, size_t n);
/* Zero-filled allocation of count objects of size bytes, overflow-checked. */
void *arena_calloc(Arena *a, size_t count, size_t size);
/* Copies n bytes and adds a NUL; the copy lives in the arena. */
char *arena_memdup(Arena *a, const void *p, size_t n);
ArenaMark arena_mark(const Arena *a);
/* Frees every allocation made after the mark. */
void arena_reset(Arena *a, ArenaMark m);
void arena_fini(Arena *a);

#endif
