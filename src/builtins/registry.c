/* builtins/registry.c - the builtin table, built from builtins.def, and the
 * helpers every builtin uses. */
#include "builtins/builtins.h"

#include "base/escape.h"
#include "env/var.h"
#include "exec/eval.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const Builtin builtin_table[] = {
#define BUILTIN(name, fn, flags, opts, desc) {name, fn, flags, desc, opts},
#include "builtins/builtins.def"
#undef BUILTIN
};
const size_t builtin_count = sizeof builtin_table / sizeof *builtin_table;

void bi_verror(Io *io, const char *name, const char *fmt, va_list ap)
{
    StrBuf b = STRBUF_INIT;
    sb_printf(&b, "%s: ", name);
    sb_vprintf(&b, fmt, ap);
    sb_append_char(&b, '\n');
    io_write(io, 2, sb_str(&b));
    sb_fini(&b);
}

void bi_error(Io *io, const char *name, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    bi_verror(io, name, fmt, ap);
    va_end(ap);
}

bool bi_color_parse(Io *io, const char *cmd, const char *when, BiColor *out)
{
    if (!strcmp(when, "always")) *out = BI_COLOR_ALWAYS;
    else if (!strcmp(when, "never")) *out = BI_COLOR_NEVER;
    else if (!strcmp(when, "auto")) *out = BI_COLOR_AUTO;
    else {
        bi_error(io, cmd, "Invalid value for '--color' option: '%s'. Expected 'always', 'never', or 'auto'",
                 when);
        return false;
    }
    return true;
}

bool bi_color_on(const Shell *sh, Io *io, BiColor when)
{
    return sh->colorize_code && when != BI_COLOR_NEVER && (when == BI_COLOR_ALWAYS || io_is_terminal(io, 1));
}

void bi_color_code(Shell *sh, bool on, Str code, StrBuf *out)
{
    if (on) sh->colorize_code(sh, code, out);
    else sb_append(out, code);
}

const OptSpec bi_help_opts[] = {{'h', "help", OPT_NO_ARG}, {0, NULL, 0}};
const OptSpec bi_no_opts[] = {{0, NULL, 0}};

int bi_help_only(Shell *sh, Io *io, int argc, char **argv, int *first)
{
    OptState st;
    opt_begin(&st, argc, argv, bi_help_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 'h') return bi_print_help(sh, io, argv[0]);
        return bi_opt_error(sh, io, argv[0], &st, c);
    }
    *first = st.index;
    return -1;
}

bool bi_parse_int(const char *s, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    while (*end == ' ' || *end == '\t') end++;
    if (errno || end == s || *end) return false;
    *out = v;
    return true;
}

int bi_opt_error_short(Io *io, const char *name, const OptState *st, int code)
{
    if (code == OPT_MISSING_ARG) bi_error(io, name, "%s: option requires an argument", st->bad);
    else if (code == OPT_UNEXPECTED_ARG) bi_error(io, name, "%s: option does not take an argument", st->bad);
    else bi_error(io, name, "%s: unknown option", st->bad);
    return STATUS_INVALID_ARGS;
}

int bi_invalid_subcommand(Shell *sh, Io *io, const char *cmd, const char *sub)
{
    StrBuf who = STRBUF_INIT;
    sb_printf(&who, "%s %s", cmd, sub);
    bi_error(io, who.ptr, "invalid subcommand");
    sb_fini(&who);
    bi_print_trailer(sh, io, cmd);
    return STATUS_INVALID_ARGS;
}

int bi_opt_error(Shell *sh, Io *io, const char *name, const OptState *st, int code)
{
    bi_opt_error_short(io, name, st, code);
    const char *space = strchr(name, ' ');
    char topic[64];
    snprintf(topic, sizeof topic, "%.*s", space ? (int)(space - name) : (int)strlen(name), name);
    bi_print_trailer(sh, io, topic);
    return STATUS_INVALID_ARGS;
}

int bi_run_tool(Shell *sh, Io *io, const char *name, const char *tool, int argc, char **argv,
                bool colors)
{
    const Var *bin = vars_get(sh->vars, STR("__fish_bin_dir"), 0);
    StrBuf cmd = STRBUF_INIT, path = STRBUF_INIT;
    if (bin && bin->values.n) sb_printf(&path, "%s/%s", bin->values.items[0].ptr, tool);
    if (!path.len || access(path.ptr, X_OK) != 0) {
        bi_error(io, name, "cannot find the program %s beside the shell", tool);
        sb_fini(&path);
        return STATUS_FAIL;
    }
    if (colors) { /* the colours the shell sees, also those it does not export */
        StrList names = STRLIST_INIT;
        vars_names(sh->vars, 0, &names);
        for (size_t i = 0; i < names.n; i++) {
            Str n = names.items[i];
            if (!str_starts_with(n, STR("fish_color_")) &&
                !str_starts_with(n, STR("fish_pager_color_")))
                continue;
            sb_printf(&cmd, "%.*s=$%.*s ", (int)n.len, n.ptr, (int)n.len, n.ptr);
        }
        sl_fini(&names);
    }
    sb_append_cstr(&cmd, "command ");
    escape_script(sb_str(&path), &cmd);
    for (int i = 1; i < argc; i++) {
        sb_append_char(&cmd, ' ');
        escape_script(str_cstr(argv[i]), &cmd);
    }
    int status = eval_text(sh, sb_str(&cmd), NULL, io);
    sb_fini(&cmd);
    sb_fini(&path);
    return status;
}
