/* env/var.c - the variable store: global, universal and a stack of local
 * scopes, electric variables, and the environment handed to children.
 *
 * Every scope is a Map from name to a heap Var, so a Var * stays put while
 * other variables come and go. Each scope records the index of its function
 * scope (base): the visible locals are scopes[top] down to scopes[base], which
 * makes "innermost visible", "function scope" and "hidden caller locals" plain
 * index arithmetic. The rules follow fish 4's env stack; var.h has them in
 * terms of `set` options.
 *
 * The environ array is cached behind one generation counter: anything that can
 * change what children see (setting or erasing an exported variable, hiding or
 * revealing one, pushing a function frame over exported locals, popping a scope
 * that held exports) bumps export_gen, and vars_environ rebuilds only when it
 * differs from the generation it was built at. */
#include "env/var.h"

#include "base/check.h"
#include "base/vec.h"
#include "base/map.h"
#include "base/utf8.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Scope {
    Map vars; /* name -> Var *, owned */
    VarsFrame kind;
    size_t base;  /* index of this scope's function scope */
    bool exports; /* holds (or held) an exported variable, or one hiding one */
    bool transient; /* a substitution's or NAME=value's scope: not a block */
    uint64_t id;  /* unique over the store's life (vars_scope_id) */
} Scope;

typedef struct Electric {
    VarsElectricGetFn get; /* NULL: stored as a global */
    VarsElectricSetFn set;
    void *ctx;       /* borrowed, passed to get and set */
    unsigned flags;  /* VAR_READ_ONLY, VAR_EXPORT */
    Var cache;       /* the last value get produced, owned */
    StrBuf exported; /* the value last put into environ (computed and exported) */
} Electric;

struct VarStore {
    Map globals;    /* name -> Var *, owned */
    Map universals; /* name -> Var *, owned */
    Map electric;   /* name -> Electric *, owned */
    Scope *scopes;  /* owned; scopes[0] is the top level's local scope */
    size_t n_scopes, cap_scopes;
    uint64_t export_gen;  /* bumped whenever what children see may change */
    uint64_t environ_gen; /* export_gen when environ was built */
    char **environ;       /* owned array and strings; NULL until first built */
    VarsChangeFn on_change;
    void *change_ctx; /* borrowed */
    bool universal_as_global;
    uint64_t scope_ids; /* the last id a scope got */
};

/* ---- names ---- */

bool vars_is_valid_name(Str name)
{
    if (name.len == 0) return false;
    for (size_t i = 0; i < name.len;) {
        uint32_t cp;
        i += utf8_decode(name.ptr + i, name.len - i, &cp);
        if (cp == UTF8_INVALID || (cp != '_' && !uc_is_alnum(cp))) return false;
    }
    return true;
}

/* fish: a name ending in PATH, or LANGUAGE, is a path variable unless told otherwise. */
static bool auto_pathvar(Str name)
{
    return (name.len >= 4 && memcmp(name.ptr + name.len - 4, "PATH", 4) == 0) ||
           str_eq(name, STR("LANGUAGE"));
}

/* ---- lists ---- */

static void var_free(void *p)
{
    Var *v = p;
    if (!v) return;
    sl_fini(&v->values);
    free(v);
}

static void electric_free(void *p)
{
    Electric *el = p;
    sl_fini(&el->cache.values);
    sb_fini(&el->exported);
    free(el);
}

/* Splits every item containing ':' into its pieces, in place ("a::b" -> a, "", b). */
static void colon_split(StrList *l)
{
    size_t i = 0;
    while (i < l->n && !memchr(l->items[i].ptr, ':', l->items[i].len)) i++;
    if (i == l->n) return;
    StrList out = STRLIST_INIT;
    for (i = 0; i < l->n; i++) {
        Str s = l->items[i];
        if (!memchr(s.ptr, ':', s.len)) {
            sl_push_take(&out, (char *)s.ptr, s.len);
            continue;
        }
        size_t start = 0;
        for (size_t j = 0; j <= s.len; j++) {
            if (j == s.len || s.ptr[j] == ':') {
                sl_push(&out, str_sub(s, start, j - start));
                start = j + 1;
            }
        }
        free((char *)s.ptr);
    }
    free(l->items);
    *l = out;
}

/* Moves every item of src into dst, at the end or the front; src is left
 * empty. Amortized O(1) per item at the end; the front moves dst's pointers. */
