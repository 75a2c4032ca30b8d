/* parse/names.c - the builtin names of the fish 4 language, sorted (C locale). */
#include "parse/names.h"

#include <string.h>

const char *const names_builtins[] = {
    "!",        ".",        ":",         "[",           "_",
    "abbr",     "and",      "argparse",  "begin",       "bg",
    "bind",     "block",    "break",     "breakpoint",  "builtin",
    "case",     "cd",       "command",   "commandline", "complete",
    "contains", "continue", "count",     "disown",      "echo",
    "else",     "emit",     "end",       "eval",        "exec",
    "exit",     "false",    "fg",        "fish_indent", "fish_key_reader",
    "for",      "function", "functions", "history",     "if",
    "jobs",     "math",     "not",       "or",          "path",
    "printf",   "pwd",      "random",    "read",        "realpath",
    "return",   "set",      "set_color", "source",      "status",
    "string",   "switch",   "test",      "time",        "true",
    "type",     "ulimit",   "wait",      "while",
};
const size_t names_builtin_count = sizeof names_builtins / sizeof *names_builtins;

bool names_is_builtin(Str name)
{
    size_t lo = 0, hi = names_builtin_count;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        const char *m = names_builtins[mid];
        size_t mlen = strlen(m);
        int c = memcmp(name.ptr, m, name.len < mlen ? name.len : mlen);
        if (c == 0) c = name.len < mlen ? -1 : name.len > mlen;
        if (c == 0) return true;
        if (c < 0) hi = mid;
        else lo = mid + 1;
    }
    return false;
}

bool names_is_reserved(Str name)
{
    static const char *const reserved[] = {
        "[", "_", "and", "argparse", "begin", "break", "builtin", "case", "command", "continue",
        "else", "end", "eval", "exec", "for", "function", "if", "not", "or", "read", "return",
        "set", "status", "string", "switch", "test", "time", "while",
    };
    for (size_t i = 0; i < sizeof reserved / sizeof *reserved; i++) {
        if (str_eq_cstr(name, reserved[i])) return true;
    }
    return false;
}
