/* builtins/block.c - hold back event handlers for a while.
 *
 *   block [-l | -g]     block events: for the running function (no option),
 *                       the innermost block (-l), or until `block -e` (-g)
 *   block -e            remove a global block
 *
 * Events that fire meanwhile wait in the shell (exec/call.c) and run once
 * nothing blocks them, when a later job ends or another event fires. A block
 * asked for where there is no function (or, for -l, no block) is global, as
 * in fish. fish 4's code ties a plain `block` to the scope around the
 * running function; its manual and fish 3 give it function scope, as here. */
#include "builtins/builtins.h"

#include "base/vec.h"
#include "env/var.h"

enum { SCOPE_UNSET, SCOPE_LOCAL, SCOPE_GLOBAL };

const OptSpec bi_block_opts[] = {{'e', "erase", OPT_NO_ARG}, {'l', "local", OPT_NO_ARG},
                                 {'g', "global", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG}, {0, NULL, 0}};

int bi_block(Shell *sh, Io *io, int argc, char **argv)
{
    int scope = SCOPE_UNSET;
    bool erase = false;
    OptState st;
    opt_begin(&st, argc, argv, bi_block_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        switch (c) {
        case 'e': erase = true; break;
        case 'l': scope = SCOPE_LOCAL; break;
        case 'g': scope = SCOPE_GLOBAL; break;
        case 'h': return bi_print_help(sh, io, argv[0]);
        default: return bi_opt_error(sh, io, argv[0], &st, c);
        }
    }
    if (erase) {
        if (scope != SCOPE_UNSET) {
            bi_error(io, argv[0], "Can not specify scope when removing block");
            return STATUS_INVALID_ARGS;
        }
        if (!sh->event_blocks_global) {
            bi_error(io, argv[0], "No blocks defined");
            return STATUS_FAIL;
        }
        sh->event_blocks_global--;
        return STATUS_OK;
    }
    size_t depth = scope == SCOPE_LOCAL ? vars_depth(sh->vars)
                   : scope == SCOPE_UNSET ? vars_call_depth(sh->vars)
                                          : 0;
    if (!depth) {
        sh->event_blocks_global++;
        return STATUS_OK;
    }
    EventBlock b = {depth, vars_scope_id(sh->vars, depth)};
    for (size_t i = 0; i < sh->n_event_blocks; i++) {
        if (sh->event_blocks[i].depth == b.depth && sh->event_blocks[i].scope == b.scope) return STATUS_OK;
    }
    VEC_PUSH(sh->event_blocks, sh->n_event_blocks, sh->cap_event_blocks, 4, b);
    return STATUS_OK;
}
