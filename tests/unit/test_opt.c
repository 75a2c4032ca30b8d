/* tests/unit/test_opt.c - the builtins' option parser. */
#include "unit.h"

#include "base/opt.h"

enum { LONG_ONLY = 300 };
static const OptSpec specs[] = {
    {'a', "all", OPT_NO_ARG}, {'d', "delimiter", OPT_REQUIRED_ARG}, {'x', NULL, OPT_NO_ARG},
    {LONG_ONLY, "path", OPT_NO_ARG}, {0, NULL, 0},
};

TEST(clusters_longs_and_arguments)
{
    char *argv[] = {"cmd", "-ax", "-d,", "--delimiter", ":", "--delimiter=;", "--path", "rest", "-a", NULL};
    OptState st;
    opt_begin(&st, 9, argv, specs);
    EXPECT_EQ_INT(opt_next(&st), 'a');
    EXPECT_EQ_INT(opt_next(&st), 'x');
    EXPECT_EQ_INT(opt_next(&st), 'd');
    EXPECT_STR_EQ(st.arg, ",");
    EXPECT_EQ_INT(opt_next(&st), 'd');
    EXPECT_STR_EQ(st.arg, ":");
    EXPECT_EQ_INT(opt_next(&st), 'd');
    EXPECT_STR_EQ(st.arg, ";");
    EXPECT_EQ_INT(opt_next(&st), LONG_ONLY);
    EXPECT_EQ_INT(opt_next(&st), OPT_DONE);
    EXPECT_EQ_INT(st.index, 7); /* "rest": options end at the first operand */
}

TEST(errors_name_the_option)
{
    char *argv[] = {"cmd", "-az", "--nope=1", "-d", NULL};
    OptState st;
    opt_begin(&st, 4, argv, specs);
    EXPECT_EQ_INT(opt_next(&st), 'a');
    EXPECT_EQ_INT(opt_next(&st), OPT_UNKNOWN);
    EXPECT_STR_EQ(st.bad, "-az"); /* fish names the whole argument */
    EXPECT_EQ_INT(opt_next(&st), OPT_UNKNOWN);
    EXPECT_STR_EQ(st.bad, "--nope=1");
    EXPECT_EQ_INT(opt_next(&st), OPT_MISSING_ARG);
    EXPECT_STR_EQ(st.bad, "-d");
}

TEST(value_for_a_flag_without_one)
{
    char *argv[] = {"cmd", "--all=1", "--nope=2", NULL};
    OptState st;
    opt_begin(&st, 3, argv, specs);
    EXPECT_EQ_INT(opt_next(&st), OPT_UNEXPECTED_ARG);
    EXPECT_STR_EQ(st.bad, "--all=1");
    EXPECT_EQ_INT(opt_next(&st), OPT_UNKNOWN);
    EXPECT_STR_EQ(st.bad, "--nope=2");
}

TEST(long_names_abbreviate_to_a_unique_prefix)
{
    static const OptSpec two[] = {{'l', "line", OPT_NO_ARG}, {'o', "local", OPT_NO_ARG},
                                  {'v', "verbose", OPT_NO_ARG}, {0, NULL, 0}};
    char *argv[] = {"cmd", "--verb", "--lin", "--l", "--line", NULL};
    OptState st;
    opt_begin(&st, 5, argv, two);
    EXPECT_EQ_INT(opt_next(&st), 'v');
    EXPECT_EQ_INT(opt_next(&st), 'l');
    EXPECT_EQ_INT(opt_next(&st), OPT_UNKNOWN); /* line or local */
    EXPECT_EQ_INT(opt_next(&st), 'l');
}

TEST(double_dash_ends_options)
{
    char *argv[] = {"cmd", "--", "-a", NULL};
    OptState st;
    opt_begin(&st, 3, argv, specs);
    EXPECT_EQ_INT(opt_next(&st), OPT_DONE);
    EXPECT_EQ_INT(st.index, 2);
}

TEST(single_dash_long_names)
{
    static const OptSpec more[] = {{'a', "add", OPT_NO_ARG}, {LONG_ONLY + 1, "position", OPT_REQUIRED_ARG},
        {LONG_ONLY, "list", OPT_NO_ARG}, {0, NULL, 0}};
    char *argv[] = {"cmd", "-l", "-list", "-p", "x", "-al", "-lz", "-posi", NULL};
    OptState st;
    opt_begin(&st, 8, argv, more);
    EXPECT_EQ_INT(opt_next(&st), LONG_ONLY); /* no short -l: read as --l, a prefix of --list */
    EXPECT_EQ_INT(opt_next(&st), LONG_ONLY);
    EXPECT_EQ_INT(opt_next(&st), LONG_ONLY + 1);
    EXPECT_STR_EQ(st.arg, "x");
    EXPECT_EQ_INT(opt_next(&st), 'a'); /* a short letter first: a cluster as ever */
    EXPECT_EQ_INT(opt_next(&st), OPT_UNKNOWN);
    EXPECT_STR_EQ(st.bad, "-al");
    EXPECT_EQ_INT(opt_next(&st), OPT_UNKNOWN);
    EXPECT_STR_EQ(st.bad, "-lz");
    EXPECT_EQ_INT(opt_next(&st), OPT_MISSING_ARG);
    EXPECT_STR_EQ(st.bad, "-i"); /* fish names the last letter */
}
