/* builtins/functions.c - list, show, query, erase, describe and copy functions.
 *
 *   functions [-a] [-n]            names, one a line ('_' names only with -a)
 *   functions NAME...              each definition, after a "# Defined in" line
 *   functions -q NAME...           status 0 when all exist (else how many don't)
 *   functions -e NAME...           erase
 *   functions -d DESC NAME         set the description
 *   functions -D [-v] NAME         where it was defined (and more with -v)
 *   functions -c OLD NEW           copy
 *
 * As in fish 4, a definition read from a file is shown as written; one with no
 * file (typed or from -c) is formatted as fish_indent would. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "env/event.h"
#include "env/func.h"
#include "parse/ast.h"
#include "parse/pretty.h"

#include <stdlib.h>
#include <string.h>

enum { F_ALL = 1, F_NAMES = 2, F_QUERY = 4, F_ERASE = 8, F_DETAILS = 16, F_VERBOSE = 32,
       F_COPY = 64, F_NO_DETAILS = 128 };

/* fish's escape, for a name or description: plain when safe, else quoted. */
static void escape_word(Str s, StrBuf *out)
{
    bool plain = s.len > 0;
    for (size_t i = 0; i < s.len && plain; i++) {
        unsigned char c = (unsigned char)s.ptr[i];
        plain = c >= 0x80 || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
                (c >= '0' && c <= '9') || strchr("_-./,:+=@%^", c);
    }
    if (plain) {
        sb_append(out, s);
        return;
    }
    sb_append_char(out, '\'');
    for (size_t i = 0; i < s.len; i++) {
        if (s.ptr[i] == '\'' || s.ptr[i] == '\\') sb_append_char(out, '\\');
        sb_append_char(out, s.ptr[i]);
    }
    sb_append_char(out, '\'');
}

/* The body's text: from after the header's terminator to the `end` keyword. */
static Str body_text(const Function *f)
{
    const AstNode *fn = f->body->parent;
    Str text = sb_str(&f->src->text);
    if (!fn) return str_sub(text, f->body->start, f->body->len);
    size_t from = f->body->start, to = f->body->start + f->body->len;
    for (uint32_t k = 0; k < fn->nkids; k++) {
        if (fn->kids[k] != f->body) continue;
        if (k > 0) from = fn->kids[k - 1]->start + fn->kids[k - 1]->len;
        if (k + 1 < fn->nkids) to = fn->kids[k + 1]->start;
        break;
    }
    if (to < from) to = from;
    return str_sub(text, from, to - from);
}

static void definition(const Function *f, bool metadata, StrBuf *out)
{
    StrBuf def = STRBUF_INIT;
    if (metadata) {
        if (f->file && !strcmp(f->file, "-")) sb_append_cstr(&def, "# Defined via `source`\n");
        else if (f->file) sb_printf(&def, "# Defined in %s @ line %u\n", f->file, f->line);
        else sb_append_cstr(&def, "# Defined interactively\n");
    }
    Str name = str_cstr(f->name);
    bool defer = f->name[0] == '-';
    sb_append_cstr(&def, "function ");
    if (!defer) escape_word(name, &def);
    for (size_t k = 0; k < f->wraps.n; k++) {
        sb_append_cstr(&def, " --wraps=");
        escape_word(f->wraps.items[k], &def);
    }
    if (f->description && *f->description) {
        sb_append_cstr(&def, " --description ");
        escape_word(str_cstr(f->description), &def);
    }
    if (f->no_scope_shadowing) sb_append_cstr(&def, " --no-scope-shadowing");
    for (size_t k = 0; k < f->named_args.n; k++) sb_printf(&def, " --argument-names %s", f->named_args.items[k].ptr);
    if (defer) {
        sb_append_cstr(&def, " -- ");
        escape_word(name, &def);
    }
    for (size_t k = 0; k < f->inherit_names.n; k++) {
        sb_printf(&def, "\n    set -l %s", f->inherit_names.items[k].ptr);
        for (size_t v = 0; v < f->inherit_values[k].n; v++) {
            sb_append_char(&def, ' ');
            escape_word(f->inherit_values[k].items[v], &def);
        }
    }
    sb_append_char(&def, '\n');
    Str body = body_text(f);
    sb_append(&def, body);
    if (!body.len || body.ptr[body.len - 1] != '\n') sb_append_char(&def, '\n');
    sb_append_cstr(&def, "end\n");
    if (f->file) sb_append(out, sb_str(&def));
    else pretty_format(sb_str(&def), out);
    sb_fini(&def);
}

