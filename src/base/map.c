/* base/map.c - the string-keyed hash map: a dense entry array in insertion
 * order plus an open-addressing index of 32-bit slots.
 *
 * The index has twice as many slots as the entry array has room, so it is at
 * most half full and probes stay short. Growing the array (or squeezing out the
 * holes erasing left) rebuilds the index from the stored hashes, which is what
 * makes insertion amortized O(1). */
#include "base/map.h"

#include "base/check.h"

#include <stdlib.h>
#include <string.h>

#define MIN_CAP 8
#define MAX_CAP ((size_t)1 << 30) /* entry index + 1 must fit a uint32_t slot */

static inline uint64_t rotl(uint64_t x, int r)
{
    return (x << r) | (x >> (64 - r));
}

static inline uint64_t mix(uint64_t h, uint64_t w)
{
    h ^= w * 0xbf58476d1ce4e5b9u;
    return rotl(h, 29) * 0x94d049bb133111ebu;
}

uint64_t map_hash(Str key)
{
    const unsigned char *p = (const unsigned char *)key.ptr;
    size_t n = key.len;
    uint64_t h = 0x9e3779b97f4a7c15u ^ ((uint64_t)n * 0xff51afd7ed558ccdu);
    for (; n >= 8; p += 8, n -= 8) {
        uint64_t w;
        memcpy(&w, p, 8);
        h = mix(h, w);
    }
    if (n) {
        uint64_t w = 0;
        memcpy(&w, p, n);
        h = mix(h, w + 1);
    }
    /* Final avalanche, so the low bits used for the index depend on every byte. */
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdu;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53u;
    h ^= h >> 33;
    return h;
}

static inline size_t slot_mask(const Map *m)
{
    return 2 * m->cap - 1;
}

static inline bool entry_is(const MapEntry *e, Str key, uint64_t h)
{
    return e->hash == h && e->len == key.len &&
           (key.len == 0 || memcmp(e->key, key.ptr, key.len) == 0);
}

/* The slot holding key, or the empty slot where it would go; *found says which.
 * The map must have tables. */
static size_t probe(const Map *m, Str key, uint64_t h, bool *found)
{
    size_t mask = slot_mask(m);
    for (size_t i = h & mask;; i = (i + 1) & mask) {
        uint32_t s = m->slots[i];
        if (s == 0) {
            *found = false;
            return i;
        }
        if (entry_is(&m->entries[s - 1], key, h)) {
            *found = true;
            return i;
        }
    }
}

/* Squeezes the holes out of the entry array (keeping the order), resizes it to
 * new_cap and rebuilds the index. */
static void rebuild(Map *m, size_t new_cap)
{
    if (new_cap > MAX_CAP) mn_panic(__FILE__, __LINE__, "map too large");
    size_t n = 0;
    for (size_t i = 0; i < m->n_entries; i++) {
        if (m->entries[i].key) m->entries[n++] = m->entries[i];
    }
    MN_ASSERT(n == m->live);
    m->n_entries = n;
    if (new_cap != m->cap) {
        m->entries = xreallocarray(m->entries, new_cap, sizeof *m->entries);
        m->cap = new_cap;
    }
    free(m->slots);
    m->slots = xcalloc(2 * new_cap, sizeof *m->slots);
    size_t mask = slot_mask(m);
    for (size_t i = 0; i < n; i++) {
        size_t s = m->entries[i].hash & mask;
        while (m->slots[s]) s = (s + 1) & mask;
        m->slots[s] = (uint32_t)(i + 1);
    }
}

/* Makes room in the entry array for one more entry; returns whether the index
 * was rebuilt (so slot positions found before are stale). */
static bool make_room(Map *m)
{
    if (m->n_entries < m->cap) return false;
    size_t holes = m->n_entries - m->live;
    if (m->cap && holes >= m->cap / 2) rebuild(m, m->cap);
    else rebuild(m, m->cap ? m->cap * 2 : MIN_CAP);
    return true;
}

/* Empties slot i by backward shifting: each later entry of the same probe run
 * that may live at i moves there, so lookups never need tombstones. */
static void unslot(Map *m, size_t i)
{
    size_t mask = slot_mask(m);
    for (size_t j = (i + 1) & mask; m->slots[j]; j = (j + 1) & mask) {
        size_t home = m->entries[m->slots[j] - 1].hash & mask;
        /* The entry at j may move to i when i lies between its home and j. */
        if (((j - home) & mask) >= ((j - i) & mask)) {
            m->slots[i] = m->slots[j];
            i = j;
        }
    }
    m->slots[i] = 0;
}

