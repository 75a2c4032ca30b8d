/* builtins/string/split.c - string split and split0: values cut at a separator.
 *
 *   string split [(-f | --fields) FIELDS] [(-m | --max) MAX] [-n | --no-empty]
 *                [-q | --quiet] [-r | --right] [-a | --allow-empty] SEP [STRING...]
 *   string split0 [...the same options...] [STRING...]
 *
 * Each value is cut at every SEP (at most MAX times, counted from the right
 * with -r); an empty SEP cuts between characters. -n drops empty pieces.
 * FIELDS picks pieces by number: "2", "1,3", "2-4", "4-2" (descending); a
 * value lacking one of them gives nothing and status 1, unless -a, which
 * prints the fields it has. split0 reads standard input whole and cuts at
 * NUL, ignoring one NUL at the end. Every piece is written as a whole value,
 * so a command substitution keeps newlines inside it. Status 0 when
 * something was split; -q stops there. */
#include "builtins/string/string.h"

#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct Range {
    size_t from, to; /* field numbers from 1, either order */
} Range;

typedef struct Pieces {
    Str *v;
    size_t n, cap;
} Pieces;

static void push(Pieces *p, Str s)
{
    if (p->n == p->cap) p->v = xreallocarray(p->v, p->cap = p->cap ? p->cap * 2 : 16, sizeof *p->v);
    p->v[p->n++] = s;
}

/* Parses a field number as fish_wcstoi does: a whole decimal integer. */
static bool field_number(const char *s, size_t len, long *out)
{
    char buf[32];
    if (!len || len >= sizeof buf) return false;
    memcpy(buf, s, len);
    buf[len] = '\0';
    return bi_parse_int(buf, out);
}

/* Parses FIELDS into ranges; false after printing why. */
static bool parse_fields(StrCtx *c, const char *arg, Range **out, size_t *n)
{
    size_t cap = 0;
    for (const char *p = arg;;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        const char *dash = memchr(p, '-', len);
        long a, b;
        if (dash && !memchr(dash + 1, '-', len - (size_t)(dash - p) - 1)) {
            if (!field_number(p, (size_t)(dash - p), &a) || !field_number(dash + 1, len - (size_t)(dash - p) - 1, &b)) {
                str_error(c, "%s: invalid integer", arg);
                return false;
            }
            if (a <= 0 || b <= 0) {
                str_error(c, "Invalid range value for field '%s'", arg);
                return false;
            }
        } else {
            if (!field_number(p, len, &a)) {
                str_error(c, "%s: invalid integer", arg);
                return false;
            }
            if (a <= 0) {
                str_error(c, "Invalid fields value '%s'", arg);
                return false;
            }
            b = a;
        }
        if (*n == cap) *out = xreallocarray(*out, cap = cap ? cap * 2 : 8, sizeof **out);
        (*out)[(*n)++] = (Range){(size_t)a, (size_t)b};
        if (!comma) return true;
        p = comma + 1;
    }
}

/* The last occurrence of sep ending at or before end, on character
 * boundaries; SIZE_MAX when there is none. */
static size_t find_last(Str hay, Str sep, size_t end)
{
    if (sep.len > end) return SIZE_MAX;
    if (str_valid_utf8(sep)) {
        for (size_t p = end - sep.len + 1; p-- > 0;) {
            if (hay.ptr[p] == sep.ptr[0] && !memcmp(hay.ptr + p, sep.ptr, sep.len)) return p;
        }
        return SIZE_MAX;
    }
    size_t best = SIZE_MAX;
    for (size_t at = 0; (at = str_find(str_sub(hay, 0, end), sep, at)) != SIZE_MAX; at += str_char_len(hay, at)) best = at;
    return best;
}

