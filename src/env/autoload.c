/* env/autoload.c - NAME.fish lookups with a record of what each name loaded.
 *
 * Every command name that is not a function yet is looked up here, builtins
 * included (a function may shadow them), so the answer of the disk is kept
 * for a while: a name found or not found is looked up again only after
 * STALE_SECONDS or when the folders change, as fish does. */
#include "env/autoload.h"

#include "base/check.h"
#include "base/map.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#define STALE_SECONDS 15
#define MAX_PROBES 4096 /* past this many names the cache starts again */

/* What the disk said about one name. */
typedef struct Probe {
    char *path;            /* owned: the file found, or NULL */
    struct timespec mtime; /* the file's, when found */
    time_t checked;        /* monotonic seconds */
} Probe;

/* The file last loaded for a name, as it was then. */
typedef struct Loaded {
    char *path;            /* owned */
    struct timespec mtime;
} Loaded;

struct Autoload {
    Map loaded;     /* name -> Loaded: as fish, a name's file is loaded again
                       when it changed or another file now stands for it */
    Map probes;     /* name -> Probe */
    StrList dirs;   /* the folders the probes were made in */
};

static void loaded_free(void *p)
{
    Loaded *l = p;
    free(l->path);
    free(l);
}

static void probe_free(void *p)
{
    Probe *pr = p;
    free(pr->path);
    free(pr);
}

Autoload *autoload_new(void)
{
    Autoload *a = xcalloc(1, sizeof *a);
    map_init(&a->loaded, loaded_free);
    map_init(&a->probes, probe_free);
    return a;
}

void autoload_free(Autoload *a)
{
    if (!a) return;
    map_fini(&a->loaded);
    map_fini(&a->probes);
    sl_fini(&a->dirs);
    free(a);
}

/* dir/name.fish into out; false when it is not a regular file. */
static bool candidate(Str dir, Str name, StrBuf *out, struct stat *st)
{
    sb_clear(out);
    sb_append(out, dir);
    sb_append_char(out, '/');
    sb_append(out, name);
    sb_append_cstr(out, ".fish");
    return stat(out->ptr, st) == 0 && S_ISREG(st->st_mode);
}

static bool valid_name(Str name)
{
    return name.len && !memchr(name.ptr, '/', name.len) && !memchr(name.ptr, '\0', name.len);
}

void autoload_set_dirs(Autoload *a, const StrList *dirs)
{
    bool same = dirs->n == a->dirs.n;
    for (size_t i = 0; same && i < dirs->n; i++) same = str_eq(dirs->items[i], a->dirs.items[i]);
    if (same) return;
    map_clear(&a->probes); /* made in other folders */
    sl_fini(&a->dirs);
    sl_dup(&a->dirs, dirs);
}

/* The disk's answer for name, at most STALE_SECONDS old. */
static const Probe *probe(Autoload *a, Str name)
{
    const StrList *dirs = &a->dirs;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    Probe *p = map_get(&a->probes, name);
    if (p && now.tv_sec - p->checked < STALE_SECONDS) return p;
    if (!p) {
        if (map_count(&a->probes) >= MAX_PROBES) map_clear(&a->probes); /* start again */
        p = xcalloc(1, sizeof *p);
        map_put(&a->probes, name, p);
    }
    free(p->path);
    p->path = NULL;
    p->checked = now.tv_sec;
    StrBuf path = STRBUF_INIT;
    struct stat st;
    for (size_t i = 0; i < dirs->n; i++) {
        if (!candidate(dirs->items[i], name, &path, &st)) continue;
        p->path = sb_take(&path);
        p->mtime = st.st_mtim;
        break;
    }
    sb_fini(&path);
    return p;
}

char *autoload_next(Autoload *a, Str name)
{
    if (!a->dirs.n || !valid_name(name)) return NULL;
    const Probe *p = probe(a, name);
    if (!p->path) return NULL;
    Loaded *seen = map_get(&a->loaded, name);
    if (seen && !strcmp(seen->path, p->path) && seen->mtime.tv_sec == p->mtime.tv_sec &&
        seen->mtime.tv_nsec == p->mtime.tv_nsec)
        return NULL;
    Loaded *now = xmalloc(sizeof *now);
    *now = (Loaded){xstrdup(p->path), p->mtime};
    map_put(&a->loaded, name, now);
    return xstrdup(p->path);
}

bool autoload_exists(const StrList *dirs, Str name)
{
    if (!dirs || !valid_name(name)) return false;
    StrBuf path = STRBUF_INIT;
    struct stat st;
    bool found = false;
    for (size_t i = 0; i < dirs->n && !found; i++) found = candidate(dirs->items[i], name, &path, &st);
    sb_fini(&path);
    return found;
}

void autoload_names(const StrList *dirs, StrList *out)
{
    StrBuf path = STRBUF_INIT;
    for (size_t i = 0; dirs && i < dirs->n; i++) {
        DIR *d = opendir(dirs->items[i].ptr);
        if (!d) continue;
        for (struct dirent *e; (e = readdir(d));) {
            size_t n = strlen(e->d_name);
            if (n <= 5 || strcmp(e->d_name + n - 5, ".fish"))
                continue; /* no name, or not a .fish */
            sb_clear(&path);
            sb_printf(&path, "%s/%s", dirs->items[i].ptr, e->d_name);
            struct stat st;
            if (stat(path.ptr, &st) != 0 || S_ISDIR(st.st_mode)) continue;
            sl_push(out, str_sub(str_cstr(e->d_name), 0, n - 5));
        }
        closedir(d);
    }
    sb_fini(&path);
}
