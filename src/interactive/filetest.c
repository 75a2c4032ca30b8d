/* interactive/filetest.c - cached answers about the disk, found by a
 * background thread.
 *
 * The shell's thread owns the cache (a map from kind byte + question to an
 * Entry); the thread sees only the Shared block: a queue of questions, a list
 * of answers and the pipe, under one mutex. Questions are taken newest first,
 * since on a slow disk the last thing typed matters most; a queue that grows
 * past QUEUE_MAX drops its oldest question, and the cache forgets it so it can
 * be asked again. The thread keeps a few directory listings (sorted, checked
 * against the directory's mtime before each use), so typing a path character
 * by character reads each directory once. */
#include "interactive/filetest.h"

#include "base/check.h"
#include "base/fs.h"
#include "base/map.h"
#include "base/vec.h"
#include "base/path.h"
#include "env/autoload.h"
#include "proc/cmdpath.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum {
    QUEUE_MAX = 256,       /* questions waiting before the oldest is dropped */
    CACHE_MAX = 4096,      /* answers kept before the cache starts over */
    ROUND_LOOKS = 1024,    /* questions answered in one round (a huge pasted line
                              must not make the cache thrash) */
    ROUND_ASKS = 256,      /* new questions queued in one round */
    LISTINGS = 4,          /* directory listings the thread keeps */
    LISTING_MAX = 100000,  /* entries past which a directory is scanned, not kept */
};

/* The search lists for command questions: immutable once made, counted
 * (under Shared.lock) by the tester and by each queued question. */
typedef struct Env {
    int refs;
    bool path_set;
    StrList path;
    StrList fpath;
} Env;

typedef struct Request {
    char *key;   /* owned: kind byte, then the question */
    size_t len;
    Env *env;    /* counted */
    unsigned gen;
} Request;

typedef struct Result {
    char *key;   /* owned */
    size_t len;
    uint8_t answer;
    bool dropped; /* never checked: the queue overflowed */
    unsigned gen;
} Result;

/* One name in a directory listing. */
typedef struct Name {
    const char *name; /* into Listing.pool */
    unsigned char type; /* d_type */
} Name;

/* A directory as the thread last read it. */
typedef struct Listing {
    char *dir;          /* owned, or NULL for a free slot */
    dev_t dev;
    ino_t ino;
    struct timespec mtime, ctime;
    char *pool;         /* owned: the names, NUL-terminated */
    Name *names;        /* owned: sorted by name */
    size_t n;
    uint64_t used;
} Listing;

typedef struct Shared {
    pthread_mutex_t lock;
    pthread_cond_t wake; /* questions queued, or quit */
    pthread_cond_t done; /* the thread ended */
    Request *queue;      /* owned */
    size_t nq, capq;
    Result *results;     /* owned */
    size_t nr, capr;
    bool quit, exited, signalled;
    int refs;            /* the tester and the thread */
    int pipe[2];
    /* the thread's alone */
    Listing listings[LISTINGS];
    uint64_t tick;
} Shared;

typedef struct Entry {
    uint8_t answer;
    bool pending;
    bool withheld;    /* ft_ask_fresh said FT_UNKNOWN while answer stood */
    unsigned epoch;
    unsigned gen;
} Entry;

struct FileTester {
    Shared *s;        /* counted */
    pthread_t thread;
    bool threaded;
    Map cache;        /* kind byte + question -> Entry (owned) */
    StrBuf key;
    Env *env;         /* counted */
    unsigned gen;     /* bumped when env changes */
    unsigned epoch;
    size_t waiting;
    unsigned looks, asks; /* this round's, counted down */
};

/* ---- the search lists ---- */

static void env_unref(Env *e)
{
    if (!e || --e->refs > 0) return;
    sl_fini(&e->path);
    sl_fini(&e->fpath);
    free(e);
}

static void absolute_only(StrList *out, const StrList *in)
{
    for (size_t i = 0; in && i < in->n; i++)
        if (in->items[i].len && in->items[i].ptr[0] == '/') sl_push(out, in->items[i]);
}

void ft_set_env(FileTester *ft, const StrList *path, const StrList *function_path)
{
    Env *e = xcalloc(1, sizeof *e);
    e->refs = 1;
    e->path_set = path != NULL;
    absolute_only(&e->path, path);
    absolute_only(&e->fpath, function_path);
    Env *old = ft->env;
    if (old && old->path_set == e->path_set && sl_eq(&old->path, &e->path) &&
        sl_eq(&old->fpath, &e->fpath)) {
        env_unref(e);
        return;
    }
    pthread_mutex_lock(&ft->s->lock);
    env_unref(old);
    pthread_mutex_unlock(&ft->s->lock);
    ft->env = e;
    ft->gen++;
}

