/* builtins/string/trim.c - string trim: strip characters from the ends.
 *
 *   string trim [-l | --left] [-r | --right] [(-c | --chars) CHARS] [-q] [STRING...]
 *
 * Removes leading and trailing characters that are in CHARS (by default
 * space, tab, newline, carriage return, form feed and vertical tab); -l or -r
 * only one end. Status 0 when something was removed; -q stops there. */
#include "builtins/string/string.h"

#include <string.h>

/* Whether the character s[i..i+n) is one of the characters of set. */
static bool in_set(Str set, const char *ch, size_t n)
{
    if (n == 1 && (unsigned char)*ch < 0x80) return memchr(set.ptr, *ch, set.len) != NULL;
    for (size_t k = 0; k < set.len;) {
        size_t m = str_char_len(set, k);
        if (m == n && !memcmp(set.ptr + k, ch, n)) return true;
        k += m;
    }
    return false;
}

int bi_string_trim(StrCtx *c)
{
    static const OptSpec specs[] = {{'c', "chars", OPT_REQUIRED_ARG}, {'l', "left", OPT_NO_ARG},
                                    {'r', "right", OPT_NO_ARG}, {'q', "quiet", OPT_NO_ARG}, {0, NULL, 0}};
    Str set = STR(" \f\n\r\t\v");
    bool left = false, right = false, quiet = false;
    str_opts_begin(c, specs);
    for (int o; (o = str_opt_next(c)) != OPT_DONE;) {
        if (o == STR_OPT_ERROR) return STATUS_INVALID_ARGS;
        if (o == 'c') set = str_cstr(c->arg);
        else if (o == 'l') left = true;
        else if (o == 'r') right = true;
        else quiet = true;
    }
    if (!left && !right) left = right = true;
    if (!str_input_begin(c, STR_LINES)) return STATUS_INVALID_ARGS;
    size_t trimmed = 0;
    Str v;
    bool nl;
    while (str_next(c, &v, &nl)) {
        size_t b = 0, e = v.len;
        if (left) {
            while (b < v.len) {
                size_t n = str_char_len(v, b);
                if (!in_set(set, v.ptr + b, n)) break;
                b += n;
                trimmed++;
            }
        }
        if (right && b < v.len) {
            /* Forward, remembering the end of the last character to keep. */
            size_t run = 0;
            e = b;
            for (size_t i = b; i < v.len;) {
                size_t n = str_char_len(v, i);
                i += n;
                if (in_set(set, v.ptr + i - n, n)) {
                    run++;
                } else {
                    run = 0;
                    e = i;
                }
            }
            trimmed += run;
        }
        if (!quiet) str_out_line(c, str_sub(v, b, e - b), nl);
        else if (trimmed) return STATUS_OK;
    }
    return trimmed ? STATUS_OK : STATUS_FAIL;
}
