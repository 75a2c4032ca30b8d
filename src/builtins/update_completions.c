/* builtins/update_completions.c - __minnow_update_completions, the work of
 * the function fish_update_completions: completion files made from the
 * installed manual pages.
 *
 *   fish_update_completions [-d DIR] [-k] [-s] [-q] [-v] [FILE ...]
 *
 * Without FILEs it reads every page of sections 1 and 8 (and their variants
 * such as 1ssl) in the folders man(1) searches: $MANPATH, or the man/ and
 * share/man/ beside each folder of $PATH, then /usr/local/share/man,
 * /usr/local/man and /usr/share/man. A command documented twice keeps the
 * page man would show (section 1 before 8, plain before variants, earlier
 * folders first). Commands that have a completion file in a folder of
 * $fish_complete_path, other than the output folder, are skipped: a
 * hand-written file is better than a generated one. Files left from an
 * earlier run for pages that are gone are removed (unless --keep).
 *
 * Each page is read (gzip through zlib), followed through `.so` links, and
 * parsed by store/manparse.c; pages with options become NAME.fish in the
 * output folder ($XDG_CACHE_HOME/minnow/generated_completions by default),
 * written to a temporary file and renamed. The pages are shared out to a
 * few worker threads; the shell's thread only hands out progress (a counter
 * rewritten in place when stderr is a terminal), reports in page order and
 * watches for Ctrl-C. Workers touch nothing of the shell. */
#include "builtins/builtins.h"

#include "base/fs.h"
#include "base/map.h"
#include "env/paths.h"
#include "base/vec.h"
#include "env/var.h"
#include "proc/signal.h"
#include "store/manparse.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>

/* A page (compressed or not) larger than this is refused. */
#define PAGE_MAX (16u << 20)
/* .so links followed from one page. */
#define SO_MAX      4
#define WORKERS_MAX 8

const OptSpec bi_minnow_update_completions_opts[] = {{'d', "directory", OPT_REQUIRED_ARG},
                                                     {'k', "keep", OPT_NO_ARG},
                                                     {'s', "stdout", OPT_NO_ARG},
                                                     {'q', "quiet", OPT_NO_ARG},
                                                     {'v', "verbose", OPT_NO_ARG},
                                                     {'h', "help", OPT_NO_ARG},
                                                     {0, NULL, 0}};

/* What became of a page. */
enum { PG_WAITING, PG_WRITTEN, PG_NO_OPTIONS, PG_SUBCOMMAND, PG_ERROR };

/* Why a page gave nothing: a text of ours, or else errno's, which the
 * shell's thread turns into words (strerror is not for worker threads). */
typedef struct Problem {
    const char *text; /* static, or NULL */
    int errnum;
} Problem;

typedef struct Page {
    char *path;      /* owned */
    char *cmd;       /* owned: the command it documents */
    size_t root_len; /* path[0, root_len) is its manpath folder; 0 when unknown */
    int rank;        /* which page of a command man would show: lowest first */
    /* Filled in by the worker that parsed it. */
    int result; /* PG_* */
    size_t n_opts;
    Problem problem;   /* with PG_ERROR */
    char *link;        /* owned: the .so link whose target failed, or NULL */
    bool write_failed; /* the problem is with the completion file */
    StrBuf out;        /* with --stdout: the completions */
    bool done;         /* under Run.lock */
} Page;

typedef struct Run {
    Page *pages; /* owned */
    size_t n, cap;
    const char *dir; /* the output folder */
    bool to_stdout;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    size_t next;     /* the next page to hand out (under lock) */
    size_t finished; /* pages done (under lock) */
    bool stop;       /* Ctrl-C: hand out no more (under lock) */
} Run;

/* ---- reading a page ---- */

static bool has_suffix(const char *s, const char *suffix)
{
    size_t n = strlen(s), k = strlen(suffix);
    return n >= k && !strcmp(s + n - k, suffix);
}

