/* builtins/emit.c - `emit EVENT [ARGS...]`: run the handlers of a generic
 * event (functions defined with --on-event EVENT) with ARGS as $argv. */
#include "builtins/builtins.h"

#include "env/event.h"
#include "exec/pipeline.h"

#include <string.h>

int bi_emit(Shell *sh, Io *io, int argc, char **argv)
{
    if (argc > 1 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
        return bi_print_help(sh, io, argv[0]);
    }
    if (argc < 2) {
        bi_error(io, argv[0], "expected event name");
        return STATUS_INVALID_ARGS;
    }
    eval_fire(sh, EVENT_GENERIC, str_cstr(argv[1]), argc - 2, argv + 2);
    return STATUS_OK;
}
