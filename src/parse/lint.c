/* parse/lint.c - parse-time checks over a finished tree.
 *
 * A plain recursive walk: the parser already bounded the tree's depth. Each
 * word is split into pieces (word.c); command substitutions are parsed as
 * scripts of their own, one nesting level deeper, and their errors shifted to
 * where they stand in the outer source. */
#include "parse/lint.h"

#include "parse/parser.h"
#include "parse/word.h"

#include <stdarg.h>

typedef struct Lint {
    Str src;
    unsigned flags, depth;
    Arena *arena;
    DiagList *diags;
} Lint;

static void err(Lint *l, uint32_t start, uint32_t len, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void err(Lint *l, uint32_t start, uint32_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    StrBuf b = STRBUF_INIT;
    sb_vprintf(&b, fmt, ap);
    va_end(ap);
    diag_add(l->diags, PARSE_ERR_LINT, start, len, "%s", b.ptr ? b.ptr : "");
    sb_fini(&b);
}

static void check_cmdsub(Lint *l, const WordPiece *wp)
{
    Str inner = str_sub(l->src, wp->inner_start, wp->inner_len);
    size_t first = l->diags->n;
    if (l->depth + 1 > PARSE_MAX_DEPTH) {
        err(l, wp->start, 1, "Too much nesting: blocks and substitutions can nest at most %d levels deep",
            PARSE_MAX_DEPTH);
        return;
    }
    ArenaMark mark = arena_mark(l->arena);
    parse_into(l->arena, inner, l->flags & ~(unsigned)PARSE_NO_LINT, l->depth + 1, l->diags, NULL);
    arena_reset(l->arena, mark);
    for (size_t i = first; i < l->diags->n; i++) {
        Diag *d = &l->diags->items[i];
        if (d->start == DIAG_AT_END) d->start = wp->inner_start + wp->inner_len, d->len = 0;
        else d->start += wp->inner_start;
    }
}

static void check_dollar(Lint *l, const WordPiece *wp)
{
    Str s = l->src;
    uint32_t at = wp->inner_start;
    char c = at < s.len ? s.ptr[at] : '?';
    switch (wp->bad) {
    case BAD_NO_NAME: err(l, at, 1, "Expected a variable name after this $."); break;
    case BAD_STATUS: err(l, at, 1, "$? is not the exit status. In fish, please use $status."); break;
    case BAD_PID: err(l, at, 1, "$$ is not the pid. In fish, please use $fish_pid."); break;
    case BAD_ARGC: err(l, at, 1, "$# is not supported. In fish, please use 'count $argv'."); break;
    case BAD_ARGV_AT: err(l, at, 1, "$@ is not supported. In fish, please use $argv."); break;
    case BAD_ARGV_STAR: err(l, at, 1, "$* is not supported. In fish, please use $argv."); break;
    case BAD_CHAR: err(l, at, 1, "$%c is not a valid variable in fish.", c); break;
    case BAD_BRACKETED:
        if (wp->quoted)
            err(l, wp->inner_start - 1, 1, "Variables cannot be bracketed. In fish, please use \"$%.*s\".",
                (int)wp->inner_len, s.ptr + wp->inner_start);
        else
            err(l, wp->inner_start - 1, 1, "Variables cannot be bracketed. In fish, please use {$%.*s}.",
                (int)wp->inner_len, s.ptr + wp->inner_start);
        break;
    }
}

static void check_word(Lint *l, const AstNode *w, bool command_position)
{
    if (w->len == 0) return;
    WordIter it;
    word_iter_init(&it, l->src, w->start, w->len, false);
    WordPiece wp;
    while (word_next(&it, &wp)) {
        if (wp.kind == WP_BAD_DOLLAR) {
            check_dollar(l, &wp);
        } else if (wp.kind == WP_CMDSUB) {
            if (command_position) err(l, wp.start, wp.len, "command substitutions not allowed here");
            else check_cmdsub(l, &wp);
        } else if (wp.kind == WP_BRACE_OPEN) {
            /* nothing to check yet */
        }
    }
}

static bool in_loop(const AstNode *n)
{
    for (const AstNode *a = n->parent; a; a = a->parent) {
        if (a->kind == AST_FOR || a->kind == AST_WHILE) return true;
        if (a->kind == AST_FUNCTION) return false;
    }
    return false;
}

static bool word_is(const AstNode *w, Str src, const char *text)
{
    return w && w->kind == AST_WORD && str_eq_cstr(ast_text(w, src), text);
}

static void walk(Lint *l, const AstNode *n);

static void check_command(Lint *l, const AstNode *cmd)
{
    const AstNode *deco = cmd->nkids && cmd->kids[0]->kind == AST_KEYWORD ? cmd->kids[0] : NULL;
    const AstNode *name = ast_kid(cmd, deco ? 1 : 0);
    if (!name) return;
    if (deco && deco->keyword == KW_EXEC) {
        const AstNode *job = cmd->parent;
        int stages = 0;
        for (uint32_t i = 0; job && i < job->nkids; i++) stages += ast_is_statement(job->kids[i]);
        if (stages > 1) err(l, cmd->start, cmd->len, "The 'exec' command can not be used in a pipeline");
    }
    if (!deco && (word_is(name, l->src, "break") || word_is(name, l->src, "continue"))) {
        const AstNode *arg = ast_kid(cmd, 1);
        bool help = arg && (word_is(arg, l->src, "-h") || word_is(arg, l->src, "--help"));
        if (!help && !in_loop(cmd)) {
            err(l, cmd->start, cmd->len, "'%.*s' while not inside of loop", (int)name->len,
                l->src.ptr + name->start);
        }
    }
    for (uint32_t i = 0; i < cmd->nkids; i++) {
        const AstNode *k = cmd->kids[i];
        if (k->kind == AST_WORD) check_word(l, k, k == name);
        else if (k->kind == AST_REDIR) walk(l, k);
    }
}

/* Arguments after a block's closing `end` (redirections are fine). */
static void check_after_end(Lint *l, const AstNode *block)
{
    bool after = false;
    for (uint32_t i = 0; i < block->nkids; i++) {
        const AstNode *k = block->kids[i];
        if (k->kind == AST_KEYWORD && k->keyword == KW_END) after = true;
        else if (after && k->kind == AST_WORD) {
            err(l, k->start, k->len, "'end' does not take arguments. Did you forget a ';'?");
            return;
        }
    }
}

static void walk(Lint *l, const AstNode *n)
{
    switch (n->kind) {
    case AST_COMMAND:
        check_command(l, n);
        return;
    case AST_WORD:
    case AST_ASSIGN:
        check_word(l, n, false);
        return;
    case AST_BEGIN: case AST_FOR: case AST_WHILE: case AST_FUNCTION: case AST_IF: case AST_SWITCH:
        check_after_end(l, n);
        break;
    default:
        break;
    }
    for (uint32_t i = 0; i < n->nkids; i++) walk(l, n->kids[i]);
}

void lint_check(const AstNode *root, Str src, unsigned flags, unsigned depth, Arena *arena,
                DiagList *diags)
{
    Lint l = {.src = src, .flags = flags, .depth = depth, .arena = arena, .diags = diags};
    walk(&l, root);
}
