/* store/history.c - the entries of a history, and keeping them in its file.
 *
 * Commands are stored back to back in one buffer, each followed by a NUL
 * (with a NUL before the first), so a search is one memmem over it and a
 * prefix search a memmem for "\0prefix" (history_search.c). Entries are an
 * array of offsets and metadata, oldest first: the file's entries, then the
 * session's.
 *
 * Loading is one read of the file and one pass over it that decodes the
 * commands in place: the file's bytes become the command buffer (a record
 * always shrinks, losing at least its "- cmd: "), so nothing is copied and
 * no second buffer is touched. hist_preload does that in a thread, ahead of
 * the first use. */
#include "store/history_impl.h"

#include "base/check.h"
#include "base/fs.h"
#include "base/map.h"
#include "base/vec.h"
#include "parse/parser.h"
#include "store/histfile.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* Files larger than this are read from their end only. */
#define HIST_FILE_MAX ((size_t)512 * 1024 * 1024)
/* A rewrite every this many saves, starting at a random point. */
#define HIST_VACUUM_EVERY 25

static int64_t now_seconds(void)
{
    return (int64_t)time(NULL);
}

/* ---- entries ---- */

static void entries_init(HistEntries *d)
{
    *d = (HistEntries){0};
    sb_append_char(&d->text, '\0');
}

static void entries_fini(HistEntries *d)
{
    sb_fini(&d->text);
    free(d->e);
    sb_fini(&d->pathtext);
    free(d->pstart);
    free(d->plen);
    *d = (HistEntries){0};
}

/* Records the path just appended to pathtext from start on. */
static void push_path_bytes(HistEntries *d, size_t start)
{
    if (d->npaths == d->cappaths) {
        d->cappaths = d->cappaths ? d->cappaths * 2 : 64;
        d->pstart = xreallocarray(d->pstart, d->cappaths, sizeof *d->pstart);
        d->plen = xreallocarray(d->plen, d->cappaths, sizeof *d->plen);
    }
    d->pstart[d->npaths] = start;
    d->plen[d->npaths++] = (uint32_t)(d->pathtext.len - start);
}

static void push_path(HistEntries *d, HistEntry *e, Str p)
{
    size_t start = d->pathtext.len;
    sb_append(&d->pathtext, p);
    push_path_bytes(d, start);
    e->npaths++;
}

/* Makes an entry of the command bytes text[start, len) (the NUL after them
 * is added here). */
static HistEntry *push_entry(HistEntries *d, size_t start, int64_t when, HistPersist persist)
{
    sb_append_char(&d->text, '\0');
    VEC_RESERVE(d->e, d->n, d->cap, 256);
    HistEntry *e = &d->e[d->n++];
    *e = (HistEntry){.off = start, .len = (uint32_t)(d->text.len - 1 - start), .persist = (uint8_t)persist,
                     .when = when, .path0 = (uint32_t)d->npaths};
    return e;
}

/* Appends entry i of src (its text, time, paths, flags) to d. */
static void copy_entry(HistEntries *d, const HistEntries *src, size_t i)
{
    const HistEntry *se = &src->e[i];
    size_t start = d->text.len;
    sb_append_mem(&d->text, src->text.ptr + se->off, se->len);
    HistEntry *e = push_entry(d, start, se->when, (HistPersist)se->persist);
    e->deleted = se->deleted;
    for (uint32_t k = 0; k < se->npaths; k++) {
        size_t p = se->path0 + k;
        push_path(d, e, str_make(src->pathtext.ptr + src->pstart[p], src->plen[p]));
    }
}

/* Turns a history file's bytes (taken from *file) into entries, decoded in
 * place: those of its first `known` bytes (what the file held when the
 * session began), and of the rest those not newer than boundary. */
