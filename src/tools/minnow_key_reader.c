/* tools/minnow_key_reader.c - show what keys the terminal sends, and how to
 * bind them (fish_key_reader).
 *
 *     minnow_key_reader [-c | --continuous] [-V | --verbose]
 *
 * Puts the terminal in raw mode, asks whether it speaks the kitty keyboard
 * protocol (CSI ? u, with a primary device attributes request CSI c behind it
 * as the sentinel: a terminal that answers only the second does not) and
 * turns the protocol on when it does (else xterm's modifyOtherKeys), then
 * prints `bind KEY 'do something'` for each key decoded by interactive/keys.c.
 * Every exit path, a fatal signal included, puts the terminal back. */
#include "base/embed.h"
#include "base/fs.h"
#include "base/opt.h"
#include "base/utf8.h"
#include "builtins/builtins.h"
#include "env/features.h"
#include "interactive/keys.h"
#include "shell.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static const char *progname = "minnow_key_reader";

/* What must be undone on exit; read by the signal handlers. */
static struct {
    struct termios saved; /* the modes before raw mode */
    int out;              /* the terminal to write control sequences to */
    volatile sig_atomic_t raw, paste, kitty, other_keys;
} term;

static void put(const char *s)
{
    fs_write_all(term.out, s, strlen(s));
}

/* Turns off what was turned on and restores the modes (async-signal-safe). */
static void restore(void)
{
    if (term.kitty) put("\x1b[<1u"); /* pop the flags pushed */
    if (term.other_keys) put("\x1b[>4;0m\x1b>");
    if (term.paste) put("\x1b[?2004l");
    if (term.raw) tcsetattr(STDIN_FILENO, TCSANOW, &term.saved);
    term.kitty = term.other_keys = term.paste = term.raw = 0;
}

static bool enter_raw(void)
{
    struct termios t = term.saved;
    t.c_iflag &= ~(tcflag_t)(ICRNL | INLCR | IGNCR | IXON | ISTRIP | BRKINT | PARMRK);
    t.c_lflag &= ~(tcflag_t)(ICANON | ECHO | ISIG | IEXTEN);
    t.c_cc[VMIN] = 1;
    t.c_cc[VTIME] = 0;
    if (tcsetattr(STDIN_FILENO, TCSANOW, &t) < 0) return false;
    term.raw = 1;
    return true;
}

