/* tests/unit/test_pretty.c - properties of the formatter (parse/pretty.c).
 *
 * The expected texts of formatting live in tests/checks/indent_*.fish; here we
 * check what must hold for any input: formatting twice changes nothing, a
 * valid script keeps its tree, a broken one keeps its text, and the word
 * cleaning drops quotes only where fish_indent does. */
#include "unit.h"

#include "parse/parser.h"
#include "parse/pretty.h"

static Str cstr(const char *s)
{
    return str_make(s, strlen(s));
}

/* Formats src; the caller frees the result. */
static StrBuf fmt(Str src)
{
    StrBuf out = STRBUF_INIT;
    pretty_format(src, &out);
    return out;
}

/* Formats src and checks that formatting again gives the same text; returns
 * the first result (the caller frees it). */
static StrBuf fmt_stable(Str src)
{
    StrBuf once = fmt(src);
    StrBuf twice = fmt(sb_str(&once));
    EXPECT_MEM_EQ(twice.ptr, twice.len, once.ptr, once.len);
    sb_fini(&twice);
    return once;
}

static const char *const tricky[] = {
    "",
    "\n\n\n",
    "echo a;;;; ;; echo b",
    "if true; and false; or true; echo x; end",
    "a; and b; or c\nd\n  and e",
    "echo a \\\n  b \\\n  c",
    "echo a \\\n# comment in a continuation\n  b",
    "echo foo \\\n| cat",
    "gamma | \\\n# comment\ndelta",
    "first-word\\\n second-word",
    "begin\n    first\\\n        second\nend",
    "multi-\\\nword",
    "echo a |\n\n\n  cat",
    "echo a &&\n # c\n echo b",
    "switch x\n\n\ncase a\n\n\necho a\n\n\ncase b\nend",
    "{ a; b; }\n{\na\n}\n{ { } }\nnot {\necho\n}\necho x | {\ncat\n}",
    "{ level 1; {\nlevel 2 } }",
    "function f; begin; if true; while false; for i in 1; switch $i; case 1; "
    "echo deep; end; end; end; end; end; end",
    "echo 'a b' \"c\" 'd'e\"f\" '' \"$x\" 'it''s' \\'q",
    "if '-h' = x; end\ncommand '-v' ls\nnot '-x'",
    "A=1 \\\n  B=2 \\\n  env",
    "echo <in >out 2>&1 2>&- &>> log >? clob ^ caret",
    "echo a # trailing\n# own line\n\n\n\n# another\necho b # x",
    "echo 'multi\nline' \"string\n  here\"\necho (\nfoo\n  bar)",
    "begin echo a; end > out; else; end",
    "time { echo }\n! { echo }\nand { echo }",
    "echo a\r\necho b\r\n",
    "echo a\xc2\xa0;echo b",
    "echo \"unterminated\nstill",
    "begin\necho hi\nelse\necho bye\nend; echo alpha \"",
    "if true\necho\n",
    "end end end",
    "echo (unclosed",
    "case x; echo",
    "echo a | | b",
    "echo a \\",
    "echo }\n}\n{",
    "for; in; end",
    "echo \\\n\\\n\\\n",
    "a=b",
    "echo a &; echo b & echo c",
};

TEST(formatting_is_idempotent)
{
    for (size_t i = 0; i < sizeof tricky / sizeof *tricky; i++) {
        StrBuf once = fmt_stable(cstr(tricky[i]));
        EXPECT(once.len > 0 && once.ptr[once.len - 1] == '\n');
        sb_fini(&once);
    }
}

TEST(valid_scripts_keep_their_tree)
{
    for (size_t i = 0; i < sizeof tricky / sizeof *tricky; i++) {
        Str src = cstr(tricky[i]);
        ParsedSource *ps = parse_source(src, PARSE_NO_LINT);
        bool valid = ps->diags.n == 0;
        ps_unref(ps);
        if (!valid) continue;
        StrBuf out = fmt(src);
        if (!pretty_same_tree(src, sb_str(&out))) {
            printf("  tree changed for: ");
            unit_put_bytes(src.ptr, src.len);
            printf("\n  formatted:        ");
            unit_put_bytes(out.ptr, out.len);
            putchar('\n');
            EXPECT(false);
        }
        sb_fini(&out);
    }
}

/* Whether every byte of a other than blanks, ';' and '\' appears in b in order
 * (the formatter may drop those, and quotes around plain words). */
static bool keeps_text(Str a, Str b)
{
    size_t j = 0;
    for (size_t i = 0; i < a.len; i++) {
        char c = a.ptr[i];
        if (strchr(" \t\r\n;\\'\"", c)) continue;
        while (j < b.len && b.ptr[j] != c) j++;
        if (j == b.len) return false;
        j++;
    }
    return true;
}

