/* base/numparse.h - reading numbers the way fish's builtins read them.
 *
 * Like strtol/strtoul/strtod, each reads a number at the start of a string
 * (after blanks) and says where it stopped, but fish's details are kept:
 * an empty or all-blank string is NUM_EMPTY rather than 0, a value out of
 * range is NUM_OVERFLOW with no clamped result, "08" with an inferred radix
 * reads as 0 and stops at the 8, and a float only overflows when it is
 * written with digits ("1e999"; "-1e999" is minus infinity). The decimal
 * point is always '.'. */
#ifndef MINNOW_BASE_NUMPARSE_H
#define MINNOW_BASE_NUMPARSE_H

#include <stdbool.h>
#include <stdint.h>

typedef enum NumErr { NUM_OK, NUM_EMPTY, NUM_INVALID, NUM_OVERFLOW } NumErr;

/* True for the blanks the parsers skip: space, \t, \n, \v, \f, \r. */
static inline bool num_blank(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/* A signed 64-bit integer. radix 0 infers it: 0x/0X hex, a leading 0 octal,
 * else decimal; otherwise 2 to 36. On NUM_OK *end is past the last digit;
 * on an error *out and *end are left alone. */
NumErr num_strtoi(const char *s, int radix, int64_t *out, const char **end);
/* The same for an unsigned 64-bit integer; a minus sign wraps, as strtoul's
 * does ("-1" is the largest value). */
NumErr num_strtou(const char *s, int radix, uint64_t *out, const char **end);
/* A double: decimal, hexadecimal (0x1.8p3), inf, infinity or nan. */
NumErr num_strtod(const char *s, double *out, const char **end);

#endif
