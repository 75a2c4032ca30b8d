/* builtins/history.c - search and change the command history.
 *
 * The builtin does the work without asking anything: the `history`
 * function (share/functions/history.fish) wraps it, as in fish, to page
 * long output, to let the user pick what to delete and to confirm a clear.
 * Subcommands are the first operand (or the deprecated --search style
 * flags); options may come anywhere, as fish's getopt permutes. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "env/features.h"
#include "store/history.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { O_DELETE = 300, O_SEARCH, O_SAVE, O_CLEAR, O_MERGE, O_FROM, O_COLOR };

const OptSpec bi_history_opts[] = {
    {'C', "case-sensitive", OPT_NO_ARG}, {'R', "reverse", OPT_NO_ARG},   {'c', "contains", OPT_NO_ARG},
    {'e', "exact", OPT_NO_ARG},          {'h', "help", OPT_NO_ARG},      {'n', "max", OPT_REQUIRED_ARG},
    {'p', "prefix", OPT_NO_ARG},         {'t', "show-time", OPT_OPTIONAL_ARG}, {'z', "null", OPT_NO_ARG},
    {O_DELETE, "delete", OPT_NO_ARG},    {O_SEARCH, "search", OPT_NO_ARG}, {O_SAVE, "save", OPT_NO_ARG},
    {O_CLEAR, "clear", OPT_NO_ARG},      {O_MERGE, "merge", OPT_NO_ARG}, {O_FROM, "from", OPT_REQUIRED_ARG},
    {O_COLOR, "color", OPT_REQUIRED_ARG},
    {0},
};

typedef enum Sub { SUB_NONE, SUB_SEARCH, SUB_DELETE, SUB_CLEAR, SUB_MERGE, SUB_SAVE, SUB_CLEAR_SESSION, SUB_APPEND } Sub;

static const char *const sub_names[] = {"", "search", "delete", "clear", "merge", "save", "clear-session", "append"};

typedef struct Opts {
    Sub sub;
    bool have_kind;         /* -c, -e or -p given */
    HistMatch kind;
    const char *time_format; /* -t: NULL when not asked */
    size_t max;
    bool case_sensitive, null, reverse;
    const char *from;       /* merge --from FILE */
    BiColor color;          /* --color: search's commands coloured as code */
} Opts;

static bool set_sub(Io *io, const char *cmd, Opts *o, Sub sub)
{
    if (o->sub != SUB_NONE) {
        bi_error(io, cmd, "%s %s: options cannot be used together", sub_names[o->sub], sub_names[sub]);
        return false;
    }
    o->sub = sub;
    return true;
}

/* ---- search ---- */

static bool flush(Io *io, StrBuf *out, bool all)
{
    if (out->len < (all ? 1 : 65536)) return true;
    bool ok = io_write(io, 1, sb_str(out));
    sb_clear(out);
    return ok;
}

static void format_record(Shell *sh, bool color, History *h, size_t i, const Opts *o, StrBuf *out)
{
    if (o->time_format) {
        time_t t = (time_t)hist_when(h, i);
        struct tm tm;
        char buf[100]; /* fish prints no time that does not fit */
        if (localtime_r(&t, &tm)) {
            /* the user's format, as fish passes it to strftime */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
            size_t n = strftime(buf, sizeof buf, o->time_format, &tm);
#pragma GCC diagnostic pop
            sb_append_mem(out, buf, n);
        }
    }
    bi_color_code(sh, color, hist_text(h, i), out);
    sb_append_char(out, o->null ? '\0' : '\n');
}

static int search(Shell *sh, Io *io, History *h, const Opts *o, int nargs, char **args)
{
    size_t remaining = o->max;
    bool color = bi_color_on(sh, io, o->color);
    StrBuf out = STRBUF_INIT;
    size_t *kept = NULL, nkept = 0, capkept = 0; /* --reverse: the matches, to print backwards */
    bool ok = true;
    int status = STATUS_OK;
    unsigned flags = o->case_sensitive ? 0 : HIST_IGNORE_CASE;
    if (!features_on(sh->features, FEAT_QMARK_NOGLOB)) flags |= HIST_QMARK;
    for (int a = 0; a < (nargs ? nargs : 1) && ok; a++) {
        Str q = nargs ? str_cstr(args[a]) : STR("");
        HistMatch kind = nargs ? (o->have_kind ? o->kind : HIST_CONTAINS_GLOB) : HIST_CONTAINS;
        if (nargs && !q.len) {
            ok = flush(io, &out, true);
            io_write(io, 2, STR("Searching for the empty string isn't allowed"));
            status = STATUS_FAIL;
            break;
        }
        if (!remaining) continue;
        HistSearch s;
        hist_search_begin(&s, h, q, kind, nargs ? flags : 0);
        for (size_t k = 0; remaining && ok; k++) {
            size_t i = hist_search_at(&s, k);
            if (i == HIST_NONE) break;
            remaining--;
            if (o->reverse) {
                if (nkept == capkept) {
                    capkept = capkept ? capkept * 2 : 256;
                    kept = xreallocarray(kept, capkept, sizeof *kept);
                }
                kept[nkept++] = i;
                continue;
            }
            format_record(sh, color, h, i, o, &out);
            ok = flush(io, &out, false);
        }
        hist_search_end(&s);
    }
    for (size_t k = nkept; k-- > 0 && ok;) {
        format_record(sh, color, h, kept[k], o, &out);
        ok = flush(io, &out, false);
    }
    if (ok) flush(io, &out, true);
    sb_fini(&out);
    free(kept);
    return status;
}

/* ---- the rest ---- */

/* fish's checks for the subcommands that take nothing; fish 4 names the
 * subcommand with the command ("history save: ..."). */
