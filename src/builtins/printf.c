/* builtins/printf.c - format and print arguments.
 *
 *   printf FORMAT [ARGUMENT...]
 *
 * FORMAT is printed with each % directive replaced by the next argument, and
 * printed again while arguments remain (a directive with none left gets an
 * empty string, which reads as 0). Conversions: d i o u x X (64-bit
 * integers, the unsigned ones wrapping negatives), f F e E g G a A (doubles,
 * formatted by the C library, with the decimal point of the numeric locale
 * $LC_ALL, $LC_NUMERIC or $LANG names, as fish 4: 3,45 in de_DE, where
 * arguments may be written either way), c s (widths and
 * precisions count terminal columns, as fish 4 does) and b (the argument's
 * own backslash escapes); flags - + space # 0 ', a width and a precision,
 * either of which may be * (taken from the arguments). A numeric argument may
 * be decimal, 0x hex, 0 octal, or a quote followed by a character ('a is 97).
 *
 * Errors are fish's. A number with junk after it ("12abc") is reported and its
 * leading part printed; a number that is not one, out of range, or a bad
 * directive is fatal: nothing more is printed. Either way the status is 1; no
 * arguments at all is status 2. Output is written in chunks of 64 KiB, and
 * before each error so the two interleave as fish's do. --help is data. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/numparse.h"
#include "base/utf8.h"
#include "env/var.h"

#include <ctype.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { FLUSH_AT = 64 * 1024 };

typedef struct Printf {
    const Io *io;
    StrBuf out;        /* printed but not yet written */
    int status;
    bool stop;         /* after \c or a fatal error: nothing more is printed or reported */
    bool broken;       /* standard output failed (a closed pipe): stop producing it */
    char point;        /* the numeric locale's decimal point: '.', or ',' ... */
} Printf;

static void flush(Printf *pf)
{
    if (!pf->out.len) return;
    if (!io_write(pf->io, 1, sb_str(&pf->out))) pf->broken = true;
    sb_clear(&pf->out);
}

static void put(Printf *pf, const char *s, size_t n)
{
    if (pf->stop || pf->broken) return;
    sb_append_mem(&pf->out, s, n);
    if (pf->out.len >= FLUSH_AT) flush(pf);
}

static void put_char(Printf *pf, char c) { put(pf, &c, 1); }

/* n copies of c, written as they go: a huge width never needs huge memory. */
static void pad(Printf *pf, char c, size_t n)
{
    while (n && !pf->stop && !pf->broken) {
        size_t k = n < FLUSH_AT ? n : FLUSH_AT;
        sb_append_repeat(&pf->out, c, k);
        n -= k;
        if (pf->out.len >= FLUSH_AT) flush(pf);
    }
}

/* Prints an error line (after the output so far); a fatal one stops
 * everything. Only the first fatal error is reported. */
static void report(Printf *pf, bool fatal, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void report(Printf *pf, bool fatal, const char *fmt, ...)
{
    if (pf->stop) return;
    flush(pf);
    StrBuf b = STRBUF_INIT;
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&b, fmt, ap);
    va_end(ap);
    sb_append_char(&b, '\n');
    io_write(pf->io, 2, sb_str(&b));
    sb_fini(&b);
    pf->status = STATUS_FAIL;
    pf->stop = fatal;
}

/* ---- arguments as numbers ---------------------------------------------------- */

/* The character after a leading quote: fish reads 'a as 97, a lone quote as
 * 0, and a byte that is not UTF-8 as the private-use code point it keeps
 * such bytes in. */
static uint32_t quoted_char(const char *s)
{
    uint32_t cp;
    if (!s[1]) return 0;
    utf8_decode(s + 1, strnlen(s + 1, 4), &cp);
    return cp == UTF8_INVALID ? 0xF600u + (unsigned char)s[1] : cp;
}

/* Reports what is wrong with the number s, read up to end with result r. */
static void check_number(Printf *pf, const char *s, NumErr r, const char *end)
{
    if (r == NUM_OVERFLOW) {
        report(pf, true, "%s: Number out of range", s);
        return;
    }
    if (r != NUM_OK) end = s; /* empty is 0; anything else read nothing */
    if (!*end) return;
    if (end == s) {
        report(pf, true, "%s: expected a numeric value", s);
        return;
    }
    report(pf, false, "%s: value not completely converted (can't convert '%s')", s, end);
    if (s[0] == '0' && isxdigit((unsigned char)end[0])) {
        report(pf, false, "Hint: a leading '0' without an 'x' indicates an octal number");
    }
}

