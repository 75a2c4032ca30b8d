/* tests/pty/ptydrive.c - run a program on a pseudo-terminal and follow a script.
 *
 * Usage: ptydrive [--minnow PATH] [--timeout SECONDS] SCRIPT|- [COMMAND ARG...]
 *
 * The program gets a fresh pty (80x24 unless the script resizes it first) as its
 * controlling terminal, in a session of its own. The script, read from the file
 * SCRIPT or from stdin (-), is one command per line; blank lines and lines whose
 * first non-blank is `#` are skipped, and so are trailing blanks. A command's
 * argument is the rest of the line after the command word and the blanks after it.
 *
 *   spawn COMMAND...   start the program: words split at blanks, '...' and "..."
 *                      group, a backslash quotes the next character; the word
 *                      %minnow is the --minnow path, after the words of
 *                      $MINNOW_WRAP when that is set. PATH is searched. Without
 *                      a spawn line, COMMAND from ptydrive's own arguments starts
 *                      before the first step that needs the program.
 *   env NAME=VALUE     set a variable for the program (before it starts); the
 *                      rest of ptydrive's environment passes through
 *   timeout SECONDS    how long the later steps wait (default 10, 60 when
 *                      $MINNOW_WRAP is set; --timeout sets it too)
 *   send TEXT          write TEXT to the terminal (what a person types)
 *   repeat COUNT TEXT  send TEXT COUNT times over (a big paste, a flood of keys)
 *   expect REGEX       wait until the output received since the last match
 *                      matches REGEX; the match and everything before it are
 *                      consumed
 *   expect-not REGEX   fail when the unconsumed output matches REGEX now (after
 *                      reading what is ready; `quiet` first to let it come)
 *   quiet MS           wait until the program has written nothing for MS ms
 *   settle MS          wait for output after the last send (or the start), then
 *                      for MS ms of silence; prints `settle T` to stdout, T the
 *                      ms from that send to the last byte (the silence is not
 *                      counted). For benchmarks.
 *   rss                print `rss KB`, the program's VmRSS
 *   resize ROWS COLS   set the terminal size (the kernel sends SIGWINCH to the
 *                      foreground process group); before spawn: the first size
 *   respond REGEX TEXT from now on, each time the output matches REGEX, answer
 *                      TEXT (a terminal answering a query such as \e\[c)
 *   wait STATUS        wait for the program to exit with STATUS: a number, or
 *                      a signal name (SIGHUP, KILL, ...) for a death by signal
 *   dump               print everything received so far, escaped, to stdout
 *
 * TEXT takes escapes: \e \r \n \t \a \b \f \v \0 \\ \xNN (one or two hex
 * digits), \cX (control-X) and "\ " (a space, e.g. a trailing one). In REGEX
 * (POSIX extended, byte-wise, no REG_NEWLINE: `.` matches \n and ^ $ anchor at
 * the ends of the unconsumed output) the same escapes give their bytes, a byte
 * that is a regex operator escaped; any other \X is the regex's own escape, so
 * \[ \? \\ keep their regex meaning. REGEX in `respond` is one word: write a
 * space as \x20 or [ ].
 *
 * Output shows bytes escaped: printable ASCII as it is, \\ \e \r \t, \n followed
 * by a line break, others \xNN. At the end ptydrive closes the terminal and
 * kills the program's process group. Exit status: 0 when every step passed, 1
 * when one failed (the message names the script line and shows what the
 * program wrote), 2 for a bad command line or script. */

#define _GNU_SOURCE
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <regex.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#define EXIT_PASS  0
#define EXIT_FAIL  1
#define EXIT_ERROR 2

#define OUTPUT_MAX (64u << 20) /* more output than this fails the step */
#define SHOWN_MAX  4096        /* a failure shows at most this many bytes */
#define REAP_MS    20          /* the longest sleep between checks for the exit */

typedef struct {
    char *ptr;
    size_t len, cap;
} Buf;

typedef struct {
    regex_t re;
    Buf text;
    size_t pos; /* output before this is scanned */
} Responder;

