/* store/abbr.c - the abbreviation table: a plain array in definition order.
 *
 * A shell has tens or hundreds of abbreviations, and the editor looks one up
 * when a word is finished, so a linear scan from the newest is all it takes.
 * A --regex pattern is compiled once, at definition (base/re). */
#include "store/abbr.h"

#include "base/check.h"
#include "base/escape.h"
#include "base/map.h"
#include "base/re.h"
#include "base/utf8.h"
#include "base/vec.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct AbbrRegex {
    Regex *re; /* owned: the pattern inside ^(?: )$ */
};

struct AbbrSet {
    Abbr *items;
    size_t n, cap;
    Map names; /* name -> how many abbreviations have it (uintptr_t), for a
                  quick --query and for adding without a scan */
};

AbbrSet *abbr_set_new(void)
{
    return xcalloc(1, sizeof(AbbrSet));
}

static void abbr_fini(Abbr *a)
{
    free(a->name);
    free(a->pattern);
    abbr_regex_free(a->regex);
    free(a->expansion);
    free(a->set_cursor);
    sl_fini(&a->commands);
}

void abbr_set_free(AbbrSet *set)
{
    if (!set) return;
    for (size_t i = 0; i < set->n; i++) abbr_fini(&set->items[i]);
    free(set->items);
    map_fini(&set->names);
    free(set);
}

/* The index of (name, commands), or n. */
static size_t find(const AbbrSet *set, Str name, const StrList *commands)
{
    for (size_t i = 0; i < set->n; i++) {
        if (str_eq_cstr(name, set->items[i].name) && sl_eq(&set->items[i].commands, commands)) return i;
    }
    return set->n;
}

/* Counts one more (delta 1) or one fewer (-1) abbreviation called name;
 * returns how many had it before. */
static uintptr_t count_name(AbbrSet *set, Str name, int delta)
{
    void **slot = map_upsert(&set->names, name, NULL);
    uintptr_t before = (uintptr_t)*slot;
    *slot = (void *)(before + (uintptr_t)(intptr_t)delta);
    if (!*slot) map_erase(&set->names, name);
    return before;
}

static void remove_at(AbbrSet *set, size_t i)
{
    abbr_fini(&set->items[i]);
    memmove(&set->items[i], &set->items[i + 1], (set->n - i - 1) * sizeof *set->items);
    set->n--;
}

void abbr_add(AbbrSet *set, Abbr *a)
{
    MN_ASSERT(a->name && *a->name && a->expansion);
    Str name = str_cstr(a->name);
    if (count_name(set, name, 1)) { /* the name is in use: replace one with the same commands */
        size_t old = find(set, name, &a->commands);
        if (old < set->n) {
            remove_at(set, old);
            count_name(set, name, -1);
        }
    }
    VEC_PUSH(set->items, set->n, set->cap, 16, *a);
    *a = (Abbr){0};
}

size_t abbr_count(const AbbrSet *set)
{
    return set->n;
}

const Abbr *abbr_at(const AbbrSet *set, size_t i)
{
    MN_ASSERT(i < set->n);
    return &set->items[i];
}

bool abbr_has_name(const AbbrSet *set, Str name)
{
    return map_get(&set->names, name) != NULL;
}

bool abbr_exists(const AbbrSet *set, Str name, const StrList *commands)
{
    return find(set, name, commands) < set->n;
}

bool abbr_rename(AbbrSet *set, Str name, Str new_name, const StrList *commands)
{
    size_t i = find(set, name, commands);
    if (i == set->n) return false;
    count_name(set, name, -1);
    count_name(set, new_name, 1);
    free(set->items[i].name);
    set->items[i].name = xmemdup(new_name.ptr, new_name.len);
    return true;
}

bool abbr_erase(AbbrSet *set, Str name, const StrList *commands)
{
    size_t i = find(set, name, commands);
    if (i == set->n) return false;
    count_name(set, name, -1); /* first: name may be the abbreviation's own */
    remove_at(set, i);
    return true;
}

