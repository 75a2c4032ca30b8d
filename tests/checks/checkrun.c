/* tests/checks/checkrun.c - run one check file and compare its output.
 *
 * Usage: checkrun [--minnow PATH] [--indent PATH] FILE.fish
 *
 * A check file carries its test in comment directives, which may be indented and
 * may sit anywhere in the file:
 *
 *   # RUN: COMMAND        run with /bin/sh -c, stdin from /dev/null; one or more.
 *                         Every RUN must produce the expected output.
 *   # CHECK: LINE         the next expected line of stdout
 *   # CHECKERR: LINE      the next expected line of stderr
 *   # REQUIRES: COMMAND   skip the file (exit 77) unless COMMAND succeeds
 *   # REQUIRES-UNPRIVILEGED   read by tests/run (run as `nobody` when root)
 *   # STDERR-TTY[: WHY]   stderr is a pseudo-terminal (no echo, no output
 *                         processing) instead of a pipe: how a person sees our
 *                         hints, which minnow prints only to a terminal
 *
 * In RUN and REQUIRES commands: %minnow (the shell, prefixed by $MINNOW_WRAP when
 * set, e.g. valgrind), %minnow_indent, %checkrun (this program), %s (the file's
 * basename; commands run in the file's directory, so messages naming it are
 * stable) and %% (a literal %). Any other % sequence is an error.
 *
 * Matching: stdout must be exactly the CHECK lines in order, line for line, and
 * stderr exactly the CHECKERR lines; no lines expected means empty output. A
 * missing newline at the very end does not matter. One space after the colon is
 * dropped; spaces after it count. Trailing blanks of a directive are ignored (an
 * editor may strip them): expect trailing blanks in output with {{ }}. Inside an
 * expected line, {{RE}} is a POSIX extended regex (plus \d and \D) matching part
 * of the line; the text around it matches literally ({{[{][{]}} matches a literal
 * "{{" and {{[}][}]}} a literal "}}"). Lines are byte strings and
 * may hold invalid UTF-8 or NULs; matching is byte-wise (C locale).
 *
 * A RUN killed by a signal fails the file. Exit status: 0 pass, 1 fail, 77 skip,
 * 2 bad usage or a broken check file. Reports go to stdout. */

#define _XOPEN_SOURCE 700 /* posix_openpt and friends */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <regex.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#define EXIT_PASS  0
#define EXIT_FAIL  1
#define EXIT_ERROR 2
#define EXIT_SKIP  77

/* Diffs are computed exactly up to this many (expected x actual) line pairs. */
#define DIFF_MAX_CELLS 4000000
/* At most this many diff lines are printed per stream. */
#define DIFF_MAX_SHOWN 200
#define DIFF_CONTEXT   3

typedef struct {
    char *ptr;
    size_t len, cap;
} Buf;

typedef struct {
    const char *ptr;
    size_t len;
} Line;

typedef struct {
    char *text; /* the line as written after the directive (owned) */
    size_t len;
    int srcline;
    bool has_re;
    regex_t re;
} Expect;

typedef struct {
    Expect *items;
    size_t len, cap;
} ExpectList;

typedef struct {
    char *cmd; /* owned, before substitution */
    int srcline;
} Command;

typedef struct {
    Command *items;
    size_t len, cap;
} CommandList;

static const char *check_name; /* the check file as given, for messages */

static void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

static void die(const char *fmt, ...)
{
    va_list ap;
    fflush(stdout);
    fputs("checkrun: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(EXIT_ERROR);
}

static void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p) die("out of memory");
    return p;
}

static char *xstrndup(const char *s, size_t n)
{
    char *d = xrealloc(NULL, n + 1);
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

#define GROW(list)                                                                                 \
    do {                                                                                           \
        if ((list)->len == (list)->cap) {                                                          \
            (list)->cap = (list)->cap ? 2 * (list)->cap : 8;                                       \
            (list)->items = xrealloc((list)->items, (list)->cap * sizeof *(list)->items);          \
        }                                                                                          \
    } while (0)

static void buf_add(Buf *b, const void *p, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (b->len + n + 1 > cap) cap *= 2;
        b->ptr = xrealloc(b->ptr, cap);
        b->cap = cap;
    }
    memcpy(b->ptr + b->len, p, n);
    b->len += n;
    b->ptr[b->len] = '\0';
}

