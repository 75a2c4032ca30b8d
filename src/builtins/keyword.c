/* builtins/keyword.c - the builtins named after the language's keywords:
 * !, and, begin, case, else, end, exec, for, function, if, not, or, switch,
 * time, while.
 *
 * The parser runs the real constructs. It takes a keyword for a command only
 * where it stands alone or before -h/--help (`for`, `if --help`), as fish
 * does, and then these print the keyword's page: status 0 after -h, 2 for a
 * bare keyword (fish's "naked invocation"). `time` prints it either way.
 *
 * function's options are exec/call.c's table, which reads them. */
#include "builtins/builtins.h"

#include <string.h>

int bi_keyword(Shell *sh, Io *io, int argc, char **argv)
{
    OptState st;
    opt_begin(&st, argc, argv, bi_help_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 'h') return bi_print_help(sh, io, argv[0]);
        return bi_opt_error(sh, io, argv[0], &st, c);
    }
    if (argc == 1 || !strcmp(argv[0], "time")) {
        bi_print_help(sh, io, argv[0]);
        return STATUS_INVALID_ARGS;
    }
    return STATUS_FAIL;
}
