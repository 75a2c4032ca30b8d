/* builtins/builtin.c - `builtin -n` lists fish's builtin names, one a line;
 * `builtin -q NAMES` succeeds when any of them is a builtin.
 *
 * Running a builtin (`builtin echo hi`) is the parser's decorator; this
 * builtin only sees the option forms and a bare `builtin`. */
#include "builtins/builtins.h"

#include "parse/names.h"

#include <string.h>

int bi_builtin(Shell *sh, Io *io, int argc, char **argv)
{
    (void)sh;
    static const struct { const char *lng; char shrt; } longs[] = {
        {"names", 'n'}, {"query", 'q'}, {"help", 'h'},
    };
    bool names = false, query = false;
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--")) {
            i++;
            break;
        }
        char letters[32] = {0};
        if (a[1] == '-') {
            for (size_t k = 0; k < sizeof longs / sizeof *longs; k++) {
                if (!strcmp(a + 2, longs[k].lng)) letters[0] = longs[k].shrt;
            }
            if (!letters[0]) {
                bi_error(io, argv[0], "%s: unknown option", a);
                return STATUS_INVALID_ARGS;
            }
        } else {
            strncpy(letters, a + 1, sizeof letters - 1);
        }
        for (const char *c = letters; *c; c++) {
            switch (*c) {
            case 'n': names = true; break;
            case 'q': query = true; break;
            case 'h': io_printf(io, 1, "%s - run a builtin command\n", argv[0]); return STATUS_OK;
            default:
                bi_error(io, argv[0], "-%c: unknown option", *c);
                return STATUS_INVALID_ARGS;
            }
        }
    }
    if (names && query) {
        bi_error(io, argv[0], "invalid option combination, --query and --names are mutually exclusive");
        return STATUS_INVALID_ARGS;
    }
    if (names) {
        StrBuf out = STRBUF_INIT;
        for (size_t k = 0; k < names_builtin_count; k++) sb_printf(&out, "%s\n", names_builtins[k]);
        io_write(io, 1, sb_str(&out));
        sb_fini(&out);
        return STATUS_OK;
    }
    if (query) {
        for (; i < argc; i++) {
            if (names_is_builtin(str_cstr(argv[i]))) return STATUS_OK;
        }
        return STATUS_FAIL;
    }
    return STATUS_OK;
}
