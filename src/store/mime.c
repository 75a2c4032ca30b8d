/* store/mime.c - the shared MIME database: a file's type by name and by
 * content (see mime.h for the files and the order of the checks).
 *
 * Everything read lives in one arena: the files' text, and the patterns and
 * rules that point into it. Patterns are kept in three kinds (literal names,
 * `*.ext` suffixes, other globs) and each lookup walks the one list; the
 * lists have about a thousand entries, so a walk costs less than reading
 * the file did. Magic sections are sorted by priority once, when the magic
 * files are first read; a section matches when one of its top-level rules
 * does, and a rule when its bytes match and (if it has any) one of the rules
 * nested under it does. */
#include "store/mime.h"

#include "base/arena.h"
#include "base/check.h"
#include "base/fs.h"
#include "base/vec.h"

#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Database files larger than this are taken as broken and skipped. */
#define MIME_FILE_MAX (16u << 20)
/* Deeper nesting of magic rules than this does not match. */
#define MAGIC_MAX_INDENT 64
/* At most this many types in a list of ancestors. */
#define ANCESTORS_MAX 64

enum { GLOB_LITERAL, GLOB_SUFFIX, GLOB_OTHER, GLOB_KINDS };

typedef struct Glob {
    const char *pattern; /* as written; for GLOB_SUFFIX the part after '*' */
    const char *folded;  /* the same in lower case, or NULL for a cs pattern */
    size_t plen;         /* of pattern (and folded) */
    size_t head, tail;   /* GLOB_OTHER: its literal bytes before the first and
                            after the last wildcard, checked before fnmatch */
    size_t len;          /* of the whole pattern, for "longest wins" */
    const char *type;
    int weight;
    unsigned dir; /* index of its folder: 0 is the first */
} Glob;

typedef struct GlobList {
    Glob *items;
    size_t n, cap;
} GlobList;

typedef struct MagicRule {
    uint32_t indent, start, range;
    uint32_t len;
    const uint8_t *value, *mask; /* mask NULL: every bit counts */
} MagicRule;

typedef struct MagicSection {
    int priority;
    const char *type;
    size_t first, n; /* its rules: rules[first .. first + n) */
    size_t order;    /* position when read, to keep the sort stable */
} MagicSection;

typedef struct Pair {
    Str a, b;
} Pair;

typedef struct PairList {
    Pair *items;
    size_t n, cap;
} PairList;

struct MimeDb {
    StrList dirs;
    Arena arena;
    bool globs_read, magic_read, aliases_read, subclasses_read;
    GlobList globs[GLOB_KINDS];
    MagicRule *rules;
    size_t n_rules, cap_rules;
    MagicSection *sections;
    size_t n_sections, cap_sections;
    size_t extent;
    PairList aliases, parents;
};

MimeDb *mime_new(const StrList *dirs)
{
    MimeDb *db = xcalloc(1, sizeof *db);
    sl_extend(&db->dirs, dirs);
    return db;
}

void mime_free(MimeDb *db)
{
    if (!db) return;
    sl_fini(&db->dirs);
    arena_fini(&db->arena);
    for (int k = 0; k < GLOB_KINDS; k++) free(db->globs[k].items);
    free(db->rules);
    free(db->sections);
    free(db->aliases.items);
    free(db->parents.items);
    free(db);
}

/* The file dir/name, copied into the arena; false when it cannot be read
 * (or is too large to be a database file). */
static bool read_file(MimeDb *db, size_t dir, const char *name, Str *out)
{
    StrBuf path = STRBUF_INIT, text = STRBUF_INIT;
    sb_printf(&path, "%s/%s", db->dirs.items[dir].ptr, name);
    bool ok = fs_read_small_file(path.ptr, MIME_FILE_MAX, &text) == 0;
    if (ok) *out = str_make(arena_memdup(&db->arena, sb_str(&text).ptr, text.len), text.len);
    sb_fini(&path);
    sb_fini(&text);
    return ok;
}

/* The next line of text from *pos on, without its newline. */
static bool next_line(Str text, size_t *pos, Str *line)
{
    if (*pos >= text.len) return false;
    const char *nl = memchr(text.ptr + *pos, '\n', text.len - *pos);
    size_t end = nl ? (size_t)(nl - text.ptr) : text.len;
    *line = str_sub(text, *pos, end - *pos);
    *pos = nl ? end + 1 : end;
    return true;
}

