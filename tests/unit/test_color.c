/* tests/unit/test_color.c - colour words, style parsing and the SGR sequences
 * for set_color and the renderer (base/color.c). */
#include "unit.h"

#include "base/color.h"

#include <string.h>

enum { FULL = COLOR_TERM_256 | COLOR_TERM_24BIT };

static Color parse(const char *s)
{
    Color c = {0};
    if (!color_parse(str_cstr(s), &c)) c.kind = 99;
    return c;
}

TEST(names_hex_and_normal_parse)
{
    EXPECT_EQ_INT(parse("red").kind, COLOR_NAMED);
    EXPECT_EQ_INT(parse("red").idx, 1);
    EXPECT_EQ_INT(parse("BrWhite").idx, 15);
    EXPECT_EQ_INT(parse("purple").idx, 5); /* hidden alias */
    EXPECT_EQ_INT(parse("grey").idx, 7);
    EXPECT_EQ_INT(parse("NORMAL").kind, COLOR_NORMAL);
    Color c = parse("#F3a");
    EXPECT_EQ_INT(c.kind, COLOR_RGB);
    EXPECT(c.r == 0xff && c.g == 0x33 && c.b == 0xaa);
    c = parse("12ab3C");
    EXPECT(c.r == 0x12 && c.g == 0xab && c.b == 0x3c);
    EXPECT_EQ_INT(parse("##f30").kind, 99);
    EXPECT_EQ_INT(parse("f3a0").kind, 99);
    EXPECT_EQ_INT(parse("#gfa").kind, 99);
    EXPECT_EQ_INT(parse("").kind, 99);
    EXPECT_EQ_INT(parse("#").kind, 99);
    EXPECT_EQ_INT(parse("reds").kind, 99);
    EXPECT_EQ_INT(parse("re").kind, 99);
}

static void expect_color(Color c, int which, unsigned term, const char *want, const char *file, int line)
{
    StrBuf b = STRBUF_INIT;
    color_write(&b, c, which, term);
    if (strcmp(b.ptr ? b.ptr : "", want)) unit_fail(file, line, "color_write: got [%s], want [%s]", b.ptr ? b.ptr + 1 : "", want + 1);
    sb_fini(&b);
}
#define COLOR(word, which, term, want) expect_color(parse(word), which, term, want, __FILE__, __LINE__)

TEST(colors_are_written_for_the_terminal)
{
    COLOR("red", 0, 0, "\x1b[31m");
    COLOR("brred", 0, 0, "\x1b[91m");
    COLOR("brred", 1, FULL, "\x1b[101m");
    COLOR("blue", 2, FULL, "\x1b[58:5:4m");
    COLOR("ff8000", 0, FULL, "\x1b[38;2;255;128;0m");
    COLOR("ff8000", 1, FULL, "\x1b[48;2;255;128;0m");
    COLOR("ff8000", 2, FULL, "\x1b[58:2::255:128:0m");
    COLOR("ff0000", 0, COLOR_TERM_256, "\x1b[38;5;196m");
    COLOR("123456", 0, COLOR_TERM_256, "\x1b[38;5;23m");
    COLOR("3a3a3a", 1, COLOR_TERM_256, "\x1b[48;5;237m"); /* the grey ramp */
    COLOR("ff0000", 0, 0, "\x1b[91m");
    COLOR("800000", 0, 0, "\x1b[31m");
    COLOR("777", 0, 0, "\x1b[90m");
    COLOR("normal", 0, FULL, "");
    COLOR("red", 0, FULL | COLOR_TERM_DUMB, "");
    COLOR("red", 0, FULL | COLOR_TERM_GRAY, "");
    COLOR("brwhite", 0, FULL | COLOR_TERM_GRAY, "\x1b[97m");
}

TEST(best_color_prefers_rgb_with_the_palette)
{
    Color c[3] = {parse("normal"), parse("blue"), parse("00ff00")};
    EXPECT_EQ_INT(color_best(c, 3, COLOR_TERM_256).kind, COLOR_RGB);
    EXPECT_EQ_INT(color_best(c, 3, 0).kind, COLOR_NAMED);
    EXPECT_EQ_INT(color_best(c, 1, 0).kind, COLOR_NORMAL);
    EXPECT_EQ_INT(color_best(c + 2, 1, 0).kind, COLOR_RGB);
    EXPECT_EQ_INT(color_best(c, 0, 0).kind, COLOR_NONE);
}

static void expect_style(char **argv, int argc, const char *want, const char *file, int line)
{
    StyleParse p;
    StyleResult r = style_parse(&p, argc, argv, STYLE_PARSE_BUILTIN, FULL);
    StrBuf b = STRBUF_INIT;
    if (r == STYLE_OK) style_write(&b, &p.style, FULL);
    else sb_printf(&b, "error %d", (int)r);
    if (strcmp(b.ptr ? b.ptr : "", want)) unit_fail(file, line, "style: got [%s], want [%s]", b.ptr ? b.ptr : "", want);
    sb_fini(&b);
    style_parse_fini(&p);
}
#define STYLE(want, ...)                                                                           \
    do {                                                                                           \
        char *argv_[] = {"set_color", __VA_ARGS__, NULL};                                          \
        expect_style(argv_, (int)(sizeof argv_ / sizeof *argv_) - 1, want, __FILE__, __LINE__);   \
    } while (0)

