/* builtins/math_expr.c - parse and evaluate math's expressions over doubles.
 *
 * One pass, computing while parsing, loosest rule first:
 *
 *   expr   := term (('+' | '-') term)*
 *   term   := factor (('*' | 'x' | '/' | '%') factor)*
 *   factor := unary ('^' factor)?        right-associative
 *   unary  := ('+' | '-')* base          so -2^2 is (-2)^2, as in fish
 *   base   := NUMBER | CONSTANT ['(' ')'] | '(' expr ')'
 *           | FUNCTION '(' expr (',' expr)* ')' | FUNCTION expr (',' expr)*
 *
 * Parentheses around arguments are optional (`sin pi`, `pow 2, 3`), and a
 * comma belongs to the innermost function. `x` multiplies only when white
 * space follows it; otherwise it starts a name (`2x3` is an unknown function).
 *
 * Errors follow fish exactly, including which one wins: the first error
 * stops the parse (the current token becomes an error token, which no rule
 * consumes), except that a malformed number ("Expression is bogus") yields
 * to any later error, an "Unexpected token" inside a call yields to the
 * call's argument-count error, and a zero divisor is reported even over an
 * error its operand had. Positions are counted in characters, as fish does. */
#include "builtins/math_expr.h"

#include "base/check.h"
#include "base/utf8.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- numbers ------------------------------------------------------------------------ */

enum { NUM_OK, NUM_INVALID, NUM_OVERFLOW };

static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}
/* The characters fish's number reader takes before parsing: hex digits, the
 * prefix and exponent letters, the point, signs, and `_` separators (dropped). */
static bool number_char(char c)
{
    return str_hex_digit(c) >= 0 || c == 'P' || c == 'p' || c == 'X' || c == 'x' || c == 'o' || c == 'O' || c == '.' ||
           c == '_' || c == '+' || c == '-';
}

static int32_t sat32(int64_t v)
{
    return v > INT32_MAX ? INT32_MAX : v < INT32_MIN ? INT32_MIN : (int32_t)v;
}

/* 2^e by repeated squaring, then a reciprocal for negative e: the rounding of
 * the powi that fish's hex reader uses for subnormal results. */
static double powi2(int32_t e)
{
    double r = 1, a = 2;
    for (uint32_t n = e < 0 ? 0u - (uint32_t)e : (uint32_t)e; n; n >>= 1, a *= a)
        if (n & 1) r *= a;
    return e < 0 ? 1 / r : r;
}

/* A hex float: 0x, hex digits with an optional point, an optional binary
 * exponent p[+-]digits. Digits past the 16th significant one are ignored and
 * the 53-bit mantissa is rounded half to even; a huge value is infinite (not
 * an overflow error), as in fish. */