static char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c + 32) : c;
}

static const char *arena_lower(Arena *a, Str s)
{
    char *p = arena_memdup(a, s.ptr, s.len);
    for (size_t i = 0; i < s.len; i++) p[i] = lower(p[i]);
    return p;
}

static bool has_glob_chars(Str s)
{
    for (size_t i = 0; i < s.len; i++) {
        if (s.ptr[i] == '*' || s.ptr[i] == '?' || s.ptr[i] == '[') return true;
    }
    return false;
}

/* Drops the patterns of type that came from folders after dir. */
static void drop_globs(MimeDb *db, Str type, unsigned dir)
{
    for (int k = 0; k < GLOB_KINDS; k++) {
        GlobList *l = &db->globs[k];
        size_t kept = 0;
        for (size_t i = 0; i < l->n; i++) {
            if (l->items[i].dir > dir && str_eq_cstr(type, l->items[i].type)) continue;
            l->items[kept++] = l->items[i];
        }
        l->n = kept;
    }
}

/* Splits s at the first ':' (the rest when there is none). */
static Str cut_field(Str *s)
{
    const char *c = memchr(s->ptr, ':', s->len);
    size_t n = c ? (size_t)(c - s->ptr) : s->len;
    Str field = str_sub(*s, 0, n);
    *s = c ? str_sub(*s, n + 1, s->len - n - 1) : str_sub(*s, s->len, 0);
    return field;
}

static bool flags_have_cs(Str flags)
{
    for (size_t i = 0; i < flags.len;) {
        const char *c = memchr(flags.ptr + i, ',', flags.len - i);
        size_t end = c ? (size_t)(c - flags.ptr) : flags.len;
        if (str_eq(str_sub(flags, i, end - i), STR("cs"))) return true;
        i = end + 1;
    }
    return false;
}

/* One line of globs2 (v2) or globs (v1) from folder dir. */
static void add_glob_line(MimeDb *db, Str line, bool v2, unsigned dir)
{
    if (!line.len || line.ptr[0] == '#') return;
    int weight = 50;
    if (v2) {
        Str w = cut_field(&line);
        if (!w.len || w.len > 3) return;
        weight = 0;
        for (size_t i = 0; i < w.len; i++) {
            if (w.ptr[i] < '0' || w.ptr[i] > '9') return;
            weight = weight * 10 + (w.ptr[i] - '0');
        }
    }
    Str type = cut_field(&line);
    /* v1 patterns may hold ':'; v2 ones end at the flags */
    Str pattern = v2 ? cut_field(&line) : line;
    bool cs = v2 && flags_have_cs(line);
    if (!type.len || !pattern.len) return;
    if (str_eq(pattern, STR("__NOGLOBS__"))) {
        drop_globs(db, type, dir);
        return;
    }
    Glob g = {.len = pattern.len,
              .type = arena_memdup(&db->arena, type.ptr, type.len),
              .weight = weight,
              .dir = dir};
    int kind = GLOB_OTHER;
    if (!has_glob_chars(pattern)) {
        kind = GLOB_LITERAL;
    } else if (pattern.len > 2 && pattern.ptr[0] == '*' && pattern.ptr[1] == '.' &&
               !has_glob_chars(str_sub(pattern, 1, pattern.len - 1))) {
        kind = GLOB_SUFFIX;
        pattern = str_sub(pattern, 1, pattern.len - 1);
    }
    g.pattern = arena_memdup(&db->arena, pattern.ptr, pattern.len);
    g.plen = pattern.len;
    if (kind == GLOB_OTHER) {
        while (g.head < pattern.len && !strchr("*?[\\", pattern.ptr[g.head])) g.head++;
        while (g.tail < pattern.len - g.head && !strchr("*?[]\\", pattern.ptr[pattern.len - 1 - g.tail])) g.tail++;
    }
    g.folded = cs ? NULL : arena_lower(&db->arena, pattern);
    GlobList *l = &db->globs[kind];
    VEC_PUSH(l->items, l->n, l->cap, 64, g);
}

/* Reads the folders from the last to the first, so __NOGLOBS__ in a folder
 * drops what the folders after it said. */
