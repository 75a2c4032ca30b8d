/* tests/unit/test_glob.c - wildcard matching, the directory walk and its order.
 *
 * The walk tests build one tree in a temporary directory and compare with what
 * fish 3.6 printed for the same tree (`cd /tmp/g; echo PATTERN`), written down
 * when these tests were made; fish is not needed to run them. */
#include "unit.h"

#include "base/rng.h"
#include "exec/glob.h"

#include <dirent.h>
#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- matching ---- */

static bool m(const char *name, const char *pattern, bool hide_dots)
{
    GlobChar pat[256];
    size_t n = glob_parse(str_cstr(pattern), true, pat);
    return glob_match(str_cstr(name), pat, n, hide_dots);
}

TEST(match_literal_and_star)
{
    EXPECT(m("abc", "abc", true));
    EXPECT(!m("abc", "abd", true));
    EXPECT(m("abc", "*", true));
    EXPECT(m("abc", "a*", true));
    EXPECT(m("abc", "*c", true));
    EXPECT(m("aXbYc", "a*b*c", true));
    EXPECT(!m("aXbYd", "a*b*c", true));
    EXPECT(m("abcbc", "*bc", true));
    EXPECT(!m("ab", "abc*", true));
}

TEST(match_question_mark_is_one_character)
{
    EXPECT(m("f1", "f?", true));
    EXPECT(!m("f10", "f?", true));
    EXPECT(m("\xc3\xa9t\xc3\xa9", "?t?", true)); /* one UTF-8 character each */
}

TEST(match_hidden_files_need_a_literal_dot)
{
    EXPECT(!m(".h1", "*", true));
    EXPECT(!m(".h1", "*1", true));
    EXPECT(m(".h1", ".*", true));
    EXPECT(m(".h1", "*", false));
    EXPECT(!m(".h1", "?h1", false)); /* ? never matches a leading dot */
    EXPECT(!m(".", "*", true));
    EXPECT(!m("..", ".*", true));
    EXPECT(m("..", "..", true));
}

TEST(match_escaped_star_is_literal)
{
    EXPECT(m("a*", "a\\*", true));
    EXPECT(!m("ab", "a\\*", true));
}

TEST(parse_makes_double_star_recursive)
{
    GlobChar pat[8];
    size_t n = glob_parse(STR("**x?"), false, pat);
    EXPECT_EQ_SIZE(n, 3);
    EXPECT(pat[0] == GLOB_ANY_RECURSIVE);
    EXPECT(pat[1] == 'x');
    EXPECT(pat[2] == '?');
    EXPECT(glob_has_wildcard(pat, n));
    EXPECT(!glob_has_wildcard(pat + 1, 2));
}

/* ---- order ---- */

static int cmp(const char *a, const char *b)
{
    return glob_filecmp(str_cstr(a), str_cstr(b));
}

TEST(filecmp_numbers_compare_as_numbers)
{
    EXPECT(cmp("f2", "f10") < 0);
    EXPECT(cmp("abc12", "abc5") > 0);
    EXPECT(cmp("5abc", "12ABC") < 0);
    EXPECT(cmp("1ghi", "2ghi") < 0);
    EXPECT(cmp("1ghi", "02ghi") < 0);
    EXPECT(cmp("002ghi", "1ghi") > 0);
}

TEST(filecmp_leading_zeros_break_ties)
{
    EXPECT(cmp("1ghi", "01ghi") > 0);
    EXPECT(cmp("01ghi", "1ghi") < 0);
    EXPECT(cmp("abc01def", "abc1def") < 0);
    EXPECT(cmp("abc0789", "abc789") < 0);
    EXPECT(cmp("abc0xA789", "abc0xA0789") > 0);
    EXPECT(cmp("abc002.txt", "abc02.txt") < 0);
    EXPECT(cmp("a0", "a00") < 0);
    EXPECT(cmp("a00b", "a0b") < 0);
}

TEST(filecmp_case_insensitive_then_exact)
{
    EXPECT(cmp("abc", "DEF") < 0);
    EXPECT(cmp("DEF", "abc") > 0);
    EXPECT(cmp("AbC", "abc") < 0);
    EXPECT(cmp("AbC", "ABC") > 0);
    EXPECT(cmp("abc", "abc") == 0);
    EXPECT(cmp("GHI1abc2.txt", "ghi1abc2.txt") < 0);
    EXPECT(cmp("F3", "f10") < 0);
    EXPECT(cmp("\xc3\x89t\xc3\xa9", "\xc3\xa9z") < 0); /* Ét < éz */
}

TEST(filecmp_prefix_and_empty)
{
    EXPECT(cmp("", "") == 0);
    EXPECT(cmp("", "def") < 0);
    EXPECT(cmp("abc", "") > 0);
    EXPECT(cmp("abc", "abcd") < 0);
}

