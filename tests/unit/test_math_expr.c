/* tests/unit/test_math_expr.c - math's expression language and number
 * formatting, alone: values, precedence, numbers, errors and where they point,
 * and the fixed-point printer against the C library's printf. */
#include "unit.h"

#include "builtins/math_expr.h"

#include <math.h>

/* Evaluates s; on an error returns NAN and stores it in *e. */
static double ev(const char *s, MathError *e)
{
    double v = 0;
    MathError err = {MATH_OK, 0, 0};
    if (!math_eval(str_cstr(s), &v, &err)) v = NAN;
    if (e) *e = err;
    return v;
}

/* Expects s to evaluate to exactly want (the same double, sign of zero included). */
#define EXPECT_VAL(s, want)                                                                        \
    do {                                                                                           \
        MathError e_;                                                                              \
        double got_ = ev((s), &e_), want_ = (want);                                                \
        if (!(got_ == want_ && signbit(got_) == signbit(want_)) &&                                 \
            !(isnan(want_) && isnan(got_) && !e_.kind)) {                                          \
            unit_fail(__FILE__, __LINE__, "%s: got %.17g (error %d), want %.17g", (s), got_,       \
                      e_.kind, want_);                                                             \
        }                                                                                          \
    } while (0)

/* Expects s to fail with kind at character pos, marking width characters. */
#define EXPECT_ERR(s, k, p, w)                                                                     \
    do {                                                                                           \
        MathError e_;                                                                              \
        ev((s), &e_);                                                                              \
        if (e_.kind != (k) || e_.pos != (p) || e_.width != (w)) {                                  \
            unit_fail(__FILE__, __LINE__,                                                          \
                      "%s: got error %d at %zu width %zu, want %d at %d width %d", (s), e_.kind,   \
                      e_.pos, e_.width, (k), (p), (w));                                            \
        }                                                                                          \
    } while (0)

TEST(operators_and_precedence)
{
    EXPECT_VAL("1 + 2", 3);
    EXPECT_VAL("7 - 10", -3);
    EXPECT_VAL("2 * 3 + 4", 10);
    EXPECT_VAL("2 + 3 * 4", 14);
    EXPECT_VAL("(2 + 3) * 4", 20);
    EXPECT_VAL("5 x 4", 20);
    EXPECT_VAL("2x 4", 8); /* x then white space multiplies */
    EXPECT_VAL("0x 3", 0); /* "0x" with no hex digit is 0, then x */
    EXPECT_VAL("3 / 2", 1.5);
    EXPECT_VAL("100 / 10 / 2", 5);
    EXPECT_VAL("100 - 10 - 2", 88);
    EXPECT_VAL("10 % 6", 4);
    EXPECT_VAL("-5 % 3", -2); /* fmod: the sign of the dividend */
    EXPECT_VAL("5.5 % 2", 1.5);
    EXPECT_VAL("2 ^ 10", 1024);
    EXPECT_VAL("2 ^ 3 ^ 2", 512); /* right-associative */
    EXPECT_VAL("-2 ^ 2", 4);      /* the sign belongs to the operand */
    EXPECT_VAL("2 ^ -1", 0.5);
    EXPECT_VAL("2 * 3 ^ 2", 18);
    EXPECT_VAL("1 - - 2", 3);
    EXPECT_VAL("1 - -+- 2", -1);
    EXPECT_VAL("+5", 5);
    EXPECT_VAL("-0", -0.0);
    EXPECT_VAL("0 * -1", -0.0);
    EXPECT_VAL("\t1\n+\r2 ", 3);
}

TEST(functions_and_constants)
{
    EXPECT_VAL("pi", M_PI);
    EXPECT_VAL("pi()", M_PI);
    EXPECT_VAL("tau", 2 * M_PI);
    EXPECT_VAL("e", M_E);
    EXPECT_VAL("abs(-3)", 3);
    EXPECT_VAL("abs -3", 3);
    EXPECT_VAL("acos 1", 0);
    EXPECT_VAL("asin 0", 0);
    EXPECT_VAL("atan 0", 0);
    EXPECT_VAL("atan2(1, 2)", atan2(1, 2));
    EXPECT_VAL("ceil 1.2", 2);
    EXPECT_VAL("ceil -1.2", -1);
    EXPECT_VAL("cos 0", 1);
    EXPECT_VAL("cosh 0", 1);
    EXPECT_VAL("exp 1", exp(1));
    EXPECT_VAL("floor -1.5", -2);
    EXPECT_VAL("ln e", 1);
    EXPECT_VAL("log 1000", 3);
    EXPECT_VAL("log10 0.001", -3);
    EXPECT_VAL("log2 1024", 10);
    EXPECT_VAL("pow(2, 10)", 1024);
    EXPECT_VAL("pow 2, 10", 1024);
    EXPECT_VAL("round 2.5", 3);
    EXPECT_VAL("round -2.5", -3);
    EXPECT_VAL("sin 0", 0);
    EXPECT_VAL("sinh 0", 0);
    EXPECT_VAL("sqrt 16", 4);
    EXPECT_VAL("tan 0", 0);
    EXPECT_VAL("tanh 0", 0);
    EXPECT_VAL("sin cos 0", sin(1));
    EXPECT_VAL("sin pow 3, 5", sin(243));
    EXPECT_VAL("pow 2 x cos(-pi), 2", 4);
}

