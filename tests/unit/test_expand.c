/* tests/unit/test_expand.c - word expansion against what fish printed.
 *
 * Each expectation was taken from `fish -c 'echo ...'` (Debian's fish 3.6)
 * when the test was written, or from fish 4's source where the two differ
 * (noted). The hooks are fakes: a small variable table, and a command
 * substitution that prints its own script with `\n` turned into newlines, so
 * `(a\nb\n)` stands for fish's `(printf 'a\nb\n')`. Results are shown as
 * "[v1][v2]...": "" is no value, "[]" one empty value. */
#include "unit.h"

#include "exec/expand.h"

#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct FakeVar {
    const char *name;
    StrList vals;
} FakeVar;

typedef struct Fake {
    FakeVar vars[32];
    int nvars;
    char log[512];    /* scripts run, each followed by ';' */
    int last_status;  /* from cmdsub_status, -1 when not called */
} Fake;

static Fake fake;

static void fake_reset(void)
{
    for (int i = 0; i < fake.nvars; i++) sl_fini(&fake.vars[i].vals);
    memset(&fake, 0, sizeof fake);
    fake.last_status = -1;
}

/* Sets name to the values, given as one string split at '|' ("" is an empty
 * list, NULL unsets). */
static void setv(const char *name, const char *vals)
{
    int i = 0;
    while (i < fake.nvars && strcmp(fake.vars[i].name, name)) i++;
    if (i == fake.nvars) {
        if (!vals) return;
        fake.vars[fake.nvars++] = (FakeVar){.name = name};
    }
    sl_clear(&fake.vars[i].vals);
    if (!vals) {
        sl_fini(&fake.vars[i].vals);
        fake.vars[i] = fake.vars[--fake.nvars];
        return;
    }
    if (!*vals) return;
    for (const char *p = vals;;) {
        const char *bar = strchr(p, '|');
        size_t n = bar ? (size_t)(bar - p) : strlen(p);
        sl_push(&fake.vars[i].vals, str_make(p, n));
        if (!bar) break;
        p = bar + 1;
    }
}

static bool fake_get(void *ctx, Str name, const StrList **values)
{
    (void)ctx;
    for (int i = 0; i < fake.nvars; i++) {
        if (str_eq_cstr(name, fake.vars[i].name)) {
            *values = &fake.vars[i].vals;
            return true;
        }
    }
    static StrList ifs; /* unless a test sets it, the shell's default: substitutions split at newlines */
    if (!str_eq_cstr(name, "IFS")) return false;
    if (!ifs.n) sl_push_cstr(&ifs, "\n \t");
    *values = &ifs;
    return true;
}

/* "fail" cannot run; "st=N" prints nothing with status N; anything else is
 * printed with \n as a newline. */
static bool fake_run(void *ctx, Str script, StrBuf *out, IoItems *items, int *status)
{
    (void)ctx;
    (void)items;
    strncat(fake.log, script.ptr, script.len < 64 ? script.len : 64);
    strcat(fake.log, ";");
    if (str_eq_cstr(script, "fail")) return false;
    *status = 0;
    if (str_starts_with(script, STR("st="))) {
        *status = atoi(script.ptr + 3);
        return true;
    }
    for (size_t i = 0; i < script.len; i++) {
        if (script.ptr[i] == '\\' && i + 1 < script.len && script.ptr[i + 1] == 'n') {
            sb_append_char(out, '\n');
            i++;
        } else {
            sb_append_char(out, script.ptr[i]);
        }
    }
    return true;
}

static void fake_status(void *ctx, int status)
{
    (void)ctx;
    fake.last_status = status;
}

static const ExpandHooks hooks = {.get_var = fake_get, .run_cmdsub = fake_run, .cmdsub_status = fake_status};

static int last_rc;
static DiagList last_errs;

/* Expands word with flags; returns the values as "[a][b]". */
static const char *exf(const char *word, unsigned flags)
{
    static char buf[8192];
    StrList out = {0};
    diag_list_clear(&last_errs);
    last_rc = expand_word(&hooks, str_cstr(word), 0, (uint32_t)strlen(word), flags, &out, &last_errs);
    buf[0] = '\0';
    for (size_t i = 0; i < out.n; i++) {
        strcat(buf, "[");
        strncat(buf, out.items[i].ptr, sizeof buf - strlen(buf) - 4);
        strcat(buf, "]");
    }
    sl_fini(&out);
    return buf;
}

static const char *ex(const char *word)
{
    return exf(word, 0);
}

/* The first error's text, or "" */
static const char *err_text(void)
{
    return last_errs.n ? last_errs.items[0].text : "";
}

static uint32_t err_start(void)
{
    return last_errs.n ? last_errs.items[0].start : UINT32_MAX;
}

TEST(setup)
{
    fake_reset();
}

/* ---- plain words, escapes and quotes ---- */

TEST(plain_word_is_one_value)
{
    EXPECT_STR_EQ(ex("hello"), "[hello]");
    EXPECT_STR_EQ(ex("a,b"), "[a,b]");
    EXPECT_STR_EQ(ex("a[1]"), "[a[1]]");
    EXPECT_STR_EQ(ex("x~y"), "[x~y]");
}

