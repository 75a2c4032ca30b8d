/* main.c - argv, start-up, and the dispatch to checking or running a script.
 *
 * Today minnow checks scripts (-n) with the full parser; running them arrives
 * with the executor. Errors name the program by the basename of argv[0]. */
#include "base/check.h"
#include "base/diag.h"
#include "base/fs.h"
#include "base/str.h"
#include "env/var.h"
#include "env/event.h"
#include "exec/eval.h"
#include "exec/pipeline.h"
#include "proc/signal.h"
#include "proc/tty.h"
#include "interactive/plain.h"
#include "interactive/reader.h"
#include "store/bind.h"
#include "parse/parser.h"
#include "shell.h"

#include <dirent.h>

/* The system-wide configuration folder (fish's /etc/fish). */
#define SYSCONF_DIR "/etc/minnow"
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>


typedef struct Options {
    bool no_execute, print_ast, interactive, login, no_config, private_mode;
    const char *init_commands[16]; /* -C, in order */
    int n_init;
    const char *features[16];      /* --features, in order */
    int n_features;
    const char *command; /* -c */
    const char *file;    /* script path, or NULL for stdin */
    char **args;         /* $argv: what follows the script or -c */
    int nargs;
} Options;

static const char *progname = "minnow";

static void usage(FILE *f)
{
    fprintf(f,
            "Usage: %s [OPTIONS] [FILE [ARGS...]]\n"
            "       %s [OPTIONS] -c COMMAND [ARGS...]\n"
            "A friendly interactive shell that speaks the fish language.\n\n"
            "  -c, --command=CMD   run CMD instead of reading a file\n"
            "  -C, --init-command=CMD  run CMD after the configuration, before the rest\n"
            "  -f, --features=LIST run with these feature flags (comma separated; no-NAME turns one off)\n"
            "  -i, --interactive   read commands from standard input, with a prompt\n"
            "  -l, --login         act as a login shell\n"
            "  -N, --no-config     do not read configuration files\n"
            "  -n, --no-execute    only check the syntax and report errors\n"
            "  -P, --private       private mode: remember no history\n"
            "  -v, --version       print the version and exit\n"
            "  -h, --help          print this help and exit\n",
            progname, progname);
}

/* fish's closing line for a script file it could not parse. */
static void append_unreadable(StrBuf *out, const char *name)
{
    sb_printf(out, "warning: Error while reading file %s\n\n", name);
}

/* Prints the first error in fish's layout. name is the script's file name,
 * or NULL for -c and stdin, where the program's name stands in its place. */
static void report(Str src, const char *name, const DiagList *diags)
{
    if (diags->n == 0) return;
    const Diag *d = &diags->items[0];
    StrBuf out = STRBUF_INIT;
    bool hint = isatty(STDERR_FILENO); /* our hints are for a person */
    if (d->start == DIAG_AT_END) {
        sb_printf(&out, "%s: %s\n", name ? name : progname, d->text);
        if (hint && d->hint) sb_printf(&out, "hint: %s\n", d->hint);
    } else if (name) {
        diag_render(&out, src, name, d, hint);
    } else {
        sb_printf(&out, "%s: ", progname);
        diag_render(&out, src, NULL, d, hint);
    }
    if (name) append_unreadable(&out, name);
    fs_write_all(STDERR_FILENO, out.ptr, out.len);
    sb_fini(&out);
}

static int check_source(Str src, const char *name, const Options *o)
{
    DiagList diags = {0};
    int status = 0;
    if (o->print_ast) {
        ParsedSource *ps = parse_source(src, 0);
        StrBuf out = STRBUF_INIT;
        ast_dump(&out, ps->root, sb_str(&ps->text));
        fs_write_all(STDOUT_FILENO, out.ptr, out.len);
        sb_fini(&out);
        report(src, name, &ps->diags);
        status = ps->diags.n ? 127 : 0;
        ps_unref(ps);
        return status;
    }
    if (!parse_check(src, 0, &diags, NULL)) {
        report(src, name, &diags);
        status = 127;
    }
    diag_list_fini(&diags);
    return status;
}

