/* proc/cmdpath.c - $PATH lookup with a per-generation cache of hits.
 *
 * A candidate passes fish's test: access(X_OK), then stat says a regular
 * file. The cache is an open-addressing table from name to path, emptied
 * whenever the PATH generation moves; failures are never cached, so a command
 * installed later is found at once. */
#include "proc/cmdpath.h"

#include "base/check.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct Entry {
    char *name; /* owned; NULL for an empty slot */
    size_t name_len;
    char *path; /* owned */
    uint32_t hash;
} Entry;

struct CmdPathCache {
    Entry *slots; /* owned; cap slots, a power of two */
    size_t cap, n;
    unsigned generation;
    StrBuf scratch; /* candidate paths are built here */
    StrBuf failed;  /* the candidate behind the last failure */
};

#define CACHE_LIMIT 4096 /* entries before the cache starts over */

static const char *const default_path[] = {"/usr/local/bin", "/usr/bin", "/bin"};

CmdPathCache *cmdpath_new(void)
{
    return xcalloc(1, sizeof(CmdPathCache));
}

static void clear(CmdPathCache *c)
{
    for (size_t i = 0; i < c->cap; i++) {
        free(c->slots[i].name);
        free(c->slots[i].path);
    }
    if (c->slots) memset(c->slots, 0, c->cap * sizeof *c->slots);
    c->n = 0;
}

void cmdpath_free(CmdPathCache *c)
{
    if (!c) return;
    clear(c);
    free(c->slots);
    sb_fini(&c->scratch);
    sb_fini(&c->failed);
    free(c);
}

static uint32_t hash_of(Str s)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (size_t i = 0; i < s.len; i++) h = (h ^ (unsigned char)s.ptr[i]) * 16777619u;
    return h;
}

static Entry *slot_for(const CmdPathCache *c, Str name, uint32_t h)
{
    for (size_t i = h & (c->cap - 1);; i = (i + 1) & (c->cap - 1)) {
        Entry *e = &c->slots[i];
        if (!e->name) return e;
        if (e->hash == h && e->name_len == name.len && memcmp(e->name, name.ptr, name.len) == 0)
            return e;
    }
}

static void put(CmdPathCache *c, Str name, uint32_t h, const char *path)
{
    if (c->n >= CACHE_LIMIT) clear(c);
    if ((c->n + 1) * 2 > c->cap) {
        Entry *old = c->slots;
        size_t old_cap = c->cap;
        c->cap = old_cap ? old_cap * 2 : 32;
        c->slots = xcalloc(c->cap, sizeof *c->slots);
        for (size_t i = 0; i < old_cap; i++)
            if (old[i].name)
                *slot_for(c, str_make(old[i].name, old[i].name_len), old[i].hash) = old[i];
        free(old);
    }
    Entry *e = slot_for(c, name, h);
    if (e->name) {
        free(e->path);
    } else {
        e->name = xmemdup(name.ptr, name.len);
        e->name_len = name.len;
        e->hash = h;
        c->n++;
    }
    e->path = xstrdup(path);
}

/* fish's test of a candidate: 0 when it can be run, else an errno value. */
static int test_path(const char *path)
{
    struct stat st;
    if (access(path, X_OK) != 0) return errno;
    if (stat(path, &st) != 0) return errno;
    if (S_ISREG(st.st_mode)) return 0;
    return S_ISDIR(st.st_mode) ? EISDIR : ENOEXEC;
}

/* Whether the directory part of path (up to the last slash) may be searched. */
static bool dir_searchable(StrBuf *b)
{
    char *slash = strrchr(b->ptr, '/');
    if (!slash) return access(".", X_OK) == 0;
    if (slash == b->ptr) return access("/", X_OK) == 0;
    *slash = '\0';
    bool ok = access(b->ptr, X_OK) == 0;
    *slash = '/';
    return ok;
}

