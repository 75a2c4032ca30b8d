/* builtins/breakpoint.c - `breakpoint`: stop a script and debug it at a prompt.
 *
 * It takes no arguments. Outside an interactive session there is no prompt
 * to stop at, so, as in fish, it does nothing and fails (status 1); typed at
 * the prompt itself it is an error. minnow has no nested debugging prompt
 * yet: inside a function or a block of an interactive session it also just
 * fails. */
#include "builtins/builtins.h"

int bi_breakpoint(Shell *sh, Io *io, int argc, char **argv)
{
    if (argc != 1) {
        bi_error(io, argv[0], "expected 0 arguments; got %d", argc - 1);
        return STATUS_INVALID_ARGS;
    }
    if (!sh->interactive) return STATUS_FAIL;
    if (sh->call_depth == 0 && sh->source_depth == 0) {
        bi_error(io, argv[0], "Command not valid at an interactive prompt");
        return 123; /* fish's STATUS_ILLEGAL_CMD */
    }
    return STATUS_FAIL;
}
