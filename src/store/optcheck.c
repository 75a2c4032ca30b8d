/* store/optcheck.c - which words of a command are options it does not take.
 *
 * A word is read the way getopt reads it: `--name[=value]`, an old-style
 * `-name`, or a cluster of short letters whose first letter that takes a
 * value swallows the rest (or the next word). What is not sure is never an
 * error: see the header for each case. */
#include "store/optcheck.h"

#include "base/check.h"
#include "base/utf8.h"
#include "base/vec.h"

#include <stdlib.h>
#include <string.h>

void optt_init(OptTable *t, unsigned flags)
{
    *t = (OptTable){.flags = flags};
}

void optt_clear(OptTable *t)
{
    t->n = 0;
}

void optt_fini(OptTable *t)
{
    optt_clear(t);
    free(t->items);
    *t = (OptTable){0};
}

void optt_add(OptTable *t, OptKind kind, Str name, OptValue value)
{
    if (!name.len) return;
    /* named twice (string's -n is --count and --index): the reading that
       flags least, a value that may be the next word */
    for (size_t i = 0; i < t->n; i++) {
        OptKnown *o = &t->items[i];
        if (o->kind != kind || o->len != name.len || memcmp(o->name, name.ptr, name.len)) continue;
        if (value == OPTV_REQUIRED || (value == OPTV_OPTIONAL && o->value == OPTV_NONE))
            o->value = value;
        return;
    }
    OptKnown k = {.name = name.ptr, .len = name.len, .kind = kind, .value = value};
    VEC_PUSH(t->items, t->n, t->cap, 16, k);
}

/* spec := [short] ['/' | '-'] [long] ['=' ['?' | '+']] ['&'] ['!' validation]
 *       | [short] '#' [long]   (an option that also takes -NUMBER) */
void optt_add_argparse_spec(OptTable *t, Str spec)
{
    const char *bang = memchr(spec.ptr, '!', spec.len);
    if (bang) spec.len = (size_t)(bang - spec.ptr);
    OptValue value = OPTV_NONE;
    const char *eq = memchr(spec.ptr, '=', spec.len);
    const char *hash = memchr(spec.ptr, '#', spec.len);
    if (eq) {
        value = eq + 1 < spec.ptr + spec.len && eq[1] == '?' ? OPTV_OPTIONAL : OPTV_REQUIRED;
        spec.len = (size_t)(eq - spec.ptr);
    }
    while (spec.len && spec.ptr[spec.len - 1] == '&') spec.len--;
    Str shortname = STR(""), longname = spec;
    if (hash) {
        /* -NUMBER is taken as it is; the letter and the name take a value */
        shortname = str_sub(spec, 0, (size_t)(hash - spec.ptr));
        longname = str_sub(spec, shortname.len + 1, spec.len - shortname.len - 1);
        value = OPTV_REQUIRED;
    } else if (spec.len >= 2 && (spec.ptr[1] == '/' || spec.ptr[1] == '-')) {
        shortname = str_sub(spec, 0, 1);
        longname = str_sub(spec, 2, spec.len - 2);
    } else if (spec.len == 1) {
        shortname = spec;
        longname = STR("");
    }
    optt_add(t, OPTK_SHORT, shortname, value);
    optt_add(t, OPTK_LONG, longname, value);
}

/* -5, -1.5: a negative number, never an option here. */
static bool negative_number(Str w)
{
    bool digit = false, dot = false;
    for (size_t i = 1; i < w.len; i++) {
        char c = w.ptr[i];
        if (c >= '0' && c <= '9') digit = true;
        else if (c == '.' && !dot) dot = true;
        else return false;
    }
    return digit;
}

/* The option of kind named name: exact, else the only one that starts
 * with it. *known: some option is name or starts with it. */
static const OptKnown *find(const OptTable *t, OptKind kind, Str name, bool *known)
{
    const OptKnown *only = NULL;
    size_t prefixed = 0;
    *known = false;
    for (size_t i = 0; i < t->n; i++) {
        const OptKnown *k = &t->items[i];
        if (k->kind != kind || k->len < name.len || memcmp(k->name, name.ptr, name.len)) continue;
        *known = true;
        if (k->len == name.len) return k;
        prefixed++;
        only = k;
    }
    return prefixed == 1 ? only : NULL;
}

