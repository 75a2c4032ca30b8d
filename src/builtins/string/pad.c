/* builtins/string/pad.c - string pad: widen values to a common width.
 *
 *   string pad [-r | --right] [-C | --center] [(-c | --char) CHAR]
 *              [(-w | --width) WIDTH] [STRING...]
 *
 * Every value is padded with CHAR (a space by default) on the left (-r: the
 * right, -C: both, the odd column going left unless -r) to the widest value's
 * width on a terminal, or to WIDTH when that is wider. Widths ignore escape
 * sequences. When CHAR is two columns wide and the padding is odd, a space
 * makes up the difference. As in fish 4, whether lines end with a newline
 * follows the last value read. Status 0. */
#include "builtins/string/string.h"

#include <stdlib.h>

#include "base/utf8.h"

typedef struct Padded {
    size_t start, len, width; /* the value in the pool, and its width */
} Padded;

int bi_string_pad(StrCtx *c)
{
    static const OptSpec specs[] = {{'c', "chars", OPT_REQUIRED_ARG}, /* --char abbreviates it */
                                    {'r', "right", OPT_NO_ARG}, {'C', "center", OPT_NO_ARG},
                                    {'w', "width", OPT_REQUIRED_ARG}, {0, NULL, 0}};
    Str pad = STR(" ");
    size_t pad_width = 1, width = 0;
    bool right = false, center = false;
    str_opts_begin(c, specs);
    for (int o; (o = str_opt_next(c)) != OPT_DONE;) {
        if (o == STR_OPT_ERROR) return STATUS_INVALID_ARGS;
        if (o == 'r') {
            right = true;
        } else if (o == 'C') {
            center = true;
        } else if (o == 'c') {
            Str s = str_cstr(c->arg);
            if (str_char_count(s) != 1) {
                str_error(c, "Padding should be a character '%s'", c->arg);
                return STATUS_INVALID_ARGS;
            }
            size_t n;
            uint32_t cp = str_char_at(s, 0, &n);
            int w = cp == UTF8_INVALID ? 1 : uc_width(cp);
            if (w <= 0) {
                str_error(c, "Invalid padding character of width zero '%s'", c->arg);
                return STATUS_INVALID_ARGS;
            }
            pad = s;
            pad_width = (size_t)w;
        } else {
            long n;
            if (!str_parse_long(c, c->arg, &n)) return STATUS_INVALID_ARGS;
            if (n < 0) {
                str_error(c, "Invalid width value '%s'", c->arg);
                return STATUS_INVALID_ARGS;
            }
            width = (size_t)n;
        }
    }
    if (!str_input_begin(c, STR_LINES)) return STATUS_INVALID_ARGS;
    /* Every value is needed before the first line can be written. */
    StrBuf pool = STRBUF_INIT;
    Padded *items = NULL;
    size_t n = 0, cap = 0, max = 0;
    bool last_newline = true;
    Str v;
    bool nl;
    while (str_next(c, &v, &nl)) {
        size_t w = str_width(c, v, 0);
        if (w > max) max = w;
        if (n == cap) items = xreallocarray(items, cap = cap ? cap * 2 : 16, sizeof *items);
        items[n++] = (Padded){pool.len, v.len, w};
        sb_append(&pool, v);
        last_newline = nl;
    }
    if (width > max) max = width;
    if (n && !str_out_fits(c, max / pad_width * pad.len + max)) n = 0;
    for (size_t i = 0; i < n && str_out_ok(c); i++) {
        size_t total = max - items[i].width, left = total, rest = 0;
        if (center) {
            left = right ? total / 2 : total - total / 2;
            rest = total - left;
        } else if (right) {
            left = 0;
            rest = total;
        }
        str_out_repeat(c, pad, left / pad_width);
        str_out_repeat(c, STR(" "), left % pad_width);
        str_out(c, str_sub(sb_str(&pool), items[i].start, items[i].len));
        str_out_repeat(c, STR(" "), rest % pad_width);
        str_out_repeat(c, pad, rest / pad_width);
        if (last_newline) str_out_char(c, '\n');
    }
    free(items);
    sb_fini(&pool);
    return STATUS_OK;
}
