/* parse/lint.h - the checks fish makes at parse time that the grammar cannot:
 * `break` outside a loop, a command substitution as a command name, `exec` in
 * a pipeline, arguments after `end`, bad `$` uses ($?, ${x}, ...), and errors
 * inside command substitutions, which are parsed here recursively. */
#ifndef MINNOW_PARSE_LINT_H
#define MINNOW_PARSE_LINT_H

#include "base/arena.h"
#include "base/diag.h"
#include "parse/ast.h"

/* Appends the errors found in the tree rooted at root (any node of a tree
 * parsed from src; its parent and siblings may be consulted) to diags. depth is the nesting already used by enclosing substitutions;
 * arena holds the trees of nested substitutions. */
void lint_check(const AstNode *root, Str src, unsigned flags, unsigned depth, Arena *arena,
                DiagList *diags);

#endif
