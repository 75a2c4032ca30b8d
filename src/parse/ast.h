/* parse/ast.h - the syntax tree every reader shares.
 *
 * Nodes live in the ParsedSource's arena. Each has a kind, a byte range into
 * the source (32-bit offsets), its children in order and its parent. Leaves
 * (WORD, ASSIGN, KEYWORD, PUNCT) cover exactly one token. A subtree cut short
 * by an error is kept as far as it got, so a half-typed line still has a tree;
 * children are never NULL. */
#ifndef MINNOW_PARSE_AST_H
#define MINNOW_PARSE_AST_H

#include "base/str.h"

#include <stdbool.h>
#include <stdint.h>

typedef enum AstKind {
#define AST_KIND(name, text) AST_##name,
#include "parse/ast.def"
#undef AST_KIND
    AST_KIND_COUNT
} AstKind;

typedef enum Keyword {
    KW_NONE, KW_AND, KW_BEGIN, KW_BUILTIN, KW_CASE, KW_COMMAND, KW_ELSE, KW_END, KW_EXCLAM,
    KW_EXEC, KW_FOR, KW_FUNCTION, KW_IF, KW_IN, KW_NOT, KW_OR, KW_SWITCH, KW_TIME, KW_WHILE,
} Keyword;

/* Node flags. */
enum {
    AST_F_BACKGROUND = 1 << 0, /* JOB ends in & */
    AST_F_MISSING = 1 << 1,    /* a required part was absent (after an error) */
};

typedef struct AstNode AstNode;
struct AstNode {
    uint32_t start, len;
    uint8_t kind;     /* AstKind */
    uint8_t flags;    /* AST_F_* */
    uint8_t keyword;  /* Keyword, for KEYWORD leaves */
    uint8_t pad;
    uint32_t nkids;
    AstNode **kids;   /* arena */
    AstNode *parent;  /* NULL for the root */
};

const char *ast_kind_name(AstKind k);
const char *keyword_name(Keyword k);
/* The keyword a word spells, after removing quotes and backslashes as fish
 * does (so 'if' and \if are keywords too); KW_NONE otherwise. */
Keyword keyword_of(Str word);

static inline AstNode *ast_kid(const AstNode *n, uint32_t i) { return i < n->nkids ? n->kids[i] : NULL; }
static inline Str ast_text(const AstNode *n, Str src) { return str_sub(src, n->start, n->len); }
/* The first child of the given kind, or NULL. */
AstNode *ast_find_kid(const AstNode *n, AstKind kind);
/* The KEYWORD child with this keyword, or NULL. */
AstNode *ast_find_keyword(const AstNode *n, Keyword kw);
/* Whether n is a statement (COMMAND, NOT, BEGIN, FOR, WHILE, FUNCTION, BRACE, IF, SWITCH). */
bool ast_is_statement(const AstNode *n);
/* The deepest node whose range contains offset (ends inclusive), or root. */
const AstNode *ast_node_at(const AstNode *root, uint32_t offset);
/* Appends an indented outline of the tree, one node per line, for tests and `--print-ast`. */
void ast_dump(StrBuf *out, const AstNode *root, Str src);

#endif
