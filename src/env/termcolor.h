/* env/termcolor.h - what colours the terminal shows, from the variables.
 *
 * fish 4's rules: the 256-colour palette unless $fish_term256 says no (a
 * value starting with y, t or 1 is yes, anything else no) or TERM is
 * xterm-16color; 24-bit colour per $fish_term24bit when set, else not under
 * GNU screen ($STY), else per $COLORTERM when set (truecolor or 24bit),
 * else unless TERM is xterm-16color or $TERM_PROGRAM is Apple_Terminal.
 * TERM=dumb gets no escape sequences at all, and the monochrome terminals
 * ansi-m, linux-m and xterm-mono only grey colours. */
#ifndef MINNOW_ENV_TERMCOLOR_H
#define MINNOW_ENV_TERMCOLOR_H

#include "env/var.h"

/* The COLOR_TERM_* bits (base/color.h) for the variables as they are now. */
unsigned termcolor_support(const VarStore *vs);

#endif
