/* main.c - minnow's command line, the start-up order, and the dispatch to
 * checking (-n), running (a file, -c, stdin) or the interactive loop.
 *
 * Options are fish's, parsed as fish parses them (short ones cluster, `-ic
 * CMD`; they end at the first operand) with fish's error messages. Start-up
 * follows fish: our share/config.fish, the conf.d snippets, the system's and
 * the user's config.fish (each sourced as `builtin source FILE`, so `exit`
 * in one ends that file only), the interactive set-up, then the -C commands,
 * then the -c commands, the script or the prompt. Errors name the program by
 * the basename of argv[0]. */
#include "base/check.h"
#include "base/diag.h"
#include "base/escape.h"
#include "base/fs.h"
#include "base/opt.h"
#include "base/str.h"
#include "env/event.h"
#include "env/paths.h"
#include "env/var.h"
#include "exec/eval.h"
#include "exec/glob.h"
#include "exec/pipeline.h"
#include "exec/profile.h"
#include "interactive/colorize.h"
#include "interactive/plain.h"
#include "interactive/reader.h"
#include "interactive/readline.h"
#include "parse/parser.h"
#include "proc/signal.h"
#include "proc/tty.h"
#include "shell.h"
#include "store/bind.h"

#include <dirent.h>
#include <errno.h>
#include <fnmatch.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct Options {
    bool no_execute, print_ast, interactive, login, no_config, private_mode, rusage;
    bool warn_test_args;                   /* -d deprecated-test */
    bool debug_term;                       /* -d term-support */
    bool debug_reader;                     /* -d reader */
    const char **init_commands; /* -C, in order (argc entries of room) */
    int n_init;
    const char **commands; /* -c, in order (argc entries of room) */
    int n_commands;
    const char *features;                  /* --features: the last one counts, as in fish */
    const char *profile, *profile_startup; /* --profile, --profile-startup */
    const char *file;                      /* script path, or NULL for stdin */
    char **args;                           /* $argv: what follows the script or -c */
    int nargs;
} Options;

static const char *progname = "minnow";
/* The program's path as it was started, for `status fish-path` (empty when
 * unknown); set once in main. */
static StrBuf invoked = STRBUF_INIT;

enum { OPT_PRINT_AST = 256, OPT_RUSAGE, OPT_DEBUG_CATEGORIES, OPT_PROFILE_STARTUP };

/* fish's options, and --print-ast of ours. */
static const OptSpec main_opts[] = {
    {'c', "command", OPT_REQUIRED_ARG},
    {'C', "init-command", OPT_REQUIRED_ARG},
    {'f', "features", OPT_REQUIRED_ARG},
    {'d', "debug", OPT_REQUIRED_ARG},
    {'o', "debug-output", OPT_REQUIRED_ARG},
    {'D', "debug-stack-frames", OPT_REQUIRED_ARG},
    {'i', "interactive", OPT_NO_ARG},
    {'l', "login", OPT_NO_ARG},
    {'N', "no-config", OPT_NO_ARG},
    {'n', "no-execute", OPT_NO_ARG},
    {OPT_RUSAGE, "print-rusage-self", OPT_NO_ARG},
    {OPT_DEBUG_CATEGORIES, "print-debug-categories", OPT_NO_ARG},
    {'p', "profile", OPT_REQUIRED_ARG},
    {OPT_PROFILE_STARTUP, "profile-startup", OPT_REQUIRED_ARG},
    {'P', "private", OPT_NO_ARG},
    {'h', "help", OPT_NO_ARG},
    {'v', "version", OPT_NO_ARG},
    {OPT_PRINT_AST, "print-ast", OPT_NO_ARG},
    {0, NULL, 0},
};

