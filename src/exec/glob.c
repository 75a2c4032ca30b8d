/* exec/glob.c - wildcard matching and the directory walk, in fish's manner.
 *
 * The walk takes the pattern one '/'-separated segment at a time, with the
 * path built so far in one shared buffer that grows and shrinks as it
 * recurses. `**` is the subtle part: a segment holding it is matched in the
 * directory as if it were `*`, and then every subdirectory is entered with the
 * pattern from the `**` onwards, so it reaches any depth. The directories on
 * the way down are remembered by device and inode; a symlink back to one of
 * them is not entered again, which is all it takes to end symlink cycles. */
#include "exec/glob.h"

#include "base/arena.h"
#include "base/check.h"
#include "base/utf8.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

bool glob_has_wildcard(const GlobChar *pat, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (pat[i] >= GLOB_ANY_CHAR && pat[i] <= GLOB_ANY_RECURSIVE) return true;
    return false;
}

/* Bytes in the UTF-8 character at s[i] (1 for a bad byte). */
static size_t char_len(const unsigned char *s, size_t i, size_t n)
{
    uint32_t cp;
    return utf8_decode((const char *)s + i, n - i, &cp);
}

bool glob_match(Str name, const GlobChar *pat, size_t pn, bool hide_dots)
{
    const unsigned char *s = (const unsigned char *)name.ptr;
    size_t sn = name.len;
    /* "." and ".." only ever match themselves, written out. */
    if (hide_dots && ((sn == 1 && s[0] == '.') || (sn == 2 && s[0] == '.' && s[1] == '.'))) {
        if (pn != sn) return false;
        for (size_t i = 0; i < sn; i++)
            if (pat[i] != s[i]) return false;
        return true;
    }
    /* Backtracking to the last star only: linear, see research.swtch.com/glob. */
    size_t px = 0, nx = 0, next_px = 0, next_nx = 0;
    while (px < pn || nx < sn) {
        if (px < pn) {
            GlobChar c = pat[px];
            if (c == GLOB_ANY_STRING || c == GLOB_ANY_RECURSIVE) {
                if (hide_dots && nx == 0 && sn > 0 && s[0] == '.') return false;
                if (px == pn - 1) return true;
                next_px = px;
                next_nx = nx + 1;
                px++;
                continue;
            }
            if (c == GLOB_ANY_CHAR) {
                if (nx < sn) {
                    if (nx == 0 && s[0] == '.') return false;
                    px++;
                    nx += char_len(s, nx, sn);
                    continue;
                }
            } else if (nx < sn && s[nx] == c) {
                px++;
                nx++;
                continue;
            }
        }
        if (next_nx > 0 && next_nx <= sn) {
            px = next_px;
            nx = next_nx;
            continue;
        }
        return false;
    }
    return true;
}

size_t glob_parse(Str text, bool qmark, GlobChar *out)
{
    size_t n = 0;
    for (size_t i = 0; i < text.len; i++) {
        unsigned char c = (unsigned char)text.ptr[i];
        if (c == '\\' && i + 1 < text.len) out[n++] = (unsigned char)text.ptr[++i];
        else if (c == '*' && n > 0 && out[n - 1] == GLOB_ANY_STRING) out[n - 1] = GLOB_ANY_RECURSIVE;
        else if (c == '*') out[n++] = GLOB_ANY_STRING;
        else if (c == '?' && qmark) out[n++] = GLOB_ANY_CHAR;
        else out[n++] = c;
    }
    return n;
}

/* ---- ordering ---- */

/* The next code point of s at *i; a bad byte becomes fish's private-use
 * stand-in for it, so it sorts after ordinary text as in fish. */
static uint32_t next_cp(Str s, size_t *i)
{
    unsigned char b = (unsigned char)s.ptr[*i];
    if (b < 0x80) {
        (*i)++;
        return b;
    }
    uint32_t cp;
    size_t k = utf8_decode(s.ptr + *i, s.len - *i, &cp);
    if (cp == UTF8_INVALID) cp = 0xF600 + (unsigned char)s.ptr[*i];
    *i += k;
    return cp;
}