typedef struct {
    const char *script; /* the script's name, for messages */
    long line;          /* the current line number */
    const char *minnow; /* --minnow PATH, or NULL */
    char **command;     /* from the command line: spawned when needed (borrowed) */
    double timeout;     /* seconds a step waits */
    unsigned short rows, cols;

    pid_t pid;  /* 0 before spawn */
    int master; /* -1 before spawn */
    bool reaped, eof;
    int status; /* wait status, once reaped */

    Buf out;            /* everything the program wrote */
    size_t mark;        /* expect consumed up to here */
    Buf in;             /* queued for the program */
    double t_last;      /* when the last byte was read */
    double t_send;      /* when the last send was queued, or the spawn */
    size_t len_at_send; /* out.len at t_send */

    Responder *resp;
    size_t nresp;
} Drive;

/* ---- small helpers ------------------------------------------------------------------ */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p) {
        fprintf(stderr, "ptydrive: out of memory\n");
        exit(EXIT_ERROR);
    }
    return p;
}

static void buf_add(Buf *b, const void *p, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2;
        b->ptr = xrealloc(b->ptr, b->cap);
    }
    memcpy(b->ptr + b->len, p, n);
    b->len += n;
    b->ptr[b->len] = '\0';
}

static void buf_byte(Buf *b, char c)
{
    buf_add(b, &c, 1);
}

/* Writes n bytes escaped (see the header), a line break after each \n. */
static void put_escaped(FILE *f, const char *p, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)p[i];
        switch (c) {
        case '\\': fputs("\\\\", f); break;
        case 0x1b: fputs("\\e", f); break;
        case '\r': fputs("\\r", f); break;
        case '\t': fputs("\\t", f); break;
        case '\n': fputs("\\n\n", f); break;
        default:
            if (c >= 0x20 && c < 0x7f) fputc(c, f);
            else fprintf(f, "\\x%02x", c);
        }
    }
    if (n && p[n - 1] != '\n') fputc('\n', f);
}

/* The message for a failed step: "ptydrive: SCRIPT:LINE: ...". */
static void say(const Drive *d, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "ptydrive: %s:%ld: ", d->script, d->line);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
}

/* Shows the output from `from` on (its last SHOWN_MAX bytes) after a failure. */
static void show_output(const Drive *d, size_t from, const char *what)
{
    size_t n = d->out.len - from;
    fprintf(stderr, "%s (%zu bytes):\n", what, n);
    if (n > SHOWN_MAX) {
        fprintf(stderr, "[... %zu bytes before]\n", n - SHOWN_MAX);
        from = d->out.len - SHOWN_MAX;
        n = SHOWN_MAX;
    }
    put_escaped(stderr, d->out.ptr + from, n);
    fflush(stderr);
}

/* ---- escapes and words -------------------------------------------------------------- */

