/* store/histfile.c - fish's history file format, and locked reads, appends
 * and rewrites (see histfile.h for the format and the locking rules). */
#include "store/histfile.h"

#include "base/fs.h"
#include "base/path.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

/* The next whole line at *pos (without its newline); false at the end or
 * when what is left has no newline. */
static bool take_line(Str d, size_t *pos, Str *line)
{
    if (*pos >= d.len) return false;
    const char *nl = memchr(d.ptr + *pos, '\n', d.len - *pos);
    if (!nl) return false;
    *line = str_make(d.ptr + *pos, (size_t)(nl - (d.ptr + *pos)));
    *pos = (size_t)(nl - d.ptr) + 1;
    return true;
}

static bool starts(Str s, const char *lit)
{
    size_t n = strlen(lit);
    return s.len >= n && memcmp(s.ptr, lit, n) == 0;
}

static bool is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

static Str trim_left(Str s)
{
    while (s.len && is_blank(*s.ptr)) s.ptr++, s.len--;
    return s;
}

static size_t leading_spaces(Str s)
{
    size_t n = 0;
    while (n < s.len && s.ptr[n] == ' ') n++;
    return n;
}

/* A whole decimal integer with an optional sign, as fish reads `when:`;
 * anything else is 0. */
static int64_t parse_when(Str v)
{
    size_t i = 0;
    bool neg = false;
    if (i < v.len && (v.ptr[i] == '+' || v.ptr[i] == '-')) neg = v.ptr[i++] == '-';
    if (i == v.len) return 0;
    uint64_t n = 0;
    for (; i < v.len; i++) {
        unsigned d = (unsigned char)v.ptr[i] - '0';
        if (d > 9 || n > (UINT64_MAX - d) / 10) return 0;
        n = n * 10 + d;
    }
    if (n > (uint64_t)INT64_MAX) return 0;
    return neg ? -(int64_t)n : (int64_t)n;
}

/* Reads the interior lines of a record whose first line ended at *pos. */
static void read_interior(Str d, size_t *pos, HistRecord *rec)
{
    size_t indent = 0;
    for (;;) {
        size_t at = *pos;
        Str line;
        if (at >= d.len || d.ptr[at] != ' ') return; /* the next record, usually: no need to find its end */
        if (!take_line(d, &at, &line)) return;
        size_t sp = leading_spaces(line);
        if (sp == 0 || (indent && sp != indent)) return;
        indent = sp;
        Str body = str_sub(line, sp, line.len - sp);
        const char *colon = memchr(body.ptr, ':', body.len);
        if (!colon) return;
        *pos = at;
        Str key = str_make(body.ptr, (size_t)(colon - body.ptr));
        Str value = trim_left(str_make(colon + 1, body.len - key.len - 1));
        if (str_eq(key, STR("when"))) {
            rec->when = parse_when(value);
        } else if (str_eq(key, STR("paths"))) {
            size_t first = *pos;
            for (;;) {
                size_t next = *pos;
                Str p;
                if (!take_line(d, &next, &p) || leading_spaces(p) <= indent) break;
                if (!starts(str_sub(p, leading_spaces(p), p.len - leading_spaces(p)), "- ")) break;
                *pos = next;
            }
            rec->paths = str_make(d.ptr + first, *pos - first);
        }
    }
}

bool histfile_next(Str d, size_t *pos, HistRecord *rec)
{
    Str line;
    size_t at;
    for (;;) {
        at = *pos;
        if (!take_line(d, pos, &line)) return false;
        if (!line.len || line.ptr[0] == ' ') continue; /* inside a record, or empty */
        if (line.ptr[0] == '%' || starts(line, "---") || starts(line, "...")) continue;
        /* fish 1.x could write "- cmd: - cmd: ..." */
        while (starts(line, "- cmd: - cmd: ")) line = str_sub(line, 7, line.len - 7), at += 7;
        if (starts(line, "- cmd:    when:")) continue; /* fish 1.x damage */
        if (starts(line, "- cmd:")) break;
    }
    *rec = (HistRecord){.cmd = trim_left(str_sub(line, 6, line.len - 6)), .start = at};
    read_interior(d, pos, rec);
    return true;
}

