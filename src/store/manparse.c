/* store/manparse.c - options and their descriptions from a manual page's
 * roff: the lines, the requests, and the page as a whole.
 *
 * One pass over the page's lines. Requests (lines starting with '.' or
 * '\'') either shape the structure we care about - sections, tagged
 * paragraphs, indented blocks, lists - or define strings, or test
 * conditions, or are skipped. Text lines and the font macros that carry
 * text (.B, .BR, mdoc's .Fl/.Ar ...) are rendered to plain text
 * (manparse_text.c) and handed to manparse_opts.c, which gathers tags and
 * descriptions. */
#include "store/manparse_impl.h"

#include "base/check.h"
#include "base/utf8.h"

#include <stdlib.h>
#include <string.h>

/* ---- requests ---- */

enum {
    RQ_OTHER,
    RQ_SH,
    RQ_SS,
    RQ_TP,
    RQ_TQ,
    RQ_IP,
    RQ_PARA,
    RQ_RS,
    RQ_RE,
    RQ_FONT,
    RQ_ALT,
    RQ_DS,
    RQ_AS,
    RQ_DE,
    RQ_IG,
    RQ_IF,
    RQ_IE,
    RQ_EL,
    RQ_TS,
    RQ_BL,
    RQ_EL_LIST,
    RQ_IT,
    RQ_NM,
    RQ_ND,
    RQ_BR,
    RQ_MDOC,
    RQ_IGNORE,
};

typedef struct Request {
    const char *name;
    int code;
} Request;

/* Sorted by name (strcmp). */
static const Request requests[] = {
    {"B", RQ_FONT},    {"BI", RQ_ALT},  {"BR", RQ_ALT},      {"Bd", RQ_PARA},
    {"Bl", RQ_BL},     {"Dd", RQ_MDOC}, {"Dt", RQ_MDOC},     {"El", RQ_EL_LIST},
    {"HP", RQ_PARA},   {"I", RQ_FONT},  {"IB", RQ_ALT},      {"INDENT", RQ_RS},
    {"IP", RQ_IP},     {"IR", RQ_ALT},  {"IX", RQ_IGNORE},   {"It", RQ_IT},
    {"LP", RQ_PARA},   {"Lp", RQ_PARA}, {"Nd", RQ_ND},       {"Nm", RQ_NM},
    {"Os", RQ_IGNORE}, {"P", RQ_PARA},  {"PP", RQ_PARA},     {"Pp", RQ_PARA},
    {"RB", RQ_ALT},    {"RE", RQ_RE},   {"RI", RQ_ALT},      {"RS", RQ_RS},
    {"SB", RQ_FONT},   {"SH", RQ_SH},   {"SM", RQ_FONT},     {"SS", RQ_SS},
    {"Sh", RQ_SH},     {"Sp", RQ_PARA}, {"Ss", RQ_SS},       {"TP", RQ_TP},
    {"TQ", RQ_TQ},     {"TS", RQ_TS},   {"UNINDENT", RQ_RE}, {"Vb", RQ_PARA},
    {"am", RQ_DE},     {"am1", RQ_DE},  {"as", RQ_AS},       {"br", RQ_BR},
    {"de", RQ_DE},     {"de1", RQ_DE},  {"dei", RQ_DE},      {"ds", RQ_DS},
    {"ds1", RQ_DS},    {"el", RQ_EL},   {"ie", RQ_IE},       {"if", RQ_IF},
    {"ig", RQ_IG},     {"sp", RQ_PARA},
};