typedef enum NumKind { AS_INT, AS_UINT, AS_FLOAT } NumKind;

typedef union NumVal {
    int64_t i;
    uint64_t u;
    double d;
} NumVal;

/* The argument read as a number of the kind the conversion wants; 0 (and an
 * error) when it is not one. */
static NumVal number_arg(Printf *pf, const char *s, NumKind kind)
{
    NumVal v = {0};
    if (s[0] == '\'' || s[0] == '"') {
        uint32_t c = quoted_char(s);
        if (kind == AS_FLOAT) v.d = c;
        else v.u = c;
        return v;
    }
    const char *end = s;
    const char *point = kind == AS_FLOAT && pf->point != '.' ? strchr(s, pf->point) : NULL;
    if (point) { /* as the locale writes it (3,45), else as C does */
        char *c_form = xstrdup(s);
        c_form[point - s] = '.';
        const char *c_end = c_form;
        NumErr r = num_strtod(c_form, &v.d, &c_end);
        bool whole = r == NUM_OK && !*c_end;
        free(c_form);
        if (whole) return v;
    }
    NumErr r = kind == AS_INT    ? num_strtoi(s, 0, &v.i, &end)
             : kind == AS_UINT   ? num_strtou(s, 0, &v.u, &end)
                                 : num_strtod(s, &v.d, &end);
    check_number(pf, s, r, end);
    return v;
}

/* ---- escapes ----------------------------------------------------------------- */

static int hex_value(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c - 'A' + 10;
}

/* Prints the escape whose letter is at s (just after a backslash); returns
 * the bytes it used. In %b (octal_zero) an octal escape may start with an
 * extra 0: \0101 is A there, \010 then 1 in a format. */
static size_t print_escape(Printf *pf, const char *s, bool octal_zero)
{
    const char *p = s;
    if (*p == 'x') {
        unsigned v = 0;
        int k = 0;
        for (p++; k < 2 && isxdigit((unsigned char)*p); k++, p++) v = v * 16 + (unsigned)hex_value(*p);
        if (!k) report(pf, true, "missing hexadecimal number in escape");
        put_char(pf, (char)v);
    } else if (*p >= '0' && *p <= '7') {
        unsigned v = 0;
        if (octal_zero && *p == '0') p++;
        for (int k = 0; k < 3 && *p >= '0' && *p <= '7'; k++, p++) v = v * 8 + (unsigned)(*p - '0');
        put_char(pf, (char)(v & 0xFF));
    } else if (*p == 'u' || *p == 'U') {
        char kind = *p++;
        int want = kind == 'u' ? 4 : 8, k = 0;
        uint32_t v = 0;
        for (; k < want && isxdigit((unsigned char)*p); k++, p++) v = v * 16 + (uint32_t)hex_value(*p);
        if (!k) report(pf, true, "Missing hexadecimal number in Unicode escape");
        if (v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) {
            report(pf, true, "Not a valid Unicode character: \\%c%0*x", kind, want, (unsigned)v);
        } else {
            char b[4];
            put(pf, b, utf8_encode(v, b));
        }
    } else if (*p && strchr("\"\\abcefnrtv", *p)) {
        static const char from[] = "\"\\abefnrtv", to[] = "\"\\\a\b\x1b\f\n\r\t\v";
        if (*p == 'c') pf->stop = true;
        else put_char(pf, to[strchr(from, *p) - from]);
        p++;
    } else {
        /* Not an escape: the backslash stays, and so does what follows. */
        put_char(pf, '\\');
        if (*p) put_char(pf, *p++);
    }
    return (size_t)(p - s);
}

/* %b: the argument with its escapes interpreted. */
static void print_escaped(Printf *pf, const char *s)
{
    while (*s && !pf->stop) {
        size_t lit = strcspn(s, "\\");
        put(pf, s, lit);
        s += lit;
        if (*s) s += 1 + print_escape(pf, s + 1, true);
    }
}

/* ---- directives -------------------------------------------------------------- */

typedef struct Spec {
    bool left, plus, space, alt, zero;
    bool has_prec;
    bool overflow;  /* a width or precision too large to read */
    size_t width;
    size_t prec;
} Spec;

static void put_padded_left(Printf *pf, const Spec *sp, size_t cols)
{
    if (!sp->left && sp->width > cols) pad(pf, ' ', sp->width - cols);
}

