/* exec/io.c - writing to streams, and the threads that keep pipes moving.
 *
 * A thread per buffered pipe is the simplest way to never deadlock: the shell
 * may be busy running a function while an external command fills its pipe, and
 * the thread keeps reading. Threads touch nothing but their own pipe and buffer. */
#include "exec/io.h"

#include "base/check.h"
#include "base/fs.h"
#include "base/vec.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <poll.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <time.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

Io io_standard(void)
{
    return (Io){.t = {{.fd = 0}, {.fd = 1}, {.fd = 2}}};
}

bool io_stderr_is_terminal(const Io *io)
{
    const IoTarget *t = &io->t[2];
    return !t->buf && t->fd >= 0 && isatty(t->fd);
}

bool io_write(const Io *io, int fd, Str s)
{
    const IoTarget *t = &io->t[fd];
    if (t->buf) {
        sb_append(t->buf, s);
        return true;
    }
    if (t->fd < 0) return false;
    if (t->write_failed && *t->write_failed) return false;
    if (fs_write_all(t->fd, s.ptr, s.len) == 0) return true;
    if (t->write_failed) {
        int e = errno;
        *t->write_failed = true;
        if (e != EPIPE) { /* to the shell's own stderr, as fish's perror */
            StrBuf msg = STRBUF_INIT;
            sb_printf(&msg, "write: %s\n", strerror(e));
            fs_write_all(STDERR_FILENO, msg.ptr, msg.len);
            sb_fini(&msg);
        }
    }
    return false;
}

bool io_write_item(const Io *io, int fd, Str s, bool newline)
{
    const IoTarget *t = &io->t[fd];
    if (t->buf && t->items) {
        VEC_PUSH(t->items->at, t->items->n, t->items->cap, 16, t->buf->len);
        sb_append(t->buf, s);
        VEC_PUSH(t->items->at, t->items->n, t->items->cap, 16, t->buf->len);
        return true;
    }
    if (t->buf) {
        sb_append(t->buf, s);
        if (newline) sb_append_char(t->buf, '\n');
        return true;
    }
    if (!newline) return io_write(io, fd, s);
    StrBuf b = STRBUF_INIT;
    sb_reserve(&b, s.len + 1);
    sb_append(&b, s);
    sb_append_char(&b, '\n');
    bool ok = io_write(io, fd, sb_str(&b));
    sb_fini(&b);
    return ok;
}

void io_items_fini(IoItems *items)
{
    free(items->at);
    *items = (IoItems){0};
}

bool io_printf(const Io *io, int fd, const char *fmt, ...)
{
    StrBuf b = STRBUF_INIT;
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(&b, fmt, ap);
    va_end(ap);
    bool ok = io_write(io, fd, sb_str(&b));
    sb_fini(&b);
    return ok;
}

long io_read(Io *io, char *buf, size_t n)
{
    IoTarget *t = &io->t[0];
    if (t->fd == IO_FROM_MEMORY) {
        if (!t->in) return 0;
        size_t left = t->in->bytes.len - t->in->pos;
        if (n > left) n = left;
        memcpy(buf, t->in->bytes.ptr + t->in->pos, n);
        t->in->pos += n;
        return (long)n;
    }
    if (t->fd < 0) return -1;
    for (;;) {
        ssize_t r = read(t->fd, buf, n);
        if (r >= 0 || errno != EINTR) return (long)r;
    }
}


struct IoDrain {
    pthread_t thread;
    int fd;
    StrBuf *into;     /* where the thread appends: the caller's, or own */
    StrBuf own;       /* a detached drain's collection */
    StrBuf *owner;    /* a detached drain's destination, at io_drain_stop */
    atomic_bool stop; /* io_drain_stop: take what is there and quit */
};

enum { DRAIN_CHUNK = 65536, DRAIN_NAP_MS = 20 };

/* Reads until the end of the pipe. A detached drain also looks at its stop
 * flag every DRAIN_NAP_MS; once it is set, it takes only what is waiting. */
static void *drain_main(void *arg)
{
    IoDrain *d = arg;
    bool detached = d->owner != NULL;
    for (;;) {
        if (detached) {
            bool stopping = atomic_load(&d->stop);
            struct pollfd p = {d->fd, POLLIN, 0};
            int r = poll(&p, 1, stopping ? 0 : DRAIN_NAP_MS);
            if (r < 0 && errno == EINTR) continue;
            if (r < 0 || (r == 0 && stopping)) break;
            if (r == 0) continue;
        }
        StrBuf *b = d->into;
        if (b->cap - b->len < 4096 + 1) sb_reserve(b, DRAIN_CHUNK);
        ssize_t n = read(d->fd, b->ptr + b->len, b->cap - b->len - 1);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) break;
        b->len += (size_t)n;
        b->ptr[b->len] = '\0';
    }
    close(d->fd);
    return NULL;
}