/* Inflates gzip data (one or more members) into out; NULL or the error. */
static const char *gunzip(Str in, StrBuf *out)
{
    z_stream z = {0};
    if (inflateInit2(&z, 15 + 16) != Z_OK) return "zlib cannot start";
    z.next_in = (Bytef *)in.ptr;
    z.avail_in = (uInt)in.len;
    const char *err = NULL;
    for (;;) {
        sb_reserve(out, out->len < 65536 ? 65536 : out->len);
        size_t room = out->cap - out->len - 1;
        z.next_out = (Bytef *)out->ptr + out->len;
        z.avail_out = (uInt)room;
        int rc = inflate(&z, Z_NO_FLUSH);
        out->len += room - z.avail_out;
        if (out->len > PAGE_MAX) {
            err = "larger than 16 MiB uncompressed";
            break;
        }
        if (rc == Z_STREAM_END) {
            if (z.avail_in >= 2 && z.next_in[0] == 0x1f && z.next_in[1] == 0x8b) {
                inflateReset(&z); /* another member follows */
                continue;
            }
            break;
        }
        if (rc == Z_OK) continue;
        if (rc == Z_BUF_ERROR && z.avail_in == 0) err = "truncated gzip data";
        else if (rc == Z_BUF_ERROR) continue;
        else err = "corrupt gzip data";
        break;
    }
    inflateEnd(&z);
    out->ptr[out->len] = '\0';
    return err;
}

/* Reads the page at path into text (raw is scratch). */
static Problem read_page(const char *path, StrBuf *raw, StrBuf *text)
{
    sb_clear(raw);
    sb_clear(text);
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK); /* never waits on a fifo */
    if (fd < 0) return (Problem){NULL, errno};
    struct stat st;
    Problem pr = {NULL, 0};
    if (fstat(fd, &st) != 0) pr.errnum = errno;
    else if (S_ISDIR(st.st_mode)) pr.text = "is a directory";
    else if (!S_ISREG(st.st_mode)) pr.text = "not a regular file";
    else if ((unsigned long long)st.st_size > PAGE_MAX) pr.text = "larger than 16 MiB";
    else if (fs_read_fd(fd, raw) != 0) pr.errnum = errno;
    close(fd);
    if (pr.text || pr.errnum) return pr;
    if (raw->len > PAGE_MAX) return (Problem){"larger than 16 MiB", 0};
    if (raw->len >= 2 && (unsigned char)raw->ptr[0] == 0x1f && (unsigned char)raw->ptr[1] == 0x8b)
        return (Problem){gunzip(sb_str(raw), text), 0};
    if (has_suffix(path, ".gz")) return (Problem){"not gzip data", 0};
    if (has_suffix(path, ".bz2") || has_suffix(path, ".xz") || has_suffix(path, ".lzma") ||
        has_suffix(path, ".zst") || has_suffix(path, ".Z"))
        return (Problem){"compressed in a format not supported (only gzip is)", 0};
    StrBuf tmp = *text;
    *text = *raw;
    *raw = tmp;
    return pr;
}

/* ---- the workers ---- */

typedef struct Worker {
    Run *run;
    pthread_t thread;
    ManPage page;
    StrBuf raw, text, path, out;
} Worker;

/* The page of a `.so NAME` link: NAME in the page's manpath folder (or
 * beside the folder holding the page's section folder), plain or .gz. */
static void so_path(const Page *pg, const char *current, Str target, StrBuf *out)
{
    sb_clear(out);
    if (target.len && target.ptr[0] == '/') {
        sb_append(out, target);
    } else {
        if (pg->root_len) {
            sb_append_mem(out, pg->path, pg->root_len);
        } else {
            /* FILE given by hand: .../man1/x.1 -> ... */
            const char *end = strrchr(current, '/');
            size_t n = end ? (size_t)(end - current) : 0;
            while (n && current[n - 1] != '/') n--;
            if (n) n--;
            if (n) sb_append_mem(out, current, n);
            else sb_append_char(out, '.');
        }
        sb_append_char(out, '/');
        sb_append(out, target);
    }
    if (access(out->ptr, F_OK) != 0) {
        size_t len = out->len;
        sb_append_cstr(out, ".gz");
        if (access(out->ptr, F_OK) != 0) out->len = len, out->ptr[len] = '\0';
    }
}

/* Writes text to DIR/CMD.fish through a temporary file and a rename;
 * returns 0 or an errno. */
