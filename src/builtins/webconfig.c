/* builtins/webconfig.c - `__minnow_webconfig`: the server behind
 * `fish_config` (browse), a small HTTP server in a child process.
 *
 *   __minnow_webconfig FOLDER [BROWSER...]
 *
 * Listens on 127.0.0.1 at the first free port from 8000, with a random
 * secret that every request's path must start with (/SECRET/...): any
 * other request gets 403. It serves the files of FOLDER (fish_config's
 * page, in the data folder) and nothing else: a path with an empty, "." or
 * ".." part, or that does not decode, is refused. Requests are read with
 * the limits of base/http.c and a timeout per client (a slow one gets 408).
 * A file in $TMPDIR redirects to the page, so the secret is not on a
 * command line: BROWSER (the command the caller chose, as `help` chooses
 * one) is started with its file:// URL. The server runs until Enter, the
 * end of the input or Ctrl-C, until the page is closed (it says so as it
 * goes, and does not come back), or until the shell is gone; errors it
 * answered are logged on stderr in the form fish's server logs them.
 *
 * The page reads the shell's state from /SECRET/api/NAME[?arg=VALUE]: the
 * child is a copy of the shell, so each NAME runs one fixed command of the
 * table below in it (VALUE passed quoted, never as code, at each %s) and answers
 * {"lines": [...]}, its output a line (or for history, an entry) each.
 * Those that change something (a theme or prompt saved, a history entry
 * deleted) take POST only, their VALUE in the body (arg=VALUE). */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/escape.h"
#include "base/fs.h"
#include "base/http.h"
#include "base/utf8.h"
#include "exec/eval.h"
#include "proc/signal.h"

#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

#define FIRST_PORT 8000
#define LAST_PORT 8999
#define CLIENT_TIMEOUT_S 5

/* ---- the child: serving ---- */

typedef struct Server {
    const char *folder;
    char secret[33];
    time_t closing; /* when the page said it closes (0: open), see serve */
} Server;

static void log_error(int status, Str path)
{
    char when[64];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(when, sizeof when, "%d/%b/%Y %H:%M:%S", &tm);
    /* the path as sent, its control characters left out */
    StrBuf clean = STRBUF_INIT;
    for (size_t i = 0; i < path.len && i < 200; i++)
        if ((unsigned char)path.ptr[i] >= ' ' && path.ptr[i] != 0x7f) sb_append_char(&clean, path.ptr[i]);
    fprintf(stderr, "127.0.0.1 - - [%s] code %d, message %s, path %s\n", when, status, http_reason(status),
            clean.ptr ? clean.ptr : "");
    sb_fini(&clean);
}

static void send_error(int fd, int status, Str path)
{
    log_error(status, path);
    StrBuf r = STRBUF_INIT;
    char body[96];
    int blen = snprintf(body, sizeof body, "%d %s\n", status, http_reason(status));
    sb_printf(&r,
              "HTTP/1.1 %d %s\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: %d\r\n"
              "%sConnection: close\r\n\r\n%s",
              status, http_reason(status), blen, status == 405 ? "Allow: GET, HEAD, POST\r\n" : "", body);
    fs_write_all(fd, r.ptr, r.len);
    sb_fini(&r);
}

static const char *content_type(const char *name)
{
    static const struct {
        const char *ext, *type;
    } types[] = {
        {".html", "text/html; charset=utf-8"}, {".css", "text/css; charset=utf-8"},
        {".js", "text/javascript; charset=utf-8"}, {".json", "application/json"},
        {".svg", "image/svg+xml"}, {".png", "image/png"}, {".ico", "image/x-icon"},
    };
    const char *dot = strrchr(name, '.');
    for (size_t i = 0; dot && i < sizeof types / sizeof *types; i++)
        if (!strcmp(dot, types[i].ext)) return types[i].type;
    return "application/octet-stream";
}