static int hexval(int c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Decodes the escape after the backslash at *s into *byte and moves *s past it;
 * returns false when it is not one of ours (for a regex: its own escape). */
static bool byte_escape(const char **s, char *byte)
{
    const char *p = *s + 1;
    int c = (unsigned char)*p;
    switch (c) {
    case 'e': *byte = 0x1b; break;
    case 'r': *byte = '\r'; break;
    case 'n': *byte = '\n'; break;
    case 't': *byte = '\t'; break;
    case 'a': *byte = '\a'; break;
    case 'f': *byte = '\f'; break;
    case 'v': *byte = '\v'; break;
    case 'x': {
        int h = hexval((unsigned char)p[1]);
        if (h < 0) return false;
        int l = hexval((unsigned char)p[2]);
        if (l >= 0) p++;
        *byte = (char)(l >= 0 ? h * 16 + l : h);
        p++;
        break;
    }
    case 'c':
        if (!p[1] || (unsigned char)p[1] >= 0x80) return false;
        *byte = (char)(toupper((unsigned char)p[1]) ^ 0x40);
        p++;
        break;
    default: return false;
    }
    *s = p + 1;
    return true;
}

/* Decodes TEXT (regex false: every escape) or REGEX (true: our byte escapes, a
 * byte that is an operator getting a backslash; other backslash pairs are kept
 * for regcomp) into out. Returns an error message or NULL. */
static const char *unescape(const char *s, Buf *out, bool regex)
{
    while (*s) {
        char byte;
        if (*s != '\\') {
            buf_byte(out, *s++);
        } else if (byte_escape(&s, &byte)) {
            if (regex && !byte) return "a regex cannot hold a NUL byte";
            if (regex && strchr(".[]()*+?{}|^$\\", byte)) buf_byte(out, '\\');
            buf_byte(out, byte);
        } else if (!s[1]) {
            return "a backslash ends the argument";
        } else if (regex) {
            buf_add(out, s, 2);
            s += 2;
        } else if (strchr("\\ '\"", s[1])) {
            buf_byte(out, s[1]);
            s += 2;
        } else if (s[1] == 'b' || s[1] == '0') {
            buf_byte(out, s[1] == 'b' ? '\b' : '\0');
            s += 2;
        } else {
            return "unknown escape (known: \\e \\r \\n \\t \\a \\b \\f \\v \\0 \\\\ \\xNN "
                   "\\cX \"\\ \")";
        }
    }
    return NULL;
}

static const char *compile(regex_t *re, const char *src)
{
    static char msg[256];
    Buf pat = {0};
    const char *err = unescape(src, &pat, true);
    if (!err) {
        int rc = regcomp(re, pat.ptr ? pat.ptr : "", REG_EXTENDED);
        if (rc) {
            regerror(rc, re, msg, sizeof msg);
            err = msg;
        }
    }
    free(pat.ptr);
    return err;
}

/* Finds re in out[from, len); on a match sets *start and *end (absolute).
 * The search starts its string at from, so that ^ anchors there (glibc's
 * REG_STARTEND alone anchors ^ at the buffer's start only). */
static bool search(const regex_t *re, const Buf *out, size_t from, size_t *start, size_t *end)
{
    const char *base = out->ptr ? out->ptr + from : "";
    regmatch_t m[1] = {{.rm_so = 0, .rm_eo = (regoff_t)(out->len - from)}};
    if (regexec(re, base, 1, m, REG_STARTEND)) return false;
    *start = from + (size_t)m[0].rm_so;
    *end = from + (size_t)m[0].rm_eo;
    return true;
}

/* Splits a spawn line into words (see the header); NULL-terminated, heap. */
static char **split_words(const Drive *d, const char *s, bool subst, const char **err)
{
    char **argv = NULL;
    size_t n = 0;
    *err = NULL;
    for (;;) {
        while (*s == ' ' || *s == '\t') s++;
        if (!*s) break;
        Buf w = {0};
        char quote = 0;
        buf_add(&w, "", 0);
        while (*s && (quote || (*s != ' ' && *s != '\t'))) {
            if (quote == '\'' && *s == '\'') quote = 0;
            else if (quote == '"' && *s == '"') quote = 0;
            else if (!quote && (*s == '\'' || *s == '"')) quote = *s;
            else if (*s == '\\' && quote != '\'' && s[1]) buf_byte(&w, *++s);
            else buf_byte(&w, *s);
            s++;
        }
        if (quote) {
            *err = "unterminated quote";
            free(w.ptr);
            break;
        }
        if (subst && !strcmp(w.ptr, "%minnow")) {
            free(w.ptr);
            if (!d->minnow) {
                *err = "%minnow needs --minnow PATH";
                break;
            }
            const char *wrap = getenv("MINNOW_WRAP");
            if (wrap && *wrap) {
                const char *werr;
                char **ww = split_words(d, wrap, false, &werr);
                for (size_t i = 0; ww[i]; i++) {
                    argv = xrealloc(argv, (n + 2) * sizeof *argv);
                    argv[n++] = ww[i];
                }
                free(ww);
            }
            w.ptr = strdup(d->minnow);
        }
        argv = xrealloc(argv, (n + 2) * sizeof *argv);
        argv[n++] = w.ptr;
    }
    argv = xrealloc(argv, (n + 1) * sizeof *argv);
    argv[n] = NULL;
    return argv;
}

static void free_words(char **argv)
{
    for (size_t i = 0; argv && argv[i]; i++) free(argv[i]);
    free(argv);
}

/* ---- the program -------------------------------------------------------------------- */

/* Starts argv on a new pty. Returns false (message printed) when it cannot. */
static bool spawn(Drive *d, char **argv)
{
    if (!argv[0]) {
        say(d, "spawn: no command");
        return false;
    }
    int m = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (m < 0 || grantpt(m) < 0 || unlockpt(m) < 0) {
        say(d, "spawn: cannot open a pseudo-terminal: %s", strerror(errno));
        if (m >= 0) close(m);
        return false;
    }
    char *slave = ptsname(m);
    struct winsize ws = {.ws_row = d->rows, .ws_col = d->cols};
    ioctl(m, TIOCSWINSZ, &ws);
    int errpipe[2]; /* the child reports a failed exec through it */
    if (!slave || pipe2(errpipe, O_CLOEXEC) < 0) {
        say(d, "spawn: %s", strerror(errno));
        close(m);
        return false;
    }
    fflush(NULL);
    d->t_send = now();
    d->len_at_send = d->out.len;
    pid_t pid = fork();
    if (pid < 0) {
        say(d, "spawn: fork: %s", strerror(errno));
        close(m);
        close(errpipe[0]);
        close(errpipe[1]);
        return false;
    }
    if (pid == 0) {
        int e = 0;
        int s = -1;
        if (setsid() < 0 || (s = open(slave, O_RDWR)) < 0 || ioctl(s, TIOCSCTTY, 0) < 0) e = errno;
        if (!e && (dup2(s, 0) < 0 || dup2(s, 1) < 0 || dup2(s, 2) < 0)) e = errno;
        if (!e) {
            if (s > 2) close(s);
            signal(SIGPIPE, SIG_DFL);
            execvp(argv[0], argv);
            e = errno;
        }
        ssize_t unused = write(errpipe[1], &e, sizeof e);
        (void)unused;
        _exit(127);
    }
    close(errpipe[1]);
    int e = 0;
    ssize_t r;
    do r = read(errpipe[0], &e, sizeof e);
    while (r < 0 && errno == EINTR);
    close(errpipe[0]);
    d->pid = pid;
    d->master = m;
    fcntl(m, F_SETFL, fcntl(m, F_GETFL) | O_NONBLOCK);
    if (r == (ssize_t)sizeof e) {
        say(d, "spawn: cannot run %s: %s", argv[0], strerror(e));
        return false;
    }
    return true;
}

/* Runs each responder over the output it has not seen; queues its answers. */
static void respond(Drive *d)
{
    for (size_t i = 0; i < d->nresp; i++) {
        Responder *r = &d->resp[i];
        size_t start, end;
        while (r->pos < d->out.len && search(&r->re, &d->out, r->pos, &start, &end)) {
            buf_add(&d->in, r->text.ptr, r->text.len);
            r->pos = end > start ? end : end + 1;
        }
    }
}

/* Reads what the program wrote, writes what is queued for it and notices its
 * exit, waiting at most ms for something to happen. False (message printed)
 * on an error that ends the script. */
static bool pump(Drive *d, int ms)
{
    if (!d->reaped) {
        int st;
        pid_t r = waitpid(d->pid, &st, WNOHANG);
        if (r == d->pid) {
            d->reaped = true;
            d->status = st;
            ms = 0; /* the caller has news */
        }
    }
    if (!d->reaped && ms > REAP_MS) ms = REAP_MS;
    struct pollfd pfd = {.fd = d->master, .events = POLLIN};
    if (d->in.len) pfd.events |= POLLOUT;
    int n = poll(&pfd, d->eof ? 0 : 1, ms < 0 ? 0 : ms);
    if (n < 0 && errno != EINTR) {
        say(d, "poll: %s", strerror(errno));
        return false;
    }
    if (n <= 0 || d->eof) return true;
    if (pfd.revents & (POLLIN | POLLHUP | POLLERR)) {
        char chunk[65536];
        for (;;) {
            ssize_t r = read(d->master, chunk, sizeof chunk);
            if (r > 0) {
                d->t_last = now();
                buf_add(&d->out, chunk, (size_t)r);
                if (d->out.len > OUTPUT_MAX) {
                    say(d, "the program wrote more than %u MiB", OUTPUT_MAX >> 20);
                    return false;
                }
                continue;
            }
            if (r < 0 && errno == EINTR) continue;
            if (r == 0 || (r < 0 && errno == EIO)) d->eof = true; /* no slave left */
            else if (r < 0 && errno != EAGAIN) {
                say(d, "read: %s", strerror(errno));
                return false;
            }
            break;
        }
        respond(d);
    }
    if (d->in.len && !d->eof) {
        ssize_t w = write(d->master, d->in.ptr, d->in.len);
        if (w > 0) {
            memmove(d->in.ptr, d->in.ptr + w, d->in.len - (size_t)w);
            d->in.len -= (size_t)w;
        } else if (w < 0 && errno == EIO) {
            d->eof = true;
        } else if (w < 0 && errno != EAGAIN && errno != EINTR) {
            say(d, "write: %s", strerror(errno));
            return false;
        }
    }
    return true;
}

/* Milliseconds left until deadline, at least 0. */
static int ms_left(double deadline)
{
    double left = (deadline - now()) * 1000.0;
    return left <= 0 ? 0 : left > 1e6 ? 1000000 : (int)left + 1;
}

static void describe_status(int st, char *buf, size_t n)
{
    if (WIFEXITED(st)) snprintf(buf, n, "exited with %d", WEXITSTATUS(st));
    else if (WIFSIGNALED(st) && sigabbrev_np(WTERMSIG(st)))
        snprintf(buf, n, "was killed by SIG%s", sigabbrev_np(WTERMSIG(st)));
    else if (WIFSIGNALED(st)) snprintf(buf, n, "was killed by signal %d", WTERMSIG(st));
    else snprintf(buf, n, "stopped");
}

/* The failure of a step that waited: says why and shows the unconsumed output. */
static int fail_waiting(Drive *d, const char *cmd, const char *arg)
{
    /* a program that closed the terminal is usually exiting: give it 100 ms */
    for (int i = 0; d->eof && !d->reaped && i < 10; i++)
        if (!pump(d, 10)) break;
    if (d->eof || d->reaped) {
        char st[64] = "closed the terminal";
        if (d->reaped) describe_status(d->status, st, sizeof st);
        say(d, "%s %s: the program %s first", cmd, arg, st);
    } else {
        say(d, "%s %s: timed out after %g s", cmd, arg, d->timeout);
    }
    show_output(d, d->mark, "received since the last match");
    return EXIT_FAIL;
}

/* Sends the queued input; waits until it is all written. */
static int flush_input(Drive *d)
{
    double deadline = now() + d->timeout;
    while (d->in.len) {
        if (d->eof) {
            say(d, "send: the program closed the terminal");
            return EXIT_FAIL;
        }
        if (now() > deadline) {
            say(d, "send: the program did not read its input for %g s", d->timeout);
            return EXIT_FAIL;
        }
        if (!pump(d, ms_left(deadline))) return EXIT_FAIL;
    }
    return EXIT_PASS;
}

/* ---- the steps ---------------------------------------------------------------------- */

static int step_expect(Drive *d, const char *arg, bool negated)
{
    regex_t re;
    const char *err = compile(&re, arg);
    if (err) {
        say(d, "%s: bad regex: %s", negated ? "expect-not" : "expect", err);
        return EXIT_ERROR;
    }
    double deadline = now() + d->timeout;
    int rc = EXIT_PASS;
    size_t start, end, tried = SIZE_MAX;
    if (negated) {
        if (!pump(d, 0)) rc = EXIT_FAIL;
        else if (search(&re, &d->out, d->mark, &start, &end)) {
            say(d, "expect-not %s: it is there", arg);
            show_output(d, d->mark, "received since the last match");
            rc = EXIT_FAIL;
        }
        regfree(&re);
        return rc;
    }
    for (;;) {
        if (tried != d->out.len) {
            tried = d->out.len;
            if (search(&re, &d->out, d->mark, &start, &end)) {
                d->mark = end;
                break;
            }
        }
        if (d->eof || now() > deadline) {
            rc = fail_waiting(d, "expect", arg);
            break;
        }
        if (!pump(d, ms_left(deadline))) {
            rc = EXIT_FAIL;
            break;
        }
    }
    regfree(&re);
    return rc;
}

/* quiet (need_output false) and settle (true). */
static int step_quiet(Drive *d, const char *cmd, const char *arg, bool need_output)
{
    char *endp;
    long ms = strtol(arg, &endp, 10);
    if (*endp || endp == arg || ms < 0 || ms > 3600000) {
        say(d, "%s: MS must be a number of milliseconds, not '%s'", cmd, arg);
        return EXIT_ERROR;
    }
    double start = now(), deadline = start + d->timeout;
    for (;;) {
        if (!pump(d, 0)) return EXIT_FAIL;
        bool have = d->out.len > d->len_at_send;
        if (need_output && !have && d->eof) return fail_waiting(d, cmd, arg);
        /* quiet counts the silence from its start, settle from the last byte */
        double since = need_output || d->t_last > start ? d->t_last : start;
        double silent = (now() - since) * 1000.0;
        if ((have || !need_output) && (silent >= (double)ms || d->eof)) break;
        if (now() > deadline) return fail_waiting(d, cmd, arg);
        int wait = have || !need_output ? (int)((double)ms - silent) + 1 : ms_left(deadline);
        if (!pump(d, wait)) return EXIT_FAIL;
    }
    if (need_output) {
        printf("settle %.3f\n", (d->t_last - d->t_send) * 1000.0);
        fflush(stdout);
    }
    return EXIT_PASS;
}

static int step_rss(Drive *d)
{
    char path[64], line[256];
    snprintf(path, sizeof path, "/proc/%ld/status", (long)d->pid);
    FILE *f = d->reaped ? NULL : fopen(path, "r");
    if (!f) {
        say(d, "rss: the program is not running");
        return EXIT_FAIL;
    }
    long kb = -1;
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, "VmRSS:", 6)) kb = strtol(line + 6, NULL, 10);
    fclose(f);
    if (kb < 0) {
        say(d, "rss: no VmRSS in %s", path);
        return EXIT_FAIL;
    }
    printf("rss %ld\n", kb);
    fflush(stdout);
    return EXIT_PASS;
}

