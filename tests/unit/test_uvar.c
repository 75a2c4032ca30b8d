/* tests/unit/test_uvar.c - fish_variables escaping round trips. */
#include "unit.h"

#include "base/strlist.h"
#include "env/uvar.h"

TEST(escape_matches_fish)
{
    StrBuf out = STRBUF_INIT;
    uvar_escape(STR("a b:/\xc3\xa9\xf0\x9f\x98\x80\xff_"), &out);
    EXPECT_STR_EQ(out.ptr, "a\\x20b\\x3a/\\u00e9\\U0001f600\\xff\\x5f");
    sb_fini(&out);
}

TEST(unescape_splits_records_and_round_trips)
{
    const char *values[] = {"plain", "with space", "tab\tnl\n", "\xc3\xa9\xf0\x9f\x98\x80", ""};
    StrBuf field = STRBUF_INIT;
    for (size_t i = 0; i < 5; i++) {
        if (i) sb_append_cstr(&field, "\\x1e");
        uvar_escape(str_cstr(values[i]), &field);
    }
    StrList back = STRLIST_INIT;
    uvar_unescape_list(sb_str(&field), &back);
    EXPECT_EQ_SIZE(back.n, 5);
    for (size_t i = 0; i < back.n && i < 5; i++) EXPECT_STR_EQ(back.items[i].ptr, values[i]);
    sl_fini(&back);
    sb_fini(&field);
}

TEST(empty_list_and_empty_element_as_fish_writes_them)
{
    StrList back = STRLIST_INIT;
    uvar_unescape_list(STR("\\x1d"), &back);
    EXPECT_EQ_SIZE(back.n, 0);
    uvar_unescape_list(STR(""), &back);
    EXPECT_EQ_SIZE(back.n, 1);
    EXPECT_EQ_SIZE(back.items[0].len, 0);
    sl_fini(&back);
}
