/* interactive/keys.c - the terminal input decoder.
 *
 * The pushed bytes wait in one buffer; each kd_next decodes from its start.
 * The decoders below are pure: given the bytes at the start (and whether more
 * may come), they say how many bytes make the next event, that they need
 * more, or which mode the bytes after them are in (a paste, a terminal
 * string, the tail of an overlong sequence). Only the loop in next() moves
 * the start and changes mode, so a sequence cut anywhere decodes the same
 * once its rest arrives.
 *
 * Grammar (ECMA-48 with the terminals' extensions):
 *   CSI    := ESC '[' private? (digit | ':' | ';')* intermediate* final
 *   SS3    := ESC 'O' digit* final
 *   string := ESC ('P' | ']' | '_') ... (ESC '\' | BEL)
 *   alt    := ESC key          (ESC ESC CSI is alt + the CSI's key)
 *   paste  := CSI "200~" bytes CSI "201~" */
#include "interactive/keys.h"

#include "base/check.h"
#include "base/utf8.h"

#include <stdlib.h>
#include <string.h>

enum {
    MODE_KEYS,        /* ordinary input */
    MODE_PASTE,       /* after ESC[200~: bytes up to ESC[201~ are pasted text */
    MODE_STRING,      /* a terminal string (DCS, OSC, APC) starts at start */
    MODE_SKIP_CSI,    /* dropping the rest of a CSI sequence too long to keep */
    MODE_SKIP_STRING, /* dropping the rest of a terminal string too long to keep */
};

#define SEQ_MAX       256  /* bytes in one escape sequence before it is cut */
#define STRING_MAX    4096 /* bytes in one terminal string before it is cut */
#define PARAMS        16   /* CSI parameters kept (as terminals do) */
#define SUBPARAMS     4    /* ':'-separated parts of one parameter */
#define PASTE_END     "\x1b[201~"
#define PASTE_END_LEN 6

typedef enum Res {
    R_NEED,  /* incomplete: more bytes or a timeout */
    R_EVENT, /* out->used bytes make *out->ev */
    R_NONE,  /* out->used bytes make no event (a key release, a paste's start) */
} Res;

typedef struct Out {
    KeyEvent *ev;
    size_t used;
    int mode; /* the mode after the bytes used */
} Out;

static Res key_event(Out *o, Key k, size_t used)
{
    o->ev->type = KEV_KEY;
    o->ev->key = k;
    o->used = used;
    return R_EVENT;
}

static Res typed_event(Out *o, KeyEventType type, size_t used)
{
    o->ev->type = type;
    o->used = used;
    return R_EVENT;
}

/* The key one character at p makes: a control byte's key, a UTF-8
 * character, or a byte that is not UTF-8 on its own. */
static Res character(const unsigned char *p, size_t n, bool final, Key *k, size_t *used)
{
    unsigned char c = p[0];
    if (c < 0x80) {
        *k = key_from_byte(c);
        *used = 1;
        return R_EVENT;
    }
    size_t need = c >= 0xc2 && c <= 0xdf   ? 2
                  : c >= 0xe0 && c <= 0xef ? 3
                  : c >= 0xf0 && c <= 0xf4 ? 4
                                           : 0;
    if (need) {
        size_t i = 1;
        while (i < need && i < n && (p[i] & 0xc0) == 0x80) i++;
        if (i == need) {
            uint32_t cp;
            utf8_decode((const char *)p, need, &cp);
            if (cp != UTF8_INVALID) {
                *k = (Key){cp, 0};
                *used = need;
                return R_EVENT;
            }
        } else if (i == n && !final) {
            return R_NEED;
        }
    }
    *k = (Key){KEY_BYTE_BASE + c, 0};
    *used = 1;
    return R_EVENT;
}

/* xterm's modifier parameter: 1 + a bit mask. Caps lock (64), num lock
 * (128), hyper and meta are not modifiers of ours. */
