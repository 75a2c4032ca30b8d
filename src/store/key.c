/* store/key.c - fish 4's key notation: parsing `bind` arguments into keys
 * and printing keys back.
 *
 * Two notations meet here. The current one names keys ("ctrl-x,alt-left");
 * the legacy one is the raw characters a terminal sends ("\cx", "\e\[D"),
 * which the shell has already unescaped. A short text without '-' or ',' or
 * one that starts with a control character is read the legacy way. Either way
 * every key goes through the same canonical form (control characters become
 * ctrl-LETTER, "\r" enter, an escape before a key becomes alt), so both
 * spellings of a key compare equal. */
#include "store/key.h"

#include "base/escape.h"
#include "base/utf8.h"

#include <string.h>

static const char *const special_names[] = {
    [KEY_BACKSPACE - KEY_SPECIAL_BASE] = "backspace",
    [KEY_DELETE - KEY_SPECIAL_BASE] = "delete",
    [KEY_ESCAPE - KEY_SPECIAL_BASE] = "escape",
    [KEY_ENTER - KEY_SPECIAL_BASE] = "enter",
    [KEY_UP - KEY_SPECIAL_BASE] = "up",
    [KEY_DOWN - KEY_SPECIAL_BASE] = "down",
    [KEY_LEFT - KEY_SPECIAL_BASE] = "left",
    [KEY_RIGHT - KEY_SPECIAL_BASE] = "right",
    [KEY_PAGEUP - KEY_SPECIAL_BASE] = "pageup",
    [KEY_PAGEDOWN - KEY_SPECIAL_BASE] = "pagedown",
    [KEY_HOME - KEY_SPECIAL_BASE] = "home",
    [KEY_END - KEY_SPECIAL_BASE] = "end",
    [KEY_INSERT - KEY_SPECIAL_BASE] = "insert",
    [KEY_TAB - KEY_SPECIAL_BASE] = "tab",
    [KEY_SPACE - KEY_SPECIAL_BASE] = "space",
    [KEY_MENU - KEY_SPECIAL_BASE] = "menu",
    [KEY_PRINTSCREEN - KEY_SPECIAL_BASE] = "printscreen",
    [KEY_F1 - KEY_SPECIAL_BASE] = "f1",
    [KEY_F1 + 1 - KEY_SPECIAL_BASE] = "f2",
    [KEY_F1 + 2 - KEY_SPECIAL_BASE] = "f3",
    [KEY_F1 + 3 - KEY_SPECIAL_BASE] = "f4",
    [KEY_F1 + 4 - KEY_SPECIAL_BASE] = "f5",
    [KEY_F1 + 5 - KEY_SPECIAL_BASE] = "f6",
    [KEY_F1 + 6 - KEY_SPECIAL_BASE] = "f7",
    [KEY_F1 + 7 - KEY_SPECIAL_BASE] = "f8",
    [KEY_F1 + 8 - KEY_SPECIAL_BASE] = "f9",
    [KEY_F1 + 9 - KEY_SPECIAL_BASE] = "f10",
    [KEY_F1 + 10 - KEY_SPECIAL_BASE] = "f11",
    [KEY_F12 - KEY_SPECIAL_BASE] = "f12",
};

const char *key_special_name(uint32_t cp)
{
    if (cp < KEY_SPECIAL_BASE || cp >= KEY_SPECIAL_END) return NULL;
    return special_names[cp - KEY_SPECIAL_BASE];
}

/* The name notation gives a key: the special names, "minus" and "comma"
 * (function keys are read separately: "f13" has its own error). */
static bool lookup_name(Str name, uint32_t *cp)
{
    if (str_eq_cstr(name, "minus")) *cp = '-';
    else if (str_eq_cstr(name, "comma")) *cp = ',';
    else {
        for (uint32_t c = KEY_SPECIAL_BASE; c < KEY_F1; c++)
            if (str_eq_cstr(name, special_names[c - KEY_SPECIAL_BASE])) {
                *cp = c;
                return true;
            }
        return false;
    }
    return true;
}

/* The name key_format prints for cp, or NULL for a character. */
static const char *format_name(uint32_t cp)
{
    if (cp == '-') return "minus";
    if (cp == ',') return "comma";
    return key_special_name(cp);
}

/* Characters that have keys of their own when typed: fish's
 * canonicalize_keyed_control_char (0x7f is taken as the erase character). */
static uint32_t keyed(uint32_t c)
{
    switch (c) {
    case '\r': return KEY_ENTER;
    case '\t': return KEY_TAB;
    case ' ': return KEY_SPACE;
    case 0x7f: return KEY_BACKSPACE;
    case 0x1b: return KEY_ESCAPE;
    default: return c;
    }
}

/* A control character other than those: the character typed with ctrl. */
static uint32_t unkeyed(uint32_t c)
{
    if (c == 0) return KEY_SPACE;
    if (c < 27) return c - 1 + 'a';
    return c - 1 + 'A';
}

