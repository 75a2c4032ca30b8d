/* proc/relay.h - the terminal relay behind $ans.
 *
 * To know what a command printed to the terminal, an interactive shell can
 * run on a pseudo-terminal of its own: relay_start forks; the parent keeps
 * the real terminal (in raw mode) and relays bytes both ways between it and
 * the pty's master, the child goes on as the shell in a new session whose
 * controlling terminal is the pty's slave. Everything the shell and its
 * jobs do with a terminal (modes, colours, job control with ^Z and ^C made
 * by the slave's line discipline, window sizes, /dev/tty, full-screen
 * programs) works as on the real one; the relay copies the window size over
 * on SIGWINCH and passes on the signals sent to it (SIGHUP, SIGTERM, ...).
 *
 * A whole session lives on one pty, not one job, because a job's process
 * group must be in the session of the pty it stops on (^Z does nothing in
 * a process group that has no parent in its session: an orphaned group),
 * and its processes are the shell's children.
 *
 * Around each command line the shell writes a private OSC mark to the pty
 * (relay_begin, relay_end); the relay takes the marks out of the stream, so
 * the terminal never sees them, and captures what came between (see
 * proc/anscap.h) into memory shared with the shell. */
#ifndef MINNOW_PROC_RELAY_H
#define MINNOW_PROC_RELAY_H

#include "base/str.h"

#include <stdbool.h>
#include <sys/types.h>

typedef struct Relay {
    bool on;        /* the shell runs on the relay's pty */
    int ctl;        /* the relay says here (one byte) that a capture is ready */
    int tty;        /* the pty's slave, where the marks are written */
    void *shared;   /* owned mapping: the last capture */
    unsigned sent;  /* captures asked for */
    bool capturing; /* relay_begin was written, relay_end not yet */
} Relay;

/* Starts the relay when fds 0 and 1 are the terminal and the shell's group
 * has it in the foreground. In the relay process it never returns (it exits
 * as the shell did, with its status or its signal). In the shell it returns
 * true with r set up, the shell now a new process (another pid) on the pty;
 * false when anything failed, with nothing changed: the shell stays on the
 * real terminal without $ans. */
bool relay_start(Relay *r);
/* Marks the start of a command line's output. */
void relay_begin(Relay *r);
/* Marks its end and waits (a short while) for the relay's capture, which is
 * appended to out. Returns false when there is none: the output used the
 * alternate screen, or the relay did not answer in time. */
bool relay_end(Relay *r, StrBuf *out);

/* The relay's loop, exposed for the tests: relays between in/out (a
 * terminal, in the raw mode its caller set) and master until the child pid is gone, then returns its wait
 * status; shared may be NULL and ctl -1 (no captures asked). slave, when not
 * -1, is the pty's slave, kept open to give the keys the child never read
 * back to in. */
int relay_loop(int in, int out, int master, int slave, int ctl, void *shared, pid_t pid);

#endif
