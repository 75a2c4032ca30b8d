/* tests/unit/test_base.c - strings, arenas, UTF-8 and widths, diagnostics,
 * paths, the random number generator, reading small files. */
#include "unit.h"
#include "unit_files.h"

#include "base/arena.h"
#include "base/diag.h"
#include "base/escape.h"
#include "base/fs.h"
#include "base/path.h"
#include "base/rng.h"
#include "base/str.h"
#include "base/strlist.h"
#include "base/utf8.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

TEST(strbuf_append_grows_and_terminates)
{
    StrBuf b = STRBUF_INIT;
    for (int i = 0; i < 1000; i++) sb_append(&b, STR("ab"));
    EXPECT_EQ_SIZE(b.len, 2000);
    EXPECT(b.ptr[b.len] == '\0');
    sb_printf(&b, "%d", 42);
    EXPECT_EQ_SIZE(b.len, 2002);
    EXPECT_STR_EQ(b.ptr + 2000, "42");
    sb_fini(&b);
    EXPECT(b.ptr == NULL);
}

TEST(strbuf_keeps_nul_bytes)
{
    StrBuf b = STRBUF_INIT;
    sb_append_mem(&b, "a\0b", 3);
    EXPECT_EQ_SIZE(b.len, 3);
    EXPECT_MEM_EQ(b.ptr, b.len, "a\0b", 3);
    char *taken = sb_take(&b);
    EXPECT(taken[1] == '\0' && taken[2] == 'b');
    EXPECT(b.ptr == NULL);
    free(taken);
}

TEST(str_compare)
{
    EXPECT(str_eq(STR("abc"), str_cstr("abc")));
    EXPECT(!str_eq(STR("abc"), STR("abd")));
    EXPECT(str_starts_with(STR("--help"), STR("--")));
    EXPECT(!str_starts_with(STR("-"), STR("--")));
}

TEST(arena_reset_frees_above_mark)
{
    Arena a = ARENA_INIT;
    char *keep = arena_memdup(&a, "keep", 4);
    ArenaMark m = arena_mark(&a);
    for (int i = 0; i < 10000; i++) arena_alloc(&a, 100);
    size_t big = a.total;
    arena_reset(&a, m);
    EXPECT(a.total < big);
    EXPECT_STR_EQ(keep, "keep");
    void *p = arena_alloc(&a, 16);
    EXPECT(((uintptr_t)p % _Alignof(max_align_t)) == 0);
    arena_fini(&a);
    EXPECT_EQ_SIZE(a.total, 0);
}

/* Text is packed (no padding after an odd length); every other allocation
 * stays aligned, also when the padding would pass the end of a chunk. */
TEST(arena_packs_text_and_aligns_the_rest)
{
    Arena a = ARENA_INIT;
    char *x = arena_memdup(&a, "ab", 2), *y = arena_memdup(&a, "cd", 2);
    EXPECT(y == x + 3);
    for (size_t i = 0; i < 20000; i++) {
        char *t = arena_memdup(&a, "0123456789abcdef", i % 17);
        EXPECT(t[i % 17] == '\0');
        void *p = arena_alloc(&a, 1 + i % 40);
        if ((uintptr_t)p % _Alignof(max_align_t) != 0) {
            EXPECT(!"arena_alloc gave an unaligned pointer");
            break;
        }
        memset(p, 0xab, 1 + i % 40); /* (ASan: inside its chunk) */
    }
    arena_fini(&a);
}

TEST(utf8_counts_characters)
{
    EXPECT_EQ_SIZE(utf8_count("", 0), 0);
    EXPECT_EQ_SIZE(utf8_count("abc", 3), 3);
    EXPECT_EQ_SIZE(utf8_count("\xc3\xa9\xe6\x97\xa5", 5), 2);  /* é日 */
    EXPECT_EQ_SIZE(utf8_count("a\xff\xc3" "b", 4), 4);         /* bad bytes count one each */
    EXPECT_EQ_SIZE(utf8_count("x\0y", 3), 3);
}

