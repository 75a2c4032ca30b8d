/* base/escape.c - fish's script quoting and unquoting, and its var-name encoding.
 *
 * escape_script makes one pass that writes backslash escapes and notes what
 * it met; when nothing needed more than quotes, the quoted form replaces it. */
#include "base/escape.h"

#include "base/utf8.h"

#include <stdint.h>
#include <string.h>

static const char hex_lower[] = "0123456789abcdef";
static const char hex_upper[] = "0123456789ABCDEF";

/* The characters a backslash (or quotes) keep from meaning something. */
static bool special(uint32_t c)
{
    return c < 0x80 && c && strchr("&$ #<>()[]{}*|;\"%~", (int)c);
}

/* s inside quote characters q: only q, '\' and (in double quotes) '$' need a backslash. */
static void append_quoted(Str s, char q, StrBuf *out)
{
    sb_append_char(out, q);
    for (size_t i = 0; i < s.len; i++) {
        char c = s.ptr[i];
        if (c == q || c == '\\' || (c == '$' && q == '"')) sb_append_char(out, '\\');
        sb_append_char(out, c);
    }
    sb_append_char(out, q);
}

void escape_script(Str s, StrBuf *out)
{
    escape_script_flags(s, 0, out);
}

void escape_script_flags(Str s, unsigned flags, StrBuf *out)
{
    bool quotes = !(flags & ESCAPE_NO_QUOTED);
    bool printables = !(flags & ESCAPE_NO_PRINTABLES);
    if (!s.len) {
        if (quotes) sb_append_cstr(out, "''");
        return;
    }
    size_t start = out->len;
    bool need_escape = false, complex = false;
    size_t singles = 0, doubles = 0, dollars = 0;
    uint32_t prev = 0;
    for (size_t i = 0; i < s.len;) {
        uint32_t c;
        size_t n = utf8_decode(s.ptr + i, s.len - i, &c);
        if (c == UTF8_INVALID) {
            unsigned char b = (unsigned char)s.ptr[i];
            char esc[] = {'\\', 'X', hex_lower[b >> 4], hex_lower[b & 15]};
            sb_append_mem(out, esc, 4);
            need_escape = complex = true;
        } else if (c == '\t' || c == '\n' || c == '\b' || c == '\r' || c == 0x1B || c == 0x7F) {
            sb_append_cstr(out, c == '\t' ? "\\t" : c == '\n' ? "\\n" : c == '\b' ? "\\b"
                                : c == '\r' ? "\\r" : c == 0x1B ? "\\e" : "\\x7f");
            need_escape = complex = true;
        } else if (c == '\\' || c == '\'') {
            singles += c == '\'';
            if (printables || c == '\\') sb_append_char(out, '\\');
            sb_append_char(out, (char)c);
            need_escape = true;
        } else if (special(c) && printables) {
            doubles += c == '"';
            dollars += c == '$';
            if (c != '#' || !uc_is_alnum(prev)) {
                sb_append_char(out, '\\');
                need_escape = true;
            }
            sb_append_char(out, (char)c);
        } else if (c <= 0x19) {
            /* fish's range stops at 0x19: 0x1A and 0x1C to 0x1F pass as they are */
            char esc[4] = {'\\', 'c', (char)('a' + c - 1), 0};
            if (c == 0) esc[1] = 'x', esc[2] = '0', esc[3] = '0';
            sb_append_mem(out, esc, c == 0 ? 4 : 3);
            need_escape = complex = true;
        } else {
            sb_append_mem(out, s.ptr + i, n);
        }
        prev = c;
        i += n;
    }
    if (quotes && printables && need_escape && !complex) {
        out->len = start;
        append_quoted(s, singles > doubles + dollars ? '"' : '\'', out);
    }
}

