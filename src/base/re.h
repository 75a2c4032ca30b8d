/* base/re.h - regular expressions: a small wrapper over PCRE2 (8-bit, UTF).
 *
 * Patterns and subjects are UTF-8 bytes with a length; both may hold NULs.
 * Subjects need not be valid UTF-8 (PCRE2_MATCH_INVALID_UTF): a bad byte is
 * never part of a match, so searching skips it and substitution leaves it as
 * it is. A bad pattern gives PCRE2's own message and the byte offset where it
 * noticed the problem. A Regex keeps one match-data block, reused by every
 * match, and switches to PCRE2's JIT once it has been used for more than a
 * few matches, so one pattern over many lines costs no allocation per line
 * and a pattern used once costs no JIT compilation. */
#ifndef MINNOW_BASE_RE_H
#define MINNOW_BASE_RE_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct Regex Regex;

/* Flags for re_compile. */
enum {
    RE_CASELESS = 1u << 0, /* letters match either case (Unicode case folding) */
    RE_NO_UTF_DIRECTIVE = 1u << 1, /* a leading (*UTF) is an error, as fish makes it
                                      ("using UTF is disabled by the application") */
};

typedef struct ReError {
    char msg[256];  /* PCRE2's text, e.g. "missing terminating ] for character class" */
    size_t offset;  /* byte offset in the pattern (compile errors) */
} ReError;

/* Compiles pattern. Returns NULL and fills *err for a bad pattern. The caller
 * owns the Regex. */
Regex *re_compile(Str pattern, unsigned flags, ReError *err);
/* NULL is a no-op. */
void re_free(Regex *re);

/* The number of capture groups, not counting the whole match. */
size_t re_group_count(const Regex *re);
/* Named groups: how many there are, and the i-th one's name (borrowed from
 * re, valid until re_free) and group number. */
size_t re_name_count(const Regex *re);
Str re_name_at(const Regex *re, size_t i, size_t *group);

/* Looks for the first match in subject at or after byte offset start. Returns
 * 1 for a match (then re_span describes it), 0 for none, -1 when PCRE2 gave
 * up (match limit, out of memory: err says why when not NULL). */
int re_match(Regex *re, Str subject, size_t start, ReError *err);
/* After a match: the byte range of group (0: the whole match). False when the
 * group did not take part in the match. */
bool re_span(const Regex *re, size_t group, size_t *begin, size_t *end);

/* Successive non-overlapping matches, as fish 4 finds them: after an empty
 * match the search resumes one character later, and an empty match where the
 * previous match ended is not reported ("a*" finds "", "aa", "" in "baab").
 * Start with `ReIter it = {0}` and call re_next until it returns 0 (or -1, as
 * re_match); after each 1, re_span describes the match. */
typedef struct ReIter {
    size_t pos;    /* where the next search starts */
    size_t last;   /* where the last reported match ended */
    bool has_last; /* whether one was reported */
    bool done;
} ReIter;
int re_next(Regex *re, Str subject, ReIter *it, ReError *err);

/* Replaces the first match of re in subject (every match with all) by
 * replacement, in PCRE2's extended syntax: $1, ${1}, ${name}, $$, escapes
 * such as \n and \t, case changes \U \L \E, and ${1:-default}; a group that did
 * not take part in the match inserts nothing. Appends the whole result to out
 * and returns the number of replacements (0: out got subject unchanged), or
 * -1 with *err for a bad replacement (out is then unchanged). */
long re_substitute(Regex *re, Str subject, Str replacement, bool all, StrBuf *out, ReError *err);

#endif