TEST(escapes_unquoted)
{
    /* fish: echo \x41\X42\101\u00e9\U0001F600\cA\q\ \$ | od -c */
    EXPECT_STR_EQ(ex("\\x41\\X42\\101\\u00e9\\U0001F600\\cA\\q\\ \\$"),
                  "[AB\x41\xc3\xa9\xf0\x9f\x98\x80\x01q $]");
    EXPECT_STR_EQ(ex("\\n\\t\\r\\a\\b\\e\\f\\v"), "[\n\t\r\a\b\x1b\f\v]");
    EXPECT_STR_EQ(ex("\\c[\\ca"), "[\x1b\x01]");
    EXPECT_STR_EQ(ex("\\xc3\\xa9"), "[\xc3\xa9]"); /* bytes join into é */
    EXPECT_STR_EQ(ex("\\*\\?\\{\\}\\,\\~\\(\\)\\'\\\"\\\\"), "[*?{},~()'\"\\]");
    EXPECT_STR_EQ(ex("a\\\nb"), "[ab]"); /* line continuation */
    EXPECT_STR_EQ(ex("\\ud800"), "[\xef\xbf\xbd]"); /* fish 4: U+FFFD */
}

TEST(single_quotes)
{
    /* fish: echo 'a\'b\\c\d' -> a'b\c\d */
    EXPECT_STR_EQ(ex("'a\\'b\\\\c\\d'"), "[a'b\\c\\d]");
    EXPECT_STR_EQ(ex("'$x *{a,b}'"), "[$x *{a,b}]");
    EXPECT_STR_EQ(ex("''"), "[]");
}

TEST(double_quotes)
{
    /* fish: echo "a\"b\\c\d\$e" -> a"b\c\d$e */
    EXPECT_STR_EQ(ex("\"a\\\"b\\\\c\\d\\$e\""), "[a\"b\\c\\d$e]");
    EXPECT_STR_EQ(ex("\"a\\\nb\""), "[ab]");
    EXPECT_STR_EQ(ex("\"*{a,b}~\""), "[*{a,b}~]");
    EXPECT_STR_EQ(ex("\"(x)\""), "[(x)]");
    EXPECT_STR_EQ(ex("a\"b c\"'d'e"), "[ab cde]");
}

/* ---- variables ---- */

TEST(variables_cartesian_first_varies_fastest)
{
    setv("x", "a|b");
    setv("y", "1|2");
    /* fish: echo $x$y -> a1 b1 a2 b2 */
    EXPECT_STR_EQ(ex("$x$y"), "[a1][b1][a2][b2]");
    EXPECT_STR_EQ(ex("<$x>"), "[<a>][<b>]");
    EXPECT_STR_EQ(ex("$x"), "[a][b]");
}

TEST(variable_unset_or_empty_removes_the_word)
{
    setv("e", "");
    EXPECT_STR_EQ(ex("$undef"), "");
    EXPECT_STR_EQ(ex("a$undef"), "");
    EXPECT_STR_EQ(ex("a$e"), "");
    EXPECT_EQ_INT(last_rc, EXPAND_OK);
    /* fish: count "$undef" -> 1 */
    EXPECT_STR_EQ(ex("\"$undef\""), "[]");
    EXPECT_STR_EQ(ex("\"a$e\""), "[a]");
}

TEST(variable_quoted_joins)
{
    setv("x", "a|b");
    setv("PATH", "/a|/b");
    setv("foo_PATH", "a|b");
    setv("xpath", "c|d");
    EXPECT_STR_EQ(ex("\"$x\""), "[a b]");
    EXPECT_STR_EQ(ex("\"<$x>\""), "[<a b>]");
    /* fish: echo "$PATH" "$foo_PATH" "$xpath" -> /a:/b a:b c d */
    EXPECT_STR_EQ(ex("\"$PATH\""), "[/a:/b]");
    EXPECT_STR_EQ(ex("\"$foo_PATH\""), "[a:b]");
    EXPECT_STR_EQ(ex("\"$xpath\""), "[c d]");
    setv("PATH", NULL);
}

TEST(variable_values_are_not_reexpanded)
{
    setv("v", "*|{a,b}|~|$x|a b");
    EXPECT_STR_EQ(ex("$v"), "[*][{a,b}][~][$x][a b]");
    EXPECT_STR_EQ(ex("<$v>"), "[<*>][<{a,b}>][<~>][<$x>][<a b>]");
    setv("v", "a,b");
    /* fish: set x "a,b"; echo {$x} -> a,b */
    EXPECT_STR_EQ(ex("{$v}"), "[a,b]");
}

TEST(variable_name_ends_at_non_name_char)
{
    setv("x", "a|b");
    EXPECT_STR_EQ(ex("$x-y"), "[a-y][b-y]");
    EXPECT_STR_EQ(ex("$x\"y\""), "[ay][by]");
    EXPECT_STR_EQ(ex("$x'y'"), "[ay][by]");
    EXPECT_STR_EQ(ex("$x\\y"), "[ay][by]");
}

