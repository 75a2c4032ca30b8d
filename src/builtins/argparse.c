/* builtins/argparse.c - parse a function's arguments against option specs.
 *
 *   argparse [OPTIONS] SPEC... -- [ARG...]
 *
 * Sets `_flag_X` locals for every option seen (its short and long names),
 * `$argv` to what is left and `$argv_opts` to the options as given, as fish 4
 * does. Three parts:
 *
 *   - a getopt engine that behaves as fish's own (wgetopt): short clusters,
 *     long options abbreviated to any unique prefix, `-long` when `l` is not a
 *     short flag (unless --strict-longopts), values attached or following, and
 *     the list of arguments it took as options. The corners of that behaviour
 *     decide what scripts see (which letters of `-abc` are flags, what lands in
 *     $argv), so the engine follows it step for step, quirks included;
 *   - the spec language (`h/help`, `name=`, `n#max`, `x=+&!cmd`...), parsed
 *     the way fish 4 does, with its error messages;
 *   - validation: the text after `!` runs in a new function scope with
 *     `_argparse_cmd`, `_flag_name` and `_flag_value` exported, its output
 *     going to stderr. fish ships `_validate_int` as a function, and so does
 *     share/ (calling __minnow_validate_int, the check below); when no such
 *     function can be found, a validator that is just a call to it is checked
 *     natively all the same (see native_validate_int).
 *
 * Usage errors in argparse's own options and specs print fish's trailer and
 * return 2 (1 for a bad spec); errors in the parsed arguments are the calling
 * command's, named after it (--name, else the function), without a trailer. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/utf8.h"
#include "env/func.h"
#include "env/var.h"
#include "exec/eval.h"
#include "exec/pipeline.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* ---- the getopt engine ---- */

/* One option the engine knows: a short letter (when short_ok), a long name
 * (or NULL) and whether it takes a value (OPT_NO_ARG, ...). */
typedef struct GoOpt {
    uint32_t key;
    bool short_ok;
    const char *long_name;
    int arg;
} GoOpt;

enum { GO_DONE = -1, GO_NONOPT = -2, GO_UNKNOWN = -3, GO_MISSING = -4, GO_UNEXPECTED = -5 };

typedef struct Getopt {
    char **argv;          /* borrowed; argv[0] is not looked at */
    int argc;
    const GoOpt *opts;    /* borrowed */
    size_t nopts;
    bool has_long;        /* some option has a long name */
    bool strict;          /* long options only as --name, spelt out */
    bool stop_nonopt;     /* stop at the first non-option (else return it) */
    int index;            /* the argument being read, or the next one */
    const char *rest;     /* the unread part of a short cluster; "" between arguments */
    const char *optarg;   /* the value found, or NULL */
    StrList taken;        /* the arguments read as options and their values */
} Getopt;

static void go_begin(Getopt *g, int argc, char **argv, const GoOpt *opts, size_t nopts)
{
    *g = (Getopt){.argv = argv, .argc = argc, .opts = opts, .nopts = nopts, .index = 1, .rest = ""};
    for (size_t i = 0; i < nopts; i++) {
        if (opts[i].long_name) g->has_long = true;
    }
}

static uint32_t cp_at(const char *s, size_t *len)
{
    uint32_t cp = 0;
    size_t n = *s ? utf8_decode(s, strlen(s), &cp) : 0;
    if (len) *len = n;
    return cp;
}

static const GoOpt *go_short(const Getopt *g, uint32_t c)
{
    for (size_t i = 0; i < g->nopts; i++) {
        if (g->opts[i].short_ok && g->opts[i].key == c) return &g->opts[i];
    }
    return NULL;
}

enum { NEXT_FOUND, NEXT_NONOPT, NEXT_FINISHED };

/* Moves to the next argument: `--` ends the options, a non-option stops
 * the scan or is handed back, anything else starts a cluster. */
static int go_next_argv(Getopt *g)
{
    if (g->index < g->argc && !strcmp(g->argv[g->index], "--")) {
        g->index++;
        return NEXT_FINISHED;
    }
    if (g->index >= g->argc) return NEXT_FINISHED;
    const char *a = g->argv[g->index];
    if (a[0] != '-' || !a[1]) {
        if (g->stop_nonopt) return NEXT_FINISHED;
        g->optarg = a;
        g->index++;
        return NEXT_NONOPT;
    }
    sl_push_cstr(&g->taken, a);
    g->rest = a + (g->has_long && a[1] == '-' ? 2 : 1);
    return NEXT_FOUND;
}

static int go_take_next(Getopt *g)
{
    const char *v = g->argv[g->index++];
    sl_push_cstr(&g->taken, v);
    g->optarg = v;
    return 0;
}

static int go_handle_short(Getopt *g)
{
    size_t n;
    uint32_t c = cp_at(g->rest, &n);
    g->rest += n;
    const GoOpt *o = go_short(g, c);
    if (!*g->rest) g->index++;
    if (!o) {
        if (*g->rest) g->index++;
        return GO_UNKNOWN; /* the rest of the cluster stays, for argparse to judge */
    }
    if (o->arg == OPT_NO_ARG) return (int)(o - g->opts);
    if (*g->rest) {
        g->optarg = g->rest;
        g->index++;
    } else if (o->arg == OPT_REQUIRED_ARG) {
        if (g->index == g->argc) {
            g->rest = "";
            return GO_MISSING;
        }
        go_take_next(g);
    }
    g->rest = "";
    return (int)(o - g->opts);
}

