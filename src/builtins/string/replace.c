/* builtins/string/replace.c - string replace: substitute text in values.
 *
 *   string replace [-a | --all] [-f | --filter] [-i | --ignore-case]
 *                  [-r | --regex] [(-m | --max-matches) MAX] [-q | --quiet]
 *                  PATTERN REPLACEMENT [STRING...]
 *
 * PATTERN is literal text, or with -r a PCRE2 regular expression, and then
 * REPLACEMENT may use $1, ${1}, ${name}, $$ and escapes such as \n (PCRE2's
 * extended syntax). With the regex-easyesc feature off (it is on by default)
 * the replacement's backslash escapes are first applied once, as fish did
 * before 3.1. Only the first match of each value is replaced, every one with -a.
 * -f writes only values where something was replaced; -m stops after MAX such
 * values (fish 4). Status 0 when something was replaced; -q stops there. */
#include "builtins/string/string.h"

#include "base/escape.h"
#include "base/re.h"
#include "base/utf8.h"

#include <stdint.h>

/* Whether pat matches s at byte i ignoring case; *end gets where it ends. */
static bool match_ci(Str s, size_t i, Str pat, size_t *end)
{
    size_t k = 0;
    while (k < pat.len) {
        if (i >= s.len) return false;
        size_t n, m;
        uint32_t a = str_char_at(s, i, &n), b = str_char_at(pat, k, &m);
        if (a == UTF8_INVALID || b == UTF8_INVALID ? n != m || s.ptr[i] != pat.ptr[k] : uc_lower(a) != uc_lower(b))
            return false;
        i += n;
        k += m;
    }
    *end = i;
    return true;
}

/* Replaces pat (non-empty) in s literally; returns whether it did. */
static bool replace_literal(Str s, Str pat, Str rep, bool all, bool caseless, StrBuf *out)
{
    size_t pos = 0;
    bool any = false;
    for (size_t i = 0; i < s.len;) {
        size_t at = i, end;
        if (caseless) {
            if (!match_ci(s, i, pat, &end)) {
                i += str_char_len(s, i);
                continue;
            }
        } else {
            at = str_find(s, pat, i);
            if (at == SIZE_MAX) break;
            end = at + pat.len;
        }
        sb_append(out, str_sub(s, pos, at - pos));
        sb_append(out, rep);
        pos = i = end;
        any = true;
        if (!all) break;
    }
    sb_append(out, str_sub(s, pos, s.len - pos));
    return any;
}

int bi_string_replace(StrCtx *c)
{
    static const OptSpec specs[] = {{'a', "all", OPT_NO_ARG},         {'f', "filter", OPT_NO_ARG},
                                    {'i', "ignore-case", OPT_NO_ARG}, {'q', "quiet", OPT_NO_ARG},
                                    {'r', "regex", OPT_NO_ARG},       {'m', "max-matches", OPT_REQUIRED_ARG},
                                    {0, NULL, 0}};
    bool all = false, filter = false, caseless = false, quiet = false, regex = false;
    size_t max = 0;
    str_opts_begin(c, specs);
    for (int o; (o = str_opt_next(c)) != OPT_DONE;) {
        if (o == STR_OPT_ERROR) return STATUS_INVALID_ARGS;
        if (o == 'a') all = true;
        else if (o == 'f') filter = true;
        else if (o == 'i') caseless = true;
        else if (o == 'q') quiet = true;
        else if (o == 'r') regex = true;
        else {
            long n;
            if (!bi_parse_int(c->arg, &n) || n <= 0) {
                str_error(c, "Invalid max matches value '%s'", c->arg);
                return STATUS_INVALID_ARGS;
            }
            max = (size_t)n;
        }
    }
    const char *pattern = str_operand(c);
    if (!pattern) return str_missing_arg(c);
    const char *replacement = str_operand(c);
    if (!replacement) {
        str_error(c, "expected 2 arguments; got 1");
        return STATUS_INVALID_ARGS;
    }
    if (!str_input_begin(c, STR_LINES)) return STATUS_INVALID_ARGS;
    Regex *re = NULL;
    if (regex && !(re = str_regex(c, pattern, caseless))) return STATUS_INVALID_ARGS;
    Str pat = str_cstr(pattern), rep = str_cstr(replacement);
    StrBuf unescaped = STRBUF_INIT;
    if (re && !features_on(c->sh->features, FEAT_REGEX_EASYESC)) {
        /* escapes only: quotes in the replacement stay literal */
        StrBuf quoted = STRBUF_INIT;
        for (size_t i = 0; i < rep.len; i++) {
            if (rep.ptr[i] == '\'' || rep.ptr[i] == '"') sb_append_char(&quoted, '\\');
            sb_append_char(&quoted, rep.ptr[i]);
        }
        bool ok = unescape_script(sb_str(&quoted), &unescaped);
        sb_fini(&quoted);
        if (!ok) {
            str_error(c, "Invalid escape sequence in pattern \"%s\"", replacement);
            sb_fini(&unescaped);
            re_free(re);
            return STATUS_INVALID_ARGS;
        }
        rep = sb_str(&unescaped);
    }
    size_t replaced = 0;
    int status = STATUS_FAIL;
    StrBuf buf = STRBUF_INIT;
    Str v;
    bool nl;
    while (str_next(c, &v, &nl)) {
        sb_clear(&buf);
        bool did = false;
        if (re) {
            ReError err = {0};
            long n = re_substitute(re, v, rep, all, &buf, &err);
            if (n < 0) {
                str_error(c, "Regular expression substitute error: %s", err.msg);
                status = STATUS_INVALID_ARGS;
                break;
            }
            did = n > 0;
        } else if (pat.len) {
            did = replace_literal(v, pat, rep, all, caseless, &buf);
        }
        if (did) replaced++;
        if (!quiet && (!filter || did)) str_out_line(c, did ? sb_str(&buf) : v, nl);
        if ((quiet && replaced) || (max && replaced == max)) break;
    }
    if (status != STATUS_INVALID_ARGS) status = replaced ? STATUS_OK : STATUS_FAIL;
    sb_fini(&buf);
    sb_fini(&unescaped);
    re_free(re);
    return status;
}
