/* builtins/pwd.c - print the working directory: -L (default) prints $PWD,
 * -P the physical path with symlinks resolved ($PWD made real, as fish 4
 * does); the last one given counts. */
#include "builtins/builtins.h"

#include "base/path.h"
#include "env/var.h"

#include <errno.h>
#include <stdio.h>

#include <limits.h>
#include <string.h>
#include <unistd.h>

const OptSpec bi_pwd_opts[] = {
    {'L', "logical", OPT_NO_ARG}, {'P', "physical", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG}, {0, NULL, 0},
};

int bi_pwd(Shell *sh, Io *io, int argc, char **argv)
{
    bool physical = false;
    OptState st;
    opt_begin(&st, argc, argv, bi_pwd_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 'L' || c == 'P') physical = c == 'P';
        else if (c == 'h') return bi_print_help(sh, io, argv[0]);
        else return bi_opt_error_short(io, argv[0], &st, c); /* fish 4: no trailer */
    }
    if (st.index < argc) {
        bi_error(io, argv[0], "expected 0 arguments; got %d", argc - st.index);
        return STATUS_INVALID_ARGS;
    }
    const Var *pwd = vars_get(sh->vars, STR("PWD"), 0);
    char buf[PATH_MAX];
    if (!pwd || !pwd->values.n || !pwd->values.items[0].len) {
        if (!getcwd(buf, sizeof buf)) {
            bi_error(io, argv[0], "Could not get the current directory");
            return STATUS_FAIL;
        }
    } else {
        snprintf(buf, sizeof buf, "%s", pwd->values.items[0].ptr);
    }
    if (physical) {
        /* as fish: $PWD resolved, and its error when that fails (a
         * directory removed from under the shell) */
        StrBuf real = STRBUF_INIT;
        if (!path_real(buf, &real)) {
            int err = errno;
            sb_fini(&real);
            bi_error(io, argv[0], "realpath failed: %s (os error %d)", strerror(err), err);
            return STATUS_FAIL;
        }
        io_printf(io, 1, "%s\n", real.ptr);
        sb_fini(&real);
        return STATUS_OK;
    }
    io_printf(io, 1, "%s\n", buf);
    return STATUS_OK;
}