static int write_file(const Run *run, const char *cmd, Str text, StrBuf *path)
{
    sb_clear(path);
    sb_printf(path, "%s/.%s.fish.%ld.tmp", run->dir, cmd, (long)getpid());
    int fd = open(path->ptr, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) return errno;
    int rc = fs_write_all(fd, text.ptr, text.len);
    int err = errno;
    if (close(fd) != 0 && rc == 0) rc = -1, err = errno;
    StrBuf final = STRBUF_INIT;
    sb_printf(&final, "%s/%s.fish", run->dir, cmd);
    if (rc == 0 && rename(path->ptr, final.ptr) != 0) rc = -1, err = errno;
    sb_fini(&final);
    if (rc != 0) {
        unlink(path->ptr);
        return err;
    }
    return 0;
}

/* Reads, parses and writes one page (in a worker thread). */
static void parse_one(Worker *w, Page *pg)
{
    const char *current = pg->path;
    Problem pr;
    StrBuf link = STRBUF_INIT;
    for (int hops = 0;; hops++) {
        pr = read_page(current, &w->raw, &w->text);
        Str target;
        if (pr.text || pr.errnum || !man_so_target(sb_str(&w->text), &target)) break;
        if (hops == SO_MAX) {
            pr.text = "too many .so links";
            current = pg->path;
            break;
        }
        StrBuf next = STRBUF_INIT;
        so_path(pg, current, target, &next);
        sb_fini(&link);
        link = next;
        current = link.ptr;
    }
    bool failed = pr.text || pr.errnum;
    ManStatus ms = failed ? MAN_OK : man_parse(&w->page, sb_str(&w->text), str_cstr(pg->cmd));
    if (ms == MAN_BINARY) pr.text = "binary data, not a manual page", failed = true;
    if (failed) {
        pg->problem = pr;
        if (current != pg->path) pg->link = xstrdup(current);
        pg->result = PG_ERROR;
    } else if (ms == MAN_SUBCOMMAND) {
        pg->result = PG_SUBCOMMAND;
    } else if (!w->page.n_opts) {
        pg->result = PG_NO_OPTIONS;
    } else {
        pg->n_opts = w->page.n_opts;
        pg->result = PG_WRITTEN;
        if (w->run->to_stdout) {
            man_write_fish(&w->page, str_cstr(pg->cmd), str_cstr(pg->path), &pg->out);
        } else {
            sb_clear(&w->out);
            man_write_fish(&w->page, str_cstr(pg->cmd), str_cstr(pg->path), &w->out);
            int e = write_file(w->run, pg->cmd, sb_str(&w->out), &w->path);
            if (e) {
                pg->problem = (Problem){NULL, e};
                pg->write_failed = true;
                pg->result = PG_ERROR;
            }
        }
    }
    sb_fini(&link);
}

static void *worker_main(void *arg)
{
    Worker *w = arg;
    Run *run = w->run;
    for (;;) {
        pthread_mutex_lock(&run->lock);
        size_t i = run->stop ? run->n : run->next++;
        pthread_mutex_unlock(&run->lock);
        if (i >= run->n) break;
        parse_one(w, &run->pages[i]);
        pthread_mutex_lock(&run->lock);
        run->pages[i].done = true;
        run->finished++;
        /* The shell's thread looks every 100 ms anyway: wake it now and
         * then to report, and at the end. */
        if (run->finished % 64 == 0 || run->finished == run->n || i < 64)
            pthread_cond_signal(&run->changed);
        pthread_mutex_unlock(&run->lock);
    }
    return NULL;
}

/* ---- finding the pages ---- */

typedef struct Finder {
    Run *run;
    Map by_cmd;        /* command -> page index + 1 (as a pointer) */
    struct stat *seen; /* folders already read */
    size_t n_seen, cap_seen;
} Finder;

/* The command a page file documents: "ls.1.gz" -> "ls" (section "1").
 * With dir_section, the section must start with it. False for a name that
 * is no page. */
