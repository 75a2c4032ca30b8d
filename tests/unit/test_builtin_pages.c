/* tests/unit/test_builtin_pages.c - every builtin has a manual page whose
 * Options section names exactly the options the builtin takes (its table in
 * builtins.def), and `NAME -h` shows that page when -h is one of them; every
 * function shipped in share/functions has a page too (all but the hidden
 * __* helpers). Runs in the source tree.
 *
 * An option is named by a backquoted word starting with a dash in the label
 * of an item of the Options section: the text of a `- ` line (and the lines
 * continuing it) before the first colon outside backquotes, e.g.
 *     - `-d`, `--delimiter DELIM`: split at ...
 * names -d and --delimiter. Another name of the same builtin (`.`, `[`)
 * uses that builtin's page; `!` uses not's. */
#include "unit.h"

#include "base/embed.h"
#include "builtins/builtins.h"

#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <string.h>

/* The page of builtin b (or of another name of the same builtin). */
static const char *page_of(const Builtin *b)
{
    char path[128];
    snprintf(path, sizeof path, "cmds/%s.md",
             strcmp(b->name, "!") ? b->name : "not"); /* not's spelling */
    const char *page = embed_find(path, NULL);
    for (size_t i = 0; !page && i < builtin_count; i++) {
        if (builtin_table[i].fn != b->fn || &builtin_table[i] == b) continue;
        snprintf(path, sizeof path, "cmds/%s.md", builtin_table[i].name);
        page = embed_find(path, NULL);
    }
    return page;
}

/* Adds "-x" / "--name" to names (a list of NUL-separated words) unless there. */
static void add_name(StrBuf *names, const char *s, size_t n)
{
    for (size_t i = 0; i < names->len;) {
        size_t len = strlen(names->ptr + i);
        if (len == n && !memcmp(names->ptr + i, s, n)) return;
        i += len + 1;
    }
    sb_append_mem(names, s, n);
    sb_append_char(names, '\0');
}

/* The options an Options section names, into names. */
static void page_options(const char *page, StrBuf *names)
{
    const char *sec = strstr(page, "\n## Options\n");
    if (!sec) return;
    sec += strlen("\n## Options\n");
    const char *end = strstr(sec, "\n## ");
    if (!end) end = sec + strlen(sec);
    StrBuf label = STRBUF_INIT;
    for (const char *line = sec; line < end;) {
        const char *nl = memchr(line, '\n', (size_t)(end - line));
        const char *eol = nl ? nl : end;
        if (eol - line >= 2 && line[0] == '-' && line[1] == ' ') {
            /* the item, with its continuation lines */
            sb_clear(&label);
            sb_append_mem(&label, line + 2, (size_t)(eol - line - 2));
            const char *next = nl ? nl + 1 : end;
            while (next < end && next[0] == ' ') {
                const char *nl2 = memchr(next, '\n', (size_t)(end - next));
                const char *eol2 = nl2 ? nl2 : end;
                sb_append_char(&label, ' ');
                sb_append_mem(&label, next, (size_t)(eol2 - next));
                next = nl2 ? nl2 + 1 : end;
            }
            bool quoted = false;
            for (size_t i = 0; i < label.len; i++) {
                char c = label.ptr[i];
                if (c == ':' && !quoted) break;
                if (c != '`') continue;
                quoted = !quoted;
                if (!quoted || i + 1 >= label.len || label.ptr[i + 1] != '-') continue;
                size_t k = i + 1;
                while (k < label.len && !strchr("` =[", label.ptr[k])) k++;
                add_name(names, label.ptr + i + 1, k - i - 1);
            }
            line = next;
            continue;
        }
        line = nl ? nl + 1 : end;
    }
    sb_fini(&label);
}

/* The options a table names. */
static void table_options(const OptSpec *opts, StrBuf *names)
{
    for (const OptSpec *o = opts; o->id; o++) {
        if (o->id < 256 && isgraph(o->id)) {
            char s[2] = {'-', (char)o->id};
            add_name(names, s, 2);
        }
        if (o->long_name) {
            StrBuf l = STRBUF_INIT;
            sb_printf(&l, "--%s", o->long_name);
            add_name(names, l.ptr, l.len);
            sb_fini(&l);
        }
    }
}