/* The long option rest names (up to '=' or the end): an exact match, or the
 * only one it abbreviates. Returns GO_DONE to fall back to short options. */
static int go_handle_long(Getopt *g, int *long_idx)
{
    const char *eq = strchr(g->rest, '=');
    size_t name_len = eq ? (size_t)(eq - g->rest) : strlen(g->rest);
    const GoOpt *found = NULL;
    bool exact = false, ambiguous = false;
    for (size_t i = 0; i < g->nopts; i++) {
        const char *ln = g->opts[i].long_name;
        if (!ln || strncmp(ln, g->rest, name_len) || strlen(ln) < name_len) continue;
        if (strlen(ln) == name_len) {
            found = &g->opts[i];
            exact = true;
            break;
        }
        if (g->strict) continue;
        if (!found) found = &g->opts[i];
        else ambiguous = true;
    }
    if (found && (exact || !ambiguous)) {
        g->index++;
        if (eq) {
            if (found->arg == OPT_NO_ARG) {
                g->rest = "";
                return GO_UNEXPECTED;
            }
            g->optarg = eq + 1;
        } else if (found->arg == OPT_REQUIRED_ARG) {
            if (g->index >= g->argc) {
                g->rest = "";
                return GO_MISSING;
            }
            go_take_next(g);
        }
        g->rest = "";
        *long_idx = (int)(found - g->opts);
        return *long_idx;
    }
    if (found) { /* ambiguous */
        g->rest = "";
        g->index++;
        return GO_UNKNOWN;
    }
    size_t n;
    uint32_t c = cp_at(g->rest, &n);
    if (g->argv[g->index][1] == '-' || !go_short(g, c)) {
        /* Unknown: what follows the first letter is kept as a possible value. */
        g->optarg = g->rest + n;
        g->rest = "";
        g->index++;
        return GO_UNKNOWN;
    }
    return GO_DONE;
}

/* The next option: its index in opts (*long_idx set when it was given by its
 * long name), or GO_DONE, GO_NONOPT (optarg is the argument), GO_UNKNOWN,
 * GO_MISSING or GO_UNEXPECTED; argv[index - 1] is then the culprit. */
static int go_next(Getopt *g, int *long_idx)
{
    g->optarg = NULL;
    *long_idx = -1;
    if (!*g->rest) {
        int r = go_next_argv(g);
        if (r == NEXT_NONOPT) return GO_NONOPT;
        if (r == NEXT_FINISHED) return GO_DONE;
    }
    if (g->has_long && g->index < g->argc) {
        const char *a = g->argv[g->index];
        bool try_long = (a[0] == '-' && a[1] == '-') || (!g->strict && !go_short(g, cp_at(a + 1, NULL)));
        if (try_long) {
            int r = go_handle_long(g, long_idx);
            if (r != GO_DONE) return r;
        }
    }
    return go_handle_short(g);
}

/* fish's message for an option missing its value: a short one is named by
 * its last letter. */
static void missing_arg(Io *io, const char *name, const char *arg)
{
    if (arg[0] == '-' && arg[1] != '-') {
        const char *last = arg + strlen(arg);
        do last--;
        while (last > arg + 1 && ((unsigned char)*last & 0xC0) == 0x80);
        bi_error(io, name, "-%s: option requires an argument", last);
    } else {
        bi_error(io, name, "%s: option requires an argument", arg);
    }
}

/* Reports an engine error; returns the status 2. */
static int go_error(Io *io, const char *name, const Getopt *g, int r)
{
    const char *arg = g->argv[g->index - 1];
    if (r == GO_MISSING) missing_arg(io, name, arg);
    else if (r == GO_UNEXPECTED) bi_error(io, name, "%s: option does not take an argument", arg);
    else bi_error(io, name, "%s: unknown option", arg);
    return STATUS_INVALID_ARGS;
}

/* ---- option specs ---- */

/* Long-only options get private-use keys, as in fish (which shows them in a
 * validation error for an implicit integer flag without a short name). */
#define KEY_FIRST 0xE000u
#define KEY_LAST 0xF8FFu

typedef struct Spec {
    uint32_t key;           /* the short letter, or a private-use code point */
    bool short_ok;          /* -X is usable and sets _flag_X */
    char *long_name;        /* owned, or NULL */
    const char *validate;   /* borrowed from argv: the text after '!', or NULL */
    int arg;                /* OPT_NO_ARG, OPT_REQUIRED_ARG, OPT_OPTIONAL_ARG */
    bool accumulate;        /* every value is kept (=+, =*, booleans) */
    bool drop;              /* '&': kept out of $argv_opts */
    int seen;
    StrList vals;
} Spec;

typedef enum Unknown { UNKNOWN_ERROR, UNKNOWN_IGNORE, UNKNOWN_MOVE } Unknown;

typedef struct ArgParse {
    const char *cmd;        /* argv[0] */
    char *name;             /* owned: the command named in errors */
    Unknown unknown;
    int unknown_arg;        /* how unknown options take values (OPT_*) */
    bool strict, help, stop_nonopt;
    long min_args, max_args; /* max_args < 0: no limit */
    uint32_t implicit;      /* key of the `#` option, or 0 */
    const char **xraw;      /* borrowed -x strings */
    size_t nxraw;
    Spec *specs;            /* owned */
    size_t nspecs;
    size_t **xsets;         /* owned: spec indexes per -x set, SIZE_MAX-terminated */
    size_t nxsets;
    StrList args, taken;    /* $argv and $argv_opts */
} ArgParse;

