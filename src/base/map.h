/* base/map.h - a hash map from byte-string keys to pointers.
 *
 * The idea is the "compact dict": entries live in a dense array in insertion
 * order, and a separate power-of-two table of 32-bit slots (open addressing,
 * linear probing, at most half full) maps a hash to an entry index. Lookups cost
 * one hash and a short probe; iteration walks the dense array, so it runs in
 * insertion order and never sees the table. Erasing leaves a hole in the array
 * (skipped by iteration) and removes the slot by backward shifting, so there are
 * no tombstones in the table; holes are squeezed out when the array would grow.
 *
 * Keys are any bytes (NULs included) with a length; the map copies and owns
 * them. Values are void pointers the map does not interpret. If the map was
 * initialised with a free hook, the map owns its values and calls the hook when
 * a value is replaced, erased, cleared or finished; without one, the caller
 * owns them and the map only forgets them.
 *
 * Iteration order is insertion order: a key keeps its place when its value is
 * replaced, and goes to the end when it is erased and inserted again.
 *
 * Changing the set of keys (inserting a new key, erasing, clearing) while an
 * iterator is live is a bug that MN_ASSERT catches in debug builds on the
 * iterator's next step; replacing the value of an existing key is allowed, and
 * so is erasing the entry just returned through map_iter_erase. */
#ifndef MINNOW_BASE_MAP_H
#define MINNOW_BASE_MAP_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef void (*MapFreeFn)(void *value);

typedef struct MapEntry {
    char *key; /* owned, NUL after len; NULL marks an erased entry (a hole) */
    size_t len;
    uint64_t hash;
    void *value; /* owned by the map when free_value is set */
} MapEntry;

typedef struct Map {
    MapEntry *entries; /* owned; n_entries used (live entries and holes) of cap */
    size_t n_entries, cap;
    size_t live;           /* entries that are not holes */
    uint32_t *slots;       /* owned; 2 * cap of them; entry index + 1, 0 when empty */
    MapFreeFn free_value;  /* NULL: values belong to the caller */
    unsigned long version; /* bumped when the set of keys changes; iterators check it */
} Map;

typedef struct MapIter {
    const Map *map; /* borrowed */
    size_t pos;     /* next entry to look at */
    unsigned long version;
} MapIter;

/* A zeroed Map is a valid empty map without a free hook. Nothing is allocated
 * until the first insertion. */
#define MAP_INIT {0}

/* Starts an empty map. free_value may be NULL (the caller keeps the values). */
void map_init(Map *m, MapFreeFn free_value);
/* Frees the keys, the tables and (with a hook) every value; the map is left
 * empty and may be used again. */
void map_fini(Map *m);
/* Erases every entry, keeping the memory of the tables. */
void map_clear(Map *m);

static inline size_t map_count(const Map *m)
{
    return m->live;
}

/* The value stored under key, or NULL when there is none (use map_find when
 * NULL is a value you store). */
void *map_get(const Map *m, Str key);
/* map_get with key's map_hash already known, for a caller looking the same
 * key up in several maps. */
void *map_get_hashed(const Map *m, Str key, uint64_t hash);
/* Whether key is present; stores its value in *value when value is not NULL. */
bool map_find(const Map *m, Str key, void **value);
/* Stores value under key. Returns true when the key was new; when it was not,
 * the old value is freed through the hook (if any) and replaced. */
bool map_put(Map *m, Str key, void *value);
/* Finds key or inserts it with a NULL value, and returns the address of its
 * value, which the caller may read or fill in. *added (when not NULL) says
 * whether the key was new. The address is valid until the next insertion of a
 * new key, erase or clear. */
void **map_upsert(Map *m, Str key, bool *added);
/* Erases key, freeing its value through the hook. Returns whether it was there. */
bool map_erase(Map *m, Str key);
/* Removes key without freeing its value, which goes to *value (when not NULL)
 * and becomes the caller's. Returns whether it was there. */
bool map_remove(Map *m, Str key, void **value);

/* Iteration, in insertion order:
 *
 *     MapIter it = map_iter(&m);
 *     Str key;
 *     void *value;
 *     while (map_next(&it, &key, &value)) ...
 *
 * key borrows the map's copy (valid until that entry is erased). Either out
 * pointer may be NULL. */
MapIter map_iter(const Map *m);
bool map_next(MapIter *it, Str *key, void **value);
/* Erases the entry map_next last returned (freeing its value through the hook)
 * and keeps the iterator valid. m must be the iterated map. */
void map_iter_erase(Map *m, MapIter *it);

/* The hash the map uses, for callers that want one for their own tables. */
uint64_t map_hash(Str key);

#endif