#ifdef MN_DEBUG
static bool requests_sorted(void)
{
    for (size_t i = 1; i < sizeof requests / sizeof *requests; i++)
        if (strcmp(requests[i - 1].name, requests[i].name) >= 0) return false;
    return true;
}
#endif

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
    while (i < s.len && man_space(s.ptr[i])) i++;
    bool neg = false;
    while (i < s.len && s.ptr[i] == '!') neg = !neg, i++;
    bool value = false;
    char c = i < s.len ? s.ptr[i] : '\0';
    if (strchr("ntoev", c) && c &&
        (i + 1 == s.len || man_space(s.ptr[i + 1]) || s.ptr[i + 1] == '\\')) {
        value = c == 'n' || c == 'o';
        i++;
    } else if ((c == 'd' || c == 'r' || c == 'c' || c == 'm' || c == 'F' || c == 'S') &&
               i + 1 < s.len && man_space(s.ptr[i + 1])) {
        i += 2;
        while (i < s.len && man_space(s.ptr[i])) i++;
        size_t start = i;
        while (i < s.len && !man_space(s.ptr[i])) i++;
        value = c == 'd' && map_get(&p->strings, str_make(s.ptr + start, i - start));
    } else if (c && !man_alnum(c) && c != '\\' && c != '(' && c != '-' && c != '+' &&
               !man_space(c)) {
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
        while (i < s.len && (paren || !man_space(s.ptr[i]))) {
            if (s.ptr[i] == '\\' && i + 1 < s.len && s.ptr[i + 1] == '{') break;
            if (s.ptr[i] == '(') paren++;
            else if (s.ptr[i] == ')') paren--;
            i++;
        }
        Str e = str_make(s.ptr + start, i - start);
        if (str_eq_cstr(e, "\\n(.g") || str_eq_cstr(e, "\\n[.g]")) {
            value = true;
        } else {
            /* a plain number: true when not zero */
            bool digits = e.len > 0;
            for (size_t k = 0; k < e.len; k++) {
                if (e.ptr[k] < '0' || e.ptr[k] > '9') digits = false;
                else if (e.ptr[k] != '0') value = true;
            }
            value = value && digits;
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
    rest = man_trim(rest);
    bool block = rest.len >= 2 && rest.ptr[0] == '\\' && rest.ptr[1] == '{';
    if (block) rest = man_trim(str_sub(rest, 2, rest.len - 2));
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
    while (i < s.len && man_space(s.ptr[i])) i++;
    size_t start = i;
    while (i < s.len && !man_space(s.ptr[i])) i++;
    Str name = str_make(s.ptr + start, i - start);
    while (i < s.len && man_space(s.ptr[i])) i++;
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
        man_render(p, args[i], &p->text, 0);
    }
    sb_append_char(&p->text, MARK_R);
}

/* A line of mdoc macros that gives text (.Fl, .Ar, .Nm, .Xr ...). */
static void mdoc_line(ManParser *p, Str name, Str rest)
{
    Str words[64];
    bool quoted[64];
    int n = man_split_args(p, rest, words + 1, quoted + 1, 63);
    words[0] = name, quoted[0] = false;
    if (str_eq_cstr(name, "Nm") && !p->nm.len && n) {
        sb_clear(&p->text);
        man_render(p, words[1], &p->text, 0);
        man_add_prose(&p->nm, sb_str(&p->text), 0, 1024);
    }
    bool xc = false;
    for (int k = 0; k <= n; k++) xc |= !quoted[k] && str_eq_cstr(words[k], "Xc");
    sb_clear(&p->text);
    man_render_mdoc(p, words, quoted, n + 1, &p->text);
    man_add_text(p, sb_str(&p->text));
    if (xc) p->xo = false;
}

