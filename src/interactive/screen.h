/* interactive/screen.h - what the editor shows, and the escapes that bring
 * the terminal from what it shows now to that.
 *
 * A frame is the prompt (opaque text with its own escapes, possibly several
 * lines), the command line laid out in cells after it (wrapped at the
 * terminal's width by us, continuation lines indented), the right prompt on
 * the first line when it fits, and lines below (pager, messages). The screen
 * remembers the cells it drew and writes only the differences, inside a
 * synchronized-update block, in one write. Rows count from the prompt's first
 * row; the screen never assumes where that is on the terminal, so it needs
 * no cursor position report.
 *
 * On a dumb terminal (`dumb` set) nothing is diffed: each frame is a
 * carriage return, the prompt and the command line, as fish draws there;
 * the right prompt, the suggestion and the text below are not shown. */
#ifndef MINNOW_INTERACTIVE_SCREEN_H
#define MINNOW_INTERACTIVE_SCREEN_H

#include "base/str.h"
#include "base/strlist.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One character cell (or a wide character's two). */
typedef struct Cell {
    uint32_t off;    /* its bytes in the row's text */
    uint16_t len;
    uint8_t width;   /* 1 or 2 columns; 0 for padding after a wide one is never stored */
    uint16_t style;  /* index into the screen's style table; 0 is plain */
} Cell;

typedef struct Row {
    StrBuf text;
    Cell *cells;
    size_t n, cap;
    size_t indent;   /* blank columns before the first cell */
    bool soft;       /* the row began because the one above was full */
} Row;

/* What the reader wants shown. */
typedef struct ScrFrame {
    Str prompt;             /* left prompt, escapes included */
    Str rprompt;            /* right prompt, or empty */
    Str line;               /* the command line */
    const uint16_t *styles; /* a style per byte of line (NULL: all plain) */
    const unsigned *indents; /* indent level of each line of line (NULL: none);
                                INDENT_VERBATIM (indent.h): at the left edge */
    size_t cursor;          /* byte offset in line */
    Str suggestion;         /* shown after the line, in suggestion_style; of
                               several lines, cut (ending in an ellipsis) so the
                               frame stays within the terminal's rows below
                               the prompt's first (top_row) */
    const unsigned *suggestion_indents; /* the levels of its lines after the
                                           first (NULL: none) */
    uint16_t suggestion_style;
    Str below;              /* lines shown under the command line (plain text
                               with escapes allowed, '\n' separated) */
    bool below_cursor;      /* the cursor goes to below_row, below_col of the
                               text below (a search field) rather than the line */
    size_t below_row, below_col;
} ScrFrame;

typedef struct Screen {
    int out_fd;
    int cols, rows;          /* the terminal's size */
    bool dumb;               /* text, '\r' and '\n' only (see above) */
    StrList styles;          /* style id -> escape sequence ("" for plain) */
    /* what is on the terminal */
    char *prompt;            /* owned: the prompt drawn, or NULL: nothing known */
    char *rprompt;           /* owned */
    char *below;             /* owned */
    Row *shown;              /* rows of the command line as drawn */
    size_t n_shown, cap_shown;
    Row *want;               /* rows of the frame being drawn (reused) */
    size_t n_want, cap_want;
    bool rprompt_shown;      /* the right prompt is on the first row */
    size_t prompt_rows;      /* rows the prompt takes before the line's first row */
    size_t start_col;        /* column where the command line starts */
    size_t below_rows;       /* rows the text below took */
    size_t line_rows;        /* rows the command line (and suggestion) took */
    size_t cur_row, cur_col; /* where the terminal's cursor is */
    bool col_known;          /* false after writing to the last column */
    bool tall;               /* the last frame did not fit the terminal: it was
                                drawn from the top of the screen, a window of
                                rows around the cursor */
    size_t top;              /* in a tall frame, the first row shown */
    bool final;              /* the next frame is the line's last (scr_final) */
    bool fresh;              /* the cursor is at the start of an empty row with
                                nothing of ours below: the first prompt, or
                                after scr_abandon_line */
    size_t resize_up;        /* after a width change: rows from the cursor
                                up to where the prompt starts */
    long top_row;            /* the terminal's row of the prompt's first row
                                (a cursor report, a cleared screen), -1:
                                not known (taken as 0) */
    bool top_pending;        /* asked: a suggestion shows no more rows than
                                the line's until scr_set_top */
    StrBuf out;              /* the escapes of the frame being built */
    StrBuf fit;              /* the frame's prompt cut to the width, when it had to be */
    StrBuf sugg;             /* the frame's suggestion cut to the rows left, when it had to be */
} Screen;

