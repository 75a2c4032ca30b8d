/* builtins/status.c - query the shell's runtime state: login and interactive
 * flags, the running file, function and line, the call stack, feature flags.
 *
 *   status                      the login and job-control summary
 *   status SUBCOMMAND [ARG]     one query (is-login, filename, line-number...)
 *   status --FLAG / -X          the deprecated option forms of the same
 *
 * Feature flags are fish 4's, at their default values: the shell has no
 * --features switch yet, so `test-feature` answers for the defaults.
 *
 * fish builds its data files (functions, completions, themes, prompts) into
 * the binary and serves them with `get-file` and `list-files`; ours are the
 * files under $__fish_data_dir, so those two read that folder. */
#include "builtins/builtins.h"

#include "exec/eval.h"

#include "base/diag.h"
#include "base/fs.h"
#include "env/var.h"
#include "parse/parser.h"

#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef enum Sub {
    S_NONE, S_IS_LOGIN, S_IS_INTERACTIVE, S_IS_INTERACTIVE_READ, S_IS_BLOCK, S_IS_BREAKPOINT,
    S_IS_CMDSUB, S_IS_NO_JC, S_IS_FULL_JC, S_IS_INTERACTIVE_JC, S_CURRENT_COMMAND,
    S_CURRENT_COMMANDLINE, S_FILENAME, S_BASENAME, S_DIRNAME, S_FISH_PATH, S_FUNCTION,
    S_LINE_NUMBER, S_STACK_TRACE, S_JOB_CONTROL, S_FEATURES, S_TEST_FEATURE, S_BUILD_INFO,
    S_GET_FILE, S_LIST_FILES,
} Sub;

/* Subcommand names, their option forms, and how many arguments they take. */
static const struct SubSpec {
    const char *name;
    Sub sub;
    char shrt;        /* short option form, or 0 */
    const char *lng;  /* long option form (without --), or NULL */
    int nargs;        /* -1: any number (ignored) */
} subs[] = {
    {"basename", S_BASENAME, 0, NULL, 0},
    {"build-info", S_BUILD_INFO, 0, NULL, 0},
    {"buildinfo", S_BUILD_INFO, 0, NULL, 0},
    {"current-command", S_CURRENT_COMMAND, 0, NULL, 0},
    {"current-commandline", S_CURRENT_COMMANDLINE, 0, NULL, 0},
    {"current-filename", S_FILENAME, 'f', "current-filename", 0},
    {"current-function", S_FUNCTION, 0, NULL, 0},
    {"current-line-number", S_LINE_NUMBER, 'n', "current-line-number", 0},
    {"dirname", S_DIRNAME, 0, NULL, 0},
    {"features", S_FEATURES, 0, NULL, -1},
    {"filename", S_FILENAME, 0, NULL, 0},
    {"fish-path", S_FISH_PATH, 0, NULL, 0},
    {"function", S_FUNCTION, 0, NULL, 0},
    {"get-file", S_GET_FILE, 0, NULL, 1},
    {"is-block", S_IS_BLOCK, 'b', "is-block", 0},
    {"is-breakpoint", S_IS_BREAKPOINT, 0, "is-breakpoint", 0},
    {"is-command-substitution", S_IS_CMDSUB, 'c', "is-command-substitution", 0},
    {"is-full-job-control", S_IS_FULL_JC, 0, "is-full-job-control", 0},
    {"is-interactive", S_IS_INTERACTIVE, 'i', "is-interactive", 0},
    {"is-interactive-job-control", S_IS_INTERACTIVE_JC, 0, "is-interactive-job-control", 0},
    {"is-interactive-read", S_IS_INTERACTIVE_READ, 0, "is-interactive-read", 0},
    {"is-login", S_IS_LOGIN, 'l', "is-login", 0},
    {"is-no-job-control", S_IS_NO_JC, 0, "is-no-job-control", 0},
    {"job-control", S_JOB_CONTROL, 'j', "job-control", 1},
    {"line-number", S_LINE_NUMBER, 0, NULL, 0},
    {"list-files", S_LIST_FILES, 0, NULL, -1},
    {"print-stack-trace", S_STACK_TRACE, 't', "print-stack-trace", 0},
    {"stack-trace", S_STACK_TRACE, 0, NULL, 0},
    {"test-feature", S_TEST_FEATURE, 0, NULL, 1},
};
enum { N_SUBS = sizeof subs / sizeof *subs };

