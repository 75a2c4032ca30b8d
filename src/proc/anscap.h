/* proc/anscap.h - turn what a command printed to a terminal into the text of
 * $ans.
 *
 * Bytes go in as the terminal received them; what comes out is the text a
 * person saw, line by line: escape sequences (CSI, OSC, DCS and the rest)
 * are dropped, "\r\n" is a newline, a lone "\r" starts its line again (a
 * progress bar keeps its last state), a backspace takes back a character and
 * other control characters are dropped. Only the last ANSCAP_MAX bytes are
 * kept, cut at a line start. A program that switches to the alternate screen
 * (a full-screen program: vim, less) is not captured at all. */
#ifndef MINNOW_PROC_ANSCAP_H
#define MINNOW_PROC_ANSCAP_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>

#define ANSCAP_MAX ((size_t)1 << 20)

typedef struct AnsCap {
    StrBuf out;        /* owned: the text so far (up to twice ANSCAP_MAX) */
    size_t line_start; /* where the current line starts in out */
    int state;         /* where in an escape sequence the last byte left us */
    char params[24];   /* a CSI's parameters, for the alternate screen */
    size_t n_params;
    bool cr;  /* a "\r" came last: the next character starts the line again */
    bool alt; /* the alternate screen was asked for */
    bool cut; /* text was dropped from the front */
} AnsCap;

void anscap_init(AnsCap *c);
void anscap_fini(AnsCap *c);
/* Starts again, empty. */
void anscap_reset(AnsCap *c);
/* Takes n more bytes of output. */
void anscap_feed(AnsCap *c, const char *p, size_t n);
/* The text so far, at most ANSCAP_MAX bytes (the last whole lines when
 * longer, or the last bytes when one line is longer), appended to out;
 * nothing when the alternate screen was used. Returns false in that case. */
bool anscap_result(AnsCap *c, StrBuf *out);

#endif
