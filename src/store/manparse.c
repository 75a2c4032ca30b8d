/* store/manparse.c - options and their descriptions from a manual page's roff.
 *
 * One pass over the page's lines. Requests (lines starting with '.' or
 * '\'') either shape the structure we care about - sections, tagged
 * paragraphs, indented blocks, lists - or are skipped; text lines and the
 * font macros that carry text (.B, .BR, mdoc's .Fl/.Ar...) are rendered to
 * plain text (roff.c-style escapes: fonts dropped, glyphs to UTF-8, defined
 * strings expanded) and go to whichever piece is being gathered: a tag, the
 * body of the current item, or a plain paragraph that may turn out to be a
 * tag when an indented block (.RS) follows it.
 *
 * An item ends at the first paragraph break after some body text, so its
 * body is its first paragraph; the description is that paragraph's first
 * sentence. A tag followed at once by another tag (.TP -a .TP --all, or
 * mdoc's -compact lists) shares the next tag's description. */
#include "store/manparse.h"

#include "base/check.h"
#include "base/map.h"
#include "base/utf8.h"
#include "base/vec.h"

#include <stdlib.h>
#include <string.h>

/* How much body text an item keeps: enough for a first sentence. */
#define BODY_MAX 800
/* Descriptions longer than this many characters are cut at a word. */
#define DESC_MAX 100
/* Nesting of conditionals, strings and lists that is followed at most. */
#define DEPTH_MAX 8
#define LISTS_MAX 16
/* A plain paragraph of more lines than this is prose, not a tag. */
#define PARA_TAG_LINES 3
#define PARA_TAG_BYTES 200
/* At most this many names per option. */
#define NAMES_MAX 32

/* Rendered text marks where italics start and end (roff's convention for
 * placeholders: "-o \fIfile\fR"), so that a tag's "-perm -\fImode\fR"
 * names one option, not two. Only tags keep the marks. */
#define MARK_I '\x01'
#define MARK_R '\x02'

/* The kinds of section. */
enum { SEC_NONE, SEC_NAME, SEC_SKIP, SEC_OPTIONS };

typedef struct ManParser {
    ManPage *page;       /* borrowed: the result being filled */
    Str src;             /* the page, as UTF-8 */
    size_t pos;          /* next line in src */
    StrBuf conv;         /* the page converted from Latin-1, when it was not UTF-8 */
    StrBuf line;         /* a logical line joined from continuation lines */
    StrBuf args;         /* the arguments of the request being handled */
    StrBuf text;         /* the rendered text of the line being handled */
    StrBuf word;         /* scratch for option names */
    StrBuf scratch;      /* scratch for an inline option's text */
    StrBuf tag, body, para;
    Map strings;         /* .ds definitions: name -> char * (owned) */
    Map seen;            /* option names already given: kind letter + name */
    int section;         /* SEC_* of the section being read */
    bool want_section;   /* .SH without arguments: the next text line names it */
    bool want_tag;       /* after .TP: the next text is the tag */
    bool tag_append;     /* .TQ: that text adds to the tag */
    bool in_item;        /* tag known, gathering its body */
    bool item_ok;        /* the item is in a section that may hold options */
    bool xo;             /* mdoc .It ... Xo: lines add to the tag until .Xc */
    bool para_open;      /* a plain paragraph is being gathered */
    int para_lines;
    size_t para_first;   /* the length of its first line */
    bool join;           /* the last text ended in \c: no space before the next */
    bool sm_off;         /* mdoc .Sm off: no spaces between words */
    uint8_t lists[LISTS_MAX]; /* mdoc .Bl stack: whether each is a tag list */
    int n_lists;
    int skip_depth;      /* inside a false conditional block: unmatched \{ */
    bool ie[DEPTH_MAX];  /* results of .ie, for .el */
    int n_ie;
    char skip_end[32];   /* inside .de or .ig: the line that ends it ("." for ..) */
    bool skipping;
    bool in_table;       /* between .TS and .TE */
    bool mdoc;           /* the page uses mdoc macros (.Dd, .Sh) */
    int depth;           /* handle_line recursion through conditionals */
    size_t pending_first, pending_n; /* names of tags still waiting for a description */
    StrBuf nm;           /* mdoc: the name .Nm stands for */
} ManParser;

/* ---- small helpers ---- */