static void ap_fini(ArgParse *ap)
{
    for (size_t i = 0; i < ap->nspecs; i++) {
        free(ap->specs[i].long_name);
        sl_fini(&ap->specs[i].vals);
    }
    for (size_t i = 0; i < ap->nxsets; i++) free(ap->xsets[i]);
    free(ap->xsets);
    free(ap->specs);
    free(ap->xraw);
    free(ap->name);
    sl_fini(&ap->args);
    sl_fini(&ap->taken);
}

static bool is_alnum(uint32_t cp)
{
    if (cp == '_' || cp == UTF8_INVALID || !cp) return false;
    char b[4];
    return vars_is_valid_name(str_make(b, utf8_encode(cp, b)));
}

/* A code point as UTF-8, for messages. */
typedef struct CpText {
    char s[5];
} CpText;

static CpText cp_text(uint32_t cp)
{
    CpText t = {{0}};
    if (cp && cp != UTF8_INVALID) t.s[utf8_encode(cp, t.s)] = 0;
    return t;
}

static Spec *find_key(ArgParse *ap, uint32_t key)
{
    for (size_t i = 0; i < ap->nspecs; i++) {
        if (ap->specs[i].key == key) return &ap->specs[i];
    }
    return NULL;
}

static Spec *find_long(ArgParse *ap, const char *name, size_t len)
{
    for (size_t i = 0; i < ap->nspecs; i++) {
        const char *ln = ap->specs[i].long_name;
        if (ln && strlen(ln) == len && !memcmp(ln, name, len)) return &ap->specs[i];
    }
    return NULL;
}

static void bad_spec(ArgParse *ap, Io *io, const char *spec, const char *at)
{
    size_t n;
    cp_at(at, &n);
    bi_error(io, ap->name, "Invalid option spec '%s' at char '%.*s'", spec, (int)n, at);
}

/* What may follow the names: `=`, `=?`, `=+` or `=*`, then `&`, then `!` and
 * the validation script. *pp moves past what was read. */
static bool parse_modifiers(ArgParse *ap, Io *io, Spec *s, const char *spec, const char **pp)
{
    const char *p = *pp;
    if (s->key == ap->implicit && *p && *p != '!' && *p != '&') {
        bi_error(io, ap->name, "Implicit int short flag '%s' does not allow modifiers like '%s'",
                 cp_text(s->key).s, cp_text(cp_at(p, NULL)).s);
        return false;
    }
    if (*p == '=') {
        p++;
        s->arg = *p == '?' || *p == '*' ? OPT_OPTIONAL_ARG : OPT_REQUIRED_ARG;
        s->accumulate = *p == '+' || *p == '*';
        if (*p == '?' || *p == '+' || *p == '*') p++;
    }
    if (*p == '&') {
        s->drop = true;
        p++;
    }
    if (*p == '!') {
        /* fish 4 complains about a check on a flag without a value, and goes on. */
        if (s->arg == OPT_NO_ARG) bad_spec(ap, io, spec, p);
        s->validate = p + 1;
        p += strlen(p);
    } else if (*p) {
        bad_spec(ap, io, spec, p);
        return false;
    }
    if (s->key == ap->implicit && (!s->validate || !*s->validate)) s->validate = "_validate_int";
    if (find_key(ap, s->key)) {
        bi_error(io, ap->name, "Short flag '%s' already defined", cp_text(s->key).s);
        return false;
    }
    *pp = p;
    return true;
}

static bool claim_implicit(ArgParse *ap, Io *io, uint32_t key)
{
    if (ap->implicit) {
        bi_error(io, ap->name, "Implicit int flag '%s' already defined", cp_text(ap->implicit).s);
        return false;
    }
    ap->implicit = key;
    return true;
}

/* What follows the first letter: `-` or `/` before a long name, `#`, a
 * modifier, or (no separator) the spec is all long name. */
static bool parse_after_first(ArgParse *ap, Io *io, Spec *s, const char *spec, const char **pp,
                              uint32_t *counter)
{
    size_t n0, n1;
    uint32_t c0 = cp_at(spec, &n0);
    const char *second = spec + n0;
    uint32_t c1 = cp_at(second, &n1);
    if (c0 == '#') {
        const char *p = second;
        if (c1 == '-') p = second + n1;
        else s->key = (*counter)++;
        if (!claim_implicit(ap, io, s->key)) return false;
        s->short_ok = false;
        *pp = p;
        return true;
    }
    switch (c1) {
    case '-':
    case '/':
        if (c1 == '-') s->short_ok = false;
        *pp = second + n1;
        if (!**pp) {
            bad_spec(ap, io, spec, second);
            return false;
        }
        return true;
    case '#':
        if (!claim_implicit(ap, io, s->key)) return false;
        s->arg = OPT_REQUIRED_ARG;
        s->accumulate = false;
        *pp = second + n1;
        return true;
    case '!': case '?': case '=': case '&':
        *pp = second;
        return parse_modifiers(ap, io, s, spec, pp);
    default:
        s->short_ok = false;
        *pp = c0 == '/' ? second : spec;
        s->key = (*counter)++;
        return true;
    }
}

