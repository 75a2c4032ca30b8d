/* builtins/open.c - `__minnow_open`: what the `open` function runs to open
 * files and URLs with the user's default applications.
 *
 *   __minnow_open [--] TARGET...        open each TARGET
 *   __minnow_open --mime-type FILE...   print each one's MIME type
 *   __minnow_open --default TYPE...     print each type's application (its
 *                                       desktop file ID, or an empty line)
 *
 * A TARGET is a file, or a URL (`scheme:...`, when no file has that name);
 * a file: URL is the file it names. A file's type comes from the shared
 * MIME database (store/mime.c), a URL's is x-scheme-handler/SCHEME; the
 * application from mimeapps.list and the desktop files (store/mimeapps.c),
 * for the type or failing that one of its ancestors; its command line from
 * the Exec key (store/desktop.c). Targets that go to the same application
 * go together, so `open *.jpg` starts one viewer when its Exec takes %F or
 * %U, and one per file when it takes %f or %u.
 *
 * An application with Terminal=true runs in this terminal in the
 * foreground, as if typed; any other starts in a session of its own with
 * its streams on /dev/null, and the shell goes on at once. Targets no
 * application takes go to `xdg-open` (in the background) when it is
 * installed, else are reported with the type and how to choose an
 * application. Messages say `open`, the name the user typed. Status 0 when
 * every target was handed to an application, 1 otherwise. */
#include "builtins/builtins.h"

#include "base/escape.h"
#include "base/fs.h"
#include "base/path.h"
#include "base/vec.h"
#include "env/var.h"
#include "env/xdg.h"
#include "exec/eval.h"
#include "proc/cmdpath.h"
#include "proc/spawn.h"
#include "store/desktop.h"
#include "store/mime.h"
#include "store/mimeapps.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

enum { OPT_MIME_TYPE = 256, OPT_DEFAULT };

const OptSpec bi_minnow_open_opts[] = {
    {OPT_MIME_TYPE, "mime-type", OPT_NO_ARG}, {OPT_DEFAULT, "default", OPT_NO_ARG}, {0, NULL, 0}};

/* ---- the XDG folders ---- */

/* ---- the state of one call ---- */

typedef struct App {
    DesktopEntry entry;
    StrBuf id;
} App;

typedef struct Known {
    StrBuf type;
    int app; /* index in Open.apps, or -1: none */
} Known;

typedef struct Open {
    Shell *sh;
    Io *io;
    MimeDb *db;
    MimeApps *apps_db;
    App *apps;
    size_t n_apps, cap_apps;
    Known *known; /* types already looked up */
    size_t n_known, cap_known;
} Open;

static void open_init(Open *o, Shell *sh, Io *io)
{
    *o = (Open){.sh = sh, .io = io};
    StrList data = STRLIST_INIT, config = STRLIST_INIT, mime = STRLIST_INIT,
            desktops = STRLIST_INIT;
    xdg_dirs(sh->vars, "XDG_DATA_HOME", ".local/share", "XDG_DATA_DIRS", "/usr/local/share:/usr/share",
             &data);
    xdg_dirs(sh->vars, "XDG_CONFIG_HOME", ".config", "XDG_CONFIG_DIRS", "/etc/xdg", &config);
    xdg_data_subdirs(sh->vars, "mime", &mime);
    xdg_var_parts(sh->vars, "XDG_CURRENT_DESKTOP", false, &desktops);
    o->db = mime_new(&mime);
    o->apps_db = mimeapps_new(&config, &data, &desktops);
    sl_fini(&data);
    sl_fini(&config);
    sl_fini(&mime);
    sl_fini(&desktops);
}

static void open_fini(Open *o)
{
    for (size_t i = 0; i < o->n_apps; i++) {
        desktop_entry_fini(&o->apps[i].entry);
        sb_fini(&o->apps[i].id);
    }
    free(o->apps);
    for (size_t i = 0; i < o->n_known; i++) sb_fini(&o->known[i].type);
    free(o->known);
    mime_free(o->db);
    mimeapps_free(o->apps_db);
}

/* The executable a program name runs (through $PATH), which the caller
 * frees; NULL when there is none. */
static char *find_program(Shell *sh, Str name)
{
    const Var *path = vars_get(sh->vars, STR("PATH"), 0);
    StrBuf n = STRBUF_INIT;
    sb_append(&n, name);
    int err;
    char *found = name.len ? cmdpath_find(sh->cmdpath, path ? &path->values : NULL,
                                          sh->path_generation, sb_str(&n), &err)
                           : NULL;
    sb_fini(&n);
    return found;
}

/* mimeapps_choose's check: the entry's TryExec and the program of its Exec
 * are installed. */