static void buf_adds(Buf *b, const char *s)
{
    buf_add(b, s, strlen(s));
}

static void buf_free(Buf *b)
{
    free(b->ptr);
    *b = (Buf){0};
}

static Buf read_file(const char *path)
{
    Buf b = {0};
    char chunk[65536];
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) die("cannot open %s: %s", path, strerror(errno));
    for (;;) {
        ssize_t n = read(fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) die("cannot read %s: %s", path, strerror(errno));
        if (n == 0) break;
        buf_add(&b, chunk, (size_t)n);
    }
    close(fd);
    buf_add(&b, "", 0);
    return b;
}

/* Splits text into lines; a final newline does not start another line. The lines
 * point into text. */
static Line *split_lines(const char *text, size_t len, size_t *count)
{
    Line *lines = NULL;
    size_t n = 0, cap = 0, start = 0;
    for (size_t i = 0; i <= len; i++) {
        if (i < len && text[i] != '\n') continue;
        if (i == len && start == len) break;
        if (n == cap) {
            cap = cap ? 2 * cap : 64;
            lines = xrealloc(lines, cap * sizeof *lines);
        }
        lines[n++] = (Line){text + start, i - start};
        start = i + 1;
    }
    *count = n;
    return lines;
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

/* ---- expected lines -------------------------------------------------------------- */

/* Appends a literal byte, escaped for an extended regex. */
static void re_literal(Buf *re, char c)
{
    if (strchr("\\.[]()*+?{}|^$", c) && c != '\0') buf_add(re, "\\", 1);
    buf_add(re, &c, 1);
}

/* Appends a {{...}} part; \d and \D outside brackets become [0-9] and [^0-9]. */
static void re_part(Buf *re, const char *p, size_t n)
{
    bool in_bracket = false;
    buf_adds(re, "(");
    for (size_t i = 0; i < n; i++) {
        char c = p[i];
        if (in_bracket) {
            buf_add(re, &c, 1);
            if (c == ']') in_bracket = false;
        } else if (c == '[') {
            buf_add(re, &c, 1);
            in_bracket = true;
            if (i + 1 < n && p[i + 1] == '^') buf_add(re, &p[++i], 1);
            if (i + 1 < n && p[i + 1] == ']') buf_add(re, &p[++i], 1);
        } else if (c == '\\' && i + 1 < n) {
            char e = p[++i];
            if (e == 'd') buf_adds(re, "[0-9]");
            else if (e == 'D') buf_adds(re, "[^0-9]");
            else buf_add(re, p + i - 1, 2);
        } else {
            buf_add(re, &c, 1);
        }
    }
    buf_adds(re, ")");
}

static void expect_compile(Expect *e)
{
    Buf re = {0};
    const char *p = e->text, *end = e->text + e->len;
    e->has_re = strstr(e->text, "{{") != NULL;
    if (!e->has_re) return;
    buf_adds(&re, "^");
    while (p < end) {
        const char *open = strstr(p, "{{");
        if (!open) {
            for (; p < end; p++) re_literal(&re, *p);
            break;
        }
        for (; p < open; p++) re_literal(&re, *p);
        const char *close = strstr(open + 2, "}}");
        if (!close) die("%s:%d: unterminated {{ in expected line", check_name, e->srcline);
        re_part(&re, open + 2, (size_t)(close - open - 2));
        p = close + 2;
    }
    buf_adds(&re, "$");
    int rc = regcomp(&e->re, re.ptr, REG_EXTENDED);
    if (rc != 0) {
        char msg[256];
        regerror(rc, &e->re, msg, sizeof msg);
        die("%s:%d: bad regex %s: %s", check_name, e->srcline, re.ptr, msg);
    }
    buf_free(&re);
}

static bool expect_matches(const Expect *e, Line l)
{
    if (!e->has_re) return e->len == l.len && memcmp(e->text, l.ptr, l.len) == 0;
    regmatch_t m[1];
    m[0].rm_so = 0;
    m[0].rm_eo = (regoff_t)l.len;
    if (regexec(&e->re, l.ptr, 1, m, REG_STARTEND) != 0) return false;
    return m[0].rm_so == 0 && (size_t)m[0].rm_eo == l.len;
}

/* ---- the check file -------------------------------------------------------------- */

typedef struct {
    CommandList runs, requires;
    ExpectList out, err;
    bool stderr_tty;
} CheckFile;

static void commands_free(CommandList *l)
{
    for (size_t i = 0; i < l->len; i++) free(l->items[i].cmd);
    free(l->items);
}

static void expects_free(ExpectList *l)
{
    for (size_t i = 0; i < l->len; i++) {
        if (l->items[i].has_re) regfree(&l->items[i].re);
        free(l->items[i].text);
    }
    free(l->items);
}

static void check_free(CheckFile *cf)
{
    commands_free(&cf->runs);
    commands_free(&cf->requires);
    expects_free(&cf->out);
    expects_free(&cf->err);
}

/* If line (after blanks and '#' and blanks) starts with the directive word, returns
 * what follows it, else NULL. */
static const char *directive(const char *p, const char *word)
{
    size_t n = strlen(word);
    return strncmp(p, word, n) == 0 ? p + n : NULL;
}

static void add_command(CommandList *l, const char *p, const char *end, int srcline)
{
    while (p < end && is_blank(*p)) p++;
    if (p == end) die("%s:%d: empty command", check_name, srcline);
    GROW(l);
    l->items[l->len++] = (Command){xstrndup(p, (size_t)(end - p)), srcline};
}

static void add_expect(ExpectList *l, const char *p, const char *end, int srcline)
{
    if (p < end && (*p == ' ' || *p == '\t')) p++;
    GROW(l);
    Expect *e = &l->items[l->len++];
    *e = (Expect){xstrndup(p, (size_t)(end - p)), (size_t)(end - p), srcline, false, {0}};
    if (memchr(e->text, '\0', e->len)) die("%s:%d: NUL byte in expected line", check_name, srcline);
    expect_compile(e);
}

static CheckFile parse_check(const char *text, size_t len)
{
    CheckFile cf = {0};
    size_t nlines;
    Line *lines = split_lines(text, len, &nlines);
    for (size_t i = 0; i < nlines; i++) {
        const char *p = lines[i].ptr, *end = p + lines[i].len, *v;
        int srcline = (int)i + 1;
        while (p < end && is_blank(*p)) p++;
        if (p == end || *p != '#') continue;
        p++;
        while (p < end && is_blank(*p)) p++;
        while (end > p && is_blank(end[-1])) end--;
        /* A directive word ends at ':' or at the end of the line. */
        size_t wlen = 0;
        while (p + wlen < end && (p[wlen] == '-' || (p[wlen] >= 'A' && p[wlen] <= 'Z'))) wlen++;
        if ((v = directive(p, "RUN:"))) add_command(&cf.runs, v, end, srcline);
        else if ((v = directive(p, "REQUIRES:"))) add_command(&cf.requires, v, end, srcline);
        else if ((v = directive(p, "CHECKERR:"))) add_expect(&cf.err, v, end, srcline);
        else if ((v = directive(p, "CHECK:"))) add_expect(&cf.out, v, end, srcline);
        else if (wlen == (size_t)(end - p) && directive(p, "REQUIRES-UNPRIVILEGED")) continue;
        else if (wlen == 10 && directive(p, "STDERR-TTY")) cf.stderr_tty = true; /* ":" and a why may follow */
        else if (wlen > 0 && (p + wlen == end || p[wlen] == ':') &&
                 (directive(p, "RUN") || directive(p, "CHECK") || directive(p, "REQUIRES")))
            die("%s:%d: unknown directive %.*s", check_name, srcline, (int)wlen, p);
    }
    free(lines);
    if (cf.runs.len == 0) die("%s: no RUN line", check_name);
    return cf;
}

/* ---- substitution ---------------------------------------------------------------- */

/* Appends s, single-quoted for sh unless it is made of safe characters. */
static void add_quoted(Buf *b, const char *s)
{
    if (*s && strspn(s, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
                        "_./+-=:,@") == strlen(s)) {
        buf_adds(b, s);
        return;
    }
    buf_adds(b, "'");
    for (; *s; s++) {
        if (*s == '\'') buf_adds(b, "'\\''");
        else buf_add(b, s, 1);
    }
    buf_adds(b, "'");
}

typedef struct {
    const char *minnow, *indent, *self, *base, *wrap;
} Subst;

static char *substitute(const Subst *sub, const char *cmd, int srcline)
{
    Buf b = {0};
    for (const char *p = cmd; *p; p++) {
        const char *v;
        if (*p != '%') {
            buf_add(&b, p, 1);
        } else if ((v = directive(p, "%%"))) {
            buf_adds(&b, "%");
            p = v - 1;
        } else if ((v = directive(p, "%minnow_indent"))) {
            add_quoted(&b, sub->indent);
            p = v - 1;
        } else if ((v = directive(p, "%minnow"))) {
            if (sub->wrap && *sub->wrap) {
                buf_adds(&b, sub->wrap);
                buf_adds(&b, " ");
            }
            add_quoted(&b, sub->minnow);
            p = v - 1;
        } else if ((v = directive(p, "%checkrun"))) {
            add_quoted(&b, sub->self);
            p = v - 1;
        } else if ((v = directive(p, "%s"))) {
            add_quoted(&b, sub->base);
            p = v - 1;
        } else {
            die("%s:%d: unknown substitution at \"%.12s\" (write %%%% for a literal %%)",
                check_name, srcline, p);
        }
    }
    buf_add(&b, "", 0);
    return b.ptr;
}

/* An absolute form of path, when it names a file by a relative path with a slash;
 * a bare name is left for $PATH. */
static char *absolute(const char *path)
{
    char resolved[PATH_MAX], cwd[PATH_MAX];
    if (!strchr(path, '/') || path[0] == '/') return xstrndup(path, strlen(path));
    if (realpath(path, resolved)) return xstrndup(resolved, strlen(resolved));
    if (!getcwd(cwd, sizeof cwd)) die("getcwd: %s", strerror(errno));
    Buf b = {0};
    buf_adds(&b, cwd);
    buf_adds(&b, "/");
    buf_adds(&b, path);
    return b.ptr;
}

/* ---- running --------------------------------------------------------------------- */

typedef struct {
    Buf out, err;
    int status; /* as from waitpid */
} RunResult;

static void child_exec(const char *cmd, int out_fd, int err_fd)
{
    sigset_t none;
    int devnull = open("/dev/null", O_RDONLY);
    if (devnull < 0 || dup2(devnull, 0) < 0 || dup2(out_fd, 1) < 0 || dup2(err_fd, 2) < 0)
        _exit(126);
    if (devnull > 2) close(devnull);
    /* A test sees default signal dispositions whatever launched us. */
    for (int sig = 1; sig < 32; sig++)
        if (sig != SIGKILL && sig != SIGSTOP) signal(sig, SIG_DFL);
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
    _exit(127);
}

static void make_pipe(int fds[2])
{
    if (pipe(fds) < 0) die("pipe: %s", strerror(errno));
    for (int i = 0; i < 2; i++) fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_NONBLOCK);
}

