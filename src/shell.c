/* shell.c - setting up and tearing down the Shell. */
#include "shell.h"

#include "base/check.h"
#include "base/map.h"
#include "builtins/builtins.h"
#include "env/autoload.h"
#include "env/event.h"
#include "env/func.h"
#include "env/paths.h"
#include "env/uvar.h"
#include "env/var.h"
#include "env/xdg.h"
#include "exec/complete.h"
#include "exec/pipeline.h"
#include "proc/cmdpath.h"
#include "store/abbr.h"
#include "store/bind.h"
#include "store/history.h"

#include <errno.h>
#include <pwd.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

/* Reactions to variable changes. */
/* $fish_read_limit: bytes `read` takes at most; 0 means no limit, and a
 * value that is not a number leaves fish's default of 100 MiB. */
static void update_read_limit(Shell *sh)
{
    sh->read_limit = (size_t)100 * 1024 * 1024;
    const Var *v = vars_get(sh->vars, STR("fish_read_limit"), 0);
    if (!v || v->values.n != 1) return;
    const char *s = v->values.items[0].ptr;
    char *end;
    errno = 0;
    unsigned long long n = strtoull(s, &end, 10);
    if (end == s || *end || errno || *s == '-') return;
    sh->read_limit = n == 0 || n > SIZE_MAX ? SIZE_MAX : (size_t)n;
}

/* Variables that change how the editor's colours are drawn. */
static bool colors_read(Str name)
{
    static const char *const term[] = {"TERM", "COLORTERM", "fish_term256", "fish_term24bit",
                                       "STY", "TERM_PROGRAM"};
    if (str_starts_with(name, STR("fish_color_")) || str_starts_with(name, STR("fish_pager_color_")))
        return true;
    for (size_t i = 0; i < sizeof term / sizeof *term; i++)
        if (str_eq_cstr(name, term[i])) return true;
    return false;
}

static void on_var_change(void *ctx, Str name, VarsChange why, unsigned scope)
{
    Shell *sh = ctx;
    if (str_eq(name, STR("PATH"))) sh->path_generation++;
    if (colors_read(name)) {
        sh->color_generation++;
        /* a global or universal change shows at once: the prompt runs again
           (as fish; not for the terminal names fish does not watch) */
        if (scope != VM_LOCAL && why != VARS_CHANGE_POP && !sh->editor.repainting &&
            !str_eq_cstr(name, "STY") && !str_eq_cstr(name, "TERM_PROGRAM"))
            sh->editor.colors_changed = true;
    }
    if (str_eq(name, STR("fish_read_limit"))) update_read_limit(sh);
    if (name.len == 10 && str_eq(name, STR("fish_trace"))) {
        const Var *v = vars_get(sh->vars, name, 0);
        sh->trace = v && v->values.n > 0;
        sh->trace_all = false;
        for (size_t i = 0; sh->trace && i < v->values.n; i++)
            sh->trace_all |= str_eq(v->values.items[i], STR("all"));
    }
    if (str_eq(name, STR("fish_function_path")) ||
        (name.len == 15 && str_eq(name, STR("__fish_data_dir"))))
        sh->function_path_stale = true;
    if (str_eq(name, STR("fish_complete_path")) && sh->complete) complete_path_changed(sh);
    if (str_eq(name, STR("fish_history")) && sh->history) hist_shell_rename(sh);
    if (scope == VM_UNIVERSAL && why != VARS_CHANGE_POP && !sh->loading_uvars && sh->uvar_path)
        uvar_save(sh->vars, sh->uvar_path, name);
    if (why != VARS_CHANGE_POP && !sh->quiet_var_changes && sh->events &&
        event_has(sh->events, EVENT_VARIABLE, name)) {
        /* Queued: handlers run once the command that changed it is done. */
        StrBuf e = STRBUF_INIT;
        sb_append_cstr(&e, why == VARS_CHANGE_ERASE ? "ERASE" : "SET");
        sb_append_char(&e, '\0');
        sb_append(&e, name);
        sl_push(&sh->pending_events, sb_str(&e));
        sb_fini(&e);
    }
}