/* Parses options; returns the first operand's index, -1 after an error, or
 * -2 after printing help. */
static int parse_opts(Shell *sh, int argc, char **argv, Io *io, unsigned *flags, const char **desc)
{
    enum { NO_DETAILS = 256 };
    static const OptSpec specs[] = {
        {'a', "all", OPT_NO_ARG}, {'c', "copy", OPT_NO_ARG}, {'d', "description", OPT_REQUIRED_ARG},
        {'D', "details", OPT_NO_ARG}, {'e', "erase", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG},
        {'n', "names", OPT_NO_ARG}, {NO_DETAILS, "no-details", OPT_NO_ARG},
        {'q', "query", OPT_NO_ARG}, {'v', "verbose", OPT_NO_ARG}, {0, NULL, 0},
    };
    OptState st;
    opt_begin(&st, argc, argv, specs);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        switch (c) {
        case 'a': *flags |= F_ALL; break;
        case 'c': *flags |= F_COPY; break;
        case 'D': *flags |= F_DETAILS; break;
        case 'e': *flags |= F_ERASE; break;
        case 'n': *flags |= F_NAMES; break;
        case 'q': *flags |= F_QUERY; break;
        case 'v': *flags |= F_VERBOSE; break;
        case NO_DETAILS: *flags |= F_NO_DETAILS; break;
        case 'd': *desc = st.arg; break;
        case 'h': bi_print_help(sh, io, argv[0]); return -2;
        default: bi_opt_error(sh, io, argv[0], &st, c); return -1;
        }
    }
    return st.index;
}

static bool valid_func_name(const char *s)
{
    static const char *const reserved[] = {"and", "begin", "builtin", "case", "command", "else",
        "end", "exec", "for", "function", "if", "in", "not", "or", "switch", "time", "while",
        "break", "continue", "return", "!", "[", "_", "argparse", "eval", "set", "test"};
    if (!*s || strchr(s, '/') || s[0] == '-') return false;
    for (size_t k = 0; k < sizeof reserved / sizeof *reserved; k++) {
        if (!strcmp(s, reserved[k])) return false;
    }
    return true;
}

