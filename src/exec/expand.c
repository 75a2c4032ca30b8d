/* exec/expand.c - expand one word into its values, stage by stage as fish does.
 *
 * fish rewrites the word as a string of characters with "marker" characters
 * standing for what is special ($ to expand, a brace, a wildcard, a quote
 * boundary), and each stage turns its input strings into output strings. The
 * order of a cartesian product, the odd corners (`{a}` stays literal, `$$x`,
 * `"$x"` joining, `~` only at the very start) and even the error offsets all
 * fall out of that representation, so we keep it: a word becomes an array of
 * Cells, where 0-255 is a byte and larger values are markers (the wildcard ones
 * are glob.h's, so a finished string is directly a glob pattern).
 *
 *   1. command substitutions are found in the source and each run once, left
 *      to right; every combination of their lines (the first varies slowest)
 *      is unescaped into cells with the lines inserted as literal text;
 *   2. variables, from the last `$` backwards: each value of the last one
 *      replaces it and the string is expanded again for the ones before;
 *   3. braces, last brace first; 4. `~` and `%self`; 5. wildcards.
 *
 * A string goes through stages 2-5 depth first rather than stage by stage as
 * in fish; as errors throw every result away and stages 3-5 never fail on a
 * string, the values and their order are the same. */
#include "exec/expand.h"

#include "base/check.h"
#include "base/vec.h"
#include "base/path.h"
#include "base/utf8.h"
#include "exec/glob.h"
#include "parse/parser.h"
#include "parse/word.h"

#include <pwd.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef GlobChar Cell;

/* Markers; the wildcard ones are glob.h's values. */
enum {
    C_HOME = 0x100, /* ~ at the start of the word or of a brace item */
    C_VAR,          /* $ */
    C_VAR1,         /* $ inside double quotes: joins into one value */
    C_VAR_EMPTY,    /* stands in for an empty name after $$ */
    C_BRACE_OPEN,
    C_BRACE_CLOSE,
    C_BRACE_SEP,
    C_BRACE_SPACE, /* an unquoted space inside braces (trimmed from items) */
    C_SEP,         /* a boundary (quote, escape, inserted value) that ends a name */
    C_ANY_CHAR = GLOB_ANY_CHAR,
    C_ANY_STR = GLOB_ANY_STRING,
    C_ANY_REC = GLOB_ANY_RECURSIVE,
};

/* Variables and braces recurse once per `$` and brace in a word; past this a
 * word is reported rather than risking the stack. */
#define EXPAND_MAX_DEPTH 4096

typedef struct CellBuf {
    Cell *c; /* owned */
    size_t n, cap;
} CellBuf;

static void cb_reserve(CellBuf *b, size_t extra)
{
    if (b->n + extra <= b->cap) return;
    size_t cap = b->cap ? b->cap : 32;
    while (cap < b->n + extra) cap *= 2;
    b->c = xreallocarray(b->c, cap, sizeof *b->c);
    b->cap = cap;
}

static void cb_push(CellBuf *b, Cell c)
{
    cb_reserve(b, 1);
    b->c[b->n++] = c;
}

static void cb_cells(CellBuf *b, const Cell *c, size_t n)
{
    if (!n) return;
    cb_reserve(b, n);
    memcpy(b->c + b->n, c, n * sizeof *c);
    b->n += n;
}

static void cb_bytes(CellBuf *b, const char *p, size_t n)
{
    cb_reserve(b, n);
    for (size_t i = 0; i < n; i++) b->c[b->n++] = (unsigned char)p[i];
}

static void cb_fini(CellBuf *b)
{
    free(b->c);
    *b = (CellBuf){0};
}

typedef struct SizeVec {
    size_t *v; /* owned */
    size_t n, cap;
} SizeVec;

static void sv_push(SizeVec *s, size_t x)
{
    VEC_PUSH(s->v, s->n, s->cap, 8, x);
}

typedef struct Expander {
    const ExpandHooks *h; /* borrowed */
    Str src;              /* borrowed: the whole source */
    uint32_t start, len;  /* the word */
    unsigned flags;
    StrList *out;         /* borrowed: results are appended */
    DiagList *errs;       /* borrowed */
    bool nomatch;         /* some wildcard string matched nothing */
    unsigned depth;
} Expander;

