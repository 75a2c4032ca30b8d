/* tests/unit/test_http.c - the request parser of fish_config's server: whole
 * requests, requests still arriving, the limits, and paths it may serve. */
#include "unit.h"

#include "base/http.h"

static int parse(const char *s, HttpRequest *q) { return http_parse(s, strlen(s), q); }

TEST(http_get_whole)
{
    HttpRequest q;
    const char *r = "GET /abc123/colors.html?x=1 HTTP/1.1\r\nHost: localhost\r\n\r\nrest";
    EXPECT_EQ_INT(parse(r, &q), HTTP_DONE);
    EXPECT_EQ_INT(q.method, HTTP_GET);
    EXPECT(str_eq_cstr(q.path, "/abc123/colors.html"));
    EXPECT(str_eq_cstr(q.query, "x=1"));
    EXPECT_EQ_SIZE(q.length, strlen(r) - 4);
    EXPECT_EQ_SIZE(q.body.len, 0);
}

TEST(http_needs_more)
{
    HttpRequest q;
    EXPECT_EQ_INT(parse("", &q), HTTP_MORE);
    EXPECT_EQ_INT(parse("GET / HTTP/1.1\r\nHost: x\r\n", &q), HTTP_MORE);
    /* a body announced and not all there yet */
    EXPECT_EQ_INT(parse("POST /s/set HTTP/1.1\r\nContent-Length: 5\r\n\r\nab", &q), HTTP_MORE);
    EXPECT_EQ_INT(parse("POST /s/set HTTP/1.1\r\nContent-Length: 5\r\n\r\nabcde", &q), HTTP_DONE);
    EXPECT(str_eq_cstr(q.body, "abcde"));
    /* bare newlines are taken too */
    EXPECT_EQ_INT(parse("GET / HTTP/1.0\n\n", &q), HTTP_DONE);
}

TEST(http_refusals)
{
    HttpRequest q;
    EXPECT_EQ_INT(parse("DELETE / HTTP/1.1\r\n\r\n", &q), 405);
    EXPECT_EQ_INT(parse("G(T / HTTP/1.1\r\n\r\n", &q), 400);
    EXPECT_EQ_INT(parse("GET relative HTTP/1.1\r\n\r\n", &q), 400);
    EXPECT_EQ_INT(parse("GET / HTTP/2.0\r\n\r\n", &q), 505);
    EXPECT_EQ_INT(parse("GET / SPDY\r\n\r\n", &q), 400);
    EXPECT_EQ_INT(parse("GET /\r\n\r\n", &q), 400);
    EXPECT_EQ_INT(parse("GET / HTTP/1.1\r\nno colon here\r\n\r\n", &q), 400);
    EXPECT_EQ_INT(parse("POST / HTTP/1.1\r\n\r\n", &q), 411);
    EXPECT_EQ_INT(parse("POST / HTTP/1.1\r\nContent-Length: 9999999999\r\n\r\n", &q), 413);
    EXPECT_EQ_INT(parse("POST / HTTP/1.1\r\nContent-Length: 1x\r\n\r\n", &q), 400);
    EXPECT_EQ_INT(parse("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", &q), 400);
    EXPECT_EQ_INT(parse("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", &q), 501);
}

TEST(http_limits)
{
    HttpRequest q;
    /* a request line longer than the limit, even before it ends */
    size_t n = HTTP_MAX_LINE + 100;
    char *b = malloc(n);
    memcpy(b, "GET /", 5);
    memset(b + 5, 'a', n - 5);
    EXPECT_EQ_INT(http_parse(b, n, &q), 414);
    /* headers that never end */
    char *h = malloc(HTTP_MAX_HEADERS + 10);
    size_t k = (size_t)sprintf(h, "GET / HTTP/1.1\r\n");
    while (k + 8 < HTTP_MAX_HEADERS + 10) k += (size_t)sprintf(h + k, "X: y\r\n");
    EXPECT_EQ_INT(http_parse(h, k, &q), 431);
    free(b);
    free(h);
}

TEST(http_paths)
{
    StrBuf out = STRBUF_INIT;
    EXPECT(http_unescape(STR("a%20b%2Fc+d"), &out));
    EXPECT_STR_EQ(out.ptr, "a b/c+d");
    sb_clear(&out);
    EXPECT(!http_unescape(STR("bad%2"), &out));
    sb_clear(&out);
    EXPECT(!http_unescape(STR("nul%00"), &out));
    sb_clear(&out);
    EXPECT(!http_unescape(STR("%zz"), &out));
    sb_fini(&out);
    EXPECT(http_safe_path(STR("index.html")));
    EXPECT(http_safe_path(STR("img/logo.svg")));
    EXPECT(!http_safe_path(STR("../secret")));
    EXPECT(!http_safe_path(STR("a/../../etc/passwd")));
    EXPECT(!http_safe_path(STR("/etc/passwd")));
    EXPECT(!http_safe_path(STR("a//b")));
    EXPECT(!http_safe_path(STR("./a")));
    EXPECT(!http_safe_path(STR("a\\..\\b")));
    EXPECT(!http_safe_path(STR("")));
}

/* Random bytes and random cuts of valid requests: the parser answers every
 * one with MORE, DONE or a 4xx/5xx, and never reads past what it was given
 * (the sanitizer build checks that: each input is its own allocation). */
TEST(http_fuzz)
{
    static const char *seeds[] = {
        "GET /s/ HTTP/1.1\r\nHost: h\r\n\r\n",
        "POST /s/api HTTP/1.1\r\nContent-Length: 3\r\nContent-Type: a\r\n\r\nabc",
        "HEAD /x%20y?q HTTP/1.0\n\n",
    };
    unsigned seed = 12345;
    for (int round = 0; round < 20000; round++) {
        seed = seed * 1103515245u + 12345u;
        const char *base = seeds[(seed >> 16) % 3];
        size_t n = strlen(base);
        char *buf = malloc(n + 1);
        memcpy(buf, base, n);
        seed = seed * 1103515245u + 12345u;
        size_t flips = (seed >> 16) % 4;
        for (size_t f = 0; f < flips; f++) {
            seed = seed * 1103515245u + 12345u;
            buf[(seed >> 8) % n] = (char)(seed >> 20);
        }
        seed = seed * 1103515245u + 12345u;
        size_t cut = (seed >> 16) % (n + 1);
        HttpRequest q;
        int st = http_parse(buf, cut, &q);
        if (!(st == HTTP_MORE || st == HTTP_DONE || (st >= 400 && st < 600)))
            unit_fail(__FILE__, __LINE__, "status %d", st);
        if (st == HTTP_DONE && q.length > cut) unit_fail(__FILE__, __LINE__, "length past the input");
        free(buf);
    }
}
