/* store/bind.c - the binding tables and the editor's lookup.
 *
 * Each list is an array of Bindings in definition order. Mode names are
 * interned once (a table has a handful) and never dropped, so a Binding
 * points at its mode's text and carries its number; bind_match turns the
 * mode into that number once and then compares integers and keys. The
 * shipped preset sets are in store/bind_presets.c. */
#include "store/bind.h"

#include "base/check.h"
#include "base/vec.h"

#include <stdlib.h>
#include <string.h>

typedef struct BindList {
    Binding *items;
    size_t n, cap;
} BindList;

struct BindTable {
    BindList lists[2]; /* [0] presets, [1] user bindings */
    char **modes;      /* owned: interned mode names; a mode's number is its index */
    size_t n_modes, cap_modes;
};

BindTable *bind_table_new(void) { return xcalloc(1, sizeof(BindTable)); }

static void binding_fini(Binding *b)
{
    sl_fini(&b->commands);
    free(b->file);
}

void bind_table_free(BindTable *t)
{
    if (!t) return;
    for (int l = 0; l < 2; l++) {
        for (size_t i = 0; i < t->lists[l].n; i++) binding_fini(&t->lists[l].items[i]);
        free(t->lists[l].items);
    }
    for (size_t i = 0; i < t->n_modes; i++) free(t->modes[i]);
    free(t->modes);
    free(t);
}

/* The number of mode, or -1 when no binding ever named it. */
static long mode_find(const BindTable *t, Str mode)
{
    for (size_t i = 0; i < t->n_modes; i++)
        if (str_eq_cstr(mode, t->modes[i])) return (long)i;
    return -1;
}

static unsigned mode_intern(BindTable *t, Str mode)
{
    long id = mode_find(t, mode);
    if (id >= 0) return (unsigned)id;
    VEC_PUSH(t->modes, t->n_modes, t->cap_modes, 4, xmemdup(mode.ptr, mode.len));
    return (unsigned)(t->n_modes - 1);
}

static bool seq_eq(const KeySeq *a, const KeySeq *b)
{
    if (a->n != b->n) return false;
    for (size_t i = 0; i < a->n; i++)
        if (!key_eq(a->keys[i], b->keys[i])) return false;
    return true;
}

static Binding *find(BindList *l, const KeySeq *seq, unsigned mode_id)
{
    for (size_t i = 0; i < l->n; i++)
        if (l->items[i].mode_id == mode_id && seq_eq(&l->items[i].seq, seq)) return &l->items[i];
    return NULL;
}

void bind_add(BindTable *t, const KeySeq *seq, Str mode, const char *sets_mode, const char *const *cmds,
              size_t n, bool user, bool raw, const char *file)
{
    MN_ASSERT(seq->n <= KEY_SEQ_MAX);
    unsigned id = mode_intern(t, mode);
    const char *sets = NULL;
    if (sets_mode) {
        unsigned sets_id = mode_intern(t, str_cstr(sets_mode)); /* may move t->modes */
        sets = t->modes[sets_id];
    }
    BindList *l = &t->lists[user];
    Binding *b = find(l, seq, id);
    if (b) sl_clear(&b->commands);
    else {
        VEC_RESERVE(l->items, l->n, l->cap, 32);
        b = &l->items[l->n++];
        *b = (Binding){.seq = *seq, .user = user, .raw = raw, .mode_id = id};
    }
    b->mode = t->modes[id];
    b->sets_mode = sets;
    free(b->file);
    b->file = file ? xstrdup(file) : NULL;
    for (size_t i = 0; i < n; i++) sl_push_cstr(&b->commands, cmds[i]);
}

static void remove_at(BindList *l, size_t i)
{
    binding_fini(&l->items[i]);
    memmove(&l->items[i], &l->items[i + 1], (l->n - i - 1) * sizeof *l->items);
    l->n--;
}

bool bind_erase(BindTable *t, const KeySeq *seq, Str mode, bool user)
{
    long id = mode_find(t, mode);
    if (id < 0) return false;
    BindList *l = &t->lists[user];
    Binding *b = find(l, seq, (unsigned)id);
    if (!b) return false;
    remove_at(l, (size_t)(b - l->items));
    return true;
}

