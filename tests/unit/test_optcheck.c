/* tests/unit/test_optcheck.c - which words are options a command does not take. */
#include "unit.h"

#include "store/optcheck.h"

#include <string.h>

/* The verdicts on the words of a command line, one letter each: '.' fine,
 * 'X' an unknown option (its part of the word in *bad of the last one). */
static void scan(const OptTable *t, const char *const *words, char *out, StrBuf *bad)
{
    OptScan s = {0};
    size_t i = 0;
    sb_clear(bad);
    for (; words[i]; i++) {
        Str w = str_cstr(words[i]);
        bool plain = !strpbrk(words[i], "$'\"*");
        size_t at = 0, len = 0;
        bool x = optscan_word(t, &s, w, plain, &at, &len);
        out[i] = x ? 'X' : '.';
        if (x) {
            sb_clear(bad);
            sb_append(bad, str_sub(w, at, len));
        }
    }
    out[i] = '\0';
}

/* Like GNU grep's: -e PATTERN, -A NUM, -r, -n, --color[=WHEN], --regexp=PATTERN. */
static void grep_table(OptTable *t)
{
    optt_init(t, 0);
    optt_add(t, OPTK_SHORT, STR("e"), OPTV_REQUIRED);
    optt_add(t, OPTK_LONG, STR("regexp"), OPTV_REQUIRED);
    optt_add(t, OPTK_SHORT, STR("A"), OPTV_REQUIRED);
    optt_add(t, OPTK_SHORT, STR("r"), OPTV_NONE);
    optt_add(t, OPTK_SHORT, STR("n"), OPTV_NONE);
    optt_add(t, OPTK_LONG, STR("color"), OPTV_OPTIONAL);
    optt_add(t, OPTK_LONG, STR("colour"), OPTV_OPTIONAL);
    optt_add(t, OPTK_LONG, STR("count"), OPTV_NONE);
}

TEST(clusters_and_unknown_letters)
{
    OptTable t;
    grep_table(&t);
    char v[16];
    StrBuf bad = STRBUF_INIT;
    scan(&t, (const char *const[]){"-rn", "-nr", "-rzn", "x", NULL}, v, &bad);
    EXPECT_STR_EQ(v, "..X.");
    EXPECT_STR_EQ(bad.ptr, "z");
    /* a letter that takes a value swallows the rest of the cluster */
    scan(&t, (const char *const[]){"-A3", "-rA", "5", "-nezzz", NULL}, v, &bad);
    EXPECT_STR_EQ(v, "....");
    sb_fini(&bad);
    optt_fini(&t);
}

TEST(long_names_values_and_prefixes)
{
    OptTable t;
    grep_table(&t);
    char v[16];
    StrBuf bad = STRBUF_INIT;
    scan(&t, (const char *const[]){"--color", "--colr", "--color=never", "--colr=never", NULL}, v,
         &bad);
    EXPECT_STR_EQ(v, ".X.X");
    EXPECT_STR_EQ(bad.ptr, "--colr"); /* the name, not its value */
    /* a prefix is one being typed (or getopt's abbreviation) */
    scan(&t, (const char *const[]){"--c", "--col", "--reg", "-", "--", NULL}, v, &bad);
    EXPECT_STR_EQ(v, ".....");
    /* a required value is the next word, whatever it looks like */
    scan(&t,
         (const char *const[]){"--regexp", "-foo", "-e", "--bar", "-e-baz", "--regexp=-q", "-q",
                               NULL},
         v, &bad);
    EXPECT_STR_EQ(v, "......X");
    /* an optional value only attached: the next word is a word again */
    scan(&t, (const char *const[]){"--color", "-q", NULL}, v, &bad);
    EXPECT_STR_EQ(v, ".X");
    sb_fini(&bad);
    optt_fini(&t);
}

TEST(dashdash_numbers_and_unplain_words)
{
    OptTable t;
    grep_table(&t);
    char v[16];
    StrBuf bad = STRBUF_INIT;
    scan(&t, (const char *const[]){"pat", "-q", "--", "-q", "--bogus", NULL}, v, &bad);
    EXPECT_STR_EQ(v, ".X...");
    scan(&t, (const char *const[]){"-5", "-1.5", "-9", "-5x", NULL}, v, &bad);
    EXPECT_STR_EQ(v, "...X");
    /* a word with a variable or quotes: its value is not known, and it may
       be an option that takes the next word */
    scan(&t, (const char *const[]){"$opt", "-q", NULL}, v, &bad);
    EXPECT_STR_EQ(v, "..");
    sb_fini(&bad);
    optt_fini(&t);
}