/* ---- universal variables (fish before 3.6) ---- */

#define UVAR_PREFIX "_fish_abbr_"

void abbr_universal_name(Str name, StrBuf *out)
{
    sb_append_cstr(out, UVAR_PREFIX);
    escape_var(name, out);
}

bool abbr_add_from_universal(AbbrSet *set, Str var_name, const StrList *values)
{
    Str prefix = STR(UVAR_PREFIX);
    if (!str_starts_with(var_name, prefix)) return false;
    StrBuf name = STRBUF_INIT, expansion = STRBUF_INIT;
    bool ok = unescape_var(str_sub(var_name, prefix.len, var_name.len - prefix.len), &name) && name.len;
    if (ok) {
        sl_join(values, STR(" "), &expansion);
        Abbr a = {.name = xmemdup(name.ptr, name.len), .expansion = xmemdup(sb_str(&expansion).ptr, expansion.len),
                  .position = ABBR_COMMAND, .from_universal = true};
        abbr_add(set, &a);
    }
    sb_fini(&name);
    sb_fini(&expansion);
    return ok;
}

/* ---- regular expressions ---- */

AbbrRegex *abbr_regex_compile(Str pattern, StrBuf *err, size_t *offset)
{
    /* fish compiles with UTF turned off for the pattern, so (*UTF) is an error. */
    ReError e = {0};
    Regex *plain = re_compile(pattern, RE_NO_UTF_DIRECTIVE, &e);
    if (!plain) {
        sb_append_cstr(err, e.msg);
        *offset = utf8_count(pattern.ptr, e.offset < pattern.len ? e.offset : pattern.len);
        return NULL;
    }
    re_free(plain);
    /* As fish: the pattern must match a whole token, so it goes inside ^(?: )$. */
    StrBuf anchored = STRBUF_INIT;
    sb_append_cstr(&anchored, "^(?:");
    sb_append(&anchored, pattern);
    sb_append_cstr(&anchored, ")$");
    Regex *re = re_compile(sb_str(&anchored), 0, &e);
    sb_fini(&anchored);
    if (!re) { /* only a pattern that closes the group itself, like "a)(b" */
        sb_append_cstr(err, e.msg);
        *offset = 0;
        return NULL;
    }
    AbbrRegex *a = xmalloc(sizeof *a);
    a->re = re;
    return a;
}

void abbr_regex_free(AbbrRegex *re)
{
    if (!re) return;
    re_free(re->re);
    free(re);
}

bool abbr_regex_match(const AbbrRegex *re, Str token)
{
    return re_match(re->re, token, 0, NULL) == 1;
}

/* ---- lookup ---- */

static bool matches(const Abbr *a, Str token, AbbrPosition pos, Str command)
{
    if (a->position != ABBR_ANYWHERE && a->position != pos) return false;
    if (a->commands.n) {
        bool listed = false;
        for (size_t k = 0; k < a->commands.n && !listed; k++) listed = str_eq(a->commands.items[k], command);
        if (!listed) return false;
    }
    return a->regex ? abbr_regex_match(a->regex, token) : str_eq_cstr(token, a->name);
}

const Abbr *abbr_match(const AbbrSet *set, Str token, AbbrPosition pos, Str command, size_t *from)
{
    if (*from > set->n) *from = set->n;
    while (*from > 0) {
        const Abbr *a = &set->items[--*from];
        if (matches(a, token, pos, command)) return a;
    }
    return NULL;
}

size_t abbr_place_cursor(StrBuf *text, Str marker)
{
    if (!marker.len || marker.len > text->len) return SIZE_MAX;
    for (size_t i = 0; i + marker.len <= text->len; i++) {
        if (memcmp(text->ptr + i, marker.ptr, marker.len)) continue;
        memmove(text->ptr + i, text->ptr + i + marker.len, text->len - i - marker.len + 1);
        text->len -= marker.len;
        return i;
    }
    return SIZE_MAX;
}
