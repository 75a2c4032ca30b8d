/* store/manparse_text.c - roff text to plain text, for man_parse.
 *
 * Escapes (\fB, \-, \(em, \[u2014], \*(lq, \s-1 ...) become the characters
 * they print or nothing; italics become MARK_I ... MARK_R so a tag can tell
 * placeholders from options. mdoc lines are read as macro calls: `Fl a Ar
 * file` prints "-a file", `Xr ls 1` "ls(1)", `Op ...` brackets, delimiters
 * stick to their neighbours. */
#include "store/manparse_impl.h"

#include "base/utf8.h"

#include <stdlib.h>
#include <string.h>

/* Appends text to dst as running prose: white space collapses to one space,
 * and a space separates it from what dst holds. Nothing is added past max
 * bytes. */
void man_add_prose(StrBuf *dst, Str text, unsigned flags, size_t max)
{
    text = man_trim(text);
    if (man_blank(text) || dst->len >= max) return;
    if (dst->len && !(flags & PROSE_JOIN) && dst->ptr[dst->len - 1] != ' ')
        sb_append_char(dst, ' ');
    for (size_t i = 0; i < text.len; i++) {
        char c = text.ptr[i];
        if ((man_space(c) || c == '\n') && !(flags & PROSE_RAW)) {
            if (dst->len && dst->ptr[dst->len - 1] != ' ') sb_append_char(dst, ' ');
        } else if ((flags & PROSE_MARKS) || !man_mark(c)) {
            sb_append_char(dst, c == '\n' ? ' ' : c);
        }
    }
}

void man_put_cp(StrBuf *out, uint32_t cp)
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
    {"!=", "≠"}, {"'A", "Á"}, {"'E", "É"},  {"'I", "Í"},  {"'O", "Ó"},  {"'U", "Ú"},  {"'a", "á"},
    {"'e", "é"}, {"'i", "í"}, {"'o", "ó"},  {"'u", "ú"},  {"+-", "±"},  {",C", "Ç"},  {",c", "ç"},
    {"->", "→"}, {":A", "Ä"}, {":O", "Ö"},  {":U", "Ü"},  {":a", "ä"},  {":e", "ë"},  {":i", "ï"},
    {":o", "ö"}, {":u", "ü"}, {"<-", "←"},  {"<=", "≤"},  {"==", "≡"},  {">=", "≥"},  {"AE", "Æ"},
    {"Eu", "€"}, {"Fc", "»"}, {"Fo", "«"},  {"Po", "£"},  {"Ye", "¥"},  {"^a", "â"},  {"^e", "ê"},
    {"^i", "î"}, {"^o", "ô"}, {"^u", "û"},  {"`a", "à"},  {"`e", "è"},  {"`i", "ì"},  {"`o", "ò"},
    {"`u", "ù"}, {"aa", "'"}, {"ae", "æ"},  {"aq", "'"},  {"at", "@"},  {"ba", "|"},  {"bq", ","},
    {"br", "|"}, {"bu", "•"}, {"bv", "|"},  {"ci", "○"},  {"co", "©"},  {"cq", "'"},  {"ct", "¢"},
    {"dd", "‡"}, {"de", "°"}, {"dg", "†"},  {"di", "÷"},  {"dq", "\""}, {"em", "—"},  {"en", "–"},
    {"eq", "="}, {"es", "∅"}, {"eu", "€"},  {"fc", "›"},  {"fm", "'"},  {"fo", "‹"},  {"ga", "`"},
    {"ha", "^"}, {"hy", "-"}, {"lB", "["},  {"lC", "{"},  {"la", "<"},  {"lq", "\""}, {"mc", "µ"},
    {"mi", "-"}, {"mu", "×"}, {"nm", "∉"},  {"no", "¬"},  {"o/", "ø"},  {"oA", "Å"},  {"oa", "å"},
    {"oq", "'"}, {"or", "|"}, {"pc", "·"},  {"pl", "+"},  {"ps", "¶"},  {"rB", "]"},  {"rC", "}"},
    {"ra", ">"}, {"rg", "®"}, {"rq", "\""}, {"rs", "\\"}, {"sc", "§"},  {"sh", "#"},  {"sl", "/"},
    {"sq", "□"}, {"ss", "ß"}, {"ti", "~"},  {"tm", "™"},  {"ul", "_"},  {"~n", "ñ"},  {"~o", "õ"},
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
                if (digits) man_put_cp(out, cp == 0x2010 || cp == 0x2212 ? '-' : cp);
                cp = 0, digits = 0;
                continue;
            }
            int v = c >= '0' && c <= '9'   ? c - '0'
                    : c >= 'A' && c <= 'F' ? c - 'A' + 10
                    : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                           : -1;
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
        man_put_cp(out, cp);
        return;
    }
    const Glyph *g =
        bsearch(&name, glyphs, sizeof glyphs / sizeof *glyphs, sizeof *glyphs, glyph_cmp);
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