/* Sources path when it is a readable file. */
static void source_if_present(Shell *sh, const char *path)
{
    StrBuf text = STRBUF_INIT;
    if (fs_read_file(path, &text) == 0) {
        Io io = io_standard();
        eval_text(sh, sb_str(&text), path, &io);
        if (sh->control != CTL_EXIT) sh->control = CTL_NONE;
    }
    sb_fini(&text);
}

/* The .fish files of one conf.d folder not already in names (an earlier
 * folder's file of the same name wins), each as "NAME\0FOLDER/NAME". */
static void add_confd(StrList *names, const char *dir)
{
    DIR *d = opendir(dir);
    for (struct dirent *e; d && (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len <= 5 || strcmp(e->d_name + len - 5, ".fish")) continue;
        bool seen = false;
        for (size_t i = 0; i < names->n && !seen; i++) seen = !strcmp(names->items[i].ptr, e->d_name);
        if (seen) continue;
        StrBuf entry = STRBUF_INIT;
        sb_append_cstr(&entry, e->d_name);
        sb_append_char(&entry, '\0');
        sb_printf(&entry, "%s/%s", dir, e->d_name);
        sl_push(names, sb_str(&entry));
        sb_fini(&entry);
    }
    if (d) closedir(d);
}

static int by_name(const void *a, const void *b)
{
    return strcmp(((const Str *)a)->ptr, ((const Str *)b)->ptr);
}

/* fish's start-up order, in folders named minnow: our share/config.fish;
 * the conf.d files of the user ($__fish_config_dir/conf.d), the system
 * (/etc/minnow/conf.d) and vendors (minnow/vendor_conf.d under each of
 * $XDG_DATA_DIRS, then under our share folder), sorted by file name, a name
 * taken from the first folder that has it; then /etc/minnow/config.fish and
 * the user's config.fish. */
static void load_config(Shell *sh)
{
    const Var *data = vars_get(sh->vars, STR("__fish_data_dir"), 0);
    const Var *conf = vars_get(sh->vars, STR("__fish_config_dir"), 0);
    const char *data_dir = data && data->values.n ? data->values.items[0].ptr : NULL;
    const char *conf_dir = conf && conf->values.n ? conf->values.items[0].ptr : NULL;
    StrBuf path = STRBUF_INIT;
    if (data_dir) {
        sb_printf(&path, "%s/config.fish", data_dir);
        source_if_present(sh, path.ptr);
        sh->status = 0; /* what our own configuration did is not the user's $status */
    }
    StrList confd = STRLIST_INIT;
    if (conf_dir) {
        sb_clear(&path);
        sb_printf(&path, "%s/conf.d", conf_dir);
        add_confd(&confd, path.ptr);
    }
    add_confd(&confd, SYSCONF_DIR "/conf.d");
    const char *xdg = getenv("XDG_DATA_DIRS");
    if (!xdg || !*xdg) xdg = "/usr/local/share:/usr/share";
    for (const char *p = xdg; *p;) {
        size_t n = strcspn(p, ":");
        if (n) {
            sb_clear(&path);
            sb_printf(&path, "%.*s/minnow/vendor_conf.d", (int)n, p);
            add_confd(&confd, path.ptr);
        }
        p += n + (p[n] == ':');
    }
    if (data_dir) {
        sb_clear(&path);
        sb_printf(&path, "%s/vendor_conf.d", data_dir);
        add_confd(&confd, path.ptr);
    }
    if (confd.n) qsort(confd.items, confd.n, sizeof *confd.items, by_name);
    for (size_t i = 0; i < confd.n && sh->control != CTL_EXIT; i++)
        source_if_present(sh, confd.items[i].ptr + strlen(confd.items[i].ptr) + 1);
    sl_fini(&confd);
    source_if_present(sh, SYSCONF_DIR "/config.fish");
    if (conf_dir) {
        sb_clear(&path);
        sb_printf(&path, "%s/config.fish", conf_dir);
        source_if_present(sh, path.ptr);
    }
    sb_fini(&path);
}

