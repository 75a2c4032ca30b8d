/* exec/eval.h - the tree-walking interpreter's entry points.
 *
 * Everything the shell runs goes through here: a script file, -c, `source`,
 * `eval`, a command substitution, a function call. Errors found while running
 * are printed in fish's layout (the source line and a caret, then where the
 * code was called from) and set $status as fish does. */
#ifndef MINNOW_EXEC_EVAL_H
#define MINNOW_EXEC_EVAL_H

#include "exec/io.h"
#include "parse/parser.h"
#include "shell.h"

/* Parses and runs text. file names the script in messages (NULL for -c and
 * friends). Syntax errors are printed and give status 127 (fish's "could not
 * parse"); otherwise the last command's status. */
int eval_text(Shell *sh, Str text, const char *file, Io *io);
/* eval_text with the kind of frame it runs in (FRAME_SOURCED for `source`:
 * traces say "from sourcing file FILE"). *parse_failed tells a syntax error
 * (printed, status 127) from a script that ran. A UTF-8 byte order mark at
 * the start is skipped, as fish skips it in the files it reads. */
int eval_script(Shell *sh, Str text, const char *file, Io *io, FrameKind kind, bool *parse_failed);
/* eval_script for the text of `eval`, as fish runs it: only the grammar is
 * checked before it runs (no lint.c checks: `break` outside a loop, say, is
 * the builtin's error at run time). */
int eval_string(Shell *sh, Str text, const char *file, Io *io, bool *parse_failed);
/* Runs an already parsed source (it must have no errors); takes a reference. */
int eval_parsed(Shell *sh, ParsedSource *ps, const char *file, Io *io);
/* Runs a JOB_LIST of the running source (a function body, a block). */
int eval_run_body(Shell *sh, const AstNode *list, Io *io);
/* Runs a command substitution's script with its output captured in *out;
 * items (or NULL) records where whole values were written (see IoItems). */
int eval_capture(Shell *sh, Str text, StrBuf *out, IoItems *items);
/* Prints a runtime error at [start, start+len) of the running source in
 * fish's layout, followed by the call trace. */
void eval_error(Shell *sh, uint32_t start, uint32_t len, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Prints a syntax error found in src (a command line typed at the prompt:
 * no file) as running it would, to the shell's stderr: as fish, with no copy
 * of the line and no caret when the error is at its start. */
void eval_print_diag(Shell *sh, Str src, const Diag *d);

/* Whether $fish_trace asks for trace lines now (not in event handlers,
 * unless it is "all"). */
static inline bool eval_tracing(const Shell *sh)
{
    return sh->trace && (sh->trace_all || !sh->trace_quiet);
}
/* When tracing, writes fish's trace line to the shell's stderr: a dash per
 * block around the code (sh->trace_depth), '>', then what (or nothing when
 * NULL) and args (or NULL), each escaped as fish script. */
void eval_trace(Shell *sh, const char *what, const StrList *args);

/* Appends the call trace fish prints under an error and for `status
 * stack-trace`: "in function 'f' with arguments '...'", "from sourcing file
 * F", each followed by "\tcalled on line N of file F" when known. */
void eval_append_trace(const Shell *sh, StrBuf *out);
/* eval_error with our hint line ("hint: HINT", after the caret, before the
 * trace); hint may be NULL. */
void eval_error_hint(Shell *sh, uint32_t start, uint32_t len, const char *hint, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* Appends where the running command is, as fish shows it under a builtin's
 * error: "FILE (line N): ", the line, a caret under the command, the trace. */
void eval_append_location(Shell *sh, StrBuf *out);
/* eval_append_location with our hint line after the caret, before the trace;
 * the hint alone when there is no location (an interactive command line).
 * hint may be NULL. */
void eval_append_location_hint(Shell *sh, StrBuf *out, const char *hint);

/* Runs sig's --on-signal handlers, its name as their argument. */
void eval_fire_signal(Shell *sh, int sig);
/* Takes the next signal that came, other than SIGINT, SIGTERM and SIGHUP
 * (which the callers act on themselves), that has a handler: true with it
 * in *sig. Those without a handler are forgotten on the way. */
bool eval_take_signal(Shell *sh, int *sig);

#endif