bool histfile_next_path(Str *paths, Str *path)
{
    size_t pos = 0;
    Str line;
    if (!take_line(*paths, &pos, &line)) return false;
    size_t sp = leading_spaces(line);
    *path = str_sub(line, sp + 2, line.len - sp - 2); /* after "- " */
    *paths = str_sub(*paths, pos, paths->len - pos);
    return true;
}

void histfile_escape(Str s, StrBuf *out)
{
    size_t run = 0;
    for (size_t i = 0; i < s.len; i++) {
        char c = s.ptr[i];
        if (c != '\\' && c != '\n') continue;
        sb_append_mem(out, s.ptr + run, i - run);
        sb_append_mem(out, c == '\\' ? "\\\\" : "\\n", 2);
        run = i + 1;
    }
    sb_append_mem(out, s.ptr + run, s.len - run);
}

size_t histfile_unescape_to(Str s, char *dst)
{
    const char *p = s.ptr, *end = s.ptr + s.len;
    char *w = dst;
    while (p < end) {
        const char *bs = memchr(p, '\\', (size_t)(end - p));
        size_t run = (size_t)((bs ? bs : end) - p);
        memmove(w, p, run); /* dst may be s.ptr itself, or before it */
        w += run;
        p += run;
        if (!bs) break;
        if (bs + 1 < end && (bs[1] == '\\' || bs[1] == 'n')) {
            *w++ = bs[1] == 'n' ? '\n' : '\\';
            p = bs + 2;
        } else {
            *w++ = '\\';
            p = bs + 1;
        }
    }
    return (size_t)(w - dst);
}

void histfile_unescape(Str s, StrBuf *out)
{
    sb_reserve(out, s.len + 1);
    out->len += histfile_unescape_to(s, out->ptr + out->len);
    out->ptr[out->len] = '\0';
}

void histfile_format(Str cmd, int64_t when, const Str *paths, size_t npaths, StrBuf *out)
{
    sb_append_cstr(out, "- cmd: ");
    histfile_escape(cmd, out);
    char num[24], *p = num + sizeof num;
    uint64_t v = when < 0 ? 0 - (uint64_t)when : (uint64_t)when;
    do *--p = (char)('0' + v % 10);
    while (v /= 10);
    if (when < 0) *--p = '-';
    sb_append_cstr(out, "\n  when: ");
    sb_append_mem(out, p, (size_t)(num + sizeof num - p));
    sb_append_char(out, '\n');
    if (!npaths) return;
    sb_append_cstr(out, "  paths:\n");
    for (size_t i = 0; i < npaths; i++) {
        sb_append_cstr(out, "    - ");
        histfile_escape(paths[i], out);
        sb_append_char(out, '\n');
    }
}

/* ---- the file ---- */

/* Opens path and locks it (LOCK_SH or LOCK_EX), retrying when the path was
 * renamed over while we waited for the lock. With O_CREAT a missing folder
 * is made (0700). The descriptor, or -1 with errno. */
static int open_locked(const char *path, int flags, int lock)
{
    for (int tries = 0; tries < 1000; tries++) {
        int fd = fs_open(path, flags, 0600);
        if (fd < 0 && errno == ENOENT && (flags & O_CREAT)) {
            Str dir = path_dirname(str_cstr(path));
            StrBuf d = STRBUF_INIT;
            sb_append(&d, dir);
            int r = fs_mkdir_p(d.ptr, 0700);
            sb_fini(&d);
            if (r != 0) return -1;
            fd = fs_open(path, flags, 0600);
        }
        if (fd < 0) return -1;
        int r;
        while ((r = flock(fd, lock)) != 0 && errno == EINTR) {}
        if (r != 0) {
            if (errno == ENOLCK || errno == EOPNOTSUPP || errno == ENOSYS) return fd; /* no locks here */
            int e = errno;
            close(fd);
            errno = e;
            return -1;
        }
        struct stat locked, named;
        if (fstat(fd, &locked) != 0) {
            int e = errno;
            close(fd);
            errno = e;
            return -1;
        }
        bool named_ok = stat(path, &named) == 0;
        bool gone = !named_ok && errno == ENOENT;
        if (named_ok && named.st_dev == locked.st_dev && named.st_ino == locked.st_ino) return fd;
        close(fd); /* replaced or removed while we waited: lock the new one */
        if (gone && !(flags & O_CREAT)) {
            errno = ENOENT;
            return -1;
        }
    }
    errno = EAGAIN;
    return -1;
}