/* ---- the thread's checks ---- */

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

static bool is_executable(const char *path)
{
    struct stat st;
    return access(path, X_OK) == 0 && stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static void listing_free(Listing *l)
{
    free(l->dir);
    free(l->pool);
    free(l->names);
    *l = (Listing){0};
}

static int by_name(const void *a, const void *b)
{
    return strcmp(((const Name *)a)->name, ((const Name *)b)->name);
}

/* Reads dir into l; false when it cannot be read or is too big to keep. */
static bool listing_read(Listing *l, const char *dir, const struct stat *st)
{
    DIR *d = opendir(dir);
    if (!d) return false;
    StrBuf pool = STRBUF_INIT;
    Name *names = NULL; /* .name holds an offset into pool until pool stops moving */
    size_t n = 0, cap = 0;
    bool ok = true;
    for (struct dirent *de; (de = readdir(d));) {
        if (n == LISTING_MAX) {
            ok = false;
            break;
        }
        VEC_PUSH(names, n, cap, 64, ((Name){.name = (const char *)(uintptr_t)pool.len, .type = de->d_type}));
        sb_append_mem(&pool, de->d_name, strlen(de->d_name) + 1);
    }
    closedir(d);
    if (!ok) {
        sb_fini(&pool);
        free(names);
        return false;
    }
    l->pool = sb_take(&pool);
    for (size_t i = 0; i < n; i++) names[i].name = l->pool + (uintptr_t)names[i].name;
    if (n) qsort(names, n, sizeof *names, by_name);
    l->dir = xstrdup(dir);
    l->dev = st->st_dev;
    l->ino = st->st_ino;
    l->mtime = st->st_mtim;
    l->ctime = st->st_ctim;
    l->names = names;
    l->n = n;
    return true;
}

static bool same_time(struct timespec a, struct timespec b)
{
    return a.tv_sec == b.tv_sec && a.tv_nsec == b.tv_nsec;
}

/* The listing of dir, current; NULL when it cannot be kept. */
static Listing *listing_get(Shared *s, const char *dir)
{
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) return NULL;
    Listing *oldest = &s->listings[0];
    for (int i = 0; i < LISTINGS; i++) {
        Listing *l = &s->listings[i];
        if (l->dir && strcmp(l->dir, dir) == 0) {
            if (l->dev == st.st_dev && l->ino == st.st_ino && same_time(l->mtime, st.st_mtim) &&
                same_time(l->ctime, st.st_ctim)) {
                l->used = ++s->tick;
                return l;
            }
            oldest = l;
            break;
        }
        if (!l->dir || l->used < oldest->used) oldest = l;
    }
    listing_free(oldest);
    if (!listing_read(oldest, dir, &st)) return NULL;
    oldest->used = ++s->tick;
    return oldest;
}

static bool entry_is_dir(StrBuf *b, const char *dir, const char *name, unsigned char type)
{
    if (type == DT_DIR) return true;
    if (type != DT_LNK && type != DT_UNKNOWN) return false;
    sb_clear(b);
    sb_append_cstr(b, dir);
    if (b->len && b->ptr[b->len - 1] != '/') sb_append_char(b, '/');
    sb_append_cstr(b, name);
    return is_dir(b->ptr);
}

static bool starts_with(const char *name, Str frag)
{
    return strncmp(name, frag.ptr, frag.len) == 0;
}

/* Whether some entry of dir starts with frag (a directory, with want_dir). */
static bool dir_has_prefix(Shared *s, const char *dir, Str frag, bool want_dir)
{
    StrBuf b = STRBUF_INIT;
    bool found = false;
    Listing *l = listing_get(s, dir);
    if (l) {
        size_t lo = 0, hi = l->n;
        while (lo < hi) { /* the first name >= frag */
            size_t mid = (lo + hi) / 2;
            if (strncmp(l->names[mid].name, frag.ptr, frag.len) < 0) lo = mid + 1;
            else hi = mid;
        }
        for (size_t i = lo; i < l->n && !found && starts_with(l->names[i].name, frag); i++)
            found = !want_dir || entry_is_dir(&b, dir, l->names[i].name, l->names[i].type);
    } else {
        DIR *d = opendir(dir); /* too big to keep, or unreadable */
        for (struct dirent *de; d && !found && (de = readdir(d));)
            found = starts_with(de->d_name, frag) &&
                    (!want_dir || entry_is_dir(&b, dir, de->d_name, de->d_type));
        if (d) closedir(d);
    }
    sb_fini(&b);
    return found;
}

