/* interactive/plain.h - the interactive loop before the line editor exists:
 * a prompt, one line at a time through read(2), continuation lines while the
 * parser says the input is incomplete. Enough to use minnow in a terminal and
 * to drive it from tmux. */
#ifndef MINNOW_INTERACTIVE_PLAIN_H
#define MINNOW_INTERACTIVE_PLAIN_H

#include "shell.h"

/* Reads and runs commands from fd until end of input or `exit`; returns the
 * exit status. */
int plain_repl(Shell *sh, int fd);

#endif
