/* env/paths.c - where a shell's folders are, and the variables naming them
 * (see paths.h). */
#include "env/paths.h"

#include "base/str.h"
#include "base/strlist.h"
#include "env/var.h"
#include "env/xdg.h"

#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* A folder of ours beside the executable (found through /proc/self/exe, so a
 * symlink to it works): the first of the candidates, each a path relative to
 * the executable's folder, that holds marker (a path under it). A system's
 * own folder of the same name is never taken for ours without the marker.
 * exe_dir is the executable's folder. */
static bool find_beside_exe(const char *exe_dir, const char *const *candidates, size_t n,
                            const char *marker, StrBuf *out)
{
    for (size_t i = 0; i < n; i++) {
        sb_clear(out);
        sb_append_cstr(out, exe_dir);
        sb_append_cstr(out, candidates[i]);
        size_t base = out->len;
        sb_printf(out, "/%s", marker);
        bool ours = access(out->ptr, F_OK) == 0;
        out->ptr[out->len = base] = '\0';
        char real[PATH_MAX];
        if (ours && realpath(out->ptr, real)) {
            sb_clear(out);
            sb_append_cstr(out, real);
            return true;
        }
    }
    return false;
}

/* The executable's folder, or false. */
static bool exe_dir(StrBuf *out)
{
    char exe[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (len <= 0) return false;
    exe[len] = '\0';
    char *slash = strrchr(exe, '/');
    if (!slash) return false;
    *slash = '\0';
    sb_append_cstr(out, exe[0] ? exe : "/");
    return true;
}

/* One of the user's base folders: $xdg_var/minnow, else $HOME/home_path/minnow
 * (empty when neither is set). *used_xdg says which. */
static void base_dir(const VarStore *vs, const char *xdg_var, const char *home_path, const char *name,
                     StrBuf *out, bool *used_xdg)
{
    const Var *xdg = vars_get(vs, str_cstr(xdg_var), 0);
    const Var *home = vars_get(vs, STR("HOME"), 0);
    *used_xdg = xdg && xdg->values.n && xdg->values.items[0].len;
    if (*used_xdg) sb_printf(out, "%s/%s", xdg->values.items[0].ptr, name);
    else if (home && home->values.n && home->values.items[0].len)
        sb_printf(out, "%s/%s/%s", home->values.items[0].ptr, home_path, name);
}

const char *paths_folder_name(const char *progname)
{
    return progname && !strcmp(progname, "fish") ? "fish" : "minnow";
}

/* mkdir -p with mode 0700 for the folders it makes; 0 when path is a folder
 * afterwards, else -1 with errno. */
static int make_dir(char *path)
{
    if (mkdir(path, 0700) == 0) return 0;
    struct stat st;
    if (errno == EEXIST) {
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) return 0;
        errno = EEXIST;
        return -1;
    }
    if (errno != ENOENT) return -1;
    char *slash = strrchr(path, '/');
    if (!slash || slash == path) return -1;
    *slash = '\0';
    int r = make_dir(path);
    *slash = '/';
    if (r != 0) return -1;
    if (mkdir(path, 0700) == 0 || (errno == EEXIST && stat(path, &st) == 0 && S_ISDIR(st.st_mode)))
        return 0;
    return -1;
}

/* fish's words for an error, as its Rust runtime prints them. */
static void error_text(int err, StrBuf *out)
{
    sb_printf(out, "%s (os error %d)", strerror(err), err);
}

/* Creates one base folder; on failure warns as fish does, once per session
 * tree. which is "data", "config" or "cache". */