static unsigned param_mods(uint32_t param, bool *caps_lock)
{
    uint32_t m = param ? param - 1 : 0;
    unsigned mods = 0;
    if (m & 1) mods |= KEY_MOD_SHIFT;
    if (m & 2) mods |= KEY_MOD_ALT;
    if (m & 4) mods |= KEY_MOD_CTRL;
    if (m & 8) mods |= KEY_MOD_SUPER;
    if (caps_lock) *caps_lock = (m & 64) != 0;
    return mods;
}

/* A code point a terminal may send as a key: Unicode, not a surrogate. */
static bool valid_cp(uint32_t cp)
{
    return cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff);
}

/* Characters that have keys of their own (enter, tab, escape, backspace). */
static uint32_t keyed(uint32_t cp)
{
    if (cp < 0x80) {
        Key k = key_from_byte((unsigned char)cp);
        if (!k.mods) return k.cp;
    }
    return cp;
}

typedef struct Csi {
    uint32_t p[PARAMS][SUBPARAMS];
    size_t np;           /* parameters given (0 for none) */
    unsigned char priv;  /* '?', '<', '=', '>' or 0 */
    unsigned char inter; /* the first intermediate byte or 0 */
    unsigned char final;
    bool bad; /* a parameter out of range or in the wrong place */
} Csi;

/* The key of a parameterized sequence, with xterm's modifiers from the
 * second parameter; a kitty release event (x;m:3) makes none. */
static Res csi_key(Out *o, const Csi *c, uint32_t cp, unsigned extra, uint32_t shifted,
                   uint32_t base, size_t used)
{
    if (c->p[1][1] == 3) {
        o->used = used;
        return R_NONE;
    }
    bool caps;
    unsigned mods = param_mods(c->p[1][0], &caps) | extra;
    /* capslock-shift-ä: shift and caps lock cancel when shift is alone. */
    if (caps && mods == KEY_MOD_SHIFT && uc_upper(cp) != cp) mods = 0;
    o->ev->shifted_cp = shifted;
    o->ev->base_cp = base;
    return key_event(o, (Key){cp, mods}, used);
}

/* The keys of CSI number '~' (and rxvt's '^' ctrl, '@' ctrl-shift, '$' shift). */
static bool tilde_key(uint32_t code, uint32_t *cp, unsigned *extra)
{
    static const uint32_t low[] = {0,          KEY_HOME,     KEY_INSERT, KEY_DELETE, KEY_END,
                                   KEY_PAGEUP, KEY_PAGEDOWN, KEY_HOME,   KEY_END};
    /* rxvt's shift-f3 .. shift-f10: 25 26, 28 29, 31 .. 34 */
    static const unsigned char rxvt_shifted[] = {
        [25] = 3, [26] = 4, [28] = 5, [29] = 6, [31] = 7, [32] = 8, [33] = 9, [34] = 10};
    *extra = 0;
    if (code >= 1 && code <= 8) *cp = low[code];
    else if (code >= 11 && code <= 15) *cp = KEY_F1 + (code - 11);
    else if (code >= 17 && code <= 21) *cp = KEY_F1 + 5 + (code - 17);
    else if (code == 23 || code == 24) *cp = KEY_F1 + 10 + (code - 23);
    else if (code < sizeof rxvt_shifted && rxvt_shifted[code]) {
        *cp = KEY_F1 + rxvt_shifted[code] - 1;
        *extra = KEY_MOD_SHIFT;
    } else {
        return false;
    }
    return true;
}

/* The keypad and other functional keys of the kitty protocol that are keys of ours. */
static uint32_t kitty_functional(uint32_t code)
{
    static const uint32_t keypad[] = {
        '0',      '1',        '2',          '3',      '4',      '5',        '6',
        '7',      '8',        '9',          '.',      '/',      '*',        '-',
        '+',      KEY_ENTER,  '=',          0,        KEY_LEFT, KEY_RIGHT,  KEY_UP,
        KEY_DOWN, KEY_PAGEUP, KEY_PAGEDOWN, KEY_HOME, KEY_END,  KEY_INSERT, KEY_DELETE};
    if (code == 57361) return KEY_PRINTSCREEN;
    if (code == 57363) return KEY_MENU;
    if (code >= 57399 && code < 57399 + sizeof keypad / sizeof *keypad && keypad[code - 57399])
        return keypad[code - 57399];
    return keyed(code);
}