/* Appends the string \*name stands for. */
static void put_string(ManParser *p, Str name, StrBuf *out, int depth)
{
    const char *value = map_get(&p->strings, name);
    if (value) {
        /* strings made of strings could grow without end: each line may
         * expand only so many */
        if (depth < DEPTH_MAX && p->expansions < EXPANSIONS_MAX) {
            p->expansions++;
            man_render(p, str_cstr(value), out, depth + 1);
        }
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
void man_render(ManParser *p, Str s, StrBuf *out, int depth)
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
        case '\\':
        case 'e':
        case 'E': sb_append_char(out, '\\'); break;
        case '-':
        case '.':
        case '`': sb_append_char(out, e); break;
        case '\'': sb_append_char(out, '\''); break;
        case ' ':
        case '~':
        case '0':
        case 't':
        case '_': sb_append_char(out, e == '_' ? '_' : ' '); break;
        case '"':
        case '#':
        case '!': return;
        case 'c':
            if (i >= s.len) p->join = true;
            break;
        case 'f':
            i += escape_name(s, i, &name);
            /* \fI, \f2, \f(BI, \f[CI]: italic; anything else ends it */
            sb_append_char(out,
                           name.len && (name.ptr[name.len - 1] == 'I' || str_eq_cstr(name, "2"))
                               ? MARK_I
                               : MARK_R);
            break;
        case 'F':
        case 'm':
        case 'M':
        case 'g':
        case 'k':
        case 'n':
        case 'V':
        case 'Y':
        case 'O':
        case '$':
            if (e == 'n' && i < s.len && (s.ptr[i] == '+' || s.ptr[i] == '-')) i++;
            i += escape_name(s, i, &name);
            break;
        case 's':
            /* \s+1, \s-1, \s0, \s(12, \s[12], \s'12' */
            if (i < s.len && (s.ptr[i] == '+' || s.ptr[i] == '-')) i++;
            if (i < s.len && (s.ptr[i] == '(' || s.ptr[i] == '[')) i += escape_name(s, i, &name);
            else if (i < s.len && s.ptr[i] == '\'') i += escape_delimited(s, i, &name);
            else if (i < s.len && s.ptr[i] >= '0' && s.ptr[i] <= '9') i++;
            break;
        case '(':
        case '[':
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
                if (name.ptr[k] >= '0' && name.ptr[k] <= '9')
                    cp = cp * 10 + (uint32_t)(name.ptr[k] - '0');
            if (cp < 0x80) man_put_cp(out, cp);
            break;
        }
        case '*':
            i += escape_name(s, i, &name);
            put_string(p, name, out, depth);
            break;
        case 'h':
        case 'v':
        case 'w':
        case 'o':
        case 'l':
        case 'L':
        case 'X':
        case 'Z':
        case 'D':
        case 'x':
        case 'b':
        case 'A':
        case 'B':
        case 'R':
        case 'S':
        case 'H':
        case 'T':
        case 'U': i += escape_delimited(s, i, &name); break;
        case '?': {
            const char *end = i < s.len ? memchr(s.ptr + i, '?', s.len - i) : NULL;
            i = end ? (size_t)(end - s.ptr) + 1 : s.len;
            break;
        }
        case '&':
        case '|':
        case '^':
        case ')':
        case '%':
        case ':':
        case '/':
        case ',':
        case 'd':
        case 'u':
        case 'r':
        case 'p':
        case 'a':
        case 'z':
        case '{':
        case '}':
        case '\n': break;
        default: sb_append_char(out, e); break;
        }
    }
}

/* ---- lines and arguments ---- */

/* The next logical line: lines ending in an unescaped backslash continue on
 * the next one. False at the end of the page. */
bool man_next_line(ManParser *p, Str *line)
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

