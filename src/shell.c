/* shell.c - setting up and tearing down the Shell. */
#include "shell.h"

#include "base/check.h"
#include "base/map.h"
#include "builtins/builtins.h"
#include "env/autoload.h"
#include "env/event.h"
#include "env/func.h"
#include "env/uvar.h"
#include "env/var.h"
#include "env/xdg.h"
#include "exec/complete.h"
#include "proc/cmdpath.h"
#include "store/abbr.h"
#include "store/bind.h"
#include "store/history.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <pwd.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>
#include <string.h>

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
    if (colors_read(name)) sh->color_generation++;
    if (str_eq(name, STR("fish_read_limit"))) update_read_limit(sh);
    if (str_eq(name, STR("fish_trace"))) {
        const Var *v = vars_get(sh->vars, name, 0);
        sh->trace = v && v->values.n > 0;
        sh->trace_all = false;
        for (size_t i = 0; sh->trace && i < v->values.n; i++)
            sh->trace_all |= str_eq(v->values.items[i], STR("all"));
    }
    if (str_eq(name, STR("fish_function_path"))) sh->function_path_stale = true;
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
    if (stat(sh->uvar_path, &st) != 0) return;
    if (st.st_mtim.tv_sec == sh->uvar_mtime.tv_sec && st.st_mtim.tv_nsec == sh->uvar_mtime.tv_nsec) return;
    sh->loading_uvars = true;
    uvar_load(sh->vars, sh->uvar_path, &sh->uvar_mtime);
    sh->loading_uvars = false;
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
    char cwd[4096];
    if (getcwd(cwd, sizeof cwd)) vars_set_one(vs, STR("PWD"), VM_GLOBAL | VM_EXPORT, str_cstr(cwd));
    for (size_t i = 0; i < sizeof stored / sizeof *stored; i++)
        vars_set_electric(vs, str_cstr(stored[i]), NULL, NULL, sh, VAR_READ_ONLY);
    StrList v = STRLIST_INIT;
    push_int(&v, (long)getpid());
    vars_set(vs, STR("fish_pid"), VM_GLOBAL, &v);
    vars_set_one(vs, STR("version"), VM_GLOBAL, STR(FISH_LANGUAGE_VERSION));
    vars_set_one(vs, STR("FISH_VERSION"), VM_GLOBAL, STR(FISH_LANGUAGE_VERSION));
    vars_set_one(vs, STR("MINNOW_VERSION"), VM_GLOBAL, STR(MINNOW_VERSION));
    vars_set_one(vs, STR("IFS"), VM_GLOBAL, STR("\n \t")); /* as fish sets it; read splits on it */
    push_int(&v, (long)geteuid()); /* a plain global, as fish 4 sets it (fish_is_root_user reads it) */
    vars_set(vs, STR("EUID"), VM_GLOBAL, &v);
    if (!vars_get(vs, STR("USER"), 0)) { /* as fish: from the password database */
        struct passwd *pw = getpwuid(geteuid());
        if (pw && pw->pw_name) vars_set_one(vs, STR("USER"), VM_GLOBAL | VM_EXPORT, str_cstr(pw->pw_name));
    }
    char host[256] = "";
    gethostname(host, sizeof host - 1);
    vars_set_one(vs, STR("hostname"), VM_GLOBAL, str_cstr(host));
    sl_fini(&v);
}

/* A folder of ours beside the executable (found through /proc/self/exe, so a
 * symlink to it works): the first of the candidates, each a path relative to
 * the executable's folder, that holds marker (a path under it). A system's
 * own folder of the same name is never taken for ours without the marker. */
static bool find_beside_exe(const char *const *candidates, size_t n, const char *marker, StrBuf *out)
{
    char exe[4096];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len <= 0) return false;
    exe[len] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash) return false;
    *slash = '\0';
    for (size_t i = 0; i < n; i++) {
        sb_clear(out);
        sb_append_cstr(out, exe);
        sb_append_cstr(out, candidates[i]);
        size_t base = out->len;
        sb_printf(out, "/%s", marker);
        bool ours = access(out->ptr, F_OK) == 0;
        out->ptr[out->len = base] = '\0';
        char real[4096];
        if (ours && realpath(out->ptr, real)) {
            sb_clear(out);
            sb_append_cstr(out, real);
            return true;
        }
    }
    return false;
}

/* Our data folder: PREFIX/share/minnow once installed, the source tree's
 * share/ for a build in build/ or build/debug/. */
static bool find_data_dir(StrBuf *out)
{
    static const char *const candidates[] = {"/../share/minnow", "/../share", "/../../share"};
    return find_beside_exe(candidates, sizeof candidates / sizeof *candidates, "functions", out);
}

/* The rendered manual (make docs): PREFIX/share/minnow/doc once installed,
 * build/doc for a build in build/ or build/debug/. It holds html/ (the web
 * pages, $__fish_help_dir), man/ (man1/NAME.1, $__fish_man_dir) and text/
 * (the topic pages as plain text). */
static bool find_doc_dir(StrBuf *out)
{
    static const char *const candidates[] = {"/../share/minnow/doc", "/../doc", "/../../doc"};
    return find_beside_exe(candidates, sizeof candidates / sizeof *candidates, "html/index.html", out);
}

