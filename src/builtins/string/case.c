/* builtins/string/case.c - string lower and string upper.
 *
 *   string lower [-q | --quiet] [STRING...]
 *   string upper [-q | --quiet] [STRING...]
 *
 * Maps every character to its lower (upper) case form; invalid bytes are kept.
 * Status 0 when some value changed; -q stops at the first one. */
#include "builtins/string/string.h"

#include "base/utf8.h"

/* Appends s with each character mapped; returns whether anything changed. */
static bool map_case(Str s, uint32_t (*map)(uint32_t), StrBuf *out)
{
    bool changed = false;
    sb_reserve(out, s.len);
    for (size_t i = 0; i < s.len;) {
        size_t n;
        uint32_t cp = str_char_at(s, i, &n);
        uint32_t m = map(cp);
        if (m == cp) {
            sb_append_mem(out, s.ptr + i, n);
        } else {
            char enc[4];
            sb_append_mem(out, enc, utf8_encode(m, enc));
            changed = true;
        }
        i += n;
    }
    return changed;
}

static int transform(StrCtx *c, uint32_t (*map)(uint32_t))
{
    static const OptSpec specs[] = {{'q', "quiet", OPT_NO_ARG}, {0, NULL, 0}};
    bool quiet = false;
    str_opts_begin(c, specs);
    for (int o; (o = str_opt_next(c)) != OPT_DONE;) {
        if (o == STR_OPT_ERROR) return STATUS_INVALID_ARGS;
        quiet = true;
    }
    if (!str_input_begin(c, STR_LINES)) return STATUS_INVALID_ARGS;
    size_t changed = 0;
    StrBuf buf = STRBUF_INIT;
    Str v;
    bool nl;
    while (str_next(c, &v, &nl)) {
        sb_clear(&buf);
        if (map_case(v, map, &buf)) changed++;
        if (!quiet) {
            str_out_line(c, sb_str(&buf), nl);
        } else if (changed) {
            break;
        }
    }
    sb_fini(&buf);
    return changed ? STATUS_OK : STATUS_FAIL;
}

int bi_string_lower(StrCtx *c) { return transform(c, uc_lower); }
int bi_string_upper(StrCtx *c) { return transform(c, uc_upper); }
