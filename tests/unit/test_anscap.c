/* tests/unit/test_anscap.c - what $ans keeps of a terminal's output
 * (proc/anscap.c): escapes dropped, lines rewritten by "\r" and "\b", the
 * alternate screen not captured, the last ANSCAP_MAX bytes kept at a line
 * start; and the relay loop itself on a pty (proc/relay.c). */
#define _GNU_SOURCE /* posix_openpt, cfmakeraw */
#include "unit.h"

#include "proc/anscap.h"
#include "proc/relay.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

/* The text the bytes leave, fed in pieces of step bytes (0: at once);
 * "<alt>" when nothing is captured. */
static char *captured(const char *in, size_t n, size_t step)
{
    AnsCap c;
    anscap_init(&c);
    if (!step) step = n ? n : 1;
    for (size_t i = 0; i < n; i += step) anscap_feed(&c, in + i, n - i < step ? n - i : step);
    StrBuf out = STRBUF_INIT;
    if (!anscap_result(&c, &out)) sb_append_cstr(&out, "<alt>");
    anscap_fini(&c);
    sb_append_char(&out, '\0');
    return sb_take(&out);
}

static void expect_cap(const char *in, size_t n, const char *want, const char *file, int line)
{
    for (size_t step = 0; step < 4; step++) { /* whole, and split anywhere */
        char *got = captured(in, n, step);
        if (strcmp(got, want))
            unit_fail(file, line, "step %zu: got [%s], want [%s]", step, got, want);
        free(got);
    }
}
#define CAP(in, want) expect_cap(in, sizeof(in) - 1, want, __FILE__, __LINE__)

TEST(plain_text_and_crlf)
{
    CAP("41\r\n", "41\n");
    CAP("1\r\n2\r\n3\r\n", "1\n2\n3\n");
    CAP("no newline", "no newline");
    CAP("", "");
    CAP("tab\there\n", "tab\there\n");
}

TEST(escape_sequences_go)
{
    CAP("\033[01;34msub\033[0m/\r\n", "sub/\n");
    CAP("\033]0;title\007x\n", "x\n");                           /* OSC to BEL */
    CAP("\033]8;;http://a\033\\link\033]8;;\033\\\n", "link\n"); /* OSC to ST */
    CAP("\033P+q544e\033\\y\n", "y\n");                          /* DCS */
    CAP("\033(Bz\033=\n", "z\n");                                /* charset, keypad mode */
    CAP("a\007b\001c\n", "abc\n");                               /* other controls */
    CAP("\033[?2004h\033[>5uok\n", "ok\n");
}

TEST(carriage_return_and_backspace_rewrite_the_line)
{
    CAP(" 10%\r 50%\r100%\r\n", "100%\n");
    CAP("first\nabc\rX\n", "first\nX\n");
    CAP("abd\bc\n", "abc\n");
    CAP("é\bx\n", "x\n"); /* a whole UTF-8 character */
    CAP("\b\bx\n", "x\n");
}

TEST(alternate_screen_is_not_captured)
{
    CAP("before\n\033[?1049hfull\033[?1049lafter\n", "<alt>");
    CAP("\033[?1;47h", "<alt>");
    CAP("\033[?1047h", "<alt>");
    CAP("\033[?1048h\033[?25h\033[1049h", ""); /* other modes, and no '?' */
}

TEST(only_the_last_mebibyte_at_a_line_start)
{
    AnsCap c;
    anscap_init(&c);
    char line[100];
    size_t total = 0;
    for (int i = 0; total < 5 * ANSCAP_MAX; i++) {
        int n = snprintf(line, sizeof line, "line %09d\r\n", i);
        anscap_feed(&c, line, (size_t)n);
        total += (size_t)n;
    }
    anscap_feed(&c, "last\r\n", 6);
    StrBuf out = STRBUF_INIT;
    EXPECT(anscap_result(&c, &out));
    EXPECT(out.len <= ANSCAP_MAX);
    EXPECT(out.len > ANSCAP_MAX - 20);
    EXPECT(!strncmp(out.ptr, "line ", 5));
    EXPECT(!strcmp(out.ptr + out.len - 5, "last\n"));
    anscap_fini(&c);
    sb_fini(&out);
}

TEST(one_long_line_keeps_its_end)
{
    AnsCap c;
    anscap_init(&c);
    char *big = malloc(3 * ANSCAP_MAX);
    memset(big, 'x', 3 * ANSCAP_MAX);
    big[3 * ANSCAP_MAX - 1] = 'y';
    anscap_feed(&c, big, 3 * ANSCAP_MAX);
    StrBuf out = STRBUF_INIT;
    EXPECT(anscap_result(&c, &out));
    EXPECT_EQ_SIZE(out.len, ANSCAP_MAX);
    EXPECT(out.ptr[out.len - 1] == 'y');
    anscap_reset(&c);
    sb_clear(&out);
    EXPECT(anscap_result(&c, &out));
    EXPECT_EQ_SIZE(out.len, 0);
    free(big);
    anscap_fini(&c);
    sb_fini(&out);
}

/* The relay between a pipe pair (standing for the terminal) and a pty whose
 * slave a child writes to: the marks vanish from what is relayed, the text
 * between them is captured, the child's exit status comes back. */
TEST(relay_loop_relays_and_captures)
{
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    EXPECT(master >= 0 && grantpt(master) == 0 && unlockpt(master) == 0);
    char *name = ptsname(master);
    int in[2], out[2], ctl[2];
    EXPECT(pipe(in) == 0 && pipe(out) == 0 && pipe(ctl) == 0);
    pid_t pid = fork();
    if (pid == 0) {
        int s = open(name, O_RDWR | O_NOCTTY);
        struct termios t;
        tcgetattr(s, &t);
        cfmakeraw(&t);
        tcsetattr(s, TCSANOW, &t);
        const char text[] =
            "seen\033]5379;minnow-ans-begin\007kept\033[1m!\033]5379;minnow-ans-end\007after";
        for (size_t i = 0; i < sizeof text - 1; i++) { /* a byte at a time: marks split */
            if (write(s, text + i, 1) != 1) _exit(9);
        }
        _exit(7);
    }
    void *shared = calloc(1, (size_t)2 << 20);
    int status = relay_loop(in[0], out[1], master, -1, ctl[1], shared, pid);
    EXPECT(WIFEXITED(status) && WEXITSTATUS(status) == 7);
    close(out[1]);
    char buf[256];
    size_t got = 0;
    for (ssize_t n; (n = read(out[0], buf + got, sizeof buf - 1 - got)) > 0;) got += (size_t)n;
    buf[got] = '\0';
    EXPECT_STR_EQ(buf, "seenkept\033[1m!after");
    const char *text = (const char *)shared + 16; /* Shared: seq, ok, len, text */
    EXPECT(!strncmp(text, "kept!", 5));
    unsigned char b = 0;
    EXPECT(read(ctl[0], &b, 1) == 1 && b == 1);
    free(shared);
    close(master);
    close(in[0]);
    close(in[1]);
    close(out[0]);
    close(ctl[0]);
    close(ctl[1]);
}
