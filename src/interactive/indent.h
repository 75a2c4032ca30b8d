/* interactive/indent.h - how deep each line of a multi-line command line is
 * indented on screen (the text itself holds no indentation). */
#ifndef MINNOW_INTERACTIVE_INDENT_H
#define MINNOW_INTERACTIVE_INDENT_H

#include "base/str.h"

/* Fills levels[0 .. lines) with the block depth of each line of text (lines
 * = number of '\n' + 1; levels must hold that many). A line that starts
 * with `end`, `else` or `case` sits at the depth of the block's keyword; a
 * line after one ending in a pipe or a backslash is one deeper; a line that
 * starts inside a quoted string is at 0; the lines of a command substitution
 * are one deeper than its own, plus their depth inside it. */
void indent_levels(Str text, unsigned *levels);
/* The same, but a line that starts inside a quoted string has level
 * INDENT_VERBATIM (its text is the user's: the editor shows it at the left
 * edge, without even the prompt's margin, as fish). */
#define INDENT_VERBATIM (1u << 31)
void indent_levels_marked(Str text, unsigned *levels);

#endif
