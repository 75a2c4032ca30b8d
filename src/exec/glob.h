/* exec/glob.h - wildcard matching and the directory walk behind `*`, `?` and `**`.
 *
 * A pattern is an array of GlobChar: a byte (0-255) stands for itself, and the
 * three GLOB_ANY_* values are the wildcards, so a quoted or escaped `*` is simply
 * the byte '*'. The expander builds patterns this way from a word; glob_parse
 * builds one from plain text for tests and simple callers.
 *
 * The walk follows fish: the pattern is split at '/', literal segments are
 * appended without reading the directory, wildcard segments read it. A wildcard
 * never matches a leading '.' (write the dot to match hidden files), `**`
 * matches across directories (and, as a whole segment, zero of them), symlinked
 * directories are followed but never into one of their own ancestors, and the
 * matches of one pattern come back sorted with glob_filecmp and without
 * duplicates. Unreadable directories are skipped silently. */
#ifndef MINNOW_EXEC_GLOB_H
#define MINNOW_EXEC_GLOB_H

#include "base/str.h"
#include "base/strlist.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef uint16_t GlobChar;

enum {
    GLOB_ANY_CHAR = 0x200, /* ? : one character, not '/' */
    GLOB_ANY_STRING,       /* * : any run of characters, not '/' */
    GLOB_ANY_RECURSIVE,    /* ** : any run, across directories */
};

/* Whether the pattern holds a wildcard. */
bool glob_has_wildcard(const GlobChar *pat, size_t n);

/* Whether name (one path component) matches pat (no '/'). With hide_dots a
 * wildcard does not match a leading '.', and "." and ".." match only themselves
 * literally. `?` never matches a leading '.'. Linear-time backtracking. */
bool glob_match(Str name, const GlobChar *pat, size_t n, bool hide_dots);

/* Converts text into a pattern in out (room for text.len entries): `*`, `**`
 * and, when qmark, `?` become wildcards; a backslash makes the next byte
 * literal. Returns the pattern's length. */
size_t glob_parse(Str text, bool qmark, GlobChar *out);

/* Optional cancellation check, polled during the walk (Ctrl-C). */
typedef bool (*GlobCancel)(void *ctx);

/* Matches pat against the file system (relative patterns against the current
 * directory) and appends the matches to out, sorted with glob_filecmp and
 * deduplicated. Returns how many were appended; 0 means no match (or
 * cancelled, when cancel returned true). A NUL byte never matches. */
size_t glob_expand(const GlobChar *pat, size_t n, GlobCancel cancel, void *cancel_ctx, StrList *out);

/* fish's order for glob results ("wcsfilecmp_glob"): case-insensitive, runs of
 * digits compared as numbers (leading zeros ignored), ties broken by the
 * plain byte order so only identical strings compare equal. <0, 0, >0. */
int glob_filecmp(Str a, Str b);
/* Appends a's sort key to out: keys compared as bytes (memcmp, a prefix
 * first) are in glob_filecmp's order, except that names glob_filecmp tells
 * apart only by its byte tie-break may have equal keys. For sorting many
 * names: one key each instead of decoding both names at every comparison. */
void glob_sort_key(Str a, StrBuf *out);
/* fish's order for completions ("wcsfilecmp"): as glob_filecmp but letters
 * compare upper-cased and '-' sorts after 'Z' (so -a comes before --all). */
int glob_completion_cmp(Str a, Str b);

#endif
