/* proc/signal.c - the signal table, flag-setting handlers and the self-pipe.
 *
 * One handler serves every caught signal: it sets the signal's flag, writes a
 * byte to the self-pipe and restores errno; nothing else is safe in a handler.
 * The table is our own, in fish's order with fish's descriptions, since
 * `functions --on-signal`, `trap` and job messages show them. */
#include "proc/signal.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <unistd.h>

typedef struct SigEntry {
    int sig;
    const char *name;
    const char *desc;
} SigEntry;

static const SigEntry table[] = {
    {SIGHUP, "SIGHUP", "Terminal hung up"},
    {SIGINT, "SIGINT", "Quit request from job control (^C)"},
    {SIGQUIT, "SIGQUIT", "Quit request from job control with core dump (^\\)"},
    {SIGILL, "SIGILL", "Illegal instruction"},
    {SIGTRAP, "SIGTRAP", "Trace or breakpoint trap"},
    {SIGABRT, "SIGABRT", "Abort"},
    {SIGBUS, "SIGBUS", "Misaligned address error"},
    {SIGFPE, "SIGFPE", "Floating point exception"},
    {SIGKILL, "SIGKILL", "Forced quit"},
    {SIGUSR1, "SIGUSR1", "User defined signal 1"},
    {SIGUSR2, "SIGUSR2", "User defined signal 2"},
    {SIGSEGV, "SIGSEGV", "Address boundary error"},
    {SIGPIPE, "SIGPIPE", "Broken pipe"},
    {SIGALRM, "SIGALRM", "Timer expired"},
    {SIGTERM, "SIGTERM", "Polite quit request"},
    {SIGCHLD, "SIGCHLD", "Child process status changed"},
    {SIGCONT, "SIGCONT", "Continue previously stopped process"},
    {SIGSTOP, "SIGSTOP", "Forced stop"},
    {SIGTSTP, "SIGTSTP", "Stop request from job control (^Z)"},
    {SIGTTIN, "SIGTTIN", "Stop from terminal input"},
    {SIGTTOU, "SIGTTOU", "Stop from terminal output"},
    {SIGURG, "SIGURG", "Urgent socket condition"},
    {SIGXCPU, "SIGXCPU", "CPU time limit exceeded"},
    {SIGXFSZ, "SIGXFSZ", "File size limit exceeded"},
    {SIGVTALRM, "SIGVTALRM", "Virtual timer expired"},
    {SIGPROF, "SIGPROF", "Profiling timer expired"},
    {SIGWINCH, "SIGWINCH", "Window size change"},
    {SIGIO, "SIGIO", "I/O on asynchronous file descriptor is possible"},
    {SIGSYS, "SIGSYS", "Bad system call"},
    {SIGIOT, "SIGIOT", "Abort (Alias for SIGABRT)"},
#ifdef SIGEMT
    {SIGEMT, "SIGEMT", "Unused signal"},
#endif
#ifdef SIGINFO
    {SIGINFO, "SIGINFO", "Information request"},
#endif
#ifdef SIGSTKFLT
    {SIGSTKFLT, "SIGSTKFLT", "Stack fault"},
#endif
#ifdef SIGPWR
    {SIGPWR, "SIGPWR", "Power failure"},
#endif
};
#define TABLE_LEN (sizeof table / sizeof *table)

/* The process-wide signal state (the one exception to "no globals"). */
static volatile sig_atomic_t pending[NSIG];
static volatile sig_atomic_t any_pending; /* some pending[] flag may be set */
static int pipe_rd = -1, pipe_wr = -1;
static bool startup_known; /* hup_ignored below has been looked up */
static bool trapped[NSIG]; /* a handler was defined for it (sig_handle) */
static bool hup_ignored;   /* SIGHUP was ignored when we started (nohup) */

static const SigEntry *find(int sig)
{
    for (size_t i = 0; i < TABLE_LEN; i++)
        if (table[i].sig == sig) return &table[i];
    return NULL;
}

const char *sig_name(int sig)
{
    const SigEntry *e = find(sig);
    return e ? e->name : "Unknown";
}

const char *sig_description(int sig)
{
    const SigEntry *e = find(sig);
    return e ? e->desc : "Unknown";
}

static bool eq_icase(Str a, const char *b)
{
    size_t n = strlen(b);
    if (a.len != n) return false;
    for (size_t i = 0; i < n; i++) {
        unsigned char x = (unsigned char)a.ptr[i], y = (unsigned char)b[i];
        if (x >= 'A' && x <= 'Z') x = (unsigned char)(x - 'A' + 'a');
        if (y >= 'A' && y <= 'Z') y = (unsigned char)(y - 'A' + 'a');
        if (x != y) return false;
    }
    return true;
}

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

/* fish_wcstoi's grammar: blanks, an optional sign, digits, blanks. */
static bool parse_int(Str s, long *out)
{
    size_t i = 0;
    bool neg = false;
    long v = 0;
    while (i < s.len && is_space(s.ptr[i])) i++;
    if (i < s.len && (s.ptr[i] == '+' || s.ptr[i] == '-')) neg = s.ptr[i++] == '-';
    size_t digits = i;
    for (; i < s.len && s.ptr[i] >= '0' && s.ptr[i] <= '9'; i++) {
        if (v > (INT_MAX - (s.ptr[i] - '0')) / 10) return false;
        v = v * 10 + (s.ptr[i] - '0');
    }
    if (i == digits) return false;
    while (i < s.len && is_space(s.ptr[i])) i++;
    if (i != s.len) return false;
    *out = neg ? -v : v;
    return true;
}