static IoDrain *drain_start(StrBuf *into, StrBuf *owner, int *write_end)
{
    int fds[2];
    if (fs_pipe(fds) != 0) return NULL;
    IoDrain *d = xcalloc(1, sizeof *d);
    d->fd = fds[0];
    d->owner = owner;
    d->own = (StrBuf)STRBUF_INIT;
    d->into = owner ? &d->own : into;
    if (pthread_create(&d->thread, NULL, drain_main, d) != 0) {
        close(fds[0]);
        close(fds[1]);
        free(d);
        return NULL;
    }
    *write_end = fds[1];
    return d;
}

IoDrain *io_drain_start(StrBuf *into, int *write_end)
{
    return drain_start(into, NULL, write_end);
}

IoDrain *io_drain_start_detached(StrBuf *owner, int *write_end)
{
    return drain_start(NULL, owner, write_end);
}

StrBuf *io_drain_owner(const IoDrain *d)
{
    return d->owner;
}

void io_drain_finish(IoDrain *d)
{
    if (!d) return;
    pthread_join(d->thread, NULL);
    sb_fini(&d->own);
    free(d);
}

void io_drain_stop(IoDrain *d, bool deliver)
{
    if (!d) return;
    atomic_store(&d->stop, true);
    pthread_join(d->thread, NULL);
    if (d->owner && deliver) sb_append(d->owner, sb_str(&d->own));
    sb_fini(&d->own);
    free(d);
}

struct IoFeed {
    pthread_t thread;
    int fd;               /* the write end (the thread's) */
    int keep;             /* our copy of the read end, to take back what is unread */
    Str bytes;
    atomic_size_t written;
    atomic_bool stop, done;
};

enum { FEED_CHUNK = 4096 };

static void *feed_main(void *arg)
{
    IoFeed *f = arg;
    /* A reader that quits early gives EPIPE here (SIGPIPE is blocked for this
     * thread); otherwise it stops between chunks when told to. */
    size_t at = 0;
    while (at < f->bytes.len && !atomic_load(&f->stop)) {
        size_t n = f->bytes.len - at < FEED_CHUNK ? f->bytes.len - at : FEED_CHUNK;
        if (fs_write_all(f->fd, f->bytes.ptr + at, n) != 0) break;
        at += n;
        atomic_store(&f->written, at);
    }
    close(f->fd);
    atomic_store(&f->done, true);
    return NULL;
}

IoFeed *io_feed_start(Str bytes, int *read_end)
{
    int fds[2];
    if (fs_pipe(fds) != 0) return NULL;
    IoFeed *f = xcalloc(1, sizeof *f);
    f->fd = fds[1];
    f->bytes = bytes;
    f->keep = fcntl(fds[0], F_DUPFD_CLOEXEC, FS_FIRST_FD); /* blocking: the child shares it */
    sigset_t block, old;
    sigemptyset(&block);
    sigaddset(&block, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &block, &old);
    int rc = pthread_create(&f->thread, NULL, feed_main, f);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (rc != 0) {
        close(fds[0]);
        close(fds[1]);
        if (f->keep >= 0) close(f->keep);
        free(f);
        return NULL;
    }
    *read_end = fds[0];
    return f;
}

/* Reads what is waiting in the pipe without blocking (poll first: the
 * descriptor itself stays blocking, the child had the same one); returns
 * how much. */
static size_t drain_unread(int fd)
{
    char buf[FEED_CHUNK];
    size_t total = 0;
    for (;;) {
        struct pollfd p = {fd, POLLIN, 0};
        int r = poll(&p, 1, 0);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0 || !(p.revents & (POLLIN | POLLHUP))) return total;
        ssize_t n = read(fd, buf, sizeof buf);
        if (n > 0) total += (size_t)n;
        else if (n < 0 && errno == EINTR) continue;
        else return total;
    }
}

size_t io_feed_finish(IoFeed *f, bool reader_done)
{
    if (!f) return 0;
    size_t unread = 0;
    if (f->keep >= 0 && !reader_done) {
        close(f->keep); /* it reads on: all of it is the reader's */
        f->keep = -1;
    }
    if (f->keep >= 0) {
        /* The reader is gone: stop the thread, taking out of the pipe what
         * it wrote and nobody read, so it can't block on a full pipe. */
        atomic_store(&f->stop, true);
        while (!atomic_load(&f->done)) {
            size_t n = drain_unread(f->keep);
            unread += n;
            if (!n) {
                struct timespec nap = {0, 200 * 1000};
                nanosleep(&nap, NULL);
            }
        }
    }
    pthread_join(f->thread, NULL);
    if (f->keep >= 0) {
        unread += drain_unread(f->keep);
        close(f->keep);
    }
    size_t written = atomic_load(&f->written);
    free(f);
    return written > unread ? written - unread : 0;
}