static int parse_status(const char *s, int *code, int *sig)
{
    char *endp;
    long v = strtol(s, &endp, 10);
    *code = *sig = -1;
    if (*s && !*endp && v >= 0 && v <= 255) {
        *code = (int)v;
        return 0;
    }
    if (!strncmp(s, "SIG", 3)) s += 3;
    for (int i = 1; i < NSIG; i++) {
        const char *name = sigabbrev_np(i);
        if (name && !strcmp(name, s)) {
            *sig = i;
            return 0;
        }
    }
    return -1;
}

static int step_wait(Drive *d, const char *arg)
{
    int code, sig;
    if (parse_status(arg, &code, &sig) < 0) {
        say(d, "wait: STATUS must be 0-255 or a signal name, not '%s'", arg);
        return EXIT_ERROR;
    }
    double deadline = now() + d->timeout;
    while (!d->reaped) {
        if (now() > deadline) return fail_waiting(d, "wait", arg);
        if (!pump(d, ms_left(deadline))) return EXIT_FAIL;
    }
    int st = d->status;
    if ((code >= 0 && WIFEXITED(st) && WEXITSTATUS(st) == code) ||
        (sig > 0 && WIFSIGNALED(st) && WTERMSIG(st) == sig))
        return EXIT_PASS;
    char what[64];
    describe_status(st, what, sizeof what);
    say(d, "wait %s: the program %s", arg, what);
    show_output(d, d->mark, "received since the last match");
    return EXIT_FAIL;
}