static void put_padded_right(Printf *pf, const Spec *sp, size_t cols)
{
    if (sp->left && sp->width > cols) pad(pf, ' ', sp->width - cols);
}

/* d i o u x X: C's rules for signs, prefixes, precision and padding. */
static void put_int(Printf *pf, const Spec *sp, char conv, uint64_t mag, bool neg)
{
    char digits[24], *d = digits + sizeof digits;
    unsigned base = conv == 'o' ? 8 : conv == 'x' || conv == 'X' ? 16 : 10;
    const char *set = conv == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
    for (; mag; mag /= base) *--d = set[mag % base];
    size_t len = (size_t)(digits + sizeof digits - d);

    const char *prefix = "";
    if (conv == 'd' || conv == 'i') prefix = neg ? "-" : sp->plus ? "+" : sp->space ? " " : "";
    else if (base == 16 && sp->alt && len) prefix = conv == 'x' ? "0x" : "0X";
    size_t prec = sp->has_prec ? sp->prec : 1;
    if (conv == 'o' && sp->alt) prec = (sp->has_prec && sp->prec > len + 1) ? sp->prec : len + 1;
    if (prec < len) prec = len;
    bool zero = sp->zero && !sp->left && !sp->has_prec;
    size_t plen = strlen(prefix), cols = plen + prec;

    if (!zero) put_padded_left(pf, sp, cols);
    put(pf, prefix, plen);
    if (zero && sp->width > cols) pad(pf, '0', sp->width - cols);
    pad(pf, '0', prec - len);
    put(pf, d, len);
    put_padded_right(pf, sp, cols);
}

/* Past this many digits a double's expansion is all zeros (its exact decimal
 * form has at most 1074 digits after the point, 767 significant), so larger
 * precisions are formatted at this one and the zeros added here. */
enum { PREC_CAP = 1100 };

/* a A e E f F g G: formatted by snprintf without the width, padded here. */
static void put_float(Printf *pf, const Spec *sp, char conv, double v)
{
    char fmt[16], *f = fmt;
    *f++ = '%';
    if (sp->alt) *f++ = '#';
    if (sp->plus) *f++ = '+';
    if (sp->space) *f++ = ' ';
    if (sp->has_prec) *f++ = '.', *f++ = '*';
    *f++ = conv, *f = '\0';
    int prec = sp->prec > PREC_CAP ? PREC_CAP : (int)sp->prec;
    char buf[2048];
    /* The format is one of ours: flags from the list above, then .* and a
     * float conversion. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
    int n = sp->has_prec ? snprintf(buf, sizeof buf, fmt, prec, v) : snprintf(buf, sizeof buf, fmt, v);
#pragma GCC diagnostic pop
    MN_ASSERT(n > 0 && (size_t)n < sizeof buf);
    size_t len = (size_t)n;
    char *dp = pf->point != '.' ? strchr(buf, '.') : NULL; /* (minnow keeps libc's locale "C") */
    if (dp) *dp = pf->point;

    bool finite = isfinite(v);
    size_t zeros = 0, split = len;
    if (finite && sp->has_prec && sp->prec > PREC_CAP && (sp->alt || (conv != 'g' && conv != 'G'))) {
        zeros = sp->prec - PREC_CAP;
        const char *exp = conv == 'a' || conv == 'A' ? "pP" : "eE";
        split = strcspn(buf, exp);
    }
    size_t sign = buf[0] == '-' || buf[0] == '+' || buf[0] == ' ';
    if ((conv == 'a' || conv == 'A') && buf[sign] == '0' && (buf[sign + 1] == 'x' || buf[sign + 1] == 'X')) {
        sign += 2; /* zeros go after the 0x too */
    }
    bool zero = sp->zero && !sp->left && finite;
    size_t cols = len + zeros;

    if (!zero) put_padded_left(pf, sp, cols);
    put(pf, buf, sign);
    if (zero && sp->width > cols) pad(pf, '0', sp->width - cols);
    put(pf, buf + sign, split - sign);
    pad(pf, '0', zeros);
    put(pf, buf + split, len - split);
    put_padded_right(pf, sp, cols);
}

static bool regional_indicator(uint32_t cp)
{
    return cp >= 0x1F1E6 && cp <= 0x1F1FF;
}

/* The bytes and columns of the character cluster at s: a character and the
 * zero-width ones that follow it (combining marks, joiners), so a precision
 * never splits an accent from its letter; two regional indicators make one
 * flag, two columns wide. */