static void request(ManParser *p, Str line)
{
    size_t i = 1;
    while (i < line.len && man_space(line.ptr[i])) i++;
    if (i < line.len && line.ptr[i] == '\\') return; /* comments, ".\}" */
    size_t start = i;
    while (i < line.len && !man_space(line.ptr[i]) && line.ptr[i] != '\\') i++; /* ".el\{" */
    Str name = str_make(line.ptr + start, i - start);
    Str rest = str_make(line.ptr + i, line.len - i);
    if (!name.len) return;
    const Request *r =
        bsearch(&name, requests, sizeof requests / sizeof *requests, sizeof *requests, request_cmp);
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
        n = man_split_args(p, rest, args, NULL, 16);
        if (!n) {
            man_end_item(p, false);
            if (code == RQ_SH) p->want_section = true;
            break;
        }
        text_of_args(p, args, n, STR(""), false);
        if (code == RQ_SH) {
            man_set_section(p, sb_str(&p->text));
        } else {
            man_end_item(p, false);
            Str t = sb_str(&p->text);
            while (t.len && man_mark(t.ptr[0])) t = str_sub(t, 1, t.len - 1);
            if (t.len && t.ptr[0] == '-') man_start_item(p, t); /* .SS "--verbose, -v" */
            else man_para_break(p);
        }
        break;
    case RQ_TP:
        man_end_item(p, true);
        p->want_tag = true;
        break;
    case RQ_TQ:
        if (p->in_item && !p->body.len) {
            p->want_tag = p->tag_append = true;
        } else {
            man_end_item(p, true);
            p->want_tag = true;
        }
        break;
    case RQ_IP:
        n = man_split_args(p, rest, args, NULL, 2);
        sb_clear(&p->text);
        if (n) man_render(p, args[0], &p->text, 0);
        if (!man_blank(sb_str(&p->text)) && p->section != SEC_NAME) {
            man_end_item(p, true);
            man_start_item(p, sb_str(&p->text));
        } else if (!man_para_to_tag(p)) {
            man_para_break(p); /* .HP -w, --warmup .IP text */
        }
        break;
    case RQ_PARA: man_para_break(p); break;
    case RQ_BR: break;
    case RQ_RS:
        if (man_para_to_tag(p)) {
            /* .PP --bare .RS text .RE */
        } else if (p->in_item && p->body.len) {
            man_end_item(p, false);
        }
        man_close_para(p);
        break;
    case RQ_RE:
        if (p->in_item && p->body.len) man_end_item(p, false);
        if (!p->in_item) man_open_para(p);
        break;
    case RQ_FONT:
    case RQ_ALT:
        n = man_split_args(p, rest, args, NULL, 16);
        if (!n) break; /* the font applies to the next line */
        text_of_args(p, args, n, name, code == RQ_ALT);
        man_add_text(p, sb_str(&p->text));
        break;
    case RQ_DS:
    case RQ_AS: define_string(p, rest, code == RQ_AS); break;
    case RQ_DE:
    case RQ_IG:
        n = man_split_args(p, rest, args, NULL, 2);
        p->skipping = true;
        strcpy(p->skip_end, ".");
        if (n > (code == RQ_IG ? 0 : 1)) {
            Str end = args[code == RQ_IG ? 0 : 1];
            if (end.len < sizeof p->skip_end)
                memcpy(p->skip_end, end.ptr, end.len), p->skip_end[end.len] = '\0';
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
    case RQ_TS: p->in_table = true; break;
    case RQ_MDOC: p->mdoc = true; break;
    case RQ_BL:
        n = man_split_args(p, rest, args, NULL, 16);
        man_end_item(p, false);
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
        man_end_item(p, false);
        if (p->n_lists) p->n_lists--;
        man_para_break(p);
        break;
    case RQ_IT:
        if (p->n_lists && p->n_lists <= LISTS_MAX && p->lists[p->n_lists - 1]) {
            man_end_item(p, true);
            n = man_split_args(p, rest, words, quoted, 64);
            sb_clear(&p->text);
            bool xo = false;
            for (int k = 0; k < n; k++) xo |= !quoted[k] && str_eq_cstr(words[k], "Xo");
            man_render_mdoc(p, words, quoted, n, &p->text);
            man_start_item(p, sb_str(&p->text));
            p->xo = xo;
        } else {
            man_para_break(p);
        }
        break;
    case RQ_NM:
    case RQ_ND:
        if (p->section == SEC_NAME) {
            n = man_split_args(p, rest, words, quoted, 64);
            StrBuf *t = &p->page->title;
            sb_clear(&p->text);
            man_render_mdoc(p, words, quoted, n, &p->text);
            if (code == RQ_NM) {
                if (!p->nm.len) {
                    man_add_prose(&p->nm, sb_str(&p->text), 0, 1024);
                    while (p->nm.len && p->nm.ptr[p->nm.len - 1] == ',')
                        p->nm.ptr[--p->nm.len] = '\0';
                }
                if (t->len && t->ptr[t->len - 1] != ',') sb_append_char(t, ',');
                man_add_prose(t, sb_str(&p->text), 0, 1024);
            } else {
                sb_append_cstr(t, " - ");
                man_add_prose(t, sb_str(&p->text), PROSE_JOIN, 1024);
            }
            break;
        }
        if (code == RQ_ND) break;
        mdoc_line(p, name, rest);
        break;
    case RQ_OTHER:
        if (name.len >= 2 && name.len <= 3 && name.ptr[0] >= 'A' && name.ptr[0] <= 'Z' &&
            man_mdoc_callable(name))
            mdoc_line(p, name, rest);
        break;
    default: break;
    }
}

