/* tests/unit/test_unit.c - proves the unit test framework itself.
 *
 * The first tests use every EXPECT macro on true facts. The last one makes each
 * macro fail on purpose, checks that the failure was counted, then takes it back,
 * so the run still passes; the reports it prints are expected. */

#include "unit.h"

TEST(arithmetic)
{
    int x = 6 * 7;
    EXPECT(x == 42);
    EXPECT_EQ_INT(x - 50, -8);
    EXPECT_EQ_SIZE(sizeof(uint32_t) * 2, 8);
}

TEST(strings_compare)
{
    char buf[16];
    snprintf(buf, sizeof buf, "%s-%d", "ab", 12);
    EXPECT_STR_EQ(buf, "ab-12");
    EXPECT_MEM_EQ("a\0b", 3, "a\0b", 3);
    EXPECT(strcmp("abc", "abd") < 0);
}

TEST(runs_in_file_order)
{
    EXPECT_STR_EQ(unit_state.head->name, "arithmetic");
    EXPECT_STR_EQ(unit_state.head->next->name, "strings_compare");
}

TEST(failures_are_counted)
{
    int before = unit_state.failures;
    printf("  (five deliberate failure reports follow)\n");
    EXPECT(1 + 1 == 3);
    EXPECT_EQ_INT(1, 2);
    EXPECT_EQ_SIZE(3, 4);
    EXPECT_STR_EQ("abc", "abd");
    EXPECT_MEM_EQ("a\0b", 3, "a\0c", 3);
    int counted = unit_state.failures - before;
    unit_state.failures = before;
    EXPECT_EQ_INT(counted, 5);
}
