/* builtins/set.c - show, set, append to, erase and query variables.
 *
 *   set [SCOPE] [-x|-u] [--path|--unpath] NAME VALUES...   assign
 *   set NAME[INDEXES] VALUES...                             assign some items
 *   set -a|-p ... NAME VALUES...                            append, prepend (or both)
 *   set -e [SCOPES] NAME[INDEXES]...   erase (from each scope given)
 *   set -q NAME[INDEXES]...            query (status = how many are missing)
 *   set [-n] [SCOPE] [-x|-u] [-L]      list names (and values)
 *   set -S [NAME...]                   every scope's definition of each name
 *   --no-event                         no --on-variable handlers for this change
 *
 * The store (env/var.h) decides scopes and flags exactly as fish does; this
 * file parses options and indexes and reports errors in fish 4's words.
 * Assigning (and listing) keeps $status as it was, or gives the status of a
 * command substitution in the arguments, as fish does. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/escape.h"
#include "base/utf8.h"
#include "base/vec.h"
#include "env/var.h"
#include "parse/hints.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* The longest list an index may grow a variable to (fish has no limit; this
 * keeps a typo like `set x[999999999] y` from taking all memory). */
#define MAX_GROW ((long)1 << 24)

enum { OPT_PATH = 256, OPT_UNPATH, OPT_NO_EVENT };

const OptSpec bi_set_opts[] = {
    {'x', "export", OPT_NO_ARG}, {'g', "global", OPT_NO_ARG}, {'f', "function", OPT_NO_ARG},
    {'l', "local", OPT_NO_ARG}, {'e', "erase", OPT_NO_ARG}, {'n', "names", OPT_NO_ARG},
    {'u', "unexport", OPT_NO_ARG}, {'U', "universal", OPT_NO_ARG}, {'L', "long", OPT_NO_ARG},
    {'q', "query", OPT_NO_ARG}, {'S', "show", OPT_NO_ARG}, {'a', "append", OPT_NO_ARG},
    {'p', "prepend", OPT_NO_ARG}, {OPT_PATH, "path", OPT_NO_ARG}, {OPT_UNPATH, "unpath", OPT_NO_ARG},
    {OPT_NO_EVENT, "no-event", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG}, {0, NULL, 0},
};

typedef struct SetOpts {
    unsigned mode; /* VM_* scope, export and path bits */
    bool erase, query, names, show, append, prepend, no_event, help;
    bool long_values; /* -L: listings show values whole */
} SetOpts;

/* Parses and checks the options; returns the index of the first operand, or
 * -1 after printing an error. */
static int parse_opts(Shell *sh, int argc, char **argv, Io *io, SetOpts *o)
{
    const char *cmd = argv[0];
    OptState st;
    opt_begin(&st, argc, argv, bi_set_opts);
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
        case OPT_NO_EVENT: o->no_event = true; break;
        case 'e': o->erase = true; break;
        case 'q': o->query = true; break;
        case 'n': o->names = true; break;
        case 'a': o->append = true; break;
        case 'p': o->prepend = true; break;
        case 'S': o->show = true; break;
        case 'L': o->long_values = true; break;
        case 'h': o->help = true; break;
        default:
            if (c == OPT_UNKNOWN && !strncmp(argv[st.index - 1], "-o", 2)) {
                /* a bash habit */
                StrBuf hint = STRBUF_INIT;
                sb_append_cstr(&hint, "fish does not have shell options. See `help fish_for_bash_users`.\n");
                if (st.index < argc && !strcmp(argv[st.index], "vi"))
                    sb_append_cstr(&hint, "To enable vi-mode, run `fish_vi_key_bindings`.\n");
                else if (st.index < argc && !strcmp(argv[st.index], "ed"))
                    sb_append_cstr(&hint, "?\n?\n?\n");
                io_write(io, 2, sb_str(&hint));
                sb_fini(&hint);
            }
            bi_opt_error_short(io, cmd, &st, c); /* fish 4 prints no trailer here */
            return -1;
        }
    }
    if (o->help) return st.index;
    unsigned scopes = o->mode & VM_SCOPE_MASK;
    const char *bad = NULL;
    if ((o->query && (o->erase || o->names)) || (o->erase && o->names)) bad = "invalid option combination";
    else if ((scopes & (scopes - 1)) && !o->erase) bad = "scope can be only one of: universal function global local";
    else if ((o->mode & VM_EXPORT) && (o->mode & VM_UNEXPORT)) bad = "cannot both export and unexport";
    else if ((o->mode & VM_PATH) && (o->mode & VM_UNPATH)) bad = "cannot both path and unpath";
    else if (o->erase && (o->mode & (VM_EXPORT | VM_UNEXPORT))) bad = "invalid option combination";
    else if (o->show && (scopes || o->erase || o->names || (o->mode & VM_EXPORT))) bad = "invalid option combination";
    else if (o->erase && st.index == argc) bad = "--erase: option requires an argument";
    if (bad) {
        bi_error(io, cmd, "%s", bad);
        bi_print_trailer(sh, io, cmd);
        return -1;
    }
    return st.index;
}

