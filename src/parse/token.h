/* parse/token.h - the tokenizer: source bytes -> tokens with byte ranges.
 *
 * A word keeps its quotes, escapes, substitutions and braces as written; word.h
 * splits it into pieces. Errors (an unterminated quote, an unmatched bracket)
 * come back as TOK_ERROR tokens carrying the span of the whole word and the
 * spot to point at, so the parser can report them and go on. */
#ifndef MINNOW_PARSE_TOKEN_H
#define MINNOW_PARSE_TOKEN_H

#include "base/str.h"

#include <stdbool.h>
#include <stdint.h>

typedef enum TokType {
    TOK_NONE,       /* end of input */
    TOK_STRING,     /* a word */
    TOK_PIPE,       /* |  &|  |&  2>|  (fd in Token.fd) */
    TOK_REDIRECT,   /* > file, 2>&1, <&-, &>> ... the operator only */
    TOK_BACKGROUND, /* & */
    TOK_END,        /* ; or newline */
    TOK_ANDAND,     /* && */
    TOK_OROR,       /* || */
    TOK_LBRACE,     /* { opening a brace block */
    TOK_RBRACE,     /* } closing one */
    TOK_COMMENT,    /* # to the end of the line; only with TOKF_COMMENTS */
    TOK_ERROR,      /* see Token.err */
} TokType;

typedef enum TokError {
    TOKE_NONE,
    TOKE_UNTERMINATED_QUOTE,
    TOKE_UNTERMINATED_SUBSHELL,
    TOKE_UNTERMINATED_SLICE,
    TOKE_UNTERMINATED_ESCAPE,
    TOKE_UNTERMINATED_BRACE,
    TOKE_INVALID_REDIRECT,
    TOKE_INVALID_PIPE,
    TOKE_CLOSING_UNOPENED_PAREN,
    TOKE_CLOSING_UNOPENED_BRACE,
    TOKE_UNEXPECTED_BRACKET,
    TOKE_PAREN_WANT_BRACE,   /* ) found, expecting } */
    TOKE_PAREN_WANT_BRACKET, /* ) found, expecting ] */
    TOKE_BRACE_WANT_PAREN,   /* } found, expecting ) */
    TOKE_BRACE_WANT_BRACKET, /* } found, expecting ] */
} TokError;

/* Tokenizer options. */
enum {
    TOKF_COMMENTS = 1 << 0,   /* return comments as tokens */
    TOKF_UNFINISHED = 1 << 1, /* accept an unfinished last word (completion) */
    TOKF_AMP_BG_IN_TOKEN = 1 << 2, /* old behaviour: a&b backgrounds (feature flag off) */
    TOKF_CONTINUE = 1 << 3,   /* go on after an error token instead of stopping */
    TOKF_ARGS = 1 << 4,       /* a list of arguments (read -t): `{` never opens a block */
};

typedef enum RedirMode {
    REDIR_INPUT,       /* <    */
    REDIR_OVERWRITE,   /* >    */
    REDIR_APPEND,      /* >>   */
    REDIR_NOCLOB,      /* >?   */
    REDIR_TRY_INPUT,   /* <?   */
    REDIR_FD,          /* >&N, <&N, >&- : target is an fd or - */
} RedirMode;

typedef struct Token {
    TokType type;
    TokError err;           /* for TOK_ERROR */
    uint32_t start, len;    /* the token's bytes */
    uint32_t err_start, err_len; /* what to point at, for TOK_ERROR */
    uint32_t newline;       /* TOK_END that is a newline (0 or 1; full words, so
                               building a Token never mixes byte and word stores) */
    uint32_t stderr_too;    /* &| pipe, &> / &>> redirection (0 or 1) */
    int fd;                 /* pipe or redirection source fd */
    RedirMode mode;         /* for TOK_REDIRECT */
} Token;

typedef struct Tokenizer {
    Str src;      /* borrowed */
    size_t pos;
    unsigned flags;
    bool continued;   /* the blank just skipped held a backslash-newline */
    bool cmd_pos;     /* the next word would be a command: `{` opens a block there */
    bool stopped;     /* an error ended the input (without TOKF_CONTINUE) */
    unsigned braces;  /* brace blocks open, so `}` closes one */
} Tokenizer;

void tok_init(Tokenizer *t, Str src, unsigned flags);
/* Returns the next token; TOK_NONE at the end, forever after. */
Token tok_next(Tokenizer *t);
/* The message fish gives for a tokenizer error. */
const char *tok_error_text(TokError e);
static inline Str tok_text(const Tokenizer *t, const Token *k)
{
    return str_sub(t->src, k->start, k->len);
}
/* Parses a redirection or pipe operator such as "2>>", "&>", ">&", "2>|" at
 * s. Returns its length (0 when s does not start one) and fills the fields. */
size_t tok_scan_redirect(Str s, Token *out);
/* Length of the blank at s[i] (space, tab, CR, VT, FF or a Unicode space such
 * as U+00A0), or 0: what the tokenizer skips between tokens. */
size_t tok_blank_len(Str s, size_t i);
/* Whether c can appear in an unquoted word (next is the byte after it, or 0). */
bool tok_is_word_char(char c, char next, unsigned flags);
/* Byte offset of the '=' of a variable assignment word such as `a=b` or
 * `a[1]=b`, or -1 when the word is not one. */
long tok_assignment_eq(Str word);
/* Finds the token containing offset (or the one just before it), for the
 * editor: returns false when offset lies in white space between tokens. */
bool tok_at_offset(Str src, size_t offset, unsigned flags, Token *out);

#endif
