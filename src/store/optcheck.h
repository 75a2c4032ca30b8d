/* store/optcheck.h - which words of a command are options it does not take.
 *
 * An OptTable is every option a command takes: short letters (-x), old
 * style words (-name) and long names (--name), each with whether it takes
 * a value (none, required: attached or the next word, optional: attached
 * only). The highlighter builds one from what minnow knows completely (a
 * builtin's OptSpec table, a function's argparse specs, a completion file
 * that declares it lists every option) and walks a command's words through
 * optscan_word, which says which word holds an option the table does not
 * know. It is careful never to flag what may be right:
 *   - `--` ends the options; `-` alone and negative numbers (-5, -1.5) are
 *     never options here (head -5, kill -9, nice -n -5);
 *   - the value of an option that takes one is not looked at (`grep -e
 *     -foo`, `-d,`, `--color=always`), nor is the rest of a short cluster
 *     after such a letter (`-A3`);
 *   - a long name may be abbreviated to any prefix of a known one (getopt
 *     takes a unique prefix; a shorter one is being typed);
 *   - a command with old-style options (-name) may read any -word its own
 *     way: only --words are checked there;
 *   - with OPTT_DASH_LONG, `-name` whose first letter is no short option
 *     reads as --name (fish's builtins);
 *   - with OPTT_ANY_VALUE (options whose values are not known, as those of a
 *     man page), any option may take the next word, and the letters after a
 *     known short one may be its value;
 *   - with OPTT_STOP_AT_OPERAND, options end at the first operand (after
 *     `skip` of them: a subcommand's name), as for builtins that parse in
 *     order; otherwise options may follow operands (GNU getopt permutes);
 *   - a word whose value is not its text (quotes, variables, wildcards)
 *     ends the check: what it expands to is not known. */
#ifndef MINNOW_STORE_OPTCHECK_H
#define MINNOW_STORE_OPTCHECK_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>

typedef enum OptKind { OPTK_SHORT, OPTK_OLD, OPTK_LONG } OptKind;
/* What an option takes (the values of base/opt.h's OPT_*_ARG). */
typedef enum OptValue { OPTV_NONE, OPTV_REQUIRED, OPTV_OPTIONAL } OptValue;

enum {
    OPTT_DASH_LONG = 1u << 0,
    OPTT_ANY_VALUE = 1u << 1,
    OPTT_STOP_AT_OPERAND = 1u << 2,
};

typedef struct OptKnown {
    const char *name; /* borrowed (see optt_add), without dashes */
    size_t len;
    OptKind kind;
    OptValue value;
} OptKnown;

typedef struct OptTable {
    OptKnown *items; /* owned array */
    size_t n, cap;
    unsigned flags; /* OPTT_* */
    unsigned skip;  /* with OPTT_STOP_AT_OPERAND: operands that do not end the options */
} OptTable;

void optt_init(OptTable *t, unsigned flags);
void optt_fini(OptTable *t);
/* Forgets the options (the flags stay as they are set). */
void optt_clear(OptTable *t);
/* Adds an option (an empty name is ignored). name is borrowed: it must
 * stay as it is while the table is used (a table is made for one
 * computation, from names that live longer: rules, builtin tables, a
 * function's text). */
void optt_add(OptTable *t, OptKind kind, Str name, OptValue value);
/* Adds what one argparse spec (`h/help`, `n/name=`, `x=?`, `v#verbose`,
 * `name=+!_validate_int`) declares. */
void optt_add_argparse_spec(OptTable *t, Str spec);

/* Where a command's words stand: start with {0}. */
typedef struct OptScan {
    bool done;       /* after `--` or a word not plain: nothing more is checked */
    bool value_next; /* the next word is an option's value */
    unsigned operands;
} OptScan;

/* Looks at the next word w of a command (after its name); plain: w is
 * written as its own value (no quotes, variables, wildcards...). True when
 * w holds an option t does not take: then [*at, *at + *len) is that option
 * in w (a letter of a cluster, or the name with its dashes up to any `=`). */
bool optscan_word(const OptTable *t, OptScan *s, Str w, bool plain, size_t *at, size_t *len);

/* The known option nearest to bad (an option as optscan_word names it, with
 * its dashes), within a few typing errors, written with its dashes into out
 * (cleared first). False when none is near. */
bool optt_closest(const OptTable *t, Str bad, StrBuf *out);

#endif
