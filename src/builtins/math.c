/* builtins/math.c - evaluate an arithmetic expression and print the result.
 *
 *   math [-s N | --scale N] [-b BASE | --base BASE] [-m MODE | --scale-mode MODE] EXPR...
 *
 * The words of EXPR are joined with spaces; when standard input is the
 * command's own pipe or redirection, its lines are the words instead (and
 * the arguments are ignored), as in fish 4. Options end at the first word
 * that is not one of them, so `math -2 + 1` needs no `--`.
 *
 * The result prints with up to N decimals (default 6), trailing zeros and a
 * bare point trimmed; scale 0 truncates unless a mode says otherwise. With
 * --base 16 or 8 the integer part prints as 0x... or 0... . Infinite, NaN
 * and results of 2^53 or more are errors. Status 0, 1 for an error in the
 * expression (or no expression), 2 for a bad option. The language itself is
 * in math_expr.c. */
#include "builtins/builtins.h"

#include "builtins/math_expr.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

enum { MODE_DEFAULT, MODE_TRUNCATE, MODE_ROUND, MODE_FLOOR, MODE_CEILING };

/* Expressions read from standard input stop here (fish has no limit). */
#define MATH_INPUT_MAX (16u << 20)

typedef struct MathOpts {
    int scale, base, mode;
} MathOpts;

const OptSpec bi_math_opts[] = {
    {'s', "scale", OPT_REQUIRED_ARG}, {'b', "base", OPT_REQUIRED_ARG}, {'h', "help", OPT_NO_ARG},
    {'m', "scale-mode", OPT_REQUIRED_ARG}, {0, NULL, 0},
};

/* Applies one option's value; false after printing an error. */
static bool apply(Io *io, const char *cmd, MathOpts *o, int c, const char *arg)
{
    long n;
    if (c == 's') {
        if (!strcmp(arg, "max")) {
            o->scale = 15;
        } else if (bi_parse_int(arg, &n) && n >= 0 && n <= 15) {
            o->scale = (int)n;
        } else {
            bi_error(io, cmd, "%s: invalid scale", arg);
            return false;
        }
    } else if (c == 'b') {
        if (!strcmp(arg, "hex")) o->base = 16;
        else if (!strcmp(arg, "octal")) o->base = 8;
        else if (bi_parse_int(arg, &n) && (n == 8 || n == 16)) o->base = (int)n;
        else {
            bi_error(io, cmd, "%s: invalid base value", arg);
            return false;
        }
    } else {
        static const struct {
            const char *name;
            int mode;
        } modes[] = {{"truncate", MODE_TRUNCATE}, {"trunc", MODE_TRUNCATE},
                     {"round", MODE_ROUND},       {"floor", MODE_FLOOR},
                     {"ceiling", MODE_CEILING},   {"ceil", MODE_CEILING}};
        for (size_t i = 0; i < sizeof modes / sizeof *modes; i++) {
            if (!strcmp(arg, modes[i].name)) {
                o->mode = modes[i].mode;
                return true;
            }
        }
        bi_error(io, cmd, "%s: invalid mode", arg);
        return false;
    }
    return true;
}

/* Writes the result as fish formats it; returns its length. */
static size_t format(double v, const MathOpts *o, char out[MATH_FMT_SIZE])
{
    if (o->base != 10) {
        double t = trunc(v);
        uint64_t u = (uint64_t)fabs(t);
        if (o->base == 8 && t == 0) return (size_t)snprintf(out, MATH_FMT_SIZE, "0");
        const char *sign = signbit(t) ? "-" : "";
        if (o->base == 16)
            return (size_t)snprintf(out, MATH_FMT_SIZE, "%s0x%llx", sign, (unsigned long long)u);
        return (size_t)snprintf(out, MATH_FMT_SIZE, "%s0%llo", sign, (unsigned long long)u);
    }
    /* Like fish: scale up, apply the mode, scale back, print with N decimals. */
    double p = 1;
    for (int i = 0; i < o->scale; i++) p *= 10;
    v *= p;
    switch (o->mode) {
    case MODE_TRUNCATE: v = trunc(v); break;
    case MODE_ROUND: v = round(v); break;
    case MODE_FLOOR: v = floor(v); break;
    case MODE_CEILING: v = ceil(v); break;
    default:
        if (o->scale == 0) v = trunc(v);
        break;
    }
    if (o->scale == 0) return math_format_fixed(v, 0, out);
    v /= p;
    size_t n = math_format_fixed(v, o->scale, out);
    while (out[n - 1] == '0') n--;
    if (out[n - 1] == '.') n--;
    out[n] = '\0';
    return n;
}

/* Our hint under an error in the expression: an unquoted * that became file
 * names (the unknown "function" is a file here), ** for a power, or where
 * the functions are listed. */
static void append_hint(StrBuf *b, Str expr, const MathError *e)
{
    if (e->kind == MATH_UNKNOWN_FUNCTION) {
        size_t end = e->pos;
        while (end < expr.len && expr.ptr[end] != ' ') end++;
        StrBuf word = STRBUF_INIT;
        sb_append_mem(&word, expr.ptr + e->pos, end - e->pos);
        struct stat st;
        bool file = word.len && stat(word.ptr, &st) == 0;
        sb_fini(&word);
        if (file)
            sb_append_cstr(b, "hint: an unquoted * became file names: write x for times, or quote the expression, "
                              "as in math '2 * 3'; see `help math`\n");
        else if (end - e->pos >= 2)
            sb_append_cstr(b, "hint: `help math` lists the functions math knows (abs, round, sqrt, log, sin...)\n");
    } else if (e->kind == MATH_UNEXPECTED_TOKEN) {
        for (size_t i = 0; i + 1 < expr.len; i++) {
            if (expr.ptr[i] == '*' && expr.ptr[i + 1] == '*') {
                sb_append_cstr(b, "hint: math writes powers with ^, as in 2^3; see `help math`\n");
                break;
            }
        }
    }
}