/* Prints fish's message for a failed set or erase, and our hint for a
 * read-only variable; returns the status fish gives it (VARS_* codes 1 to 4
 * are fish's). */
static int report(const Shell *sh, Io *io, const char *cmd, int err, Str name)
{
    if (err == VARS_OK || err == VARS_NOT_FOUND) return err;
    StrBuf msg = STRBUF_INIT;
    vars_format_error(err, name, &msg);
    bi_error(io, cmd, "%s", msg.ptr ? msg.ptr : "");
    unsigned flags = 0;
    if (io_stderr_is_terminal(io) &&
        (err == VARS_READ_ONLY ||
         (err == VARS_WRONG_SCOPE && vars_is_electric(sh->vars, name, &flags) && (flags & VAR_READ_ONLY)))) {
        sb_clear(&msg);
        sb_append_cstr(&msg, "hint: ");
        hint_read_only(name, &msg);
        sb_append_char(&msg, '\n');
        io_write(io, 2, sb_str(&msg));
    }
    sb_fini(&msg);
    return err == VARS_INVALID_NAME ? STATUS_INVALID_ARGS : err;
}

/* ---- NAME[INDEXES] ---- */

/* One index or range, 1-based with negative ones counted from the end; from
 * may be greater than to (the range runs backwards). */
typedef struct Range {
    long from, to;
} Range;

typedef struct Split {
    Str name;           /* borrowed from the argument */
    const Var *var;     /* the variable in the scope asked for, or NULL; borrowed */
    Range *ranges;      /* owned; none when the argument has no brackets */
    size_t n, cap;
} Split;

static long range_min(Range r) { return r.from < r.to ? r.from : r.to; }
static long range_max(Range r) { return r.from < r.to ? r.to : r.from; }

/* How many indexes a range stands for. */
static unsigned long long range_len(Range r)
{
    return (unsigned long long)range_max(r) - (unsigned long long)range_min(r) + 1;
}

/* All the indexes of s, saturating. */
static unsigned long long split_count(const Split *s)
{
    unsigned long long total = 0;
    for (size_t i = 0; i < s->n; i++) {
        unsigned long long k = range_len(s->ranges[i]);
        total = total + k < total ? ULLONG_MAX : total + k;
    }
    return total;
}

/* A number at *p (blanks before it allowed), as fish's wcstoi_partial. */
static bool parse_index(const char **p, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(*p, &end, 10);
    if (end == *p || errno) return false;
    *p = end;
    while (isspace((unsigned char)**p)) (*p)++;
    *out = v;
    return true;
}

/* Splits "NAME[1 -1 2..3]" into the name, the variable it names in mode's
 * scope and the index ranges. False after printing fish's error for an index
 * that is not a number. */