/* $fish_complete_path: the user's folder, the vendors' (minnow/
 * vendor_completions.d in each of $XDG_DATA_DIRS), ours, then the files
 * fish_update_completions generates from man pages. */
static void set_complete_path(Shell *sh, const char *config, const char *data)
{
    VarStore *vs = sh->vars;
    StrList cpath = STRLIST_INIT;
    StrBuf dir = STRBUF_INIT;
    sb_printf(&dir, "%s/completions", config);
    sl_push(&cpath, sb_str(&dir));
    StrList shared = STRLIST_INIT;
    xdg_var_parts(vs, "XDG_DATA_DIRS", true, &shared);
    if (!shared.n) xdg_split_colons(STR("/usr/local/share:/usr/share"), true, &shared);
    for (size_t i = 0; i < shared.n; i++) {
        sb_clear(&dir);
        sb_printf(&dir, "%s/minnow/vendor_completions.d", shared.items[i].ptr);
        sl_push(&cpath, sb_str(&dir));
    }
    sl_fini(&shared);
    if (data) {
        sb_clear(&dir);
        sb_printf(&dir, "%s/completions", data);
        sl_push(&cpath, sb_str(&dir));
    }
    const Var *cache = vars_get(vs, STR("XDG_CACHE_HOME"), 0);
    const Var *home = vars_get(vs, STR("HOME"), 0);
    sb_clear(&dir);
    if (cache && cache->values.n && cache->values.items[0].len) {
        sb_printf(&dir, "%s/minnow/generated_completions", cache->values.items[0].ptr);
    } else if (home && home->values.n) {
        sb_printf(&dir, "%s/.cache/minnow/generated_completions", home->values.items[0].ptr);
    }
    if (dir.len) sl_push(&cpath, sb_str(&dir));
    vars_set(vs, STR("fish_complete_path"), VM_GLOBAL, &cpath);
    sl_fini(&cpath);
    sb_fini(&dir);
}

/* $__fish_data_dir, $__fish_config_dir, $fish_function_path, and where the
 * manual is: $__fish_help_dir (its web pages: index.html, cmds/NAME.html) and
 * $__fish_man_dir (its man pages: man1/NAME.1), both unset without one. */
static void set_paths(Shell *sh)
{
    VarStore *vs = sh->vars;
    StrBuf config = STRBUF_INIT, data = STRBUF_INIT;
    const Var *xdg = vars_get(vs, STR("XDG_CONFIG_HOME"), 0);
    const Var *home = vars_get(vs, STR("HOME"), 0);
    if (xdg && xdg->values.n && xdg->values.items[0].len) sb_append(&config, xdg->values.items[0]);
    else if (home && home->values.n) sb_printf(&config, "%s/.config", home->values.items[0].ptr);
    sb_append_cstr(&config, "/minnow");
    vars_set_one(vs, STR("__fish_config_dir"), VM_GLOBAL, sb_str(&config));
    StrList fpath = STRLIST_INIT;
    StrBuf dir = STRBUF_INIT;
    sb_printf(&dir, "%s/functions", config.ptr);
    sl_push(&fpath, sb_str(&dir));
    if (find_data_dir(&data)) {
        vars_set_one(vs, STR("__fish_data_dir"), VM_GLOBAL, sb_str(&data));
        sb_clear(&dir);
        sb_printf(&dir, "%s/functions", data.ptr);
        sl_push(&fpath, sb_str(&dir));
    }
    vars_set(vs, STR("fish_function_path"), VM_GLOBAL, &fpath);
    set_complete_path(sh, config.ptr, data.len ? data.ptr : NULL);
    if (find_doc_dir(&data)) {
        size_t base = data.len;
        sb_append_cstr(&data, "/html");
        vars_set_one(vs, STR("__fish_help_dir"), VM_GLOBAL, sb_str(&data));
        data.ptr[data.len = base] = '\0';
        sb_append_cstr(&data, "/man");
        vars_set_one(vs, STR("__fish_man_dir"), VM_GLOBAL, sb_str(&data));
    }
    sl_fini(&fpath);
    sb_fini(&dir);
    sb_fini(&config);
    sb_fini(&data);
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
    register_electric(sh);
    set_paths(sh);
    sh->abbrs = abbr_set_new();
    /* fish's bare bindings; an interactive shell replaces them with a full set */
    sh->binds = bind_table_new();
    bind_install(sh->binds, BIND_SET_MINIMAL, STR("default"), NULL, true);
    hist_shell_init(sh); /* reads nothing until used */
    const Var *conf = vars_get(sh->vars, STR("__fish_config_dir"), 0);
    if (flags & SHELL_NO_UNIVERSAL) vars_set_universal_as_global(sh->vars, true);
    else if (conf && conf->values.n) {
        StrBuf p = STRBUF_INIT;
        sb_printf(&p, "%s/fish_variables", conf->values.items[0].ptr);
        sh->uvar_path = sb_take(&p);
        shell_sync_universal(sh);
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
    tty_release(&sh->tty);
    free(sh->uvar_path);
    sb_fini(&sh->editor.text);
    sb_fini(&sh->editor.search_field);
    sl_fini(&sh->editor.queued);
    sl_fini(&sh->editor.killring);
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