static int error_at(Expander *x, size_t at, uint32_t len, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static int error_at(Expander *x, size_t at, uint32_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    diag_vadd(x->errs, EXPAND_ERR_SYNTAX, at == DIAG_AT_END ? DIAG_AT_END : (uint32_t)at, len, fmt, ap);
    va_end(ap);
    return EXPAND_ERROR;
}

static bool enter(Expander *x)
{
    if (x->depth >= EXPAND_MAX_DEPTH) {
        error_at(x, x->start, x->len, "Too many variables and braces in one word: at most %d can be expanded",
                 EXPAND_MAX_DEPTH);
        return false;
    }
    x->depth++;
    return true;
}

static bool cell_space(Cell c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

/* ---- slices ---- */

typedef struct IdxVec {
    int64_t *v; /* owned */
    size_t n, cap;
} IdxVec;

static void iv_push(IdxVec *v, int64_t x)
{
    if (v->n == v->cap) {
        v->cap = v->cap ? v->cap * 2 : 8;
        v->v = xreallocarray(v->v, v->cap, sizeof *v->v);
    }
    v->v[v->n++] = x;
}

enum { SLICE_OK, SLICE_ZERO, SLICE_INVALID };

static Cell at(const Cell *c, size_t n, size_t i)
{
    return i < n ? c[i] : 0;
}

/* word_name_char_len over cells: the cells of the name character at c[0] */
static size_t name_char_cells(const Cell *c, size_t n)
{
    char bytes[4];
    size_t k = 0;
    for (; k < n && k < sizeof bytes && c[k] < 256; k++) bytes[k] = (char)c[k];
    return k ? word_name_char_len(bytes, k) : 0;
}

/* A decimal integer with an optional sign at c[*pos]; false when there is none
 * or it overflows. */
static bool parse_index(const Cell *c, size_t n, size_t *pos, int64_t *val)
{
    size_t i = *pos;
    bool neg = false;
    if (at(c, n, i) == '+' || at(c, n, i) == '-') neg = c[i++] == '-';
    if (!(at(c, n, i) >= '0' && at(c, n, i) <= '9')) return false;
    uint64_t v = 0;
    while (at(c, n, i) >= '0' && at(c, n, i) <= '9') {
        uint64_t d = c[i++] - '0';
        if (v > (UINT64_MAX - d) / 10) return false;
        v = v * 10 + d;
    }
    if (v > (uint64_t)INT64_MAX + neg) return false;
    *val = neg ? (int64_t)(0 - v) : (int64_t)v;
    *pos = i;
    return true;
}

/* Pushes the indices from i1 towards i2 (dir +1 or -1) that fall in [1, size]. */
static void push_range(IdxVec *v, int64_t i1, int64_t i2, int dir, int64_t size)
{
    int64_t lo = dir > 0 ? i1 : i2, hi = dir > 0 ? i2 : i1;
    if (lo > hi) return;
    if (lo < 1) lo = 1;
    if (hi > size) hi = size;
    if (dir > 0)
        for (int64_t j = lo; j <= hi; j++) iv_push(v, j);
    else
        for (int64_t j = hi; j >= lo; j--) iv_push(v, j);
}

/* Parses the slice starting with '[' at c[0] for a list of size values, as
 * fish does: indices and ranges separated by spaces, negative ones counted
 * from the end, `a..b` running backwards when b < a, a missing start or end
 * meaning the first or last. On success *where is the length consumed; on an
 * error it is the offset fish reports. */
static int parse_slice(const Cell *c, size_t n, size_t count, IdxVec *idx, size_t *where)
{
    int64_t size = (int64_t)count;
    size_t pos = 1;
    for (;;) {
        while (cell_space(at(c, n, pos)) || at(c, n, pos) == C_SEP) pos++;
        if (at(c, n, pos) == ']') {
            pos++;
            break;
        }
        int64_t tmp;
        if (idx->n == 0 && at(c, n, pos) == '.' && at(c, n, pos + 1) == '.') {
            tmp = 1;
        } else {
            size_t p = pos;
            if (!parse_index(c, n, &p, &tmp)) {
                *where = pos;
                return SLICE_INVALID;
            }
            if (tmp == 0) {
                *where = pos;
                return SLICE_ZERO;
            }
            pos = p;
            while (cell_space(at(c, n, pos))) pos++;
        }
        int64_t i1 = tmp > -1 ? tmp : size + tmp + 1;
        while (at(c, n, pos) == C_SEP) pos++;
        if (at(c, n, pos) == '.' && at(c, n, pos + 1) == '.') {
            pos += 2;
            while (at(c, n, pos) == C_SEP) pos++;
            while (cell_space(at(c, n, pos))) pos++;
            int64_t tmp1 = -1;
            if (at(c, n, pos) != ']') {
                size_t p = pos;
                if (!parse_index(c, n, &p, &tmp1)) {
                    *where = pos;
                    return SLICE_INVALID;
                }
                if (tmp1 == 0) {
                    *where = pos;
                    return SLICE_ZERO;
                }
                pos = p;
                while (cell_space(at(c, n, pos))) pos++;
            }
            int64_t i2 = tmp1 > -1 ? tmp1 : size + tmp1 + 1;
            if (i1 > size && i2 > size) continue; /* wholly past the end */
            int dir = i2 < i1 ? -1 : 1;
            if ((tmp1 > -1) != (tmp > -1)) {
                dir = tmp1 > -1 ? -1 : 1; /* one end from the back: its direction wins */
            } else {
                if (i1 > size) i1 = size;
                if (i2 > size) i2 = size;
            }
            push_range(idx, i1, i2, dir, size);
            continue;
        }
        iv_push(idx, i1);
    }
    *where = pos;
    return SLICE_OK;
}

static int slice_error(Expander *x, int e, size_t at_pos)
{
    return e == SLICE_ZERO ? error_at(x, at_pos, 0, "array indices start at 1, not 0.")
                           : error_at(x, at_pos, 0, "Invalid index value");
}

/* ---- unescaping into cells ---- */

enum { MODE_UNQUOTED, MODE_SINGLE, MODE_DOUBLE };

typedef struct Unesc {
    CellBuf out;
    int mode;
    int brace_count;
    SizeVec braces;  /* where each open brace is in out */
    SizeVec marks;   /* input positions of `$` and brace commas */
    size_t ipos;     /* position in fish's input string */
    size_t word_start; /* where a brace item starts in it: ~ there is a home directory */
    bool qmark;
} Unesc;

static void unesc_fini(Unesc *u)
{
    cb_fini(&u->out);
    free(u->braces.v);
    free(u->marks.v);
}

static void push_utf8(CellBuf *b, uint32_t cp)
{
    char enc[4];
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) cp = 0xFFFD;
    size_t k = utf8_encode(cp, enc);
    cb_bytes(b, enc, k);
}

/* Reads the unquoted backslash escape at s[i] into u->out; returns the bytes
 * used. The parser has already rejected malformed escapes; here they are
 * taken leniently. */
static size_t read_escape(Unesc *u, const char *s, size_t i, size_t end)
{
    if (i + 1 >= end) return 1; /* a lone trailing backslash */
    unsigned char c = (unsigned char)s[i + 1];
    size_t k = i + 2;
    uint32_t v = 0;
    int digits = 0;
    switch (c) {
    case 'x': case 'X': case 'u': case 'U': {
        int max = c == 'u' ? 4 : c == 'U' ? 8 : 2;
        while (digits < max && k < end && str_hex_digit(s[k]) >= 0) v = v * 16 + (uint32_t)str_hex_digit(s[k++]), digits++;
        if (!digits) cb_push(&u->out, c);
        else if (c == 'x' || c == 'X') cb_push(&u->out, (Cell)v);
        else push_utf8(&u->out, v);
        return k - i;
    }
    case 'a': cb_push(&u->out, 7); return 2;
    case 'b': cb_push(&u->out, 8); return 2;
    case 'e': cb_push(&u->out, 0x1B); return 2;
    case 'f': cb_push(&u->out, 0x0C); return 2;
    case 'n': cb_push(&u->out, '\n'); return 2;
    case 'r': cb_push(&u->out, '\r'); return 2;
    case 't': cb_push(&u->out, '\t'); return 2;
    case 'v': cb_push(&u->out, 0x0B); return 2;
    case '\n': return 2; /* line continuation */
    case 'c': {
        if (k >= end) return 2;
        unsigned char d = (unsigned char)s[k];
        if (d >= 'a' && d <= 'a' + 32) cb_push(&u->out, (Cell)(d - 'a' + 1));
        else if (d >= 'A' && d <= 'A' + 32) cb_push(&u->out, (Cell)(d - 'A' + 1));
        else cb_push(&u->out, d);
        return 3;
    }
    default:
        if (c >= '0' && c <= '7') {
            k = i + 1;
            while (digits < 3 && k < end && s[k] >= '0' && s[k] <= '7') v = v * 8 + (uint32_t)(s[k++] - '0'), digits++;
            cb_push(&u->out, (Cell)(v & 0xFF));
            return k - i;
        }
        /* Anything else is itself, after a boundary: \$ \* \{ \  ... */
        cb_push(&u->out, C_SEP);
        {
            uint32_t cp;
            size_t len = utf8_decode(s + i + 1, end - i - 1, &cp);
            cb_bytes(&u->out, s + i + 1, len);
            return 1 + len;
        }
    }
}

static void close_brace(Unesc *u)
{
    u->brace_count--;
    Cell app = C_BRACE_CLOSE;
    if (u->braces.n) {
        size_t b = u->braces.v[--u->braces.n];
        /* A brace with no comma or `$` inside is literal text (fish compares an
         * input position with an output one here; so do we). */
        if (u->marks.n == 0 || u->marks.v[u->marks.n - 1] < b) {
            u->out.c[b] = '{';
            for (size_t k = b + 1; k < u->out.n; k++)
                if (u->out.c[k] == C_BRACE_SPACE) u->out.c[k] = ' ';
            app = '}';
        }
        while (u->marks.n && u->marks.v[u->marks.n - 1] > b) u->marks.n--;
    }
    cb_push(&u->out, app);
}

/* Unescapes source bytes [i, end), which hold no command substitution. */
static void feed_source(Unesc *u, const char *s, size_t i, size_t end)
{
    while (i < end) {
        unsigned char c = (unsigned char)s[i];
        size_t used = 1;
        CellBuf *o = &u->out;
        if (u->mode == MODE_UNQUOTED) {
            switch (c) {
            case '\\': used = read_escape(u, s, i, end); break;
            case '~': cb_push(o, u->ipos == 0 || u->ipos == u->word_start ? C_HOME : '~'); break;
            case '*':
                if (o->n && o->c[o->n - 1] == C_ANY_STR) o->c[o->n - 1] = C_ANY_REC;
                else cb_push(o, C_ANY_STR);
                break;
            case '?': cb_push(o, u->qmark ? C_ANY_CHAR : '?'); break;
            case '$':
                cb_push(o, C_VAR);
                sv_push(&u->marks, u->ipos);
                break;
            case '{':
                u->brace_count++;
                sv_push(&u->braces, o->n);
                cb_push(o, C_BRACE_OPEN);
                u->word_start = u->ipos + 1;
                break;
            case '}': close_brace(u); break;
            case ',':
                if (u->brace_count > 0) {
                    cb_push(o, C_BRACE_SEP);
                    sv_push(&u->marks, u->ipos);
                    u->word_start = u->ipos + 1;
                } else {
                    cb_push(o, ',');
                }
                break;
            case ' ': cb_push(o, u->brace_count > 0 ? C_BRACE_SPACE : ' '); break;
            case '\'': u->mode = MODE_SINGLE; cb_push(o, C_SEP); break;
            case '"': u->mode = MODE_DOUBLE; cb_push(o, C_SEP); break;
            default: cb_push(o, c); break;
            }
        } else if (u->mode == MODE_SINGLE) {
            if (c == '\\' && i + 1 < end && (s[i + 1] == '\\' || s[i + 1] == '\'')) {
                cb_push(o, (unsigned char)s[i + 1]);
                used = 2;
            } else if (c == '\'') {
                u->mode = MODE_UNQUOTED;
                cb_push(o, C_SEP);
            } else {
                cb_push(o, c);
            }
        } else {
            if (c == '"') {
                u->mode = MODE_UNQUOTED;
                cb_push(o, C_SEP);
            } else if (c == '\\' && i + 1 < end && strchr("\\$\"\n", s[i + 1])) {
                if (s[i + 1] != '\n') cb_push(o, (unsigned char)s[i + 1]);
                used = 2;
            } else if (c == '\\' && i + 1 >= end) {
                /* unfinished: nothing */
            } else if (c == '$') {
                cb_push(o, C_VAR1);
                sv_push(&u->marks, u->ipos);
            } else {
                cb_push(o, c);
            }
        }
        u->ipos += used;
        i += used;
    }
}

/* A substitution's value: literal text between two boundaries. */
static void feed_literal(Unesc *u, Str item)
{
    cb_push(&u->out, C_SEP);
    cb_bytes(&u->out, item.ptr, item.len);
    cb_push(&u->out, C_SEP);
    u->ipos += item.len + 2;
}

/* ---- stages 4 and 5: ~ and wildcards (%self is the whole word: see expand_word) ---- */

void expand_normalize_path(Str path, StrBuf *out)
{
    path_normalize(path, true, out);
}

/* The home directory for ~ into head; false when HOME is unset or empty. */
static bool home_of_self(Expander *x, StrBuf *head)
{
    const StrList *vals = NULL;
    if (!x->h->get_var || !x->h->get_var(x->h->ctx, STR("HOME"), &vals) || !vals || vals->n == 0) return false;
    StrBuf joined = {0};
    sl_join(vals, STR(" "), &joined);
    bool ok = joined.len > 0;
    if (ok) expand_normalize_path(sb_str(&joined), head);
    sb_fini(&joined);
    return ok;
}

static bool home_of_user(const CellBuf *in, size_t slash, StrBuf *head)
{
    StrBuf name = {0};
    bool ok = true;
    for (size_t i = 1; i < slash && ok; i++) {
        Cell c = in->c[i];
        if (c == C_SEP) continue;
        if (c >= 256 || c == 0) ok = false;
        else sb_append_char(&name, (char)c);
    }
    if (ok && name.len) {
        size_t bufsize = 16384;
        char *buf = xmalloc(bufsize);
        struct passwd pw, *res = NULL;
        ok = getpwnam_r(name.ptr, &pw, buf, bufsize, &res) == 0 && res && res->pw_dir;
        if (ok) expand_normalize_path(str_cstr(res->pw_dir), head);
        free(buf);
    } else {
        ok = false;
    }
    sb_fini(&name);
    return ok;
}

/* Stages 4 and 5 for one string: ~ and wildcards; takes in. */
static int finish(Expander *x, CellBuf *in)
{
    StrBuf head = {0}; /* bytes replacing in->c[0, from) */
    size_t from = 0;
    if (in->n && in->c[0] == C_HOME) {
        size_t slash = 1;
        while (slash < in->n && in->c[slash] != '/') slash++;
        if (slash == 1) {
            if (!home_of_self(x, &head)) {
                sl_push(x->out, STR("")); /* no HOME: the whole value is empty */
                cb_fini(in);
                return EXPAND_OK;
            }
            from = 1;
        } else if (home_of_user(in, slash, &head)) {
            from = slash;
        } else {
            sb_append_char(&head, '~');
            from = 1;
        }
    }
    bool wild = !(x->flags & EXPAND_NO_GLOB) && glob_has_wildcard(in->c + from, in->n - from);
    if (!wild) {
        sb_reserve(&head, in->n - from);
        for (size_t i = from; i < in->n; i++) {
            Cell c = in->c[i];
            if (c < 256) sb_append_char(&head, (char)c);
            else if (c == C_HOME) sb_append_char(&head, '~'); /* a ~ that did not end up first */
            else if (c == C_ANY_CHAR) sb_append_char(&head, '?');
            else if (c == C_ANY_STR || c == C_ANY_REC) sb_append_char(&head, '*'); /* fish: ** -> * */
        }
        if (head.len) {
            size_t len = head.len;
            sl_push_take(x->out, sb_take(&head), len);
        } else {
            sl_push(x->out, STR(""));
            sb_fini(&head);
        }
    } else {
        GlobChar *pat = xreallocarray(NULL, head.len + in->n - from + 1, sizeof *pat);
        size_t n = 0;
        for (size_t i = 0; i < head.len; i++) pat[n++] = (unsigned char)head.ptr[i];
        for (size_t i = from; i < in->n; i++) {
            Cell c = in->c[i];
            if (c < 256 || (c >= GLOB_ANY_CHAR && c <= GLOB_ANY_RECURSIVE)) pat[n++] = c;
            else if (c == C_HOME) pat[n++] = '~';
        }
        if (glob_expand(pat, n, x->h->cancelled, x->h->ctx, x->out) == 0) x->nomatch = true;
        free(pat);
        sb_fini(&head);
    }
    cb_fini(in);
    return EXPAND_OK;
}

/* ---- stage 3: braces ---- */

static bool brace_trim(Cell c)
{
    return c == C_BRACE_SPACE || c == 0;
}

/* Expands the last top-level brace of in, each item again for the braces
 * before it; takes in. */
static int braces(Expander *x, CellBuf *in)
{
    size_t begin = SIZE_MAX, end = SIZE_MAX;
    long count = 0;
    bool bad = false;
    for (size_t pos = 0; pos < in->n; pos++) {
        if (in->c[pos] == C_BRACE_OPEN) {
            if (count == 0) begin = pos;
            count++;
        } else if (in->c[pos] == C_BRACE_CLOSE) {
            count--;
            if (count < 0) bad = true;
            else if (count == 0) end = pos;
        }
    }
    if (count > 0) bad = true;
    if (bad) {
        cb_fini(in);
        return error_at(x, DIAG_AT_END, 0, "Mismatched braces");
    }
    if (begin == SIZE_MAX) return finish(x, in);
    if (!enter(x)) {
        cb_fini(in);
        return EXPAND_ERROR;
    }
    int r = EXPAND_OK;
    size_t item_begin = begin + 1;
    count = 0;
    for (size_t pos = begin + 1; pos < in->n && r == EXPAND_OK; pos++) {
        Cell c = in->c[pos];
        if (count == 0 && (c == C_BRACE_SEP || pos == end)) {
            size_t a = item_begin, b = pos;
            while (a < b && brace_trim(in->c[a])) a++;
            while (b > a && brace_trim(in->c[b - 1])) b--;
            CellBuf whole = {0};
            cb_reserve(&whole, begin + (b - a) + (in->n - end - 1));
            cb_cells(&whole, in->c, begin);
            long depth = 0; /* spaces inside a nested brace stay, for its own items to trim */
            for (size_t k = a; k < b; k++) {
                Cell e = in->c[k];
                depth += (e == C_BRACE_OPEN) - (e == C_BRACE_CLOSE);
                cb_push(&whole, e == C_BRACE_SPACE && depth == 0 ? ' ' : e);
            }
            cb_cells(&whole, in->c + end + 1, in->n - end - 1);
            r = braces(x, &whole);
            item_begin = pos + 1;
            if (pos == end) break;
        }
        if (c == C_BRACE_OPEN) count++;
        else if (c == C_BRACE_CLOSE) count--;
    }
    x->depth--;
    cb_fini(in);
    return r;
}

/* ---- stage 2: variables ---- */

/* fish's messages for a `$` with no usable name after it. */
static int var_error(Expander *x, const CellBuf *in, size_t dollar)
{
    bool quoted = in->c[dollar] == C_VAR1;
    Cell c = at(in->c, in->n, dollar + 1);
    size_t pos = x->start + dollar, after = pos + 1;
    if (c == C_BRACE_OPEN || c == '{') {
        Cell close = c == '{' ? '}' : C_BRACE_CLOSE;
        size_t e = dollar + 2;
        while (e < in->n && in->c[e] != close) e++;
        if (e < in->n && e > dollar + 2) {
            StrBuf name = {0};
            bool ok = true;
            for (size_t i = dollar + 2, k; i < e && ok; i += k) {
                k = name_char_cells(in->c + i, e - i);
                ok = k > 0;
                for (size_t j = 0; j < k; j++) sb_append_char(&name, (char)in->c[i + j]);
            }
            if (ok) {
                const char *dots = name.len > 16 ? "\xe2\x80\xa6" : "";
                int shown = name.len > 16 ? 15 : (int)name.len;
                int r = quoted ? error_at(x, after, 1,
                                          "Variables cannot be bracketed. In fish, please use \"$%.*s%s\".",
                                          shown, name.ptr, dots)
                               : error_at(x, after, 1,
                                          "Variables cannot be bracketed. In fish, please use {$%.*s%s}.",
                                          shown, name.ptr, dots);
                sb_fini(&name);
                return r;
            }
            sb_fini(&name);
        }
        return error_at(x, after, 1, "$%c is not a valid variable in fish.", '{');
    }
    if (c == C_SEP || c == 0) return error_at(x, pos, 1, "Expected a variable name after this $.");
    if (c == C_ANY_CHAR) c = '?';
    if (c == C_ANY_STR || c == C_ANY_REC) c = '*';
    switch (c) {
    case '?': return error_at(x, after, 1, "$? is not the exit status. In fish, please use $status.");
    case '#': return error_at(x, after, 1, "$# is not supported. In fish, please use 'count $argv'.");
    case '@': return error_at(x, after, 1, "$@ is not supported. In fish, please use $argv.");
    case '*': return error_at(x, after, 1, "$* is not supported. In fish, please use $argv.");
    case '$': case C_VAR: case C_VAR1: case C_VAR_EMPTY:
        return error_at(x, after, 1, "$$ is not the pid. In fish, please use $fish_pid.");
    case '}': case ',': case C_BRACE_CLOSE: case C_BRACE_SEP:
        return error_at(x, after, 1, "Expected a variable name after this $.");
    default:
        break;
    }
    if (c >= 256) return error_at(x, after, 1, "Expected a variable name after this $.");
    /* The whole UTF-8 character after the $. */
    char ch[8];
    size_t k = 0;
    for (size_t i = dollar + 1; i < in->n && k < 4 && in->c[i] < 256; i++) {
        if (k > 0 && ((unsigned char)in->c[i] & 0xC0) != 0x80) break;
        ch[k++] = (char)in->c[i];
        if (k == 1 && c < 0xC0) break;
    }
    return error_at(x, after, 1, "$%.*s is not a valid variable in fish.", (int)k, ch);
}

static bool has_var_before(const CellBuf *in, size_t idx)
{
    for (size_t i = 0; i < idx; i++)
        if (in->c[i] == C_VAR || in->c[i] == C_VAR1) return true;
    return false;
}

static bool is_path_var(Expander *x, Str name)
{
    if (x->h->is_path_var) return x->h->is_path_var(x->h->ctx, name);
    return name.len >= 4 && memcmp(name.ptr + name.len - 4, "PATH", 4) == 0;
}

/* Expands the last `$` before last in in, then the ones before it; takes in. */
static int vars(Expander *x, CellBuf *in, size_t last)
{
    size_t idx = last;
    bool found = false;
    while (idx > 0) {
        idx--;
        if (in->c[idx] == C_VAR || in->c[idx] == C_VAR1) {
            found = true;
            break;
        }
    }
    if (!found) return braces(x, in);
    if (!enter(x)) {
        cb_fini(in);
        return EXPAND_ERROR;
    }

    int r = EXPAND_OK;
    bool single = in->c[idx] == C_VAR1;
    size_t name_start = idx + 1, stop = name_start;
    while (stop < in->n) {
        Cell c = in->c[stop];
        if (c == C_VAR_EMPTY) {
            stop++;
            break;
        }
        size_t k = name_char_cells(in->c + stop, in->n - stop);
        if (!k) break;
        stop += k;
    }
    char name_space[64], *name_buf = name_space; /* most names fit: no allocation */
    IdxVec idxs = {0};
    StrList copy = {0};
    Str *picked = NULL;
    if (stop == name_start) {
        r = var_error(x, in, idx);
        goto done;
    }
    bool empty_name = in->c[name_start] == C_VAR_EMPTY;
    size_t name_len = empty_name ? 0 : stop - name_start;
    name_buf = name_len < sizeof name_space ? name_space : xmalloc(name_len + 1);
    for (size_t i = 0; i < name_len; i++) name_buf[i] = (char)in->c[name_start + i];
    name_buf[name_len] = '\0';
    Str name = {name_buf, name_len};
    char delim = single && is_path_var(x, name) ? ':' : ' ';
    const StrList *vals = NULL;
    bool have = !empty_name && x->h->get_var && x->h->get_var(x->h->ctx, name, &vals) && vals;

    size_t slice_end = stop;
    bool all = true;
    if (stop < in->n && in->c[stop] == '[') {
        all = false;
        size_t where;
        int e = parse_slice(in->c + stop, in->n - stop, have ? vals->n : 1, &idxs, &where);
        if (e != SLICE_OK) {
            r = slice_error(x, e, x->start + stop + where);
            goto done;
        }
        slice_end = stop + where;
    }

    if (!have) {
        if (single) {
            /* "$missing" is one empty value. */
            CellBuf res = {0};
            cb_cells(&res, in->c, idx);
            if (res.n && res.c[res.n - 1] == C_VAR1) cb_push(&res, C_VAR_EMPTY);
            cb_cells(&res, in->c + slice_end, in->n - slice_end);
            r = vars(x, &res, idx);
        }
        goto done; /* $missing: no values, so the word has none */
    }

    const Str *items = vals->items;
    size_t nitems = vals->n;
    if (!all) {
        picked = xreallocarray(NULL, idxs.n ? idxs.n : 1, sizeof *picked);
        nitems = 0;
        for (size_t i = 0; i < idxs.n; i++)
            if (idxs.v[i] >= 1 && (uint64_t)idxs.v[i] <= vals->n) picked[nitems++] = vals->items[idxs.v[i] - 1];
        items = picked;
    }
    if (has_var_before(in, idx)) {
        /* The values are borrowed only until the next lookup: keep a copy. */
        for (size_t i = 0; i < nitems; i++) sl_push(&copy, items[i]);
        items = copy.items;
    }

    if (single) {
        CellBuf res = {0};
        cb_cells(&res, in->c, idx);
        if (res.n) {
            if (res.c[res.n - 1] != C_VAR1) cb_push(&res, C_SEP);
            else if (nitems == 0 || items[0].len == 0) cb_push(&res, C_VAR_EMPTY);
        }
        for (size_t i = 0; i < nitems; i++) {
            if (i) cb_push(&res, (unsigned char)delim);
            cb_bytes(&res, items[i].ptr, items[i].len);
        }
        cb_cells(&res, in->c + slice_end, in->n - slice_end);
        r = vars(x, &res, idx);
        goto done;
    }
    for (size_t i = 0; i < nitems && r == EXPAND_OK; i++) {
        if (idx == 0 && slice_end == in->n) {
            sl_push(x->out, items[i]); /* the word is just $x: values as they are */
            continue;
        }
        CellBuf nw = {0};
        cb_reserve(&nw, idx + 1 + items[i].len + (in->n - slice_end));
        cb_cells(&nw, in->c, idx);
        if (nw.n) {
            if (nw.c[nw.n - 1] != C_VAR) cb_push(&nw, C_SEP);
            else if (items[i].len == 0) cb_push(&nw, C_VAR_EMPTY);
        }
        cb_bytes(&nw, items[i].ptr, items[i].len);
        cb_cells(&nw, in->c + slice_end, in->n - slice_end);
        r = vars(x, &nw, idx);
    }
done:
    free(picked);
    sl_fini(&copy);
    free(idxs.v);
    if (name_buf != name_space) free(name_buf);
    cb_fini(in);
    x->depth--;
    return r;
}

/* ---- stage 1: command substitutions ---- */

typedef struct Sub {
    uint32_t from, to; /* the source replaced: `$`/`(` to past `)` or the slice */
    bool quoted;
    StrList items;     /* its values after slicing (one when quoted) */
} Sub;

typedef struct SubVec {
    Sub *v; /* owned */
    size_t n, cap;
} SubVec;

static uint32_t skip_squote(Str s, uint32_t i, uint32_t end)
{
    for (i++; i < end; i++) {
        if (s.ptr[i] == '\\' && i + 1 < end) i++;
        else if (s.ptr[i] == '\'') return i + 1;
    }
    return end;
}

static void split_lines(Str s, StrList *out)
{
    size_t i = 0;
    while (i < s.len) {
        const char *nl = memchr(s.ptr + i, '\n', s.len - i);
        size_t j = nl ? (size_t)(nl - s.ptr) : s.len;
        sl_push(out, str_sub(s, i, j - i));
        i = j + 1;
    }
}

/* fish's words for a substitution whose last command could not run. */
static const char *cmdsub_failure(int status)
{
    switch (status) {
    case EXPAND_CMDSUB_TOO_DEEP: return "Unable to evaluate string substitution";
    case 1: return "Too many active file descriptors";
    case 2: return "Invalid arguments";
    case 121: return "Expansion error";
    case 122: return "Too much data emitted by command substitution so it was discarded";
    case 123: return "Commandname was invalid";
    case 124: return "Unmatched wildcard";
    case 126: return "Command not executable";
    case 127: return "Unknown command";
    default: return "Unknown error while evaluating command substitution";
    }
}

/* Text of a substitution as values: split at newlines, or with split unset
 * one value without its trailing newline (nothing for no text). */
static void text_values(Str s, bool split, StrList *out)
{
    if (split) split_lines(s, out);
    else if (s.len) sl_push(out, str_sub(s, 0, s.len - (s.ptr[s.len - 1] == '\n')));
}

/* A substitution's output as values: the ranges in items whole, the text
 * between them split at newlines unless $IFS is empty (as in fish). */
static void split_output(Str s, const IoItems *items, bool split, StrList *out)
{
    size_t pos = 0;
    for (size_t k = 0; k + 1 < items->n; k += 2) {
        size_t b = items->at[k], e = items->at[k + 1];
        text_values(str_sub(s, pos, b - pos), split, out);
        sl_push(out, str_sub(s, b, e - b));
        pos = e;
    }
    text_values(str_sub(s, pos, s.len - pos), split, out);
}

/* Whether $IFS asks substitutions to split their output: set and not empty
 * (neither no value nor one empty value). */
static bool ifs_splits(Expander *x)
{
    const StrList *ifs = NULL;
    if (!x->h->get_var || !x->h->get_var(x->h->ctx, STR("IFS"), &ifs)) return false;
    return ifs->n > 1 || (ifs->n == 1 && ifs->items[0].len);
}

/* Runs one substitution found at from (its '(' at open) and records its values. */
static int run_sub(Expander *x, SubVec *subs, uint32_t from, uint32_t open, bool quoted)
{
    uint32_t end = x->start + x->len;
    uint32_t close = word_close_paren(x->src, open, end);
    if (!close) return error_at(x, open, 1, "Mismatched parenthesis");
    if ((x->flags & EXPAND_NO_CMDSUB) || !x->h->run_cmdsub) {
        diag_add(x->errs, EXPAND_ERR_CMDSUB, open, close - open,
                 "command substitutions not allowed in command position. Try var=(your-cmd) $var ...");
        return EXPAND_ERROR;
    }
    StrBuf output = {0};
    IoItems items = {0};
    int status = 0;
    bool split = ifs_splits(x);
    Str script = str_sub(x->src, open + 1, close - open - 2);
    if (!x->h->run_cmdsub(x->h->ctx, script, &output, &items, &status)) {
        sb_fini(&output);
        if (status) diag_add(x->errs, EXPAND_ERR_CMDSUB, open, close - open, "%s", cmdsub_failure(status));
        io_items_fini(&items);
        return EXPAND_ERROR;
    }
    if (x->h->cmdsub_status) x->h->cmdsub_status(x->h->ctx, status);
    StrList lines = {.arena = x->out->arena}; /* they live as long as the values made of them */
    split_output(sb_str(&output), &items, split, &lines);
    sb_fini(&output);
    io_items_fini(&items);

    uint32_t to = close;
    if (close < end && x->src.ptr[close] == '[') {
        CellBuf cells = {0};
        cb_bytes(&cells, x->src.ptr + close, end - close);
        IdxVec idxs = {0};
        size_t where;
        int e = parse_slice(cells.c, cells.n, lines.n, &idxs, &where);
        cb_fini(&cells);
        if (e != SLICE_OK) {
            free(idxs.v);
            sl_fini(&lines);
            return slice_error(x, e, close + where);
        }
        to = close + (uint32_t)where;
        StrList picked = {.arena = lines.arena};
        for (size_t i = 0; i < idxs.n; i++)
            if (idxs.v[i] >= 1 && (uint64_t)idxs.v[i] <= lines.n) sl_push(&picked, lines.items[idxs.v[i] - 1]);
        free(idxs.v);
        sl_move(&lines, &picked);
    }
    if (quoted) {
        /* One value: the lines joined, trailing newlines dropped. */
        StrBuf joined = {0};
        sl_join(&lines, STR("\n"), &joined);
        while (joined.len && joined.ptr[joined.len - 1] == '\n') joined.len--;
        sl_clear(&lines);
        sl_push(&lines, sb_str(&joined));
        sb_fini(&joined);
    }
    if (subs->n == subs->cap) {
        subs->cap = subs->cap ? subs->cap * 2 : 4;
        subs->v = xreallocarray(subs->v, subs->cap, sizeof *subs->v);
    }
    subs->v[subs->n++] = (Sub){.from = from, .to = to, .quoted = quoted, .items = lines};
    return EXPAND_OK;
}

/* Finds and runs every substitution of the word, left to right. */
static int run_subs(Expander *x, SubVec *subs)
{
    Str s = x->src;
    uint32_t i = x->start, end = x->start + x->len;
    bool dq = false;
    while (i < end) {
        char c = s.ptr[i];
        if (c == '\\') {
            i += 2;
            continue;
        }
        bool dollar = c == '$' && i + 1 < end && s.ptr[i + 1] == '(';
        if (!dq) {
            if (c == '\'') {
                i = skip_squote(s, i, end);
                continue;
            }
            if (c == '"') {
                dq = true;
                i++;
                continue;
            }
        } else if (c == '"') {
            dq = false;
            i++;
            continue;
        }
        if (dollar || (c == '(' && !dq)) {
            int r = run_sub(x, subs, i, dollar ? i + 1 : i, dq);
            if (r != EXPAND_OK) return r;
            i = subs->v[subs->n - 1].to;
            continue;
        }
        i++;
    }
    return EXPAND_OK;
}

/* Unescapes the word with the substitutions' values picked by pick. */
static void unescape_word(Expander *x, const SubVec *subs, const size_t *pick, Unesc *u)
{
    *u = (Unesc){.qmark = (x->flags & EXPAND_QMARK_GLOB) != 0};
    cb_reserve(&u->out, x->len + 1);
    uint32_t pos = x->start;
    for (size_t k = 0; k < subs->n; k++) {
        feed_source(u, x->src.ptr, pos, subs->v[k].from);
        feed_literal(u, subs->v[k].items.items[pick[k]]);
        pos = subs->v[k].to;
    }
    feed_source(u, x->src.ptr, pos, x->start + x->len);
}

/* Every combination of the substitutions' values, the first varying slowest,
 * through stages 2-5. */
static int expand_combinations(Expander *x, const SubVec *subs)
{
    for (size_t k = 0; k < subs->n; k++)
        if (subs->v[k].items.n == 0) return EXPAND_OK; /* a substitution with no lines: no values */
    if (subs->n == 1 && !subs->v[0].quoted && subs->v[0].from == x->start &&
        subs->v[0].to == x->start + x->len) {
        sl_extend(x->out, &subs->v[0].items); /* the word is just (cmd): its lines as they are */
        return EXPAND_OK;
    }
    size_t *pick = xcalloc(subs->n ? subs->n : 1, sizeof *pick);
    int r = EXPAND_OK;
    for (;;) {
        Unesc u;
        unescape_word(x, subs, pick, &u);
        CellBuf cells = u.out;
        u.out = (CellBuf){0};
        unesc_fini(&u);
        r = vars(x, &cells, cells.n);
        if (r != EXPAND_OK) break;
        size_t k = subs->n;
        while (k > 0) {
            k--;
            if (++pick[k] < subs->v[k].items.n) break;
            pick[k] = 0;
            if (k == 0) goto out;
        }
        if (subs->n == 0) break;
    }
out:
    free(pick);
    return r;
}

/* fish's test for a word that expands to itself. */
static bool is_clean(Str w)
{
    if (w.len == 0) return true;
    if (w.ptr[0] == '~' || w.ptr[0] == '%') return false;
    for (size_t i = 0; i < w.len; i++) {
        switch (w.ptr[i]) {
        case '$': case '*': case '?': case '\\': case '"': case '\'': case '(': case '{': case '}': case ')':
            return false;
        default:
            break;
        }
    }
    return true;
}

int expand_word(const ExpandHooks *h, Str src, uint32_t start, uint32_t len, unsigned flags,
                StrList *out, DiagList *errs)
{
    Str w = str_sub(src, start, len);
    if (is_clean(w)) {
        sl_push(out, w);
        return EXPAND_OK;
    }
    if (!(flags & EXPAND_NO_PERCENT_SELF) && str_eq(w, STR("%self"))) {
        StrBuf pid = {0};
        sb_printf(&pid, "%ld", (long)getpid());
        size_t n = pid.len;
        sl_push_take(out, sb_take(&pid), n);
        return EXPAND_OK;
    }
    Expander x = {.h = h, .src = src, .start = start, .len = len, .flags = flags, .out = out, .errs = errs};
    size_t before = out->n;
    SubVec subs = {0};
    int r = run_subs(&x, &subs);
    if (r == EXPAND_OK) r = expand_combinations(&x, &subs);
    if (r == EXPAND_OK && out->n == before && x.nomatch && !(flags & EXPAND_GLOB_NULL)) {
        diag_add(errs, EXPAND_ERR_NO_MATCH, start, len,
                 "No matches for wildcard '%.*s'. See `help language#wildcards-globbing`.",
                 (int)len, src.ptr + start);
        r = EXPAND_NO_MATCH;
    }
    if (r != EXPAND_OK) sl_truncate(out, before);
    for (size_t k = 0; k < subs.n; k++) sl_fini(&subs.v[k].items);
    free(subs.v);
    return r;
}

int expand_filecmp(Str a, Str b)
{
    return glob_filecmp(a, b);
}