/* Like make_pipe, with a pseudo-terminal: fds[0] the master to read, fds[1] the
 * terminal for the command. Output reaches us as written (no "\r\n"), and
 * the master reads EIO once every holder of the terminal is gone: the end. */
static void make_pty(int fds[2])
{
    int m = posix_openpt(O_RDWR | O_NOCTTY);
    const char *name = m < 0 || grantpt(m) < 0 || unlockpt(m) < 0 ? NULL : ptsname(m);
    int s = name ? open(name, O_RDWR | O_NOCTTY) : -1;
    struct termios t;
    if (s < 0 || tcgetattr(s, &t) < 0) die("pseudo-terminal: %s", strerror(errno));
    t.c_oflag &= ~(tcflag_t)OPOST;
    t.c_lflag &= ~(tcflag_t)(ECHO | ICANON | ISIG);
    if (tcsetattr(s, TCSANOW, &t) < 0) die("pseudo-terminal: %s", strerror(errno));
    fds[0] = m;
    fds[1] = s;
    for (int i = 0; i < 2; i++) fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    fcntl(m, F_SETFL, fcntl(m, F_GETFL) | O_NONBLOCK);
}

/* Runs cmd with sh -c, reading stdout and stderr together so neither pipe fills;
 * stderr is a pseudo-terminal when stderr_tty is set. */
