/* builtins/set.c - show, set, append to, erase and query variables.
 *
 *   set [SCOPE] [-x|-u] [--path|--unpath] NAME VALUES...   assign
 *   set -a|-p ... NAME VALUES...                            append, prepend
 *   set -e NAME...      erase         set -q NAME...      query (status = missing)
 *   set -n              names         set [-L]            names and values
 *   set -S [NAME...]    every scope's definition of each name
 *
 * The store (env/var.h) decides scopes and flags exactly as fish does; this
 * file parses options and reports errors in fish's words. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/escape.h"
#include "env/var.h"

#include <stdlib.h>

#include <string.h>

enum { OP_SET, OP_APPEND, OP_PREPEND, OP_ERASE, OP_QUERY, OP_NAMES, OP_LIST, OP_SHOW };

typedef struct SetOpts {
    unsigned mode;
    int op;
    bool long_values; /* -L: listings show values whole */
} SetOpts;

static bool set_op(Shell *sh, SetOpts *o, int op, Io *io, const char *name)
{
    if (o->op != OP_SET && o->op != op) {
        bi_error(io, name, "invalid option combination");
        bi_print_trailer(sh, io, name);
        return false;
    }
    o->op = op;
    return true;
}

enum { OPT_PATH = 256, OPT_UNPATH };

/* Parses options; returns the index of the first operand, or -1 after an error. */
static int parse_opts(Shell *sh, int argc, char **argv, Io *io, SetOpts *o)
{
    static const OptSpec specs[] = {
        {'l', "local", OPT_NO_ARG}, {'g', "global", OPT_NO_ARG}, {'f', "function", OPT_NO_ARG},
        {'U', "universal", OPT_NO_ARG}, {'x', "export", OPT_NO_ARG}, {'u', "unexport", OPT_NO_ARG},
        {'e', "erase", OPT_NO_ARG}, {'q', "query", OPT_NO_ARG}, {'n', "names", OPT_NO_ARG},
        {'a', "append", OPT_NO_ARG}, {'p', "prepend", OPT_NO_ARG},
        {OPT_PATH, "path", OPT_NO_ARG}, {OPT_UNPATH, "unpath", OPT_NO_ARG}, {'S', "show", OPT_NO_ARG},
        {'L', "long", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG}, {0, NULL, 0},
    };
    OptState st;
    opt_begin(&st, argc, argv, specs);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        switch (c) {
        case 'l': o->mode |= VM_LOCAL; break;
        case 'g': o->mode |= VM_GLOBAL; break;
        case 'f': o->mode |= VM_FUNCTION; break;
        case 'U': o->mode |= VM_UNIVERSAL; break;
        case 'x': o->mode |= VM_EXPORT; break;
        case 'u': o->mode |= VM_UNEXPORT; break;
        case OPT_PATH: o->mode |= VM_PATH; break;
        case OPT_UNPATH: o->mode |= VM_UNPATH; break;
        case 'e': if (!set_op(sh, o, OP_ERASE, io, argv[0])) return -1; break;
        case 'q': if (!set_op(sh, o, OP_QUERY, io, argv[0])) return -1; break;
        case 'n': if (!set_op(sh, o, OP_NAMES, io, argv[0])) return -1; break;
        case 'a': if (!set_op(sh, o, OP_APPEND, io, argv[0])) return -1; break;
        case 'p': if (!set_op(sh, o, OP_PREPEND, io, argv[0])) return -1; break;
        case 'S': if (!set_op(sh, o, OP_SHOW, io, argv[0])) return -1; break;
        case 'L': o->long_values = true; break;
        case 'h': bi_print_help(sh, io, argv[0]); return -2;
        default:
            bi_opt_error(sh, io, argv[0], &st, c);
            return -1;
        }
    }
    unsigned scopes = o->mode & VM_SCOPE_MASK;
    const char *bad = NULL;
    if (o->op == OP_SHOW && o->mode) bad = "invalid option combination";
    else if (scopes & (scopes - 1)) bad = "scope can be only one of: universal function global local";
    else if ((o->mode & VM_EXPORT) && (o->mode & VM_UNEXPORT)) bad = "cannot both export and unexport";
    if (bad) {
        bi_error(io, argv[0], "%s", bad);
        bi_print_trailer(sh, io, argv[0]);
        return -1;
    }
    return st.index;
}

