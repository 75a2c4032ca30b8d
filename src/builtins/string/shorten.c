/* builtins/string/shorten.c - string shorten: cut values to a width, with an
 * ellipsis. (fish 4; fish 3.6 has no shorten.)
 *
 *   string shorten [(-c | --char) CHARS] [(-m | --max) WIDTH] [-N | --no-newline]
 *                  [-l | --left] [-q | --quiet] [STRING...]
 *
 * Each line of each value that is wider on a terminal than WIDTH (by default
 * the width of the narrowest non-empty line) is cut, keeping its start (-l:
 * its end), and CHARS (by default "…") marks the cut; CHARS is dropped when
 * it is itself wider than WIDTH. Escape sequences take no width and are kept.
 * -N shortens only the first line (-l: the last) and always marks the cut.
 * -m 0 leaves everything as it is. Status 0 when something was shortened;
 * -q writes nothing and stops at the first line that would be. */
#include "builtins/string/string.h"

#include <stdlib.h>

#include <string.h>

/* Bytes of the escape sequences starting at s[pos]. */
static size_t skip_escapes(Str s, size_t pos)
{
    size_t total = 0;
    while (pos + total < s.len && s.ptr[pos + total] == 0x1B) {
        size_t n = str_escape_len(s, pos + total);
        if (!n) break;
        total += n;
    }
    return total;
}

/* The visible width of the character at s[pos] (0 past the end) and its length. */
static int width_at(const StrCtx *c, Str s, size_t pos, size_t *len)
{
    if (pos >= s.len) {
        *len = 1;
        return 0;
    }
    return str_visible_width(c, str_char_at(s, pos, len));
}

static size_t add_width(size_t w, int d) { return d < 0 && w == 0 ? 0 : w + (size_t)(long)d; }

/* Where to cut line from the right so that it and ell fit in max columns;
 * line.len when it fits whole. As in fish, a line that ends in an escape
 * sequence steps one past its end and so gets an ellipsis though nothing is
 * cut (the result is then line.len + 1). */
static size_t cut_right(const StrCtx *c, Str line, size_t max, size_t ell_width)
{
    size_t pos = 0, used = 0, n;
    while (used <= max && pos < line.len) {
        pos += skip_escapes(line, pos);
        int w = width_at(c, line, pos, &n);
        if (w <= 0 || used + (size_t)w + ell_width <= max) {
            used = add_width(used, w);
            pos += n;
            continue;
        }
        /* At the limit: maybe the rest fits without an ellipsis. */
        size_t all = used + (size_t)w, pos2 = pos + n;
        while (pos2 < line.len) {
            pos2 += skip_escapes(line, pos2);
            all = add_width(all, width_at(c, line, pos2, &n));
            pos2 += n;
        }
        if (all <= max) pos = pos2;
        break;
    }
    return pos;
}

/* Where to cut line from the left (keeping line[pos..]); 0 when it fits. */
static size_t cut_left(const StrCtx *c, Str line, size_t max, size_t ell_width)
{
    size_t pos = 0;
    while (pos < line.len) {
        size_t w = str_width(c, line, pos);
        if ((pos == 0 && w <= max) || w + ell_width <= max) return pos;
        size_t skip = skip_escapes(line, pos);
        pos += skip ? skip : str_char_len(line, pos);
    }
    return pos;
}

int bi_string_shorten(StrCtx *c)
{
    static const OptSpec specs[] = {{'c', "chars", OPT_REQUIRED_ARG}, /* --char abbreviates it */
                                    {'m', "max", OPT_REQUIRED_ARG},  {'N', "no-newline", OPT_NO_ARG},
                                    {'l', "left", OPT_NO_ARG},       {'q', "quiet", OPT_NO_ARG},
                                    {0, NULL, 0}};
    Str ell = STR("\xe2\x80\xa6"); /* … */
    size_t ell_width = 1, max = SIZE_MAX;
    bool have_max = false, no_newline = false, left = false, quiet = false;
    str_opts_begin(c, specs);
    for (int o; (o = str_opt_next(c)) != OPT_DONE;) {
        if (o == STR_OPT_ERROR) return STATUS_INVALID_ARGS;
        if (o == 'c') {
            ell = str_cstr(c->arg);
            ell_width = str_width(c, ell, 0);
        } else if (o == 'm') {
            long n;
            if (!str_parse_long(c, c->arg, &n)) return STATUS_INVALID_ARGS;
            if (n < 0) {
                str_error(c, "Invalid max value '%s'", c->arg);
                return STATUS_INVALID_ARGS;
            }
            max = (size_t)n;
            have_max = true;
        } else if (o == 'N') {
            no_newline = true;
        } else if (o == 'l') {
            left = true;
        } else {
            quiet = true;
        }
    }
    if (!str_input_begin(c, STR_LINES)) return STATUS_INVALID_ARGS;
    Str v;
    bool nl;
    if (have_max && max == 0) {
        while (str_next(c, &v, &nl)) str_out_line(c, v, true);
        return STATUS_OK;
    }
    /* The lines to shorten, kept, since the narrowest sets the default width. */
    StrBuf pool = STRBUF_INIT;
    size_t *ends = NULL, n = 0, cap = 0, narrowest = SIZE_MAX;
    while (str_next(c, &v, &nl)) {
        for (size_t pos = 0;;) {
            const char *lf = memchr(v.ptr + pos, '\n', v.len - pos);
            size_t end = lf ? (size_t)(lf - v.ptr) : v.len;
            Str line = str_sub(v, pos, end - pos);
            if (no_newline) {
                if (left) {
                    size_t last = v.len;
                    while (last && v.ptr[last - 1] != '\n') last--;
                    line = str_sub(v, last, v.len - last);
                }
                size_t start = pool.len;
                sb_append(&pool, line);
                sb_append(&pool, ell);
                line = str_sub(sb_str(&pool), start, pool.len - start);
            } else {
                sb_append(&pool, line);
            }
            size_t w = str_width(c, line, 0);
            if (w > 0 && w < narrowest) narrowest = w;
            if (n == cap) ends = xreallocarray(ends, cap = cap ? cap * 2 : 16, sizeof *ends);
            ends[n++] = pool.len;
            if (!lf || no_newline) break;
            pos = end + 1;
        }
    }
    if (!have_max) max = narrowest;
    if (ell_width > max) {
        ell = STR("");
        ell_width = 0;
    }
    size_t shortened = 0;
    int status = STATUS_FAIL;
    for (size_t i = 0, start = 0; i < n && str_out_ok(c); start = ends[i++]) {
        Str line = str_sub(sb_str(&pool), start, ends[i] - start);
        if (left) {
            size_t pos = cut_left(c, line, max, ell_width);
            if (quiet) {
                if (!pos) continue;
                status = STATUS_OK;
                break;
            }
            if (pos) {
                shortened++;
                str_out(c, ell);
            }
            str_out_line(c, str_sub(line, pos, line.len - pos), true);
        } else {
            size_t pos = cut_right(c, line, max, ell_width);
            if (quiet) {
                if (pos == line.len) continue;
                status = STATUS_OK;
                break;
            }
            str_out(c, str_sub(line, 0, pos < line.len ? pos : line.len));
            if (pos != line.len) {
                shortened++;
                str_out(c, ell);
            }
            str_out_char(c, '\n');
        }
    }
    free(ends);
    sb_fini(&pool);
    return shortened ? STATUS_OK : status;
}
