/* env/termcolor.c - colour support from $TERM, $COLORTERM and fish's knobs. */
#include "env/termcolor.h"

#include "base/color.h"

#include <string.h>

/* The first value of a variable, "" when it is empty; NULL when unset. */
static const char *first(const VarStore *vs, const char *name)
{
    const Var *v = vars_get(vs, str_cstr(name), 0);
    if (!v) return NULL;
    return v->values.n ? v->values.items[0].ptr : "";
}

/* fish's reading of a yes/no variable: yes when it starts with y, t or 1. */
static bool yes(const char *s) { return s[0] && strchr("YyTt1", s[0]); }

unsigned termcolor_support(const VarStore *vs)
{
    const char *term = first(vs, "TERM");
    if (!term) term = "";
    bool xterm16 = !strcmp(term, "xterm-16color");
    unsigned bits = 0;
    if (!strcmp(term, "dumb")) bits |= COLOR_TERM_DUMB;
    if (!strcmp(term, "ansi-m") || !strcmp(term, "linux-m") || !strcmp(term, "xterm-mono")) bits |= COLOR_TERM_GRAY;

    const char *v = first(vs, "fish_term256");
    if (v ? yes(v) : !xterm16) bits |= COLOR_TERM_256;

    bool truecolor;
    const char *program;
    if ((v = first(vs, "fish_term24bit"))) {
        truecolor = yes(v);
    } else if (first(vs, "STY")) {
        truecolor = false;
    } else if ((v = first(vs, "COLORTERM"))) {
        truecolor = !strcmp(v, "truecolor") || !strcmp(v, "24bit");
    } else {
        truecolor = !xterm16 && !((program = first(vs, "TERM_PROGRAM")) && !strcmp(program, "Apple_Terminal"));
    }
    if (truecolor) bits |= COLOR_TERM_24BIT;
    return bits;
}