static void read_globs(MimeDb *db)
{
    if (db->globs_read) return;
    db->globs_read = true;
    for (size_t d = db->dirs.n; d-- > 0;) {
        Str text;
        bool v2 = read_file(db, d, "globs2", &text);
        if (!v2 && !read_file(db, d, "globs", &text)) continue;
        Str line;
        for (size_t pos = 0; next_line(text, &pos, &line);)
            add_glob_line(db, line, v2, (unsigned)d);
    }
}

typedef struct Hit {
    const Glob *g;
    size_t index; /* in its list, for a stable order */
} Hit;

static int by_folder(const void *a, const void *b)
{
    const Hit *x = a, *y = b;
    if (x->g->dir != y->g->dir) return x->g->dir < y->g->dir ? -1 : 1;
    /* later folders were read first: within one folder, the file's order */
    return (x->index > y->index) - (x->index < y->index);
}

/* Whether g matches s: as written (pass 0), or folded to lower case
 * against the lower-cased name (pass 1, not for cs patterns). */
static bool glob_matches(int kind, const Glob *g, int pass, Str s)
{
    const char *pattern = pass ? g->folded : g->pattern;
    if (!pattern) return false;
    size_t plen = g->plen;
    switch (kind) {
    case GLOB_LITERAL: return s.len == plen && !memcmp(s.ptr, pattern, plen);
    case GLOB_SUFFIX: /* the last byte first: most patterns fail there */
        return s.len >= plen && s.ptr[s.len - 1] == pattern[plen - 1] &&
               !memcmp(s.ptr + s.len - plen, pattern, plen);
    default: /* most names fail on the literal ends, without fnmatch */
        if (s.len < g->head + g->tail || memcmp(s.ptr, pattern, g->head) != 0 ||
            memcmp(s.ptr + s.len - g->tail, pattern + plen - g->tail, g->tail) != 0)
            return false;
        return fnmatch(pattern, s.ptr, 0) == 0;
    }
}

/* As the specification asks, each kind of pattern is tried against the
 * name as it is, then (only when none matched) case-insensitively, so
 * main.C is C++ and main.c C whatever the flags, and IMAGE.GIF a GIF. */
size_t mime_by_name(MimeDb *db, Str name, StrList *out)
{
    read_globs(db);
    StrBuf names[2] = {STRBUF_INIT, STRBUF_INIT}; /* NUL-terminated for fnmatch */
    sb_append(&names[0], name);
    for (size_t i = 0; i < name.len; i++) sb_append_char(&names[1], lower(name.ptr[i]));
    Hit *hits = NULL;
    size_t n_hits = 0, cap_hits = 0, found = 0;
    for (int step = 0; step < 2 * GLOB_KINDS && !n_hits; step++) {
        int kind = step / 2, pass = step % 2;
        const GlobList *l = &db->globs[kind];
        if (kind == GLOB_SUFFIX && !memchr(name.ptr, '.', name.len)) continue; /* all are "*.ext" */
        for (size_t i = 0; i < l->n; i++) {
            const Glob *g = &l->items[i];
            if (!glob_matches(kind, g, pass, sb_str(&names[pass]))) continue;
            if (n_hits && (g->weight < hits[0].g->weight ||
                           (g->weight == hits[0].g->weight && g->len < hits[0].g->len)))
                continue;
            if (n_hits && (g->weight > hits[0].g->weight || g->len > hits[0].g->len)) n_hits = 0;
            VEC_PUSH(hits, n_hits, cap_hits, 8, ((Hit){g, i}));
        }
    }
    if (n_hits > 1) qsort(hits, n_hits, sizeof *hits, by_folder);
    for (size_t i = 0; i < n_hits; i++) {
        Str type = str_cstr(hits[i].g->type);
        bool dup = false;
        for (size_t k = out->n - found; k < out->n && !dup; k++) dup = str_eq(out->items[k], type);
        if (dup) continue;
        sl_push(out, type);
        found++;
    }
    free(hits);
    sb_fini(&names[0]);
    sb_fini(&names[1]);
    return found;
}

/* ---- magic ---- */

/* A decimal number at *p (before end), at most 10^9; false when there is none. */
static bool parse_uint(const char **p, const char *end, uint32_t *out)
{
    uint64_t v = 0;
    const char *s = *p;
    while (s < end && *s >= '0' && *s <= '9' && v <= 1000000000u)
        v = v * 10 + (uint64_t)(*s++ - '0');
    if (s == *p || v > 1000000000u) return false;
    *out = (uint32_t)v;
    *p = s;
    return true;
}

