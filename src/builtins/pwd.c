/* builtins/pwd.c - print the working directory: -L (default) prints $PWD,
 * -P the physical path with symlinks resolved. */
#include "builtins/builtins.h"

#include "env/var.h"

#include <limits.h>
#include <string.h>
#include <unistd.h>

int bi_pwd(Shell *sh, Io *io, int argc, char **argv)
{
    bool physical = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-L") || !strcmp(a, "--logical")) physical = false;
        else if (!strcmp(a, "-P") || !strcmp(a, "--physical")) physical = true;
        else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            return bi_print_help(sh, io, argv[0]);
        } else if (a[0] == '-') {
            bi_error(io, argv[0], "%s: unknown option", a);
            return STATUS_INVALID_ARGS;
        } else {
            bi_error(io, argv[0], "expected 0 arguments; got %d", argc - 1);
            return STATUS_INVALID_ARGS;
        }
    }
    const Var *pwd = vars_get(sh->vars, STR("PWD"), 0);
    char buf[PATH_MAX];
    if (physical || !pwd || !pwd->values.n) {
        if (!getcwd(buf, sizeof buf)) {
            bi_error(io, argv[0], "Could not get the current directory");
            return STATUS_FAIL;
        }
        io_printf(io, 1, "%s\n", buf);
        return STATUS_OK;
    }
    io_printf(io, 1, "%s\n", pwd->values.items[0].ptr);
    return STATUS_OK;
}