TEST(filecmp_dash_sorts_as_itself)
{
    /* The glob order keeps '-' in place (fish printed: file-b fileb fileZ). */
    EXPECT(cmp("file-b", "fileb") < 0);
    EXPECT(cmp("fileb", "fileZ") < 0);
}

static int sign(int c)
{
    return (c > 0) - (c < 0);
}

/* The sort keys order names as glob_filecmp does: random names from an
 * alphabet of digits, blanks, cases, '/', '-', '.', non-ASCII and bad
 * bytes, compared both ways; equal keys only where the byte tie-break
 * decides. Also shared starts (the filecmp fast path) and long numbers. */
TEST(sort_key_orders_as_filecmp)
{
    static const char *const parts[] = {"0", "00", "1", "9", "10", "007", " ", "\t", "a", "A",
                                        "z", "Z", "/", "-", ".", "\xc3\xa9", "\xc3\x89", "\xff",
                                        "\xe2\x82\xac", "12345678901234567890", "_"};
    Rng r;
    rng_seed(&r, 42);
    char names[400][40];
    for (size_t i = 0; i < 400; i++) {
        names[i][0] = '\0';
        size_t len = 0, nparts = (size_t)rng_upto(&r, 5);
        if (i % 2) len = (size_t)snprintf(names[i], sizeof names[i], "dir/f0");
        for (size_t k = 0; k < nparts; k++) {
            const char *p = parts[rng_upto(&r, sizeof parts / sizeof *parts - 1)];
            if (len + strlen(p) >= sizeof names[i]) break;
            memcpy(names[i] + len, p, strlen(p) + 1);
            len += strlen(p);
        }
    }
    StrBuf ka = STRBUF_INIT, kb = STRBUF_INIT;
    size_t bad = 0;
    for (size_t i = 0; i < 400; i++) {
        for (size_t j = 0; j < 400; j++) {
            Str a = str_cstr(names[i]), b = str_cstr(names[j]);
            sb_clear(&ka);
            sb_clear(&kb);
            glob_sort_key(a, &ka);
            glob_sort_key(b, &kb);
            size_t n = ka.len < kb.len ? ka.len : kb.len;
            int kc = memcmp(ka.ptr, kb.ptr, n);
            if (kc == 0) kc = (ka.len > kb.len) - (ka.len < kb.len);
            int fc = sign(glob_filecmp(a, b));
            if (kc != 0 && sign(kc) != fc) bad++;
            int bytes = memcmp(a.ptr, b.ptr, a.len < b.len ? a.len : b.len);
            if (bytes == 0) bytes = (a.len > b.len) - (a.len < b.len);
            if (kc == 0 && fc != sign(bytes)) bad++;
        }
    }
    EXPECT_EQ_SIZE(bad, 0);
    sb_fini(&ka);
    sb_fini(&kb);
}

/* ---- the walk ---- */

static char tmpdir[] = "/tmp/minnow_glob_XXXXXX";
static char oldcwd[PATH_MAX];

static void touch(const char *path)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) close(fd);
}

static void rm_rf(const char *path)
{
    struct stat st;
    if (lstat(path, &st) != 0) return;
    if (S_ISDIR(st.st_mode)) {
        DIR *d = opendir(path);
        if (d) {
            struct dirent *e;
            while ((e = readdir(d)) != NULL) {
                if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
                char sub[PATH_MAX];
                snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
                rm_rf(sub);
            }
            closedir(d);
        }
        rmdir(path);
    } else {
        unlink(path);
    }
}

/* The tree fish was run in: mkdir -p a/b/c .hid/x d; touch f1 f10 f2 F3 .h1
 * a/x.txt a/b/y.txt a/b/c/z.txt .hid/x/w.txt .hid/q.txt d/.dot.txt file-b
 * fileb fileZ 'sp ace'; ln -s .. a/b/up; ln -s nowhere broken */
TEST(walk_setup)
{
    EXPECT(getcwd(oldcwd, sizeof oldcwd) != NULL);
    EXPECT(mkdtemp(tmpdir) != NULL);
    EXPECT(chdir(tmpdir) == 0);
    const char *dirs[] = {"a", "a/b", "a/b/c", ".hid", ".hid/x", "d", "l"};
    for (size_t i = 0; i < sizeof dirs / sizeof *dirs; i++) EXPECT(mkdir(dirs[i], 0755) == 0);
    const char *files[] = {"f1", "f10", "f2", "F3", ".h1", "a/x.txt", "a/b/y.txt", "a/b/c/z.txt",
                           ".hid/x/w.txt", ".hid/q.txt", "d/.dot.txt", "file-b", "fileb", "fileZ", "sp ace"};
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) touch(files[i]);
    EXPECT(symlink("..", "a/b/up") == 0);
    EXPECT(symlink("nowhere", "broken") == 0);
    EXPECT(symlink(".", "l/self") == 0);
}