Key key_from_byte(unsigned char c)
{
    uint32_t k = keyed(c);
    if (k != c) return (Key){k, 0};
    if (c < 0x20) return (Key){unkeyed(c), KEY_MOD_CTRL};
    return (Key){c, 0};
}

/* fish's canonicalize_key: a raw escape is left for escapes(); other control
 * characters become their key or ctrl-LETTER. False when ctrl was already
 * given for a control character. */
static bool canonical(Key *k)
{
    if (k->cp == 0x1b) return true;
    k->cp = keyed(k->cp);
    if (k->cp < 0x20) {
        if (k->mods & KEY_MOD_CTRL) {
            k->cp = unkeyed(k->cp);
            return false;
        }
        k->cp = unkeyed(k->cp);
        k->mods |= KEY_MOD_CTRL;
    }
    return true;
}

/* Collects keys into a sequence, turning a raw escape before a key into alt
 * (historical "\ek" means alt-k; "\e\e" alt-escape; a last "\e" escape). */
typedef struct Builder {
    KeySeq *seq;
    StrBuf *err;
    Str text;
    bool escape; /* a raw escape waits for the next key */
} Builder;

static bool push(Builder *b, Key k)
{
    if (b->seq->n == KEY_SEQ_MAX) {
        sb_printf(b->err, "too many keys in '%.*s' (at most %d)", (int)b->text.len, b->text.ptr,
                  KEY_SEQ_MAX);
        return false;
    }
    b->seq->keys[b->seq->n++] = k;
    return true;
}

static bool add(Builder *b, Key k)
{
    if (!b->escape) {
        if (k.cp == 0x1b) {
            b->escape = true;
            return true;
        }
        return push(b, k);
    }
    b->escape = false;
    if (k.mods & KEY_MOD_ALT) {
        if (!push(b, (Key){KEY_ESCAPE, 0})) return false;
    } else {
        k.mods |= KEY_MOD_ALT;
        if (k.cp == 0x1b) k.cp = KEY_ESCAPE;
    }
    return push(b, k);
}

static bool finish(Builder *b)
{
    if (b->escape) {
        b->escape = false;
        return push(b, (Key){KEY_ESCAPE, 0});
    }
    return true;
}

/* The code point at *i in s (a bad byte is KEY_BYTE_BASE + byte); advances *i. */
static uint32_t next_char(Str s, size_t *i)
{
    uint32_t cp;
    size_t n = utf8_decode(s.ptr + *i, s.len - *i, &cp);
    if (cp == UTF8_INVALID) cp = KEY_BYTE_BASE + (unsigned char)s.ptr[*i];
    *i += n;
    return cp;
}

static size_t count_chars(Str s)
{
    size_t n = 0;
    for (size_t i = 0; i < s.len; n++) next_char(s, &i);
    return n;
}

static bool is_key_name(Str s)
{
    uint32_t cp;
    return lookup_name(s, &cp);
}

/* Whether text is read the legacy way: raw characters, one key each. */
static bool legacy_form(Str text, size_t nchars)
{
    size_t i = 0;
    uint32_t first = next_char(text, &i);
    if (first < 0x20) return true;
    if (nchars < 2 || nchars > 3) return false;
    if (memchr(text.ptr, '-', text.len) || memchr(text.ptr, ',', text.len)) return false;
    if (is_key_name(text) || first == 'F') return false;
    return !(first == 'f' && i < text.len && text.ptr[i] >= '0' && text.ptr[i] <= '9');
}

static void escaped(Str s, StrBuf *out)
{
    escape_script_flags(s, ESCAPE_NO_QUOTED | ESCAPE_NO_PRINTABLES, out);
}

