/* builtins/string/match.c - string match: glob or regex matching.
 *
 *   string match [-a | --all] [-e | --entire] [-i | --ignore-case]
 *                [-g | --groups-only] [-r | --regex] [-n | --index]
 *                [-q | --quiet] [-v | --invert] [(-m | --max-matches) MAX]
 *                PATTERN [STRING...]
 *
 * A glob PATTERN (`*` is any run of characters, `\*` and `\\` escape; `?` is
 * literal, as with fish 4's qmark-noglob) must match a whole value, which is
 * then written (-e: it may match anywhere). With -r PATTERN is a PCRE2 regex
 * and the match is written followed by each capture group (-g: the groups
 * only; -e: the whole value first; -a: every match); named groups also set
 * variables of their names, to their text in the first matching value (with
 * -a, one element per match). -n writes "START LENGTH" (in characters, from
 * 1) instead of text, -v writes the values that do not match, -m stops after
 * MAX matching values (fish 4). Status 0 when some value matched; -q stops at
 * the first. */
#include "builtins/string/string.h"

#include "base/re.h"
#include "base/utf8.h"
#include "env/var.h"
#include "exec/glob.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct MatchOpts {
    bool all, entire, groups_only, caseless, invert, quiet, regex, index;
    size_t max;
} MatchOpts;

typedef struct Matcher {
    StrCtx *c;
    const MatchOpts *o;
    size_t matched;       /* values that matched (or, with -v, did not) */
    /* glob */
    GlobChar *glob;
    size_t glob_len;
    StrBuf lower;         /* the value in lower case, for -i */
    /* regex */
    Regex *re;
    size_t ngroups;       /* capture groups + 1 */
    size_t nnames;
    StrList *captures;    /* per named group: values of the first matching value */
} Matcher;

static void print_index(StrCtx *c, size_t start, size_t len)
{
    char num[48];
    int n = snprintf(num, sizeof num, "%zu %zu\n", start + 1, len);
    str_out(c, str_make(num, (size_t)n));
}

/* ---- globs ---- */

/* PATTERN as fish reads it for string match: `*` a wildcard, a backslash
 * before `*` or `\` makes it literal, everything else (`?` included) is
 * itself. With entire, wildcards are added at both ends. */
static void build_glob(Matcher *m, Str pat, bool entire)
{
    m->glob = xreallocarray(NULL, pat.len + 2, sizeof *m->glob);
    size_t n = 0;
    for (size_t i = 0; i < pat.len; i++) {
        char ch = pat.ptr[i];
        char next = i + 1 < pat.len ? pat.ptr[i + 1] : 0;
        if (ch == '*') m->glob[n++] = GLOB_ANY_STRING;
        else if (ch == '\\' && (next == '*' || next == '\\')) m->glob[n++] = (unsigned char)pat.ptr[++i];
        else m->glob[n++] = (unsigned char)ch;
    }
    if (entire) {
        if (!n || m->glob[0] != GLOB_ANY_STRING) {
            memmove(m->glob + 1, m->glob, n * sizeof *m->glob);
            m->glob[0] = GLOB_ANY_STRING;
            n++;
        }
        if (m->glob[n - 1] != GLOB_ANY_STRING) m->glob[n++] = GLOB_ANY_STRING;
    }
    m->glob_len = n;
}

/* Lower-cases s into b (character by character). */
static Str lower_into(Str s, StrBuf *b)
{
    sb_clear(b);
    for (size_t i = 0; i < s.len;) {
        size_t n;
        uint32_t cp = str_char_at(s, i, &n);
        if (cp == UTF8_INVALID || uc_lower(cp) == cp) {
            sb_append_mem(b, s.ptr + i, n);
        } else {
            char enc[4];
            sb_append_mem(b, enc, utf8_encode(uc_lower(cp), enc));
        }
        i += n;
    }
    return sb_str(b);
}

static void glob_value(Matcher *m, Str v)
{
    Str subject = m->o->caseless ? lower_into(v, &m->lower) : v;
    bool hit = glob_match(subject, m->glob, m->glob_len, false);
    if (hit == m->o->invert) return;
    m->matched++;
    if (m->o->quiet) return;
    if (m->o->index) print_index(m->c, 0, str_char_count(v));
    else str_out_line(m->c, v, true);
}

/* ---- regexes ---- */

/* Converts byte offsets to character offsets, walking forward from the last
 * place asked about (matches come in order). */
typedef struct CharPos {
    size_t byte, chars;
} CharPos;

static size_t chars_at(Str s, CharPos *cp, size_t byte)
{
    if (byte < cp->byte) *cp = (CharPos){0, 0};
    while (cp->byte < byte) {
        cp->byte += str_char_len(s, cp->byte);
        cp->chars++;
    }
    return cp->chars;
}

/* Writes one regex match of v (the groups re_span describes). */
static void report(Matcher *m, Str v, CharPos *pos)
{
    if (m->o->entire) str_out_line(m->c, v, true);
    for (size_t g = m->o->entire || m->o->groups_only ? 1 : 0; g < m->ngroups; g++) {
        size_t b, e;
        if (!re_span(m->re, g, &b, &e)) continue;
        if (m->o->index) {
            size_t start = chars_at(v, pos, b);
            print_index(m->c, start, chars_at(v, pos, e) - start);
        } else {
            str_out_line(m->c, str_sub(v, b, e - b), true);
        }
    }
}

