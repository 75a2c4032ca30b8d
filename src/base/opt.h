/* base/opt.h - getopt-style option parsing for builtins.
 *
 * Short options cluster (-gx), long options take --name or --name=value
 * (or any prefix of the name that no other long option shares),
 * options end at `--` or at the first argument that is not one (fish's
 * builtins parse in order); as in fish's getopt, -name whose first letter is
 * no short option is read as --name (-list, -pos). opt_next returns the
 * option's short letter, or for a long-only option the `id` its spec gives; OPT_DONE at the end, then
 * st.index is the first operand. Errors come back as OPT_UNKNOWN,
 * OPT_MISSING_ARG or OPT_UNEXPECTED_ARG (--flag=value for a flag without a
 * value) with st.bad naming the option as fish does: the whole argument,
 * except the letter missing its value (-d) or the long name (--name). */
#ifndef MINNOW_BASE_OPT_H
#define MINNOW_BASE_OPT_H

#include <stdbool.h>

enum { OPT_NO_ARG, OPT_REQUIRED_ARG, OPT_OPTIONAL_ARG };
enum { OPT_DONE = -1, OPT_UNKNOWN = -2, OPT_MISSING_ARG = -3, OPT_UNEXPECTED_ARG = -4 };

typedef struct OptSpec {
    int id;               /* returned by opt_next: the short letter, or any value > 255 */
    const char *long_name; /* or NULL */
    int arg;              /* OPT_NO_ARG, OPT_REQUIRED_ARG, OPT_OPTIONAL_ARG */
} OptSpec;

typedef struct OptState {
    int argc;
    char **argv;             /* borrowed */
    const OptSpec *specs;    /* borrowed; ends with an entry whose id is 0 */
    int index;               /* the next argument to look at; the first operand after OPT_DONE */
    const char *cluster;     /* rest of a short cluster being read, or NULL */
    const char *arg;         /* the option's argument, when it has one */
    char bad[256];           /* the offending option, for error messages: the whole
                                argument when unknown, the option alone when its
                                argument is missing */
    char **operands;         /* borrowed, argc entries: with opt_begin_permuted,
                                the operands met between options, in order */
    int noperands;
} OptState;

void opt_begin(OptState *st, int argc, char **argv, const OptSpec *specs);
/* Like opt_begin, but options may follow operands (fish's getopt permutes
 * for some builtins): opt_next collects every operand into operands (room
 * for argc entries) and returns OPT_DONE only at the end or after `--`
 * (the rest are operands then); st.noperands says how many. */
void opt_begin_permuted(OptState *st, int argc, char **argv, const OptSpec *specs, char **operands);
int opt_next(OptState *st);

#endif