static bool little_endian(void)
{
    uint16_t x = 1;
    uint8_t b;
    memcpy(&b, &x, 1);
    return b == 1;
}

/* Copies n bytes into the arena with each word of size word reversed (the
 * file stores numbers big-endian; the data is compared as the host reads it). */
static const uint8_t *swapped(Arena *a, const uint8_t *p, uint32_t n, uint32_t word)
{
    uint8_t *q = (uint8_t *)arena_alloc(a, n);
    for (uint32_t i = 0; i < n; i += word) {
        for (uint32_t k = 0; k < word; k++) q[i + k] = p[i + word - 1 - k];
    }
    return q;
}

/* One rule line `[indent]>start=LEN value[&mask][~word][+range]\n` at *p;
 * false when it is malformed. */
static bool parse_rule(MimeDb *db, const char **p, const char *end, MagicRule *r)
{
    const char *s = *p;
    *r = (MagicRule){.range = 1};
    if (s < end && *s != '>' && !parse_uint(&s, end, &r->indent)) return false;
    if (s >= end || *s++ != '>' || !parse_uint(&s, end, &r->start)) return false;
    if (end - s < 3 || *s++ != '=') return false;
    r->len = (uint32_t)(((uint8_t)s[0] << 8) | (uint8_t)s[1]);
    s += 2;
    if (!r->len || (size_t)(end - s) < r->len) return false;
    r->value = (const uint8_t *)s;
    s += r->len;
    uint32_t word = 1;
    while (s < end && *s != '\n') {
        char c = *s++;
        if (c == '&') {
            if ((size_t)(end - s) < r->len) return false;
            r->mask = (const uint8_t *)s;
            s += r->len;
        } else if (c == '~') {
            if (!parse_uint(&s, end, &word)) return false;
        } else if (c == '+') {
            if (!parse_uint(&s, end, &r->range) || !r->range) return false;
        } else {
            return false;
        }
    }
    if (s >= end) return false;
    *p = s + 1;
    if ((word == 2 || word == 4) && r->len % word == 0 && little_endian()) {
        r->value = swapped(&db->arena, r->value, r->len, word);
        if (r->mask) r->mask = swapped(&db->arena, r->mask, r->len, word);
    }
    return true;
}

/* A section header `[priority:type]\n` at *p. */
static bool parse_section(MimeDb *db, const char **p, const char *end, MagicSection *sec)
{
    const char *s = *p + 1;
    uint32_t prio;
    if (!parse_uint(&s, end, &prio) || s >= end || *s++ != ':') return false;
    const char *type = s;
    while (s < end && *s != ']' && *s != '\n') s++;
    if (s >= end || *s != ']' || s == type) return false;
    sec->priority = (int)prio;
    sec->type = arena_memdup(&db->arena, type, (size_t)(s - type));
    s++;
    while (s < end && *s != '\n') s++; /* anything else on the line is ignored */
    *p = s < end ? s + 1 : end;
    return true;
}

/* Reads one magic file; a malformed part skips to the next section. */
static void read_magic_file(MimeDb *db, Str text)
{
    static const char header[] = "MIME-Magic\0\n";
    if (text.len < sizeof header - 1 || memcmp(text.ptr, header, sizeof header - 1)) return;
    const char *p = text.ptr + sizeof header - 1, *end = text.ptr + text.len;
    MagicSection *cur = NULL;
    while (p < end) {
        if (*p == '[') {
            MagicSection sec = {.first = db->n_rules, .order = db->n_sections};
            if (parse_section(db, &p, end, &sec)) {
                VEC_PUSH(db->sections, db->n_sections, db->cap_sections, 64, sec);
                cur = &db->sections[db->n_sections - 1];
                continue;
            }
        } else if (cur) {
            MagicRule r;
            if (parse_rule(db, &p, end, &r)) {
                VEC_PUSH(db->rules, db->n_rules, db->cap_rules, 256, r);
                cur = &db->sections[db->n_sections - 1];
                cur->n++;
                size_t reach = (size_t)r.start + r.range - 1 + r.len;
                if (reach > db->extent) db->extent = reach;
                continue;
            }
        }
        /* skip to a line that starts a section */
        cur = NULL;
        do {
            const char *nl = memchr(p, '\n', (size_t)(end - p));
            p = nl ? nl + 1 : end;
        } while (p < end && *p != '[');
    }
}

