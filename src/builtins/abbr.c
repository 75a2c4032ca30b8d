/* builtins/abbr.c - define, list, rename and erase abbreviations.
 *
 *   abbr [-a] NAME [--position command|anywhere] [-r PATTERN] [-c CMD]...
 *        [--set-cursor[=MARKER]] (-f FUNCTION | EXPANSION...)
 *   abbr -e [-c CMD]... NAME...      abbr --rename [-c CMD]... OLD NEW
 *   abbr [-s]      abbr --list      abbr -q NAME...
 *
 * Options and words are read in order, as fish does for compatibility with
 * old scripts: once the name and a first expansion word are in (and no
 * other subcommand was asked for), the rest are all expansion words, so
 * `abbr e emacs -nw` works. The table itself is store/abbr.c. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/escape.h"
#include "base/utf8.h"
#include "env/var.h"
#include "store/abbr.h"

#include <stdlib.h>
#include <string.h>

enum { SUB_ADD = 1, SUB_RENAME = 2, SUB_SHOW = 4, SUB_LIST = 8, SUB_ERASE = 16, SUB_QUERY = 32 };
enum { OPT_POSITION = 256, OPT_SET_CURSOR, OPT_RENAME, OPT_LIST, OPT_COLOR };

typedef struct AbbrOpts {
    unsigned subs;          /* SUB_* asked for */
    int position;           /* -1 when not given, else an AbbrPosition */
    const char *pattern;    /* --regex */
    const char *function;   /* --function */
    const char *set_cursor; /* --set-cursor marker */
    StrList commands;       /* --command, in order */
    char **args;            /* the words, in order (borrowed from argv) */
    int nargs;
    BiColor color;          /* --color, for --show */
} AbbrOpts;

static bool has_space(Str s)
{
    for (size_t i = 0; i < s.len;) {
        uint32_t cp;
        i += utf8_decode(s.ptr + i, s.len - i, &cp);
        if (cp != UTF8_INVALID && uc_is_space(cp)) return true;
    }
    return false;
}

const OptSpec bi_abbr_opts[] = {
    {'a', "add", OPT_NO_ARG}, {'c', "command", OPT_REQUIRED_ARG},
    {OPT_POSITION, "position", OPT_REQUIRED_ARG}, {'r', "regex", OPT_REQUIRED_ARG},
    {OPT_SET_CURSOR, "set-cursor", OPT_OPTIONAL_ARG}, {'f', "function", OPT_REQUIRED_ARG},
    {OPT_RENAME, "rename", OPT_NO_ARG}, {'e', "erase", OPT_NO_ARG}, {'q', "query", OPT_NO_ARG},
    {'s', "show", OPT_NO_ARG}, {OPT_LIST, "list", OPT_NO_ARG}, {'g', "global", OPT_NO_ARG},
    {'U', "universal", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG}, {OPT_COLOR, "color", OPT_REQUIRED_ARG},
    {0, NULL, 0},
};

/* Reads options and words in order. Returns -1 when done, else the status of
 * an error already reported (or of printing help). */