TEST(utf8_decodes_and_rejects)
{
    uint32_t cp;
    EXPECT_EQ_SIZE(utf8_decode("\xc3\xa9", 2, &cp), 2);
    EXPECT(cp == 0xE9);
    EXPECT_EQ_SIZE(utf8_decode("\xe2\x82\xac", 3, &cp), 3);
    EXPECT(cp == 0x20AC);
    EXPECT_EQ_SIZE(utf8_decode("\xc0\x80", 2, &cp), 1); /* overlong */
    EXPECT(cp == UTF8_INVALID);
    EXPECT_EQ_SIZE(utf8_decode("\xed\xa0\x80", 3, &cp), 1); /* surrogate */
    EXPECT(cp == UTF8_INVALID);
    EXPECT_EQ_SIZE(utf8_decode("\xf0\x9f", 2, &cp), 1); /* truncated */
    char out[4];
    EXPECT_EQ_SIZE(utf8_encode(0x1F600, out), 4);
    EXPECT_EQ_SIZE(utf8_decode(out, 4, &cp), 4);
    EXPECT(cp == 0x1F600);
}

TEST(display_width)
{
    EXPECT_EQ_INT(uc_width('a'), 1);
    EXPECT_EQ_INT(uc_width(0x4E2D), 2);  /* CJK */
    EXPECT_EQ_INT(uc_width(0x0301), 0);  /* combining acute */
    EXPECT_EQ_INT(uc_width(0x1F600), 2); /* emoji */
    EXPECT_EQ_INT(uc_width(0x07), -1);
    EXPECT_EQ_SIZE(utf8_width("a\xe4\xb8\xad\xff", 5), 4); /* invalid byte counts 1 */
}

TEST(letters_and_digits)
{
    EXPECT(uc_is_alnum('a') && uc_is_alnum('Z') && uc_is_alnum('7'));
    EXPECT(!uc_is_alnum('_') && !uc_is_alnum(' ') && !uc_is_alnum('+'));
    EXPECT(uc_is_alnum(0xE9));     /* e acute */
    EXPECT(uc_is_alnum(0x4E2D));   /* CJK */
    EXPECT(uc_is_alnum(0x3B1));    /* Greek alpha */
    EXPECT(!uc_is_alnum(0xD7));    /* multiplication sign */
    EXPECT(!uc_is_alnum(0x20AC));  /* euro sign */
    EXPECT(!uc_is_alnum(0x1F600)); /* emoji */
    EXPECT(!uc_is_alnum(UTF8_INVALID));
}

TEST(diag_renders_fish_layout)
{
    Str src = STR("echo ok\n\techo $?\n");
    DiagList l = {0};
    diag_add(&l, 1, 15, 1, "$? is not the exit status. In fish, please use $status.");
    StrBuf out = STRBUF_INIT;
    diag_render(&out, src, "t.fish", &l.items[0], true);
    EXPECT_STR_EQ(out.ptr, "t.fish (line 2): $? is not the exit status. In fish, please use $status.\n"
                           "\techo $?\n"
                           "\t      ^\n");
    sb_clear(&out);
    Diag *d = diag_add(&l, 1, 9, 4, "%s", "range");
    diag_set_hint(d, "try %s", "this");
    diag_render(&out, src, NULL, d, true);
    EXPECT_STR_EQ(out.ptr, "range\n\techo $?\n\t^~~^\nhint: try this\n");
    sb_clear(&out);
    diag_render(&out, src, NULL, d, false); /* for a script: fish's text alone */
    EXPECT_STR_EQ(out.ptr, "range\n\techo $?\n\t^~~^\n");
    EXPECT_EQ_INT((int)diag_line_of(src, 100), 3);
    sb_fini(&out);
    diag_list_fini(&l);
}

TEST(diag_caret_counts_wide_chars)
{
    Str src = STR("echo \xe4\xb8\xad $?");
    StrBuf out = STRBUF_INIT;
    diag_render_caret(&out, src, 10, 1);
    EXPECT_STR_EQ(out.ptr, "echo \xe4\xb8\xad $?\n         ^\n");
    sb_fini(&out);
}