static bool parse_spec(ArgParse *ap, Io *io, const char *spec, uint32_t *counter)
{
    if (!*spec) {
        bi_error(io, ap->name, "An option spec must have at least a short or a long flag");
        return false;
    }
    size_t n0;
    uint32_t c0 = cp_at(spec, &n0);
    if (!is_alnum(c0) && c0 != '#' && !(c0 == '/' && spec[n0])) {
        bi_error(io, ap->name, "Short flag '%.*s' invalid, must be alphanum or '#'", (int)n0, spec);
        return false;
    }
    Spec s = {.key = c0, .short_ok = true, .arg = OPT_NO_ARG, .accumulate = true};
    /* A lone letter is a short flag only, as fish 3 and fish 4's manual have
     * it (fish 4's code also reads it as a long name). */
    const char *p = spec + n0;
    if (*p && !parse_after_first(ap, io, &s, spec, &p, counter)) return false;
    const char *q = p;
    while (*q) {
        size_t n;
        uint32_t c = cp_at(q, &n);
        if (c != '-' && c != '_' && !is_alnum(c)) break;
        q += n;
    }
    if (q > p) {
        if (find_long(ap, p, (size_t)(q - p))) {
            bi_error(io, ap->name, "Long flag '%.*s' already defined", (int)(q - p), p);
            return false;
        }
        StrBuf ln = STRBUF_INIT;
        sb_append_mem(&ln, p, (size_t)(q - p));
        s.long_name = sb_take(&ln);
        p = q;
    }
    if (!parse_modifiers(ap, io, &s, spec, &p)) {
        free(s.long_name);
        return false;
    }
    ap->specs[ap->nspecs++] = s;
    return true;
}

/* -x a,b,long: each name a short letter or a long name of a spec. */
static int parse_exclusive(ArgParse *ap, Io *io)
{
    if (!ap->nxraw) return STATUS_OK;
    ap->xsets = xreallocarray(NULL, ap->nxraw, sizeof *ap->xsets);
    for (size_t k = 0; k < ap->nxraw; k++) {
        const char *raw = ap->xraw[k];
        size_t parts = 1;
        for (const char *c = raw; *c; c++) parts += *c == ',';
        if (parts < 2) {
            bi_error(io, ap->name, "exclusive flag string '%s' is not valid", raw);
            return STATUS_FAIL;
        }
        size_t *set = xreallocarray(NULL, parts + 1, sizeof *set);
        ap->xsets[ap->nxsets++] = set;
        size_t n = 0;
        for (const char *part = raw;;) {
            const char *end = strchr(part, ',');
            size_t len = end ? (size_t)(end - part) : strlen(part);
            size_t clen;
            uint32_t c = cp_at(part, &clen);
            Spec *s = len && clen == len ? find_key(ap, c) : NULL;
            if (!s) s = find_long(ap, part, len);
            if (!s) {
                bi_error(io, ap->name, "exclusive flag '%.*s' is not valid", (int)len, part);
                set[n] = SIZE_MAX;
                return STATUS_FAIL;
            }
            set[n++] = (size_t)(s - ap->specs);
            if (!end) break;
            part = end + 1;
        }
        set[n] = SIZE_MAX;
    }
    return STATUS_OK;
}

/* How a spec is named in a conflict: "s/long", "s" or "long". */
static void spec_label(const Spec *s, StrBuf *out)
{
    if (s->short_ok) sb_append_cstr(out, cp_text(s->key).s);
    if (s->long_name) {
        if (s->short_ok) sb_append_char(out, '/');
        sb_append_cstr(out, s->long_name);
    }
}

static int check_exclusive(ArgParse *ap, Io *io)
{
    for (size_t i = 0; i < ap->nspecs; i++) {
        if (!ap->specs[i].seen) continue;
        for (size_t k = 0; k < ap->nxsets; k++) {
            const size_t *set = ap->xsets[k];
            bool in = false;
            for (const size_t *m = set; *m != SIZE_MAX; m++) in |= *m == i;
            if (!in) continue;
            for (const size_t *m = set; *m != SIZE_MAX; m++) {
                if (*m == i || !ap->specs[*m].seen) continue;
                StrBuf a = STRBUF_INIT, b = STRBUF_INIT;
                spec_label(&ap->specs[i], &a);
                spec_label(&ap->specs[*m], &b);
                bool swap = strcmp(sb_str(&a).ptr, sb_str(&b).ptr) > 0;
                bi_error(io, ap->name, "%s %s: options cannot be used together",
                         sb_str(swap ? &b : &a).ptr, sb_str(swap ? &a : &b).ptr);
                sb_fini(&a);
                sb_fini(&b);
                return STATUS_FAIL;
            }
        }
    }
    return STATUS_OK;
}

/* ---- argparse's own options ---- */

static const GoOpt own_opts[] = {
    {'s', true, "stop-nonopt", OPT_NO_ARG},     {'i', true, "ignore-unknown", OPT_NO_ARG},
    {'u', true, "move-unknown", OPT_NO_ARG},    {'U', true, "unknown-arguments", OPT_REQUIRED_ARG},
    {'n', true, "name", OPT_REQUIRED_ARG},      {'x', true, "exclusive", OPT_REQUIRED_ARG},
    {'S', true, "strict-longopts", OPT_NO_ARG}, {'h', true, "help", OPT_NO_ARG},
    {'N', true, "min-args", OPT_REQUIRED_ARG},  {'X', true, "max-args", OPT_REQUIRED_ARG},
};