static int by_priority(const void *a, const void *b)
{
    const MagicSection *x = a, *y = b;
    if (x->priority != y->priority) return x->priority > y->priority ? -1 : 1;
    return (x->order > y->order) - (x->order < y->order);
}

static void read_magic(MimeDb *db)
{
    if (db->magic_read) return;
    db->magic_read = true;
    for (size_t d = 0; d < db->dirs.n; d++) {
        Str text;
        if (read_file(db, d, "magic", &text)) read_magic_file(db, text);
    }
    if (db->n_sections > 1) qsort(db->sections, db->n_sections, sizeof *db->sections, by_priority);
    if (db->extent > MIME_SNIFF_MAX) db->extent = MIME_SNIFF_MAX;
}

size_t mime_magic_extent(MimeDb *db)
{
    read_magic(db);
    return db->extent;
}

static bool rule_matches(const MagicRule *r, const uint8_t *d, size_t n)
{
    for (uint64_t off = r->start; off < (uint64_t)r->start + r->range && off + r->len <= n; off++) {
        const uint8_t *at = d + off;
        bool same = true;
        for (uint32_t i = 0; i < r->len && same; i++) {
            uint8_t m = r->mask ? r->mask[i] : 0xff;
            same = (at[i] & m) == (r->value[i] & m);
        }
        if (same) return true;
    }
    return false;
}

/* Whether one of the rules [i, end) at nesting level indent matches, with
 * one of the rules nested under it when it has any. */
static bool level_matches(const MagicRule *rules, size_t i, size_t end, uint32_t indent,
                          const uint8_t *d, size_t n)
{
    if (indent > MAGIC_MAX_INDENT) return false;
    while (i < end) {
        size_t kids_end = i + 1;
        while (kids_end < end && rules[kids_end].indent > indent) kids_end++;
        if (rule_matches(&rules[i], d, n) &&
            (kids_end == i + 1 || level_matches(rules, i + 1, kids_end, indent + 1, d, n)))
            return true;
        i = kids_end;
    }
    return false;
}

const char *mime_by_data(MimeDb *db, const void *data, size_t n)
{
    read_magic(db);
    for (size_t s = 0; s < db->n_sections; s++) {
        const MagicSection *sec = &db->sections[s];
        if (level_matches(db->rules + sec->first, 0, sec->n, 0, data, n)) return sec->type;
    }
    return NULL;
}

bool mime_looks_text(const void *data, size_t n)
{
    const uint8_t *p = data;
    for (size_t i = 0; i < n;) {
        uint8_t b = p[i];
        if (b < 0x20 || b == 0x7f) {
            if (!b || !strchr("\t\n\v\f\r\b\x1b", b)) return false;
            i++;
        } else if (b < 0x80) {
            i++;
        } else {
            size_t len = b >= 0xf0 && b <= 0xf4 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 && b < 0xe0 ? 2 : 0;
            if (!len || b > 0xf4) return false;
            for (size_t k = 1; k < len; k++) {
                if (i + k >= n) return true; /* cut off by the end of what was read */
                if ((p[i + k] & 0xc0) != 0x80) return false;
            }
            i += len;
        }
    }
    return true;
}

/* ---- aliases and subclasses ---- */

static void read_pairs(MimeDb *db, const char *file, PairList *out)
{
    for (size_t d = 0; d < db->dirs.n; d++) {
        Str text, line;
        if (!read_file(db, d, file, &text)) continue;
        for (size_t pos = 0; next_line(text, &pos, &line);) {
            const char *sp = memchr(line.ptr, ' ', line.len);
            if (!line.len || line.ptr[0] == '#' || !sp || sp == line.ptr ||
                sp + 1 == line.ptr + line.len)
                continue;
            size_t k = (size_t)(sp - line.ptr);
            Pair pair = {str_sub(line, 0, k), str_sub(line, k + 1, line.len - k - 1)};
            VEC_PUSH(out->items, out->n, out->cap, 64, pair);
        }
    }
}

