/* proc/relay.c - the terminal relay behind $ans (see relay.h).
 *
 * The relay is a poll loop over three things: the real terminal's input
 * (copied to the master, through a buffer so a full pty never blocks the
 * loop), the master's output (copied to the real terminal, the marks taken
 * out, and captured between them) and a self-pipe that turns signals into
 * events. A mark split over two reads is held back until the next read, or
 * 30 ms, so no byte waits longer than that. */
#define _GNU_SOURCE
#include "proc/relay.h"

#include "base/fs.h"
#include "proc/anscap.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

/* The marks: an OSC with a number no terminal uses. */
#define MARK_PREFIX "\033]5379;minnow-ans-"
#define MARK_BEGIN  MARK_PREFIX "begin\007"
#define MARK_END    MARK_PREFIX "end\007"

/* What the relay hands the shell, in memory both share. */
typedef struct Shared {
    uint32_t seq; /* the capture this is (the relay's count of end marks) */
    uint32_t ok;  /* 0: nothing captured (the alternate screen) */
    uint64_t len;
    char text[ANSCAP_MAX];
} Shared;

/* ---- the relay's side ---- */

static int sig_pipe[2] = {-1, -1};

static void on_signal(int sig)
{
    int saved = errno;
    unsigned char b = (unsigned char)sig;
    if (write(sig_pipe[1], &b, 1) < 0) { /* full: the loop is busy with signals already */
    }
    errno = saved;
}

static const int passed_on[] = {SIGHUP, SIGTERM, SIGINT, SIGQUIT, SIGUSR1, SIGUSR2};

typedef struct Loop {
    int out, master, ctl;
    bool out_ok;
    Shared *shared;
    AnsCap cap;
    bool capturing;
    uint32_t ends;
    char held[sizeof MARK_BEGIN]; /* the start of a mark, split over reads */
    size_t n_held;
    pid_t pid;
} Loop;

static void emit(Loop *l, const char *p, size_t n)
{
    if (!n) return;
    if (l->out_ok && fs_write_all(l->out, p, n) < 0) {
        l->out_ok = false; /* the terminal is gone: the shell hears of it */
        kill(l->pid, SIGHUP);
    }
    if (l->capturing) anscap_feed(&l->cap, p, n);
}

static void end_capture(Loop *l)
{
    l->ends++;
    /* follow the shell's folder: a terminal that opens a new tab where its
       foreground process is finds the relay there, and the relay keeps no
       old folder busy (an unmount) */
    char cwd[40];
    snprintf(cwd, sizeof cwd, "/proc/%ld/cwd", (long)l->pid);
    if (chdir(cwd) != 0) { /* no /proc: it stays where it is */
    }
    if (!l->shared) return;
    Shared *s = l->shared;
    StrBuf t = STRBUF_INIT;
    bool ok = l->capturing && anscap_result(&l->cap, &t);
    s->ok = ok;
    s->len = ok ? t.len : 0;
    if (ok) memcpy(s->text, t.ptr, t.len);
    sb_fini(&t);
    __atomic_store_n(&s->seq, l->ends, __ATOMIC_RELEASE);
    unsigned char b = (unsigned char)l->ends;
    if (l->ctl >= 0 && write(l->ctl, &b, 1) < 0) { /* the shell waits no more */
    }
    l->capturing = false;
    anscap_reset(&l->cap);
}

/* 1 or 2: a whole begin or end mark at p; -1: p could be the start of one;
 * 0: neither. */
static int mark_at(const char *p, size_t n)
{
    static const char *const marks[2] = {MARK_BEGIN, MARK_END};
    bool partial = false;
    for (int i = 0; i < 2; i++) {
        size_t len = strlen(marks[i]);
        if (n >= len && !memcmp(p, marks[i], len)) return i + 1;
        if (n < len && !memcmp(p, marks[i], n)) partial = true;
    }
    return partial ? -1 : 0;
}

static void output(Loop *l, const char *p, size_t n)
{
    char *joined = NULL;
    if (l->n_held) {
        joined = malloc(l->n_held + n);
        if (!joined) abort();
        memcpy(joined, l->held, l->n_held);
        memcpy(joined + l->n_held, p, n);
        p = joined;
        n += l->n_held;
        l->n_held = 0;
    }
    size_t start = 0, i = 0;
    while (i < n) {
        const char *e = memchr(p + i, 0x1b, n - i);
        if (!e) break;
        size_t j = (size_t)(e - p);
        int m = mark_at(p + j, n - j);
        if (m > 0) {
            emit(l, p + start, j - start);
            if (m == 1) {
                anscap_reset(&l->cap);
                l->capturing = true;
            } else {
                end_capture(l);
            }
            i = start = j + strlen(m == 1 ? MARK_BEGIN : MARK_END);
            continue;
        }
        if (m < 0) {
            emit(l, p + start, j - start);
            memcpy(l->held, p + j, n - j);
            l->n_held = n - j;
            free(joined);
            return;
        }
        i = j + 1;
    }
    emit(l, p + start, n - start);
    free(joined);
}