static void splice_in(StrList *dst, StrList *src, bool front)
{
    if (src->n == 0) return;
    if (dst->n == 0) {
        sl_move(dst, src);
        return;
    }
    size_t need = dst->n + src->n;
    if (need > dst->cap) {
        size_t cap = dst->cap * 2;
        dst->cap = cap > need ? cap : need;
        dst->items = xreallocarray(dst->items, dst->cap, sizeof *dst->items);
    }
    if (front) {
        memmove(dst->items + src->n, dst->items, dst->n * sizeof *dst->items);
        memcpy(dst->items, src->items, src->n * sizeof *src->items);
    } else {
        memcpy(dst->items + dst->n, src->items, src->n * sizeof *src->items);
    }
    dst->n = need;
    free(src->items);
    *src = (StrList)STRLIST_INIT;
}

/* ---- scopes ---- */

static Scope *top(const VarStore *vs)
{
    return &vs->scopes[vs->n_scopes - 1];
}

static Scope *function_scope(const VarStore *vs)
{
    return &vs->scopes[top(vs)->base];
}

/* The innermost visible local named name, and its scope. */
/* find_local with the name's map_hash known. */
static Var *find_local_hashed(const VarStore *vs, Str name, uint64_t h, Scope **where)
{
    for (size_t i = vs->n_scopes; i-- > top(vs)->base;) {
        Var *v = map_get_hashed(&vs->scopes[i].vars, name, h);
        if (v) {
            if (where) *where = &vs->scopes[i];
            return v;
        }
    }
    return NULL;
}

static Var *find_local(const VarStore *vs, Str name, Scope **where)
{
    return find_local_hashed(vs, name, map_hash(name), where);
}

/* The variable whose path flag a new value inherits: visible local, else global. */
static Var *find_inheritable(const VarStore *vs, Str name)
{
    Var *v = find_local(vs, name, NULL);
    return v ? v : map_get(&vs->globals, name);
}

static void bump_exports(VarStore *vs, Scope *sc)
{
    vs->export_gen++;
    if (sc) sc->exports = true;
}

static void notify(VarStore *vs, Str name, VarsChange why, unsigned where)
{
    if (vs->on_change) vs->on_change(vs->change_ctx, name, why, where);
}

VarStore *vars_new(void)
{
    VarStore *vs = xcalloc(1, sizeof *vs);
    map_init(&vs->globals, var_free);
    map_init(&vs->universals, var_free);
    map_init(&vs->electric, electric_free);
    vs->cap_scopes = 16;
    vs->scopes = xreallocarray(NULL, vs->cap_scopes, sizeof *vs->scopes);
    vs->n_scopes = 1;
    vs->scopes[0] = (Scope){.kind = VARS_FRAME_BLOCK, .base = 0, .id = ++vs->scope_ids};
    map_init(&vs->scopes[0].vars, var_free);
    vs->export_gen = 1;
    return vs;
}

static void free_environ(VarStore *vs)
{
    if (!vs->environ) return;
    for (char **p = vs->environ; *p; p++) free(*p);
    free(vs->environ);
    vs->environ = NULL;
}

void vars_free(VarStore *vs)
{
    if (!vs) return;
    for (size_t i = vs->n_scopes; i-- > 0;) map_fini(&vs->scopes[i].vars);
    free(vs->scopes);
    map_fini(&vs->globals);
    map_fini(&vs->universals);
    map_fini(&vs->electric);
    free_environ(vs);
    free(vs);
}

size_t vars_depth(const VarStore *vs)
{
    return vs->n_scopes - 1;
}

size_t vars_block_depth(const VarStore *vs)
{
    size_t n = 0;
    for (size_t i = 1; i < vs->n_scopes; i++) n += !vs->scopes[i].transient;
    return n;
}

void vars_push_transient(VarStore *vs)
{
    vars_push(vs, VARS_FRAME_BLOCK);
    vs->scopes[vs->n_scopes - 1].transient = true;
}

uint64_t vars_scope_id(const VarStore *vs, size_t depth)
{
    return depth < vs->n_scopes ? vs->scopes[depth].id : 0;
}

size_t vars_call_depth(const VarStore *vs)
{
    for (size_t i = vs->n_scopes; i-- > 1;) {
        if (vs->scopes[i].kind != VARS_FRAME_BLOCK) return i;
    }
    return 0;
}