/* The option forms of subs (and -h), for the option listing (builtins.h). */
const OptSpec bi_status_opts[] = {
    {'f', "current-filename", OPT_NO_ARG}, {'n', "current-line-number", OPT_NO_ARG},
    {'b', "is-block", OPT_NO_ARG}, {256, "is-breakpoint", OPT_NO_ARG},
    {'c', "is-command-substitution", OPT_NO_ARG}, {257, "is-full-job-control", OPT_NO_ARG},
    {'i', "is-interactive", OPT_NO_ARG}, {258, "is-interactive-job-control", OPT_NO_ARG},
    {259, "is-interactive-read", OPT_NO_ARG}, {'l', "is-login", OPT_NO_ARG},
    {260, "is-no-job-control", OPT_NO_ARG}, {'j', "job-control", OPT_REQUIRED_ARG},
    {'t', "print-stack-trace", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG}, {0, NULL, 0},
};


/* The name fish uses for a subcommand in messages: the first spelling of it
 * in its own table, e.g. "current-function" for `function`. */
static const char *canonical(Sub sub)
{
    switch (sub) {
    case S_FUNCTION: return "current-function";
    case S_FILENAME: return "current-filename";
    case S_LINE_NUMBER: return "current-line-number";
    case S_STACK_TRACE: return "print-stack-trace";
    default: break;
    }
    for (size_t i = 0; i < N_SUBS; i++) {
        if (subs[i].sub == sub) return subs[i].name;
    }
    return "";
}

static const struct SubSpec *find_sub(const char *name)
{
    for (size_t i = 0; i < N_SUBS; i++) {
        if (!strcmp(subs[i].name, name)) return &subs[i];
    }
    return NULL;
}

/* The option form of a subcommand, or NULL. */
static const struct SubSpec *find_flag(const char *arg)
{
    for (size_t i = 0; i < N_SUBS; i++) {
        if (arg[1] == '-' ? subs[i].lng && !strcmp(arg + 2, subs[i].lng)
                          : subs[i].shrt && arg[1] == subs[i].shrt && !arg[2]) {
            return &subs[i];
        }
    }
    return NULL;
}

/* The running script's name as fish shows it: the file, "-" for a file read
 * from standard input by `source`, or "Standard input" for -c and stdin. */
