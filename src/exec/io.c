/* exec/io.c - writing to streams, and the threads that keep pipes moving.
 *
 * A thread per buffered pipe is the simplest way to never deadlock: the shell
 * may be busy running a function while an external command fills its pipe, and
 * the thread keeps reading. Threads touch nothing but their own pipe and buffer. */
#include "exec/io.h"

#include "base/check.h"
#include "base/fs.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

Io io_standard(void)
{
    return (Io){.t = {{.fd = 0}, {.fd = 1}, {.fd = 2}}};
}

bool io_write(const Io *io, int fd, Str s)
{
    const IoTarget *t = &io->t[fd];
    if (t->buf) {
        sb_append(t->buf, s);
        return true;
    }
    if (t->fd < 0) return false;
    return fs_write_all(t->fd, s.ptr, s.len) == 0;
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
        size_t left = t->in.len - t->in_pos;
        if (n > left) n = left;
        memcpy(buf, t->in.ptr + t->in_pos, n);
        t->in_pos += n;
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
    StrBuf *into;
};

static void *drain_main(void *arg)
{
    IoDrain *d = arg;
    fs_read_fd(d->fd, d->into);
    close(d->fd);
    return NULL;
}

IoDrain *io_drain_start(StrBuf *into, int *write_end)
{
    int fds[2];
    if (fs_pipe(fds) != 0) return NULL;
    IoDrain *d = xcalloc(1, sizeof *d);
    d->fd = fds[0];
    d->into = into;
    if (pthread_create(&d->thread, NULL, drain_main, d) != 0) {
        close(fds[0]);
        close(fds[1]);
        free(d);
        return NULL;
    }
    *write_end = fds[1];
    return d;
}

void io_drain_finish(IoDrain *d)
{
    if (!d) return;
    pthread_join(d->thread, NULL);
    free(d);
}

struct IoFeed {
    pthread_t thread;
    int fd;
    Str bytes;
};

static void *feed_main(void *arg)
{
    IoFeed *f = arg;
    /* A reader that quits early gives EPIPE here (SIGPIPE is blocked for this thread). */
    fs_write_all(f->fd, f->bytes.ptr, f->bytes.len);
    close(f->fd);
    return NULL;
}

IoFeed *io_feed_start(Str bytes, int *read_end)
{
    int fds[2];
    if (fs_pipe(fds) != 0) return NULL;
    IoFeed *f = xcalloc(1, sizeof *f);
    f->fd = fds[1];
    f->bytes = bytes;
    sigset_t block, old;
    sigemptyset(&block);
    sigaddset(&block, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &block, &old);
    int rc = pthread_create(&f->thread, NULL, feed_main, f);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (rc != 0) {
        close(fds[0]);
        close(fds[1]);
        free(f);
        return NULL;
    }
    *read_end = fds[0];
    return f;
}

void io_feed_finish(IoFeed *f)
{
    if (!f) return;
    pthread_join(f->thread, NULL);
    free(f);
}
