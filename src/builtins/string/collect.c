/* builtins/string/collect.c - string collect: join input into one value.
 *
 *   string collect [-N | --no-trim-newlines] [-a | --allow-empty] [STRING...]
 *
 * Standard input is read whole, as one value. Each value is written as a
 * whole value (a command substitution keeps its newlines), with trailing
 * newlines removed unless -N. Status 0 when something non-empty was written;
 * -a writes one empty value when nothing was. */
#include "builtins/string/string.h"

int bi_string_collect(StrCtx *c)
{
    static const OptSpec specs[] = {{'N', "no-trim-newlines", OPT_NO_ARG}, {'a', "allow-empty", OPT_NO_ARG}, {0, NULL, 0}};
    bool keep_newlines = false, allow_empty = false;
    str_opts_begin(c, specs);
    for (int o; (o = str_opt_next(c)) != OPT_DONE;) {
        if (o == STR_OPT_ERROR) return STATUS_INVALID_ARGS;
        if (o == 'N') keep_newlines = true;
        else allow_empty = true;
    }
    if (!str_input_begin(c, STR_WHOLE)) return STATUS_INVALID_ARGS;
    size_t written = 0;
    Str v;
    bool nl;
    while (str_next(c, &v, &nl)) {
        if (!keep_newlines) {
            while (v.len && v.ptr[v.len - 1] == '\n') v.len--;
        }
        str_out_item(c, v, nl);
        written += v.len;
    }
    if (allow_empty && !written) str_out_item(c, STR(""), true);
    return written ? STATUS_OK : STATUS_FAIL;
}
