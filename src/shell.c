/* shell.c - setting up and tearing down the Shell. */
#include "shell.h"

#include "base/check.h"
#include "builtins/builtins.h"
#include "env/func.h"
#include "env/var.h"
#include "proc/cmdpath.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>

/* Reactions to variable changes. */
static void on_var_change(void *ctx, Str name, VarsChange why, unsigned scope)
{
    Shell *sh = ctx;
    (void)why, (void)scope;
    if (str_eq(name, STR("PATH"))) sh->path_generation++;
}

static void push_int(StrList *out, long v)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%ld", v);
    sl_push_cstr(out, buf);
}

static void get_status(void *ctx, Str name, StrList *out)
{
    Shell *sh = ctx;
    (void)name;
    push_int(out, sh->status);
}

static void get_pipestatus(void *ctx, Str name, StrList *out)
{
    Shell *sh = ctx;
    (void)name;
    for (size_t i = 0; i < sh->n_pipestatus; i++) push_int(out, sh->pipestatus[i]);
}

/* The variables the shell owns (see env/var.h for fish's list). */
static void register_electric(Shell *sh)
{
    VarStore *vs = sh->vars;
    vars_set_electric(vs, STR("status"), get_status, NULL, sh, VAR_READ_ONLY);
    vars_set_electric(vs, STR("pipestatus"), get_pipestatus, NULL, sh, VAR_READ_ONLY);
    static const char *const stored[] = {"fish_pid", "version", "FISH_VERSION", "hostname", "_"};
    for (size_t i = 0; i < sizeof stored / sizeof *stored; i++)
        vars_set_electric(vs, str_cstr(stored[i]), NULL, NULL, sh, VAR_READ_ONLY);
    StrList v = STRLIST_INIT;
    push_int(&v, (long)getpid());
    vars_set(vs, STR("fish_pid"), VM_GLOBAL, &v);
    vars_set_one(vs, STR("version"), VM_GLOBAL, STR(FISH_LANGUAGE_VERSION));
    vars_set_one(vs, STR("FISH_VERSION"), VM_GLOBAL, STR(FISH_LANGUAGE_VERSION));
    vars_set_one(vs, STR("MINNOW_VERSION"), VM_GLOBAL, STR(MINNOW_VERSION));
    char host[256] = "";
    gethostname(host, sizeof host - 1);
    vars_set_one(vs, STR("hostname"), VM_GLOBAL, str_cstr(host));
    sl_fini(&v);
}

void shell_init(Shell *sh, const char *progname, char **envp)
{
    *sh = (Shell){.progname = progname, .builtins = builtin_table, .n_builtins = builtin_count};
    sh->vars = vars_new();
    vars_import(sh->vars, envp);
    vars_on_change(sh->vars, on_var_change, sh);
    register_electric(sh);
    sh->funcs = funcs_new();
    sh->cmdpath = cmdpath_new();
}

void shell_fini(Shell *sh)
{
    vars_free(sh->vars);
    funcs_free(sh->funcs);
    cmdpath_free(sh->cmdpath);
    free(sh->pipestatus);
    arena_fini(&sh->tmp);
}

const Builtin *shell_builtin(const Shell *sh, Str name)
{
    size_t lo = 0, hi = sh->n_builtins;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        const char *b = sh->builtins[mid].name;
        size_t blen = strlen(b);
        int c = memcmp(name.ptr, b, name.len < blen ? name.len : blen);
        if (c == 0) c = name.len < blen ? -1 : name.len > blen;
        if (c == 0) return &sh->builtins[mid];
        if (c < 0) hi = mid;
        else lo = mid + 1;
    }
    return NULL;
}