static RunResult run_command(const char *cmd, bool stderr_tty)
{
    RunResult r = {{0}, {0}, 0};
    int out[2], err[2];
    fflush(stdout);
    make_pipe(out);
    if (stderr_tty) make_pty(err);
    else make_pipe(err);
    pid_t pid = fork();
    if (pid < 0) die("fork: %s", strerror(errno));
    if (pid == 0) child_exec(cmd, out[1], err[1]);
    close(out[1]);
    close(err[1]);

    struct pollfd pfd[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
    Buf *dest[2] = {&r.out, &r.err};
    int open_fds = 2;
    char chunk[65536];
    while (open_fds > 0) {
        if (poll(pfd, 2, -1) < 0) {
            if (errno == EINTR) continue;
            die("poll: %s", strerror(errno));
        }
        for (int i = 0; i < 2; i++) {
            if (pfd[i].fd < 0 || !(pfd[i].revents & (POLLIN | POLLHUP | POLLERR))) continue;
            for (;;) {
                ssize_t n = read(pfd[i].fd, chunk, sizeof chunk);
                if (n > 0) {
                    buf_add(dest[i], chunk, (size_t)n);
                    continue;
                }
                if (n < 0 && errno == EINTR) continue;
                if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) break;
                close(pfd[i].fd); /* end of file, or an error we cannot read past */
                pfd[i].fd = -1;
                open_fds--;
                break;
            }
        }
    }
    while (waitpid(pid, &r.status, 0) < 0)
        if (errno != EINTR) die("waitpid: %s", strerror(errno));
    buf_add(&r.out, "", 0);
    buf_add(&r.err, "", 0);
    return r;
}