static int hex_float(const char *s, size_t n, size_t *used, double *out)
{
    size_t i = 0;
    bool neg = false;
    if (s[i] == '+' || s[i] == '-') neg = s[i++] == '-';
    i += 2; /* 0x, checked by the caller */
    bool seen = false;
    while (i < n && s[i] == '0') i++, seen = true;
    uint64_t mant = 0; /* the first 16 significant digits, from the top bit down */
    int shift = 64;
    size_t before = i;
    int32_t point = 0; /* digits before the point */
    for (int part = 0; part < 2; part++) {
        for (int d; i < n && (d = str_hex_digit(s[i])) >= 0; i++) {
            seen = true;
            if (shift > 0) shift -= 4, mant |= (uint64_t)d << shift;
        }
        if (part == 0) point = sat32((int64_t)(i - before));
        if (part == 1 || i >= n || s[i] != '.') break;
        i++;
    }
    if (!seen) return NUM_INVALID;
    int32_t exp = 0;
    if (i < n && (s[i] == 'p' || s[i] == 'P')) {
        bool eneg = false;
        if (++i < n && (s[i] == '+' || s[i] == '-')) eneg = s[i++] == '-';
        size_t digits = i;
        for (; i < n && is_digit(s[i]); i++) exp = sat32((int64_t)exp * 10 + (s[i] - '0'));
        if (i == digits) return NUM_INVALID;
        if (eneg) exp = -exp;
    }
    *used = i;
    if (!mant) {
        *out = neg ? -0.0 : 0.0;
        return NUM_OK;
    }
    int zeros = __builtin_clzll(mant);
    mant <<= zeros;
    uint64_t low = mant & 0x7FF, half = 0x400;
    mant ^= low;
    if (low > half || (low == half && (mant & 0x800))) {
        if (mant > UINT64_MAX - 0x800) {
            exp = sat32((int64_t)exp + 1);
            mant = 1;
        } else {
            mant += 0x800;
        }
    }
    int32_t e = sat32((int64_t)sat32((int64_t)sat32((int64_t)point * 4) + exp) - (1 + zeros));
    if (e > 1023) {
        *out = neg ? -INFINITY : INFINITY;
        return NUM_OK;
    }
    int32_t rest = 1022 + e < 0 ? 1022 + e : 0;
    if (e < -1022) e = -1022;
    uint64_t bits = ((uint64_t)neg << 63) | ((uint64_t)(e + 1023) << 52) | ((mant << 1) >> 12);
    double f;
    memcpy(&f, &bits, sizeof f);
    if (rest < 0) f *= powi2(rest);
    *out = f;
    return NUM_OK;
}

