/* builtins/cd.c - change the working directory (fish's `cd` function wraps
 * this builtin for `cd -`, the directory history and its argument checks).
 *
 *   cd [-L | -P] [DIR]
 *
 * As fish 4's builtin: no argument means $HOME; more than one is an error.
 * -P resolves symbolic links: $PWD is made real first and the directory
 * entered is recorded by its real path (-L, the default, keeps the logical
 * path). A relative name (not starting with ./ or ../) is tried under each
 * directory of $CDPATH, then under $PWD; each candidate is normalized
 * textually from $PWD (so `cd ..` leaves a symlinked directory the way it
 * came in) and the first that can be entered wins, nothing being printed.
 * $PWD becomes that logical path. When none works, the most telling error is
 * reported: a file where a directory was wanted or a broken symbolic link
 * before a missing directory; outside an interactive session the location
 * of the command follows the message. When $PWD is gone, `cd ..` and the
 * like are tried again from the real current directory. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/path.h"
#include "env/var.h"
#include "exec/eval.h"
#include "exec/expand.h"
#include "exec/suggest_cmd.h"

#include <errno.h>
#include <limits.h>
#include <pwd.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A variable's value when it has one that is not empty. */
static const char *nonempty_var(Shell *sh, Str name, StrBuf *buf)
{
    const Var *v = vars_get(sh->vars, name, 0);
    if (!v || !v->values.n || (v->values.n == 1 && !v->values.items[0].len)) return NULL;
    sl_join(&v->values, STR(" "), buf);
    return buf->ptr;
}

/* A leading ~ or ~user of a $CDPATH entry, expanded into out. */
static void append_tilde_expanded(Shell *sh, Str entry, StrBuf *out)
{
    if (!entry.len || entry.ptr[0] != '~') {
        sb_append(out, entry);
        return;
    }
    const char *slash = memchr(entry.ptr, '/', entry.len);
    size_t name_len = (slash ? (size_t)(slash - entry.ptr) : entry.len) - 1;
    StrBuf home = STRBUF_INIT;
    bool found = false;
    if (!name_len) {
        found = nonempty_var(sh, STR("HOME"), &home) != NULL;
    } else {
        StrBuf name = STRBUF_INIT;
        sb_append_mem(&name, entry.ptr + 1, name_len);
        struct passwd *pw = getpwnam(name.ptr);
        if (pw && pw->pw_dir) sb_append_cstr(&home, pw->pw_dir), found = true;
        sb_fini(&name);
    }
    if (found) {
        sb_append(out, sb_str(&home));
        sb_append(out, str_sub(entry, name_len + 1, entry.len - name_len - 1));
    } else {
        sb_append(out, entry);
    }
    sb_fini(&home);
}

/* The directories to try for dir, normalized, as fish's path_apply_cdpath
 * gives them: dir itself when absolute or explicitly relative (./, ../),
 * else dir under each $CDPATH entry and then under $PWD. */
static void candidates(Shell *sh, const char *dir, Str pwd, StrList *out)
{
    StrBuf path = STRBUF_INIT, norm = STRBUF_INIT;
    bool explicit_rel = !strncmp(dir, "./", 2) || !strncmp(dir, "../", 3) || !strcmp(dir, ".") || !strcmp(dir, "..");
    if (dir[0] == '/' || explicit_rel) {
        if (dir[0] != '/') {
            sb_append(&path, pwd);
            sb_append_char(&path, '/');
        }
        sb_append_cstr(&path, dir);
        expand_normalize_path(sb_str(&path), &norm);
        sl_push(out, sb_str(&norm));
    } else {
        const Var *cdpath = vars_get(sh->vars, STR("CDPATH"), 0);
        size_t n = cdpath ? cdpath->values.n : 0;
        for (size_t k = 0; k <= n; k++) {
            Str entry = k < n ? cdpath->values.items[k] : STR(".");
            sb_clear(&path);
            sb_clear(&norm);
            if (!entry.len || (entry.ptr[0] != '/' && entry.ptr[0] != '~')) {
                sb_append(&path, pwd);
                sb_append_char(&path, '/');
            }
            append_tilde_expanded(sh, entry, &path);
            sb_append_char(&path, '/');
            sb_append_cstr(&path, dir);
            expand_normalize_path(sb_str(&path), &norm);
            sl_push(out, sb_str(&norm));
        }
    }
    sb_fini(&path);
    sb_fini(&norm);
}

/* Enters dir; 0 or an errno. chdir needs only search permission: a folder
 * that may not be read can still be entered. */
static int enter(const char *dir)
{
    return chdir(dir) == 0 ? 0 : errno;
}

/* fish's message for a failed cd, then (outside an interactive session)
 * where the command is; our hint (or NULL) after it. */