static void parse_file(HistEntries *d, StrBuf *file, int64_t boundary, size_t known)
{
    entries_init(d);
    if (!file->len) return;
    sb_fini(&d->text);
    d->text = *file; /* becomes the command buffer */
    *file = (StrBuf)STRBUF_INIT;
    d->cap = d->text.len / 56 + 64;
    d->e = xreallocarray(NULL, d->cap, sizeof *d->e);
    char *buf = d->text.ptr;
    Str data = str_make(buf, d->text.len);
    size_t pos = 0, w = 1; /* write position: always behind the record being read */
    HistRecord r;
    while (histfile_next(data, &pos, &r)) {
        if ((r.start >= known && r.when > boundary) || !r.cmd.len) continue;
        size_t len = histfile_unescape_to(r.cmd, buf + w);
        if (!len) continue;
        buf[w + len] = '\0';
        VEC_RESERVE(d->e, d->n, d->cap, 256);
        HistEntry *e = &d->e[d->n++];
        *e = (HistEntry){.off = w, .len = (uint32_t)len, .persist = HIST_DISK, .when = r.when,
                         .path0 = (uint32_t)d->npaths};
        w += len + 1;
        Str p;
        while (histfile_next_path(&r.paths, &p)) {
            size_t start = d->pathtext.len;
            histfile_unescape(p, &d->pathtext);
            push_path_bytes(d, start);
            e->npaths++;
        }
    }
    buf[0] = '\0';
    d->text.len = w;
    buf[w] = '\0';
    if (d->text.cap > w + w / 4 + 4096) { /* give back what the file's extra lines took */
        d->text.cap = w + w / 8 + 1024;
        d->text.ptr = xrealloc(d->text.ptr, d->text.cap);
    }
}

/* Reads the file: see parse_file. start: the file when the session began.
 * Its records are taken whatever their time, since a session's time stamps
 * say little about what came first: a shell stamps a command run in the
 * second it started one second ahead (as fish, so that it never reads its
 * own new entries as old ones), and a session started in that second
 * again, after an `exec`, would otherwise not see it. When the file was
 * replaced since (a rewrite), only the times are left to go by. */
static void read_file(const char *path, int64_t boundary, const HistFileId *start, HistEntries *d)
{
    StrBuf file = STRBUF_INIT;
    HistFileId id;
    if (histfile_read(path, HIST_FILE_MAX, &file, &id) != 0) sb_clear(&file);
    size_t known = 0;
    if (start->ino && id.dev == start->dev && id.ino == start->ino && start->size > id.size)
        known = start->size - id.size < file.len ? (size_t)(start->size - id.size) : file.len;
    parse_file(d, &file, boundary, known);
    sb_fini(&file);
}

/* ---- preloading ---- */

struct HistLoader {
    pthread_t thread;
    char *path;          /* owned */
    int64_t boundary;
    HistFileId start;
    HistEntries d;       /* the result */
    HistFolded folded;   /* its lower-cased copy */
};

static void *loader_main(void *arg)
{
    HistLoader *l = arg;
    read_file(l->path, l->boundary, &l->start, &l->d);
    hist_fold_entries(&l->d, &l->folded);
    return NULL;
}

void hist_preload(History *h)
{
    if (h->loaded || h->loader || !h->path) return;
    HistLoader *l = xcalloc(1, sizeof *l);
    l->path = xstrdup(h->path);
    l->boundary = h->boundary;
    l->start = h->start;
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old); /* signals stay with the main thread */
    if (pthread_create(&l->thread, NULL, loader_main, l) == 0) h->loader = l;
    else free(l->path), free(l);
    pthread_sigmask(SIG_SETMASK, &old, NULL);
}

/* Waits for a preload; true with its result in *d and *f. */
static bool join_loader(History *h, HistEntries *d, HistFolded *f)
{
    HistLoader *l = h->loader;
    if (!l) return false;
    pthread_join(l->thread, NULL);
    *d = l->d;
    *f = l->folded;
    free(l->path);
    free(l);
    h->loader = NULL;
    return true;
}

static void drop_loader(History *h)
{
    HistEntries d;
    HistFolded f;
    if (!join_loader(h, &d, &f)) return;
    entries_fini(&d);
    sb_fini(&f.text);
    free(f.off);
}

/* ---- the history ---- */

