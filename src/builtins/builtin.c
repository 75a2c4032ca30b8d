/* builtins/builtin.c - `builtin -n` lists fish's builtin names, one a line;
 * `builtin -q NAMES` succeeds when any of them is a builtin; with neither,
 * the page is shown and the status is 2.
 *
 * Running a builtin (`builtin echo hi`) is the parser's decorator; this
 * builtin only sees the option forms and a bare `builtin`. */
#include "builtins/builtins.h"

#include "parse/names.h"

#include <string.h>

const OptSpec bi_builtin_opts[] = {
    {'n', "names", OPT_NO_ARG}, {'q', "query", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG}, {0, NULL, 0},
};

int bi_builtin(Shell *sh, Io *io, int argc, char **argv)
{
    bool names = false, query = false;
    OptState st;
    opt_begin(&st, argc, argv, bi_builtin_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        switch (c) {
        case 'n': names = true; break;
        case 'q': query = true; break;
        case 'h': return bi_print_help(sh, io, argv[0]);
        default: return bi_opt_error(sh, io, argv[0], &st, c);
        }
    }
    int i = st.index;
    if (names && query) {
        bi_error(io, argv[0], "invalid option combination, --query and --names are mutually exclusive");
        return STATUS_INVALID_ARGS;
    }
    if (names) {
        StrBuf out = STRBUF_INIT;
        for (size_t k = 0; k < names_builtin_count; k++) sb_printf(&out, "%s\n", names_builtins[k]);
        io_write(io, 1, sb_str(&out));
        sb_fini(&out);
        return STATUS_OK;
    }
    if (query) {
        for (; i < argc; i++) {
            Str name = str_cstr(argv[i]);
            if (names_is_builtin(name) && shell_builtin(sh, name))
                return STATUS_OK; /* one that runs */
        }
        return STATUS_FAIL;
    }
    bi_print_help(sh, io, argv[0]); /* neither -n nor -q: fish shows the page and fails */
    return STATUS_INVALID_ARGS;
}