static int report(Io *io, const char *cmd, int err, Str name)
{
    if (err == VARS_OK || err == VARS_NOT_FOUND) return err;
    StrBuf msg = STRBUF_INIT;
    vars_format_error(err, name, &msg);
    bi_error(io, cmd, "%s", msg.ptr ? msg.ptr : "");
    sb_fini(&msg);
    return err == VARS_INVALID_NAME ? STATUS_INVALID_ARGS : err;
}

/* A listing's values: one value quoted when it needs it, several each
 * quoted and two spaces apart; past 64 bytes cut to 60 and an ellipsis,
 * unless whole is set (-L). */
static void append_values(StrBuf *out, const StrList *values, bool whole)
{
    size_t start = out->len;
    for (size_t k = 0; k < values->n; k++) {
        if (values->n == 1) {
            escape_script(values->items[k], out); /* quoted only when it needs it */
            break;
        }
        if (k) sb_append_cstr(out, "  ");
        sb_append_char(out, '\'');
        for (size_t i = 0; i < values->items[k].len; i++) {
            char c = values->items[k].ptr[i];
            if (c == '\'' || c == '\\') sb_append_char(out, '\\');
            sb_append_char(out, c);
        }
        sb_append_char(out, '\'');
    }
    if (!whole && out->len - start > 64) {
        size_t cut = start + 60;
        while (cut > start && (out->ptr[cut] & 0xC0) == 0x80) cut--; /* not inside a character */
        out->len = cut;
        sb_append_cstr(out, "\u2026");
    }
}

