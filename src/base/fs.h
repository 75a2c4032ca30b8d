/* base/fs.h - file helpers that retry on EINTR.
 *
 * Errors come back as -1 with errno set; the caller reports them. */
#ifndef MINNOW_BASE_FS_H
#define MINNOW_BASE_FS_H

#include "base/str.h"

#include <sys/types.h>

/* The lowest descriptor the shell uses for its own files and pipes: fds below
 * it belong to scripts (0-2, and 3>file style redirections), and a closed
 * 0, 1 or 2 must never be reused by a pipe behind the user's back. */
#define FS_FIRST_FD 10

/* Moves fd to FS_FIRST_FD or above, close-on-exec; returns the new fd (fd
 * itself when it already is, or when the descriptor limit leaves no room
 * above and fd is not 0, 1 or 2), or -1 with errno (fd is closed then). */
int fs_move_high(int fd);
/* pipe(2) with both ends close-on-exec and >= FS_FIRST_FD. */
int fs_pipe(int fds[2]);
/* open(2) with O_CLOEXEC and the result >= FS_FIRST_FD. */
int fs_open(const char *path, int flags, mode_t mode);
/* Appends everything readable from fd to out. */
int fs_read_fd(int fd, StrBuf *out);
/* Appends the whole file at path to out. */
int fs_read_file(const char *path, StrBuf *out);
/* Appends the regular file at path when it holds at most max bytes, for
 * the small files other programs write (configuration, databases); -1 with
 * errno otherwise: EFBIG when it is larger, EISDIR for a folder, EINVAL for
 * another kind of file (a fifo is never waited on). */
int fs_read_small_file(const char *path, size_t max, StrBuf *out);
/* Writes all n bytes, retrying short writes. */
int fs_write_all(int fd, const void *p, size_t n);
/* Creates path and any missing parent folders (mode for the new ones). */
int fs_mkdir_p(const char *path, mode_t mode);
/* Writes to a temporary file beside path and renames it over path, so
 * readers see the old or the new content, never half of one. When path is
 * a symlink, the file it points to is replaced and the link stays. */
int fs_replace_file(const char *path, const void *p, size_t n);
/* Removes the temporary files fs_replace_file left beside path when the
 * process writing them died (killed half-way): those named for a process
 * that no longer exists, untouched for a minute. Errors are ignored. */
void fs_remove_stale_temps(const char *path);
/* The running program's path as it was started: argv0 when it names a file
 * (searched on path, a $PATH-like list, when it has no slash), made absolute
 * with its folder resolved but not its last name, so a link to the program
 * stays the link. Only when that is the running program (/proc/self/exe):
 * else false, and out is left empty. */
bool fs_invoked_path(const char *argv0, const char *path, StrBuf *out);

#endif
