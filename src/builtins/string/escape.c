/* builtins/string/escape.c - string escape and string unescape.
 *
 *   string escape [-n | --no-quoted] [--style=script|var|url|regex] [STRING...]
 *   string unescape [--style=script|var|url] [STRING...]
 *
 * Styles (script and var are base/escape's):
 *   script  (default) what fish reads back as the same word: quoted when
 *           quoting is enough and -n was not given, backslashes otherwise;
 *           control characters become \n, \t, \cX, \xHH, invalid bytes \XHH
 *   var     a valid variable name: ASCII letters and digits stay, `_` is
 *           doubled, any other byte becomes _HH_ (the closing `_` only where
 *           needed)
 *   url     RFC 3986 percent-encoding of every byte but letters, digits, /.~-_
 *   regex   a PCRE2 pattern matching the string literally
 * unescape reverses the first three; a value that cannot be unescaped is
 * skipped. Status 0 when some value was written. */
#include "builtins/string/string.h"

#include "base/escape.h"
#include "base/utf8.h"

#include <string.h>

typedef enum Style { STYLE_SCRIPT, STYLE_VAR, STYLE_URL, STYLE_REGEX } Style;

enum { OPT_STYLE = 256 };

static bool parse_style(const char *s, Style *out)
{
    static const char *const names[] = {"script", "var", "url", "regex"};
    for (int i = 0; i < 4; i++) {
        if (!strcmp(s, names[i])) {
            *out = (Style)i;
            return true;
        }
    }
    return false;
}

static void escape_regex(Str s, StrBuf *out)
{
    for (size_t i = 0; i < s.len; i++) {
        char c = s.ptr[i];
        if (c == '\n') {
            sb_append_cstr(out, "\\n");
            continue;
        }
        if (c && strchr(".^$*+()?[{}\\|-]", c)) sb_append_char(out, '\\');
        sb_append_char(out, c);
    }
}

typedef struct EscapeHow {
    Style style;
    bool no_quoted;
} EscapeHow;

static int escape_one(Str v, StrBuf *out, void *ctx)
{
    const EscapeHow *how = ctx;
    if (how->style == STYLE_SCRIPT) escape_script_flags(v, how->no_quoted ? ESCAPE_NO_QUOTED : 0, out);
    else if (how->style == STYLE_VAR) escape_var(v, out);
    else if (how->style == STYLE_URL) escape_url(v, out);
    else escape_regex(v, out);
    return STR_MAP_CHANGED;
}

int bi_string_escape(StrCtx *c)
{
    static const OptSpec specs[] = {{'n', "no-quoted", OPT_NO_ARG}, {OPT_STYLE, "style", OPT_REQUIRED_ARG}, {0, NULL, 0}};
    Style style = STYLE_SCRIPT;
    bool no_quoted = false;
    str_opts_begin(c, specs);
    for (int o; (o = str_opt_next(c)) != OPT_DONE;) {
        if (o == STR_OPT_ERROR) return STATUS_INVALID_ARGS;
        if (o == 'n') {
            no_quoted = true;
        } else if (!parse_style(c->arg, &style)) {
            str_error(c, "Invalid escape style '%s'", c->arg);
            return STATUS_INVALID_ARGS;
        }
    }
    if (!str_input_begin(c, STR_LINES)) return STATUS_INVALID_ARGS;
    EscapeHow how = {style, no_quoted};
    return str_map_values(c, escape_one, &how, false) ? STATUS_OK : STATUS_FAIL;
}

/* ---- unescaping ---- */

static bool unescape_url(Str s, StrBuf *out)
{
    for (size_t i = 0; i < s.len; i++) {
        unsigned char c = (unsigned char)s.ptr[i];
        if (c > 0x7F) return false;
        if (c != '%') {
            sb_append_char(out, (char)c);
            continue;
        }
        if (i + 1 >= s.len) return false;
        if (s.ptr[i + 1] == '%') {
            sb_append_char(out, '%');
            i++;
            continue;
        }
        int hi = str_hex_digit(s.ptr[i + 1]);
        int lo = i + 2 < s.len ? str_hex_digit(s.ptr[i + 2]) : -1;
        if (hi < 0 || lo < 0) return false;
        sb_append_char(out, (char)(hi * 16 + lo));
        i += 2;
    }
    return true;
}

static int unescape_one(Str v, StrBuf *out, void *ctx)
{
    Style style = *(const Style *)ctx;
    bool ok = style == STYLE_SCRIPT ? unescape_script(v, out) : style == STYLE_VAR ? unescape_var(v, out) : unescape_url(v, out);
    return ok ? STR_MAP_CHANGED : STR_MAP_SKIP;
}

int bi_string_unescape(StrCtx *c)
{
    static const OptSpec specs[] = {{'n', "no-quoted", OPT_NO_ARG}, {OPT_STYLE, "style", OPT_REQUIRED_ARG}, {0, NULL, 0}};
    Style style = STYLE_SCRIPT;
    str_opts_begin(c, specs);
    for (int o; (o = str_opt_next(c)) != OPT_DONE;) {
        if (o == STR_OPT_ERROR) return STATUS_INVALID_ARGS;
        if (o == OPT_STYLE && (!parse_style(c->arg, &style) || style == STYLE_REGEX)) {
            str_error(c, "Invalid style value '%s'", c->arg);
            return STATUS_INVALID_ARGS;
        }
    }
    if (!str_input_begin(c, STR_LINES)) return STATUS_INVALID_ARGS;
    return str_map_values(c, unescape_one, &style, false) ? STATUS_OK : STATUS_FAIL;
}