int man_split_args(ManParser *p, Str s, Str *args, bool *quoted, int max)
{
    sb_clear(&p->args);
    sb_reserve(&p->args, s.len + 1); /* no growth below: args stay valid */
    int n = 0;
    size_t i = 0;
    while (n < max) {
        while (i < s.len && man_space(s.ptr[i])) i++;
        if (i >= s.len) break;
        if (s.ptr[i] == '\\' && i + 1 < s.len && s.ptr[i + 1] == '"') break;
        size_t start = p->args.len;
        if (quoted) quoted[n] = s.ptr[i] == '"';
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
            for (; i < s.len && !man_space(s.ptr[i]); i++) {
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

/* ---- mdoc ---- */

/* mdoc macros that may be called from a line, and what each does to the
 * words after it. */
enum {
    MD_PLAIN,
    MD_FL,
    MD_XR,
    MD_NM,
    MD_AR,
    MD_NS,
    MD_OPEN,
    MD_CLOSE,
    MD_ENCLOSE,
    MD_TEXT,
    MD_SKIP1,
    MD_SM,
    MD_IGNORE,
    MD_PF,
    MD_AP
};

typedef struct MdocMacro {
    const char *name;
    uint8_t kind;
    const char *open, *close; /* for enclosures; for MD_TEXT the text */
} MdocMacro;

/* Sorted by name (strcmp). */
static const MdocMacro mdoc_macros[] = {
    {"Ac", MD_CLOSE, "", ">"},
    {"Ad", MD_PLAIN, 0, 0},
    {"An", MD_PLAIN, 0, 0},
    {"Ao", MD_OPEN, "<", ""},
    {"Ap", MD_AP, 0, 0},
    {"Aq", MD_ENCLOSE, "<", ">"},
    {"Ar", MD_AR, 0, 0},
    {"At", MD_TEXT, "AT&T UNIX", 0},
    {"Bc", MD_CLOSE, "", "]"},
    {"Bo", MD_OPEN, "[", ""},
    {"Bq", MD_ENCLOSE, "[", "]"},
    {"Brc", MD_CLOSE, "", "}"},
    {"Bro", MD_OPEN, "{", ""},
    {"Brq", MD_ENCLOSE, "{", "}"},
    {"Bsx", MD_TEXT, "BSD/OS", 0},
    {"Bx", MD_TEXT, "BSD", 0},
    {"Cd", MD_PLAIN, 0, 0},
    {"Cm", MD_PLAIN, 0, 0},
    {"D1", MD_PLAIN, 0, 0},
    {"Dc", MD_CLOSE, "", "\""},
    {"Dl", MD_PLAIN, 0, 0},
    {"Do", MD_OPEN, "\"", ""},
    {"Dq", MD_ENCLOSE, "\"", "\""},
    {"Dv", MD_PLAIN, 0, 0},
    {"Dx", MD_TEXT, "DragonFly", 0},
    {"Ec", MD_IGNORE, 0, 0},
    {"Em", MD_PLAIN, 0, 0},
    {"En", MD_IGNORE, 0, 0},
    {"Eo", MD_IGNORE, 0, 0},
    {"Er", MD_PLAIN, 0, 0},
    {"Es", MD_IGNORE, 0, 0},
    {"Ev", MD_PLAIN, 0, 0},
    {"Fa", MD_PLAIN, 0, 0},
    {"Fl", MD_FL, 0, 0},
    {"Fn", MD_PLAIN, 0, 0},
    {"Fr", MD_PLAIN, 0, 0},
    {"Ft", MD_PLAIN, 0, 0},
    {"Fx", MD_TEXT, "FreeBSD", 0},
    {"Ic", MD_PLAIN, 0, 0},
    {"In", MD_PLAIN, 0, 0},
    {"Li", MD_PLAIN, 0, 0},
    {"Lk", MD_PLAIN, 0, 0},
    {"Ms", MD_PLAIN, 0, 0},
    {"Mt", MD_PLAIN, 0, 0},
    {"Nm", MD_NM, 0, 0},
    {"No", MD_PLAIN, 0, 0},
    {"Ns", MD_NS, 0, 0},
    {"Nx", MD_TEXT, "NetBSD", 0},
    {"Oc", MD_CLOSE, "", "]"},
    {"Oo", MD_OPEN, "[", ""},
    {"Op", MD_ENCLOSE, "[", "]"},
    {"Ox", MD_TEXT, "OpenBSD", 0},
    {"Pa", MD_PLAIN, 0, 0},
    {"Pc", MD_CLOSE, "", ")"},
    {"Pf", MD_PF, 0, 0},
    {"Po", MD_OPEN, "(", ""},
    {"Pq", MD_ENCLOSE, "(", ")"},
    {"Qc", MD_CLOSE, "", "\""},
    {"Ql", MD_ENCLOSE, "'", "'"},
    {"Qo", MD_OPEN, "\"", ""},
    {"Qq", MD_ENCLOSE, "\"", "\""},
    {"Sc", MD_CLOSE, "", "'"},
    {"Sm", MD_SM, 0, 0},
    {"So", MD_OPEN, "'", ""},
    {"Sq", MD_ENCLOSE, "'", "'"},
    {"St", MD_SKIP1, 0, 0},
    {"Sx", MD_PLAIN, 0, 0},
    {"Sy", MD_PLAIN, 0, 0},
    {"Ta", MD_PLAIN, 0, 0},
    {"Tn", MD_PLAIN, 0, 0},
    {"Ux", MD_TEXT, "UNIX", 0},
    {"Va", MD_PLAIN, 0, 0},
    {"Vt", MD_PLAIN, 0, 0},
    {"Xc", MD_IGNORE, 0, 0},
    {"Xo", MD_IGNORE, 0, 0},
    {"Xr", MD_XR, 0, 0},
};

bool man_text_tables_sorted(void)
{
    for (size_t i = 1; i < sizeof glyphs / sizeof *glyphs; i++)
        if (strcmp(glyphs[i - 1].name, glyphs[i].name) >= 0) return false;
    for (size_t i = 1; i < sizeof mdoc_macros / sizeof *mdoc_macros; i++)
        if (strcmp(mdoc_macros[i - 1].name, mdoc_macros[i].name) >= 0) return false;
    return true;
}

static int mdoc_cmp(const void *key, const void *elem)
{
    const Str *k = key;
    const MdocMacro *m = elem;
    return str_cmp_cstr(*k, m->name);
}

static const MdocMacro *mdoc_macro(Str name)
{
    if (name.len < 2 || name.len > 3) return NULL;
    return bsearch(&name, mdoc_macros, sizeof mdoc_macros / sizeof *mdoc_macros,
                   sizeof *mdoc_macros, mdoc_cmp);
}

bool man_mdoc_callable(Str name)
{
    return mdoc_macro(name) != NULL;
}

static bool closing_delim(Str w)
{
    return w.len == 1 && strchr(".,:;)]?!", w.ptr[0]);
}
static bool opening_delim(Str w)
{
    return w.len == 1 && (w.ptr[0] == '(' || w.ptr[0] == '[');
}

typedef struct MdocOut {
    StrBuf *out;
    bool space; /* a space goes before the next word */
} MdocOut;

static void md_put(ManParser *p, MdocOut *o, Str raw, bool rendered_text)
{
    if (o->space && !p->sm_off && o->out->len) sb_append_char(o->out, ' ');
    if (rendered_text) sb_append(o->out, raw);
    else man_render(p, raw, o->out, 0);
    o->space = true;
}

/* Renders an mdoc line (the macro and its arguments, as split) to text. */
void man_render_mdoc(ManParser *p, Str *w, bool *quoted, int n, StrBuf *out)
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
            case MD_AP:
                sb_append_char(out, '\'');
                o.space = false;
                break;
            case MD_PF: mode = MD_PF; break;
            case MD_SM:
                if (i + 1 < n) p->sm_off = str_eq_cstr(w[++i], "off");
                break;
            case MD_SKIP1: i++; break;
            case MD_TEXT: md_put(p, &o, str_cstr(m->open), true); break;
            case MD_OPEN:
                md_put(p, &o, str_cstr(m->open), true);
                o.space = false;
                break;
            case MD_CLOSE:
                sb_append_cstr(out, m->close);
                o.space = true;
                break;
            case MD_ENCLOSE:
                md_put(p, &o, str_cstr(m->open), true);
                o.space = false;
                if (n_closers < LISTS_MAX) closers[n_closers++] = m->close;
                break;
            case MD_NM: {
                bool word = i + 1 < n &&
                            (quoted[i + 1] || (!mdoc_macro(w[i + 1]) && !closing_delim(w[i + 1])));
                if (!word) md_put(p, &o, sb_str(&p->nm), true);
                break;
            }
            case MD_AR: {
                bool word = i + 1 < n &&
                            (quoted[i + 1] || (!mdoc_macro(w[i + 1]) && !closing_delim(w[i + 1])));
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
            for (int k = i; k < n && rest_delims; k++)
                rest_delims = !quoted[k] && closing_delim(w[k]);
            if (fl_waiting) md_put(p, &o, STR("-"), true);
            fl_waiting = false;
            if (rest_delims)
                while (n_closers) sb_append_cstr(out, closers[--n_closers]);
            man_render(p, w[i], out, 0);
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
                man_render(p, w[i], out, 0);
                sb_append_char(out, ')');
                continue;
            }
        }
        if (mode == MD_AR) {
            md_put(p, &o, STR("\x01"), true);
            o.space = false;
            man_render(p, w[i], out, 0);
            sb_append_char(out, MARK_R);
        } else {
            md_put(p, &o, w[i], false);
        }
        if (mode == MD_PF) o.space = false, mode = MD_PLAIN;
    }
    if (fl_waiting) md_put(p, &o, STR("-"), true);
    while (n_closers) sb_append_cstr(out, closers[--n_closers]);
}