static int list(Shell *sh, Io *io, const SetOpts *o, bool values)
{
    StrList names = STRLIST_INIT;
    vars_names(sh->vars, o->mode, &names);
    StrBuf out = STRBUF_INIT;
    for (size_t i = 0; i < names.n; i++) {
        sb_append(&out, names.items[i]);
        const Var *v = values ? vars_get(sh->vars, names.items[i], o->mode & VM_SCOPE_MASK) : NULL;
        if (v && v->values.n) {
            sb_append_char(&out, ' ');
            append_values(&out, &v->values, o->long_values);
        }
        sb_append_char(&out, '\n');
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    sl_fini(&names);
    return STATUS_OK;
}

/* set -S: each scope's definition of name, then what the environment gave. */
static void show_one(Shell *sh, Str name, StrBuf *out)
{
    static const struct { unsigned mode; const char *word; } scopes[] = {
        {VM_LOCAL, "local"}, {VM_GLOBAL, "global"}, {VM_UNIVERSAL, "universal"},
    };
    for (size_t s = 0; s < sizeof scopes / sizeof *scopes; s++) {
        const Var *v = vars_get(sh->vars, name, scopes[s].mode);
        if (!v) continue;
        sb_printf(out, "$%.*s: set in %s scope, %s,%s with %zu elements", (int)name.len, name.ptr, scopes[s].word,
                  v->flags & VAR_EXPORT ? "exported" : "unexported", v->flags & VAR_PATH ? " a path variable" : "",
                  v->values.n);
        sb_append_cstr(out, v->flags & VAR_READ_ONLY ? " (read-only)\n" : "\n");
        for (size_t k = 0; k < v->values.n; k++) {
            sb_printf(out, "$%.*s[%zu]: |", (int)name.len, name.ptr, k + 1);
            sb_append(out, v->values.items[k]);
            sb_append_cstr(out, "|\n");
        }
    }
    StrBuf cname = STRBUF_INIT;
    sb_append(&cname, name);
    const char *env = getenv(cname.ptr);
    if (env) sb_printf(out, "$%s: originally inherited as |%s|\n", cname.ptr, env);
    sb_fini(&cname);
}

static int show(Shell *sh, Io *io, const char *cmd, int argc, char **argv)
{
    StrBuf out = STRBUF_INIT;
    int status = STATUS_OK;
    if (argc == 0) {
        StrList names = STRLIST_INIT;
        vars_names(sh->vars, 0, &names);
        for (size_t i = 0; i < names.n; i++) show_one(sh, names.items[i], &out);
        sl_fini(&names);
    }
    for (int i = 0; i < argc; i++) {
        Str name = str_cstr(argv[i]);
        if (!vars_is_valid_name(name)) {
            io_write(io, 1, sb_str(&out));
            sb_clear(&out);
            bi_error(io, cmd, "%s: invalid variable name. See `help identifiers`", argv[i]);
            bi_print_trailer(sh, io, cmd);
            status = STATUS_INVALID_ARGS;
            break;
        }
        show_one(sh, name, &out);
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    return status;
}

/* The 1-based positions "NAME[1 -1 2..3]" names in a list of len items
 * (negative indexes count from the end), in *out (the caller frees it).
 * Returns false when there is no index part; *bad is set for an index fish
 * refuses. */
static bool parse_indexes(const char *arg, size_t len, long **out, size_t *n, bool *bad)
{
    const char *open = strchr(arg, '[');
    size_t alen = strlen(arg);
    *bad = false;
    *n = 0;
    if (!open || alen < 3 || arg[alen - 1] != ']') return false;
    size_t cap = 8;
    *out = xreallocarray(NULL, cap, sizeof **out);
    const char *p = open + 1, *end = arg + alen - 1;
    while (p < end) {
        while (p < end && *p == ' ') p++;
        if (p >= end) break;
        char *stop;
        long a = strtol(p, &stop, 10), b;
        bool range = stop + 1 < end && stop[0] == '.' && stop[1] == '.';
        if (stop == p && !range) {
            *bad = true;
            return true;
        }
        if (stop == p) a = 1;
        if (range) {
            const char *q = stop + 2;
            b = strtol(q, &stop, 10);
            if (stop == q) b = -1;
        } else {
            b = a;
        }
        if (a < 0) a = (long)len + 1 + a;
        if (b < 0) b = (long)len + 1 + b;
        if (a < 1 || b < 1) {
            *bad = true;
            return true;
        }
        for (long i = a;; i += a <= b ? 1 : -1) {
            if (*n == cap) *out = xreallocarray(*out, cap *= 2, sizeof **out);
            (*out)[(*n)++] = i;
            if (i == b) break;
        }
        p = stop;
    }
    return true;
}

/* set -q NAME... NAME[INDEXES]...: the status counts the variables that do
 * not exist and the elements past either end (an index fish refuses counts
 * as one missing element). */
static int query(Shell *sh, const SetOpts *o, int argc, char **argv)
{
    int missing = 0;
    for (int i = 0; i < argc; i++) {
        const char *open = strchr(argv[i], '[');
        Str name = open ? str_make(argv[i], (size_t)(open - argv[i])) : str_cstr(argv[i]);
        const Var *v = vars_get(sh->vars, name, o->mode);
        long *idx = NULL;
        size_t n = 0, len = v ? v->values.n : 0;
        bool bad;
        if (!open || !parse_indexes(argv[i], len, &idx, &n, &bad)) {
            missing += !v;
            continue;
        }
        if (bad) missing++;
        for (size_t k = 0; !bad && k < n; k++) missing += !v || idx[k] > (long)len;
        free(idx);
    }
    return missing > 255 ? 255 : missing;
}

/* set NAME[INDEXES] VALUES / set -e NAME[INDEXES]. */
static int set_indexed(Shell *sh, Io *io, const SetOpts *o, const char *cmd, const char *arg,
                       int nvalues, char **values)
{
    Str name = str_make(arg, (size_t)(strchr(arg, '[') - arg));
    const Var *v = vars_get(sh->vars, name, o->mode & VM_SCOPE_MASK);
    StrList cur = STRLIST_INIT;
    if (v) sl_dup(&cur, &v->values);
    long *idx = NULL;
    size_t n = 0;
    bool bad;
    parse_indexes(arg, cur.n, &idx, &n, &bad);
    int status = STATUS_OK;
    if (bad) {
        bi_error(io, cmd, "array index out of bounds");
        status = STATUS_INVALID_ARGS;
    } else if (o->op == OP_ERASE) {
        StrList kept = STRLIST_INIT;
        for (size_t i = 0; i < cur.n; i++) {
            bool drop = false;
            for (size_t k = 0; k < n && !drop; k++) drop = idx[k] == (long)i + 1;
            if (!drop) sl_push(&kept, cur.items[i]);
        }
        status = report(io, cmd, vars_set(sh->vars, name, o->mode | VM_USER, &kept), name);
        sl_fini(&kept);
    } else if ((size_t)nvalues != n) {
        bi_error(io, cmd, "given %zu indexes but %d values", n, nvalues);
        status = STATUS_INVALID_ARGS;
    } else {
        for (size_t k = 0; k < n; k++) {
            while (cur.n < (size_t)idx[k]) sl_push(&cur, STR(""));
            free((char *)cur.items[idx[k] - 1].ptr);
            cur.items[idx[k] - 1] = (Str){xstrdup(values[k]), strlen(values[k])};
        }
        status = report(io, cmd, vars_set(sh->vars, name, o->mode | VM_USER, &cur), name);
    }
    free(idx);
    sl_fini(&cur);
    return status;
}

int bi_set(Shell *sh, Io *io, int argc, char **argv)
{
    SetOpts o = {0};
    int i = parse_opts(sh, argc, argv, io, &o);
    if (i == -2) return STATUS_OK;
    if (i < 0) return STATUS_INVALID_ARGS;
    if (o.op == OP_SHOW) return show(sh, io, argv[0], argc - i, argv + i);
    if (i == argc && (o.op == OP_SET || o.op == OP_NAMES)) return list(sh, io, &o, o.op == OP_SET);
    if (o.op == OP_QUERY) return query(sh, &o, argc - i, argv + i);
    if (o.op == OP_ERASE) {
        int status = STATUS_OK;
        for (; i < argc; i++) {
            if (strchr(argv[i], '[')) {
                int r = set_indexed(sh, io, &o, argv[0], argv[i], 0, NULL);
                if (r) status = r;
                continue;
            }
            int err = vars_erase(sh->vars, str_cstr(argv[i]), o.mode | VM_USER);
            int r = report(io, argv[0], err, str_cstr(argv[i]));
            if (r) status = r;
        }
        return status;
    }
    if (i == argc) {
        bi_error(io, argv[0], "missing variable name");
        return STATUS_INVALID_ARGS;
    }
    if (o.op == OP_SET && strchr(argv[i], '[') && argv[i][strlen(argv[i]) - 1] == ']')
        return set_indexed(sh, io, &o, argv[0], argv[i], argc - i - 1, argv + i + 1);
    Str name = str_cstr(argv[i++]);
    StrList values = STRLIST_INIT;
    for (; i < argc; i++) sl_push_cstr(&values, argv[i]);
    int err = o.op == OP_SET ? vars_set(sh->vars, name, o.mode | VM_USER, &values)
                             : vars_append(sh->vars, name, o.mode | VM_USER, &values, o.op == OP_PREPEND);
    sl_fini(&values);
    int status = report(io, argv[0], err, name);
    /* Like fish, a successful set reports the status of a substitution in its values. */
    return status == STATUS_OK && sh->cmdsub_status >= 0 ? sh->cmdsub_status : status;
}
