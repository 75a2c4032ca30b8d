/* base/strlist.c - owned lists of byte strings. */
#include "base/strlist.h"

#include "base/check.h"
#include "base/vec.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* Room for one more item; an arena list moves to a bigger array in the arena. */
static void reserve_one(StrList *l)
{
    if (!l->arena) {
        VEC_RESERVE(l->items, l->n, l->cap, 4);
        return;
    }
    if (l->n < l->cap) return;
    size_t cap = l->cap ? l->cap * 2 : 8;
    Str *items = arena_calloc(l->arena, cap, sizeof *items);
    if (l->n) memcpy(items, l->items, l->n * sizeof *items);
    l->items = items;
    l->cap = cap;
}

void sl_reserve(StrList *l, size_t more)
{
    if (more <= l->cap - l->n) return;
    if (more > SIZE_MAX / sizeof *l->items - l->n) mn_panic(__FILE__, __LINE__, "list too long");
    size_t cap = l->n + more;
    if (!l->arena) {
        l->items = xreallocarray(l->items, cap, sizeof *l->items);
    } else {
        Str *items = arena_alloc(l->arena, cap * sizeof *items);
        if (l->n) memcpy(items, l->items, l->n * sizeof *items);
        l->items = items;
    }
    l->cap = cap;
}

void sl_push_take(StrList *l, char *ptr, size_t len)
{
    if (l->arena) {
        sl_push(l, (Str){ptr, len});
        free(ptr);
        return;
    }
    reserve_one(l);
    l->items[l->n++] = (Str){ptr, len};
}

void sl_push(StrList *l, Str s)
{
    reserve_one(l);
    char *copy = l->arena ? arena_memdup(l->arena, s.ptr, s.len) : xmemdup(s.ptr, s.len);
    l->items[l->n++] = (Str){copy, s.len};
}

void sl_push_cstr(StrList *l, const char *s)
{
    sl_push(l, str_cstr(s));
}

void sl_extend(StrList *l, const StrList *other)
{
    for (size_t i = 0; i < other->n; i++) sl_push(l, other->items[i]);
}

void sl_truncate(StrList *l, size_t i)
{
    if (l->arena) {
        if (l->n > i) l->n = i;
        return;
    }
    while (l->n > i) free((char *)l->items[--l->n].ptr);
}

void sl_drop_repeats(StrList *l, size_t i)
{
    size_t kept = i;
    for (size_t k = i; k < l->n; k++) {
        if (k > i && str_eq(l->items[k], l->items[kept - 1])) {
            if (!l->arena) free((char *)l->items[k].ptr);
            continue;
        }
        l->items[kept++] = l->items[k];
    }
    l->n = kept;
}

void sl_clear(StrList *l)
{
    sl_truncate(l, 0);
}

void sl_fini(StrList *l)
{
    sl_clear(l);
    if (!l->arena) free(l->items);
    *l = (StrList){.arena = l->arena};
}

void sl_dup(StrList *out, const StrList *l)
{
    *out = (StrList){0};
    if (l->n) {
        out->cap = l->n;
        out->items = xreallocarray(NULL, out->cap, sizeof *out->items);
    }
    sl_extend(out, l);
}

void sl_move(StrList *to, StrList *from)
{
    sl_fini(to);
    if (from->arena != to->arena) {
        sl_extend(to, from);
        sl_fini(from);
        return;
    }
    *to = *from;
    *from = (StrList){.arena = from->arena};
}

bool sl_eq(const StrList *a, const StrList *b)
{
    if (a->n != b->n) return false;
    for (size_t i = 0; i < a->n; i++) {
        if (!str_eq(a->items[i], b->items[i])) return false;
    }
    return true;
}

char **sl_argv(const StrList *l)
{
    char **argv = xreallocarray(NULL, l->n + 1, sizeof *argv);
    for (size_t i = 0; i < l->n; i++) argv[i] = (char *)l->items[i].ptr;
    argv[l->n] = NULL;
    return argv;
}

void sl_join(const StrList *l, Str sep, StrBuf *out)
{
    for (size_t i = 0; i < l->n; i++) {
        if (i) sb_append(out, sep);
        sb_append(out, l->items[i]);
    }
}
