/* interactive/pager.h - the completion pager: candidates in columns under
 * the command line, one of them selected, filtered by a search field.
 *
 * A Pager holds a copy of a list of candidates (display text, the text that
 * would be inserted, a description) and knows nothing of how they were found
 * nor of the editor. pager_render lays them out as fish does for a given
 * width and height: as many columns as fit (at most six), each candidate
 * after the prefix being completed, descriptions in parentheses, text cut
 * with an ellipsis so that as many candidates as possible fit; at first only
 * part of a long list ("…and N more rows"), all of it once the user moves
 * past it or asks (then a window of rows that follows the selection, "rows A
 * to B of C"). Every byte of a candidate, description or prefix is shown
 * escaped: control characters as their Unicode pictures (␊ for a newline),
 * bytes that are not UTF-8 as \Xhh, so nothing reaches the terminal raw.
 *
 * The layout of the last render is kept: moving the selection (fish's
 * directions: Tab walks down the columns, arrows move in the grid, wrapping)
 * and hit testing a screen cell use it, so render before navigating.
 *
 *     Pager p;
 *     pager_init(&p);
 *     pager_set(&p, STR("fi"), items, n);
 *     pager_render(&p, cols, rows_free, &styles, &below);
 *     pager_move(&p, PAGER_NEXT);           // Tab: the first candidate
 *     Str ins = pager_insert_text(&p, pager_selected(&p), NULL);
 *     pager_fini(&p);
 */
#ifndef MINNOW_INTERACTIVE_PAGER_H
#define MINNOW_INTERACTIVE_PAGER_H

#include "base/map.h"
#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>

#define PAGER_NONE ((size_t)-1)
#define PAGER_MAX_COLS 6

/* PagerItem.flags */
enum {
    PAGER_ITEM_NO_PREFIX = 1, /* listed without the prefix (it replaces the whole token) */
};

/* One candidate as the caller gives it (copied by pager_set). */
typedef struct PagerItem {
    Str display;    /* the candidate as listed; any bytes */
    Str insert;     /* the text that replaces the token when it is chosen */
    Str desc;       /* its description, or empty */
    unsigned flags; /* PAGER_ITEM_* */
    size_t cursor_back; /* the cursor goes this many bytes before the end of
                           insert (0: after it) */
} PagerItem;

/* The looks of the pager's text. An entry's parts come in three bands:
 * primary rows, secondary (every other) rows and the selected entry;
 * PAGER_STYLE(band, part) numbers them. */
enum {
    PAGER_ST_PLAIN,    /* no escapes: the gaps between columns, "search: " */
    PAGER_ST_PROGRESS, /* "…and N more rows", "rows A to B of C", "(no matches)" */
    PAGER_ST_SEARCH,   /* the search field's text (underlined) */
    PAGER_ST_ITEMS,    /* first of the bands' styles */
};
enum { PAGER_BAND_PRIMARY, PAGER_BAND_SECONDARY, PAGER_BAND_SELECTED, PAGER_BANDS };
enum {
    PAGER_PART_FILL,        /* blanks in the entry: background only */
    PAGER_PART_PREFIX,      /* the prefix before each candidate */
    PAGER_PART_COMPLETION,  /* the candidate */
    PAGER_PART_DESCRIPTION, /* the description */
    PAGER_PART_PAREN,       /* the parentheses around it */
    PAGER_PARTS
};
#define PAGER_STYLE(band, part) (PAGER_ST_ITEMS + (band) * PAGER_PARTS + (part))
#define PAGER_STYLE_COUNT PAGER_STYLE(PAGER_BANDS, 0)

/* The escape sequence that draws each style (written after a reset, "\033[m";
 * empty for the terminal's default). Borrowed for the call. */
typedef struct PagerStyles {
    Str esc[PAGER_STYLE_COUNT];
} PagerStyles;

typedef struct PagerCand {
    size_t show, show_len; /* its shown (escaped) text in the pool */
    size_t ins, ins_len;   /* its insertion text in the pool */
    size_t cursor_back;    /* PagerItem's */
    size_t width;          /* columns of the shown text */
    bool prefixed;         /* listed after the prefix */
} PagerCand;

/* A line of the list: one candidate, or (completing after "-") several
 * with the same description, listed together as fish does: "-h  --help". */
typedef struct PagerEntry {
    size_t first, count;      /* its candidates: p->members[first .. first+count) */
    size_t desc, desc_len;    /* the shown description in the pool */
    size_t comp_width;        /* columns of its candidates, prefixes and gaps */
    size_t desc_width;
} PagerEntry;

typedef struct Pager {
    StrBuf pool;              /* every shown text and insertion text */
    PagerCand *cands;         /* owned: the candidates, in the caller's order */
    size_t n_cands, cap_cands;
    size_t *members;          /* owned: candidate numbers, entry by entry */
    size_t cap_members;
    PagerEntry *entries;      /* owned: all entries */
    size_t n_entries, cap_entries;
    size_t *shown;            /* owned: the entries the search lets through */
    size_t n_shown, cap_shown;
    Map groups;               /* scratch of pager_set: description -> entry + 1 */
    StrBuf prefix;            /* the prefix as shown (shortened, escaped) */
    size_t prefix_width;
    StrBuf search;            /* the search field's text */
    StrBuf footer;            /* the caller's text after the progress line's */
    bool searching;           /* the search field is shown */
    bool prefiltered;         /* the caller filtered: the field filters nothing */
    bool disclosed;           /* the whole list may take the screen */
    size_t selected;          /* index into shown, or PAGER_NONE */
    size_t top;               /* the row the window should start at */
    StrBuf scratch;
    /* the last layout (pager_render) */
    size_t width, height;     /* what it was rendered for */
    size_t rows, cols;        /* the grid: entry k is in column k / rows, row k % rows */
    size_t row_start, row_end;/* the rows shown */
    size_t remaining;         /* rows not shown yet ("…and N more rows") */
    size_t colw[PAGER_MAX_COLS];
    size_t lines;             /* lines rendered */
} Pager;

