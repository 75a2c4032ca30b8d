/* interactive/colorize.c - fish code with the escape sequences that colour it.
 *
 * fish writes an escape only where the role changes, and starts from the
 * terminal's default look; a new escape follows a reset unless it simply
 * replaces a foreground colour, and the default comes back before a final
 * newline (so a pager or the next prompt starts plain). */
#include "interactive/colorize.h"

#include "base/check.h"

#include <stdlib.h>

void colorize_compute(Highlighter *h, Str text, uint8_t *roles)
{
    hl_offline(h, true);
    hl_compute(h, text, SIZE_MAX, roles);
}

/* The escape that puts the terminal's default look back after look: fish's
 * "\e[39m" when look set a foreground colour alone, else a full reset. */
static const char *reset_after(Str look)
{
    if (look.len < 4 || look.ptr[0] != '\x1b' || look.ptr[1] != '[' ||
        look.ptr[look.len - 1] != 'm')
        return "\x1b[m";
    Str p = str_sub(look, 2, look.len - 3);
    size_t params = 1;
    for (size_t i = 0; i < p.len; i++) {
        if (p.ptr[i] == ';') params++;
        else if (p.ptr[i] < '0' || p.ptr[i] > '9') return "\x1b[m";
    }
    bool fg =
        (str_starts_with(p, STR("38;2;")) && params == 5) ||
        (str_starts_with(p, STR("38;5;")) && params == 3) ||
        (params == 1 && p.len == 2 && (p.ptr[0] == '3' || p.ptr[0] == '9') && p.ptr[1] != '8');
    return fg ? "\x1b[39m" : "\x1b[m";
}

void colorize_roles(Highlighter *h, Str text, const uint8_t *roles, StrBuf *out)
{
    int last = HL_NORMAL;
    StrBuf look = STRBUF_INIT; /* the escape in force: a role that looks the same writes none */
    bool colored = false;      /* an escape was written since the last reset */
    for (size_t i = 0; i < text.len; i++) {
        if (roles[i] != last) {
            Str esc = hl_escape(h, roles[i], HL_OVER_NONE);
            /* a look that is all reset (--reset, normal) is the default look */
            if (str_eq(esc, STR("\x1b[m"))) esc = STR("");
            if (!str_eq(esc, sb_str(&look))) {
                /* the escapes are made to follow a reset: one first, unless
                 * the new colour simply replaces a foreground colour */
                const char *reset = reset_after(sb_str(&look));
                if (colored && (!esc.len || reset[2] == 'm')) {
                    sb_append_cstr(out, reset);
                    colored = false;
                }
                sb_append(out, esc);
                sb_clear(&look);
                sb_append(&look, esc);
                colored |= esc.len > 0;
            }
            last = roles[i];
        }
        if (i + 1 == text.len && text.ptr[i] == '\n' && colored) {
            sb_append_cstr(out, reset_after(sb_str(&look)));
            colored = false;
        }
        sb_append_char(out, text.ptr[i]);
    }
    if (colored) sb_append_cstr(out, reset_after(sb_str(&look)));
    sb_fini(&look);
}

void colorize_code(Shell *sh, Str text, StrBuf *out)
{
    Highlighter *h = hl_new(sh);
    uint8_t *roles = xcalloc(text.len + 1, 1);
    colorize_compute(h, text, roles);
    colorize_roles(h, text, roles, out);
    free(roles);
    hl_free(h);
}
