/* base/color.h - colours and text styles as set_color reads them, and the
 * xterm escape sequences that draw them.
 *
 * One syntax serves `set_color` and the fish_color_* / fish_pager_color_*
 * variables: colour words (a name such as red or brblue, "normal", or RGB
 * as 3 or 6 hex digits with an optional '#') and options (--bold,
 * --background=COLOR, ...). style_parse reads such a list into a TextStyle;
 * style_write prints what set_color prints for it, and style_switch moves a
 * terminal from one look to another with as few bytes as it can (the line
 * editor's renderer).
 *
 * What the terminal can show is a set of COLOR_TERM_* bits (env/termcolor.h
 * works them out from $TERM, $COLORTERM, $fish_term256 and $fish_term24bit):
 * an RGB colour is written as 24-bit colour, or as the nearest of the 256
 * palette colours, or as the nearest of the 16 named ones. No terminfo: the
 * sequences are xterm's (SGR). */
#ifndef MINNOW_BASE_COLOR_H
#define MINNOW_BASE_COLOR_H

#include "base/opt.h"
#include "base/str.h"
#include "base/strlist.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum ColorKind {
    COLOR_NONE,   /* not given */
    COLOR_NORMAL, /* the terminal's default */
    COLOR_NAMED,  /* one of the 16 palette colours, idx 0 to 15 */
    COLOR_RGB,    /* r, g, b */
} ColorKind;

typedef struct Color {
    uint8_t kind; /* ColorKind */
    uint8_t idx;
    uint8_t r, g, b;
} Color;

/* What the terminal shows (bits). */
enum {
    COLOR_TERM_256 = 1u << 0,   /* the 256-colour palette */
    COLOR_TERM_24BIT = 1u << 1, /* 24-bit colour */
    COLOR_TERM_DUMB = 1u << 2,  /* TERM=dumb: no escape sequence at all */
    COLOR_TERM_GRAY = 1u << 3,  /* a monochrome terminal: only grey colours */
};

/* Reads one colour word: a name (ASCII case ignored; fish's hidden aliases
 * grey, brgrey, brown, brbrown, purple and brpurple included), "normal", or
 * #RGB / #RRGGBB with or without the '#'. False when word is none of these. */
bool color_parse(Str word, Color *out);
/* The names set_color --print-colors lists, in that order, "normal" last. */
extern const char *const color_list[];
extern const size_t color_list_len;
/* The colour to use out of several given for one purpose: the first RGB one
 * when the terminal has the 256 palette or no named colour was given, else
 * the first named one, else the first. COLOR_NONE when n is 0. */
Color color_best(const Color *colors, size_t n, unsigned term);

/* Attributes, for TextStyle.on and .off. */
enum {
    STYLE_BOLD = 1u << 0,
    STYLE_DIM = 1u << 1,
    STYLE_ITALICS = 1u << 2,
    STYLE_REVERSE = 1u << 3,
    STYLE_STRIKE = 1u << 4,
    STYLE_ALL = (1u << 5) - 1,
};

/* Underline, for TextStyle.underline. */
enum { UL_UNSET, UL_OFF, UL_SINGLE, UL_DOUBLE, UL_CURLY, UL_DOTTED, UL_DASHED };

typedef struct TextStyle {
    Color fg, bg, ul_color; /* COLOR_NONE where not given */
    unsigned on;            /* STYLE_* bits asked for */
    unsigned off;           /* STYLE_* bits asked to be turned off (--italics=off) */
    uint8_t underline;      /* UL_* */
    bool reset;             /* --reset, or the word reset: start from the defaults */
    bool fg_only;           /* -f: "normal" resets the foreground alone */
} TextStyle;

/* style_parse's flags. */
enum {
    STYLE_PARSE_BUILTIN = 1u << 0, /* set_color: report errors, take -h, -c and
                                      the word "reset"; without it (a colour
                                      variable) anything unknown is skipped */
};

/* style_parse's results. */
typedef enum StyleResult {
    STYLE_OK,
    STYLE_HELP,          /* -h */
    STYLE_PRINT_COLORS,  /* -c: the colour words are in operands */
    STYLE_BAD_OPTION,    /* opt_code and opt say what (for bi_opt_error) */
    STYLE_MISSING_ARG,   /* -b or --underline-color without a colour */
    STYLE_BAD_COLOR,     /* bad: the word that is no colour */
    STYLE_BAD_UNDERLINE, /* bad: the underline style that is none */
    STYLE_BAD_SWITCH,    /* bad: an on/off value that is neither (--italics=maybe);
                            bad_option: the option's long name */
    STYLE_FG_CONFLICT,   /* -f with a colour word */
    STYLE_FG_PRINT_CONFLICT, /* -f with -c */
} StyleResult;

typedef struct StyleParse {
    TextStyle style;
    int opt_code;      /* STYLE_BAD_OPTION: what opt_next returned */
    OptState opt;      /* STYLE_BAD_OPTION: the parser's state, naming the option */
    const char *bad;   /* borrowed from argv: the offending word */
    const char *bad_option; /* static: STYLE_BAD_SWITCH's option, "--italics" */
    char **operands;   /* owned array, borrowed strings: the words that are no
                          option, in order (colours, or names for -c) */
    int noperands;
} StyleParse;

/* The options set_color takes (its OptSpec table, for the builtin's row). */
extern const OptSpec style_builtin_opts[];

/* Parses argv[1..argc-1] (argv[0] is the command's name) as set_color does:
 * options and colour words may come in any order; several colour words
 * choose one with color_best for term, as do several -b or
 * --underline-color. Fills p (call style_parse_fini after, whatever the
 * result) and returns STYLE_OK or what stopped it. Without
 * STYLE_PARSE_BUILTIN it never fails: unknown options and colours are
 * skipped and the result is STYLE_OK. */
StyleResult style_parse(StyleParse *p, int argc, char **argv, unsigned flags, unsigned term);
void style_parse_fini(StyleParse *p);
/* A colour variable's value (such as `--bold blue` or `-b red`) read the
 * lenient way into *out. False when it asks for nothing (empty, or only
 * --theme=NAME): fish then uses the variable it falls back to. */
bool style_from_words(TextStyle *out, const StrList *words, unsigned term);

/* Appends what `set_color` prints for st, assuming nothing about the state
 * of the terminal: the reset if asked, the foreground ("normal" is a full
 * reset, or with fg_only the default foreground), background and underline
 * colours, then the attributes asked on or off. Nothing for a dumb terminal. */
void style_write(StrBuf *out, const TextStyle *st, unsigned term);

/* The renderer's side. cur describes what the terminal shows now; a fresh
 * one (style_unknown) assumes nothing. want is a complete look: a colour
 * not given means the default, an attribute not asked for is off, an
 * underline not given is none. style_switch appends the sequences that go
 * from cur to want (a full reset first when an attribute must go that only
 * a reset removes, or when cur is unknown) and updates cur. A foreground
 * equal to a coloured background is replaced by white (black on white), so
 * text never vanishes. */
void style_unknown(TextStyle *cur);
/* A cur for a terminal known to show its defaults (nothing needs a reset). */
void style_default(TextStyle *cur);
void style_switch(StrBuf *out, TextStyle *cur, const TextStyle *want, unsigned term);

/* Appends the sequence that selects one colour: which is 0 for the
 * foreground, 1 for the background, 2 for the underline. Nothing for
 * COLOR_NONE or COLOR_NORMAL, nor for a colour a grey terminal cannot show.
 * Returns whether it wrote anything. */
bool color_write(StrBuf *out, Color c, int which, unsigned term);

#endif
