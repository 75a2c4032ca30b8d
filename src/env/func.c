/* env/func.c - functions by name, in an array kept sorted for binary search.
 *
 * A shell has hundreds of functions at most; lookup is O(log n) and a
 * definition moves a few pointers, which is all this needs. */
#include "env/func.h"

#include "base/check.h"
#include "base/map.h"

#include <stdlib.h>
#include <string.h>

struct FuncStore {
    Function **items; /* counted, sorted by name */
    size_t n, cap;
    Map erased; /* names erased with functions -e: keys only (values NULL) */
};

FuncStore *funcs_new(void)
{
    return xcalloc(1, sizeof(FuncStore));
}

void funcs_free(FuncStore *fs)
{
    if (!fs) return;
    for (size_t i = 0; i < fs->n; i++) func_unref(fs->items[i]);
    free(fs->items);
    map_fini(&fs->erased);
    free(fs);
}

Function *func_new(Str name)
{
    Function *f = xcalloc(1, sizeof *f);
    f->refs = 1;
    f->name = xmemdup(name.ptr, name.len);
    return f;
}

Function *func_ref(Function *f)
{
    f->refs++;
    return f;
}

void func_unref(Function *f)
{
    if (!f || --f->refs > 0) return;
    free(f->name);
    free(f->description);
    free(f->file);
    free(f->copy_file);
    sl_fini(&f->named_args);
    sl_fini(&f->wraps);
    for (size_t i = 0; i < f->inherit_names.n; i++) sl_fini(&f->inherit_values[i]);
    free(f->inherit_values);
    sl_fini(&f->inherit_names);
    ps_unref(f->src);
    free(f);
}

/* Index of name, or of where it would go (with *found false). */
static size_t find(const FuncStore *fs, Str name, bool *found)
{
    size_t lo = 0, hi = fs->n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = str_cmp_cstr(name, fs->items[mid]->name);
        if (c == 0) {
            *found = true;
            return mid;
        }
        if (c < 0) hi = mid;
        else lo = mid + 1;
    }
    *found = false;
    return lo;
}

void funcs_define(FuncStore *fs, Function *f)
{
    bool found;
    size_t i = find(fs, str_cstr(f->name), &found);
    if (found) {
        func_unref(fs->items[i]);
        fs->items[i] = f;
        return;
    }
    if (fs->n == fs->cap) {
        fs->cap = fs->cap ? fs->cap * 2 : 64;
        fs->items = xreallocarray(fs->items, fs->cap, sizeof *fs->items);
    }
    memmove(fs->items + i + 1, fs->items + i, (fs->n - i) * sizeof *fs->items);
    fs->items[i] = f;
    fs->n++;
}

Function *funcs_get(const FuncStore *fs, Str name)
{
    bool found;
    size_t i = find(fs, name, &found);
    return found ? fs->items[i] : NULL;
}

bool funcs_erase(FuncStore *fs, Str name)
{
    map_put(&fs->erased, name, NULL);
    bool found;
    size_t i = find(fs, name, &found);
    if (!found) return false;
    func_unref(fs->items[i]);
    memmove(fs->items + i, fs->items + i + 1, (fs->n - i - 1) * sizeof *fs->items);
    fs->n--;
    return true;
}

bool funcs_was_erased(const FuncStore *fs, Str name)
{
    return map_find(&fs->erased, name, NULL);
}

void funcs_names(const FuncStore *fs, StrList *out)
{
    for (size_t i = 0; i < fs->n; i++) sl_push_cstr(out, fs->items[i]->name);
}
