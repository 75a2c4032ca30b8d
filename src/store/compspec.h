/* store/compspec.h - the completion rules `complete` defines, and the
 * fuzzy matching completions are ranked by.
 *
 * A rule belongs to a command name (or, with `complete -p`, to a path
 * pattern) and is either an option (-s x, -o old, -l long) or a plain
 * argument rule. Either may carry an argument list (-a, shell code that is
 * expanded when completing), a description, conditions (-n, code that must
 * succeed) and the file modes -f/-F/-r. Rules keep their order of
 * definition, which is what `complete` prints (newest first within a
 * command, as fish does). Wrap targets (`complete -w`, `function --wraps`)
 * say that a command completes like another.
 *
 * Matching follows fish: a typed string matches a candidate exactly, as a
 * prefix, as a substring or as a subsequence, each with the same case, with
 * "smart" case (typed in lower case) or ignoring case. A completion's rank
 * orders these; only the best rank present is offered. */
#ifndef MINNOW_STORE_COMPSPEC_H
#define MINNOW_STORE_COMPSPEC_H

#include "base/str.h"
#include "base/strlist.h"

#include <stdbool.h>
#include <stddef.h>

typedef enum CompOptType {
    COMPOPT_ARGS,  /* no option: arguments of the command */
    COMPOPT_SHORT, /* -x */
    COMPOPT_OLD,   /* -foo */
    COMPOPT_LONG,  /* --foo */
} CompOptType;

typedef struct CompRule {
    char *option;        /* owned, without dashes; "" for COMPOPT_ARGS */
    CompOptType type;
    char *args;          /* owned: the -a code, "" when none */
    char *desc;          /* owned, "" when none */
    StrList conds;       /* -n code, all of which must succeed */
    bool no_files;       /* -f (or -x) */
    bool force_files;    /* -F */
    bool requires_param; /* -r (or -x) */
    bool keep_order;     /* -k: the arguments are not sorted */
} CompRule;

typedef struct CompEntry {
    char *name;          /* owned: the command, or the path pattern */
    bool is_path;
    bool has_wildcard;   /* name holds * or ?: matched as a pattern */
    CompRule *rules;     /* owned, in order of definition */
    size_t n, cap;
} CompEntry;

typedef struct CompSpecs CompSpecs;

CompSpecs *cs_new(void);
void cs_free(CompSpecs *cs); /* NULL is a no-op */

/* Adds a copy of rule for cmd (a path pattern when is_path). */
void cs_add(CompSpecs *cs, Str cmd, bool is_path, const CompRule *rule);
/* Removes cmd's rules for option of type. */
void cs_remove(CompSpecs *cs, Str cmd, bool is_path, Str option, CompOptType type);
/* Removes all of cmd's rules and wrap targets. explicit (`complete -e -c
 * cmd`): cmd's completion file is not loaded any more either. */
void cs_remove_all(CompSpecs *cs, Str cmd, bool is_path, bool explicit);
/* Whether `complete -e -c cmd` erased cmd (its file must not load). */
bool cs_erased(const CompSpecs *cs, Str cmd);

/* Makes cmd complete like target (a command line start such as "git" or
 * "A=b git"); false when either is empty or they are the same. */
bool cs_add_wrap(CompSpecs *cs, Str cmd, Str target);
void cs_remove_wrap(CompSpecs *cs, Str cmd, Str target);
/* cmd's wrap targets, in the order they were added, or NULL. Borrowed. */
const StrList *cs_wraps(const CompSpecs *cs, Str cmd);

/* The entries whose rules apply to a command named cmd found at path (path
 * may be empty): the entry for the name, entries whose name is a pattern
 * matching it, and path entries matching path. Appended to out (borrowed
 * pointers, valid until the rules change); returns how many. */
size_t cs_lookup(const CompSpecs *cs, Str cmd, Str path, const CompEntry **out, size_t max);

/* Appends the rules of cmd (every command when cmd is empty) as `complete`
 * commands that define them again, then the wrap targets. */
void cs_print(const CompSpecs *cs, Str cmd, StrBuf *out);

/* ---- fuzzy matching ---- */

typedef enum FuzzyType { FUZZY_EXACT, FUZZY_PREFIX, FUZZY_SUBSTR, FUZZY_SUBSEQ } FuzzyType;
typedef enum FuzzyCase { FUZZY_SAMECASE, FUZZY_SMARTCASE, FUZZY_ICASE } FuzzyCase;

typedef struct FuzzyMatch {
    FuzzyType type;
    FuzzyCase fold;
} FuzzyMatch;

/* How typed matches cand, best first: exact, prefix (each same case, then
 * ignoring case: "smart" when typed has no upper case letter), then unless
 * anchored a substring (same case, then ignoring case, '-' and '_' alike),
 * then a same-case subsequence. False when it does not match. */
bool fuzzy_match(Str typed, Str cand, bool anchored, FuzzyMatch *out);
/* Lower is better; exact counts as prefix and smart case as same case. */
unsigned fuzzy_rank(FuzzyMatch m);
/* Whether the match is not an extension of what was typed (so the
 * completion must replace the typed token). */
bool fuzzy_replaces(FuzzyMatch m);

#endif
