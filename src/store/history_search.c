/* store/history_search.c - finding history entries: scans newest first,
 * deduplication, remembered scans, case folding and wildcard patterns.
 *
 * A scan walks the entries from the newest down in chunks. In each chunk a
 * memmem over the commands' contiguous bytes finds candidates for a needle
 * (the query; "\0query" for a prefix, since every command follows a NUL;
 * the longest literal run of a wildcard pattern), and each candidate is
 * checked against the query's kind. Every match of the scanned stretch is
 * kept (raw, newest first), so a finished scan can seed the next one whose
 * query extends it: those matches are filtered instead of scanned again,
 * and scanning resumes below the stretch. */
#define _GNU_SOURCE /* memmem: glibc declares it for GNU; every BSD and POSIX 2024 have it */
#include "store/history_impl.h"

#include "base/check.h"
#include "base/map.h"
#include "base/utf8.h"
#include "base/vec.h"

#include <stdlib.h>
#include <string.h>

/* Entries per chunk of a scan. */
#define CHUNK_ENTRIES 2048

enum { PAT_ANY_STRING = 256, PAT_ANY_CHAR = 257 };

struct HistScan {
    unsigned gen;         /* the history's generation when begun */
    HistMatch asked;      /* what the caller asked for */
    HistMatch how;        /* what is scanned now (HIST_PREFIX_FIRST: prefix, then contains) */
    unsigned flags;
    StrBuf query;         /* folded with HIST_IGNORE_CASE */
    StrBuf needle;        /* what memmem looks for; empty: every entry is a candidate */
    uint16_t *pat;        /* the glob kinds: the compiled pattern */
    size_t npat;
    size_t top;           /* entries at or above this are not looked at */
    size_t end;           /* [end, top) has been scanned */
    size_t *raw;          /* every match in [end, top), newest first */
    size_t nraw, capraw;
    size_t rpos;          /* raw[0, rpos) handed out or skipped */
    size_t *tmp;          /* one chunk's matches, oldest first */
    size_t ntmp, captmp;
    uint32_t *set;        /* deduplication: entry number + 1, open addressing */
    size_t setcap, setn;
};

/* ---- case folding ---- */