TEST(strlist_owns_copies)
{
    StrList l = STRLIST_INIT;
    char buf[4] = "abc";
    sl_push(&l, str_make(buf, 3));
    buf[0] = 'X';
    sl_push(&l, str_make("a\0b", 3));
    EXPECT_EQ_SIZE(l.n, 2);
    EXPECT_STR_EQ(l.items[0].ptr, "abc");
    EXPECT_MEM_EQ(l.items[1].ptr, l.items[1].len, "a\0b", 3);
    StrList copy;
    sl_dup(&copy, &l);
    EXPECT(sl_eq(&copy, &l));
    char **argv = sl_argv(&copy);
    EXPECT_STR_EQ(argv[0], "abc");
    EXPECT(argv[2] == NULL);
    free(argv);
    StrBuf joined = STRBUF_INIT;
    sl_join(&l, STR(" "), &joined);
    EXPECT_MEM_EQ(joined.ptr, joined.len, "abc a\0b", 7);
    sb_fini(&joined);
    sl_truncate(&copy, 1);
    EXPECT_EQ_SIZE(copy.n, 1);
    sl_move(&l, &copy);
    EXPECT_EQ_SIZE(l.n, 1);
    EXPECT_EQ_SIZE(copy.n, 0);
    sl_fini(&l);
    sl_fini(&copy);
}

static void expect_str(Str got, const char *want, int line)
{
    if (!str_eq_cstr(got, want)) unit_fail(__FILE__, line, "got '%.*s', want '%s'", (int)got.len, got.ptr, want);
}

TEST(path_basename_and_dirname_follow_posix)
{
    static const char *const cases[][3] = {
        {"", ".", "."},          {"/", "/", "/"},       {"//", "/", "//"},
        {"///", "/", "/"},       {"a", "a", "."},       {"a/", "a", "."},
        {"/a", "a", "/"},        {"a/b", "b", "a"},     {"a//b//", "b", "a"},
        {"///a//b//", "b", "///a"}, {"./foo.mp4", "foo.mp4", "."}, {"../x", "x", ".."},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        Str p = str_cstr(cases[i][0]);
        expect_str(path_basename(p), cases[i][1], __LINE__);
        expect_str(path_dirname(p), cases[i][2], __LINE__);
    }
}