static bool split_var(Shell *sh, Io *io, const char *arg, unsigned mode, Split *s)
{
    *s = (Split){0};
    const char *open = strchr(arg, '[');
    s->name = open ? str_make(arg, (size_t)(open - arg)) : str_cstr(arg);
    s->var = vars_get(sh->vars, s->name, mode & ~(unsigned)VM_USER);
    if (!open) return true;
    long len = s->var ? (long)s->var->values.n : 0;
    const char *p = open + 1;
    while (*p != ']') {
        long a, b;
        if (!s->n && p[0] == '.' && p[1] == '.') a = 1;
        else if (!parse_index(&p, &a)) goto bad; /* p: where the index should be */
        if (a < 0) a = len + a + 1;
        b = a;
        if (p[0] == '.' && p[1] == '.') {
            p += 2;
            if (!s->n && *p == ']') b = -1;
            else if (!parse_index(&p, &b)) goto bad;
            if (b < 0) b = len + b + 1;
        }
        VEC_PUSH(s->ranges, s->n, s->cap, 4, ((Range){a, b}));
    }
    return true;
bad:
    bi_error(io, "set", "Invalid index starting at '%s'", p);
    free(s->ranges);
    s->ranges = NULL;
    return false;
}

/* ---- listing ---- */

/* A value as fish's listings show it: in single quotes, as it is, when
 * quoting is wanted and it has no control character fish escapes; else
 * escaped. */
static void append_value(StrBuf *out, Str v, bool prefer_quotes)
{
    bool quotable = true;
    for (size_t i = 0; i < v.len && quotable; i++) {
        char c = v.ptr[i];
        quotable = c != '\n' && c != '\t' && c != '\r' && c != '\b' && c != '\033';
    }
    if (prefer_quotes && quotable) {
        sb_append_char(out, '\'');
        sb_append(out, v);
        sb_append_char(out, '\'');
    } else {
        escape_script(v, out);
    }
}

/* A listing's values: quoted when there are several or one has a space, one
 * space apart (fish 3.6: two); past 64 characters cut to 60 and an ellipsis, unless whole
 * is set (-L). */
static void append_values(StrBuf *out, const StrList *values, bool whole)
{
    size_t start = out->len;
    for (size_t k = 0; k < values->n; k++) {
        Str v = values->items[k];
        if (k) sb_append_char(out, ' ');
        append_value(out, v, values->n > 1 || memchr(v.ptr, ' ', v.len));
    }
    if (whole || utf8_count(out->ptr + start, out->len - start) <= 64) return;
    size_t cut = start;
    for (int chars = 0; chars < 60; chars++) {
        uint32_t cp;
        cut += utf8_decode(out->ptr + cut, out->len - cut, &cp);
    }
    out->len = cut;
    sb_append_cstr(out, "\u2026");
}

static int list(Shell *sh, Io *io, const SetOpts *o)
{
    StrList names = STRLIST_INIT;
    vars_names(sh->vars, o->mode, &names);
    StrBuf out = STRBUF_INIT;
    for (size_t i = 0; i < names.n; i++) {
        sb_append(&out, names.items[i]);
        const Var *v = o->names ? NULL : vars_get(sh->vars, names.items[i], o->mode);
        /* a single empty value lists as no value, as fish */
        if (v && v->values.n && !(v->values.n == 1 && !v->values.items[0].len)) {
            sb_append_char(&out, ' ');
            append_values(&out, &v->values, o->long_values);
        }
        sb_append_char(&out, '\n');
        if (out.len > 65536) {
            io_write(io, 1, sb_str(&out));
            sb_clear(&out);
        }
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    sl_fini(&names);
    return STATUS_OK;
}

/* A value as `set --show` prints it: control characters escaped. */
static void append_shown(StrBuf *out, Str v)
{
    escape_script_flags(v, ESCAPE_NO_QUOTED | ESCAPE_NO_PRINTABLES, out);
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
        size_t n = v->values.n;
        sb_printf(out, "$%.*s: set in %s scope, %s,%s with %zu elements", (int)name.len, name.ptr, scopes[s].word,
                  v->flags & VAR_EXPORT ? "exported" : "unexported", v->flags & VAR_PATH ? " a path variable" : "",
                  n);
        sb_append_cstr(out, v->flags & VAR_READ_ONLY ? " (read-only)\n" : "\n");
        for (size_t k = 0; k < n; k++) {
            if (n > 100 && k == 50) sb_append_cstr(out, "\u22ef\n"); /* the middle is left out */
            if (n > 100 && k >= 50 && k < n - 50) continue;
            sb_printf(out, "$%.*s[%zu]: |", (int)name.len, name.ptr, k + 1);
            append_shown(out, v->values.items[k]);
            sb_append_cstr(out, "|\n");
        }
    }
    StrBuf cname = STRBUF_INIT;
    sb_append(&cname, name);
    const char *env = getenv(cname.ptr);
    if (env) {
        sb_printf(out, "$%s: originally inherited as |", cname.ptr);
        append_shown(out, str_cstr(env));
        sb_append_cstr(out, "|\n");
    }
    sb_fini(&cname);
}

