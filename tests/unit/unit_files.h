/* tests/unit/unit_files.h - fresh folders and files for unit tests that read
 * files: each run gets its own folder under $TMPDIR (or /tmp), removed when
 * the run ends. */
#ifndef MINNOW_TESTS_UNIT_FILES_H
#define MINNOW_TESTS_UNIT_FILES_H

#include "base/fs.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char tmp_root[256];

static inline void remove_tmp(void)
{
    char cmd[300];
    if (snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp_root) >= (int)sizeof cmd) abort();
    if (system(cmd) != 0) printf("  (could not remove %s)\n", tmp_root);
}

/* A fresh folder under this run's temporary folder: ROOT/name (in one of
 * eight buffers used in turn). */
static inline const char *folder(const char *name)
{
    static char paths[8][512];
    static int next;
    char *path = paths[next++ % 8];
    if (!tmp_root[0]) {
        const char *t = getenv("TMPDIR");
        if (snprintf(tmp_root, sizeof tmp_root, "%s/minnow-unit-XXXXXX", t && *t ? t : "/tmp") >=
            (int)sizeof tmp_root)
            abort();
        if (!mkdtemp(tmp_root)) abort();
        atexit(remove_tmp);
    }
    if (snprintf(path, sizeof paths[0], "%s/%s", tmp_root, name) >= (int)sizeof paths[0]) abort();
    if (fs_mkdir_p(path, 0755) != 0) abort();
    return path;
}

static inline void write_bytes(const char *dir, const char *name, const char *text, size_t len)
{
    char path[600];
    if (snprintf(path, sizeof path, "%s/%s", dir, name) >= (int)sizeof path) abort();
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0 || fs_write_all(fd, text, len) != 0) abort();
    close(fd);
}

static inline void write_text(const char *dir, const char *name, const char *text)
{
    write_bytes(dir, name, text, strlen(text));
}

#endif
