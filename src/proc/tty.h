/* proc/tty.h - who owns the terminal: the shell at its prompt, a job while it
 * runs in the foreground.
 *
 * An interactive shell with job control puts itself in a process group of its
 * own and holds the terminal. A foreground job's group gets the terminal (and
 * its own saved modes when it was stopped before); when the job ends or stops,
 * the shell takes the terminal back; for a stopped job it keeps the job's
 * modes for `fg` and puts back its own. When the shell is not on a terminal
 * none of this happens: every call below is a no-op while fd is -1. */
#ifndef MINNOW_PROC_TTY_H
#define MINNOW_PROC_TTY_H

#include <stdbool.h>
#include <sys/types.h>
#include <termios.h>

typedef struct Tty {
    int fd;                 /* the terminal, or -1: no job control */
    pid_t pgid;             /* the shell's own process group */
    pid_t initial_pgid;     /* the terminal's foreground group when we started */
    struct termios modes;   /* the shell's modes, restored after each job */
    bool adopt_tried;       /* tty_adopt looked already (a script's stdin doesn't
                               become a terminal later) */
} Tty;

/* Sets t up for fd. When fd is a terminal: waits until the shell's group is
 * in the foreground (stopping itself with SIGTTIN meanwhile, as every job
 * control shell does), leads a group of its own, takes the terminal and saves
 * its modes; returns true. Otherwise t->fd is -1 and it returns false. */
bool tty_claim(Tty *t, int fd);
/* For a shell that is not interactive but runs jobs under job control: when
 * fd is a terminal whose foreground group is the shell's, sets t up to hand
 * it to jobs (without a group of its own; SIGTTOU must be ignored, see
 * sig_ignore_tty_output). Returns whether t is set up now; it looks only
 * once. */
bool tty_adopt(Tty *t, int fd);
/* Hands the terminal to group pgid, with modes when not NULL, if the
 * shell's group holds it (or pgid does already: the child took it).
 * Returns whether pgid has it now. */
bool tty_give(const Tty *t, pid_t pgid, const struct termios *modes);
/* Takes the terminal back for the shell. When job_modes is not NULL (a job
 * that stopped) it first gets the modes the job left, for `fg` to restore,
 * and puts back the shell's. A job that ended leaves its modes as they are:
 * `stty -icanon; cmd` runs cmd in the modes stty set, as in fish (the line
 * editor applies its own before the next line). */
void tty_reclaim(const Tty *t, struct termios *job_modes);
/* Puts the shell's own modes back (before a command line is read). */
void tty_restore_modes(const Tty *t);
/* At exit: gives the terminal back to the group that had it at the start. */
void tty_release(Tty *t);

#endif
