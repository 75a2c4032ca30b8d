/* store/compspec.c - completion rules, wrap targets and fuzzy matching. */
#include "store/compspec.h"

#include "base/check.h"
#include "base/escape.h"
#include "base/map.h"
#include "base/utf8.h"
#include "base/vec.h"

#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

struct CompSpecs {
    Map entries;       /* "c" or "p" + name -> CompEntry*, in order of creation */
    size_t n_patterns; /* entries whose name is a pattern (or a path) */
    Map wraps;         /* command -> StrList* of targets */
    Map erased;        /* commands `complete -e -c` erased (no value) */
};

static void rule_fini(CompRule *r)
{
    free(r->option);
    free(r->args);
    free(r->desc);
    sl_fini(&r->conds);
}

static void entry_free(void *p)
{
    CompEntry *e = p;
    for (size_t i = 0; i < e->n; i++) rule_fini(&e->rules[i]);
    free(e->rules);
    free(e->name);
    free(e);
}

static void wraps_free(void *p)
{
    sl_fini(p);
    free(p);
}

CompSpecs *cs_new(void)
{
    CompSpecs *cs = xcalloc(1, sizeof *cs);
    map_init(&cs->entries, entry_free);
    map_init(&cs->wraps, wraps_free);
    map_init(&cs->erased, NULL);
    return cs;
}

void cs_free(CompSpecs *cs)
{
    if (!cs) return;
    map_fini(&cs->entries);
    map_fini(&cs->wraps);
    map_fini(&cs->erased);
    free(cs);
}

/* The map key of an entry: its kind, then its name. */
static void entry_key(Str cmd, bool is_path, StrBuf *key)
{
    sb_clear(key);
    sb_append_char(key, is_path ? 'p' : 'c');
    sb_append(key, cmd);
}

static bool has_wildcard(Str s)
{
    return memchr(s.ptr, '*', s.len) || memchr(s.ptr, '?', s.len);
}

void cs_add(CompSpecs *cs, Str cmd, bool is_path, const CompRule *rule)
{
    StrBuf key = STRBUF_INIT;
    entry_key(cmd, is_path, &key);
    bool added;
    void **slot = map_upsert(&cs->entries, sb_str(&key), &added);
    if (added) {
        CompEntry *e = xcalloc(1, sizeof *e);
        e->name = xmemdup(cmd.ptr, cmd.len);
        e->is_path = is_path;
        e->has_wildcard = has_wildcard(cmd);
        if (is_path || e->has_wildcard) cs->n_patterns++;
        *slot = e;
    }
    CompEntry *e = *slot;
    CompRule r = *rule;
    r.option = xstrdup(rule->option ? rule->option : "");
    r.args = xstrdup(rule->args ? rule->args : "");
    r.desc = xstrdup(rule->desc ? rule->desc : "");
    r.conds = (StrList)STRLIST_INIT;
    sl_dup(&r.conds, &rule->conds);
    VEC_PUSH(e->rules, e->n, e->cap, 4, r);
    sb_fini(&key);
}

static void erase_entry(CompSpecs *cs, Str key)
{
    CompEntry *e = map_get(&cs->entries, key);
    if (e && (e->is_path || e->has_wildcard)) cs->n_patterns--;
    map_erase(&cs->entries, key);
}

void cs_remove(CompSpecs *cs, Str cmd, bool is_path, Str option, CompOptType type)
{
    StrBuf key = STRBUF_INIT;
    entry_key(cmd, is_path, &key);
    CompEntry *e = map_get(&cs->entries, sb_str(&key));
    if (e) {
        size_t kept = 0;
        for (size_t i = 0; i < e->n; i++) {
            if (e->rules[i].type == type && str_eq_cstr(option, e->rules[i].option)) {
                rule_fini(&e->rules[i]);
            } else {
                e->rules[kept++] = e->rules[i];
            }
        }
        e->n = kept;
        if (!kept) erase_entry(cs, sb_str(&key));
    }
    sb_fini(&key);
}

void cs_remove_all(CompSpecs *cs, Str cmd, bool is_path, bool explicit)
{
    StrBuf key = STRBUF_INIT;
    entry_key(cmd, is_path, &key);
    bool had = map_get(&cs->entries, sb_str(&key)) != NULL;
    erase_entry(cs, sb_str(&key));
    if (!is_path) map_erase(&cs->wraps, cmd); /* its wrap targets go too, as in fish */
    if (explicit && !had && !is_path) map_put(&cs->erased, cmd, NULL);
    sb_fini(&key);
}

bool cs_erased(const CompSpecs *cs, Str cmd)
{
    return map_find(&cs->erased, cmd, NULL);
}