static int step_respond(Drive *d, const char *arg)
{
    const char *sp = arg + strcspn(arg, " \t");
    char *re_src = strndup(arg, (size_t)(sp - arg));
    while (*sp == ' ' || *sp == '\t') sp++;
    Responder r = {.pos = d->out.len};
    const char *err = *sp ? compile(&r.re, re_src) : NULL;
    free(re_src);
    if (!*sp || err) {
        say(d, err ? "respond: bad regex: %s" : "respond: needs REGEX TEXT", err);
        return EXIT_ERROR;
    }
    if ((err = unescape(sp, &r.text, false))) {
        regfree(&r.re);
        free(r.text.ptr);
        say(d, "respond: %s", err);
        return EXIT_ERROR;
    }
    d->resp = xrealloc(d->resp, (d->nresp + 1) * sizeof *d->resp);
    d->resp[d->nresp++] = r;
    return EXIT_PASS;
}

static int step_resize(Drive *d, const char *arg)
{
    unsigned rows, cols;
    char extra;
    if (sscanf(arg, "%u %u %c", &rows, &cols, &extra) != 2 || !rows || !cols || rows > 9999 ||
        cols > 9999) {
        say(d, "resize: needs ROWS COLS (1-9999), not '%s'", arg);
        return EXIT_ERROR;
    }
    d->rows = (unsigned short)rows;
    d->cols = (unsigned short)cols;
    struct winsize ws = {.ws_row = d->rows, .ws_col = d->cols};
    if (d->master >= 0 && ioctl(d->master, TIOCSWINSZ, &ws) < 0) {
        say(d, "resize: %s", strerror(errno));
        return EXIT_FAIL;
    }
    return EXIT_PASS;
}

