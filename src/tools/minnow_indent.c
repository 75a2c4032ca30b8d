/* tools/minnow_indent.c - format fish scripts, as fish_indent does.
 *
 *     minnow_indent [OPTIONS] [FILE...]
 *
 * Reads each FILE (stdin when there is none) and writes it formatted by
 * pretty.c to stdout. -w rewrites the files in place instead (only when the
 * text changes); -c prints nothing but the names of the files that are not
 * formatted, and fails with their count; -i formats without indenting;
 * --only-indent and --only-unindent change nothing but the indentation;
 * --ansi and --html print the result highlighted (from the fish_color_*
 * variables, as the line editor draws it), --pygments the highlighting as
 * ranges. Options and errors are fish_indent's; the program's name in
 * messages is the basename of argv[0]. The shell's `fish_indent` builtin
 * runs this program. */
#include "base/check.h"
#include "base/fs.h"
#include "base/opt.h"
#include "base/str.h"
#include "base/utf8.h"
#include "builtins/builtins.h"
#include "env/var.h"
#include "interactive/colorize.h"
#include "interactive/highlight.h"
#include "interactive/indent.h"
#include "parse/ast.h"
#include "parse/parser.h"
#include "parse/pretty.h"
#include "shell.h"

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef enum Mode { MODE_PRINT, MODE_WRITE, MODE_CHECK, MODE_ANSI, MODE_HTML, MODE_PYGMENTS } Mode;

typedef struct Tool {
    const char *name; /* basename of argv[0], for messages */
    Mode mode;
    bool no_indent, only_indent, only_unindent, dump;
    int unformatted; /* --check: inputs that are not formatted */
    Shell *sh;       /* for highlighting, made when first needed */
    Highlighter *hl;
} Tool;

/* bi_fish_indent_opts' ids (builtins/fish_indent.c). */
enum { O_HTML = 256, O_ANSI, O_PYGMENTS, O_ONLY_INDENT, O_ONLY_UNINDENT, O_DUMP };

static void usage(const Tool *t, FILE *f)
{
    fprintf(f,
            "Usage: %s [OPTIONS] [FILE...]\n"
            "Format fish scripts: indent blocks, one job per line, tidy spacing.\n"
            "With no FILE, read standard input.\n\n"
            "  -w, --write          rewrite each FILE in place instead of printing it\n"
            "  -c, --check          print only the FILEs that are not formatted; fail if any\n"
            "  -i, --no-indent      do not indent\n"
            "      --only-indent    only indent, change nothing else\n"
            "      --only-unindent  only take the indentation out\n"
            "      --ansi           print highlighted for a terminal\n"
            "      --html           print highlighted as HTML\n"
            "      --pygments       print the highlighting as character ranges\n"
            "      --dump-parse-tree  print the syntax tree instead\n"
            "  -v, --version        print the version and exit\n"
            "  -h, --help           print this help and exit\n",
            t->name);
}

static void write_out(Str s)
{
    fs_write_all(STDOUT_FILENO, s.ptr, s.len);
}

/* fish_indent's words for a file it could not open or write. */
static void open_failed(const char *path, int err)
{
    fprintf(stderr, "Opening \"%s\" failed: %s (os error %d)\n", path, strerror(err), err);
}

/* The indentation fish's editor gives each line, put in front of it (lines
 * that start inside a quoted string stay as they are). */
static void only_indent(Str src, StrBuf *out)
{
    size_t lines = 1;
    for (size_t i = 0; i < src.len; i++) lines += src.ptr[i] == '\n';
    unsigned *levels = xcalloc(lines, sizeof *levels);
    indent_levels(src, levels);
    size_t line = 0;
    for (size_t i = 0; i < src.len; i++) {
        sb_append_char(out, src.ptr[i]);
        if (src.ptr[i] != '\n' || i + 1 == src.len) continue;
        sb_append_repeat(out, ' ', (size_t)levels[++line] * 4);
    }
    free(levels);
}

/* The reverse: when every line starts with the indentation the editor would
 * give it, that indentation is taken out; otherwise src comes back as it is. */