Str mime_unalias(MimeDb *db, Str type)
{
    if (!db->aliases_read) {
        db->aliases_read = true;
        read_pairs(db, "aliases", &db->aliases);
    }
    for (size_t i = 0; i < db->aliases.n; i++) {
        if (str_eq(db->aliases.items[i].a, type)) return db->aliases.items[i].b;
    }
    return type;
}

static bool listed(const StrList *l, size_t from, Str s)
{
    for (size_t i = from; i < l->n; i++) {
        if (str_eq(l->items[i], s)) return true;
    }
    return false;
}

void mime_ancestors(MimeDb *db, Str type, StrList *out)
{
    if (!db->subclasses_read) {
        db->subclasses_read = true;
        read_pairs(db, "subclasses", &db->parents);
    }
    size_t from = out->n;
    sl_push(out, mime_unalias(db, type));
    /* breadth first: out doubles as the queue */
    for (size_t q = from; q < out->n && out->n - from < ANCESTORS_MAX; q++) {
        Str t = out->items[q]; /* stays valid: a push moves the array, not the strings */
        for (size_t i = 0; i < db->parents.n; i++) {
            if (!str_eq(db->parents.items[i].a, t)) continue;
            Str parent = mime_unalias(db, db->parents.items[i].b);
            if (!listed(out, from, parent)) sl_push(out, parent);
        }
        if (str_starts_with(t, STR("text/")) && !listed(out, from, STR("text/plain")))
            sl_push(out, STR("text/plain"));
    }
    Str first = out->items[from];
    if (!str_starts_with(first, STR("inode/")) &&
        !str_starts_with(first, STR("x-scheme-handler/")) &&
        !listed(out, from, STR("application/octet-stream")))
        sl_push(out, STR("application/octet-stream"));
}

bool mime_is_a(MimeDb *db, Str type, Str base)
{
    StrList all = STRLIST_INIT;
    mime_ancestors(db, type, &all);
    bool is = listed(&all, 0, mime_unalias(db, base));
    sl_fini(&all);
    return is;
}

/* ---- files ---- */

static const char *special_type(mode_t mode)
{
    if (S_ISDIR(mode)) return "inode/directory";
    if (S_ISFIFO(mode)) return "inode/fifo";
    if (S_ISSOCK(mode)) return "inode/socket";
    if (S_ISCHR(mode)) return "inode/chardevice";
    if (S_ISBLK(mode)) return "inode/blockdevice";
    return NULL;
}

/* Reads up to n bytes from the start of path into buf; how many, or -1. */
static ssize_t read_head(const char *path, uint8_t *buf, size_t n)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) return -1;
    size_t got = 0;
    while (got < n) {
        ssize_t r = read(fd, buf + got, n - got);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) break;
        got += (size_t)r;
    }
    close(fd);
    return (ssize_t)got;
}

bool mime_by_file(MimeDb *db, const char *path, StrBuf *out)
{
    struct stat st;
    if (stat(path, &st) != 0) return false;
    const char *special = special_type(st.st_mode);
    if (special) {
        sb_append_cstr(out, special);
        return true;
    }
    const char *slash = strrchr(path, '/');
    StrList globbed = STRLIST_INIT;
    size_t n = mime_by_name(db, str_cstr(slash ? slash + 1 : path), &globbed);
    if (n == 1) {
        sb_append(out, globbed.items[0]);
        sl_fini(&globbed);
        return true;
    }
    size_t want = mime_magic_extent(db);
    if (want < 4096) want = 4096;
    uint8_t *head = xmalloc(want);
    ssize_t got = read_head(path, head, want);
    const char *magic = got > 0 ? mime_by_data(db, head, (size_t)got) : NULL;
    Str type = STR("application/octet-stream");
    if (n > 1) {
        /* a tie: the type the content names (or one of its kinds) wins */
        type = globbed.items[0];
        for (size_t i = 0; magic && i < n; i++) {
            if (mime_is_a(db, globbed.items[i], str_cstr(magic))) {
                type = globbed.items[i];
                break;
            }
        }
    } else if (magic) {
        type = str_cstr(magic);
    } else if (got == 0 || (got > 0 && mime_looks_text(head, (size_t)got))) {
        type = STR("text/plain");
    }
    sb_append(out, type);
    free(head);
    sl_fini(&globbed);
    return true;
}