void vars_push(VarStore *vs, VarsFrame kind)
{
    if (vs->n_scopes == vs->cap_scopes) {
        vs->cap_scopes *= 2;
        vs->scopes = xreallocarray(vs->scopes, vs->cap_scopes, sizeof *vs->scopes);
    }
    size_t idx = vs->n_scopes;
    Scope *sc = &vs->scopes[idx];
    *sc = (Scope){.kind = kind, .base = vs->scopes[idx - 1].base, .id = ++vs->scope_ids};
    map_init(&sc->vars, var_free);
    if (kind != VARS_FRAME_FUNCTION) {
        vs->n_scopes++;
        return;
    }
    /* A function frame: the caller's locals vanish, except that exported ones
     * are copied in (innermost first), as they are part of the environment. */
    sc->base = idx;
    bool hid_exports = false;
    for (size_t i = idx; i-- > vs->scopes[idx - 1].base;) {
        Scope *from = &vs->scopes[i];
        if (!from->exports) continue;
        hid_exports = true;
        MapIter it = map_iter(&from->vars);
        Str key;
        void *p;
        while (map_next(&it, &key, &p)) {
            const Var *v = p;
            if (!(v->flags & VAR_EXPORT)) continue;
            bool added;
            void **slot = map_upsert(&sc->vars, key, &added);
            if (!added) continue;
            Var *copy = xcalloc(1, sizeof *copy);
            sl_dup(&copy->values, &v->values);
            copy->flags = v->flags;
            *slot = copy;
            sc->exports = true;
        }
    }
    vs->n_scopes++;
    if (hid_exports) vs->export_gen++;
}

void vars_pop(VarStore *vs)
{
    MN_ASSERT(vs->n_scopes > 1);
    if (vs->n_scopes <= 1) return;
    Scope gone = vs->scopes[--vs->n_scopes];
    bool changed = gone.exports;
    if (gone.kind == VARS_FRAME_FUNCTION) {
        for (size_t i = vs->n_scopes; !changed && i-- > top(vs)->base;)
            changed = vs->scopes[i].exports;
    }
    if (changed) vs->export_gen++;
    if (vs->on_change) {
        MapIter it = map_iter(&gone.vars);
        Str key;
        while (map_next(&it, &key, NULL)) notify(vs, key, VARS_CHANGE_POP, VM_LOCAL);
    }
    map_fini(&gone.vars);
}

/* ---- set ---- */

/* Where a set with this mode lands. */
typedef struct Target {
    Map *map;
    Scope *scope;   /* NULL for global and universal */
    unsigned where; /* VM_LOCAL, VM_GLOBAL or VM_UNIVERSAL */
} Target;

static Target target_global(VarStore *vs)
{
    return (Target){&vs->globals, NULL, VM_GLOBAL};
}

static Target target_universal(VarStore *vs)
{
    if (vs->universal_as_global) return target_global(vs);
    return (Target){&vs->universals, NULL, VM_UNIVERSAL};
}

static Target target_scope(Scope *sc)
{
    return (Target){&sc->vars, sc, VM_LOCAL};
}

static Target resolve_target(VarStore *vs, Str name, unsigned mode)
{
    if (mode & VM_SCOPE_MASK) {
        if (mode & VM_UNIVERSAL) return target_universal(vs);
        if (mode & VM_GLOBAL) return target_global(vs);
        if (mode & VM_LOCAL) return target_scope(top(vs));
        return target_scope(function_scope(vs));
    }
    Scope *sc;
    if (find_local(vs, name, &sc)) return target_scope(sc);
    if (map_get(&vs->globals, name)) return target_global(vs);
    if (!vs->universal_as_global && map_get(&vs->universals, name)) return target_universal(vs);
    /* A new variable: the function scope inside a function, else global. */
    Scope *fn = function_scope(vs);
    if (fn->kind == VARS_FRAME_FUNCTION) return target_scope(fn);
    return target_global(vs);
}

/* Stores *values (taken) as name in t. pathvar and exports are 1, 0, or -1 for
 * "decide": path by the name, export as the variable already in t has it. */
