/* builtins/fish_indent.c - `fish_indent`, a builtin in fish 4: formats fish
 * code, by running the minnow_indent program installed beside the shell
 * (tools/minnow_indent.c) with the builtin's streams. What fish's builtin
 * says before it reads anything (bad options, -w without a file, a closed
 * standard input) is said here, in its words. */
#include "builtins/builtins.h"

#include <string.h>

enum { O_HTML = 256, O_ANSI, O_PYGMENTS, O_ONLY_INDENT, O_ONLY_UNINDENT, O_DUMP };

/* fish_indent's options (minnow_indent reads the same table). */
const OptSpec bi_fish_indent_opts[] = {
    {O_DUMP, "dump-parse-tree", OPT_NO_ARG},
    {'i', "no-indent", OPT_NO_ARG},
    {O_ONLY_INDENT, "only-indent", OPT_NO_ARG},
    {O_ONLY_UNINDENT, "only-unindent", OPT_NO_ARG},
    {'h', "help", OPT_NO_ARG},
    {'v', "version", OPT_NO_ARG},
    {'w', "write", OPT_NO_ARG},
    {O_HTML, "html", OPT_NO_ARG},
    {O_ANSI, "ansi", OPT_NO_ARG},
    {O_PYGMENTS, "pygments", OPT_NO_ARG},
    {'c', "check", OPT_NO_ARG},
    {0, NULL, 0},
};

int bi_fish_indent(Shell *sh, Io *io, int argc, char **argv)
{
    bool write = false, colors = false;
    OptState st;
    opt_begin(&st, argc, argv, bi_fish_indent_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        switch (c) {
        case 'h': return bi_print_help(sh, io, argv[0]);
        case 'v': io_printf(io, 1, "%s, version %s\n", sh->progname, MINNOW_VERSION); return STATUS_OK;
        case 'w': write = true; break;
        case 'c': case O_DUMP: write = false; break;
        case O_ANSI: case O_HTML: case O_PYGMENTS: colors = true; write = false; break;
        case 'i': case O_ONLY_INDENT: case O_ONLY_UNINDENT: break;
        default:
            bi_error(io, "fish_indent", "%s: %s", st.bad,
                     c == OPT_UNEXPECTED_ARG ? "option does not take an argument" : "unknown option");
            return STATUS_FAIL;
        }
    }
    if (st.index == argc) {
        if (write) {
            io_printf(io, 2, "Expected file path to read/write for -w:\n\n $ %s -w foo.fish\n", sh->progname);
            return STATUS_FAIL;
        }
        if (io->t[0].fd == -1) {
            bi_error(io, "fish_indent", "stdin is closed");
            return STATUS_FAIL;
        }
    }
    return bi_run_tool(sh, io, "fish_indent", "minnow_indent", argc, argv, colors);
}