void histfile_id(const char *path, HistFileId *id)
{
    struct stat st;
    *id = (HistFileId){0};
    if (stat(path, &st) == 0 && S_ISREG(st.st_mode))
        *id = (HistFileId){.dev = (uint64_t)st.st_dev, .ino = (uint64_t)st.st_ino, .size = (uint64_t)st.st_size};
}

/* Appends the open file fd to out: at most max bytes, from its end, starting
 * after a newline when cut. id (may be NULL): see histfile_read. */
static int read_fd(int fd, size_t max, StrBuf *out, HistFileId *id)
{
    struct stat st;
    if (fstat(fd, &st) != 0) return -1;
    if (id) *id = (HistFileId){.dev = (uint64_t)st.st_dev, .ino = (uint64_t)st.st_ino};
    if (S_ISDIR(st.st_mode)) {
        errno = EISDIR;
        return -1;
    }
    off_t from = 0;
    size_t want = st.st_size > 0 ? (size_t)st.st_size : 0;
    if (want > max) {
        from = st.st_size - (off_t)max;
        want = max;
    }
    if (lseek(fd, from, SEEK_SET) < 0) return -1;
    size_t base = out->len;
    sb_reserve(out, want + 1);
    while (out->len - base < want) {
        ssize_t n = read(fd, out->ptr + out->len, want - (out->len - base));
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return -1;
        if (n == 0) break; /* shrank meanwhile */
        out->len += (size_t)n;
    }
    out->ptr[out->len] = '\0';
    if (from > 0) { /* drop the partial line we started in */
        const char *nl = memchr(out->ptr + base, '\n', out->len - base);
        size_t cut = nl ? (size_t)(nl - (out->ptr + base)) + 1 : out->len - base;
        memmove(out->ptr + base, out->ptr + base + cut, out->len - base - cut);
        out->len -= cut;
        out->ptr[out->len] = '\0';
        if (id) id->size = (uint64_t)from + cut;
    }
    return 0;
}

int histfile_read(const char *path, size_t max, StrBuf *out, HistFileId *id)
{
    if (id) *id = (HistFileId){0};
    int fd = open_locked(path, O_RDONLY, LOCK_SH);
    if (fd < 0) return errno == ENOENT ? 0 : -1;
    int r = read_fd(fd, max, out, id);
    int e = errno;
    close(fd);
    errno = e;
    return r;
}

int histfile_append(const char *path, Str bytes)
{
    int fd = open_locked(path, O_RDWR | O_APPEND | O_CREAT, LOCK_EX);
    if (fd < 0) return -1;
    StrBuf buf = STRBUF_INIT;
    struct stat st;
    char last = '\n';
    if (fstat(fd, &st) == 0 && st.st_size > 0 && pread(fd, &last, 1, st.st_size - 1) != 1) last = '\n';
    if (last != '\n') {
        sb_append_char(&buf, '\n');
        sb_append(&buf, bytes);
        bytes = sb_str(&buf);
    }
    int r = fs_write_all(fd, bytes.ptr, bytes.len);
    int e = errno;
    sb_fini(&buf);
    close(fd);
    errno = e;
    return r;
}

int histfile_rewrite(const char *path, size_t max, bool (*rewrite)(void *ctx, Str old, StrBuf *out),
                     void *ctx)
{
    /* a file that is a symlink (kept with one's dotfiles) is rewritten where it points */
    char *real = realpath(path, NULL);
    if (real) path = real;
    int fd = open_locked(path, O_RDWR | O_CREAT, LOCK_EX);
    if (fd < 0) {
        free(real);
        return -1;
    }
    fs_remove_stale_temps(path); /* of rewrites killed half-way */
    StrBuf old = STRBUF_INIT, neu = STRBUF_INIT;
    int r = read_fd(fd, max, &old, NULL);
    /* a last line without its newline (a writer killed half-way) is ended
       here, as an append ends it: the damage stays in its own record */
    if (old.len && old.ptr[old.len - 1] != '\n') sb_append_char(&old, '\n');
    if (r == 0 && rewrite(ctx, sb_str(&old), &neu)) r = fs_replace_file(path, neu.ptr ? neu.ptr : "", neu.len);
    int e = errno;
    sb_fini(&old);
    sb_fini(&neu);
    close(fd); /* after the rename: waiting writers then find the new file */
    free(real);
    errno = e;
    return r;
}