/* Simple lower-casing for ASCII, Latin-1, Latin Extended-A, Greek and Cyrillic
 * capitals: enough for file names, and independent of the locale. */
static uint32_t fold(uint32_t c)
{
    if (c < 0x80) return c >= 'A' && c <= 'Z' ? c + 32 : c;
    if (c >= 0xC0 && c <= 0xDE && c != 0xD7) return c + 32;
    if (c >= 0x100 && c < 0x138 && c != 0x130 && !(c & 1)) return c + 1;
    if (c >= 0x139 && c < 0x149 && (c & 1)) return c + 1;
    if (c >= 0x14A && c < 0x178 && !(c & 1)) return c + 1;
    if (c == 0x178) return 0xFF;
    if (c >= 0x179 && c < 0x17F && (c & 1)) return c + 1;
    if (c >= 0x391 && c <= 0x3A9 && c != 0x3A2) return c + 32;
    if (c >= 0x410 && c <= 0x42F) return c + 32;
    if (c >= 0x400 && c <= 0x40F) return c + 80;
    return c;
}

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_space(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

/* Compares the numbers starting at a[*ai] and b[*bi] and moves past them (and
 * any whitespace after them, as fish does). */
static int cmp_digits(Str a, size_t *ai, Str b, size_t *bi)
{
    size_t i = *ai, j = *bi;
    while (i < a.len && a.ptr[i] == '0') i++;
    while (j < b.len && b.ptr[j] == '0') j++;
    int ret = 0;
    for (;; i++, j++) {
        bool da = i < a.len && is_digit(a.ptr[i]), db = j < b.len && is_digit(b.ptr[j]);
        if (da && db) {
            if (ret == 0 && a.ptr[i] != b.ptr[j]) ret = a.ptr[i] < b.ptr[j] ? -1 : 1;
            continue;
        }
        if (da) ret = 1;
        if (db) ret = -1;
        break;
    }
    while (i < a.len && is_space(a.ptr[i])) i++;
    while (j < b.len && is_space(b.ptr[j])) j++;
    *ai = i;
    *bi = j;
    return ret;
}

/* The two orders differ only in how characters compare: globs lower-case
 * them; completions upper-case them and put '-' after the letters. */
static uint32_t order_key(uint32_t c, bool completion)
{
    if (!completion) return fold(c);
    if (c == '-') c = '[';
    if (c == '/') return 0; /* a folder's name before longer names */
    return uc_upper(c);
}

/* Where comparing a and b may start: past the bytes they share (names in
 * one folder share their path), backed up to a place where a comparison
 * from the start would also be between two characters: after an ASCII
 * character that is no digit or blank, since digits and the blanks after
 * them are compared as one number. */
static size_t shared_start(Str a, Str b)
{
    size_t n = a.len < b.len ? a.len : b.len, k = 0;
    for (uint64_t x, y; k + 8 <= n; k += 8) { /* eight bytes at a time */
        memcpy(&x, a.ptr + k, 8);
        memcpy(&y, b.ptr + k, 8);
        if (x != y) break;
    }
    while (k < n && a.ptr[k] == b.ptr[k]) k++;
    while (k > 0) {
        unsigned char c = (unsigned char)a.ptr[k - 1];
        if (c < 0x80 && !is_digit((char)c) && !is_space((char)c)) break;
        k--;
    }
    return k;
}

static int filecmp(Str a, Str b, bool completion)
{
    size_t ai = shared_start(a, b), bi = ai;
    int ret = 0;
    while (ai < a.len && bi < b.len) {
        if (is_digit(a.ptr[ai]) && is_digit(b.ptr[bi])) {
            ret = cmp_digits(a, &ai, b, &bi);
            if (ret != 0 || ai == a.len || bi == b.len) break;
            continue;
        }
        uint32_t ac = next_cp(a, &ai), bc = next_cp(b, &bi);
        if (ac == bc) continue;
        ac = order_key(ac, completion);
        bc = order_key(bc, completion);
        if (ac != bc) {
            ret = ac < bc ? -1 : 1;
            break;
        }
    }
    if (ret != 0) return ret;
    if (ai == a.len && bi == b.len) {
        size_t n = a.len < b.len ? a.len : b.len;
        int c = memcmp(a.ptr, b.ptr, n);
        if (c != 0) return c < 0 ? -1 : 1;
        return a.len < b.len ? -1 : a.len > b.len;
    }
    return ai == a.len ? -1 : 1;
}

int glob_filecmp(Str a, Str b)
{
    return filecmp(a, b, false);
}

int glob_completion_cmp(Str a, Str b)
{
    return filecmp(a, b, true);
}

/* ---- the walk ---- */

typedef struct DevIno {
    dev_t dev;
    ino_t ino;
} DevIno;

typedef struct Walk {
    StrBuf base;       /* the path so far: "" or ends in '/' */
    StrList *found;    /* the caller's list: matches are appended unsorted */
    DevIno *visited;   /* directories entered on the way down; owned */
    size_t nvisited, capvisited;
    GlobCancel cancel;
    void *cancel_ctx;
    bool stop;
} Walk;

static bool stopped(Walk *w)
{
    if (!w->stop && w->cancel && w->cancel(w->cancel_ctx)) w->stop = true;
    return w->stop;
}

static void walk(Walk *w, const GlobChar *wc, size_t n);

static void base_append_name(Walk *w, const char *name, bool slash)
{
    sb_append_cstr(&w->base, name);
    if (slash) sb_append_char(&w->base, '/');
}

static void base_truncate(Walk *w, size_t len)
{
    w->base.len = len;
    if (w->base.ptr) w->base.ptr[len] = '\0';
}

static const char *dir_path(Walk *w)
{
    return w->base.len ? w->base.ptr : ".";
}

static bool is_dot_or_dotdot(const char *s)
{
    return s[0] == '.' && (s[1] == '\0' || (s[1] == '.' && s[2] == '\0'));
}

static bool was_visited(const Walk *w, DevIno d)
{
    for (size_t i = 0; i < w->nvisited; i++)
        if (w->visited[i].dev == d.dev && w->visited[i].ino == d.ino) return true;
    return false;
}

/* Enters each subdirectory of the open directory d whose name matches seg,
 * and expands rem inside it. */
static void walk_subdirs(Walk *w, DIR *d, const GlobChar *seg, size_t seglen, const GlobChar *rem,
                         size_t remlen)
{
    bool has_rec = false;
    for (size_t i = 0; i < seglen; i++) has_rec |= seg[i] == GLOB_ANY_RECURSIVE;
    bool is_final = remlen == 0 && !has_rec;
    size_t blen = w->base.len;
    struct dirent *e;
    while (!stopped(w) && (e = readdir(d)) != NULL) {
        if (is_dot_or_dotdot(e->d_name)) continue;
        if (!glob_match(str_cstr(e->d_name), seg, seglen, true)) continue;
        bool maybe_link = e->d_type == DT_LNK || e->d_type == DT_UNKNOWN;
        if (!maybe_link && e->d_type != DT_DIR) continue;
        base_append_name(w, e->d_name, false);
        struct stat st;
        bool ok = stat(w->base.ptr, &st) == 0 && S_ISDIR(st.st_mode);
        if (!ok) {
            base_truncate(w, blen);
            continue;
        }
        sb_append_char(&w->base, '/');
        if (is_final && !maybe_link) {
            walk(w, rem, remlen);
        } else {
            DevIno di = {st.st_dev, st.st_ino};
            if (!was_visited(w, di)) {
                if (w->nvisited == w->capvisited) {
                    w->capvisited = w->capvisited ? w->capvisited * 2 : 16;
                    w->visited = xreallocarray(w->visited, w->capvisited, sizeof *w->visited);
                }
                w->visited[w->nvisited++] = di;
                walk(w, rem, remlen);
                w->nvisited--;
            }
        }
        base_truncate(w, blen);
    }
}

/* Adds base + name for each entry of d matching seg. */
static void walk_last(Walk *w, DIR *d, const GlobChar *seg, size_t seglen)
{
    size_t blen = w->base.len;
    /* A big folder: room for as many matches as it may hold (its size over
     * 16 bytes an entry, a small one's on ext4 and tmpfs) made at once, not
     * by doubling, whose outgrown arrays stay in an arena list to its end.
     * The room no match reaches is never touched, so costs no memory. */
    struct stat st;
    if (fstat(dirfd(d), &st) == 0 && st.st_size >= 65536)
        sl_reserve(w->found, (size_t)st.st_size / 16);
    struct dirent *e;
    while (!stopped(w) && (e = readdir(d)) != NULL) {
        if (is_dot_or_dotdot(e->d_name)) continue;
        if (!glob_match(str_cstr(e->d_name), seg, seglen, true)) continue;
        base_append_name(w, e->d_name, false);
        sl_push(w->found, sb_str(&w->base));
        base_truncate(w, blen);
    }
}

/* Expands the pattern wc (no leading '/') relative to w->base. */
static void walk(Walk *w, const GlobChar *wc, size_t n)
{
    if (stopped(w)) return;
    size_t slash = 0;
    while (slash < n && wc[slash] != '/') slash++;
    bool last = slash == n;
    const GlobChar *rem = last ? NULL : wc + slash + 1;
    size_t remlen = last ? 0 : n - slash - 1;
    size_t blen = w->base.len;

    if (slash == 0) {
        if (!last) {
            walk(w, rem, remlen); /* a doubled slash collapses */
        } else if (access(dir_path(w), F_OK) == 0) {
            sl_push(w->found, sb_str(&w->base)); /* trailing slash: the directory itself */
        }
        return;
    }
    bool wild = glob_has_wildcard(wc, slash);
    if (!wild && !last) {
        for (size_t i = 0; i < slash; i++) sb_append_char(&w->base, (char)wc[i]);
        sb_append_char(&w->base, '/');
        walk(w, rem, remlen);
        base_truncate(w, blen);
        return;
    }
    /* A segment that is exactly ** also matches zero directories. */
    if (!last && slash == 1 && wc[0] == GLOB_ANY_RECURSIVE) {
        walk(w, rem, remlen);
        if (stopped(w)) return;
    }
    DIR *d = opendir(dir_path(w));
    if (!d) return;
    if (last) walk_last(w, d, wc, slash);
    else walk_subdirs(w, d, wc, slash, rem, remlen);
    size_t rec = 0;
    while (rec < slash && wc[rec] != GLOB_ANY_RECURSIVE) rec++;
    if (rec < slash && !stopped(w)) {
        /* "head**" here, "**tail/rest" in every subdirectory. */
        rewinddir(d);
        walk_subdirs(w, d, wc, rec + 1, wc + rec, n - rec);
    }
    closedir(d);
}

/* Writes s's sort key at out, which has room for key_room(s.len) bytes;
 * returns its length. */
static size_t sort_key(Str s, char *out)
{
    char *o = out;
    for (size_t i = 0; i < s.len;) {
        unsigned char c = (unsigned char)s.ptr[i];
        if (c < 0x80 && !is_digit((char)c)) {
            *o++ = (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
            i++;
            continue;
        }
        if (c >= 0x80) {
            o += utf8_encode(fold(next_cp(s, &i)), o);
            continue;
        }
        /* A number: '0' (a byte no other character's key starts with, in
         * the digits' place among them), its length without leading zeros
         * (one byte, or 0xff and eight), its digits; the blanks after it
         * are skipped, as filecmp does. */
        while (i < s.len && s.ptr[i] == '0') i++;
        size_t from = i;
        while (i < s.len && is_digit(s.ptr[i])) i++;
        size_t len = i - from;
        *o++ = '0';
        if (len < 0xff) {
            *o++ = (char)len;
        } else {
            *o++ = (char)0xff;
            for (int shift = 56; shift >= 0; shift -= 8) *o++ = (char)(len >> shift);
        }
        memcpy(o, s.ptr + from, len);
        o += len;
        while (i < s.len && is_space(s.ptr[i])) i++;
    }
    return (size_t)(o - out);
}

/* Room for the key of a name of n bytes: a byte may become a 3-byte
 * character (a bad byte's stand-in), a number gains 10 bytes at most. */
static size_t key_room(size_t n)
{
    return 3 * n + 10;
}

void glob_sort_key(Str s, StrBuf *out)
{
    sb_reserve(out, out->len + key_room(s.len));
    out->len += sort_key(s, out->ptr + out->len);
    out->ptr[out->len] = '\0';
}

typedef struct Keyed {
    const char *key;
    uint32_t len; /* of the key */
    uint32_t at;  /* the item's index */
} Keyed;

static int cmp_keyed(const void *pa, const void *pb)
{
    const Keyed *a = pa, *b = pb;
    int c = memcmp(a->key, b->key, a->len < b->len ? a->len : b->len);
    if (c != 0) return c;
    if (a->len != b->len) return a->len < b->len ? -1 : 1;
    return (a->at > b->at) - (a->at < b->at); /* resolved by cmp_tied */
}

static int cmp_items(const void *a, const void *b)
{
    return glob_filecmp(*(const Str *)a, *(const Str *)b);
}

/* Sorts the n matches at it in fish's order, by their sort keys (a byte
 * comparison each, where glob_filecmp decodes both names for every
 * comparison). Matches from one folder share its path: the keys start after
 * it (after its last '/', where a key from the start would also be at a
 * character). Equal keys (names that differ only in case or leading zeros)
 * are put in glob_filecmp's order after. */
static void sort_found(Str *it, size_t n)
{
    size_t shared = it[0].len, room = 0;
    for (size_t i = 1; i < n && shared; i++) {
        size_t k = 0, len = it[i].len < shared ? it[i].len : shared;
        while (k < len && it[i].ptr[k] == it[0].ptr[k]) k++;
        shared = k;
    }
    while (shared > 0 && it[0].ptr[shared - 1] != '/') shared--;
    for (size_t i = 0; i < n && room <= UINT32_MAX; i++) room += key_room(it[i].len - shared);
    if (n > UINT32_MAX || room > UINT32_MAX) { /* (never in practice) */
        qsort(it, n, sizeof *it, cmp_items);
        return;
    }
    /* the keys' room is reserved at once, so they never move; the pages
       of it no key reaches are never touched */
    char *keys = xmalloc(room), *at = keys;
    Keyed *k = xreallocarray(NULL, n, sizeof *k);
    for (size_t i = 0; i < n; i++) {
        size_t len = sort_key(str_sub(it[i], shared, it[i].len - shared), at);
        k[i] = (Keyed){.key = at, .len = (uint32_t)len, .at = (uint32_t)i};
        at += len;
    }
    qsort(k, n, sizeof *k, cmp_keyed);
    Str *sorted = xreallocarray(NULL, n, sizeof *sorted);
    for (size_t i = 0; i < n; i++) sorted[i] = it[k[i].at];
    memcpy(it, sorted, n * sizeof *it);
    for (size_t i = 0; i + 1 < n;) { /* runs of equal keys: fish's tie-break */
        size_t j = i + 1;
        while (j < n && k[j].len == k[i].len && memcmp(k[j].key, k[i].key, k[i].len) == 0) j++;
        if (j - i > 1) qsort(it + i, j - i, sizeof *it, cmp_items);
        i = j;
    }
    free(sorted);
    free(k);
    free(keys);
}

size_t glob_expand(const GlobChar *pat, size_t n, GlobCancel cancel, void *cancel_ctx, StrList *out)
{
    for (size_t i = 0; i < n; i++)
        if (pat[i] == 0) return 0;
    size_t start = out->n;
    Walk w = {.cancel = cancel, .cancel_ctx = cancel_ctx, .found = out};
    sb_reserve(&w.base, 256);
    if (n > 0 && pat[0] == '/') {
        sb_append_char(&w.base, '/');
        pat++;
        n--;
    }
    walk(&w, pat, n);
    if (w.stop) sl_truncate(out, start);
    else if (out->n > start) {
        sort_found(out->items + start, out->n - start);
        sl_drop_repeats(out, start);
    }
    sb_fini(&w.base);
    free(w.visited);
    return out->n - start;
}