/* The keys of CSI [1;mods] letter (and of SS3 letter), or 0. */
static uint32_t letter_key(unsigned char final)
{
    switch (final) {
    case 'A': return KEY_UP;
    case 'B': return KEY_DOWN;
    case 'C': return KEY_RIGHT;
    case 'D': return KEY_LEFT;
    case 'E': return '5'; /* the keypad's middle key */
    case 'F': return KEY_END;
    case 'H': return KEY_HOME;
    case 'P': return KEY_F1;
    case 'Q': return KEY_F1 + 1;
    case 'S': return KEY_F1 + 3;
    default: return 0;
    }
}

/* A mouse report: b is the button code with its modifier bits. */
static Res mouse_event(Out *o, uint32_t b, uint32_t col, uint32_t row, bool release, size_t used)
{
    o->ev->button = b & ~28u;
    o->ev->key.mods =
        (b & 4 ? KEY_MOD_SHIFT : 0) | (b & 8 ? KEY_MOD_ALT : 0) | (b & 16 ? KEY_MOD_CTRL : 0);
    o->ev->col = col;
    o->ev->row = row;
    o->ev->release = release;
    return typed_event(o, KEV_MOUSE, used);
}

/* What a complete CSI sequence of used bytes means. */
static Res csi_meaning(Out *o, const Csi *c, const unsigned char *p, size_t n, bool final,
                       size_t used)
{
    if (c->bad) return typed_event(o, KEV_UNKNOWN, used);
    uint32_t p0 = c->p[0][0];
    bool plain = !c->priv && !c->inter;
    unsigned extra;
    uint32_t cp;
    if (c->inter) {
        if (c->inter == '$' && c->final == 0 && !c->priv && tilde_key(p0, &cp, &extra))
            return csi_key(o, c, cp, extra | KEY_MOD_SHIFT, 0, 0, used); /* rxvt: CSI 23$ */
        return typed_event(o, KEV_UNKNOWN, used);
    }
    if (plain && (cp = letter_key(c->final))) return csi_key(o, c, cp, 0, 0, 0, used);
    switch (c->final) {
    case 'a':
    case 'b':
    case 'd': /* rxvt: shift-arrow */
        if (!plain || c->np) break;
        cp = c->final == 'a' ? KEY_UP : c->final == 'b' ? KEY_DOWN : KEY_LEFT;
        return key_event(o, (Key){cp, KEY_MOD_SHIFT}, used);
    case 'c':
        if (c->priv == '?') return typed_event(o, KEV_DEVICE_ATTRS, used);
        if (!plain || c->np) break;
        return key_event(o, (Key){KEY_RIGHT, KEY_MOD_SHIFT}, used); /* rxvt */
    case 'Z':
        if (!plain) break;
        return csi_key(o, c, KEY_TAB, KEY_MOD_SHIFT, 0, 0, used);
    case 'I':
    case 'O':
        if (!plain || c->np) break;
        return typed_event(o, c->final == 'I' ? KEV_FOCUS_IN : KEV_FOCUS_OUT, used);
    case 'R':
        if (c->priv && c->priv != '?') break;
        o->ev->row = p0 ? p0 : 1;
        o->ev->col = c->p[1][0] ? c->p[1][0] : 1;
        return typed_event(o, KEV_CURSOR_POS, used);
    case 't':
    case 'T':
        /* xterm's highlight tracking: CSI t x y, CSI T x1 y1 x2 y2 x y (a
           byte each, + 32): mouse reports too, with nothing to click */
        if (!plain || c->np) break;
        if (n < used + (c->final == 't' ? 2u : 6u)) return final ? typed_event(o, KEV_UNKNOWN, n) : R_NEED;
        return mouse_event(o, 3, 0, 0, true, used + (c->final == 't' ? 2u : 6u));
    case 'M':
    case 'm':
        if (c->priv == '<') /* SGR: CSI < b ; x ; y M (press) or m (release) */
            return mouse_event(o, p0, c->p[1][0], c->p[2][0], c->final == 'm', used);
        if (c->final == 'M' && plain && !c->np) { /* X10: CSI M then three bytes, each + 32 */
            if (n < used + 3) return final ? typed_event(o, KEV_UNKNOWN, n) : R_NEED;
            uint32_t v[3];
            for (int k = 0; k < 3; k++) v[k] = p[used + k] >= 32 ? p[used + k] - 32u : 0;
            return mouse_event(o, v[0], v[1], v[2], false, used + 3);
        }
        break;
    case '~':
    case '^':
    case '@':
        if (!plain) break;
        if (c->final == '~' && p0 == 200) {
            o->used = used;
            o->mode = MODE_PASTE;
            return R_NONE;
        }
        if (c->final == '~' && p0 == 27) { /* modifyOtherKeys: CSI 27 ; mods ; code ~ */
            if (!valid_cp(c->p[2][0])) break;
            return csi_key(o, c, keyed(c->p[2][0]), 0, 0, 0, used);
        }
        if (!tilde_key(p0, &cp, &extra)) break;
        if (c->final == '^') extra |= KEY_MOD_CTRL;
        if (c->final == '@') extra |= KEY_MOD_CTRL | KEY_MOD_SHIFT;
        return csi_key(o, c, cp, extra, 0, 0, used);
    case 'u':
        if (c->priv == '?') {
            o->ev->flags = p0;
            return typed_event(o, KEV_KITTY_FLAGS, used);
        }
        if (!plain) break;
        /* kitty: CSI code[:shifted[:base]] [; mods[:event]] [; text] u */
        if (!valid_cp(p0) || !valid_cp(c->p[0][1]) || !valid_cp(c->p[0][2])) break;
        return csi_key(o, c, kitty_functional(p0), 0, c->p[0][1] ? keyed(c->p[0][1]) : 0,
                       c->p[0][2], used);
    }
    return typed_event(o, KEV_UNKNOWN, used);
}