static const double exact_pow10[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                     1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                     1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

/* A decimal: digits, an optional point and digits (at least one digit in
 * all), an optional exponent e[+-]digits that counts only when it has digits.
 * Correctly rounded: small cases exactly, the rest through strtod given only
 * digits and an exponent (so the locale's decimal point never matters). */
static int dec_float(const char *s, size_t n, size_t *used, double *out)
{
    size_t i = 0;
    bool neg = false;
    if (s[i] == '+' || s[i] == '-') neg = s[i++] == '-';
    size_t int_start = i;
    while (i < n && is_digit(s[i])) i++;
    size_t int_end = i, frac_start = i, frac_end = i;
    if (i < n && s[i] == '.') {
        frac_start = ++i;
        while (i < n && is_digit(s[i])) i++;
        frac_end = i;
    }
    if (int_end == int_start && frac_end == frac_start) return NUM_INVALID;
    long long exp = 0;
    if (i < n && (s[i] == 'e' || s[i] == 'E')) {
        size_t k = i + 1;
        bool eneg = false;
        if (k < n && (s[k] == '+' || s[k] == '-')) eneg = s[k++] == '-';
        if (k < n && is_digit(s[k])) {
            for (; k < n && is_digit(s[k]); k++)
                if (exp < 1000000000000LL) exp = exp * 10 + (s[k] - '0');
            if (eneg) exp = -exp;
            i = k;
        }
    }
    *used = i;

    /* The significant digits (no leading or trailing zeros) and their exponent. */
    size_t ndig = (int_end - int_start) + (frac_end - frac_start);
    char stack[64];
    char *dig = ndig + 32 <= sizeof stack ? stack : xmalloc(ndig + 32);
    size_t nd = 0;
    for (size_t k = int_start; k < int_end; k++)
        if (nd || s[k] != '0') dig[nd++] = s[k];
    for (size_t k = frac_start; k < frac_end; k++)
        if (nd || s[k] != '0') dig[nd++] = s[k];
    long long e10 = exp - (long long)(frac_end - frac_start);
    /* Leading zeros of the fraction were dropped, which does not move e10;
     * trailing zeros are dropped by raising it. */
    while (nd && dig[nd - 1] == '0') nd--, e10++;
    double v;
    if (!nd) {
        v = 0;
    } else if (nd <= 15 && e10 >= -22 && e10 <= 22) {
        uint64_t m = 0;
        for (size_t k = 0; k < nd; k++) m = m * 10 + (uint64_t)(dig[k] - '0');
        v = e10 >= 0 ? (double)m * exact_pow10[e10] : (double)m / exact_pow10[-e10];
    } else {
        /* e10 is bounded by the digit count and the clamped exponent. */
        int w = snprintf(dig + nd, 32, "e%lld", e10);
        MN_ASSERT(w > 0 && w < 32);
        (void)w;
        v = strtod(dig, NULL);
    }
    if (dig != stack) free(dig);
    *out = neg ? -v : v;
    return NUM_OK;
}

/* Reads the number at s (whose first byte is a digit or '.') as fish does:
 * `_` separators are dropped first (those right after the number are taken
 * with it), then a hex float or a decimal is read from what is left. Sets
 * *used to the bytes taken. */
static int scan_number(const char *s, size_t n, size_t *used, double *out)
{
    /* The common case first: a plain integer of up to 15 digits, exact. */
    size_t k = 0;
    uint64_t m = 0;
    while (k < n && k < 16 && is_digit(s[k])) m = m * 10 + (uint64_t)(s[k++] - '0');
    if (k && k <= 15 && (k == n || !number_char(s[k]))) {
        *used = k;
        *out = (double)m;
        return NUM_OK;
    }
    size_t end = 0, plen = 0;
    char prev = 0;
    for (; end < n && number_char(s[end]); end++) {
        /* A sign can only belong to an exponent; stopping at any other keeps
         * "1+1+1+..." linear (fish takes the whole run and reads a prefix). */
        if ((s[end] == '+' || s[end] == '-') && !strchr("eEpP", prev ? prev : '!')) break;
        if (s[end] != '_') plen++, prev = s[end];
    }
    char stack[128];
    char *pr = plen < sizeof stack ? stack : xmalloc(plen + 1);
    k = 0;
    for (size_t i = 0; i < end; i++)
        if (s[i] != '_') pr[k++] = s[i];
    pr[k] = '\0';
    size_t taken = 0;
    bool hex = plen >= 3 && pr[0] == '0' && (pr[1] == 'x' || pr[1] == 'X') && str_hex_digit(pr[2]) >= 0;
    int base = plen >= 3 && pr[0] == '0' ? (pr[1] == 'b' || pr[1] == 'B' ? 2 : pr[1] == 'o' || pr[1] == 'O' ? 8 : 0) : 0;
    if (base && !(pr[2] >= '0' && pr[2] < '0' + base)) base = 0;
    int r;
    if (base) { /* 0b101, 0o17: integers in base 2 and 8 */
        double v = 0;
        for (taken = 2; taken < plen && pr[taken] >= '0' && pr[taken] < '0' + base; taken++)
            v = v * base + (pr[taken] - '0');
        *out = v;
        r = NUM_OK;
    } else {
        r = hex ? hex_float(pr, plen, &taken, out) : dec_float(pr, plen, &taken, out);
    }
    if (pr != stack) free(pr);
    if (r != NUM_OK) return r;
    if (!hex && isinf(*out)) return NUM_OVERFLOW;
    /* Map the characters taken back to the input, underscores included. */
    size_t j = 0;
    for (k = 0; j < end;) {
        if (s[j] == '_') j++;
        else if (k < taken) k++, j++;
        else break;
    }
    *used = j;
    return NUM_OK;
}

/* ---- functions ---------------------------------------------------------------------- */

typedef enum FnKind { FN_CONST, FN_1, FN_2, FN_MAX, FN_MIN } FnKind;

typedef struct Func {
    const char *name;
    FnKind kind;
    double value;                 /* FN_CONST */
    double (*f1)(double);         /* FN_1 */
    double (*f2)(double, double); /* FN_2 */
} Func;

/* A double as an unsigned 64-bit integer the way Rust's `as u64` converts:
 * truncated, NaN and negatives 0, too large the maximum. */
static uint64_t to_u64(double v)
{
    if (!(v > 0)) return 0;
    if (v >= 0x1p64) return UINT64_MAX;
    return (uint64_t)v;
}

static double bit_and(double a, double b)
{
    return (double)(to_u64(a) & to_u64(b));
}
static double bit_or(double a, double b)
{
    return (double)(to_u64(a) | to_u64(b));
}
static double bit_xor(double a, double b)
{
    return (double)(to_u64(a) ^ to_u64(b));
}

/* Leading zero bits of the integer part as a 64-bit number (64 for 0). */
static double clz(double v)
{
    uint64_t u = to_u64(v);
    return u ? (double)__builtin_clzll(u) : 64.0;
}

/* n! of the integer part; NaN for negatives, infinite past 20!. */
static double fac(double n)
{
    if (n < 0) return NAN;
    if (n > 0x1p64) return INFINITY;
    uint64_t r = 1;
    for (uint64_t i = 1, un = to_u64(n); i <= un; i++)
        if (__builtin_mul_overflow(r, i, &r)) return INFINITY;
    return (double)r;
}

/* n choose r on the integer parts, in 64-bit integers; infinite on overflow. */
static double ncr(double n, double r)
{
    if (isnan(n)) return INFINITY;
    if (n < 0 || r < 0 || n < r) return NAN;
    if (n > 0x1p64 || r > 0x1p64) return INFINITY;
    uint64_t un = to_u64(n), ur = to_u64(r), res = 1;
    if (ur > un / 2) ur = un - ur;
    for (uint64_t i = 1; i <= ur; i++) {
        if (__builtin_mul_overflow(res, un - ur + i, &res)) return INFINITY;
        res /= i;
    }
    return (double)res;
}

static double npr(double n, double r)
{
    return ncr(n, r) * fac(r);
}

/* Sorted by name (C locale): looked up by binary search. */
static const Func funcs[] = {
    {"abs", FN_1, 0, fabs, NULL},
    {"acos", FN_1, 0, acos, NULL},
    {"acosh", FN_1, 0, acosh, NULL},
    {"asin", FN_1, 0, asin, NULL},
    {"asinh", FN_1, 0, asinh, NULL},
    {"atan", FN_1, 0, atan, NULL},
    {"atan2", FN_2, 0, NULL, atan2},
    {"atanh", FN_1, 0, atanh, NULL},
    {"bitand", FN_2, 0, NULL, bit_and},
    {"bitor", FN_2, 0, NULL, bit_or},
    {"bitxor", FN_2, 0, NULL, bit_xor},
    {"ceil", FN_1, 0, ceil, NULL},
    {"clz", FN_1, 0, clz, NULL},
    {"cos", FN_1, 0, cos, NULL},
    {"cosh", FN_1, 0, cosh, NULL},
    {"e", FN_CONST, 2.718281828459045235360287471352662498, NULL, NULL},
    {"exp", FN_1, 0, exp, NULL},
    {"fac", FN_1, 0, fac, NULL},
    {"floor", FN_1, 0, floor, NULL},
    {"ln", FN_1, 0, log, NULL},
    {"log", FN_1, 0, log10, NULL},
    {"log10", FN_1, 0, log10, NULL},
    {"log2", FN_1, 0, log2, NULL},
    {"max", FN_MAX, 0, NULL, NULL},
    {"min", FN_MIN, 0, NULL, NULL},
    {"ncr", FN_2, 0, NULL, ncr},
    {"npr", FN_2, 0, NULL, npr},
    {"pi", FN_CONST, 3.141592653589793238462643383279502884, NULL, NULL},
    {"pow", FN_2, 0, NULL, pow},
    {"round", FN_1, 0, round, NULL},
    {"sin", FN_1, 0, sin, NULL},
    {"sinh", FN_1, 0, sinh, NULL},
    {"sqrt", FN_1, 0, sqrt, NULL},
    {"tan", FN_1, 0, tan, NULL},
    {"tanh", FN_1, 0, tanh, NULL},
    {"tau", FN_CONST, 6.283185307179586476925286766559005768, NULL, NULL},
};

static const Func *find_func(const char *name, size_t len)
{
    size_t lo = 0, hi = sizeof funcs / sizeof *funcs;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        const char *f = funcs[mid].name;
        size_t flen = strlen(f);
        int c = memcmp(f, name, flen < len ? flen : len);
        if (!c) c = flen < len ? -1 : flen > len;
        if (!c) return &funcs[mid];
        if (c < 0) lo = mid + 1;
        else hi = mid;
    }
    return NULL;
}

