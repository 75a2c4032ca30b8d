/* base/str.h - byte strings with a length: borrowed views and owned buffers.
 *
 * Str borrows bytes it does not own and is passed by value. StrBuf owns a
 * heap buffer that always has a NUL after len, so ptr can go to C APIs; the
 * bytes themselves may contain NULs and invalid UTF-8. */
#ifndef MINNOW_BASE_STR_H
#define MINNOW_BASE_STR_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct Str {
    const char *ptr;
    size_t len;
} Str;

typedef struct StrBuf {
    char *ptr; /* owned; NULL while empty and never grown */
    size_t len, cap;
} StrBuf;

#define STR(lit) ((Str){"" lit, sizeof(lit) - 1})
#define STRBUF_INIT {0}

static inline Str str_make(const char *p, size_t n) { return (Str){p, n}; }
Str str_cstr(const char *s);
bool str_eq(Str a, Str b);
bool str_eq_cstr(Str a, const char *s);
/* Orders a against the C string s as memcmp orders byte strings (a shorter
 * prefix first), without measuring s. */
int str_cmp_cstr(Str a, const char *s);
bool str_starts_with(Str s, Str prefix);
/* The edit distance from a to b: insertions, deletions, substitutions and
 * swaps of two neighbouring bytes count one each (optimal string alignment).
 * Capped: any distance above limit (and any string over 64 bytes) gives
 * limit + 1. For "did you mean" suggestions. */
size_t str_distance(Str a, Str b, size_t limit);
static inline Str str_sub(Str s, size_t start, size_t len) { return (Str){s.ptr + start, len}; }
/* The value of the hexadecimal digit c, or -1. */
static inline int str_hex_digit(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    c = (char)(c | 0x20);
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* Makes room for extra more bytes; may move b->ptr. */
void sb_reserve(StrBuf *b, size_t extra);
void sb_append(StrBuf *b, Str s);
void sb_append_mem(StrBuf *b, const void *p, size_t n);
void sb_append_cstr(StrBuf *b, const char *s);
void sb_append_char(StrBuf *b, char c);
void sb_append_repeat(StrBuf *b, char c, size_t n);
void sb_printf(StrBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_vprintf(StrBuf *b, const char *fmt, va_list ap) __attribute__((format(printf, 2, 0)));
/* Empties the buffer, keeping its memory. */
void sb_clear(StrBuf *b);
void sb_fini(StrBuf *b);
static inline Str sb_str(const StrBuf *b) { return (Str){b->ptr ? b->ptr : "", b->len}; }
/* The caller owns the returned NUL-terminated bytes; b is left empty. */
char *sb_take(StrBuf *b);

#endif