static size_t cluster(const char *s, size_t n, size_t *cols)
{
    uint32_t cp;
    size_t i = utf8_decode(s, n, &cp);
    int w = cp == UTF8_INVALID ? 1 : uc_width(cp);
    *cols = w < 0 ? 1 : (size_t)w;
    if (regional_indicator(cp) && i < n) {
        uint32_t next;
        size_t k = utf8_decode(s + i, n - i, &next);
        if (regional_indicator(next)) i += k, *cols = 2;
    }
    bool join = cp == 0x200D;
    while (i < n) {
        size_t k = utf8_decode(s + i, n - i, &cp);
        if (cp == UTF8_INVALID || (!join && uc_width(cp) != 0)) break;
        join = cp == 0x200D;
        i += k;
    }
    return i;
}

/* s: the precision and the width count columns. */
static void put_string(Printf *pf, const Spec *sp, const char *s)
{
    size_t len = strlen(s);
    if (!sp->width && !sp->has_prec) {
        put(pf, s, len);
        return;
    }
    size_t cols = 0, take = 0;
    while (take < len && (!sp->has_prec || cols < sp->prec)) {
        size_t w, k = cluster(s + take, len - take, &w);
        if (sp->has_prec && cols + w > sp->prec) break;
        cols += w, take += k;
    }
    put_padded_left(pf, sp, cols);
    put(pf, s, take);
    put_padded_right(pf, sp, cols);
}

/* c: the argument's first character (a NUL byte, zero columns wide, for an
 * empty argument). */
static void put_first_char(Printf *pf, const Spec *sp, const char *s)
{
    size_t cols = 0, take = 1;
    if (*s) {
        uint32_t cp;
        take = utf8_decode(s, strnlen(s, 4), &cp);
        int w = cp == UTF8_INVALID ? 1 : uc_width(cp);
        cols = w < 0 ? 1 : (size_t)w;
    }
    put_padded_left(pf, sp, cols);
    put(pf, *s ? s : "", take);
    put_padded_right(pf, sp, cols);
}

static void print_directive(Printf *pf, const Spec *sp, char conv, const char *arg)
{
    NumKind kind = conv == 'd' || conv == 'i' ? AS_INT : strchr("ouxX", conv) ? AS_UINT : AS_FLOAT;
    NumVal v = {0};
    if (conv != 'c' && conv != 's') v = number_arg(pf, arg, kind);
    if (sp->overflow) report(pf, true, "Number out of range");
    if (pf->stop) return;
    if (conv == 'c') put_first_char(pf, sp, arg);
    else if (conv == 's') put_string(pf, sp, arg);
    else if (kind == AS_INT) put_int(pf, sp, conv, v.i < 0 ? 0 - (uint64_t)v.i : (uint64_t)v.i, v.i < 0);
    else if (kind == AS_UINT) put_int(pf, sp, conv, v.u, false);
    else put_float(pf, sp, conv, v.d);
}

/* Which conversions a directive may end in, as bits over 'A'..'z'. */
#define CONV(c) (1ull << ((c) - 'A'))
#define CONVS_ALL (CONV('a') | CONV('A') | CONV('c') | CONV('d') | CONV('e') | CONV('E') | CONV('f') \
                   | CONV('F') | CONV('g') | CONV('G') | CONV('i') | CONV('o') | CONV('s') | CONV('u') \
                   | CONV('x') | CONV('X'))
#define CONVS_NO_GROUPING (CONV('a') | CONV('A') | CONV('c') | CONV('e') | CONV('E') | CONV('o') \
                           | CONV('s') | CONV('x') | CONV('X'))
#define CONVS_NO_ALT (CONV('c') | CONV('d') | CONV('i') | CONV('s') | CONV('u'))

/* Reads digits as a width or precision; sets *overflow past max. */
static const char *read_count(const char *f, size_t max, size_t *out, bool *overflow)
{
    size_t v = 0;
    for (; *f >= '0' && *f <= '9'; f++) {
        size_t digit = (size_t)(*f - '0');
        if (v > (max - digit) / 10) *overflow = true;
        else v = v * 10 + digit;
    }
    *out = v;
    return f;
}

/* Prints the format once, taking arguments from args[0..n); returns how many
 * it used (0 after a bad directive, which ends the printf). */