static int parse(Shell *sh, Io *io, int argc, char **argv, AbbrOpts *o)
{
    const char *cmd = argv[0];
    o->args = xreallocarray(NULL, (size_t)argc, sizeof *o->args);
    OptState st;
    opt_begin(&st, argc, argv, bi_abbr_opts);
    for (;;) {
        if (!st.cluster && st.index < argc && (argv[st.index][0] != '-' || !argv[st.index][1])) {
            o->args[o->nargs++] = argv[st.index++];
            if (o->nargs >= 2 && !(o->subs & (SUB_RENAME | SUB_SHOW | SUB_LIST | SUB_ERASE | SUB_QUERY))) break;
            continue;
        }
        int c = opt_next(&st);
        if (c == OPT_DONE) break;
        switch (c) {
        case 'a': o->subs |= SUB_ADD; break;
        case 'c': sl_push_cstr(&o->commands, st.arg); break;
        case OPT_POSITION:
            if (o->position >= 0) {
                bi_error(io, cmd, "Cannot specify multiple positions");
                return STATUS_INVALID_ARGS;
            }
            if (!strcmp(st.arg, "command") || !strcmp(st.arg, "anywhere")) {
                o->position = !strcmp(st.arg, "command") ? ABBR_COMMAND : ABBR_ANYWHERE;
                break;
            }
            bi_error(io, cmd, "Invalid position '%s'\nPosition must be one of: command, anywhere", st.arg);
            return STATUS_INVALID_ARGS;
        case 'r':
            if (o->pattern) {
                bi_error(io, cmd, "Cannot specify multiple regex patterns");
                return STATUS_INVALID_ARGS;
            }
            o->pattern = st.arg;
            break;
        case OPT_SET_CURSOR:
            if (o->set_cursor) {
                bi_error(io, cmd, "Cannot specify multiple set-cursor options");
                return STATUS_INVALID_ARGS;
            }
            o->set_cursor = st.arg ? st.arg : "%";
            break;
        case 'f': o->function = st.arg; break;
        case OPT_RENAME: o->subs |= SUB_RENAME; break;
        case 'e': o->subs |= SUB_ERASE; break;
        case 'q': o->subs |= SUB_QUERY; break;
        case 's': o->subs |= SUB_SHOW; break;
        case OPT_LIST: o->subs |= SUB_LIST; break;
        case 'g': break; /* kept from when abbreviations were variables */
        case 'U':
            /* fish 4 warns; fish 3.6 took it silently */
            io_printf(io, 2, "%s: Warning: Option '%s' was removed and is now ignored", cmd, argv[st.index - 1]);
            bi_print_trailer(sh, io, cmd);
            break;
        case 'h': bi_print_help(sh, io, cmd); return STATUS_OK;
        case OPT_COLOR:
            if (!bi_color_parse(io, cmd, st.arg, &o->color)) return STATUS_INVALID_ARGS;
            break;
        case OPT_MISSING_ARG: return bi_opt_error(sh, io, cmd, &st, c);
        default: return bi_opt_error_short(io, cmd, &st, c); /* fish 4: no trailer here */
        }
    }
    while (st.index < argc) o->args[o->nargs++] = argv[st.index++];
    return -1;
}

/* The checks fish makes before doing anything; -1 when all is well. */
static int validate(Io *io, const char *cmd, AbbrOpts *o)
{
    static const char *const names[] = {"add", "rename", "show", "list", "erase", "query"};
    if (o->subs & (o->subs - 1)) {
        StrBuf list = STRBUF_INIT;
        for (size_t k = 0; k < sizeof names / sizeof *names; k++) {
            if (!(o->subs & (1u << k))) continue;
            if (list.len) sb_append_cstr(&list, ", ");
            sb_append_cstr(&list, names[k]);
        }
        bi_error(io, cmd, "Cannot combine options %s", list.ptr);
        sb_fini(&list);
        return STATUS_INVALID_ARGS;
    }
    if (!o->subs) o->subs = o->nargs ? SUB_ADD : SUB_SHOW;
    const char *needs_add = o->subs == SUB_ADD ? NULL
                            : o->position >= 0 ? "--position"
                            : o->pattern       ? "--regex"
                            : o->function      ? "--function"
                            : o->set_cursor    ? "--set-cursor"
                                               : NULL;
    if (needs_add) {
        bi_error(io, cmd, "%s option requires --add", needs_add);
        return STATUS_INVALID_ARGS;
    }
    if (o->set_cursor && !*o->set_cursor) {
        bi_error(io, cmd, "--set-cursor argument cannot be empty");
        return STATUS_INVALID_ARGS;
    }
    return -1;
}

/* fish's test for a function name an abbreviation may call. */
static bool valid_function(const char *s)
{
    return *s && *s != '-' && !strchr(s, '/') && !has_space(str_cstr(s));
}