static bool ascii_alnum(unsigned char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static bool upper_hex(unsigned char c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F');
}

void escape_var(Str s, StrBuf *out)
{
    bool in_run = false;
    for (size_t i = 0; i < s.len; i++) {
        unsigned char c = (unsigned char)s.ptr[i];
        if (ascii_alnum(c) && (!in_run || !upper_hex(c))) {
            if (in_run) sb_append_char(out, '_');
            in_run = false;
            sb_append_char(out, (char)c);
        } else if (c == '_') {
            sb_append_cstr(out, "__");
            in_run = false;
        } else {
            char esc[] = {'_', hex_upper[c >> 4], hex_upper[c & 15]};
            sb_append_mem(out, esc, 3);
            in_run = true;
        }
    }
    if (in_run) sb_append_char(out, '_');
}

/* A hex digit's value (either case), or -1. */
static int hex_value(unsigned char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f') return (c | 0x20) - 'a' + 10;
    return -1;
}

bool unescape_var(Str s, StrBuf *out)
{
    bool after_hex = false;
    for (size_t i = 0; i < s.len; i++) {
        unsigned char c = (unsigned char)s.ptr[i];
        if (c > 0x7F) return false;
        if (c != '_') {
            sb_append_char(out, (char)c);
            continue;
        }
        if (i + 1 == s.len) return after_hex; /* the '_' closing the last run */
        unsigned char c1 = (unsigned char)s.ptr[i + 1];
        if (c1 == '_') {
            sb_append_char(out, '_');
            i++;
        } else if (upper_hex(c1)) {
            int lo = i + 2 < s.len ? hex_value((unsigned char)s.ptr[i + 2]) : -1;
            if (lo < 0) return false;
            sb_append_char(out, (char)(hex_value(c1) << 4 | lo));
            i += 2;
            after_hex = true;
        }
        /* Otherwise the '_' only ended a run. */
    }
    return true;
}

/* The code point at s[i] and its length in *len (UTF8_INVALID for a bad byte). */
static uint32_t char_at(Str s, size_t i, size_t *len)
{
    uint32_t cp = (unsigned char)s.ptr[i];
    *len = cp < 0x80 ? 1 : utf8_decode(s.ptr + i, s.len - i, &cp);
    return cp;
}

static void append_cp(StrBuf *out, uint32_t cp)
{
    char enc[4];
    sb_append_mem(out, enc, utf8_encode(cp, enc));
}

/* The backslash escape at s[i] (outside quotes). Returns the bytes it took,
 * or 0 when it is not a valid escape. */
static size_t unescape_backslash(Str s, size_t i, StrBuf *out)
{
    if (i + 1 >= s.len) return 0;
    unsigned char c = (unsigned char)s.ptr[i + 1];
    size_t pos = i + 2;
    uint32_t cp;
    switch (c) {
    case 'a': cp = 7; break;
    case 'b': cp = 8; break;
    case 'e': cp = 0x1B; break;
    case 'f': cp = 12; break;
    case 'n': cp = 10; break;
    case 'r': cp = 13; break;
    case 't': cp = 9; break;
    case 'v': cp = 11; break;
    case '\n': return 2;
    case 'c': {
        if (pos >= s.len) return 0;
        size_t n;
        uint32_t x = char_at(s, pos, &n);
        if (x >= 'a' && x <= 'a' + 32) cp = x - 'a' + 1;
        else if (x >= 'A' && x <= 'A' + 32) cp = x - 'A' + 1;
        else return 0;
        pos += n;
        break;
    }
    case 'x': case 'X': case 'u': case 'U':
    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7': {
        int base = 16, digits = 2;
        uint64_t max = 0xFF;
        if (c == 'u') digits = 4, max = 0xFFFF;
        else if (c == 'U') digits = 8, max = 0x10FFFF;
        else if (c >= '0' && c <= '7') base = 8, digits = 3, max = 0x7F, pos = i + 1;
        uint64_t v = 0;
        int got = 0;
        for (; got < digits && pos < s.len; got++, pos++) {
            int d = hex_value((unsigned char)s.ptr[pos]);
            if (d < 0 || d >= base) break;
            v = v * (uint64_t)base + (uint64_t)d;
        }
        if (!got || v > max) return 0;
        if (c == 'x' || c == 'X') {
            sb_append_char(out, (char)v); /* a raw byte */
            return pos - i;
        }
        cp = v >= 0xD800 && v <= 0xDFFF ? 0xFFFD : (uint32_t)v;
        break;
    }
    default: {
        size_t n;
        cp = char_at(s, i + 1, &n);
        if (cp == UTF8_INVALID) {
            sb_append_char(out, s.ptr[i + 1]);
            return 2;
        }
        pos = i + 1 + n;
        break;
    }
    }
    if (utf8_fish_reserved(cp)) return 0;
    append_cp(out, cp);
    return pos - i;
}

/* fish's unescaping of a script word: quotes removed, backslash escapes
 * applied. False for a bad escape or a backslash at the very end. */
bool unescape_script(Str s, StrBuf *out)
{
    char quote = 0;
    for (size_t i = 0; i < s.len;) {
        char c = s.ptr[i];
        char next = i + 1 < s.len ? s.ptr[i + 1] : 0;
        bool at_end = i + 1 >= s.len;
        if (!quote) {
            if (c == '\\') {
                size_t n = unescape_backslash(s, i, out);
                if (!n) return false;
                i += n;
                continue;
            }
            if (c == '\'' || c == '"') quote = c;
            else sb_append_char(out, c);
        } else if (quote == '\'') {
            if (c == '\\' && at_end) return false;
            if (c == '\\' && (next == '\\' || next == '\'')) {
                sb_append_char(out, next);
                i += 2;
                continue;
            }
            if (c == '\'') quote = 0;
            else sb_append_char(out, c);
        } else {
            if (c == '\\' && at_end) return false;
            if (c == '\\' && (next == '\\' || next == '$' || next == '"')) {
                sb_append_char(out, next);
                i += 2;
                continue;
            }
            if (c == '\\' && next == '\n') {
                i += 2;
                continue;
            }
            if (c == '"') quote = 0;
            else sb_append_char(out, c);
        }
        i++;
    }
    return true;
}

void escape_url(Str s, StrBuf *out)
{
    for (size_t i = 0; i < s.len; i++) {
        unsigned char b = (unsigned char)s.ptr[i];
        bool alnum = (b >= '0' && b <= '9') || ((b | 0x20) >= 'a' && (b | 0x20) <= 'z');
        if (alnum || (b && strchr("/.~-_", b))) {
            sb_append_char(out, (char)b);
        } else {
            sb_append_char(out, '%');
            sb_append_char(out, hex_upper[b >> 4]);
            sb_append_char(out, hex_upper[b & 15]);
        }
    }
}
