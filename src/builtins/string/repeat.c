/* builtins/string/repeat.c - string repeat: a value many times over.
 *
 *   string repeat [(-n | --count) COUNT] [(-m | --max) MAX] [-N | --no-newline]
 *                 [-q | --quiet] [STRING...]
 *   string repeat COUNT [STRING...]      (fish 4: the count as first operand)
 *
 * Each value is written COUNT times, or cut at MAX characters (with both,
 * whichever is shorter); values are separated by newlines and a newline ends
 * the output unless -N. Empty values are skipped. Output to a descriptor is
 * streamed in 64 KiB chunks and stops when a write fails (`| head -c 3`
 * returns at once); output kept in memory is checked for size first. Status
 * 0 when some value was not empty. */
#include "builtins/string/string.h"

#include "proc/signal.h"

/* Parses a count or max; false after printing why. */
static bool parse_count(StrCtx *c, const char *arg, const char *what, size_t *out)
{
    long n;
    if (!str_parse_long(c, arg, &n)) return false;
    if (n < 0) {
        str_error(c, "Invalid %s value '%s'", what, arg);
        return false;
    }
    *out = (size_t)n;
    return true;
}

int bi_string_repeat(StrCtx *c)
{
    static const OptSpec specs[] = {{'n', "count", OPT_REQUIRED_ARG}, {'m', "max", OPT_REQUIRED_ARG},
                                    {'q', "quiet", OPT_NO_ARG}, {'N', "no-newline", OPT_NO_ARG}, {0, NULL, 0}};
    size_t count = 0, max = 0;
    bool have_count = false, have_max = false, quiet = false, no_newline = false;
    str_opts_begin(c, specs);
    for (int o; (o = str_opt_next(c)) != OPT_DONE;) {
        if (o == STR_OPT_ERROR) return STATUS_INVALID_ARGS;
        if (o == 'n') {
            if (!parse_count(c, c->arg, "count", &count)) return STATUS_INVALID_ARGS;
            have_count = true;
        } else if (o == 'm') {
            if (!parse_count(c, c->arg, "max", &max)) return STATUS_INVALID_ARGS;
            have_max = true;
        } else if (o == 'q') {
            quiet = true;
        } else {
            no_newline = true;
        }
    }
    if (!have_count && !have_max) {
        const char *arg = str_operand(c);
        if (!arg) return str_missing_arg(c);
        long n;
        if (!bi_parse_int(arg, &n) || n < 0) {
            str_error(c, "Invalid count value '%s'", arg);
            return STATUS_INVALID_ARGS;
        }
        count = (size_t)n;
    }
    if (!str_input_begin(c, STR_LINES)) return STATUS_INVALID_ARGS;
    if (!max && !count) return STATUS_FAIL;

    bool all_empty = true, first = true, last_newline = true;
    Str v;
    bool nl;
    while (str_next(c, &v, &nl)) {
        last_newline = nl;
        if (!v.len) continue;
        all_empty = false;
        if (quiet) return STATUS_OK;
        if (!first) str_out_char(c, '\n');
        first = false;
        /* How many characters: MAX, or COUNT copies when that is less. */
        size_t chars = str_char_count(v), total = max;
        size_t copies_len;
        bool overflow = __builtin_mul_overflow(chars, count, &copies_len);
        if (!max || (count && !overflow && copies_len < max)) total = overflow ? SIZE_MAX : copies_len;
        size_t whole = total / chars, part = str_skip_chars(v, 0, total % chars), bytes;
        if (__builtin_mul_overflow(whole, v.len, &bytes) || __builtin_add_overflow(bytes, part, &bytes))
            bytes = SIZE_MAX;
        if (!str_out_fits(c, bytes)) return STATUS_INVALID_ARGS;
        str_out_repeat(c, v, whole);
        if (!str_out_ok(c) || sig_pending(SIGINT)) return STATUS_FAIL;
        str_out(c, str_sub(v, 0, part));
    }
    if (!quiet && !no_newline && !all_empty && last_newline) str_out_char(c, '\n');
    if (!str_out_ok(c)) return STATUS_FAIL;
    return all_empty ? STATUS_FAIL : STATUS_OK;
}