static void ensure_dir(VarStore *vs, const char *progname, const char *which,
                       const char *consequence, const char *xdg_var, Str path, bool used_xdg)
{
    int err = ENOENT;
    if (path.len) {
        StrBuf p = STRBUF_INIT;
        sb_append(&p, path);
        if (make_dir(p.ptr) == 0) {
            sb_fini(&p);
            return;
        }
        err = errno;
        sb_fini(&p);
    }
    StrBuf flag = STRBUF_INIT, msg = STRBUF_INIT;
    sb_printf(&flag, "_FISH_WARNED_%s", which);
    const Var *warned = vars_get(vs, sb_str(&flag), VM_GLOBAL);
    if (!warned || !(warned->flags & VAR_EXPORT)) {
        vars_set_one(vs, sb_str(&flag), VM_GLOBAL | VM_EXPORT, STR("1"));
        sb_printf(&msg, "error: %s\n", consequence);
        if (!path.len) {
            sb_printf(&msg, "warning-path: Unable to locate the %s directory.\n", which);
            sb_printf(&msg,
                      "warning-path: Please set the %s or HOME environment variable before "
                      "starting %s.\n",
                      xdg_var, progname);
        } else {
            const char *var = used_xdg ? xdg_var : "HOME";
            sb_printf(&msg,
                      "warning-path: Unable to locate %s directory derived from $%s: '%.*s'.\n",
                      which, var, (int)path.len, path.ptr);
            sb_append_cstr(&msg, "warning-path: The error was '");
            error_text(err, &msg);
            sb_append_cstr(&msg, "'.\n");
            sb_printf(&msg,
                      "warning-path: Please set $%s to a directory where you have write access.\n",
                      var);
        }
        sb_append_char(&msg, '\n');
        fwrite(msg.ptr, 1, msg.len, stderr);
    }
    sb_fini(&flag);
    sb_fini(&msg);
}

/* The vendor folders named leaf (e.g. "vendor_functions.d"): under minnow/
 * then fish/ of each data folder, $XDG_DATA_HOME's first (under fish/ alone
 * for a shell whose folders are fish's). */
static void vendor_dirs(const VarStore *vs, const char *name, const char *leaf, StrList *out)
{
    if (vars_get(vs, STR("FISH_UNIT_TESTS_RUNNING"), 0)) return;
    StrList bases = STRLIST_INIT;
    xdg_dirs(vs, "XDG_DATA_HOME", ".local/share", "XDG_DATA_DIRS", "/usr/local/share:/usr/share",
             &bases);
    StrBuf dir = STRBUF_INIT;
    for (size_t i = 0; i < bases.n; i++) {
        Str base = bases.items[i];
        while (base.len > 1 && base.ptr[base.len - 1] == '/') base.len--; /* as fish: no "//" */
        const char *const names[] = {name, "fish"};
        for (size_t k = !strcmp(name, "fish"); k < 2; k++) {
            sb_clear(&dir);
            sb_printf(&dir, "%.*s/%s/%s", (int)base.len, base.ptr, names[k], leaf);
            sl_push(out, sb_str(&dir));
        }
    }
    sb_fini(&dir);
    sl_fini(&bases);
}

/* fish's own completion files where fish is installed (Debian's fish-common:
 * /usr/share/fish/completions): the completions/ of fish/ in each folder of
 * $XDG_DATA_DIRS that has one. They come after ours, so ours win for a command
 * both cover; none for fish's tests, as no vendor folder is. */
static void fish_completion_dirs(const VarStore *vs, StrList *out)
{
    if (vars_get(vs, STR("FISH_UNIT_TESTS_RUNNING"), 0)) return;
    StrList bases = STRLIST_INIT;
    xdg_var_parts(vs, "XDG_DATA_DIRS", true, &bases);
    if (bases.n == 0) xdg_split_colons(STR("/usr/local/share:/usr/share"), true, &bases);
    StrBuf dir = STRBUF_INIT;
    for (size_t i = 0; i < bases.n; i++) {
        Str base = bases.items[i];
        while (base.len > 1 && base.ptr[base.len - 1] == '/') base.len--;
        sb_clear(&dir);
        sb_printf(&dir, "%.*s/fish/completions", (int)base.len, base.ptr);
        struct stat st;
        if (stat(dir.ptr, &st) == 0 && S_ISDIR(st.st_mode)) sl_push(out, sb_str(&dir));
    }
    sb_fini(&dir);
    sl_fini(&bases);
}