/* ESC [ ... at p. */
static Res csi(const unsigned char *p, size_t n, bool final, Out *o)
{
    Csi c;
    memset(&c, 0, sizeof c);
    size_t i = 2, sub = 0;
    bool any = false; /* a parameter byte seen */
    if (i < n && (p[i] == '?' || p[i] == '<' || p[i] == '=' || p[i] == '>')) c.priv = p[i++];
    for (;; i++) {
        if (i == n) {
            if (!final) return R_NEED;
            break;
        }
        if (i >= SEQ_MAX) { /* keep the first part as the event, drop the rest */
            o->mode = MODE_SKIP_CSI;
            return typed_event(o, KEV_UNKNOWN, i);
        }
        unsigned char b = p[i];
        if (b >= 0x40 && b <= 0x7e) {
            c.final = b;
            i++;
            break;
        }
        if (b >= 0x20 && b <= 0x2f) {
            if (!c.inter) c.inter = b;
            else c.bad = true;
            continue;
        }
        if (b < 0x30 || b > 0x3f) break; /* not part of a CSI sequence */
        if (c.inter) c.bad = true;
        any = true;
        if (b >= '0' && b <= '9') {
            if (c.np < PARAMS) {
                uint32_t *v = &c.p[c.np][sub];
                if (*v > (UINT32_MAX - 9) / 10) c.bad = true;
                else *v = *v * 10 + (b - '0');
            }
        } else if (b == ':') {
            if (++sub == SUBPARAMS) c.bad = true, sub = SUBPARAMS - 1;
        } else if (b == ';') {
            if (++c.np >= PARAMS) c.bad = true, c.np = PARAMS - 1;
            sub = 0;
        } else {
            c.bad = true;
        }
    }
    if (any) c.np++;
    if (!c.final) {
        /* rxvt ends some keys with '$' (shift-f11 is CSI 23$), an intermediate byte elsewhere. */
        if (c.inter == '$' && p[i - 1] == '$') return csi_meaning(o, &c, p, n, final, i);
        if (i == 2) return key_event(o, (Key){'[', KEY_MOD_ALT}, 2);
        return typed_event(o, KEV_UNKNOWN, i);
    }
    return csi_meaning(o, &c, p, n, final, i);
}

