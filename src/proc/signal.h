/* proc/signal.h - signal names and descriptions, and the shell's handlers.
 *
 * The table gives every signal fish knows its name ("SIGINT") and fish's
 * description ("Quit request from job control (^C)"). The handlers do nothing
 * but set a per-signal flag and write one byte to a self-pipe, so a loop
 * blocked in poll() wakes up; the real work happens at safe points that ask
 * sig_pending(). These flags, the pipe and what sig_init learnt about the
 * dispositions it inherited are the only process-wide state of the shell.
 * Change signal dispositions only through this module, so that what children
 * get reset to stays right. */
#ifndef MINNOW_PROC_SIGNAL_H
#define MINNOW_PROC_SIGNAL_H

#include "base/str.h"

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

/* "SIGINT" for SIGINT; "Unknown", as fish says, for a number with no name.
 * The string is static. */
const char *sig_name(int sig);
/* fish's description of sig ("Polite quit request" for SIGTERM), or
 * "Unknown". Static. */
const char *sig_description(int sig);
/* The signal s names: "INT", "SIGINT", "sigInt" (case does not matter, the
 * SIG prefix is optional), or a positive decimal number, which fish takes as
 * it is even when no signal has that number. 0 when s names nothing. */
int sig_number(Str s);
/* The i-th entry of the table, in fish's order, for listings and completions;
 * false past the end. The name is static. */
bool sig_at(size_t i, int *sig, const char **name);

/* Sets the dispositions fish uses: SIGPIPE and SIGQUIT ignored, SIGINT and
 * SIGCHLD caught; when interactive also SIGTSTP and SIGTTOU ignored and
 * SIGTTIN, SIGTERM, SIGWINCH, SIGALRM and SIGHUP (unless it was ignored when
 * we started, as under nohup) caught. Opens the self-pipe (close-on-exec,
 * non-blocking, above fd 10). Safe to call again, for instance when a shell
 * becomes interactive. Returns -1 with errno when the pipe cannot be made. */
int sig_init(bool interactive);
/* Catches sig too (a handler is defined for it, as `function --on-signal`
 * does). The signals the shell always manages (INT, QUIT, TSTP, TTIN, TTOU,
 * CHLD) are left as sig_init set them. */
void sig_handle(int sig);
/* Whether SIGTERM or SIGHUP came to an interactive shell and no handler was
 * ever defined for it: the shell is to end, and stops waiting for its
 * foreground job (fish 4). */
bool sig_quit_pending(void);
/* Ignores SIGTTOU, as an interactive shell does: a script that hands the
 * terminal to its jobs (job control) must be able to take it back from a
 * background group. */
void sig_ignore_tty_output(void);
/* Whether any signal may have arrived since the last call (a cheap test
 * before looking at each flag); it resets itself. */
bool sig_any(void);
/* Whether sig arrived since its flag was last cleared. */
bool sig_pending(int sig);
/* Clears sig's flag; sig 0 clears every flag. */
void sig_clear(int sig);
/* Clears sig's flag and returns whether it was set. */
bool sig_take(int sig);
/* The read end of the self-pipe, for poll(); -1 before sig_init. Read it
 * empty with sig_drain_pipe after it polls readable, then look at the flags. */
int sig_pipe_fd(void);
void sig_drain_pipe(void);

/* The signals a child must get back at their default: every signal of the
 * table except SIGHUP when the shell inherited it ignored (fish leaves nohup
 * in force), and SIGKILL and SIGSTOP, which cannot change. For
 * posix_spawnattr_setsigdefault. */
void sig_child_default_set(sigset_t *set);
/* In a forked child before exec: resets those signals to SIG_DFL and
 * unblocks every signal. Async-signal-safe; call sig_child_default_set or
 * sig_init in the parent first so the startup state is known. */
void sig_child_defaults(void);

#endif
