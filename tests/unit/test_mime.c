/* tests/unit/test_mime.c - the shared MIME database (store/mime.c) over
 * fake mime folders written for each test: globs and their order,
 * magic rules, aliases and subclasses, and the type of a file. */
#include "unit.h"
#include "unit_files.h"

#include "store/mime.h"

static MimeDb *db_of(const char *dir1, const char *dir2)
{
    StrList dirs = STRLIST_INIT;
    sl_push_cstr(&dirs, dir1);
    if (dir2) sl_push_cstr(&dirs, dir2);
    MimeDb *db = mime_new(&dirs);
    sl_fini(&dirs);
    return db;
}

/* The types mime_by_name gives, joined with spaces. */
static const char *by_name(MimeDb *db, const char *name)
{
    static StrBuf b;
    StrList out = STRLIST_INIT;
    mime_by_name(db, str_cstr(name), &out);
    sb_clear(&b);
    sl_join(&out, STR(" "), &b);
    sl_fini(&out);
    sb_append_char(&b, '\0');
    return b.ptr;
}

static const char *by_file(MimeDb *db, const char *dir, const char *name)
{
    static StrBuf b;
    char path[600];
    if (snprintf(path, sizeof path, "%s/%s", dir, name) >= (int)sizeof path) abort();
    sb_clear(&b);
    if (!mime_by_file(db, path, &b)) sb_append_cstr(&b, "(error)");
    sb_append_char(&b, '\0');
    return b.ptr;
}

static const char globs2[] = "# a comment\n"
                             "50:text/x-csrc:*.c:cs\n"
                             "50:text/x-csrc:*.c\n"
                             "50:text/x-c++src:*.C:cs\n"
                             "50:text/x-c++src:*.C\n"
                             "50:application/gzip:*.gz\n"
                             "50:application/x-compressed-tar:*.tar.gz\n"
                             "50:text/x-makefile:makefile\n"
                             "50:text/x-makefile:*.mk\n"
                             "60:application/x-sharedlib:*.so.[0-9]*\n"
                             "50:image/gif:*.gif\n"
                             "50:text/html:*.html\n"
                             "80:text/x-readme:readme*\n"
                             "40:text/x-weak:*.dup\n"
                             "60:text/x-strong:*.dup\n"
                             "50:text/x-one:*.tie\n"
                             "50:text/x-two:*.tie\n"
                             "50:image/x-fake:*.fake\n"
                             "50:text/x-dropped:*.drop\n"
                             "bad line\n"
                             "999x:text/bad:*.bad\n";

TEST(globs_literal_suffix_other_weight_and_length)
{
    const char *d = folder("globs");
    write_text(d, "globs2", globs2);
    MimeDb *db = db_of(d, NULL);
    EXPECT_STR_EQ(by_name(db, "main.c"), "text/x-csrc");
    EXPECT_STR_EQ(by_name(db, "main.C"), "text/x-c++src");
    EXPECT_STR_EQ(by_name(db, "IMAGE.GIF"), "image/gif");      /* case-insensitive second */
    EXPECT_STR_EQ(by_name(db, "Makefile"), "text/x-makefile"); /* a literal, folded */
    EXPECT_STR_EQ(by_name(db, "x.tar.gz"), "application/x-compressed-tar"); /* the longest */
    EXPECT_STR_EQ(by_name(db, "x.gz"), "application/gzip");
    EXPECT_STR_EQ(by_name(db, "libc.so.6"), "application/x-sharedlib");
    EXPECT_STR_EQ(by_name(db, "readme.mk"), "text/x-makefile"); /* a suffix before other globs */
    EXPECT_STR_EQ(by_name(db, "readme"), "text/x-readme");
    EXPECT_STR_EQ(by_name(db, "x.dup"), "text/x-strong"); /* the heavier */
    EXPECT_STR_EQ(by_name(db, "x.tie"), "text/x-one text/x-two");
    EXPECT_STR_EQ(by_name(db, "x.bad"), "");
    EXPECT_STR_EQ(by_name(db, "nothing"), "");
    mime_free(db);
}

TEST(globs_of_a_first_folder_drop_a_later_ones_with_noglobs)
{
    const char *user = folder("user");
    write_text(user, "globs2",
               "50:text/x-dropped:__NOGLOBS__\n50:text/x-mine:*.drop\n50:text/x-first:*.tie\n");
    const char *sys = folder("sys");
    write_text(sys, "globs2", globs2);
    MimeDb *db = db_of(user, sys);
    EXPECT_STR_EQ(by_name(db, "a.drop"), "text/x-mine");
    EXPECT_STR_EQ(by_name(db, "a.tie"), "text/x-first text/x-one text/x-two");
    EXPECT_STR_EQ(by_name(db, "a.c"), "text/x-csrc");
    mime_free(db);
}

