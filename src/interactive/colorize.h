/* interactive/colorize.h - fish code written with the escape sequences that
 * colour it, as fish's `functions --color` and `fish_indent --ansi` write it.
 *
 * The roles come from the highlighter (highlight.h) without a look at the
 * disk, as fish colours code for output: a command is a command whether it
 * exists or not (a plugin's function is unknown to fish_indent's process),
 * no path is underlined; each role's escape is the editor's (hl_escape). Builtins reach this only
 * through Shell's colorize_code hook, which main fills in. */
#ifndef MINNOW_INTERACTIVE_COLORIZE_H
#define MINNOW_INTERACTIVE_COLORIZE_H

#include "base/str.h"
#include "interactive/highlight.h"
#include "shell.h"

#include <stdint.h>

/* Fills roles[0 .. text.len) as hl_compute does, offline (hl_offline). */
void colorize_compute(Highlighter *h, Str text, uint8_t *roles);

/* Appends text to out with an escape where the look changes (roles: a role
 * byte per byte of text; a role that looks like the one before writes
 * none), the terminal's default look back before a final newline and at the
 * end (fish's "\e[39m" after a foreground colour alone, else "\e[m"). */
void colorize_roles(Highlighter *h, Str text, const uint8_t *roles, StrBuf *out);

/* Appends text coloured by a highlighter of its own over sh's variables
 * (the fish_color_* look now in force): colorize_compute, then
 * colorize_roles. The function main puts in sh->colorize_code. */
void colorize_code(Shell *sh, Str text, StrBuf *out);

#endif