/* ---- reporting ------------------------------------------------------------------- */

/* Length of the valid UTF-8 sequence at s, or 0. */
static size_t utf8_len(const unsigned char *s, size_t n)
{
    size_t len;
    unsigned min;
    if (s[0] < 0xc2 || s[0] > 0xf4) return 0;
    len = s[0] < 0xe0 ? 2 : s[0] < 0xf0 ? 3 : 4;
    min = len == 2 ? 0x80 : len == 3 ? 0x800 : 0x10000;
    if (len > n) return 0;
    unsigned cp = s[0] & (0x7f >> len);
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xc0) != 0x80) return 0;
        cp = (cp << 6) | (s[i] & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return 0;
    return len;
}

/* Prints bytes readably: controls, invalid UTF-8 and backslashes escaped. */
static void put_escaped(const char *p, size_t n)
{
    const unsigned char *s = (const unsigned char *)p;
    for (size_t i = 0; i < n; i++) {
        size_t u;
        if (s[i] == '\\') fputs("\\\\", stdout);
        else if (s[i] == '\t') fputs("\\t", stdout);
        else if (s[i] == '\r') fputs("\\r", stdout);
        else if (s[i] >= 0x20 && s[i] < 0x7f) putchar(s[i]);
        else if (s[i] >= 0x80 && (u = utf8_len(s + i, n - i)) > 0) {
            fwrite(s + i, 1, u, stdout);
            i += u - 1;
        } else printf("\\x%02x", s[i]);
    }
}

static void put_quoted(const char *p, size_t n)
{
    putchar('"');
    put_escaped(p, n);
    putchar('"');
}

typedef enum { OP_SAME, OP_DEL, OP_ADD } DiffOp;

typedef struct {
    DiffOp op;
    size_t a, b; /* index into expected (SAME, DEL) and actual (SAME, ADD) */
} DiffLine;

/* A line diff of expected against actual: a longest common subsequence when the
 * table fits, else line by line. Returns the number of DiffLines in *out. */