static int show(Shell *sh, Io *io, const char *cmd, int argc, char **argv)
{
    StrBuf out = STRBUF_INIT;
    int status = STATUS_OK;
    if (argc == 0) {
        StrList names = STRLIST_INIT;
        vars_names(sh->vars, 0, &names);
        for (size_t i = 0; i < names.n; i++) {
            if (!str_eq(names.items[i], STR("history"))) show_one(sh, names.items[i], &out);
        }
        sl_fini(&names);
    }
    for (int i = 0; i < argc; i++) {
        const char *bracket = strchr(argv[i], '[');
        Str name = bracket ? str_make(argv[i], (size_t)(bracket - argv[i])) : str_cstr(argv[i]);
        bool valid = vars_is_valid_name(name);
        if (!valid || bracket) {
            io_write(io, 1, sb_str(&out));
            sb_clear(&out);
            if (!valid) {
                bi_error(io, cmd, "%.*s: invalid variable name. " VARS_NAME_HELP, (int)name.len, name.ptr);
            } else {
                bi_error(io, cmd, "`set --show` does not allow slices with the var names");
            }
            bi_print_trailer(sh, io, cmd);
            status = valid ? STATUS_FAIL : STATUS_INVALID_ARGS;
            break;
        }
        show_one(sh, name, &out);
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    return status;
}

/* ---- query, erase, assign ---- */

static int query(Shell *sh, Io *io, const SetOpts *o, const char *cmd, int argc, char **argv)
{
    if (argc == 0) return 255;
    unsigned long long missing = 0;
    for (int i = 0; i < argc; i++) {
        Split s;
        if (!split_var(sh, io, argv[i], o->mode, &s)) {
            bi_print_trailer(sh, io, cmd);
            return STATUS_FAIL;
        }
        if (!s.n) missing += !s.var;
        long len = s.var ? (long)s.var->values.n : 0;
        for (size_t k = 0; k < s.n; k++) {
            long lo = range_min(s.ranges[k]), hi = range_max(s.ranges[k]);
            long in_lo = lo < 1 ? 1 : lo, in_hi = hi > len ? len : hi;
            unsigned long long inside = in_lo <= in_hi ? (unsigned long long)(in_hi - in_lo) + 1 : 0;
            missing += range_len(s.ranges[k]) - inside;
        }
        free(s.ranges);
        if (missing > 255) missing = 255;
    }
    return (int)missing;
}

/* Sets name to values in mode's scope, firing events unless --no-event;
 * reports errors. Takes the values. */
static int assign(Shell *sh, Io *io, const SetOpts *o, const char *cmd, Str name, unsigned mode, StrList *values)
{
    sh->quiet_var_changes = o->no_event;
    int err = vars_set(sh->vars, name, mode | VM_USER, values);
    sh->quiet_var_changes = false;
    return report(sh, io, cmd, err, name);
}

/* The values of s's variable without the items its ranges name. */
static void erased_at(const Split *s, StrList *out)
{
    for (size_t i = 0; i < s->var->values.n; i++) {
        long idx = (long)i + 1;
        bool drop = false;
        for (size_t k = 0; k < s->n && !drop; k++) drop = idx >= range_min(s->ranges[k]) && idx <= range_max(s->ranges[k]);
        if (!drop) sl_push(out, s->var->values.items[i]);
    }
}

static int erase(Shell *sh, Io *io, const SetOpts *o, const char *cmd, int argc, char **argv)
{
    /* each scope given in turn (fish allows several here), or none */
    static const unsigned bits[] = {VM_LOCAL, VM_FUNCTION, VM_GLOBAL, VM_UNIVERSAL};
    unsigned modes[4], nmodes = 0, rest = o->mode & ~(unsigned)VM_SCOPE_MASK;
    for (size_t b = 0; b < 4; b++) {
        if (o->mode & bits[b]) modes[nmodes++] = rest | bits[b];
    }
    if (!nmodes) modes[nmodes++] = rest;
    int status = STATUS_OK;
    for (unsigned m = 0; m < nmodes; m++) {
        unsigned mode = modes[m];
        for (int i = 0; i < argc; i++) {
            Split s;
            if (!split_var(sh, io, argv[i], mode, &s)) {
                bi_print_trailer(sh, io, cmd);
                return STATUS_FAIL;
            }
            if (!vars_is_valid_name(s.name)) {
                free(s.ranges);
                bi_error(io, cmd, "%.*s: invalid variable name. " VARS_NAME_HELP, (int)s.name.len, s.name.ptr);
                bi_print_trailer(sh, io, cmd);
                return STATUS_INVALID_ARGS;
            }
            int r;
            if (!s.n) {
                sh->quiet_var_changes = o->no_event;
                r = report(sh, io, cmd, vars_erase(sh->vars, s.name, mode | VM_USER), s.name);
                sh->quiet_var_changes = false;
            } else if (!s.var) {
                free(s.ranges);
                return STATUS_FAIL;
            } else {
                StrList kept = STRLIST_INIT;
                erased_at(&s, &kept);
                r = assign(sh, io, o, cmd, s.name, mode, &kept);
            }
            free(s.ranges);
            if (r) status = r;
        }
    }
    return status;
}

/* set NAME[INDEXES] VALUES: the variable in the scope set, with those items
 * replaced (grown with empty items as needed). */
static int assign_indexed(Shell *sh, Io *io, const SetOpts *o, const char *cmd, Split *s, int nvalues,
                          char **values)
{
    long len = s->var ? (long)s->var->values.n : 0, top = 0;
    for (size_t k = 0; k < s->n; k++) {
        if (range_min(s->ranges[k]) <= 0 || range_max(s->ranges[k]) > len + MAX_GROW) {
            bi_error(io, cmd, "array index out of bounds");
            bi_print_trailer(sh, io, cmd);
            return STATUS_INVALID_ARGS;
        }
        if (range_max(s->ranges[k]) > top) top = range_max(s->ranges[k]);
    }
    if (o->append || o->prepend) {
        io_write(io, 2, STR("set: Cannot use --append or --prepend when assigning to a slice"));
        bi_print_trailer(sh, io, cmd);
        return STATUS_INVALID_ARGS;
    }
    unsigned long long count = split_count(s);
    if (count != (unsigned long long)nvalues) {
        bi_error(io, cmd, "given %llu indexes but %d values", count, nvalues);
        return STATUS_INVALID_ARGS;
    }
    StrList cur = STRLIST_INIT;
    if (s->var) sl_dup(&cur, &s->var->values);
    while ((long)cur.n < top) sl_push(&cur, STR(""));
    int v = 0;
    for (size_t k = 0; k < s->n; k++) {
        Range r = s->ranges[k];
        for (long idx = r.from;; idx += r.from <= r.to ? 1 : -1) {
            free((char *)cur.items[idx - 1].ptr);
            cur.items[idx - 1] = (Str){xstrdup(values[v]), strlen(values[v])};
            v++;
            if (idx == r.to) break;
        }
    }
    return assign(sh, io, o, cmd, s->name, o->mode, &cur);
}

static int assign_all(Shell *sh, Io *io, const SetOpts *o, const char *cmd, int argc, char **argv)
{
    Split s;
    if (!split_var(sh, io, argv[0], o->mode, &s)) {
        bi_print_trailer(sh, io, cmd);
        return STATUS_INVALID_ARGS;
    }
    if (!vars_is_valid_name(s.name)) {
        free(s.ranges);
        bi_error(io, cmd, "%.*s: invalid variable name. " VARS_NAME_HELP, (int)s.name.len, s.name.ptr);
        const char *eq = memchr(s.name.ptr, '=', s.name.len);
        if (eq) {
            StrBuf hint = STRBUF_INIT;
            sb_printf(&hint, "%s: Did you mean `set ", cmd);
            escape_script(str_make(s.name.ptr, (size_t)(eq - s.name.ptr)), &hint);
            sb_append_char(&hint, ' ');
            escape_script(str_make(eq + 1, s.name.len - (size_t)(eq + 1 - s.name.ptr)), &hint);
            sb_append_cstr(&hint, "`?"); /* fish prints no newline here */
            io_write(io, 2, sb_str(&hint));
            sb_fini(&hint);
        }
        bi_print_trailer(sh, io, cmd);
        return STATUS_INVALID_ARGS;
    }
    int status;
    if (s.n) {
        status = assign_indexed(sh, io, o, cmd, &s, argc - 1, argv + 1);
    } else {
        StrList values = STRLIST_INIT;
        sl_reserve(&values, (size_t)(argc - 1));
        for (int i = 1; i < argc; i++) sl_push_cstr(&values, argv[i]);
        if (o->append != o->prepend) {
            /* in place, so a long list grows in amortized constant time */
            sh->quiet_var_changes = o->no_event;
            int err = vars_append(sh->vars, s.name, o->mode | VM_USER, &values, o->prepend);
            sh->quiet_var_changes = false;
            status = report(sh, io, cmd, err, s.name);
        } else {
            if (o->append) {
                /* both: the values on each side of what is there */
                const Var *old = vars_get(sh->vars, s.name, 0);
                StrList both = STRLIST_INIT;
                sl_extend(&both, &values);
                if (old) sl_extend(&both, &old->values);
                sl_extend(&both, &values);
                sl_move(&values, &both);
            }
            status = assign(sh, io, o, cmd, s.name, o->mode, &values);
        }
        sl_fini(&values);
    }
    free(s.ranges);
    if (status == STATUS_OK && (o->mode & VM_UNIVERSAL) && sh->interactive &&
        vars_get(sh->vars, s.name, VM_GLOBAL)) {
        bi_error(io, cmd, "successfully set universal '%.*s'; but a global by that name shadows it",
                 (int)s.name.len, s.name.ptr);
    }
    return status;
}

int bi_set(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    SetOpts o = {0};
    int i = parse_opts(sh, argc, argv, io, &o);
    if (i < 0) return STATUS_INVALID_ARGS;
    if (o.help) return bi_print_help(sh, io, cmd);
    int n = argc - i;
    char **args = argv + i;
    if (o.query) return query(sh, io, &o, cmd, n, args);
    if (o.erase) return erase(sh, io, &o, cmd, n, args);
    if (o.names) return list(sh, io, &o);
    if (o.show) return show(sh, io, cmd, n, args);
    if (!n && (o.append || o.prepend)) {
        bi_error(io, cmd, "expected >= 1 arguments; got 0");
        bi_print_trailer(sh, io, cmd);
        return STATUS_INVALID_ARGS;
    }
    int status = n ? assign_all(sh, io, &o, cmd, n, args) : list(sh, io, &o);
    /* Success keeps $status, or takes a substitution's (whose job gave it). */
    if (status == STATUS_OK) {
        sh->status_kept = true;
        return sh->cmdsub_status >= 0 ? sh->cmdsub_status : sh->status;
    }
    return status;
}