/* A search path: DIR/sub for the config, sysconf and data folders around the
 * vendor folders, as $fish_function_path and $fish_complete_path are made. */
static void search_path(Str config, Str sysconf, Str data, const StrList *vendor, const char *sub,
                        StrList *out)
{
    StrBuf dir = STRBUF_INIT;
    if (config.len) { /* none without $HOME or $XDG_CONFIG_HOME */
        sb_printf(&dir, "%.*s/%s", (int)config.len, config.ptr, sub);
        sl_push(out, sb_str(&dir));
        sb_clear(&dir);
    }
    sb_printf(&dir, "%.*s/%s", (int)sysconf.len, sysconf.ptr, sub);
    sl_push(out, sb_str(&dir));
    sl_extend(out, vendor);
    if (data.len) {
        sb_clear(&dir);
        sb_printf(&dir, "%.*s/%s", (int)data.len, data.ptr, sub);
        sl_push(out, sb_str(&dir));
    }
    sb_fini(&dir);
}

/* On minnow's first start (its config folder is not there yet) beside a
 * fish setup, $__minnow_fish_setup names fish's folder: the interactive
 * shell then says once how to bring it over (__minnow_offer_fish_import). */
static void offer_fish_setup(VarStore *vs, const char *name, Str config)
{
    if (strcmp(name, "minnow") != 0 || !config.len || access(config.ptr, F_OK) == 0) return;
    StrBuf fish = STRBUF_INIT;
    bool xdg;
    base_dir(vs, "XDG_CONFIG_HOME", ".config", "fish", &fish, &xdg);
    struct stat st;
    if (fish.len && stat(fish.ptr, &st) == 0 && S_ISDIR(st.st_mode))
        vars_set_one(vs, STR("__minnow_fish_setup"), VM_GLOBAL, sb_str(&fish));
    sb_fini(&fish);
}

