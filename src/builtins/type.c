/* builtins/type.c - say what a name runs: a function, a builtin or a file.
 *
 *   type [-a] [-f] [-s | -t | -p | -P | -q] NAME...
 *
 * Each NAME is looked up as fish runs it: a function (autoloaded if need be),
 * then a builtin (keywords included, as fish counts them), then $PATH. The
 * first hit is described, or with -a every one. Status 0 when anything was
 * found, 1 when nothing was, 2 for bad options. */
#include "builtins/builtins.h"

#include "env/func.h"
#include "env/var.h"
#include "exec/pipeline.h"
#include "parse/names.h"
#include "proc/cmdpath.h"

#include <stdlib.h>
#include <string.h>

enum { OPT_COLOR = 256 };
enum { T_ALL = 1, T_SHORT = 2, T_NO_FUNCTIONS = 4, T_TYPE = 8, T_PATH = 16, T_FORCE_PATH = 32, T_QUERY = 64 };

/* The function called name, loading it from $fish_function_path first when
 * it is not defined or its file changed. */
static const Function *find_function(Shell *sh, Str name)
{
    const Function *f = funcs_get(sh->funcs, name);
    if (!f || f->autoloaded) eval_autoload(sh, name);
    return funcs_get(sh->funcs, name);
}

/* Appends what type says about name's function f. */
static void describe_function(Shell *sh, const Function *f, const char *name, unsigned flags, bool color,
                              StrBuf *out)
{
    if (flags & T_TYPE) {
        sb_append_cstr(out, "function\n");
    } else if (flags & T_PATH) {
        /* fish prints the file (where a copy was made, for one), or an empty
         * line for a function with none */
        const char *file = f->copied && f->copy_file ? f->copy_file : f->file;
        sb_printf(out, "%s\n", file ? file : "");
    } else if (flags & T_SHORT) {
        sb_printf(out, "%s is a function (", name);
        bi_function_origin(f, out);
        sb_append_cstr(out, ")\n");
    } else {
        sb_printf(out, "%s is a function with definition\n", name);
        StrBuf def = STRBUF_INIT;
        bi_function_definition(sh, f, true, &def);
        bi_color_code(sh, color, sb_str(&def), out);
        sb_fini(&def);
    }
}

const OptSpec bi_type_opts[] = {
    {'h', "help", OPT_NO_ARG}, {'a', "all", OPT_NO_ARG}, {'s', "short", OPT_NO_ARG},
    {'f', "no-functions", OPT_NO_ARG}, {'t', "type", OPT_NO_ARG}, {'p', "path", OPT_NO_ARG},
    {'P', "force-path", OPT_NO_ARG}, {'q', "query", OPT_NO_ARG}, {'q', "quiet", OPT_NO_ARG},
    {OPT_COLOR, "color", OPT_REQUIRED_ARG},
    {0, NULL, 0},
};

int bi_type(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    unsigned flags = 0;
    BiColor when = BI_COLOR_AUTO;
    OptState st;
    opt_begin(&st, argc, argv, bi_type_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        switch (c) {
        case 'a': flags |= T_ALL; break;
        case 's': flags |= T_SHORT; break;
        case 'f': flags |= T_NO_FUNCTIONS; break;
        case 't': flags |= T_TYPE; break;
        case 'p': flags |= T_PATH; break;
        case 'P': flags |= T_FORCE_PATH; break;
        case 'q': flags |= T_QUERY; break;
        case 'h': return bi_print_help(sh, io, cmd);
        case OPT_COLOR:
            if (!bi_color_parse(io, cmd, st.arg, &when)) return STATUS_INVALID_ARGS;
            break;
        default: return bi_opt_error_short(io, cmd, &st, c); /* fish 4: no trailer */
        }
    }
    unsigned modes = flags & (T_QUERY | T_PATH | T_TYPE | T_FORCE_PATH);
    if (modes & (modes - 1)) {
        bi_error(io, cmd, "invalid option combination");
        return STATUS_INVALID_ARGS;
    }
    bool all = flags & T_ALL, query = flags & T_QUERY, any = false;
    const Var *path_var = vars_get(sh->vars, STR("PATH"), 0);
    const StrList *dirs = path_var ? &path_var->values : NULL;
    StrBuf out = STRBUF_INIT;
    StrList paths = STRLIST_INIT;
    for (int i = st.index; i < argc; i++) {
        const char *name = argv[i];
        Str n = str_cstr(name);
        bool found = false;
        if (!(flags & (T_FORCE_PATH | T_NO_FUNCTIONS))) {
            const Function *f = find_function(sh, n);
            if (f) {
                found = any = true;
                if (query) break;
                describe_function(sh, f, name, flags, bi_color_on(sh, io, when), &out);
                if (!all) continue;
            }
        }
        if (!(flags & T_FORCE_PATH) && names_is_builtin(n) &&
            shell_builtin(sh, n)) { /* one that runs */
            found = any = true;
            if (query) break;
            if (flags & T_TYPE) sb_append_cstr(&out, "builtin\n");
            else sb_printf(&out, "%s is a builtin\n", name);
            if (!all) continue;
        }
        sl_clear(&paths);
        if (all) {
            cmdpath_find_all(dirs, n, &paths);
        } else {
            int err = 0;
            char *p = cmdpath_find(sh->cmdpath, dirs, sh->path_generation, n, &err);
            if (p) sl_push_take(&paths, p, strlen(p));
        }
        for (size_t k = 0; k < paths.n; k++) {
            found = any = true;
            if (query) break;
            if (flags & T_TYPE) {
                sb_append_cstr(&out, "file\n");
                break;
            }
            if (flags & (T_PATH | T_FORCE_PATH)) sb_printf(&out, "%s\n", paths.items[k].ptr);
            else sb_printf(&out, "%s is %s\n", name, paths.items[k].ptr);
        }
        if (query && any) break;
        if (!found && !query && !(flags & T_PATH)) {
            io_write(io, 1, sb_str(&out));
            sb_clear(&out);
            bi_error(io, "type", "Could not find '%s'", name);
        }
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    sl_fini(&paths);
    return any ? STATUS_OK : STATUS_FAIL;
}
