/* builtins/echo.c - print arguments: -n (no newline), -s (no spaces),
 * -e/-E (backslash escapes on/off). Options end at the first argument that
 * is not one, as in fish: `echo -n -x` prints "-x"; `--help` is printed too.
 * Escapes: \a \b \e \f \n \r \t \v \\, \c (no more output), octal \NNN or
 * \0NNN and hex \xHH as raw bytes; any other backslash is printed. (fish 4
 * prints a NUL for a lone \x; fish 3.6 and minnow print "\x".) */
#include "builtins/builtins.h"

#include <string.h>

/* Appends the escape at s (after the backslash); returns the bytes used, or
 * -1 for \c (stop all output). */
static int escape(const char *s, StrBuf *out)
{
    switch (s[0]) {
    case 'a': sb_append_char(out, '\a'); return 1;
    case 'b': sb_append_char(out, '\b'); return 1;
    case 'c': return -1;
    case 'e': sb_append_char(out, '\x1b'); return 1;
    case 'f': sb_append_char(out, '\f'); return 1;
    case 'n': sb_append_char(out, '\n'); return 1;
    case 'r': sb_append_char(out, '\r'); return 1;
    case 't': sb_append_char(out, '\t'); return 1;
    case 'v': sb_append_char(out, '\v'); return 1;
    case '\\': sb_append_char(out, '\\'); return 1;
    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
        /* \0NNN or \NNN: up to three digits after a leading 0, else three */
        int v = 0, n = 0, max = s[0] == '0' ? 4 : 3;
        while (n < max && s[n] >= '0' && s[n] <= '7') v = v * 8 + (s[n++] - '0');
        sb_append_char(out, (char)v);
        return n;
    }
    case 'x': {
        int v = 0, n = 1;
        for (; n < 3; n++) {
            char c = s[n];
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                  : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (d < 0) break;
            v = v * 16 + d;
        }
        if (n == 1) {
            sb_append_cstr(out, "\\x");
            return 1;
        }
        sb_append_char(out, (char)v);
        return n;
    }
    default:
        sb_append_char(out, '\\');
        return 0;
    }
}

/* echo's options, for the option listing (builtins.h); it reads them by hand
 * so that anything else, --help included, is printed. */
const OptSpec bi_echo_opts[] = {
    {'n', NULL, OPT_NO_ARG}, {'e', NULL, OPT_NO_ARG}, {'E', NULL, OPT_NO_ARG}, {'s', NULL, OPT_NO_ARG}, {0, NULL, 0},
};

int bi_echo(Shell *sh, Io *io, int argc, char **argv)
{
    (void)sh;
    bool newline = true, spaces = true, escapes = false;
    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] != '-' || !a[1] || strspn(a + 1, "nesE") != strlen(a + 1)) break;
        for (const char *c = a + 1; *c; c++) {
            if (*c == 'n') newline = false;
            else if (*c == 's') spaces = false;
            else if (*c == 'e') escapes = true;
            else if (*c == 'E') escapes = false;
        }
    }
    if (i < argc && !strcmp(argv[i], "--")) i++;
    StrBuf out = STRBUF_INIT;
    for (int first = i; i < argc; i++) {
        if (i > first && spaces) sb_append_char(&out, ' ');
        if (!escapes) {
            sb_append_cstr(&out, argv[i]);
            continue;
        }
        for (const char *s = argv[i]; *s; s++) {
            if (*s != '\\') {
                sb_append_char(&out, *s);
                continue;
            }
            int used = escape(s + 1, &out);
            if (used < 0) {
                newline = false;
                goto done;
            }
            s += used;
        }
    }
done:
    if (newline) sb_append_char(&out, '\n');
    /* As in fish, output to a closed stream is not echo's failure. */
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    return STATUS_OK;
}