static void copy_size(int from, int to)
{
    struct winsize ws;
    if (ioctl(from, TIOCGWINSZ, &ws) == 0) ioctl(to, TIOCSWINSZ, &ws);
}

/* Keys that reached the pty but that the shell never read (typed ahead of
 * its `exit`), and those the relay had not passed on yet, go back to the
 * real terminal's input, as if typed again there, for whoever reads it next
 * (the shell that started this one). Where the kernel does not allow that
 * (TIOCSTI), they are lost, as they would be on any terminal that closes. */
static void give_back(int in, int slave, const char *rest, size_t n)
{
    StrBuf keys = STRBUF_INIT;
    struct termios t;
    if (tcgetattr(slave, &t) == 0) { /* a line not yet ended is readable too */
        t.c_lflag &= ~(tcflag_t)ICANON;
        t.c_cc[VMIN] = 0;
        t.c_cc[VTIME] = 0;
        tcsetattr(slave, TCSANOW, &t);
        char b[4096];
        ssize_t k;
        while ((k = read(slave, b, sizeof b)) > 0) sb_append_mem(&keys, b, (size_t)k);
    }
    sb_append_mem(&keys, rest, n);
    for (size_t i = 0; i < keys.len; i++)
        if (ioctl(in, TIOCSTI, keys.ptr + i) != 0) break;
    sb_fini(&keys);
}

