/* builtins/math_expr.h - the expression language of `math`, and its numbers.
 *
 * Knows nothing about shells. math_eval parses and evaluates in one pass, as
 * fish's math does (an operator-precedence descent over doubles), and reports
 * the first error that fish would report, with the same place to point at.
 * math_format_fixed prints a double as printf's "%.*f" does in the C locale,
 * without printf and without any locale. */
#ifndef MINNOW_BUILTINS_MATH_EXPR_H
#define MINNOW_BUILTINS_MATH_EXPR_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>

typedef enum MathErr {
    MATH_OK,
    MATH_UNKNOWN_FUNCTION, /* "Unknown function" */
    MATH_MISSING_PAREN,    /* "Missing closing parenthesis" */
    MATH_TOO_FEW_ARGS,     /* "Too few arguments" */
    MATH_TOO_MANY_ARGS,    /* "Too many arguments" */
    MATH_MISSING_OPERATOR, /* "Missing operator" */
    MATH_UNEXPECTED_TOKEN, /* "Unexpected token" */
    MATH_LOGICAL_OPERATOR, /* "Logical operations are not supported, use `test` instead" */
    MATH_DIV_BY_ZERO,      /* "Division by zero" */
    MATH_NUMBER_TOO_LARGE, /* "Number is too large" */
    MATH_BOGUS,            /* "Expression is bogus": a malformed number */
    MATH_TOO_DEEP,         /* ours: nesting past MATH_MAX_DEPTH (fish would overflow its stack) */
} MathErr;

/* How deeply parentheses, function calls and `^` chains may nest. */
#define MATH_MAX_DEPTH 1000

typedef struct MathError {
    MathErr kind;
    size_t pos;   /* byte offset of the first character to point at */
    size_t width; /* characters to mark from there: 0 or 1 is one caret, more is ^~~^ */
} MathError;

/* Evaluates expr (UTF-8; need not end in a NUL). Returns true with the value
 * in *out (which may be infinite or NaN: `math` itself judges results), or
 * false with *err filled in. Allocates nothing. */
bool math_eval(Str expr, double *out, MathError *err);
/* The message fish prints for an error kind ("Unknown function", ...). */
const char *math_error_text(MathErr kind);
/* How many characters (code points; each invalid byte counts one) the bytes
 * [from, to) of s hold. Error positions are bytes; fish counts characters. */
size_t math_char_count(Str s, size_t from, size_t to);

/* Room math_format_fixed needs: the largest double, 15 decimals, sign, NUL. */
#define MATH_FMT_SIZE 340

/* Writes v (finite) with exactly `scale` (0..15) digits after the point into
 * out, rounding the exact binary value half to even as printf's "%.*f" does,
 * with '.' whatever the locale; a negative v (even -0) keeps its '-'. Returns
 * the length; out is NUL-terminated. */
size_t math_format_fixed(double v, int scale, char out[MATH_FMT_SIZE]);

#endif
