/* builtins/status.c - query the shell's runtime state: login and interactive
 * flags, the running file, function and line, the call stack, feature flags,
 * the files of our share/ folder.
 *
 *   status                      the login and job-control summary, the stack
 *   status SUBCOMMAND [ARG...]  one query (is-login, filename, list-files...)
 *   status --FLAG / -X          the older option forms of some of them
 *
 * As fish 4: options first (only one subcommand may be named, as a word or
 * an option), then the arguments of the subcommand; errors name the
 * subcommand ("status get-file: expected 1 arguments; got 0"). */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/diag.h"
#include "base/fs.h"
#include "env/var.h"
#include "exec/eval.h"
#include "exec/glob.h"
#include "parse/parser.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef enum Sub {
    S_NONE,
    S_BASENAME,
    S_BUILD_INFO,
    S_CURRENT_COMMAND,
    S_CURRENT_COMMANDLINE,
    S_DIRNAME,
    S_FEATURES,
    S_FILENAME,
    S_FISH_PATH,
    S_FUNCTION,
    S_GET_FILE,
    S_IS_BLOCK,
    S_IS_BREAKPOINT,
    S_IS_CMDSUB,
    S_IS_FULL_JC,
    S_IS_INTERACTIVE,
    S_IS_INTERACTIVE_JC,
    S_IS_INTERACTIVE_READ,
    S_IS_LOGIN,
    S_IS_NO_JC,
    S_LINE_NUMBER,
    S_LIST_FILES,
    S_LANGUAGE,
    S_JOB_CONTROL,
    S_STACK_TRACE,
    S_TERMINAL,
    S_TERMINAL_OS,
    S_TEST_FEATURE,
    S_TEST_TERMINAL_FEATURE,
} Sub;

/* Subcommand names: the first spelling of each is the one messages use. */
static const struct SubName {
    const char *name;
    Sub sub;
} subs[] = {
    {"basename", S_BASENAME},
    {"current-basename", S_BASENAME},
    {"build-info", S_BUILD_INFO},
    {"buildinfo", S_BUILD_INFO},
    {"current-command", S_CURRENT_COMMAND},
    {"current-commandline", S_CURRENT_COMMANDLINE},
    {"dirname", S_DIRNAME},
    {"current-dirname", S_DIRNAME},
    {"features", S_FEATURES},
    {"filename", S_FILENAME},
    {"current-filename", S_FILENAME},
    {"fish-path", S_FISH_PATH},
    {"function", S_FUNCTION},
    {"current-function", S_FUNCTION},
    {"get-file", S_GET_FILE},
    {"is-block", S_IS_BLOCK},
    {"is-breakpoint", S_IS_BREAKPOINT},
    {"is-command-substitution", S_IS_CMDSUB},
    {"is-full-job-control", S_IS_FULL_JC},
    {"is-interactive", S_IS_INTERACTIVE},
    {"is-interactive-job-control", S_IS_INTERACTIVE_JC},
    {"is-interactive-read", S_IS_INTERACTIVE_READ},
    {"is-login", S_IS_LOGIN},
    {"is-no-job-control", S_IS_NO_JC},
    {"line-number", S_LINE_NUMBER},
    {"current-line-number", S_LINE_NUMBER},
    {"list-files", S_LIST_FILES},
    {"language", S_LANGUAGE},
    {"job-control", S_JOB_CONTROL},
    {"stack-trace", S_STACK_TRACE},
    {"print-stack-trace", S_STACK_TRACE},
    {"terminal", S_TERMINAL},
    {"terminal-os", S_TERMINAL_OS},
    {"test-feature", S_TEST_FEATURE},
    {"test-terminal-feature", S_TEST_TERMINAL_FEATURE},
};
enum { N_SUBS = sizeof subs / sizeof *subs };

enum { O_FISH_PATH = 256, O_FULL_JC, O_INTERACTIVE_JC, O_NO_JC, O_INTERACTIVE_READ };