static int print_format(Printf *pf, const char *fmt, char **args, int n)
{
    int used = 0;
    for (const char *f = fmt; *f;) {
        size_t lit = strcspn(f, "%\\");
        if (lit) {
            put(pf, f, lit);
            f += lit;
            continue;
        }
        if (*f == '\\') {
            f += 1 + print_escape(pf, f + 1, false);
            continue;
        }
        const char *start = f++;
        if (*f == '%') {
            put_char(pf, '%');
            f++;
            continue;
        }
        if (*f == 'b') {
            f++;
            if (used < n) print_escaped(pf, args[used++]);
            continue;
        }
        Spec sp = {0};
        uint64_t ok = CONVS_ALL;
        for (;; f++) {
            if (*f == '\'') ok &= ~CONVS_NO_GROUPING; /* grouping: no separator in the C locale */
            else if (*f == '-') sp.left = true;
            else if (*f == '+') sp.plus = true;
            else if (*f == ' ') sp.space = true;
            else if (*f == '#') sp.alt = true, ok &= ~CONVS_NO_ALT;
            else if (*f == '0') sp.zero = true, ok &= ~(CONV('c') | CONV('s'));
            else break;
        }
        if (*f == '*') {
            f++;
            if (used < n) {
                const char *a = args[used++];
                int64_t w = number_arg(pf, a, AS_INT).i;
                if (w < INT_MIN || w > INT_MAX) report(pf, true, "invalid field width: %s", a);
                if (w < 0) sp.left = true;
                sp.width = w < 0 ? (size_t)(0 - (uint64_t)w) : (size_t)w;
            }
        } else {
            f = read_count(f, SIZE_MAX, &sp.width, &sp.overflow);
        }
        if (*f == '.') {
            f++;
            ok &= ~CONV('c');
            sp.has_prec = true;
            if (*f == '*') {
                f++;
                if (used < n) {
                    const char *a = args[used++];
                    int64_t p = number_arg(pf, a, AS_INT).i;
                    if (p > INT_MAX) report(pf, true, "invalid precision: %s", a);
                    sp.has_prec = p >= 0;
                    sp.prec = p >= 0 && p <= INT_MAX ? (size_t)p : 0;
                }
            } else {
                f = read_count(f, INT_MAX, &sp.prec, &sp.overflow);
            }
        }
        while (*f && strchr("lLhjtz", *f)) f++;
        char conv = *f;
        if (!(conv >= 'A' && conv <= 'z' && (ok & CONV(conv)))) {
            size_t end = (size_t)(f - start);
            if (*f) end += utf8_decode(f, strnlen(f, 4), &(uint32_t){0});
            report(pf, true, "%.*s: invalid conversion specification", (int)end, start);
            return 0;
        }
        f++;
        print_directive(pf, &sp, conv, used < n ? args[used++] : "");
    }
    return used;
}

/* The decimal point of the numeric locale the first of $LC_ALL, $LC_NUMERIC
 * and $LANG that is set names: '.' when it is unknown or its point is no
 * single ASCII character (as fish 4). C and POSIX locales are known without
 * asking the C library (newlocale takes microseconds for C.UTF-8, and every
 * printf asks). */
static char numeric_point(Shell *sh)
{
    static const char *const names[] = {"LC_ALL", "LC_NUMERIC", "LANG"};
    Str name = STR("C");
    for (size_t i = 0; i < 3; i++) {
        const Var *v = vars_get(sh->vars, str_cstr(names[i]), 0);
        if (v && v->values.n && v->values.items[0].len) {
            name = v->values.items[0];
            break;
        }
    }
    if (str_eq(name, STR("C")) || str_eq(name, STR("POSIX")) || str_starts_with(name, STR("C.")))
        return '.';
    char point = '.';
    locale_t loc = newlocale(LC_NUMERIC_MASK, name.ptr, (locale_t)0);
    if (loc) {
        const char *p = nl_langinfo_l(RADIXCHAR, loc);
        if (p && p[0] > 0 && (unsigned char)p[0] < 128 && !p[1]) point = p[0];
        freelocale(loc);
    }
    return point;
}

int bi_printf(Shell *sh, Io *io, int argc, char **argv)
{
    if (argc < 2) return STATUS_INVALID_ARGS;
    Printf pf = {.io = io, .point = numeric_point(sh)};
    char **args = argv + 2;
    int n = argc - 2;
    for (;;) {
        int used = print_format(&pf, argv[1], args, n);
        args += used, n -= used;
        if (!used || !n || pf.stop) break;
    }
    flush(&pf);
    sb_fini(&pf.out);
    return pf.status;
}