/* The same options as an OptSpec table, for the option listing (builtins.h). */
const OptSpec bi_argparse_opts[] = {
    {'s', "stop-nonopt", OPT_NO_ARG},     {'i', "ignore-unknown", OPT_NO_ARG},
    {'u', "move-unknown", OPT_NO_ARG},    {'U', "unknown-arguments", OPT_REQUIRED_ARG},
    {'n', "name", OPT_REQUIRED_ARG},      {'x', "exclusive", OPT_REQUIRED_ARG},
    {'S', "strict-longopts", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG},
    {'N', "min-args", OPT_REQUIRED_ARG},  {'X', "max-args", OPT_REQUIRED_ARG}, {0, NULL, 0},
};

static bool parse_count(Io *io, const char *cmd, const char *flag, const char *arg, long *out)
{
    if (!bi_parse_int(arg, out) || *out < 0) {
        bi_error(io, cmd, "Invalid %s value '%s'", flag, arg);
        return false;
    }
    return true;
}

/* The innermost function running, as fish names an argparse without --name. */
static const char *function_name(const Shell *sh)
{
    for (const Frame *f = sh->frame; f; f = f->up) {
        if (f->function) return f->function;
    }
    return "argparse";
}

/* Reads argparse's own options and the specs; *first is then the index of
 * the `--` before the arguments. Errors are printed (without the trailer). */
static int parse_own(Shell *sh, Io *io, int argc, char **argv, ArgParse *ap, int *first)
{
    const char *cmd = argv[0];
    Getopt g;
    go_begin(&g, argc, argv, own_opts, sizeof own_opts / sizeof *own_opts);
    g.stop_nonopt = true;
    bool seen_unknown_args = false;
    int status = STATUS_OK;
    ap->xraw = xreallocarray(NULL, (size_t)argc, sizeof *ap->xraw);
    for (int r, li; status == STATUS_OK && (r = go_next(&g, &li)) != GO_DONE;) {
        if (r < 0) {
            status = go_error(io, cmd, &g, r);
            break;
        }
        const char *arg = g.optarg;
        switch (own_opts[r].key) {
        case 'n':
            free(ap->name);
            ap->name = xstrdup(arg);
            break;
        case 's': ap->stop_nonopt = true; break;
        case 'i': case 'u':
            if (ap->unknown != UNKNOWN_ERROR) {
                bi_error(io, cmd, "--ignore-unknown --move-unknown: options cannot be used together");
                status = STATUS_INVALID_ARGS;
                break;
            }
            ap->unknown = own_opts[r].key == 'i' ? UNKNOWN_IGNORE : UNKNOWN_MOVE;
            break;
        case 'U':
            seen_unknown_args = true;
            if (!strcmp(arg, "optional")) ap->unknown_arg = OPT_OPTIONAL_ARG;
            else if (!strcmp(arg, "required")) ap->unknown_arg = OPT_REQUIRED_ARG;
            else if (!strcmp(arg, "none")) ap->unknown_arg = OPT_NO_ARG;
            else {
                bi_error(io, cmd, "Invalid --unknown-arguments value '%s'", arg);
                status = STATUS_INVALID_ARGS;
            }
            break;
        case 'S': ap->strict = true; break;
        case 'x': ap->xraw[ap->nxraw++] = arg; break;
        case 'h': ap->help = true; break;
        case 'N':
            if (!parse_count(io, cmd, "--min-args", arg, &ap->min_args)) status = STATUS_INVALID_ARGS;
            break;
        case 'X':
            if (!parse_count(io, cmd, "--max-args", arg, &ap->max_args)) status = STATUS_INVALID_ARGS;
            break;
        }
    }
    int i = g.index;
    sl_fini(&g.taken);
    if (status != STATUS_OK) return status;
    if (seen_unknown_args && ap->unknown == UNKNOWN_ERROR) ap->unknown = UNKNOWN_MOVE;
    if (ap->help) return STATUS_OK;
    if (i > 1 && !strcmp(argv[i - 1], "--")) i--;
    if (!ap->name || !*ap->name) {
        free(ap->name);
        ap->name = xstrdup(function_name(sh));
    }
    ap->specs = xreallocarray(NULL, (size_t)argc, sizeof *ap->specs);
    uint32_t counter = KEY_FIRST;
    for (;; i++) {
        if (i >= argc) {
            bi_error(io, cmd, "Missing -- separator");
            return STATUS_INVALID_ARGS;
        }
        if (!strcmp(argv[i], "--")) break;
        if (!parse_spec(ap, io, argv[i], &counter)) return STATUS_FAIL;
    }
    if (counter > KEY_LAST + 1) {
        bi_error(io, cmd, "Too many long-only options");
        return STATUS_INVALID_ARGS;
    }
    *first = i;
    return STATUS_OK;
}

/* ---- validation ---- */

static int native_validate_int(Shell *sh, Io *err, int argc, char **argv);

/* When text is a plain call of _validate_int and no such function exists,
 * its arguments expanded into *args. */