TEST(slices)
{
    setv("x", "a|b");
    setv("z", "1|2|3|4|5");
    /* fish: echo $x[-1] $x[2..1] $x[..1] $x[2..] -> b b a a b */
    EXPECT_STR_EQ(ex("$x[-1]"), "[b]");
    EXPECT_STR_EQ(ex("$x[2..1]"), "[b][a]");
    EXPECT_STR_EQ(ex("$x[..1]"), "[a]");
    EXPECT_STR_EQ(ex("$x[2..]"), "[b]");
    /* fish: $z[2..4] $z[4..2] $z[1 3] $z[7] $z[3..9] $z[9..3] $z[-1..1] $z[1..-1] */
    EXPECT_STR_EQ(ex("$z[2..4]"), "[2][3][4]");
    EXPECT_STR_EQ(ex("$z[4..2]"), "[4][3][2]");
    EXPECT_STR_EQ(ex("$z[1 3]"), "[1][3]");
    EXPECT_STR_EQ(ex("$z[7]"), "");
    EXPECT_STR_EQ(ex("$z[3..9]"), "[3][4][5]");
    EXPECT_STR_EQ(ex("$z[9..3]"), "[5][4][3]");
    EXPECT_STR_EQ(ex("$z[-1..1]"), "[5][4][3][2][1]");
    EXPECT_STR_EQ(ex("$z[1..-1]"), "[1][2][3][4][5]");
    EXPECT_STR_EQ(ex("$x[-3]"), "");
    EXPECT_STR_EQ(ex("$x[]"), "");
    EXPECT_STR_EQ(ex("$x[1]x"), "[ax]");
    /* fish: echo $x[2..][1] -> 2[1] 3[1] (a second [ is text) */
    setv("y", "1|2|3");
    EXPECT_STR_EQ(ex("$y[2..][1]"), "[2[1]][3[1]]");
}

TEST(slices_spaces_signs_and_open_ends)
{
    setv("y", "1|2|3");
    /* fish: echo $x[+2] $x[ 2 .. 3 ] $x[2 ..3] -> 2 2 3 2 3 */
    EXPECT_STR_EQ(ex("$y[+2]"), "[2]");
    EXPECT_STR_EQ(ex("$y[ 2 .. 3 ]"), "[2][3]");
    EXPECT_STR_EQ(ex("$y[2 ..3]"), "[2][3]");
    EXPECT_STR_EQ(ex("$y[ 1 ]"), "[1]");
    EXPECT_STR_EQ(ex("\"$y[..]\""), "[1 2 3]");
    setv("w", "1|2|3|4");
    /* fish: $x[2..-1] $x[-1..2] $x[-2..-1] $x[5..-1] $x[-5..1] $x[1..-5] -> 2 3 4 4 3 2 3 4 */
    EXPECT_STR_EQ(ex("$w[2..-1]"), "[2][3][4]");
    EXPECT_STR_EQ(ex("$w[-1..2]"), "[4][3][2]");
    EXPECT_STR_EQ(ex("$w[-2..-1]"), "[3][4]");
    EXPECT_STR_EQ(ex("$w[5..-1]"), "");
    EXPECT_STR_EQ(ex("$w[-5..1]"), "");
    EXPECT_STR_EQ(ex("$w[1..-5]"), "");
    EXPECT_STR_EQ(ex("$w[-100000000000..2]"), ""); /* the end from the front: backwards */
    EXPECT_STR_EQ(ex("$w[-100000000000..-1]"), "[1][2][3][4]");
}

TEST(slice_indices_from_variables_and_substitutions)
{
    setv("z", "1|2|3|4|5");
    setv("i", "1|3");
    setv("r", "2..3");
    EXPECT_STR_EQ(ex("$z[$i]"), "[1][3]");
    EXPECT_STR_EQ(ex("$z[$r]"), "[2][3]");
    /* fish: echo $z[(seq 2)] -> 1 2 */
    EXPECT_STR_EQ(ex("$z[(1\\n2)]"), "[1][2]");
}

TEST(slice_on_missing_variable)
{
    EXPECT_STR_EQ(ex("$undef[1]"), "");
    EXPECT_STR_EQ(ex("\"$undef[1]\""), "[]");
}

