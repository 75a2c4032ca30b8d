/* store/manparse_impl.h - the inside of man_parse, shared by manparse.c
 * (lines, requests, conditionals, the page), manparse_text.c (roff escapes,
 * glyphs and mdoc macros to plain text) and manparse_opts.c (tags,
 * descriptions, items, paragraphs and sections). Nothing else includes
 * this. */
#ifndef MINNOW_STORE_MANPARSE_IMPL_H
#define MINNOW_STORE_MANPARSE_IMPL_H

#include "base/map.h"
#include "store/manparse.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* How much body text an item keeps: enough for a first sentence. */
#define BODY_MAX 800
/* Descriptions longer than this many characters are cut at a word. */
#define DESC_MAX 100
/* Nesting of conditionals, strings and lists that is followed at most. */
#define DEPTH_MAX 8
/* Defined strings expanded for one line at most. */
#define EXPANSIONS_MAX 256
#define LISTS_MAX      16
/* A plain paragraph of more lines than this is prose, not a tag. */
#define PARA_TAG_LINES 3
#define PARA_TAG_BYTES 200
/* At most this many names per option. */
#define NAMES_MAX 32

/* Rendered text marks where italics start and end (roff's convention for
 * placeholders: "-o \fIfile\fR"), so that a tag's "-perm -\fImode\fR"
 * names one option, not two. Only tags keep the marks. */
#define MARK_I '\x01'
#define MARK_R '\x02'

/* The kinds of section. */
enum { SEC_NONE, SEC_NAME, SEC_SKIP, SEC_OPTIONS };

typedef struct ManParser {
    ManPage *page;  /* borrowed: the result being filled */
    Str src;        /* the page, as UTF-8 */
    size_t pos;     /* next line in src */
    StrBuf conv;    /* the page converted from Latin-1, when it was not UTF-8 */
    StrBuf line;    /* a logical line joined from continuation lines */
    StrBuf args;    /* the arguments of the request being handled */
    StrBuf text;    /* the rendered text of the line being handled */
    StrBuf word;    /* scratch for option names */
    StrBuf scratch; /* scratch for an inline option's text */
    StrBuf tag, body, para;
    Map strings;       /* .ds definitions: name -> char * (owned) */
    Map seen;          /* option names already given: kind letter + name */
    int section;       /* SEC_* of the section being read */
    bool want_section; /* .SH without arguments: the next text line names it */
    bool want_tag;     /* after .TP: the next text is the tag */
    bool tag_append;   /* .TQ: that text adds to the tag */
    bool in_item;      /* tag known, gathering its body */
    bool item_ok;      /* the item is in a section that may hold options */
    bool xo;           /* mdoc .It ... Xo: lines add to the tag until .Xc */
    bool para_open;    /* a plain paragraph is being gathered */
    int para_lines;
    size_t para_first;        /* the length of its first line */
    bool join;                /* the last text ended in \c: no space before the next */
    bool sm_off;              /* mdoc .Sm off: no spaces between words */
    uint8_t lists[LISTS_MAX]; /* mdoc .Bl stack: whether each is a tag list */
    int n_lists;
    int skip_depth;     /* inside a false conditional block: unmatched \{ */
    bool ie[DEPTH_MAX]; /* results of .ie, for .el */
    int n_ie;
    char skip_end[32]; /* inside .de or .ig: the line that ends it ("." for ..) */
    bool skipping;
    bool in_table;                   /* between .TS and .TE */
    bool mdoc;                       /* the page uses mdoc macros (.Dd, .Sh) */
    int depth;                       /* handle_line recursion through conditionals */
    unsigned expansions;             /* defined strings expanded for the current line */
    size_t pending_first, pending_n; /* names of tags still waiting for a description */
    StrBuf nm;                       /* mdoc: the name .Nm stands for */
} ManParser;

/* add_prose's flags. */
enum {
    PROSE_JOIN = 1u << 0,  /* no space before the text (after \c) */
    PROSE_MARKS = 1u << 1, /* keep font marks (tags) */
    PROSE_RAW = 1u << 2,   /* keep runs of blanks and tabs (they may part an
                              option from its text) */
};

