/* tests/unit/unit.h - a header-only unit test framework.
 *
 * A test file includes this header and defines tests; the header supplies main.
 * TEST(name) registers itself before main runs (a constructor), so there is no
 * list to keep. EXPECT_* report file:line and both values and keep going, so one
 * run shows every failure. main runs every test in file order (or only those whose
 * name contains argv[1]), prints `ok NAME` or `FAIL NAME` for each and a summary,
 * and exits 1 if any failed.
 *
 *     #include "unit.h"
 *     TEST(append_grows) { EXPECT_EQ_SIZE(len, 2000); }
 *
 * Define UNIT_NO_MAIN before including to supply your own main (call unit_main). */

#ifndef MINNOW_TESTS_UNIT_H
#define MINNOW_TESTS_UNIT_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct UnitCase {
    const char *name;
    void (*fn)(void);
    int line;
    struct UnitCase *next;
} UnitCase;

typedef struct UnitState {
    UnitCase *head;
    int failures; /* EXPECT failures in the running test */
} UnitState;

static UnitState unit_state;

/* Keeps the list sorted by line, so tests run in the order they are written. */
static inline void unit_register(UnitCase *c)
{
    UnitCase **p = &unit_state.head;
    while (*p && (*p)->line <= c->line) p = &(*p)->next;
    c->next = *p;
    *p = c;
}

#define TEST(name)                                                                                 \
    static void unit_test_##name(void);                                                            \
    static UnitCase unit_case_##name = {#name, unit_test_##name, __LINE__, NULL};                  \
    __attribute__((constructor)) static void unit_register_##name(void)                            \
    {                                                                                              \
        unit_register(&unit_case_##name);                                                          \
    }                                                                                              \
    static void unit_test_##name(void)

__attribute__((format(printf, 3, 4))) static inline void unit_fail(const char *file, int line,
                                                                   const char *fmt, ...)
{
    va_list ap;
    unit_state.failures++;
    printf("  %s:%d: ", file, line);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
}

/* Prints bytes quoted, escaping what is not printable ASCII; long values are cut. */
static inline void unit_put_bytes(const void *ptr, size_t len)
{
    const unsigned char *s = ptr;
    size_t shown = len > 200 ? 200 : len;
    if (!ptr) {
        fputs("NULL", stdout);
        return;
    }
    putchar('"');
    for (size_t i = 0; i < shown; i++) {
        unsigned char c = s[i];
        if (c == '"' || c == '\\') printf("\\%c", c);
        else if (c == '\n') fputs("\\n", stdout);
        else if (c == '\t') fputs("\\t", stdout);
        else if (c < 0x20 || c >= 0x7f) printf("\\x%02x", c);
        else putchar(c);
    }
    putchar('"');
    if (shown < len) printf("... (%zu bytes)", len);
}

static inline void unit_expect(bool ok, const char *file, int line, const char *expr)
{
    if (!ok) unit_fail(file, line, "EXPECT(%s) failed", expr);
}

static inline void unit_eq_int(intmax_t a, intmax_t b, const char *file, int line, const char *ea,
                               const char *eb)
{
    if (a != b) unit_fail(file, line, "EXPECT_EQ_INT(%s, %s): %jd != %jd", ea, eb, a, b);
}

static inline void unit_eq_size(size_t a, size_t b, const char *file, int line, const char *ea,
                                const char *eb)
{
    if (a != b) unit_fail(file, line, "EXPECT_EQ_SIZE(%s, %s): %zu != %zu", ea, eb, a, b);
}

static inline void unit_mem_eq(const void *a, size_t alen, const void *b, size_t blen,
                               const char *file, int line, const char *what)
{
    size_t i = 0;
    if (a && b && alen == blen && memcmp(a, b, alen) == 0) return;
    if (!a && !b) return;
    if (a && b)
        while (i < alen && i < blen && ((const char *)a)[i] == ((const char *)b)[i]) i++;
    unit_fail(file, line, "%s: values differ (lengths %zu and %zu, first difference at byte %zu)",
              what, alen, blen, i);
    fputs("    left:  ", stdout);
    unit_put_bytes(a, alen);
    fputs("\n    right: ", stdout);
    unit_put_bytes(b, blen);
    putchar('\n');
}

static inline void unit_str_eq(const char *a, const char *b, const char *file, int line,
                               const char *ea, const char *eb)
{
    char what[256];
    if (a && b && strcmp(a, b) == 0) return;
    snprintf(what, sizeof what, "EXPECT_STR_EQ(%s, %s)", ea, eb);
    unit_mem_eq(a, a ? strlen(a) : 0, b, b ? strlen(b) : 0, file, line, what);
}

/* Text with stops marked by carets, as motion tests write it: "^a ^b" is
 * "a b" with stops at 0 and 2. Copies the text without the carets into
 * text (room for cap bytes) and the stops into at (room for max_at); returns
 * the text's length, the number of stops in *n. */
static inline size_t unit_carets(const char *marked, char *text, size_t cap, size_t *at, size_t max_at, size_t *n)
{
    size_t len = 0;
    *n = 0;
    for (const char *p = marked; *p; p++) {
        if (*p == '^') {
            if (*n < max_at) at[(*n)++] = len;
        } else if (len < cap) {
            text[len++] = *p;
        }
    }
    return len;
}

#define EXPECT(cond)         unit_expect((cond) ? true : false, __FILE__, __LINE__, #cond)
#define EXPECT_EQ_INT(a, b)  unit_eq_int((intmax_t)(a), (intmax_t)(b), __FILE__, __LINE__, #a, #b)
#define EXPECT_EQ_SIZE(a, b) unit_eq_size((size_t)(a), (size_t)(b), __FILE__, __LINE__, #a, #b)
#define EXPECT_STR_EQ(a, b)  unit_str_eq((a), (b), __FILE__, __LINE__, #a, #b)
#define EXPECT_MEM_EQ(p, len, p2, len2)                                                            \
    unit_mem_eq((p), (len), (p2), (len2), __FILE__, __LINE__,                                      \
                "EXPECT_MEM_EQ(" #p ", " #len ", " #p2 ", " #len2 ")")

/* Runs the tests whose name contains filter (all when NULL); returns the exit status. */
static inline int unit_main(const char *prog, const char *filter)
{
    int passed = 0, failed = 0;
    const char *slash = strrchr(prog, '/');
    prog = slash ? slash + 1 : prog;
    for (UnitCase *c = unit_state.head; c; c = c->next) {
        if (filter && !strstr(c->name, filter)) continue;
        unit_state.failures = 0;
        fflush(stdout);
        c->fn();
        if (unit_state.failures) {
            printf("FAIL %s\n", c->name);
            failed++;
        } else {
            printf("ok %s\n", c->name);
            passed++;
        }
        fflush(stdout);
    }
    printf("%s: %d passed, %d failed\n", prog, passed, failed);
    fflush(stdout); /* a leak checker may end the process without flushing */
    if (passed + failed == 0) {
        printf("%s: no test ran\n", prog);
        return 1;
    }
    return failed ? 1 : 0;
}

#ifndef UNIT_NO_MAIN
int main(int argc, char **argv)
{
    return unit_main(argv[0], argc > 1 ? argv[1] : NULL);
}
#endif

#endif /* MINNOW_TESTS_UNIT_H */