static void store(VarStore *vs, Target t, Str name, StrList *values, int pathvar, int exports,
                  bool parent_exports, unsigned extra_flags)
{
    bool added;
    void **slot = map_upsert(t.map, name, &added);
    Var *v = *slot;
    if (added) *slot = v = xcalloc(1, sizeof *v);
    bool was_exported = (v->flags & VAR_EXPORT) != 0;
    bool ex = exports >= 0 ? exports != 0 : was_exported;
    bool path = pathvar >= 0 ? pathvar != 0 : auto_pathvar(name);
    if (path) colon_split(values);
    sl_move(&v->values, values);
    v->flags = (ex ? VAR_EXPORT : 0) | (path ? VAR_PATH : 0) | extra_flags;
    if (ex || was_exported || parent_exports) bump_exports(vs, t.scope);
}

static bool query_exports_match(unsigned mode, unsigned flags)
{
    if (!(mode & (VM_EXPORT | VM_UNEXPORT))) return true;
    return (flags & VAR_EXPORT) ? (mode & VM_EXPORT) != 0 : (mode & VM_UNEXPORT) != 0;
}

static int set_electric(VarStore *vs, Electric *el, Str name, unsigned mode, StrList *values)
{
    if ((mode & VM_SCOPE_MASK) && !(mode & VM_GLOBAL)) return VARS_WRONG_SCOPE;
    if ((mode & VM_USER) && (el->flags & VAR_READ_ONLY)) return VARS_READ_ONLY;
    if (!query_exports_match(mode, el->flags)) return VARS_WRONG_SCOPE;
    if (el->set) return el->set(el->ctx, name, values);
    if (el->get) return VARS_READ_ONLY; /* computed, nowhere to store it */
    bool ex = (el->flags & VAR_EXPORT) != 0;
    store(vs, target_global(vs), name, values, 0, ex, ex, el->flags & VAR_READ_ONLY);
    return VARS_OK;
}

/* PATH and CDPATH (not MANPATH): an empty element means the current
 * directory, and fish writes it as "." whenever they are set. */
static void dot_empty_dirs(Str name, StrList *values)
{
    if (!(name.len == 4 && name.ptr[0] == 'P' && str_eq(name, STR("PATH"))) &&
        !(name.len == 6 && name.ptr[0] == 'C' && str_eq(name, STR("CDPATH"))))
        return;
    colon_split(values);
    for (size_t i = 0; i < values->n; i++) {
        if (values->items[i].len) continue;
        if (!values->arena) free((char *)values->items[i].ptr);
        char *dot = values->arena ? arena_memdup(values->arena, ".", 2) : xstrdup(".");
        values->items[i] = (Str){dot, 1};
    }
}

static int set_impl(VarStore *vs, Str name, unsigned mode, StrList *values, unsigned *where)
{
    if ((mode & VM_USER) && !vars_is_valid_name(name)) return VARS_INVALID_NAME;
    if (name.len == 4 || name.len == 6) dot_empty_dirs(name, values);
    *where = VM_GLOBAL;
    Electric *el = map_get(&vs->electric, name);
    if (el) return set_electric(vs, el, name, mode, values);

    Target t = resolve_target(vs, name, mode);
    /* fish inherits the path flag from the innermost visible variable (a
     * universal one only from itself), and the export flag only from the
     * variable being replaced (see store). */
    const Var *old = t.where == VM_UNIVERSAL ? map_get(t.map, name) : find_inheritable(vs, name);
    int pathvar = old ? (old->flags & VAR_PATH) != 0 : -1;
    bool parent_exports = old && (old->flags & VAR_EXPORT);
    if (mode & (VM_PATH | VM_UNPATH)) pathvar = (mode & VM_PATH) != 0;
    int exports = (mode & (VM_EXPORT | VM_UNEXPORT)) ? (mode & VM_EXPORT) != 0 : -1;
    store(vs, t, name, values, pathvar, exports, parent_exports, 0);
    *where = t.where;
    return VARS_OK;
}

int vars_set(VarStore *vs, Str name, unsigned mode, StrList *values)
{
    unsigned where;
    int r = set_impl(vs, name, mode, values, &where);
    sl_fini(values);
    if (r == VARS_OK) notify(vs, name, VARS_CHANGE_SET, where);
    return r;
}

int vars_set_one(VarStore *vs, Str name, unsigned mode, Str value)
{
    StrList l = STRLIST_INIT;
    sl_push(&l, value);
    return vars_set(vs, name, mode, &l);
}