TEST(path_normalize_collapses_textually)
{
    static const char *const cases[][3] = {
        {"", ".", "."},           {"./", ".", "."},          {"..", "..", ".."},
        {"//", "/", "//"},        {"///", "/", "/"},         {"/.//../", "/", "/"},
        {"//abc/../def/", "/def", "//def"}, {"../../", "../..", "../.."},
        {"foo/../", ".", "."},    {"a/b/../../..", "..", ".."}, {"/abc/..def/", "/abc/..def", "/abc/..def"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        for (int keep = 0; keep < 2; keep++) {
            StrBuf out = STRBUF_INIT;
            path_normalize(str_cstr(cases[i][0]), keep, &out);
            expect_str(sb_str(&out), cases[i][1 + keep], __LINE__);
            sb_fini(&out);
        }
    }
    /* More components than the stack array holds. */
    StrBuf deep = STRBUF_INIT, out = STRBUF_INIT;
    for (int i = 0; i < 100; i++) sb_append_cstr(&deep, "d/");
    sb_append_cstr(&deep, "../x");
    path_normalize(sb_str(&deep), false, &out);
    EXPECT_EQ_SIZE(out.len, 99 * 2 + 1);
    sb_fini(&deep);
    sb_fini(&out);
}

TEST(path_real_resolves_and_falls_back)
{
    StrBuf out = STRBUF_INIT;
    EXPECT(path_real("/", &out));
    expect_str(sb_str(&out), "/", __LINE__);
    sb_clear(&out);
    EXPECT(path_real("/../../no-such-thing-here", &out)); /* the last part may be missing */
    expect_str(sb_str(&out), "/no-such-thing-here", __LINE__);
    sb_clear(&out);
    EXPECT(path_real("/no-such-dir-x/", &out));
    expect_str(sb_str(&out), "/no-such-dir-x", __LINE__);
    sb_clear(&out);
    EXPECT(!path_real("/no-such-dir-x/y", &out));
    EXPECT_EQ_INT(errno, ENOENT);
    EXPECT_EQ_SIZE(out.len, 0);
    EXPECT(!path_real("", &out));
    EXPECT_EQ_INT(errno, 0);
    sb_fini(&out);
}

TEST(rng_repeats_per_seed_and_stays_in_range)
{
    Rng a, b;
    rng_seed(&a, 42);
    rng_seed(&b, 42);
    for (int i = 0; i < 100; i++) EXPECT(rng_next(&a) == rng_next(&b));
    rng_seed(&b, 43);
    EXPECT(rng_next(&a) != rng_next(&b));
    int seen[7] = {0};
    for (int i = 0; i < 7000; i++) {
        uint64_t v = rng_upto(&a, 6);
        EXPECT(v <= 6);
        if (v <= 6) seen[v]++;
    }
    for (int i = 0; i < 7; i++) EXPECT(seen[i] > 700); /* about 1000 each */
    EXPECT(rng_upto(&a, 0) == 0);
    (void)rng_upto(&a, UINT64_MAX);
}

TEST(small_files_are_read_whole_and_others_refused)
{
    const char *d = folder("small");
    write_text(d, "five", "12345");
    StrBuf b = STRBUF_INIT, path = STRBUF_INIT;
    sb_printf(&path, "%s/five", d);
    sb_append_cstr(&b, ">");
    EXPECT_EQ_INT(fs_read_small_file(path.ptr, 5, &b), 0);
    EXPECT_STR_EQ(b.ptr, ">12345");
    sb_clear(&b);
    EXPECT_EQ_INT(fs_read_small_file(path.ptr, 4, &b), -1);
    EXPECT_EQ_INT(errno, EFBIG);
    EXPECT_EQ_SIZE(b.len, 0);
    EXPECT_EQ_INT(fs_read_small_file(d, 100, &b), -1);
    EXPECT_EQ_INT(errno, EISDIR);
    EXPECT_EQ_INT(fs_read_small_file("/dev/null", 100, &b), -1);
    EXPECT_EQ_INT(errno, EINVAL);
    sb_clear(&path);
    sb_printf(&path, "%s/missing", d);
    EXPECT_EQ_INT(fs_read_small_file(path.ptr, 100, &b), -1);
    EXPECT_EQ_INT(errno, ENOENT);
    sb_fini(&b);
    sb_fini(&path);
}

TEST(stale_temporary_files_of_dead_writers_are_removed)
{
    /* a dead writer's (a pid no process has: past pid_max), an old one;
       a live writer's (ours), old too; a dead writer's, new; another file */
    const char *d = folder("stale");
    write_text(d, "f", "x");
    write_text(d, "f.minnow-tmp.2147483646", "dead, old");
    write_text(d, "f.minnow-tmp.2147483645", "dead, new");
    char mine[64];
    snprintf(mine, sizeof mine, "f.minnow-tmp.%ld", (long)getppid());
    write_text(d, mine, "alive");
    write_text(d, "g.minnow-tmp.2147483646", "another file's");
    StrBuf p = STRBUF_INIT;
    struct timespec old[2] = {{.tv_sec = time(NULL) - 3600}, {.tv_sec = time(NULL) - 3600}};
    const char *aged[] = {"f.minnow-tmp.2147483646", mine, "g.minnow-tmp.2147483646"};
    for (size_t i = 0; i < 3; i++) {
        sb_clear(&p);
        sb_printf(&p, "%s/%s", d, aged[i]);
        EXPECT(utimensat(AT_FDCWD, p.ptr, old, 0) == 0);
    }
    sb_clear(&p);
    sb_printf(&p, "%s/f", d);
    fs_remove_stale_temps(p.ptr);
    const char *want[][2] = {{"f", "1"}, {"f.minnow-tmp.2147483646", "0"}, {"f.minnow-tmp.2147483645", "1"},
                             {mine, "1"}, {"g.minnow-tmp.2147483646", "1"}};
    for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
        sb_clear(&p);
        sb_printf(&p, "%s/%s", d, want[i][0]);
        bool there = access(p.ptr, F_OK) == 0;
        if (there != (want[i][1][0] == '1')) printf("  %s: %s\n", want[i][0], there ? "there" : "gone");
        EXPECT(there == (want[i][1][0] == '1'));
    }
    sb_fini(&p);
}

TEST(url_escaping_keeps_only_unreserved_bytes_and_slashes)
{
    StrBuf b = STRBUF_INIT;
    escape_url(STR("/a b/%c~d_e-f.g?\xc3\xa9\x01"), &b);
    EXPECT_STR_EQ(b.ptr, "/a%20b/%25c~d_e-f.g%3F%C3%A9%01");
    sb_fini(&b);
}
