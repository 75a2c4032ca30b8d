/* tests/unit/test_re.c - the PCRE2 wrapper (base/re.c) and simple case mapping. */
#include "unit.h"

#include "base/re.h"
#include "base/utf8.h"

#include <string.h>

/* The text of group g of the last match of re in s, or "<unset>". */
static const char *group(Regex *re, Str s, size_t g)
{
    static char buf[256];
    size_t b, e;
    if (!re_span(re, g, &b, &e)) return "<unset>";
    snprintf(buf, sizeof buf, "%.*s", (int)(e - b), s.ptr + b);
    return buf;
}

TEST(compile_error_has_message_and_offset)
{
    ReError err = {0};
    EXPECT(re_compile(STR("a[b"), 0, &err) == NULL);
    EXPECT_STR_EQ(err.msg, "missing terminating ] for character class");
    EXPECT_EQ_SIZE(err.offset, 3);
    EXPECT(re_compile(STR("(a"), 0, &err) == NULL);
    EXPECT(strstr(err.msg, "missing closing parenthesis") != NULL);
}

TEST(utf_directive_can_be_refused)
{
    ReError err = {0};
    EXPECT(re_compile(STR("(*UCP)(*UTF)x"), RE_NO_UTF_DIRECTIVE, &err) == NULL);
    EXPECT_STR_EQ(err.msg, "using UTF is disabled by the application");
    EXPECT_EQ_SIZE(err.offset, 12);
    Regex *re = re_compile(STR("(*UTF)x"), 0, &err);
    EXPECT(re != NULL);
    re_free(re);
}

TEST(match_reports_groups)
{
    Regex *re = re_compile(STR("(\\d+)-(x)?(\\w+)"), 0, NULL);
    Str s = STR("ab 12-cd");
    EXPECT_EQ_SIZE(re_group_count(re), 3);
    EXPECT_EQ_INT(re_match(re, s, 0, NULL), 1);
    EXPECT_STR_EQ(group(re, s, 0), "12-cd");
    EXPECT_STR_EQ(group(re, s, 1), "12");
    EXPECT_STR_EQ(group(re, s, 2), "<unset>");
    EXPECT_STR_EQ(group(re, s, 3), "cd");
    EXPECT_EQ_INT(re_match(re, s, 5, NULL), 0);
    re_free(re);
}

TEST(named_groups_are_listed)
{
    Regex *re = re_compile(STR("(?<year>\\d{4})-(?<month>\\d\\d)"), 0, NULL);
    EXPECT_EQ_SIZE(re_name_count(re), 2);
    size_t g0, g1;
    Str n0 = re_name_at(re, 0, &g0), n1 = re_name_at(re, 1, &g1);
    /* The table is sorted by name. */
    EXPECT(str_eq_cstr(n0, "month") && g0 == 2);
    EXPECT(str_eq_cstr(n1, "year") && g1 == 1);
    re_free(re);
}

TEST(invalid_utf8_never_fails_a_match)
{
    Regex *re = re_compile(STR("b."), 0, NULL);
    Str s = STR("a\xff" "b\xc3\xa9" "b\xfe");
    EXPECT_EQ_INT(re_match(re, s, 0, NULL), 1);
    EXPECT_STR_EQ(group(re, s, 0), "b\xc3\xa9");
    /* The last b is followed by a bad byte, which "." does not match. */
    EXPECT_EQ_INT(re_match(re, s, 5, NULL), 0);
    re_free(re);
}

TEST(iteration_skips_empty_match_after_a_match)
{
    Regex *re = re_compile(STR("a*"), 0, NULL);
    Str s = STR("baab");
    ReIter it = {0};
    const char *want[] = {"", "aa", ""};
    size_t n = 0;
    while (re_next(re, s, &it, NULL) > 0) {
        if (n < 3) EXPECT_STR_EQ(group(re, s, 0), want[n]);
        n++;
    }
    EXPECT_EQ_SIZE(n, 3);
    re_free(re);
}