/* ESC O [modifier digits] final at p. */
static Res ss3(const unsigned char *p, size_t n, bool final, Out *o)
{
    size_t i = 2;
    uint32_t m = 0;
    while (i < n && p[i] >= '0' && p[i] <= '9' && i < 6) m = m * 10 + (p[i++] - '0');
    if (i == n) {
        if (!final) return R_NEED;
        if (i == 2) return key_event(o, (Key){'O', KEY_MOD_ALT}, 2);
        return typed_event(o, KEV_UNKNOWN, i);
    }
    unsigned char b = p[i];
    static const char keypad[] = "*+,-./0123456789"; /* SS3 j .. y */
    unsigned mods = param_mods(m, NULL);
    uint32_t cp = b == 'R' ? KEY_F1 + 2 : letter_key(b);
    if (b == ' ') cp = KEY_SPACE;
    else if (b == 'I') cp = KEY_TAB;
    else if (b == 'M') cp = KEY_ENTER;
    else if (b == 'X') cp = '=';
    else if (b >= 'j' && b <= 'y') cp = (unsigned char)keypad[b - 'j'];
    else if (b >= 'a' && b <= 'd') { /* rxvt: ctrl-arrow */
        cp = letter_key((unsigned char)(b - 'a' + 'A'));
        mods |= KEY_MOD_CTRL;
    }
    if (!cp) {
        if (b >= 0x40 && b <= 0x7e) return typed_event(o, KEV_UNKNOWN, i + 1);
        if (i == 2) return key_event(o, (Key){'O', KEY_MOD_ALT}, 2);
        return typed_event(o, KEV_UNKNOWN, i);
    }
    return key_event(o, (Key){cp, mods}, i + 1);
}

/* Whether ESC x y starts a terminal string: a reply (DCS "1$r", "1+r",
 * ">|"; OSC "11;rgb:..."; kitty's APC "G...") rather than alt-x then y. */
static bool string_start(unsigned char x, unsigned char y)
{
    if (x == 'P') return (y >= '0' && y <= '9') || strchr(">|!=+$", y);
    if (x == ']') return y >= '0' && y <= '9';
    return x == '_' && y == 'G';
}

static Res escape(const unsigned char *p, size_t n, bool final, Out *o);

/* ESC ESC ...: alt with a sequence (rxvt's alt-arrows), else alt-escape. */
static Res double_escape(const unsigned char *p, size_t n, bool final, Out *o)
{
    if (n == 2) return final ? key_event(o, (Key){KEY_ESCAPE, KEY_MOD_ALT}, 2) : R_NEED;
    if (p[2] == '[' || p[2] == 'O') {
        Res r = escape(p + 1, n - 1, final, o);
        if (r == R_NEED) return R_NEED;
        if (o->used > 2 || o->ev->type != KEV_KEY) {
            if (r == R_EVENT && o->ev->type == KEV_KEY) o->ev->key.mods |= KEY_MOD_ALT;
            o->used++;
            return r;
        }
        memset(o->ev, 0, sizeof *o->ev);
        o->mode = MODE_KEYS;
    }
    return key_event(o, (Key){KEY_ESCAPE, KEY_MOD_ALT}, 2);
}

static Res escape(const unsigned char *p, size_t n, bool final, Out *o)
{
    if (n == 1) return final ? key_event(o, (Key){KEY_ESCAPE, 0}, 1) : R_NEED;
    unsigned char x = p[1];
    if (x == '[') return csi(p, n, final, o);
    if (x == 'O') return ss3(p, n, final, o);
    if (x == 0x1b) return double_escape(p, n, final, o);
    if (x == 'P' || x == ']' || x == '_') {
        if (n == 2 && !final) return R_NEED;
        if (n > 2 && string_start(x, p[2])) {
            o->used = 0;
            o->mode = MODE_STRING;
            return R_NONE;
        }
    }
    Key k;
    size_t used;
    if (character(p + 1, n - 1, final, &k, &used) == R_NEED) return R_NEED;
    k.mods |= KEY_MOD_ALT;
    return key_event(o, k, used + 1);
}