/* fish's option table (builtins.h: the options `status -h` lists). */
const OptSpec bi_status_opts[] = {
    {'h', "help", OPT_NO_ARG},
    {'f', "current-filename", OPT_NO_ARG},
    {'n', "current-line-number", OPT_NO_ARG},
    {'f', "filename", OPT_NO_ARG},
    {O_FISH_PATH, "fish-path", OPT_NO_ARG},
    {'b', "is-block", OPT_NO_ARG},
    {'c', "is-command-substitution", OPT_NO_ARG},
    {O_FULL_JC, "is-full-job-control", OPT_NO_ARG},
    {'i', "is-interactive", OPT_NO_ARG},
    {O_INTERACTIVE_JC, "is-interactive-job-control", OPT_NO_ARG},
    {O_INTERACTIVE_READ, "is-interactive-read", OPT_NO_ARG},
    {'l', "is-login", OPT_NO_ARG},
    {O_NO_JC, "is-no-job-control", OPT_NO_ARG},
    {'j', "job-control", OPT_REQUIRED_ARG},
    {'L', "level", OPT_REQUIRED_ARG},
    {'n', "line", OPT_NO_ARG},
    {'n', "line-number", OPT_NO_ARG},
    {'t', "print-stack-trace", OPT_NO_ARG},
    {0, NULL, 0},
};

static const char *sub_name(Sub sub)
{
    for (size_t i = 0; i < N_SUBS; i++) {
        if (subs[i].sub == sub) return subs[i].name;
    }
    return "";
}

static Sub find_sub(const char *name)
{
    for (size_t i = 0; i < N_SUBS; i++) {
        if (!strcmp(subs[i].name, name)) return subs[i].sub;
    }
    return S_NONE;
}

/* The subcommand an option stands for. */
static Sub option_sub(int c)
{
    switch (c) {
    case 'c': return S_IS_CMDSUB;
    case 'b': return S_IS_BLOCK;
    case 'i': return S_IS_INTERACTIVE;
    case 'l': return S_IS_LOGIN;
    case 'f': return S_FILENAME;
    case 'n': return S_LINE_NUMBER;
    case 't': return S_STACK_TRACE;
    case 'j': return S_JOB_CONTROL;
    case O_FISH_PATH: return S_FISH_PATH;
    case O_FULL_JC: return S_IS_FULL_JC;
    case O_INTERACTIVE_JC: return S_IS_INTERACTIVE_JC;
    case O_NO_JC: return S_IS_NO_JC;
    case O_INTERACTIVE_READ: return S_IS_INTERACTIVE_READ;
    default: return S_NONE;
    }
}

/* Names the subcommand once; a second one is fish's "options cannot be used
 * together" (status 1). */
static bool set_sub(Io *io, const char *cmd, Sub *have, Sub want)
{
    if (*have != S_NONE) {
        bi_error(io, cmd, "%s %s: options cannot be used together", sub_name(*have),
                 sub_name(want));
        return false;
    }
    *have = want;
    return true;
}

/* "status SUB: message", as fish names a subcommand's errors; returns status. */
static int sub_error(Io *io, const char *cmd, Sub sub, int status, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
static int sub_error(Io *io, const char *cmd, Sub sub, int status, const char *fmt, ...)
{
    StrBuf name = STRBUF_INIT;
    sb_printf(&name, "%s %s", cmd, sub_name(sub));
    va_list ap;
    va_start(ap, fmt);
    bi_verror(io, name.ptr, fmt, ap);
    va_end(ap);
    sb_fini(&name);
    return status;
}

static int arg_count_error(Io *io, const char *cmd, Sub sub, int want, int got)
{
    return sub_error(io, cmd, sub, STATUS_INVALID_ARGS, "expected %d arguments; got %d", want, got);
}

static bool job_control_mode(const char *s, JobControl *out)
{
    if (!strcmp(s, "full")) *out = JC_FULL;
    else if (!strcmp(s, "interactive")) *out = JC_INTERACTIVE;
    else if (!strcmp(s, "none")) *out = JC_NONE;
    else return false;
    return true;
}

static void print_line(Io *io, const char *s)
{
    io_printf(io, 1, "%s\n", s);
}

static void print_stack_trace(const Shell *sh, Io *io)
{
    StrBuf out = STRBUF_INIT;
    eval_append_trace(sh, &out);
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
}

/* Our share/ folder ($__fish_data_dir), or NULL. */
static const char *data_dir(Shell *sh)
{
    const Var *v = vars_get(sh->vars, STR("__fish_data_dir"), 0);
    return v && v->values.n && v->values.items[0].len ? v->values.items[0].ptr : NULL;
}

/* Appends the regular files under dir (rel is their path from the share
 * folder, "" at its top) whose path starts with one of prefixes. */
static void collect_files(const char *dir, const char *rel, char **prefixes, int nprefixes,
                          StrList *out, int depth)
{
    if (depth > 16) return; /* a link loop, or a tree no share/ folder has */
    DIR *d = opendir(dir);
    if (!d) return;
    StrBuf path = STRBUF_INIT, name = STRBUF_INIT;
    for (struct dirent *e; (e = readdir(d));) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        sb_clear(&path);
        sb_printf(&path, "%s/%s", dir, e->d_name);
        sb_clear(&name);
        sb_printf(&name, "%s%s", rel, e->d_name);
        struct stat st;
        if (stat(path.ptr, &st) != 0) continue;
        bool wanted = nprefixes == 0, below = nprefixes == 0;
        for (int i = 0; i < nprefixes; i++) {
            size_t n = strlen(prefixes[i]);
            wanted |= !strncmp(name.ptr, prefixes[i], n);
            /* a folder is worth entering when a prefix may continue in it */
            below |= !strncmp(name.ptr, prefixes[i], n < name.len ? n : name.len);
        }
        if (S_ISDIR(st.st_mode)) {
            if (!below) continue;
            sb_append_char(&name, '/');
            collect_files(path.ptr, name.ptr, prefixes, nprefixes, out, depth + 1);
        } else if (S_ISREG(st.st_mode) && wanted) {
            sl_push(out, sb_str(&name));
        }
    }
    closedir(d);
    sb_fini(&path);
    sb_fini(&name);
}

