/* interactive/hlopts.h - every option a command takes, when minnow knows
 * them all (for the highlighter's misspelled options).
 *
 * Known completely, in this order:
 *   1. a command whose completion file declares that it lists every option
 *      (`set -ga __minnow_options_complete NAME` in the file, a variable
 *      fish ignores): the union of NAME's `complete` option rules, a rule
 *      with -r/-x taking a value, and the command wrapping nothing else;
 *      a command whose completions were generated from its man page
 *      (`__minnow_options_from_man`, written by the generator) the same,
 *      but any option may take the next word and options end at the first
 *      operand (a man page says neither what takes a value nor whether the
 *      first operand is a subcommand);
 *   2. a function that parses its arguments with `argparse SPEC... --` at
 *      the top of its body (plain specs, without --ignore-unknown);
 *   3. a builtin, from its OptSpec table, except those that take anything
 *      as data (no options: count, test, printf...; echo), the keywords
 *      and decorations, and those fish ships a function of the same name
 *      for (cd, history...) when that function is not loaded yet.
 * Everything here reads what is in memory only: no disk, no code run. */
#ifndef MINNOW_INTERACTIVE_HLOPTS_H
#define MINNOW_INTERACTIVE_HLOPTS_H

#include "base/str.h"
#include "shell.h"
#include "store/optcheck.h"

#include <stdbool.h>

/* Fills t (cleared first; its flags set) with every option of the command
 * called name; false when they are not all known (t is then empty). */
bool hlopt_table(Shell *sh, Str name, OptTable *t);

#endif