void pager_init(Pager *p);
void pager_fini(Pager *p);
/* Replaces the list with copies of items[0..n) shown after prefix (the token
 * being completed; shown shortened to its last nine characters after an
 * ellipsis when longer). Candidates with the same description are listed
 * together when the prefix is "-", as fish does. The search field goes, the
 * selection too, and the list starts undisclosed. */
void pager_set(Pager *p, Str prefix, const PagerItem *items, size_t n);
/* Empties the pager. */
void pager_clear(Pager *p);
/* No candidates at all (the search may still hide all of them). */
static inline bool pager_empty(const Pager *p) { return p->n_entries == 0; }
/* Entries the search lets through. */
static inline size_t pager_count(const Pager *p) { return p->n_shown; }

/* Lays the pager out in width columns and at most height lines, as text
 * lines separated by '\n' (no newline after the last) with the escapes of
 * styles, into out (cleared first). Each line fits the width. out stays
 * empty when the area is narrower than 16 columns or lower than 4 lines,
 * or there is nothing to list. The layout is kept for the functions below. */
void pager_render(Pager *p, size_t width, size_t height, const PagerStyles *styles, StrBuf *out);

/* The directions of fish's pager. */
typedef enum PagerMove {
    PAGER_NEXT,       /* Tab: down the column, on to the next one, round to the first */
    PAGER_PREV,       /* shift-Tab */
    PAGER_NORTH,      /* up a row; from the top row to the bottom of the column before */
    PAGER_SOUTH,      /* down a row; from the last to the top of the next column */
    PAGER_EAST,       /* right; from the last column to the next row */
    PAGER_WEST,
    PAGER_PAGE_NORTH, /* a screenful up */
    PAGER_PAGE_SOUTH,
    PAGER_DESELECT,   /* no selection */
} PagerMove;
/* Moves the selection (with none, Next, South and Page South select the
 * first entry, North and Prev the last); the window follows it, and moving
 * down past an undisclosed list discloses it. True when the selection
 * changed. */
bool pager_move(Pager *p, PagerMove m);
/* Selects entry k of the shown ones (a click); true when it changed. */
bool pager_select(Pager *p, size_t k);
/* The selected entry (an index of the shown ones), or PAGER_NONE. */
static inline size_t pager_selected(const Pager *p) { return p->selected; }
/* The text that replaces the token when entry k is chosen (its first
 * candidate's), and (cursor_back, when not NULL) how far before its end the
 * cursor goes. Borrowed: valid until the list changes. */
Str pager_insert_text(const Pager *p, size_t k, size_t *cursor_back);
/* The caller's index (into the items given to pager_set) of entry k's
 * first candidate. */
size_t pager_item_index(const Pager *p, size_t k);

/* Rows exist that are not shown: undisclosed, or below the window. */
bool pager_more_below(const Pager *p);
/* Rows not disclosed yet. */
static inline bool pager_undisclosed(const Pager *p) { return !p->disclosed && p->remaining > 0; }
/* Lets the whole list take the screen. */
static inline void pager_disclose(Pager *p) { p->disclosed = true; }
/* Moves the window rows down (negative: up), disclosing the list first;
 * the selection stays. False when nothing moved. */
bool pager_scroll(Pager *p, long rows);

/* The search field: shown or not (toggling discloses the list); its text
 * filters the list to entries whose description or prefixed candidate holds
 * it (ignoring case) or, failing that, has its characters in order. A new
 * filter selects the first entry that passes, if any. */
void pager_search_toggle(Pager *p);
static inline bool pager_searching(const Pager *p) { return p->searching; }
void pager_search_set(Pager *p, Str text);
/* Shows the search field holding text, for a list the caller already
 * filtered by it (ctrl-r's history search): nothing is filtered here, and
 * the whole list is disclosed. */
void pager_field(Pager *p, Str text);
static inline Str pager_search_text(const Pager *p) { return sb_str(&p->search); }
/* Text the caller adds at the bottom, after the pager's own progress text
 * (". " between them): ctrl-r's "Items 1 to 12 of 50". pager_set clears it. */
void pager_set_footer(Pager *p, Str text);
/* The column of the search field's cursor on the pager's first line. */
size_t pager_search_cursor(const Pager *p);

/* What is at line row, column col of the last render. */
typedef enum PagerHit {
    PAGER_HIT_NONE,
    PAGER_HIT_ENTRY,    /* *entry gets the index of the shown entry */
    PAGER_HIT_SEARCH,   /* the search field */
    PAGER_HIT_PROGRESS, /* "…and N more rows" and the like */
} PagerHit;
PagerHit pager_hit(const Pager *p, size_t row, size_t col, size_t *entry);

/* Appends text as the pager shows it (see above). */
void pager_escape(StrBuf *out, Str text);

#endif