static int by_glob_order(const void *a, const void *b)
{
    return glob_filecmp(*(const Str *)a, *(const Str *)b);
}

/* `status list-files [PREFIX...]`: the files fish would have built in, here
 * those of our share/ folder, by their path in it. */
static int list_files(Shell *sh, Io *io, char **args, int nargs)
{
    const char *dir = data_dir(sh);
    StrList files = STRLIST_INIT;
    if (dir) collect_files(dir, "", args, nargs, &files, 0);
    if (files.n) qsort(files.items, files.n, sizeof *files.items, by_glob_order);
    StrBuf out = STRBUF_INIT;
    for (size_t i = 0; i < files.n; i++) {
        sb_append(&out, files.items[i]);
        sb_append_char(&out, '\n');
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    int status = files.n ? STATUS_OK : STATUS_FAIL;
    sl_fini(&files);
    return status;
}

/* `status get-file PATH`: a file of our share/ folder, printed. */
static int get_file(Shell *sh, Io *io, const char *rel)
{
    const char *dir = data_dir(sh);
    /* only what lies inside the folder */
    if (!dir || !*rel || rel[0] == '/' || !strcmp(rel, "..") || !strncmp(rel, "../", 3) ||
        strstr(rel, "/../") || (strlen(rel) >= 3 && !strcmp(rel + strlen(rel) - 3, "/..")))
        return STATUS_FAIL;
    StrBuf path = STRBUF_INIT, text = STRBUF_INIT;
    sb_printf(&path, "%s/%s", dir, rel);
    struct stat st;
    int status = STATUS_FAIL;
    if (stat(path.ptr, &st) == 0 && S_ISREG(st.st_mode) && fs_read_file(path.ptr, &text) == 0) {
        io_write(io, 1, sb_str(&text));
        status = STATUS_OK;
    }
    sb_fini(&path);
    sb_fini(&text);
    return status;
}

/* What `status build-info` says of the build: our own build, in fish's
 * layout (we are built with make, so the build system is named as it is). */
static void build_info(Io *io)
{
#if defined(__x86_64__)
    const char *arch = "x86_64";
#elif defined(__aarch64__)
    const char *arch = "aarch64";
#elif defined(__i386__)
    const char *arch = "i686";
#elif defined(__arm__)
    const char *arch = "arm";
#elif defined(__riscv)
    const char *arch = "riscv64";
#else
    const char *arch = "unknown";
#endif
#if defined(__GLIBC__)
    const char *libc = "gnu";
#else
    const char *libc = "musl";
#endif
#ifdef NDEBUG
    const char *profile = "release";
#else
    const char *profile = "debug";
#endif
    io_printf(
        io, 1,
        "Build system: Make\nVersion: %s\nTarget (and host): %s-unknown-linux-%s\nProfile: %s\n"
        "Features: pcre2\n\n",
        MINNOW_VERSION, arch, libc, profile);
}

static void print_features(const Shell *sh, Io *io)
{
    int w = 0;
    for (size_t i = 0; i < FEAT_COUNT; i++) {
        if ((int)strlen(feature_table[i].name) > w) w = (int)strlen(feature_table[i].name);
    }
    StrBuf out = STRBUF_INIT;
    for (size_t i = 0; i < FEAT_COUNT; i++) {
        sb_printf(&out, "%-*s%-3s %s %s\n", w + 1, feature_table[i].name,
                  features_on(sh->features, (Feature)i) ? "on" : "off", feature_table[i].version,
                  feature_table[i].description);
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
}

/* The name of the function `level` calls up (1: the one running). */
static const char *function_at(const Shell *sh, long level)
{
    for (const Frame *f = sh->frame; f; f = f->up) {
        if (f->function && --level <= 0) return f->function;
    }
    return NULL;
}

/* The subcommands that take no arguments. */
static int run_simple(Shell *sh, Io *io, Sub sub, long level)
{
    switch (sub) {
    case S_BUILD_INFO: build_info(io); return STATUS_OK;
    case S_BASENAME:
    case S_DIRNAME:
    case S_FILENAME: {
        const char *file = sh->frame ? sh->frame->file : NULL;
        if (!file || !*file) {
            print_line(io, "Standard input");
            return STATUS_OK;
        }
        const char *slash = strrchr(file, '/');
        if (sub == S_FILENAME) print_line(io, file);
        else if (sub == S_BASENAME) print_line(io, slash ? slash + 1 : file);
        else if (!slash) print_line(io, ".");
        else if (slash == file) print_line(io, "/");
        else io_printf(io, 1, "%.*s\n", (int)(slash - file), file);
        return STATUS_OK;
    }
    case S_FUNCTION: {
        const char *f = function_at(sh, level);
        print_line(io, f ? f : "Not a function");
        return STATUS_OK;
    }
    case S_LINE_NUMBER: {
        unsigned line = 0;
        if (sh->frame && sh->frame->src)
            line = diag_line_of(sb_str(&sh->frame->src->text), sh->call_offset);
        io_printf(io, 1, "%u\n", line);
        return STATUS_OK;
    }
    case S_IS_INTERACTIVE: return sh->interactive ? STATUS_OK : STATUS_FAIL;
    case S_IS_CMDSUB: return sh->in_cmdsub ? STATUS_OK : STATUS_FAIL;
    case S_IS_BLOCK: return vars_block_depth(sh->vars) > 0 ? STATUS_OK : STATUS_FAIL;
    case S_IS_BREAKPOINT: return STATUS_FAIL;
    case S_IS_LOGIN: return sh->login ? STATUS_OK : STATUS_FAIL;
    case S_IS_FULL_JC: return sh->job_control == JC_FULL ? STATUS_OK : STATUS_FAIL;
    case S_IS_INTERACTIVE_JC: return sh->job_control == JC_INTERACTIVE ? STATUS_OK : STATUS_FAIL;
    case S_IS_INTERACTIVE_READ: return STATUS_FAIL;
    case S_IS_NO_JC: return sh->job_control == JC_NONE ? STATUS_OK : STATUS_FAIL;
    case S_STACK_TRACE: print_stack_trace(sh, io); return STATUS_OK;
    case S_CURRENT_COMMAND: /* the command line typed at the prompt being run, else our name as
                               fish's */
        print_line(io, sh->running_command ? sh->running_command : "fish");
        return STATUS_OK;
    case S_CURRENT_COMMANDLINE:
        print_line(io, sh->running_cmdline ? sh->running_cmdline : "");
        return STATUS_OK;
    case S_FISH_PATH: {
        /* the path it was started by, so a shell started as fish (a link)
         * runs itself as fish again */
        if (sh->exe_path) {
            print_line(io, sh->exe_path);
            return STATUS_OK;
        }
        char buf[PATH_MAX];
        ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
        if (n < 0) {
            print_line(io, sh->progname);
            return STATUS_OK;
        }
        buf[n] = '\0';
        /* as fish: a program replaced since it started (a rebuild, an
         * upgrade) is named by its path, without Linux's " (deleted)" */
        static const char deleted[] = " (deleted)";
        size_t k = sizeof deleted - 1;
        if ((size_t)n > k && !strcmp(buf + n - k, deleted) && access(buf, F_OK) != 0) buf[n - k] = '\0';
        print_line(io, buf);
        return STATUS_OK;
    }
    case S_TERMINAL: /* what the terminal said its name was: we never ask */
        print_line(io, "");
        return STATUS_OK;
    case S_TERMINAL_OS: return STATUS_FAIL;
    default: return STATUS_OK;
    }
}

/* bi_status with room for the operands (argc of them). */
static int run_status(Shell *sh, Io *io, int argc, char **argv, char **operands)
{
    const char *cmd = argv[0];
    Sub sub = S_NONE;
    JobControl new_mode = JC_INTERACTIVE;
    bool mode_from_option = false;
    long level = 1;
    OptState st;
    /* options may follow the subcommand (fish's getopt permutes) */
    opt_begin_permuted(&st, argc, argv, bi_status_opts, operands);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 'h') return bi_print_help(sh, io, cmd);
        if (c == 'L') {
            char *end;
            errno = 0;
            long v = strtol(st.arg, &end, 10);
            bool number = end != st.arg && !*end;
            if (number && (errno || v < 0 || v > INT_MAX)) {
                bi_error(io, cmd, "Invalid level value '%s'", st.arg);
                return STATUS_INVALID_ARGS;
            }
            if (!number) {
                bi_error(io, cmd, "%s: invalid integer", st.arg);
                return STATUS_INVALID_ARGS;
            }
            level = v;
            continue;
        }
        Sub s = option_sub(c);
        if (s == S_NONE) return bi_opt_error_short(io, cmd, &st, c);
        if (!set_sub(io, cmd, &sub, s)) return STATUS_FAIL;
        if (c == 'j') {
            if (!job_control_mode(st.arg, &new_mode)) {
                bi_error(io, cmd, "Invalid job control mode '%s'", st.arg);
                return STATUS_FAIL;
            }
            mode_from_option = true;
        }
    }
    int i = 0;
    if (i < st.noperands) {
        Sub s = find_sub(operands[i]);
        if (s == S_NONE) {
            StrBuf name = STRBUF_INIT;
            sb_printf(&name, "%s %s", cmd, operands[i]);
            bi_error(io, name.ptr, "invalid subcommand");
            sb_fini(&name);
            return STATUS_INVALID_ARGS;
        }
        if (!set_sub(io, cmd, &sub, s)) return STATUS_FAIL;
        i++;
    }
    char **args = operands + i;
    int nargs = st.noperands - i;

    switch (sub) {
    case S_NONE: {
        static const char *const jc[] = {"Only on interactive jobs", "Always", "Never"};
        io_printf(io, 1, "%s\nJob control: %s\n",
                  sh->login ? "This is a login shell" : "This is not a login shell",
                  jc[sh->job_control]);
        print_stack_trace(sh, io);
        return STATUS_OK;
    }
    case S_JOB_CONTROL:
        if (!mode_from_option) {
            if (nargs != 1) return arg_count_error(io, cmd, sub, 1, nargs);
            if (!job_control_mode(args[0], &new_mode))
                return sub_error(io, cmd, sub, STATUS_FAIL, "Invalid job control mode '%s'",
                                 args[0]);
        }
        sh->job_control = new_mode;
        return STATUS_OK;
    case S_FEATURES: print_features(sh, io); return STATUS_OK;
    case S_TEST_FEATURE: {
        if (nargs != 1) return arg_count_error(io, cmd, sub, 1, nargs);
        int f = features_find(str_cstr(args[0]));
        if (f < 0) return STATUS_INVALID_ARGS;
        return features_on(sh->features, (Feature)f) ? STATUS_OK : STATUS_FAIL;
    }
    case S_GET_FILE:
        if (nargs != 1) return arg_count_error(io, cmd, sub, 1, nargs);
        return get_file(sh, io, args[0]);
    case S_LIST_FILES: return list_files(sh, io, args, nargs);
    case S_LANGUAGE: /* our messages come in one language */
        io_printf(
            io, 2,
            "%s was built with the `localize-messages` feature disabled. The `status language` "
            "command is unavailable.\n",
            sh->progname);
        return STATUS_FAIL;
    case S_TEST_TERMINAL_FEATURE:
        if (nargs != 1) return arg_count_error(io, cmd, sub, 1, nargs);
        if (strcmp(args[0], "scroll-content-up"))
            return sub_error(io, cmd, sub, STATUS_INVALID_ARGS, "unrecognized feature '%s'",
                             args[0]);
        return sh->editor.scroll_up ? STATUS_OK : STATUS_FAIL; /* the terminal said so */
    default:
        if (nargs) return arg_count_error(io, cmd, sub, 0, nargs);
        return run_simple(sh, io, sub, level);
    }
}

int bi_status(Shell *sh, Io *io, int argc, char **argv)
{
    char **operands = xcalloc((size_t)argc, sizeof *operands);
    int status = run_status(sh, io, argc, argv, operands);
    free(operands);
    return status;
}