static bool usable(void *ctx, const DesktopEntry *e)
{
    Shell *sh = ctx;
    char *p = e->try_exec.len ? find_program(sh, sb_str(&e->try_exec)) : NULL;
    bool ok = !e->try_exec.len || p;
    free(p);
    StrList words = STRLIST_INIT;
    p = ok && desktop_exec_split(sb_str(&e->exec), &words) ? find_program(sh, words.items[0])
                                                           : NULL;
    ok = p != NULL;
    free(p);
    sl_fini(&words);
    return ok;
}

/* The index in o->apps of the application for type, or -1. */
static int app_for(Open *o, Str type)
{
    for (size_t i = 0; i < o->n_known; i++) {
        if (str_eq(sb_str(&o->known[i].type), type)) return o->known[i].app;
    }
    StrList types = STRLIST_INIT;
    mime_ancestors(o->db, type, &types);
    App app = {0};
    int index = -1;
    if (mimeapps_choose(o->apps_db, &types, usable, o->sh, &app.entry, &app.id)) {
        for (size_t i = 0; i < o->n_apps && index < 0; i++) {
            if (str_eq(sb_str(&o->apps[i].entry.path), sb_str(&app.entry.path))) index = (int)i;
        }
        if (index < 0) {
            VEC_PUSH(o->apps, o->n_apps, o->cap_apps, 4, app);
            index = (int)o->n_apps - 1;
            app = (App){0};
        }
    }
    desktop_entry_fini(&app.entry);
    sb_fini(&app.id);
    sl_fini(&types);
    Known k = {.app = index};
    sb_append(&k.type, type);
    VEC_PUSH(o->known, o->n_known, o->cap_known, 8, k);
    return index;
}

/* ---- targets ---- */

typedef struct Target {
    const char *arg; /* as given (borrowed from argv) */
    StrBuf path;     /* absolute, for a local file; empty for another URL */
    StrBuf url;
    StrBuf type;
    int app; /* index in Open.apps, or -1 */
} Target;

/* The length of arg's URL scheme with its ':' (`https:`), or 0. */
static size_t scheme_len(const char *arg)
{
    size_t i = 0;
    if (!((arg[0] | 0x20) >= 'a' && (arg[0] | 0x20) <= 'z')) return 0;
    while (arg[i] && (strchr("+.-", arg[i]) || ((arg[i] | 0x20) >= 'a' && (arg[i] | 0x20) <= 'z') ||
                      (arg[i] >= '0' && arg[i] <= '9')))
        i++;
    return arg[i] == ':' && i > 1 ? i + 1 : 0;
}