static bool is_native_validate_int(Shell *sh, const char *text, StrList *args)
{
    static const char fn[] = "_validate_int";
    if (strncmp(text, fn, sizeof fn - 1)) return false;
    if (funcs_get(sh->funcs, STR("_validate_int")) || eval_autoload(sh, STR("_validate_int"))) return false;
    ParsedSource *ps = parse_source(str_cstr(text), 0);
    const AstNode *root = ps->root, *conj = ast_kid(root, 0), *job = conj ? ast_kid(conj, 0) : NULL;
    const AstNode *cmd = job ? ast_kid(job, 0) : NULL;
    bool simple = !ps->diags.n && root->nkids == 1 && job && job->kind == AST_JOB && job->nkids == 1 &&
                  cmd->kind == AST_COMMAND && cmd->nkids >= 1 && cmd->kids[0]->kind == AST_WORD &&
                  str_eq(ast_text(cmd->kids[0], sb_str(&ps->text)), STR("_validate_int"));
    for (uint32_t i = 1; simple && i < cmd->nkids; i++) simple = cmd->kids[i]->kind == AST_WORD;
    if (simple) {
        for (size_t k = 1; k < conj->nkids; k++) simple &= conj->kids[k]->kind == AST_PUNCT;
    }
    ExpandHooks h = eval_hooks(sh);
    for (uint32_t i = 1; simple && i < cmd->nkids; i++) {
        DiagList errs = {0};
        if (expand_word(&h, sb_str(&ps->text), cmd->kids[i]->start, cmd->kids[i]->len, EXPAND_NO_GLOB, args,
                        &errs) != EXPAND_OK) {
            simple = false;
        }
        diag_list_fini(&errs);
    }
    ps_unref(ps);
    return simple;
}

/* Runs a spec's check on value, as fish does: a new function scope with
 * _argparse_cmd, _flag_name and _flag_value exported; what it prints goes to
 * stderr. Returns its status. */
static int validate(Shell *sh, Io *io, const ArgParse *ap, const Spec *s, bool is_long, const char *value)
{
    if (!s->validate || !*s->validate) return STATUS_OK;
    uint32_t call = sh->call_offset, job = sh->job_offset;
    vars_push(sh->vars, VARS_FRAME_FUNCTION);
    unsigned mode = VM_LOCAL | VM_EXPORT;
    vars_set_one(sh->vars, STR("_argparse_cmd"), mode, str_cstr(ap->name));
    vars_set_one(sh->vars, STR("_flag_name"), mode,
                 str_cstr(is_long ? s->long_name : cp_text(s->key).s));
    vars_set_one(sh->vars, STR("_flag_value"), mode, str_cstr(value));
    StrList args = STRLIST_INIT;
    int status;
    if (is_native_validate_int(sh, s->validate, &args)) {
        char **av = xreallocarray(NULL, args.n + 2, sizeof *av);
        av[0] = "_validate_int";
        for (size_t i = 0; i < args.n; i++) av[i + 1] = (char *)args.items[i].ptr;
        av[args.n + 1] = NULL;
        Io err = io_standard();
        status = native_validate_int(sh, &err, (int)args.n + 1, av);
        free(av);
    } else {
        StrBuf out = STRBUF_INIT;
        status = eval_capture(sh, str_cstr(s->validate), &out, NULL);
        if (out.len && out.ptr[out.len - 1] != '\n') sb_append_char(&out, '\n');
        io_write(io, 2, sb_str(&out));
        sb_fini(&out);
    }
    sl_fini(&args);
    vars_pop(sh->vars);
    sh->call_offset = call;
    sh->job_offset = job;
    return status;
}

/* ---- parsing the arguments ---- */

/* Takes the option just read back out of g->taken (for `&` specs, and for
 * unknown options that stay in $argv) and returns it as given: "--name" or
 * "--name=value" whole; for a short flag "-Xvalue" alone, putting any other
 * letters of its cluster back into g->taken. The caller frees the result. */
static char *untake(Getopt *g, bool is_long)
{
    bool separate = g->optarg && g->taken.n && !strcmp(g->optarg, g->taken.items[g->taken.n - 1].ptr);
    if (separate) sl_truncate(&g->taken, g->taken.n - 1);
    if (!g->taken.n) return xstrdup("");
    Str last = g->taken.items[g->taken.n - 1];
    char *opt = xstrdup(last.ptr);
    sl_truncate(&g->taken, g->taken.n - 1);
    if (is_long) return opt;
    const char *more = g->rest, *value = separate || !g->optarg ? "" : g->optarg;
    size_t len = strlen(opt), tail = strlen(more) + strlen(value);
    if (tail + 2 > len) return opt;
    size_t flag_end = len - tail, flag = flag_end - 1; /* the letter's bytes: [flag, flag_end) */
    while (flag > 1 && ((unsigned char)opt[flag] & 0xC0) == 0x80) flag--;
    if (flag == 1 && !*more) return opt;
    StrBuf with = STRBUF_INIT, without = STRBUF_INIT;
    sb_append_char(&with, '-');
    sb_append_mem(&with, opt + flag, flag_end - flag);
    sb_append_cstr(&with, value);
    sb_append_mem(&without, opt, flag);
    sb_append_cstr(&without, more);
    sl_push(&g->taken, sb_str(&without));
    sb_fini(&without);
    free(opt);
    return sb_take(&with);
}

static int handle_flag(Shell *sh, Io *io, ArgParse *ap, Getopt *g, Spec *s, bool is_long)
{
    if (s->drop) free(untake(g, is_long));
    s->seen++;
    if (s->arg == OPT_NO_ARG) {
        StrBuf flag = STRBUF_INIT;
        sb_append_cstr(&flag, is_long ? "--" : "-");
        sb_append_cstr(&flag, is_long ? s->long_name : cp_text(s->key).s);
        sl_push(&s->vals, sb_str(&flag));
        sb_fini(&flag);
        return STATUS_OK;
    }
    if (g->optarg) {
        int status = validate(sh, io, ap, s, is_long, g->optarg);
        if (status != STATUS_OK) return status;
    }
    if (!s->accumulate) sl_clear(&s->vals);
    if (g->optarg || s->accumulate) sl_push_cstr(&s->vals, g->optarg ? g->optarg : "");
    return STATUS_OK;
}