int relay_loop(int in, int out, int master, int slave, int ctl, void *shared, pid_t pid)
{
    Loop l = {
        .out = out, .master = master, .ctl = ctl, .out_ok = true, .shared = shared, .pid = pid};
    anscap_init(&l.cap);
    if (pipe2(sig_pipe, O_CLOEXEC | O_NONBLOCK) != 0) sig_pipe[0] = sig_pipe[1] = -1;
    struct sigaction sa = {.sa_handler = on_signal}, ign = {.sa_handler = SIG_IGN};
    sigemptyset(&sa.sa_mask);
    sigemptyset(&ign.sa_mask);
    sa.sa_flags = SA_RESTART;
    for (size_t i = 0; i < sizeof passed_on / sizeof *passed_on; i++)
        sigaction(passed_on[i], &sa, NULL);
    sigaction(SIGWINCH, &sa, NULL);
    sigaction(SIGCHLD, &sa, NULL);
    sigaction(SIGTSTP, &ign, NULL);
    sigaction(SIGTTIN, &ign, NULL);
    sigaction(SIGTTOU, &ign, NULL);
    sigaction(SIGPIPE, &ign, NULL);
    fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK);
    StrBuf pending = STRBUF_INIT; /* typed, not yet taken by the pty */
    size_t pending_from = 0;
    bool in_open = true, master_open = true;
    int status = 0;
    static char buf[65536];
    /* a child that ended before the handler was there sent its SIGCHLD for
     * nothing: look now, and every 100 ms once no slave is open */
    bool done = waitpid(pid, &status, WNOHANG) == pid;
    while (!done) {
        struct pollfd p[3] = {
            {.fd = in_open && pending.len == pending_from ? in : -1, .events = POLLIN},
            {.fd = master_open ? master : -1,
             .events = (short)(POLLIN | (pending.len > pending_from ? POLLOUT : 0))},
            {.fd = sig_pipe[0], .events = POLLIN},
        };
        int rc = poll(p, 3, l.n_held ? 30 : !master_open ? 100 : -1);
        if (!master_open && waitpid(pid, &status, WNOHANG) == pid) done = true;
        if (rc < 0 && errno != EINTR) break;
        if (rc == 0 && l.n_held) { /* not a mark after all, or a slow one */
            char h[sizeof l.held];
            size_t n = l.n_held;
            memcpy(h, l.held, n);
            l.n_held = 0;
            emit(&l, h, n);
        }
        if (rc <= 0) continue;
        if (p[2].revents & POLLIN) {
            unsigned char sigs[64];
            ssize_t n = read(sig_pipe[0], sigs, sizeof sigs);
            for (ssize_t i = 0; i < n; i++) {
                if (sigs[i] == SIGWINCH) {
                    copy_size(in, master);
                } else if (sigs[i] == SIGCHLD) {
                    if (waitpid(pid, &status, WNOHANG) == pid) done = true;
                } else if (sigs[i] == SIGINT || sigs[i] == SIGQUIT) {
                    /* to the shell's process group, as kill -INT -PGID to the
                       shell's would be: a command substitution runs there */
                    if (kill(-pid, sigs[i]) != 0) kill(pid, sigs[i]);
                } else {
                    kill(pid, sigs[i]);
                }
            }
        }
        if (p[0].revents) {
            ssize_t n = read(in, buf, sizeof buf);
            if (n > 0) {
                if (pending_from == pending.len) {
                    sb_clear(&pending);
                    pending_from = 0;
                }
                sb_append_mem(&pending, buf, (size_t)n);
            } else if (n == 0 || (errno != EINTR && errno != EAGAIN)) {
                in_open = false; /* the terminal hung up */
                kill(pid, SIGHUP);
            }
        }
        if (p[1].revents & POLLOUT) {
            ssize_t n = write(master, pending.ptr + pending_from, pending.len - pending_from);
            if (n > 0) pending_from += (size_t)n;
        }
        if (p[1].revents & POLLIN) {
            /* one read (a pty hands over at most 4 KiB) and its write at
               once: the terminal draws this while the pty refills. Gathering
               reads first left the terminal idle meanwhile (0.6x the direct
               speed, against about 1x this way; bench/run ans) */
            size_t got = 0;
            ssize_t n;
            while ((n = read(master, buf, sizeof buf)) < 0 && errno == EINTR) {
            }
            if (n > 0) got = (size_t)n;
            else if (n == 0 || errno != EAGAIN) master_open = false;
            if (got) output(&l, buf, got);
        } else if (p[1].revents & (POLLHUP | POLLERR)) {
            master_open = false; /* no slave open now: wait for the shell's end */
        }
    }
    /* what the shell and its jobs wrote last */
    for (int i = 0; master_open && i < 1024; i++) {
        ssize_t n = read(master, buf, sizeof buf);
        if (n <= 0) break;
        output(&l, buf, (size_t)n);
    }
    if (l.n_held) {
        char h[sizeof l.held];
        size_t n = l.n_held;
        memcpy(h, l.held, n);
        l.n_held = 0;
        emit(&l, h, n);
    }
    if (slave >= 0) give_back(in, slave, pending.ptr + pending_from, pending.len - pending_from);
    struct sigaction dfl = {.sa_handler = SIG_DFL};
    sigemptyset(&dfl.sa_mask);
    for (size_t i = 0; i < sizeof passed_on / sizeof *passed_on; i++)
        sigaction(passed_on[i], &dfl, NULL);
    sigaction(SIGWINCH, &dfl, NULL);
    sigaction(SIGCHLD, &dfl, NULL);
    close(sig_pipe[0]);
    close(sig_pipe[1]);
    sig_pipe[0] = sig_pipe[1] = -1;
    sb_fini(&pending);
    anscap_fini(&l.cap);
    return status;
}

/* ---- the shell's side ---- */

/* The slave of a new pty with the real terminal's modes (in *tio) and size,
 * or -1. It starts without echo, for the keys typed ahead (see
 * pass_typeahead); the shell gives it its echo once it is on it. */
static int open_pty(int *master_out, struct termios *tio)
{
    struct winsize ws = {.ws_row = 24, .ws_col = 80};
    if (tcgetattr(STDIN_FILENO, tio) != 0) return -1;
    struct termios quiet = *tio;
    quiet.c_lflag &= ~(tcflag_t)(ECHO | ECHONL | ICANON); /* (ICANON: all counted as readable) */
    ioctl(STDIN_FILENO, TIOCGWINSZ, &ws);
    int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (master < 0) return -1;
    char *name;
    int slave = -1;
    if (grantpt(master) == 0 && unlockpt(master) == 0 && (name = ptsname(master)))
        slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (slave < 0 || tcsetattr(slave, TCSANOW, &quiet) != 0 ||
        ioctl(slave, TIOCSWINSZ, &ws) != 0) {
        if (slave >= 0) close(slave);
        close(master);
        return -1;
    }
    *master_out = master;
    return slave;
}

/* The keys typed before the relay started were echoed by the real terminal
 * already: put in raw mode, it hands them over (a line not yet ended too),
 * and they go to the pty before the shell gives it its echo. */
static int pass_typeahead(int master)
{
    int n = 0;
    if (ioctl(STDIN_FILENO, FIONREAD, &n) != 0 || n <= 0) return 0;
    char buf[4096]; /* (more, a paste, is relayed as usual: the pty holds this much) */
    ssize_t got = read(STDIN_FILENO, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf);
    return got > 0 && fs_write_all(master, buf, (size_t)got) == 0 ? (int)got : 0;
}

