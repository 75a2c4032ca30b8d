/* builtins/realpath.c - print the absolute, symlink-free form of paths.
 *
 *   realpath [-s | --no-symlinks] PATH...
 *
 * fish's fallback for systems without a realpath command (fish's own
 * `realpath` function prefers the external one; `builtin realpath` always
 * runs this). A path whose last component does not exist still resolves, as
 * the directory holding it plus that name; anything else that cannot be
 * resolved is an error for that path (status 1), reported in fish 4's words
 * (Rust's: "PATH: No such file or directory (os error 2)"). With -s symlinks are left
 * alone: the path is made absolute against the physical working directory
 * and normalized as text. No PATH prints this page and returns 2. */
#include "builtins/builtins.h"

#include "base/path.h"
#include "env/var.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* The physical working directory, from $PWD (or the kernel's idea of it). */
static bool real_cwd(Shell *sh, StrBuf *out)
{
    const Var *pwd = vars_get(sh->vars, STR("PWD"), 0);
    if (pwd && pwd->values.n && pwd->values.items[0].len) return path_real(pwd->values.items[0].ptr, out);
    char buf[PATH_MAX];
    if (!getcwd(buf, sizeof buf)) return false;
    return path_real(buf, out);
}

const OptSpec bi_realpath_opts[] = {{'s', "no-symlinks", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG}, {0, NULL, 0}};

int bi_realpath(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    bool no_symlinks = false;
    OptState st;
    opt_begin(&st, argc, argv, bi_realpath_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 's') no_symlinks = true;
        else if (c == 'h') return bi_print_help(sh, io, cmd);
        else return bi_opt_error_short(io, cmd, &st, c); /* fish 4: no trailer */
    }
    if (st.index == argc) {
        bi_print_help(sh, io, cmd);
        return STATUS_INVALID_ARGS;
    }
    int status = STATUS_OK;
    StrBuf out = STRBUF_INIT, joined = STRBUF_INIT;
    for (int i = st.index; i < argc; i++) {
        const char *arg = argv[i];
        size_t mark = out.len;
        if (!no_symlinks && !path_real(arg, &out)) {
            out.len = mark;
            if (errno) bi_error(io, cmd, "%s: %s (os error %d)", arg, strerror(errno), errno);
            else bi_error(io, cmd, "%s: empty path", arg);
            status = STATUS_FAIL;
            continue;
        }
        if (no_symlinks) {
            sb_clear(&joined);
            if (arg[0] && arg[0] != '/') {
                if (!real_cwd(sh, &joined)) {
                    bi_error(io, cmd, "realpath failed: %s (os error %d)", strerror(errno), errno);
                    status = STATUS_FAIL;
                    continue;
                }
                sb_append_char(&joined, '/');
            }
            sb_append_cstr(&joined, arg); /* an empty PATH stays relative: "." */
            path_normalize(sb_str(&joined), false, &out);
        }
        sb_append_char(&out, '\n');
        if (out.len >= 65536) {
            io_write(io, 1, sb_str(&out));
            sb_clear(&out);
        }
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    sb_fini(&joined);
    return status;
}