TEST(old_globs_file_when_there_is_no_globs2)
{
    const char *d = folder("v1");
    write_text(d, "globs", "text/x-old:*.old\ntext/x-colon:a:b\n");
    MimeDb *db = db_of(d, NULL);
    EXPECT_STR_EQ(by_name(db, "x.old"), "text/x-old");
    EXPECT_STR_EQ(by_name(db, "a:b"), "text/x-colon");
    mime_free(db);
}

/* A magic file: header, then sections of rules. */
static void write_magic(const char *dir)
{
    static const char magic[] =
        "MIME-Magic\0\n"
        "[50:image/x-fake]\n"
        ">0=\0\4FAKE\n"
        "[90:image/png]\n"
        ">0=\0\x08\x89PNG\r\n\x1a\n\n"
        /* nested: "AB" at 0 and then "C" at 2 or "D" at 3 */
        "[60:application/x-nested]\n"
        ">0=\0\2AB\n"
        "1>2=\0\1C\n"
        "1>3=\0\1D\n"
        /* a mask: the low nibble of byte 0 is 5 */
        "[55:application/x-masked]\n"
        ">0=\0\1\x05&\x0f\n"
        /* a range: "ZZ" anywhere in bytes 4..9 */
        "[55:application/x-ranged]\n"
        ">4=\0\2ZZ+6\n"
        /* a 16-bit word, big-endian in the file: 0x1234 read as the host reads it */
        "[55:application/x-word]\n"
        ">0=\0\2\x12\x34~2\n"
        /* broken: the rest of this section is skipped */
        "[50:application/x-broken]\n"
        ">0=\0\5AB\n"
        "[40:text/x-tie-winner]\n"
        ">0=\0\3TIE\n";
    write_bytes(dir, "magic", magic, sizeof magic - 1);
}

TEST(magic_rules_by_priority_nesting_mask_range_and_words)
{
    const char *d = folder("magic");
    write_magic(d);
    MimeDb *db = db_of(d, NULL);
    const char *r = mime_by_data(db, "FAKEstuff", 9);
    EXPECT_STR_EQ(r, "image/x-fake");
    r = mime_by_data(db, "\x89PNG\r\n\x1a\nrest", 12);
    EXPECT_STR_EQ(r, "image/png");
    EXPECT_STR_EQ(mime_by_data(db, "ABC", 3), "application/x-nested");
    EXPECT_STR_EQ(mime_by_data(db, "ABxD", 4), "application/x-nested");
    EXPECT(mime_by_data(db, "ABxx", 4) == NULL);
    EXPECT_STR_EQ(mime_by_data(db, "\x35", 1), "application/x-masked");
    EXPECT_STR_EQ(mime_by_data(db, "....xxxxZZ", 10), "application/x-ranged");
    EXPECT_STR_EQ(mime_by_data(db, "....xxxxxZZ", 11), "application/x-ranged");
    EXPECT(mime_by_data(db, "....xxxxxxZZ", 12) == NULL);
    unsigned short word = 0x1234;
    EXPECT_STR_EQ(mime_by_data(db, &word, 2), "application/x-word");
    EXPECT(mime_by_data(db, "FAK", 3) == NULL);
    EXPECT_STR_EQ(mime_by_data(db, "TIE", 3), "text/x-tie-winner"); /* after the broken one */
    EXPECT_EQ_SIZE(mime_magic_extent(db), 11);
    mime_free(db);
}

TEST(broken_magic_files_are_skipped)
{
    const char *d = folder("badmagic");
    write_text(d, "magic", "not a magic file\n[50:x/y]\n>0=\0\1A\n");
    MimeDb *db = db_of(d, NULL);
    EXPECT(mime_by_data(db, "A", 1) == NULL);
    mime_free(db);
    static const char cut[] = "MIME-Magic\0\n[50:x/y]\n>0=\0\x7f";
    write_bytes(d, "magic", cut, sizeof cut - 1);
    db = db_of(d, NULL);
    EXPECT(mime_by_data(db, "A", 1) == NULL);
    mime_free(db);
}

TEST(text_or_binary)
{
    EXPECT(mime_looks_text("hello\n\tworld\r\n", 14));
    EXPECT(mime_looks_text("caf\xc3\xa9", 5));
    EXPECT(mime_looks_text("caf\xc3", 4)); /* cut at the end */
    EXPECT(mime_looks_text("", 0));
    EXPECT(!mime_looks_text("a\0b", 3));
    EXPECT(!mime_looks_text("a\x01", 2));
    EXPECT(!mime_looks_text("caf\xe9!", 5));
    EXPECT(!mime_looks_text("\xff\xfe", 2));
}

