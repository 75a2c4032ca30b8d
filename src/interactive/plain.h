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

/* What both interactive loops share. */
/* Runs one command line (line[len] must be NUL) with fish's fish_preexec and
 * fish_postexec events around it, and sets $CMD_DURATION. */
void repl_run(Shell *sh, Str line);
/* Whether $ans is wanted: $minnow_ans is not off, 0, no or false (unset:
 * REPL_ANS_DEFAULT). The shell starts its relay (proc/relay.h) only then,
 * and captures each command line's output into the global $ans. */
#define REPL_ANS_DEFAULT false
bool repl_ans_wanted(Shell *sh);
/* The first try to leave while jobs remain lists them, as fish does; a second
 * try in a row leaves. Returns true to stay. */
bool repl_keep_jobs(Shell *sh, bool *warned);
/* Leaving: jobs still in the table get SIGHUP (and SIGCONT when stopped). */
void repl_hang_up_jobs(Shell *sh);

#endif
