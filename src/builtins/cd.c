/* builtins/cd.c - change the working directory (fish's `cd` function wraps
 * this builtin for `cd -` and the directory history).
 *
 * No argument means $HOME; a relative name is also looked up in $CDPATH.
 * $PWD is set to the new directory as written (logical path), without `..`
 * and `.` components, as fish keeps it. */
#include "builtins/builtins.h"

#include "env/var.h"
#include "exec/eval.h"
#include "exec/expand.h"

#include <errno.h>
#include <limits.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The logical path of target seen from the current $PWD. */
static void logical_path(Shell *sh, const char *target, StrBuf *out)
{
    StrBuf joined = STRBUF_INIT;
    if (target[0] != '/') {
        const Var *pwd = vars_get(sh->vars, STR("PWD"), 0);
        if (pwd && pwd->values.n) sb_append(&joined, pwd->values.items[0]);
        sb_append_char(&joined, '/');
    }
    sb_append_cstr(&joined, target);
    expand_normalize_path(sb_str(&joined), out);
    sb_fini(&joined);
}

/* Tries dir; on success sets PWD and returns 0, else errno. */
static int try_dir(Shell *sh, const char *dir)
{
    StrBuf logical = STRBUF_INIT;
    logical_path(sh, dir, &logical);
    int r = chdir(logical.ptr) == 0 ? 0 : (chdir(dir) == 0 ? 0 : errno);
    if (r == 0) {
        char real[PATH_MAX];
        /* Keep the logical path when it names the same directory, as fish does. */
        struct stat a, b;
        bool same = stat(logical.ptr, &a) == 0 && stat(".", &b) == 0 && a.st_ino == b.st_ino &&
                    a.st_dev == b.st_dev;
        Str pwd = same ? sb_str(&logical) : str_cstr(getcwd(real, sizeof real) ? real : dir);
        vars_set_one(sh->vars, STR("PWD"), VM_GLOBAL | VM_EXPORT, pwd);
    }
    sb_fini(&logical);
    return r;
}

/* A directory that could not be entered: in a script, fish follows the
 * message with where the command is (and the call trace). */
static int fail(Shell *sh, Io *io)
{
    if (!sh->interactive) {
        StrBuf where = STRBUF_INIT;
        eval_append_location(sh, &where);
        io_write(io, 2, sb_str(&where));
        sb_fini(&where);
    }
    return STATUS_FAIL;
}

int bi_cd(Shell *sh, Io *io, int argc, char **argv)
{
    const char *dir;
    int i = 1;
    if (i < argc && !strcmp(argv[i], "--")) i++;
    if (i < argc && (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help"))) {
        return bi_print_help(sh, io, argv[0]);
    }
    if (argc - i > 1) {
        bi_error(io, argv[0], "too many arguments");
        return STATUS_FAIL;
    }
    if (i < argc) {
        dir = argv[i];
    } else {
        const Var *home = vars_get(sh->vars, STR("HOME"), 0);
        if (!home || !home->values.n || !home->values.items[0].len) {
            bi_error(io, argv[0], "Could not find home directory");
            return STATUS_FAIL;
        }
        dir = home->values.items[0].ptr;
    }
    if (!dir[0]) {
        bi_error(io, argv[0], "Empty directory '' does not exist");
        return fail(sh, io);
    }
    int err = ENOENT;
    bool relative = dir[0] != '/' && strncmp(dir, "./", 2) && strncmp(dir, "../", 3) &&
                    strcmp(dir, ".") && strcmp(dir, "..");
    const Var *cdpath = relative ? vars_get(sh->vars, STR("CDPATH"), 0) : NULL;
    if (cdpath) {
        StrBuf cand = STRBUF_INIT;
        for (size_t k = 0; k < cdpath->values.n && err; k++) {
            sb_clear(&cand);
            Str base = cdpath->values.items[k];
            sb_append(&cand, base.len ? base : STR("."));
            sb_append_char(&cand, '/');
            sb_append_cstr(&cand, dir);
            int e = try_dir(sh, cand.ptr);
            if (e == 0 || err == ENOENT) err = e;
        }
        sb_fini(&cand);
    }
    if (err) err = try_dir(sh, dir);
    if (err == 0) return STATUS_OK;
    struct stat st;
    if (err == ENOTDIR || (stat(dir, &st) == 0 && !S_ISDIR(st.st_mode)))
        bi_error(io, argv[0], "'%s' is not a directory", dir);
    else if (err == EACCES)
        bi_error(io, argv[0], "Permission denied: '%s'", dir);
    else if (err == ENOENT)
        bi_error(io, argv[0], "The directory '%s' does not exist", dir);
    else
        bi_error(io, argv[0], "Unknown error trying to locate directory '%s'", dir);
    return fail(sh, io);
}
