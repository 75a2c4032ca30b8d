/* store/manparse_opts.c - options from the structure of a page, for
 * man_parse.
 *
 * Text arrives here rendered, line by line, and goes to whichever piece is
 * being gathered: a tag, the body of the current item, or a plain
 * paragraph that may turn out to be a tag (an indented block follows it)
 * or an option on one line ("-v, --verbose   be verbose"). An item ends at
 * the first paragraph break after some body text, so its body is its first
 * paragraph, and the description that paragraph's first sentence. A tag
 * whose words start with a dash names options: -x, --long, -old,
 * --[no-]flag; italic words are placeholders. */
#include "store/manparse_impl.h"

#include "base/check.h"
#include "base/utf8.h"
#include "base/vec.h"

#include <string.h>

/* ---- options from tags ---- */

static bool name_char(char c)
{
    return man_alnum(c) || c == '_' || c == '-' || c == '.' || c == '+' || c == ':' || c == '@' ||
           c == '#';
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
    while (w.len &&
           (w.ptr[0] == MARK_R || (first && w.ptr[0] == MARK_I) || strchr("[({\"'<", w.ptr[0])))
        w.ptr++, w.len--;
    if (w.len < 2 || w.ptr[0] != '-') return; /* also an italic word: a placeholder */
    size_t dashes = w.ptr[1] == '-' ? 2 : 1;
    w = str_sub(w, dashes, w.len - dashes);
    while (w.len && w.ptr[0] == MARK_R) w.ptr++, w.len--;
    if (w.len && w.ptr[0] == MARK_I) return; /* "-\fImode\fR" */
    const char *no = NULL;
    if (dashes == 2 && w.len > 5 && !memcmp(w.ptr, "[no-]", 5))
        no = "no-", w = str_sub(w, 5, w.len - 5);
    else if (dashes == 2 && w.len > 4 && !memcmp(w.ptr, "[no]", 4))
        no = "no", w = str_sub(w, 4, w.len - 4);
    if (!w.len) return;
    size_t n = 0;
    char c0 = w.ptr[0];
    if (man_alnum(c0)) {
        while (n < w.len && name_char(w.ptr[n])) n++;
    } else if (dashes == 1 && strchr("?#@!", c0)) {
        n = 1;
    } else {
        return;
    }
    if (n < w.len && !man_mark(w.ptr[n]) && !strchr("=[<({\"')]}:.;,", w.ptr[n]))
        return; /* "-foo*" */
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
        if ((w.ptr[i] < 'a' || w.ptr[i] > 'z') && !(i == w.len - 1 && strchr(".:", w.ptr[i])))
            return false;
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
    tag = man_trim(tag);
    while (tag.len && (tag.ptr[0] == MARK_R || tag.ptr[0] == MARK_I || tag.ptr[0] == '['))
        tag = str_sub(tag, 1, tag.len - 1);
    if (!tag.len || tag.ptr[0] != '-') return 0;
    size_t added = 0;
    bool last_prose = false;
    for (size_t i = 0, n = 0; i < tag.len; n++) {
        while (i < tag.len && (man_space(tag.ptr[i]) || strchr(",|;/", tag.ptr[i]))) i++;
        size_t start = i;
        while (i < tag.len && !man_space(tag.ptr[i]) && !strchr(",|;/", tag.ptr[i])) i++;
        Str w = str_make(tag.ptr + start, i - start);
        if (!w.len) break;
        bool is_prose = prose_word(w) && !str_eq_cstr(w, "or");
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
    Str t = man_trim(tag);
    while (t.len && man_mark(t.ptr[0])) t = str_sub(t, 1, t.len - 1);
    while (t.len && man_mark(t.ptr[t.len - 1])) t.len--;
    if (!t.len || t.len > 3) return false;
    if (str_eq_cstr(t, "o")) return true;
    for (size_t i = 0; i < t.len; i++)
        if (man_alnum(t.ptr[i])) return false;
    return true;
}

/* ---- descriptions ---- */

/* Whether word (up to a period) is an abbreviation, not a sentence's end. */
static bool abbreviation(Str w)
{
    static const char *const abbrevs[] = {"e.g",  "i.e",  "etc", "vs", "cf", "approx",
                                          "incl", "resp", "viz", "eg", "ie", "al",
                                          "ca",   "esp",  "Dr",  "Mr", "no", "No"};
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
            bool before = w >= 3 && b.ptr[w - 1] == ' ' && b.ptr[w - 2] == '.' &&
                          (w == 3 || b.ptr[w - 4] == ' ');
            bool after =
                i + 3 < b.len && b.ptr[i + 3] == '.' && (i + 4 == b.len || b.ptr[i + 4] == ' ');
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
    body = man_trim(body);
    while (body.len && strchr(":;,-=", body.ptr[0]))
        body = man_trim(str_sub(body, 1, body.len - 1));
    Str s = str_make(body.ptr, sentence_end(body));
    s = man_trim(s);
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

static void flush_pending(ManParser *p)
{
    add_option(p, STR(""));
}

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
    static const char *const words[] = {
        "and",     "or",     "is",     "are",     "was",    "were",  "will",     "can",  "may",
        "must",    "should", "option", "options", "flag",   "flags", "argument", "to",   "with",
        "in",      "of",     "as",     "for",     "which",  "that",  "has",      "have", "also",
        "instead", "then",   "but",    "nor",     "switch", "on",    "at"};
    text = man_trim(text);
    size_t n = 0;
    while (n < text.len && man_alnum(text.ptr[n])) n++;
    Str w = str_make(text.ptr, n);
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (str_eq_cstr(w, words[i])) return true;
    return false;
}

/* An option given on one line with its text ("-v, --verbose   be
 * verbose", "--count: count them"), or a paragraph whose first line
 * (first_len bytes, when not 0) holds only options and whose other lines
 * describe them. */
static void inline_option(ManParser *p, Str text, size_t first_len)
{
    Str t = man_trim(text);
    while (t.len && t.ptr[0] == MARK_R) t = str_sub(t, 1, t.len - 1);
    if (!t.len || t.ptr[0] != '-') return;
    size_t skipped = (size_t)(t.ptr - text.ptr);
    first_len = first_len > skipped ? first_len - skipped : 0;
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
    man_add_prose(&p->scratch, str_sub(t, split, t.len - split), 0, BODY_MAX);
    add_option(p, sb_str(&p->scratch));
}

/* Ends the plain paragraph being gathered, which may hold an option. */
void man_close_para(ManParser *p)
{
    if (p->para_open && p->para.len && p->section == SEC_OPTIONS && !p->in_item)
        inline_option(p, sb_str(&p->para), p->para_lines > 1 ? p->para_first : 0);
    p->para_open = false;
    sb_clear(&p->para);
    p->para_lines = 0;
}

void man_open_para(ManParser *p)
{
    man_close_para(p);
    p->para_open = true;
}

void man_start_item(ManParser *p, Str tag)
{
    man_close_para(p);
    p->in_item = true;
    p->item_ok = p->section == SEC_OPTIONS;
    sb_clear(&p->tag);
    sb_append(&p->tag, tag);
    sb_clear(&p->body);
}

/* Ends the current item. With share, a tag without text waits for the next
 * tag's description (.TP -a .TP --all text). */
void man_end_item(ManParser *p, bool share)
{
    man_close_para(p);
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
void man_para_break(ManParser *p)
{
    p->want_tag = false;
    if (p->in_item && p->body.len) man_end_item(p, false);
    if (!p->in_item) man_open_para(p);
}

/* ---- sections ---- */

void man_end_title(ManParser *p)
{
    StrBuf *t = &p->page->title;
    /* "ls - list directory contents": keep the names before the dash */
    for (size_t i = 0; i + 1 < t->len; i++) {
        if (t->ptr[i] == ' ' && (t->ptr[i + 1] == '-' || !strncmp(t->ptr + i + 1, "—", 3))) {
            t->len = i;
            break;
        }
    }
    if (!t->ptr) return; /* never grown */
    Str s = man_trim(sb_str(t));
    memmove(t->ptr, s.ptr, s.len);
    t->len = s.len;
    t->ptr[t->len] = '\0';
}

void man_set_section(ManParser *p, Str title)
{
    static const char *const skipped[] = {
        "NAME",       "SYNOPSIS", "SEE ALSO",  "EXAMPLE",        "ENVIRONMENT",
        "FILES",      "EXIT",     "RETURN",    "DIAGNOSTICS",    "BUGS",
        "AUTHOR",     "HISTORY",  "COPYRIGHT", "REPORTING BUGS", "STANDARDS",
        "CONFORMING", "LICENSE",  "ERRORS",    "AVAILABILITY"};
    man_end_item(p, false);
    if (p->section == SEC_NAME) man_end_title(p);
    p->n_lists = 0;
    p->para_open = false;
    title = man_trim(title);
    char up[32];
    size_t n = 0;
    for (size_t i = 0; i < title.len && n < sizeof up - 1; i++) {
        char c = title.ptr[i];
        if (!man_mark(c)) up[n++] = c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
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
    man_open_para(p);
}

/* ---- text ---- */

/* Rendered text of a line: goes to the section title, the tag, the item's
 * body or the plain paragraph. */
void man_add_text(ManParser *p, Str text)
{
    bool join = p->join;
    p->join = false;
    if (p->want_section) {
        if (man_blank(text)) return;
        p->want_section = false;
        man_set_section(p, text);
        return;
    }
    if (p->section == SEC_NAME) {
        man_add_prose(&p->page->title, text, join ? PROSE_JOIN : 0, 1024);
        return;
    }
    if (p->want_tag) {
        if (man_blank(text)) return;
        if (p->tag_append && p->in_item) {
            sb_append_cstr(&p->tag, ", ");
            man_add_prose(&p->tag, text, PROSE_JOIN | PROSE_MARKS, 1024);
        } else {
            man_start_item(p, text);
        }
        p->want_tag = p->tag_append = false;
        return;
    }
    if (p->xo) {
        man_add_prose(&p->tag, text, (join ? PROSE_JOIN : 0) | PROSE_MARKS, 1024);
        return;
    }
    if (p->in_item) {
        man_add_prose(&p->body, text, join ? PROSE_JOIN : 0, BODY_MAX);
    } else if (p->para_open) {
        man_add_prose(&p->para, text, (join ? PROSE_JOIN : 0) | PROSE_MARKS | PROSE_RAW, 4096);
        if (!p->para_lines++) p->para_first = p->para.len;
    }
}

/* A short plain paragraph followed by an indented block (.RS, or .IP
 * without a tag) is a tag, as DocBook and AsciiDoc write options: it
 * becomes the current item. False when the paragraph is not one. */
bool man_para_to_tag(ManParser *p)
{
    if (p->in_item || !p->para_open || !p->para.len || p->para_lines > PARA_TAG_LINES ||
        p->para.len > PARA_TAG_BYTES || inline_split(sb_str(&p->para)))
        return false;
    sb_clear(&p->text);
    sb_append(&p->text, sb_str(&p->para));
    sb_clear(&p->para);
    p->para_open = false;
    man_end_item(p, true);
    man_start_item(p, sb_str(&p->text));
    return true;
}