TEST(slice_errors_point_where_fish_does)
{
    setv("x", "a|b");
    /* fish: echo $x[0] -> "array indices start at 1, not 0." under the 0 */
    EXPECT_STR_EQ(ex("$x[0]"), "");
    EXPECT_EQ_INT(last_rc, EXPAND_ERROR);
    EXPECT_STR_EQ(err_text(), "array indices start at 1, not 0.");
    EXPECT_EQ_INT(err_start(), 3);
    ex("$x[a]");
    EXPECT_EQ_INT(last_rc, EXPAND_ERROR);
    EXPECT_STR_EQ(err_text(), "Invalid index value");
    EXPECT_EQ_INT(err_start(), 3);
    ex("$x[1..0]");
    EXPECT_STR_EQ(err_text(), "array indices start at 1, not 0.");
    EXPECT_EQ_INT(err_start(), 6);
    ex("$x[1..a]");
    EXPECT_STR_EQ(err_text(), "Invalid index value");
    EXPECT_EQ_INT(err_start(), 6);
    ex("$x[1.]");
    EXPECT_STR_EQ(err_text(), "Invalid index value");
    EXPECT_EQ_INT(err_start(), 4);
    ex("$x[99999999999999999999]");
    EXPECT_STR_EQ(err_text(), "Invalid index value");
    EXPECT_EQ_INT(err_start(), 3);
    /* fish: echo "foo $x[1 0]" points one byte early (it counts the quote once) */
    ex("\"foo $x[1 0]\"");
    EXPECT_STR_EQ(err_text(), "array indices start at 1, not 0.");
    EXPECT_EQ_INT(err_start(), 10);
    /* Index 0 is an error even for a missing variable. */
    ex("$undef[0]");
    EXPECT_EQ_INT(last_rc, EXPAND_ERROR);
    EXPECT_EQ_INT(err_start(), 7);
    ex("\"$undef[0]\"");
    EXPECT_EQ_INT(err_start(), 8);
    setv("i", "0");
    /* fish: set i 0; echo  $x[$i] -> caret at the i (index 4 of "$x[" SEP "0]") */
    ex("$x[$i]");
    EXPECT_STR_EQ(err_text(), "array indices start at 1, not 0.");
    EXPECT_EQ_INT(err_start(), 4);
}

TEST(double_dereference)
{
    setv("x", "a|b");
    setv("n", "x");
    /* fish: set n x; echo $$n -> a b */
    EXPECT_STR_EQ(ex("$$n"), "[a][b]");
    setv("a", "");
    setv("a", "b c");
    setv("b", "B");
    /* fish: set a "b c"; set b B; echo $$a -> B c */
    EXPECT_STR_EQ(ex("$$a"), "[B c]");
    setv("a", "|");
    EXPECT_STR_EQ(ex("$$a"), ""); /* an empty name: nothing */
    setv("a", "-x");
    /* fish: set a -x; echo $$a -> "$- is not a valid variable in fish." at the - */
    ex("$$a");
    EXPECT_EQ_INT(last_rc, EXPAND_ERROR);
    EXPECT_STR_EQ(err_text(), "$- is not a valid variable in fish.");
    EXPECT_EQ_INT(err_start(), 1);
    setv("n", "x|undef|x");
    EXPECT_STR_EQ(ex("$$n[1]"), "[a][b]"); /* the slice is the inner $n's */
    EXPECT_STR_EQ(ex("$$n"), "[a][b][a][b]");
}

/* ---- braces ---- */

TEST(braces_basic_and_order)
{
    setv("x", "1|2");
    EXPECT_STR_EQ(ex("{a,b}c"), "[ac][bc]");
    /* fish: echo {a,b}{1,2} -> a1 b1 a2 b2; a{b,c}d{e,f} -> abde acde abdf acdf */
    EXPECT_STR_EQ(ex("{a,b}{1,2}"), "[a1][b1][a2][b2]");
    EXPECT_STR_EQ(ex("a{b,c}d{e,f}"), "[abde][acde][abdf][acdf]");
    /* Variables before braces: fish: set x 1 2; echo {a,b}$x -> a1 b1 a2 b2 */
    EXPECT_STR_EQ(ex("{a,b}$x"), "[a1][b1][a2][b2]");
    EXPECT_STR_EQ(ex("$x{a,b}"), "[1a][1b][2a][2b]");
    /* fish: echo x{a,{b,c}}y -> xay xby xcy */
    EXPECT_STR_EQ(ex("x{a,{b,c}}y"), "[xay][xby][xcy]");
}

TEST(braces_with_variables)
{
    setv("x", "a|b");
    /* fish: echo {$x,c} -> a c b c; {$undef,c} -> nothing */
    EXPECT_STR_EQ(ex("{$x,c}"), "[a][c][b][c]");
    EXPECT_STR_EQ(ex("{$undef,c}"), "");
    EXPECT_STR_EQ(ex("{$x}suffix"), "[asuffix][bsuffix]");
    setv("x", "a");
    EXPECT_STR_EQ(ex("{$x,}"), "[a][]");
}

TEST(braces_literal_without_comma_or_variable)
{
    setv("x", "a|b");
    /* fish: echo {a} {} -> {a} {}; echo $x{a} -> a{a} b{a} */
    EXPECT_STR_EQ(ex("{a}"), "[{a}]");
    EXPECT_STR_EQ(ex("{}"), "[{}]");
    EXPECT_STR_EQ(ex("$x{a}"), "[a{a}][b{a}]");
    EXPECT_STR_EQ(ex("{a b}"), "[{a b}]");
    EXPECT_STR_EQ(ex("{{a,b}}"), "[{a}][{b}]");
}

