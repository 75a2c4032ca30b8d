/* base/color.c - colour words, set_color's options, and SGR sequences.
 *
 * A named colour is a palette index (0-7 the normal colours, 8-15 the
 * bright ones). An RGB colour goes out as 24-bit colour when the terminal
 * has it; otherwise it becomes the palette colour nearest to it by squared
 * distance in RGB, among the 240 colours of the 256 palette above 15 (the
 * 6x6x6 cube and the grey ramp) or, without that palette, among the 16
 * named colours with xterm's VGA-like values. Ties go to the lower index. */
#include "base/color.h"

#include "base/check.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* Sorted by name (ASCII), for the binary search; hidden names are aliases
 * set_color accepts but does not list. */
static const struct {
    const char *name;
    uint8_t idx;
    bool hidden;
} names[] = {
    {"black", 0, false},    {"blue", 4, false},       {"brblack", 8, false},  {"brblue", 12, false},
    {"brbrown", 11, true},  {"brcyan", 14, false},    {"brgreen", 10, false}, {"brgrey", 8, true},
    {"brmagenta", 13, false}, {"brown", 3, true},     {"brpurple", 13, true}, {"brred", 9, false},
    {"brwhite", 15, false}, {"bryellow", 11, false},  {"cyan", 6, false},     {"green", 2, false},
    {"grey", 7, true},      {"magenta", 5, false},    {"purple", 5, true},    {"red", 1, false},
    {"white", 7, false},    {"yellow", 3, false},
};

const char *const color_list[] = {
    "black", "blue", "brblack", "brblue", "brcyan", "brgreen", "brmagenta", "brred", "brwhite",
    "bryellow", "cyan", "green", "magenta", "red", "white", "yellow", "normal",
};
const size_t color_list_len = sizeof color_list / sizeof *color_list;

/* The 16 named colours as RGB, for the nearest match without the 256 palette. */
static const uint8_t palette16[16][3] = {
    {0x00, 0x00, 0x00}, {0x80, 0x00, 0x00}, {0x00, 0x80, 0x00}, {0x80, 0x80, 0x00},
    {0x00, 0x00, 0x80}, {0x80, 0x00, 0x80}, {0x00, 0x80, 0x80}, {0xc0, 0xc0, 0xc0},
    {0x80, 0x80, 0x80}, {0xff, 0x00, 0x00}, {0x00, 0xff, 0x00}, {0xff, 0xff, 0x00},
    {0x00, 0x00, 0xff}, {0xff, 0x00, 0xff}, {0x00, 0xff, 0xff}, {0xff, 0xff, 0xff},
};

/* The six levels of each channel in the 256 palette's colour cube. */
static const uint8_t cube_level[6] = {0x00, 0x5f, 0x87, 0xaf, 0xd7, 0xff};

static int lower(int c) { return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c; }

/* Compares word with an all-lowercase name, ignoring ASCII case in word. */
static int icase_cmp(Str word, const char *name)
{
    size_t i = 0;
    for (; i < word.len && name[i]; i++) {
        int a = lower((unsigned char)word.ptr[i]), b = (unsigned char)name[i];
        if (a != b) return a - b;
    }
    if (i < word.len) return 1;
    return name[i] ? -1 : 0;
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    c = (char)lower((unsigned char)c);
    return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

static bool parse_rgb(Str s, Color *out)
{
    if (s.len && s.ptr[0] == '#') s = str_sub(s, 1, s.len - 1);
    if (s.len != 3 && s.len != 6) return false;
    int d[6];
    for (size_t i = 0; i < s.len; i++) {
        if ((d[i] = hexval(s.ptr[i])) < 0) return false;
    }
    uint8_t c[3];
    for (int i = 0; i < 3; i++) {
        c[i] = s.len == 3 ? (uint8_t)(d[i] * 17) : (uint8_t)(d[2 * i] * 16 + d[2 * i + 1]);
    }
    *out = (Color){COLOR_RGB, 0, c[0], c[1], c[2]};
    return true;
}

bool color_parse(Str word, Color *out)
{
    if (!icase_cmp(word, "normal")) {
        *out = (Color){COLOR_NORMAL, 0, 0, 0, 0};
        return true;
    }
    size_t lo = 0, hi = sizeof names / sizeof *names;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = icase_cmp(word, names[mid].name);
        if (!c) {
            *out = (Color){COLOR_NAMED, names[mid].idx, 0, 0, 0};
            return true;
        }
        if (c < 0) hi = mid;
        else lo = mid + 1;
    }
    return parse_rgb(word, out);
}