/* Steps that need the program running (it is spawned first when given on the
 * command line). */
static bool needs_program(const char *cmd)
{
    static const char *const names[] = {"send",   "repeat", "expect", "expect-not", "quiet",
                                        "settle", "rss",    "wait",   "dump",       NULL};
    for (size_t i = 0; names[i]; i++)
        if (!strcmp(cmd, names[i])) return true;
    return false;
}

static int run_step(Drive *d, const char *cmd, const char *arg)
{
    if (!d->pid && needs_program(cmd)) {
        if (!d->command) {
            say(d, "%s: no program yet (spawn one first)", cmd);
            return EXIT_ERROR;
        }
        if (!spawn(d, d->command)) return EXIT_FAIL;
    }
    bool has_arg = *arg != '\0';
    if (!strcmp(cmd, "spawn")) {
        if (d->pid) {
            say(d, "spawn: the program is already running");
            return EXIT_ERROR;
        }
        const char *err;
        char **argv = split_words(d, arg, true, &err);
        bool ok = !err && spawn(d, argv);
        if (err) say(d, "spawn: %s", err);
        free_words(argv);
        return ok ? EXIT_PASS : err ? EXIT_ERROR : EXIT_FAIL;
    }
    if (!strcmp(cmd, "env")) {
        const char *eq = strchr(arg, '=');
        if (!eq || eq == arg || d->pid) {
            say(d, d->pid ? "env: the program is already running" : "env: needs NAME=VALUE");
            return EXIT_ERROR;
        }
        char *name = strndup(arg, (size_t)(eq - arg));
        setenv(name, eq + 1, 1);
        free(name);
        return EXIT_PASS;
    }
    if (!strcmp(cmd, "timeout")) {
        char *endp;
        double t = strtod(arg, &endp);
        if (!has_arg || *endp || !(t > 0 && t <= 86400)) {
            say(d, "timeout: needs a number of seconds, not '%s'", arg);
            return EXIT_ERROR;
        }
        d->timeout = t;
        return EXIT_PASS;
    }
    if (!strcmp(cmd, "send") || !strcmp(cmd, "repeat")) {
        unsigned long count = 1;
        if (cmd[0] == 'r') {
            char *endp;
            errno = 0;
            count = strtoul(arg, &endp, 10);
            if (endp == arg || (*endp != ' ' && *endp != '\t') || errno || !count ||
                count > OUTPUT_MAX) {
                say(d, "repeat: needs a COUNT (1 to %u) then TEXT", OUTPUT_MAX);
                return EXIT_ERROR;
            }
            arg = endp + strspn(endp, " \t");
        }
        size_t start = d->in.len;
        const char *err = unescape(arg, &d->in, false);
        if (err) {
            say(d, "%s: %s", cmd, err);
            d->in.len = 0;
            return EXIT_ERROR;
        }
        size_t one = d->in.len - start;
        if (one && count > OUTPUT_MAX / one) {
            say(d, "repeat: more than %u bytes", OUTPUT_MAX);
            d->in.len = 0;
            return EXIT_ERROR;
        }
        if (count > 1) {
            char *copy = xrealloc(NULL, one);
            memcpy(copy, d->in.ptr + start, one);
            for (unsigned long i = 1; i < count; i++) buf_add(&d->in, copy, one);
            free(copy);
        }
        d->t_send = now();
        d->len_at_send = d->out.len;
        return flush_input(d);
    }
    if (!strcmp(cmd, "expect") || !strcmp(cmd, "expect-not")) {
        if (!has_arg) {
            say(d, "%s: needs a REGEX", cmd);
            return EXIT_ERROR;
        }
        return step_expect(d, arg, cmd[6] == '-');
    }
    if (!strcmp(cmd, "quiet") || !strcmp(cmd, "settle"))
        return step_quiet(d, cmd, arg, cmd[1] == 'e');
    if (!strcmp(cmd, "rss")) return step_rss(d);
    if (!strcmp(cmd, "wait")) return step_wait(d, arg);
    if (!strcmp(cmd, "respond")) return step_respond(d, arg);
    if (!strcmp(cmd, "resize")) return step_resize(d, arg);
    if (!strcmp(cmd, "dump")) {
        if (!pump(d, 0)) return EXIT_FAIL;
        printf("dump (%zu bytes):\n", d->out.len);
        put_escaped(stdout, d->out.ptr, d->out.len);
        fflush(stdout);
        return EXIT_PASS;
    }
    say(d,
        "unknown command '%s' (spawn env timeout send repeat expect expect-not quiet settle rss "
        "resize respond wait dump)",
        cmd);
    return EXIT_ERROR;
}

