/* parse/hints.c - what fish writes instead of another shell's keywords and
 * builtins, one line each with its help topic (see hints.h). */
#include "parse/hints.h"

#include <string.h>

typedef struct BashWord {
    const char *word, *hint;
} BashWord;

#define HINT_IF "an if needs no 'then' and closes with 'end': `if COND; COMMANDS; end`; see `help conditions`"
#define HINT_LOOP "a loop needs no 'do' and closes with 'end': `for x in LIST; ...; end`, `while COND; ...; end`; see `help loops`"
#define HINT_TEST "there is no [[ ]]: use `test` or [ ] with quoted variables, or `string match` for patterns; see `help conditions`"
#define HINT_DECLARE "`set NAME VALUE` sets a variable (-l local, -g global, -x exported); see `help variables`"
#define HINT_OPTIONS "fish has no shell options; `help bash` says what replaces the usual ones"
#define HINT_READ_LINES "`set lines (cat FILE)` makes a list of a file's lines; see `help command-substitution`"

/* Sorted by word (C locale) for the binary search. */
static const BashWord bash_words[] = {
    {"[[", HINT_TEST},
    {"]]", HINT_TEST},
    {"declare", HINT_DECLARE},
    {"do", HINT_LOOP},
    {"done", HINT_LOOP},
    {"elif", "fish writes `else if COND` inside an if; see `help conditions`"},
    {"esac", "a switch closes with 'end': `switch VALUE; case PATTERN; COMMANDS; end`; see `help switch`"},
    {"fi", HINT_IF},
    {"getopts", "`argparse` parses a function's options; see `help argparse`"},
    {"let", "`math` does arithmetic, as in `set x (math $x + 1)`; see `help math`"},
    {"local", "`set -l NAME VALUE` makes a variable local to its block or function; see `help scoping`"},
    {"mapfile", HINT_READ_LINES},
    {"readarray", HINT_READ_LINES},
    {"readonly", "fish has no read-only variables of your own; `set -g NAME VALUE` sets a global one; see `help variables`"},
    {"setopt", HINT_OPTIONS},
    {"shift", "`set -e argv[1]` drops the first argument; see `help arguments`"},
    {"shopt", HINT_OPTIONS},
    {"then", HINT_IF},
    {"trap", "a function with --on-signal NAME (or --on-event fish_exit) runs when that happens; see `help events`"},
    {"typeset", HINT_DECLARE},
    {"unset", "`set -e NAME` erases a variable (and `functions -e NAME` a function); see `help variables`"},
    {"until", "there is no until: `while not COND; COMMANDS; end`; see `help loops`"},
};

const char *const hint_function_syntax =
    "a function is written `function NAME; COMMANDS; end`, with no () and no braces; see `help functions`";

const char *hint_bash_word(Str word)
{
    if (!word.len) return NULL;
    size_t lo = 0, hi = sizeof bash_words / sizeof *bash_words;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const char *w = bash_words[mid].word;
        size_t n = strlen(w);
        int c = memcmp(word.ptr, w, word.len < n ? word.len : n);
        if (c == 0) c = (word.len > n) - (word.len < n);
        if (c == 0) return bash_words[mid].hint;
        if (c < 0) hi = mid;
        else lo = mid + 1;
    }
    return NULL;
}

void hint_read_only(Str name, StrBuf *out)
{
    if (str_eq(name, STR("PWD"))) {
        sb_append_cstr(out, "$PWD always names the working directory: `cd DIR` changes it; see `help cd`");
        return;
    }
    if (str_eq(name, STR("status")) || str_eq(name, STR("pipestatus"))) {
        sb_append_cstr(out, "each command sets $status as it ends, and a function returns its own with "
                            "`return N`; see `help special-variables`");
        return;
    }
    static const char *const owned[] = {"status", "PWD", "SHLVL", "fish_pid", "hostname", "version"};
    sb_printf(out, "the shell sets $%.*s and nobody else may, as with", (int)name.len, name.ptr);
    const char *sep = " ";
    for (size_t i = 0; i < sizeof owned / sizeof *owned; i++) {
        if (str_eq_cstr(name, owned[i])) continue;
        sb_printf(out, "%s$%s", sep, owned[i]);
        sep = ", ";
    }
    sb_append_cstr(out, "...: use another name; see `help special-variables`");
}