void hist_fold(Str s, StrBuf *out)
{
    sb_reserve(out, s.len + 1);
    char *w = out->ptr + out->len;
    for (size_t i = 0; i < s.len;) {
        unsigned char c = (unsigned char)s.ptr[i];
        if (c < 0x80) { /* room for every byte left is kept reserved */
            *w++ = (char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
            i++;
            continue;
        }
        uint32_t cp;
        size_t n = utf8_decode(s.ptr + i, s.len - i, &cp);
        char buf[4];
        size_t m = cp == UTF8_INVALID ? n : utf8_encode(uc_lower(cp), buf);
        if (cp == 0x130)
            m = 3, memcpy(buf, "i\xcc\x87", 3); /* İ: i and a dot above, as full lowering */
        out->len = (size_t)(w - out->ptr);
        sb_reserve(out, m + (s.len - i - n) + 1);
        w = out->ptr + out->len;
        memcpy(w, cp == UTF8_INVALID ? s.ptr + i : buf, m);
        w += m;
        i += n;
    }
    out->len = (size_t)(w - out->ptr);
    out->ptr[out->len] = '\0';
}

void hist_fold_entries(const HistEntries *d, HistFolded *f)
{
    if (!f->text.len) sb_append_char(&f->text, '\0');
    if (f->n == d->n) return;
    if (f->cap < d->n) {
        f->cap = d->n + d->n / 2 + 16;
        f->off = xreallocarray(f->off, f->cap, sizeof *f->off);
    }
    sb_reserve(&f->text, d->text.len - (f->n ? d->e[f->n].off : 0) + 16);
    for (size_t i = f->n; i < d->n; i++) {
        f->off[i] = f->text.len;
        hist_fold(str_make(d->text.ptr + d->e[i].off, d->e[i].len), &f->text);
        sb_append_char(&f->text, '\0');
    }
    f->n = d->n;
}

void hist_fold_truncate(HistFolded *f, size_t n)
{
    if (f->n <= n) return;
    f->text.len = f->off[n];
    f->text.ptr[f->text.len] = '\0';
    f->n = n;
}

unsigned hist_smartcase(Str query)
{
    StrBuf f = STRBUF_INIT;
    hist_fold(query, &f);
    bool lower = f.len == query.len && memcmp(f.ptr, query.ptr, query.len) == 0;
    sb_fini(&f);
    return lower ? HIST_IGNORE_CASE : 0;
}

/* ---- wildcard patterns ---- */

/* Compiles q as fish reads a history pattern: `*` is any run, `?` one
 * character when qmark, a backslash before either makes it literal, and
 * `\\` stays two backslashes. anchored: the pattern must match from the
 * start (a `*` is put in front otherwise); a `*` ends it either way. out
 * has room for q.len + 2. */
static size_t glob_compile(Str q, bool qmark, bool anchored, uint16_t *out)
{
    size_t n = 0;
    if (!anchored && !(q.len && q.ptr[0] == '*')) out[n++] = PAT_ANY_STRING;
    for (size_t i = 0; i < q.len; i++) {
        unsigned char c = (unsigned char)q.ptr[i];
        char next = i + 1 < q.len ? q.ptr[i + 1] : '\0';
        if (c == '*') out[n++] = PAT_ANY_STRING;
        else if (c == '?' && qmark) out[n++] = PAT_ANY_CHAR;
        else if (c == '\\' && (next == '*' || (next == '?' && qmark))) out[n++] = (unsigned char)next, i++;
        else if (c == '\\' && next == '\\') out[n++] = '\\', out[n++] = '\\', i++;
        else out[n++] = c;
    }
    if (!n || out[n - 1] != PAT_ANY_STRING) out[n++] = PAT_ANY_STRING;
    return n;
}

static size_t char_len(Str t, size_t i)
{
    uint32_t cp;
    return utf8_decode(t.ptr + i, t.len - i, &cp);
}

static bool glob_match_text(Str t, const uint16_t *pat, size_t np)
{
    size_t p = 0, i = 0, star = SIZE_MAX, mark = 0;
    while (i < t.len) {
        if (p < np && pat[p] == PAT_ANY_STRING) {
            star = p++;
            mark = i;
        } else if (p < np && pat[p] == PAT_ANY_CHAR) {
            i += char_len(t, i);
            p++;
        } else if (p < np && pat[p] == (unsigned char)t.ptr[i]) {
            p++;
            i++;
        } else if (star != SIZE_MAX) {
            p = star + 1;
            i = ++mark;
        } else {
            return false;
        }
    }
    while (p < np && pat[p] == PAT_ANY_STRING) p++;
    return p == np;
}

/* The longest run of literal bytes of the pattern (into out); for an
 * anchored pattern that starts with one, "\0" and that run. */
static void glob_needle(const uint16_t *pat, size_t np, StrBuf *out)
{
    size_t best = 0, best_len = 0;
    for (size_t i = 0; i < np;) {
        if (pat[i] >= 256) {
            i++;
            continue;
        }
        size_t j = i;
        while (j < np && pat[j] < 256) j++;
        if (j - i > best_len) best = i, best_len = j - i;
        if (i == 0) { /* anchored at the start: the most selective needle */
            best = 0, best_len = j;
            sb_append_char(out, '\0');
            break;
        }
        i = j;
    }
    for (size_t i = best; i < best + best_len; i++) sb_append_char(out, (char)pat[i]);
}

/* ---- matching one command ---- */

/* Whether q's characters appear in t in order. A pass over the bytes
 * first (every character's bytes in order is necessary); for a query
 * beyond ASCII, a check by whole characters after it. */
static bool subsequence(Str q, Str t)
{
    size_t k = 0;
    bool ascii = true;
    for (size_t i = 0; i < t.len && k < q.len; i++) {
        if (t.ptr[i] == q.ptr[k]) ascii &= (unsigned char)q.ptr[k++] < 0x80;
    }
    if (k < q.len) return false;
    for (; k < q.len; k++) ascii &= (unsigned char)q.ptr[k] < 0x80;
    if (ascii) return true;
    const char *p = t.ptr, *end = t.ptr + t.len;
    for (k = 0; k < q.len;) {
        size_t n = char_len(q, k);
        const char *hit;
        for (;;) { /* the next occurrence that starts a character */
            hit = memmem(p, (size_t)(end - p), q.ptr + k, n);
            if (!hit || hit == t.ptr || ((unsigned char)*hit & 0xC0) != 0x80) break;
            p = hit + 1;
        }
        if (!hit) return false;
        p = hit + n;
        k += n;
    }
    return true;
}

static bool line_prefix(Str q, Str t)
{
    for (size_t i = 0;;) {
        if (t.len - i >= q.len && memcmp(t.ptr + i, q.ptr, q.len) == 0) return true;
        const char *nl = memchr(t.ptr + i, '\n', t.len - i);
        if (!nl) return false;
        i = (size_t)(nl - t.ptr) + 1;
    }
}

static bool matches(const HistScan *sc, HistMatch how, Str t)
{
    Str q = sb_str(&sc->query);
    switch (how) {
    case HIST_CONTAINS: return !q.len || memmem(t.ptr, t.len, q.ptr, q.len) != NULL;
    case HIST_PREFIX:
    case HIST_PREFIX_FIRST: return t.len >= q.len && memcmp(t.ptr, q.ptr, q.len) == 0;
    case HIST_EXACT: return str_eq(t, q);
    case HIST_LINE_PREFIX: return line_prefix(q, t);
    case HIST_CONTAINS_GLOB:
    case HIST_PREFIX_GLOB: return glob_match_text(t, sc->pat, sc->npat);
    case HIST_SUBSEQUENCE: return subsequence(q, t);
    }
    return false;
}

/* Entry i as the scan sees it: folded or not. */
static size_t view_start(const History *h, const HistScan *sc, size_t i)
{
    return sc->flags & HIST_IGNORE_CASE ? h->folded.off[i] : h->d.e[i].off;
}

static Str view_text(const History *h, const HistScan *sc, size_t i)
{
    if (!(sc->flags & HIST_IGNORE_CASE)) return hist_text(h, i);
    const HistFolded *f = &h->folded;
    size_t end = i + 1 < f->n ? f->off[i + 1] - 1 : f->text.len - 1;
    return str_make(f->text.ptr + f->off[i], end - f->off[i]);
}

/* ---- deduplication ---- */

static uint64_t entry_hash(const History *h, size_t i)
{
    return map_hash(hist_text(h, i));
}

/* Adds entry i; false when an entry with the same command is there. */
static bool set_add(const History *h, HistScan *sc, size_t i)
{
    if (sc->setn * 2 >= sc->setcap) {
        size_t cap = sc->setcap ? sc->setcap * 2 : 256;
        uint32_t *set = xcalloc(cap, sizeof *set);
        for (size_t k = 0; k < sc->setcap; k++) {
            if (!sc->set[k]) continue;
            size_t s = entry_hash(h, sc->set[k] - 1) & (cap - 1);
            while (set[s]) s = (s + 1) & (cap - 1);
            set[s] = sc->set[k];
        }
        free(sc->set);
        sc->set = set;
        sc->setcap = cap;
    }
    Str t = hist_text(h, i);
    size_t s = entry_hash(h, i) & (sc->setcap - 1);
    while (sc->set[s]) {
        if (str_eq(hist_text(h, sc->set[s] - 1), t)) return false;
        s = (s + 1) & (sc->setcap - 1);
    }
    sc->set[s] = (uint32_t)(i + 1);
    sc->setn++;
    return true;
}

/* ---- scanning ---- */

static void set_needle(HistScan *sc)
{
    sb_clear(&sc->needle);
    Str q = sb_str(&sc->query);
    switch (sc->how) {
    case HIST_CONTAINS:
    case HIST_LINE_PREFIX: sb_append(&sc->needle, q); break;
    case HIST_PREFIX:
    case HIST_PREFIX_FIRST:
    case HIST_EXACT:
        sb_append_char(&sc->needle, '\0');
        sb_append(&sc->needle, q);
        if (sc->how == HIST_EXACT) sb_append_char(&sc->needle, '\0');
        break;
    case HIST_CONTAINS_GLOB:
    case HIST_PREFIX_GLOB: glob_needle(sc->pat, sc->npat, &sc->needle); break;
    case HIST_SUBSEQUENCE: break;
    }
}

/* The entry whose text holds byte pos, among [lo, hi). */
static size_t entry_at(const History *h, const HistScan *sc, size_t lo, size_t hi, size_t pos)
{
    while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (view_start(h, sc, mid) <= pos) lo = mid;
        else hi = mid;
    }
    return lo;
}