/* After option k (NULL: not known which) written without an attached
 * value: whether the next word is its value. */
static bool takes_next(const OptTable *t, const OptKnown *k)
{
    if (k) return k->value == OPTV_REQUIRED || (t->flags & OPTT_ANY_VALUE);
    return (t->flags & OPTT_ANY_VALUE) != 0;
}

/* A word naming an option by name (--name or -name), dashes dashes long. */
static bool check_named(const OptTable *t, OptScan *s, Str w, size_t dashes, OptKind kind)
{
    Str name = str_sub(w, dashes, w.len - dashes);
    const char *eq = memchr(name.ptr, '=', name.len);
    if (eq) name.len = (size_t)(eq - name.ptr);
    bool known;
    const OptKnown *k = find(t, kind, name, &known);
    if (!known) return false;
    if (!eq) s->value_next = takes_next(t, k);
    return true;
}

bool optscan_word(const OptTable *t, OptScan *s, Str w, bool plain, size_t *at, size_t *len)
{
    if (s->done) return false;
    if (!plain) {
        s->done = true;
        return false;
    }
    if (s->value_next) {
        s->value_next = false;
        return false;
    }
    if (str_eq(w, STR("--"))) {
        s->done = true;
        return false;
    }
    if (w.len < 2 || w.ptr[0] != '-') {
        s->operands++;
        if ((t->flags & OPTT_STOP_AT_OPERAND) && s->operands > t->skip) s->done = true;
        return false;
    }
    if (negative_number(w)) return false;
    if (w.ptr[1] == '-') {
        if (check_named(t, s, w, 2, OPTK_LONG)) return false;
        const char *eq = memchr(w.ptr, '=', w.len);
        *at = 0;
        *len = eq ? (size_t)(eq - w.ptr) : w.len;
        return true;
    }
    if (check_named(t, s, w, 1, OPTK_OLD)) return false;
    /* a command with old-style options reads -words its own way (find's
       -name, java's -Xmx512m): only those it names are sure */
    for (size_t i = 0; i < t->n; i++)
        if (t->items[i].kind == OPTK_OLD) return false;
    /* a cluster of short letters */
    for (size_t i = 1; i < w.len;) {
        uint32_t cp;
        size_t n = utf8_decode(w.ptr + i, w.len - i, &cp);
        if (n == 0) n = 1;
        bool known;
        const OptKnown *k = find(t, OPTK_SHORT, str_sub(w, i, n), &known);
        if (k && k->len != n) k = NULL; /* a letter, not the start of a longer name */
        if (!k) {
            if (i == 1 && (t->flags & OPTT_DASH_LONG) && check_named(t, s, w, 1, OPTK_LONG))
                return false;
            *at = i;
            *len = n;
            return true;
        }
        i += n;
        if (k->value == OPTV_NONE && !(t->flags & OPTT_ANY_VALUE)) continue;
        /* the rest of the word is its value, or else the next word may be */
        if (i == w.len) s->value_next = takes_next(t, k);
        return false;
    }
    return false;
}

bool optt_closest(const OptTable *t, Str bad, StrBuf *out)
{
    sb_clear(out);
    size_t dashes = str_starts_with(bad, STR("--")) ? 2 : 1;
    Str name = str_sub(bad, dashes, bad.len - dashes);
    if (name.len < 2) return false; /* one letter of a cluster: nothing to go by */
    size_t limit = name.len <= 4 ? 1 : name.len <= 8 ? 2 : 3;
    const OptKnown *best = NULL;
    size_t best_d = limit + 1;
    for (size_t i = 0; i < t->n; i++) {
        const OptKnown *k = &t->items[i];
        if (k->kind == OPTK_SHORT || (dashes == 2 && k->kind != OPTK_LONG)) continue;
        size_t d = str_distance(name, (Str){k->name, k->len}, limit);
        if (d < best_d) {
            best_d = d;
            best = k;
        }
    }
    if (!best) return false;
    sb_append(out, best->kind == OPTK_LONG ? STR("--") : STR("-"));
    sb_append(out, (Str){best->name, best->len});
    return true;
}
