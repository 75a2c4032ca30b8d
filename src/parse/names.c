/* parse/names.c - the builtin names of the fish 4 language, sorted (C locale). */
#include "parse/names.h"

#include <string.h>

const char *const names_builtins[] = {
    ".", ":", "[", "_", "abbr", "and", "argparse", "begin", "bg", "bind", "block", "break",
    "breakpoint", "builtin", "case", "cd", "command", "commandline", "complete", "contains",
    "continue", "count", "disown", "echo", "else", "emit", "end", "eval", "exec", "exit", "false",
    "fg", "fish_indent", "fish_key_reader", "for", "function", "functions", "history", "if",
    "jobs", "math", "not", "or", "path", "printf", "pwd", "random", "read", "realpath", "return",
    "set", "set_color", "source", "status", "string", "switch", "test", "time", "true", "type",
    "ulimit", "wait", "while",
};
const size_t names_builtin_count = sizeof names_builtins / sizeof *names_builtins;

/* Keywords and the builtins that must behave as the language says, sorted:
 * no function may take these names. */
static const char *const reserved[] = {
    "[", "_", "and", "argparse", "begin", "break", "builtin", "case", "command", "continue",
    "else", "end", "eval", "exec", "for", "function", "if", "not", "or", "read", "return", "set",
    "status", "string", "switch", "test", "time", "while",
};

/* Binary search of a sorted list of C strings. */
static bool in_sorted(const char *const *list, size_t n, Str name)
{
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        const char *m = list[mid];
        size_t mlen = strlen(m);
        int c = memcmp(name.ptr, m, name.len < mlen ? name.len : mlen);
        if (c == 0) c = name.len < mlen ? -1 : name.len > mlen;
        if (c == 0) return true;
        if (c < 0) hi = mid;
        else lo = mid + 1;
    }
    return false;
}

bool names_is_builtin(Str name)
{
    return in_sorted(names_builtins, names_builtin_count, name);
}

bool names_is_reserved(Str name)
{
    return in_sorted(reserved, sizeof reserved / sizeof *reserved, name);
}