/* max and min as fish folds them: NaN wins, +0 is above -0. */
static double fold(FnKind k, double a, double b)
{
    if (isnan(a)) return a;
    if (isnan(b)) return b;
    if (a == b) return (k == FN_MAX) != (bool)signbit(a) ? a : b;
    return (k == FN_MAX ? a > b : a < b) ? a : b;
}

/* ---- characters --------------------------------------------------------------------- */

/* Unicode White_Space. */
static bool is_space_cp(uint32_t c)
{
    return (c >= 9 && c <= 13) || c == ' ' || c == 0x85 || c == 0xA0 || c == 0x1680 ||
           (c >= 0x2000 && c <= 0x200A) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
           c == 0x205F || c == 0x3000;
}

/* Whether a code point starts a name. fish 4 takes any Unicode letter, so a
 * misspelt or foreign name is an "Unknown function" rather than a stray
 * symbol; beyond ASCII we ask the shared letter-or-digit table, which differs
 * only for the digits of other scripts. */
static bool is_alpha_cp(uint32_t c)
{
    if (c < 0x80) return (c | 0x20) >= 'a' && (c | 0x20) <= 'z';
    return uc_is_alnum(c);
}

size_t math_char_count(Str s, size_t from, size_t to)
{
    size_t n = 0;
    while (from < to) {
        if ((unsigned char)s.ptr[from] < 0x80) {
            from++;
        } else {
            uint32_t cp;
            size_t l = utf8_decode(s.ptr + from, to - from, &cp);
            from += l;
        }
        n++;
    }
    return n;
}

