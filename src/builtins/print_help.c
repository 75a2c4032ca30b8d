/* builtins/print_help.c - `__minnow_print_help NAME`: prints the manual page
 * of NAME as `NAME -h` does for a builtin. The functions of share/ call it
 * through __fish_print_help for their own -h/--help. */
#include "builtins/builtins.h"

int bi_minnow_print_help(Shell *sh, Io *io, int argc, char **argv)
{
    if (argc != 2) {
        bi_error(io, argv[0], "expected 1 argument; got %d", argc - 1);
        return STATUS_INVALID_ARGS;
    }
    return bi_print_help(sh, io, argv[1]);
}