TEST(integer_functions)
{
    EXPECT_VAL("fac 0", 1);
    EXPECT_VAL("fac 5", 120);
    EXPECT_VAL("fac 3.7", 6); /* the integer part */
    EXPECT_VAL("fac 20", 2432902008176640000.0);
    EXPECT_VAL("fac 21", INFINITY);
    EXPECT(isnan(ev("fac -1", NULL)));
    EXPECT_VAL("ncr(49, 6)", 13983816);
    EXPECT_VAL("ncr(5, 0)", 1);
    EXPECT(isnan(ev("ncr(2, 3)", NULL)));
    EXPECT_VAL("ncr(1000, 500)", INFINITY);
    EXPECT_VAL("npr(5, 2)", 20);
    EXPECT_VAL("bitand(0xFE, 0x2e)", 46);
    EXPECT_VAL("bitor(9, 2)", 11);
    EXPECT_VAL("bitxor(5, 1)", 4);
    EXPECT_VAL("bitand(5.5, 1)", 1);
    EXPECT_VAL("bitand(-1, 5)", 0); /* negatives convert to 0, as in fish 4 */
    EXPECT_VAL("bitor(2^70, 0)", 18446744073709551615.0);
}

TEST(min_and_max_take_any_number)
{
    EXPECT_VAL("max(1, 2)", 2);
    EXPECT_VAL("min 2, 3, 4, 5, -10, 1", -10);
    EXPECT_VAL("max 7", 7);
    EXPECT_VAL("max(-0, 0)", 0.0);
    EXPECT_VAL("min(0, -0)", -0.0);
    EXPECT_VAL("max 1, 2, min 3, 4, 5", 3); /* the inner call takes the rest */
    EXPECT_VAL("max 1, 2, min(3, 4), 5", 5);
    EXPECT_VAL("min 5, 4, 3, 5, ncr 2, 1", 2);
}

TEST(numbers)
{
    EXPECT_VAL("0x2", 2);
    EXPECT_VAL("0XfF", 255);
    EXPECT_VAL("0x1.8p1", 3);
    EXPECT_VAL("0x10p-4", 1);
    EXPECT_VAL("0x1p99999", INFINITY); /* hex: infinite, not an error */
    EXPECT_VAL("0x1.", 1);
    EXPECT_VAL("0x1.p1", 2);
    EXPECT_VAL("0X0000.8", 0.5);
    EXPECT_VAL("0x1.FFFFFFFFFFFFF8p0", 2); /* a tie rounds to even */
    EXPECT_VAL("0x1.FFFFFFFFFFFFF7p0", nextafter(2, 0));
    EXPECT_VAL("0x1.FFFFFFFFFFFFE8p0", nextafter(nextafter(2, 0), 0));
    EXPECT_VAL("0x1p-1022", 0x1p-1022);
    EXPECT_VAL("0x1p-1023", 0x1p-1023); /* subnormal */
    EXPECT_VAL("0x1p-1074", 0x1p-1074);
    EXPECT_VAL("1e3", 1000);
    EXPECT_VAL("1E-3", 0.001);
    EXPECT_ERR("1e", MATH_MISSING_OPERATOR, 1, 0); /* "1", then the constant e */
    EXPECT_VAL(".5", 0.5);
    EXPECT_VAL("5.", 5);
    EXPECT_VAL("1.5e3", 1500);
    EXPECT_VAL("00012", 12);
    EXPECT_VAL("0.1", 0.1);
    EXPECT_VAL("1e-999", 0);
    EXPECT_VAL("123456789012345678901234567890", 123456789012345678901234567890.0);
    EXPECT_VAL("0.000000000000000000000000000001", 1e-30);
    EXPECT_VAL("1_000", 1000);
    EXPECT_VAL("1__000_", 1000);
    EXPECT_VAL("0_0.5_0 + 0_1.0_0", 1.5);
    EXPECT_VAL("2e0_0_2", 200);
    EXPECT_VAL("0x0_A", 10);
    EXPECT_VAL("0x_1", 1);
    EXPECT_VAL("0x0_2.0_0_0P0_2", 8);
    EXPECT_VAL("-0x8p-0_3", -1);
}