/* ---- the parser --------------------------------------------------------------------- */

typedef enum TokKind {
    TK_ERROR,
    TK_END,
    TK_SEP,
    TK_OPEN,
    TK_CLOSE,
    TK_NUMBER,
    TK_FUNC,
    TK_INFIX
} TokKind;
typedef enum Op { OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_POW, OP_REM } Op;

typedef struct Parser {
    Str s;
    size_t pos;     /* bytes: just past the current token */
    TokKind tok;    /* the current token */
    double num;     /* its value, for TK_NUMBER */
    const Func *fn; /* for TK_FUNC */
    Op op;          /* for TK_INFIX */
    bool failed;    /* err holds an error */
    MathError err;
    int depth;
    int ascii; /* the input is all ASCII: 1 yes, 0 no, -1 not known yet */
} Parser;

/* A byte offset as fish's character position. */
static size_t char_pos(Parser *p, size_t byte)
{
    if (p->ascii < 0) {
        p->ascii = 1;
        for (size_t i = 0; i < p->s.len; i++)
            if ((unsigned char)p->s.ptr[i] >= 0x80) p->ascii = 0;
    }
    return p->ascii ? byte : math_char_count(p->s, 0, byte);
}

/* Records an error at a character position; the current token becomes an
 * error token, which ends the parse. */
static void fail_at(Parser *p, MathErr kind, size_t char_at, size_t width)
{
    p->tok = TK_ERROR;
    p->failed = true;
    p->err = (MathError){kind, char_at, width};
}

static void fail(Parser *p, MathErr kind, size_t byte, size_t width)
{
    fail_at(p, kind, char_pos(p, byte), width);
}
static void fail_here(Parser *p, MathErr kind)
{
    fail(p, kind, p->pos, 0);
}

/* Whether a new error may be recorded: none yet, or only a malformed number. */
static bool may_fail(const Parser *p)
{
    return p->tok != TK_ERROR || (p->failed && p->err.kind == MATH_BOGUS);
}

/* Reads one token at p->pos into *kind (and p->num / p->fn / p->op); *used is
 * the bytes it takes. Returns false for white space, which is skipped. */
