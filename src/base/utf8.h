/* base/utf8.h - decoding UTF-8 one code point at a time, and display width.
 *
 * Invalid bytes are never an error here: each one decodes as a single byte
 * with UTF8_INVALID, and callers show it as they see fit (one column). */
#ifndef MINNOW_BASE_UTF8_H
#define MINNOW_BASE_UTF8_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define UTF8_INVALID 0xFFFFFFFFu

/* Decodes the code point at p (n > 0 bytes available). Stores it in *cp, or
 * UTF8_INVALID for a bad or truncated sequence, and returns the bytes used (>= 1). */
size_t utf8_decode(const char *p, size_t n, uint32_t *cp);
/* Encodes cp (<= 0x10FFFF) into out, returning 1 to 4 bytes. */
size_t utf8_encode(uint32_t cp, char out[4]);
/* Whether fish keeps cp for itself (the noncharacters U+FDD0..U+FDEF and the
 * private-use block U+F500..U+F6FF): no escape may produce one. */
static inline bool utf8_fish_reserved(uint32_t cp)
{
    return (cp >= 0xFDD0 && cp < 0xFDF0) || (cp >= 0xF500 && cp < 0xF700);
}
/* Characters in a byte range, each invalid byte counting as one. */
size_t utf8_count(const char *p, size_t n);
/* Whether a code point is a letter or digit (approximating Unicode's
 * Alphabetic and Numeric properties, as Rust's char::is_alphanumeric). */
bool uc_is_alnum(uint32_t cp);
/* Whether a code point is white space (Unicode's White_Space property). */
bool uc_is_space(uint32_t cp);
/* Simple case mapping (one code point to one; base/ucase.c): the lower or
 * upper case form of cp, or cp itself. UTF8_INVALID maps to itself. */
uint32_t uc_lower(uint32_t cp);
uint32_t uc_upper(uint32_t cp);
/* Columns a code point takes in a terminal: 0, 1 or 2; -1 for control characters. */
int uc_width(uint32_t cp);
/* Whether cp is an emoji that Unicode 9 made two columns wide; terminals
 * older than that show it in one ($fish_emoji_width). */
bool uc_emoji_wide(uint32_t cp);
/* Columns for a byte range: invalid bytes and control characters count 1. */
size_t utf8_width(const char *p, size_t n);

#endif