/* fish's split_about: at most max cuts, from the left or the right. */
static void split_value(Str s, Str sep, size_t max, bool no_empty, bool right, Pieces *out)
{
    size_t first = out->n;
    if (!right) {
        size_t pos = 0;
        for (size_t left = max; left && pos < s.len; left--) {
            size_t at, next;
            if (!sep.len) {
                at = next = pos + str_char_len(s, pos);
                if (at == s.len) break;
            } else {
                at = str_find(s, sep, pos);
                if (at == SIZE_MAX) break;
                next = at + sep.len;
            }
            if (!no_empty || at > pos) push(out, str_sub(s, pos, at - pos));
            pos = next;
        }
        if (!no_empty || pos < s.len) push(out, str_sub(s, pos, s.len - pos));
        return;
    }
    size_t end = s.len;
    for (size_t left = max; left && end > 0; left--) {
        size_t at, after;
        if (!sep.len) {
            /* The start of the last character before end. */
            at = 0;
            for (size_t i = 0; i < end; i += str_char_len(s, i)) at = i;
            if (at == 0) break;
            after = at;
        } else {
            at = find_last(s, sep, end);
            if (at == SIZE_MAX) break;
            after = at + sep.len;
        }
        if (!no_empty || end > after) push(out, str_sub(s, after, end - after));
        end = at;
    }
    if (!no_empty || end > 0) push(out, str_sub(s, 0, end));
    for (size_t i = first, j = out->n; i + 1 < j; i++, j--) {
        Str t = out->v[i];
        out->v[i] = out->v[j - 1];
        out->v[j - 1] = t;
    }
}

static int split(StrCtx *c, bool zero)
{
    static const OptSpec specs[] = {{'q', "quiet", OPT_NO_ARG},       {'r', "right", OPT_NO_ARG},
                                    {'m', "max", OPT_REQUIRED_ARG},   {'n', "no-empty", OPT_NO_ARG},
                                    {'f', "fields", OPT_REQUIRED_ARG}, {'a', "allow-empty", OPT_NO_ARG},
                                    {0, NULL, 0}};
    bool quiet = false, right = false, no_empty = false, allow_empty = false;
    size_t max = SIZE_MAX, nranges = 0;
    Range *ranges = NULL;
    int status = STATUS_INVALID_ARGS;
    Pieces pieces = {0};
    str_opts_begin(c, specs);
    for (int o; (o = str_opt_next(c)) != OPT_DONE;) {
        if (o == STR_OPT_ERROR) goto done;
        if (o == 'q') quiet = true;
        else if (o == 'r') right = true;
        else if (o == 'n') no_empty = true;
        else if (o == 'a') allow_empty = true;
        else if (o == 'm') {
            long n;
            if (!str_parse_long(c, c->arg, &n)) goto done;
            if (n < 0) {
                str_error(c, "Invalid max value '%s'", c->arg);
                goto done;
            }
            max = (size_t)n;
        } else {
            nranges = 0;
            if (!parse_fields(c, c->arg, &ranges, &nranges)) goto done;
        }
    }
    Str sep = str_make("", 1);
    if (!zero) {
        const char *s = str_operand(c);
        if (!s) {
            status = str_missing_arg(c);
            goto done;
        }
        sep = str_cstr(s);
    }
    if (!str_input_begin(c, zero ? STR_WHOLE : STR_LINES)) goto done;
    if (allow_empty && !nranges) {
        str_error(c, "invalid option combination, --allow-empty is only valid with --fields");
        goto done;
    }
    size_t values = 0, total = 0;
    Str v;
    bool nl;
    while (str_next(c, &v, &nl)) {
        pieces.n = 0;
        split_value(v, sep, max, no_empty, right, &pieces);
        if (quiet && pieces.n > 1) {
            status = STATUS_OK;
            goto done;
        }
        values++;
        total += pieces.n;
        if (quiet) continue;
        /* split0 ignores one NUL at the end: a\0b\0 is two values. */
        if (zero && pieces.n && !pieces.v[pieces.n - 1].len) pieces.n--;
        if (!nranges) {
            for (size_t i = 0; i < pieces.n; i++) str_out_item(c, pieces.v[i], true);
            continue;
        }
        for (size_t r = 0; r < nranges && !allow_empty; r++) {
            if (ranges[r].from > pieces.n || ranges[r].to > pieces.n) {
                status = STATUS_FAIL;
                goto done;
            }
        }
        for (size_t r = 0; r < nranges; r++) {
            size_t a = ranges[r].from, b = ranges[r].to;
            if (a <= b) {
                for (size_t f = a; f <= b && f <= pieces.n; f++) str_out_item(c, pieces.v[f - 1], true);
            } else {
                for (size_t f = a < pieces.n ? a : pieces.n; f >= b && f >= 1; f--) str_out_item(c, pieces.v[f - 1], true);
            }
        }
    }
    status = total > values ? STATUS_OK : STATUS_FAIL;
done:
    free(ranges);
    free(pieces.v);
    return status;
}

int bi_string_split(StrCtx *c) { return split(c, false); }
int bi_string_split0(StrCtx *c) { return split(c, true); }