static void scan_chunk(const History *h, HistScan *sc)
{
    size_t hi = sc->end, lo = hi > CHUNK_ENTRIES ? hi - CHUNK_ENTRIES : 0;
    sc->ntmp = 0;
    if (!sc->needle.len) {
        for (size_t i = lo; i < hi; i++) {
            if (!h->d.e[i].deleted && matches(sc, sc->how, view_text(h, sc, i))) VEC_PUSH(sc->tmp, sc->ntmp, sc->captmp, 64, i);
        }
    } else {
        const char *base = sc->flags & HIST_IGNORE_CASE ? h->folded.text.ptr : h->d.text.ptr;
        Str last = view_text(h, sc, hi - 1);
        size_t p = view_start(h, sc, lo) - 1, to = (size_t)(last.ptr - base) + last.len + 1;
        bool nul = sc->needle.ptr[0] == '\0';
        while (p < to) {
            const char *hit = memmem(base + p, to - p, sc->needle.ptr, sc->needle.len);
            if (!hit) break;
            size_t at = (size_t)(hit - base), i = entry_at(h, sc, lo, hi, at + nul);
            if (nul && view_start(h, sc, i) != at + 1) { /* the NUL after the chunk's last entry */
                p = at + 1;
                continue;
            }
            Str t = view_text(h, sc, i);
            if (!h->d.e[i].deleted && matches(sc, sc->how, t)) VEC_PUSH(sc->tmp, sc->ntmp, sc->captmp, 64, i);
            size_t next = (size_t)(t.ptr - base) + t.len; /* the NUL after it: the next entry's "\0prefix" */
            p = next > (size_t)(hit - base) ? next : (size_t)(hit - base) + 1; /* always onward */
        }
    }
    for (size_t k = sc->ntmp; k-- > 0;) VEC_PUSH(sc->raw, sc->nraw, sc->capraw, 64, sc->tmp[k]);
    sc->end = lo;
}