TEST(braces_empty_items_and_spaces)
{
    /* fish: echo {,a} {a,} {,} ->  a a   (that is "", a, a, "", "", "") */
    EXPECT_STR_EQ(ex("{,a}"), "[][a]");
    EXPECT_STR_EQ(ex("{a,}"), "[a][]");
    EXPECT_STR_EQ(ex("{,}"), "[][]");
    /* fish: echo { a , b } -> a b; {a b,c} -> "a b" c */
    EXPECT_STR_EQ(ex("{ a , b }"), "[a][b]");
    EXPECT_STR_EQ(ex("{a b,c}"), "[a b][c]");
    /* fish: echo {a,'b c'} {' a ',b} -> a, "b c", " a ", b */
    EXPECT_STR_EQ(ex("{a,'b c'}"), "[a][b c]");
    EXPECT_STR_EQ(ex("{' a ',b}"), "[ a ][b]");
    EXPECT_STR_EQ(ex("{\\ a,b}"), "[ a][b]");
}

TEST(braces_input_position_quirk)
{
    setv("x", "a|b");
    /* fish: echo \n\n\n\n$x{a} expands the brace (fish compares an input
     * offset with an output one), unlike $x{a} */
    EXPECT_STR_EQ(ex("\\n\\n\\n\\n$x{a}"), "[\n\n\n\naa][\n\n\n\nba]");
}

/* ---- command substitutions ---- */

TEST(cmdsub_lines_and_product_order)
{
    setv("x", "a|b");
    /* fish: echo (printf 'a\nb\n')(printf '1\n2\n') -> a1 a2 b1 b2 */
    EXPECT_STR_EQ(ex("(a\\nb\\n)(1\\n2\\n)"), "[a1][a2][b1][b2]");
    /* fish: echo $x(printf '1\n2\n') -> a1 b1 a2 b2; (printf '1\n2\n')$x -> 1a 1b 2a 2b */
    EXPECT_STR_EQ(ex("$x(1\\n2\\n)"), "[a1][b1][a2][b2]");
    EXPECT_STR_EQ(ex("(1\\n2\\n)$x"), "[1a][1b][2a][2b]");
    EXPECT_STR_EQ(ex("$(1\\n2\\n3)$(1\\n2)"), "[11][12][21][22][31][32]");
}

TEST(cmdsub_keeps_inner_empty_lines)
{
    /* fish: count (printf 'a\n\nb\n\n\n') -> 5 */
    EXPECT_STR_EQ(ex("(a\\n\\nb\\n\\n\\n)"), "[a][][b][][]");
    EXPECT_STR_EQ(ex("(a b)"), "[a b]"); /* no word splitting */
    EXPECT_STR_EQ(ex("(no newline)"), "[no newline]");
    EXPECT_STR_EQ(ex("()"), "");
    EXPECT_STR_EQ(ex("x()"), "");
    EXPECT_STR_EQ(ex("(\\n)"), "[]");
}

TEST(cmdsub_whole_with_empty_ifs)
{
    /* fish: set -l IFS; count (printf 'a\n\nb\n') -> 1 */
    fake_reset();
    setv("IFS", "");
    EXPECT_STR_EQ(ex("(a\\n\\nb\\n)"), "[a\n\nb]");
    EXPECT_STR_EQ(ex("()"), "");
    fake_reset();
}

TEST(cmdsub_quoted_is_one_value)
{
    /* fish: echo "$(printf 'a\n\nb\n\n\n')". -> "a\n\nb." */
    EXPECT_STR_EQ(ex("\"$(a\\n\\nb\\n\\n\\n)\"."), "[a\n\nb.]");
    /* fish: echo "x$(seq 3)y" */
    EXPECT_STR_EQ(ex("\"x$(1\\n2\\n3)y\""), "[x1\n2\n3y]");
    /* fish: echo "$(echo)" | od -c -> one empty line */
    EXPECT_STR_EQ(ex("\"$(\\n)\""), "[]");
    EXPECT_STR_EQ(ex("\"$()\""), "[]");
    /* fish: echo "$(printf "a\nb")[2]" -> b */
    EXPECT_STR_EQ(ex("\"$(a\\nb)[2]\""), "[b]");
}

TEST(cmdsub_slices)
{
    /* fish: echo (seq 3)[2] -> 2; (seq 3)[-1..1] -> 3 2 1 */
    EXPECT_STR_EQ(ex("(1\\n2\\n3)[2]"), "[2]");
    EXPECT_STR_EQ(ex("(1\\n2\\n3)[-1..1]"), "[3][2][1]");
    EXPECT_STR_EQ(ex("x(1\\n2\\n3)[2]y"), "[x2y]");
    /* fish: set i 2; echo (seq 3)[$i] -> Invalid index value under the $ */
    ex("(1\\n2\\n3)[$i]");
    EXPECT_EQ_INT(last_rc, EXPAND_ERROR);
    EXPECT_STR_EQ(err_text(), "Invalid index value");
    EXPECT_EQ_INT(err_start(), 10);
    /* fish: echo (echo a b)[0] -> caret under the 0 */
    ex("(a b)[0]");
    EXPECT_STR_EQ(err_text(), "array indices start at 1, not 0.");
    EXPECT_EQ_INT(err_start(), 6);
}

