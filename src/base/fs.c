/* base/fs.c - reading whole files, writing all of a buffer, atomic replace. */
#include "base/fs.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int fs_move_high(int fd)
{
    if (fd < 0) return -1;
    if (fd >= FS_FIRST_FD) {
        fcntl(fd, F_SETFD, FD_CLOEXEC);
        return fd;
    }
    int high = fcntl(fd, F_DUPFD_CLOEXEC, FS_FIRST_FD);
    if (high < 0 && fd > 2 && (errno == EMFILE || errno == EINVAL)) {
        /* No room up there (a low descriptor limit): keep the low one, but
         * never one of 0, 1, 2 (they were closed by the script). */
        fcntl(fd, F_SETFD, FD_CLOEXEC);
        return fd;
    }
    int saved = errno;
    close(fd);
    errno = saved;
    return high;
}

int fs_pipe(int fds[2])
{
    int raw[2];
    if (pipe(raw) != 0) return -1;
    fds[0] = fs_move_high(raw[0]);
    fds[1] = fs_move_high(raw[1]);
    if (fds[0] < 0 || fds[1] < 0) {
        int saved = errno;
        if (fds[0] >= 0) close(fds[0]);
        if (fds[1] >= 0) close(fds[1]);
        errno = saved;
        return -1;
    }
    return 0;
}

int fs_open(const char *path, int flags, mode_t mode)
{
    int fd;
    do fd = open(path, flags | O_CLOEXEC, mode);
    while (fd < 0 && errno == EINTR);
    return fs_move_high(fd);
}

int fs_read_fd(int fd, StrBuf *out)
{
    for (;;) {
        if (out->cap - out->len < 4096 + 1) sb_reserve(out, 65536);
        ssize_t n = read(fd, out->ptr + out->len, out->cap - out->len - 1);
        if (n < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        if (n == 0) return 0;
        out->len += (size_t)n;
        out->ptr[out->len] = '\0';
    }
}

int fs_read_file(const char *path, StrBuf *out)
{
    int fd;
    do fd = open(path, O_RDONLY | O_CLOEXEC);
    while (fd < 0 && errno == EINTR);
    if (fd < 0) return -1;
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        close(fd);
        errno = EISDIR;
        return -1;
    }
    if (fstat(fd, &st) == 0 && st.st_size > 0) sb_reserve(out, (size_t)st.st_size + 1);
    int r = fs_read_fd(fd, out);
    int saved = errno;
    close(fd);
    errno = saved;
    return r;
}

int fs_read_small_file(const char *path, size_t max, StrBuf *out)
{
    int fd;
    do fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    while (fd < 0 && errno == EINTR);
    if (fd < 0) return -1;
    struct stat st;
    int r = -1;
    if (fstat(fd, &st) != 0) {
        /* errno set */
    } else if (!S_ISREG(st.st_mode)) {
        errno = S_ISDIR(st.st_mode) ? EISDIR : EINVAL;
    } else if ((uint64_t)st.st_size > max) {
        errno = EFBIG;
    } else {
        size_t start = out->len;
        sb_reserve(out, (size_t)st.st_size + 1);
        r = fs_read_fd(fd, out);
        if (r == 0 && out->len - start > max) { /* it grew while we read */
            out->len = start;
            out->ptr[start] = '\0';
            errno = EFBIG;
            r = -1;
        }
    }
    int saved = errno;
    close(fd);
    errno = saved;
    return r;
}

int fs_write_all(int fd, const void *p, size_t n)
{
    const char *c = p;
    while (n) {
        ssize_t w = write(fd, c, n);
        if (w < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        c += w;
        n -= (size_t)w;
    }
    return 0;
}

/* The temporary file of fs_replace_file is path TEMP_MARK pid. */
#define TEMP_MARK ".minnow-tmp."

int fs_replace_file(const char *path, const void *p, size_t n)
{
    /* a symlink stays one: its target is what gets replaced */
    struct stat lst;
    char real[PATH_MAX];
    if (lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode) && realpath(path, real)) path = real;
    StrBuf tmp = STRBUF_INIT;
    sb_printf(&tmp, "%s" TEMP_MARK "%ld", path, (long)getpid());
    struct stat st;
    mode_t mode = stat(path, &st) == 0 ? (st.st_mode & 07777) : 0644;
    int fd = open(tmp.ptr, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode);
    if (fd < 0) {
        sb_fini(&tmp);
        return -1;
    }
    int r = fs_write_all(fd, p, n);
    if (r == 0) r = fsync(fd);
    int saved = errno;
    if (close(fd) != 0 && r == 0) r = -1, saved = errno;
    if (r == 0 && rename(tmp.ptr, path) != 0) r = -1, saved = errno;
    if (r != 0) unlink(tmp.ptr);
    sb_fini(&tmp);
    errno = saved;
    return r;
}