static size_t diff_lines(const ExpectList *exp, const Line *act, size_t nact, DiffLine **out)
{
    size_t n = exp->len, m = nact, k = 0;
    DiffLine *d = xrealloc(NULL, (n + m + 1) * sizeof *d);
    if ((n + 1) * (m + 1) <= DIFF_MAX_CELLS) {
        unsigned *t = xrealloc(NULL, (n + 1) * (m + 1) * sizeof *t);
#define T(i, j) t[(i) * (m + 1) + (j)]
        for (size_t i = n + 1; i-- > 0;) {
            for (size_t j = m + 1; j-- > 0;) {
                if (i == n || j == m) T(i, j) = 0;
                else if (expect_matches(&exp->items[i], act[j])) T(i, j) = T(i + 1, j + 1) + 1;
                else T(i, j) = T(i + 1, j) > T(i, j + 1) ? T(i + 1, j) : T(i, j + 1);
            }
        }
        size_t i = 0, j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && T(i, j) == T(i + 1, j + 1) + 1 &&
                expect_matches(&exp->items[i], act[j]))
                d[k++] = (DiffLine){OP_SAME, i++, j++};
            else if (i < n && (j == m || T(i + 1, j) >= T(i, j + 1)))
                d[k++] = (DiffLine){OP_DEL, i++, j};
            else d[k++] = (DiffLine){OP_ADD, i, j++};
        }
#undef T
        free(t);
    } else {
        for (size_t i = 0; i < n || i < m; i++) {
            if (i < n && i < m && expect_matches(&exp->items[i], act[i]))
                d[k++] = (DiffLine){OP_SAME, i, i};
            else {
                if (i < n) d[k++] = (DiffLine){OP_DEL, i, i};
                if (i < m) d[k++] = (DiffLine){OP_ADD, i, i};
            }
        }
    }
    *out = d;
    return k;
}

/* True when a changed line is within DIFF_CONTEXT lines of d[x]. */
static bool near_change(const DiffLine *d, size_t k, size_t x)
{
    for (size_t y = x >= DIFF_CONTEXT ? x - DIFF_CONTEXT : 0; y < k && y <= x + DIFF_CONTEXT; y++)
        if (d[y].op != OP_SAME) return true;
    return false;
}

static void print_diff(const ExpectList *exp, const Line *act, size_t nact)
{
    DiffLine *d;
    size_t k = diff_lines(exp, act, nact, &d), shown = 0;
    printf("  --- expected\n  +++ actual\n");
    for (size_t x = 0; x < k; x++) {
        if (d[x].op == OP_SAME && !near_change(d, k, x)) {
            size_t start = x;
            while (x + 1 < k && d[x + 1].op == OP_SAME && !near_change(d, k, x + 1)) x++;
            printf("  @@ %zu matching line%s @@\n", x - start + 1, x == start ? "" : "s");
            continue;
        }
        if (shown++ == DIFF_MAX_SHOWN) {
            printf("  ... (diff cut at %d lines)\n", DIFF_MAX_SHOWN);
            break;
        }
        if (d[x].op == OP_SAME) {
            printf("   ");
            put_escaped(act[d[x].b].ptr, act[d[x].b].len);
        } else if (d[x].op == OP_DEL) {
            printf("  -");
            fwrite(exp->items[d[x].a].text, 1, exp->items[d[x].a].len, stdout);
        } else {
            printf("  +");
            put_escaped(act[d[x].b].ptr, act[d[x].b].len);
        }
        putchar('\n');
    }
    free(d);
}

