/* builtins/string/length.c - string length: characters, or columns with -V.
 *
 *   string length [-q | --quiet] [-V | --visible] [STRING...]
 *
 * Prints each value's length in characters (an invalid byte counts as one).
 * With -V it prints, for each line of each value, the width on a terminal:
 * escape sequences count nothing, and after a carriage return only the
 * widest stretch counts. Status 0 when some length was not zero; -q stops at
 * the first such value. */
#include "builtins/string/string.h"

#include <stdio.h>
#include <string.h>

/* The widest stretch of line between carriage returns. */
static size_t line_width(const StrCtx *c, Str line)
{
    size_t max = 0;
    for (size_t pos = 0;;) {
        const char *cr = memchr(line.ptr + pos, '\r', line.len - pos);
        size_t end = cr ? (size_t)(cr - line.ptr) : line.len;
        size_t w = str_width(c, str_sub(line, pos, end - pos), 0);
        if (w > max) max = w;
        if (!cr) return max;
        pos = end + 1;
    }
}

static void print_size(StrCtx *c, size_t n)
{
    char num[32];
    int len = snprintf(num, sizeof num, "%zu\n", n);
    str_out(c, str_make(num, (size_t)len));
}

int bi_string_length(StrCtx *c)
{
    static const OptSpec specs[] = {{'q', "quiet", OPT_NO_ARG}, {'V', "visible", OPT_NO_ARG}, {0, NULL, 0}};
    bool quiet = false, visible = false;
    str_opts_begin(c, specs);
    for (int o; (o = str_opt_next(c)) != OPT_DONE;) {
        if (o == STR_OPT_ERROR) return STATUS_INVALID_ARGS;
        if (o == 'q') quiet = true;
        else visible = true;
    }
    if (!str_input_begin(c, STR_LINES)) return STATUS_INVALID_ARGS;
    size_t nonempty = 0;
    Str v;
    bool nl;
    while (str_next(c, &v, &nl)) {
        for (size_t pos = 0;;) {
            const char *lf = visible ? memchr(v.ptr + pos, '\n', v.len - pos) : NULL;
            size_t end = lf ? (size_t)(lf - v.ptr) : v.len;
            Str line = str_sub(v, pos, end - pos);
            size_t n = visible ? line_width(c, line) : str_char_count(line);
            if (n) nonempty++;
            if (!quiet) print_size(c, n);
            else if (nonempty) return STATUS_OK;
            if (!lf) break;
            pos = end + 1;
        }
    }
    return nonempty ? STATUS_OK : STATUS_FAIL;
}
