/* base/escape.c - fish's script quoting and its var-name encoding.
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
            sb_append_char(out, '\\');
            sb_append_char(out, (char)c);
            need_escape = true;
        } else if (special(c)) {
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
    if (quotes && need_escape && !complex) {
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
