/* interactive/reader.h - the line editor's loop: prompt, keys, bindings,
 * redraw, run.
 *
 * Used whenever standard input is a terminal, as fish does, a dumb one
 * included (it gets text alone: see Term.dumb); otherwise main falls back
 * to plain_repl (interactive/plain.h). */
#ifndef MINNOW_INTERACTIVE_READER_H
#define MINNOW_INTERACTIVE_READER_H

#include "shell.h"

#include <stdbool.h>

/* Whether the line editor can run here (a terminal on stdin). */
bool reader_usable(Shell *sh);
/* Reads and runs command lines until exit or end of input; returns the exit
 * status. */
int reader_repl(Shell *sh);
/* `source -` at the terminal: reads and runs command lines (no greeting)
 * until the end of input or exit; returns the last status. Where the
 * editor can't run, the plain loop reads them. */
int reader_source(Shell *sh);

#endif