void scr_init(Screen *s, int out_fd);
void scr_fini(Screen *s);
/* Sets the terminal size; a different width redraws everything next time. */
void scr_resize(Screen *s, int cols, int rows);
/* The id of a style given as its escape sequence (interned). */
uint16_t scr_style(Screen *s, Str escapes);
/* The cursor is at terminal row `row` (from 0) while at frame row
 * frame_row: where the prompt starts follows (-1 row: not known). */
void scr_set_top(Screen *s, long row, size_t frame_row);
/* Brings the terminal to f. */
void scr_draw(Screen *s, const ScrFrame *f);
/* The next frame drawn is the line's last, before scr_finish: one taller
 * than the terminal is then written whole, its first rows going into the
 * scrollback, where live frames show the rows up to the cursor's (fish). */
void scr_final(Screen *s);
/* Forgets what is shown: the next draw starts afresh on the cursor's row
 * (after a command ran, or the screen was cleared). */
void scr_reset(Screen *s);
/* Something else wrote to the terminal (a key binding's command): what is
 * shown is forgotten, and the next draw takes the cursor to be on the row
 * of the frame it was on before, as fish does, and redraws from the
 * prompt's first row above it. Output that ended with enough newlines
 * (__fish_echo's) stays above the new prompt. */
void scr_lost(Screen *s);
/* Moves the cursor below everything drawn and forgets it, so output that
 * follows (a command's) starts on a fresh line. A cursor alone on a row the
 * line's last character pushed it to (the line fills its last row) is on a
 * fresh line already: no newline then, as fish. */
void scr_finish(Screen *s);
/* Before a prompt: when the cursor is not at the start of a line (output
 * that did not end in a newline), marks the end of that output with marker
 * (dim) and goes to the next line; otherwise the line stays as it is.
 * Works by writing a full row of blanks, so it needs no cursor report.
 * What is shown is forgotten. */
void scr_abandon_line(Screen *s, Str marker);
/* Rows f takes from the prompt's first row to the line's last (the text
 * below not counted): what is left of the terminal is the room below. */
size_t scr_frame_rows(Screen *s, const ScrFrame *f);

/* Where the terminal's cell at row y, column x is in the last frame drawn,
 * given the row the terminal reports its cursor on (all counted from 0 at
 * the terminal's top-left corner, as reports come less one): in the command
 * line (*row from its first row, *col from the terminal's left edge), in
 * the text below it (*row from its first line), or neither (the prompt,
 * output above, rows past the frame, or nothing drawn yet). */
typedef enum ScrPlace { SCR_NOWHERE, SCR_IN_LINE, SCR_IN_BELOW } ScrPlace;
ScrPlace scr_locate(const Screen *s, size_t cursor_y, size_t y, size_t x, size_t *row, size_t *col);
/* The byte offset of line, laid out as the last frame was (after the
 * prompt, with indents), whose cell is at row, col of the line or the last
 * one before it: the character clicked on, or the end of that row's text
 * when the cell is past it (the end of the line past its last row). */
size_t scr_offset_at(Screen *s, Str line, const unsigned *indents, size_t row, size_t col);

/* Columns text takes, skipping escape sequences; *last gets the width of its
 * last line (text after the last '\n'). */
size_t scr_text_width(Str text, size_t *last);

#endif