/* Prints "math: Error: MSG", the expression quoted, and (for an error in the
 * expression) a caret line under the place; returns status 1. */
static int report(Io *io, const char *cmd, Str expr, const char *msg, const MathError *e)
{
    StrBuf b = STRBUF_INIT;
    sb_printf(&b, "%s: Error: %s\n'", cmd, msg);
    sb_append(&b, expr);
    sb_append_cstr(&b, "'\n");
    if (e) {
        sb_append_repeat(&b, ' ', e->pos + 1);
        sb_append_char(&b, '^');
        if (e->width >= 2) {
            sb_append_repeat(&b, '~', e->width - 2);
            sb_append_char(&b, '^');
        }
        sb_append_char(&b, '\n');
        if (io_stderr_is_terminal(io)) append_hint(&b, expr, e);
    }
    io_write(io, 2, sb_str(&b));
    sb_fini(&b);
    return STATUS_FAIL;
}

static int evaluate(Io *io, const char *cmd, Str expr, const MathOpts *o)
{
    double v;
    MathError e;
    if (!math_eval(expr, &v, &e)) return report(io, cmd, expr, math_error_text(e.kind), &e);
    if (isinf(v)) return report(io, cmd, expr, "Result is infinite", NULL);
    if (isnan(v)) return report(io, cmd, expr, "Result is not a number", NULL);
    if (fabs(v) >= 0x1p53) return report(io, cmd, expr, "Result magnitude is too large", NULL);
    char out[MATH_FMT_SIZE + 1];
    size_t n = format(v, o, out);
    out[n++] = '\n';
    return io_write(io, 1, str_make(out, n)) ? STATUS_OK : STATUS_FAIL;
}

/* The lines of standard input joined with spaces, into expr; false when
 * there is too much. The lines are joined in place: each separator takes the
 * place of a newline already passed. */
static bool read_input(Io *io, StrBuf *expr)
{
    char buf[4096];
    long r;
    while ((r = io_read(io, buf, sizeof buf)) > 0) {
        if (expr->len + (size_t)r > MATH_INPUT_MAX) return false;
        sb_append_mem(expr, buf, (size_t)r);
    }
    size_t w = 0;
    for (size_t pos = 0; pos < expr->len;) {
        const char *nl = memchr(expr->ptr + pos, '\n', expr->len - pos);
        size_t end = nl ? (size_t)(nl - expr->ptr) : expr->len;
        if (w) expr->ptr[w++] = ' ';
        memmove(expr->ptr + w, expr->ptr + pos, end - pos);
        w += end - pos;
        pos = nl ? end + 1 : end;
    }
    expr->len = w;
    if (expr->ptr) expr->ptr[w] = '\0';
    return true;
}

/* Words joined with single spaces, as fish joins math's arguments: into
 * small when they fit (the usual case costs no allocation), else into big. */
static Str join_words(char **words, int n, char *small, size_t cap, StrBuf *big)
{
    size_t total = 0;
    for (int i = 0; i < n; i++) total += strlen(words[i]) + 1;
    char *start = small;
    if (total > cap) {
        sb_reserve(big, total);
        start = big->ptr;
    }
    char *end = start;
    for (int i = 0; i < n; i++) {
        size_t len = strlen(words[i]);
        if (end != start) *end++ = ' ';
        memcpy(end, words[i], len);
        end += len;
    }
    return str_make(start, (size_t)(end - start));
}

int bi_math(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    MathOpts o = {.scale = 6, .base = 10, .mode = MODE_DEFAULT};
    bool help = false, have_scale = false;
    OptState st;
    opt_begin(&st, argc, argv, bi_math_opts);
    int first = -1;
    for (int c; first < 0 && (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 'h') {
            help = true;
        } else if (c == OPT_UNKNOWN) {
            /* Not an option of ours: the expression starts here (`math -2 + 1`). */
            first = st.index - 1;
        } else if (c == OPT_MISSING_ARG) {
            return bi_opt_error(sh, io, cmd, &st, c);
        } else {
            have_scale |= c == 's';
            if (!apply(io, cmd, &o, c, st.arg)) return STATUS_INVALID_ARGS;
        }
    }
    if (first < 0) first = st.index;
    if (have_scale && o.scale != 0 && o.base != 10) {
        bi_error(io, cmd,
                 "invalid option combination, non-zero scale value only valid for base 10");
        return STATUS_INVALID_ARGS;
    }
    if (help) return bi_print_help(sh, io, cmd);

    /* The expression: argv words joined with spaces, or the lines of stdin. */
    char small[512];
    StrBuf big = STRBUF_INIT;
    Str expr;
    if (io->in_direct) {
        if (!read_input(io, &big)) {
            sb_fini(&big);
            bi_error(io, cmd, "expression too long (more than %u bytes)", MATH_INPUT_MAX);
            return STATUS_FAIL;
        }
        expr = sb_str(&big);
    } else {
        expr = join_words(argv + first, argc - first, small, sizeof small, &big);
    }
    int status;
    if (!expr.len) {
        bi_error(io, cmd, "expected >= 1 arguments; got 0");
        status = STATUS_FAIL;
    } else {
        status = evaluate(io, cmd, expr, &o);
    }
    sb_fini(&big);
    return status;
}
