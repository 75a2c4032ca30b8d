/* tests/unit/test_abbr.c - the abbreviation table and the editor's lookup. */
#include "unit.h"

#include "base/check.h"
#include "store/abbr.h"

#include <stdint.h>
#include <stdlib.h>

static const StrList no_commands;

/* Adds a literal abbreviation; commands is a space-separated list or NULL. */
static void add(AbbrSet *set, const char *name, const char *expansion, AbbrPosition pos, const char *commands)
{
    Abbr a = {.name = xstrdup(name), .expansion = xstrdup(expansion), .position = pos};
    for (const char *c = commands; c && *c;) {
        size_t n = strcspn(c, " ");
        sl_push(&a.commands, str_make(c, n));
        c += n + (c[n] == ' ');
    }
    abbr_add(set, &a);
    EXPECT(a.name == NULL); /* the set took it */
}

static const char *lookup(const AbbrSet *set, const char *token, AbbrPosition pos, const char *command)
{
    size_t from = abbr_count(set);
    const Abbr *a = abbr_match(set, str_cstr(token), pos, str_cstr(command), &from);
    return a ? a->expansion : NULL;
}

static const char *names(const AbbrSet *set)
{
    static char buf[256];
    buf[0] = 0;
    for (size_t i = 0; i < abbr_count(set); i++) {
        if (i) strcat(buf, " ");
        strcat(buf, abbr_at(set, i)->name);
    }
    return buf;
}

TEST(adding_again_replaces_and_moves_last)
{
    AbbrSet *set = abbr_set_new();
    add(set, "gco", "git checkout", ABBR_COMMAND, NULL);
    add(set, "l", "less", ABBR_ANYWHERE, NULL);
    add(set, "gco", "git commit", ABBR_COMMAND, NULL);
    EXPECT_STR_EQ(names(set), "l gco");
    EXPECT_STR_EQ(abbr_at(set, 1)->expansion, "git commit");
    add(set, "gco", "for make", ABBR_ANYWHERE, "make"); /* another command list: a second one */
    EXPECT_STR_EQ(names(set), "l gco gco");
    EXPECT(abbr_has_name(set, STR("gco")) && !abbr_has_name(set, STR("gc")));
    const Abbr *first = abbr_at(set, 1); /* erasing by the abbreviation's own name */
    EXPECT(abbr_erase(set, str_cstr(first->name), &first->commands));
    EXPECT(abbr_has_name(set, STR("gco")));
    EXPECT(!abbr_exists(set, STR("gco"), &no_commands));
    abbr_set_free(set);
}

TEST(rename_and_erase_go_by_name_and_commands)
{
    AbbrSet *set = abbr_set_new();
    add(set, "x", "general", ABBR_COMMAND, NULL);
    add(set, "x", "for foo", ABBR_ANYWHERE, "foo");
    StrList foo = STRLIST_INIT;
    sl_push_cstr(&foo, "foo");
    EXPECT(abbr_rename(set, STR("x"), STR("y"), &foo));
    EXPECT_STR_EQ(names(set), "x y");
    EXPECT(abbr_has_name(set, STR("x")) && abbr_has_name(set, STR("y")));
    EXPECT(!abbr_rename(set, STR("x"), STR("z"), &foo));
    EXPECT_STR_EQ(lookup(set, "y", ABBR_ANYWHERE, "foo"), "for foo"); /* a renamed one matches its new name */
    EXPECT(!abbr_erase(set, STR("y"), &no_commands));
    EXPECT(abbr_erase(set, STR("y"), &foo));
    EXPECT(abbr_has_name(set, STR("x")) && !abbr_has_name(set, STR("y")));
    EXPECT(abbr_erase(set, STR("x"), &no_commands));
    EXPECT_EQ_SIZE(abbr_count(set), 0);
    EXPECT(!abbr_has_name(set, STR("x")));
    sl_fini(&foo);
    abbr_set_free(set);
}

TEST(lookup_respects_position_and_command)
{
    AbbrSet *set = abbr_set_new();
    add(set, "gc", "git checkout", ABBR_COMMAND, NULL);
    add(set, "L", "| less", ABBR_ANYWHERE, NULL);
    add(set, "-m", "--message", ABBR_ANYWHERE, "git hg");
    EXPECT_STR_EQ(lookup(set, "gc", ABBR_COMMAND, ""), "git checkout");
    EXPECT(lookup(set, "gc", ABBR_ANYWHERE, "echo") == NULL);
    EXPECT_STR_EQ(lookup(set, "L", ABBR_ANYWHERE, "ls"), "| less");
    EXPECT_STR_EQ(lookup(set, "L", ABBR_COMMAND, ""), "| less");
    EXPECT_STR_EQ(lookup(set, "-m", ABBR_ANYWHERE, "hg"), "--message");
    EXPECT(lookup(set, "-m", ABBR_ANYWHERE, "svn") == NULL);
    EXPECT(lookup(set, "nothing", ABBR_COMMAND, "") == NULL);
    EXPECT(lookup(set, "", ABBR_COMMAND, "") == NULL);
    abbr_set_free(set);
}

