/* interactive/readline.h - `read` at a terminal, through the line editor.
 *
 * main puts readline_read in Shell.read_line: builtins may not include
 * interactive/, so the read builtin reaches the editor only through that
 * hook. */
#ifndef MINNOW_INTERACTIVE_READLINE_H
#define MINNOW_INTERACTIVE_READLINE_H

#include "base/str.h"
#include "shell.h"

/* Reads one line from the terminal req->fd with the line editor, drawing on
 * the shell's stdout, as fish's read does: the prompt and right prompt req
 * names, req->initial to start from, the fish_read event first. The line
 * is appended to out (cut to req->nchars characters when a binding put in
 * more). READ_LINE_OK; READ_LINE_CANCELLED after ctrl-c, ctrl-d on an empty
 * line or the end of input (a hang-up stays pending for the shell);
 * READ_LINE_UNAVAILABLE when fd or stdout is not a terminal the editor can
 * use (nothing was read). */
int readline_read(Shell *sh, const ReadLineRequest *req, StrBuf *out);

#endif