static size_t scan_next(const History *h, HistScan *sc)
{
    for (;;) {
        while (sc->rpos < sc->nraw) {
            size_t i = sc->raw[sc->rpos++];
            if (h->d.e[i].deleted) continue;
            if (sc->asked == HIST_PREFIX_FIRST && sc->how == HIST_CONTAINS &&
                matches(sc, HIST_PREFIX, view_text(h, sc, i)))
                continue; /* given out in the first round */
            if (!(sc->flags & HIST_NO_DEDUP) && !set_add(h, sc, i)) continue;
            return i;
        }
        if (sc->end == 0) {
            if (sc->asked != HIST_PREFIX_FIRST || sc->how != HIST_PREFIX_FIRST) return HIST_NONE;
            sc->how = HIST_CONTAINS; /* now the rest of the substring matches */
            set_needle(sc);
            sc->end = sc->top;
            sc->nraw = sc->rpos = 0;
            continue;
        }
        scan_chunk(h, sc);
    }
}

/* ---- remembered scans ---- */

static void scan_free(HistScan *sc)
{
    if (!sc) return;
    sb_fini(&sc->query);
    sb_fini(&sc->needle);
    free(sc->pat);
    free(sc->raw);
    free(sc->tmp);
    free(sc->set);
    free(sc);
}

void hist_memo_clear(History *h)
{
    for (int i = 0; i < HIST_MEMO_SLOTS; i++) {
        scan_free(h->memo[i]);
        h->memo[i] = NULL;
    }
}

static bool memo_kind(HistMatch how)
{
    return how == HIST_CONTAINS || how == HIST_PREFIX || how == HIST_LINE_PREFIX || how == HIST_SUBSEQUENCE;
}