/* Reports each word of a that b lacks. */
static bool report_missing(const char *builtin, const StrBuf *a, const StrBuf *b, const char *what)
{
    bool ok = true;
    for (size_t i = 0; i < a->len;) {
        const char *w = a->ptr + i;
        size_t len = strlen(w);
        bool found = false;
        for (size_t k = 0; k < b->len && !found;) {
            found = !strcmp(b->ptr + k, w);
            k += strlen(b->ptr + k) + 1;
        }
        if (!found) {
            fprintf(stderr, "  %s: %s %s\n", builtin, w, what);
            ok = false;
        }
        i += len + 1;
    }
    return ok;
}

/* Every builtin but the hidden __minnow_* helpers the function library calls. */
TEST(every_builtin_has_a_page)
{
    for (size_t i = 0; i < builtin_count; i++) {
        if (!strncmp(builtin_table[i].name, "__", 2)) continue;
        if (!page_of(&builtin_table[i])) EXPECT_STR_EQ(builtin_table[i].name, "(a builtin with doc/cmds/NAME.md)");
    }
}

TEST(every_page_lists_every_option)
{
    for (size_t i = 0; i < builtin_count; i++) {
        const Builtin *b = &builtin_table[i];
        const char *page = page_of(b);
        if (!page) continue;
        EXPECT(b->opts != NULL);
        if (!b->opts) continue;
        StrBuf listed = STRBUF_INIT, taken = STRBUF_INIT;
        page_options(page, &listed);
        table_options(b->opts, &taken);
        EXPECT(report_missing(b->name, &taken, &listed, "is taken but not on the page"));
        EXPECT(report_missing(b->name, &listed, &taken, "is on the page but not taken"));
        sb_fini(&listed);
        sb_fini(&taken);
    }
}

TEST(help_shows_the_page)
{
    char *envp[] = {NULL};
    Shell sh;
    shell_init(&sh, "minnow", envp, SHELL_NO_UNIVERSAL);
    for (size_t i = 0; i < builtin_count; i++) {
        const Builtin *b = &builtin_table[i];
        bool has_h = false;
        for (const OptSpec *o = b->opts; o && o->id; o++) has_h |= o->id == 'h';
        if (!has_h) continue;
        const char *page = page_of(b);
        if (!page) continue;
        for (int form = 0; form < 2; form++) {
            StrBuf out = STRBUF_INIT, err = STRBUF_INIT;
            Io io = io_standard();
            io.t[1] = (IoTarget){.fd = 1, .buf = &out};
            io.t[2] = (IoTarget){.fd = 2, .buf = &err};
            char *argv[] = {(char *)b->name, form ? "--help" : "-h", NULL};
            int status = b->fn(&sh, &io, 2, argv);
            /* the page's title line without the "# " */
            const char *nl = strchr(page, '\n');
            size_t tlen = nl ? (size_t)(nl - page) - 2 : strlen(page) - 2;
            bool shown = out.len >= tlen && !memcmp(out.ptr, page + 2, tlen);
            if (!shown || status != 0 || err.len) {
                fprintf(stderr, "  %s %s: status %d, stdout starts %.40s\n", b->name, argv[1], status,
                        out.ptr ? out.ptr : "");
            }
            EXPECT(shown);
            EXPECT_EQ_INT(status, 0);
            EXPECT_EQ_SIZE(err.len, 0);
            sb_fini(&out);
            sb_fini(&err);
        }
    }
    shell_fini(&sh);
}

TEST(every_shipped_function_has_a_page)
{
    DIR *d = opendir("share/functions");
    EXPECT(d != NULL);
    size_t seen = 0;
    for (struct dirent *e; d && (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        if (len <= 5 || strcmp(e->d_name + len - 5, ".fish") || !strncmp(e->d_name, "__", 2)) continue;
        char path[512];
        snprintf(path, sizeof path, "cmds/%.*s.md", (int)(len - 5), e->d_name);
        seen++;
        if (!embed_find(path, NULL)) EXPECT_STR_EQ(e->d_name, "(a function with doc/cmds/NAME.md)");
    }
    if (d) closedir(d);
    EXPECT(seen > 10);
}
