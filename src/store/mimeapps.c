/* store/mimeapps.c - the default application of a MIME type (see
 * mimeapps.h for the order of the lookups).
 *
 * The lists are read once, when the MimeApps is made; an applications
 * folder's index of types (its mimeinfo.cache, or what its desktop files'
 * MimeType keys say when it has none) only when the defaults gave nothing
 * and the associations are needed. */
#include "store/mimeapps.h"

#include "base/check.h"
#include "base/fs.h"
#include "base/vec.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Lists and caches larger than this are skipped as broken. */
#define LIST_FILE_MAX (4u << 20)
/* How deep subfolders of an applications folder are looked into. */
#define APP_DIR_DEPTH 3

typedef struct List {
    Str text;              /* borrowed from MimeApps.texts */
    bool desktop_specific; /* DESKTOP-mimeapps.list: defaults only */
} List;

/* What one applications folder says of types: pairs (types[i], ids[i]). */
typedef struct AppIndex {
    bool read;
    StrList types, ids;
} AppIndex;

struct MimeApps {
    StrList texts; /* the lists' contents */
    List *lists;
    size_t n_lists, cap_lists;
    StrList app_dirs; /* DATA/applications, the user's first */
    AppIndex *index;  /* one per app_dirs entry */
};

static void add_list(MimeApps *ma, const char *dir, const char *desktop)
{
    StrBuf path = STRBUF_INIT, text = STRBUF_INIT;
    sb_printf(&path, "%s/%s%smimeapps.list", dir, desktop ? desktop : "", desktop ? "-" : "");
    if (fs_read_small_file(path.ptr, LIST_FILE_MAX, &text) == 0) {
        sl_push(&ma->texts, sb_str(&text));
        List l = {.desktop_specific = desktop != NULL};
        VEC_PUSH(ma->lists, ma->n_lists, ma->cap_lists, 8, l);
    }
    sb_fini(&path);
    sb_fini(&text);
}

static void add_lists(MimeApps *ma, const char *dir, const StrList *desktops)
{
    for (size_t i = 0; i < desktops->n; i++) add_list(ma, dir, desktops->items[i].ptr);
    add_list(ma, dir, NULL);
}

MimeApps *mimeapps_new(const StrList *config_dirs, const StrList *data_dirs,
                       const StrList *desktops)
{
    MimeApps *ma = xcalloc(1, sizeof *ma);
    for (size_t i = 0; i < config_dirs->n; i++) add_lists(ma, config_dirs->items[i].ptr, desktops);
    StrBuf dir = STRBUF_INIT;
    for (size_t i = 0; i < data_dirs->n; i++) {
        sb_clear(&dir);
        sb_printf(&dir, "%s/applications", data_dirs->items[i].ptr);
        sl_push(&ma->app_dirs, sb_str(&dir));
        add_lists(ma, dir.ptr, desktops);
    }
    sb_fini(&dir);
    /* the texts list is complete: point the lists at its items */
    for (size_t i = 0; i < ma->n_lists; i++) ma->lists[i].text = ma->texts.items[i];
    ma->index = xcalloc(ma->app_dirs.n ? ma->app_dirs.n : 1, sizeof *ma->index);
    return ma;
}

void mimeapps_free(MimeApps *ma)
{
    if (!ma) return;
    for (size_t i = 0; i < ma->app_dirs.n; i++) {
        sl_fini(&ma->index[i].types);
        sl_fini(&ma->index[i].ids);
    }
    free(ma->index);
    sl_fini(&ma->app_dirs);
    sl_fini(&ma->texts);
    free(ma->lists);
    free(ma);
}

/* ---- desktop file IDs ---- */

static bool is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static bool is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/* dir/id, or dir/A/rest for an id "A-rest" where dir/A is a folder, and so
 * on down. */