History *hist_new(const char *dir, Str name, int64_t boundary)
{
    History *h = xcalloc(1, sizeof *h);
    h->name = xmemdup(name.ptr, name.len);
    h->dir = xstrdup(dir);
    if (name.len) {
        StrBuf p = STRBUF_INIT;
        sb_printf(&p, "%s/%s_history", dir, h->name);
        h->path = sb_take(&p);
        histfile_id(h->path, &h->start);
    }
    h->boundary = boundary;
    entries_init(&h->d);
    h->countdown = -1;
    h->keep = HIST_DEFAULT_CAP;
    h->rng = (uint64_t)boundary * 6364136223846793005u ^ (uint64_t)getpid() ^ (uint64_t)(uintptr_t)h;
    return h;
}

static void free_folded(HistFolded *f)
{
    sb_fini(&f->text);
    free(f->off);
    *f = (HistFolded){0};
}

void hist_free(History *h)
{
    if (!h) return;
    hist_free(h->next);
    drop_loader(h);
    hist_save(h, false);
    hist_memo_clear(h);
    free(h->name);
    free(h->dir);
    free(h->path);
    entries_fini(&h->d);
    sl_fini(&h->del_all);
    sl_fini(&h->del_session);
    free_folded(&h->folded);
    free(h);
}

const char *hist_name(const History *h) { return h->name; }
const char *hist_file(const History *h) { return h->path; }
unsigned hist_generation(const History *h) { return h->gen; }

size_t hist_count(History *h)
{
    hist_load(h);
    return hist_visible(h);
}

Str hist_text(const History *h, size_t i)
{
    MN_ASSERT(i < h->d.n);
    return str_make(h->d.text.ptr + h->d.e[i].off, h->d.e[i].len);
}

int64_t hist_when(const History *h, size_t i) { return h->d.e[i].when; }
size_t hist_path_count(const History *h, size_t i) { return h->d.e[i].npaths; }
bool hist_is_deleted(const History *h, size_t i) { return h->d.e[i].deleted; }

Str hist_path(const History *h, size_t i, size_t k)
{
    MN_ASSERT(k < h->d.e[i].npaths);
    size_t p = h->d.e[i].path0 + k;
    return str_make(h->d.pathtext.ptr + h->d.pstart[p], h->d.plen[p]);
}

/* Drops the entries from n on. */
static void truncate_entries(History *h, size_t n)
{
    HistEntries *d = &h->d;
    if (n >= d->n) return;
    d->text.len = d->e[n].off;
    d->text.ptr[d->text.len] = '\0';
    if (d->e[n].path0 < d->npaths) {
        d->pathtext.len = d->pstart[d->e[n].path0];
        d->npaths = d->e[n].path0;
    }
    d->n = n;
    if (h->nold > n) h->nold = n;
    if (h->unsaved > n) h->unsaved = n;
    h->pending = false;
    hist_fold_truncate(&h->folded, n);
    h->gen++;
}

static bool same_text(const History *h, size_t i, Str s)
{
    return h->d.e[i].len == s.len && memcmp(h->d.text.ptr + h->d.e[i].off, s.ptr, s.len) == 0;
}

/* Adds an entry to the session, or merges it into the newest when that is
 * the same command kept the same way. True when a new entry was made. */
static bool add_entry(History *h, Str text, int64_t when, const Str *paths, size_t npaths, HistPersist persist)
{
    HistEntries *d = &h->d;
    if (d->n > h->nold && same_text(h, d->n - 1, text) && d->e[d->n - 1].persist == persist) {
        HistEntry *last = &d->e[d->n - 1];
        if (when > last->when) last->when = when;
        if (npaths > last->npaths) { /* its paths are the newest ones: replace them */
            if (last->path0 < d->npaths) d->pathtext.len = d->pstart[last->path0];
            d->npaths = last->path0;
            last->npaths = 0;
            for (size_t i = 0; i < npaths; i++) push_path(d, last, paths[i]);
        }
        h->pending = false;
        h->gen++;
        return false;
    }
    size_t start = d->text.len;
    sb_append(&d->text, text);
    HistEntry *e = push_entry(d, start, when, persist);
    for (size_t i = 0; i < npaths; i++) push_path(d, e, paths[i]);
    h->pending = false;
    h->gen++;
    return true;
}

