/* builtins/string/join.c - string join and join0: values joined by a separator.
 *
 *   string join [-q | --quiet] [-n | --no-empty] SEP [STRING...]
 *   string join0 [-q | --quiet] [STRING...]
 *
 * join ends the result with a newline (unless the last value read from stdin
 * had none), join0 joins with NUL and ends with one. -n leaves out empty
 * values. Status 0 when more than one value was joined. */
#include "builtins/string/string.h"

static int join(StrCtx *c, bool zero)
{
    static const OptSpec specs[] = {{'q', "quiet", OPT_NO_ARG}, {'n', "no-empty", OPT_NO_ARG}, {0, NULL, 0}};
    bool quiet = false, no_empty = false;
    str_opts_begin(c, specs);
    for (int o; (o = str_opt_next(c)) != OPT_DONE;) {
        if (o == STR_OPT_ERROR) return STATUS_INVALID_ARGS;
        if (o == 'q') quiet = true;
        else no_empty = true;
    }
    Str sep = str_make("", 1);
    if (!zero) {
        const char *s = str_operand(c);
        if (!s) return str_missing_arg(c);
        sep = str_cstr(s);
    }
    if (!str_input_begin(c, STR_LINES)) return STATUS_INVALID_ARGS;
    size_t n = 0;
    bool last_newline = true;
    Str v;
    bool nl;
    while (str_next(c, &v, &nl)) {
        if (quiet) {
            if (n > 1) return STATUS_OK;
        } else {
            if (no_empty && !v.len) continue;
            if (n) str_out(c, sep);
            str_out(c, v);
        }
        n++;
        last_newline = nl;
    }
    if (n && !quiet) {
        if (zero) str_out_char(c, '\0');
        else if (last_newline) str_out_char(c, '\n');
    }
    return n > 1 ? STATUS_OK : STATUS_FAIL;
}

int bi_string_join(StrCtx *c) { return join(c, false); }
int bi_string_join0(StrCtx *c) { return join(c, true); }