static bool page_name(const char *file, char dir_section, Str *cmd, Str *section)
{
    Str s = str_cstr(file);
    static const char *const comp[] = {".gz", ".bz2", ".xz", ".lzma", ".zst", ".Z"};
    for (size_t i = 0; i < sizeof comp / sizeof *comp; i++) {
        size_t k = strlen(comp[i]);
        if (s.len > k && !memcmp(s.ptr + s.len - k, comp[i], k)) {
            s.len -= k;
            break;
        }
    }
    const char *dot = NULL;
    for (size_t i = s.len; i > 0; i--)
        if (s.ptr[i - 1] == '.') {
            dot = s.ptr + i - 1;
            break;
        }
    if (dot && dot > s.ptr && dot[1] >= '0' && dot[1] <= '9' &&
        (!dir_section || dot[1] == dir_section)) {
        *cmd = str_make(s.ptr, (size_t)(dot - s.ptr));
        *section = str_make(dot + 1, (size_t)(s.ptr + s.len - dot - 1));
        return true;
    }
    if (dir_section) return false;
    *cmd = s;
    *section = STR("");
    return s.len > 0;
}

static bool usable_name(Str cmd)
{
    if (!cmd.len || cmd.ptr[0] == '.') return false;
    for (size_t i = 0; i < cmd.len; i++) {
        unsigned char c = (unsigned char)cmd.ptr[i];
        if (c < 0x20 || c == 0x7f || c == '/') return false;
    }
    return true;
}

/* Adds a page, or keeps the one already found for its command when that
 * ranks first. */
static void add_page(Finder *f, const char *path, Str cmd, size_t root_len, int rank)
{
    Run *run = f->run;
    bool added;
    void **slot = map_upsert(&f->by_cmd, cmd, &added);
    if (!added) {
        Page *old = &run->pages[(size_t)(uintptr_t)*slot - 1];
        if (old->rank <= rank) return;
        free(old->path);
        old->path = xstrdup(path);
        old->root_len = root_len;
        old->rank = rank;
        return;
    }
    Page pg = {0};
    pg.path = xstrdup(path);
    pg.cmd = xmemdup(cmd.ptr, cmd.len);
    pg.root_len = root_len;
    pg.rank = rank;
    VEC_PUSH(run->pages, run->n, run->cap, 256, pg);
    *slot = (void *)(uintptr_t)run->n;
}

/* Whether the folder at path was read already (by its device and inode). */
static bool seen_before(Finder *f, const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0 || !S_ISDIR(st.st_mode)) return true;
    for (size_t i = 0; i < f->n_seen; i++)
        if (f->seen[i].st_dev == st.st_dev && f->seen[i].st_ino == st.st_ino) return true;
    VEC_PUSH(f->seen, f->n_seen, f->cap_seen, 8, st);
    return false;
}

/* Adds the pages of root/man1*, root/man8*. */
static void scan_root(Finder *f, const char *root, int root_index)
{
    if (seen_before(f, root)) return;
    DIR *d = opendir(root);
    if (!d) return;
    StrList sections = STRLIST_INIT;
    for (struct dirent *e; (e = readdir(d));)
        if (!strncmp(e->d_name, "man", 3) && (e->d_name[3] == '1' || e->d_name[3] == '8'))
            sl_push_cstr(&sections, e->d_name);
    closedir(d);
    StrBuf path = STRBUF_INIT;
    for (size_t s = 0; s < sections.n; s++) {
        char digit = sections.items[s].ptr[3];
        sb_clear(&path);
        sb_printf(&path, "%s/%s", root, sections.items[s].ptr);
        if (seen_before(f, path.ptr) || !(d = opendir(path.ptr))) continue;
        size_t dir_len = path.len;
        for (struct dirent *e; (e = readdir(d));) {
            Str cmd, section;
            if (e->d_name[0] == '.' || !page_name(e->d_name, digit, &cmd, &section) ||
                !usable_name(cmd))
                continue;
            /* man's order: section 1, then 8; a plain section before a variant (1ssl); then the
             * folders in order */
            int rank = ((digit == '8') * 2 + (section.len > 1)) * 1000 + root_index;
            path.len = dir_len;
            sb_append_char(&path, '/');
            sb_append_cstr(&path, e->d_name);
            add_page(f, path.ptr, cmd, strlen(root), rank);
        }
        closedir(d);
    }
    sb_fini(&path);
    sl_fini(&sections);
}

