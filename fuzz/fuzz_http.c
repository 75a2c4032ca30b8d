/* fuzz/fuzz_http.c - libFuzzer harness for the request parser of
 * fish_config's server (base/http.c): any bytes, cut anywhere, are answered
 * with MORE, DONE or a 4xx/5xx status; a DONE request lies within the input
 * and its parts within the request; the decoded path passes or fails
 * http_safe_path without reading past it. Run with FUZZ_TARGET=http fuzz/run. */
#include "base/http.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void within(Str part, const char *buf, size_t n)
{
    if (part.len && (part.ptr < buf || part.ptr + part.len > buf + n)) abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    /* a copy of its own, so reading past the end is caught */
    char *buf = malloc(size ? size : 1);
    if (size) memcpy(buf, data, size);
    HttpRequest q;
    int st = http_parse(buf, size, &q);
    if (!(st == HTTP_MORE || st == HTTP_DONE || (st >= 400 && st < 600))) abort();
    if (st == HTTP_DONE) {
        if (q.length > size) abort();
        within(q.target, buf, q.length);
        within(q.path, buf, q.length);
        within(q.query, buf, q.length);
        within(q.body, buf, q.length);
        within(q.content_type, buf, q.length);
        StrBuf dec = STRBUF_INIT;
        if (http_unescape(q.path, &dec)) (void)http_safe_path(sb_str(&dec));
        sb_fini(&dec);
    }
    free(buf);
    return 0;
}