int vars_append(VarStore *vs, Str name, unsigned mode, StrList *values, bool prepend)
{
    if ((mode & VM_USER) && !vars_is_valid_name(name)) {
        sl_fini(values);
        return VARS_INVALID_NAME;
    }
    const Var *visible = vars_get(vs, name, 0);
    Target t = resolve_target(vs, name, mode);
    Var *v = map_get(t.map, name);
    if (!v || v != visible || map_get(&vs->electric, name)) {
        /* A new variable, or one in another scope than the visible one (`set -l
         * -a x` of a global x): start from a copy of the visible values. */
        StrList all = STRLIST_INIT;
        if (visible) sl_dup(&all, &visible->values);
        splice_in(&all, values, prepend);
        return vars_set(vs, name, mode, &all);
    }
    /* The usual case: add to the variable in place. */
    bool path = (v->flags & VAR_PATH) != 0;
    if (mode & (VM_PATH | VM_UNPATH)) {
        bool now = (mode & VM_PATH) != 0;
        if (now && !path) colon_split(&v->values);
        path = now;
    }
    bool was_exported = (v->flags & VAR_EXPORT) != 0;
    bool ex = (mode & (VM_EXPORT | VM_UNEXPORT)) ? (mode & VM_EXPORT) != 0 : was_exported;
    if (path) colon_split(values);
    if (name.len == 4 || name.len == 6) dot_empty_dirs(name, values);
    splice_in(&v->values, values, prepend);
    sl_fini(values);
    v->flags = (v->flags & ~(unsigned)(VAR_EXPORT | VAR_PATH)) | (ex ? VAR_EXPORT : 0) |
               (path ? VAR_PATH : 0);
    if (ex || was_exported) bump_exports(vs, t.scope);
    notify(vs, name, VARS_CHANGE_SET, t.where);
    return VARS_OK;
}

/* ---- erase ---- */

int vars_erase(VarStore *vs, Str name, unsigned mode)
{
    unsigned el_flags;
    if ((mode & VM_USER) && !vars_is_valid_name(name)) return VARS_INVALID_NAME;
    if ((mode & VM_USER) && vars_is_electric(vs, name, &el_flags) && (el_flags & VAR_READ_ONLY))
        return VARS_WRONG_SCOPE;
    Target t = {NULL, NULL, 0};
    if (mode & VM_SCOPE_MASK) {
        if (mode & VM_UNIVERSAL) t = target_universal(vs);
        else if (mode & VM_GLOBAL) t = target_global(vs);
        else if (mode & VM_LOCAL) {
            Scope *sc;
            if (find_local(vs, name, &sc)) t = target_scope(sc);
        } else {
            t = target_scope(function_scope(vs));
        }
    } else {
        Scope *sc;
        if (find_local(vs, name, &sc)) t = target_scope(sc);
        else if (map_get(&vs->globals, name)) t = target_global(vs);
        else t = target_universal(vs);
    }
    void *p;
    if (!t.map || !map_remove(t.map, name, &p)) return VARS_NOT_FOUND;
    Var *v = p;
    /* Children see a change if the erased value was exported, or if it hid
     * an exported variable that now shows through. */
    bool changed = (v->flags & VAR_EXPORT) || (t.scope && t.scope->exports);
    if (!changed) {
        const Var *now = vars_get(vs, name, 0);
        changed = now && (now->flags & VAR_EXPORT);
    }
    if (changed) vs->export_gen++;
    var_free(v);
    notify(vs, name, VARS_CHANGE_ERASE, t.where);
    return VARS_OK;
}

/* ---- get and names ---- */

static const Var *computed(const VarStore *vs, Str name, uint64_t h)
{
    Electric *el = map_get_hashed(&vs->electric, name, h);
    if (!el || !el->get) return NULL;
    sl_clear(&el->cache.values);
    el->get(el->ctx, name, &el->cache.values);
    el->cache.flags = el->flags & (VAR_EXPORT | VAR_READ_ONLY);
    return &el->cache;
}

const Var *vars_get(const VarStore *vs, Str name, unsigned mode)
{
    bool any = !(mode & VM_SCOPE_MASK);
    const Var *v = NULL;
    uint64_t h = map_hash(name); /* once for every table looked at */
    if (any || (mode & VM_GLOBAL)) v = computed(vs, name, h);
    if (!v && (any || (mode & VM_LOCAL))) v = find_local_hashed(vs, name, h, NULL);
    if (!v && !any && (mode & VM_FUNCTION)) v = map_get_hashed(&function_scope(vs)->vars, name, h);
    if (!v && (any || (mode & VM_GLOBAL))) v = map_get_hashed(&vs->globals, name, h);
    if (!v && (any || (mode & VM_UNIVERSAL))) v = map_get_hashed(&vs->universals, name, h);
    if (!v || !query_exports_match(mode, v->flags)) return NULL;
    if (mode & (VM_PATH | VM_UNPATH)) {
        bool want = (v->flags & VAR_PATH) ? (mode & VM_PATH) : (mode & VM_UNPATH);
        if (!want) return NULL;
    }
    return v;
}