/* Turns the entry of slot i into a hole and returns its value (not freed). */
static void *drop_slot(Map *m, size_t i)
{
    MapEntry *e = &m->entries[m->slots[i] - 1];
    void *value = e->value;
    unslot(m, i);
    free(e->key);
    e->key = NULL;
    e->value = NULL;
    m->live--;
    m->version++;
    return value;
}

void map_init(Map *m, MapFreeFn free_value)
{
    *m = (Map){0};
    m->free_value = free_value;
}

void map_clear(Map *m)
{
    /* Detach everything first, so a free hook that looks at the map sees it empty. */
    MapEntry *entries = m->entries;
    size_t n = m->n_entries;
    m->n_entries = 0;
    m->live = 0;
    m->version++;
    if (m->slots) memset(m->slots, 0, 2 * m->cap * sizeof *m->slots);
    for (size_t i = 0; i < n; i++) {
        if (!entries[i].key) continue;
        free(entries[i].key);
        if (m->free_value) m->free_value(entries[i].value);
    }
}

void map_fini(Map *m)
{
    map_clear(m);
    free(m->entries);
    free(m->slots);
    m->entries = NULL;
    m->slots = NULL;
    m->cap = 0;
}

bool map_find(const Map *m, Str key, void **value)
{
    if (m->live == 0) return false;
    bool found;
    size_t i = probe(m, key, map_hash(key), &found);
    if (found && value) *value = m->entries[m->slots[i] - 1].value;
    return found;
}

void *map_get_hashed(const Map *m, Str key, uint64_t hash)
{
    if (m->live == 0) return NULL;
    bool found;
    size_t i = probe(m, key, hash, &found);
    return found ? m->entries[m->slots[i] - 1].value : NULL;
}

void *map_get(const Map *m, Str key)
{
    void *value = NULL;
    map_find(m, key, &value);
    return value;
}

void **map_upsert(Map *m, Str key, bool *added)
{
    uint64_t h = map_hash(key);
    bool found = false;
    size_t i = 0;
    if (m->cap) i = probe(m, key, h, &found);
    if (found) {
        if (added) *added = false;
        return &m->entries[m->slots[i] - 1].value;
    }
    if (make_room(m)) i = probe(m, key, h, &found);
    size_t idx = m->n_entries++;
    m->entries[idx] = (MapEntry){xmemdup(key.ptr ? key.ptr : "", key.len), key.len, h, NULL};
    m->slots[i] = (uint32_t)(idx + 1);
    m->live++;
    m->version++;
    if (added) *added = true;
    return &m->entries[idx].value;
}

bool map_put(Map *m, Str key, void *value)
{
    bool added;
    void **slot = map_upsert(m, key, &added);
    void *old = *slot;
    *slot = value;
    if (!added && m->free_value && old != value) m->free_value(old);
    return added;
}

bool map_remove(Map *m, Str key, void **value)
{
    if (m->live == 0) return false;
    bool found;
    size_t i = probe(m, key, map_hash(key), &found);
    if (!found) return false;
    void *v = drop_slot(m, i);
    if (value) *value = v;
    return true;
}

bool map_erase(Map *m, Str key)
{
    void *value;
    if (!map_remove(m, key, &value)) return false;
    if (m->free_value) m->free_value(value);
    return true;
}

MapIter map_iter(const Map *m)
{
    return (MapIter){m, 0, m->version};
}

bool map_next(MapIter *it, Str *key, void **value)
{
    const Map *m = it->map;
    MN_ASSERT(it->version == m->version); /* keys added or erased while iterating */
    while (it->pos < m->n_entries) {
        const MapEntry *e = &m->entries[it->pos++];
        if (!e->key) continue;
        if (key) *key = (Str){e->key, e->len};
        if (value) *value = e->value;
        return true;
    }
    return false;
}

void map_iter_erase(Map *m, MapIter *it)
{
    MN_ASSERT(it->map == m);
    MN_ASSERT(it->version == m->version);
    MN_ASSERT(it->pos > 0 && it->pos <= m->n_entries && m->entries[it->pos - 1].key);
    size_t mask = slot_mask(m);
    size_t i = m->entries[it->pos - 1].hash & mask;
    while (m->slots[i] != it->pos) i = (i + 1) & mask;
    void *value = drop_slot(m, i);
    it->version = m->version;
    if (m->free_value) m->free_value(value);
}