/* The shell's exit status after the last thing it ran. */
static int final_status(const Shell *sh)
{
    if (sh->control == CTL_EXIT) return sh->exit_status;
    if (sh->control == CTL_CANCEL) return 130;
    return sh->status;
}

/* Runs text (a file, -c or stdin), or the interactive loop when text is NULL. */
static int run(const Options *o, Str *text, const char *name)
{
    extern char **environ;
    Shell sh;
    shell_init(&sh, progname, environ, o->no_config ? SHELL_NO_UNIVERSAL : 0);
    sh.interactive = text == NULL;
    for (int i = 0; i < o->n_features; i++) features_apply(&sh.features, str_cstr(o->features[i]));
    sh.login = o->login;
    sig_init(sh.interactive);
    if (sh.interactive) tty_claim(&sh.tty, STDIN_FILENO);
    if (sh.interactive) {
        /* An interactive shell is one level deeper, as fish counts. */
        const Var *lvl = vars_get(sh.vars, STR("SHLVL"), 0);
        long n = 0;
        if (lvl && lvl->values.n) n = strtol(lvl->values.items[0].ptr, NULL, 10);
        char buf[24];
        snprintf(buf, sizeof buf, "%ld", n < 0 ? 1 : n + 1);
        vars_set_one(sh.vars, STR("SHLVL"), VM_GLOBAL | VM_EXPORT, str_cstr(buf));
    }
    StrList argv = STRLIST_INIT;
    for (int i = 0; i < o->nargs; i++) sl_push_cstr(&argv, o->args[i]);
    vars_set(sh.vars, STR("argv"), VM_GLOBAL, &argv);
    sl_fini(&argv);
    vars_set_one(sh.vars, STR("fish_private_mode"), VM_GLOBAL, o->private_mode ? STR("1") : STR(""));
    if (!o->private_mode) vars_erase(sh.vars, STR("fish_private_mode"), VM_GLOBAL);
    /* as fish: private mode neither reads nor writes a history file */
    else vars_set_one(sh.vars, STR("fish_history"), VM_GLOBAL, STR(""));
    Io io0 = io_standard();
    if (sh.interactive) bind_install_emacs(sh.binds); /* before the config, which may change them */
    if (!o->no_config) load_config(&sh);
    if (sh.interactive && !o->no_config) {
        /* fish's interactive set-up: colours, then the key bindings the user chose */
        eval_text(&sh, STR("__minnow_default_colors; __minnow_init_key_bindings"), NULL, &io0);
        sh.status = 0;
    }
    Io io = io_standard();
    for (int i = 0; i < o->n_init && sh.control != CTL_EXIT; i++) {
        eval_text(&sh, str_cstr(o->init_commands[i]), NULL, &io);
        if (sh.control != CTL_EXIT) sh.control = CTL_NONE;
    }
    int status;
    if (sh.control == CTL_EXIT) status = sh.exit_status;
    else if (text) {
        bool bad;
        eval_script(&sh, *text, name, &io, FRAME_SCRIPT, &bad);
        if (bad && name) {
            StrBuf w = STRBUF_INIT;
            append_unreadable(&w, name);
            fs_write_all(STDERR_FILENO, w.ptr, w.len);
            sb_fini(&w);
        }
        status = final_status(&sh);
    } else {
        status = reader_usable(&sh) ? reader_repl(&sh) : plain_repl(&sh, STDIN_FILENO);
    }
    /* fish_exit handlers get the exit status */
    char code[16];
    snprintf(code, sizeof code, "%d", status);
    char *exit_args[] = {code};
    sh.control = CTL_NONE;
    /* handlers of the shell's own process exit (--on-process-exit $fish_pid or %self), then fish_exit */
    char pid[24];
    snprintf(pid, sizeof pid, "%ld", (long)getpid());
    char *self_args[] = {"PROCESS_EXIT", pid, code};
    eval_fire(&sh, EVENT_PROCESS_EXIT, str_cstr(pid), 3, self_args);
    sh.control = CTL_NONE;
    eval_fire(&sh, EVENT_GENERIC, STR("fish_exit"), 1, exit_args);
    shell_fini(&sh);
    return status;
}