void fs_remove_stale_temps(const char *path)
{
    const char *slash = strrchr(path, '/');
    StrBuf dir = STRBUF_INIT, prefix = STRBUF_INIT, victim = STRBUF_INIT;
    if (slash) sb_append_mem(&dir, path, slash == path ? 1 : (size_t)(slash - path));
    else sb_append_cstr(&dir, ".");
    sb_printf(&prefix, "%s" TEMP_MARK, slash ? slash + 1 : path);
    DIR *d = opendir(dir.ptr);
    for (struct dirent *de; d && (de = readdir(d));) {
        if (strncmp(de->d_name, prefix.ptr, prefix.len) != 0) continue;
        const char *digits = de->d_name + prefix.len;
        char *end;
        errno = 0;
        long pid = strtol(digits, &end, 10);
        if (end == digits || *end || errno || pid <= 0 || pid == (long)getpid()) continue;
        if (kill((pid_t)pid, 0) == 0 || errno != ESRCH) continue; /* its writer lives */
        sb_clear(&victim);
        sb_printf(&victim, "%s/%s", dir.ptr, de->d_name);
        /* a minute old at least: on a shared file system the writer may
           live on another machine, and no replacement takes that long */
        struct stat st;
        if (stat(victim.ptr, &st) == 0 && time(NULL) - st.st_mtime >= 60) unlink(victim.ptr);
    }
    if (d) closedir(d);
    sb_fini(&dir);
    sb_fini(&prefix);
    sb_fini(&victim);
}

int fs_mkdir_p(const char *path, mode_t mode)
{
    StrBuf p = STRBUF_INIT;
    sb_append_cstr(&p, path);
    for (size_t i = 1; i <= p.len; i++) {
        if (i < p.len && p.ptr[i] != '/') continue;
        char saved = p.ptr[i];
        p.ptr[i] = '\0';
        if (mkdir(p.ptr, mode) != 0 && errno != EEXIST) {
            int e = errno;
            sb_fini(&p);
            errno = e;
            return -1;
        }
        p.ptr[i] = saved;
    }
    sb_fini(&p);
    return 0;
}

/* Whether file names the same file as the running program. */
static bool is_self(const char *file)
{
    struct stat a, b;
    return stat(file, &a) == 0 && stat("/proc/self/exe", &b) == 0 && a.st_dev == b.st_dev &&
           a.st_ino == b.st_ino;
}

bool fs_invoked_path(const char *argv0, const char *path, StrBuf *out)
{
    sb_clear(out);
    if (!argv0 || !*argv0) return false;
    StrBuf file = STRBUF_INIT;
    if (strchr(argv0, '/')) {
        sb_append_cstr(&file, argv0);
    } else {
        for (const char *p = path ? path : ""; *p && !file.len;) {
            size_t n = strcspn(p, ":");
            sb_printf(&file, "%.*s/%s", (int)n, n ? p : ".", argv0);
            if (access(file.ptr, X_OK) != 0) sb_clear(&file);
            p += n + (p[n] == ':');
        }
    }
    char *slash = file.len ? strrchr(file.ptr, '/') : NULL;
    char dir[PATH_MAX];
    if (slash) {
        *slash = '\0';
        const char *folder = slash == file.ptr ? "/" : file.ptr;
        if (realpath(folder, dir)) sb_printf(out, "%s/%s", strcmp(dir, "/") ? dir : "", slash + 1);
    }
    sb_fini(&file);
    if (out->len && is_self(out->ptr)) return true;
    sb_clear(out);
    return false;
}
