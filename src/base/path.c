/* base/path.c - basename, dirname, textual normalizing and realpath with
 * fish's fallback for paths whose last component does not exist. */
#include "base/path.h"

#include "base/check.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static bool all_slashes(Str p)
{
    for (size_t i = 0; i < p.len; i++) {
        if (p.ptr[i] != '/') return false;
    }
    return p.len > 0;
}

static Str trim_trailing_slashes(Str p)
{
    while (p.len && p.ptr[p.len - 1] == '/') p.len--;
    return p;
}

/* The index of the last '/' in p, or -1. */
static long last_slash(Str p)
{
    for (size_t i = p.len; i > 0; i--) {
        if (p.ptr[i - 1] == '/') return (long)(i - 1);
    }
    return -1;
}

Str path_basename(Str p)
{
    if (!p.len) return STR(".");
    if (all_slashes(p)) return STR("/");
    p = trim_trailing_slashes(p);
    long slash = last_slash(p);
    return slash < 0 ? p : str_sub(p, (size_t)slash + 1, p.len - (size_t)slash - 1);
}

Str path_dirname(Str p)
{
    if (str_eq(p, STR("//"))) return p;
    if (all_slashes(p)) return STR("/");
    p = trim_trailing_slashes(p);
    long slash = last_slash(p);
    if (slash < 0) return STR(".");
    p = trim_trailing_slashes(str_sub(p, 0, (size_t)slash + 1));
    return p.len ? p : STR("/");
}

void path_normalize(Str p, bool keep_double, StrBuf *out)
{
    size_t lead = 0;
    while (lead < p.len && p.ptr[lead] == '/') lead++;
    /* The components kept so far: a stack that '..' pops. */
    Str small[32], *comps = small;
    size_t n = 0, cap = sizeof small / sizeof *small;
    for (size_t i = lead; i < p.len;) {
        size_t j = i;
        while (j < p.len && p.ptr[j] != '/') j++;
        Str comp = str_sub(p, i, j - i);
        i = j + 1;
        if (comp.len == 0 || str_eq(comp, STR("."))) continue;
        if (str_eq(comp, STR(".."))) {
            bool up = n && !str_eq(comps[n - 1], STR(".."));
            if (up) n--;
            if (up || lead) continue;
        }
        if (n == cap) {
            Str *grown = xreallocarray(comps == small ? NULL : comps, cap * 2, sizeof *comps);
            if (comps == small) memcpy(grown, small, sizeof small);
            comps = grown;
            cap *= 2;
        }
        comps[n++] = comp;
    }
    size_t before = out->len;
    if (lead) sb_append_repeat(out, '/', keep_double && lead == 2 ? 2 : 1);
    for (size_t k = 0; k < n; k++) {
        if (k) sb_append_char(out, '/');
        sb_append(out, comps[k]);
    }
    if (out->len == before) sb_append_char(out, '.');
    if (comps != small) free(comps);
}

/* realpath(3) into out; false with errno. */
static bool resolve(const char *p, StrBuf *out)
{
    char *r = realpath(p, NULL);
    if (!r) return false;
    sb_append_cstr(out, r);
    free(r);
    return true;
}

bool path_real(const char *p, StrBuf *out)
{
    if (!*p) {
        errno = 0;
        return false;
    }
    size_t len = strlen(p);
    while (len > 1 && p[len - 1] == '/') len--;
    char *path = xmemdup(p, len);
    bool ok = resolve(path, out);
    if (!ok) {
        /* Resolve all but the last component and append that as given. */
        long slash = last_slash(str_make(path, len));
        if (slash == 0) {
            sb_append(out, str_make(path, len));
            ok = true;
        } else {
            size_t before = out->len;
            if (slash > 0) path[slash] = '\0';
            ok = resolve(slash > 0 ? path : ".", out);
            if (ok) {
                if (out->len - before > 1) sb_append_char(out, '/');
                sb_append_cstr(out, path + slash + 1);
            }
        }
    }
    free(path);
    return ok;
}
