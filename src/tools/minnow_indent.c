/* tools/minnow_indent.c - format fish scripts, like fish_indent.
 *
 *     minnow_indent [OPTIONS] [FILE...]
 *
 * Reads each FILE (stdin when there is none) and writes it formatted by
 * pretty.c to stdout; -w rewrites the files in place instead (through a
 * temporary file and rename, and only when the text changes); -c prints
 * nothing and says by its exit status whether every input was already
 * formatted. Errors begin with the program's name, the basename of argv[0]. */
#include "base/fs.h"
#include "base/str.h"
#include "parse/ast.h"
#include "parse/parser.h"
#include "parse/pretty.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define MINNOW_INDENT_VERSION "0.1.0"

typedef enum Mode { MODE_PRINT, MODE_WRITE, MODE_CHECK, MODE_DUMP } Mode;

typedef struct Tool {
    const char *name; /* basename of argv[0], for messages */
    Mode mode;
    bool unformatted; /* --check found an input that is not formatted */
    bool failed;      /* an input could not be read or written */
} Tool;

static void usage(const Tool *t, FILE *f)
{
    fprintf(f,
            "Usage: %s [OPTIONS] [FILE...]\n"
            "Format fish scripts: indent blocks, one job per line, tidy spacing.\n"
            "With no FILE, read standard input.\n\n"
            "  -w, --write      rewrite each FILE in place instead of printing it\n"
            "  -c, --check      print nothing; exit 1 if any input is not formatted\n"
            "      --dump-ast   print the syntax tree instead of formatting\n"
            "  -v, --version    print the version and exit\n"
            "  -h, --help       print this help and exit\n",
            t->name);
}

static void error(Tool *t, const char *what, const char *path, int err)
{
    fprintf(stderr, "%s: %s '%s': %s\n", t->name, what, path, strerror(err));
    t->failed = true;
}

static void write_out(Str s)
{
    fs_write_all(STDOUT_FILENO, s.ptr, s.len);
}

/* Handles one input: its text and its path (NULL for stdin). */
static void process(Tool *t, Str src, const char *path)
{
    StrBuf out = STRBUF_INIT;
    if (t->mode == MODE_DUMP) {
        ParsedSource *ps = parse_source(src, PARSE_CONTINUE | PARSE_NO_LINT);
        ast_dump(&out, ps->root, sb_str(&ps->text));
        ps_unref(ps);
        write_out(sb_str(&out));
        sb_fini(&out);
        return;
    }
    pretty_format(src, &out);
    bool same = str_eq(sb_str(&out), src);
    switch (t->mode) {
    case MODE_PRINT:
        write_out(sb_str(&out));
        break;
    case MODE_CHECK:
        if (!same) t->unformatted = true;
        break;
    case MODE_WRITE:
        if (!same && fs_replace_file(path, out.ptr, out.len) < 0) error(t, "cannot write", path, errno);
        break;
    case MODE_DUMP:
        break;
    }
    sb_fini(&out);
}

int main(int argc, char **argv)
{
    Tool t = {.name = "minnow_indent", .mode = MODE_PRINT};
    if (argc > 0 && argv[0] && argv[0][0]) {
        const char *slash = strrchr(argv[0], '/');
        t.name = slash ? slash + 1 : argv[0];
    }
    int first = argc;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--")) {
            first = i + 1;
            break;
        }
        if (a[0] != '-' || !a[1]) {
            first = i;
            break;
        }
        if (!strcmp(a, "-w") || !strcmp(a, "--write")) {
            t.mode = MODE_WRITE;
        } else if (!strcmp(a, "-c") || !strcmp(a, "--check")) {
            t.mode = MODE_CHECK;
        } else if (!strcmp(a, "--dump-ast")) {
            t.mode = MODE_DUMP;
        } else if (!strcmp(a, "-v") || !strcmp(a, "--version")) {
            printf("%s, version %s\n", t.name, MINNOW_INDENT_VERSION);
            return 0;
        } else if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(&t, stdout);
            return 0;
        } else {
            fprintf(stderr, "%s: %s: unknown option\n", t.name, a);
            usage(&t, stderr);
            return 2;
        }
    }

    if (first >= argc) {
        if (t.mode == MODE_WRITE) {
            fprintf(stderr, "%s: --write needs a file to rewrite\n", t.name);
            return 2;
        }
        StrBuf src = STRBUF_INIT;
        if (fs_read_fd(STDIN_FILENO, &src) < 0) {
            error(&t, "cannot read", "standard input", errno);
        } else {
            process(&t, sb_str(&src), NULL);
        }
        sb_fini(&src);
    }
    for (int i = first; i < argc; i++) {
        StrBuf src = STRBUF_INIT;
        if (fs_read_file(argv[i], &src) < 0) error(&t, "cannot open", argv[i], errno);
        else process(&t, sb_str(&src), argv[i]);
        sb_fini(&src);
    }
    if (t.failed) return 1;
    return t.unformatted ? 1 : 0;
}