static int add(Io *io, const char *cmd, AbbrOpts *o, AbbrSet *set)
{
    if (o->nargs < 2 && !o->function) {
        io_printf(io, 2, "%s --add: Requires at least two arguments\n", cmd);
        return STATUS_INVALID_ARGS;
    }
    if (!o->nargs || !*o->args[0]) {
        io_printf(io, 2, "%s --add: Name cannot be empty\n", cmd);
        return STATUS_INVALID_ARGS;
    }
    const char *name = o->args[0];
    if (has_space(str_cstr(name))) {
        io_printf(io, 2, "%s --add: Abbreviation '%s' cannot have spaces in the word\n", cmd, name);
        return STATUS_INVALID_ARGS;
    }
    AbbrRegex *re = NULL;
    if (o->pattern) {
        StrBuf err = STRBUF_INIT;
        size_t at = 0;
        re = abbr_regex_compile(str_cstr(o->pattern), &err, &at);
        if (!re) {
            StrBuf msg = STRBUF_INIT;
            sb_printf(&msg, "%s: Regular expression compile error: %s\n%s: %s\n%s: ", cmd, err.ptr, cmd,
                      o->pattern, cmd);
            sb_append_repeat(&msg, ' ', at ? at - 1 : 0);
            sb_append_cstr(&msg, "^\n");
            io_write(io, 2, sb_str(&msg));
            sb_fini(&msg);
            sb_fini(&err);
            return STATUS_INVALID_ARGS;
        }
    }
    int status = STATUS_OK;
    if (o->function && o->nargs > 1) {
        bi_error(io, cmd, "too many arguments");
        status = STATUS_INVALID_ARGS;
    } else if (o->function && !valid_function(o->function)) {
        bi_error(io, cmd, "Invalid function name: %s", o->function);
        status = STATUS_INVALID_ARGS;
    } else if (o->commands.n && o->position == ABBR_COMMAND) {
        bi_error(io, cmd, "--command cannot be combined with --position=command");
        status = STATUS_INVALID_ARGS;
    }
    if (status != STATUS_OK) {
        abbr_regex_free(re);
        return status;
    }
    Abbr a = {.name = xstrdup(name), .pattern = o->pattern ? xstrdup(o->pattern) : NULL, .regex = re,
              .is_function = o->function != NULL,
              /* an abbreviation for some commands is an argument, so it expands anywhere */
              .position = o->position >= 0 ? (AbbrPosition)o->position : o->commands.n ? ABBR_ANYWHERE : ABBR_COMMAND,
              .set_cursor = o->set_cursor ? xstrdup(o->set_cursor) : NULL};
    if (o->function) {
        a.expansion = xstrdup(o->function);
    } else {
        StrBuf text = STRBUF_INIT;
        for (int k = 1; k < o->nargs; k++) {
            if (k > 1) sb_append_char(&text, ' ');
            sb_append_cstr(&text, o->args[k]);
        }
        a.expansion = sb_take(&text);
    }
    sl_move(&a.commands, &o->commands);
    abbr_add(set, &a);
    return STATUS_OK;
}

/* `abbr --show`: the commands that define them again, in fish's words,
 * coloured as code when color. */
static int show(Shell *sh, Io *io, const AbbrSet *set, bool color)
{
    StrBuf all = STRBUF_INIT, out = STRBUF_INIT;
    for (size_t i = 0; i < abbr_count(set); i++) {
        const Abbr *a = abbr_at(set, i);
        sb_clear(&out);
        sb_append_cstr(&out, "abbr -a");
        if (a->pattern) {
            sb_append_cstr(&out, " --regex ");
            escape_script(str_cstr(a->pattern), &out);
        }
        if (a->position != ABBR_COMMAND) sb_append_cstr(&out, " --position anywhere");
        if (a->set_cursor) {
            sb_append_cstr(&out, " --set-cursor=");
            escape_script(str_cstr(a->set_cursor), &out);
        }
        if (a->is_function) {
            sb_append_cstr(&out, " --function ");
            escape_script(str_cstr(a->expansion), &out);
        }
        for (size_t k = 0; k < a->commands.n; k++) {
            sb_append_cstr(&out, " --command ");
            escape_script(a->commands.items[k], &out);
        }
        sb_append_cstr(&out, " -- ");
        escape_script(str_cstr(a->name), &out);
        if (!a->is_function) {
            sb_append_char(&out, ' ');
            escape_script(str_cstr(a->expansion), &out);
        }
        if (a->from_universal) sb_append_cstr(&out, " # imported from a universal variable, see `help cmds/abbr`");
        sb_append_char(&out, '\n');
        bi_color_code(sh, color, sb_str(&out), &all);
    }
    io_write(io, 1, sb_str(&all)); /* one write: the listing is as big as the table */
    sb_fini(&all);
    sb_fini(&out);
    return STATUS_OK;
}