void shell_sync_universal(Shell *sh)
{
    if (!sh->uvar_path) return;
    struct stat st;
    if (stat(sh->uvar_path, &st) != 0) memset(&st, 0, sizeof st);
    const struct stat *was = &sh->uvar_stat;
    if (st.st_mtim.tv_sec == was->st_mtim.tv_sec && st.st_mtim.tv_nsec == was->st_mtim.tv_nsec &&
        st.st_ino == was->st_ino && st.st_size == was->st_size && st.st_dev == was->st_dev)
        return;
    sh->loading_uvars = true;
    uvar_load(sh->vars, sh->uvar_path, &sh->uvar_stat);
    sh->loading_uvars = false;
    if (sh->pending_events.n) eval_fire_pending(sh);
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

static void get_kill_signal(void *ctx, Str name, StrList *out)
{
    Shell *sh = ctx;
    (void)name;
    push_int(out, sh->kill_signal);
}

static void get_status_generation(void *ctx, Str name, StrList *out)
{
    Shell *sh = ctx;
    (void)name;
    push_int(out, (long)sh->status_generation);
}

/* $history: the distinct commands, newest first. */
static void get_history(void *ctx, Str name, StrList *out)
{
    (void)name;
    hist_list(hist_shell(ctx), out);
}

/* $fish_killring: what the editor killed, newest first. */
static void get_killring(void *ctx, Str name, StrList *out)
{
    Shell *sh = ctx;
    (void)name;
    sl_extend(out, &sh->editor.killring);
}

static void get_umask(void *ctx, Str name, StrList *out)
{
    (void)ctx, (void)name;
    mode_t m = umask(0);
    umask(m);
    char buf[8];
    snprintf(buf, sizeof buf, "%04o", (unsigned)m);
    sl_push_cstr(out, buf);
}

static int set_umask(void *ctx, Str name, StrList *values)
{
    (void)ctx, (void)name;
    if (values->n != 1 || values->items[0].len == 0) return VARS_INVALID_VALUE;
    char *end;
    long v = strtol(values->items[0].ptr, &end, 8);
    if (*end || v < 0 || v > 0777) return VARS_INVALID_VALUE;
    umask((mode_t)v);
    return VARS_OK;
}

/* The variables the shell owns (see env/var.h for fish's list). */
static void register_electric(Shell *sh)
{
    VarStore *vs = sh->vars;
    vars_set_electric(vs, STR("status"), get_status, NULL, sh, VAR_READ_ONLY);
    vars_set_electric(vs, STR("pipestatus"), get_pipestatus, NULL, sh, VAR_READ_ONLY);
    vars_set_electric(vs, STR("fish_kill_signal"), get_kill_signal, NULL, sh, VAR_READ_ONLY);
    vars_set_electric(vs, STR("umask"), get_umask, set_umask, sh, 0);
    vars_set_electric(vs, STR("status_generation"), get_status_generation, NULL, sh, VAR_READ_ONLY);
    vars_set_electric(vs, STR("history"), get_history, NULL, sh, VAR_READ_ONLY);
    vars_set_electric(vs, STR("fish_killring"), get_killring, NULL, sh, VAR_READ_ONLY);
    static const char *const stored[] = {"fish_pid", "version", "FISH_VERSION", "hostname", "_"};
    vars_set_electric(vs, STR("PWD"), NULL, NULL, sh, VAR_READ_ONLY | VAR_EXPORT);
    vars_set_electric(vs, STR("SHLVL"), NULL, NULL, sh, VAR_READ_ONLY | VAR_EXPORT);
    /* An inherited $PWD is kept (a path through symbolic links, say) when it
     * names the directory the shell is in, as fish does. */
    const char *env_pwd = getenv("PWD");
    struct stat here, there;
    char cwd[4096];
    if (env_pwd && env_pwd[0] == '/' && stat(".", &here) == 0 && stat(env_pwd, &there) == 0 &&
        here.st_dev == there.st_dev && here.st_ino == there.st_ino) {
        vars_set_one(vs, STR("PWD"), VM_GLOBAL | VM_EXPORT, str_cstr(env_pwd));
    } else if (getcwd(cwd, sizeof cwd)) {
        vars_set_one(vs, STR("PWD"), VM_GLOBAL | VM_EXPORT, str_cstr(cwd));
    }
    for (size_t i = 0; i < sizeof stored / sizeof *stored; i++)
        vars_set_electric(vs, str_cstr(stored[i]), NULL, NULL, sh, VAR_READ_ONLY);
    StrList v = STRLIST_INIT;
    push_int(&v, (long)getpid());
    vars_set(vs, STR("fish_pid"), VM_GLOBAL, &v);
    vars_set_one(vs, STR("version"), VM_GLOBAL, STR(FISH_LANGUAGE_VERSION));
    vars_set_one(vs, STR("FISH_VERSION"), VM_GLOBAL, STR(FISH_LANGUAGE_VERSION));
    vars_set_one(vs, STR("MINNOW_VERSION"), VM_GLOBAL, STR(MINNOW_VERSION));
    vars_set_one(vs, STR("IFS"), VM_GLOBAL, STR("\n \t")); /* as fish sets it; read splits on it */
    vars_set_one(vs, STR("fish_bind_mode"), VM_GLOBAL, STR("default")); /* as fish, in every shell */
    /* as fish: 0 before the first command (a prompt can do arithmetic on
     * it), a plain global even when the environment had one */
    vars_set_one(vs, STR("CMD_DURATION"), VM_GLOBAL | VM_UNEXPORT, STR("0"));
    push_int(&v, (long)geteuid()); /* a plain global, as fish 4 sets it (fish_is_root_user reads it) */
    vars_set(vs, STR("EUID"), VM_GLOBAL, &v);
    /* as fish: USER, and HOME when unset or empty, from the password database */
    const Var *home = vars_get(vs, STR("HOME"), 0);
    bool no_home = !home || !home->values.n || !home->values.items[0].len;
    if (!vars_get(vs, STR("USER"), 0) || no_home) {
        struct passwd *pw = getpwuid(geteuid());
        if (pw && pw->pw_name && !vars_get(vs, STR("USER"), 0))
            vars_set_one(vs, STR("USER"), VM_GLOBAL | VM_EXPORT, str_cstr(pw->pw_name));
        if (pw && pw->pw_dir && *pw->pw_dir && no_home)
            vars_set_one(vs, STR("HOME"), VM_GLOBAL | VM_EXPORT, str_cstr(pw->pw_dir));
    }
    char host[256] = "";
    gethostname(host, sizeof host - 1);
    vars_set_one(vs, STR("hostname"), VM_GLOBAL, str_cstr(host));
    sl_fini(&v);
}

/* $PATH when it is unset or empty: the system's standard utilities folders
 * (confstr's _CS_PATH), as fish falls back to. */
static void default_path(VarStore *vs)
{
    const Var *v = vars_get(vs, STR("PATH"), 0);
    if (v && v->values.n && (v->values.n > 1 || v->values.items[0].len)) return;
    char buf[1024];
    size_t n = confstr(_CS_PATH, buf, sizeof buf);
    StrList dirs = STRLIST_INIT;
    xdg_split_colons(n > 0 && n <= sizeof buf ? str_cstr(buf) : STR("/usr/bin:/bin"), true, &dirs);
    vars_set(vs, STR("PATH"), VM_GLOBAL | VM_EXPORT, &dirs);
    sl_fini(&dirs);
}

/* $COLUMNS and $LINES, unless inherited: the terminal's size, or 80 by 24
 * without one (the editor keeps them up to date). */
static void term_size(VarStore *vs)
{
    struct winsize ws;
    bool tty = ioctl(STDIN_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col && ws.ws_row;
    static const char *const names[] = {"COLUMNS", "LINES"};
    for (size_t i = 0; i < 2; i++) {
        const Var *v = vars_get(vs, str_cstr(names[i]), 0);
        if (v && v->values.n && v->values.items[0].len) continue;
        char num[16];
        snprintf(num, sizeof num, "%u", tty ? (i ? ws.ws_row : ws.ws_col) : (i ? 24u : 80u));
        vars_set_one(vs, str_cstr(names[i]), VM_GLOBAL, str_cstr(num));
    }
}

/* As fish (#5258): an inherited variable with the name and value of an
 * exported universal one is that universal, exported by an ancestor shell;
 * it is not kept as a global that would hide later changes to it. */
static void drop_inherited_universals(Shell *sh)
{
    StrList names = STRLIST_INIT;
    vars_names(sh->vars, VM_UNIVERSAL | VM_EXPORT, &names);
    StrBuf a = STRBUF_INIT, b = STRBUF_INIT;
    for (size_t i = 0; i < names.n; i++) {
        const Var *u = vars_get(sh->vars, names.items[i], VM_UNIVERSAL);
        const Var *g = vars_get(sh->vars, names.items[i], VM_GLOBAL);
        if (!u || !g || !(g->flags & VAR_EXPORT)) continue;
        sb_clear(&a);
        sb_clear(&b);
        sl_join(&u->values, STR(" "), &a);
        sl_join(&g->values, STR(" "), &b);
        if (str_eq(sb_str(&a), sb_str(&b))) vars_erase(sh->vars, names.items[i], VM_GLOBAL);
    }
    sb_fini(&a);
    sb_fini(&b);
    sl_fini(&names);
}

/* Abbreviations fish before 3.6 kept in universal variables, as fish 3.6 and
 * later import them: once, at start-up. */
static void import_abbrs(Shell *sh)
{
    StrList names = STRLIST_INIT;
    vars_names(sh->vars, VM_UNIVERSAL, &names);
    for (size_t i = 0; i < names.n; i++) {
        const Var *v = vars_get(sh->vars, names.items[i], VM_UNIVERSAL);
        if (v) abbr_add_from_universal(sh->abbrs, names.items[i], &v->values);
    }
    sl_fini(&names);
}

void shell_init(Shell *sh, const char *progname, char **envp, unsigned flags)
{
    *sh = (Shell){.progname = progname, .builtins = builtin_table, .n_builtins = builtin_count,
                  .tty = {.fd = -1}, .function_path_stale = true};
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    rng_seed(&sh->rng, (uint64_t)now.tv_sec * 1000000007u ^ (uint64_t)now.tv_nsec ^
                           (uint64_t)getpid() << 40);
    sh->vars = vars_new();
    vars_import(sh->vars, envp);
    vars_on_change(sh->vars, on_var_change, sh);
    update_read_limit(sh);
    sh->pipestatus = xcalloc(1, sizeof *sh->pipestatus); /* $pipestatus is 0 before any job */
    sh->n_pipestatus = 1;
    register_electric(sh);
    default_path(sh->vars);
    term_size(sh->vars);
    paths_init(sh->vars, progname, flags & SHELL_NO_UNIVERSAL);
    sh->abbrs = abbr_set_new();
    /* fish's bare bindings; an interactive shell replaces them with a full set */
    sh->binds = bind_table_new();
    bind_install(sh->binds, BIND_SET_MINIMAL, STR("default"), NULL, true);
    hist_shell_init(sh); /* reads nothing until used */
    const Var *conf = vars_get(sh->vars, STR("__fish_config_dir"), 0);
    if (flags & SHELL_NO_UNIVERSAL) vars_set_universal_as_global(sh->vars, true);
    else if (conf && conf->values.n && conf->values.items[0].len) {
        StrBuf p = STRBUF_INIT;
        sb_printf(&p, "%s/fish_variables", conf->values.items[0].ptr);
        sh->uvar_path = sb_take(&p);
        shell_sync_universal(sh);
        drop_inherited_universals(sh);
        import_abbrs(sh);
    }
    /* fish's feature flags: the defaults, then what $fish_features asks
     * (usually a universal variable); `--features` comes after, in main. */
    sh->features = features_default();
    const Var *feat = vars_get(sh->vars, STR("fish_features"), 0);
    for (size_t i = 0; feat && i < feat->values.n; i++) features_apply(&sh->features, feat->values.items[i]);
    sh->funcs = funcs_new();
    sh->cmdpath = cmdpath_new();
    sh->autoload = autoload_new();
    sh->complete = complete_state_new();
    sh->events = event_new();
}

void shell_fini(Shell *sh)
{
    if (sh->parse_cache) map_fini(sh->parse_cache);
    sl_fini(&sh->function_path);
    free(sh->parse_cache);
    vars_free(sh->vars);
    funcs_free(sh->funcs);
    cmdpath_free(sh->cmdpath);
    autoload_free(sh->autoload);
    complete_state_free(sh->complete);
    event_free(sh->events);
    abbr_set_free(sh->abbrs);
    bind_table_free(sh->binds);
    hist_free(sh->history);
    sh->history = NULL;
    sl_fini(&sh->pending_events);
    free(sh->event_blocks);
    for (size_t i = 0; i < sh->n_blocked_events; i++) sl_fini(&sh->blocked_events[i].args);
    free(sh->blocked_events);
    free(sh->pipestatus);
    job_table_fini(&sh->jobs);
    for (size_t i = 0; i < sh->n_bg_drains; i++) io_drain_stop(sh->bg_drains[i], false);
    free(sh->bg_drains);
    tty_release(&sh->tty);
    free(sh->uvar_path);
    free(sh->running_cmdline);
    free(sh->running_command);
    sb_fini(&sh->editor.text);
    sb_fini(&sh->editor.search_field);
    sl_fini(&sh->editor.queued);
    sl_fini(&sh->editor.killring);
    sb_fini(&sh->editor.typeahead);
    hist_free(sh->editor.read_history);
    arena_fini(&sh->tmp);
}

const Builtin *shell_builtin(const Shell *sh, Str name)
{
    size_t lo = 0, hi = sh->n_builtins;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = str_cmp_cstr(name, sh->builtins[mid].name);
        if (c == 0) return &sh->builtins[mid];
        if (c < 0) hi = mid;
        else lo = mid + 1;
    }
    return NULL;
}

ShellStatuses shell_save_statuses(const Shell *sh)
{
    ShellStatuses s = {sh->status, xmalloc((sh->n_pipestatus ? sh->n_pipestatus : 1) * sizeof(int)),
                       sh->n_pipestatus};
    if (s.n_pipestatus) memcpy(s.pipestatus, sh->pipestatus, s.n_pipestatus * sizeof(int));
    return s;
}

void shell_restore_statuses(Shell *sh, ShellStatuses *saved)
{
    free(sh->pipestatus);
    sh->pipestatus = saved->pipestatus;
    sh->n_pipestatus = saved->n_pipestatus;
    sh->status = saved->status;
    saved->pipestatus = NULL;
}
