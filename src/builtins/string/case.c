/* builtins/string/case.c - string lower and string upper.
 *
 *   string lower [-q | --quiet] [STRING...]
 *   string upper [-q | --quiet] [STRING...]
 *
 * Maps every character to its lower (upper) case form; invalid bytes are kept.
 * Status 0 when some value changed; -q stops at the first one. */
#include "builtins/string/string.h"

#include "base/utf8.h"

/* Appends s with each character mapped by ctx (a uc_lower or uc_upper). */
static int map_case(Str s, StrBuf *out, void *ctx)
{
    uint32_t (*map)(uint32_t) = *(uint32_t (**)(uint32_t))ctx;
    int changed = STR_MAP_SAME;
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
            changed = STR_MAP_CHANGED;
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
    return str_map_values(c, map_case, &map, quiet) ? STATUS_OK : STATUS_FAIL;
}

int bi_string_lower(StrCtx *c) { return transform(c, uc_lower); }
int bi_string_upper(StrCtx *c) { return transform(c, uc_upper); }