/* Looks for the end of a terminal string in p[0..n), from *scan on. True
 * with *end just after its terminator (ST or BEL), or at an ESC that starts
 * something else (the string was cut short); false when the end is not there
 * yet, with *scan where to look next time. */
static bool string_end(const unsigned char *p, size_t n, size_t *scan, size_t *end)
{
    for (size_t i = *scan; i < n; i++) {
        if (p[i] == 0x07) {
            *end = i + 1;
            return true;
        }
        if (p[i] != 0x1b) continue;
        if (i + 1 == n) {
            *scan = i;
            return false;
        }
        *end = p[i + 1] == '\\' ? i + 2 : i;
        return true;
    }
    *scan = n;
    return false;
}

void kd_init(KeyDecoder *kd)
{
    memset(kd, 0, sizeof *kd);
    kd->paste_max = (size_t)64 << 20;
}

void kd_fini(KeyDecoder *kd)
{
    free(kd->buf);
    kd_init(kd);
}

void kd_reset(KeyDecoder *kd)
{
    kd->start = kd->len = kd->scan = 0;
    kd->mode = MODE_KEYS;
}

void kd_take_pending(KeyDecoder *kd, StrBuf *out)
{
    if (kd->mode == MODE_PASTE) sb_append_cstr(out, "\033[200~");
    if (kd->len > kd->start) sb_append_mem(out, kd->buf + kd->start, kd->len - kd->start);
    kd_reset(kd);
}

void kd_push(KeyDecoder *kd, const char *bytes, size_t n)
{
    if (kd->start == kd->len) {
        kd->start = kd->len = 0;
        if (kd->cap > ((size_t)1 << 20) && n < ((size_t)1 << 16)) { /* after a big paste */
            free(kd->buf);
            kd->buf = NULL;
            kd->cap = 0;
        }
    }
    if (kd->len + n > kd->cap && kd->start) {
        memmove(kd->buf, kd->buf + kd->start, kd->len - kd->start);
        kd->len -= kd->start;
        kd->start = 0;
    }
    if (kd->len + n > kd->cap) {
        size_t cap = kd->cap ? kd->cap : 4096;
        while (cap < kd->len + n) cap *= 2;
        kd->buf = xrealloc(kd->buf, cap);
        kd->cap = cap;
    }
    memcpy(kd->buf + kd->len, bytes, n);
    kd->len += n;
}

/* The paste in progress: its end, or a piece of it when it is too big. */
static Res paste(KeyDecoder *kd, const unsigned char *p, size_t n, Out *o)
{
    size_t from = kd->scan > PASTE_END_LEN ? kd->scan - (PASTE_END_LEN - 1) : 0;
    const unsigned char *end = NULL;
    for (size_t i = from; !end && i + PASTE_END_LEN <= n; i++) {
        const unsigned char *e = memchr(p + i, 0x1b, n - i);
        if (!e || (size_t)(e - p) + PASTE_END_LEN > n) break;
        i = (size_t)(e - p);
        if (!memcmp(e, PASTE_END, PASTE_END_LEN)) end = e;
    }
    size_t len = end ? (size_t)(end - p) : 0;
    if (!end) {
        kd->scan = n;
        if (n < PASTE_END_LEN || n - (PASTE_END_LEN - 1) <= kd->paste_max) return R_NEED;
        len = kd->paste_max; /* a piece, not cutting a UTF-8 character */
        for (int back = 0; back < 3 && len > 1 && (p[len] & 0xc0) == 0x80; back++) len--;
    }
    o->ev->type = KEV_PASTE;
    o->ev->text = o->ev->raw = (Str){(const char *)p, len};
    o->ev->more = !end;
    o->used = end ? len + PASTE_END_LEN : len;
    o->mode = end ? MODE_KEYS : MODE_PASTE;
    return R_EVENT;
}

