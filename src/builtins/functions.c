/* builtins/functions.c - list, show, query, erase, describe and copy functions.
 *
 *   functions [-a] [-n]            names, one a line ('_' names only with -a)
 *   functions NAME...              each definition, after a "# Defined in" line
 *   functions -q NAME...           status 0 when all exist (else how many don't)
 *   functions -e NAME...           erase
 *   functions -d DESC NAME         set the description
 *   functions -D [-v] NAME         where it was defined (and more with -v)
 *   functions -c OLD NEW           copy
 *   functions -H [-t TYPE]         the event handlers, grouped by type
 *
 * As in fish 4, a definition read from a file is shown as written; one with no
 * file (typed or from -c) is formatted as fish_indent would. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/escape.h"
#include "base/utf8.h"
#include "base/vec.h"
#include "env/autoload.h"
#include "env/event.h"
#include "env/func.h"
#include "env/var.h"
#include "exec/pipeline.h"
#include "parse/ast.h"
#include "parse/pretty.h"
#include "proc/signal.h"

#include <stdlib.h>
#include <string.h>

enum {
    F_ALL = 1,
    F_NAMES = 2,
    F_QUERY = 4,
    F_ERASE = 8,
    F_DETAILS = 16,
    F_VERBOSE = 32,
    F_COPY = 64,
    F_NO_DETAILS = 128,
    F_HANDLERS = 256
};

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

void bi_function_origin(const Function *f, StrBuf *out)
{
    if (f->file && !strcmp(f->file, "-")) sb_append_cstr(out, "Defined via `source`");
    else if (f->file) sb_printf(out, "Defined in %s @ line %u", f->file, f->line);
    else sb_append_cstr(out, "Defined interactively");
    if (!f->copied) return;
    if (f->copy_file && !strcmp(f->copy_file, "-")) sb_append_cstr(out, ", copied via `source`");
    else if (f->copy_file) sb_printf(out, ", copied in %s @ line %u", f->copy_file, f->copy_line);
    else sb_append_cstr(out, ", copied interactively");
}

/* The events a function handles, as options of its definition. */
static void handler_options(const Shell *sh, const char *name, StrBuf *out)
{
    EventKind kind;
    const char *param, *fn;
    for (size_t i = 0; event_at(sh->events, i, &kind, &param, &fn); i++) {
        if (strcmp(fn, name)) continue;
        switch (kind) {
        case EVENT_SIGNAL: sb_printf(out, " --on-signal %s", sig_name(atoi(param))); break;
        case EVENT_VARIABLE: sb_printf(out, " --on-variable %s", param); break;
        case EVENT_PROCESS_EXIT: sb_printf(out, " --on-process-exit %s", param); break;
        case EVENT_JOB_EXIT: sb_printf(out, " --on-job-exit %s", strncmp(param, "caller:", 7) ? param : "caller"); break;
        case EVENT_GENERIC: sb_printf(out, " --on-event %s", param); break;
        }
    }
}