static void cd_error(Shell *sh, Io *io, const char *cmd, bool where, const char *hint, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
static void cd_error(Shell *sh, Io *io, const char *cmd, bool where, const char *hint, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    StrBuf out = STRBUF_INIT;
    sb_printf(&out, "%s: ", cmd);
    sb_vprintf(&out, fmt, ap);
    sb_append_char(&out, '\n');
    va_end(ap);
    if (!io_stderr_is_terminal(io)) hint = NULL;
    if (where && !sh->interactive) eval_append_location_hint(sh, &out, hint);
    else if (hint) sb_printf(&out, "hint: %s\n", hint);
    io_write(io, 2, sb_str(&out));
    sb_fini(&out);
}

const OptSpec bi_cd_opts[] = {{'h', "help", OPT_NO_ARG},
                                {'L', "no-dereference", OPT_NO_ARG},
                                {'P', "dereference", OPT_NO_ARG},
                                {0, NULL, 0}};

/* Tries each candidate for dir from base (a directory, logical or real);
 * returns 0 once one is entered ($PWD set: the candidate, or with physical
 * its real path), else the most telling errno, with a broken symbolic link
 * and its target recorded in broken and target when one was met. */
static int try_dirs(Shell *sh, const char *dir, Str base, bool physical, StrBuf *broken, StrBuf *target)
{
    StrList dirs = STRLIST_INIT;
    candidates(sh, dir, base, &dirs);
    int best = 0;
    for (size_t i = 0; i < dirs.n; i++) {
        const char *d = dirs.items[i].ptr;
        int err = enter(d);
        if (!err) {
            StrBuf real = STRBUF_INIT;
            bool resolved = physical && path_real(d, &real);
            vars_set_one(sh->vars, STR("PWD"), VM_GLOBAL | VM_EXPORT, resolved ? sb_str(&real) : dirs.items[i]);
            sb_fini(&real);
            best = 0;
            break;
        }
        if (err == ENOENT) {
            /* a broken symbolic link says more than a missing directory */
            char link[PATH_MAX];
            ssize_t n = broken->len ? -1 : readlink(d, link, sizeof link);
            if (n >= 0) {
                sb_append_cstr(broken, d);
                sb_append_mem(target, link, (size_t)n);
            }
            if (!best) best = err;
            continue;
        }
        best = err;
        if (err != ENOTDIR) break;
    }
    sl_fini(&dirs);
    return best;
}

/* base with one slash at its end, into out. */
static void with_slash(Str base, StrBuf *out)
{
    sb_append(out, base);
    if (!out->len || out->ptr[out->len - 1] != '/') sb_append_char(out, '/');
}

int bi_cd(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    bool physical = false;
    OptState st;
    opt_begin(&st, argc, argv, bi_cd_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 'h') return bi_print_help(sh, io, cmd);
        if (c == 'L' || c == 'P') physical = c == 'P';
        else return bi_opt_error_short(io, cmd, &st, c); /* fish 4: no trailer */
    }
    if (argc - st.index > 1) {
        bi_error(io, cmd, "expected 1 arguments; got %d", argc - st.index);
        return STATUS_INVALID_ARGS;
    }
    StrBuf home = STRBUF_INIT;
    const char *dir = st.index < argc ? argv[st.index] : nonempty_var(sh, STR("HOME"), &home);
    if (!dir) {
        cd_error(sh, io, cmd, false, NULL, "Could not find home directory");
        return STATUS_FAIL;
    }
    if (!*dir) {
        cd_error(sh, io, cmd, true, NULL, "Empty directory '' does not exist");
        sb_fini(&home);
        return STATUS_FAIL;
    }
    const Var *pwd_var = vars_get(sh->vars, STR("PWD"), 0);
    Str pwd = pwd_var && pwd_var->values.n ? pwd_var->values.items[0] : STR("/");
    StrBuf base = STRBUF_INIT, real = STRBUF_INIT, broken = STRBUF_INIT, target = STRBUF_INIT;
    /* With -P, $PWD is made real before $CDPATH applies. */
    if (physical && path_real(pwd.ptr, &real)) with_slash(sb_str(&real), &base);
    else with_slash(pwd, &base);
    int best = try_dirs(sh, dir, sb_str(&base), physical, &broken, &target);
    /* $PWD may name a directory that is gone or moved: a path relative to the
     * current directory is then tried from the kernel's idea of it. */
    bool relative = !strcmp(dir, ".") || !strcmp(dir, "..") || !strncmp(dir, "./", 2) || !strncmp(dir, "../", 3);
    sb_clear(&real);
    if (best == ENOENT && relative && path_real(".", &real)) {
        StrBuf base2 = STRBUF_INIT;
        with_slash(sb_str(&real), &base2);
        if (!str_eq(sb_str(&base2), sb_str(&base))) {
            sb_clear(&broken);
            sb_clear(&target);
            best = try_dirs(sh, dir, sb_str(&base2), physical, &broken, &target);
        }
        sb_fini(&base2);
    }
    if (best) {
        if (best == ENOTDIR) cd_error(sh, io, cmd, true, NULL, "'%s' is not a directory", dir);
        else if (broken.len) cd_error(sh, io, cmd, true, NULL, "'%s' is a broken symbolic link to '%s'", broken.ptr, target.ptr);
        else if (best == ELOOP) cd_error(sh, io, cmd, true, NULL, "Too many levels of symbolic links: '%s'", dir);
        else if (best == ENOENT) {
            /* A near sibling of the first missing directory, as typed. */
            StrBuf near = STRBUF_INIT, hint = STRBUF_INIT;
            if (suggest_path(str_cstr(dir), true, &near)) sb_printf(&hint, "did you mean '%s'?", near.ptr);
            cd_error(sh, io, cmd, true, hint.ptr, "The directory '%s' does not exist", dir);
            sb_fini(&near);
            sb_fini(&hint);
        }
        else if (best == EACCES || best == EPERM) cd_error(sh, io, cmd, true, NULL, "Permission denied: '%s'", dir);
        else {
            bi_error(io, cmd, "%s", strerror(best));
            cd_error(sh, io, cmd, true, NULL, "Unknown error trying to locate directory '%s'", dir);
        }
    }
    sb_fini(&base);
    sb_fini(&real);
    sb_fini(&broken);
    sb_fini(&target);
    sb_fini(&home);
    return best ? STATUS_FAIL : STATUS_OK;
}