int sig_number(Str s)
{
    Str bare = s;
    if (s.len >= 3 && eq_icase(str_sub(s, 0, 3), "sig")) bare = str_sub(s, 3, s.len - 3);
    for (size_t i = 0; i < TABLE_LEN; i++)
        if (eq_icase(bare, table[i].name + 3)) return table[i].sig;
    long v;
    if (parse_int(s, &v) && v > 0) return (int)v;
    return 0;
}

bool sig_at(size_t i, int *sig, const char **name)
{
    if (i >= TABLE_LEN) return false;
    *sig = table[i].sig;
    *name = table[i].name;
    return true;
}

static void on_signal(int sig)
{
    int saved = errno;
    if (sig > 0 && sig < NSIG) pending[sig] = 1, any_pending = 1;
    if (pipe_wr >= 0) {
        char c = (char)sig;
        ssize_t r = write(pipe_wr, &c, 1); /* a full pipe already wakes the reader */
        (void)r;
    }
    errno = saved;
}

static void set_disposition(int sig, void (*fn)(int), int flags)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = fn;
    sa.sa_flags = flags;
    sigaction(sig, &sa, NULL);
}

static void learn_startup(void)
{
    if (startup_known) return;
    struct sigaction old;
    hup_ignored = sigaction(SIGHUP, NULL, &old) == 0 && old.sa_handler == SIG_IGN;
    startup_known = true;
}

/* A close-on-exec, non-blocking copy of fd above 10; closes fd. */
static int park_fd(int fd)
{
    int high = fcntl(fd, F_DUPFD_CLOEXEC, 10);
    close(fd);
    if (high >= 0) fcntl(high, F_SETFL, fcntl(high, F_GETFL) | O_NONBLOCK);
    return high;
}

int sig_init(bool interactive)
{
    learn_startup();
    if (pipe_rd < 0) {
        int p[2];
        if (pipe(p) != 0) return -1;
        int rd = park_fd(p[0]), wr = park_fd(p[1]);
        if (rd < 0 || wr < 0) {
            int e = errno;
            if (rd >= 0) close(rd);
            if (wr >= 0) close(wr);
            errno = e;
            return -1;
        }
        pipe_rd = rd;
        pipe_wr = wr;
    }
    set_disposition(SIGPIPE, SIG_IGN, 0);
    set_disposition(SIGQUIT, SIG_IGN, 0);
    set_disposition(SIGINT, on_signal, 0);
    /* A child's exit must not break the system calls we are waiting in. */
    set_disposition(SIGCHLD, on_signal, SA_RESTART);
    if (interactive) {
        set_disposition(SIGTSTP, SIG_IGN, 0);
        set_disposition(SIGTTOU, SIG_IGN, 0);
        set_disposition(SIGTTIN, on_signal, 0); /* not ignored: we may send it to ourselves */
        set_disposition(SIGTERM, on_signal, 0);
        if (!hup_ignored) set_disposition(SIGHUP, on_signal, 0);
        set_disposition(SIGALRM, on_signal, 0);
        set_disposition(SIGWINCH, on_signal, 0);
    }
    return 0;
}

bool sig_quit_pending(void)
{
    return (pending[SIGTERM] && !trapped[SIGTERM]) || (pending[SIGHUP] && !trapped[SIGHUP]);
}

void sig_handle(int sig)
{
    if (sig <= 0 || sig >= NSIG || sig == SIGKILL || sig == SIGSTOP) return;
    if (sig == SIGINT || sig == SIGQUIT || sig == SIGTSTP || sig == SIGTTIN || sig == SIGTTOU ||
        sig == SIGCHLD)
        return;
    trapped[sig] = true;
    set_disposition(sig, on_signal, 0);
}

void sig_ignore_tty_output(void)
{
    set_disposition(SIGTTOU, SIG_IGN, 0);
}

bool sig_any(void)
{
    if (!any_pending) return false;
    any_pending = 0; /* cleared before looking, so a signal arriving now sets it again */
    return true;
}

bool sig_pending(int sig)
{
    return sig > 0 && sig < NSIG && pending[sig];
}

void sig_clear(int sig)
{
    if (sig == 0) {
        for (int i = 1; i < NSIG; i++) pending[i] = 0;
    } else if (sig > 0 && sig < NSIG) {
        pending[sig] = 0;
    }
}

bool sig_take(int sig)
{
    if (!sig_pending(sig)) return false;
    pending[sig] = 0;
    return true;
}

int sig_pipe_fd(void)
{
    return pipe_rd;
}

void sig_drain_pipe(void)
{
    char buf[64];
    if (pipe_rd < 0) return;
    while (read(pipe_rd, buf, sizeof buf) > 0) continue;
}

static bool resets_in_child(int sig)
{
    if (sig == SIGKILL || sig == SIGSTOP) return false;
    if (sig == SIGHUP && hup_ignored) return false;
    return true;
}

void sig_child_default_set(sigset_t *set)
{
    learn_startup();
    sigemptyset(set);
    for (size_t i = 0; i < TABLE_LEN; i++)
        if (resets_in_child(table[i].sig)) sigaddset(set, table[i].sig);
}

void sig_child_defaults(void)
{
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    sa.sa_handler = SIG_DFL;
    for (size_t i = 0; i < TABLE_LEN; i++)
        if (resets_in_child(table[i].sig)) sigaction(table[i].sig, &sa, NULL);
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
}