/* FT_PREFIX / FT_DIR_PREFIX for one absolute path. */
static bool prefix_ok(Shared *s, const char *path, bool want_dir)
{
    size_t len = strlen(path);
    if (len == 0) return false;
    if (path[len - 1] == '/') return is_dir(path);
    Str p = str_make(path, len);
    Str frag = path_basename(p);
    Str dir = path_dirname(p);
    char *d = xmemdup(dir.ptr, dir.len);
    bool ok = dir_has_prefix(s, d, frag, want_dir);
    free(d);
    return ok;
}

static FtAnswer yes_no(bool b) { return b ? FT_YES : FT_NO; }

static FtAnswer write_answer(const char *path, bool noclobber)
{
    size_t len = strlen(path);
    if (len == 0 || path[len - 1] == '/') return FT_NO;
    struct stat st;
    bool exists = false, writable;
    if (stat(path, &st) == 0) {
        exists = true;
        writable = !S_ISDIR(st.st_mode) && access(path, W_OK) == 0;
    } else if (errno == ENOENT) {
        Str dir = path_dirname(str_make(path, len));
        char *parent = xmalloc(dir.len + 2);
        memcpy(parent, dir.ptr, dir.len);
        parent[dir.len] = '/';
        parent[dir.len + 1] = '\0';
        writable = access(parent, W_OK) == 0;
        free(parent);
    } else {
        writable = false;
    }
    if (!writable || (noclobber && exists)) return FT_NO;
    return exists ? FT_YES : FT_NEW;
}

static FtAnswer command_answer(FtKind kind, const char *name, size_t len, const Env *env)
{
    if (memchr(name, '/', len)) {
        if (is_executable(name)) return FT_YES;
        return yes_no(kind == FT_EXEC_OR_DIR && is_dir(name));
    }
    if (kind == FT_COMMAND && env && autoload_exists(&env->fpath, str_make(name, len)))
        return FT_YES;
    int err;
    char *found = cmdpath_find(NULL, env && env->path_set ? &env->path : NULL, 0,
                               str_make(name, len), &err);
    free(found);
    return yes_no(found != NULL);
}

/* The answer to a question (key after its kind byte, NUL-terminated). */
static FtAnswer answer(Shared *s, const char *key, size_t len, const Env *env)
{
    FtKind kind = (FtKind)(unsigned char)key[0];
    const char *q = key + 1;
    size_t qlen = len - 1;
    struct stat st;
    switch (kind) {
    case FT_COMMAND: case FT_EXECUTABLE: case FT_EXEC_OR_DIR:
        return command_answer(kind, q, qlen, env);
    case FT_EXISTS:
        return yes_no(stat(q, &st) == 0);
    case FT_PREFIX:
        return yes_no(prefix_ok(s, q, false));
    case FT_DIR: case FT_DIR_PREFIX:
        for (const char *c = q; c < q + qlen; c += strlen(c) + 1) {
            if (kind == FT_DIR ? is_dir(c) : prefix_ok(s, c, true)) return FT_YES;
        }
        return FT_NO;
    case FT_READ:
        return yes_no(access(q, R_OK) == 0 && stat(q, &st) == 0 && !S_ISDIR(st.st_mode));
    case FT_WRITE: case FT_WRITE_NEW:
        return write_answer(q, kind == FT_WRITE_NEW);
    case FT_KIND_COUNT:
        break;
    }
    return FT_NO;
}

/* ---- the thread ---- */

static void shared_free(Shared *s)
{
    for (size_t i = 0; i < s->nq; i++) {
        free(s->queue[i].key);
        env_unref(s->queue[i].env);
    }
    for (size_t i = 0; i < s->nr; i++) free(s->results[i].key);
    free(s->queue);
    free(s->results);
    for (int i = 0; i < LISTINGS; i++) listing_free(&s->listings[i]);
    if (s->pipe[0] >= 0) close(s->pipe[0]);
    if (s->pipe[1] >= 0) close(s->pipe[1]);
    pthread_mutex_destroy(&s->lock);
    pthread_cond_destroy(&s->wake);
    pthread_cond_destroy(&s->done);
    free(s);
}