TEST(builtin_style_tables)
{
    /* fish's builtins: in order (options end at the first operand) and
       -name read as --name when n is no short letter */
    OptTable t;
    optt_init(&t, OPTT_DASH_LONG | OPTT_STOP_AT_OPERAND);
    optt_add(&t, OPTK_SHORT, STR("g"), OPTV_NONE);
    optt_add(&t, OPTK_LONG, STR("global"), OPTV_NONE);
    optt_add(&t, OPTK_LONG, STR("query"), OPTV_NONE);
    char v[16];
    StrBuf bad = STRBUF_INIT;
    scan(&t, (const char *const[]){"-g", "-query", "-x", "name", "-x", NULL}, v, &bad);
    EXPECT_STR_EQ(v, "..X..");
    EXPECT_STR_EQ(bad.ptr, "x");
    /* a subcommand's name does not end them */
    t.skip = 1;
    scan(&t, (const char *const[]){"sub", "--qery", "a", "--qery", NULL}, v, &bad);
    EXPECT_STR_EQ(v, ".X..");
    /* a letter named twice, with a value and without: the next word may be its value */
    optt_add(&t, OPTK_SHORT, STR("n"), OPTV_NONE);
    optt_add(&t, OPTK_SHORT, STR("n"), OPTV_REQUIRED);
    scan(&t, (const char *const[]){"-n", "-x", "-x", NULL}, v, &bad);
    EXPECT_STR_EQ(v, "..X");
    /* options whose values are not known (a man page's): any may take the next word */
    t.flags = OPTT_ANY_VALUE;
    scan(&t, (const char *const[]){"-g", "-x", "--global", "-x", "-gx", "a", "-x", NULL}, v, &bad);
    EXPECT_STR_EQ(v, "......X");
    sb_fini(&bad);
    optt_fini(&t);
}

TEST(old_style_options)
{
    /* find-like: -name is one option; other -words may be its own forms */
    OptTable t;
    optt_init(&t, 0);
    optt_add(&t, OPTK_OLD, STR("name"), OPTV_REQUIRED);
    optt_add(&t, OPTK_LONG, STR("help"), OPTV_NONE);
    char v[16];
    StrBuf bad = STRBUF_INIT;
    scan(&t, (const char *const[]){"-name", "-x", "-nam", "-Xmx512m", "--hlep", NULL}, v, &bad);
    EXPECT_STR_EQ(v, "....X");
    sb_fini(&bad);
    optt_fini(&t);
}

TEST(argparse_specs)
{
    OptTable t;
    optt_init(&t, 0);
    const char *specs[] = {
        "h/help", "n/name=", "x=?", "verbose", "m#max", "q-quiet", "v/value=+!_validate_int"};
    for (size_t i = 0; i < sizeof specs / sizeof *specs; i++)
        optt_add_argparse_spec(&t, str_cstr(specs[i]));
    char v[20];
    StrBuf bad = STRBUF_INIT;
    scan(&t,
         (const char *const[]){"-h", "--help", "-n", "-z", "--name=a", "-xz", "--verbose", "-m",
                               "-z", "--max", "3", "-q", "--quiet", "-v", "1", "--valeu", NULL},
         v, &bad);
    EXPECT_STR_EQ(v, "...............X");
    sb_fini(&bad);
    optt_fini(&t);
}

TEST(the_closest_known_option)
{
    OptTable t;
    grep_table(&t);
    StrBuf out = STRBUF_INIT;
    EXPECT(optt_closest(&t, STR("--colr"), &out));
    EXPECT_STR_EQ(out.ptr, "--color");
    EXPECT(optt_closest(&t, STR("--colro"), &out));
    EXPECT_STR_EQ(out.ptr, "--color");
    EXPECT(optt_closest(&t, STR("--regxep"), &out));
    EXPECT_STR_EQ(out.ptr, "--regexp");
    EXPECT(!optt_closest(&t, STR("--frobnicate"), &out));
    EXPECT(!optt_closest(&t, STR("-z"), &out)); /* a letter: nothing to go by */
    sb_fini(&out);
    optt_fini(&t);
}