/* The bytes at the start in the current mode. */
static Res step(KeyDecoder *kd, const unsigned char *p, size_t n, bool final, Out *o)
{
    size_t end;
    switch (kd->mode) {
    case MODE_PASTE: return paste(kd, p, n, o);
    case MODE_STRING:
        /* Only the first STRING_MAX bytes are searched, so where a long
         * string is cut does not depend on how the input was split. */
        if (!string_end(p, n < STRING_MAX ? n : STRING_MAX, &kd->scan, &end)) {
            if (n >= STRING_MAX) {
                o->mode = MODE_SKIP_STRING;
                end = STRING_MAX;
            } else if (!final) {
                return R_NEED;
            } else {
                end = n;
            }
        }
        o->mode = o->mode == MODE_SKIP_STRING ? MODE_SKIP_STRING : MODE_KEYS;
        return typed_event(o, KEV_UNKNOWN, end);
    case MODE_SKIP_STRING: {
        size_t scan = 0;
        if (string_end(p, n, &scan, &end)) {
            o->used = end;
            o->mode = MODE_KEYS;
        } else if (final) {
            o->used = n;
            o->mode = MODE_KEYS;
        } else if (!(o->used = scan)) {
            return R_NEED;
        }
        return R_NONE;
    }
    case MODE_SKIP_CSI: {
        size_t i = 0;
        while (i < n && p[i] >= 0x20 && p[i] <= 0x3f) i++;
        if (i < n || final) o->mode = MODE_KEYS;
        if (i < n && p[i] >= 0x40 && p[i] <= 0x7e) i++; /* the final byte */
        o->used = i;
        return R_NONE;
    }
    }
    if (p[0] == 0x1b) return escape(p, n, final, o);
    Key k;
    size_t used;
    if (character(p, n, final, &k, &used) == R_NEED) return R_NEED;
    return key_event(o, k, used);
}

static bool next(KeyDecoder *kd, bool final, KeyEvent *ev)
{
    for (;;) {
        size_t n = kd->len - kd->start;
        if (!n) {
            if (final && kd->mode != MODE_PASTE) kd->mode = MODE_KEYS;
            return false;
        }
        const unsigned char *p = (const unsigned char *)kd->buf + kd->start;
        memset(ev, 0, sizeof *ev);
        Out o = {ev, 0, kd->mode};
        Res r = step(kd, p, n, final, &o);
        if (r == R_NEED) return false;
        MN_ASSERT(o.used <= n && (o.used || o.mode != kd->mode));
        if (o.mode == MODE_STRING && kd->mode != MODE_STRING) kd->scan = 2; /* after ESC P */
        else if (o.used || o.mode != kd->mode) kd->scan = 0;
        kd->mode = o.mode;
        kd->start += o.used;
        if (kd->start == kd->len) kd->start = kd->len = 0; /* buffer memory stays */
        if (r == R_EVENT) {
            if (!ev->raw.ptr) ev->raw = (Str){(const char *)p, o.used};
            return true;
        }
    }
}

bool kd_next(KeyDecoder *kd, KeyEvent *ev)
{
    return next(kd, false, ev);
}

bool kd_timeout(KeyDecoder *kd, KeyEvent *ev)
{
    return next(kd, true, ev);
}

bool kd_take_device_attrs(KeyDecoder *kd)
{
    if (kd->mode != MODE_KEYS) return false;
    for (size_t i = kd->start; i + 3 < kd->len; i++) {
        if (kd->buf[i] != '\x1b' || kd->buf[i + 1] != '[' || kd->buf[i + 2] != '?') continue;
        size_t j = i + 3;
        while (j < kd->len && ((kd->buf[j] >= '0' && kd->buf[j] <= '9') || kd->buf[j] == ';')) j++;
        if (j < kd->len && kd->buf[j] == 'c') {
            memmove(kd->buf + i, kd->buf + j + 1, kd->len - j - 1);
            kd->len -= j + 1 - i;
            return true;
        }
    }
    return false;
}