/* Adds a result and, once per batch, a byte to the pipe. Under the lock. */
static void post(Shared *s, Result r)
{
    VEC_PUSH(s->results, s->nr, s->capr, 16, r);
    if (!s->signalled && s->pipe[1] >= 0) {
        s->signalled = true;
        ssize_t w;
        do w = write(s->pipe[1], "!", 1);
        while (w < 0 && errno == EINTR);
    }
}

static void *worker(void *arg)
{
    Shared *s = arg;
    pthread_mutex_lock(&s->lock);
    for (;;) {
        while (!s->quit && s->nq == 0) pthread_cond_wait(&s->wake, &s->lock);
        if (s->quit) break;
        Request r = s->queue[--s->nq]; /* the newest first */
        pthread_mutex_unlock(&s->lock);
        FtAnswer a = answer(s, r.key, r.len, r.env);
        pthread_mutex_lock(&s->lock);
        env_unref(r.env);
        post(s, (Result){.key = r.key, .len = r.len, .answer = (uint8_t)a, .gen = r.gen});
    }
    s->exited = true;
    pthread_cond_signal(&s->done);
    bool last = --s->refs == 0;
    pthread_mutex_unlock(&s->lock);
    if (last) shared_free(s);
    return NULL;
}

/* ---- the shell's side ---- */

FileTester *ft_new(void)
{
    FileTester *ft = xcalloc(1, sizeof *ft);
    Shared *s = xcalloc(1, sizeof *s);
    pthread_mutex_init(&s->lock, NULL);
    pthread_cond_init(&s->wake, NULL);
    pthread_cond_init(&s->done, NULL);
    s->refs = 1;
    s->pipe[0] = s->pipe[1] = -1;
    ft->s = s;
    map_init(&ft->cache, free);
    if (fs_pipe(s->pipe) == 0) {
        int fl = fcntl(s->pipe[0], F_GETFL);
        if (fl >= 0) fcntl(s->pipe[0], F_SETFL, fl | O_NONBLOCK);
        /* the thread needs no signals: they belong to the shell's thread */
        sigset_t all, old;
        sigfillset(&all);
        pthread_sigmask(SIG_SETMASK, &all, &old);
        s->refs = 2;
        ft->threaded = pthread_create(&ft->thread, NULL, worker, s) == 0;
        pthread_sigmask(SIG_SETMASK, &old, NULL);
        if (!ft->threaded) {
            s->refs = 1;
            close(s->pipe[0]);
            close(s->pipe[1]);
            s->pipe[0] = s->pipe[1] = -1;
        }
    }
    ft_set_env(ft, NULL, NULL);
    ft_begin_round(ft);
    return ft;
}

void ft_free(FileTester *ft)
{
    if (!ft) return;
    Shared *s = ft->s;
    pthread_mutex_lock(&s->lock);
    bool last = true;
    if (ft->threaded) {
        s->quit = true;
        pthread_cond_signal(&s->wake);
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += 200 * 1000 * 1000;
        if (until.tv_nsec >= 1000000000L) {
            until.tv_sec++;
            until.tv_nsec -= 1000000000L;
        }
        while (!s->exited)
            if (pthread_cond_timedwait(&s->done, &s->lock, &until) == ETIMEDOUT) break;
        last = --s->refs == 0;
    }
    env_unref(ft->env);
    bool exited = s->exited;
    pthread_mutex_unlock(&s->lock);
    if (ft->threaded) {
        if (exited) pthread_join(ft->thread, NULL);
        else pthread_detach(ft->thread); /* stuck on a dead disk: it frees s when done */
    }
    if (last) shared_free(s);
    map_fini(&ft->cache);
    sb_fini(&ft->key);
    free(ft);
}

int ft_fd(const FileTester *ft)
{
    return ft->threaded ? ft->s->pipe[0] : -1;
}

size_t ft_waiting(const FileTester *ft)
{
    return ft->waiting;
}

void ft_new_epoch(FileTester *ft)
{
    ft->epoch++;
}

/* Whether an answer of this kind comes from the search lists. */
static bool env_bound(Str key)
{
    FtKind kind = (FtKind)(unsigned char)key.ptr[0];
    return (kind == FT_COMMAND || kind == FT_EXECUTABLE) && !memchr(key.ptr, '/', key.len);
}