/* Takes the file's entries (from a preload, or read now) and puts the
 * entries of the old list from `from` on after them: all of them, or with
 * keep_disk false only those the file does not hold (the session's, after
 * a load; the memory-only ones, after a merge that saved). */
static void reload(History *h, size_t from, bool keep_disk)
{
    HistEntries old = h->d;
    HistFolded f;
    if (!join_loader(h, &h->d, &f)) {
        f = (HistFolded){0};
        if (h->path) read_file(h->path, h->boundary, &h->start, &h->d);
        else entries_init(&h->d);
    }
    free_folded(&h->folded);
    h->folded = f;
    h->nold = h->d.n;
    size_t unsaved = SIZE_MAX;
    for (size_t i = from; i < old.n; i++) {
        if (!keep_disk && old.e[i].persist == HIST_DISK) continue;
        if (i >= h->unsaved && unsaved == SIZE_MAX) unsaved = h->d.n;
        copy_entry(&h->d, &old, i);
    }
    h->unsaved = unsaved == SIZE_MAX ? h->d.n : unsaved;
    h->pending = keep_disk && h->pending && old.n > from;
    entries_fini(&old);
    h->loaded = true;
    hist_memo_clear(h);
    h->gen++;
}

void hist_load(History *h)
{
    if (!h->loaded) reload(h, 0, true);
}

static void reset_entries(History *h)
{
    drop_loader(h);
    entries_fini(&h->d);
    entries_init(&h->d);
    h->nold = h->unsaved = 0;
    h->pending = false;
    free_folded(&h->folded);
    hist_memo_clear(h);
    h->gen++;
}

/* ---- adding ---- */

/* The time for a new entry: now, but after the boundary (as fish: our own
 * entries never pass for another session's older ones), unless the
 * boundary is far ahead of the clock. */
static int64_t stamp_now(const History *h)
{
    int64_t when = now_seconds();
    return when <= h->boundary && h->boundary - when < 10 ? h->boundary + 1 : when;
}

static void drop_ephemeral(History *h)
{
    size_t n = h->d.n;
    while (n > h->nold && h->d.e[n - 1].persist == HIST_EPHEMERAL) n--;
    truncate_entries(h, n);
}

static void save_counted(History *h)
{
    if (h->countdown < 0) {
        h->rng = h->rng * 6364136223846793005u + 1442695040888963407u;
        h->countdown = (int)((h->rng >> 33) % HIST_VACUUM_EVERY);
    }
    bool vacuum = h->countdown == 0;
    if (vacuum) h->countdown = HIST_VACUUM_EVERY;
    h->countdown--;
    hist_save(h, vacuum);
}

void hist_add(History *h, Str text, const Str *paths, size_t npaths, HistPersist persist, bool pending)
{
    drop_ephemeral(h);
    if (!text.len) return;
    int64_t when = stamp_now(h);
    bool added = add_entry(h, text, when, paths, npaths, persist);
    h->pending = added && pending;
    if (added && persist == HIST_DISK) save_counted(h);
}

void hist_add_at(History *h, Str text, int64_t when, const Str *paths, size_t npaths, HistPersist persist)
{
    if (text.len) add_entry(h, text, when, paths, npaths, persist);
}

void hist_resolve_pending(History *h)
{
    if (!h->pending) return;
    h->pending = false;
    h->gen++;
}

void hist_set_cap(History *h, size_t cap)
{
    h->keep = cap ? cap : HIST_DEFAULT_CAP;
}

/* ---- deleting ---- */

void hist_delete(History *h, Str text)
{
    hist_load(h);
    sl_push(&h->del_all, text);
    for (size_t i = 0; i < h->d.n; i++) {
        if (same_text(h, i, text)) h->d.e[i].deleted = 1;
    }
    hist_memo_clear(h);
    h->gen++;
}