typedef struct NameList {
    Str *items; /* borrowed from the maps */
    size_t n, cap;
} NameList;

static void names_add(NameList *nl, Str s)
{
    VEC_PUSH(nl->items, nl->n, nl->cap, 64, s);
}

static void names_add_map(NameList *nl, const Map *m, unsigned mode)
{
    MapIter it = map_iter(m);
    Str key;
    void *p;
    while (map_next(&it, &key, &p)) {
        if (query_exports_match(mode, ((const Var *)p)->flags)) names_add(nl, key);
    }
}

static int cmp_str(const void *a, const void *b)
{
    const Str *x = a, *y = b;
    size_t n = x->len < y->len ? x->len : y->len;
    int c = n ? memcmp(x->ptr, y->ptr, n) : 0;
    if (c) return c;
    return (x->len > y->len) - (x->len < y->len);
}

void vars_names(const VarStore *vs, unsigned mode, StrList *out)
{
    bool any = !(mode & VM_SCOPE_MASK);
    NameList nl = {0};
    if (any || (mode & VM_LOCAL)) {
        for (size_t i = vs->n_scopes; i-- > top(vs)->base;)
            names_add_map(&nl, &vs->scopes[i].vars, mode);
    }
    if (any || (mode & VM_GLOBAL)) {
        names_add_map(&nl, &vs->globals, mode);
        MapIter it = map_iter(&vs->electric);
        Str key;
        void *p;
        while (map_next(&it, &key, &p)) {
            const Electric *el = p;
            if (el->get && query_exports_match(mode, el->flags)) names_add(&nl, key);
        }
    }
    if (any || (mode & VM_UNIVERSAL)) names_add_map(&nl, &vs->universals, mode);
    if (nl.n) qsort(nl.items, nl.n, sizeof *nl.items, cmp_str);
    for (size_t i = 0; i < nl.n; i++) {
        if (i == 0 || !str_eq(nl.items[i], nl.items[i - 1])) sl_push(out, nl.items[i]);
    }
    free(nl.items);
}

/* ---- electric ---- */

void vars_set_electric(VarStore *vs, Str name, VarsElectricGetFn get, VarsElectricSetFn set,
                       void *ctx, unsigned flags)
{
    bool added;
    void **slot = map_upsert(&vs->electric, name, &added);
    if (added) *slot = xcalloc(1, sizeof(Electric));
    Electric *el = *slot;
    el->get = get;
    el->set = set;
    el->ctx = ctx;
    el->flags = flags & (VAR_READ_ONLY | VAR_EXPORT);
    /* A global stored before the name became electric takes its flags, or
     * goes when the value is computed from now on. */
    Var *g = map_get(&vs->globals, name);
    if (g && get) map_erase(&vs->globals, name);
    else if (g)
        g->flags = (g->flags & ~(unsigned)(VAR_EXPORT | VAR_READ_ONLY | VAR_PATH)) | el->flags;
    vs->export_gen++;
}

bool vars_is_electric(const VarStore *vs, Str name, unsigned *flags)
{
    const Electric *el = map_get(&vs->electric, name);
    if (el && flags) *flags = el->flags;
    return el != NULL;
}

void vars_on_change(VarStore *vs, VarsChangeFn fn, void *ctx)
{
    vs->on_change = fn;
    vs->change_ctx = ctx;
}

void vars_set_universal_as_global(VarStore *vs, bool on)
{
    vs->universal_as_global = on;
}

/* ---- the environment ---- */

void vars_import(VarStore *vs, char **envp)
{
    for (; envp && *envp; envp++) {
        const char *eq = strchr(*envp, '=');
        if (!eq || eq == *envp) continue;
        Str name = str_make(*envp, (size_t)(eq - *envp));
        if (map_get(&vs->electric, name)) continue;
        vars_set_one(vs, name, VM_GLOBAL | VM_EXPORT, str_cstr(eq + 1));
    }
}