TEST(broken_scripts_keep_their_text)
{
    for (size_t i = 0; i < sizeof tricky / sizeof *tricky; i++) {
        Str src = cstr(tricky[i]);
        StrBuf out = fmt(src);
        if (!keeps_text(src, sb_str(&out))) {
            printf("  text lost from: ");
            unit_put_bytes(src.ptr, src.len);
            printf("\n  formatted:      ");
            unit_put_bytes(out.ptr, out.len);
            putchar('\n');
            EXPECT(false);
        }
        sb_fini(&out);
    }
}

TEST(examples_format_as_fish_indent_does)
{
    static const char *const cases[][2] = {
        {"echo a;echo b", "echo a\necho b\n"},
        {"if true;echo a;else;echo b;end", "if true\n    echo a\nelse\n    echo b\nend\n"},
        {"a; and b", "a; and b\n"},
        {"echo a|cat 2>&1 > out", "echo a | cat 2>&1 >out\n"},
        {"echo 'x' \"y\" 'a b'", "echo x y 'a b'\n"},
        {"\n\necho a\n\n\n\necho b\n\n\n", "echo a\n\necho b\n"},
        {"switch x\ncase y\necho\nend", "switch x\n    case y\n        echo\nend\n"},
        {"begin\n# c\nend", "begin\n    # c\nend\n"},
        {"cmd \\\ncontinuation", "cmd \\\n    continuation\n"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        StrBuf out = fmt(cstr(cases[i][0]));
        EXPECT_STR_EQ(out.ptr, cases[i][1]);
        sb_fini(&out);
    }
}

TEST(clean_word_drops_quotes_only_around_plain_words)
{
    static const char *const yes[][2] = {
        {"'foo'", "foo"}, {"\"bar\"", "bar"}, {"a'b'\"c\"", "abc"},
        {"'/usr/bin'", "/usr/bin"}, {"'--long-opt'", "--long-opt"}, {"'if'", "if"},
    };
    static const char *const no[] = {
        "foo", "''", "\"\"", "'a b'", "\"$x\"", "'x*'", "'~'", "'a\\'b'", "\\'q",
        "'caf\xc3\xa9'", "'a=b'", "'unterminated", "'{'",
    };
    for (size_t i = 0; i < sizeof yes / sizeof *yes; i++) {
        StrBuf out = STRBUF_INIT;
        EXPECT(pretty_clean_word(cstr(yes[i][0]), &out));
        EXPECT_STR_EQ(out.ptr, yes[i][1]);
        sb_fini(&out);
    }
    for (size_t i = 0; i < sizeof no / sizeof *no; i++) {
        StrBuf out = STRBUF_INIT;
        EXPECT(!pretty_clean_word(cstr(no[i]), &out));
        EXPECT_EQ_SIZE(out.len, 0);
        sb_fini(&out);
    }
}

TEST(deep_nesting_formats_without_trouble)
{
    StrBuf src = STRBUF_INIT;
    for (int i = 0; i < PARSE_MAX_DEPTH + 20; i++) sb_append_cstr(&src, "begin\n");
    sb_append_cstr(&src, "echo deep\n");
    for (int i = 0; i < PARSE_MAX_DEPTH + 20; i++) sb_append_cstr(&src, "end\n");
    StrBuf out = fmt_stable(sb_str(&src));
    EXPECT(out.len > 0);
    sb_fini(&out);
    sb_clear(&src);
    for (int i = 0; i < 200; i++) sb_append_cstr(&src, "if true\n");
    sb_append_cstr(&src, "echo deep\n");
    for (int i = 0; i < 200; i++) sb_append_cstr(&src, "end\n");
    out = fmt_stable(sb_str(&src));
    EXPECT(pretty_same_tree(sb_str(&src), sb_str(&out)));
    /* The innermost line sits 200 levels in. */
    StrBuf want = STRBUF_INIT;
    sb_append_char(&want, '\n');
    sb_append_repeat(&want, ' ', 200 * 4);
    sb_append_cstr(&want, "echo deep\n");
    EXPECT(out.ptr && strstr(out.ptr, want.ptr) != NULL);
    sb_fini(&want);
    sb_fini(&out);
    sb_fini(&src);
}

TEST(same_tree_notices_a_change)
{
    EXPECT(pretty_same_tree(STR("echo 'a'; echo b"), STR("echo a\necho b\n")));
    EXPECT(!pretty_same_tree(STR("echo a b"), STR("echo ab")));
    EXPECT(!pretty_same_tree(STR("echo a; echo b"), STR("echo a echo b")));
    EXPECT(!pretty_same_tree(STR("if true; end"), STR("if true; echo; end")));
}