static bool is_space(char c) { return c == ' ' || c == '\t'; }
static bool is_alnum(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

static Str trim(Str s)
{
    while (s.len && (is_space(s.ptr[0]) || s.ptr[0] == '\n')) s.ptr++, s.len--;
    while (s.len && (is_space(s.ptr[s.len - 1]) || s.ptr[s.len - 1] == '\n')) s.len--;
    return s;
}

static bool is_mark(char c) { return c == MARK_I || c == MARK_R; }

/* Whether s holds nothing but blanks and font marks. */
static bool is_blank(Str s)
{
    for (size_t i = 0; i < s.len; i++)
        if (!is_space(s.ptr[i]) && !is_mark(s.ptr[i])) return false;
    return true;
}

/* add_prose's flags. */
enum {
    PROSE_JOIN = 1u << 0,  /* no space before the text (after \c) */
    PROSE_MARKS = 1u << 1, /* keep font marks (tags) */
    PROSE_RAW = 1u << 2,   /* keep runs of blanks and tabs (they may part an
                              option from its text) */
};

/* Appends text to dst as running prose: white space collapses to one space,
 * and a space separates it from what dst holds. Nothing is added past max
 * bytes. */
static void add_prose(StrBuf *dst, Str text, unsigned flags, size_t max)
{
    text = trim(text);
    if (is_blank(text) || dst->len >= max) return;
    if (dst->len && !(flags & PROSE_JOIN) && dst->ptr[dst->len - 1] != ' ') sb_append_char(dst, ' ');
    for (size_t i = 0; i < text.len; i++) {
        char c = text.ptr[i];
        if ((is_space(c) || c == '\n') && !(flags & PROSE_RAW)) {
            if (dst->len && dst->ptr[dst->len - 1] != ' ') sb_append_char(dst, ' ');
        } else if ((flags & PROSE_MARKS) || !is_mark(c)) {
            sb_append_char(dst, c == '\n' ? ' ' : c);
        }
    }
}

static void put_cp(StrBuf *out, uint32_t cp)
{
    char buf[4];
    if (cp < 0x20 || cp == 0x7f || (cp >= 0x80 && cp < 0xa0)) cp = ' ';
    if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return;
    sb_append_mem(out, buf, utf8_encode(cp, buf));
}

/* ---- glyphs: \(xx and \[name] ---- */

typedef struct Glyph {
    const char *name, *text;
} Glyph;

/* Sorted by name (strcmp), for bsearch. */
static const Glyph glyphs[] = {
    {"!=", "≠"}, {"'A", "Á"}, {"'E", "É"}, {"'I", "Í"}, {"'O", "Ó"}, {"'U", "Ú"}, {"'a", "á"},
    {"'e", "é"}, {"'i", "í"}, {"'o", "ó"}, {"'u", "ú"}, {"+-", "±"}, {",C", "Ç"}, {",c", "ç"},
    {"->", "→"}, {":A", "Ä"}, {":O", "Ö"}, {":U", "Ü"}, {":a", "ä"}, {":e", "ë"}, {":i", "ï"},
    {":o", "ö"}, {":u", "ü"}, {"<-", "←"}, {"<=", "≤"}, {"==", "≡"}, {">=", "≥"}, {"AE", "Æ"},
    {"Eu", "€"}, {"Fc", "»"}, {"Fo", "«"}, {"Po", "£"}, {"Ye", "¥"}, {"^a", "â"}, {"^e", "ê"},
    {"^i", "î"}, {"^o", "ô"}, {"^u", "û"}, {"`a", "à"}, {"`e", "è"}, {"`i", "ì"}, {"`o", "ò"},
    {"`u", "ù"}, {"aa", "'"}, {"ae", "æ"}, {"aq", "'"}, {"at", "@"}, {"ba", "|"}, {"bq", ","},
    {"br", "|"}, {"bu", "•"}, {"bv", "|"}, {"ci", "○"}, {"co", "©"}, {"cq", "'"}, {"ct", "¢"},
    {"dd", "‡"}, {"de", "°"}, {"dg", "†"}, {"di", "÷"}, {"dq", "\""}, {"em", "—"}, {"en", "–"},
    {"eq", "="}, {"es", "∅"}, {"eu", "€"}, {"fc", "›"}, {"fm", "'"}, {"fo", "‹"}, {"ga", "`"},
    {"ha", "^"}, {"hy", "-"}, {"la", "<"}, {"lB", "["}, {"lC", "{"}, {"lq", "\""}, {"mc", "µ"},
    {"mi", "-"}, {"mu", "×"}, {"nm", "∉"}, {"no", "¬"}, {"o/", "ø"}, {"oA", "Å"}, {"oa", "å"},
    {"oq", "'"}, {"or", "|"}, {"pc", "·"}, {"pl", "+"}, {"ps", "¶"}, {"ra", ">"}, {"rB", "]"},
    {"rC", "}"}, {"rg", "®"}, {"rq", "\""}, {"rs", "\\"}, {"sc", "§"}, {"sh", "#"}, {"sl", "/"},
    {"sq", "□"}, {"ss", "ß"}, {"ti", "~"}, {"tm", "™"}, {"ul", "_"}, {"~n", "ñ"}, {"~o", "õ"},
};

static int glyph_cmp(const void *key, const void *elem)
{
    const Str *k = key;
    const Glyph *g = elem;
    return str_cmp_cstr(*k, g->name);
}

/* Appends the glyph called name: \[u00e9], \[char65], or one of the table. */
static void put_glyph(StrBuf *out, Str name)
{
    if (name.len >= 5 && name.ptr[0] == 'u') {
        /* \[u2010] or a composite \[u0065_0301]: each part a code point */
        uint32_t cp = 0;
        size_t digits = 0;
        for (size_t i = 1; i <= name.len; i++) {
            char c = i < name.len ? name.ptr[i] : '_';
            if (c == '_') {
                if (digits) put_cp(out, cp == 0x2010 || cp == 0x2212 ? '-' : cp);
                cp = 0, digits = 0;
                continue;
            }
            int v = c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
            if (v < 0 || ++digits > 6) return;
            cp = cp * 16 + (uint32_t)v;
        }
        return;
    }
    if (name.len > 4 && !memcmp(name.ptr, "char", 4)) {
        uint32_t cp = 0;
        for (size_t i = 4; i < name.len; i++) {
            if (name.ptr[i] < '0' || name.ptr[i] > '9' || cp > 0x10ffff) return;
            cp = cp * 10 + (uint32_t)(name.ptr[i] - '0');
        }
        put_cp(out, cp);
        return;
    }
    const Glyph *g = bsearch(&name, glyphs, sizeof glyphs / sizeof *glyphs, sizeof *glyphs, glyph_cmp);
    if (g) sb_append_cstr(out, g->text);
}

/* ---- escapes ---- */

/* The name after an escape letter: X, (XX or [name]. Returns the bytes
 * used after the escape letter. */
static size_t escape_name(Str s, size_t i, Str *name)
{
    if (i >= s.len) {
        *name = str_make(s.ptr + i, 0);
        return 0;
    }
    if (s.ptr[i] == '(') {
        size_t n = s.len - i - 1 < 2 ? s.len - i - 1 : 2;
        *name = str_make(s.ptr + i + 1, n);
        return 1 + n;
    }
    if (s.ptr[i] == '[') {
        const char *end = memchr(s.ptr + i + 1, ']', s.len - i - 1);
        size_t n = end ? (size_t)(end - (s.ptr + i + 1)) : s.len - i - 1;
        *name = str_make(s.ptr + i + 1, n);
        return 1 + n + (end ? 1 : 0);
    }
    *name = str_make(s.ptr + i, 1);
    return 1;
}

/* The argument of \h'...' and friends: from a delimiter to the same one. */
static size_t escape_delimited(Str s, size_t i, Str *arg)
{
    if (i >= s.len) {
        *arg = str_make(s.ptr + i, 0);
        return 0;
    }
    char d = s.ptr[i];
    const char *end = memchr(s.ptr + i + 1, d, s.len - i - 1);
    size_t n = end ? (size_t)(end - (s.ptr + i + 1)) : s.len - i - 1;
    *arg = str_make(s.ptr + i + 1, n);
    return 1 + n + (end ? 1 : 0);
}

static void render(ManParser *p, Str s, StrBuf *out, int depth);

/* Appends the string \*name stands for. */
static void put_string(ManParser *p, Str name, StrBuf *out, int depth)
{
    const char *value = map_get(&p->strings, name);
    if (value) {
        if (depth < DEPTH_MAX) render(p, str_cstr(value), out, depth + 1);
        return;
    }
    /* Strings the man and mdoc packages define. */
    if (str_eq_cstr(name, "R")) sb_append_cstr(out, "®");
    else if (str_eq_cstr(name, "Tm")) sb_append_cstr(out, "™");
    else if (str_eq_cstr(name, "lq") || str_eq_cstr(name, "rq") || str_eq_cstr(name, "Lq") ||
             str_eq_cstr(name, "Rq"))
        sb_append_char(out, '"');
    else if (str_eq_cstr(name, "Ba")) sb_append_char(out, '|');
}

/* Appends s with its escapes interpreted: fonts, sizes, colours and motions
 * dropped, glyphs and defined strings put in, a comment (\") ending it.
 * Sets p->join when s ends in \c. */
static void render(ManParser *p, Str s, StrBuf *out, int depth)
{
    for (size_t i = 0; i < s.len;) {
        char c = s.ptr[i];
        if (c != '\\') {
            if (((unsigned char)c < 0x20 && c != '\t') || c == 0x7f) c = ' ';
            sb_append_char(out, c);
            i++;
            continue;
        }
        if (i + 1 >= s.len) break;
        char e = s.ptr[i + 1];
        i += 2;
        Str name;
        switch (e) {
        case '\\': case 'e': case 'E':
            sb_append_char(out, '\\');
            break;
        case '-': case '.': case '`':
            sb_append_char(out, e);
            break;
        case '\'':
            sb_append_char(out, '\'');
            break;
        case ' ': case '~': case '0': case 't': case '_':
            sb_append_char(out, e == '_' ? '_' : ' ');
            break;
        case '"': case '#': case '!':
            return;
        case 'c':
            if (i >= s.len) p->join = true;
            break;
        case 'f':
            i += escape_name(s, i, &name);
            /* \fI, \f2, \f(BI, \f[CI]: italic; anything else ends it */
            sb_append_char(out, name.len && (name.ptr[name.len - 1] == 'I' || str_eq_cstr(name, "2")) ? MARK_I : MARK_R);
            break;
        case 'F': case 'm': case 'M': case 'g': case 'k': case 'n': case 'V': case 'Y':
        case 'O': case '$':
            if (e == 'n' && i < s.len && (s.ptr[i] == '+' || s.ptr[i] == '-')) i++;
            i += escape_name(s, i, &name);
            break;
        case 's':
            /* \s+1, \s-1, \s0, \s(12, \s[12], \s'12' */
            if (i < s.len && (s.ptr[i] == '+' || s.ptr[i] == '-')) i++;
            if (i < s.len && (s.ptr[i] == '(' || s.ptr[i] == '['))
                i += escape_name(s, i, &name);
            else if (i < s.len && s.ptr[i] == '\'')
                i += escape_delimited(s, i, &name);
            else if (i < s.len && s.ptr[i] >= '0' && s.ptr[i] <= '9')
                i++;
            break;
        case '(': case '[':
            i = i - 1 + escape_name(s, i - 1, &name);
            put_glyph(out, name);
            break;
        case 'C':
            i += escape_delimited(s, i, &name);
            put_glyph(out, name);
            break;
        case 'N': {
            i += escape_delimited(s, i, &name);
            uint32_t cp = 0;
            for (size_t k = 0; k < name.len && cp <= 0x10ffff; k++)
                if (name.ptr[k] >= '0' && name.ptr[k] <= '9') cp = cp * 10 + (uint32_t)(name.ptr[k] - '0');
            if (cp < 0x80) put_cp(out, cp);
            break;
        }
        case '*':
            i += escape_name(s, i, &name);
            put_string(p, name, out, depth);
            break;
        case 'h': case 'v': case 'w': case 'o': case 'l': case 'L': case 'X': case 'Z': case 'D':
        case 'x': case 'b': case 'A': case 'B': case 'R': case 'S': case 'H': case 'T': case 'U':
            i += escape_delimited(s, i, &name);
            break;
        case '?': {
            const char *end = i < s.len ? memchr(s.ptr + i, '?', s.len - i) : NULL;
            i = end ? (size_t)(end - s.ptr) + 1 : s.len;
            break;
        }
        case '&': case '|': case '^': case ')': case '%': case ':': case '/': case ',': case 'd':
        case 'u': case 'r': case 'p': case 'a': case 'z': case '{': case '}': case '\n':
            break;
        default:
            sb_append_char(out, e);
            break;
        }
    }
}

/* ---- lines and arguments ---- */

/* The next logical line: lines ending in an unescaped backslash continue on
 * the next one. False at the end of the page. */
static bool next_line(ManParser *p, Str *line)
{
    if (p->pos >= p->src.len) return false;
    bool joined = false;
    sb_clear(&p->line);
    for (;;) {
        const char *start = p->src.ptr + p->pos;
        const char *nl = memchr(start, '\n', p->src.len - p->pos);
        size_t n = nl ? (size_t)(nl - start) : p->src.len - p->pos;
        p->pos += n + (nl ? 1 : 0);
        if (n && start[n - 1] == '\r') n--;
        size_t slashes = 0;
        while (slashes < n && start[n - 1 - slashes] == '\\') slashes++;
        bool more = (slashes & 1) && p->pos < p->src.len;
        if (!more && !joined) {
            *line = str_make(start, n);
            return true;
        }
        joined = true;
        sb_append_mem(&p->line, start, more ? n - 1 : n);
        if (!more) break;
    }
    *line = sb_str(&p->line);
    return true;
}

/* Splits a request's arguments as roff does: by blanks, "double quoted"
 * with "" for a quote inside, up to a comment. Returns how many (at most
 * max); the strings live in p->args. */
static int split_args(ManParser *p, Str s, Str *args, int max)
{
    sb_clear(&p->args);
    sb_reserve(&p->args, s.len + 1); /* no growth below: args stay valid */
    int n = 0;
    size_t i = 0;
    while (n < max) {
        while (i < s.len && is_space(s.ptr[i])) i++;
        if (i >= s.len) break;
        if (s.ptr[i] == '\\' && i + 1 < s.len && s.ptr[i + 1] == '"') break;
        size_t start = p->args.len;
        if (s.ptr[i] == '"') {
            for (i++; i < s.len; i++) {
                if (s.ptr[i] == '"') {
                    if (i + 1 < s.len && s.ptr[i + 1] == '"') {
                        sb_append_char(&p->args, '"');
                        i++;
                        continue;
                    }
                    i++;
                    break;
                }
                sb_append_char(&p->args, s.ptr[i]);
            }
        } else {
            for (; i < s.len && !is_space(s.ptr[i]); i++) {
                if (s.ptr[i] == '\\' && i + 1 < s.len) {
                    if (s.ptr[i + 1] == '"') break;
                    sb_append_char(&p->args, s.ptr[i++]);
                }
                sb_append_char(&p->args, s.ptr[i]);
            }
        }
        args[n++] = str_make(p->args.ptr + start, p->args.len - start);
    }
    return n;
}

/* ---- options from tags ---- */

static bool name_char(char c)
{
    return is_alnum(c) || c == '_' || c == '-' || c == '.' || c == '+' || c == ':' || c == '@' || c == '#';
}

static void add_name(ManParser *p, int kind, const char *prefix, Str name, size_t *added)
{
    ManPage *pg = p->page;
    if (*added >= NAMES_MAX) return;
    ManName n = {(uint32_t)pg->text.len, 0, (uint8_t)kind};
    sb_append_cstr(&pg->text, prefix);
    sb_append(&pg->text, name);
    n.len = (uint32_t)(pg->text.len - n.off);
    VEC_PUSH(pg->names, pg->n_names, pg->cap_names, 16, n);
    ++*added;
}

/* Reads one word of a tag ("--color[=WHEN]", "-e", "-NUM,"): adds the
 * option it names, if any. An italic word is a placeholder, except when it
 * is the first (some pages set a whole tag in italics). */
static void tag_word(ManParser *p, Str w, bool first, size_t *added)
{
    while (w.len && (w.ptr[0] == MARK_R || (first && w.ptr[0] == MARK_I) || strchr("[({\"'<", w.ptr[0])))
        w.ptr++, w.len--;
    if (w.len < 2 || w.ptr[0] != '-') return; /* also an italic word: a placeholder */
    size_t dashes = w.ptr[1] == '-' ? 2 : 1;
    w = str_sub(w, dashes, w.len - dashes);
    while (w.len && w.ptr[0] == MARK_R) w.ptr++, w.len--;
    if (w.len && w.ptr[0] == MARK_I) return; /* "-\fImode\fR" */
    const char *no = NULL;
    if (dashes == 2 && w.len > 5 && !memcmp(w.ptr, "[no-]", 5)) no = "no-", w = str_sub(w, 5, w.len - 5);
    else if (dashes == 2 && w.len > 4 && !memcmp(w.ptr, "[no]", 4)) no = "no", w = str_sub(w, 4, w.len - 4);
    if (!w.len) return;
    size_t n = 0;
    char c0 = w.ptr[0];
    if (is_alnum(c0)) {
        while (n < w.len && name_char(w.ptr[n])) n++;
    } else if (dashes == 1 && strchr("?#@!", c0)) {
        n = 1;
    } else {
        return;
    }
    if (n < w.len && !is_mark(w.ptr[n]) && !strchr("=[<({\"')]}:.;,", w.ptr[n])) return; /* "-foo*" */
    while (n > 1 && strchr(".:-", w.ptr[n - 1])) n--;
    Str name = str_make(w.ptr, n);
    int kind = dashes == 2 ? MAN_LONG : n == 1 ? MAN_SHORT : MAN_OLD;
    if (kind == MAN_OLD) {
        /* -NUM, -FILE: a placeholder, not an option */
        size_t upper = 0, lower = 0;
        for (size_t i = 0; i < n; i++) {
            if (name.ptr[i] >= 'A' && name.ptr[i] <= 'Z') upper++;
            else if (name.ptr[i] >= 'a' && name.ptr[i] <= 'z') lower++;
        }
        if (upper >= 2 && !lower) return;
    }
    add_name(p, kind, "", name, added);
    if (no) add_name(p, MAN_LONG, no, name, added);
}

/* Whether w is an ordinary lower-case word, as prose is made of. */
static bool prose_word(Str w)
{
    if (w.len < 2) return false;
    for (size_t i = 0; i < w.len; i++)
        if ((w.ptr[i] < 'a' || w.ptr[i] > 'z') && !(i == w.len - 1 && strchr(".:", w.ptr[i]))) return false;
    return true;
}

/* Adds the options a tag names; returns how many. A tag must start with a
 * dash (after an opening bracket) to name any. Words that are not options
 * are their arguments, until two ordinary words in a row show that prose
 * has begun ("--foo is deprecated"): then *prose is set and the rest is
 * left alone. */
static size_t parse_tag(ManParser *p, Str tag, bool *prose)
{
    *prose = false;
    tag = trim(tag);
    while (tag.len && (tag.ptr[0] == MARK_R || tag.ptr[0] == MARK_I || tag.ptr[0] == '['))
        tag = str_sub(tag, 1, tag.len - 1);
    if (!tag.len || tag.ptr[0] != '-') return 0;
    size_t added = 0;
    bool last_prose = false;
    for (size_t i = 0, n = 0; i < tag.len; n++) {
        while (i < tag.len && (is_space(tag.ptr[i]) || strchr(",|;/", tag.ptr[i]))) i++;
        size_t start = i;
        while (i < tag.len && !is_space(tag.ptr[i]) && !strchr(",|;/", tag.ptr[i])) i++;
        Str w = str_make(tag.ptr + start, i - start);
        if (!w.len) break;
        bool separated = i < tag.len && strchr(",|;/", tag.ptr[i]);
        bool is_prose = !separated && prose_word(w) && !str_eq_cstr(w, "or");
        if (is_prose && last_prose) {
            *prose = true;
            break;
        }
        last_prose = is_prose;
        tag_word(p, w, n == 0, &added);
    }
    return added;
}

/* Whether tag looks like the mark of a bulleted list item. */
static bool bullet(Str tag)
{
    Str t = trim(tag);
    while (t.len && is_mark(t.ptr[0])) t = str_sub(t, 1, t.len - 1);
    while (t.len && is_mark(t.ptr[t.len - 1])) t.len--;
    if (!t.len || t.len > 3) return false;
    if (str_eq_cstr(t, "o")) return true;
    for (size_t i = 0; i < t.len; i++)
        if (is_alnum(t.ptr[i])) return false;
    return true;
}

/* ---- descriptions ---- */

/* Whether word (up to a period) is an abbreviation, not a sentence's end. */
static bool abbreviation(Str w)
{
    static const char *const abbrevs[] = {"e.g", "i.e", "etc", "vs", "cf", "approx", "incl", "resp",
                                          "viz", "eg", "ie", "al", "ca", "esp", "Dr", "Mr", "no", "No"};
    while (w.len && strchr("(\"'[", w.ptr[0])) w.ptr++, w.len--;
    for (size_t i = 0; i < sizeof abbrevs / sizeof *abbrevs; i++)
        if (str_eq_cstr(w, abbrevs[i])) return true;
    /* a.k.a, e.g (with inner dots and short parts) */
    if (memchr(w.ptr, '.', w.len)) {
        size_t part = 0;
        for (size_t i = 0; i < w.len; i++) {
            if (w.ptr[i] == '.') part = 0;
            else if (++part > 2) return false;
        }
        return true;
    }
    return false;
}

/* The end of body's first sentence. */
static size_t sentence_end(Str b)
{
    for (size_t i = 1; i < b.len; i++) {
        char c = b.ptr[i];
        if (c != '.' && c != '!' && c != '?') continue;
        if (i + 1 < b.len && b.ptr[i + 1] != ' ') continue;
        if (b.ptr[i - 1] == ' ' || b.ptr[i - 1] == '.') continue; /* "with ." or ".." */
        size_t w = i;
        while (w && b.ptr[w - 1] != ' ') w--;
        if (c == '.' && abbreviation(str_make(b.ptr + w, i - w))) continue;
        if (c == '.' && i - w == 1) {
            /* "e. g." and "i. e.": a letter and a period next to another */
            bool before = w >= 3 && b.ptr[w - 1] == ' ' && b.ptr[w - 2] == '.' && (w == 3 || b.ptr[w - 4] == ' ');
            bool after = i + 3 < b.len + 0 && b.ptr[i + 3] == '.' && (i + 4 == b.len || b.ptr[i + 4] == ' ');
            if (before || after) continue;
        }
        return c == '.' ? i : i + 1;
    }
    return b.len;
}

/* Whether word is one of the names in the page's title ("gzip, gunzip"). */
static bool title_name(const ManPage *pg, Str word)
{
    Str t = sb_str(&pg->title);
    size_t i = 0;
    while (i < t.len) {
        while (i < t.len && (t.ptr[i] == ',' || t.ptr[i] == ' ')) i++;
        size_t start = i;
        while (i < t.len && t.ptr[i] != ',' && t.ptr[i] != ' ') i++;
        if (i > start && str_eq(str_make(t.ptr + start, i - start), word)) return true;
    }
    return false;
}

/* Appends the description made from body: its first sentence, without the
 * final period, capitalised, cut at a word when long. */
static void add_description(ManParser *p, Str body)
{
    StrBuf *out = &p->page->text;
    body = trim(body);
    while (body.len && strchr(":;,-=", body.ptr[0])) body = trim(str_sub(body, 1, body.len - 1));
    Str s = str_make(body.ptr, sentence_end(body));
    s = trim(s);
    while (s.len && strchr(":;,", s.ptr[s.len - 1])) s.len--;
    size_t start = out->len, chars = 0, space = 0;
    bool cut = false;
    for (size_t i = 0; i < s.len;) {
        uint32_t cp;
        size_t n = utf8_decode(s.ptr + i, s.len - i, &cp);
        if (chars == DESC_MAX) {
            cut = true;
            break;
        }
        if (s.ptr[i] == ' ') space = out->len;
        sb_append_mem(out, s.ptr + i, n);
        chars++;
        i += n;
    }
    if (cut) {
        if (space > start + DESC_MAX / 2) out->len = space; /* at a word, unless that is far back */
        while (out->len > start && strchr(" ,;:(", out->ptr[out->len - 1])) out->len--;
        sb_append_cstr(out, "…");
    }
    /* "print sizes" -> "Print sizes", unless it starts with the command's name */
    if (out->len > start && out->ptr[start] >= 'a' && out->ptr[start] <= 'z') {
        size_t w = start;
        while (w < out->len && out->ptr[w] >= 'a' && out->ptr[w] <= 'z') w++;
        if ((w == out->len || out->ptr[w] == ' ' || out->ptr[w] == ',') &&
            !title_name(p->page, str_make(out->ptr + start, w - start)))
            out->ptr[start] = (char)(out->ptr[start] - 'a' + 'A');
    }
}

/* Makes an option of the pending names with the description from body,
 * leaving out names given before. */
static void add_option(ManParser *p, Str body)
{
    ManPage *pg = p->page;
    if (!p->pending_n) return;
    size_t first = p->pending_first, kept = 0;
    for (size_t i = first; i < first + p->pending_n; i++) {
        ManName n = pg->names[i];
        sb_clear(&p->word);
        sb_append_char(&p->word, (char)('0' + n.kind));
        sb_append(&p->word, man_name_str(pg, &n));
        if (!map_put(&p->seen, sb_str(&p->word), NULL)) continue;
        pg->names[first + kept++] = n;
    }
    pg->n_names = first + kept;
    p->pending_n = 0;
    if (!kept) return;
    ManOption o = {(uint32_t)first, (uint32_t)kept, (uint32_t)pg->text.len, 0};
    add_description(p, body);
    o.desc_len = (uint32_t)(pg->text.len - o.desc_off);
    VEC_PUSH(pg->opts, pg->n_opts, pg->cap_opts, 16, o);
}

static void flush_pending(ManParser *p) { add_option(p, STR("")); }

/* Where an option parts from its text on one line: a tab, two spaces, or
 * ": ", " - ", " -- " outside brackets; 0 when nowhere. */
static size_t inline_split(Str t)
{
    static const char *const seps[] = {"\t", "  ", ": ", " - ", " -- ", " — "};
    int depth = 0;
    for (size_t i = 1; i < t.len; i++) {
        char c = t.ptr[i];
        if (c == '(' || c == '[' || c == '{' || c == '<') depth++;
        else if ((c == ')' || c == ']' || c == '}' || c == '>') && depth) depth--;
        if (depth) continue;
        for (size_t k = 0; k < sizeof seps / sizeof *seps; k++) {
            size_t n = strlen(seps[k]);
            if (i + n <= t.len && !memcmp(t.ptr + i, seps[k], n)) return i;
        }
    }
    return 0;
}

/* Whether text goes on a sentence rather than describing an option: "-n
 * and -t are invalid" split after its first line. */
static bool continues_sentence(Str text)
{
    static const char *const words[] = {"and", "or", "is", "are", "was", "were", "will", "can", "may", "must",
                                        "should", "option", "options", "flag", "flags", "argument", "to",
                                        "with", "in", "of", "as", "for", "which", "that", "has", "have",
                                        "also", "instead", "then", "but", "nor", "switch", "on", "at"};
    text = trim(text);
    size_t n = 0;
    while (n < text.len && is_alnum(text.ptr[n])) n++;
    Str w = str_make(text.ptr, n);
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (str_eq_cstr(w, words[i])) return true;
    return false;
}

/* An option given on one line with its text ("-v, --verbose   be
 * verbose", "--count: count them"), or a paragraph whose first line
 * (first_len bytes, when not 0) holds only options and whose other lines
 * describe them. */
static void inline_option(ManParser *p, Str t, size_t first_len)
{
    t = trim(t);
    while (t.len && t.ptr[0] == MARK_R) t = str_sub(t, 1, t.len - 1);
    if (!t.len || t.ptr[0] != '-') return;
    size_t split = inline_split(t);
    if (!split || split > PARA_TAG_BYTES) {
        /* mdoc lists every option with .It: its paragraphs are prose */
        if (!first_len || first_len >= t.len || first_len > PARA_TAG_BYTES || p->mdoc) return;
        if (continues_sentence(str_sub(t, first_len, t.len - first_len))) return;
        split = first_len;
    }
    flush_pending(p);
    p->pending_first = p->page->n_names;
    bool prose;
    p->pending_n = parse_tag(p, str_make(t.ptr, split), &prose);
    if (prose) {
        p->page->n_names = p->pending_first, p->pending_n = 0;
        return;
    }
    sb_clear(&p->scratch);
    add_prose(&p->scratch, str_sub(t, split, t.len - split), 0, BODY_MAX);
    add_option(p, sb_str(&p->scratch));
}

/* Ends the plain paragraph being gathered, which may hold an option. */
static void close_para(ManParser *p)
{
    if (p->para_open && p->para.len && p->section == SEC_OPTIONS && !p->in_item)
        inline_option(p, sb_str(&p->para), p->para_lines > 1 ? p->para_first : 0);
    p->para_open = false;
    sb_clear(&p->para);
    p->para_lines = 0;
}

static void open_para(ManParser *p)
{
    close_para(p);
    p->para_open = true;
}

static void start_item(ManParser *p, Str tag)
{
    close_para(p);
    p->in_item = true;
    p->item_ok = p->section == SEC_OPTIONS;
    sb_clear(&p->tag);
    sb_append(&p->tag, tag);
    sb_clear(&p->body);
}

/* Ends the current item. With share, a tag without text waits for the next
 * tag's description (.TP -a .TP --all text). */
static void end_item(ManParser *p, bool share)
{
    close_para(p);
    p->want_tag = p->tag_append = p->xo = false;
    if (!p->in_item) {
        if (!share) flush_pending(p);
        return;
    }
    p->in_item = false;
    if (!p->pending_n) p->pending_first = p->page->n_names;
    bool prose;
    size_t added = p->item_ok ? parse_tag(p, sb_str(&p->tag), &prose) : 0;
    if (!added) {
        flush_pending(p);
        /* "• -c, --count: count them" */
        if (p->item_ok && bullet(sb_str(&p->tag))) inline_option(p, sb_str(&p->body), 0);
        return;
    }
    p->pending_n += added;
    if (!p->body.len && share) return;
    add_option(p, sb_str(&p->body));
}

/* A paragraph break: ends an item that has text (an item still without any,
 * as after a blank line between a tag and its text, goes on). */
static void para_break(ManParser *p)
{
    p->want_tag = false;
    if (p->in_item && p->body.len) end_item(p, false);
    if (!p->in_item) open_para(p);
}

/* ---- sections ---- */

static void end_title(ManParser *p)
{
    StrBuf *t = &p->page->title;
    /* "ls - list directory contents": keep the names before the dash */
    for (size_t i = 0; i + 1 < t->len; i++) {
        if (t->ptr[i] == ' ' && (t->ptr[i + 1] == '-' || !strncmp(t->ptr + i + 1, "—", 3))) {
            t->len = i;
            break;
        }
    }
    Str s = trim(sb_str(t));
    memmove(t->ptr, s.ptr, s.len);
    t->len = s.len;
    t->ptr[t->len] = '\0';
}

static void set_section(ManParser *p, Str title)
{
    static const char *const skipped[] = {"NAME", "SYNOPSIS", "SEE ALSO", "EXAMPLE", "ENVIRONMENT", "FILES",
                                          "EXIT", "RETURN", "DIAGNOSTICS", "BUGS", "AUTHOR", "HISTORY",
                                          "COPYRIGHT", "REPORTING BUGS", "STANDARDS", "CONFORMING", "LICENSE",
                                          "ERRORS", "AVAILABILITY"};
    end_item(p, false);
    if (p->section == SEC_NAME) end_title(p);
    p->n_lists = 0;
    p->para_open = false;
    title = trim(title);
    char up[32];
    size_t n = 0;
    for (size_t i = 0; i < title.len && n < sizeof up - 1; i++) {
        char c = title.ptr[i];
        if (!is_mark(c)) up[n++] = c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
    }
    up[n] = '\0';
    while (n && up[n - 1] == ' ') up[--n] = '\0';
    p->section = SEC_OPTIONS;
    if (!strcmp(up, "NAME")) {
        p->section = p->page->title.len ? SEC_SKIP : SEC_NAME;
    } else {
        for (size_t i = 0; i < sizeof skipped / sizeof *skipped; i++)
            if (!strncmp(up, skipped[i], strlen(skipped[i]))) p->section = SEC_SKIP;
    }
    open_para(p);
}

/* ---- text ---- */

/* Rendered text of a line: goes to the section title, the tag, the item's
 * body or the plain paragraph. */
static void add_text(ManParser *p, Str text)
{
    bool join = p->join;
    p->join = false;
    if (p->want_section) {
        if (is_blank(text)) return;
        p->want_section = false;
        set_section(p, text);
        return;
    }
    if (p->section == SEC_NAME) {
        add_prose(&p->page->title, text, join ? PROSE_JOIN : 0, 1024);
        return;
    }
    if (p->want_tag) {
        if (is_blank(text)) return;
        if (p->tag_append && p->in_item) {
            sb_append_cstr(&p->tag, ", ");
            add_prose(&p->tag, text, PROSE_JOIN | PROSE_MARKS, 1024);
        } else {
            start_item(p, text);
        }
        p->want_tag = p->tag_append = false;
        return;
    }
    if (p->xo) {
        add_prose(&p->tag, text, (join ? PROSE_JOIN : 0) | PROSE_MARKS, 1024);
        return;
    }
    if (p->in_item) {
        add_prose(&p->body, text, join ? PROSE_JOIN : 0, BODY_MAX);
    } else if (p->para_open) {
        add_prose(&p->para, text, (join ? PROSE_JOIN : 0) | PROSE_MARKS | PROSE_RAW, 4096);
        if (!p->para_lines++) p->para_first = p->para.len;
    }
}

/* ---- mdoc ---- */

/* mdoc macros that may be called from a line, and what each does to the
 * words after it. */
enum { MD_PLAIN, MD_FL, MD_XR, MD_NM, MD_AR, MD_NS, MD_OPEN, MD_CLOSE, MD_ENCLOSE, MD_TEXT, MD_SKIP1,
       MD_SM, MD_IGNORE, MD_PF, MD_AP };

typedef struct MdocMacro {
    const char *name;
    uint8_t kind;
    const char *open, *close; /* for enclosures; for MD_TEXT the text */
} MdocMacro;

/* Sorted by name (strcmp). */
static const MdocMacro mdoc_macros[] = {
    {"Ac", MD_CLOSE, "", ">"}, {"Ad", MD_PLAIN, 0, 0}, {"An", MD_PLAIN, 0, 0}, {"Ao", MD_OPEN, "<", ""},
    {"Ap", MD_AP, 0, 0}, {"Aq", MD_ENCLOSE, "<", ">"}, {"Ar", MD_AR, 0, 0}, {"At", MD_TEXT, "AT&T UNIX", 0},
    {"Bc", MD_CLOSE, "", "]"}, {"Bo", MD_OPEN, "[", ""}, {"Bq", MD_ENCLOSE, "[", "]"},
    {"Brc", MD_CLOSE, "", "}"}, {"Bro", MD_OPEN, "{", ""}, {"Brq", MD_ENCLOSE, "{", "}"},
    {"Bsx", MD_TEXT, "BSD/OS", 0}, {"Bx", MD_TEXT, "BSD", 0}, {"Cd", MD_PLAIN, 0, 0}, {"Cm", MD_PLAIN, 0, 0},
    {"D1", MD_PLAIN, 0, 0}, {"Dc", MD_CLOSE, "", "\""}, {"Dl", MD_PLAIN, 0, 0}, {"Do", MD_OPEN, "\"", ""},
    {"Dq", MD_ENCLOSE, "\"", "\""}, {"Dv", MD_PLAIN, 0, 0}, {"Dx", MD_TEXT, "DragonFly", 0},
    {"Ec", MD_IGNORE, 0, 0}, {"Em", MD_PLAIN, 0, 0}, {"En", MD_IGNORE, 0, 0}, {"Eo", MD_IGNORE, 0, 0},
    {"Er", MD_PLAIN, 0, 0}, {"Es", MD_IGNORE, 0, 0}, {"Ev", MD_PLAIN, 0, 0}, {"Fa", MD_PLAIN, 0, 0},
    {"Fl", MD_FL, 0, 0}, {"Fn", MD_PLAIN, 0, 0}, {"Fr", MD_PLAIN, 0, 0}, {"Ft", MD_PLAIN, 0, 0},
    {"Fx", MD_TEXT, "FreeBSD", 0}, {"Ic", MD_PLAIN, 0, 0}, {"In", MD_PLAIN, 0, 0}, {"Li", MD_PLAIN, 0, 0},
    {"Lk", MD_PLAIN, 0, 0}, {"Ms", MD_PLAIN, 0, 0}, {"Mt", MD_PLAIN, 0, 0}, {"Nm", MD_NM, 0, 0},
    {"No", MD_PLAIN, 0, 0}, {"Ns", MD_NS, 0, 0}, {"Nx", MD_TEXT, "NetBSD", 0}, {"Oc", MD_CLOSE, "", "]"},
    {"Oo", MD_OPEN, "[", ""}, {"Op", MD_ENCLOSE, "[", "]"}, {"Ox", MD_TEXT, "OpenBSD", 0},
    {"Pa", MD_PLAIN, 0, 0}, {"Pc", MD_CLOSE, "", ")"}, {"Pf", MD_PF, 0, 0}, {"Po", MD_OPEN, "(", ""},
    {"Pq", MD_ENCLOSE, "(", ")"}, {"Ql", MD_ENCLOSE, "'", "'"}, {"Qc", MD_CLOSE, "", "\""},
    {"Qo", MD_OPEN, "\"", ""}, {"Qq", MD_ENCLOSE, "\"", "\""}, {"Sc", MD_CLOSE, "", "'"},
    {"Sm", MD_SM, 0, 0}, {"So", MD_OPEN, "'", ""}, {"Sq", MD_ENCLOSE, "'", "'"}, {"St", MD_SKIP1, 0, 0},
    {"Sx", MD_PLAIN, 0, 0}, {"Sy", MD_PLAIN, 0, 0}, {"Ta", MD_PLAIN, 0, 0}, {"Tn", MD_PLAIN, 0, 0},
    {"Ux", MD_TEXT, "UNIX", 0}, {"Va", MD_PLAIN, 0, 0}, {"Vt", MD_PLAIN, 0, 0}, {"Xc", MD_IGNORE, 0, 0},
    {"Xo", MD_IGNORE, 0, 0}, {"Xr", MD_XR, 0, 0},
};

static int mdoc_cmp(const void *key, const void *elem)
{
    const Str *k = key;
    const MdocMacro *m = elem;
    return str_cmp_cstr(*k, m->name);
}

static const MdocMacro *mdoc_macro(Str name)
{
    if (name.len < 2 || name.len > 3) return NULL;
    return bsearch(&name, mdoc_macros, sizeof mdoc_macros / sizeof *mdoc_macros, sizeof *mdoc_macros, mdoc_cmp);
}

static bool closing_delim(Str w) { return w.len == 1 && strchr(".,:;)]?!", w.ptr[0]); }
static bool opening_delim(Str w) { return w.len == 1 && (w.ptr[0] == '(' || w.ptr[0] == '['); }

typedef struct MdocOut {
    StrBuf *out;
    bool space;   /* a space goes before the next word */
} MdocOut;

static void md_put(ManParser *p, MdocOut *o, Str raw, bool rendered_text)
{
    if (o->space && !p->sm_off && o->out->len) sb_append_char(o->out, ' ');
    if (rendered_text) sb_append(o->out, raw);
    else render(p, raw, o->out, 0);
    o->space = true;
}

/* Renders an mdoc line (the macro and its arguments, as split) to text. */
static void render_mdoc(ManParser *p, Str *w, bool *quoted, int n, StrBuf *out)
{
    MdocOut o = {out, out->len > 0};
    const char *closers[LISTS_MAX];
    int n_closers = 0;
    int mode = MD_PLAIN, xr = 0;
    bool fl_waiting = false;
    for (int i = 0; i < n; i++) {
        const MdocMacro *m = quoted[i] ? NULL : mdoc_macro(w[i]);
        if (m) {
            if (fl_waiting) md_put(p, &o, STR("-"), true);
            fl_waiting = false;
            mode = MD_PLAIN;
            switch (m->kind) {
            case MD_FL: mode = MD_FL, fl_waiting = true; break;
            case MD_XR: mode = MD_XR, xr = 0; break;
            case MD_NS: o.space = false; break;
            case MD_AP: sb_append_char(out, '\''); o.space = false; break;
            case MD_PF: mode = MD_PF; break;
            case MD_SM:
                if (i + 1 < n) p->sm_off = str_eq_cstr(w[++i], "off");
                break;
            case MD_SKIP1: i++; break;
            case MD_TEXT: md_put(p, &o, str_cstr(m->open), true); break;
            case MD_OPEN: md_put(p, &o, str_cstr(m->open), true); o.space = false; break;
            case MD_CLOSE: sb_append_cstr(out, m->close); o.space = true; break;
            case MD_ENCLOSE:
                md_put(p, &o, str_cstr(m->open), true);
                o.space = false;
                if (n_closers < LISTS_MAX) closers[n_closers++] = m->close;
                break;
            case MD_NM: {
                bool word = i + 1 < n && (quoted[i + 1] || (!mdoc_macro(w[i + 1]) && !closing_delim(w[i + 1])));
                if (!word) md_put(p, &o, sb_str(&p->nm), true);
                break;
            }
            case MD_AR: {
                bool word = i + 1 < n && (quoted[i + 1] || (!mdoc_macro(w[i + 1]) && !closing_delim(w[i + 1])));
                if (!word) md_put(p, &o, STR("\x01file ...\x02"), true);
                mode = MD_AR;
                break;
            }
            default: break;
            }
            continue;
        }
        if (!quoted[i] && closing_delim(w[i])) {
            bool rest_delims = true;
            for (int k = i; k < n && rest_delims; k++) rest_delims = !quoted[k] && closing_delim(w[k]);
            if (fl_waiting) md_put(p, &o, STR("-"), true);
            fl_waiting = false;
            if (rest_delims)
                while (n_closers) sb_append_cstr(out, closers[--n_closers]);
            render(p, w[i], out, 0);
            o.space = true;
            continue;
        }
        if (!quoted[i] && opening_delim(w[i])) {
            md_put(p, &o, w[i], false);
            o.space = false;
            continue;
        }
        if (mode == MD_FL) {
            md_put(p, &o, STR("-"), true);
            o.space = false;
            fl_waiting = false;
        } else if (mode == MD_XR) {
            if (xr++ == 1) {
                sb_append_char(out, '(');
                render(p, w[i], out, 0);
                sb_append_char(out, ')');
                continue;
            }
        }
        if (mode == MD_AR) {
            md_put(p, &o, STR("\x01"), true);
            o.space = false;
            render(p, w[i], out, 0);
            sb_append_char(out, MARK_R);
        } else {
            md_put(p, &o, w[i], false);
        }
        if (mode == MD_PF) o.space = false, mode = MD_PLAIN;
    }
    if (fl_waiting) md_put(p, &o, STR("-"), true);
    while (n_closers) sb_append_cstr(out, closers[--n_closers]);
}

/* Splits an mdoc line into words ("quoted" ones kept whole). */
static int split_mdoc(ManParser *p, Str s, Str *w, bool *quoted, int max)
{
    sb_clear(&p->args);
    sb_reserve(&p->args, s.len + 1);
    int n = 0;
    size_t i = 0;
    while (n < max) {
        while (i < s.len && is_space(s.ptr[i])) i++;
        if (i >= s.len) break;
        if (s.ptr[i] == '\\' && i + 1 < s.len && s.ptr[i + 1] == '"') break;
        size_t start = p->args.len;
        quoted[n] = s.ptr[i] == '"';
        if (quoted[n]) {
            for (i++; i < s.len; i++) {
                if (s.ptr[i] == '"') {
                    if (i + 1 < s.len && s.ptr[i + 1] == '"') {
                        sb_append_char(&p->args, '"');
                        i++;
                        continue;
                    }
                    i++;
                    break;
                }
                sb_append_char(&p->args, s.ptr[i]);
            }
        } else {
            for (; i < s.len && !is_space(s.ptr[i]); i++) {
                if (s.ptr[i] == '\\' && i + 1 < s.len) sb_append_char(&p->args, s.ptr[i++]);
                sb_append_char(&p->args, s.ptr[i]);
            }
        }
        w[n++] = str_make(p->args.ptr + start, p->args.len - start);
    }
    return n;
}

/* ---- requests ---- */

enum {
    RQ_OTHER, RQ_SH, RQ_SS, RQ_TP, RQ_TQ, RQ_IP, RQ_PARA, RQ_RS, RQ_RE, RQ_FONT, RQ_ALT, RQ_DS, RQ_AS,
    RQ_DE, RQ_IG, RQ_IF, RQ_IE, RQ_EL, RQ_TS, RQ_BL, RQ_EL_LIST, RQ_IT, RQ_NM, RQ_ND, RQ_BR, RQ_MDOC,
    RQ_IGNORE,
};

typedef struct Request {
    const char *name;
    int code;
} Request;

/* Sorted by name (strcmp). */
static const Request requests[] = {
    {"B", RQ_FONT}, {"BI", RQ_ALT}, {"BR", RQ_ALT}, {"Bd", RQ_PARA}, {"Bl", RQ_BL}, {"Dd", RQ_MDOC},
    {"Dt", RQ_MDOC}, {"El", RQ_EL_LIST}, {"HP", RQ_PARA}, {"I", RQ_FONT}, {"IB", RQ_ALT}, {"INDENT", RQ_RS},
    {"IP", RQ_IP}, {"IR", RQ_ALT}, {"IX", RQ_IGNORE}, {"It", RQ_IT}, {"LP", RQ_PARA}, {"Lp", RQ_PARA},
    {"Nd", RQ_ND}, {"Nm", RQ_NM}, {"Os", RQ_IGNORE}, {"P", RQ_PARA}, {"PP", RQ_PARA}, {"Pp", RQ_PARA},
    {"RB", RQ_ALT}, {"RE", RQ_RE}, {"RI", RQ_ALT}, {"RS", RQ_RS}, {"SB", RQ_FONT}, {"SH", RQ_SH},
    {"SM", RQ_FONT}, {"SS", RQ_SS}, {"Sh", RQ_SH}, {"Sp", RQ_PARA}, {"Ss", RQ_SS}, {"TP", RQ_TP},
    {"TQ", RQ_TQ}, {"TS", RQ_TS}, {"UNINDENT", RQ_RE}, {"Vb", RQ_PARA}, {"am", RQ_DE}, {"am1", RQ_DE},
    {"as", RQ_AS}, {"br", RQ_BR}, {"de", RQ_DE}, {"de1", RQ_DE}, {"dei", RQ_DE}, {"ds", RQ_DS},
    {"ds1", RQ_DS}, {"el", RQ_EL}, {"ie", RQ_IE}, {"if", RQ_IF}, {"ig", RQ_IG}, {"sp", RQ_PARA},
};

static int request_cmp(const void *key, const void *elem)
{
    const Str *k = key;
    const Request *r = elem;
    return str_cmp_cstr(*k, r->name);
}

static void handle_line(ManParser *p, Str line);

/* Evaluates the condition at the start of s (n, t, !, 'a'b', d NAME, a
 * number, \n(.g); stores what follows it in *rest. */
static bool condition(ManParser *p, Str s, Str *rest)
{
    size_t i = 0;
    while (i < s.len && is_space(s.ptr[i])) i++;
    bool neg = false;
    while (i < s.len && s.ptr[i] == '!') neg = !neg, i++;
    bool value = false;
    char c = i < s.len ? s.ptr[i] : '\0';
    if (strchr("ntoev", c) && c && (i + 1 == s.len || is_space(s.ptr[i + 1]) || s.ptr[i + 1] == '\\')) {
        value = c == 'n' || c == 'o';
        i++;
    } else if ((c == 'd' || c == 'r' || c == 'c' || c == 'm' || c == 'F' || c == 'S') && i + 1 < s.len &&
               is_space(s.ptr[i + 1])) {
        i += 2;
        while (i < s.len && is_space(s.ptr[i])) i++;
        size_t start = i;
        while (i < s.len && !is_space(s.ptr[i])) i++;
        value = c == 'd' && map_get(&p->strings, str_make(s.ptr + start, i - start));
    } else if (c && !is_alnum(c) && c != '\\' && c != '(' && c != '-' && c != '+' && !is_space(c)) {
        /* 'one'two': equal strings */
        const char *a = s.ptr + i + 1, *end = s.ptr + s.len;
        const char *b = memchr(a, c, (size_t)(end - a));
        const char *e = b ? memchr(b + 1, c, (size_t)(end - b - 1)) : NULL;
        if (e) {
            value = b - a == e - b - 1 && !memcmp(a, b + 1, (size_t)(b - a));
            i = (size_t)(e + 1 - s.ptr);
        } else {
            i = s.len;
        }
    } else {
        /* a number or an expression: only groff's "\n(.g" and plain numbers
         * are understood; anything else counts as false */
        size_t start = i;
        int paren = 0;
        while (i < s.len && (paren || !is_space(s.ptr[i]))) {
            if (s.ptr[i] == '\\' && i + 1 < s.len && s.ptr[i + 1] == '{') break;
            if (s.ptr[i] == '(') paren++;
            else if (s.ptr[i] == ')') paren--;
            i++;
        }
        Str e = str_make(s.ptr + start, i - start);
        if (str_eq_cstr(e, "\\n(.g") || str_eq_cstr(e, "\\n[.g]")) {
            value = true;
        } else {
            value = e.len > 0;
            for (size_t k = 0; k < e.len; k++)
                if (e.ptr[k] < '0' || e.ptr[k] > '9') value = false;
            if (value) value = strtol(e.ptr, NULL, 10) != 0;
        }
    }
    *rest = str_make(s.ptr + i, s.len - i);
    return neg ? !value : value;
}

/* \{ minus \} in s. */
static int brace_balance(Str s)
{
    int n = 0;
    for (size_t i = 0; i + 1 < s.len; i++) {
        if (s.ptr[i] != '\\') continue;
        if (s.ptr[i + 1] == '{') n++;
        else if (s.ptr[i + 1] == '}') n--;
        i++;
    }
    return n;
}

/* Runs (or skips) what follows a condition. */
static void conditional_body(ManParser *p, bool cond, Str rest)
{
    rest = trim(rest);
    bool block = rest.len >= 2 && rest.ptr[0] == '\\' && rest.ptr[1] == '{';
    if (block) rest = trim(str_sub(rest, 2, rest.len - 2));
    if (cond) {
        if (rest.len && p->depth < DEPTH_MAX) {
            p->depth++;
            handle_line(p, rest);
            p->depth--;
        }
        return;
    }
    if (block) {
        int depth = 1 + brace_balance(rest);
        if (depth > 0) p->skip_depth = depth;
    }
}

/* .ds NAME VALUE: defines a string. */
static void define_string(ManParser *p, Str s, bool append)
{
    size_t i = 0;
    while (i < s.len && is_space(s.ptr[i])) i++;
    size_t start = i;
    while (i < s.len && !is_space(s.ptr[i])) i++;
    Str name = str_make(s.ptr + start, i - start);
    while (i < s.len && is_space(s.ptr[i])) i++;
    if (i < s.len && s.ptr[i] == '"') i++;
    Str value = str_make(s.ptr + i, s.len - i);
    if (!name.len) return;
    StrBuf v = STRBUF_INIT;
    const char *old = append ? map_get(&p->strings, name) : NULL;
    if (old) sb_append_cstr(&v, old);
    sb_append(&v, value);
    if (!v.ptr) sb_append_cstr(&v, "");
    map_put(&p->strings, name, sb_take(&v));
}

/* The text of a font macro's arguments: .B and .I join them with spaces,
 * .BR, .IR and the like alternate two fonts without spaces. fonts names the
 * font of each argument ("I", "BR"...); italics are marked. */
static void text_of_args(ManParser *p, Str *args, int n, Str fonts, bool alternate)
{
    sb_clear(&p->text);
    for (int i = 0; i < n; i++) {
        if (i && !alternate) sb_append_char(&p->text, ' ');
        char font = fonts.len ? fonts.ptr[alternate ? (size_t)i % fonts.len : 0] : 'R';
        sb_append_char(&p->text, font == 'I' ? MARK_I : MARK_R);
        render(p, args[i], &p->text, 0);
    }
    sb_append_char(&p->text, MARK_R);
}

/* A line of mdoc macros that gives text (.Fl, .Ar, .Nm, .Xr ...). */
static void mdoc_line(ManParser *p, Str name, Str rest)
{
    Str words[64];
    bool quoted[64];
    int n = split_mdoc(p, rest, words + 1, quoted + 1, 63);
    words[0] = name, quoted[0] = false;
    if (str_eq_cstr(name, "Nm") && !p->nm.len && n) {
        sb_clear(&p->text);
        render(p, words[1], &p->text, 0);
        add_prose(&p->nm, sb_str(&p->text), 0, 1024);
    }
    bool xc = false;
    for (int k = 0; k <= n; k++) xc |= !quoted[k] && str_eq_cstr(words[k], "Xc");
    sb_clear(&p->text);
    render_mdoc(p, words, quoted, n + 1, &p->text);
    add_text(p, sb_str(&p->text));
    if (xc) p->xo = false;
}

/* A short plain paragraph followed by an indented block (.RS, or .IP
 * without a tag) is a tag, as DocBook and AsciiDoc write options: it
 * becomes the current item. False when the paragraph is not one. */
static bool para_to_tag(ManParser *p)
{
    if (p->in_item || !p->para_open || !p->para.len || p->para_lines > PARA_TAG_LINES ||
        p->para.len > PARA_TAG_BYTES || inline_split(sb_str(&p->para)))
        return false;
    sb_clear(&p->text);
    sb_append(&p->text, sb_str(&p->para));
    sb_clear(&p->para);
    p->para_open = false;
    end_item(p, true);
    start_item(p, sb_str(&p->text));
    return true;
}

static void request(ManParser *p, Str line)
{
    size_t i = 1;
    while (i < line.len && is_space(line.ptr[i])) i++;
    size_t start = i;
    while (i < line.len && !is_space(line.ptr[i])) i++;
    Str name = str_make(line.ptr + start, i - start);
    Str rest = str_make(line.ptr + i, line.len - i);
    if (!name.len || name.ptr[0] == '\\') return; /* comments, ".\}" */
    const Request *r = bsearch(&name, requests, sizeof requests / sizeof *requests, sizeof *requests, request_cmp);
    int code = r ? r->code : RQ_OTHER;
    Str args[16];
    bool quoted[64];
    Str words[64];
    int n;
    bool cond;
    switch (code) {
    case RQ_SH:
    case RQ_SS:
        if (name.ptr[1] == 'h' || name.ptr[1] == 's') p->mdoc = true; /* .Sh, .Ss */
        n = split_args(p, rest, args, 16);
        if (!n) {
            end_item(p, false);
            if (code == RQ_SH) p->want_section = true;
            break;
        }
        text_of_args(p, args, n, STR(""), false);
        if (code == RQ_SH) {
            set_section(p, sb_str(&p->text));
        } else {
            end_item(p, false);
            Str t = sb_str(&p->text);
            while (t.len && is_mark(t.ptr[0])) t = str_sub(t, 1, t.len - 1);
            if (t.len && t.ptr[0] == '-') start_item(p, t); /* .SS "--verbose, -v" */
            else para_break(p);
        }
        break;
    case RQ_TP:
        end_item(p, true);
        p->want_tag = true;
        break;
    case RQ_TQ:
        if (p->in_item && !p->body.len) {
            p->want_tag = p->tag_append = true;
        } else {
            end_item(p, true);
            p->want_tag = true;
        }
        break;
    case RQ_IP:
        n = split_args(p, rest, args, 2);
        sb_clear(&p->text);
        if (n) render(p, args[0], &p->text, 0);
        if (!is_blank(sb_str(&p->text)) && p->section != SEC_NAME) {
            end_item(p, true);
            start_item(p, sb_str(&p->text));
        } else if (!para_to_tag(p)) {
            para_break(p); /* .HP -w, --warmup .IP text */
        }
        break;
    case RQ_PARA:
        para_break(p);
        break;
    case RQ_BR:
        break;
    case RQ_RS:
        if (para_to_tag(p)) {
            /* .PP --bare .RS text .RE */
        } else if (p->in_item && p->body.len) {
            end_item(p, false);
        }
        close_para(p);
        break;
    case RQ_RE:
        if (p->in_item && p->body.len) end_item(p, false);
        if (!p->in_item) open_para(p);
        break;
    case RQ_FONT:
    case RQ_ALT:
        n = split_args(p, rest, args, 16);
        if (!n) break; /* the font applies to the next line */
        text_of_args(p, args, n, name, code == RQ_ALT);
        add_text(p, sb_str(&p->text));
        break;
    case RQ_DS:
    case RQ_AS:
        define_string(p, rest, code == RQ_AS);
        break;
    case RQ_DE:
    case RQ_IG:
        n = split_args(p, rest, args, 2);
        p->skipping = true;
        strcpy(p->skip_end, ".");
        if (n > (code == RQ_IG ? 0 : 1)) {
            Str end = args[code == RQ_IG ? 0 : 1];
            if (end.len < sizeof p->skip_end) memcpy(p->skip_end, end.ptr, end.len), p->skip_end[end.len] = '\0';
        }
        break;
    case RQ_IF:
    case RQ_IE:
        cond = condition(p, rest, &rest);
        if (code == RQ_IE && p->n_ie < DEPTH_MAX) p->ie[p->n_ie++] = cond;
        conditional_body(p, cond, rest);
        break;
    case RQ_EL:
        cond = p->n_ie ? !p->ie[--p->n_ie] : false;
        conditional_body(p, cond, rest);
        break;
    case RQ_TS:
        p->in_table = true;
        break;
    case RQ_MDOC:
        p->mdoc = true;
        break;
    case RQ_BL:
        n = split_args(p, rest, args, 16);
        end_item(p, false);
        if (p->n_lists < LISTS_MAX) {
            bool tagged = false;
            for (int k = 0; k < n; k++)
                tagged |= str_eq_cstr(args[k], "-tag") || str_eq_cstr(args[k], "-hang") ||
                          str_eq_cstr(args[k], "-ohang") || str_eq_cstr(args[k], "-inset") ||
                          str_eq_cstr(args[k], "-diag");
            p->lists[p->n_lists] = tagged;
        }
        p->n_lists++;
        break;
    case RQ_EL_LIST:
        end_item(p, false);
        if (p->n_lists) p->n_lists--;
        para_break(p);
        break;
    case RQ_IT:
        if (p->n_lists && p->n_lists <= LISTS_MAX && p->lists[p->n_lists - 1]) {
            end_item(p, true);
            n = split_mdoc(p, rest, words, quoted, 64);
            sb_clear(&p->text);
            bool xo = false;
            for (int k = 0; k < n; k++) xo |= !quoted[k] && str_eq_cstr(words[k], "Xo");
            render_mdoc(p, words, quoted, n, &p->text);
            start_item(p, sb_str(&p->text));
            p->xo = xo;
        } else {
            para_break(p);
        }
        break;
    case RQ_NM:
    case RQ_ND:
        if (p->section == SEC_NAME) {
            n = split_mdoc(p, rest, words, quoted, 64);
            StrBuf *t = &p->page->title;
            sb_clear(&p->text);
            render_mdoc(p, words, quoted, n, &p->text);
            if (code == RQ_NM) {
                if (!p->nm.len) {
                    add_prose(&p->nm, sb_str(&p->text), 0, 1024);
                    while (p->nm.len && p->nm.ptr[p->nm.len - 1] == ',') p->nm.ptr[--p->nm.len] = '\0';
                }
                if (t->len && t->ptr[t->len - 1] != ',') sb_append_char(t, ',');
                add_prose(t, sb_str(&p->text), 0, 1024);
            } else {
                sb_append_cstr(t, " - ");
                add_prose(t, sb_str(&p->text), PROSE_JOIN, 1024);
            }
            break;
        }
        if (code == RQ_ND) break;
        mdoc_line(p, name, rest);
        break;
    case RQ_OTHER:
        if (name.len >= 2 && name.len <= 3 && name.ptr[0] >= 'A' && name.ptr[0] <= 'Z' && mdoc_macro(name))
            mdoc_line(p, name, rest);
        break;
    default:
        break;
    }
}

static void handle_line(ManParser *p, Str line)
{
    if (p->skip_depth) {
        p->skip_depth += brace_balance(line);
        if (p->skip_depth < 0) p->skip_depth = 0;
        return;
    }
    if (p->skipping) {
        Str t = trim(line);
        if (t.len && t.ptr[0] == '.') {
            t = trim(str_sub(t, 1, t.len - 1));
            if (str_eq_cstr(t, p->skip_end) || (!strcmp(p->skip_end, ".") && str_eq_cstr(t, ".")))
                p->skipping = false;
        }
        return;
    }
    if (p->in_table) {
        Str t = trim(line);
        if (t.len >= 3 && t.ptr[0] == '.' && str_starts_with(trim(str_sub(t, 1, t.len - 1)), STR("TE")))
            p->in_table = false;
        return;
    }
    if (line.len && (line.ptr[0] == '.' || line.ptr[0] == '\'')) {
        request(p, line);
        return;
    }
    if (!trim(line).len) {
        /* a blank line is a paragraph break in roff */
        if (!p->want_tag && !p->want_section && p->section != SEC_NAME) para_break(p);
        return;
    }
    sb_clear(&p->text);
    render(p, line, &p->text, 0);
    add_text(p, sb_str(&p->text));
}

/* ---- the page ---- */

static bool valid_utf8(Str s)
{
    for (size_t i = 0; i < s.len;) {
        if ((unsigned char)s.ptr[i] < 0x80) {
            i++;
            continue;
        }
        uint32_t cp;
        i += utf8_decode(s.ptr + i, s.len - i, &cp);
        if (cp == UTF8_INVALID) return false;
    }
    return true;
}

static void str_free(void *v) { free(v); }

ManStatus man_parse(ManPage *pg, Str roff, Str cmd)
{
    sb_clear(&pg->text);
    sb_clear(&pg->title);
    pg->n_names = pg->n_opts = 0;
    if (roff.len && memchr(roff.ptr, '\0', roff.len)) return MAN_BINARY;
    if (!pg->parser) {
        pg->parser = xcalloc(1, sizeof *pg->parser);
        map_init(&pg->parser->strings, str_free);
        map_init(&pg->parser->seen, NULL);
    }
    ManParser *p = pg->parser;
    /* Reset everything but the buffers' memory. */
    p->page = pg;
    p->pos = 0;
    map_clear(&p->strings);
    map_clear(&p->seen);
    sb_clear(&p->tag), sb_clear(&p->body), sb_clear(&p->para), sb_clear(&p->nm);
    p->section = SEC_NONE;
    p->want_section = p->want_tag = p->tag_append = p->in_item = p->item_ok = p->xo = false;
    p->para_open = p->join = p->sm_off = p->skipping = p->in_table = p->mdoc = false;
    p->para_lines = p->n_lists = p->skip_depth = p->n_ie = p->depth = 0;
    p->pending_first = p->pending_n = 0;
    p->src = roff;
    if (!valid_utf8(roff)) {
        sb_clear(&p->conv);
        for (size_t i = 0; i < roff.len; i++) {
            unsigned char c = (unsigned char)roff.ptr[i];
            if (c < 0x80) sb_append_char(&p->conv, (char)c);
            else put_cp(&p->conv, c);
        }
        p->src = sb_str(&p->conv);
    }
    Str line;
    bool named = false;
    while (next_line(p, &line)) {
        handle_line(p, line);
        if (!named && p->section > SEC_NAME && pg->title.len) {
            named = true; /* the NAME section has ended */
            if (cmd.len && man_is_subcommand(pg, cmd)) return MAN_SUBCOMMAND;
        }
    }
    end_item(p, false);
    if (p->section == SEC_NAME) end_title(p);
    if (cmd.len && man_is_subcommand(pg, cmd)) return MAN_SUBCOMMAND;
    return MAN_OK;
}

void man_page_fini(ManPage *pg)
{
    ManParser *p = pg->parser;
    if (p) {
        sb_fini(&p->conv), sb_fini(&p->line), sb_fini(&p->args), sb_fini(&p->text), sb_fini(&p->word), sb_fini(&p->scratch);
        sb_fini(&p->tag), sb_fini(&p->body), sb_fini(&p->para), sb_fini(&p->nm);
        map_fini(&p->strings);
        map_fini(&p->seen);
        free(p);
    }
    sb_fini(&pg->text);
    sb_fini(&pg->title);
    free(pg->names);
    free(pg->opts);
    *pg = (ManPage){0};
}

bool man_so_target(Str roff, Str *target)
{
    size_t pos = 0;
    while (pos < roff.len) {
        const char *start = roff.ptr + pos;
        const char *nl = memchr(start, '\n', roff.len - pos);
        size_t n = nl ? (size_t)(nl - start) : roff.len - pos;
        pos += n + 1;
        Str line = trim(str_make(start, n));
        if (!line.len) continue;
        if (line.ptr[0] != '.' && line.ptr[0] != '\'') return false;
        Str rest = trim(str_sub(line, 1, line.len - 1));
        if (str_starts_with(rest, STR("\\\"")) || !rest.len) continue; /* a comment */
        if (rest.len > 3 && !memcmp(rest.ptr, "so", 2) && is_space(rest.ptr[2])) {
            *target = trim(str_sub(rest, 3, rest.len - 3));
            return target->len > 0;
        }
        return false;
    }
    return false;
}

bool man_is_subcommand(const ManPage *p, Str cmd)
{
    Str t = sb_str(&p->title);
    const char *comma = memchr(t.ptr, ',', t.len);
    if (comma) t.len = (size_t)(comma - t.ptr);
    t = trim(t);
    if (!memchr(t.ptr, ' ', t.len) || t.len != cmd.len) return false;
    for (size_t i = 0; i < t.len; i++) {
        char a = t.ptr[i], b = cmd.ptr[i];
        if (a == ' ' ? (b != '-' && b != '_') : a != b) return false;
    }
    return true;
}

/* Appends s as one fish word: as it is when every byte is plain, else in
 * single quotes with \\ and \' escaped. */
static void put_word(StrBuf *out, Str s)
{
    bool plain = s.len > 0;
    for (size_t i = 0; i < s.len && plain; i++) {
        unsigned char c = (unsigned char)s.ptr[i];
        plain = c >= 0x80 || is_alnum((char)c) || strchr("_+-./:=@,", (char)c);
    }
    if (plain) {
        sb_append(out, s);
        return;
    }
    sb_append_char(out, '\'');
    for (size_t i = 0; i < s.len; i++) {
        if (s.ptr[i] == '\\' || s.ptr[i] == '\'') sb_append_char(out, '\\');
        sb_append_char(out, s.ptr[i]);
    }
    sb_append_char(out, '\'');
}

/* Appends s for a comment line: control characters shown as '?'. */
static void put_comment(StrBuf *out, Str s)
{
    for (size_t i = 0; i < s.len; i++) {
        unsigned char c = (unsigned char)s.ptr[i];
        sb_append_char(out, c < 0x20 || c == 0x7f ? '?' : (char)c);
    }
}

void man_write_fish(const ManPage *p, Str cmd, Str source, StrBuf *out)
{
    static const char *const flags[] = {" -s ", " -l ", " -o "};
    sb_append_cstr(out, "# ");
    put_comment(out, cmd);
    sb_append_cstr(out, "\n# Autogenerated from man page ");
    put_comment(out, source);
    sb_append_char(out, '\n');
    for (size_t i = 0; i < p->n_opts; i++) {
        const ManOption *o = &p->opts[i];
        sb_append_cstr(out, "complete -c ");
        put_word(out, cmd);
        for (uint32_t k = 0; k < o->n_names; k++) {
            const ManName *n = &p->names[o->first_name + k];
            sb_append_cstr(out, flags[n->kind]);
            put_word(out, man_name_str(p, n));
        }
        if (o->desc_len) {
            Str d = man_desc_str(p, o);
            sb_append_cstr(out, " -d '");
            for (size_t k = 0; k < d.len; k++) {
                if (d.ptr[k] == '\\' || d.ptr[k] == '\'') sb_append_char(out, '\\');
                sb_append_char(out, d.ptr[k]);
            }
            sb_append_char(out, '\'');
        }
        sb_append_char(out, '\n');
    }
}

bool man_is_generated(Str text)
{
    size_t pos = 0;
    while (pos < text.len && text.ptr[pos] == '#') {
        const char *start = text.ptr + pos;
        const char *nl = memchr(start, '\n', text.len - pos);
        size_t n = nl ? (size_t)(nl - start) : text.len - pos;
        for (size_t i = 0; i + 13 <= n; i++)
            if (!memcmp(start + i, "Autogenerated", 13)) return true;
        pos += n + 1;
    }
    return false;
}