int bi_functions(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    unsigned flags = 0;
    const char *desc = NULL;
    int first = parse_opts(sh, argc, argv, io, &flags, &desc);
    if (first == -2) return STATUS_OK;
    if (first < 0) return STATUS_INVALID_ARGS;
    char **args = argv + first;
    int nargs = argc - first;
    unsigned ops = flags & (F_ERASE | F_QUERY | F_COPY | F_DETAILS | F_NAMES);
    if ((ops & (ops - 1)) || (desc && ops)) {
        bi_error(io, cmd, "invalid option combination");
        return STATUS_INVALID_ARGS;
    }
    if (flags & F_ERASE) {
        for (int k = 0; k < nargs; k++) {
            funcs_erase(sh->funcs, str_cstr(args[k]));
            event_remove_function(sh->events, str_cstr(args[k]));
        }
        return STATUS_OK;
    }
    if (desc) {
        if (nargs != 1) {
            bi_error(io, cmd, "Expected exactly one function name");
            return STATUS_INVALID_ARGS;
        }
        Function *f = funcs_get(sh->funcs, str_cstr(args[0]));
        if (!f) {
            bi_error(io, cmd, "Function '%s' does not exist", args[0]);
            return STATUS_FAIL;
        }
        free(f->description);
        f->description = xstrdup(desc);
        return STATUS_OK;
    }
    if (flags & F_DETAILS) {
        if (nargs != 1) {
            bi_error(io, cmd, "Expected exactly one function name");
            return STATUS_INVALID_ARGS;
        }
        Function *f = funcs_get(sh->funcs, str_cstr(args[0]));
        if (!f) {
            io_write(io, 1, str_cstr("n/a\n"));
            return STATUS_FAIL;
        }
        io_printf(io, 1, "%s\n", f->file ? f->file : "stdin");
        if (flags & F_VERBOSE) {
            io_printf(io, 1, "%s\n%u\n%s\n", f->autoloaded ? "autoloaded" : "not-autoloaded",
                      f->file ? f->line : 0,
                      f->no_scope_shadowing ? "no-scope-shadowing" : "scope-shadowing");
            io_printf(io, 1, "%s\n", f->description && *f->description ? f->description : "n/a");
        }
        return STATUS_OK;
    }
    if ((flags & F_QUERY) && !nargs) return STATUS_FAIL;
    if ((flags & F_NAMES) || !nargs) {
        StrList names = {0};
        funcs_names(sh->funcs, &names);
        StrBuf out = STRBUF_INIT;
        for (size_t k = 0; k < names.n; k++) {
            if (names.items[k].ptr[0] == '_' && !(flags & F_ALL)) continue;
            sb_append(&out, names.items[k]);
            sb_append_char(&out, '\n');
        }
        io_write(io, 1, sb_str(&out));
        sb_fini(&out);
        sl_fini(&names);
        return STATUS_OK;
    }
    if (flags & F_COPY) {
        if (nargs != 2) {
            bi_error(io, cmd, "Expected exactly two names (current function name, and new function name)");
            return STATUS_INVALID_ARGS;
        }
        Function *old = funcs_get(sh->funcs, str_cstr(args[0]));
        if (!old) {
            bi_error(io, cmd, "Function '%s' does not exist", args[0]);
            return STATUS_FAIL;
        }
        if (!valid_func_name(args[1])) {
            bi_error(io, cmd, "Illegal function name '%s'", args[1]);
            return STATUS_INVALID_ARGS;
        }
        if (funcs_get(sh->funcs, str_cstr(args[1]))) {
            bi_error(io, cmd, "Function '%s' already exists. Cannot create copy of '%s'", args[1], args[0]);
            return STATUS_FAIL;
        }
        Function *f = func_new(str_cstr(args[1]));
        f->src = ps_ref(old->src);
        f->body = old->body;
        sl_dup(&f->named_args, &old->named_args);
        f->description = old->description ? xstrdup(old->description) : NULL;
        sl_dup(&f->inherit_names, &old->inherit_names);
        if (old->inherit_names.n) {
            f->inherit_values = xcalloc(old->inherit_names.n, sizeof *f->inherit_values);
            for (size_t k = 0; k < old->inherit_names.n; k++) sl_dup(&f->inherit_values[k], &old->inherit_values[k]);
        }
        f->no_scope_shadowing = old->no_scope_shadowing;
        f->file = old->file ? xstrdup(old->file) : NULL;
        f->line = old->line;
        funcs_define(sh->funcs, f);
        return STATUS_OK;
    }
    int missing = 0;
    StrBuf out = STRBUF_INIT;
    bool firstdef = true;
    for (int k = 0; k < nargs; k++) {
        Function *f = funcs_get(sh->funcs, str_cstr(args[k]));
        if (!f) {
            missing++;
            firstdef = false;
            continue;
        }
        if (flags & F_QUERY) continue;
        if (!firstdef) sb_append_char(&out, '\n');
        definition(f, !(flags & F_NO_DETAILS), &out);
        firstdef = false;
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    return missing > 255 ? 255 : missing;
}