static int hex_digit(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    c |= 0x20;
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* The local path a file: URL names, percent-decoded; false for a URL on
 * another host or with a bad escape. */
static bool file_url_path(const char *url, StrBuf *out)
{
    const char *p = url + 5; /* past "file:" */
    if (!strncmp(p, "//", 2)) {
        p += 2;
        const char *slash = strchr(p, '/');
        size_t host = slash ? (size_t)(slash - p) : strlen(p);
        if (host && !(host == 9 && !strncasecmp(p, "localhost", 9))) return false;
        p += host;
    }
    if (*p != '/') return false;
    for (; *p && *p != '?' && *p != '#'; p++) {
        if (*p != '%') {
            sb_append_char(out, *p);
            continue;
        }
        int hi = hex_digit(p[1]), lo = hi < 0 ? -1 : hex_digit(p[2]);
        if (lo < 0 || (hi == 0 && lo == 0)) return false;
        sb_append_char(out, (char)(hi * 16 + lo));
        p += 2;
    }
    return true;
}

/* Makes path absolute against $PWD (else the working folder), with . and
 * .. applied as `cd` applies them. */
static void absolute_path(Shell *sh, const char *arg, StrBuf *out)
{
    StrBuf full = STRBUF_INIT;
    if (arg[0] != '/') {
        const Var *pwd = vars_get(sh->vars, STR("PWD"), 0);
        if (pwd && pwd->values.n && pwd->values.items[0].ptr[0] == '/') {
            sb_append(&full, pwd->values.items[0]);
        } else {
            char *cwd = getcwd(NULL, 0);
            sb_append_cstr(&full, cwd ? cwd : "/");
            free(cwd);
        }
        sb_append_char(&full, '/');
    }
    sb_append_cstr(&full, arg);
    path_normalize(sb_str(&full), false, out);
    sb_fini(&full);
}

/* Fills t for arg; false (reported) when it names no file. */
static bool classify(Open *o, const char *arg, Target *t)
{
    *t = (Target){.arg = arg, .app = -1};
    size_t scheme = scheme_len(arg);
    struct stat st;
    bool is_url = scheme && lstat(arg, &st) != 0;
    if (is_url && !strncasecmp(arg, "file:", 5)) {
        if (!file_url_path(arg, &t->path)) {
            bi_error(o->io, "open", "cannot open '%s': not a local file URL", arg);
            return false;
        }
        is_url = false;
    } else if (is_url) {
        sb_append_cstr(&t->url, arg);
        sb_append_cstr(&t->type, "x-scheme-handler/");
        for (size_t i = 0; i + 1 < scheme; i++) sb_append_char(&t->type, (char)(arg[i] | 0x20));
        return true;
    } else {
        absolute_path(o->sh, arg, &t->path);
    }
    if (!mime_by_file(o->db, t->path.ptr, &t->type)) {
        bi_error(o->io, "open", "cannot open '%s': %s", arg, strerror(errno));
        return false;
    }
    sb_append_cstr(&t->url, "file://");
    escape_url(sb_str(&t->path), &t->url);
    return true;
}

static void target_fini(Target *t)
{
    sb_fini(&t->path);
    sb_fini(&t->url);
    sb_fini(&t->type);
}

/* ---- launching ---- */

/* Starts program path with argv in a session of its own, its standard
 * streams on /dev/null, without waiting for it: a child forks it and exits
 * at once, so it is never ours to reap. Returns 0, or the errno of a start
 * that failed (reported back through a close-on-exec pipe). Between fork
 * and exec only async-signal-safe calls. */
static int run_detached(const char *path, char **argv, char **sh_argv, char *const *envp)
{
    int fds[2];
    if (fs_pipe(fds) < 0) return errno;
    pid_t pid = fork();
    if (pid < 0) {
        int e = errno;
        close(fds[0]);
        close(fds[1]);
        return e;
    }
    if (pid == 0) {
        setsid();
        pid_t grandchild = fork();
        if (grandchild != 0) {
            int e = errno;
            if (grandchild < 0) (void)!write(fds[1], &e, sizeof e);
            _exit(0);
        }
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        struct sigaction dfl = {.sa_handler = SIG_DFL};
        for (int s = 1; s < NSIG; s++) sigaction(s, &dfl, NULL);
        int null = open("/dev/null", O_RDWR);
        for (int fd = 0; fd < 3; fd++) {
            if (null >= 0 && null != fd) dup2(null, fd);
        }
        execve(path, argv, envp);
        if (errno == ENOEXEC && spawn_is_sh_script(path)) execve("/bin/sh", sh_argv, envp);
        int e = errno;
        (void)!write(fds[1], &e, sizeof e);
        _exit(127);
    }
    close(fds[1]);
    int e = 0;
    ssize_t r;
    while ((r = read(fds[0], &e, sizeof e)) < 0 && errno == EINTR) continue;
    if (r != (ssize_t)sizeof e) e = 0;
    close(fds[0]);
    int ws;
    while (waitpid(pid, &ws, 0) < 0 && errno == EINTR) continue;
    return e;
}

/* Runs a fish command line in the foreground, as if typed (job control,
 * the terminal, ^C); returns its status. */
static int run_here(Open *o, Str text)
{
    return eval_text(o->sh, text, NULL, o->io);
}

/* Appends word as fish script. */
static void append_word(StrBuf *text, Str word)
{
    if (text->len) sb_append_char(text, ' ');
    escape_script(word, text);
}

/* Runs one command line of app; false when it could not start (reported). */
static bool run_command(Open *o, const App *app, StrList *cmd)
{
    char *path = find_program(o->sh, cmd->items[0]);
    if (!path) {
        bi_error(o->io, "open", "%s: cannot find the program '%s'", app->id.ptr, cmd->items[0].ptr);
        return false;
    }
    bool ok;
    if (app->entry.terminal) {
        StrBuf text = STRBUF_INIT;
        append_word(&text, str_cstr(path));
        for (size_t i = 1; i < cmd->n; i++) append_word(&text, cmd->items[i]);
        run_here(o, sb_str(&text));
        sb_fini(&text);
        ok = true; /* it ran; how it ended is its own business */
    } else {
        char **argv = sl_argv(cmd);
        char **sh_argv = xcalloc(cmd->n + 2, sizeof *sh_argv);
        sh_argv[0] = "/bin/sh";
        sh_argv[1] = path;
        for (size_t i = 1; i < cmd->n; i++) sh_argv[i + 1] = argv[i];
        int e = run_detached(path, argv, sh_argv, vars_environ(o->sh->vars));
        if (e) bi_error(o->io, "open", "%s: cannot run '%s': %s", app->id.ptr, path, strerror(e));
        ok = !e;
        free(sh_argv);
        free(argv);
    }
    free(path);
    return ok;
}

/* Opens the targets that go to app number a. */
static bool launch_app(Open *o, size_t a, Target *targets, size_t n)
{
    App *app = &o->apps[a];
    DesktopTarget *dt = xcalloc(n ? n : 1, sizeof *dt);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (targets[i].app == (int)a)
            dt[k++] = (DesktopTarget){sb_str(&targets[i].path), sb_str(&targets[i].url)};
    }
    DesktopCommands cmds = {0};
    bool ok = desktop_exec_expand(&app->entry, dt, k, &cmds);
    if (!ok)
        bi_error(o->io, "open", "%s: cannot read its Exec line '%s'", app->id.ptr,
                 app->entry.exec.ptr);
    for (size_t i = 0; i < cmds.n && o->sh->control == CTL_NONE; i++)
        ok &= run_command(o, app, &cmds.items[i]);
    desktop_commands_fini(&cmds);
    free(dt);
    return ok;
}

