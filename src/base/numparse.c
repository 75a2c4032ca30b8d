/* base/numparse.c - reading numbers the way fish's builtins read them.
 *
 * The integer readers share one scan (blanks, sign, radix prefix, digits into
 * a 64-bit magnitude) and differ only in how the sign is applied. The float
 * reader leans on strtod and corrects the few places where fish's reader
 * stops elsewhere. */
#include "base/numparse.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>

static int digit_value(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'z') return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    return 99;
}

/* Blanks, a sign, the radix prefix when radix is 0, then digits. */
static NumErr scan(const char *s, int radix, uint64_t *mag, bool *neg, const char **end)
{
    const char *p = s;
    while (num_blank(*p)) p++;
    if (!*p) return NUM_EMPTY;
    bool minus = false;
    if (*p == '+' || *p == '-') minus = *p++ == '-';
    const char *after_zero = NULL; /* "0x" or "08" fall back to reading just the 0 */
    if (radix == 0) {
        radix = 10;
        if (*p == '0') {
            after_zero = ++p;
            if (*p == 'x' || *p == 'X') {
                p++;
                radix = 16;
            } else if (*p >= '0' && *p <= '9') {
                radix = 8;
            } else {
                *mag = 0, *neg = false, *end = after_zero;
                return NUM_OK;
            }
        }
    }
    const char *digits = p;
    uint64_t v = 0;
    for (int d; (d = digit_value(*p)) < radix; p++) {
        if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)radix) return NUM_OVERFLOW;
        v = v * (uint64_t)radix + (uint64_t)d;
    }
    if (p == digits) {
        if (!after_zero) return NUM_INVALID;
        v = 0, p = after_zero;
    }
    *mag = v, *neg = minus && v != 0, *end = p;
    return NUM_OK;
}

/* The number with its sign applied, as a 64-bit pattern: a signed result
 * must fit int64_t, an unsigned one wraps a minus sign around. */
static NumErr read_int(const char *s, int radix, bool is_signed, uint64_t *out, const char **end)
{
    uint64_t mag;
    bool neg;
    const char *stop;
    NumErr r = scan(s, radix, &mag, &neg, &stop);
    if (r != NUM_OK) return r;
    if (is_signed && mag > (uint64_t)INT64_MAX + neg) return NUM_OVERFLOW;
    *out = neg ? 0 - mag : mag;
    *end = stop;
    return NUM_OK;
}

NumErr num_strtoi(const char *s, int radix, int64_t *out, const char **end)
{
    uint64_t v;
    NumErr r = read_int(s, radix, true, &v, end);
    if (r == NUM_OK) *out = (int64_t)v;
    return r;
}

NumErr num_strtou(const char *s, int radix, uint64_t *out, const char **end)
{
    return read_int(s, radix, false, out, end);
}

NumErr num_strtod(const char *s, double *out, const char **end)
{
    const char *p = s;
    while (num_blank(*p)) p++;
    if (!*p) return NUM_EMPTY;
    const char *q = p + (*p == '+' || *p == '-');
    bool hex = q[0] == '0' && (q[1] == 'x' || q[1] == 'X');
    if (hex && !isxdigit((unsigned char)q[2])) {
        /* "0x" with no hex digit after it: only the zero is a number. */
        *out = *p == '-' ? -0.0 : 0.0;
        *end = q + 1;
        return NUM_OK;
    }
    char *e;
    double v = strtod(p, &e);
    if (e == p) return NUM_INVALID;
    if (hex && (*e == 'p' || *e == 'P')) return NUM_INVALID; /* an exponent with no digits */
    if (isnan(v)) e = (char *)q + 3;                         /* "nan(...)": fish stops at the ( */
    if (isinf(v) && (isdigit((unsigned char)*p) || *p == '.')) return NUM_OVERFLOW;
    *out = v;
    *end = e;
    return NUM_OK;
}
