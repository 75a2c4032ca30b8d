/* builtins/contains.c - test whether a key is among the values.
 *
 *   contains [-i|--index] KEY [VALUES...]
 *
 * Status 0 when KEY equals one of VALUES (with -i its 1-based index is
 * printed), 1 when it does not or no key was given, 2 for a bad option.
 * Options end at the first non-option argument, as in fish. */
#include "builtins/builtins.h"

#include <string.h>

const OptSpec bi_contains_opts[] = {{'i', "index", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG}, {0, NULL, 0}};

int bi_contains(Shell *sh, Io *io, int argc, char **argv)
{
    (void)sh;
    bool index = false;
    OptState st;
    opt_begin(&st, argc, argv, bi_contains_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 'i') index = true;
        else if (c == 'h') return bi_print_help(sh, io, argv[0]);
        else return bi_opt_error_short(io, argv[0], &st, c); /* fish 4: no trailer */
    }
    int i = st.index;
    if (i >= argc) {
        bi_error(io, argv[0], "Key not specified");
        return STATUS_FAIL;
    }
    const char *key = argv[i];
    for (int k = i + 1; k < argc; k++) {
        if (!strcmp(argv[k], key)) {
            if (index) io_printf(io, 1, "%d\n", k - i);
            return STATUS_OK;
        }
    }
    return STATUS_FAIL;
}