/* The pty's line discipline takes in what the master was given a moment
 * later (a kernel worker does): its echo waits until the typeahead is in,
 * 100 ms at most. */
static void await_typeahead(int slave, int passed)
{
    for (int i = 0, in = 0; i < 100 && ioctl(slave, FIONREAD, &in) == 0 && in < passed; i++) {
        struct timespec ms = {0, 1000000};
        nanosleep(&ms, NULL);
    }
}

bool relay_start(Relay *r)
{
    *r = (Relay){.ctl = -1, .tty = -1};
    if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO) || tcgetpgrp(STDIN_FILENO) != getpgrp())
        return false;
    struct stat term;
    if (fstat(STDIN_FILENO, &term) != 0) return false;
    bool replace[3];
    for (int fd = 0; fd < 3; fd++) { /* the fds that are the terminal move to the pty */
        struct stat st;
        replace[fd] = isatty(fd) && fstat(fd, &st) == 0 && st.st_rdev == term.st_rdev;
    }
    int master, sv[2];
    struct termios tio;
    int slave = open_pty(&master, &tio);
    if (slave < 0) return false;
    Shared *shared =
        mmap(NULL, sizeof(Shared), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (shared == MAP_FAILED || socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
        if (shared != MAP_FAILED) munmap(shared, sizeof(Shared));
        close(slave);
        close(master);
        return false;
    }
    fflush(stdout);
    fflush(stderr);
    struct termios raw = tio; /* the relay passes every byte on as it comes */
    cfmakeraw(&raw);
    tcsetattr(STDIN_FILENO, TCSADRAIN, &raw);
    int passed = pass_typeahead(master);
    pid_t pid = fork();
    if (pid < 0) {
        tcsetattr(STDIN_FILENO, TCSADRAIN, &tio);
        munmap(shared, sizeof(Shared));
        close(slave);
        close(master);
        close(sv[0]);
        close(sv[1]);
        return false;
    }
    if (pid == 0) { /* the shell, on the pty from now on */
        close(master);
        close(sv[0]);
        setsid();
        ioctl(slave, TIOCSCTTY, 0);
        await_typeahead(slave, passed);
        tcsetattr(slave, TCSANOW, &tio); /* the echo, after what was typed ahead */
        for (int fd = 0; fd < 3; fd++)
            if (replace[fd]) dup2(slave, fd); /* dup2 clears close-on-exec */
        r->tty = fcntl(slave, F_DUPFD_CLOEXEC, 3);
        close(slave);
        r->ctl = sv[1];
        fcntl(r->ctl, F_SETFL, fcntl(r->ctl, F_GETFL) | O_NONBLOCK);
        r->shared = shared;
        r->on = r->tty >= 0;
        return true;
    }
    close(sv[1]);
    int status = relay_loop(STDIN_FILENO, STDOUT_FILENO, master, slave, sv[0], shared, pid);
    tcsetattr(STDIN_FILENO, TCSADRAIN, &tio); /* the terminal as it was given */
    if (WIFSIGNALED(status)) { /* end as the shell did */
        signal(WTERMSIG(status), SIG_DFL);
        raise(WTERMSIG(status));
        _exit(128 + WTERMSIG(status));
    }
    _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 1);
}

void relay_begin(Relay *r)
{
    if (!r->on) return;
    r->capturing = fs_write_all(r->tty, MARK_BEGIN, sizeof MARK_BEGIN - 1) == 0;
}

static long long now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000 + t.tv_nsec / 1000000;
}

bool relay_end(Relay *r, StrBuf *out)
{
    if (!r->on || !r->capturing) return false;
    r->capturing = false;
    if (fs_write_all(r->tty, MARK_END, sizeof MARK_END - 1) != 0) return false;
    r->sent++;
    Shared *s = r->shared;
    long long deadline = now_ms() + 2000;
    for (;;) {
        if (__atomic_load_n(&s->seq, __ATOMIC_ACQUIRE) == r->sent) break;
        long long left = deadline - now_ms();
        if (left <= 0) return false; /* the relay is slow: no $ans this time */
        struct pollfd p = {.fd = r->ctl, .events = POLLIN};
        if (poll(&p, 1, (int)left) < 0 && errno != EINTR) return false;
        unsigned char junk[64];
        while (read(r->ctl, junk, sizeof junk) > 0) {
        }
    }
    if (!s->ok) return false;
    sb_append_mem(out, s->text, (size_t)s->len);
    return true;
}