/* Whether every command q matches is matched by the remembered query m. */
static bool extends(HistMatch how, Str q, Str m)
{
    if (how == HIST_CONTAINS) return memmem(q.ptr, q.len, m.ptr, m.len) != NULL;
    return str_starts_with(q, m);
}

/* Seeds sc from a remembered scan it extends; false when there is none. */
static bool seed(History *h, HistScan *sc)
{
    for (int k = 0; k < HIST_MEMO_SLOTS; k++) {
        const HistScan *m = h->memo[k];
        if (!m || m->gen != h->gen || m->asked != sc->asked || m->flags != sc->flags) continue;
        if (!extends(sc->asked, sb_str(&sc->query), sb_str(&m->query))) continue;
        for (size_t r = 0; r < m->nraw; r++) {
            size_t i = m->raw[r];
            if (matches(sc, sc->how, view_text(h, sc, i))) VEC_PUSH(sc->raw, sc->nraw, sc->capraw, 64, i);
        }
        sc->end = m->end;
        sc->top = m->top;
        return true;
    }
    return false;
}

static void remember(History *h, HistScan *sc)
{
    if (sc->gen != h->gen || !memo_kind(sc->asked) || !sc->query.len) {
        scan_free(sc);
        return;
    }
    free(sc->set);
    sc->set = NULL;
    sc->setcap = sc->setn = 0;
    int slot = -1;
    for (int k = 0; k < HIST_MEMO_SLOTS && slot < 0; k++) {
        const HistScan *m = h->memo[k];
        if (!m || m->gen != h->gen || (m->asked == sc->asked && m->flags == sc->flags)) slot = k;
    }
    if (slot < 0) { /* all taken by other kinds: drop the oldest */
        scan_free(h->memo[0]);
        memmove(h->memo, h->memo + 1, (HIST_MEMO_SLOTS - 1) * sizeof *h->memo);
        slot = HIST_MEMO_SLOTS - 1;
    } else {
        scan_free(h->memo[slot]);
    }
    h->memo[slot] = sc;
}

/* ---- the search API ---- */

void hist_search_begin(HistSearch *s, History *h, Str query, HistMatch how, unsigned flags)
{
    if (!query.len) flags &= ~(unsigned)HIST_IGNORE_CASE; /* no case to fold: no folded copy needed */
    hist_load(h);
    if (flags & HIST_IGNORE_CASE) hist_fold_entries(&h->d, &h->folded);
    *s = (HistSearch){.h = h};
    HistScan *sc = xcalloc(1, sizeof *sc);
    s->scan = sc;
    sc->gen = h->gen;
    sc->asked = sc->how = how;
    sc->flags = flags;
    if (flags & HIST_IGNORE_CASE) hist_fold(query, &sc->query);
    else sb_append(&sc->query, query);
    if (how == HIST_CONTAINS_GLOB || how == HIST_PREFIX_GLOB) {
        sc->pat = xreallocarray(NULL, sc->query.len + 2, sizeof *sc->pat);
        sc->npat = glob_compile(sb_str(&sc->query), flags & HIST_QMARK, how == HIST_PREFIX_GLOB, sc->pat);
    }
    set_needle(sc);
    sc->top = sc->end = hist_visible(h);
    if (memo_kind(how) && sc->query.len) seed(h, sc);
}

size_t hist_search_at(HistSearch *s, size_t k)
{
    HistScan *sc = s->scan;
    if (!sc || sc->gen != s->h->gen) return HIST_NONE;
    while (s->nfound <= k) {
        size_t i = scan_next(s->h, sc);
        if (i == HIST_NONE) return HIST_NONE;
        VEC_PUSH(s->found, s->nfound, s->capfound, 16, i);
    }
    return s->found[k];
}

void hist_search_end(HistSearch *s)
{
    if (s->scan) remember(s->h, s->scan);
    free(s->found);
    *s = (HistSearch){0};
}

/* ---- where a match is, for highlighting ---- */

/* Matches the folded query q against text from byte i on, folding text as
 * it goes when fold is set: the end of the match, or SIZE_MAX. */
