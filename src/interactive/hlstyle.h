/* interactive/hlstyle.h - the escape sequences that draw highlighting roles,
 * from the fish_color_* and fish_pager_color_* variables.
 *
 * Part of highlight.h (which the rest of the shell uses): a cache of one
 * escape string per role byte and overlay, emptied when Shell's
 * color_generation moves (a colour or terminal variable changed). */
#ifndef MINNOW_INTERACTIVE_HLSTYLE_H
#define MINNOW_INTERACTIVE_HLSTYLE_H

#include "interactive/highlight.h"

typedef struct HlStyles {
    Shell *sh;                          /* borrowed */
    bool valid;                         /* esc and term belong to gen */
    unsigned gen;                       /* sh->color_generation they were made for */
    unsigned term;                      /* COLOR_TERM_* bits */
    char *esc[HL_OVER_COUNT][256];      /* owned, NULL until asked for */
} HlStyles;

void hlstyle_init(HlStyles *s, Shell *sh);
void hlstyle_fini(HlStyles *s);
/* See hl_escape_pair. */
void hlstyle_pair(HlStyles *s, HlRole fg, HlRole bg, bool underline, StrBuf *out);
/* See hl_escape. */
Str hlstyle_escape(HlStyles *s, uint8_t b, HlOverlay over);

#endif
