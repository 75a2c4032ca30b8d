/* proc/wait.c - waitpid loops and status decoding. */
#include "proc/wait.h"

#include "proc/signal.h"

#include <errno.h>
#include <poll.h>
#include <sys/wait.h>

int wait_status(int wstatus)
{
    if (WIFEXITED(wstatus)) return WEXITSTATUS(wstatus);
    if (WIFSIGNALED(wstatus)) return 128 + WTERMSIG(wstatus);
    if (WIFSTOPPED(wstatus)) return 128 + WSTOPSIG(wstatus);
    return 0; /* continued: nothing ended */
}

bool wait_was_signal(int wstatus, int *sig)
{
    if (!WIFSIGNALED(wstatus)) return false;
    if (sig) *sig = WTERMSIG(wstatus);
    return true;
}

bool wait_was_stopped(int wstatus, int *sig)
{
    if (!WIFSTOPPED(wstatus)) return false;
    if (sig) *sig = WSTOPSIG(wstatus);
    return true;
}

bool wait_dumped_core(int wstatus)
{
#ifdef WCOREDUMP
    return WIFSIGNALED(wstatus) && WCOREDUMP(wstatus);
#else
    (void)wstatus;
    return false;
#endif
}

static pid_t wait_blocking(pid_t pid, int *wstatus, bool quit)
{
    /* with quit, the signals' pipe wakes us: a quit request that came before
       waitpid started is not missed */
    int fd = quit ? sig_pipe_fd() : -1;
    for (;;) {
        pid_t r = waitpid(pid, wstatus, WUNTRACED | (fd >= 0 ? WNOHANG : 0));
        if (r > 0 || (r < 0 && errno != EINTR)) return r;
        if (quit && sig_quit_pending()) {
            errno = EINTR;
            return -1;
        }
        if (r == 0) {
            struct pollfd p = {.fd = fd, .events = POLLIN};
            if (poll(&p, 1, -1) > 0) sig_drain_pipe();
        }
    }
}

pid_t wait_pid(pid_t pid, int *wstatus)
{
    return wait_blocking(pid, wstatus, false);
}

pid_t wait_pid_or_quit(pid_t pid, int *wstatus)
{
    return wait_blocking(pid, wstatus, true);
}

pid_t wait_poll(pid_t pid, int *wstatus)
{
    for (;;) {
        pid_t r = waitpid(pid, wstatus, WUNTRACED | WCONTINUED | WNOHANG);
        if (r >= 0 || errno != EINTR) return r;
    }
}