/* Compares one stream; on a mismatch prints a report and returns false. */
static bool check_stream(const char *stream, const char *directive_name, const ExpectList *exp,
                         const Buf *actual, const char *cmd)
{
    size_t nact, first = 0;
    Line *act = split_lines(actual->ptr, actual->len, &nact);
    while (first < exp->len && first < nact && expect_matches(&exp->items[first], act[first]))
        first++;
    if (first == exp->len && first == nact) {
        free(act);
        return true;
    }
    printf("%s: %s does not match for RUN: %s\n", check_name, stream, cmd);
    printf("  expected %zu line%s, got %zu; first difference at line %zu:\n", exp->len,
           exp->len == 1 ? "" : "s", nact, first + 1);
    if (first < exp->len) {
        const Expect *e = &exp->items[first];
        printf("    expected: \"");
        fwrite(e->text, 1, e->len, stdout);
        printf("\"  (%s on line %d)\n", directive_name, e->srcline);
    } else {
        printf("    expected: end of output\n");
    }
    printf("    actual:   ");
    if (first < nact) put_quoted(act[first].ptr, act[first].len);
    else printf("end of output");
    printf("\n");
    print_diff(exp, act, nact);
    free(act);
    return false;
}

static void describe_status(int status)
{
    if (WIFEXITED(status)) printf("  (exit status %d)\n", WEXITSTATUS(status));
    else if (WIFSIGNALED(status))
        printf("  (killed by signal %d, %s)\n", WTERMSIG(status), strsignal(WTERMSIG(status)));
}

/* ---- main ------------------------------------------------------------------------ */

static void usage(void)
{
    fprintf(stderr, "usage: checkrun [--minnow PATH] [--indent PATH] FILE.fish\n");
    exit(EXIT_ERROR);
}

int main(int argc, char **argv)
{
    const char *minnow = "minnow", *indent = "minnow_indent", *file = NULL;
    char self[PATH_MAX], real[PATH_MAX];

    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--minnow") == 0 && i + 1 < argc) minnow = argv[++i];
        else if (strcmp(argv[i], "--indent") == 0 && i + 1 < argc) indent = argv[++i];
        else if (argv[i][0] == '-' && argv[i][1] != '\0') usage();
        else if (file) usage();
        else file = argv[i];
    }
    if (!file) usage();
    check_name = file;

    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    char *self_abs = n > 0 ? xstrndup(self, (size_t)n) : absolute(argv[0]);
    char *minnow_abs = absolute(minnow), *indent_abs = absolute(indent);
    if (!realpath(file, real)) die("cannot find %s: %s", file, strerror(errno));
    Buf text = read_file(real);
    CheckFile cf = parse_check(text.ptr, text.len);

    char *slash = strrchr(real, '/');
    *slash = '\0';
    if (chdir(real[0] ? real : "/") < 0) die("cannot enter %s: %s", real, strerror(errno));
    Subst sub = {minnow_abs, indent_abs, self_abs, slash + 1, getenv("MINNOW_WRAP")};
    int result = EXIT_PASS;

    for (size_t i = 0; i < cf.requires.len; i++) {
        char *cmd = substitute(&sub, cf.requires.items[i].cmd, cf.requires.items[i].srcline);
        RunResult r = run_command(cmd, false);
        bool ok = WIFEXITED(r.status) && WEXITSTATUS(r.status) == 0;
        buf_free(&r.out);
        buf_free(&r.err);
        if (!ok) printf("%s: skipped, requirement not met: %s\n", check_name, cmd);
        free(cmd);
        if (!ok) {
            result = EXIT_SKIP;
            break;
        }
    }

    for (size_t i = 0; result != EXIT_SKIP && i < cf.runs.len; i++) {
        char *cmd = substitute(&sub, cf.runs.items[i].cmd, cf.runs.items[i].srcline);
        RunResult r = run_command(cmd, cf.stderr_tty);
        bool ok = check_stream("stdout", "CHECK", &cf.out, &r.out, cmd);
        ok &= check_stream("stderr", "CHECKERR", &cf.err, &r.err, cmd);
        if (WIFSIGNALED(r.status)) {
            printf("%s: RUN was killed by signal %d (%s): %s\n", check_name, WTERMSIG(r.status),
                   strsignal(WTERMSIG(r.status)), cmd);
            ok = false;
        }
        if (!ok) {
            describe_status(r.status);
            result = EXIT_FAIL;
        }
        buf_free(&r.out);
        buf_free(&r.err);
        free(cmd);
    }
    check_free(&cf);
    buf_free(&text);
    free(self_abs);
    free(minnow_abs);
    free(indent_abs);
    return result;
}