/* The first value of a variable, or an empty string. */
static Str var_first(Shell *sh, const char *name)
{
    const Var *v = vars_get(sh->vars, str_cstr(name), 0);
    return v && v->values.n ? v->values.items[0] : STR("");
}

/* The folders man searches, in order (see the header comment). */
static void manpath(Shell *sh, StrList *roots)
{
    static const char *const defaults[] = {"/usr/local/share/man", "/usr/local/man",
                                           "/usr/share/man"};
    const Var *mp = vars_get(sh->vars, STR("MANPATH"), 0);
    const Var *path = vars_get(sh->vars, STR("PATH"), 0);
    StrList derived = STRLIST_INIT;
    StrBuf b = STRBUF_INIT;
    for (size_t i = 0; path && i < path->values.n; i++) {
        Str dir = path->values.items[i];
        while (dir.len > 1 && dir.ptr[dir.len - 1] == '/') dir.len--;
        size_t k = dir.len;
        while (k && dir.ptr[k - 1] != '/') k--;
        Str last = str_sub(dir, k, dir.len - k);
        if (!k || (!str_eq_cstr(last, "bin") && !str_eq_cstr(last, "sbin"))) continue;
        static const char *const subs[] = {"/share/man", "/man"};
        for (int s = 0; s < 2; s++) {
            sb_clear(&b);
            sb_append_mem(&b, dir.ptr, k - 1);
            sb_append_cstr(&b, subs[s]);
            sl_push(&derived, sb_str(&b));
        }
    }
    for (size_t i = 0; i < sizeof defaults / sizeof *defaults; i++)
        sl_push_cstr(&derived, defaults[i]);
    if (mp && mp->values.n) {
        /* An empty element stands for the default list, as in man-db. */
        for (size_t i = 0; i < mp->values.n; i++) {
            if (mp->values.items[i].len) sl_push(roots, mp->values.items[i]);
            else sl_extend(roots, &derived);
        }
    } else {
        sl_extend(roots, &derived);
    }
    sl_fini(&derived);
    sb_fini(&b);
}

/* Names (without .fish) of the completion files in $fish_complete_path,
 * leaving out the output folder. */
static void handwritten(Shell *sh, const char *outdir, Map *names)
{
    StrList dirs = STRLIST_INIT;
    const Var *cp = vars_get(sh->vars, STR("fish_complete_path"), 0);
    if (cp) {
        sl_extend(&dirs, &cp->values);
    } else {
        StrBuf b = STRBUF_INIT;
        static const char *const vars[] = {"__fish_config_dir", "__fish_data_dir"};
        for (int i = 0; i < 2; i++) {
            Str base = var_first(sh, vars[i]);
            if (!base.len) continue;
            sb_clear(&b);
            sb_append(&b, base);
            sb_append_cstr(&b, "/completions");
            sl_push(&dirs, sb_str(&b));
        }
        sb_fini(&b);
    }
    struct stat out_st;
    bool have_out = stat(outdir, &out_st) == 0;
    for (size_t i = 0; i < dirs.n; i++) {
        struct stat st;
        const char *dir = dirs.items[i].ptr;
        if (!*dir || stat(dir, &st) != 0) continue;
        if (have_out && st.st_dev == out_st.st_dev && st.st_ino == out_st.st_ino) continue;
        DIR *d = opendir(dir);
        if (!d) continue;
        for (struct dirent *e; (e = readdir(d));) {
            size_t n = strlen(e->d_name);
            if (n > 5 && !strcmp(e->d_name + n - 5, ".fish"))
                map_put(names, str_make(e->d_name, n - 5), (void *)1);
        }
        closedir(d);
    }
    sl_fini(&dirs);
}

static int page_cmp(const void *a, const void *b)
{
    return strcmp(((const Page *)a)->cmd, ((const Page *)b)->cmd);
}