/* Runs the script from f; returns the exit status. */
static int run_script(Drive *d, FILE *f)
{
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    int rc = EXIT_PASS;
    while (rc == EXIT_PASS && (n = getline(&line, &cap, f)) >= 0) {
        d->line++;
        while (n > 0 && isspace((unsigned char)line[n - 1])) line[--n] = '\0';
        char *cmd = line + strspn(line, " \t");
        if (!*cmd || *cmd == '#') continue;
        if (memchr(line, '\0', (size_t)n)) {
            say(d, "the line holds a NUL byte");
            rc = EXIT_ERROR;
            break;
        }
        char *arg = cmd + strcspn(cmd, " \t");
        if (*arg) *arg++ = '\0';
        arg += strspn(arg, " \t");
        rc = run_step(d, cmd, arg);
    }
    if (rc == EXIT_PASS && ferror(f)) {
        fprintf(stderr, "ptydrive: %s: read error: %s\n", d->script, strerror(errno));
        rc = EXIT_ERROR;
    }
    free(line);
    return rc;
}

/* SIGKILLs every process of session sid (the program's jobs may have process
 * groups of their own). */
static void kill_session(pid_t sid)
{
    DIR *dir = opendir("/proc");
    struct dirent *e;
    while (dir && (e = readdir(dir))) {
        char path[300], stat[512];
        if (!isdigit((unsigned char)e->d_name[0])) continue;
        snprintf(path, sizeof path, "/proc/%s/stat", e->d_name);
        FILE *f = fopen(path, "r");
        if (!f) continue;
        size_t n = fread(stat, 1, sizeof stat - 1, f);
        fclose(f);
        stat[n] = '\0';
        /* pid (comm) state ppid pgrp session ...; comm may hold spaces and ')' */
        char *p = strrchr(stat, ')');
        long session;
        if (p && sscanf(p + 1, " %*c %*d %*d %ld", &session) == 1 && session == sid)
            kill((pid_t)strtol(e->d_name, NULL, 10), SIGKILL);
    }
    if (dir) closedir(dir);
}

