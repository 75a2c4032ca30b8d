/* builtins/command.c - look commands up on PATH: `command -v/-s/--search`,
 * `-q/--query` (status only) and `-a/--all` (every match, in PATH order).
 *
 * Running a command (`command foo args`) is the parser's decorator; this
 * builtin only sees the option forms and a bare `command`. Status: 0 when any
 * name was found, 127 when none was. */
#include "builtins/builtins.h"

#include "env/var.h"
#include "proc/cmdpath.h"

#include <stdlib.h>
#include <string.h>

/* Prints (unless quiet) every executable called name in the PATH
 * directories; returns how many there were. */
static int find_all(const StrList *dirs, const char *name, bool quiet, Io *io)
{
    StrList paths = STRLIST_INIT;
    cmdpath_find_all(dirs, str_cstr(name), &paths);
    StrBuf out = STRBUF_INIT;
    for (size_t i = 0; i < paths.n && !quiet; i++) {
        sb_append(&out, paths.items[i]);
        sb_append_char(&out, '\n');
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    int found = (int)paths.n;
    sl_fini(&paths);
    return found;
}

const OptSpec bi_command_opts[] = {
    {'a', "all", OPT_NO_ARG}, {'q', "query", OPT_NO_ARG}, {'q', "quiet", OPT_NO_ARG},
    {'s', "search", OPT_NO_ARG}, {'v', NULL, OPT_NO_ARG}, {'h', "help", OPT_NO_ARG}, {0, NULL, 0},
};

int bi_command(Shell *sh, Io *io, int argc, char **argv)
{
    bool all = false, quiet = false, search = false;
    OptState st;
    opt_begin(&st, argc, argv, bi_command_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        switch (c) {
        case 'a': all = true; break;
        case 'q': quiet = true; break;
        case 's': case 'v': search = true; break;
        case 'h': return bi_print_help(sh, io, argv[0]);
        default: return bi_opt_error(sh, io, argv[0], &st, c);
        }
    }
    int i = st.index;
    if (!all && !quiet && !search) {
        /* A bare `command`: fish prints its help to stderr. */
        io_printf(io, 2, "%s - run a program\n", argv[0]);
        return STATUS_INVALID_ARGS;
    }
    const Var *path = vars_get(sh->vars, STR("PATH"), 0);
    const StrList *dirs = path ? &path->values : NULL;
    int found = 0;
    for (; i < argc; i++) {
        if (all) {
            found += find_all(dirs, argv[i], quiet, io);
            continue;
        }
        int err = 0;
        char *p = cmdpath_find(sh->cmdpath, dirs, sh->path_generation, str_cstr(argv[i]), &err);
        if (!p) continue;
        found++;
        if (!quiet) io_printf(io, 1, "%s\n", p);
        free(p);
    }
    return found ? STATUS_OK : STATUS_CMD_UNKNOWN;
}