TEST(set_color_words_and_options)
{
    STYLE("\x1b[31;1m", "red", "--bold");
    STYLE("\x1b[31;1;4;2;3;7m", "-o", "-i", "-r", "-u", "red", "-d");
    STYLE("\x1b[;41m", "normal", "-b", "red");
    STYLE("\x1b[49m", "--background=normal");
    STYLE("\x1b[m", "normal", "-b", "normal");
    STYLE("\x1b[m", "reset", "--bold", "-b", "red");
    STYLE("\x1b[31m", "red", "reset");
    STYLE("\x1b[;32m", "--reset", "green");
    STYLE("\x1b[39;44m", "-f", "normal", "-b", "blue");
    STYLE("\x1b[4:3m", "-ucurly");
    STYLE("\x1b[24;23;27;29m", "--underline=off", "--italics=off", "--reverse=off", "--strikethrough=off");
    STYLE("\x1b[58:5:1;4:5m", "--underline-color", "red", "--underline=dashed");
    STYLE("\x1b[38;2;0;255;0m", "blue", "0f0");
    STYLE("\x1b[38;2;0;0;255m", "red", "red", "red", "red", "red", "red", "red", "red", "red", "00f");
    STYLE("\x1b[41m", "-b", "red", "-b", "blue", "--theme=x"); /* the first named one */
    STYLE("error 5", "-b", "nope");      /* STYLE_BAD_COLOR */
    STYLE("error 5", "red", "nope");
    STYLE("error 6", "-uwavy");          /* STYLE_BAD_UNDERLINE */
    STYLE("error 7", "--italics=maybe"); /* STYLE_BAD_SWITCH */
    STYLE("error 7", "-ir");             /* -i takes an attached on/off */
    STYLE("error 4", "-b");              /* STYLE_MISSING_ARG */
    STYLE("error 3", "-q");              /* STYLE_BAD_OPTION */
    STYLE("error 8", "-f", "red", "blue"); /* STYLE_FG_CONFLICT */
    STYLE("error 9", "-f", "red", "-c");   /* STYLE_FG_PRINT_CONFLICT */
    /* at most 16 parameters a sequence; an RGB colour counts 5 */
    STYLE("\x1b[;38;2;255;0;0;48;2;0;0;255;58:2::0:255:0;1;4:3;2;3m\x1b[7;9m", "--reset", "f00", "--background=00f",
          "--underline-color=0f0", "--bold", "--dim", "--italics", "--reverse", "--strikethrough", "--underline=curly");
    STYLE("error 1", "red", "-h");
    STYLE("error 2", "-c", "red");
}

TEST(variables_read_leniently)
{
    StrList w = STRLIST_INIT;
    sl_push_cstr(&w, "--nonsense");
    sl_push_cstr(&w, "blue");
    sl_push_cstr(&w, "nope");
    sl_push_cstr(&w, "-b");
    sl_push_cstr(&w, "brblack");
    sl_push_cstr(&w, "--bold");
    sl_push_cstr(&w, "-h");
    TextStyle st;
    EXPECT(style_from_words(&st, &w, FULL));
    EXPECT_EQ_INT(st.fg.idx, 4);
    EXPECT_EQ_INT(st.bg.idx, 8);
    EXPECT_EQ_INT(st.on, STYLE_BOLD);
    sl_clear(&w);
    EXPECT(!style_from_words(&st, &w, FULL));
    sl_push_cstr(&w, "--theme=default");
    EXPECT(!style_from_words(&st, &w, FULL));
    for (int i = 0; i < 20; i++) sl_push_cstr(&w, "-o"); /* more words than the stack array */
    sl_push_cstr(&w, "red");
    EXPECT(style_from_words(&st, &w, FULL));
    EXPECT_EQ_INT(st.fg.idx, 1);
    sl_fini(&w);
}

TEST(switching_writes_only_the_difference)
{
    StrBuf b = STRBUF_INIT;
    TextStyle cur;
    style_unknown(&cur);
    TextStyle red = {.fg = parse("red")}, bold_red = {.fg = parse("red"), .on = STYLE_BOLD};
    style_switch(&b, &cur, &red, FULL);
    EXPECT_STR_EQ(b.ptr, "\x1b[;31m");
    sb_clear(&b);
    style_switch(&b, &cur, &red, FULL);
    EXPECT_EQ_SIZE(b.len, 0);
    style_switch(&b, &cur, &bold_red, FULL);
    EXPECT_STR_EQ(b.ptr, "\x1b[1m");
    sb_clear(&b);
    style_switch(&b, &cur, &red, FULL); /* bold goes only with a reset */
    EXPECT_STR_EQ(b.ptr, "\x1b[;31m");
    sb_clear(&b);
    TextStyle it = {.on = STYLE_ITALICS, .underline = UL_CURLY, .bg = parse("blue")};
    style_switch(&b, &cur, &it, FULL);
    EXPECT_STR_EQ(b.ptr, "\x1b[39;44;4:3;3m");
    sb_clear(&b);
    style_switch(&b, &cur, &(TextStyle){0}, FULL);
    EXPECT_STR_EQ(b.ptr, "\x1b[49;24;23m");
    sb_clear(&b);
    TextStyle same = {.fg = parse("white"), .bg = parse("white")}; /* never invisible */
    style_switch(&b, &cur, &same, FULL);
    EXPECT_STR_EQ(b.ptr, "\x1b[30;47m");
    sb_fini(&b);
}
