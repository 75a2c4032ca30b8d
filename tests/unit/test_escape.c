/* tests/unit/test_escape.c - fish's script quoting and var-name encoding. */
#include "unit.h"

#include "base/escape.h"
#include "base/utf8.h"

static void expect_script(const char *in, size_t n, const char *want, const char *file, int line)
{
    StrBuf b = STRBUF_INIT;
    escape_script(str_make(in, n), &b);
    if (strcmp(b.ptr ? b.ptr : "", want)) unit_fail(file, line, "escape_script: got [%s], want [%s]", b.ptr, want);
    sb_fini(&b);
}
#define SCRIPT(in, want) expect_script(in, sizeof(in) - 1, want, __FILE__, __LINE__)

TEST(script_plain_words_stay)
{
    SCRIPT("git", "git");
    SCRIPT("a-b.c/d,e=f+g@h^i", "a-b.c/d,e=f+g@h^i");
    SCRIPT("é?", "é?");   /* non-ASCII and '?' (qmark-noglob) are plain */
    SCRIPT("", "''");
}

TEST(script_without_quotes)
{
    StrBuf b = STRBUF_INIT;
    escape_script_flags(STR("it's a b"), ESCAPE_NO_QUOTED, &b);
    EXPECT_STR_EQ(b.ptr, "it\\'s\\ a\\ b");
    sb_clear(&b);
    escape_script_flags(STR(""), ESCAPE_NO_QUOTED, &b);
    EXPECT_EQ_SIZE(b.len, 0);
    sb_fini(&b);
}

TEST(script_quotes_what_is_special)
{
    SCRIPT("git checkout", "'git checkout'");
    SCRIPT("$xyz", "'$xyz'");
    SCRIPT("~x", "'~x'");
    SCRIPT("a%b", "'a%b'");
    SCRIPT("a\\b", "'a\\\\b'");
    SCRIPT("it's", "\"it's\"");        /* more single quotes than double quotes and dollars */
    SCRIPT("it's $x", "'it\\'s $x'");  /* a tie keeps single quotes */
    SCRIPT("say \"it's\" '$x'", "'say \"it\\'s\" \\'$x\\''");
    SCRIPT("a'b'c\"$", "'a\\'b\\'c\"$'");     /* 2 single quotes, 1 double quote + 1 dollar */
    SCRIPT("a'b'$x'", "\"a'b'\\$x'\"");
    SCRIPT("x#y", "x#y");   /* '#' right after a letter starts no comment */
    SCRIPT("#y", "'#y'");
    SCRIPT("a #y", "'a #y'");
}

TEST(script_escapes_control_and_bad_bytes)
{
    SCRIPT("a\nb c", "a\\nb\\ c");
    SCRIPT("\t\x1b\x7f\x01\x19", "\\t\\e\\x7f\\ca\\cy");
    SCRIPT("\x1c", "\x1c"); /* as fish: 0x1A-0x1F other than ESC pass through */
    SCRIPT("a\xff$", "a\\Xff\\$");
    SCRIPT("x\0y", "x\\x00y");
}

TEST(script_escapes_fish_reserved_code_points_byte_by_byte)
{
    SCRIPT("foo\xef\xb7\x92", "foo\\Xef\\Xb7\\X92");                /* U+FDD2 */
    SCRIPT("a \xef\x98\x80", "a\\ \\Xef\\X98\\X80");                /* U+F600, no quotes */
    SCRIPT("\xef\xb7\xb0\xef\x93\xbf", "\xef\xb7\xb0\xef\x93\xbf"); /* neighbours */
}

TEST(var_style_round_trips)
{
    static const char *const cases[][2] = {
        {"abc", "abc"}, {"a_b", "a__b"}, {"a-b", "a_2D_b"}, {"-1", "_2D_31_"},
        {"-_x", "_2D__x"}, {"--", "_2D_2D_"}, {"é", "_C3_A9_"}, {"", ""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        StrBuf e = STRBUF_INIT, d = STRBUF_INIT;
        escape_var(str_cstr(cases[i][0]), &e);
        EXPECT_STR_EQ(e.ptr ? e.ptr : "", cases[i][1]);
        EXPECT(unescape_var(sb_str(&e), &d));
        EXPECT_STR_EQ(d.ptr ? d.ptr : "", cases[i][0]);
        sb_fini(&e);
        sb_fini(&d);
    }
    /* fish's rules: other ASCII stands for itself, a lone '_' ends a run;
     * non-ASCII, a bad _HH and a '_' at the end after no run are errors. */
    StrBuf d = STRBUF_INIT;
    EXPECT(unescape_var(STR("a-b_41_c_x_2d"), &d));
    EXPECT_STR_EQ(d.ptr, "a-bAcx-");
    EXPECT(!unescape_var(STR("\xc3\xa9"), &d));
    EXPECT(!unescape_var(STR("_4"), &d));
    EXPECT(!unescape_var(STR("a_"), &d));
    sb_fini(&d);
}

TEST(unicode_classes)
{
    EXPECT(uc_is_alnum('a') && uc_is_alnum(0xE9) && uc_is_alnum(0x4E2D));
    EXPECT(!uc_is_alnum('-') && !uc_is_alnum(0x1F600));
    EXPECT(uc_is_space(' ') && uc_is_space('\t') && uc_is_space(0xA0) && uc_is_space(0x3000));
    EXPECT(!uc_is_space('x') && !uc_is_space(0x200B));
}
