/* builtins/control.c - true, false, and the builtins that unwind the
 * interpreter: break, continue, return, exit. They set sh->control; loops,
 * calls and the top level act on it. */
#include "builtins/builtins.h"

int bi_true(Shell *sh, Io *io, int argc, char **argv)
{
    (void)sh, (void)io, (void)argc, (void)argv;
    return STATUS_OK;
}

int bi_false(Shell *sh, Io *io, int argc, char **argv)
{
    (void)sh, (void)io, (void)argc, (void)argv;
    return STATUS_FAIL;
}

static int loop_control(Shell *sh, Io *io, int argc, char **argv, Control c)
{
    if (argc > 1) {
        bi_error(io, argv[0], "too many arguments");
        return STATUS_INVALID_ARGS;
    }
    if (sh->loop_depth == 0) {
        bi_error(io, argv[0], "Not inside of loop");
        return STATUS_FAIL;
    }
    sh->control = c;
    return STATUS_OK;
}

int bi_break(Shell *sh, Io *io, int argc, char **argv)
{
    return loop_control(sh, io, argc, argv, CTL_BREAK);
}

int bi_continue(Shell *sh, Io *io, int argc, char **argv)
{
    return loop_control(sh, io, argc, argv, CTL_CONTINUE);
}

/* The status for return/exit: the argument, or the last status. */
static int status_arg(Shell *sh, Io *io, int argc, char **argv, int *status)
{
    *status = sh->status;
    if (argc > 2) {
        bi_error(io, argv[0], "too many arguments");
        return STATUS_INVALID_ARGS;
    }
    long v;
    if (argc == 2) {
        if (!bi_parse_int(argv[1], &v)) {
            bi_error(io, argv[0], "%s: invalid integer", argv[1]);
            return STATUS_INVALID_ARGS;
        }
        *status = (int)(v & 0xFF);
    }
    return STATUS_OK;
}

int bi_return(Shell *sh, Io *io, int argc, char **argv)
{
    int status;
    int r = status_arg(sh, io, argc, argv, &status);
    if (r != STATUS_OK) return r;
    sh->control = sh->call_depth || sh->source_depth ? CTL_RETURN : CTL_EXIT;
    sh->exit_status = status;
    return status;
}

int bi_exit(Shell *sh, Io *io, int argc, char **argv)
{
    int status;
    int r = status_arg(sh, io, argc, argv, &status);
    if (r != STATUS_OK) return r;
    sh->control = CTL_EXIT;
    sh->exit_status = status;
    return status;
}