static void handle_line(ManParser *p, Str line)
{
    if (!p->depth) p->expansions = 0;
    if (p->skip_depth) {
        p->skip_depth += brace_balance(line);
        if (p->skip_depth < 0) p->skip_depth = 0;
        return;
    }
    if (p->skipping) {
        Str t = man_trim(line);
        if (t.len && t.ptr[0] == '.') {
            t = man_trim(str_sub(t, 1, t.len - 1));
            if (str_eq_cstr(t, p->skip_end) || (!strcmp(p->skip_end, ".") && str_eq_cstr(t, ".")))
                p->skipping = false;
        }
        return;
    }
    if (p->in_table) {
        Str t = man_trim(line);
        if (t.len >= 3 && t.ptr[0] == '.' &&
            str_starts_with(man_trim(str_sub(t, 1, t.len - 1)), STR("TE")))
            p->in_table = false;
        return;
    }
    if (line.len && (line.ptr[0] == '.' || line.ptr[0] == '\'')) {
        request(p, line);
        return;
    }
    if (!man_trim(line).len) {
        /* a blank line is a paragraph break in roff */
        if (!p->want_tag && !p->want_section && p->section != SEC_NAME) man_para_break(p);
        return;
    }
    sb_clear(&p->text);
    man_render(p, line, &p->text, 0);
    man_add_text(p, sb_str(&p->text));
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

static void str_free(void *v)
{
    free(v);
}

ManStatus man_parse(ManPage *pg, Str roff, Str cmd)
{
    sb_clear(&pg->text);
    sb_clear(&pg->title);
    pg->n_names = pg->n_opts = 0;
    if (roff.len && memchr(roff.ptr, '\0', roff.len)) return MAN_BINARY;
    if (!pg->parser) {
        MN_ASSERT(requests_sorted() && man_text_tables_sorted()); /* bsearch needs it */
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
            else man_put_cp(&p->conv, c);
        }
        p->src = sb_str(&p->conv);
    }
    Str line;
    bool named = false;
    while (man_next_line(p, &line)) {
        handle_line(p, line);
        if (!named && p->section > SEC_NAME && pg->title.len) {
            named = true; /* the NAME section has ended */
            if (cmd.len && man_is_subcommand(pg, cmd)) return MAN_SUBCOMMAND;
        }
    }
    man_end_item(p, false);
    if (p->section == SEC_NAME) man_end_title(p);
    if (cmd.len && man_is_subcommand(pg, cmd)) return MAN_SUBCOMMAND;
    return MAN_OK;
}

void man_page_fini(ManPage *pg)
{
    ManParser *p = pg->parser;
    if (p) {
        sb_fini(&p->conv), sb_fini(&p->line), sb_fini(&p->args), sb_fini(&p->text),
            sb_fini(&p->word), sb_fini(&p->scratch);
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
        Str line = man_trim(str_make(start, n));
        if (!line.len) continue;
        if (line.ptr[0] != '.' && line.ptr[0] != '\'') return false;
        Str rest = man_trim(str_sub(line, 1, line.len - 1));
        if (str_starts_with(rest, STR("\\\"")) || !rest.len) continue; /* a comment */
        if (rest.len > 3 && !memcmp(rest.ptr, "so", 2) && man_space(rest.ptr[2])) {
            *target = man_trim(str_sub(rest, 3, rest.len - 3));
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
    t = man_trim(t);
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
        plain = c >= 0x80 || man_alnum((char)c) || strchr("_+-./:=@,", (char)c);
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
    if (p->n_opts) {
        /* the options below are all the page names: minnow's editor flags
           others (see doc/cmds/complete.md); fish ignores the variable */
        sb_append_cstr(out, "set -ga __minnow_options_from_man ");
        put_word(out, cmd);
        sb_append_char(out, '\n');
    }
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
