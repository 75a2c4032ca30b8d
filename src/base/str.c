/* base/str.c - Str comparisons and StrBuf growth. */
#include "base/str.h"

#include "base/check.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

Str str_cstr(const char *s)
{
    return (Str){s, strlen(s)};
}

bool str_eq(Str a, Str b)
{
    return a.len == b.len && (a.len == 0 || memcmp(a.ptr, b.ptr, a.len) == 0);
}

bool str_eq_cstr(Str a, const char *s)
{
    return str_eq(a, str_cstr(s));
}

int str_cmp_cstr(Str a, const char *s)
{
    size_t i = 0;
    for (; i < a.len && s[i]; i++) {
        if (a.ptr[i] != s[i]) return (unsigned char)a.ptr[i] < (unsigned char)s[i] ? -1 : 1;
    }
    return i < a.len ? 1 : s[i] ? -1 : 0;
}

bool str_starts_with(Str s, Str prefix)
{
    return s.len >= prefix.len && memcmp(s.ptr, prefix.ptr, prefix.len) == 0;
}

size_t str_distance(Str a, Str b, size_t limit)
{
    if (a.len > b.len + limit || b.len > a.len + limit || a.len > 64 || b.len > 64) return limit + 1;
    size_t d[66][66];
    for (size_t i = 0; i <= a.len; i++) d[i][0] = i;
    for (size_t j = 0; j <= b.len; j++) d[0][j] = j;
    for (size_t i = 1; i <= a.len; i++) {
        for (size_t j = 1; j <= b.len; j++) {
            size_t cost = a.ptr[i - 1] != b.ptr[j - 1];
            size_t v = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < v) v = d[i][j - 1] + 1;
            if (d[i - 1][j - 1] + cost < v) v = d[i - 1][j - 1] + cost;
            if (i > 1 && j > 1 && a.ptr[i - 1] == b.ptr[j - 2] && a.ptr[i - 2] == b.ptr[j - 1] &&
                d[i - 2][j - 2] + 1 < v)
                v = d[i - 2][j - 2] + 1;
            d[i][j] = v;
        }
    }
    return d[a.len][b.len] > limit ? limit + 1 : d[a.len][b.len];
}

void sb_reserve(StrBuf *b, size_t extra)
{
    if (extra >= SIZE_MAX / 2 - b->len) mn_panic(__FILE__, __LINE__, "string too large");
    size_t need = b->len + extra + 1;
    if (need <= b->cap) return;
    size_t cap = b->cap ? b->cap : 16;
    while (cap < need) cap *= 2;
    b->ptr = xrealloc(b->ptr, cap);
    b->cap = cap;
}

void sb_append_mem(StrBuf *b, const void *p, size_t n)
{
    sb_reserve(b, n);
    if (n) memcpy(b->ptr + b->len, p, n);
    b->len += n;
    b->ptr[b->len] = '\0';
}

void sb_append(StrBuf *b, Str s)
{
    sb_append_mem(b, s.ptr, s.len);
}

void sb_append_cstr(StrBuf *b, const char *s)
{
    sb_append_mem(b, s, strlen(s));
}

void sb_append_char(StrBuf *b, char c)
{
    sb_reserve(b, 1);
    b->ptr[b->len++] = c;
    b->ptr[b->len] = '\0';
}

void sb_append_repeat(StrBuf *b, char c, size_t n)
{
    sb_reserve(b, n);
    memset(b->ptr + b->len, c, n);
    b->len += n;
    b->ptr[b->len] = '\0';
}

void sb_vprintf(StrBuf *b, const char *fmt, va_list ap)
{
    va_list ap2;
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap2);
    va_end(ap2);
    if (n < 0) return;
    sb_reserve(b, (size_t)n);
    vsnprintf(b->ptr + b->len, (size_t)n + 1, fmt, ap);
    b->len += (size_t)n;
}

void sb_printf(StrBuf *b, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(b, fmt, ap);
    va_end(ap);
}

void sb_clear(StrBuf *b)
{
    b->len = 0;
    if (b->ptr) b->ptr[0] = '\0';
}

void sb_fini(StrBuf *b)
{
    free(b->ptr);
    *b = (StrBuf){0};
}

char *sb_take(StrBuf *b)
{
    if (!b->ptr) sb_reserve(b, 0);
    char *p = b->ptr;
    *b = (StrBuf){0};
    return p;
}