static bool scan(Parser *p, size_t *used, TokKind *kind)
{
    const char *s = p->s.ptr + p->pos;
    size_t n = p->s.len - p->pos;
    if (is_digit(s[0]) || s[0] == '.') {
        *used = 0;
        *kind = TK_ERROR;
        switch (scan_number(s, n, used, &p->num)) {
        case NUM_OK: *kind = TK_NUMBER; break;
        case NUM_INVALID: fail(p, MATH_BOGUS, p->pos, 1); break;
        default: fail(p, MATH_NUMBER_TOO_LARGE, p->pos, 0); break;
        }
        return true;
    }
    uint32_t c = (unsigned char)s[0];
    size_t clen = c < 0x80 ? 1 : utf8_decode(s, n, &c);
    uint32_t next = 0;
    if (c == 'x' && n > 1) utf8_decode(s + 1, n - 1, &next);
    if (is_alpha_cp(c) && !(c == 'x' && n > 1 && is_space_cp(next))) {
        size_t i = 0, chars = 0;
        while (i < n) {
            uint32_t d;
            size_t l = utf8_decode(s + i, n - i, &d);
            if (!is_alpha_cp(d) && !(d >= '0' && d <= '9') && d != '_') break;
            i += l, chars++;
        }
        *used = i;
        p->fn = find_func(s, i);
        if (p->fn) {
            *kind = TK_FUNC;
            return true;
        }
        if (may_fail(p)) fail(p, MATH_UNKNOWN_FUNCTION, p->pos, chars);
        *kind = TK_ERROR;
        return true;
    }
    *used = clen;
    *kind = TK_INFIX;
    switch (c) {
    case '+': p->op = OP_ADD; break;
    case '-': p->op = OP_SUB; break;
    case 'x':
    case '*': p->op = OP_MUL; break;
    case '/': p->op = OP_DIV; break;
    case '^': p->op = OP_POW; break;
    case '%': p->op = OP_REM; break;
    case '(': *kind = TK_OPEN; break;
    case ')': *kind = TK_CLOSE; break;
    case ',': *kind = TK_SEP; break;
    case ' ':
    case '\t':
    case '\n':
    case '\r': return false;
    case '=':
    case '>':
    case '<':
    case '&':
    case '|':
    case '!':
        fail_here(p, MATH_LOGICAL_OPERATOR);
        *kind = TK_ERROR;
        break;
    default:
        fail_here(p, MATH_MISSING_OPERATOR);
        *kind = TK_ERROR;
        break;
    }
    return true;
}

static void next_token(Parser *p)
{
    for (;;) {
        if (p->pos >= p->s.len) {
            p->tok = TK_END;
            return;
        }
        size_t used;
        TokKind k;
        bool token = scan(p, &used, &k);
        p->pos += used;
        if (token) {
            p->tok = k;
            return;
        }
    }
}

static double expr(Parser *p);