static inline bool man_space(char c)
{
    return c == ' ' || c == '\t';
}
static inline bool man_alnum(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

static inline Str man_trim(Str s)
{
    while (s.len && (man_space(s.ptr[0]) || s.ptr[0] == '\n')) s.ptr++, s.len--;
    while (s.len && (man_space(s.ptr[s.len - 1]) || s.ptr[s.len - 1] == '\n')) s.len--;
    return s;
}

static inline bool man_mark(char c)
{
    return c == MARK_I || c == MARK_R;
}

/* Whether s holds nothing but blanks and font marks. */
static inline bool man_blank(Str s)
{
    for (size_t i = 0; i < s.len; i++)
        if (!man_space(s.ptr[i]) && !man_mark(s.ptr[i])) return false;
    return true;
}

/* ---- manparse_text.c: roff to plain text ---- */

/* Appends text to dst as running prose: white space collapses to one space
 * (unless PROSE_RAW), and a space separates it from what dst holds (unless
 * PROSE_JOIN); font marks go unless PROSE_MARKS. Nothing is added past max
 * bytes. */
void man_add_prose(StrBuf *dst, Str text, unsigned flags, size_t max);
/* Appends code point cp as UTF-8 (control characters as a space). */
void man_put_cp(StrBuf *out, uint32_t cp);
/* Appends s with its escapes interpreted: fonts become MARK_I/MARK_R,
 * sizes, colours and motions are dropped, glyphs and defined strings put
 * in (depth counts nested strings), a comment (\") ends it. Sets p->join
 * when s ends in \c. */
void man_render(ManParser *p, Str s, StrBuf *out, int depth);
/* The next logical line of the page (continuation lines joined, borrowed
 * until the next call); false at the end. */
bool man_next_line(ManParser *p, Str *line);
/* Splits a request's arguments as roff does (blanks, "double quotes" with
 * "" inside, up to a comment): at most max, living in p->args until the
 * next split. quoted, when not NULL, notes which were quoted (in mdoc
 * those are never macros). */
int man_split_args(ManParser *p, Str s, Str *args, bool *quoted, int max);
/* Whether name is an mdoc macro that gives text (.Fl, .Ar, .Xr ...). */
bool man_mdoc_callable(Str name);
/* Whether the glyph and mdoc tables are sorted, as their lookups need (for
 * MN_ASSERT). */
bool man_text_tables_sorted(void);
/* Appends the text of an mdoc line: w[0] the macro, then its words. */
void man_render_mdoc(ManParser *p, Str *w, bool *quoted, int n, StrBuf *out);

/* ---- manparse_opts.c: options from the structure ---- */

/* Text of a line, rendered: goes to the section title, the tag, the
 * current item's body or the plain paragraph. */
void man_add_text(ManParser *p, Str text);
/* Starts a section (.SH) called title. */
void man_set_section(ManParser *p, Str title);
/* Cuts the NAME section's text to the names before its dash. */
void man_end_title(ManParser *p);
/* Starts an item with its tag (the option's names, or not an option). */
void man_start_item(ManParser *p, Str tag);
/* Ends the current item, making an option of it when its tag names any.
 * With share, a tag without text waits for the next tag's description
 * (.TP -a .TP --all text). */
void man_end_item(ManParser *p, bool share);
/* A paragraph break: ends an item that has text (an item still without
 * any, as after a blank line between a tag and its text, goes on), and
 * starts a plain paragraph. */
void man_para_break(ManParser *p);
/* Starts gathering a plain paragraph, ending the one before. */
void man_open_para(ManParser *p);
/* Ends the plain paragraph being gathered, which may hold an option on its
 * own ("-v   be verbose"). */
void man_close_para(ManParser *p);
/* A short plain paragraph followed by an indented block (.RS, or .IP
 * without a tag) is a tag, as DocBook and AsciiDoc write options: it
 * becomes the current item. False when the paragraph is not one. */
bool man_para_to_tag(ManParser *p);

#endif