/* Queues the question in ft->key for e (or answers it now without a thread). */
static void ask(FileTester *ft, Entry *e)
{
    Shared *s = ft->s;
    e->epoch = ft->epoch;
    e->gen = ft->gen;
    if (!ft->threaded) {
        e->answer = (uint8_t)answer(s, ft->key.ptr, ft->key.len, ft->env);
        return;
    }
    e->pending = true;
    ft->waiting++;
    Request r = {.key = xmemdup(ft->key.ptr, ft->key.len), .len = ft->key.len, .gen = ft->gen};
    pthread_mutex_lock(&s->lock);
    r.env = ft->env;
    ft->env->refs++;
    if (s->nq == QUEUE_MAX) { /* the oldest question gives way */
        Request old = s->queue[0];
        memmove(s->queue, s->queue + 1, (s->nq - 1) * sizeof *s->queue);
        s->nq--;
        env_unref(old.env);
        post(s, (Result){.key = old.key, .len = old.len, .dropped = true, .gen = old.gen});
    }
    VEC_PUSH(s->queue, s->nq, s->capq, 16, r);
    pthread_cond_signal(&s->wake);
    pthread_mutex_unlock(&s->lock);
}

void ft_begin_round(FileTester *ft)
{
    ft->looks = ROUND_LOOKS;
    ft->asks = ROUND_ASKS;
}

/* ft_ask and ft_ask_fresh. */
static FtAnswer lookup(FileTester *ft, FtKind kind, Str key, bool fresh)
{
    if (ft->looks == 0) return FT_UNKNOWN;
    ft->looks--;
    sb_clear(&ft->key);
    sb_append_char(&ft->key, (char)kind);
    sb_append(&ft->key, key);
    Str k = sb_str(&ft->key);
    Entry *e = map_get(&ft->cache, k);
    if (!e) {
        if (ft->asks == 0) return FT_UNKNOWN;
        if (map_count(&ft->cache) >= CACHE_MAX) map_clear(&ft->cache);
        e = xcalloc(1, sizeof *e);
        map_put(&ft->cache, k, e);
        ft->asks--;
        ask(ft, e);
        return (FtAnswer)e->answer;
    }
    bool old_env = env_bound(k) && e->gen != ft->gen;
    if (old_env) e->answer = FT_UNKNOWN;
    if ((old_env || e->epoch != ft->epoch) && !e->pending && ft->asks) {
        ft->asks--;
        ask(ft, e); /* a stale answer stands until the new one comes */
    }
    if (fresh && (e->pending || e->epoch != ft->epoch)) {
        e->withheld = e->answer != FT_UNKNOWN;
        return FT_UNKNOWN;
    }
    return (FtAnswer)e->answer;
}

FtAnswer ft_ask(FileTester *ft, FtKind kind, Str key)
{
    return lookup(ft, kind, key, false);
}

FtAnswer ft_ask_fresh(FileTester *ft, FtKind kind, Str key)
{
    return lookup(ft, kind, key, true);
}

bool ft_take(FileTester *ft)
{
    if (!ft->threaded) return false;
    Shared *s = ft->s;
    char drain[64];
    while (read(s->pipe[0], drain, sizeof drain) > 0) continue;
    pthread_mutex_lock(&s->lock);
    Result *rs = s->results;
    size_t n = s->nr;
    s->results = NULL;
    s->nr = s->capr = 0;
    s->signalled = false;
    pthread_mutex_unlock(&s->lock);
    bool changed = false;
    for (size_t i = 0; i < n; i++) {
        Result *r = &rs[i];
        Str k = str_make(r->key, r->len);
        if (ft->waiting) ft->waiting--;
        Entry *e = map_get(&ft->cache, k);
        if (r->dropped) {
            if (e) {
                e->pending = false;
                e->epoch = ft->epoch - 1; /* never checked: stale, asked again when asked */
                if (e->withheld) changed = true; /* so that it is asked again */
                e->withheld = false;
                if (e->answer == FT_UNKNOWN) map_erase(&ft->cache, k);
            }
        } else {
            if (!e) {
                if (map_count(&ft->cache) >= CACHE_MAX) map_clear(&ft->cache);
                e = xcalloc(1, sizeof *e);
                e->epoch = ft->epoch - 1; /* its epoch is unknown: check again when asked */
                map_put(&ft->cache, k, e);
            }
            bool current = !env_bound(k) || r->gen == ft->gen;
            if (current && (e->answer != r->answer || e->withheld)) changed = true;
            e->withheld = false;
            e->answer = r->answer;
            e->gen = r->gen;
            e->pending = false;
        }
        free(r->key);
    }
    free(rs);
    return changed;
}