/* Removes the files an earlier run made that this one did not write. */
static void remove_stale(const Run *run, const Map *written)
{
    DIR *d = opendir(run->dir);
    if (!d) return;
    StrBuf path = STRBUF_INIT, head = STRBUF_INIT;
    for (struct dirent *e; (e = readdir(d));) {
        size_t n = strlen(e->d_name);
        if (n <= 5 || strcmp(e->d_name + n - 5, ".fish") || e->d_name[0] == '.') continue;
        if (map_get(written, str_make(e->d_name, n - 5))) continue;
        sb_clear(&path);
        sb_printf(&path, "%s/%s", run->dir, e->d_name);
        sb_clear(&head);
        if (fs_read_small_file(path.ptr, 1 << 20, &head) != 0) continue;
        if (man_is_generated(sb_str(&head))) unlink(path.ptr);
    }
    closedir(d);
    sb_fini(&path);
    sb_fini(&head);
}

/* ---- the builtin ---- */

typedef struct Counts {
    size_t written, options, none, sub, hand, errors, pages;
} Counts;

static bool is_terminal(const Io *io, int fd)
{
    return !io->t[fd].buf && io->t[fd].fd >= 0 && isatty(io->t[fd].fd);
}

static double seconds_since(const struct timespec *t0)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)(t.tv_sec - t0->tv_sec) + (double)(t.tv_nsec - t0->tv_nsec) / 1e9;
}

/* The default output folder; false without a home. */
static bool default_dir(Shell *sh, StrBuf *out)
{
    Str cache = var_first(sh, "XDG_CACHE_HOME"); /* as shell.c puts it on $fish_complete_path */
    if (cache.len) {
        sb_append(out, cache);
    } else {
        Str home = var_first(sh, "HOME");
        if (!home.len) return false;
        sb_append(out, home);
        sb_append_cstr(out, "/.cache");
    }
    sb_printf(out, "/%s/generated_completions", paths_folder_name(sh->progname));
    return true;
}

/* Runs the workers over run->pages, reporting as pages finish. Returns
 * false when Ctrl-C stopped it. */
