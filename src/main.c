/* main.c - argv, start-up, and the dispatch to checking or running a script.
 *
 * Today minnow checks scripts (-n) with the full parser; running them arrives
 * with the executor. Errors name the program by the basename of argv[0]. */
#include "base/diag.h"
#include "base/fs.h"
#include "base/str.h"
#include "env/var.h"
#include "exec/eval.h"
#include "interactive/plain.h"
#include "parse/parser.h"
#include "shell.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>


typedef struct Options {
    bool no_execute, print_ast, interactive;
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
            "  -i, --interactive   read commands from standard input, with a prompt\n"
            "  -n, --no-execute    only check the syntax and report errors\n"
            "  -v, --version       print the version and exit\n"
            "  -h, --help          print this help and exit\n",
            progname, progname);
}

/* Prints the first error in fish's layout. name is the script's file name,
 * or NULL for -c and stdin, where the program's name stands in its place. */
static void report(Str src, const char *name, const DiagList *diags)
{
    if (diags->n == 0) return;
    const Diag *d = &diags->items[0];
    StrBuf out = STRBUF_INIT;
    if (d->start == DIAG_AT_END) {
        sb_printf(&out, "%s: %s\n", name ? name : progname, d->text);
    } else if (name) {
        diag_render(&out, src, name, d);
    } else {
        sb_printf(&out, "%s: ", progname);
        diag_render(&out, src, NULL, d);
    }
    if (name) sb_printf(&out, "warning: Error while reading file %s\n\n", name);
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

/* Runs a script with $argv set to args; returns the shell's exit status. */
static int run_script(Str text, const char *name, char **args, int nargs)
{
    extern char **environ;
    Shell sh;
    shell_init(&sh, progname, environ);
    StrList argv = STRLIST_INIT;
    for (int i = 0; i < nargs; i++) sl_push_cstr(&argv, args[i]);
    vars_set(sh.vars, STR("argv"), VM_GLOBAL, &argv);
    sl_fini(&argv);
    Io io = io_standard();
    int status = eval_text(&sh, text, name, &io);
    if (sh.control == CTL_EXIT) status = sh.exit_status;
    else if (sh.control == CTL_CANCEL) status = 130;
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
            extern char **environ;
            Shell sh;
            shell_init(&sh, progname, environ);
            sh.interactive = true;
            int status = plain_repl(&sh, STDIN_FILENO);
            shell_fini(&sh);
            return status;
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
        status = run_script(sb_str(&text), name, o.args, o.nargs);
    }
    sb_fini(&text);
    return status;
}