static const char *current_file(const Shell *sh)
{
    return sh->frame && sh->frame->file ? sh->frame->file : NULL;
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

/* $__fish_data_dir, or NULL. */
static const char *data_dir(const Shell *sh)
{
    const Var *v = vars_get(sh->vars, STR("__fish_data_dir"), 0);
    return v && v->values.n && v->values.items[0].len ? v->values.items[0].ptr : NULL;
}

/* Adds the regular files under root/rel (rel "" for root itself) to out, as
 * paths relative to root. Hidden entries are skipped. */
static void collect_files(const char *root, const char *rel, StrList *out, int depth)
{
    StrBuf dirpath = STRBUF_INIT;
    sb_printf(&dirpath, "%s%s%s", root, *rel ? "/" : "", rel);
    DIR *d = depth < 8 ? opendir(dirpath.ptr) : NULL;
    for (struct dirent *e; d && (e = readdir(d));) {
        if (e->d_name[0] == '.') continue;
        StrBuf sub = STRBUF_INIT, full = STRBUF_INIT;
        sb_printf(&sub, "%s%s%s", rel, *rel ? "/" : "", e->d_name);
        sb_printf(&full, "%s/%s", root, sub.ptr);
        struct stat st;
        if (stat(full.ptr, &st) == 0) {
            if (S_ISDIR(st.st_mode)) collect_files(root, sub.ptr, out, depth + 1);
            else if (S_ISREG(st.st_mode)) sl_push(out, sb_str(&sub));
        }
        sb_fini(&sub);
        sb_fini(&full);
    }
    if (d) closedir(d);
    sb_fini(&dirpath);
}

static int by_str(const void *a, const void *b)
{
    const Str *x = a, *y = b;
    return strcmp(x->ptr, y->ptr);
}

/* status list-files [PREFIX...]: the data files whose relative paths start
 * with one of the prefixes (every file without one), sorted; 1 when none. */
static int list_files(Shell *sh, Io *io, char **args)
{
    const char *root = data_dir(sh);
    if (!root) return STATUS_FAIL;
    StrList all = STRLIST_INIT;
    collect_files(root, "", &all, 0);
    if (all.n) qsort(all.items, all.n, sizeof *all.items, by_str);
    StrBuf out = STRBUF_INIT;
    size_t shown = 0;
    for (size_t i = 0; i < all.n; i++) {
        bool want = !args[0];
        for (size_t a = 0; !want && args[a]; a++)
            want = !strncmp(all.items[i].ptr, args[a], strlen(args[a]));
        if (!want) continue;
        sb_append(&out, all.items[i]);
        sb_append(&out, STR("\n"));
        shown++;
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    sl_fini(&all);
    return shown ? STATUS_OK : STATUS_FAIL;
}

/* status get-file PATH: a data file's text; 1 when there is none (a path
 * that climbs out of the folder is none). */
static int get_file(Shell *sh, Io *io, const char *rel)
{
    const char *root = data_dir(sh);
    if (!root || !*rel || rel[0] == '/' || !strcmp(rel, "..") || !strncmp(rel, "../", 3) ||
        strstr(rel, "/../") || (strlen(rel) >= 3 && !strcmp(rel + strlen(rel) - 3, "/.."))) {
        return STATUS_FAIL;
    }
    StrBuf path = STRBUF_INIT, text = STRBUF_INIT;
    sb_printf(&path, "%s/%s", root, rel);
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

static int run_sub(Shell *sh, Io *io, const char *cmd, const struct SubSpec *s, char **args)
{
    switch (s->sub) {
    case S_NONE: break;
    case S_IS_LOGIN: return sh->login ? STATUS_OK : STATUS_FAIL;
    case S_IS_INTERACTIVE: return sh->interactive ? STATUS_OK : STATUS_FAIL;
    case S_IS_INTERACTIVE_READ: return STATUS_FAIL;
    case S_IS_BLOCK: return vars_depth(sh->vars) > 0 ? STATUS_OK : STATUS_FAIL;
    case S_IS_BREAKPOINT: return STATUS_FAIL;
    case S_IS_CMDSUB: return sh->in_cmdsub ? STATUS_OK : STATUS_FAIL;
    case S_IS_NO_JC: return sh->job_control == JC_NONE ? STATUS_OK : STATUS_FAIL;
    case S_IS_FULL_JC: return sh->job_control == JC_FULL ? STATUS_OK : STATUS_FAIL;
    case S_IS_INTERACTIVE_JC: return sh->job_control == JC_INTERACTIVE ? STATUS_OK : STATUS_FAIL;
    case S_CURRENT_COMMAND: /* fish says "fish" here, inside functions too */
        print_line(io, "fish");
        return STATUS_OK;
    case S_CURRENT_COMMANDLINE: {
        const Frame *f = sh->frame;
        if (f && f->src) {
            Str text = sb_str(&f->src->text);
            size_t start = sh->call_offset < text.len ? sh->call_offset : text.len;
            size_t end = start;
            while (end < text.len && text.ptr[end] != '\n') end++;
            io_printf(io, 1, "%.*s\n", (int)(end - start), text.ptr + start);
        } else {
            print_line(io, "");
        }
        return STATUS_OK;
    }
    case S_FILENAME: case S_BASENAME: case S_DIRNAME: {
        const char *file = current_file(sh);
        if (!file) {
            print_line(io, "Standard input");
            return STATUS_OK;
        }
        const char *slash = strrchr(file, '/');
        if (s->sub == S_FILENAME) print_line(io, file);
        else if (s->sub == S_BASENAME) print_line(io, slash ? slash + 1 : file);
        else if (!slash) print_line(io, ".");
        else if (slash == file) print_line(io, "/");
        else io_printf(io, 1, "%.*s\n", (int)(slash - file), file);
        return STATUS_OK;
    }
    case S_FISH_PATH: {
        char buf[PATH_MAX];
        ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
        if (n < 0) print_line(io, sh->progname);
        else io_printf(io, 1, "%.*s\n", (int)n, buf);
        return STATUS_OK;
    }
    case S_FUNCTION: {
        const Frame *f = sh->frame;
        while (f && !f->function) f = f->up;
        print_line(io, f ? f->function : "Not a function");
        return STATUS_OK;
    }
    case S_LINE_NUMBER: {
        unsigned line = 0;
        if (sh->frame && sh->frame->src) line = diag_line_of(sb_str(&sh->frame->src->text), sh->call_offset);
        io_printf(io, 1, "%u\n", line);
        return STATUS_OK;
    }
    case S_STACK_TRACE: print_stack_trace(sh, io); return STATUS_OK;
    case S_JOB_CONTROL:
        if (!strcmp(args[0], "full")) sh->job_control = JC_FULL;
        else if (!strcmp(args[0], "interactive")) sh->job_control = JC_INTERACTIVE;
        else if (!strcmp(args[0], "none")) sh->job_control = JC_NONE;
        else {
            bi_error(io, cmd, "Invalid job control mode '%s'", args[0]);
            return STATUS_FAIL;
        }
        return STATUS_OK;
    case S_FEATURES: {
        size_t w = 0;
        for (size_t i = 0; i < FEAT_COUNT; i++) {
            if (strlen(feature_table[i].name) > w) w = strlen(feature_table[i].name);
        }
        StrBuf out = STRBUF_INIT;
        for (size_t i = 0; i < FEAT_COUNT; i++) {
            sb_printf(&out, "%-*s %-3s %s %s\n", (int)w, feature_table[i].name,
                      features_on(sh->features, (Feature)i) ? "on" : "off", feature_table[i].version,
                      feature_table[i].description);
        }
        io_write(io, 1, sb_str(&out));
        sb_fini(&out);
        return STATUS_OK;
    }
    case S_TEST_FEATURE:
    {
        int f = features_find(str_cstr(args[0]));
        if (f < 0) return STATUS_INVALID_ARGS;
        return features_on(sh->features, (Feature)f) ? STATUS_OK : STATUS_FAIL;
    }
    case S_GET_FILE: return get_file(sh, io, args[0]);
    case S_LIST_FILES: return list_files(sh, io, args);
    case S_BUILD_INFO:
        io_printf(io, 1, "minnow version %s\nfish language %s\nFeatures: posix-threads pcre2\n",
                  MINNOW_VERSION, FISH_LANGUAGE_VERSION);
        return STATUS_OK;
    }
    return STATUS_OK;
}

int bi_status(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    const struct SubSpec *s = NULL;
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--")) {
            i++;
            break;
        }
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            return bi_print_help(sh, io, cmd);
        }
        const struct SubSpec *f = find_flag(a);
        if (!f) {
            bi_error(io, cmd, "%s: unknown option", a);
            return STATUS_INVALID_ARGS;
        }
        if (s) {
            bi_error(io, cmd, "%s %s: options cannot be used together", canonical(s->sub), canonical(f->sub));
            return STATUS_FAIL;
        }
        s = f;
    }
    if (!s) {
        if (i == argc) {
            static const char *const jc[] = {"Only on interactive jobs", "Always", "Never"};
            io_printf(io, 1, "%s\nJob control: %s\n",
                      sh->login ? "This is a login shell" : "This is not a login shell", jc[sh->job_control]);
            return STATUS_OK;
        }
        s = find_sub(argv[i]);
        if (!s) {
            bi_error(io, cmd, "%s: invalid subcommand", argv[i]);
            return STATUS_INVALID_ARGS;
        }
        i++;
    }
    int nargs = argc - i;
    if (s->nargs >= 0 && nargs != s->nargs) {
        bi_error(io, cmd, "%s: expected %d arguments; got %d", canonical(s->sub), s->nargs, nargs);
        return STATUS_INVALID_ARGS;
    }
    return run_sub(sh, io, cmd, s, argv + i);
}