static int parse_args(int argc, char **argv, Options *o)
{
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] != '-' || a[1] == '\0') break;
        if (!strcmp(a, "--")) {
            i++;
            break;
        }
        if (!strcmp(a, "-n") || !strcmp(a, "--no-execute")) o->no_execute = true;
        else if (!strcmp(a, "--print-ast")) o->print_ast = o->no_execute = true;
        else if (!strcmp(a, "-i") || !strcmp(a, "--interactive")) o->interactive = true;
        else if (!strcmp(a, "-l") || !strcmp(a, "--login")) o->login = true;
        else if (!strcmp(a, "-N") || !strcmp(a, "--no-config")) o->no_config = o->private_mode = true; /* as fish: no history either */
        else if (!strcmp(a, "-P") || !strcmp(a, "--private")) o->private_mode = true;
        else if (!strncmp(a, "--features=", 11)) {
            if (o->n_features < 16) o->features[o->n_features++] = a + 11;
        } else if ((!strcmp(a, "--features") || !strcmp(a, "-f")) && i + 1 < argc) {
            if (o->n_features < 16) o->features[o->n_features++] = argv[i + 1];
            i++;
        }
        else if ((!strcmp(a, "-C") || !strcmp(a, "--init-command")) && i + 1 < argc) {
            if (o->n_init < 16) o->init_commands[o->n_init++] = argv[++i];
        } else if (!strncmp(a, "--init-command=", 15)) {
            if (o->n_init < 16) o->init_commands[o->n_init++] = a + 15;
        }
        else if (!strcmp(a, "-v") || !strcmp(a, "--version")) {
            printf("%s, version %s\n", progname, MINNOW_VERSION);
            exit(0);
        } else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            exit(0);
        } else if (!strcmp(a, "-c") || !strcmp(a, "--command")) {
            if (i + 1 >= argc) {
                fprintf(stderr, "%s: option requires an argument -- 'c'\n", progname);
                return -1;
            }
            o->command = argv[++i];
        } else if (!strncmp(a, "--command=", 10)) {
            o->command = a + 10;
        } else {
            fprintf(stderr, "%s: %s: unknown option\n", progname, a);
            usage(stderr);
            return -1;
        }
    }
    if (!o->command && i < argc) o->file = argv[i++];
    o->args = argv + i;
    o->nargs = argc - i;
    return 0;
}

int main(int argc, char **argv)
{
    if (argc > 0 && argv[0] && argv[0][0]) {
        const char *slash = strrchr(argv[0], '/');
        progname = slash ? slash + 1 : argv[0];
    }
    Options o = {0};
    if (parse_args(argc, argv, &o) < 0) return 2;

    StrBuf text = STRBUF_INIT;
    const char *name = NULL;
    if (o.command) {
        sb_append_cstr(&text, o.command);
    } else if (o.file) {
        if (fs_read_file(o.file, &text) < 0) {
            fprintf(stderr, "%s: Error reading script file '%s':\n%s: %s\n", progname, o.file,
                    progname, strerror(errno));
            sb_fini(&text);
            return 127;
        }
        name = o.file;
    } else {
        if (!o.no_execute && (o.interactive || isatty(STDIN_FILENO))) {
            sb_fini(&text);
            return run(&o, NULL, NULL);
        }
        if (fs_read_fd(STDIN_FILENO, &text) < 0) {
            fprintf(stderr, "%s: cannot read standard input: %s\n", progname, strerror(errno));
            sb_fini(&text);
            return 1;
        }
    }

    int status;
    if (o.no_execute) {
        status = check_source(sb_str(&text), name, &o);
    } else {
        Str script = sb_str(&text);
        status = run(&o, &script, name);
    }
    sb_fini(&text);
    return status;
}