static size_t match_here(Str text, size_t i, Str q, bool fold)
{
    size_t k = 0;
    while (k < q.len) {
        if (i >= text.len) return SIZE_MAX;
        uint32_t cp;
        size_t n = utf8_decode(text.ptr + i, text.len - i, &cp);
        char buf[4];
        const char *c = text.ptr + i;
        size_t m = n;
        if (fold && cp != UTF8_INVALID) {
            m = utf8_encode(uc_lower(cp), buf);
            c = buf;
        }
        if (k + m > q.len || memcmp(q.ptr + k, c, m) != 0) return SIZE_MAX;
        k += m;
        i += n;
    }
    return i;
}

/* The first match of q at a character boundary at or after from. */
static bool find_from(Str text, size_t from, Str q, bool fold, size_t *start, size_t *end)
{
    for (size_t i = from; i <= text.len; i += i < text.len ? char_len(text, i) : 1) {
        size_t e = match_here(text, i, q, fold);
        if (e != SIZE_MAX) {
            *start = i, *end = e;
            return true;
        }
    }
    return false;
}

bool hist_match_range(Str text, Str query, HistMatch how, unsigned flags, size_t *start, size_t *len)
{
    bool fold = flags & HIST_IGNORE_CASE;
    StrBuf q = STRBUF_INIT;
    if (fold) hist_fold(query, &q);
    else sb_append(&q, query);
    Str qs = sb_str(&q);
    size_t s = 0, e = SIZE_MAX;
    bool ok = false;
    switch (how) {
    case HIST_PREFIX_FIRST:
        if ((e = match_here(text, 0, qs, fold)) != SIZE_MAX) {
            ok = true;
            break;
        }
        ok = find_from(text, 0, qs, fold, &s, &e); /* a substring match */
        break;
    case HIST_CONTAINS: ok = find_from(text, 0, qs, fold, &s, &e); break;
    case HIST_PREFIX: ok = (e = match_here(text, 0, qs, fold)) != SIZE_MAX; break;
    case HIST_EXACT: ok = (e = match_here(text, 0, qs, fold)) == text.len; break;
    case HIST_LINE_PREFIX:
        for (size_t i = 0; !ok && i <= text.len;) {
            if ((e = match_here(text, i, qs, fold)) != SIZE_MAX) s = i, ok = true;
            const char *nl = memchr(text.ptr + i, '\n', text.len - i);
            if (!nl) break;
            i = (size_t)(nl - text.ptr) + 1;
        }
        break;
    case HIST_SUBSEQUENCE:
    case HIST_CONTAINS_GLOB:
    case HIST_PREFIX_GLOB: {
        /* from the first to the last piece matched in order: each character
           of a subsequence, each literal run of a pattern */
        uint16_t *pat = xreallocarray(NULL, qs.len + 2, sizeof *pat);
        size_t np = 0;
        if (how == HIST_SUBSEQUENCE) {
            for (size_t i = 0; i < qs.len; i++) pat[np++] = (unsigned char)qs.ptr[i];
        } else {
            np = glob_compile(qs, flags & HIST_QMARK, how == HIST_PREFIX_GLOB, pat);
        }
        StrBuf piece = STRBUF_INIT;
        size_t at = 0;
        ok = true;
        bool first = true;
        for (size_t i = 0; i < np && ok;) {
            if (pat[i] >= 256) {
                i++;
                continue;
            }
            sb_clear(&piece);
            size_t j = i;
            size_t step = how == HIST_SUBSEQUENCE ? char_len(qs, i) : SIZE_MAX;
            while (j < np && pat[j] < 256 && j - i < step) sb_append_char(&piece, (char)pat[j++]);
            size_t ps, pe;
            ok = find_from(text, at, sb_str(&piece), fold, &ps, &pe);
            if (ok && first) s = ps, first = false;
            if (ok) at = e = pe;
            i = j;
        }
        if (first) s = 0, e = text.len; /* no literal piece: all of it */
        sb_fini(&piece);
        free(pat);
        break;
    }
    }
    sb_fini(&q);
    if (ok) *start = s, *len = e - s;
    return ok;
}