/* A target no application in the database takes: to xdg-open when it is
 * installed (in the background, as fish's open does), else an error. */
static bool fall_back(Open *o, const Target *t)
{
    char *xdg = find_program(o->sh, STR("xdg-open"));
    if (xdg) {
        StrBuf text = STRBUF_INIT;
        append_word(&text, str_cstr(xdg));
        append_word(&text, str_cstr(t->arg));
        sb_append_cstr(&text, " &\ndisown $last_pid 2>/dev/null");
        run_here(o, sb_str(&text));
        sb_fini(&text);
        free(xdg);
        return true;
    }
    bi_error(o->io, "open", "no application knows how to open '%s' (%s)", t->arg, t->type.ptr);
    bi_error(o->io, "open", "choose one with: xdg-mime default APPLICATION.desktop %s",
             t->type.ptr);
    return false;
}

static int open_targets(Open *o, int argc, char **argv)
{
#if defined(__APPLE__) || defined(__HAIKU__)
    /* the system's own open knows its desktop */
    StrBuf text = STRBUF_INIT;
    append_word(&text, STR("/usr/bin/open"));
    for (int i = 0; i < argc; i++) append_word(&text, str_cstr(argv[i]));
    int status = run_here(o, sb_str(&text));
    sb_fini(&text);
    return status;
#endif
    Target *targets = xcalloc((size_t)argc + 1, sizeof *targets);
    bool ok = true;
    size_t n = 0;
    for (int i = 0; i < argc; i++) {
        if (!classify(o, argv[i], &targets[n])) {
            target_fini(&targets[n]);
            ok = false;
            continue;
        }
        targets[n].app = app_for(o, sb_str(&targets[n].type));
        n++;
    }
    /* each application once, in the order of its first target; a ^C in
     * an application run here stops the rest */
    for (size_t a = 0; a < o->n_apps && o->sh->control == CTL_NONE; a++)
        ok &= launch_app(o, a, targets, n);
    for (size_t i = 0; i < n && o->sh->control == CTL_NONE; i++) {
        if (targets[i].app < 0) ok &= fall_back(o, &targets[i]);
    }
    for (size_t i = 0; i < n; i++) target_fini(&targets[i]);
    free(targets);
    return ok ? STATUS_OK : STATUS_FAIL;
}

/* --mime-type: the type of each file or URL, one a line. */
static int print_types(Open *o, int argc, char **argv)
{
    StrBuf out = STRBUF_INIT;
    bool ok = true;
    for (int i = 0; i < argc; i++) {
        Target t;
        if (classify(o, argv[i], &t)) sb_printf(&out, "%s\n", t.type.ptr);
        else ok = false;
        target_fini(&t);
    }
    io_write(o->io, 1, sb_str(&out));
    sb_fini(&out);
    return ok ? STATUS_OK : STATUS_FAIL;
}

/* --default: the desktop file ID of each type's application, one a line
 * (empty for none). */
static int print_defaults(Open *o, int argc, char **argv)
{
    StrBuf out = STRBUF_INIT;
    bool ok = true;
    for (int i = 0; i < argc; i++) {
        int a = app_for(o, str_cstr(argv[i]));
        sb_printf(&out, "%s\n", a < 0 ? "" : o->apps[a].id.ptr);
        ok &= a >= 0;
    }
    io_write(o->io, 1, sb_str(&out));
    sb_fini(&out);
    return ok ? STATUS_OK : STATUS_FAIL;
}

int bi_minnow_open(Shell *sh, Io *io, int argc, char **argv)
{
    int mode = 0;
    OptState st;
    opt_begin(&st, argc, argv, bi_minnow_open_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == OPT_MIME_TYPE || c == OPT_DEFAULT) mode = c;
        else return bi_opt_error(sh, io, argv[0], &st, c);
    }
    int n = argc - st.index;
    if (n < 1) {
        bi_error(io, "open", "Expected at least 1 args, got only 0");
        return STATUS_FAIL;
    }
    Open o;
    open_init(&o, sh, io);
    char **args = argv + st.index;
    int status = mode == OPT_MIME_TYPE ? print_types(&o, n, args)
                 : mode == OPT_DEFAULT ? print_defaults(&o, n, args)
                                       : open_targets(&o, n, args);
    open_fini(&o);
    return status;
}
