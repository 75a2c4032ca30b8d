/* base/http.h - the little HTTP/1.x that `fish_config`'s page needs:
 * parsing a request with hard limits, and checking the path it asks for.
 *
 * A request is parsed from the bytes read so far; the parser says whether
 * it needs more, has the whole request (headers and the body its
 * Content-Length announces), or must refuse it with a status code (400,
 * 405, 413, 414, 431, 505). Nothing is allocated: the request's parts point
 * into the caller's buffer, which must outlive them.
 *
 *     HttpRequest q;
 *     switch (http_parse(buf, n, &q)) {
 *     case HTTP_MORE: read more (up to HTTP_MAX_REQUEST) and parse again
 *     case HTTP_DONE: serve q
 *     default: answer with the status http_parse returned
 *     }
 */
#ifndef MINNOW_BASE_HTTP_H
#define MINNOW_BASE_HTTP_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>

#define HTTP_MAX_LINE 8192       /* the request line */
#define HTTP_MAX_HEADERS 16384   /* the header section, request line included */
#define HTTP_MAX_BODY 1048576    /* a POST's body */
#define HTTP_MAX_REQUEST (HTTP_MAX_HEADERS + HTTP_MAX_BODY)

enum { HTTP_MORE = 0, HTTP_DONE = 1 }; /* else an HTTP status to answer with */

typedef enum HttpMethod { HTTP_GET, HTTP_HEAD, HTTP_POST } HttpMethod;

typedef struct HttpRequest {
    HttpMethod method;
    Str target;          /* as sent: "/secret/a%20b?x=1" */
    Str path;            /* the target before '?', still percent-encoded */
    Str query;           /* after '?', or empty */
    Str body;            /* Content-Length bytes after the headers */
    Str content_type;    /* the Content-Type header, or empty */
    size_t length;       /* bytes of buf the request took */
} HttpRequest;

/* Parses the request at the start of buf[0..n): HTTP_MORE, HTTP_DONE (q
 * filled), or the status to refuse it with. */
int http_parse(const char *buf, size_t n, HttpRequest *q);

/* Decodes %XX escapes of a path into out (a '+' stays a '+'); false for a
 * malformed escape or a NUL. */
bool http_unescape(Str s, StrBuf *out);

/* Whether a decoded path relative to a served folder is one the server may
 * open: no empty or "." or ".." component, no backslash, no leading '/'. */
bool http_safe_path(Str rel);

/* The reason phrase of a status ("Forbidden"). */
const char *http_reason(int status);

#endif