TEST(aliases_and_ancestors)
{
    const char *d = folder("family");
    write_text(d, "aliases", "text/x-c text/x-csrc\napplication/x-gzip application/gzip\n");
    write_text(d, "subclasses",
               "application/x-compressed-tar application/gzip\n"
               "image/svg+xml application/xml\n"
               "application/xml text/plain\n"
               "text/x-loop text/x-loop2\ntext/x-loop2 text/x-loop\n");
    MimeDb *db = db_of(d, NULL);
    Str u = mime_unalias(db, STR("text/x-c"));
    EXPECT_MEM_EQ(u.ptr, u.len, "text/x-csrc", 11);
    u = mime_unalias(db, STR("text/html"));
    EXPECT_MEM_EQ(u.ptr, u.len, "text/html", 9);
    StrList a = STRLIST_INIT;
    StrBuf b = STRBUF_INIT;
    mime_ancestors(db, STR("text/x-c"), &a);
    sl_join(&a, STR(" "), &b);
    EXPECT_STR_EQ(b.ptr, "text/x-csrc text/plain application/octet-stream");
    sl_clear(&a);
    sb_clear(&b);
    mime_ancestors(db, STR("image/svg+xml"), &a);
    sl_join(&a, STR(" "), &b);
    EXPECT_STR_EQ(b.ptr, "image/svg+xml application/xml text/plain application/octet-stream");
    sl_clear(&a);
    sb_clear(&b);
    mime_ancestors(db, STR("text/x-loop"), &a);
    sl_join(&a, STR(" "), &b);
    EXPECT_STR_EQ(b.ptr, "text/x-loop text/x-loop2 text/plain application/octet-stream");
    sl_clear(&a);
    sb_clear(&b);
    mime_ancestors(db, STR("x-scheme-handler/https"), &a);
    sl_join(&a, STR(" "), &b);
    EXPECT_STR_EQ(b.ptr, "x-scheme-handler/https");
    sl_clear(&a);
    sb_clear(&b);
    mime_ancestors(db, STR("inode/directory"), &a);
    sl_join(&a, STR(" "), &b);
    EXPECT_STR_EQ(b.ptr, "inode/directory");
    EXPECT(mime_is_a(db, STR("application/x-compressed-tar"), STR("application/x-gzip")));
    EXPECT(!mime_is_a(db, STR("application/gzip"), STR("application/x-compressed-tar")));
    sl_fini(&a);
    sb_fini(&b);
    mime_free(db);
}

TEST(type_of_a_file)
{
    const char *d = folder("types");
    write_text(d, "globs2", globs2);
    write_magic(d);
    write_text(d, "subclasses", "text/x-two text/x-tie-winner\n");
    const char *files = folder("files");
    write_text(files, "main.c", "int main;\n");
    write_text(files, "notes", "just text\n");
    write_bytes(files, "blob", "\x01\x02\x00\x03", 4);
    write_text(files, "empty", "");
    write_text(files, "picture", "FAKE");                  /* magic names it */
    write_text(files, "x.tie", "TIE and more");            /* a tie that magic settles */
    write_text(files, "y.tie", "no magic here");           /* a tie it does not: the first */
    write_bytes(files, "lying.c", "\x89PNG\r\n\x1a\n", 8); /* one glob: magic is not read */
    folder("files/sub");
    MimeDb *db = db_of(d, NULL);
    EXPECT_STR_EQ(by_file(db, files, "main.c"), "text/x-csrc");
    EXPECT_STR_EQ(by_file(db, files, "notes"), "text/plain");
    EXPECT_STR_EQ(by_file(db, files, "blob"), "application/octet-stream");
    EXPECT_STR_EQ(by_file(db, files, "empty"), "text/plain");
    EXPECT_STR_EQ(by_file(db, files, "picture"), "image/x-fake");
    EXPECT_STR_EQ(by_file(db, files, "x.tie"), "text/x-two");
    EXPECT_STR_EQ(by_file(db, files, "y.tie"), "text/x-one");
    EXPECT_STR_EQ(by_file(db, files, "lying.c"), "text/x-csrc");
    EXPECT_STR_EQ(by_file(db, files, "sub"), "inode/directory");
    EXPECT_STR_EQ(by_file(db, files, "missing"), "(error)");
    EXPECT_STR_EQ(by_file(db, "/dev", "null"), "inode/chardevice");
    mime_free(db);
}

TEST(an_empty_database_still_tells_text_from_binary)
{
    const char *files = folder("plain");
    write_text(files, "a.html", "<p>hi</p>\n");
    write_bytes(files, "b.html", "\0\0", 2);
    MimeDb *db = db_of(folder("nothing-here"), "/nonexistent/mime");
    EXPECT_STR_EQ(by_file(db, files, "a.html"), "text/plain");
    EXPECT_STR_EQ(by_file(db, files, "b.html"), "application/octet-stream");
    mime_free(db);
}
