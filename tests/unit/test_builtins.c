/* tests/unit/test_builtins.c - the builtin table: sorted (lookup is a binary
 * search) and made of fish's builtin names, plus the __minnow_* helpers of
 * share/'s functions. */
#include "unit.h"

#include "builtins/builtins.h"
#include "parse/names.h"

#include <string.h>

TEST(table_is_sorted_and_unique)
{
    for (size_t i = 1; i < builtin_count; i++) {
        EXPECT(strcmp(builtin_table[i - 1].name, builtin_table[i].name) < 0);
    }
}

/* ... or a helper of the functions in share/, named __minnow_* (DESIGN.md). */
TEST(every_builtin_is_a_fish_builtin)
{
    for (size_t i = 0; i < builtin_count; i++) {
        if (!names_is_builtin(str_cstr(builtin_table[i].name)) &&
            strncmp(builtin_table[i].name, "__minnow_", 9) != 0) {
            EXPECT_STR_EQ(builtin_table[i].name, "(a fish builtin name)");
        }
    }
}

TEST(fish_names_are_sorted)
{
    for (size_t i = 1; i < names_builtin_count; i++) {
        EXPECT(strcmp(names_builtins[i - 1], names_builtins[i]) < 0);
    }
}

/* Every fish builtin name has a row, so `type` and `builtin -q` (which say
 * builtin only for one that runs) agree with `builtin -n`; fish_indent and
 * fish_key_reader are the exceptions until they run in the shell (today the
 * minnow_indent and minnow_key_reader programs stand in for them). */
TEST(every_fish_builtin_runs)
{
    for (size_t i = 0; i < names_builtin_count; i++) {
        const char *name = names_builtins[i];
        if (!strcmp(name, "fish_indent") || !strcmp(name, "fish_key_reader")) continue;
        bool found = false;
        for (size_t k = 0; k < builtin_count && !found; k++)
            found = !strcmp(builtin_table[k].name, name);
        if (!found) EXPECT_STR_EQ(name, "(a row of builtins.def)");
    }
}
