/* builtins/set_color.c - write the escape sequences for a colour and style.
 *
 *   set_color [OPTIONS] [COLOR...]
 *
 * The words and options are read by base/color.c (the editor reads the
 * fish_color_* variables the same way); this file reports errors in fish's
 * words and prints. With no argument at all it fails quietly (status 1), as
 * fish does for `set_color $unset_variable`; a -b without its colour fails
 * quietly with status 2. */
#include "builtins/builtins.h"

#include "base/color.h"
#include "env/termcolor.h"

#include <unistd.h>

/* --print-colors: each name on its own line, drawn in its colour when
 * standard output is a terminal (never in a pipe or a substitution). */
static void print_colors(const Io *io, const StyleParse *p, unsigned term, StrBuf *out)
{
    bool tty = !io->t[1].buf && io->t[1].fd >= 0 && isatty(io->t[1].fd);
    TextStyle cur;
    style_default(&cur); /* as fish: the terminal is taken to show its defaults */
    int n = p->noperands ? p->noperands : (int)color_list_len;
    for (int i = 0; i < n; i++) {
        const char *name = p->noperands ? p->operands[i] : color_list[i];
        if (tty) {
            TextStyle want = p->style;
            if (want.bg.kind == COLOR_NORMAL) want.bg.kind = COLOR_NONE;
            if (!color_parse(str_cstr(name), &want.fg)) want.fg.kind = COLOR_NONE;
            style_switch(out, &cur, &want, term);
        }
        sb_append_cstr(out, name);
        if (tty && p->style.bg.kind != COLOR_NONE && p->style.bg.kind != COLOR_NORMAL) {
            /* a background would run on to the end of the line */
            style_unknown(&cur);
            style_switch(out, &cur, &(TextStyle){0}, term);
        }
        sb_append_char(out, '\n');
    }
}

int bi_set_color(Shell *sh, Io *io, int argc, char **argv)
{
    if (argc <= 1) return STATUS_FAIL;
    unsigned term = termcolor_support(sh->vars);
    StyleParse p;
    StyleResult r = style_parse(&p, argc, argv, STYLE_PARSE_BUILTIN, term);
    int status = STATUS_INVALID_ARGS;
    StrBuf out = STRBUF_INIT;
    switch (r) {
    case STYLE_OK:
        style_write(&out, &p.style, term);
        status = STATUS_OK;
        break;
    case STYLE_PRINT_COLORS:
        print_colors(io, &p, term, &out);
        status = STATUS_OK;
        break;
    case STYLE_HELP:
        status = bi_print_help(sh, io, argv[0]);
        break;
    case STYLE_BAD_OPTION: bi_opt_error(sh, io, argv[0], &p.opt, p.opt_code); break;
    case STYLE_MISSING_ARG: break; /* fish says nothing */
    case STYLE_BAD_COLOR: bi_error(io, argv[0], "Unknown color '%s'", p.bad); break;
    case STYLE_BAD_UNDERLINE: bi_error(io, argv[0], "invalid underline style: %s", p.bad); break;
    case STYLE_BAD_SWITCH: bi_error(io, argv[0], "%s: invalid option argument: %s", p.bad_option, p.bad); break;
    case STYLE_FG_CONFLICT:
        bi_error(io, argv[0], "--foreground: option cannot be used with a non-option argument");
        break;
    case STYLE_FG_PRINT_CONFLICT: bi_error(io, argv[0], "--foreground --print-colors: options cannot be used together"); break;
    }
    style_parse_fini(&p);
    if (out.len) io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    return status;
}