static void join(StrBuf *b, Str dir, Str name)
{
    sb_clear(b);
    sb_append(b, dir);
    if (dir.len && dir.ptr[dir.len - 1] != '/') sb_append_char(b, '/');
    sb_append(b, name);
}

char *cmdpath_find(CmdPathCache *c, const StrList *path_dirs, unsigned path_generation, Str name,
                   int *err)
{
    if (c) sb_clear(&c->failed);
    *err = ENOENT;
    if (name.len == 0 || memchr(name.ptr, '\0', name.len)) return NULL;

    if (memchr(name.ptr, '/', name.len)) {
        char *path = xmemdup(name.ptr, name.len);
        *err = test_path(path);
        if (*err == 0) return path;
        if (c && *err != ENOENT) sb_append_cstr(&c->failed, path);
        free(path);
        return NULL;
    }

    uint32_t h = hash_of(name);
    if (c) {
        if (c->generation != path_generation) {
            if (c->n) clear(c);
            c->generation = path_generation;
        }
        if (c->n) {
            Entry *e = slot_for(c, name, h);
            if (e->name && test_path(e->path) == 0) {
                *err = 0;
                return xstrdup(e->path);
            }
        }
    }

    StrBuf local = STRBUF_INIT;
    StrBuf *b = c ? &c->scratch : &local;
    size_t ndirs = path_dirs ? path_dirs->n : sizeof default_path / sizeof *default_path;
    bool cacheable = true;
    char *found = NULL;
    for (size_t i = 0; i < ndirs && !found; i++) {
        Str dir = path_dirs ? path_dirs->items[i] : str_cstr(default_path[i]);
        if (dir.len == 0) continue;
        if (dir.ptr[0] != '/') cacheable = false;
        join(b, dir, name);
        int e = test_path(b->ptr);
        if (e == 0) {
            found = xmemdup(b->ptr, b->len);
            *err = 0;
        } else if (e != ENOENT && *err == ENOENT && dir_searchable(b)) {
            /* The first interesting failure is the one to report. */
            *err = e;
            if (c) {
                sb_clear(&c->failed);
                sb_append(&c->failed, sb_str(b));
            }
        }
    }
    if (found) {
        if (c) sb_clear(&c->failed);
        if (c && cacheable) put(c, name, h, found);
    }
    sb_fini(&local);
    return found;
}

void cmdpath_find_all(const StrList *path_dirs, Str name, StrList *out)
{
    if (name.len == 0 || memchr(name.ptr, '\0', name.len)) return;
    StrBuf b = STRBUF_INIT;
    if (memchr(name.ptr, '/', name.len)) {
        sb_append(&b, name);
        if (test_path(b.ptr) == 0) sl_push(out, sb_str(&b));
        sb_fini(&b);
        return;
    }
    size_t ndirs = path_dirs ? path_dirs->n : sizeof default_path / sizeof *default_path;
    for (size_t i = 0; i < ndirs; i++) {
        Str dir = path_dirs ? path_dirs->items[i] : str_cstr(default_path[i]);
        if (dir.len == 0) continue;
        join(&b, dir, name);
        if (test_path(b.ptr) == 0) sl_push(out, sb_str(&b));
    }
    sb_fini(&b);
}

const char *cmdpath_failed_path(const CmdPathCache *c)
{
    return c && c->failed.ptr ? c->failed.ptr : "";
}

int cmdpath_status(int err)
{
    return err == 0 ? 0 : err == ENOENT ? 127 : 126;
}

const char *cmdpath_error_text(int err)
{
    switch (err) {
    case 0:
    case ENOENT: return NULL;
    case EACCES:
        return "Missing execute permissions for the file or one of its parent directories.";
    case ENOTDIR: return "One of the parent files is not a directory.";
    case ENAMETOOLONG: return "File name is too long.";
    case EISDIR:
    case ENOEXEC: return "Files of this type cannot be executed.";
    case ELOOP: return "Too many levels of symbolic links.";
    default: return "The file could not be accessed.";
    }
}
