/* exec/pipeline.h - running one job: its stages, pipes and redirections.
 *
 * External commands in a pipeline are started first, all at once; then the
 * stages that run inside the shell (builtins, functions, blocks) run left to
 * right. Output between two in-shell stages is buffered, as fish does;
 * anything an external command writes into the shell is drained by a thread,
 * so no mix of stages can deadlock. */
#ifndef MINNOW_EXEC_PIPELINE_H
#define MINNOW_EXEC_PIPELINE_H

#include "base/opt.h"
#include "exec/expand.h"
#include "exec/io.h"
#include "parse/ast.h"
#include "shell.h"

/* Runs a JOB node (or a NOT node: its statement and assignments); sets
 * $status and $pipestatus. */
int pipeline_run(Shell *sh, const AstNode *job, Io *io);
/* Whether jobs started now get a process group and the terminal: the shell
 * is on a terminal, and `status job-control` allows it here (interactive: an
 * interactive shell outside command substitutions; full: always). */
bool pipeline_job_control(const Shell *sh);
/* The memory buf (a substitution's capture, a stage's input) is about to go:
 * background jobs writing into it are cut off, and what they wrote so far is
 * appended to it. */
void pipeline_release_buffer(Shell *sh, StrBuf *buf);
/* A foreground job just stopped (^Z): the shell takes the terminal back,
 * keeps the job's modes for fg, and reports the stop. */
void pipeline_stopped_in_foreground(Shell *sh, Job *j);
/* Prints "NAME: Job N, 'CMD' has stopped" once per stop. */
void pipeline_report_stopped(Shell *sh, Job *j);
/* Before a prompt: reaps children, says which jobs ended, died of a signal
 * or stopped since the last look (fish's words), and forgets ended jobs. */
void pipeline_notify_jobs(Shell *sh);
/* Whether a job of the table is done and has its end to tell (one started
 * in a block, function or handler has not, unless it crashed). */
bool pipeline_job_news(const Shell *sh);
/* The statements eval.c runs: blocks, if, while, for, switch, not. */
int eval_block(Shell *sh, const AstNode *n, Io *io);
/* Runs what a not statement negates (inside `not not ...` too) and sets
 * *negate when the job's status is to be negated: an odd number of nots, and
 * no break, exit or cancel under way. Returns the status before negation. */
int eval_not(Shell *sh, const AstNode *n, Io *io, bool *negate);
/* `function NAME ...; end`: defines the function. */
extern const OptSpec eval_function_opts[]; /* its options, for its manual page too */
int eval_function_definition(Shell *sh, const AstNode *n, Io *io);
/* Loads name.fish from $fish_function_path when it exists and is new or
 * changed since it was last loaded; returns whether a file was run. */
bool eval_autoload(Shell *sh, Str name);
/* Runs the file (a function or completion file found on its path) as
 * `source FILE` would, in its own block scope with an empty $argv; $status
 * is kept. False when the file cannot be read. */
bool eval_source_file(Shell *sh, const char *file);
/* Runs the handlers of an event (an EventKind; param as event_add takes it)
 * with argv as their arguments; $status is kept. While events are blocked,
 * the event is kept for eval_fire_blocked instead. */
void eval_fire(Shell *sh, int kind, Str param, int argc, char **argv);
/* Runs the --on-process-exit and --on-job-exit handlers of the processes
 * and jobs that ended since the last call. */
void eval_fire_exits(Shell *sh);
/* Runs the handlers of one process's exit (or, with job, a job's, named by
 * its last process), those for that pid and those for any (pid 0). */
void eval_fire_exit(Shell *sh, bool job, pid_t pid, int status);
/* Whether `block` holds events back now (dropping blocks whose scope ended). */
bool eval_events_blocked(Shell *sh);
/* Delivers the events held back by `block`, once nothing blocks them; fish
 * does this as a job ends and before firing a new event. */
void eval_fire_blocked(Shell *sh);
/* Runs the handlers of variable changes queued since the last call. */
void eval_fire_pending(Shell *sh);
/* Calls a function with arguments (argv[0] is its name); one that does not
 * exist is fish's "error: Unknown function 'NAME'" and status 127. */
int eval_call_function(Shell *sh, const char *name, int argc, char **argv, Io *io);
/* Expands a word of the running source; prints errors; returns EXPAND_*. */
int eval_expand(Shell *sh, const AstNode *word, unsigned flags, StrList *out);
ExpandHooks eval_hooks(Shell *sh);
/* The status of a command whose words failed to expand with result r: a
 * substitution's own failure status when one stopped it, else 124 for an
 * unmatched wildcard and 121 for other expansion errors. */
int eval_expand_status(const Shell *sh, int r);

#endif