void hist_clear_session(History *h)
{
    hist_load(h);
    for (size_t i = h->nold; i < h->d.n; i++) sl_push(&h->del_session, hist_text(h, i));
    truncate_entries(h, h->nold);
    hist_memo_clear(h);
}

void hist_clear(History *h)
{
    reset_entries(h);
    sl_clear(&h->del_all);
    sl_clear(&h->del_session);
    h->loaded = true;
    if (h->path) unlink(h->path);
}

/* ---- saving ---- */

/* A record of a rewrite: the command (in Rewrite.cmds), its time, its order
 * of last use, and where its paths come from. */
typedef struct RwRec {
    size_t coff;
    size_t clen;
    int64_t when;
    uint64_t order;
    Str rawpaths;   /* the old file's path lines, or empty */
    size_t entry;   /* or the session entry whose paths to write, or SIZE_MAX */
} RwRec;

typedef struct Rewrite {
    History *h;
    Map index;      /* command -> record number + 1 */
    StrBuf cmds;
    RwRec *recs;
    size_t n, cap;
    uint64_t order;
} Rewrite;

static void rw_add(Rewrite *rw, Str cmd, int64_t when, Str rawpaths, size_t entry)
{
    bool added;
    void **slot = map_upsert(&rw->index, cmd, &added);
    if (!added) {
        RwRec *r = &rw->recs[(uintptr_t)*slot - 1];
        if (when > r->when) r->when = when;
        r->order = ++rw->order;
        bool has_paths = rawpaths.len || (entry != SIZE_MAX && rw->h->d.e[entry].npaths);
        if (has_paths) r->rawpaths = rawpaths, r->entry = entry;
        return;
    }
    VEC_RESERVE(rw->recs, rw->n, rw->cap, 1024);
    RwRec *r = &rw->recs[rw->n++];
    *r = (RwRec){.coff = rw->cmds.len, .clen = cmd.len, .when = when, .order = ++rw->order,
                 .rawpaths = rawpaths, .entry = entry};
    sb_append(&rw->cmds, cmd);
    *slot = (void *)(uintptr_t)rw->n;
}

static int by_order_desc(const void *a, const void *b)
{
    const RwRec *x = a, *y = b;
    return x->order < y->order ? 1 : x->order > y->order ? -1 : 0;
}

static int by_time(const void *a, const void *b)
{
    const RwRec *x = a, *y = b;
    if (x->when != y->when) return x->when < y->when ? -1 : 1;
    return x->order < y->order ? -1 : x->order > y->order ? 1 : 0;
}

static void fill_set(Map *m, const StrList *l)
{
    for (size_t i = 0; i < l->n; i++) map_put(m, l->items[i], NULL);
}

/* histfile_rewrite's callback: the old file plus our unsaved entries, less
 * deletions, deduplicated (newest use wins), capped, ordered by time. */
