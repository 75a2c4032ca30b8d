/* env/autoload.c - NAME.fish lookups with a per-file mtime record. */
#include "env/autoload.h"

#include "base/check.h"
#include "base/map.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

struct Autoload {
    Map loaded; /* path -> heap copy of the struct timespec it had when loaded */
};

Autoload *autoload_new(void)
{
    Autoload *a = xcalloc(1, sizeof *a);
    map_init(&a->loaded, free);
    return a;
}

void autoload_free(Autoload *a)
{
    if (!a) return;
    map_fini(&a->loaded);
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

char *autoload_next(Autoload *a, const StrList *dirs, Str name)
{
    if (!dirs || !valid_name(name)) return NULL;
    StrBuf path = STRBUF_INIT;
    struct stat st;
    for (size_t i = 0; i < dirs->n; i++) {
        if (!candidate(dirs->items[i], name, &path, &st)) continue;
        struct timespec *seen = map_get(&a->loaded, sb_str(&path));
        if (seen && seen->tv_sec == st.st_mtim.tv_sec && seen->tv_nsec == st.st_mtim.tv_nsec) {
            sb_fini(&path);
            return NULL;
        }
        struct timespec *now = xmalloc(sizeof *now);
        *now = st.st_mtim;
        map_put(&a->loaded, sb_str(&path), now);
        return sb_take(&path);
    }
    sb_fini(&path);
    return NULL;
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
