/* exec/io.h - where a command's standard streams go, inside the shell.
 *
 * An Io maps fds 0, 1 and 2 to either a real file descriptor or an in-memory
 * buffer (a command substitution's capture, or output passed between two
 * stages that both run in the shell). Builtins write through io_write; an
 * external command gets pipes for the buffered streams, and a background
 * thread fills or drains each such pipe, so no pipeline can deadlock however
 * much data flows. Redirections of fds above 2 (3>file, 8>&1) ride along
 * for external commands in `extra`. */
#ifndef MINNOW_EXEC_IO_H
#define MINNOW_EXEC_IO_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>

/* Input from memory, read by every command of the stage in turn: copies of
 * an Io share it, so `read a; read b` in a block gets two lines. */
typedef struct IoInput {
    Str bytes;       /* borrowed */
    size_t pos;      /* how much has been read */
} IoInput;

/* Where whole values lie in a command substitution's capture: the byte ranges
 * of the buffer that were written with io_write_item. The substitution keeps
 * each as one value, newlines and all, and splits only the rest at newlines
 * (fish's "explicitly separated" output: string split, split0, collect). */
typedef struct IoItems {
    size_t *at;     /* owned: start and end offsets, two per value, in order */
    size_t n, cap;  /* entries of at (twice the number of values) */
} IoItems;

void io_items_fini(IoItems *items);

typedef struct IoTarget {
    int fd;          /* the descriptor, when buf is NULL; -1 when closed */
    StrBuf *buf;     /* borrowed: output is appended here (fds 1, 2) */
    IoInput *in;     /* borrowed: input from memory (fd 0 with fd == IO_FROM_MEMORY) */
    IoItems *items;  /* borrowed, with buf: a substitution's record of whole
                        values written there, or NULL */
    bool *write_failed; /* borrowed, or NULL: a builtin's record that writing fd
                           failed (io_write then says so, as fish: "write: ERROR",
                           and skips later writes; the builtin's 0 becomes 1) */
} IoTarget;

#define IO_FROM_MEMORY (-2)

/* An fd above 2 an external command gets: `8>&1` captures what fd 1 meant at
 * that point (a descriptor, a substitution's buffer, input from memory);
 * from.fd -1 (without a buffer) closes it. */
typedef struct IoExtra {
    int target;
    IoTarget from;
} IoExtra;

typedef struct Io {
    IoTarget t[3];
    IoExtra *extra;      /* borrowed array, n_extra entries */
    size_t n_extra;
    bool in_direct;      /* fd 0 is this command's own: a pipe into it or its own `<`
                            redirection, not one it inherits from a block or caller
                            (fish's "stdin is directly redirected": path and string
                            then read their arguments from it) */
} Io;

/* The shell's own streams: fds 0, 1 and 2. */
Io io_standard(void);
/* Whether fd 2 of io is a terminal. Our hint lines (and every other addition
 * of ours to fish's error text) follow an error only then: they are for a
 * person, never for a script's stderr, a capture, a pipe or a file. */
bool io_stderr_is_terminal(const Io *io);
/* Writes to fd 1 or 2 of io: appends to the buffer or writes the descriptor.
 * Returns false when the write failed (EPIPE, EBADF); the caller's status
 * reflects it as fish does. */
bool io_write(const Io *io, int fd, Str s);
/* Writes s as one value: into a command substitution's capture it stays one
 * value (no newline is added, its range is recorded in items); anywhere else
 * it is written followed by a newline when newline is set. */
bool io_write_item(const Io *io, int fd, Str s, bool newline);
bool io_printf(const Io *io, int fd, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Reads up to n bytes of standard input; 0 at the end, -1 on error. */
long io_read(Io *io, char *buf, size_t n);

/* A pipe whose write end an external command gets while a thread copies what
 * comes out into a buffer. io_drain_start returns the write end (the caller
 * hands it to the child and closes its own copy); io_drain_finish waits for
 * the thread after the child is done (for the end of the pipe: every holder
 * of the write end closed it). */
typedef struct IoDrain IoDrain;
IoDrain *io_drain_start(StrBuf *into, int *write_end);
void io_drain_finish(IoDrain *d);
/* The same for a background job, which may write long after the buffer's
 * owner is done: the thread collects into a buffer of its own and never
 * touches owner, which only names where the output belongs. */
IoDrain *io_drain_start_detached(StrBuf *owner, int *write_end);
/* The buffer a detached drain's output belongs to (borrowed, not dereferenced). */
StrBuf *io_drain_owner(const IoDrain *d);
/* Ends a detached drain: takes what is in the pipe now without waiting for
 * its end, appends all it collected to its owner when deliver is set (the
 * owner must still be alive then), closes the read end (the writer gets
 * EPIPE from then on) and frees d. */
void io_drain_stop(IoDrain *d, bool deliver);

/* The other way round: a thread writes bytes (borrowed until finish) into a
 * pipe whose read end a child reads as its stdin. */
typedef struct IoFeed IoFeed;
IoFeed *io_feed_start(Str bytes, int *read_end);
/* Waits for the thread; returns how many bytes the reader took. When
 * reader_done (the child has exited), what it left in the pipe is taken
 * back, so the next command of a block can read it; otherwise the thread
 * writes everything first. */
size_t io_feed_finish(IoFeed *f, bool reader_done);

#endif
