/* exec/io.h - where a command's standard streams go, inside the shell.
 *
 * An Io maps fds 0, 1 and 2 to either a real file descriptor or an in-memory
 * buffer (a command substitution's capture, or output passed between two
 * stages that both run in the shell). Builtins write through io_write; an
 * external command gets pipes for the buffered streams, and a background
 * thread fills or drains each such pipe, so no pipeline can deadlock however
 * much data flows. Redirections of fds above 2 (3>file) ride along for
 * external commands in `extra`. */
#ifndef MINNOW_EXEC_IO_H
#define MINNOW_EXEC_IO_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct IoTarget {
    int fd;          /* the descriptor, when buf is NULL; -1 when closed */
    StrBuf *buf;     /* borrowed: output is appended here (fds 1, 2) */
    Str in;          /* input from memory (fd 0 with fd == -2): borrowed bytes */
    size_t in_pos;   /* how much of `in` has been read */
    bool inherited;  /* the stream comes from the enclosing block, function or
                        shell, not from the command's own pipe or redirection;
                        see io_stdin_redirected */
} IoTarget;

#define IO_FROM_MEMORY (-2)

typedef struct IoExtra {
    int target, source; /* dup2(source, target) for external commands; source -1 closes */
} IoExtra;

typedef struct Io {
    IoTarget t[3];
    IoExtra *extra;      /* borrowed array, n_extra entries */
    size_t n_extra;
} Io;

/* The shell's own streams: fds 0, 1 and 2. */
Io io_standard(void);
/* Writes to fd 1 or 2 of io: appends to the buffer or writes the descriptor.
 * Returns false when the write failed (EPIPE, EBADF); the caller's status
 * reflects it as fish does. */
bool io_write(const Io *io, int fd, Str s);
bool io_printf(const Io *io, int fd, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Reads up to n bytes of standard input; 0 at the end, -1 on error. */
long io_read(Io *io, char *buf, size_t n);
/* Whether the command's standard input is its own pipe or redirection
 * (`echo 1 | math`, `math <file`), as opposed to what the enclosing block or
 * the shell reads (`while read l; math $l; end <file`). Builtins that take
 * their arguments from stdin when it is redirected (math, string) ask this,
 * as fish does. */
static inline bool io_stdin_redirected(const Io *io) { return !io->t[0].inherited; }

/* A pipe whose write end an external command gets while a thread copies what
 * comes out into a buffer. io_drain_start returns the write end (the caller
 * hands it to the child and closes its own copy); io_drain_finish waits for
 * the thread after the child is done. */
typedef struct IoDrain IoDrain;
IoDrain *io_drain_start(StrBuf *into, int *write_end);
void io_drain_finish(IoDrain *d);

/* The other way round: a thread writes bytes (borrowed until finish) into a
 * pipe whose read end a child reads as its stdin. */
typedef struct IoFeed IoFeed;
IoFeed *io_feed_start(Str bytes, int *read_end);
void io_feed_finish(IoFeed *f);

#endif