/* Expands pattern and returns the matches joined with '|'. */
static const char *g(const char *pattern, bool qmark)
{
    static char buf[4096];
    GlobChar pat[512];
    size_t n = glob_parse(str_cstr(pattern), qmark, pat);
    StrList out = {0};
    glob_expand(pat, n, NULL, NULL, &out);
    buf[0] = '\0';
    for (size_t i = 0; i < out.n; i++) {
        if (i) strcat(buf, "|");
        strncat(buf, out.items[i].ptr, sizeof buf - strlen(buf) - 2);
    }
    sl_fini(&out);
    return buf;
}

TEST(walk_star_sorted_without_hidden)
{
    /* fish: a broken d f1 f2 F3 f10 file-b fileb fileZ sp ace */
    EXPECT_STR_EQ(g("*", false), "a|broken|d|f1|f2|F3|f10|file-b|fileb|fileZ|l|sp ace");
    EXPECT_STR_EQ(g("b*", false), "broken"); /* a dangling symlink is still a name */
}

TEST(walk_hidden_with_literal_dot)
{
    EXPECT_STR_EQ(g(".*", false), ".h1|.hid");
    EXPECT_STR_EQ(g(".h*", false), ".h1|.hid");
    EXPECT_STR_EQ(g(".hid/*", false), ".hid/q.txt|.hid/x");
}

TEST(walk_recursive)
{
    EXPECT_STR_EQ(g("**.txt", false), "a/b/c/z.txt|a/b/y.txt|a/x.txt");
    EXPECT_STR_EQ(g("**/*.txt", false), "a/b/c/z.txt|a/b/y.txt|a/x.txt");
    EXPECT_STR_EQ(g("**/z.txt", false), "a/b/c/z.txt");
    EXPECT_STR_EQ(g("**/c", false), "a/b/c");
}

TEST(walk_recursive_symlink_back_to_ancestor_stops)
{
    /* fish: a/b a/b/c a/b/c/z.txt a/b/up a/b/up/b a/b/up/x.txt a/b/y.txt a/x.txt */
    EXPECT_STR_EQ(g("a/**", false), "a/b|a/b/c|a/b/c/z.txt|a/b/up|a/b/up/b|a/b/up/x.txt|a/b/y.txt|a/x.txt");
    /* l/self -> l: entered once (l itself was a literal segment), then the cycle stops. */
    EXPECT_STR_EQ(g("l/**", false), "l/self|l/self/self");
    EXPECT_STR_EQ(g("a/b/up/*", false), "a/b/up/b|a/b/up/x.txt");
}

TEST(walk_trailing_and_double_slashes)
{
    EXPECT_STR_EQ(g("*/", false), "a/|d/|l/");
    EXPECT_STR_EQ(g("*/*/", false), "a/b/"); /* l/self is l again: not re-entered */
    EXPECT_STR_EQ(g("a//*", false), "a/b|a/x.txt");
    EXPECT_STR_EQ(g("a*/b", false), "a/b");
}

TEST(walk_dot_prefix_kept)
{
    EXPECT_STR_EQ(g("./*1*", false), "./f1|./f10");
}

TEST(walk_question_mark)
{
    EXPECT_STR_EQ(g("f?", true), "f1|f2");
    EXPECT_STR_EQ(g("?1", true), "f1");
    EXPECT_STR_EQ(g("f?", false), ""); /* qmark-noglob: a literal ? */
}

TEST(walk_no_match_and_absolute)
{
    EXPECT_STR_EQ(g("nomatch*", false), "");
    char pattern[PATH_MAX], want[2 * PATH_MAX];
    snprintf(pattern, sizeof pattern, "%s/f1*", tmpdir);
    snprintf(want, sizeof want, "%s/f1|%s/f10", tmpdir, tmpdir);
    EXPECT_STR_EQ(g(pattern, false), want);
}

static bool cancel_now(void *ctx)
{
    (void)ctx;
    return true;
}

TEST(walk_cancel_gives_nothing)
{
    GlobChar pat[4];
    size_t n = glob_parse(STR("**"), false, pat);
    StrList out = {0};
    EXPECT_EQ_SIZE(glob_expand(pat, n, cancel_now, NULL, &out), 0);
    EXPECT_EQ_SIZE(out.n, 0);
    sl_fini(&out);
}

TEST(walk_teardown)
{
    EXPECT(chdir(oldcwd) == 0);
    rm_rf(tmpdir);
    struct stat st;
    EXPECT(stat(tmpdir, &st) != 0);
}
