/* parse/parser.h - fish source -> ParsedSource (text, tree, diagnostics).
 *
 * The parser never aborts. On the first error it records a Diag and stops
 * consuming input ("unwinding"); with PARSE_CONTINUE it skips ahead to the next
 * statement and goes on, which is what the highlighter wants. Parse-time checks
 * that need the whole tree (break outside a loop, $? in a word, ...) live in
 * lint.c and run after a clean parse. */
#ifndef MINNOW_PARSE_PARSER_H
#define MINNOW_PARSE_PARSER_H

#include "base/arena.h"
#include "base/diag.h"
#include "parse/ast.h"

#include <stdbool.h>

/* Blocks, brace groups, command substitutions and parentheses may nest this
 * deep; deeper input is reported as an error rather than overflowing a stack. */
#define PARSE_MAX_DEPTH 256

/* A Diag start meaning "at the end of the input": fish prints no line for it. */
#define DIAG_AT_END UINT32_MAX

enum {
    PARSE_CONTINUE = 1 << 0,   /* recover after errors and parse the rest */
    PARSE_UNFINISHED = 1 << 1, /* input may stop mid-way (the command line being typed) */
    PARSE_AMP_BG_IN_TOKEN = 1 << 2, /* feature ampersand-nobg-in-token off */
    PARSE_NO_LINT = 1 << 3,    /* skip lint.c's checks */
};

/* Error codes for Diag.code. */
enum {
    PARSE_ERR_SYNTAX = 1,
    PARSE_ERR_TOKENIZER,
    PARSE_ERR_UNBALANCED_END,
    PARSE_ERR_UNBALANCED_ELSE,
    PARSE_ERR_UNBALANCED_CASE,
    PARSE_ERR_UNBALANCED_BRACE,
    PARSE_ERR_BARE_ASSIGNMENT,
    PARSE_ERR_ANDOR_IN_PIPELINE,
    PARSE_ERR_MISSING_END,
    PARSE_ERR_TOO_DEEP,
    PARSE_ERR_LINT, /* lint.c */
};

typedef struct ParsedSource {
    int refs;
    StrBuf text;      /* owned copy of the source */
    Arena arena;      /* owns every node */
    AstNode *root;    /* a JOB_LIST */
    DiagList diags;   /* errors in source order; empty when the script is valid */
    bool incomplete;  /* the errors only say the input stopped too early
                         (open block, quote, paren, trailing pipe or backslash) */
} ParsedSource;

/* Parses text (copied) as a job list. The result has one reference. */
ParsedSource *parse_source(Str text, unsigned flags);
ParsedSource *ps_ref(ParsedSource *ps);
void ps_unref(ParsedSource *ps);

/* Checks text without keeping a tree: parses one top-level job at a time and
 * frees it, so memory stays flat however long the script. Appends errors to
 * out (at most the first, as fish reports) and returns true when there are none.
 * *incomplete is set as for ParsedSource. */
bool parse_check(Str text, unsigned flags, DiagList *out, bool *incomplete);

/* Parses text into an existing arena with a nesting budget already used up
 * to depth; for command substitutions inside words (see lint.c). */
AstNode *parse_into(Arena *arena, Str text, unsigned flags, unsigned depth, DiagList *diags,
                    bool *incomplete);

#endif