bool cs_add_wrap(CompSpecs *cs, Str cmd, Str target)
{
    if (!cmd.len || !target.len || str_eq(cmd, target)) return false;
    bool added;
    void **slot = map_upsert(&cs->wraps, cmd, &added);
    if (added) {
        StrList *l = xcalloc(1, sizeof *l);
        *slot = l;
    }
    StrList *l = *slot;
    for (size_t i = 0; i < l->n; i++) {
        if (str_eq(l->items[i], target)) return true;
    }
    sl_push(l, target);
    return true;
}

void cs_remove_wrap(CompSpecs *cs, Str cmd, Str target)
{
    StrList *l = map_get(&cs->wraps, cmd);
    if (!l) return;
    for (size_t i = 0; i < l->n; i++) {
        if (!str_eq(l->items[i], target)) continue;
        free((char *)l->items[i].ptr);
        memmove(&l->items[i], &l->items[i + 1], (l->n - i - 1) * sizeof *l->items);
        l->n--;
        break;
    }
    if (!l->n) map_erase(&cs->wraps, cmd);
}

const StrList *cs_wraps(const CompSpecs *cs, Str cmd)
{
    return map_get(&cs->wraps, cmd);
}

/* fnmatch wants NUL-terminated strings; names are short. */
static bool pattern_matches(const char *pattern, Str s)
{
    char *z = xmemdup(s.ptr, s.len);
    bool ok = fnmatch(pattern, z, 0) == 0;
    free(z);
    return ok;
}

size_t cs_lookup(const CompSpecs *cs, Str cmd, Str path, const CompEntry **out, size_t max)
{
    size_t n = 0;
    StrBuf key = STRBUF_INIT;
    entry_key(cmd, false, &key);
    const CompEntry *exact = map_get(&cs->entries, sb_str(&key));
    sb_fini(&key);
    if (cs->n_patterns) {
        /* in order of creation, as fish walks its map */
        MapIter it = map_iter(&cs->entries);
        void *v;
        while (n < max && map_next(&it, NULL, &v)) {
            const CompEntry *e = v;
            if (e == exact) {
                out[n++] = e;
            } else if (e->is_path) {
                if (path.len && pattern_matches(e->name, path)) out[n++] = e;
            } else if (e->has_wildcard && pattern_matches(e->name, cmd)) {
                out[n++] = e;
            }
        }
    } else if (exact && max) {
        out[n++] = exact;
    }
    return n;
}

static void put_arg(StrBuf *out, const char *flag, const char *value)
{
    if (!*value) return;
    sb_append_cstr(out, flag);
    escape_script(str_cstr(value), out);
}

void cs_print(const CompSpecs *cs, Str cmd, StrBuf *out)
{
    MapIter it = map_iter(&cs->entries);
    void *v;
    while (map_next(&it, NULL, &v)) {
        const CompEntry *e = v;
        if (cmd.len && !str_eq_cstr(cmd, e->name)) continue;
        for (size_t i = e->n; i-- > 0;) { /* newest first, as fish prints them */
            const CompRule *r = &e->rules[i];
            sb_append_cstr(out, "complete");
            if (r->keep_order) sb_append_cstr(out, " -k");
            if (r->no_files && r->requires_param) sb_append_cstr(out, " --exclusive");
            else if (r->no_files) sb_append_cstr(out, " --no-files");
            else if (r->force_files) sb_append_cstr(out, " --force-files");
            else if (r->requires_param) sb_append_cstr(out, " --require-parameter");
            if (e->is_path) {
                put_arg(out, " -p ", e->name);
            } else {
                sb_append_char(out, ' ');
                escape_script(str_cstr(e->name), out);
            }
            static const char *const flag[] = {"", " -s ", " -o ", " -l "};
            put_arg(out, flag[r->type], r->option);
            put_arg(out, " -d ", r->desc);
            put_arg(out, " -a ", r->args);
            for (size_t k = 0; k < r->conds.n; k++) put_arg(out, " -n ", r->conds.items[k].ptr);
            sb_append_char(out, '\n');
        }
    }
    it = map_iter(&cs->wraps);
    Str name;
    while (map_next(&it, &name, &v)) {
        if (cmd.len && !str_eq(cmd, name)) continue;
        const StrList *l = v;
        for (size_t i = 0; i < l->n; i++) {
            sb_append_cstr(out, "complete ");
            escape_script(name, out);
            sb_append_cstr(out, " --wraps ");
            escape_script(l->items[i], out);
            sb_append_char(out, '\n');
        }
    }
}

/* ---- fuzzy matching ---- */

