/* proc/spawn.h - start an external command.
 *
 * One posix_spawn does the work whenever it can: the child's descriptors, its
 * process group, its signal mask and default signal handling are all set up
 * by posix_spawn's attributes and file actions, with no allocation beyond the
 * caller's argv. A fork and an exec are used only when the child must take
 * the terminal itself (job control), which posix_spawn cannot do without a
 * race. A file the kernel will not run that looks like a shell script without
 * a #! line is run with /bin/sh, as fish and every shell since Unix V7 do. */
#ifndef MINNOW_PROC_SPAWN_H
#define MINNOW_PROC_SPAWN_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* One descriptor of the child: its fd `target` becomes a copy of the
 * shell's fd `source`, or is closed when source is -1. Sources always mean
 * the shell's descriptors as they are at the call, never the child's after
 * an earlier entry: {1, 2}, {2, 1} swaps stdout and stderr. When two entries
 * name the same target, the later one wins. source == target passes that fd
 * to the child even if it is close-on-exec in the shell. Every other fd the
 * shell has open without close-on-exec is inherited unchanged. */
typedef struct SpawnFd {
    int target;
    int source;
} SpawnFd;

typedef struct SpawnSpec {
    const char *path;   /* the resolved executable (borrowed) */
    char *const *argv;  /* NULL-terminated (borrowed) */
    char *const *envp;  /* NULL-terminated (borrowed) */
    const SpawnFd *fds; /* nfds entries (borrowed), see SpawnFd */
    size_t nfds;
    int pgid;            /* -1: stay in our group; 0: a new group led by the child;
                            >0: join that group */
    bool foreground_tty; /* the child's group takes the terminal (the shell's own
                            fd 0, before the fds above are set up) before it execs,
                            if the shell's group holds it (needs pgid >= 0) */
    bool block_int_quit; /* SIGINT and SIGQUIT start blocked: a background job in the
                            shell's group, which a ^C at the terminal must not end */
} SpawnSpec;

/* Starts the command and returns the child's pid, its process group already
 * set. Returns -1 with errno when it could not start: ENOENT, EACCES,
 * ENOEXEC, E2BIG, ETXTBSY... from the exec (the failed child is reaped), or
 * EBADF when a source fd is not open. Signals the shell catches or ignores
 * are at their defaults in the child and none is blocked (but for
 * block_int_quit). Not for use by
 * several threads at once. */
pid_t spawn_run(const SpawnSpec *s);
/* The same through fork and exec, whatever the spec; spawn_run picks this
 * only for foreground_tty. Exposed so tests cover both paths. */
pid_t spawn_run_forked(const SpawnSpec *s);

/* Whether the file at path may be handed to /bin/sh after ENOEXEC: its name
 * does not end in ".fish", and its first 256 bytes hold no NUL, or hold a
 * lowercase letter, '$' or '`' followed later by a newline (binary formats
 * have upper-case magic). Async-signal-safe. */
bool spawn_is_sh_script(const char *path);

/* The status fish gives a command that failed to start with err: 127 for
 * ENOENT and ENOTDIR, 126 for EACCES and ENOEXEC, 1 otherwise. */
int spawn_exit_status(int err);
/* Appends what fish prints when the exec of path failed with err, one or two
 * lines each starting "exec: " and ending in a newline, e.g.
 * "exec: Failed to execute process './x': The file could not be run by the
 * operating system.\nexec: Maybe the interpreter directive (#! line) is
 * broken?\n". Reads the file's #! line to say more about ENOENT and EACCES;
 * argv and envp (may be NULL) size the E2BIG message. */
void spawn_error_text(int err, const char *path, char *const *argv, char *const *envp, bool hint, StrBuf *out);

#endif