static void send_file(int fd, const Server *s, const HttpRequest *q, Str rel)
{
    StrBuf path = STRBUF_INIT;
    sb_printf(&path, "%s/%.*s", s->folder, (int)rel.len, rel.ptr);
    int f = open(path.ptr, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    struct stat st;
    if (f < 0 || fstat(f, &st) != 0 || !S_ISREG(st.st_mode)) {
        if (f >= 0) close(f);
        send_error(fd, 404, q->path);
        sb_fini(&path);
        return;
    }
    StrBuf body = STRBUF_INIT;
    if (fs_read_fd(f, &body) != 0) {
        close(f);
        send_error(fd, 500, q->path);
        sb_fini(&path);
        return;
    }
    close(f);
    StrBuf head = STRBUF_INIT;
    sb_printf(&head,
              "HTTP/1.1 200 OK\r\nContent-Type: %s\r\nContent-Length: %zu\r\nCache-Control: no-store\r\n"
              "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n",
              content_type(path.ptr), body.len);
    fs_write_all(fd, head.ptr, head.len);
    if (q->method != HTTP_HEAD) fs_write_all(fd, body.ptr, body.len);
    sb_fini(&head);
    sb_fini(&body);
    sb_fini(&path);
}

/* ---- the API: fixed commands run in the child, a copy of the shell ---- */

typedef struct Endpoint {
    const char *name;
    const char *code; /* %s: the argument, quoted (endpoints that take one) */
    bool takes_arg;
    char sep;         /* what separates the entries of the output */
    bool post;        /* changes something: POST only, the argument in the body */
} Endpoint;

static const Endpoint endpoints[] = {
    {"functions", "functions --names --all", false, '\n', false},
    {"function", "functions -- %s", true, '\n', false},
    {"variables",
     "for __s in universal global; for __n in (set --names --$__s); "
     "printf '%s\\t%s\\t%s\\n' $__s $__n (string join ' ' -- (string escape -- $$__n)); end; end",
     false, '\n', false},
    {"history",
     "if test -n %s; history search --null --max 1000 --contains -- %s; "
     "else; history search --null --max 1000; end",
     true, '\0', false},
    {"bindings", "bind", false, '\n', false},
    {"abbreviations", "abbr --show", false, '\n', false},
    {"themes", "fish_config theme list", false, '\n', false},
    {"theme",
     "for __f in (__fish_config_files --user-dir=$__fish_config_dir/themes themes .theme %s); "
     "if string match -q '/*' -- $__f; cat -- $__f; else; status get-file $__f; end; break; end",
     true, '\n', false},
    {"prompts", "fish_config prompt list", false, '\n', false},
    {"prompt", "fish_config prompt show %s", true, '\n', false},
    /* the changes: universal variables and files, which the shell that
       started the server (and every other) takes in */
    {"theme-save", "echo y | fish_config theme save %s", true, '\n', true},
    {"prompt-save", "fish_config prompt choose %s; and echo y | fish_config prompt save", true, '\n', true},
    {"history-delete", "history delete --exact --case-sensitive -- %s", true, '\n', true},
    {"theme-file",
     "string match -qr '^[\\w-]+$' -- %s; and mkdir -p $__fish_config_dir/themes; "
     "and fish_config theme dump >$__fish_config_dir/themes/%s.theme",
     true, '\n', true},
    {"abbr-add", "__minnow_config_abbr add %s 2>&1", true, '\n', true},
    {"abbr-erase", "__minnow_config_abbr erase %s 2>&1", true, '\n', true},
};

/* s as a JSON string. */
static void json_string(Str s, StrBuf *out)
{
    sb_append_char(out, '"');
    for (size_t i = 0; i < s.len;) {
        uint32_t cp;
        size_t n = utf8_decode(s.ptr + i, s.len - i, &cp);
        unsigned char c = (unsigned char)s.ptr[i];
        if (cp == UTF8_INVALID) sb_append_cstr(out, "\\ufffd");
        else if (c == '"' || c == '\\') sb_printf(out, "\\%c", c);
        else if (c == '\t') sb_append_cstr(out, "\\t");
        else if (c == '\n') sb_append_cstr(out, "\\n");
        else if (c < 0x20 || c == 0x7f) sb_printf(out, "\\u%04x", c);
        else sb_append_mem(out, s.ptr + i, n);
        i += n;
    }
    sb_append_char(out, '"');
}

/* The value of the query's first parameter (arg=VALUE), decoded. */
static bool query_arg(Str query, StrBuf *out)
{
    const char *eq = memchr(query.ptr, '=', query.len);
    if (!eq) return false;
    Str v = str_sub(query, (size_t)(eq - query.ptr) + 1, query.len - (size_t)(eq - query.ptr) - 1);
    const char *amp = memchr(v.ptr, '&', v.len);
    if (amp) v.len = (size_t)(amp - v.ptr);
    StrBuf plus = STRBUF_INIT; /* a form's '+' is a space */
    for (size_t i = 0; i < v.len; i++) sb_append_char(&plus, v.ptr[i] == '+' ? ' ' : v.ptr[i]);
    bool ok = http_unescape(sb_str(&plus), out);
    sb_fini(&plus);
    return ok;
}

static void send_api(int fd, Shell *sh, const HttpRequest *q, Str name)
{
    const Endpoint *e = NULL;
    for (size_t i = 0; i < sizeof endpoints / sizeof *endpoints && !e; i++)
        if (str_eq_cstr(name, endpoints[i].name)) e = &endpoints[i];
    if (!e) {
        send_error(fd, 404, q->path);
        return;
    }
    if (e->post != (q->method == HTTP_POST)) {
        send_error(fd, 405, q->path);
        return;
    }
    StrBuf arg = STRBUF_INIT, quoted = STRBUF_INIT, code = STRBUF_INIT;
    if (e->takes_arg && !query_arg(e->post ? q->body : q->query, &arg)) {
        send_error(fd, 400, q->path);
        sb_fini(&arg);
        return;
    }
    escape_script(sb_str(&arg), &quoted);
    sb_append_cstr(&code, "begin; ");
    const char *from = e->code;
    for (const char *at; e->takes_arg && (at = strstr(from, "%s")); from = at + 2) {
        sb_append_mem(&code, from, (size_t)(at - from));
        sb_append(&code, sb_str(&quoted));
    }
    sb_append_cstr(&code, from);
    sb_append_cstr(&code, "\nend 2>/dev/null </dev/null");
    StrBuf out = STRBUF_INIT;
    eval_capture(sh, sb_str(&code), &out, NULL);
    StrBuf body = STRBUF_INIT;
    sb_append_cstr(&body, "{\"lines\": [");
    Str all = sb_str(&out);
    if (all.len && all.ptr[all.len - 1] == e->sep) all.len--;
    for (size_t i = 0, start = 0, k = 0; all.len && i <= all.len; i++) {
        if (i < all.len && all.ptr[i] != e->sep) continue;
        if (k++) sb_append_cstr(&body, ", ");
        json_string(str_sub(all, start, i - start), &body);
        start = i + 1;
    }
    sb_append_cstr(&body, "]}\n");
    StrBuf head = STRBUF_INIT;
    sb_printf(&head,
              "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: %zu\r\n"
              "Cache-Control: no-store\r\nConnection: close\r\n\r\n",
              body.len);
    fs_write_all(fd, head.ptr, head.len);
    if (q->method != HTTP_HEAD) fs_write_all(fd, body.ptr, body.len);
    sb_fini(&head);
    sb_fini(&body);
    sb_fini(&out);
    sb_fini(&code);
    sb_fini(&quoted);
    sb_fini(&arg);
}

/* The page is going away (closed, or reloaded: then it asks again at once). */
static void page_closing(int fd, Server *s)
{
    s->closing = time(NULL);
    static const char reply[] = "HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n";
    fs_write_all(fd, reply, sizeof reply - 1);
}

/* One client: one request, then the connection closes. */
static void serve_client(int fd, Server *s, Shell *sh)
{
    struct timeval tv = {.tv_sec = CLIENT_TIMEOUT_S};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
    StrBuf in = STRBUF_INIT;
    HttpRequest q;
    int st = HTTP_MORE;
    time_t start = time(NULL);
    while (st == HTTP_MORE) {
        char buf[16384];
        ssize_t n = read(fd, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 || time(NULL) - start > CLIENT_TIMEOUT_S) { /* (a client that trickles) */
            st = 408;
            break;
        }
        if (n == 0) break; /* gone before the request was whole */
        size_t room = HTTP_MAX_REQUEST - in.len;
        sb_append_mem(&in, buf, (size_t)n < room ? (size_t)n : room);
        st = http_parse(in.ptr, in.len, &q);
        if (st == HTTP_MORE && in.len >= HTTP_MAX_REQUEST) st = 413;
    }
    if (st == HTTP_MORE) {
        sb_fini(&in);
        return;
    }
    if (st != HTTP_DONE) {
        send_error(fd, st, STR(""));
        sb_fini(&in);
        return;
    }
    /* /SECRET/ and what follows it */
    size_t sl = strlen(s->secret);
    if (q.path.len < sl + 2 || q.path.ptr[0] != '/' || memcmp(q.path.ptr + 1, s->secret, sl) ||
        q.path.ptr[sl + 1] != '/') {
        send_error(fd, 403, q.path);
        sb_fini(&in);
        return;
    }
    s->closing = 0; /* the page is still (or again) there */
    StrBuf rel = STRBUF_INIT;
    Str enc = str_sub(q.path, sl + 2, q.path.len - sl - 2);
    if (!http_unescape(enc, &rel)) {
        send_error(fd, 400, q.path);
    } else {
        Str r = sb_str(&rel);
        if (!r.len) r = STR("index.html");
        if (!http_safe_path(r)) send_error(fd, 403, q.path);
        else if (str_eq_cstr(r, "api/closing") && q.method == HTTP_POST) page_closing(fd, s);
        else if (str_starts_with(r, STR("api/"))) send_api(fd, sh, &q, str_sub(r, 4, r.len - 4));
        else if (q.method == HTTP_POST) send_error(fd, 405, q.path);
        else send_file(fd, s, &q, r);
    }
    sb_fini(&rel);
    sb_fini(&in);
}

#define CLOSE_GRACE_S 3

/* Serves until the shell is gone, or the page closed and did not come back
 * within CLOSE_GRACE_S (a reload asks again at once). */
static _Noreturn void serve(int lfd, Server *s, Shell *sh, pid_t parent)
{
    signal(SIGINT, SIG_DFL);
    signal(SIGTERM, SIG_DFL);
    signal(SIGHUP, SIG_DFL);
    signal(SIGPIPE, SIG_IGN);
    for (;;) {
        struct pollfd p = {.fd = lfd, .events = POLLIN};
        int r = poll(&p, 1, 1000);
        if (getppid() != parent) _exit(0); /* the shell is gone */
        if (s->closing && time(NULL) - s->closing >= CLOSE_GRACE_S) _exit(0);
        if (r <= 0) continue;
        int c = accept(lfd, NULL, NULL);
        if (c < 0) continue;
        serve_client(c, s, sh);
        close(c);
    }
}

/* ---- the parent: starting, opening, waiting ---- */

static int listen_local(int *port)
{
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return -1;
    for (int p = FIRST_PORT; p <= LAST_PORT; p++) {
        struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)p)};
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        if (bind(fd, (struct sockaddr *)&a, sizeof a) == 0 && listen(fd, 16) == 0) {
            *port = p;
            return fd;
        }
    }
    close(fd);
    return -1;
}