/* `-NUM` for the `#` spec: checked and kept as its value. */
static int store_implicit_int(Shell *sh, Io *io, ArgParse *ap, Getopt *g, const char *num)
{
    Spec *s = find_key(ap, ap->implicit);
    if (s->drop && g->taken.n) sl_truncate(&g->taken, g->taken.n - 1);
    int status = validate(sh, io, ap, s, false, num);
    if (status != STATUS_OK) return status;
    sl_clear(&s->vals);
    sl_push_cstr(&s->vals, num);
    s->seen++;
    g->rest = "";
    return STATUS_OK;
}

/* An option no spec knows, with --ignore-unknown or --move-unknown: it takes
 * a value as --unknown-arguments says, and stays in $argv or $argv_opts. */
static int handle_unknown(Io *io, ArgParse *ap, Getopt *g, const char *arg)
{
    bool is_long = arg[1] == '-';
    if (is_long) {
        const char *text = g->optarg ? g->optarg : g->rest;
        const char *eq = strchr(text, '=');
        if (eq) g->optarg = eq + 1;
        g->rest = "";
    }
    if (ap->unknown_arg != OPT_NO_ARG && *g->rest) {
        g->optarg = g->rest;
        g->rest = "";
    }
    const char *separate = NULL;
    if (ap->unknown_arg == OPT_REQUIRED_ARG && !g->optarg) {
        if (g->index >= g->argc) {
            bi_error(io, ap->name, "%s: option requires an argument", arg);
            return STATUS_INVALID_ARGS;
        }
        separate = g->argv[g->index++];
    }
    if (ap->unknown_arg == OPT_NO_ARG && is_long && strchr(arg, '=')) {
        bi_error(io, ap->name, "%s: option does not take an argument", arg);
        return STATUS_INVALID_ARGS;
    }
    if (ap->unknown == UNKNOWN_IGNORE) {
        char *flag = untake(g, is_long);
        sl_push_cstr(&ap->args, flag);
        free(flag);
        if (separate) sl_push_cstr(&ap->args, separate);
    } else if (separate) {
        sl_push_cstr(&g->taken, separate);
    }
    if (*g->rest) g->index--; /* go on reading this cluster */
    return STATUS_OK;
}

static int parse_args(Shell *sh, Io *io, ArgParse *ap, int argc, char **argv)
{
    if (argc <= 1) return STATUS_OK;
    GoOpt *opts = xreallocarray(NULL, ap->nspecs ? ap->nspecs : 1, sizeof *opts);
    for (size_t i = 0; i < ap->nspecs; i++) {
        const Spec *s = &ap->specs[i];
        opts[i] = (GoOpt){s->key, s->short_ok, s->long_name, s->arg};
    }
    Getopt g;
    go_begin(&g, argc, argv, opts, ap->nspecs);
    g.strict = ap->strict;
    g.stop_nonopt = ap->stop_nonopt;
    int status = STATUS_OK;
    for (int r, li; status == STATUS_OK && (r = go_next(&g, &li)) != GO_DONE;) {
        const char *arg = g.argv[g.index - 1];
        long num;
        if (r == GO_NONOPT) sl_push_cstr(&ap->args, g.optarg);
        else if (r == GO_MISSING || r == GO_UNEXPECTED) status = go_error(io, ap->name, &g, r);
        else if (r == GO_UNKNOWN && ap->implicit && bi_parse_int(arg + 1, &num))
            status = store_implicit_int(sh, io, ap, &g, arg + 1);
        else if (r == GO_UNKNOWN && ap->unknown == UNKNOWN_ERROR) status = go_error(io, ap->name, &g, r);
        else if (r == GO_UNKNOWN) status = handle_unknown(io, ap, &g, arg);
        else status = handle_flag(sh, io, ap, &g, &ap->specs[r], li >= 0);
    }
    free(opts);
    sl_move(&ap->taken, &g.taken);
    if (status != STATUS_OK) return status;
    if ((status = check_exclusive(ap, io)) != STATUS_OK) return status;
    for (int i = g.index; i < argc; i++) sl_push_cstr(&ap->args, argv[i]);
    return STATUS_OK;
}

/* Everything but setting variables. Returns the status; ap->help when the
 * help page was asked for. */
static int argparse_run(Shell *sh, Io *io, int argc, char **argv, ArgParse *ap)
{
    *ap = (ArgParse){.cmd = argv[0], .unknown_arg = OPT_OPTIONAL_ARG, .max_args = -1};
    int first = 0;
    int status = parse_own(sh, io, argc, argv, ap, &first);
    if (status != STATUS_OK) {
        bi_print_trailer(sh, io, "argparse");
        return status;
    }
    if (ap->help) return STATUS_OK;
    if ((status = parse_exclusive(ap, io)) != STATUS_OK) return status;
    if ((status = parse_args(sh, io, ap, argc - first, argv + first)) != STATUS_OK) return status;
    long n = (long)ap->args.n;
    if (n < ap->min_args) {
        bi_error(io, ap->name, "expected >= %ld arguments; got %ld", ap->min_args, n);
        return STATUS_FAIL;
    }
    if (ap->max_args >= 0 && n > ap->max_args) {
        bi_error(io, ap->name, "expected <= %ld arguments; got %ld", ap->max_args, n);
        return STATUS_FAIL;
    }
    return STATUS_OK;
}