bool kd_take_cursor_report(KeyDecoder *kd, unsigned *row)
{
    if (kd->mode != MODE_KEYS) return false;
    for (size_t i = kd->start; i + 3 < kd->len; i++) {
        if (kd->buf[i] != '\x1b' || kd->buf[i + 1] != '[') continue;
        size_t j = i + 2;
        unsigned n = 0;
        while (j < kd->len && kd->buf[j] >= '0' && kd->buf[j] <= '9' && n < 100000)
            n = n * 10 + (unsigned)(kd->buf[j++] - '0');
        if (j == i + 2 || j >= kd->len || kd->buf[j] != ';') continue;
        size_t k = ++j;
        while (j < kd->len && kd->buf[j] >= '0' && kd->buf[j] <= '9') j++;
        if (j == k || j >= kd->len || kd->buf[j] != 'R') continue;
        memmove(kd->buf + i, kd->buf + j + 1, kd->len - j - 1);
        kd->len -= j + 1 - i;
        *row = n;
        return true;
    }
    return false;
}

KdWait kd_wait(const KeyDecoder *kd)
{
    if (kd->mode == MODE_PASTE) return KD_WAIT_PASTE;
    if (kd->len > kd->start || kd->mode != MODE_KEYS) return KD_WAIT_ESCAPE;
    return KD_WAIT_NONE;
}

/* fish's apply_shift: the key with shift folded into the character, or
 * false when that character is not known. */
static bool fold_shift(Key *k, uint32_t shifted, bool ascii)
{
    if (!(k->mods & KEY_MOD_SHIFT)) return true;
    if (shifted) k->cp = shifted;
    else if (ascii && k->cp >= 'a' && k->cp <= 'z') k->cp -= 'a' - 'A';
    else return false;
    k->mods &= ~(unsigned)KEY_MOD_SHIFT;
    return true;
}

KeyMatch kd_match(const KeyEvent *ev, Key bound)
{
    if (key_eq(ev->key, bound)) return KEY_MATCH_EXACT;
    Key folded_bound = bound;
    bool bound_ok = fold_shift(&folded_bound, 0, true);
    Key folded = ev->key;
    if (bound_ok && fold_shift(&folded, ev->shifted_cp, false) && key_eq(folded, folded_bound))
        return KEY_MATCH_MODULO_SHIFT;
    if (ev->base_cp) {
        Key base = {ev->base_cp, ev->key.mods};
        if (key_eq(base, bound)) return KEY_MATCH_BASE_LAYOUT;
        if (bound_ok && fold_shift(&base, 0, true) && key_eq(base, folded_bound))
            return KEY_MATCH_BASE_LAYOUT_MODULO_SHIFT;
    }
    return KEY_MATCH_NONE;
}

uint32_t kd_typed_char(const KeyEvent *ev)
{
    Key k = ev->key;
    if (ev->type != KEV_KEY || (k.mods & ~(unsigned)KEY_MOD_SHIFT)) return 0;
    if (k.cp == KEY_SPACE) return ' ';
    if (k.cp < 0x20 || k.cp == 0x7f || k.cp >= KEY_SPECIAL_BASE) return 0;
    if (k.mods & KEY_MOD_SHIFT) return ev->shifted_cp ? ev->shifted_cp : uc_upper(k.cp);
    return k.cp;
}

const char *kd_event_name(KeyEventType type)
{
    switch (type) {
    case KEV_KEY: return "key";
    case KEV_PASTE: return "paste";
    case KEV_FOCUS_IN: return "focus-in";
    case KEV_FOCUS_OUT: return "focus-out";
    case KEV_MOUSE: return "mouse";
    case KEV_CURSOR_POS: return "cursor-position";
    case KEV_DEVICE_ATTRS: return "device-attributes";
    case KEV_KITTY_FLAGS: return "kitty-flags";
    case KEV_UNKNOWN: return "unknown";
    }
    return "?";
}