static void usage(FILE *f)
{
    fprintf(f,
            "Usage: %s [OPTIONS] [FILE [ARGS...]]\n"
            "       %s [OPTIONS] -c COMMAND [ARGS...]\n"
            "A friendly interactive shell that speaks the fish language.\n\n"
            "  -c, --command=CMD   run CMD instead of reading a file (may be repeated)\n"
            "  -C, --init-command=CMD  run CMD after the configuration, before the rest\n"
            "  -f, --features=LIST run with these feature flags (comma separated; no-NAME turns "
            "one off)\n"
            "  -i, --interactive   read commands from standard input, with a prompt\n"
            "  -l, --login         act as a login shell\n"
            "  -N, --no-config     do not read configuration files\n"
            "  -n, --no-execute    only check the syntax and report errors\n"
            "  -P, --private       private mode: remember no history\n"
            "  -p, --profile=FILE  write how long each command took to FILE\n"
            "      --profile-startup=FILE  the same for the start-up\n"
            "      --print-rusage-self  print the resources used, at exit\n"
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

/* Runs `builtin source PATH` when path is a readable regular file, as fish
 * sources its configuration: errors say "from sourcing file PATH", and
 * `exit` or `return` there ends that file only. */
static void source_file(Shell *sh, const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) || access(path, R_OK) != 0) return;
    StrBuf cmd = STRBUF_INIT;
    sb_append_cstr(&cmd, "builtin source ");
    escape_script(str_cstr(path), &cmd);
    Io io = io_standard();
    eval_text(sh, sb_str(&cmd), NULL, &io);
    if (sh->control != CTL_EXIT) sh->control = CTL_NONE;
    sb_fini(&cmd);
}

/* The .fish files of one conf.d folder whose names are not in seen yet, in
 * fish's glob order; each name joins seen (so a user's file hides a vendor's
 * of the same name, even when it is not a readable file: fish's way to mask
 * one with a link to /dev/null). Paths go to out. */
static void add_confd(StrList *seen, StrList *out, Str dir)
{
    StrBuf path = STRBUF_INIT;
    sb_append(&path, dir);
    DIR *d = opendir(path.ptr);
    if (!d) {
        sb_fini(&path);
        return;
    }
    StrList names = STRLIST_INIT;
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (e->d_name[0] == '.' || len <= 5 || strcmp(e->d_name + len - 5, ".fish")) continue;
        sl_push_cstr(&names, e->d_name);
    }
    closedir(d);
    for (size_t i = 1; i < names.n; i++) { /* few names: insertion sort */
        for (size_t k = i; k > 0 && glob_filecmp(names.items[k - 1], names.items[k]) > 0; k--) {
            Str t = names.items[k];
            names.items[k] = names.items[k - 1];
            names.items[k - 1] = t;
        }
    }
    for (size_t i = 0; i < names.n; i++) {
        bool dup = false;
        for (size_t k = 0; k < seen->n && !dup; k++) dup = str_eq(seen->items[k], names.items[i]);
        if (dup) continue;
        sl_push(seen, names.items[i]);
        path.ptr[path.len = dir.len] = '\0';
        sb_append_char(&path, '/');
        sb_append(&path, names.items[i]);
        sl_push(out, sb_str(&path));
    }
    sl_fini(&names);
    sb_fini(&path);
}

static Str first_value(Shell *sh, const char *name)
{
    const Var *v = vars_get(sh->vars, str_cstr(name), 0);
    return v && v->values.n ? v->values.items[0] : STR("");
}

/* fish's start-up order, in folders named minnow: our share/config.fish;
 * the conf.d snippets of the user ($__fish_config_dir/conf.d), the system
 * ($__fish_sysconf_dir/conf.d) and the vendors ($__fish_vendor_confdirs), a
 * folder's files by name, a name taken from the first folder that has it;
 * then the system's config.fish and the user's. */