void bi_function_definition(const Shell *sh, const Function *f, bool metadata, StrBuf *out)
{
    StrBuf def = STRBUF_INIT;
    if (metadata) {
        sb_append_cstr(&def, "# ");
        bi_function_origin(f, &def);
        sb_append_char(&def, '\n');
    }
    Str name = str_cstr(f->name);
    bool defer = f->name[0] == '-';
    sb_append_cstr(&def, "function ");
    if (!defer) escape_script(name, &def);
    for (size_t k = 0; k < f->wraps.n; k++) {
        sb_append_cstr(&def, " --wraps=");
        escape_script(f->wraps.items[k], &def);
    }
    if (f->description && *f->description) {
        sb_append_cstr(&def, " --description ");
        escape_script(str_cstr(f->description), &def);
    }
    if (f->no_scope_shadowing) sb_append_cstr(&def, " --no-scope-shadowing");
    handler_options(sh, f->name, &def);
    if (f->named_args.n) sb_append_cstr(&def, " --argument-names");
    for (size_t k = 0; k < f->named_args.n; k++) sb_printf(&def, " %s", f->named_args.items[k].ptr);
    if (defer) {
        sb_append_cstr(&def, " -- ");
        escape_script(name, &def);
    }
    for (size_t k = 0; k < f->inherit_names.n; k++) {
        sb_printf(&def, "\n    set -l %s", f->inherit_names.items[k].ptr);
        for (size_t v = 0; v < f->inherit_values[k].n; v++) {
            sb_append_char(&def, ' ');
            escape_script(f->inherit_values[k].items[v], &def);
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

enum { NO_DETAILS = 256, COLOR };
const OptSpec bi_functions_opts[] = {
    {'a', "all", OPT_NO_ARG},
    {'c', "copy", OPT_NO_ARG},
    {'d', "description", OPT_REQUIRED_ARG},
    {'D', "details", OPT_NO_ARG},
    {'e', "erase", OPT_NO_ARG},
    {'h', "help", OPT_NO_ARG},
    {'H', "handlers", OPT_NO_ARG},
    {'t', "handlers-type", OPT_REQUIRED_ARG},
    {'n', "names", OPT_NO_ARG},
    {NO_DETAILS, "no-details", OPT_NO_ARG},
    {'q', "query", OPT_NO_ARG},
    {'v', "verbose", OPT_NO_ARG},
    {COLOR, "color", OPT_REQUIRED_ARG},
    {0, NULL, 0},
};

/* The function called name, loaded from $fish_function_path when it is
 * not defined yet (as fish's `functions NAME`, `-q` and `-D` do). */
static Function *find_loaded(Shell *sh, const char *name)
{
    Function *f = funcs_get(sh->funcs, str_cstr(name));
    if (f) return f;
    eval_autoload(sh, str_cstr(name));
    return funcs_get(sh->funcs, str_cstr(name));
}

/* Parses options; returns the first operand's index, -1 after an error, or
 * -2 after printing help. */
static int parse_opts(Shell *sh, int argc, char **argv, Io *io, unsigned *flags, BiColor *color,
                      const char **desc, const char **handlers_type)
{
    OptState st;
    opt_begin(&st, argc, argv, bi_functions_opts);
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
        case 'H': *flags |= F_HANDLERS; break;
        case 't': *flags |= F_HANDLERS, *handlers_type = st.arg; break;
        case 'h': bi_print_help(sh, io, argv[0]); return -2;
        case COLOR:
            if (!bi_color_parse(io, argv[0], st.arg, color)) return -1;
            break;
        default: bi_opt_error_short(io, argv[0], &st, c); return -1; /* fish 4: no trailer */
        }
    }
    return st.index;
}

/* `functions --handlers`: fish's listing, grouped by event type in fish's
 * order (signal, variable, process-exit, job-exit, caller-exit, generic),
 * sorted by signal number, pid or name inside a group, a blank line between
 * groups. Exit handlers show only as their group's header, as in fish. */
typedef struct Handler {
    int group;          /* index into groups[] */
    long num;           /* signal number or pid */
    const char *param;  /* borrowed */
    const char *fn;     /* borrowed */
    size_t order;       /* definition order, to keep the sort stable */
} Handler;

static const char *const groups[] = {"signal", "variable", "process-exit", "job-exit", "caller-exit", "generic"};
enum { G_SIGNAL, G_VARIABLE, G_PROCESS_EXIT, G_JOB_EXIT, G_CALLER_EXIT, G_GENERIC };

static int compare_handlers(const void *pa, const void *pb)
{
    const Handler *a = pa, *b = pb;
    if (a->group != b->group) return a->group < b->group ? -1 : 1;
    if (a->group == G_VARIABLE || a->group == G_GENERIC) {
        int c = strcmp(a->param, b->param);
        if (c) return c;
    } else if (a->num != b->num) {
        return a->num < b->num ? -1 : 1;
    }
    return a->order < b->order ? -1 : a->order > b->order;
}

static bool in_filter(int group, const char *filter)
{
    if (!*filter) return true;
    if (!strcmp(filter, "exit")) return group == G_PROCESS_EXIT || group == G_JOB_EXIT || group == G_CALLER_EXIT;
    return !strcmp(filter, groups[group]);
}

static int print_handlers(Shell *sh, Io *io, const char *cmd, const char *filter)
{
    bool known = !*filter || !strcmp(filter, "exit");
    for (size_t g = 0; g < sizeof groups / sizeof *groups && !known; g++) known = !strcmp(filter, groups[g]);
    if (!known) {
        bi_error(io, cmd, "Expected generic | variable | signal | exit | job-id for --handlers-type");
        return STATUS_INVALID_ARGS;
    }
    Handler *list = NULL;
    size_t n = 0, cap = 0;
    EventKind kind;
    const char *param, *fn;
    for (size_t i = 0; event_at(sh->events, i, &kind, &param, &fn); i++) {
        Handler h = {.param = param, .fn = fn, .order = i, .num = strtol(param, NULL, 10)};
        switch (kind) {
        case EVENT_SIGNAL: h.group = G_SIGNAL; break;
        case EVENT_VARIABLE: h.group = G_VARIABLE; break;
        case EVENT_PROCESS_EXIT: h.group = G_PROCESS_EXIT; break;
        case EVENT_JOB_EXIT: h.group = strncmp(param, "caller:", 7) ? G_JOB_EXIT : G_CALLER_EXIT; break;
        case EVENT_GENERIC: h.group = G_GENERIC; break;
        }
        if (in_filter(h.group, filter)) VEC_PUSH(list, n, cap, 16, h);
    }
    if (n) qsort(list, n, sizeof *list, compare_handlers);
    StrBuf out = STRBUF_INIT;
    for (size_t i = 0; i < n; i++) {
        const Handler *h = &list[i];
        if (!i || h->group != list[i - 1].group) sb_printf(&out, "%sEvent %s\n", i ? "\n" : "", groups[h->group]);
        switch (h->group) {
        case G_SIGNAL: sb_printf(&out, "%s %s\n", sig_name((int)h->num), h->fn); break;
        case G_VARIABLE:
        case G_GENERIC: sb_printf(&out, "%s %s\n", h->param, h->fn); break;
        case G_CALLER_EXIT: sb_printf(&out, "caller-exit %s\n", h->fn); break;
        default: break;
        }
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    free(list);
    return STATUS_OK;
}

static int compare_strs(const void *a, const void *b)
{
    return strcmp(((const Str *)a)->ptr, ((const Str *)b)->ptr); /* names hold no NUL */
}

/* text's words (split at spaces) as lines of at most width columns; a word
 * wider than a line is cut, with a hyphen, as fish's reformat_for_screen. */
static void wrap_words(Str text, size_t width, StrBuf *out)
{
    if (width < 2) width = 80;
    size_t line = 0;
    for (size_t i = 0; i < text.len;) {
        if (text.ptr[i] == ' ') {
            i++;
            continue;
        }
        size_t start = i, w = 0;
        bool cut = false;
        while (i < text.len && text.ptr[i] != ' ') {
            uint32_t cp;
            size_t n = utf8_decode(text.ptr + i, text.len - i, &cp);
            size_t cw = utf8_width(text.ptr + i, n);
            if (w + cw > width - 1) {
                cut = true;
                break;
            }
            w += cw;
            i += n;
        }
        if (cut) {
            if (line) sb_append_char(out, '\n');
            sb_append_mem(out, text.ptr + start, i - start);
            sb_append_cstr(out, "-\n");
            line = 0;
            continue;
        }
        if (line + (line ? 1 : 0) + w > width) {
            sb_append_char(out, '\n');
            line = 0;
        }
        if (line) sb_append_char(out, ' ');
        sb_append_mem(out, text.ptr + start, i - start);
        line += (line ? 1 : 0) + w;
    }
    sb_append_char(out, '\n');
}

/* $COLUMNS, or 80. */
static size_t columns(Shell *sh)
{
    const Var *v = vars_get(sh->vars, STR("COLUMNS"), 0);
    long n = v && v->values.n ? strtol(v->values.items[0].ptr, NULL, 10) : 0;
    return n > 0 ? (size_t)n : 80;
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
    BiColor when = BI_COLOR_AUTO;
    const char *desc = NULL, *handlers_type = "";
    int first = parse_opts(sh, argc, argv, io, &flags, &when, &desc, &handlers_type);
    if (first == -2) return STATUS_OK;
    if (first < 0) return STATUS_INVALID_ARGS;
    char **args = argv + first;
    int nargs = argc - first;
    unsigned ops = flags & (F_ERASE | F_QUERY | F_COPY | F_NAMES);
    if ((ops & (ops - 1)) || (desc && ops) || ((flags & F_DETAILS) && (flags & F_NO_DETAILS))) {
        bi_error(io, cmd, "invalid option combination");
        bi_print_trailer(sh, io, cmd);
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
            bi_print_trailer(sh, io, cmd);
            return STATUS_INVALID_ARGS;
        }
        Function *f = funcs_get(sh->funcs, str_cstr(args[0]));
        if (!f) {
            bi_error(io, cmd, "Function '%s' does not exist", args[0]);
            bi_print_trailer(sh, io, cmd);
            return STATUS_FAIL;
        }
        free(f->description);
        f->description = xstrdup(desc);
        return STATUS_OK;
    }
    if (flags & F_DETAILS) {
        if (nargs != 1) {
            bi_error(io, cmd, "--details: expected 1 arguments; got %d", nargs);
            return STATUS_INVALID_ARGS;
        }
        Function *f = find_loaded(sh, args[0]);
        if (!f) {
            io_write(io, 1, str_cstr(flags & F_VERBOSE ? "n/a\nn/a\n0\nn/a\nn/a\n" : "n/a\n"));
            return STATUS_OK; /* fish: this never fails */
        }
        /* a copy names where it was copied; where it came from follows with -v */
        const char *file = f->file ? f->file : "stdin";
        io_printf(io, 1, "%s\n", f->copied && f->copy_file ? f->copy_file : file);
        if (flags & F_VERBOSE) {
            StrBuf shown = STRBUF_INIT;
            if (f->description)
                escape_script_flags(str_cstr(f->description),
                                    ESCAPE_NO_QUOTED | ESCAPE_NO_PRINTABLES, &shown);
            io_printf(io, 1, "%s\n%u\n%s\n%s\n",
                      f->copied && f->copy_file ? file
                      : f->autoloaded           ? "autoloaded"
                                                : "not-autoloaded",
                      f->line, f->no_scope_shadowing ? "no-scope-shadowing" : "scope-shadowing",
                      shown.len ? shown.ptr : "");
            sb_fini(&shown);
        }
        return STATUS_OK;
    }
    if (flags & F_HANDLERS) return print_handlers(sh, io, cmd, handlers_type);
    if ((flags & F_QUERY) && !nargs) return STATUS_FAIL;
    if ((flags & F_NAMES) || !nargs) {
        /* the functions defined and those $fish_function_path could load */
        StrList names = {0};
        funcs_names(sh->funcs, &names);
        const Var *path = vars_get(sh->vars, STR("fish_function_path"), 0);
        if (path) autoload_names(&path->values, &names);
        const Var *data = vars_get(sh->vars, STR("__fish_data_dir"), 0);
        if (data && data->values.n) { /* the shipped ones, found whatever the path says */
            StrList shipped = STRLIST_INIT;
            StrBuf dir = STRBUF_INIT;
            sb_printf(&dir, "%s/functions", data->values.items[0].ptr);
            sl_push(&shipped, sb_str(&dir));
            autoload_names(&shipped, &names);
            sl_fini(&shipped);
            sb_fini(&dir);
        }
        qsort(names.items, names.n, sizeof *names.items, compare_strs);
        /* a person at a terminal gets them as a paragraph, as fish does */
        bool para = when == BI_COLOR_ALWAYS || (when == BI_COLOR_AUTO && io_is_terminal(io, 1));
        StrBuf out = STRBUF_INIT;
        for (size_t k = 0; k < names.n; k++) {
            if (k && str_eq(names.items[k], names.items[k - 1])) continue;
            if (names.items[k].ptr[0] == '_' && !(flags & F_ALL)) continue;
            if (para && out.len) sb_append_cstr(&out, ", ");
            sb_append(&out, names.items[k]);
            if (!para) sb_append_char(&out, '\n');
        }
        if (para) {
            StrBuf wrapped = STRBUF_INIT;
            wrap_words(sb_str(&out), columns(sh), &wrapped);
            sb_fini(&out);
            out = wrapped;
        }
        io_write(io, 1, sb_str(&out));
        sb_fini(&out);
        sl_fini(&names);
        return STATUS_OK;
    }
    if (flags & F_COPY) {
        if (nargs != 2) {
            bi_error(io, cmd, "Expected exactly two names (current function name, and new function name)");
            bi_print_trailer(sh, io, cmd);
            return STATUS_INVALID_ARGS;
        }
        Function *old = funcs_get(sh->funcs, str_cstr(args[0]));
        if (!old) {
            bi_error(io, cmd, "Function '%s' does not exist", args[0]);
            bi_print_trailer(sh, io, cmd);
            return STATUS_FAIL;
        }
        if (!valid_func_name(args[1])) {
            bi_error(io, cmd, "Illegal function name '%s'", args[1]);
            bi_print_trailer(sh, io, cmd);
            return STATUS_INVALID_ARGS;
        }
        if (funcs_get(sh->funcs, str_cstr(args[1]))) {
            bi_error(io, cmd, "Function '%s' already exists. Cannot create copy of '%s'", args[1], args[0]);
            bi_print_trailer(sh, io, cmd);
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
        f->copied = true; /* where the copy is made: the running script and line */
        const Frame *fr = sh->frame;
        while (fr && !fr->file && fr->up) fr = fr->up;
        if (fr && fr->file) {
            f->copy_file = xstrdup(fr->file);
            f->copy_line = fr == sh->frame && fr->src
                               ? diag_line_of(sb_str(&fr->src->text), sh->call_offset)
                               : 0;
        }
        funcs_define(sh->funcs, f);
        return STATUS_OK;
    }
    int missing = 0;
    StrBuf out = STRBUF_INIT, def = STRBUF_INIT;
    bool firstdef = true;
    /* coloured as the line editor shows code: asked for, or by default on a terminal */
    bool color = bi_color_on(sh, io, when);
    for (int k = 0; k < nargs; k++) {
        Function *f = find_loaded(sh, args[k]);
        if (!f) {
            missing++;
            firstdef = false;
            continue;
        }
        if (flags & F_QUERY) continue;
        if (!firstdef) sb_append_char(&out, '\n');
        sb_clear(&def);
        bi_function_definition(sh, f, !(flags & F_NO_DETAILS), &def);
        bi_color_code(sh, color, sb_str(&def), &out);
        firstdef = false;
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&def);
    sb_fini(&out);
    return missing > 255 ? 255 : missing;
}
