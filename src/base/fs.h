/* base/fs.h - file helpers that retry on EINTR.
 *
 * Errors come back as -1 with errno set; the caller reports them. */
#ifndef MINNOW_BASE_FS_H
#define MINNOW_BASE_FS_H

#include "base/str.h"

#include <sys/types.h>

/* Appends everything readable from fd to out. */
int fs_read_fd(int fd, StrBuf *out);
/* Appends the whole file at path to out. */
int fs_read_file(const char *path, StrBuf *out);
/* Writes all n bytes, retrying short writes. */
int fs_write_all(int fd, const void *p, size_t n);
/* Creates path and any missing parent folders (mode for the new ones). */
int fs_mkdir_p(const char *path, mode_t mode);
/* Writes to a temporary file beside path and renames it over path, so
 * readers see the old or the new content, never half of one. */
int fs_replace_file(const char *path, const void *p, size_t n);

#endif
