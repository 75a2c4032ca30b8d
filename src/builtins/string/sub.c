/* builtins/string/sub.c - string sub: a substring by character positions.
 *
 *   string sub [-s START] [-e END | -l LENGTH] [-q | --quiet] [STRING...]
 *
 * START and END count from 1, or from the end when negative; neither may be 0.
 * Positions past either end are clamped. Status 0 when some value was
 * processed; -q stops at the first. */
#include "builtins/string/string.h"

#include <limits.h>
#include <stdint.h>

/* A position from the start (n > 0) or the end (n < 0) of a value of len
 * characters, as a count of characters from its start. */
static size_t from_end(long n, size_t len)
{
    size_t back = n == LONG_MIN ? (size_t)LONG_MAX + 1 : (size_t)-n;
    return back >= len ? 0 : len - back;
}

int bi_string_sub(StrCtx *c)
{
    static const OptSpec specs[] = {{'l', "length", OPT_REQUIRED_ARG}, {'s', "start", OPT_REQUIRED_ARG},
                                    {'e', "end", OPT_REQUIRED_ARG}, {'q', "quiet", OPT_NO_ARG}, {0, NULL, 0}};
    long start = 0, end = 0, length = -1;
    bool quiet = false;
    str_opts_begin(c, specs);
    for (int o; (o = str_opt_next(c)) != OPT_DONE;) {
        if (o == STR_OPT_ERROR) return STATUS_INVALID_ARGS;
        if (o == 'q') {
            quiet = true;
            continue;
        }
        long n;
        if (!str_parse_long(c, c->arg, &n)) return STATUS_INVALID_ARGS;
        const char *what = o == 'l' ? "length" : o == 's' ? "start" : "end";
        if (o == 'l' ? n < 0 : n == 0) {
            str_error(c, "Invalid %s value '%s'", what, c->arg);
            return STATUS_INVALID_ARGS;
        }
        if (o == 'l') length = n;
        else if (o == 's') start = n;
        else end = n;
    }
    if (!str_input_begin(c, STR_LINES)) return STATUS_INVALID_ARGS;
    if (length >= 0 && end) {
        str_error(c, "invalid option combination, --end and --length are mutually exclusive");
        return STATUS_INVALID_ARGS;
    }
    size_t nsub = 0;
    Str v;
    bool nl;
    while (str_next(c, &v, &nl)) {
        bool need_len = start < 0 || end < 0;
        size_t len = need_len ? str_char_count(v) : SIZE_MAX;
        size_t first = start > 0 ? (size_t)start - 1 : start < 0 ? from_end(start, len) : 0;
        size_t count = SIZE_MAX;
        if (length >= 0) {
            count = (size_t)length;
        } else if (end) {
            size_t last = end > 0 ? (size_t)end : from_end(end, len);
            count = last > first ? last - first : 0;
        }
        if (!quiet) {
            size_t b = str_skip_chars(v, 0, first);
            size_t e = str_skip_chars(v, b, count);
            str_out_line(c, str_sub(v, b, e - b), nl);
        }
        nsub++;
        if (quiet) return STATUS_OK;
    }
    return nsub ? STATUS_OK : STATUS_FAIL;
}
