/* tests/unit/test_inputfn.c - the input function table is sorted and every
 * name is found again. */
#include "unit.h"

#include "store/inputfn.h"

#include <string.h>

TEST(names_sorted_and_found)
{
    for (int i = 0; i < INPUTFN_COUNT; i++) {
        const char *name = inputfn_name((InputFn)i);
        if (i) EXPECT(strcmp(inputfn_name((InputFn)(i - 1)), name) < 0);
        EXPECT_EQ_INT(inputfn_lookup(str_cstr(name)), i);
    }
    EXPECT_EQ_INT(inputfn_lookup(STR("no-such-function")), -1);
    EXPECT_EQ_INT(inputfn_arity(INPUTFN_FORWARD_JUMP), 1);
    EXPECT_EQ_INT(inputfn_arity(INPUTFN_FORWARD_CHAR), 0);
}
