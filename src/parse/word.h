/* parse/word.h - a word as written -> its pieces.
 *
 * The tokenizer keeps a word whole; this splits it for every reader that
 * needs its inside: the expander, the highlighter (one colour per piece), the
 * completion engine and lint.c's checks. Pieces come in source order with byte
 * ranges into the source; nothing is copied or unescaped here. Double quotes
 * show up as an opening and a closing piece with the quoted pieces between. */
#ifndef MINNOW_PARSE_WORD_H
#define MINNOW_PARSE_WORD_H

#include "base/str.h"

#include <stdbool.h>
#include <stdint.h>

typedef enum WordPieceKind {
    WP_TEXT,        /* literal bytes, no escapes */
    WP_ESCAPE,      /* a backslash sequence: \n \x41 \  \$ ... */
    WP_SQUOTE,      /* '...' including the quotes */
    WP_DQUOTE_OPEN, /* the opening " */
    WP_DQUOTE_CLOSE,/* the closing " (absent in an unfinished word) */
    WP_VAR,         /* $name, $$name: the dollars and the name */
    WP_SLICE,       /* [...] after a variable or substitution */
    WP_CMDSUB,      /* (...) or $(...), including the parentheses */
    WP_BRACE_OPEN,  /* { of a brace expansion */
    WP_BRACE_SEP,   /* , inside one */
    WP_BRACE_CLOSE, /* } */
    WP_GLOB,        /* * ** or ? (when ? is a wildcard) */
    WP_TILDE,       /* ~ at the start of a word */
    WP_BAD_DOLLAR,  /* a $ not followed by a variable name; see WordPiece.bad */
} WordPieceKind;

/* What is wrong with a WP_BAD_DOLLAR. */
typedef enum BadDollar {
    BAD_NO_NAME,    /* $ at the end, or before a char that cannot start a name */
    BAD_STATUS,     /* $? */
    BAD_PID,        /* $$ with no name after it */
    BAD_ARGC,       /* $# */
    BAD_ARGV_AT,    /* $@ */
    BAD_ARGV_STAR,  /* $* */
    BAD_BRACKETED,  /* ${name} */
    BAD_CHAR,       /* $ before some other punctuation */
} BadDollar;

typedef struct WordPiece {
    WordPieceKind kind;
    uint32_t start, len;  /* in the source the word lives in */
    bool quoted;          /* inside double quotes */
    BadDollar bad;        /* for WP_BAD_DOLLAR */
    uint32_t inner_start, inner_len; /* CMDSUB: text inside the parentheses;
                                        VAR: the name; BAD_BRACKETED: the name inside */
} WordPiece;

typedef struct WordIter {
    Str src;          /* the whole source, borrowed */
    uint32_t begin, pos, end;
    bool in_dq;
    bool qmark_glob;  /* feature qmark-noglob off: ? is a wildcard */
    int brace_depth;
    bool after_value; /* a VAR, CMDSUB or SLICE just ended: [ starts a slice */
} WordIter;

/* Iterates the word at [start, start+len) of src. */
void word_iter_init(WordIter *it, Str src, uint32_t start, uint32_t len, bool qmark_glob);
/* Fills *out with the next piece; false at the end of the word. */
bool word_next(WordIter *it, WordPiece *out);
/* The length in bytes of the variable-name character at p (n bytes there):
 * an ASCII letter, digit or _, or a UTF-8 encoded Unicode letter or digit
 * (fish 4's is_alphanumeric: "$line╮" names $line); 0 when there is none. */
size_t word_name_char_len(const char *p, size_t n);
/* Offset just past the ')' matching the '(' at open, skipping quotes and
 * nested parentheses; end when unmatched. */
uint32_t word_match_paren(Str src, uint32_t open, uint32_t end);
/* The same, but 0 when no ')' closes it. Comments inside the parentheses
 * (a '#' where a token could start, to the end of the line) are skipped, as
 * the tokenizer skips them. */
uint32_t word_close_paren(Str src, uint32_t open, uint32_t end);

#endif