/* Adds the named groups of the current match (or empties) to the captures. */
static void capture(Matcher *m, Str v, bool have_match)
{
    for (size_t i = 0; i < m->nnames; i++) {
        size_t group, b, e;
        re_name_at(m->re, i, &group);
        if (have_match && re_span(m->re, group, &b, &e)) sl_push(&m->captures[i], str_sub(v, b, e - b));
        else if (m->o->all) sl_push(&m->captures[i], STR(""));
    }
}

/* Returns false after a PCRE2 failure (match limit). */
static bool regex_value(Matcher *m, Str v)
{
    ReIter it = {0};
    ReError err = {0};
    CharPos pos = {0, 0};
    int rc = re_next(m->re, v, &it, &err);
    if (rc < 0) return false;
    if (!rc) {
        if (!m->o->invert) return true;
        if (!m->o->quiet) {
            if (m->o->index) print_index(m->c, 0, str_char_count(v));
            else str_out_line(m->c, v, true);
        }
        if (!m->matched++) capture(m, v, false);
        return true;
    }
    if (m->o->invert) return true;
    bool first = !m->matched++;
    if (first) capture(m, v, true);
    if (!m->o->quiet) report(m, v, &pos);
    if (!m->o->all) return true;
    while ((rc = re_next(m->re, v, &it, &err)) > 0) {
        if (first) capture(m, v, true);
        if (!m->o->quiet) report(m, v, &pos);
    }
    return rc == 0;
}

/* Named groups become variables; a read-only one is an error up front. */
static bool check_names(Matcher *m)
{
    for (size_t i = 0; i < m->nnames; i++) {
        Str name = re_name_at(m->re, i, NULL);
        unsigned flags = 0;
        if (vars_is_electric(m->c->sh->vars, name, &flags) && (flags & VAR_READ_ONLY)) {
            str_out_flush(m->c);
            io_printf(m->c->io, 2, "Modification of read-only variable \"%.*s\" is not allowed\n", (int)name.len,
                      name.ptr);
            return false;
        }
    }
    return true;
}

static bool parse_opts(StrCtx *c, MatchOpts *o)
{
    static const OptSpec specs[] = {{'a', "all", OPT_NO_ARG},         {'e', "entire", OPT_NO_ARG},
                                    {'g', "groups-only", OPT_NO_ARG}, {'i', "ignore-case", OPT_NO_ARG},
                                    {'v', "invert", OPT_NO_ARG},      {'q', "quiet", OPT_NO_ARG},
                                    {'r', "regex", OPT_NO_ARG},       {'n', "index", OPT_NO_ARG},
                                    {'m', "max-matches", OPT_REQUIRED_ARG}, {0, NULL, 0}};
    str_opts_begin(c, specs);
    for (int ch; (ch = str_opt_next(c)) != OPT_DONE;) {
        switch (ch) {
        case STR_OPT_ERROR: return false;
        case 'a': o->all = true; break;
        case 'e': o->entire = true; break;
        case 'g': o->groups_only = true; break;
        case 'i': o->caseless = true; break;
        case 'v': o->invert = true; break;
        case 'q': o->quiet = true; break;
        case 'r': o->regex = true; break;
        case 'n': o->index = true; break;
        default: {
            long n;
            if (!bi_parse_int(c->arg, &n) || n <= 0) {
                str_error(c, "Invalid max matches value '%s'", c->arg);
                return false;
            }
            o->max = (size_t)n;
        }
        }
    }
    return true;
}

static bool check_combos(StrCtx *c, const MatchOpts *o)
{
    const char *why = o->entire && o->index         ? "--entire and --index are mutually exclusive"
                      : o->invert && o->groups_only ? "--invert and --groups-only are mutually exclusive"
                      : o->entire && o->groups_only ? "--entire and --groups-only are mutually exclusive"
                                                    : NULL;
    if (why) str_error(c, "invalid option combination, %s", why);
    return !why;
}

int bi_string_match(StrCtx *c)
{
    MatchOpts o = {0};
    if (!parse_opts(c, &o)) return STATUS_INVALID_ARGS;
    const char *pattern = str_operand(c);
    if (!pattern) return str_missing_arg(c);
    if (!str_input_begin(c, STR_LINES)) return STATUS_INVALID_ARGS;
    if (!check_combos(c, &o)) return STATUS_INVALID_ARGS;

    Matcher m = {.c = c, .o = &o};
    int status = STATUS_INVALID_ARGS;
    if (o.regex) {
        if (!(m.re = str_regex(c, pattern, o.caseless))) return STATUS_INVALID_ARGS;
        m.ngroups = re_group_count(m.re) + 1;
        m.nnames = re_name_count(m.re);
        if (!check_names(&m)) goto done;
        m.captures = xcalloc(m.nnames ? m.nnames : 1, sizeof *m.captures);
    } else {
        Str pat = str_cstr(pattern);
        build_glob(&m, o.caseless ? lower_into(pat, &m.lower) : pat, o.entire);
    }
    Str v;
    bool nl;
    while (str_next(c, &v, &nl)) {
        if (m.re) {
            if (!regex_value(&m, v)) break;
        } else {
            glob_value(&m, v);
        }
        if ((o.quiet && m.matched) || (o.max && m.matched == o.max)) break;
    }
    for (size_t i = 0; i < m.nnames; i++) {
        Str name = re_name_at(m.re, i, NULL);
        vars_set(c->sh->vars, name, VM_USER, &m.captures[i]);
    }
    status = m.matched ? STATUS_OK : STATUS_FAIL;
done:
    for (size_t i = 0; m.captures && i < m.nnames; i++) sl_fini(&m.captures[i]);
    free(m.captures);
    free(m.glob);
    sb_fini(&m.lower);
    re_free(m.re);
    return status;
}