/* A function or constant call, the current token being its name. */
static double call(Parser *p)
{
    const Func *f = p->fn;
    next_token(p);
    bool open = p->tok == TK_OPEN;
    if (open) next_token(p);
    if (f->kind == FN_CONST) {
        if (open) {
            if (p->tok == TK_CLOSE) next_token(p);
            else if (may_fail(p)) fail_here(p, MATH_MISSING_PAREN);
        }
        return f->value;
    }
    size_t arity = f->kind == FN_1 ? 1 : f->kind == FN_2 ? 2 : SIZE_MAX; /* SIZE_MAX: any */
    double arg[2] = {0, 0};
    double acc = f->kind == FN_MAX ? -INFINITY : INFINITY;
    size_t nsep = 0;
    bool extra = false; /* an argument past the arity began at extra_at */
    size_t extra_at = 0;
    for (;; nsep++) {
        if (nsep == arity) {
            /* Fish marks from the last character of the extra argument's first token. */
            extra = true;
            extra_at = char_pos(p, p->pos) - 1;
        }
        double v = expr(p);
        if (nsep < 2) arg[nsep] = v;
        if (arity == SIZE_MAX) acc = fold(f->kind, acc, v);
        if (p->tok != TK_SEP) break;
        next_token(p);
    }
    if (arity == SIZE_MAX || arity == nsep + 1) {
        double v = f->kind == FN_1 ? f->f1(arg[0]) : f->kind == FN_2 ? f->f2(arg[0], arg[1]) : acc;
        if (!open) return v;
        if (p->tok == TK_CLOSE) {
            next_token(p);
            return v;
        }
        if (p->tok != TK_ERROR) fail_here(p, MATH_MISSING_PAREN);
    }
    if (p->tok != TK_ERROR || (p->failed && p->err.kind == MATH_UNEXPECTED_TOKEN)) {
        bool few = arity == SIZE_MAX ? nsep == 0 : nsep < arity;
        MathErr kind = few ? MATH_TOO_FEW_ARGS : MATH_TOO_MANY_ARGS;
        if (extra) {
            size_t width = char_pos(p, p->pos) - extra_at;
            if (p->tok != TK_CLOSE) width++;
            if (p->tok == TK_END) width--;
            fail_at(p, kind, extra_at, width);
        } else {
            fail_here(p, kind);
        }
    }
    return NAN;
}

static double base(Parser *p)
{
    switch (p->tok) {
    case TK_NUMBER: {
        double v = p->num;
        size_t after = p->pos;
        next_token(p);
        if (p->tok == TK_NUMBER || p->tok == TK_FUNC) {
            /* Two operands in a row: point at the gap between them. */
            size_t gap = 0;
            while (after + gap < p->s.len && p->s.ptr[after + gap] &&
                   strchr(" \t\n\r", p->s.ptr[after + gap]))
                gap++;
            fail(p, MATH_MISSING_OPERATOR, after, gap);
        }
        return v;
    }
    case TK_FUNC: return call(p);
    case TK_OPEN: {
        next_token(p);
        double v = expr(p);
        if (p->tok == TK_CLOSE) {
            next_token(p);
            return v;
        }
        if (p->tok != TK_ERROR && p->tok != TK_END && !p->failed) fail_here(p, MATH_TOO_MANY_ARGS);
        else if (may_fail(p)) fail_here(p, MATH_MISSING_PAREN);
        return NAN;
    }
    case TK_END: fail_here(p, MATH_TOO_FEW_ARGS); return NAN;
    default:
        if (may_fail(p)) fail_here(p, MATH_UNEXPECTED_TOKEN);
        return NAN;
    }
}

/* unary := ('+' | '-')* base */
static double unary(Parser *p)
{
    double sign = 1;
    while (p->tok == TK_INFIX && (p->op == OP_SUB || p->op == OP_ADD)) {
        if (p->op == OP_SUB) sign = -sign;
        next_token(p);
    }
    return sign * base(p);
}

/* factor := unary ('^' factor)?  Every level of nesting passes here, so the
 * depth limit is kept here too. */
static double factor(Parser *p)
{
    if (p->depth >= MATH_MAX_DEPTH) {
        if (may_fail(p)) fail_here(p, MATH_TOO_DEEP);
        return NAN;
    }
    p->depth++;
    double v = unary(p);
    if (p->tok == TK_INFIX && p->op == OP_POW) {
        next_token(p);
        v = pow(v, factor(p));
    }
    p->depth--;
    return v;
}

/* term := factor (('*' | 'x' | '/' | '%') factor)* */
static double term(Parser *p)
{
    double v = factor(p);
    while (p->tok == TK_INFIX && (p->op == OP_MUL || p->op == OP_DIV || p->op == OP_REM)) {
        Op op = p->op;
        size_t op_at = p->pos - 1; /* operators are one ASCII byte */
        next_token(p);
        double r = factor(p);
        if (r == 0 && op != OP_MUL) fail(p, MATH_DIV_BY_ZERO, op_at, 1);
        v = op == OP_MUL ? v * r : op == OP_DIV ? v / r : fmod(v, r);
    }
    return v;
}