static bool run_workers(Run *run, Io *io, const char *cmd, bool quiet, bool verbose, bool explicit,
                        Counts *c, Map *written)
{
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    size_t n_workers = cpus < 1 ? 1 : cpus > WORKERS_MAX ? WORKERS_MAX : (size_t)cpus;
    if (n_workers > run->n) n_workers = run->n;
    Worker *workers = xcalloc(n_workers ? n_workers : 1, sizeof *workers);
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old); /* signals stay with the shell's thread */
    size_t started = 0;
    for (; started < n_workers; started++) {
        workers[started].run = run;
        if (pthread_create(&workers[started].thread, NULL, worker_main, &workers[started]) != 0)
            break;
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (!started) { /* no thread: work here */
        Worker w = {.run = run};
        worker_main(&w);
        man_page_fini(&w.page);
        sb_fini(&w.raw), sb_fini(&w.text), sb_fini(&w.path), sb_fini(&w.out);
    }
    bool progress = !quiet && is_terminal(io, 2);
    bool interrupted = false;
    size_t reported = 0;
    bool shown = false; /* a progress line is on the screen */
    struct timespec last = {0};
    StrBuf out = STRBUF_INIT, err = STRBUF_INIT;
    int width = snprintf(NULL, 0, "%zu", run->n);
    pthread_mutex_lock(&run->lock);
    for (;;) {
        /* Report the pages finished, in order. */
        while (reported < run->n && run->pages[reported].done) {
            Page *pg = &run->pages[reported++];
            pthread_mutex_unlock(&run->lock);
            switch (pg->result) {
            case PG_WRITTEN:
                c->written++;
                c->options += pg->n_opts;
                map_put(written, str_cstr(pg->cmd), (void *)1);
                if (verbose) sb_printf(&err, "%s: %s: %zu options\n", cmd, pg->path, pg->n_opts);
                if (pg->out.len) {
                    sb_append(&out, sb_str(&pg->out));
                    sb_fini(&pg->out);
                }
                break;
            case PG_NO_OPTIONS:
                c->none++;
                if (verbose || explicit)
                    sb_printf(&err, "%s: %s: no options found\n", cmd, pg->path);
                break;
            case PG_SUBCOMMAND:
                c->sub++;
                if (verbose || explicit)
                    sb_printf(&err, "%s: %s: documents a subcommand, skipped\n", cmd, pg->path);
                break;
            case PG_ERROR:
                c->errors++;
                if (verbose || explicit || pg->write_failed) {
                    sb_printf(&err, "%s: %s: ", cmd, pg->path);
                    if (pg->write_failed)
                        sb_printf(&err, "cannot write %s/%s.fish: ", run->dir, pg->cmd);
                    else if (pg->link) sb_printf(&err, "%s (through .so): ", pg->link);
                    sb_append_cstr(&err, pg->problem.text ? pg->problem.text
                                                          : strerror(pg->problem.errnum));
                    sb_append_char(&err, '\n');
                }
                break;
            default: break;
            }
            if (quiet && pg->result != PG_ERROR) sb_clear(&err);
            if (out.len >= 65536) io_write(io, 1, sb_str(&out)), sb_clear(&out);
            if (err.len) {
                if (shown) io_write(io, 2, STR("\r\x1b[K"));
                io_write(io, 2, sb_str(&err));
                sb_clear(&err);
                shown = false;
            }
            pthread_mutex_lock(&run->lock);
        }
        if (reported == run->n || (run->stop && run->finished == run->next)) break;
        if (progress && (!shown || seconds_since(&last) >= 0.05)) {
            size_t done = run->finished;
            const char *name = run->pages[reported].cmd;
            pthread_mutex_unlock(&run->lock);
            sb_clear(&err);
            sb_printf(&err, "\r\x1b[K  %*zu / %zu : %s", width, done, run->n, name);
            io_write(io, 2, sb_str(&err));
            sb_clear(&err);
            shown = true;
            clock_gettime(CLOCK_MONOTONIC, &last);
            pthread_mutex_lock(&run->lock);
        }
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += 100 * 1000 * 1000;
        if (until.tv_nsec >= 1000000000L) until.tv_sec++, until.tv_nsec -= 1000000000L;
        pthread_cond_timedwait(&run->changed, &run->lock, &until);
        if (sig_pending(SIGINT) && !run->stop) {
            run->stop = true;
            interrupted = true;
        }
    }
    pthread_mutex_unlock(&run->lock);
    for (size_t i = 0; i < started; i++) {
        pthread_join(workers[i].thread, NULL);
        man_page_fini(&workers[i].page);
        sb_fini(&workers[i].raw), sb_fini(&workers[i].text), sb_fini(&workers[i].path),
            sb_fini(&workers[i].out);
    }
    free(workers);
    if (shown) io_write(io, 2, STR("\r\x1b[K"));
    if (out.len) io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    sb_fini(&err);
    return !interrupted;
}