static void set_local(Shell *sh, const StrBuf *name, StrList *vals)
{
    StrList copy;
    sl_dup(&copy, vals);
    vars_set(sh->vars, sb_str(name), VM_LOCAL, &copy);
    sl_fini(&copy);
}

int bi_argparse(Shell *sh, Io *io, int argc, char **argv)
{
    ArgParse ap;
    int status = argparse_run(sh, io, argc, argv, &ap);
    if (status == STATUS_OK && ap.help) {
        ap_fini(&ap);
        return bi_print_help(sh, io, argv[0]);
    }
    if (status == STATUS_OK) {
        StrBuf name = STRBUF_INIT;
        for (size_t i = 0; i < ap.nspecs; i++) {
            Spec *s = &ap.specs[i];
            if (!s->seen) continue;
            if (s->short_ok) {
                sb_clear(&name);
                sb_printf(&name, "_flag_%s", cp_text(s->key).s);
                set_local(sh, &name, &s->vals);
            }
            if (s->long_name) {
                sb_clear(&name);
                sb_append_cstr(&name, "_flag_");
                for (const char *p = s->long_name; *p;) {
                    size_t n;
                    uint32_t c = cp_at(p, &n);
                    if (is_alnum(c)) sb_append_mem(&name, p, n);
                    else sb_append_char(&name, '_');
                    p += n;
                }
                set_local(sh, &name, &s->vals);
            }
        }
        sb_fini(&name);
        vars_set(sh->vars, STR("argv"), VM_LOCAL, &ap.args);
        vars_set(sh->vars, STR("argv_opts"), VM_LOCAL, &ap.taken);
    }
    ap_fini(&ap);
    return status;
}

/* ---- _validate_int ---- */

/* Compares the decimal integer s (of any length) with n. */
static int cmp_int(const char *s, long n)
{
    errno = 0;
    long long v = strtoll(s, NULL, 10);
    if (errno == ERANGE) return *s == '-' ? -1 : 1;
    return v < n ? -1 : v > n;
}

static bool is_decimal(const char *s)
{
    s += *s == '-';
    if (!*s) return false;
    for (; *s; s++) {
        if (*s < '0' || *s > '9') return false;
    }
    return true;
}

/* What fish's _validate_int function does, for `!_validate_int [--min N]
 * [--max N]`: $_flag_value must be an integer within the bounds; the message
 * names $_argparse_cmd and $_flag_name. A bound that is not an integer is
 * ignored (fish's `test` would complain and the check would pass). */
static int native_validate_int(Shell *sh, Io *err, int argc, char **argv)
{
    int n = 0;
    char **av = xreallocarray(NULL, (size_t)argc + 6, sizeof *av);
    av[n++] = "argparse";
    av[n++] = "-n";
    av[n++] = "_argparse_validate_int";
    av[n++] = "m-min=";
    av[n++] = "x-max=";
    av[n++] = "--";
    for (int i = 1; i < argc; i++) av[n++] = argv[i];
    av[n] = NULL;
    ArgParse ap;
    int status = argparse_run(sh, err, n, av, &ap);
    free(av);
    if (status != STATUS_OK) {
        ap_fini(&ap);
        return status;
    }
    const Var *v;
    const char *value = (v = vars_get(sh->vars, STR("_flag_value"), 0)) && v->values.n == 1
                            ? v->values.items[0].ptr : "";
    const char *cmd = (v = vars_get(sh->vars, STR("_argparse_cmd"), 0)) && v->values.n ? v->values.items[0].ptr : "";
    const char *flag = (v = vars_get(sh->vars, STR("_flag_name"), 0)) && v->values.n ? v->values.items[0].ptr : "";
    const StrList *min = &ap.specs[0].vals, *max = &ap.specs[1].vals;
    StrBuf msg = STRBUF_INIT;
    long bound;
    if (!is_decimal(value)) {
        sb_printf(&msg, "%s: Value '%s' for flag '%s' is not an integer\n", cmd, value, flag);
    } else if (min->n && bi_parse_int(min->items[0].ptr, &bound) && cmp_int(value, bound) < 0) {
        sb_printf(&msg, "%s: Value '%s' for flag '%s' less than min allowed of '%s'\n", cmd, value, flag,
                  min->items[0].ptr);
    } else if (max->n && bi_parse_int(max->items[0].ptr, &bound) && cmp_int(value, bound) > 0) {
        sb_printf(&msg, "%s: Value '%s' for flag '%s' greater than max allowed of '%s'\n", cmd, value, flag,
                  max->items[0].ptr);
    }
    status = msg.len ? STATUS_FAIL : STATUS_OK;
    io_write(err, 2, sb_str(&msg));
    sb_fini(&msg);
    ap_fini(&ap);
    return status;
}

/* `__minnow_validate_int [--min N] [--max N]`: the body of share/'s
 * _validate_int function, which runs with the validated flag's variables. */
int bi_minnow_validate_int(Shell *sh, Io *io, int argc, char **argv)
{
    return native_validate_int(sh, io, argc, argv);
}