/* expr := term (('+' | '-') term)* */
static double expr(Parser *p)
{
    double v = term(p);
    while (p->tok == TK_INFIX && (p->op == OP_ADD || p->op == OP_SUB)) {
        Op op = p->op;
        next_token(p);
        double r = term(p);
        v = op == OP_ADD ? v + r : v - r;
    }
    return v;
}

bool math_eval(Str s, double *out, MathError *err)
{
    Parser p = {.s = s, .tok = TK_END, .ascii = -1};
    next_token(&p);
    double v = expr(&p);
    if (p.tok == TK_END) {
        *out = v;
        return true;
    }
    /* Not at the end without an error: a token nothing wanted, like the ')' of "1)". */
    *err = p.failed ? p.err : (MathError){MATH_TOO_MANY_ARGS, char_pos(&p, p.pos), 0};
    return false;
}

const char *math_error_text(MathErr kind)
{
    switch (kind) {
    case MATH_UNKNOWN_FUNCTION: return "Unknown function";
    case MATH_MISSING_PAREN: return "Missing closing parenthesis";
    case MATH_TOO_FEW_ARGS: return "Too few arguments";
    case MATH_TOO_MANY_ARGS: return "Too many arguments";
    case MATH_MISSING_OPERATOR: return "Missing operator";
    case MATH_UNEXPECTED_TOKEN: return "Unexpected token";
    case MATH_LOGICAL_OPERATOR: return "Logical operations are not supported, use `test` instead";
    case MATH_DIV_BY_ZERO: return "Division by zero";
    case MATH_NUMBER_TOO_LARGE: return "Number is too large";
    case MATH_BOGUS: return "Expression is bogus";
    case MATH_TOO_DEEP: return "Expression is nested too deeply";
    case MATH_OK: break;
    }
    return "";
}

/* ---- output ------------------------------------------------------------------------- */

static char *put_u64(char *o, uint64_t v)
{
    char tmp[20];
    int n = 0;
    do tmp[n++] = (char)('0' + v % 10);
    while (v /= 10);
    while (n) *o++ = tmp[--n];
    return o;
}

size_t math_format_fixed(double v, int scale, char out[MATH_FMT_SIZE])
{
    MN_ASSERT(isfinite(v) && scale >= 0 && scale <= 15);
    double a = fabs(v);
    if (a >= 0x1p63) {
        /* Never reached by math (results stop at 2^53); printf is exact too. */
        int n = snprintf(out, MATH_FMT_SIZE, "%.*f", scale, v);
        return n > 0 ? (size_t)n : 0;
    }
    uint64_t ip = (uint64_t)a, q = 0, unit = 1;
    for (int i = 0; i < scale; i++) unit *= 10;
    double frac = a - (double)ip; /* exact */
    if (frac > 0) {
        /* frac = m * 2^-k exactly; q = frac * unit rounded half to even. */
        int e2;
        double m = frexp(frac, &e2);
        uint64_t mi = (uint64_t)ldexp(m, 53);
        int k = 53 - e2;
        unsigned __int128 prod = (unsigned __int128)mi * unit;
        if (k < 120) {
            unsigned __int128 one = 1;
            unsigned __int128 rem = prod & ((one << k) - 1), half = one << (k - 1);
            q = (uint64_t)(prod >> k);
            uint64_t last = scale ? q : ip; /* the digit a tie rounds to even */
            if (rem > half || (rem == half && (last & 1))) q++;
            if (q == unit) q = 0, ip++;
        }
        /* k >= 120: frac * unit < 2^103 / 2^120, far below one half. */
    }
    char *o = out;
    if (signbit(v)) *o++ = '-';
    o = put_u64(o, ip);
    if (scale) {
        *o++ = '.';
        for (int i = scale - 1; i >= 0; i--, q /= 10) o[i] = (char)('0' + q % 10);
        o += scale;
    }
    *o = '\0';
    return (size_t)(o - out);
}
