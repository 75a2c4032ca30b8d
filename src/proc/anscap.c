/* proc/anscap.c - terminal output to the text of $ans (see anscap.h).
 *
 * A small state machine in the manner of a terminal's parser (ECMA-48): it
 * needs to know where each sequence ends, not what it means, except for the
 * private modes 47, 1047 and 1049 (the alternate screen). Runs of ordinary
 * bytes are copied in one piece, so a big `cat` costs little. */
#include "proc/anscap.h"

#include <string.h>

enum { GROUND, ESC, ESC_INTER, CSI, STRING, STRING_ESC };

void anscap_init(AnsCap *c)
{
    *c = (AnsCap){.out = STRBUF_INIT};
}

void anscap_fini(AnsCap *c)
{
    sb_fini(&c->out);
}

void anscap_reset(AnsCap *c)
{
    sb_clear(&c->out);
    c->line_start = 0;
    c->state = GROUND;
    c->n_params = 0;
    c->cr = c->alt = c->cut = false;
}

/* Keeps the last ANSCAP_MAX bytes once twice that is held (amortized). */
static void trim(AnsCap *c)
{
    if (c->out.len < 2 * ANSCAP_MAX) return;
    size_t drop = c->out.len - ANSCAP_MAX;
    memmove(c->out.ptr, c->out.ptr + drop, c->out.len - drop);
    c->out.len -= drop;
    c->out.ptr[c->out.len] = '\0';
    c->line_start = c->line_start > drop ? c->line_start - drop : 0;
    c->cut = true;
}

static void text(AnsCap *c, const char *p, size_t n)
{
    if (c->cr) { /* "\r" then text: the line is written again */
        c->out.len = c->line_start;
        c->cr = false;
    }
    sb_append_mem(&c->out, p, n);
}

/* Whether CSI parameters "?...;1049;..." ask for the alternate screen. */
static bool alt_screen(const char *p, size_t n)
{
    if (!n || p[0] != '?') return false;
    for (size_t i = 1; i < n;) {
        size_t j = i;
        while (j < n && p[j] != ';') j++;
        Str f = {p + i, j - i};
        if (str_eq_cstr(f, "47") || str_eq_cstr(f, "1047") || str_eq_cstr(f, "1049")) return true;
        i = j + 1;
    }
    return false;
}

static void control(AnsCap *c, unsigned char b)
{
    switch (b) {
    case '\n':
        c->cr = false;
        sb_append_char(&c->out, '\n');
        c->line_start = c->out.len;
        break;
    case '\r': c->cr = true; break;
    case '\t': text(c, "\t", 1); break;
    case '\b':
        if (c->out.len > c->line_start) { /* one character back, UTF-8 included */
            do c->out.len--;
            while (c->out.len > c->line_start &&
                   ((unsigned char)c->out.ptr[c->out.len] & 0xC0) == 0x80);
            c->out.ptr[c->out.len] = '\0';
        }
        break;
    case 0x1b: c->state = ESC; break;
    default: break; /* bells and the rest show nothing */
    }
}

void anscap_feed(AnsCap *c, const char *p, size_t n)
{
    for (size_t i = 0; i < n;) {
        unsigned char b = (unsigned char)p[i];
        switch (c->state) {
        case GROUND: {
            size_t j = i;
            while (j < n && ((unsigned char)p[j] >= 0x20 && p[j] != 0x7f)) j++;
            if (j > i) {
                text(c, p + i, j - i);
                i = j;
                continue;
            }
            control(c, b);
            break;
        }
        case ESC:
            if (b == '[') {
                c->state = CSI;
                c->n_params = 0;
            } else if (b == ']' || b == 'P' || b == 'X' || b == '^' || b == '_') {
                c->state = STRING;
            } else if (b >= 0x20 && b <= 0x2f) {
                c->state = ESC_INTER;
            } else if (b == 0x1b) {
                c->state = ESC;
            } else {
                c->state = GROUND;
            }
            break;
        case ESC_INTER:
            if (b < 0x20 || b > 0x2f) c->state = b == 0x1b ? ESC : GROUND;
            break;
        case CSI:
            if (b >= 0x40 && b <= 0x7e) {
                if (b == 'h' && alt_screen(c->params, c->n_params)) c->alt = true;
                c->state = GROUND;
            } else if (b >= 0x20 && b <= 0x3f) {
                if (c->n_params < sizeof c->params) c->params[c->n_params++] = (char)b;
            } else if (b == 0x1b) {
                c->state = ESC;
            } else if (b == 0x18 || b == 0x1a) {
                c->state = GROUND; /* CAN and SUB cancel it */
            }
            break;
        case STRING: /* OSC, DCS, SOS, PM, APC: to BEL or ESC \ */
            if (b == 0x07) c->state = GROUND;
            else if (b == 0x1b) c->state = STRING_ESC;
            else if (b == 0x18 || b == 0x1a) c->state = GROUND;
            break;
        case STRING_ESC: c->state = b == '\\' ? GROUND : b == 0x1b ? STRING_ESC : STRING; break;
        }
        i++;
    }
    trim(c);
}

bool anscap_result(AnsCap *c, StrBuf *out)
{
    if (c->alt) return false;
    Str t = sb_str(&c->out);
    if (t.len > ANSCAP_MAX) {
        size_t from = t.len - ANSCAP_MAX;
        const char *nl = memchr(t.ptr + from, '\n', t.len - from);
        if (nl && nl + 1 < t.ptr + t.len) from = (size_t)(nl + 1 - t.ptr);
        else /* one long line: its last bytes, from a character's start */
            while (from < t.len && ((unsigned char)t.ptr[from] & 0xC0) == 0x80) from++;
        t.ptr += from;
        t.len -= from;
    } else if (c->cut && t.len) {
        /* the front was dropped in the middle of a line: start at the next */
        const char *nl = memchr(t.ptr, '\n', t.len);
        if (nl && nl + 1 < t.ptr + t.len) {
            t.len -= (size_t)(nl + 1 - t.ptr);
            t.ptr = nl + 1;
        }
    }
    sb_append(out, t);
    return true;
}