/* The next character of s at *i, lower-cased when fold. */
static uint32_t next_char(Str s, size_t *i, bool fold)
{
    uint32_t cp;
    *i += utf8_decode(s.ptr + *i, s.len - *i, &cp);
    return fold ? uc_lower(cp) : cp;
}

/* Whether a starts b, character by character ignoring case (fuzzy: '-' and
 * '_' alike); *end gets the bytes of b used. */
static inline unsigned char ascii_lower(unsigned char c)
{
    return c >= 'A' && c <= 'Z' ? (unsigned char)(c + 32) : c;
}

static bool icase_prefix(Str a, Str b, bool fuzzy, size_t *end)
{
    size_t i = 0, j = 0;
    /* ASCII first, byte by byte; the rest decoded */
    while (i < a.len && j < b.len && (unsigned char)a.ptr[i] < 0x80 && (unsigned char)b.ptr[j] < 0x80) {
        unsigned char x = ascii_lower((unsigned char)a.ptr[i]), y = ascii_lower((unsigned char)b.ptr[j]);
        if (x != y && !(fuzzy && (x == '-' || x == '_') && (y == '-' || y == '_'))) return false;
        i++;
        j++;
    }
    while (i < a.len) {
        if (j >= b.len) return false;
        uint32_t x = next_char(a, &i, true), y = next_char(b, &j, true);
        if (x == y) continue;
        if (fuzzy && (x == '-' || x == '_') && (y == '-' || y == '_')) continue;
        return false;
    }
    if (end) *end = j;
    return true;
}

static bool has_upper(Str s)
{
    for (size_t i = 0; i < s.len;) {
        uint32_t cp;
        i += utf8_decode(s.ptr + i, s.len - i, &cp);
        if (uc_lower(cp) != cp) return true;
    }
    return false;
}

static bool subsequence(Str typed, Str cand)
{
    size_t j = 0;
    for (size_t i = 0; i < typed.len; i++) {
        const char *p = memchr(cand.ptr + j, typed.ptr[i], cand.len - j);
        if (!p) return false;
        j = (size_t)(p - cand.ptr) + 1;
    }
    return true;
}

static bool substring(Str typed, Str cand)
{
    if (!typed.len) return true;
    for (size_t i = 0; i + typed.len <= cand.len; i++) {
        if (memcmp(cand.ptr + i, typed.ptr, typed.len) == 0) return true;
    }
    return false;
}

bool fuzzy_match(Str typed, Str cand, bool anchored, FuzzyMatch *out)
{
    if (typed.len > cand.len) return false;
    if (str_starts_with(cand, typed)) {
        *out = (FuzzyMatch){typed.len == cand.len ? FUZZY_EXACT : FUZZY_PREFIX, FUZZY_SAMECASE};
        return true;
    }
    FuzzyCase fold = has_upper(typed) ? FUZZY_ICASE : FUZZY_SMARTCASE;
    size_t end;
    if (icase_prefix(typed, cand, false, &end)) {
        *out = (FuzzyMatch){end == cand.len ? FUZZY_EXACT : FUZZY_PREFIX, fold};
        return true;
    }
    if (anchored) return false;
    if (substring(typed, cand)) {
        *out = (FuzzyMatch){FUZZY_SUBSTR, FUZZY_SAMECASE};
        return true;
    }
    unsigned char first = typed.len ? ascii_lower((unsigned char)typed.ptr[0]) : 0;
    bool first_plain = first < 0x80 && first != '-' && first != '_';
    for (size_t i = 0; i < cand.len;) {
        if (first_plain && ascii_lower((unsigned char)cand.ptr[i]) != first) {
            i++; /* cannot start here; a continuation byte never equals an ASCII one */
            continue;
        }
        if (icase_prefix(typed, str_sub(cand, i, cand.len - i), true, NULL)) {
            *out = (FuzzyMatch){FUZZY_SUBSTR, fold};
            return true;
        }
        uint32_t cp;
        i += utf8_decode(cand.ptr + i, cand.len - i, &cp);
    }
    if (subsequence(typed, cand)) {
        *out = (FuzzyMatch){FUZZY_SUBSEQ, FUZZY_SAMECASE};
        return true;
    }
    return false;
}

unsigned fuzzy_rank(FuzzyMatch m)
{
    unsigned type = m.type == FUZZY_EXACT ? FUZZY_PREFIX : m.type;
    unsigned fold = m.fold == FUZZY_SMARTCASE ? FUZZY_SAMECASE : m.fold;
    return type * 8 + fold;
}

bool fuzzy_replaces(FuzzyMatch m)
{
    return m.fold != FUZZY_SAMECASE || m.type == FUZZY_SUBSTR || m.type == FUZZY_SUBSEQ;
}