TEST(decimal_numbers_round_like_strtod)
{
    static const char *cases[] = {
        "0.1",
        "0.7",
        "3.14159265358979323846",
        "1e22",
        "1e23",
        "9007199254740993",
        "9007199254740992.5",
        "2.2250738585072011e-308",
        "4.9e-324",
        "1.7976931348623157e308",
        "123.456e-7",
        "0.000001",
        "999999999999999999999",
        "5e-324",
        "2.4703282292062328e-324",
        "89255.0e-22",
        "1448997445238699",
        "7.038531e-26",
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        double want = strtod(cases[i], NULL);
        EXPECT_VAL(cases[i], want);
    }
    /* Random digit strings with random exponents. */
    unsigned long long seed = 12345;
    for (int i = 0; i < 20000; i++) {
        char buf[64];
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        int nd = 1 + (int)(seed >> 59) % 20;
        int at = (int)((seed >> 40) % (unsigned)(nd + 1));
        int n = 0;
        for (int d = 0; d < nd; d++) {
            if (d == at) buf[n++] = '.';
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            buf[n++] = (char)('0' + (seed >> 60) % 10);
        }
        if (at == nd) buf[n++] = '.';
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        n += snprintf(buf + n, sizeof buf - (size_t)n, "e%d", (int)((seed >> 33) % 640) - 330);
        double want = strtod(buf, NULL);
        if (isinf(want)) continue;
        EXPECT_VAL(buf, want);
    }
}

TEST(errors_point_where_fish_does)
{
    /* Positions count characters from 0; the caret line is indented pos + 1. */
    EXPECT_ERR("2 - ", MATH_TOO_FEW_ARGS, 4, 0);
    EXPECT_ERR("ncr(1)", MATH_TOO_FEW_ARGS, 6, 0);
    EXPECT_ERR("min()", MATH_TOO_FEW_ARGS, 5, 0);
    EXPECT_ERR("min", MATH_TOO_FEW_ARGS, 3, 0);
    EXPECT_ERR("sin()", MATH_TOO_FEW_ARGS, 5, 0);
    EXPECT_ERR("blah()", MATH_UNKNOWN_FUNCTION, 0, 4);
    EXPECT_ERR("n + 4", MATH_UNKNOWN_FUNCTION, 0, 1);
    EXPECT_ERR("2 x4", MATH_UNKNOWN_FUNCTION, 2, 2);
    EXPECT_ERR("2x3", MATH_UNKNOWN_FUNCTION, 1, 2);
    EXPECT_ERR("Pi", MATH_UNKNOWN_FUNCTION, 0, 2);
    EXPECT_ERR("2 + 2 4", MATH_MISSING_OPERATOR, 5, 1);
    EXPECT_ERR("2 + 2      4", MATH_MISSING_OPERATOR, 5, 6);
    EXPECT_ERR("(1 pi)", MATH_MISSING_OPERATOR, 2, 1);
    EXPECT_ERR("1..2", MATH_MISSING_OPERATOR, 2, 0);
    EXPECT_ERR("2€", MATH_MISSING_OPERATOR, 1, 0);
    EXPECT_ERR("1 / 0", MATH_DIV_BY_ZERO, 2, 1);
    EXPECT_ERR("1 % 0 - 5", MATH_DIV_BY_ZERO, 2, 1);
    EXPECT_ERR("min 1 / 0, 5", MATH_DIV_BY_ZERO, 6, 1);
    EXPECT_ERR("ncr(0/0, 1)", MATH_DIV_BY_ZERO, 5, 1);
    EXPECT_ERR("1/0 2", MATH_DIV_BY_ZERO, 1, 1); /* over the operand's own error */
    EXPECT_ERR("42 >= 1337", MATH_LOGICAL_OPERATOR, 3, 0);
    EXPECT_ERR("log(16", MATH_MISSING_PAREN, 6, 0);
    EXPECT_ERR("(2", MATH_MISSING_PAREN, 2, 0);
    EXPECT_ERR("pi(1)", MATH_MISSING_PAREN, 4, 0);
    EXPECT_ERR("pow sin 3, 5", MATH_TOO_MANY_ARGS, 11, 1);
    EXPECT_ERR("pow sin 3, 5 + 2", MATH_TOO_MANY_ARGS, 11, 5);
    EXPECT_ERR("min 5, 4, 3, ncr 2, 1, 5", MATH_TOO_MANY_ARGS, 23, 1);
    EXPECT_ERR("pow(1,2,3)", MATH_TOO_MANY_ARGS, 8, 2);
    EXPECT_ERR("1)", MATH_TOO_MANY_ARGS, 2, 0);
    EXPECT_ERR("(1 2)", MATH_MISSING_OPERATOR, 2, 1);
    EXPECT_ERR("* 2", MATH_UNEXPECTED_TOKEN, 1, 0);
    EXPECT_ERR("()", MATH_UNEXPECTED_TOKEN, 2, 0);
    EXPECT_ERR("0x1p", MATH_UNEXPECTED_TOKEN, 0, 0); /* a malformed number yields */
    EXPECT_ERR(".", MATH_UNEXPECTED_TOKEN, 0, 0);
    EXPECT_ERR("1e999", MATH_NUMBER_TOO_LARGE, 0, 0);
    EXPECT_ERR("1 + é", MATH_UNKNOWN_FUNCTION, 4, 1); /* characters, not bytes */
    EXPECT_ERR("é + 1 2", MATH_UNKNOWN_FUNCTION, 0, 1);
    EXPECT_ERR("ncr(é", MATH_UNKNOWN_FUNCTION, 4, 1);
}

