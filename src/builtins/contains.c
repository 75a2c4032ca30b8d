/* builtins/contains.c - test whether a key is among the values.
 *
 *   contains [-i|--index] KEY [VALUES...]
 *
 * Status 0 when KEY equals one of VALUES (with -i its 1-based index is
 * printed), 1 when it does not or no key was given, 2 for a bad option.
 * Options end at the first non-option argument, as in fish. */
#include "builtins/builtins.h"

#include <string.h>

int bi_contains(Shell *sh, Io *io, int argc, char **argv)
{
    (void)sh;
    bool index = false;
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--")) {
            i++;
            break;
        }
        if (a[1] == '-') {
            if (!strcmp(a, "--index")) index = true;
            else if (!strcmp(a, "--help")) {
                io_printf(io, 1, "%s - test if a word is present in a list\n", argv[0]);
                return STATUS_OK;
            } else {
                bi_error(io, argv[0], "%s: unknown option", a);
                return STATUS_INVALID_ARGS;
            }
            continue;
        }
        for (const char *c = a + 1; *c; c++) {
            if (*c == 'i') index = true;
            else if (*c == 'h') {
                io_printf(io, 1, "%s - test if a word is present in a list\n", argv[0]);
                return STATUS_OK;
            } else {
                bi_error(io, argv[0], "-%c: unknown option", *c);
                return STATUS_INVALID_ARGS;
            }
        }
    }
    if (i >= argc) {
        bi_error(io, argv[0], "Key not specified");
        return STATUS_FAIL;
    }
    const char *key = argv[i];
    for (int k = i + 1; k < argc; k++) {
        if (!strcmp(argv[k], key)) {
            if (index) io_printf(io, 1, "%d\n", k - i);
            return STATUS_OK;
        }
    }
    return STATUS_FAIL;
}