static Abbr regex_abbr(const char *name, const char *pattern, const char *expansion, bool function)
{
    StrBuf err = STRBUF_INIT;
    size_t at = 0;
    Abbr a = {.name = xstrdup(name), .pattern = xstrdup(pattern), .expansion = xstrdup(expansion),
              .is_function = function, .position = ABBR_ANYWHERE};
    a.regex = abbr_regex_compile(str_cstr(pattern), &err, &at);
    EXPECT(a.regex != NULL);
    sb_fini(&err);
    return a;
}

TEST(regex_matches_whole_tokens_newest_first)
{
    AbbrSet *set = abbr_set_new();
    Abbr a = regex_abbr("txt", ".+\\.txt", "vim_edit", true);
    abbr_add(set, &a);
    Abbr b = regex_abbr("num", "[0-9]+|x", "number", false);
    abbr_add(set, &b);
    add(set, "12", "twelve", ABBR_ANYWHERE, NULL);
    EXPECT_STR_EQ(lookup(set, "notes.txt", ABBR_COMMAND, ""), "vim_edit");
    EXPECT(lookup(set, "notes.txt.bak", ABBR_COMMAND, "") == NULL); /* anchored at the end */
    EXPECT(lookup(set, "x1", ABBR_COMMAND, "") == NULL);           /* the alternation is grouped */
    EXPECT_STR_EQ(lookup(set, "42", ABBR_ANYWHERE, "echo"), "number");
    EXPECT_STR_EQ(lookup(set, "é.txt", ABBR_ANYWHERE, "echo"), "vim_edit");
    EXPECT(lookup(set, "\xff.txt\xfe", ABBR_ANYWHERE, "echo") == NULL); /* bad UTF-8 is no error */
    size_t from = abbr_count(set);
    const Abbr *first = abbr_match(set, STR("12"), ABBR_COMMAND, STR(""), &from);
    const Abbr *second = abbr_match(set, STR("12"), ABBR_COMMAND, STR(""), &from);
    EXPECT(first && second && !strcmp(first->expansion, "twelve") && !strcmp(second->expansion, "number"));
    EXPECT(abbr_match(set, STR("12"), ABBR_COMMAND, STR(""), &from) == NULL);
    abbr_set_free(set);
}

static void expect_compile_error(const char *pattern, const char *msg, size_t offset)
{
    StrBuf err = STRBUF_INIT;
    size_t at = 99;
    AbbrRegex *re = abbr_regex_compile(str_cstr(pattern), &err, &at);
    EXPECT(re == NULL);
    EXPECT_STR_EQ(err.ptr ? err.ptr : "", msg);
    EXPECT_EQ_SIZE(at, offset);
    abbr_regex_free(re);
    sb_fini(&err);
}

TEST(regex_errors_say_where)
{
    expect_compile_error("a(b", "missing closing parenthesis", 3);
    expect_compile_error("é(", "missing closing parenthesis", 2); /* characters, not bytes */
    expect_compile_error("[z-a]", "range out of order in character class", 3);
    expect_compile_error("(*UTF).*", "using UTF is disabled by the application", 6);
    expect_compile_error("(*UCP)(*UTF)x", "using UTF is disabled by the application", 12);
}

TEST(set_cursor_marker)
{
    StrBuf t = STRBUF_INIT;
    sb_append_cstr(&t, "git commit -m '%' %");
    EXPECT_EQ_SIZE(abbr_place_cursor(&t, STR("%")), 15);
    EXPECT_STR_EQ(t.ptr, "git commit -m '' %");
    sb_clear(&t);
    sb_append_cstr(&t, "no marker");
    EXPECT_EQ_SIZE(abbr_place_cursor(&t, STR("!!")), SIZE_MAX);
    EXPECT_STR_EQ(t.ptr, "no marker");
    sb_fini(&t);
}

TEST(universal_variables_import)
{
    AbbrSet *set = abbr_set_new();
    StrList v = STRLIST_INIT;
    sl_push_cstr(&v, "git");
    sl_push_cstr(&v, "checkout");
    EXPECT(abbr_add_from_universal(set, STR("_fish_abbr_g_2D_co"), &v));
    EXPECT(!abbr_add_from_universal(set, STR("fish_abbr_x"), &v));
    EXPECT(!abbr_add_from_universal(set, STR("_fish_abbr_"), &v));
    EXPECT_EQ_SIZE(abbr_count(set), 1);
    EXPECT_STR_EQ(abbr_at(set, 0)->name, "g-co");
    EXPECT_STR_EQ(abbr_at(set, 0)->expansion, "git checkout");
    EXPECT(abbr_at(set, 0)->from_universal);
    StrBuf n = STRBUF_INIT;
    abbr_universal_name(STR("g-co"), &n);
    EXPECT_STR_EQ(n.ptr, "_fish_abbr_g_2D_co");
    sb_fini(&n);
    sl_fini(&v);
    abbr_set_free(set);
}
