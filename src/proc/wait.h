/* proc/wait.h - waiting for children and turning wait statuses into $status.
 *
 * A process that exits gives its exit code; one killed by a signal gives 128
 * plus the signal's number, as fish reports it (143 for SIGTERM). Waits use
 * WUNTRACED, so a job stopped by ^Z comes back as stopped, not as finished. */
#ifndef MINNOW_PROC_WAIT_H
#define MINNOW_PROC_WAIT_H

#include <stdbool.h>
#include <sys/types.h>

/* fish's $status for a wait status: the exit code; 128 + the signal for a
 * process killed by one; 128 + the stop signal for a stopped process (what
 * a job stopped by ^Z reports). */
int wait_status(int wstatus);
/* Whether a signal ended the process; *sig (may be NULL) gets it. */
bool wait_was_signal(int wstatus, int *sig);
/* Whether the process stopped rather than ended; *sig (may be NULL) gets the
 * stop signal. */
bool wait_was_stopped(int wstatus, int *sig);
/* Whether the process dumped core as it died. */
bool wait_dumped_core(int wstatus);

/* Blocks until pid exits, is killed or stops; retries on EINTR. Returns pid
 * with *wstatus set, or -1 with errno (ECHILD when pid is not our child). */
pid_t wait_pid(pid_t pid, int *wstatus);
/* wait_pid that gives up, -1 with errno EINTR, when the shell is asked to
 * quit (sig_quit_pending). */
pid_t wait_pid_or_quit(pid_t pid, int *wstatus);
/* Like wait_pid without blocking: 0 when pid (or, for pid -1, any child) has
 * nothing to report yet. Also reports children that continued. */
pid_t wait_poll(pid_t pid, int *wstatus);

#endif
