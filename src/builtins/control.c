/* builtins/control.c - true, false, and the builtins that unwind the
 * interpreter: break, continue, return, exit. They set sh->control; loops,
 * calls and the top level act on it. true and false ignore their arguments,
 * `--help` included, as in fish. */
#include "builtins/builtins.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>

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

/* break and continue take -h/--help and no argument: anything else is
 * reported as an unknown option, as fish 4 does. */
static int loop_control(Shell *sh, Io *io, int argc, char **argv, Control c)
{
    int first;
    int r = bi_help_only(sh, io, argc, argv, &first);
    if (r >= 0) return r;
    if (argc > 1) {
        bi_error(io, argv[0], "%s: unknown option", argv[1]);
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

/* What `return` and `exit` take, as fish 4's parse_return_value: -h, and
 * one number, which may be negative (an unknown option is read as one).
 * Returns 1 with *value set, 0 after -h, or -1 after printing an error
 * (*value then holds the status). */
static int return_value(Shell *sh, Io *io, int argc, char **argv, long *value)
{
    const char *cmd = argv[0];
    OptState st;
    opt_begin(&st, argc, argv, bi_help_opts);
    int first = argc;
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 'h') {
            bi_print_help(sh, io, cmd);
            return 0;
        }
        first = st.index - 1; /* not an option of ours: a negative number? */
        break;
    }
    if (first == argc) first = st.index;
    *value = STATUS_INVALID_ARGS;
    if (first + 1 < argc) {
        bi_error(io, cmd, "too many arguments");
    } else if (first == argc) {
        *value = sh->status;
        return 1;
    } else {
        char *end;
        errno = 0;
        long v = strtol(argv[first], &end, 10);
        while (*end == ' ' || *end == '\t') end++;
        if (end != argv[first] && !*end && !errno && v >= INT_MIN && v <= INT_MAX) {
            *value = v;
            return 1;
        }
        bi_error(io, cmd, "%s: invalid integer", argv[1]); /* fish names argv[1], even `--` */
    }
    bi_print_trailer(sh, io, cmd);
    return -1;
}

/* A builtin's status as fish makes it one: past 255 it is 255, a negative
 * one wraps around (0 becoming 255). */
static int clamp_status(long v)
{
    if (v > 255) return 255;
    if (v < 0) {
        v = (256 + v % 256) % 256;
        return v ? (int)v : 255;
    }
    return (int)v;
}

int bi_return(Shell *sh, Io *io, int argc, char **argv)
{
    long v;
    int r = return_value(sh, io, argc, argv, &v);
    if (r <= 0) return r == 0 ? STATUS_OK : (int)v;
    if (v < 0) v = 256 - (-(v % 256)); /* fish: return -1 gives 255 */
    int status = clamp_status(v);
    sh->control = sh->call_depth || sh->source_depth ? CTL_RETURN : CTL_EXIT;
    sh->exit_status = status;
    return status;
}

int bi_exit(Shell *sh, Io *io, int argc, char **argv)
{
    long v;
    int r = return_value(sh, io, argc, argv, &v);
    if (r <= 0) return r == 0 ? STATUS_OK : (int)v;
    if (v < 0) io_printf(io, 2, "warning: builtin %s returned invalid exit code %ld\n", argv[0], v);
    int status = clamp_status(v);
    sh->control = CTL_EXIT;
    sh->exit_status = status;
    return status;
}