static bool make_secret(char out[33])
{
    unsigned char b[16];
    int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);
    bool ok = fd >= 0 && read(fd, b, sizeof b) == (ssize_t)sizeof b;
    if (fd >= 0) close(fd);
    if (!ok) return false;
    for (int i = 0; i < 16; i++) snprintf(out + 2 * i, 3, "%02x", b[i]);
    return true;
}

/* A file that sends the browser on to url; its path in *path. */
static bool write_redirect(const char *url, StrBuf *path)
{
    const char *tmp = getenv("TMPDIR");
    sb_printf(path, "%s/minnow-web-config-XXXXXX.html", tmp && *tmp ? tmp : "/tmp");
    int fd = mkstemps(path->ptr, 5);
    if (fd < 0) return false;
    StrBuf page = STRBUF_INIT;
    sb_printf(&page,
              "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n"
              "<meta http-equiv=\"refresh\" content=\"0;URL='%s'\">\n<title>minnow</title></head>\n"
              "<body><p><a href=\"%s\">%s</a></p></body></html>\n",
              url, url, url);
    bool ok = fs_write_all(fd, page.ptr, page.len) == 0;
    close(fd);
    sb_fini(&page);
    return ok;
}

/* Starts the browser on file_url; its pid, or -1. */
static pid_t open_browser(int nwords, char **words, const char *file_url)
{
    if (nwords <= 0) return -1;
    char **argv = xmalloc(((size_t)nwords + 2) * sizeof *argv);
    for (int i = 0; i < nwords; i++) argv[i] = words[i];
    argv[nwords] = (char *)file_url;
    argv[nwords + 1] = NULL;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
    posix_spawnattr_t at;
    posix_spawnattr_init(&at);
    sigset_t def;
    sig_child_default_set(&def);
    posix_spawnattr_setsigdefault(&at, &def);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&at, &none);
    posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    pid_t pid = -1;
    int err = posix_spawnp(&pid, argv[0], &fa, &at, argv, environ);
    if (err) {
        fprintf(stderr, "fish_config: could not start %s: %s\n", argv[0], strerror(err));
        pid = -1;
    }
    posix_spawn_file_actions_destroy(&fa);
    posix_spawnattr_destroy(&at);
    free(argv);
    return pid;
}