static void on_fatal(int sig)
{
    restore();
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Stopped from outside: the shell gets its terminal back meanwhile. */
static void on_stop(int sig)
{
    bool paste = term.paste, kitty = term.kitty, other_keys = term.other_keys;
    restore();
    signal(sig, SIG_DFL);
    raise(sig);
    signal(sig, on_stop); /* continued */
    if (enter_raw()) {
        if (paste) put("\x1b[?2004h");
        if (kitty) put("\x1b[>5u");
        if (other_keys) put("\x1b[>4;1m\x1b=");
        term.paste = paste;
        term.kitty = kitty;
        term.other_keys = other_keys;
    }
}

static void handle_signals(void)
{
    int fatal[] = {SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGINT};
    for (size_t i = 0; i < sizeof fatal / sizeof *fatal; i++) signal(fatal[i], on_fatal);
    signal(SIGTSTP, on_stop);
    signal(SIGTTOU, SIG_IGN);
}

typedef struct Reader {
    bool continuous, verbose;
    bool answered;      /* the device attributes reply came */
    Key intr, eof;      /* the keys of VINTR and VEOF */
    char intr_c, eof_c; /* their letters, for "ctrl-c" */
    Key recent[4];      /* the last keys, for "exit" and "quit" */
    size_t nrecent;
    bool last_intr, last_eof; /* the previous key was that one */
    bool qmark_glob;          /* $fish_features turns qmark-noglob off */
    StrBuf out;
} Reader;

static void flush(Reader *r, int fd)
{
    fs_write_all(fd, r->out.ptr, r->out.len);
    sb_clear(&r->out);
}

static void print_bind(Reader *r, Key k, const char *why)
{
    sb_append_cstr(&r->out, "bind ");
    StrBuf name = STRBUF_INIT;
    key_format(k, &name);
    for (size_t i = 0; i < name.len; i++) {
        /* `?` is a wildcard when $fish_features turns qmark-noglob off:
           escaped then, as the shell needs it */
        if (r->qmark_glob && name.ptr[i] == '?') sb_append_char(&r->out, '\\');
        sb_append_char(&r->out, name.ptr[i]);
    }
    sb_fini(&name);
    sb_append_cstr(&r->out, " 'do something'");
    if (why) sb_printf(&r->out, " # %s", why);
    sb_append_char(&r->out, '\n');
}

/* The raw bytes as key notation shows characters (-V). */
static void print_raw(Reader *r, Str raw)
{
    sb_append_cstr(&r->out, "# decoded from: ");
    for (size_t i = 0, n; i < raw.len; i += n) {
        uint32_t cp;
        n = utf8_decode(raw.ptr + i, raw.len - i, &cp);
        if (cp == UTF8_INVALID) cp = KEY_BYTE_BASE + (unsigned char)raw.ptr[i];
        key_format_char(cp, i == 0, &r->out);
    }
    sb_append_char(&r->out, '\n');
}

/* Whether the user asked to stop: ctrl-c or ctrl-d twice in a row, or "exit"
 * or "quit" typed. */
static bool should_exit(Reader *r, const KeyEvent *ev)
{
    bool intr = kd_match(ev, r->intr) != KEY_MATCH_NONE;
    bool eof = !intr && kd_match(ev, r->eof) != KEY_MATCH_NONE;
    bool again = (intr && r->last_intr) || (eof && r->last_eof);
    r->last_intr = intr;
    r->last_eof = eof;
    if (again) return true;
    if (intr || eof) {
        sb_printf(&r->out, "Press ctrl-%c again to exit\n", intr ? r->intr_c : r->eof_c);
        flush(r, STDERR_FILENO);
        return false;
    }
    if (r->nrecent == 4) memmove(r->recent, r->recent + 1, 3 * sizeof *r->recent);
    else r->nrecent++;
    r->recent[r->nrecent - 1] = ev->key;
    if (r->nrecent < 4) return false;
    char word[5] = {0};
    for (int i = 0; i < 4; i++) word[i] = r->recent[i].cp < 0x80 ? (char)r->recent[i].cp : '?';
    return !strcmp(word, "exit") || !strcmp(word, "quit");
}

/* Handles one event; true when the program should end. */
static bool handle(Reader *r, const KeyEvent *ev)
{
    switch (ev->type) {
    case KEV_KITTY_FLAGS:
        if (!r->answered && !term.kitty) {
            put("\x1b[>5u"); /* disambiguate, and report alternate keys */
            term.kitty = 1;
        }
        return false;
    case KEV_DEVICE_ATTRS:
        if (!r->answered && !term.kitty) {
            put("\x1b[>4;1m\x1b="); /* modifyOtherKeys, application keypad */
            term.other_keys = 1;
        }
        r->answered = true;
        return false;
    case KEV_KEY: break;
    default:
        if (r->verbose) {
            print_raw(r, ev->raw);
            sb_printf(&r->out, "# not a key: %s\n", kd_event_name(ev->type));
            flush(r, STDOUT_FILENO);
        }
        return false;
    }
    if (r->verbose) print_raw(r, ev->raw);
    print_bind(r, ev->key, NULL);
    if (ev->shifted_cp) {
        Key k = {ev->shifted_cp, ev->key.mods & ~(unsigned)KEY_MOD_SHIFT};
        print_bind(r, k, "shifted key");
    }
    if (ev->base_cp) print_bind(r, (Key){ev->base_cp, ev->key.mods}, "physical key");
    flush(r, STDOUT_FILENO);
    if (!r->continuous) return true;
    if (should_exit(r, ev)) {
        sb_append_cstr(&r->out, "\nExiting at your request.\n");
        flush(r, STDERR_FILENO);
        return true;
    }
    return false;
}

/* fish_escape_delay_ms from the environment, as fish takes it (10 to 4999). */
static int escape_delay(void)
{
    const char *s = getenv("fish_escape_delay_ms");
    char *end;
    long v = s && *s ? strtol(s, &end, 10) : 0;
    return s && *s && !*end && v >= 10 && v < 5000 ? (int)v : 30;
}

/* Waits up to ms for input; 1 readable, 0 timed out, -1 closed or failed. */
static int wait_input(int ms)
{
    struct pollfd p = {STDIN_FILENO, POLLIN, 0};
    for (;;) {
        int n = poll(&p, 1, ms);
        if (n >= 0) return n;
        if (errno != EINTR) return -1;
    }
}

static void run(Reader *r)
{
    KeyDecoder kd;
    KeyEvent ev;
    char buf[4096];
    int delay = escape_delay();
    kd_init(&kd);
    for (bool done = false; !done;) {
        while (!done && kd_next(&kd, &ev)) done = handle(r, &ev);
        if (done) break;
        int w = wait_input(kd_wait(&kd) == KD_WAIT_ESCAPE ? delay : -1);
        if (w == 0) {
            while (!done && kd_timeout(&kd, &ev)) done = handle(r, &ev);
            continue;
        }
        ssize_t n = w > 0 ? read(STDIN_FILENO, buf, sizeof buf) : -1;
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break; /* the terminal is gone */
        kd_push(&kd, buf, (size_t)n);
    }
    /* The reply to the query may still be on its way: keep it from the shell. */
    while (!r->answered && wait_input(500) > 0) {
        ssize_t n = read(STDIN_FILENO, buf, sizeof buf);
        if (n <= 0) break;
        kd_push(&kd, buf, (size_t)n);
        while (kd_next(&kd, &ev))
            if (ev.type == KEV_DEVICE_ATTRS) r->answered = true;
    }
    kd_fini(&kd);
}

/* fish's usage errors: "minnow_key_reader: -x: unknown option". */
static int usage_error(const char *option, const char *what)
{
    fprintf(stderr, "%s: %s: %s\n", progname, option, what);
    return 1;
}

int main(int argc, char **argv)
{
    Reader r = {0};
    if (argc > 0 && argv[0][0]) { /* messages name the program as it was called */
        const char *slash = strrchr(argv[0], '/');
        progname = slash ? slash + 1 : argv[0];
    }
    Features feats = features_default();
    const char *spec = getenv("fish_features");
    if (spec) features_apply(&feats, str_cstr(spec));
    r.qmark_glob = !features_on(feats, FEAT_QMARK_NOGLOB);
    OptState st;
    opt_begin(&st, argc, argv, bi_fish_key_reader_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 'c') r.continuous = true;
        else if (c == 'V') r.verbose = true;
        else if (c == 'h') {
            StrBuf page = STRBUF_INIT;
            bi_render_page(&page, str_cstr(embed_find("cmds/minnow_key_reader.md", NULL)));
            fs_write_all(STDOUT_FILENO, page.ptr, page.len);
            sb_fini(&page);
            return 0;
        } else if (c == 'v') {
            printf("%s, version %s\n", progname, MINNOW_VERSION);
            return 0;
        } else if (c == OPT_UNEXPECTED_ARG) {
            return usage_error(st.bad, "option does not take an argument");
        } else {
            return usage_error(st.bad, "unknown option");
        }
    }
    if (st.index < argc) {
        fprintf(stderr, "Expected no arguments, got %d\n", argc - st.index);
        return 1;
    }
    if (!isatty(STDIN_FILENO)) {
        fputs("Stdin must be attached to a tty.\n", stderr);
        return 1;
    }
    if (tcgetattr(STDIN_FILENO, &term.saved) < 0) {
        fprintf(stderr, "%s: cannot read the terminal's modes: %s\n", progname, strerror(errno));
        return 1;
    }
    term.out = isatty(STDOUT_FILENO) ? STDOUT_FILENO : STDIN_FILENO;
    r.intr = key_from_byte(term.saved.c_cc[VINTR]);
    r.eof = key_from_byte(term.saved.c_cc[VEOF]);
    r.intr_c = (char)(term.saved.c_cc[VINTR] + 0x60);
    r.eof_c = (char)(term.saved.c_cc[VEOF] + 0x60);
    handle_signals();
    atexit(restore);
    if (!enter_raw()) {
        fprintf(stderr, "%s: cannot put the terminal in raw mode: %s\n", progname, strerror(errno));
        return 1;
    }
    put("\x1b[?2004h"); /* bracketed paste: a paste is not a key */
    term.paste = 1;
    put("\x1b[?u\x1b[c"); /* kitty keyboard flags?  device attributes? */
    if (r.continuous) {
        fprintf(stderr,
                "\nTo terminate this program type \"exit\" or \"quit\" in this window,\n"
                "or press ctrl-%c or ctrl-%c twice in a row.\n\n\n",
                r.intr_c, r.eof_c);
    }
    fputs("Press a key:\n\n", stderr);
    run(&r);
    restore();
    sb_fini(&r.out);
    return 0;
}