static void load_config(Shell *sh)
{
    sh->in_startup = true;
    StrBuf path = STRBUF_INIT;
    Str data = first_value(sh, "__fish_data_dir");
    if (data.len) {
        sb_printf(&path, "%.*s/config.fish", (int)data.len, data.ptr);
        source_file(sh, path.ptr);
    }
    StrList seen = STRLIST_INIT, files = STRLIST_INIT;
    Str conf = first_value(sh, "__fish_config_dir");
    sb_clear(&path);
    sb_printf(&path, "%.*s/conf.d", (int)conf.len, conf.ptr);
    if (conf.len) add_confd(&seen, &files, sb_str(&path));
    Str sysconf = first_value(sh, "__fish_sysconf_dir");
    sb_clear(&path);
    sb_printf(&path, "%.*s/conf.d", (int)sysconf.len, sysconf.ptr);
    add_confd(&seen, &files, sb_str(&path));
    const Var *vendor = vars_get(sh->vars, STR("__fish_vendor_confdirs"), 0);
    for (size_t i = 0; vendor && i < vendor->values.n; i++)
        add_confd(&seen, &files, vendor->values.items[i]);
    for (size_t i = 0; i < files.n && sh->control != CTL_EXIT; i++)
        source_file(sh, files.items[i].ptr);
    sl_fini(&seen);
    sl_fini(&files);
    sysconf = first_value(sh, "__fish_sysconf_dir");
    if (sh->control != CTL_EXIT && sysconf.len) {
        sb_clear(&path);
        sb_printf(&path, "%.*s/config.fish", (int)sysconf.len, sysconf.ptr);
        source_file(sh, path.ptr);
    }
    conf = first_value(sh, "__fish_config_dir");
    if (conf.len && sh->control != CTL_EXIT) {
        sb_clear(&path);
        sb_printf(&path, "%.*s/config.fish", (int)conf.len, conf.ptr);
        source_file(sh, path.ptr);
    }
    sb_fini(&path);
    sh->in_startup = false;
}

/* The shell's exit status after the last thing it ran. */
static int final_status(const Shell *sh)
{
    if (sh->control == CTL_EXIT) return sh->exit_status;
    if (sh->control == CTL_CANCEL) return 130;
    return sh->status;
}

/* $SHLVL of an interactive shell: one more than inherited, as fish counts
 * (a value that is not a whole number, blanks around it aside, counts as 0). */
static void bump_shlvl(Shell *sh)
{
    const char *s = getenv("SHLVL");
    long n = 0;
    if (s) {
        char *end;
        errno = 0;
        n = strtol(s, &end, 10);
        while (*end == ' ' || *end == '\t' || *end == '\n') end++;
        if (end == s || *end || errno || n < 0) n = 0;
    }
    char buf[24];
    snprintf(buf, sizeof buf, "%ld", n + 1);
    vars_set_one(sh->vars, STR("SHLVL"), VM_GLOBAL | VM_EXPORT, str_cstr(buf));
}

/* Runs one -c or -C text; a syntax error is printed and the next one runs
 * all the same, as in fish. false when it did not parse. */
static bool run_command(Shell *sh, const char *text)
{
    Io io = io_standard();
    bool bad;
    eval_script(sh, str_cstr(text), NULL, &io, FRAME_SCRIPT, &bad);
    return !bad;
}

static void write_profile(Profile *p, const char *path)
{
    if (prof_write(p, path)) return;
    int e = errno;
    fprintf(stderr,
            "warning: Could not write profiling information to file '%s': %s (os error %d)\n", path,
            strerror(e), e);
}

static void print_rusage(void)
{
    struct rusage ru;
    if (getrusage(RUSAGE_SELF, &ru) != 0) return;
    long user = ru.ru_utime.tv_sec * 1000L + ru.ru_utime.tv_usec / 1000;
    long sys = ru.ru_stime.tv_sec * 1000L + ru.ru_stime.tv_usec / 1000;
    fprintf(stderr,
            "  rusage self:\n      user time: %ld ms\n       sys time: %ld ms\n     total time: "
            "%ld ms\n"
            "        max rss: %ld KiB\n        signals: %ld\n",
            user, sys, user + sys, ru.ru_maxrss, ru.ru_nsignals);
}

/* The signal an interactive shell ended for (SIGTERM, SIGHUP) when no
 * handler took it, else 0: fish raises it again on the way out. */
static int exit_signal(Shell *sh)
{
    if (!sh->interactive || !sh->exit_forced) return 0;
    int sig = sh->exit_status - 128;
    if (sig != SIGTERM && sig != SIGHUP) return 0;
    char num[16];
    snprintf(num, sizeof num, "%d", sig);
    return event_has(sh->events, EVENT_SIGNAL, str_cstr(num)) ? 0 : sig;
}