Color color_best(const Color *colors, size_t n, unsigned term)
{
    const Color *rgb = NULL, *named = NULL;
    for (size_t i = 0; i < n; i++) {
        if (!rgb && colors[i].kind == COLOR_RGB) rgb = &colors[i];
        if (!named && colors[i].kind == COLOR_NAMED) named = &colors[i];
    }
    if (rgb && ((term & COLOR_TERM_256) || !named)) return *rgb;
    if (named) return *named;
    return n ? colors[0] : (Color){COLOR_NONE, 0, 0, 0, 0};
}

static unsigned dist2(const uint8_t a[3], uint8_t r, uint8_t g, uint8_t b)
{
    int dr = a[0] - r, dg = a[1] - g, db = a[2] - b;
    return (unsigned)(dr * dr + dg * dg + db * db);
}

/* The palette index nearest to an RGB colour. */
static uint8_t nearest_index(Color c, bool have256)
{
    unsigned best = ~0u;
    uint8_t at = 0;
    if (!have256) {
        for (int i = 0; i < 16; i++) {
            unsigned d = dist2(palette16[i], c.r, c.g, c.b);
            if (d < best) best = d, at = (uint8_t)i;
        }
        return at;
    }
    for (int i = 0; i < 240; i++) {
        uint8_t v[3];
        if (i < 216) {
            v[0] = cube_level[i / 36], v[1] = cube_level[i / 6 % 6], v[2] = cube_level[i % 6];
        } else {
            v[0] = v[1] = v[2] = (uint8_t)(8 + 10 * (i - 216));
        }
        unsigned d = dist2(v, c.r, c.g, c.b);
        if (d < best) best = d, at = (uint8_t)(16 + i);
    }
    return at;
}

static bool gray_index(unsigned idx) { return idx == 0 || idx == 7 || idx == 8 || idx == 15 || idx == 16 || idx >= 232; }

/* ---- writing ---- */

/* Parameters of SGR sequences joined into one ESC [ ... m as fish 4 writes
 * them: at most SGR_MAX_PARAMS numbers a sequence (an RGB colour counts 5, a
 * palette colour past 15 counts 3), past which a new sequence begins. */
enum { SGR_MAX_PARAMS = 16 };

typedef struct Sgr {
    StrBuf *out;
    unsigned n; /* parameters in the open sequence; 0 when none is open */
} Sgr;