static void only_unindent(Str src, StrBuf *out)
{
    size_t lines = 1;
    for (size_t i = 0; i < src.len; i++) lines += src.ptr[i] == '\n';
    unsigned *levels = xcalloc(lines, sizeof *levels);
    indent_levels(src, levels);
    bool everywhere = true;
    size_t line = 0;
    for (size_t i = 0; i < src.len && everywhere; i++) {
        if (src.ptr[i] != '\n' || i + 1 == src.len) continue;
        size_t n = (size_t)levels[++line] * 4;
        for (size_t k = 0; k < n && everywhere; k++)
            everywhere = i + 1 + k < src.len && src.ptr[i + 1 + k] == ' ';
    }
    if (!everywhere) {
        sb_append(out, src);
    } else {
        line = 0;
        for (size_t i = 0; i < src.len; i++) {
            sb_append_char(out, src.ptr[i]);
            if (src.ptr[i] == '\n' && i + 1 < src.len) i += (size_t)levels[++line] * 4;
        }
    }
    free(levels);
}

/* A colour variable from the environment is one string ("39BAE6 --bold":
 * the shell's fish_indent joins its lists so): split into its words. */
static void split_colors(Shell *sh)
{
    StrList names = STRLIST_INIT;
    vars_names(sh->vars, VM_GLOBAL | VM_EXPORT, &names);
    for (size_t i = 0; i < names.n; i++) {
        Str n = names.items[i];
        if (!str_starts_with(n, STR("fish_color_")) &&
            !str_starts_with(n, STR("fish_pager_color_")))
            continue;
        const Var *v = vars_get(sh->vars, n, VM_GLOBAL);
        if (!v || v->values.n != 1 || !memchr(v->values.items[0].ptr, ' ', v->values.items[0].len))
            continue;
        StrList words = STRLIST_INIT;
        Str s = v->values.items[0];
        for (size_t k = 0; k < s.len;) {
            while (k < s.len && s.ptr[k] == ' ') k++;
            size_t e = k;
            while (e < s.len && s.ptr[e] != ' ') e++;
            if (e > k) sl_push(&words, str_sub(s, k, e - k));
            k = e;
        }
        vars_set(sh->vars, n, VM_GLOBAL | VM_EXPORT, &words);
        sl_fini(&words);
    }
    sl_fini(&names);
}

/* Each byte's role, as the line editor would show text but without a look
 * at the disk (colorize_compute). */
static uint8_t *highlight(Tool *t, Str text)
{
    if (!t->sh) {
        extern char **environ;
        t->sh = xcalloc(1, sizeof *t->sh);
        shell_init(t->sh, t->name, environ, 0);
        split_colors(t->sh);
        t->hl = hl_new(t->sh);
    }
    uint8_t *roles = xcalloc(text.len + 1, 1);
    colorize_compute(t->hl, text, roles);
    return roles;
}

/* fish's --html: a span of class fish_color_ROLE per run of one role. */
static void html(Str text, const uint8_t *roles, StrBuf *out)
{
    if (!text.len) return;
    sb_append_cstr(out, "<pre><code>");
    for (size_t i = 0; i < text.len; i++) {
        uint8_t r = roles[i] & HL_ROLE_MASK;
        if (i && r != (roles[i - 1] & HL_ROLE_MASK)) sb_append_cstr(out, "</span>");
        if (!i || r != (roles[i - 1] & HL_ROLE_MASK))
            sb_printf(out, "<span class=\"%s\">", hl_role_var(r));
        switch (text.ptr[i]) {
        case '&': sb_append_cstr(out, "&amp;"); break;
        case '\'': sb_append_cstr(out, "&apos;"); break;
        case '"': sb_append_cstr(out, "&quot;"); break;
        case '<': sb_append_cstr(out, "&lt;"); break;
        case '>': sb_append_cstr(out, "&gt;"); break;
        default: sb_append_char(out, text.ptr[i]);
        }
    }
    sb_append_cstr(out, "</span></code></pre>");
}

/* fish's --pygments: "START,END,ROLE" per run of one role, in characters. */
static void pygments(Str text, const uint8_t *roles, StrBuf *out)
{
    size_t start = 0, chars = 0;
    for (size_t i = 0; i < text.len;) {
        uint32_t cp;
        size_t n = utf8_decode(text.ptr + i, text.len - i, &cp);
        uint8_t r = roles[i] & HL_ROLE_MASK;
        i += n ? n : 1;
        chars++;
        if (i < text.len && (roles[i] & HL_ROLE_MASK) == r) continue;
        const char *name = hl_role_var(r);
        const char *under = strrchr(name, '_');
        sb_printf(out, "%zu,%zu,%s\n", start, chars, under ? under + 1 : name);
        start = chars;
    }
}

/* Handles one input: its text and its path (NULL for stdin). false when the
 * program must stop (a file could not be written). */