/* Waits for a line (Enter), the end of the input, SIGINT, or the server's
 * end (the page was closed): true then, the child reaped. */
static bool wait_for_enter(Io *io, pid_t child)
{
    int fd = io->t[0].fd;
    if (fd < 0 || fd == IO_FROM_MEMORY) {
        char buf[256];
        while (io_read(io, buf, sizeof buf) > 0 && !memchr(buf, '\n', sizeof buf)) {
        }
        return false;
    }
    for (;;) {
        struct pollfd p[2] = {{.fd = fd, .events = POLLIN}, {.fd = sig_pipe_fd(), .events = POLLIN}};
        int r = poll(p, p[1].fd >= 0 ? 2 : 1, 1000);
        if (sig_pending(SIGINT)) return false;
        if (waitpid(child, NULL, WNOHANG) == child) return true;
        if (r < 0 && errno == EINTR) continue;
        if (r < 0) return false;
        if (p[1].revents & POLLIN) sig_drain_pipe();
        if (p[0].revents & (POLLIN | POLLHUP | POLLERR)) {
            char buf[256];
            ssize_t n = read(fd, buf, sizeof buf);
            if (n <= 0 && !(n < 0 && errno == EINTR)) return false;
            if (n > 0 && memchr(buf, '\n', (size_t)n)) return false;
        }
    }
}