static void sgr_param(Sgr *s, unsigned count, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void sgr_param(Sgr *s, unsigned count, const char *fmt, ...)
{
    if (s->n && s->n + count > SGR_MAX_PARAMS) {
        sb_append_char(s->out, 'm');
        s->n = 0;
    }
    sb_append_cstr(s->out, s->n ? ";" : "\x1b[");
    s->n += count;
    va_list ap;
    va_start(ap, fmt);
    sb_vprintf(s->out, fmt, ap);
    va_end(ap);
}

static void sgr_end(Sgr *s)
{
    if (s->n) sb_append_char(s->out, 'm');
    s->n = 0;
}

static void sgr(Sgr *s, unsigned code) { sgr_param(s, 1, "%u", code); }

/* Every colour and attribute back to the terminal's default. */
static void reset_all(Sgr *s) { sgr_param(s, 1, "%s", ""); }

static bool color_param(Sgr *s, Color c, int which, unsigned term)
{
    if (term & COLOR_TERM_DUMB || (c.kind != COLOR_NAMED && c.kind != COLOR_RGB)) return false;
    if (c.kind == COLOR_RGB && term & COLOR_TERM_24BIT) {
        if (term & COLOR_TERM_GRAY && !(c.r == c.g && c.g == c.b)) return false;
        if (which == 2) sgr_param(s, 1, "58:2::%u:%u:%u", c.r, c.g, c.b);
        else sgr_param(s, 5, "%d;2;%u;%u;%u", which ? 48 : 38, c.r, c.g, c.b);
        return true;
    }
    unsigned idx = c.kind == COLOR_NAMED ? c.idx : nearest_index(c, term & COLOR_TERM_256);
    if (term & COLOR_TERM_GRAY && !gray_index(idx)) return false;
    if (which == 2) sgr_param(s, 1, "58:5:%u", idx);
    else if (idx < 8) sgr(s, (which ? 40 : 30) + idx);
    else if (idx < 16) sgr(s, (which ? 100 : 90) + idx - 8);
    else sgr_param(s, 3, "%d;5;%u", which ? 48 : 38, idx);
    return true;
}

bool color_write(StrBuf *out, Color c, int which, unsigned term)
{
    Sgr s = {out, 0};
    bool wrote = color_param(&s, c, which, term);
    sgr_end(&s);
    return wrote;
}

/* ---- parsing ---- */

/* Ids of the long-only options (and of the long forms that take on/off). */
enum { O_UL_COLOR = 300, O_RESET, O_THEME };

const OptSpec style_builtin_opts[] = {
    {'b', "background", OPT_REQUIRED_ARG},
    {'f', "foreground", OPT_REQUIRED_ARG},
    {O_UL_COLOR, "underline-color", OPT_REQUIRED_ARG},
    {'o', "bold", OPT_NO_ARG},
    {'d', "dim", OPT_NO_ARG},
    /* an optional on/off, attached (-ioff, --italics=off) */
    {'i', "italics", OPT_OPTIONAL_ARG},
    {'r', "reverse", OPT_OPTIONAL_ARG},
    {'s', "strikethrough", OPT_OPTIONAL_ARG},
    {'u', "underline", OPT_OPTIONAL_ARG},
    {O_RESET, "reset", OPT_NO_ARG},
    {O_THEME, "theme", OPT_REQUIRED_ARG},
    {'c', "print-colors", OPT_NO_ARG},
    {'h', "help", OPT_NO_ARG},
    {0, NULL, 0},
};

static const char *const ul_names[] = {"off", "single", "double", "curly", "dotted", "dashed"};

/* The colours given for one purpose (-b twice), to choose from at the end.
 * color_best looks only at the first one, the first RGB one and the first
 * named one, so those are all that is kept, in their order. */
typedef struct Picks {
    Color c[3];
    size_t n;
} Picks;

static void pick(Picks *p, Color c)
{
    bool rgb = false, named = false;
    for (size_t i = 0; i < p->n; i++) {
        rgb |= p->c[i].kind == COLOR_RGB;
        named |= p->c[i].kind == COLOR_NAMED;
    }
    if (!p->n || (c.kind == COLOR_RGB && !rgb) || (c.kind == COLOR_NAMED && !named)) p->c[p->n++] = c;
}

/* Reads --italics[=on|off] and the like into the on/off bits. */
static bool set_switch(TextStyle *st, unsigned bit, const char *arg)
{
    if (!arg || !strcmp(arg, "on")) {
        st->on |= bit, st->off &= ~bit;
    } else if (!strcmp(arg, "off")) {
        st->off |= bit, st->on &= ~bit;
    } else {
        return false;
    }
    return true;
}

StyleResult style_parse(StyleParse *p, int argc, char **argv, unsigned flags, unsigned term)
{
    bool strict = flags & STYLE_PARSE_BUILTIN;
    memset(p, 0, sizeof *p);
    p->operands = xmalloc(sizeof *p->operands * (size_t)(argc > 0 ? argc : 1));
    TextStyle *st = &p->style;
    Picks fg = {0}, bg = {0}, ul = {0};
    bool print = false, have_f = false;
    opt_begin_permuted(&p->opt, argc, argv, style_builtin_opts, p->operands);
    for (int c; (c = opt_next(&p->opt)) != OPT_DONE;) {
        const char *arg = p->opt.arg;
        Color col;
        switch (c) {
        case 'b':
        case 'f':
        case O_UL_COLOR:
            if (!color_parse(str_cstr(arg), &col)) {
                if (!strict) continue;
                p->bad = arg;
                return STYLE_BAD_COLOR;
            }
            pick(c == 'b' ? &bg : c == 'f' ? &fg : &ul, col);
            have_f |= c == 'f';
            break;
        case 'o': st->on |= STYLE_BOLD; break;
        case 'd': st->on |= STYLE_DIM; break;
        case 'i':
        case 'r':
        case 's': {
            unsigned bit = c == 'i' ? STYLE_ITALICS : c == 'r' ? STYLE_REVERSE : STYLE_STRIKE;
            if (!set_switch(st, bit, arg) && strict) {
                p->bad = arg;
                p->bad_option = c == 'i' ? "--italics" : c == 'r' ? "--reverse" : "--strikethrough";
                return STYLE_BAD_SWITCH;
            }
            break;
        }
        case 'u': {
            size_t k = 0;
            while (k < sizeof ul_names / sizeof *ul_names && strcmp(arg ? arg : "single", ul_names[k])) k++;
            if (k == sizeof ul_names / sizeof *ul_names) {
                if (!strict) continue;
                p->bad = arg;
                return STYLE_BAD_UNDERLINE;
            }
            st->underline = (uint8_t)(UL_OFF + k);
            break;
        }
        case O_RESET: st->reset = true; break;
        case O_THEME: break; /* marks a theme's variables; means nothing here */
        case 'c':
        case 'h':
            if (!strict) continue;
            if (c == 'h') return STYLE_HELP;
            print = true;
            break;
        case OPT_MISSING_ARG:
            if (strict) return STYLE_MISSING_ARG;
            break;
        default:
            if (!strict) continue;
            p->opt_code = c;
            return STYLE_BAD_OPTION;
        }
    }
    p->noperands = p->opt.noperands;
    if (have_f && p->noperands) return STYLE_FG_CONFLICT;
    if (have_f && print) return STYLE_FG_PRINT_CONFLICT;
    st->bg = color_best(bg.c, bg.n, term);
    st->ul_color = color_best(ul.c, ul.n, term);
    if (print) return STYLE_PRINT_COLORS;
    st->fg_only = have_f;
    for (int i = 0; i < p->noperands; i++) {
        const char *w = p->operands[i];
        if (strict && !strcmp(w, "reset")) {
            /* as in fish, a first "reset" resets and nothing else; a later one is skipped */
            if (i == 0) {
                *st = (TextStyle){.reset = true};
                return STYLE_OK;
            }
            continue;
        }
        Color col;
        if (color_parse(str_cstr(w), &col)) {
            pick(&fg, col);
        } else if (strict) {
            p->bad = w;
            return STYLE_BAD_COLOR;
        }
    }
    st->fg = color_best(fg.c, fg.n, term);
    return STYLE_OK;
}

void style_parse_fini(StyleParse *p)
{
    free(p->operands);
    p->operands = NULL;
}

bool style_from_words(TextStyle *out, const StrList *words, unsigned term)
{
    char *small[9], **argv = small;
    if (words->n + 1 > sizeof small / sizeof *small) argv = xmalloc(sizeof *argv * (words->n + 1));
    argv[0] = "";
    for (size_t i = 0; i < words->n; i++) argv[i + 1] = (char *)words->items[i].ptr;
    StyleParse p;
    style_parse(&p, (int)words->n + 1, argv, 0, term);
    style_parse_fini(&p);
    if (argv != small) free(argv);
    *out = p.style;
    const TextStyle *st = &p.style;
    return st->fg.kind || st->bg.kind || st->ul_color.kind || st->on || st->off || st->underline || st->reset;
}

static void write_underline(Sgr *s, unsigned ul)
{
    if (ul == UL_OFF) sgr(s, 24);
    else if (ul == UL_SINGLE) sgr(s, 4);
    else sgr_param(s, 1, "4:%u", ul - UL_SINGLE + 1); /* double 2, curly 3, dotted 4, dashed 5 */
}

/* The attributes in fish's order: bold, underline, dim, italics, reverse,
 * strikethrough; `on` ones are turned on, `off` ones off (bold and dim only
 * go with a reset, so off never holds them). */
static void write_attrs(Sgr *s, unsigned on, unsigned off, unsigned ul)
{
    if (on & STYLE_BOLD) sgr(s, 1);
    if (ul != UL_UNSET) write_underline(s, ul);
    if (on & STYLE_DIM) sgr(s, 2);
    if (on & STYLE_ITALICS) sgr(s, 3);
    if (off & STYLE_ITALICS) sgr(s, 23);
    if (on & STYLE_REVERSE) sgr(s, 7);
    if (off & STYLE_REVERSE) sgr(s, 27);
    if (on & STYLE_STRIKE) sgr(s, 9);
    if (off & STYLE_STRIKE) sgr(s, 29);
}

void style_write(StrBuf *out, const TextStyle *st, unsigned term)
{
    if (term & COLOR_TERM_DUMB) return;
    size_t start = out->len;
    Sgr s = {out, 0};
    /* which colours are known to be the default already */
    bool bg_normal = false, ul_normal = false, fg_normal = false;
    if (st->reset || (st->fg.kind == COLOR_NORMAL && !st->fg_only)) {
        reset_all(&s);
        fg_normal = bg_normal = ul_normal = true;
    }
    if (st->fg.kind == COLOR_NORMAL && !fg_normal) sgr(&s, 39);
    else if (st->fg.kind != COLOR_NORMAL) color_param(&s, st->fg, 0, term);
    if (st->bg.kind == COLOR_NORMAL && !bg_normal) sgr(&s, 49);
    else if (st->bg.kind != COLOR_NORMAL) color_param(&s, st->bg, 1, term);
    if (st->ul_color.kind == COLOR_NORMAL && !ul_normal) sgr(&s, 59);
    else if (st->ul_color.kind != COLOR_NORMAL) color_param(&s, st->ul_color, 2, term);
    write_attrs(&s, st->on, st->off, st->underline);
    /* `echo (set_color foo)bar` must not lose "bar" to an empty product */
    if (st->fg.kind != COLOR_NONE && !s.n && out->len == start) reset_all(&s);
    sgr_end(&s);
}

void style_unknown(TextStyle *cur) { *cur = (TextStyle){0}; }

void style_default(TextStyle *cur)
{
    Color normal = {COLOR_NORMAL, 0, 0, 0, 0};
    *cur = (TextStyle){.fg = normal, .bg = normal, .ul_color = normal, .off = STYLE_ALL, .underline = UL_OFF};
}

static bool same_color(Color a, Color b)
{
    if (a.kind != b.kind) return false;
    if (a.kind == COLOR_NAMED) return a.idx == b.idx;
    return a.kind != COLOR_RGB || (a.r == b.r && a.g == b.g && a.b == b.b);
}

static Color or_normal(Color c) { return c.kind == COLOR_NONE ? (Color){COLOR_NORMAL, 0, 0, 0, 0} : c; }

void style_switch(StrBuf *out, TextStyle *cur, const TextStyle *want, unsigned term)
{
    if (term & COLOR_TERM_DUMB) return;
    Color fg = or_normal(want->fg), bg = or_normal(want->bg), ul = or_normal(want->ul_color);
    if (bg.kind != COLOR_NORMAL && same_color(fg, bg)) {
        bool white = bg.kind == COLOR_NAMED && bg.idx == 7;
        fg = (Color){COLOR_NAMED, white ? 0 : 7, 0, 0, 0};
    }
    unsigned on = want->on & STYLE_ALL;
    unsigned underline = want->underline == UL_UNSET ? UL_OFF : want->underline;
    bool known = cur->fg.kind && cur->bg.kind && cur->ul_color.kind && (cur->on | cur->off) == STYLE_ALL &&
                 cur->underline != UL_UNSET;
    Sgr s = {out, 0};
    if (!known || (cur->on & (STYLE_BOLD | STYLE_DIM) & ~on)) {
        reset_all(&s);
        style_default(cur);
    }
    if (!same_color(fg, cur->fg)) {
        if (fg.kind == COLOR_NORMAL) sgr(&s, 39);
        else color_param(&s, fg, 0, term);
        cur->fg = fg;
    }
    if (!same_color(bg, cur->bg)) {
        if (bg.kind == COLOR_NORMAL) sgr(&s, 49);
        else color_param(&s, bg, 1, term);
        cur->bg = bg;
    }
    if (!same_color(ul, cur->ul_color)) {
        if (ul.kind == COLOR_NORMAL) sgr(&s, 59);
        else color_param(&s, ul, 2, term);
        cur->ul_color = ul;
    }
    unsigned turn_on = on & ~cur->on, turn_off = cur->on & ~on;
    write_attrs(&s, turn_on, turn_off, underline != cur->underline ? underline : UL_UNSET);
    sgr_end(&s);
    cur->on = on;
    cur->off = STYLE_ALL & ~on;
    cur->underline = (uint8_t)underline;
}