static bool rewrite_cb(void *ctx, Str old, StrBuf *out)
{
    History *h = ctx;
    Rewrite rw = {.h = h};
    Map del_all = MAP_INIT, del_session = MAP_INIT;
    fill_set(&del_all, &h->del_all);
    fill_set(&del_session, &h->del_session);
    StrBuf cmd = STRBUF_INIT;
    size_t pos = 0;
    HistRecord r;
    while (histfile_next(old, &pos, &r)) {
        sb_clear(&cmd);
        histfile_unescape(r.cmd, &cmd);
        if (!cmd.len) continue;
        Str c = sb_str(&cmd);
        if (map_count(&del_all) && map_find(&del_all, c, NULL)) continue;
        if (map_count(&del_session) && r.when > h->boundary && map_find(&del_session, c, NULL)) continue;
        rw_add(&rw, c, r.when, r.paths, SIZE_MAX);
    }
    for (size_t i = h->unsaved; i < h->d.n; i++) {
        const HistEntry *e = &h->d.e[i];
        if (e->persist != HIST_DISK || e->deleted) continue;
        rw_add(&rw, hist_text(h, i), e->when, STR(""), i);
    }
    if (rw.n > h->keep) {
        qsort(rw.recs, rw.n, sizeof *rw.recs, by_order_desc);
        rw.n = h->keep;
    }
    if (rw.n) qsort(rw.recs, rw.n, sizeof *rw.recs, by_time);
    sb_reserve(out, rw.cmds.len + rw.n * 32);
    for (size_t i = 0; i < rw.n; i++) {
        const RwRec *rec = &rw.recs[i];
        Str c = str_make(rw.cmds.ptr + rec->coff, rec->clen);
        if (rec->entry != SIZE_MAX) {
            const HistEntry *e = &h->d.e[rec->entry];
            Str paths[64];
            size_t np = e->npaths < 64 ? e->npaths : 64;
            for (size_t k = 0; k < np; k++) paths[k] = hist_path(h, rec->entry, k);
            histfile_format(c, rec->when, paths, np, out);
        } else {
            histfile_format(c, rec->when, NULL, 0, out);
            if (rec->rawpaths.len) {
                sb_append_cstr(out, "  paths:\n");
                sb_append(out, rec->rawpaths);
            }
        }
    }
    sb_fini(&cmd);
    map_fini(&rw.index);
    map_fini(&del_all);
    map_fini(&del_session);
    sb_fini(&rw.cmds);
    free(rw.recs);
    return true;
}

int hist_save(History *h, bool force_rewrite)
{
    bool deletions = h->del_all.n || h->del_session.n;
    if (!h->path) {
        h->unsaved = h->d.n;
        sl_clear(&h->del_all);
        sl_clear(&h->del_session);
        return 0;
    }
    StrBuf buf = STRBUF_INIT;
    for (size_t i = h->unsaved; i < h->d.n; i++) {
        const HistEntry *e = &h->d.e[i];
        if (e->persist != HIST_DISK || e->deleted) continue;
        Str paths[64];
        size_t np = e->npaths < 64 ? e->npaths : 64;
        for (size_t k = 0; k < np; k++) paths[k] = hist_path(h, i, k);
        histfile_format(hist_text(h, i), e->when, paths, np, &buf);
    }
    int r = 0;
    if (!buf.len && !deletions && !force_rewrite) {
        h->unsaved = h->d.n;
    } else {
        r = -1;
        if (!deletions && !force_rewrite) r = histfile_append(h->path, sb_str(&buf));
        if (r != 0) r = histfile_rewrite(h->path, HIST_FILE_MAX, rewrite_cb, h);
        if (r == 0) {
            h->unsaved = h->d.n;
            sl_clear(&h->del_all);
            sl_clear(&h->del_session);
        }
    }
    int e = errno;
    sb_fini(&buf);
    errno = e;
    return r;
}

void hist_merge(History *h)
{
    hist_load(h);
    bool saved = hist_save(h, false) == 0;
    /* everything saved so far comes in, even what a shell that started in
       the same second stamped a second ahead; our saved entries come back
       from the file, in their places among the others', and what is not in
       the file stays after them */
    h->boundary = INT64_MAX;
    reload(h, h->nold, !saved);
    int64_t now = now_seconds(), newest = now;
    for (size_t i = 0; i < h->nold; i++) { /* a clock far ahead counts as now */
        if (h->d.e[i].when > newest && h->d.e[i].when <= now + 5) newest = h->d.e[i].when;
    }
    h->boundary = newest;
}

/* ---- importing ---- */

bool hist_bash_line_ok(Str line)
{
    if (!line.len || line.ptr[0] == '#') return false;
    for (size_t i = 0; i < line.len; i++) {
        char c = line.ptr[i];
        if (c == '`' || c == '{' || c == '*' || c == '\\') return false;
        if (i + 1 < line.len) {
            char d = line.ptr[i + 1];
            if ((c == '[' && d == '[') || (c == ']' && d == ']') || (c == '(' && d == '(') ||
                (c == ')' && d == ')') || (c == '<' && d == '<'))
                return false;
        }
    }
    bool incomplete = false;
    DiagList errs = {0};
    bool ok = parse_check(line, 0, &errs, &incomplete) && !incomplete;
    diag_list_fini(&errs);
    return ok;
}

