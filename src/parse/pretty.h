/* parse/pretty.h - format a fish script the way fish_indent does.
 *
 * The formatter walks the syntax tree's leaves in source order and decides what
 * goes between them: one space inside a line, a line break where a job ends,
 * four spaces of indentation per open block, comments kept where they were,
 * runs of blank lines cut to one. Word contents are kept as written, except
 * that quotes around a word made only of letters, digits, '_', '-' and '/'
 * are dropped ('foo' -> foo), as fish 4's fish_indent does by default.
 *
 * The result parses to the same tree as the input, and formatting it again
 * gives the same text. A script with syntax errors is formatted as far as the
 * recovering parser understood it: text the parser skipped is kept verbatim,
 * the result is formatted again until it no longer changes, and when it does
 * not settle in a few passes the input comes back unchanged (with a final
 * newline). */
#ifndef MINNOW_PARSE_PRETTY_H
#define MINNOW_PARSE_PRETTY_H

#include "base/str.h"

#include <stdbool.h>

typedef struct PrettyOptions {
    bool keep_quotes; /* do not drop quotes around plain words */
    bool no_indent;   /* fish_indent -i: no indentation at all */
} PrettyOptions;

/* Appends the formatted form of src to out. */
void pretty_format(Str src, StrBuf *out);
/* The same with options; o may be NULL for the defaults. Returns false when
 * the script had syntax errors and was given back as it was, because its
 * formatting did not settle. */
bool pretty_format_opts(Str src, const PrettyOptions *o, StrBuf *out);

/* Appends word with its quotes dropped when the formatter would drop them
 * (a word of [A-Za-z0-9_/-] after unquoting, with no backslash but a line
 * continuation inside double quotes, which goes too) and returns
 * true; otherwise appends nothing and returns false. */
bool pretty_clean_word(Str word, StrBuf *out);

/* Whether a and b parse to trees of the same shape: the same node kinds and
 * flags in the same order, and leaves with the same text once quotes are
 * dropped as pretty_clean_word does and a word's trailing backslash-newline
 * is ignored. For tests of the formatter. */
bool pretty_same_tree(Str a, Str b);

#endif
