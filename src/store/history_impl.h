/* store/history_impl.h - the inside of a History, shared by history.c (the
 * entries and the file) and history_search.c (scans and case folding).
 * Nothing else includes this. */
#ifndef MINNOW_STORE_HISTORY_IMPL_H
#define MINNOW_STORE_HISTORY_IMPL_H

#include "store/histfile.h"
#include "store/history.h"

typedef struct HistEntry {
    size_t off;       /* the command's first byte in HistEntries.text */
    uint32_t len;
    uint8_t persist;  /* HistPersist */
    uint8_t deleted;
    int64_t when;
    uint32_t path0;   /* its paths: [path0, path0 + npaths) of pstart/plen */
    uint32_t npaths;
} HistEntry;

/* Entries and their bytes. */
typedef struct HistEntries {
    StrBuf text;      /* "\0", then each command followed by "\0" */
    HistEntry *e;     /* owned; n of cap */
    size_t n, cap;
    StrBuf pathtext;  /* every path, back to back */
    size_t *pstart;   /* owned: where each path starts in pathtext ... */
    uint32_t *plen;   /* ... and its length; npaths of cappaths */
    size_t npaths, cappaths;
} HistEntries;

/* A lower-cased copy of the commands, laid out as HistEntries.text: entry
 * i's folded text starts at off[i] and ends at the next NUL. */
typedef struct HistFolded {
    StrBuf text;
    size_t *off;
    size_t n, cap;    /* entries folded so far: a prefix of the entries */
} HistFolded;

typedef struct HistLoader HistLoader;

#define HIST_MEMO_SLOTS 4

struct History {
    char *name;           /* owned; "" for memory only */
    char *dir;            /* owned */
    char *path;           /* owned: dir/name_history, or NULL */
    int64_t boundary;     /* file entries newer than this stay out until a merge ... */
    HistFileId start;     /* ... unless the file held them when the session began */
    bool loaded;          /* the file has been read */
    HistLoader *loader;   /* owned: a preload running in a thread, or NULL */
    HistEntries d;
    size_t nold;          /* entries [0, nold) came from the file */
    size_t unsaved;       /* the first of this session's entries not yet in the file */
    bool pending;         /* the newest entry is hidden until resolved */
    StrList del_all;      /* commands deleted: dropped from the file at the next rewrite */
    StrList del_session;  /* commands of a cleared session: dropped when newer than boundary */
    int countdown;        /* saves until the next rewrite; -1 before the first save */
    size_t keep;          /* the cap of a rewrite */
    unsigned gen;         /* bumped by every change */
    uint64_t rng;         /* for the first countdown */
    HistFolded folded;
    HistScan *memo[HIST_MEMO_SLOTS]; /* owned: finished scans to extend */
    History *next;        /* owned: the histories the shell used before (history_shell.c),
                             kept, as fish keeps them, for a switch back */
};

/* Reads the file if that has not happened yet. */
void hist_load(History *h);
/* The visible entries: all but a pending one. */
static inline size_t hist_visible(const History *h) { return h->d.n - (h->pending && h->d.n ? 1 : 0); }
/* Folds the entries of d that f lacks (history_search.c). */
void hist_fold_entries(const HistEntries *d, HistFolded *f);
/* Drops folded copies of entries from n on (they were removed). */
void hist_fold_truncate(HistFolded *f, size_t n);
/* Frees the remembered scans (history_search.c). */
void hist_memo_clear(History *h);
/* Appends the lower-cased s (history_search.c). */
void hist_fold(Str s, StrBuf *out);

#endif
