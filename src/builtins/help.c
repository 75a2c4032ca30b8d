/* builtins/help.c - a builtin's manual page (`NAME -h`), and the trailer
 * fish prints under a builtin's usage error.
 *
 * `NAME -h` calls the function __fish_print_help, which on a terminal shows
 * the man page (build/doc/man, $__fish_man_dir) or this text in the pager,
 * and anywhere else prints the text.
 *
 * The pages are doc/cmds/NAME.md, compiled in (base/embed.h). They use a small
 * part of Markdown, rendered here for a terminal:
 *   # NAME - summary        the title line, printed as it is without the '#'
 *   ## Section              a heading, printed in capitals
 *   ``` ... ```             a block, indented four more columns
 *   `code`, **strong**      printed without their marks
 * Text under a heading is indented four columns. */
#include "builtins/builtins.h"

#include "base/embed.h"
#include "env/func.h"
#include "exec/eval.h"
#include "exec/pipeline.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Appends one line of prose without inline marks (backquotes, doubled stars). */
static void append_plain(StrBuf *out, Str line)
{
    for (size_t i = 0; i < line.len; i++) {
        char c = line.ptr[i];
        if (c == '`') continue;
        if (c == '*' && i + 1 < line.len && line.ptr[i + 1] == '*') {
            i++;
            continue;
        }
        if (c == '\\' && i + 1 < line.len && ispunct((unsigned char)line.ptr[i + 1])) c = line.ptr[++i];
        sb_append_char(out, c);
    }
}

void bi_render_page(StrBuf *out, Str page)
{
    bool in_block = false;
    for (size_t pos = 0; pos < page.len;) {
        const char *nl = memchr(page.ptr + pos, '\n', page.len - pos);
        size_t end = nl ? (size_t)(nl - page.ptr) : page.len;
        Str line = str_sub(page, pos, end - pos);
        pos = nl ? end + 1 : end;
        if (str_starts_with(line, STR("```"))) {
            in_block = !in_block;
            continue;
        }
        if (in_block) {
            if (line.len) sb_append_cstr(out, "        ");
            sb_append(out, line);
        } else if (str_starts_with(line, STR("## "))) {
            for (size_t i = 3; i < line.len; i++) sb_append_char(out, (char)toupper((unsigned char)line.ptr[i]));
        } else if (str_starts_with(line, STR("# "))) {
            append_plain(out, str_sub(line, 2, line.len - 2));
        } else {
            if (line.len) sb_append_cstr(out, "    ");
            append_plain(out, line);
        }
        sb_append_char(out, '\n');
    }
}

/* The page of a builtin: doc/cmds/NAME.md, or for another name of the same
 * builtin (`.` for source, `[` for test, `!` for not) that builtin's page. */
static const char *find_page(Shell *sh, const char *name)
{
    if (!strcmp(name, "!")) name = "not"; /* its other spelling */
    char path[128];
    snprintf(path, sizeof path, "cmds/%s.md", name);
    const char *page = strlen(name) < 100 ? embed_find(path, NULL) : NULL;
    const Builtin *b = page ? NULL : shell_builtin(sh, str_cstr(name));
    for (size_t i = 0; b && !page && i < sh->n_builtins; i++) {
        const Builtin *other = &sh->builtins[i];
        if (other == b || other->fn != b->fn || strlen(other->name) >= 100) continue;
        snprintf(path, sizeof path, "cmds/%s.md", other->name);
        page = embed_find(path, NULL);
    }
    return page;
}

void bi_append_page(Shell *sh, const char *name, StrBuf *out)
{
    const char *page = find_page(sh, name);
    if (page) {
        bi_render_page(out, str_cstr(page));
    } else {
        const Builtin *b = shell_builtin(sh, str_cstr(name));
        sb_printf(out, "%s - %s\n", name, b ? b->description : "no manual page");
    }
}

int bi_print_help_text(Shell *sh, Io *io, const char *name)
{
    StrBuf out = STRBUF_INIT;
    bi_append_page(sh, name, &out);
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    return STATUS_OK;
}

/* As fish 4 does, `NAME -h` calls the function __fish_print_help NAME with
 * the builtin's streams; the shipped one shows the man page or this text in
 * the pager on a terminal and prints the text elsewhere. Status 2 from it
 * means it found no page. Without such a function the text is printed. */
int bi_print_help(Shell *sh, Io *io, const char *name)
{
    if (!funcs_get(sh->funcs, STR("__fish_print_help")) &&
        !eval_autoload(sh, STR("__fish_print_help")))
        return bi_print_help_text(sh, io, name);
    char *argv[] = {"__fish_print_help", (char *)name, NULL};
    int saved = sh->status;
    int status = eval_call_function(sh, "__fish_print_help", 2, argv, io);
    sh->status = saved;
    if (status == 2) {
        StrBuf msg = STRBUF_INIT;
        sb_printf(&msg,
                  "%s: missing man page\nDocumentation may not be installed.\n`help %s` will show "
                  "an online version\n",
                  name, name);
        io_write(io, 2, sb_str(&msg));
        sb_fini(&msg);
    }
    return STATUS_OK;
}

void bi_print_trailer(Shell *sh, Io *io, const char *name)
{
    StrBuf out = STRBUF_INIT;
    sb_append_char(&out, '\n');
    eval_append_location(sh, &out);
    sb_printf(&out, "\n(Type 'help %s' for related documentation)\n", name);
    io_write(io, 2, sb_str(&out));
    sb_fini(&out);
}