TEST(cmdsub_in_braces_and_literal_output)
{
    /* fish: echo {(seq 2),x} -> 1 x 2 x; (echo){a,b} -> a b */
    EXPECT_STR_EQ(ex("{(1\\n2),x}"), "[1][x][2][x]");
    EXPECT_STR_EQ(ex("(\\n){a,b}"), "[a][b]");
    /* fish 4 escapes commas in the output, so this brace is literal
     * (fish 3.6 printed a b). */
    EXPECT_STR_EQ(ex("{(a,b)}"), "[{a,b}]");
    EXPECT_STR_EQ(ex("(*)(~){x}"), "[*~{x}]");
    EXPECT_STR_EQ(ex("($x)"), "[$x]");
}

TEST(cmdsub_runs_each_once_left_to_right_and_sets_status)
{
    fake.log[0] = '\0';
    fake.last_status = -1;
    EXPECT_STR_EQ(ex("(a\\nb)(c)(st=3)"), ""); /* the last gives no lines */
    EXPECT_STR_EQ(fake.log, "a\\nb;c;st=3;");
    EXPECT_EQ_INT(fake.last_status, 3);
    EXPECT_EQ_INT(last_rc, EXPAND_OK);
}

TEST(cmdsub_failure_and_forbidden)
{
    ex("a(fail)");
    EXPECT_EQ_INT(last_rc, EXPAND_ERROR);
    EXPECT_EQ_SIZE(last_errs.n, 0); /* the hook reported it */
    ex("a(b)c");
    EXPECT_EQ_INT(last_rc, EXPAND_OK);
    exf("a(b)c", EXPAND_NO_CMDSUB);
    EXPECT_EQ_INT(last_rc, EXPAND_ERROR);
    EXPECT_STR_EQ(err_text(),
                  "command substitutions not allowed in command position. Try var=(your-cmd) $var ...");
    EXPECT_EQ_INT(err_start(), 1);
    EXPECT_EQ_INT(last_errs.items[0].len, 3);
}

TEST(cmdsub_nested_and_quoted_parens)
{
    EXPECT_STR_EQ(ex("(a(b)c)"), "[a(b)c]");
    EXPECT_STR_EQ(ex("(')')"), "[')']");
    EXPECT_STR_EQ(ex("'(x)'(y)"), "[(x)y]");
    EXPECT_STR_EQ(ex("\\(x\\)"), "[(x)]");
}

/* ---- ~ and %self ---- */

TEST(tilde_home)
{
    setv("HOME", "/home/me");
    EXPECT_STR_EQ(ex("~"), "[/home/me]");
    EXPECT_STR_EQ(ex("~/x"), "[/home/me/x]");
    /* fish: echo "~" \~ -> ~ ~ */
    EXPECT_STR_EQ(ex("\"~\""), "[~]");
    EXPECT_STR_EQ(ex("\\~"), "[~]");
    EXPECT_STR_EQ(ex("''~"), "[~]");
    /* fish 4: echo {~,a} ~{a,b} x{~,a} -> /home/me a ~a ~b x~ xa (3.6 left {~,a} alone) */
    EXPECT_STR_EQ(ex("{~,a}"), "[/home/me][a]");
    EXPECT_STR_EQ(ex("~{a,b}"), "[~a][~b]");
    EXPECT_STR_EQ(ex("x{~,a}"), "[x~][xa]");
}

TEST(tilde_home_normalized_or_missing)
{
    /* fish: set HOME /a/b/; echo ~ ~/x -> /a/b /a/b/x */
    setv("HOME", "/a/b/");
    EXPECT_STR_EQ(ex("~"), "[/a/b]");
    EXPECT_STR_EQ(ex("~/x"), "[/a/b/x]");
    setv("HOME", "/a/../b/./c");
    EXPECT_STR_EQ(ex("~"), "[/b/c]");
    setv("HOME", "/");
    /* fish: set HOME /; echo ~ ~/x -> / //x */
    EXPECT_STR_EQ(ex("~"), "[/]");
    EXPECT_STR_EQ(ex("~/x"), "[//x]");
    /* fish: set -e HOME; echo ~ ~/x -> two empty values */
    setv("HOME", NULL);
    EXPECT_STR_EQ(ex("~"), "[]");
    EXPECT_STR_EQ(ex("~/x"), "[]");
    setv("HOME", "");
    EXPECT_STR_EQ(ex("~/x"), "[]");
    setv("HOME", "/home/me");
}

TEST(tilde_user)
{
    /* fish: echo ~root ~root/x ~nosuchuser ~nosuchuser/x */
    EXPECT_STR_EQ(ex("~root"), "[/root]");
    EXPECT_STR_EQ(ex("~root/x"), "[/root/x]");
    EXPECT_STR_EQ(ex("~nosuchuser_zz"), "[~nosuchuser_zz]");
    EXPECT_STR_EQ(ex("~nosuchuser_zz/x"), "[~nosuchuser_zz/x]");
    /* fish: echo ~(echo root) -> /root */
    EXPECT_STR_EQ(ex("~(root)"), "[/root]");
}