/* One comma-separated piece of the named notation: "ctrl-alt-x", "f5", "-". */
static bool parse_named(Builder *b, Str piece)
{
    if (str_eq_cstr(piece, "-")) return add(b, (Key){'-', 0});
    unsigned mods = 0;
    size_t start = 0;
    for (const char *dash; (dash = memchr(piece.ptr + start, '-', piece.len - start));) {
        Str m = str_make(piece.ptr + start, (size_t)(dash - piece.ptr) - start);
        if (str_eq_cstr(m, "ctrl")) mods |= KEY_MOD_CTRL;
        else if (str_eq_cstr(m, "alt")) mods |= KEY_MOD_ALT;
        else if (str_eq_cstr(m, "shift")) mods |= KEY_MOD_SHIFT;
        else if (str_eq_cstr(m, "super")) mods |= KEY_MOD_SUPER;
        else {
            sb_printf(b->err, "unknown modifier '%.*s' in '", (int)m.len, m.ptr);
            escaped(piece, b->err);
            sb_append_char(b->err, '\'');
            return false;
        }
        start = (size_t)(dash - piece.ptr) + 1;
    }
    Str name = str_make(piece.ptr + start, piece.len - start);
    size_t nchars = count_chars(name);
    Key k = {0, mods};
    size_t i = 0;
    if (lookup_name(name, &k.cp) || (nchars == 1 && (k.cp = next_char(name, &i), true))) {
        if (!canonical(&k)) {
            sb_append_cstr(b->err, "Cannot add control modifier to control character '");
            key_format(k, b->err);
            sb_append_char(b->err, '\'');
            return false;
        }
        return add(b, k);
    }
    if (name.len && name.ptr[0] == 'f' && nchars <= 3) {
        Str num = str_sub(name, 1, name.len - 1);
        unsigned n = 0;
        bool digits = num.len > 0;
        for (size_t j = 0; j < num.len; j++) {
            if (num.ptr[j] < '0' || num.ptr[j] > '9') digits = false;
            else n = n * 10 + (unsigned)(num.ptr[j] - '0');
        }
        if (!digits || n < 1 || n > 12) {
            sb_printf(b->err, "only f1 through f12 are supported, not 'f%.*s'", (int)num.len,
                      num.ptr);
            return false;
        }
        return add(b, (Key){KEY_F1 + n - 1, mods});
    }
    sb_append_cstr(b->err, "cannot parse key '");
    escaped(piece, b->err);
    sb_append_char(b->err, '\'');
    return false;
}

bool key_parse(Str text, KeySeq *seq, StrBuf *err)
{
    Builder b = {seq, err, text, false};
    seq->n = 0;
    if (!text.len) return true;
    size_t nchars = count_chars(text);
    if (nchars == 1 || legacy_form(text, nchars)) {
        for (size_t i = 0; i < text.len;) {
            Key k = {next_char(text, &i), 0};
            canonical(&k); /* no modifier yet, so it cannot fail */
            if (!add(&b, k)) return false;
        }
        return finish(&b);
    }
    for (size_t start = 0;;) {
        const char *comma = memchr(text.ptr + start, ',', text.len - start);
        size_t end = comma ? (size_t)(comma - text.ptr) : text.len;
        if (!parse_named(&b, str_make(text.ptr + start, end - start))) return false;
        if (!comma) break;
        start = end + 1;
    }
    return finish(&b);
}

static const char hex[] = "0123456789abcdef";

void key_format_char(uint32_t cp, bool first, StrBuf *out)
{
    if (cp >= KEY_BYTE_BASE && cp < KEY_BYTE_END) {
        sb_printf(out, "\\x%02x", (unsigned)(cp - KEY_BYTE_BASE));
    } else if (cp <= ' ' || cp == 0x7f) {
        if (cp == '\t') sb_append_cstr(out, "\\t");
        else if (cp == '\r') sb_append_cstr(out, "\\r");
        else if (cp == 0x1b) sb_append_cstr(out, "\\e");
        else {
            char esc[] = {'\\', 'x', hex[cp >> 4], hex[cp & 15]};
            sb_append_mem(out, esc, 4);
        }
    } else if (cp < 0x80) {
        if (strchr("[]()<>{}*\\$;&|'\"", (int)cp) || (first && (cp == '~' || cp == '#')))
            sb_append_char(out, '\\');
        sb_append_char(out, (char)cp);
    } else if (cp >= KEY_SPECIAL_BASE) {
        const char *name = key_special_name(cp);
        if (name) sb_append_cstr(out, name);
        else sb_printf(out, "\\U%06X", (unsigned)cp);
    } else if (cp >= 0xe000 && cp <= 0xf8ff) {
        sb_printf(out, "\\u%04X", (unsigned)cp);
    } else if (uc_width(cp) > 0) {
        char buf[4];
        sb_append_mem(out, buf, utf8_encode(cp, buf));
    } else if (cp <= 0xffff) {
        sb_printf(out, "\\u%04X", (unsigned)cp);
    } else {
        sb_printf(out, "\\U%06X", (unsigned)cp);
    }
}

void key_format(Key k, StrBuf *out)
{
    if (k.mods & KEY_MOD_SUPER) sb_append_cstr(out, "super-");
    if (k.mods & KEY_MOD_CTRL) sb_append_cstr(out, "ctrl-");
    if (k.mods & KEY_MOD_ALT) sb_append_cstr(out, "alt-");
    if (k.mods & KEY_MOD_SHIFT) sb_append_cstr(out, "shift-");
    const char *name = format_name(k.cp);
    if (name) sb_append_cstr(out, name);
    else key_format_char(k.cp, k.mods == 0, out);
}

void key_format_seq(const KeySeq *seq, StrBuf *out)
{
    for (size_t i = 0; i < seq->n; i++) {
        if (i) sb_append_char(out, ',');
        key_format(seq->keys[i], out);
    }
}
