/* interactive/term.c - raw mode and terminal protocols.
 *
 * The only global is the copy of the original modes that the fatal-signal
 * handler puts back (a signal handler can reach nothing else). */
#include "interactive/term.h"

#include "base/fs.h"
#include "base/str.h"

#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

static struct termios crash_modes;
static volatile sig_atomic_t crash_fd = -1;

static void on_fatal(int sig)
{
    if (crash_fd >= 0) {
        tcsetattr(crash_fd, TCSANOW, &crash_modes);
        static const char off[] = "\033[?2004l\033[?1004l\033[>4;0m\033[<u\033[?1006l\033[?1000l";
        ssize_t r = write(crash_fd, off, sizeof off - 1);
        (void)r;
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

/* The return symbol, or ^J on a system console (see term_newline_marker). */
static const char *pick_marker(int fd)
{
    const char *tty = ttyname(fd), *term = getenv("TERM");
    bool console =
        tty && (!strcmp(tty, "/dev/console") || !strcmp(tty, "/dev/dcons") ||
                (!strncmp(tty, "/dev/tty", 8) && tty[8] && strchr("uv0123456789", tty[8])));
    return console && (!term || !strchr(term, '-')) ? "^J" : "\xe2\x8f\x8e"; /* U+23CE */
}

bool term_init(Term *t, int in_fd, int out_fd)
{
    *t = (Term){.in_fd = in_fd, .out_fd = out_fd, .cols = 80, .rows = 24};
    if (tcgetattr(in_fd, &t->saved) == 0) {
        t->have_saved = true;
        t->startup = crash_modes = t->saved;
        t->saved.c_iflag &= ~(tcflag_t)(IXON | IXOFF); /* ctrl-s and ctrl-q are keys */
        crash_fd = in_fd;
        static const int fatal[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT};
        for (size_t i = 0; i < sizeof fatal / sizeof *fatal; i++) {
            struct sigaction sa = {.sa_handler = on_fatal};
            sigemptyset(&sa.sa_mask);
            sa.sa_flags = SA_RESETHAND;
            sigaction(fatal[i], &sa, NULL);
        }
    }
    term_update_size(t);
    t->marker = pick_marker(in_fd);
    return t->have_saved;
}

void term_write(Term *t, const char *s, size_t len) { fs_write_all(t->out_fd, s, len); }

void term_control(Term *t, const char *s, size_t len)
{
    if (!t->dumb) fs_write_all(t->out_fd, s, len);
}

const char *term_newline_marker(const Term *t)
{
    return t->marker;
}

/* Raw mode; with signals, ctrl-c, ctrl-backslash and ctrl-z still send theirs. */
static void set_raw(Term *t, bool signals)
{
    struct termios raw = t->saved;
    raw.c_iflag &= ~(tcflag_t)(ICRNL | INLCR | IGNCR | IXON | IXOFF | ISTRIP);
    raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO | ECHONL | ISIG | IEXTEN);
    if (signals) raw.c_lflag |= ISIG;
    raw.c_oflag |= OPOST | ONLCR;
    raw.c_cc[VMIN] = 1;
    raw.c_cc[VTIME] = 0;
    tcsetattr(t->in_fd, TCSANOW, &raw);
}

/* The modes a command left, made usable for the next one as fish makes
 * them (echo and line editing on, newlines translated), and with the signal
 * keys on (a program that died in raw mode must not leave ctrl-c dead); the
 * rest, flow control included (`stty ixon`), stays as the command set it. */
static void adopt_modes(Term *t)
{
    struct termios now;
    if (tcgetattr(t->in_fd, &now) != 0) return;
    now.c_lflag = (now.c_lflag | ECHO | ICANON | IEXTEN | ISIG) & ~(tcflag_t)FLUSHO;
    now.c_iflag = (now.c_iflag | ICRNL) & ~(tcflag_t)INLCR;
    now.c_oflag |= OPOST | ONLCR;
    t->saved = now;
}

void term_enter(Term *t)
{
    if (!t->have_saved) return;
    if (t->left) adopt_modes(t); /* a command ran in the modes given it */
    t->left = false;
    /* always: a job may have changed the modes behind our back */
    set_raw(t, false);
    t->raw = true;
    /* a job may have left the terminal's file description (shared with us
       and the next job) non-blocking: made blocking again, as fish does */
    int fl = fcntl(t->in_fd, F_GETFL);
    if (fl >= 0 && (fl & O_NONBLOCK)) fcntl(t->in_fd, F_SETFL, fl & ~O_NONBLOCK);
    if (t->kitty_popped) {
        t->kitty_popped = false;
        term_write(t, "\033[>5u", 5);
    }
    if (t->protocols || t->dumb) return;
    t->protocols = true;
    /* bracketed paste, focus reports, then the kitty protocol (pushed) or
       modifyOtherKeys */
    const char *on = t->kitty ? "\033[?2004h\033[?1004h\033[>5u" : "\033[?2004h\033[?1004h\033[>4;1m";
    term_write(t, on, strlen(on));
}

void term_shell_modes(Term *t)
{
    if (!t->have_saved || !t->raw) return;
    /* Still no echo and no line editing: what is typed meanwhile, and the
       terminal's answers to queries, wait for the editor unchanged. The kitty
       protocol would send ctrl-c as a sequence: it is popped until then. */
    set_raw(t, true);
    t->raw = false;
    if (t->protocols && t->kitty && !t->kitty_popped) {
        t->kitty_popped = true;
        term_write(t, "\033[<u", 4);
    }
}

void term_mouse(Term *t, bool on)
{
    if (on == t->mouse || t->dumb) return;
    t->mouse = on;
    /* button presses and releases (no motion), reported as SGR */
    if (on) term_write(t, "\033[?1000h\033[?1006h", 16);
    else term_write(t, "\033[?1006l\033[?1000l", 16);
}

void term_restore(Term *t)
{
    if (t->have_saved) tcsetattr(t->in_fd, TCSANOW, &t->startup);
}

void term_leave(Term *t)
{
    term_mouse(t, false);
    if (!t->have_saved) return;
    if (t->protocols) {
        const char *off = !t->kitty         ? "\033[>4;0m\033[?1004l\033[?2004l"
                          : t->kitty_popped ? "\033[?1004l\033[?2004l"
                                            : "\033[<u\033[?1004l\033[?2004l";
        term_write(t, off, strlen(off));
        t->protocols = false;
        t->kitty_popped = false;
    }
    tcsetattr(t->in_fd, TCSANOW, &t->saved);
    t->raw = false;
    t->left = true;
}

bool term_update_size(Term *t)
{
    struct winsize ws;
    int cols = t->cols, rows = t->rows;
    bool known = ioctl(t->out_fd, TIOCGWINSZ, &ws) == 0;
    t->size_unknown[0] = known && !ws.ws_col;
    t->size_unknown[1] = known && !ws.ws_row;
    if (known && ws.ws_col > 0) {
        cols = ws.ws_col;
        rows = ws.ws_row > 0 ? ws.ws_row : 24;
    } else if (known) {
        cols = 80, rows = ws.ws_row > 0 ? ws.ws_row : 24;
    }
    bool changed = cols != t->cols || rows != t->rows;
    t->cols = cols;
    t->rows = rows;
    return changed;
}

/* How long a terminal may take to answer the queries before a command that
 * follows them at once runs without the answer (a terminal that never
 * answers costs the first command this, once). */
#define REPLY_WAIT_MS 250

long long term_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int term_reply_wait(Term *t)
{
    if (!t->awaiting) return 0;
    long long left = t->queried_ms + REPLY_WAIT_MS - term_now_ms();
    if (left <= 0) t->awaiting = false;
    return left > 0 ? (int)left : 0;
}

void term_query(Term *t)
{
    if (t->queried || !t->have_saved || t->dumb) return;
    t->queried = true;
    t->awaiting = true;
    t->queried_ms = term_now_ms();
    static const char q[] = "\033[?u\033[c";
    term_write(t, q, sizeof q - 1);
}

void term_use_kitty(Term *t)
{
    if (t->kitty || t->dumb) return;
    t->kitty = true;
    if (t->protocols) {
        static const char on[] = "\033[>4;0m\033[>5u";
        term_write(t, on, sizeof on - 1);
    }
}

void term_title(Term *t, const char *title, size_t len)
{
    if (t->dumb) return;
    StrBuf b = STRBUF_INIT;
    sb_append_cstr(&b, "\033]0;");
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)title[i] >= 0x20 && title[i] != 0x7f) sb_append_char(&b, title[i]);
    sb_append_cstr(&b, "\a");
    term_write(t, b.ptr, b.len);
    sb_fini(&b);
}

void term_clipboard(Term *t, const char *text, size_t len)
{
    if (t->dumb) return;
    static const char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    StrBuf b = STRBUF_INIT;
    sb_append_cstr(&b, "\033]52;c;");
    const unsigned char *p = (const unsigned char *)text;
    for (size_t i = 0; i < len; i += 3) {
        unsigned long n = (unsigned long)p[i] << 16;
        if (i + 1 < len) n |= (unsigned long)p[i + 1] << 8;
        if (i + 2 < len) n |= p[i + 2];
        char quad[4] = {digits[n >> 18], digits[(n >> 12) & 63], digits[(n >> 6) & 63], digits[n & 63]};
        if (i + 1 >= len) quad[2] = '=';
        if (i + 2 >= len) quad[3] = '=';
        sb_append_mem(&b, quad, 4);
    }
    sb_append_cstr(&b, "\a");
    term_write(t, b.ptr, b.len);
    sb_fini(&b);
}
