/* base/http.c - HTTP request parsing with limits (see http.h). */
#include "base/http.h"

#include <string.h>

/* The end of the header section (after its blank line) in buf[0..n), or 0. */
static size_t headers_end(const char *buf, size_t n)
{
    for (size_t i = 0; i + 1 < n; i++) {
        if (buf[i] != '\n') continue;
        if (buf[i + 1] == '\n') return i + 2;
        if (buf[i + 1] == '\r' && i + 2 < n && buf[i + 2] == '\n') return i + 3;
    }
    return 0;
}

/* A line of s from *pos without its "\r\n" or "\n"; false past the end. */
static bool next_line(Str s, size_t *pos, Str *line)
{
    if (*pos >= s.len) return false;
    const char *nl = memchr(s.ptr + *pos, '\n', s.len - *pos);
    size_t end = nl ? (size_t)(nl - s.ptr) : s.len;
    size_t stop = end > *pos && s.ptr[end - 1] == '\r' ? end - 1 : end;
    *line = str_sub(s, *pos, stop - *pos);
    *pos = end + 1;
    return true;
}

static bool is_tchar(char c)
{
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
           (c && strchr("!#$%&'*+-.^_`|~", c));
}

static Str trim(Str s)
{
    while (s.len && (s.ptr[0] == ' ' || s.ptr[0] == '\t')) s = str_sub(s, 1, s.len - 1);
    while (s.len && (s.ptr[s.len - 1] == ' ' || s.ptr[s.len - 1] == '\t')) s.len--;
    return s;
}

static bool name_is(Str name, const char *want)
{
    size_t n = strlen(want);
    if (name.len != n) return false;
    for (size_t i = 0; i < n; i++) {
        char c = name.ptr[i];
        if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
        if (c != want[i]) return false;
    }
    return true;
}

/* The request line: method, target, version. */
static int parse_request_line(Str line, HttpRequest *q)
{
    if (line.len > HTTP_MAX_LINE) return 414;
    const char *sp1 = memchr(line.ptr, ' ', line.len);
    if (!sp1) return 400;
    Str method = str_sub(line, 0, (size_t)(sp1 - line.ptr));
    Str rest = str_sub(line, method.len + 1, line.len - method.len - 1);
    const char *sp2 = memchr(rest.ptr, ' ', rest.len);
    if (!sp2 || !method.len) return 400;
    for (size_t i = 0; i < method.len; i++)
        if (!is_tchar(method.ptr[i])) return 400;
    if (str_eq_cstr(method, "GET")) q->method = HTTP_GET;
    else if (str_eq_cstr(method, "HEAD")) q->method = HTTP_HEAD;
    else if (str_eq_cstr(method, "POST")) q->method = HTTP_POST;
    else return 405;
    q->target = str_sub(rest, 0, (size_t)(sp2 - rest.ptr));
    Str version = str_sub(rest, q->target.len + 1, rest.len - q->target.len - 1);
    if (!q->target.len || q->target.ptr[0] != '/') return 400;
    for (size_t i = 0; i < q->target.len; i++) {
        unsigned char c = (unsigned char)q->target.ptr[i];
        if (c <= ' ' || c == 0x7f) return 400;
    }
    if (!str_starts_with(version, STR("HTTP/"))) return 400;
    if (!str_eq_cstr(version, "HTTP/1.1") && !str_eq_cstr(version, "HTTP/1.0")) return 505;
    const char *qm = memchr(q->target.ptr, '?', q->target.len);
    size_t plen = qm ? (size_t)(qm - q->target.ptr) : q->target.len;
    q->path = str_sub(q->target, 0, plen);
    q->query = qm ? str_sub(q->target, plen + 1, q->target.len - plen - 1) : STR("");
    return HTTP_DONE;
}

int http_parse(const char *buf, size_t n, HttpRequest *q)
{
    memset(q, 0, sizeof *q);
    size_t hend = headers_end(buf, n < HTTP_MAX_HEADERS ? n : HTTP_MAX_HEADERS);
    if (!hend) {
        const char *nl = memchr(buf, '\n', n < HTTP_MAX_LINE + 2 ? n : HTTP_MAX_LINE + 2);
        if (!nl && n > HTTP_MAX_LINE + 1) return 414;
        if (n >= HTTP_MAX_HEADERS) return 431;
        return HTTP_MORE;
    }
    Str head = str_make(buf, hend);
    size_t pos = 0;
    Str line;
    next_line(head, &pos, &line);
    int st = parse_request_line(line, q);
    if (st != HTTP_DONE) return st;
    bool have_length = false;
    size_t length = 0;
    while (next_line(head, &pos, &line) && line.len) {
        const char *colon = memchr(line.ptr, ':', line.len);
        if (!colon || colon == line.ptr) return 400;
        Str name = str_sub(line, 0, (size_t)(colon - line.ptr));
        for (size_t i = 0; i < name.len; i++)
            if (!is_tchar(name.ptr[i])) return 400;
        Str value = trim(str_sub(line, name.len + 1, line.len - name.len - 1));
        if (name_is(name, "content-length")) {
            if (!value.len) return 400;
            size_t v = 0;
            for (size_t i = 0; i < value.len; i++) {
                if (value.ptr[i] < '0' || value.ptr[i] > '9') return 400;
                if (v > HTTP_MAX_BODY) return 413;
                v = v * 10 + (size_t)(value.ptr[i] - '0');
            }
            if (v > HTTP_MAX_BODY) return 413;
            if (have_length && v != length) return 400;
            have_length = true;
            length = v;
        } else if (name_is(name, "transfer-encoding")) {
            return 501; /* chunked bodies: not taken */
        } else if (name_is(name, "content-type")) {
            q->content_type = value;
        }
    }
    if (q->method == HTTP_POST && !have_length) return 411;
    if (n - hend < length) return HTTP_MORE;
    q->body = str_make(buf + hend, length);
    q->length = hend + length;
    return HTTP_DONE;
}

bool http_unescape(Str s, StrBuf *out)
{
    for (size_t i = 0; i < s.len; i++) {
        char c = s.ptr[i];
        if (c == '%') {
            if (i + 2 >= s.len) return false;
            int hi = str_hex_digit(s.ptr[i + 1]), lo = str_hex_digit(s.ptr[i + 2]);
            if (hi < 0 || lo < 0) return false;
            c = (char)(hi * 16 + lo);
            i += 2;
        }
        if (!c) return false;
        sb_append_char(out, c);
    }
    return true;
}

bool http_safe_path(Str rel)
{
    if (rel.len && rel.ptr[0] == '/') return false;
    if (memchr(rel.ptr, '\\', rel.len) || memchr(rel.ptr, '\0', rel.len)) return false;
    size_t start = 0;
    for (size_t i = 0; i <= rel.len; i++) {
        if (i < rel.len && rel.ptr[i] != '/') continue;
        Str part = str_sub(rel, start, i - start);
        if (!part.len || str_eq_cstr(part, ".") || str_eq_cstr(part, "..")) return false;
        start = i + 1;
    }
    return true;
}

const char *http_reason(int status)
{
    switch (status) {
    case 200: return "OK";
    case 400: return "Bad Request";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 408: return "Request Timeout";
    case 411: return "Length Required";
    case 413: return "Content Too Large";
    case 414: return "URI Too Long";
    case 431: return "Request Header Fields Too Large";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 505: return "HTTP Version Not Supported";
    default: return "Error";
    }
}