int bi_minnow_webconfig(Shell *sh, Io *io, int argc, char **argv)
{
    if (argc < 2) {
        bi_error(io, argv[0], "expected the folder of the page");
        return STATUS_INVALID_ARGS;
    }
    Server s = {.folder = argv[1]};
    StrBuf index = STRBUF_INIT;
    sb_printf(&index, "%s/index.html", s.folder);
    bool have_page = access(index.ptr, R_OK) == 0;
    sb_fini(&index);
    if (!have_page) {
        bi_error(io, "fish_config", "the page is not installed (%s)", s.folder);
        return STATUS_FAIL;
    }
    int port = 0;
    int lfd = listen_local(&port);
    if (lfd < 0) {
        bi_error(io, "fish_config", "no free port between %d and %d", FIRST_PORT, LAST_PORT);
        return STATUS_FAIL;
    }
    if (!make_secret(s.secret)) {
        close(lfd);
        bi_error(io, "fish_config", "could not read /dev/urandom");
        return STATUS_FAIL;
    }
    char url[96];
    snprintf(url, sizeof url, "http://localhost:%d/%s/", port, s.secret);
    StrBuf file = STRBUF_INIT;
    if (!write_redirect(url, &file)) {
        close(lfd);
        bi_error(io, "fish_config", "could not write the start page in %s", file.ptr);
        sb_fini(&file);
        return STATUS_FAIL;
    }
    fflush(stderr);
    pid_t parent = getpid();
    pid_t child = fork();
    if (child < 0) {
        close(lfd);
        unlink(file.ptr);
        sb_fini(&file);
        bi_error(io, "fish_config", "fork: %s", strerror(errno));
        return STATUS_FAIL;
    }
    if (child == 0) serve(lfd, &s, sh, parent);
    close(lfd);
    StrBuf file_url = STRBUF_INIT;
    sb_printf(&file_url, "file://%s", file.ptr);
    io_printf(io, 1, "Web config started at %s\nIf that doesn't work, try opening %s\n", file_url.ptr, url);
    pid_t browser = open_browser(argc - 2, argv + 2, file_url.ptr);
    io_printf(io, 1, "Hit ENTER to stop.\n");
    bool closed = wait_for_enter(io, child);
    sig_take(SIGINT); /* Ctrl-C stopped the server, not the shell's next command */
    if (!closed) {
        kill(child, SIGTERM);
        while (waitpid(child, NULL, 0) < 0 && errno == EINTR) {
        }
    }
    if (browser > 0) waitpid(browser, NULL, WNOHANG); /* one that opened a tab and left */
    shell_sync_universal(sh); /* what the page saved, here now */
    unlink(file.ptr);
    io_printf(io, 1, "Shutting down.\n");
    sb_fini(&file_url);
    sb_fini(&file);
    return STATUS_OK;
}
