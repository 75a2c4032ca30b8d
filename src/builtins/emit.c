/* builtins/emit.c - `emit EVENT [ARGS...]`: run the handlers of a generic
 * event (functions defined with --on-event EVENT) with ARGS as $argv. An
 * event name that starts with a dash needs `--` before it, as in fish. */
#include "builtins/builtins.h"

#include "env/event.h"
#include "exec/pipeline.h"

int bi_emit(Shell *sh, Io *io, int argc, char **argv)
{
    int first, status = bi_help_only(sh, io, argc, argv, &first);
    if (status >= 0) return status;
    if (first >= argc) {
        bi_error(io, argv[0], "expected event name");
        return STATUS_INVALID_ARGS;
    }
    eval_fire(sh, EVENT_GENERIC, str_cstr(argv[first]), argc - first - 1, argv + first + 1);
    return STATUS_OK;
}