int bi_minnow_update_completions(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = "fish_update_completions"; /* the function users call */
    const char *dir_arg = NULL;
    bool keep = false, to_stdout = false, quiet = false, verbose = false;
    char **operands = xcalloc((size_t)argc + 1, sizeof *operands);
    OptState st;
    opt_begin_permuted(&st, argc, argv, bi_minnow_update_completions_opts, operands);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        switch (c) {
        case 'd': dir_arg = st.arg; break;
        case 'k': keep = true; break;
        case 's': to_stdout = true; break;
        case 'q': quiet = true; break;
        case 'v': verbose = true; break;
        case 'h': free(operands); return bi_print_help(sh, io, cmd);
        default: free(operands); return bi_opt_error(sh, io, cmd, &st, c);
        }
    }
    for (int i = st.index; i < argc; i++) operands[st.noperands++] = argv[i];
    bool explicit = st.noperands > 0;

    struct timespec t0;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    StrBuf dir = STRBUF_INIT;
    if (dir_arg) {
        sb_append_cstr(&dir, dir_arg);
        while (dir.len > 1 && dir.ptr[dir.len - 1] == '/') dir.ptr[--dir.len] = '\0';
    } else if (!default_dir(sh, &dir)) {
        bi_error(io, cmd, "cannot find the output folder: $HOME is not set (use --directory)");
        free(operands);
        return STATUS_FAIL;
    }
    if (!dir.len) {
        bi_error(io, cmd, "the output folder name is empty");
        free(operands);
        sb_fini(&dir);
        return STATUS_INVALID_ARGS;
    }
    if (!to_stdout && fs_mkdir_p(dir.ptr, 0755) != 0) {
        bi_error(io, cmd, "cannot create %s: %s", dir.ptr, strerror(errno));
        free(operands);
        sb_fini(&dir);
        return STATUS_FAIL;
    }

    Run run = {.dir = dir.ptr, .to_stdout = to_stdout};
    pthread_mutex_init(&run.lock, NULL);
    pthread_cond_init(&run.changed, NULL);
    Finder f = {.run = &run};
    map_init(&f.by_cmd, NULL);
    Counts c = {0};
    int status = STATUS_OK;
    if (explicit) {
        for (int i = 0; i < st.noperands; i++) {
            const char *path = operands[i];
            const char *base = strrchr(path, '/');
            Str name, section;
            if (!page_name(base ? base + 1 : path, 0, &name, &section) || !usable_name(name)) {
                bi_error(io, cmd, "%s: cannot tell which command this page is for", path);
                status = STATUS_FAIL;
                continue;
            }
            add_page(&f, path, name, 0, i);
        }
    } else {
        StrList roots = STRLIST_INIT;
        manpath(sh, &roots);
        for (size_t i = 0; i < roots.n; i++) scan_root(&f, roots.items[i].ptr, (int)i);
        sl_fini(&roots);
        /* Leave out commands with completions of their own. */
        Map hand;
        map_init(&hand, NULL);
        handwritten(sh, dir.ptr, &hand);
        size_t kept = 0;
        for (size_t i = 0; i < run.n; i++) {
            Page *pg = &run.pages[i];
            if (map_get(&hand, str_cstr(pg->cmd))) {
                if (verbose && !quiet)
                    bi_error(io, cmd, "%s: skipped: %s has its own completions", pg->path, pg->cmd);
                c.hand++;
                free(pg->path), free(pg->cmd);
                continue;
            }
            run.pages[kept++] = *pg;
        }
        run.n = kept;
        map_fini(&hand);
        if (run.n) qsort(run.pages, run.n, sizeof *run.pages, page_cmp);
        if (!run.n && !c.hand) {
            bi_error(io, cmd, "no manual pages found (set MANPATH, or name page files)");
            status = STATUS_FAIL;
        }
    }
    map_fini(&f.by_cmd);
    free(f.seen);
    free(operands);

    Map written;
    map_init(&written, NULL);
    c.pages = run.n;
    bool complete = run_workers(&run, io, cmd, quiet, verbose, explicit, &c, &written);
    if (!complete) {
        if (!quiet) bi_error(io, cmd, "interrupted after %zu of %zu pages", run.finished, run.n);
        status = 128 + SIGINT;
    } else {
        if (!explicit && !keep && !to_stdout) remove_stale(&run, &written);
        if (c.errors && explicit) status = STATUS_FAIL;
        if (!quiet && !explicit && (c.pages || c.hand)) {
            StrBuf s = STRBUF_INIT;
            if (to_stdout)
                sb_printf(&s, "%s: %zu commands with %zu options", cmd, c.written, c.options);
            else
                sb_printf(&s, "%s: wrote %zu completion files (%zu options) to %s", cmd, c.written,
                          c.options, dir.ptr);
            sb_printf(&s, " from %zu manual pages", c.pages + c.hand);
            if (c.none) sb_printf(&s, "; %zu without options", c.none);
            if (c.sub) sb_printf(&s, "; %zu for subcommands", c.sub);
            if (c.hand) sb_printf(&s, "; %zu with hand-written completions", c.hand);
            if (c.errors)
                sb_printf(&s, "; %zu unreadable%s", c.errors, verbose ? "" : " (see --verbose)");
            if (verbose) sb_printf(&s, "; %.2f s", seconds_since(&t0));
            sb_append_char(&s, '\n');
            io_write(io, 2, sb_str(&s));
            sb_fini(&s);
        }
    }
    for (size_t i = 0; i < run.n; i++) {
        free(run.pages[i].path), free(run.pages[i].cmd), free(run.pages[i].link);
        sb_fini(&run.pages[i].out);
    }
    free(run.pages);
    map_fini(&written);
    pthread_mutex_destroy(&run.lock);
    pthread_cond_destroy(&run.changed);
    sb_fini(&dir);
    return status;
}
