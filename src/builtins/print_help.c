/* builtins/print_help.c - `__minnow_print_help NAME`: prints the manual page
 * of NAME as text (the page built into minnow), as `NAME -h` does for a
 * builtin when stdout is no terminal. __fish_print_help calls it for the -h
 * of functions and, through the pager, on a terminal without man. */
#include "builtins/builtins.h"

int bi_minnow_print_help(Shell *sh, Io *io, int argc, char **argv)
{
    if (argc != 2) {
        bi_error(io, argv[0], "expected 1 argument; got %d", argc - 1);
        return STATUS_INVALID_ARGS;
    }
    return bi_print_help_text(sh, io, argv[1]);
}