/* Closes the terminal and kills whatever of the program is left. */
static void finish(Drive *d)
{
    if (d->master >= 0) close(d->master);
    if (d->pid > 0) {
        if (!d->reaped) kill(d->pid, SIGKILL);
        kill_session(d->pid);
        while (!d->reaped && waitpid(d->pid, NULL, 0) < 0 && errno == EINTR) continue;
    }
    for (size_t i = 0; i < d->nresp; i++) {
        regfree(&d->resp[i].re);
        free(d->resp[i].text.ptr);
    }
    free(d->resp);
    free(d->out.ptr);
    free(d->in.ptr);
}

static int usage(void)
{
    fprintf(stderr,
            "usage: ptydrive [--minnow PATH] [--timeout SECONDS] SCRIPT|- [COMMAND ARG...]\n");
    return EXIT_ERROR;
}

int main(int argc, char **argv)
{
    const char *wrap = getenv("MINNOW_WRAP");
    Drive d = {.timeout = wrap && *wrap ? 60 : 10, .rows = 24, .cols = 80, .master = -1};
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        if (!strcmp(argv[i], "--minnow") && i + 1 < argc) {
            d.minnow = argv[++i];
        } else if (!strcmp(argv[i], "--timeout") && i + 1 < argc) {
            d.timeout = strtod(argv[++i], NULL);
            if (!(d.timeout > 0)) return usage();
        } else if (!strcmp(argv[i], "--")) {
            i++;
            break;
        } else {
            return usage();
        }
    }
    if (i >= argc) return usage();
    d.script = argv[i];
    if (argv[i + 1]) d.command = argv + i + 1;
    FILE *f = strcmp(d.script, "-") ? fopen(d.script, "r") : stdin;
    if (!f) {
        fprintf(stderr, "ptydrive: cannot open %s: %s\n", d.script, strerror(errno));
        return EXIT_ERROR;
    }
    signal(SIGPIPE, SIG_IGN);
    int rc = run_script(&d, f);
    if (f != stdin) fclose(f);
    finish(&d);
    return rc;
}