TEST(percent_self)
{
    char pid[32];
    snprintf(pid, sizeof pid, "[%ld]", (long)getpid());
    EXPECT_STR_EQ(ex("%self"), pid);
    EXPECT_STR_EQ(ex("%selfx"), "[%selfx]");
    EXPECT_STR_EQ(ex("'%self'"), "[%self]");
    EXPECT_STR_EQ(exf("%self", EXPAND_NO_PERCENT_SELF), "[%self]");
}

/* ---- wildcards ---- */

static char tmpdir[] = "/tmp/minnow_expand_XXXXXX";
static char oldcwd[PATH_MAX];

static void touch(const char *path)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) close(fd);
}

TEST(glob_setup)
{
    EXPECT(getcwd(oldcwd, sizeof oldcwd) != NULL);
    EXPECT(mkdtemp(tmpdir) != NULL);
    EXPECT(chdir(tmpdir) == 0);
    EXPECT(mkdir("a", 0755) == 0);
    EXPECT(mkdir("b", 0755) == 0);
    touch("f1");
    touch("f10");
    touch("f2");
    touch("F3");
    touch(".h");
    touch("a/x.txt");
    touch("q?");
}

TEST(glob_sorted_and_hidden)
{
    EXPECT_STR_EQ(ex("*"), "[a][b][f1][f2][F3][f10][q?]");
    EXPECT_STR_EQ(ex(".*"), "[.h]");
    EXPECT_STR_EQ(ex("f*"), "[f1][f2][f10]"); /* case-sensitive */
    EXPECT_STR_EQ(ex("**.txt"), "[a/x.txt]");
    /* fish: echo {f1,f2}* -> f1 f10 f2 (each string sorted on its own) */
    EXPECT_STR_EQ(ex("{f1,f2}*"), "[f1][f10][f2]");
}

TEST(glob_quoted_is_literal)
{
    /* fish: echo '*' \* "*" -> * * * */
    EXPECT_STR_EQ(ex("'*'"), "[*]");
    EXPECT_STR_EQ(ex("\\*"), "[*]");
    EXPECT_STR_EQ(ex("\"*\""), "[*]");
    setv("s", "*");
    EXPECT_STR_EQ(ex("$s"), "[*]");
    EXPECT_STR_EQ(ex("f$s"), "[f*]");
}

TEST(glob_question_mark_feature)
{
    EXPECT_STR_EQ(ex("f?"), "[f?]"); /* qmark-noglob (fish 4 default): literal */
    EXPECT_STR_EQ(ex("q?"), "[q?]");
    EXPECT_STR_EQ(exf("f?", EXPAND_QMARK_GLOB), "[f1][f2]");
}

TEST(glob_no_match)
{
    /* fish: echo nomatch* -> status 124 and this message over the word */
    ex("nomatch*");
    EXPECT_EQ_INT(last_rc, EXPAND_NO_MATCH);
    EXPECT_STR_EQ(err_text(),
                  "No matches for wildcard 'nomatch*'. See `help language#wildcards-globbing`.");
    EXPECT_EQ_INT(err_start(), 0);
    EXPECT_EQ_INT(last_errs.items[0].len, 8);
    ex("\"no\"match*");
    EXPECT_STR_EQ(
        err_text(),
        "No matches for wildcard '\"no\"match*'. See `help language#wildcards-globbing`.");
    /* set, for and count: nothing, no error */
    EXPECT_STR_EQ(exf("nomatch*", EXPAND_GLOB_NULL), "");
    EXPECT_EQ_INT(last_rc, EXPAND_OK);
    EXPECT_EQ_SIZE(last_errs.n, 0);
    /* One string matching is enough. */
    EXPECT_STR_EQ(ex("{f1,zz}*"), "[f1][f10]");
    EXPECT_EQ_INT(last_rc, EXPAND_OK);
    setv("dirs", "a|b");
    EXPECT_STR_EQ(ex("$dirs/*.txt"), "[a/x.txt]");
    ex("$dirs/*.c");
    EXPECT_EQ_INT(last_rc, EXPAND_NO_MATCH);
    /* No strings at all is not a failed wildcard. */
    EXPECT_STR_EQ(ex("$undef*"), "");
    EXPECT_EQ_INT(last_rc, EXPAND_OK);
}

TEST(glob_disabled)
{
    EXPECT_STR_EQ(exf("*", EXPAND_NO_GLOB), "[*]");
    EXPECT_STR_EQ(exf("nomatch*", EXPAND_NO_GLOB), "[nomatch*]");
    EXPECT_STR_EQ(exf("a/**", EXPAND_NO_GLOB), "[a/*]"); /* fish 4 turns ** into one * here */
    EXPECT_EQ_INT(last_rc, EXPAND_OK);
}

TEST(glob_after_tilde)
{
    setv("HOME", tmpdir);
    char want[PATH_MAX + 16];
    snprintf(want, sizeof want, "[%s/a/x.txt]", tmpdir);
    EXPECT_STR_EQ(ex("~/a/*"), want);
    setv("HOME", "/home/me");
}