static bool find_in(StrBuf *dir, Str id, int depth)
{
    size_t keep = dir->len;
    sb_append_char(dir, '/');
    sb_append(dir, id);
    if (is_file(dir->ptr)) return true;
    dir->len = keep;
    dir->ptr[keep] = '\0';
    for (size_t i = 1; depth < APP_DIR_DEPTH && i + 1 < id.len; i++) {
        if (id.ptr[i] != '-') continue;
        sb_append_char(dir, '/');
        sb_append(dir, str_sub(id, 0, i));
        if (is_dir(dir->ptr) && find_in(dir, str_sub(id, i + 1, id.len - i - 1), depth + 1))
            return true;
        dir->len = keep;
        dir->ptr[keep] = '\0';
    }
    return false;
}

bool mimeapps_find(MimeApps *ma, Str id, StrBuf *path)
{
    if (!id.len || id.len > 255 || id.ptr[0] == '.' || memchr(id.ptr, '/', id.len) ||
        memchr(id.ptr, '\0', id.len))
        return false;
    StrBuf p = STRBUF_INIT;
    bool found = false;
    for (size_t d = 0; d < ma->app_dirs.n && !found; d++) {
        sb_clear(&p);
        sb_append(&p, ma->app_dirs.items[d]);
        found = find_in(&p, id, 0);
    }
    if (found) sb_append(path, sb_str(&p));
    sb_fini(&p);
    return found;
}

/* ---- applications folders' indexes ---- */

static void index_pairs(AppIndex *ix, Str type_list, Str id)
{
    StrList types = STRLIST_INIT;
    desktop_split_list(type_list, &types);
    for (size_t i = 0; i < types.n; i++) {
        sl_push(&ix->types, types.items[i]);
        sl_push(&ix->ids, id);
    }
    sl_fini(&types);
}

static int by_name(const void *a, const void *b)
{
    const Str *x = a, *y = b;
    int c = memcmp(x->ptr, y->ptr, x->len < y->len ? x->len : y->len);
    return c ? c : (x->len > y->len) - (x->len < y->len);
}

/* A line of mimeinfo.cache: type=id;id; */
static bool index_ids(void *ctx, Str type, Str id_list)
{
    AppIndex *ix = ctx;
    StrList ids = STRLIST_INIT;
    desktop_split_list(id_list, &ids);
    for (size_t i = 0; i < ids.n; i++) {
        sl_push(&ix->types, type);
        sl_push(&ix->ids, ids.items[i]);
    }
    sl_fini(&ids);
    return true;
}

/* Indexes the desktop files under dir (path) whose IDs start with prefix,
 * in the order of their names. */
static void scan_dir(AppIndex *ix, StrBuf *path, StrBuf *prefix, int depth)
{
    DIR *d = opendir(path->ptr);
    if (!d) return;
    StrList names = STRLIST_INIT;
    for (struct dirent *de; (de = readdir(d));) {
        if (de->d_name[0] != '.') sl_push_cstr(&names, de->d_name);
    }
    closedir(d);
    if (names.n > 1) qsort(names.items, names.n, sizeof *names.items, by_name);
    size_t path_len = path->len, prefix_len = prefix->len;
    StrBuf text = STRBUF_INIT;
    for (size_t i = 0; i < names.n; i++) {
        Str name = names.items[i];
        sb_append_char(path, '/');
        sb_append(path, name);
        sb_append(prefix, name);
        Str type_list;
        if (name.len > 8 && !memcmp(name.ptr + name.len - 8, ".desktop", 8)) {
            sb_clear(&text);
            if (fs_read_small_file(path->ptr, LIST_FILE_MAX, &text) == 0 &&
                desktop_get(sb_str(&text), STR("Desktop Entry"), STR("MimeType"), &type_list))
                index_pairs(ix, type_list, sb_str(prefix));
        } else if (depth < APP_DIR_DEPTH && is_dir(path->ptr)) {
            sb_append_char(prefix, '-');
            scan_dir(ix, path, prefix, depth + 1);
        }
        path->len = path_len;
        path->ptr[path_len] = '\0';
        prefix->len = prefix_len;
        prefix->ptr[prefix_len] = '\0';
    }
    sb_fini(&text);
    sl_fini(&names);
}