static bool process(Tool *t, Str src, const char *path)
{
    StrBuf out = STRBUF_INIT;
    if (t->dump) {
        ParsedSource *ps = parse_source(src, PARSE_CONTINUE | PARSE_NO_LINT);
        ast_dump(&out, ps->root, sb_str(&ps->text));
        ps_unref(ps);
        write_out(sb_str(&out));
        sb_fini(&out);
        return true;
    }
    if (t->mode == MODE_PYGMENTS) {
        uint8_t *roles = highlight(t, src);
        pygments(src, roles, &out);
        free(roles);
        write_out(sb_str(&out));
        sb_fini(&out);
        return true;
    }
    if (t->only_indent) only_indent(src, &out);
    else if (t->only_unindent) only_unindent(src, &out);
    else {
        PrettyOptions o = {.no_indent = t->no_indent};
        pretty_format_opts(src, &o, &out);
    }
    bool same = str_eq(sb_str(&out), src), ok = true;
    switch (t->mode) {
    case MODE_PRINT: write_out(sb_str(&out)); break;
    case MODE_CHECK:
        if (!same) {
            if (path) fprintf(stderr, "%s\n", path);
            t->unformatted++;
        }
        break;
    case MODE_WRITE:
        if (!same) {
            /* as fish, which opens the file to write it: a file we may not
             * write is an error, even though we replace it through a rename */
            int fd = open(path, O_WRONLY | O_CLOEXEC);
            if (fd >= 0) close(fd);
            if (fd < 0 || fs_replace_file(path, out.ptr, out.len) < 0) {
                open_failed(path, errno);
                ok = false;
            }
        }
        break;
    case MODE_ANSI:
    case MODE_HTML: {
        Str text = sb_str(&out);
        uint8_t *roles = highlight(t, text);
        StrBuf colored = STRBUF_INIT;
        if (t->mode == MODE_ANSI) colorize_roles(t->hl, text, roles, &colored);
        else html(text, roles, &colored);
        write_out(sb_str(&colored));
        sb_fini(&colored);
        free(roles);
        break;
    }
    case MODE_PYGMENTS: break;
    }
    sb_fini(&out);
    return ok;
}

static int run(Tool *t, int argc, char **argv)
{
    OptState st;
    opt_begin(&st, argc, argv, bi_fish_indent_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        switch (c) {
        case 'w': t->mode = MODE_WRITE; break;
        case 'c': t->mode = MODE_CHECK; break;
        case 'i': t->no_indent = true; break;
        case O_ONLY_INDENT: t->only_indent = true; break;
        case O_ONLY_UNINDENT: t->only_unindent = true; break;
        case O_ANSI: t->mode = MODE_ANSI; break;
        case O_HTML: t->mode = MODE_HTML; break;
        case O_PYGMENTS: t->mode = MODE_PYGMENTS; break;
        case O_DUMP: t->dump = true; break;
        case 'v': printf("%s, version %s\n", t->name, MINNOW_VERSION); return 0;
        case 'h': usage(t, stdout); return 0;
        default:
            fprintf(stderr, "%s: %s: %s\n", t->name, st.bad,
                    c == OPT_UNEXPECTED_ARG ? "option does not take an argument"
                                            : "unknown option");
            return 1;
        }
    }
    int first = st.index;
    if (first >= argc) {
        if (t->mode == MODE_WRITE) {
            fprintf(stderr, "Expected file path to read/write for -w:\n\n $ %s -w foo.fish\n",
                    t->name);
            return 1;
        }
        StrBuf src = STRBUF_INIT;
        bool read = fs_read_fd(STDIN_FILENO, &src) == 0;
        if (!read && errno == EBADF) fprintf(stderr, "%s: stdin is closed\n", t->name);
        if (read) process(t, sb_str(&src), NULL);
        sb_fini(&src);
        if (!read) return 1;
    }
    for (int i = first; i < argc; i++) {
        StrBuf src = STRBUF_INIT;
        if (fs_read_file(argv[i], &src) < 0) {
            open_failed(argv[i], errno);
            sb_fini(&src);
            return 1;
        }
        bool ok = process(t, sb_str(&src), argv[i]);
        sb_fini(&src);
        if (!ok) return 1;
    }
    return t->unformatted;
}

int main(int argc, char **argv)
{
    Tool t = {.name = "minnow_indent", .mode = MODE_PRINT};
    if (argc > 0 && argv[0] && argv[0][0]) {
        const char *slash = strrchr(argv[0], '/');
        t.name = slash ? slash + 1 : argv[0];
    }
    int status = run(&t, argc, argv);
    if (t.sh) {
        hl_free(t.hl);
        shell_fini(t.sh);
        free(t.sh);
    }
    return status > 255 ? 255 : status;
}