TEST(glob_teardown)
{
    unlink("a/x.txt");
    rmdir("a");
    rmdir("b");
    const char *files[] = {"f1", "f10", "f2", "F3", ".h", "q?"};
    for (size_t i = 0; i < sizeof files / sizeof *files; i++) unlink(files[i]);
    EXPECT(chdir(oldcwd) == 0);
    EXPECT(rmdir(tmpdir) == 0);
}

/* ---- other errors, normalization, scale ---- */

TEST(dollar_errors)
{
    setv("a", "?");
    ex("$$a");
    EXPECT_STR_EQ(err_text(), "$? is not the exit status. In fish, please use $status.");
    setv("a", "{x}");
    ex("$$a");
    EXPECT_STR_EQ(err_text(), "Variables cannot be bracketed. In fish, please use {$x}.");
    setv("a", "#");
    ex("$$a");
    EXPECT_STR_EQ(err_text(), "$# is not supported. In fish, please use 'count $argv'.");
}

TEST(normalize_path)
{
    const char *cases[][2] = {
        {"/a/b/", "/a/b"}, {"/a//b/", "/a/b"}, {"/a/../b/./c", "/b/c"}, {"a/../..", ".."},
        {"/", "/"},        {"//a", "//a"},     {"///a", "/a"},          {"", "."},
        {"./", "."},       {"/..", "/"},       {"a/./b", "a/b"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        StrBuf b = {0};
        expand_normalize_path(str_cstr(cases[i][0]), &b);
        EXPECT_STR_EQ(sb_str(&b).ptr, cases[i][1]);
        sb_fini(&b);
    }
}

TEST(filecmp_is_fish_glob_order)
{
    EXPECT(expand_filecmp(STR("f2"), STR("f10")) < 0);
    EXPECT(expand_filecmp(STR("F3"), STR("f10")) < 0);
    EXPECT(expand_filecmp(STR("abc"), STR("ABD")) < 0);
    EXPECT(expand_filecmp(STR("AbC"), STR("abc")) < 0);
    EXPECT(expand_filecmp(STR("x"), STR("x")) == 0);
}

TEST(large_list_is_linear)
{
    /* One million values through $x, a$x and "$x": must be quick. */
    enum { N = 1000000 };
    StrList big = {0};
    char num[16];
    for (int i = 0; i < N; i++) {
        int n = snprintf(num, sizeof num, "%d", i);
        sl_push(&big, str_make(num, (size_t)n));
    }
    fake.vars[fake.nvars++] = (FakeVar){.name = "big", .vals = big};
    StrList out = {0};
    DiagList errs = {0};
    EXPECT_EQ_INT(expand_word(&hooks, STR("$big"), 0, 4, 0, &out, &errs), EXPAND_OK);
    EXPECT_EQ_SIZE(out.n, N);
    EXPECT_STR_EQ(out.items[N - 1].ptr, "999999");
    sl_clear(&out);
    EXPECT_EQ_INT(expand_word(&hooks, STR("a$big"), 0, 5, 0, &out, &errs), EXPAND_OK);
    EXPECT_EQ_SIZE(out.n, N);
    EXPECT_STR_EQ(out.items[1].ptr, "a1");
    sl_clear(&out);
    EXPECT_EQ_INT(expand_word(&hooks, STR("$big[2..-1]"), 0, 11, 0, &out, &errs), EXPAND_OK);
    EXPECT_EQ_SIZE(out.n, N - 1);
    sl_clear(&out);
    EXPECT_EQ_INT(expand_word(&hooks, STR("\"$big\""), 0, 6, 0, &out, &errs), EXPAND_OK);
    EXPECT_EQ_SIZE(out.n, 1);
    sl_fini(&out);
    diag_list_fini(&errs);
}

TEST(too_many_expansions_is_an_error_not_a_crash)
{
    setv("x", "a");
    StrBuf w = {0};
    for (int i = 0; i < 5000; i++) sb_append_cstr(&w, "$x");
    StrList out = {0};
    DiagList errs = {0};
    EXPECT_EQ_INT(expand_word(&hooks, sb_str(&w), 0, (uint32_t)w.len, 0, &out, &errs), EXPAND_ERROR);
    EXPECT_EQ_SIZE(out.n, 0);
    EXPECT_EQ_SIZE(errs.n, 1);
    sl_fini(&out);
    diag_list_fini(&errs);
    sb_clear(&w);
    for (int i = 0; i < 4000; i++) sb_append_cstr(&w, "$x");
    EXPECT_EQ_INT(expand_word(&hooks, sb_str(&w), 0, (uint32_t)w.len, 0, &out, &errs), EXPAND_OK);
    EXPECT_EQ_SIZE(out.n, 1);
    EXPECT_EQ_SIZE(out.items[0].len, 4000);
    sl_fini(&out);
    diag_list_fini(&errs);
    sb_fini(&w);
}

TEST(teardown)
{
    fake_reset();
    diag_list_fini(&last_errs);
}