static bool no_args(Io *io, const char *cmd, const Opts *o, int nargs)
{
    StrBuf name = STRBUF_INIT;
    sb_printf(&name, "%s %s", cmd, sub_names[o->sub]);
    bool ok = false;
    if (o->have_kind || o->time_format || o->null)
        bi_error(io, name.ptr, "subcommand takes no options");
    else if (nargs) bi_error(io, name.ptr, "expected %d arguments; got %d", 0, nargs);
    else ok = true;
    sb_fini(&name);
    return ok;
}

static int merge(Shell *sh, Io *io, const char *cmd, History *h, const Opts *o)
{
    if (hist_shell_private(sh)) {
        bi_error(io, cmd, "can't merge history in private mode");
        return STATUS_INVALID_ARGS;
    }
    if (!o->from) {
        hist_merge(h);
        return STATUS_OK;
    }
    if (hist_import_file(h, o->from) < 0) {
        bi_error(io, cmd, "%s: %s", o->from, strerror(errno));
        return STATUS_FAIL;
    }
    return STATUS_OK;
}

int bi_history(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    Opts o = {.max = SIZE_MAX};
    char **operands = xmalloc((size_t)argc * sizeof *operands);
    OptState st;
    opt_begin_permuted(&st, argc, argv, bi_history_opts, operands);
    int status = STATUS_OK;
    bool help = false;
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        long n;
        switch (c) {
        case 'C': o.case_sensitive = true; break;
        case 'R': o.reverse = true; break;
        case 'c': o.have_kind = true, o.kind = HIST_CONTAINS_GLOB; break;
        case 'p': o.have_kind = true, o.kind = HIST_PREFIX_GLOB; break;
        case 'e': o.have_kind = true, o.kind = HIST_EXACT; break;
        case 'z': o.null = true; break;
        case 'h': help = true; break;
        case 't': o.time_format = st.arg ? st.arg : "# %c%n"; break;
        case 'n':
            if (!bi_parse_int(st.arg, &n)) {
                bi_error(io, cmd, "%s: invalid integer", st.arg);
                status = STATUS_INVALID_ARGS;
                goto done;
            }
            o.max = n < 0 ? SIZE_MAX : (size_t)n; /* fish casts: negative is no limit */
            break;
        case O_FROM: o.from = st.arg; break;
        case O_COLOR:
            if (!bi_color_parse(io, cmd, st.arg, &o.color)) {
                status = STATUS_INVALID_ARGS;
                goto done;
            }
            break;
        case O_DELETE:
        case O_SEARCH:
        case O_SAVE:
        case O_CLEAR:
        case O_MERGE: {
            static const Sub subs[] = {SUB_DELETE, SUB_SEARCH, SUB_SAVE, SUB_CLEAR, SUB_MERGE};
            if (!set_sub(io, cmd, &o, subs[c - O_DELETE])) {
                status = STATUS_FAIL;
                goto done;
            }
            break;
        }
        case OPT_UNKNOWN:
            /* -NUMBER is --max NUMBER */
            if (bi_parse_int(st.bad + 1, &n) && st.bad[1] != '-' && st.bad[1] != '+') {
                o.max = n < 0 ? SIZE_MAX : (size_t)n;
                break;
            }
            /* fall through */
        default: status = bi_opt_error(sh, io, cmd, &st, c); goto done;
        }
    }
    if (help) {
        status = bi_print_help(sh, io, cmd);
        goto done;
    }
    int nargs = st.noperands;
    char **args = operands;
    if (nargs) {
        for (Sub s = SUB_SEARCH; s <= SUB_APPEND; s++) {
            if (strcmp(args[0], sub_names[s]) != 0) continue;
            if (!set_sub(io, cmd, &o, s)) {
                status = STATUS_INVALID_ARGS;
                goto done;
            }
            args++, nargs--;
            break;
        }
    }
    if (o.from && o.sub != SUB_MERGE) {
        bi_error(io, cmd, "%s: --from is only for merge", sub_names[o.sub == SUB_NONE ? SUB_SEARCH : o.sub]);
        status = STATUS_INVALID_ARGS;
        goto done;
    }
    History *h = hist_shell(sh);
    switch (o.sub) {
    case SUB_NONE:
    case SUB_SEARCH: status = search(sh, io, h, &o, nargs, args); break;
    case SUB_DELETE:
        if (o.have_kind && o.kind != HIST_EXACT) {
            io_write(io, 2, STR("builtin history delete only supports --exact\n"));
            status = STATUS_INVALID_ARGS;
        } else if (!o.case_sensitive) {
            io_write(io, 2, STR("builtin history delete --exact requires --case-sensitive\n"));
            status = STATUS_INVALID_ARGS;
        } else {
            for (int i = 0; i < nargs; i++) hist_delete(h, str_cstr(args[i]));
        }
        break;
    case SUB_CLEAR:
    case SUB_CLEAR_SESSION:
    case SUB_SAVE:
    case SUB_MERGE:
        if (!no_args(io, cmd, &o, nargs)) {
            status = STATUS_INVALID_ARGS;
            break;
        }
        if (o.sub == SUB_MERGE) {
            status = merge(sh, io, cmd, h, &o);
            break;
        }
        if (o.sub == SUB_CLEAR) hist_clear(h);
        else if (o.sub == SUB_CLEAR_SESSION) hist_clear_session(h);
        hist_save(h, false);
        break;
    case SUB_APPEND: {
        HistPersist persist = hist_shell_private(sh) ? HIST_MEMORY : HIST_DISK;
        for (int i = 0; i < nargs; i++) hist_add(h, str_cstr(args[i]), NULL, 0, persist, false);
        break;
    }
    }
done:
    free(operands);
    return status;
}