static const AppIndex *app_index(MimeApps *ma, size_t d)
{
    AppIndex *ix = &ma->index[d];
    if (ix->read) return ix;
    ix->read = true;
    StrBuf path = STRBUF_INIT, text = STRBUF_INIT;
    sb_printf(&path, "%s/mimeinfo.cache", ma->app_dirs.items[d].ptr);
    if (fs_read_small_file(path.ptr, LIST_FILE_MAX, &text) == 0) {
        desktop_each_key(sb_str(&text), STR("MIME Cache"), index_ids, ix);
    } else {
        StrBuf prefix = STRBUF_INIT;
        sb_clear(&path);
        sb_append(&path, ma->app_dirs.items[d]);
        scan_dir(ix, &path, &prefix, 0);
        sb_fini(&prefix);
    }
    sb_fini(&path);
    sb_fini(&text);
    return ix;
}

/* ---- choosing ---- */

typedef struct Chooser {
    MimeApps *ma;
    MimeAppsUsable usable;
    void *ctx;
    DesktopEntry *e;
    StrBuf *id;
    StrList removed; /* IDs the lists remove from the type being looked at */
} Chooser;

/* Whether the application id is installed and usable; loads it into c->e. */
static bool try_id(Chooser *c, Str id)
{
    for (size_t i = 0; i < c->removed.n; i++) {
        if (str_eq(c->removed.items[i], id)) return false;
    }
    StrBuf path = STRBUF_INIT;
    bool ok = mimeapps_find(c->ma, id, &path) && desktop_load(path.ptr, c->e) &&
              desktop_launchable(c->e) && c->usable(c->ctx, c->e);
    sb_fini(&path);
    if (ok) sb_append(c->id, id);
    return ok;
}

/* Tries the IDs that [group] of list l gives for type. */
static bool try_list(Chooser *c, const List *l, Str group, Str type)
{
    Str raw;
    if (!desktop_get(l->text, group, type, &raw)) return false;
    StrList ids = STRLIST_INIT;
    desktop_split_list(raw, &ids);
    bool ok = false;
    for (size_t i = 0; i < ids.n && !ok; i++) ok = try_id(c, ids.items[i]);
    sl_fini(&ids);
    return ok;
}

static bool try_associations(Chooser *c, Str type)
{
    MimeApps *ma = c->ma;
    sl_clear(&c->removed);
    for (size_t i = 0; i < ma->n_lists; i++) {
        Str raw;
        if (!ma->lists[i].desktop_specific &&
            desktop_get(ma->lists[i].text, STR("Removed Associations"), type, &raw))
            desktop_split_list(raw, &c->removed);
    }
    for (size_t i = 0; i < ma->n_lists; i++) {
        if (!ma->lists[i].desktop_specific &&
            try_list(c, &ma->lists[i], STR("Added Associations"), type))
            return true;
    }
    for (size_t d = 0; d < ma->app_dirs.n; d++) {
        const AppIndex *ix = app_index(ma, d);
        for (size_t i = 0; i < ix->types.n; i++) {
            if (str_eq(ix->types.items[i], type) && try_id(c, ix->ids.items[i])) return true;
        }
    }
    return false;
}

bool mimeapps_choose(MimeApps *ma, const StrList *types, MimeAppsUsable usable, void *ctx,
                     DesktopEntry *e, StrBuf *id)
{
    Chooser c = {.ma = ma, .usable = usable, .ctx = ctx, .e = e, .id = id};
    bool ok = false;
    for (size_t t = 0; t < types->n && !ok; t++) {
        for (size_t i = 0; i < ma->n_lists && !ok; i++)
            ok = try_list(&c, &ma->lists[i], STR("Default Applications"), types->items[t]);
    }
    for (size_t t = 0; t < types->n && !ok; t++) ok = try_associations(&c, types->items[t]);
    sl_fini(&c.removed);
    return ok;
}
