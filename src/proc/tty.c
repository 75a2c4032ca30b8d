/* proc/tty.c - terminal ownership for job control (see tty.h).
 *
 * SIGTTOU is ignored by an interactive shell (proc/signal.c), so tcsetpgrp
 * and tcsetattr from the shell succeed even while a job holds the terminal. */
#include "proc/tty.h"

#include <errno.h>
#include <signal.h>
#include <unistd.h>

bool tty_claim(Tty *t, int fd)
{
    t->fd = -1;
    if (!isatty(fd)) return false;
    /* Started in the background of another shell: wait to be brought forward. */
    for (;;) {
        pid_t fg = tcgetpgrp(fd);
        if (fg < 0) return false;
        if (fg == getpgrp()) break;
        kill(-getpgrp(), SIGTTIN);
    }
    t->initial_pgid = getpgrp();
    if (getpgrp() != getpid() && setpgid(0, 0) != 0 && errno != EPERM) return false;
    t->pgid = getpgrp();
    if (tcsetpgrp(fd, t->pgid) != 0) return false;
    if (tcgetattr(fd, &t->modes) != 0) return false;
    t->fd = fd;
    return true;
}

bool tty_adopt(Tty *t, int fd)
{
    if (t->fd >= 0 || t->adopt_tried) return t->fd >= 0;
    t->adopt_tried = true;
    if (!isatty(fd) || tcgetpgrp(fd) != getpgrp()) return false;
    if (tcgetattr(fd, &t->modes) != 0) return false;
    t->pgid = t->initial_pgid = getpgrp();
    t->fd = fd;
    return true;
}

bool tty_give(const Tty *t, pid_t pgid, const struct termios *modes)
{
    if (t->fd < 0 || pgid <= 0) return false;
    pid_t owner = tcgetpgrp(t->fd);
    if (owner != t->pgid && owner != pgid) return false; /* someone else's: leave it */
    if (modes) tcsetattr(t->fd, TCSADRAIN, modes);
    return tcsetpgrp(t->fd, pgid) == 0 ||
           tcgetpgrp(t->fd) == pgid; /* fails harmlessly when the group is gone already */
}

void tty_reclaim(const Tty *t, struct termios *job_modes)
{
    if (t->fd < 0) return;
    if (job_modes) tcgetattr(t->fd, job_modes);
    tcsetpgrp(t->fd, t->pgid);
    if (job_modes) tcsetattr(t->fd, TCSADRAIN, &t->modes);
}

void tty_restore_modes(const Tty *t)
{
    if (t->fd >= 0) tcsetattr(t->fd, TCSADRAIN, &t->modes);
}

void tty_release(Tty *t)
{
    if (t->fd < 0) return;
    if (t->initial_pgid != t->pgid && tcgetpgrp(t->fd) == t->pgid) tcsetpgrp(t->fd, t->initial_pgid);
    t->fd = -1;
}