TEST(deep_nesting_is_an_error_not_a_crash)
{
    char buf[3 * MATH_MAX_DEPTH + 10];
    size_t n = 0;
    for (int i = 0; i < MATH_MAX_DEPTH + 2; i++) buf[n++] = '(';
    buf[n++] = '1';
    buf[n] = '\0';
    MathError e;
    ev(buf, &e);
    EXPECT_EQ_INT(e.kind, MATH_TOO_DEEP);
    n = 0;
    for (int i = 0; i < MATH_MAX_DEPTH - 2; i++) buf[n++] = '(';
    buf[n++] = '1';
    for (int i = 0; i < MATH_MAX_DEPTH - 2; i++) buf[n++] = ')';
    buf[n] = '\0';
    EXPECT_VAL(buf, 1);
    n = 0;
    for (int i = 0; i < MATH_MAX_DEPTH + 2; i++) buf[n++] = '2', buf[n++] = '^';
    buf[n++] = '1';
    buf[n] = '\0';
    ev(buf, &e);
    EXPECT_EQ_INT(e.kind, MATH_TOO_DEEP);
}

TEST(char_count_counts_code_points)
{
    Str s = str_cstr("aé€\xff");
    EXPECT_EQ_SIZE(math_char_count(s, 0, s.len), 4);
    EXPECT_EQ_SIZE(math_char_count(s, 1, 3), 1);
}

static void expect_fixed(double v, int scale, int line)
{
    char want[400], got[MATH_FMT_SIZE];
    snprintf(want, sizeof want, "%.*f", scale, v);
    size_t n = math_format_fixed(v, scale, got);
    if (strcmp(got, want) || n != strlen(want))
        unit_fail(__FILE__, line, "%.17g at scale %d: got %s, want %s", v, scale, got, want);
}

TEST(fixed_point_matches_printf)
{
    static const double vals[] = {0,
                                  -0.0,
                                  0.5,
                                  1.5,
                                  2.5,
                                  -2.5,
                                  0.125,
                                  0.375,
                                  1.005,
                                  1e-7,
                                  -1e-7,
                                  123456.7,
                                  0.1,
                                  0.35,
                                  1.0 / 3,
                                  2.0 / 3,
                                  9.9999995,
                                  0.9999999,
                                  4503599627370495.5,
                                  9007199254740991.0,
                                  1e15 + 0.3,
                                  3e15 / 7,
                                  5e-324,
                                  1e300};
    for (size_t i = 0; i < sizeof vals / sizeof *vals; i++)
        for (int s = 0; s <= 15; s++) expect_fixed(vals[i], s, __LINE__);
    unsigned long long seed = 99;
    for (int i = 0; i < 50000; i++) {
        seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
        double v = ldexp((double)(seed >> 11), (int)((seed >> 3) % 110) - 100);
        if (seed & 1) v = -v;
        expect_fixed(v, (int)(seed >> 40) % 16, __LINE__);
    }
}

TEST(long_expressions_stay_linear)
{
    /* Signs are number characters too; a number must not scan the whole rest. */
    size_t terms = 200000;
    char *buf = malloc(terms * 2);
    for (size_t i = 0; i < terms; i++) buf[2 * i] = '1', buf[2 * i + 1] = '+';
    buf[terms * 2 - 1] = '\0';
    EXPECT_VAL(buf, 200000);
    for (size_t i = 0; i < terms; i++) buf[2 * i + 1] = '-';
    buf[terms * 2 - 1] = '\0';
    EXPECT_VAL(buf, 2 - (double)terms);
    free(buf);
}
