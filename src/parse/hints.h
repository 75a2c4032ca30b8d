/* parse/hints.h - the teaching lines under an error: for a habit from bash
 * (or another shell), what the fish language writes instead and the `help`
 * topic that explains it.
 *
 * The parser and the runtime share these texts, so `fi` gets the same hint
 * whether it left an `if` without its end or ran as an unknown command. A
 * hint is one line in our words, without the "hint: " prefix, naming the
 * `help TOPIC` that explains it (tests/checks/help_error_topics.fish checks
 * that every topic named in src/ is one help knows). */
#ifndef MINNOW_PARSE_HINTS_H
#define MINNOW_PARSE_HINTS_H

#include "base/str.h"

/* The hint for a word another shell uses as a keyword or builtin that fish
 * spells differently: then, fi, do, done, esac, elif, until, [[, ]], local,
 * declare, typeset, readonly, unset, shift, let, shopt, setopt, getopts,
 * mapfile, readarray. NULL for any other word. Static text. */
const char *hint_bash_word(Str word);

/* Appends the hint for a `set` (or `for`, `read`) of the read-only
 * variable name: what changes it instead, and where they are listed. */
void hint_read_only(Str name, StrBuf *out);

/* The hint for a function written the POSIX way (`f() {` or `function f {`). */
extern const char *const hint_function_syntax;

#endif
