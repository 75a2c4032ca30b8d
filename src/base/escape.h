/* base/escape.h - writing strings back as fish script, and fish's
 * variable-name encoding.
 *
 * escape_script is what fish's `escape` (and so `abbr --show`, `functions`,
 * `complete` listings) print: a word that reads back as the same string. The
 * var style turns any bytes into a valid variable name and back
 * (`_fish_abbr_NAME` universal variables use it). */
#ifndef MINNOW_BASE_ESCAPE_H
#define MINNOW_BASE_ESCAPE_H

#include "base/str.h"

#include <stdbool.h>

/* Appends s as one fish word that means s:
 *   - as it is when no character in it is special to fish;
 *   - in single quotes when some are, or in double quotes when s has more
 *     single quotes than double quotes and dollars together (inside them only
 *     the quote itself, backslashes and, in double quotes, '$' get a backslash);
 *   - with backslash escapes when s holds a control character or a byte that
 *     is not UTF-8: \t \n \b \r \e \x7f, \cA to \cY, \XHH for a bad byte.
 * The special characters are fish's: & $ space # < > ( ) [ ] { } * | ; " % ~
 * ' and \ ('#' not right after a letter or digit; '?' is plain, as with
 * fish's qmark-noglob feature on). The empty string is ''. */
void escape_script(Str s, StrBuf *out);
/* escape_script with flags: ESCAPE_NO_QUOTED uses backslashes only, never
 * quotes, and writes nothing for the empty string (`string escape -n`);
 * ESCAPE_NO_PRINTABLES leaves printable characters as they are, backslash
 * aside, escaping only control characters and bad bytes, and never quotes
 * (`set --show`, bind's messages). */
enum { ESCAPE_NO_QUOTED = 1u << 0, ESCAPE_NO_PRINTABLES = 1u << 1 };
void escape_script_flags(Str s, unsigned flags, StrBuf *out);

/* Appends s percent-encoded as RFC 3986 says for a URL's path: every byte
 * but ASCII letters, digits and / . ~ - _ becomes %HH (upper-case hex), as
 * `string escape --style=url` prints it and file:// URLs need. */
void escape_url(Str s, StrBuf *out);

/* fish's var style: ASCII letters and digits stay, '_' doubles, every other
 * byte becomes _HH (uppercase hex), and a run of those ends with '_' when a
 * letter or digit follows or at the end; a digit or A-F straight after a run
 * is encoded too. The result is a valid variable name for any s. */
void escape_var(Str s, StrBuf *out);
/* Reverses escape_var as fish does, appending the bytes to out: _HH is a
 * byte (the second digit may be lower case), __ is '_', any other '_' only
 * ends a run, and other ASCII characters stand for themselves. False (out
 * partly written) for a byte that is not ASCII, a bad _HH, or a '_' at the
 * end that does not close a run. */
bool unescape_var(Str s, StrBuf *out);

/* Appends what the fish word s means, without expanding anything: quotes
 * removed (inside single quotes only \\ and \' are escapes, inside double
 * quotes \\, \$, \" and a backslash-newline), and outside quotes every
 * backslash escape applied (\n, \t, \e, \cX, \xHH as a raw byte, \uHHHH,
 * \UHHHHHHHH, \NNN octal, a backslash-newline vanishes, \ before anything else
 * stands for that character). Braces, `$`, `*`, `~` and parentheses stay as
 * they are (`string unescape`, `read --tokenize`). False (out partly
 * written) for an invalid escape or a backslash at the very end. */
bool unescape_script(Str s, StrBuf *out);

#endif