/* Runs text (a file or stdin), the -c commands, or the interactive loop. */
static int run(const Options *o, Str *text, const char *name)
{
    extern char **environ;
    /* as fish, which keeps a handle on it: say so when the working folder
     * can't be opened (the shell works all the same) */
#ifdef O_PATH
    int cwd = open(".", O_PATH | O_DIRECTORY | O_CLOEXEC);
#else
    int cwd = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
#endif
    if (cwd < 0) fprintf(stderr, "Unable to open the current working directory: %s\n", strerror(errno));
    else close(cwd);
    Shell sh;
    shell_init(&sh, progname, environ, o->no_config ? SHELL_NO_UNIVERSAL : 0);
    if (invoked.len) sh.exe_path = invoked.ptr;
    sh.colorize_code = colorize_code; /* builtins/ may not include interactive/ */
    sh.read_line = readline_read;
    sh.source_terminal = reader_source;
    bool repl = !text && !o->n_commands;
    sh.interactive = repl || o->interactive;
    if (o->features) features_apply(&sh.features, str_cstr(o->features));
    sh.login = o->login;
    sh.warn_test_args = o->warn_test_args;
    sh.debug_term = o->debug_term;
    sh.debug_reader = o->debug_reader;
    if (repl && sh.interactive && repl_ans_wanted(&sh) && relay_start(&sh.relay)) {
        /* this is a new process now, on the relay's pty */
        char pid[24];
        snprintf(pid, sizeof pid, "%ld", (long)getpid());
        vars_set_one(sh.vars, STR("fish_pid"), VM_GLOBAL, str_cstr(pid));
    }
    sig_init(sh.interactive);
    if (sh.interactive) {
        tty_claim(&sh.tty, STDIN_FILENO);
        bump_shlvl(&sh);
    }
    if (o->n_commands || name) { /* as fish: no $argv at all for the commands of stdin or a terminal */
        StrList argv = STRLIST_INIT;
        for (int i = 0; i < o->nargs; i++) sl_push_cstr(&argv, o->args[i]);
        vars_set(sh.vars, STR("argv"), VM_GLOBAL, &argv);
        sl_fini(&argv);
    }
    vars_set_one(sh.vars, STR("fish_private_mode"), VM_GLOBAL, o->private_mode ? STR("1") : STR(""));
    if (!o->private_mode) vars_erase(sh.vars, STR("fish_private_mode"), VM_GLOBAL);
    /* as fish: private mode neither reads nor writes a history file */
    else vars_set_one(sh.vars, STR("fish_history"), VM_GLOBAL, STR(""));

    Profile profile = {0};
    if (o->profile_startup) sh.profile = &profile;
    if (sh.interactive) bind_install_emacs(sh.binds); /* before the config, which may change them */
    /* (without the config, a script's `read` keeps the bare bindings, as fish) */
    sh.editor.set_up = sh.interactive || o->no_config;
    if (!o->no_config) load_config(&sh);
    if (sh.interactive && !o->no_config && sh.control != CTL_EXIT) {
        /* fish's interactive set-up: colours, then the key bindings the user chose */
        Io io = io_standard();
        eval_text(&sh, STR("__minnow_default_colors; __minnow_init_key_bindings"), NULL, &io);
    }
    sh.status = 0; /* what the configuration did is not the user's $status */
    if (o->profile_startup && (!o->profile || strcmp(o->profile, o->profile_startup)))
        write_profile(&profile, o->profile_startup);
    sh.profile = o->profile ? &profile : NULL;

    bool parsed = true;
    for (int i = 0; i < o->n_init && sh.control != CTL_EXIT; i++) {
        parsed = run_command(&sh, o->init_commands[i]);
        if (sh.control != CTL_EXIT) sh.control = CTL_NONE;
    }
    sig_take(SIGINT); /* an interrupt during start-up is forgotten, as in fish */
    int status;
    if (sh.control == CTL_EXIT) {
        status = sh.exit_status;
    } else if (o->n_commands) {
        for (int i = 0; i < o->n_commands && sh.control != CTL_EXIT && sh.control != CTL_CANCEL;
             i++) {
            parsed = run_command(&sh, o->commands[i]);
            if (sh.control == CTL_RETURN)
                sh.control = CTL_EXIT; /* `return` at the top ends the shell */
        }
        status = parsed ? final_status(&sh) : 127;
    } else if (text) {
        bool bad;
        Io io = io_standard();
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
    /* handlers of the shell's own process exit (--on-process-exit $fish_pid
     * or %self), then fish_exit; both get the exit status */
    char code[16];
    snprintf(code, sizeof code, "%d", status);
    sh.control = CTL_NONE;
    eval_fire_exit(&sh, false, getpid(), status);
    sh.control = CTL_NONE;
    char *exit_args[] = {code};
    eval_fire(&sh, EVENT_GENERIC, STR("fish_exit"), 1, exit_args);
    if (o->profile) write_profile(&profile, o->profile);
    sh.profile = NULL;
    prof_fini(&profile);
    int died_of = exit_signal(&sh);
    shell_fini(&sh);
    if (died_of) { /* as fish: the parent learns how the shell ended */
        signal(died_of, SIG_DFL);
        raise(died_of);
    }
    if (o->rusage) print_rusage();
    return status;
}

/* An option error in fish's words; fish exits with 1 after one. */
static int option_error(const OptState *st, int c)
{
    const char *what = c == OPT_MISSING_ARG      ? "option requires an argument"
                       : c == OPT_UNEXPECTED_ARG ? "option does not take an argument"
                                                 : "unknown option";
    fprintf(stderr, "%s: %s: %s\n", progname, st->bad, what);
    return 1;
}

/* -d CATEGORIES: fish's comma-separated debug category globs, `-` before
 * one turning it off, `_` standing for `-`. The one category we have is
 * deprecated-test (test warns of its zero- and one-argument forms). */
static void debug_categories(const char *spec, Options *o)
{
    char *copy = xstrdup(spec);
    for (char *p = copy; *p; p++) {
        if (*p == '_') *p = '-';
    }
    for (char *save = NULL, *pat = strtok_r(copy, ",", &save); pat; pat = strtok_r(NULL, ",", &save)) {
        bool on = *pat != '-';
        if (fnmatch(on ? pat : pat + 1, "deprecated-test", 0) == 0) o->warn_test_args = on;
        if (fnmatch(on ? pat : pat + 1, "term-support", 0) == 0) o->debug_term = on;
        if (fnmatch(on ? pat : pat + 1, "reader", 0) == 0) o->debug_reader = on;
    }
    free(copy);
}

/* Parses the options into o. Returns -1 to go on, else the exit status to
 * leave with at once (after -v, or an error). */
static int parse_args(int argc, char **argv, Options *o)
{
    OptState st;
    opt_begin(&st, argc, argv, main_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        switch (c) {
        case 'c': o->commands[o->n_commands++] = st.arg; break;
        case 'C': o->init_commands[o->n_init++] = st.arg; break;
        case 'f': o->features = st.arg; break;
        case 'd': debug_categories(st.arg, o); break;
        case 'D': break; /* stack frames for debug output: we print none */
        case 'o': {      /* the debug output file: created, as fish does, though we write nothing */
            int fd = open(st.arg, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
            if (fd < 0) {
                int e = errno;
                fprintf(stderr, "Could not open file \"%s\"\n%s (os error %d)\n", st.arg,
                        strerror(e), e);
                return 1;
            }
            close(fd);
            break;
        }
        case 'i': o->interactive = true; break;
        case 'l': o->login = true; break;
        case 'N': o->no_config = o->private_mode = true; break; /* as fish: no history either */
        case 'n': o->no_execute = true; break;
        case 'P': o->private_mode = true; break;
        case 'p': o->profile = st.arg; break;
        case OPT_PROFILE_STARTUP: o->profile_startup = st.arg; break;
        case OPT_RUSAGE: o->rusage = true; break;
        case OPT_DEBUG_CATEGORIES: return 0;
        case OPT_PRINT_AST: o->print_ast = o->no_execute = true; break;
        case 'v': printf("%s, version %s\n", progname, MINNOW_VERSION); return 0;
        case 'h': usage(stdout); return 0;
        default: return option_error(&st, c);
        }
    }
    int i = st.index;
    if (!o->n_commands && i < argc) o->file = argv[i++];
    o->args = argv + i;
    o->nargs = argc - i;
    /* a command name starting with a dash means a login shell, as for any shell */
    if (argc > 0 && argv[0] && argv[0][0] == '-') o->login = true;
    /* as fish: no checking only in an interactive session */
    if (o->interactive && o->no_execute) {
        fprintf(stderr,
                "warning: Can not use the no-execute mode when running an interactive session\n");
        o->no_execute = o->print_ast = false;
    }
    return -1;
}

/* Reads the script file named; false after printing fish's error. *status
 * gets the exit status then. */
static bool read_script(const char *file, StrBuf *text, int *status)
{
    struct stat st;
    int fd = open(file, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        int e = errno;
        fprintf(stderr, "error: Error reading script file '%s':\n%s (os error %d)\n", file,
                strerror(e), e);
        *status = 127;
        return false;
    }
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        close(fd);
        fprintf(stderr,
                "error: Unable to read input file: %s\nwarning: Error while reading file %s\n",
                strerror(EISDIR), file);
        *status = 127;
        return false;
    }
    int r = fs_read_fd(fd, text);
    int e = errno;
    close(fd);
    if (r < 0) {
        fprintf(stderr,
                "error: Unable to read input file: %s\nwarning: Error while reading file %s\n",
                strerror(e), file);
        *status = 127;
        return false;
    }
    return true;
}

int main(int argc, char **argv)
{
    if (argc > 0 && argv[0] && argv[0][0]) {
        const char *slash = strrchr(argv[0], '/');
        progname = slash ? slash + 1 : argv[0];
        if (*progname == '-') progname++; /* a login shell's "-minnow" */
        fs_invoked_path(argv[0][0] == '-' ? argv[0] + 1 : argv[0], getenv("PATH"), &invoked);
    }
    Options o = {0};
    o.commands = xcalloc((size_t)argc + 1, sizeof *o.commands);
    o.init_commands = xcalloc((size_t)argc + 1, sizeof *o.init_commands);
    int status = parse_args(argc, argv, &o);
    if (status >= 0) goto done;

    StrBuf text = STRBUF_INIT;
    const char *name = NULL;
    if (o.n_commands) {
        if (o.no_execute) { /* as fish: each is checked, the last decides */
            for (int i = 0; i < o.n_commands; i++) status = check_source(str_cstr(o.commands[i]), NULL, &o);
        } else {
            status = run(&o, NULL, NULL);
        }
        sb_fini(&text);
        goto done;
    }
    if (o.file) {
        if (!read_script(o.file, &text, &status)) {
            sb_fini(&text);
            goto done;
        }
        name = o.file;
    } else {
        if (!o.no_execute && (o.interactive || isatty(STDIN_FILENO))) {
            sb_fini(&text);
            status = run(&o, NULL, NULL);
            goto done;
        }
        if (o.no_execute && isatty(STDIN_FILENO)) {
            fprintf(stderr, "error: no-execute mode enabled and no script given. Exiting\n");
            sb_fini(&text);
            status = 1;
            goto done;
        }
        if (fs_read_fd(STDIN_FILENO, &text) < 0) {
            fprintf(stderr, "%s: cannot read standard input: %s\n", progname, strerror(errno));
            sb_fini(&text);
            status = 1;
            goto done;
        }
    }
    if (o.no_execute) {
        status = check_source(sb_str(&text), name, &o);
    } else {
        Str script = sb_str(&text);
        status = run(&o, &script, name);
    }
    sb_fini(&text);
done:
    free(o.commands);
    free(o.init_commands);
    sb_fini(&invoked);
    return status;
}