static int list(Io *io, const char *cmd, const AbbrOpts *o, const AbbrSet *set)
{
    if (o->nargs) {
        io_printf(io, 2, "%s --list: Unexpected argument -- '%s'\n", cmd, o->args[0]);
        return STATUS_INVALID_ARGS;
    }
    StrBuf out = STRBUF_INIT;
    for (size_t i = 0; i < abbr_count(set); i++) {
        sb_append_cstr(&out, abbr_at(set, i)->name);
        sb_append_char(&out, '\n');
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    return STATUS_OK;
}

static int rename_abbr(Io *io, const char *cmd, const AbbrOpts *o, AbbrSet *set)
{
    if (o->nargs != 2) {
        io_printf(io, 2, "%s --rename: Requires exactly two arguments\n", cmd);
        return STATUS_INVALID_ARGS;
    }
    Str old = str_cstr(o->args[0]), to = str_cstr(o->args[1]);
    if (!old.len || !to.len) {
        io_printf(io, 2, "%s --rename: Name cannot be empty\n", cmd);
        return STATUS_INVALID_ARGS;
    }
    if (has_space(to)) {
        io_printf(io, 2, "%s --rename: Abbreviation '%s' cannot have spaces in the word\n", cmd, to.ptr);
        return STATUS_INVALID_ARGS;
    }
    if (!abbr_exists(set, old, &o->commands)) {
        io_printf(io, 2, "%s --rename: No abbreviation named %s with the specified command restrictions\n",
                  cmd, old.ptr);
        return STATUS_FAIL;
    }
    if (abbr_exists(set, to, &o->commands)) {
        StrBuf msg = STRBUF_INIT;
        sb_printf(&msg, "%s --rename: Abbreviation %s already exists", cmd, to.ptr);
        for (size_t k = 0; k < o->commands.n; k++) {
            sb_append_cstr(&msg, k ? ", " : " for commands ");
            escape_script(o->commands.items[k], &msg);
        }
        sb_printf(&msg, ", cannot rename %s\n", old.ptr);
        io_write(io, 2, sb_str(&msg));
        sb_fini(&msg);
        return STATUS_INVALID_ARGS;
    }
    abbr_rename(set, old, to, &o->commands);
    return STATUS_OK;
}

/* Status 4 (fish's "not found") when one was missing, unless a universal
 * variable of that name was erased instead. */
static int erase(Shell *sh, const AbbrOpts *o)
{
    if (!o->nargs) return STATUS_FAIL; /* silently, as ever */
    int status = STATUS_OK;
    for (int k = 0; k < o->nargs; k++) {
        Str name = str_cstr(o->args[k]);
        if (!abbr_erase(sh->abbrs, name, &o->commands)) status = 4;
        if (o->commands.n) continue;
        StrBuf var = STRBUF_INIT;
        abbr_universal_name(name, &var);
        if (vars_erase(sh->vars, sb_str(&var), VM_UNIVERSAL) == VARS_OK) status = STATUS_OK;
        sb_fini(&var);
    }
    return status;
}

int bi_abbr(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    AbbrOpts o = {.position = -1};
    int status = parse(sh, io, argc, argv, &o);
    if (status < 0) status = validate(io, cmd, &o);
    if (status < 0) {
        switch (o.subs) {
        case SUB_ADD: status = add(io, cmd, &o, sh->abbrs); break;
        case SUB_SHOW: status = show(sh, io, sh->abbrs, bi_color_on(sh, io, o.color)); break;
        case SUB_LIST: status = list(io, cmd, &o, sh->abbrs); break;
        case SUB_RENAME: status = rename_abbr(io, cmd, &o, sh->abbrs); break;
        case SUB_ERASE: status = erase(sh, &o); break;
        case SUB_QUERY:
            status = STATUS_FAIL;
            for (int k = 0; k < o.nargs && status; k++) {
                if (abbr_has_name(sh->abbrs, str_cstr(o.args[k]))) status = STATUS_OK;
            }
            break;
        default: MN_UNREACHABLE();
        }
    }
    sl_fini(&o.commands);
    free(o.args);
    return status;
}