static void join_value(const Var *v, StrBuf *out)
{
    sl_join(&v->values, (v->flags & VAR_PATH) ? STR(":") : STR(" "), out);
}

/* Whether an exported computed value differs from what environ holds; records
 * the new value. */
static bool computed_exports_changed(VarStore *vs)
{
    bool changed = false;
    MapIter it = map_iter(&vs->electric);
    Str key;
    void *p;
    StrBuf now = STRBUF_INIT;
    while (map_next(&it, &key, &p)) {
        Electric *el = p;
        if (!el->get || !(el->flags & VAR_EXPORT)) continue;
        const Var *v = computed(vs, key, map_hash(key));
        sb_clear(&now);
        join_value(v, &now);
        if (!str_eq(sb_str(&now), sb_str(&el->exported))) {
            changed = true;
            sb_clear(&el->exported);
            sb_append(&el->exported, sb_str(&now));
        }
    }
    sb_fini(&now);
    return changed;
}

static void layer_exports(Map *table, const Map *from)
{
    MapIter it = map_iter(from);
    Str key;
    void *p;
    while (map_next(&it, &key, &p)) {
        if (((const Var *)p)->flags & VAR_EXPORT) map_put(table, key, p);
        else map_erase(table, key);
    }
}

typedef struct EnvItem {
    Str name;
    const Var *var;
} EnvItem;

static int cmp_env_item(const void *a, const void *b)
{
    return cmp_str(&((const EnvItem *)a)->name, &((const EnvItem *)b)->name);
}

char *const *vars_environ(VarStore *vs)
{
    bool stale = !vs->environ || vs->environ_gen != vs->export_gen;
    if (computed_exports_changed(vs)) stale = true;
    if (!stale) return vs->environ;

    /* Outermost first, each layer overriding (or, unexported, hiding) the last. */
    Map table = MAP_INIT; /* name -> const Var *, borrowed */
    layer_exports(&table, &vs->universals);
    layer_exports(&table, &vs->globals);
    for (size_t i = top(vs)->base; i < vs->n_scopes; i++)
        layer_exports(&table, &vs->scopes[i].vars);
    MapIter it = map_iter(&vs->electric);
    Str key;
    void *p;
    while (map_next(&it, &key, &p)) {
        Electric *el = p;
        if (el->get && (el->flags & VAR_EXPORT)) map_put(&table, key, &el->cache);
    }

    size_t n = map_count(&table), i = 0;
    EnvItem *items = xreallocarray(NULL, n ? n : 1, sizeof *items);
    it = map_iter(&table);
    while (map_next(&it, &key, &p)) items[i++] = (EnvItem){key, p};
    qsort(items, n, sizeof *items, cmp_env_item);

    free_environ(vs);
    vs->environ = xreallocarray(NULL, n + 1, sizeof *vs->environ);
    StrBuf b = STRBUF_INIT;
    for (i = 0; i < n; i++) {
        sb_append(&b, items[i].name);
        sb_append_char(&b, '=');
        join_value(items[i].var, &b);
        vs->environ[i] = sb_take(&b);
    }
    vs->environ[n] = NULL;
    free(items);
    map_fini(&table);
    vs->environ_gen = vs->export_gen;
    return vs->environ;
}

/* ---- errors ---- */

void vars_format_error(int err, Str name, StrBuf *out)
{
    switch (err) {
    case VARS_OK: break;
    case VARS_READ_ONLY:
        sb_append_cstr(out, "Tried to change the read-only variable '");
        sb_append(out, name);
        sb_append_char(out, '\'');
        break;
    case VARS_WRONG_SCOPE:
        sb_append_cstr(out, "Tried to modify the special variable '");
        sb_append(out, name);
        sb_append_cstr(out, "' with the wrong scope");
        break;
    case VARS_INVALID_VALUE:
        sb_append_cstr(out, "Tried to modify the special variable '");
        sb_append(out, name);
        sb_append_cstr(out, "' to an invalid value");
        break;
    case VARS_NOT_FOUND:
        sb_append_cstr(out, "The variable '");
        sb_append(out, name);
        sb_append_cstr(out, "' does not exist");
        break;
    case VARS_INVALID_NAME:
        sb_append(out, name);
        sb_append_cstr(out, ": invalid variable name. " VARS_NAME_HELP);
        break;
    default: MN_UNREACHABLE();
    }
}
