/* builtins/fish_key_reader.c - `fish_key_reader`, a builtin in fish 4: shows
 * what keys send, by running the minnow_key_reader program installed beside
 * the shell with the builtin's streams. Option errors and a standard input
 * that is no terminal are reported here, in fish's words. */
#include "builtins/builtins.h"

#include <unistd.h>

/* fish_key_reader's options (minnow_key_reader reads the same table). */
const OptSpec bi_fish_key_reader_opts[] = {
    {'c', "continuous", OPT_NO_ARG},
    {'h', "help", OPT_NO_ARG},
    {'v', "version", OPT_NO_ARG},
    {'V', "verbose", OPT_NO_ARG},
    {0, NULL, 0},
};

int bi_fish_key_reader(Shell *sh, Io *io, int argc, char **argv)
{
    OptState st;
    opt_begin(&st, argc, argv, bi_fish_key_reader_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        switch (c) {
        case 'h': return bi_print_help(sh, io, argv[0]);
        case 'v': io_printf(io, 1, "%s, version %s\n", sh->progname, MINNOW_VERSION); return STATUS_OK;
        case 'c': case 'V': break;
        default:
            bi_error(io, "fish_key_reader", "%s: %s", st.bad,
                     c == OPT_UNEXPECTED_ARG ? "option does not take an argument" : "unknown option");
            return STATUS_FAIL;
        }
    }
    if (st.index < argc) {
        io_printf(io, 2, "Expected no arguments, got %d\n", argc - st.index);
        return STATUS_FAIL;
    }
    int in = io->t[0].fd;
    if (io->t[0].buf || in < 0 || !isatty(in)) {
        io_printf(io, 2, "Stdin must be attached to a tty.\n");
        return STATUS_FAIL;
    }
    return bi_run_tool(sh, io, "fish_key_reader", "minnow_key_reader", argc, argv, false);
}