static Str trim(Str s)
{
    while (s.len && (s.ptr[0] == ' ' || s.ptr[0] == '\t' || s.ptr[0] == '\r')) s.ptr++, s.len--;
    while (s.len && (s.ptr[s.len - 1] == ' ' || s.ptr[s.len - 1] == '\t' || s.ptr[s.len - 1] == '\r')) s.len--;
    return s;
}

/* "#1700000000": bash's time stamp line (HISTTIMEFORMAT); 0 otherwise. */
static int64_t bash_stamp(Str line)
{
    if (line.len < 2 || line.len > 20 || line.ptr[0] != '#') return 0;
    int64_t v = 0;
    for (size_t i = 1; i < line.len; i++) {
        if (line.ptr[i] < '0' || line.ptr[i] > '9') return 0;
        v = v * 10 + (line.ptr[i] - '0');
    }
    return v;
}

size_t hist_import_text(History *h, Str text, bool bash)
{
    hist_load(h);
    drop_ephemeral(h);
    int64_t now = stamp_now(h);
    size_t added = 0;
    if (bash) {
        int64_t stamp = 0;
        for (size_t pos = 0; pos < text.len;) {
            const char *nl = memchr(text.ptr + pos, '\n', text.len - pos);
            size_t end = nl ? (size_t)(nl - text.ptr) : text.len;
            Str line = trim(str_make(text.ptr + pos, end - pos));
            pos = end + 1;
            int64_t s = bash_stamp(line);
            if (s) {
                stamp = s;
                continue;
            }
            if (hist_bash_line_ok(line) && add_entry(h, line, stamp ? stamp : now, NULL, 0, HIST_DISK)) added++;
            stamp = 0;
        }
    } else {
        StrBuf cmd = STRBUF_INIT, pathbuf = STRBUF_INIT;
        size_t pos = 0;
        HistRecord r;
        while (histfile_next(text, &pos, &r)) {
            sb_clear(&cmd);
            histfile_unescape(r.cmd, &cmd);
            sb_clear(&pathbuf);
            size_t offs[64], lens[64], np = 0;
            Str p;
            while (np < 64 && histfile_next_path(&r.paths, &p)) {
                offs[np] = pathbuf.len;
                histfile_unescape(p, &pathbuf);
                lens[np] = pathbuf.len - offs[np];
                np++;
            }
            Str paths[64];
            for (size_t k = 0; k < np; k++) paths[k] = str_make(pathbuf.ptr + offs[k], lens[k]);
            if (cmd.len && add_entry(h, sb_str(&cmd), r.when ? r.when : now, paths, np, HIST_DISK)) added++;
        }
        sb_fini(&cmd);
        sb_fini(&pathbuf);
    }
    hist_save(h, false);
    return added;
}

long hist_import_file(History *h, const char *file)
{
    StrBuf text = STRBUF_INIT;
    if (fs_read_small_file(file, HIST_FILE_MAX, &text) != 0) {
        int e = errno;
        sb_fini(&text);
        errno = e;
        return -1;
    }
    size_t i = 0;
    while (i < text.len && (text.ptr[i] == '\n' || text.ptr[i] == ' ' || text.ptr[i] == '\t')) i++;
    bool fish = text.len - i >= 6 && memcmp(text.ptr + i, "- cmd:", 6) == 0;
    size_t n = hist_import_text(h, sb_str(&text), !fish);
    sb_fini(&text);
    return (long)n;
}

/* ---- listing ---- */

void hist_list(History *h, StrList *out)
{
    HistSearch s;
    hist_search_begin(&s, h, STR(""), HIST_CONTAINS, 0);
    for (size_t k = 0;; k++) {
        size_t i = hist_search_at(&s, k);
        if (i == HIST_NONE) break;
        sl_push(out, hist_text(h, i));
    }
    hist_search_end(&s);
}
