/* tests/unit/test_numparse.c - reading numbers with fish's rules. */
#include "unit.h"

#include "base/numparse.h"

#include <math.h>

/* Parses s as a signed integer; returns the error and the bytes read. */
static NumErr int_of(const char *s, int radix, int64_t *v, size_t *used)
{
    const char *end = s;
    NumErr r = num_strtoi(s, radix, v, &end);
    *used = (size_t)(end - s);
    return r;
}

TEST(strtoi_infers_the_radix)
{
    int64_t v;
    size_t n;
    EXPECT_EQ_INT(int_of("0x1F", 0, &v, &n), NUM_OK);
    EXPECT_EQ_INT(v, 31);
    EXPECT_EQ_INT(int_of("-017", 0, &v, &n), NUM_OK);
    EXPECT_EQ_INT(v, -15);
    EXPECT_EQ_INT(int_of("  +42  ", 0, &v, &n), NUM_OK);
    EXPECT_EQ_INT(v, 42);
    EXPECT_EQ_SIZE(n, 5);
    EXPECT_EQ_INT(int_of("0x1F", 10, &v, &n), NUM_OK);
    EXPECT_EQ_INT(v, 0);
    EXPECT_EQ_SIZE(n, 1);
}

TEST(strtoi_falls_back_to_the_zero)
{
    int64_t v = 9;
    size_t n;
    EXPECT_EQ_INT(int_of("08", 0, &v, &n), NUM_OK);
    EXPECT_EQ_INT(v, 0);
    EXPECT_EQ_SIZE(n, 1);
    EXPECT_EQ_INT(int_of("0x", 0, &v, &n), NUM_OK);
    EXPECT_EQ_SIZE(n, 1);
    EXPECT_EQ_INT(int_of("-0xg", 0, &v, &n), NUM_OK);
    EXPECT_EQ_INT(v, 0);
    EXPECT_EQ_SIZE(n, 2);
    EXPECT_EQ_INT(int_of("0.5", 0, &v, &n), NUM_OK);
    EXPECT_EQ_SIZE(n, 1);
}

TEST(strtoi_errors)
{
    int64_t v = 7;
    size_t n;
    EXPECT_EQ_INT(int_of("", 0, &v, &n), NUM_EMPTY);
    EXPECT_EQ_INT(int_of(" \t", 0, &v, &n), NUM_EMPTY);
    EXPECT_EQ_INT(int_of("abc", 0, &v, &n), NUM_INVALID);
    EXPECT_EQ_INT(int_of("-", 0, &v, &n), NUM_INVALID);
    EXPECT_EQ_INT(int_of("+-1", 0, &v, &n), NUM_INVALID);
    EXPECT_EQ_INT(int_of("9223372036854775808", 0, &v, &n), NUM_OVERFLOW);
    EXPECT_EQ_INT(int_of("99999999999999999999x", 0, &v, &n), NUM_OVERFLOW);
    EXPECT_EQ_INT(v, 7);
    EXPECT_EQ_INT(int_of("9223372036854775807", 0, &v, &n), NUM_OK);
    EXPECT(v == INT64_MAX);
    EXPECT_EQ_INT(int_of("-9223372036854775808", 0, &v, &n), NUM_OK);
    EXPECT(v == INT64_MIN);
    EXPECT_EQ_INT(int_of("-9223372036854775809", 0, &v, &n), NUM_OVERFLOW);
}

TEST(strtou_wraps_negatives)
{
    uint64_t v;
    const char *end;
    EXPECT_EQ_INT(num_strtou("-1", 0, &v, &end), NUM_OK);
    EXPECT(v == UINT64_MAX);
    EXPECT_EQ_INT(num_strtou("18446744073709551615", 0, &v, &end), NUM_OK);
    EXPECT(v == UINT64_MAX);
    EXPECT_EQ_INT(num_strtou("18446744073709551616", 0, &v, &end), NUM_OVERFLOW);
    EXPECT_EQ_INT(num_strtou("-0x10", 0, &v, &end), NUM_OK);
    EXPECT(v == UINT64_MAX - 15);
}

TEST(strtod_reads_like_fish)
{
    double v;
    const char *s, *end;
    EXPECT_EQ_INT(num_strtod(s = " 1.5x", &v, &end), NUM_OK);
    EXPECT(v == 1.5);
    EXPECT_STR_EQ(end, "x");
    EXPECT_EQ_INT(num_strtod(s = "0x1.8p1", &v, &end), NUM_OK);
    EXPECT(v == 3.0);
    EXPECT_EQ_INT(num_strtod(s = "0x.8", &v, &end), NUM_OK);
    EXPECT(v == 0.0);
    EXPECT_STR_EQ(end, "x.8");
    EXPECT_EQ_INT(num_strtod(s = "0x1p", &v, &end), NUM_INVALID);
    EXPECT_EQ_INT(num_strtod(s = "nan(12)", &v, &end), NUM_OK);
    EXPECT(isnan(v));
    EXPECT_STR_EQ(end, "(12)");
    EXPECT_EQ_INT(num_strtod(s = "-Infinity", &v, &end), NUM_OK);
    EXPECT(isinf(v) && v < 0);
    EXPECT_EQ_INT(num_strtod(s = "1e999", &v, &end), NUM_OVERFLOW);
    EXPECT_EQ_INT(num_strtod(s = "-1e999", &v, &end), NUM_OK);
    EXPECT(isinf(v) && v < 0);
    EXPECT_EQ_INT(num_strtod(s = "1e-400", &v, &end), NUM_OK);
    EXPECT(v == 0.0);
    EXPECT_EQ_INT(num_strtod(s = "", &v, &end), NUM_EMPTY);
    EXPECT_EQ_INT(num_strtod(s = "  ", &v, &end), NUM_EMPTY);
    EXPECT_EQ_INT(num_strtod(s = "e5", &v, &end), NUM_INVALID);
    EXPECT_EQ_INT(num_strtod(s = ".", &v, &end), NUM_INVALID);
}