void bind_clear(BindTable *t, Str mode, bool user)
{
    BindList *l = &t->lists[user];
    long id = mode.ptr ? mode_find(t, mode) : -1;
    if (mode.ptr && id < 0) return;
    size_t kept = 0;
    for (size_t i = 0; i < l->n; i++) {
        if (!mode.ptr || l->items[i].mode_id == (unsigned)id) binding_fini(&l->items[i]);
        else l->items[kept++] = l->items[i];
    }
    l->n = kept;
}

size_t bind_count(const BindTable *t, bool user) { return t->lists[user].n; }

const Binding *bind_at(const BindTable *t, bool user, size_t i)
{
    MN_ASSERT(i < t->lists[user].n);
    return &t->lists[user].items[i];
}

const Binding *bind_get(const BindTable *t, const KeySeq *seq, Str mode, bool user)
{
    long id = mode_find(t, mode);
    return id < 0 ? NULL : find((BindList *)&t->lists[user], seq, (unsigned)id);
}

static int by_text(const void *a, const void *b)
{
    return strcmp(((const Str *)a)->ptr, ((const Str *)b)->ptr);
}

void bind_modes(const BindTable *t, StrList *out)
{
    /* A mode is listed when some binding of either list is in it. */
    bool *used = xcalloc(t->n_modes ? t->n_modes : 1, sizeof *used);
    for (int l = 0; l < 2; l++)
        for (size_t i = 0; i < t->lists[l].n; i++) used[t->lists[l].items[i].mode_id] = true;
    size_t first = out->n;
    for (size_t i = 0; i < t->n_modes; i++)
        if (used[i]) sl_push_cstr(out, t->modes[i]);
    free(used);
    if (out->n > first) qsort(out->items + first, out->n - first, sizeof *out->items, by_text);
}

/* A key as lookups compare it: a shifted ASCII letter is the upper-case
 * letter, as a legacy terminal sends it. */
static inline Key fold(Key k)
{
    if ((k.mods & KEY_MOD_SHIFT) && k.cp >= 'a' && k.cp <= 'z') {
        k.cp -= 'a' - 'A';
        k.mods &= ~(unsigned)KEY_MOD_SHIFT;
    }
    return k;
}

/* What one list has for the typed keys: the binding equal to them, and
 * whether a longer one starts with them. */
static void scan(const BindList *l, unsigned id, const Key *keys, size_t n, const Binding **equal,
                 bool *longer)
{
    *equal = NULL;
    *longer = false;
    for (size_t i = 0; i < l->n; i++) {
        const Binding *b = &l->items[i];
        if (b->mode_id != id || b->seq.n < n) continue;
        size_t k = 0;
        while (k < n && key_eq(fold(b->seq.keys[k]), keys[k])) k++;
        if (k < n) continue;
        if (b->seq.n == n) {
            if (!*equal) *equal = b;
        } else *longer = true;
    }
}

BindMatch bind_match(const BindTable *t, Str mode, const Key *keys, size_t n, const Binding **out)
{
    *out = NULL;
    long id = mode_find(t, mode);
    if (id < 0 || n == 0 || n > KEY_SEQ_MAX) return BIND_NONE;
    Key typed[KEY_SEQ_MAX];
    for (size_t i = 0; i < n; i++) typed[i] = fold(keys[i]);
    const Binding *user_eq, *preset_eq;
    bool user_longer, preset_longer;
    scan(&t->lists[1], (unsigned)id, typed, n, &user_eq, &user_longer);
    if (user_eq && !user_longer) {
        *out = user_eq;
        return BIND_FULL;
    }
    scan(&t->lists[0], (unsigned)id, typed, n, &preset_eq, &preset_longer);
    *out = user_eq ? user_eq : preset_eq;
    if (user_longer || preset_longer) return BIND_PREFIX;
    return *out ? BIND_FULL : BIND_NONE;
}

const Binding *bind_fallback(const BindTable *t, Str mode)
{
    long id = mode_find(t, mode);
    if (id < 0) return NULL;
    for (int l = 1; l >= 0; l--)
        for (size_t i = 0; i < t->lists[l].n; i++) {
            const Binding *b = &t->lists[l].items[i];
            if (b->mode_id == (unsigned)id && b->seq.n == 0) return b;
        }
    return NULL;
}