void paths_init(VarStore *vs, const char *progname, bool no_config)
{
    StrBuf config = STRBUF_INIT, udata = STRBUF_INIT, cache = STRBUF_INIT, data = STRBUF_INIT,
           bin = STRBUF_INIT;
    bool config_xdg, data_xdg, cache_xdg;
    const char *name = paths_folder_name(progname);
    base_dir(vs, "XDG_CONFIG_HOME", ".config", name, &config, &config_xdg);
    base_dir(vs, "XDG_DATA_HOME", ".local/share", name, &udata, &data_xdg);
    base_dir(vs, "XDG_CACHE_HOME", ".cache", name, &cache, &cache_xdg);
    StrBuf sysconf = STRBUF_INIT;
    sb_printf(&sysconf, "/etc/%s", name);
    vars_set_one(vs, STR("__fish_config_dir"), VM_GLOBAL, sb_str(&config));
    vars_set_one(vs, STR("__fish_user_data_dir"), VM_GLOBAL, sb_str(&udata));
    vars_set_one(vs, STR("__fish_cache_dir"), VM_GLOBAL, sb_str(&cache));
    vars_set_one(vs, STR("__fish_sysconf_dir"), VM_GLOBAL, sb_str(&sysconf));
    if (!no_config) {
        offer_fish_setup(vs, name, sb_str(&config));
        ensure_dir(vs, progname, "data", "can not save history", "XDG_DATA_HOME", sb_str(&udata),
                   data_xdg);
        ensure_dir(vs, progname, "config", "can not save universal variables or functions",
                   "XDG_CONFIG_HOME", sb_str(&config), config_xdg);
        ensure_dir(vs, progname, "cache", "can not save caching data", "XDG_CACHE_HOME",
                   sb_str(&cache), cache_xdg);
    }

    bool have_exe = exe_dir(&bin);
    if (have_exe) vars_set_one(vs, STR("__fish_bin_dir"), VM_GLOBAL, sb_str(&bin));
    /* our share/: PREFIX/share/minnow once installed, the source tree's
     * share/ for a build in build/ or build/debug/ */
    static const char *const data_places[] = {"/../share/minnow", "/../share", "/../../share"};
    if (have_exe && find_beside_exe(bin.ptr, data_places, 3, "functions", &data))
        vars_set_one(vs, STR("__fish_data_dir"), VM_GLOBAL, sb_str(&data));
    else sb_clear(&data);

    static const char *const kinds[][2] = {
        {"vendor_functions.d", "__fish_vendor_functionsdirs"},
        {"vendor_completions.d", "__fish_vendor_completionsdirs"},
        {"vendor_conf.d", "__fish_vendor_confdirs"}};
    StrList vendor[3];
    for (size_t i = 0; i < 3; i++) {
        vendor[i] = (StrList)STRLIST_INIT;
        vendor_dirs(vs, name, kinds[i][0], &vendor[i]);
        StrList copy = STRLIST_INIT;
        sl_extend(&copy, &vendor[i]);
        vars_set(vs, str_cstr(kinds[i][1]), VM_GLOBAL, &copy);
        sl_fini(&copy);
    }
    StrList path = STRLIST_INIT;
    if (no_config) { /* as fish 4 with --no-config: only what it builds in, our share/ */
        for (size_t i = 0; i < 3; i++) vars_set(vs, str_cstr(kinds[i][1]), VM_GLOBAL, &path);
        static const char *const subs[][2] = {{"fish_function_path", "functions"},
                                              {"fish_complete_path", "completions"}};
        for (size_t i = 0; i < 2 && data.len; i++) {
            StrBuf dir = STRBUF_INIT;
            sb_printf(&dir, "%s/%s", data.ptr, subs[i][1]);
            vars_set_one(vs, str_cstr(subs[i][0]), VM_GLOBAL, sb_str(&dir));
            sb_fini(&dir);
        }
    } else {
        search_path(sb_str(&config), sb_str(&sysconf), sb_str(&data), &vendor[0], "functions", &path);
        vars_set(vs, STR("fish_function_path"), VM_GLOBAL, &path);
        search_path(sb_str(&config), sb_str(&sysconf), sb_str(&data), &vendor[1], "completions", &path);
        fish_completion_dirs(vs, &path);
    }
    if (!no_config && cache.len) {
        StrBuf gen = STRBUF_INIT;
        sb_printf(&gen, "%s/generated_completions", cache.ptr);
        sl_push(&path, sb_str(&gen));
        sb_fini(&gen);
    }
    if (!no_config) vars_set(vs, STR("fish_complete_path"), VM_GLOBAL, &path);
    sl_fini(&path);
    for (size_t i = 0; i < 3; i++) sl_fini(&vendor[i]);

    /* The rendered manual (make docs): PREFIX/share/minnow/doc once installed,
     * build/doc beside build/minnow or above build/debug/minnow. It holds html/ (the
     * web pages, $__fish_help_dir), man/ (man1/NAME.1, $__fish_man_dir) and
     * text/ (the topic pages as plain text). */
    static const char *const doc_places[] = {"/../share/minnow/doc", "/doc", "/../doc"};
    StrBuf doc = STRBUF_INIT;
    if (have_exe && find_beside_exe(bin.ptr, doc_places, 3, "html/index.html", &doc)) {
        size_t base = doc.len;
        sb_append_cstr(&doc, "/html");
        vars_set_one(vs, STR("__fish_help_dir"), VM_GLOBAL, sb_str(&doc));
        doc.ptr[doc.len = base] = '\0';
        sb_append_cstr(&doc, "/man");
        vars_set_one(vs, STR("__fish_man_dir"), VM_GLOBAL, sb_str(&doc));
    }
    sb_fini(&doc);
    sb_fini(&config);
    sb_fini(&sysconf);
    sb_fini(&udata);
    sb_fini(&cache);
    sb_fini(&data);
    sb_fini(&bin);
}
