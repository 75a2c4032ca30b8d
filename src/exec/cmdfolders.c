/* exec/cmdfolders.c - the commands each folder holds, cached, read ahead.
 *
 * The cache maps 'x' or 'f' + folder to the folder's mtime and names. The
 * preload thread reads its own copies of the folders and touches nothing
 * shared; cmdf_get joins it (a wait only when a command is completed before
 * it is done) and adopts what it read where the cache has nothing newer. */
#include "exec/cmdfolders.h"

#include "base/check.h"
#include "base/map.h"

#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct Folder {
    struct timespec mtime;
    StrList names;
} Folder;

typedef struct Preload {
    pthread_t thread;
    StrList dirs;     /* the folders to read: nexec of executables, then functions */
    size_t nexec;
    Folder **read;    /* one each, NULL when it was no folder */
} Preload;

struct CmdFolders {
    Map folders;      /* key -> Folder* */
    Preload *preload; /* running or done, not yet taken */
    bool preloaded;   /* one was started: never again */
};

static void folder_free(void *p)
{
    Folder *f = p;
    if (!f) return;
    sl_fini(&f->names);
    free(f);
}

CmdFolders *cmdf_new(void)
{
    CmdFolders *cf = xcalloc(1, sizeof *cf);
    map_init(&cf->folders, folder_free);
    return cf;
}

bool cmdf_entry_kind(int dfd, const char *name, unsigned char t, char *kind, bool *link, bool need_exec)
{
    struct stat sb;
    *link = t == DT_LNK;
    if (t == DT_UNKNOWN || t == DT_LNK) {
        if (fstatat(dfd, name, &sb, AT_SYMLINK_NOFOLLOW) != 0) return false;
        *link = S_ISLNK(sb.st_mode);
        if (*link && fstatat(dfd, name, &sb, 0) != 0) {
            *kind = 'f'; /* a dangling link */
            return true;
        }
        t = S_ISDIR(sb.st_mode) ? DT_DIR : S_ISREG(sb.st_mode) ? DT_REG : DT_UNKNOWN;
    }
    if (t == DT_DIR) {
        *kind = 'd';
    } else if (t == DT_REG && need_exec && faccessat(dfd, name, X_OK, 0) == 0) {
        *kind = 'x';
    } else {
        *kind = 'f';
    }
    return true;
}

/* Reads the folder dir (its stat in *sb): a new Folder, or NULL. Touches no
 * shared state, so the preload thread runs it too. */
static Folder *read_folder(const char *dir, const struct stat *sb, bool functions)
{
    int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    DIR *d = dfd >= 0 ? fdopendir(dfd) : NULL;
    if (!d) {
        if (dfd >= 0) close(dfd);
        return NULL;
    }
    Folder *f = xcalloc(1, sizeof *f);
    f->mtime = sb->st_mtim;
    StrBuf b = STRBUF_INIT;
    for (struct dirent *de; (de = readdir(d));) {
        if (de->d_name[0] == '.' && (!de->d_name[1] || (de->d_name[1] == '.' && !de->d_name[2]))) continue;
        sb_clear(&b);
        if (functions) {
            size_t n = strlen(de->d_name);
            if (n > 5 && strcmp(de->d_name + n - 5, ".fish") == 0) sb_append_mem(&b, de->d_name, n - 5);
        } else {
            char kind;
            bool link;
            if (cmdf_entry_kind(dirfd(d), de->d_name, de->d_type, &kind, &link, true) && kind == 'x') {
                sb_append_cstr(&b, de->d_name);
                sb_append_char(&b, '\0');
                sb_append_char(&b, link ? 'l' : 'x');
            }
        }
        if (b.len) sl_push(&f->names, sb_str(&b));
    }
    sb_fini(&b);
    closedir(d);
    return f;
}

static void *preload_main(void *arg)
{
    Preload *p = arg;
    for (size_t i = 0; i < p->dirs.n; i++) {
        struct stat sb;
        if (stat(p->dirs.items[i].ptr, &sb) == 0 && S_ISDIR(sb.st_mode))
            p->read[i] = read_folder(p->dirs.items[i].ptr, &sb, i >= p->nexec);
    }
    return NULL;
}

static void key_of(Str dir, bool functions, StrBuf *key)
{
    sb_clear(key);
    sb_append_char(key, functions ? 'f' : 'x');
    sb_append(key, dir);
}

/* Waits for the preload, and keeps what it read of each folder the cache
 * does not have. */
static void take_preload(CmdFolders *cf)
{
    Preload *p = cf->preload;
    if (!p) return;
    cf->preload = NULL;
    pthread_join(p->thread, NULL);
    StrBuf key = STRBUF_INIT;
    for (size_t i = 0; i < p->dirs.n; i++) {
        key_of(p->dirs.items[i], i >= p->nexec, &key);
        if (p->read[i] && !map_get(&cf->folders, sb_str(&key))) {
            map_put(&cf->folders, sb_str(&key), p->read[i]);
            p->read[i] = NULL;
        }
        folder_free(p->read[i]);
    }
    sb_fini(&key);
    sl_fini(&p->dirs);
    free(p->read);
    free(p);
}

void cmdf_preload(CmdFolders *cf, const StrList *exec_dirs, const StrList *function_dirs)
{
    if (cf->preloaded || !(exec_dirs->n + function_dirs->n)) return;
    cf->preloaded = true;
    Preload *p = xcalloc(1, sizeof *p);
    sl_dup(&p->dirs, exec_dirs);
    p->nexec = exec_dirs->n;
    sl_extend(&p->dirs, function_dirs);
    p->read = xcalloc(p->dirs.n, sizeof *p->read);
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old); /* signals stay with the main thread */
    if (pthread_create(&p->thread, NULL, preload_main, p) == 0) {
        cf->preload = p;
    } else {
        sl_fini(&p->dirs);
        free(p->read);
        free(p);
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
}

const StrList *cmdf_get(CmdFolders *cf, Str dir, bool functions)
{
    take_preload(cf);
    struct stat sb;
    if (stat(dir.ptr, &sb) != 0 || !S_ISDIR(sb.st_mode)) return NULL;
    StrBuf key = STRBUF_INIT;
    key_of(dir, functions, &key);
    Folder *f = map_get(&cf->folders, sb_str(&key));
    if (!f || f->mtime.tv_sec != sb.st_mtim.tv_sec || f->mtime.tv_nsec != sb.st_mtim.tv_nsec) {
        f = read_folder(dir.ptr, &sb, functions);
        if (f) map_put(&cf->folders, sb_str(&key), f); /* (the old one is freed) */
    }
    sb_fini(&key);
    return f ? &f->names : NULL;
}

void cmdf_free(CmdFolders *cf)
{
    if (!cf) return;
    take_preload(cf);
    map_fini(&cf->folders);
    free(cf);
}