TEST(iteration_steps_over_characters_and_bad_bytes)
{
    Regex *re = re_compile(STR("x*"), 0, NULL);
    Str s = STR("\xc3\xa9\xff");
    ReIter it = {0};
    size_t n = 0, b, e;
    while (re_next(re, s, &it, NULL) > 0) {
        EXPECT(re_span(re, 0, &b, &e) && b == e);
        n++;
    }
    EXPECT_EQ_SIZE(n, 3); /* before é, before the bad byte, at the end */
    re_free(re);
}

TEST(many_matches_use_the_jit_transparently)
{
    Regex *re = re_compile(STR("(\\d)$"), 0, NULL);
    char buf[16];
    for (int i = 0; i < 200; i++) {
        int n = snprintf(buf, sizeof buf, "n%d", i);
        EXPECT_EQ_INT(re_match(re, str_make(buf, (size_t)n), 0, NULL), 1);
    }
    re_free(re);
}

TEST(substitute_extended_syntax)
{
    ReError err = {0};
    StrBuf out = STRBUF_INIT;
    Regex *re = re_compile(STR("(\\w+) (?<second>\\w+)"), 0, NULL);
    EXPECT_EQ_INT(re_substitute(re, STR("left right!"), STR("${second}\\t$1 $$"), false, &out, &err), 1);
    EXPECT_STR_EQ(out.ptr, "right\tleft $!");
    re_free(re);

    sb_clear(&out);
    re = re_compile(STR("a(b)?"), 0, NULL);
    EXPECT_EQ_INT(re_substitute(re, STR("xaxab"), STR("[$1]"), true, &out, &err), 2);
    EXPECT_STR_EQ(out.ptr, "x[]x[b]");

    sb_clear(&out);
    EXPECT_EQ_INT(re_substitute(re, STR("zzz"), STR("-"), true, &out, &err), 0);
    EXPECT_STR_EQ(out.ptr, "zzz");

    sb_clear(&out);
    sb_append_cstr(&out, "keep");
    EXPECT_EQ_INT(re_substitute(re, STR("a"), STR("$9"), false, &out, &err), -1);
    EXPECT_STR_EQ(err.msg, "unknown substring");
    EXPECT_STR_EQ(out.ptr, "keep");
    re_free(re);
    sb_fini(&out);
}

TEST(substitute_grows_its_buffer_and_keeps_bad_bytes)
{
    ReError err = {0};
    StrBuf out = STRBUF_INIT;
    Regex *re = re_compile(STR("b"), 0, NULL);
    char subject[2000];
    memset(subject, 'b', sizeof subject);
    EXPECT_EQ_INT(re_substitute(re, str_make(subject, sizeof subject), STR("0123456789"), true, &out, &err), 2000);
    EXPECT_EQ_SIZE(out.len, 20000);
    sb_clear(&out);
    EXPECT_EQ_INT(re_substitute(re, STR("\xff" "b\xfe"), STR("B"), true, &out, &err), 1);
    EXPECT_MEM_EQ(out.ptr, out.len, "\xff" "B\xfe", 3);
    re_free(re);
    sb_fini(&out);
}

TEST(caseless_folds_unicode)
{
    Regex *re = re_compile(STR("\xc3\x89t\xc3\xa9"), RE_CASELESS, NULL); /* Été */
    EXPECT_EQ_INT(re_match(re, STR("\xc3\xa9T\xc3\x89"), 0, NULL), 1);
    re_free(re);
}

TEST(simple_case_mapping)
{
    EXPECT_EQ_INT(uc_lower('A'), 'a');
    EXPECT_EQ_INT(uc_upper('z'), 'Z');
    EXPECT_EQ_INT(uc_lower('1'), '1');
    EXPECT_EQ_INT(uc_upper(0xE9), 0xC9);   /* é */
    EXPECT_EQ_INT(uc_lower(0x410), 0x430); /* Cyrillic A */
    EXPECT_EQ_INT(uc_lower(UTF8_INVALID), UTF8_INVALID);
}
