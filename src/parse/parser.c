/* parse/parser.c - build the AST from tokens.
 *
 * One function per grammar rule, written above it. The grammar and the error
 * messages are fish's: the parser looks at most two tokens ahead, and on the
 * first error it records a Diag and "unwinds": it stops consuming tokens, so
 * every enclosing rule finishes quickly with what it has. With PARSE_CONTINUE
 * a job list skips to the next statement and parses on (for the highlighter). */
#include "parse/parser.h"

#include "base/check.h"
#include "parse/hints.h"
#include "parse/lint.h"
#include "parse/token.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A token with what the grammar asks of it. Word-sized fields only: filling
 * one with byte stores and copying it whole stalls the CPU on every token. */
typedef struct PTok {
    Token t;
    Keyword kw;       /* for strings that spell a keyword */
    uint32_t dash;    /* a string starting with '-' */
    uint32_t help;    /* -h or --help */
    uint32_t assign;  /* looks like NAME=value */
} PTok;

typedef struct Parser {
    Str src;
    Tokenizer tok;
    PTok la[2];
    int nla;
    Arena *arena;
    DiagList *diags;
    unsigned flags;
    unsigned depth;
    bool unwinding, incomplete;
    /* For parse_check: called with each top-level job; true means drop it. */
    bool (*on_top)(struct Parser *p, AstNode *job, void *ctx);
    void *ctx;
} Parser;

/* ---- tokens ---- */

/* Reads the next token into k, in place. */
static void fetch(Parser *p, PTok *k)
{
    k->t = tok_next(&p->tok);
    k->kw = KW_NONE;
    k->dash = k->help = k->assign = 0;
    if (k->t.type == TOK_STRING) {
        Str w = tok_text(&p->tok, &k->t);
        k->kw = keyword_of(w);
        k->dash = w.len > 0 && w.ptr[0] == '-';
        k->help = k->dash && (str_eq(w, STR("-h")) || str_eq(w, STR("--help")));
        k->assign = tok_assignment_eq(w) >= 0;
    }
}

static const PTok *peek(Parser *p, int i)
{
    while (p->nla <= i) fetch(p, &p->la[p->nla++]);
    return &p->la[i];
}

static PTok pop(Parser *p)
{
    peek(p, 0);
    PTok k = p->la[0];
    p->la[0] = p->la[1];
    p->nla--;
    return k;
}

static bool peek_is(Parser *p, int i, TokType type)
{
    return peek(p, i)->t.type == type;
}

static Keyword peek_kw(Parser *p, int i)
{
    return peek(p, i)->kw;
}

/* How fish names a token in "Expected X, but found Y". */
static const char *describe(const PTok *k, char buf[32])
{
    if (k->kw != KW_NONE) {
        snprintf(buf, 32, "keyword: '%s'", keyword_name(k->kw));
        return buf;
    }
    switch (k->t.type) {
    case TOK_STRING: return "a string";
    case TOK_PIPE: return "a pipe";
    case TOK_REDIRECT: return "a redirection";
    case TOK_BACKGROUND: return "a '&'";
    case TOK_LBRACE: return "a '{'";
    case TOK_RBRACE: return "a '}'";
    case TOK_ANDAND: return "'&&'";
    case TOK_OROR: return "'||'";
    case TOK_END: return "end of the statement";
    case TOK_NONE: return "end of the input";
    case TOK_ERROR: return "an incomplete token";
    case TOK_COMMENT: return "a comment";
    }
    return "a token";
}

/* ---- errors ---- */

static bool runs_out(const PTok *k)
{
    if (k->t.type == TOK_NONE) return true;
    if (k->t.type != TOK_ERROR) return false;
    switch (k->t.err) {
    case TOKE_UNTERMINATED_QUOTE: case TOKE_UNTERMINATED_SUBSHELL: case TOKE_UNTERMINATED_SLICE:
    case TOKE_UNTERMINATED_ESCAPE: case TOKE_UNTERMINATED_BRACE:
        return true;
    default:
        return false;
    }
}

static void error_range(Parser *p, const PTok *at, uint32_t start, uint32_t len, int code,
                        const char *fmt, ...) __attribute__((format(printf, 6, 7)));

/* Records an error at [start, start+len) unless already unwinding. at is the
 * token that caused it: running out of input makes the input "incomplete". */
static void error_range(Parser *p, const PTok *at, uint32_t start, uint32_t len, int code,
                        const char *fmt, ...)
{
    if (p->unwinding) return;
    p->unwinding = true;
    bool out = at && runs_out(at);
    if (p->diags->n == 0) p->incomplete = out;
    if (out && (p->flags & PARSE_UNFINISHED)) return;
    va_list ap;
    va_start(ap, fmt);
    diag_vadd(p->diags, code, start, len, fmt, ap);
    va_end(ap);
}

/* The range fish points at for a token: the bad spot inside a broken word,
 * nothing at the end of the input. */
static void token_range(const PTok *k, uint32_t *start, uint32_t *len)
{
    if (k->t.type == TOK_NONE) {
        *start = DIAG_AT_END, *len = 0;
    } else if (k->t.type == TOK_ERROR && k->t.err_start - k->t.start < k->t.len) {
        *start = k->t.err_start, *len = k->t.err_len;
    } else {
        *start = k->t.start, *len = k->t.len;
    }
}

static void error_at(Parser *p, const PTok *k, int code, const char *msg)
{
    uint32_t start, len;
    token_range(k, &start, &len);
    error_range(p, k, start, len, code, "%s", msg);
}

static void error_expected(Parser *p, const char *what, const PTok *found)
{
    if (p->unwinding) return;
    char buf[32];
    uint32_t start, len;
    token_range(found, &start, &len);
    error_range(p, found, start, len, PARSE_ERR_SYNTAX, "Expected %s, but found %s", what,
                describe(found, buf));
}

/* Adds a hint to the error recorded since there were `before` of them (none
 * when the error was not recorded: already unwinding). */
static void hint_since(Parser *p, size_t before, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void hint_since(Parser *p, size_t before, const char *fmt, ...)
{
    if (p->diags->n <= before) return;
    Diag *d = &p->diags->items[p->diags->n - 1];
    va_list ap;
    va_start(ap, fmt);
    StrBuf b = STRBUF_INIT;
    sb_vprintf(&b, fmt, ap);
    va_end(ap);
    free(d->hint);
    d->hint = sb_take(&b);
}

/* Whether a line before offset starts (after blanks) with word and a blank:
 * a bash keyword that left the block after it without an opener. */
static bool line_starts_with(Str src, uint32_t offset, const char *word)
{
    size_t n = strlen(word);
    for (uint32_t i = 0; i < offset;) {
        while (i < offset && (src.ptr[i] == ' ' || src.ptr[i] == '\t')) i++;
        if (i + n < offset && !memcmp(src.ptr + i, word, n) && (src.ptr[i + n] == ' ' || src.ptr[i + n] == '\t'))
            return true;
        const char *nl = memchr(src.ptr + i, '\n', offset - i);
        if (!nl) break;
        i = (uint32_t)(nl - src.ptr) + 1;
    }
    return false;
}

/* ---- building nodes ---- */

typedef struct Kids {
    AstNode **v;
    uint32_t n, cap;
    AstNode *small[8];
} Kids;

static void kids_init(Kids *k)
{
    k->v = k->small;
    k->n = 0;
    k->cap = 8;
}

static void add(Kids *k, AstNode *n)
{
    if (k->n == k->cap) {
        AstNode **bigger = xreallocarray(NULL, k->cap * 2, sizeof *bigger);
        memcpy(bigger, k->v, k->n * sizeof *bigger);
        if (k->v != k->small) free(k->v);
        k->v = bigger;
        k->cap *= 2;
    }
    k->v[k->n++] = n;
}

static uint32_t here(Parser *p)
{
    const PTok *k = peek(p, 0);
    return k->t.type == TOK_NONE ? (uint32_t)p->src.len : k->t.start;
}

/* Makes a node of the kids (moving them into the arena) spanning them all. */
static AstNode *finish(Parser *p, Kids *k, AstKind kind)
{
    AstNode *n = arena_alloc(p->arena, sizeof *n);
    *n = (AstNode){.kind = (uint8_t)kind, .nkids = k->n};
    uint32_t lo = UINT32_MAX, hi = 0;
    if (k->n) {
        n->kids = arena_alloc(p->arena, k->n * sizeof *n->kids);
        memcpy(n->kids, k->v, k->n * sizeof *n->kids);
    }
    for (uint32_t i = 0; i < k->n; i++) {
        AstNode *c = k->v[i];
        c->parent = n;
        if (c->len == 0) continue;
        if (c->start < lo) lo = c->start;
        if (c->start + c->len > hi) hi = c->start + c->len;
    }
    if (lo == UINT32_MAX) {
        n->start = here(p);
        n->len = 0;
    } else {
        n->start = lo;
        n->len = hi - lo;
    }
    if (k->v != k->small) free(k->v);
    kids_init(k);
    return n;
}

static AstNode *leaf_at(Parser *p, AstKind kind, uint32_t start, uint32_t len)
{
    AstNode *n = arena_alloc(p->arena, sizeof *n);
    *n = (AstNode){.kind = (uint8_t)kind, .start = start, .len = len};
    return n;
}

/* Consumes the next token as a leaf. */
static AstNode *take(Parser *p, AstKind kind)
{
    PTok k = pop(p);
    AstNode *n = leaf_at(p, kind, k.t.start, k.t.len);
    if (kind == AST_KEYWORD) n->keyword = (uint8_t)k.kw;
    return n;
}

/* A placeholder for a required part that is not there. */
static AstNode *missing(Parser *p, AstKind kind)
{
    AstNode *n = leaf_at(p, kind, here(p), 0);
    n->flags |= AST_F_MISSING;
    return n;
}

/* A required token of one type, not consumed when it is something else. */
static AstNode *expect_token(Parser *p, TokType type, AstKind kind, const char *what)
{
    if (!p->unwinding && peek_is(p, 0, type)) return take(p, kind);
    error_expected(p, what, peek(p, 0));
    return missing(p, kind);
}

/* A required word that consumes whatever comes (fish's "argument" rule). */
static AstNode *expect_argument(Parser *p)
{
    if (p->unwinding) return missing(p, AST_WORD);
    const PTok *k = peek(p, 0);
    if (k->t.type == TOK_STRING) return take(p, AST_WORD);
    error_expected(p, "a string", k);
    if (k->t.type == TOK_NONE) return missing(p, AST_WORD);
    PTok t = pop(p);
    AstNode *n = leaf_at(p, AST_ERROR, t.t.start, t.t.len); /* the token taken in its place */
    n->flags |= AST_F_MISSING;
    return n;
}

static void skip_newlines(Parser *p)
{
    while (!p->unwinding && peek_is(p, 0, TOK_END) && peek(p, 0)->t.newline) pop(p);
}

static void skip_ends(Parser *p)
{
    while (!p->unwinding && peek_is(p, 0, TOK_END)) pop(p);
}

/* Counts one more level of nesting; false (with the error, and the level
 * not counted) past the limit. */
static bool enter(Parser *p)
{
    if (++p->depth <= PARSE_MAX_DEPTH) return true;
    p->depth--;
    char msg[96];
    snprintf(msg, sizeof msg,
             "Too much nesting: blocks and substitutions can nest at most %d levels deep",
             PARSE_MAX_DEPTH);
    error_at(p, peek(p, 0), PARSE_ERR_TOO_DEEP, msg);
    return false;
}

static AstNode *parse_job_list(Parser *p, bool top);
static AstNode *parse_job_conj(Parser *p);
static AstNode *parse_job(Parser *p);
static AstNode *parse_statement(Parser *p);

/* The top-level list met a token no statement can start with. */
static void consume_excess(Parser *p)
{
    PTok k = pop(p);
    size_t before = p->diags->n;
    switch (k.t.type) {
    case TOK_STRING:
        if (k.kw == KW_CASE) {
            error_at(p, &k, PARSE_ERR_UNBALANCED_CASE, "'case' builtin not inside of switch block");
            hint_since(p, before, "a case goes inside `switch VALUE; case PATTERN; COMMANDS; end` "
                                  "(no 'in', ')', ';;' or 'esac'); see `help switch`");
        } else if (k.kw == KW_END) {
            error_at(p, &k, PARSE_ERR_UNBALANCED_END, "'end' outside of a block");
            if (line_starts_with(p->src, k.t.start, "until"))
                hint_since(p, before, "%s", hint_bash_word(STR("until")));
            else
                hint_since(p, before, "this 'end' has no if, for, while, function, switch or begin left to close; "
                                      "see `help commands-and-blocks`");
        } else {
            error_at(p, &k, PARSE_ERR_UNBALANCED_ELSE, "'else' builtin not inside of if block");
            hint_since(p, before, "an else goes inside an if: `if COND; COMMANDS; else; COMMANDS; end`; "
                                  "see `help conditions`");
        }
        return;
    case TOK_REDIRECT:
        if (peek_is(p, 0, TOK_STRING)) {
            PTok w = pop(p);
            error_range(p, &k, k.t.start, w.t.start + w.t.len - k.t.start, PARSE_ERR_SYNTAX,
                        "%s", "Expected a string, but found a redirection");
            return;
        }
        /* fall through */
    case TOK_PIPE: case TOK_RBRACE: case TOK_BACKGROUND: case TOK_ANDAND: case TOK_OROR:
        error_expected(p, "a string", &k);
        return;
    case TOK_ERROR:
        error_at(p, &k, k.t.err == TOKE_CLOSING_UNOPENED_BRACE ? PARSE_ERR_UNBALANCED_BRACE
                                                                : PARSE_ERR_TOKENIZER,
                 tok_error_text(k.t.err));
        return;
    default:
        MN_UNREACHABLE();
    }
}

/* A job list holds jobs until a token that cannot start one:
 * job_list := (job_conjunction | ';' | newline)* */
static bool starts_job(Parser *p)
{
    const PTok *k = peek(p, 0);
    return k->t.type == TOK_LBRACE ||
           (k->t.type == TOK_STRING && k->kw != KW_CASE && k->kw != KW_END && k->kw != KW_ELSE);
}

static AstNode *parse_job_list(Parser *p, bool top)
{
    Kids kids;
    kids_init(&kids);
    for (;;) {
        if (p->unwinding) {
            if (!(p->flags & PARSE_CONTINUE) || !top) break;
            /* Recover: skip to something a statement can start with. */
            uint32_t start = here(p), end = start;
            while (!peek_is(p, 0, TOK_STRING) && !peek_is(p, 0, TOK_END) && !peek_is(p, 0, TOK_NONE)) {
                PTok k = pop(p);
                end = k.t.start + k.t.len;
            }
            if (end > start && !p->on_top) add(&kids, leaf_at(p, AST_ERROR, start, end - start));
            p->unwinding = false;
        }
        skip_ends(p);
        if (starts_job(p)) {
            uint32_t before = here(p);
            AstNode *job = parse_job_conj(p);
            /* A job that failed without taking a token would fail again. */
            if (p->unwinding && here(p) == before && (p->flags & PARSE_CONTINUE) && top) pop(p);
            if (top && p->on_top && p->on_top(p, job, p->ctx)) continue;
            add(&kids, job);
        } else if (top && !peek_is(p, 0, TOK_NONE)) {
            uint32_t start = here(p);
            consume_excess(p);
            if ((p->flags & PARSE_CONTINUE) && !p->on_top)
                add(&kids, leaf_at(p, AST_ERROR, start, here(p) - start));
        } else {
            break;
        }
    }
    return finish(p, &kids, AST_JOB_LIST);
}

/* job_conjunction := [and|or] job (('&&'|'||') newline* job)* [';'|newline] */
static AstNode *parse_job_conj(Parser *p)
{
    Kids kids;
    kids_init(&kids);
    Keyword kw = peek_kw(p, 0);
    if ((kw == KW_AND || kw == KW_OR) && !peek(p, 1)->help) add(&kids, take(p, AST_KEYWORD));
    add(&kids, parse_job(p));
    while (!p->unwinding && (peek_is(p, 0, TOK_ANDAND) || peek_is(p, 0, TOK_OROR))) {
        add(&kids, take(p, AST_PUNCT));
        skip_newlines(p);
        add(&kids, parse_job(p));
    }
    if (!p->unwinding && peek_is(p, 0, TOK_END)) pop(p);
    return finish(p, &kids, AST_JOB_CONJ);
}

/* Variable assignments before a command: NAME=value followed by a word. */
static void parse_assignments(Parser *p, Kids *kids)
{
    while (!p->unwinding && peek(p, 0)->assign) {
        const PTok *next = peek(p, 1);
        bool ok = next->t.type == TOK_STRING || next->t.type == TOK_LBRACE ||
                  (next->t.type == TOK_NONE && (p->flags & PARSE_UNFINISHED));
        if (!ok) break;
        add(kids, take(p, AST_ASSIGN));
    }
}

static bool starts_time(Parser *p)
{
    return peek_kw(p, 0) == KW_TIME && !peek(p, 1)->dash;
}

/* job := [time] assignment* statement ('|' newline* assignment* statement)* ['&'] */
static AstNode *parse_job(Parser *p)
{
    Kids kids;
    kids_init(&kids);
    if (!p->unwinding && starts_time(p)) add(&kids, take(p, AST_KEYWORD));
    parse_assignments(p, &kids);
    add(&kids, parse_statement(p));
    while (!p->unwinding && peek_is(p, 0, TOK_PIPE)) {
        const PTok *next = peek(p, 1);
        if (next->kw == KW_AND || next->kw == KW_OR) {
            char msg[64];
            snprintf(msg, sizeof msg, "The '%s' command can not be used in a pipeline",
                     keyword_name(next->kw));
            error_at(p, next, PARSE_ERR_ANDOR_IN_PIPELINE, msg);
        }
        if (p->unwinding) break;
        add(&kids, take(p, AST_PUNCT));
        skip_newlines(p);
        parse_assignments(p, &kids);
        add(&kids, parse_statement(p));
    }
    AstNode *job;
    if (!p->unwinding && peek_is(p, 0, TOK_BACKGROUND)) {
        add(&kids, take(p, AST_PUNCT));
        job = finish(p, &kids, AST_JOB);
        job->flags |= AST_F_BACKGROUND;
    } else {
        job = finish(p, &kids, AST_JOB);
    }
    return job;
}

/* Arguments and redirections after a command or a block's end.
 * redirection := REDIRECT word */
static void parse_args(Parser *p, Kids *kids)
{
    while (!p->unwinding) {
        if (peek_is(p, 0, TOK_STRING)) {
            add(kids, take(p, AST_WORD));
        } else if (peek_is(p, 0, TOK_REDIRECT)) {
            Kids r;
            kids_init(&r);
            add(&r, take(p, AST_PUNCT));
            bool heredoc = peek_is(p, 0, TOK_REDIRECT) && peek(p, 0)->t.start == r.v[0]->start + 1 &&
                           p->src.ptr[r.v[0]->start] == '<' && r.v[0]->len == 1 && !p->unwinding;
            size_t before = p->diags->n;
            add(&r, expect_token(p, TOK_STRING, AST_WORD, "a string"));
            if (heredoc)
                hint_since(p, before, "there are no heredocs (<<): pipe the text in, as in "
                                      "`printf '%%s\\n' line1 line2 | cmd`; see `help bash`");
            add(kids, finish(p, &r, AST_REDIR));
        } else {
            break;
        }
    }
}

/* command := [command|builtin|exec] word (word | redirection)* */
static AstNode *parse_command(Parser *p)
{
    Kids kids;
    kids_init(&kids);
    Keyword kw = peek_kw(p, 0);
    if ((kw == KW_COMMAND || kw == KW_BUILTIN || kw == KW_EXEC) && peek_is(p, 1, TOK_STRING) &&
        !peek(p, 1)->dash)
        add(&kids, take(p, AST_KEYWORD));
    add(&kids, expect_token(p, TOK_STRING, AST_WORD, "a string"));
    parse_args(p, &kids);
    if (!p->unwinding && peek_is(p, 0, TOK_LBRACE)) error_expected(p, "end of the statement", peek(p, 0));
    return finish(p, &kids, AST_COMMAND);
}

/* ---- hints for a block without its end ---- */

/* A bash block word (then, fi, do, done, esac) used as a command right inside
 * a block whose end is missing: the likely cause. */
static const char *bash_block_word(Parser *p, AstNode **kids, uint32_t n)
{
    for (uint32_t i = 0; i < n; i++) {
        const AstNode *k = kids[i];
        if (k->kind == AST_IF_CLAUSE || k->kind == AST_ELSE || k->kind == AST_ELSE_IF ||
            k->kind == AST_CASE) {
            const char *found = bash_block_word(p, k->kids, k->nkids);
            if (found) return found;
        }
        if (k->kind != AST_JOB_LIST) continue;
        for (uint32_t j = 0; j < k->nkids; j++) {
            const AstNode *job = ast_find_kid(k->kids[j], AST_JOB);
            const AstNode *cmd = job ? ast_find_kid(job, AST_COMMAND) : NULL;
            const AstNode *name = cmd ? ast_kid(cmd, 0) : NULL;
            if (!name || name->kind != AST_WORD) continue;
            Str w = ast_text(name, p->src);
            static const char *const words[] = {"then", "fi", "do", "done", "esac"};
            for (size_t x = 0; x < sizeof words / sizeof *words; x++) {
                if (str_eq_cstr(w, words[x])) return hint_bash_word(w);
            }
        }
    }
    return NULL;
}

/* `function f() {` or `function f {`: a header word ending in () or a {...} word. */
static bool posix_function(Parser *p, AstNode **kids, uint32_t n)
{
    for (uint32_t i = 1; i < n && kids[i]->kind == AST_WORD; i++) {
        Str w = ast_text(kids[i], p->src);
        if ((w.len > 2 && !memcmp(w.ptr + w.len - 2, "()", 2)) || (w.len && w.ptr[0] == '{')) return true;
    }
    return false;
}

/* Bytes of blank before the line holding offset. */
static uint32_t indent_at(Str src, uint32_t offset)
{
    uint32_t start = offset;
    while (start > 0 && src.ptr[start - 1] != '\n') start--;
    uint32_t i = start;
    while (i < src.len && (src.ptr[i] == ' ' || src.ptr[i] == '\t')) i++;
    return i - start;
}

/* How a block is called in a hint, and the help about it. */
static bool block_words(AstKind kind, const char **name, const char **help)
{
    switch (kind) {
    case AST_IF: *name = "if statement", *help = "`help conditions`"; return true;
    case AST_FOR: *name = "for loop", *help = "`help loops`"; return true;
    case AST_WHILE: *name = "while loop", *help = "`help loops`"; return true;
    case AST_FUNCTION: *name = "function definition", *help = "`help functions`"; return true;
    case AST_SWITCH: *name = "switch statement", *help = "`help switch`"; return true;
    case AST_BEGIN: *name = "begin block", *help = "`help begin`"; return true;
    default: return false;
    }
}

/* The first block nested in kids whose 'end' sits left of its opening line:
 * indentation says that end was meant for an outer block. */
static const AstNode *misplaced_end(Parser *p, AstNode **kids, uint32_t n, const AstNode **end)
{
    for (uint32_t i = 0; i < n; i++) {
        const AstNode *k = kids[i];
        const char *name, *help;
        if (block_words((AstKind)k->kind, &name, &help)) {
            const AstNode *e = ast_find_keyword(k, KW_END);
            if (e && !(e->flags & AST_F_MISSING) &&
                indent_at(p->src, e->start) < indent_at(p->src, k->start)) {
                *end = e;
                return k;
            }
        }
        const AstNode *found = misplaced_end(p, k->kids, k->nkids, end);
        if (found) return found;
    }
    return NULL;
}

/* The hint under "Missing end to balance this ...": bash syntax when the
 * block holds some, an inner block that took this block's end when the
 * indentation says so, else where the end goes. */
static void missing_end_hint(Parser *p, Diag *d, AstKind kind, AstNode **kids, uint32_t n)
{
    const char *bash = bash_block_word(p, kids, n);
    if (bash) {
        diag_set_hint(d, "%s", bash);
        return;
    }
    if (kind == AST_FUNCTION && posix_function(p, kids, n)) {
        diag_set_hint(d, "%s", hint_function_syntax);
        return;
    }
    const char *name, *help, *inner_name, *inner_help;
    if (!block_words(kind, &name, &help)) return;
    const AstNode *end = NULL, *inner = misplaced_end(p, kids, n, &end);
    if (inner && block_words((AstKind)inner->kind, &inner_name, &inner_help)) {
        diag_set_hint(d, "the %s on line %u may lack its 'end': the 'end' on line %u lines up with this %s; see %s",
                      inner_name, diag_line_of(p->src, inner->start), diag_line_of(p->src, end->start), name,
                      inner_help);
        return;
    }
    diag_set_hint(d, "close this %s with an 'end' after its last command; see %s", name, help);
}

/* The 'end' that closes a block. Reports a missing one at the block's keyword. */
static void expect_end(Parser *p, Kids *kids, const AstNode *opener, const char *what, AstKind kind)
{
    if (!p->unwinding && peek_is(p, 0, TOK_STRING) && peek_kw(p, 0) == KW_END) {
        add(kids, take(p, AST_KEYWORD));
        return;
    }
    add(kids, missing(p, AST_KEYWORD));
    if (p->unwinding) return;
    PTok next = *peek(p, 0);
    if (next.t.type == TOK_ERROR && next.t.err == TOKE_CLOSING_UNOPENED_BRACE) {
        error_at(p, &next, PARSE_ERR_UNBALANCED_BRACE, tok_error_text(next.t.err));
    }
    if (next.t.type == TOK_STRING && (next.kw == KW_CASE || next.kw == KW_ELSE || next.kw == KW_END)) {
        consume_excess(p);
        add(kids, leaf_at(p, AST_ERROR, next.t.start, next.t.len)); /* kept for the formatter */
    }
    size_t before = p->diags->n;
    error_range(p, &next, opener->start, opener->len, PARSE_ERR_MISSING_END,
                "Missing end to balance this %s", what);
    if (p->diags->n > before) missing_end_hint(p, &p->diags->items[p->diags->n - 1], kind, kids->v, kids->n);
}

/* The tail every block shares: job_list 'end' (word | redirection)* */
static AstNode *finish_block(Parser *p, Kids *kids, const AstNode *opener, const char *what,
                             AstKind kind)
{
    add(kids, parse_job_list(p, false));
    expect_end(p, kids, opener, what, kind);
    parse_args(p, kids);
    return finish(p, kids, kind);
}

static AstNode *expect_semi(Parser *p)
{
    return expect_token(p, TOK_END, AST_PUNCT, "end of the statement");
}

/* condition := job_conjunction (and_or_job_conjunction)* */
static AstNode *parse_condition(Parser *p)
{
    Kids kids;
    kids_init(&kids);
    add(&kids, parse_job_conj(p));
    for (;;) {
        skip_ends(p);
        if (p->unwinding) break;
        Keyword kw = peek_kw(p, 0);
        const PTok *next = peek(p, 1);
        if ((kw != KW_AND && kw != KW_OR) || next->help ||
            (next->t.type != TOK_STRING && next->t.type != TOK_LBRACE))
            break;
        add(&kids, parse_job_conj(p));
    }
    return finish(p, &kids, AST_COND);
}

/* for := 'for' word 'in' word* ';' job_list 'end' args
 * while := 'while' condition job_list 'end' args
 * function := 'function' word word* ';' job_list 'end' args
 * begin := 'begin' [';'] job_list 'end' args */
static AstNode *parse_block(Parser *p, Keyword kw)
{
    Kids kids;
    kids_init(&kids);
    AstNode *opener = take(p, AST_KEYWORD);
    add(&kids, opener);
    switch (kw) {
    case KW_FOR:
        add(&kids, expect_token(p, TOK_STRING, AST_WORD, "a string"));
        if (!p->unwinding && peek_is(p, 0, TOK_STRING) && peek_kw(p, 0) == KW_IN) {
            add(&kids, take(p, AST_KEYWORD));
        } else {
            size_t before = p->diags->n;
            error_expected(p, "keyword 'in'", peek(p, 0));
            const AstNode *var = kids.v[kids.n - 1];
            if (var->len && p->src.ptr[var->start] == '(')
                hint_since(p, before, "there is no C-style for: count with `for i in (seq 0 9)`; see `help loops`");
            add(&kids, missing(p, AST_KEYWORD));
        }
        while (!p->unwinding && peek_is(p, 0, TOK_STRING)) add(&kids, take(p, AST_WORD));
        add(&kids, expect_semi(p));
        return finish_block(p, &kids, opener, "for loop", AST_FOR);
    case KW_WHILE:
        add(&kids, parse_condition(p));
        return finish_block(p, &kids, opener, "while loop", AST_WHILE);
    case KW_FUNCTION:
        add(&kids, expect_argument(p));
        while (!p->unwinding && peek_is(p, 0, TOK_STRING)) add(&kids, take(p, AST_WORD));
        add(&kids, expect_semi(p));
        return finish_block(p, &kids, opener, "function definition", AST_FUNCTION);
    default:
        if (!p->unwinding && peek_is(p, 0, TOK_END)) pop(p);
        return finish_block(p, &kids, opener, "begin", AST_BEGIN);
    }
}

/* if_clause := 'if' condition job_list */
static AstNode *parse_if_clause(Parser *p)
{
    Kids kids;
    kids_init(&kids);
    add(&kids, take(p, AST_KEYWORD));
    add(&kids, parse_condition(p));
    add(&kids, parse_job_list(p, false));
    return finish(p, &kids, AST_IF_CLAUSE);
}

/* if := if_clause ('else' if_clause)* ['else' [';'] job_list] 'end' args */
static AstNode *parse_if(Parser *p)
{
    Kids kids;
    kids_init(&kids);
    AstNode *first = parse_if_clause(p);
    add(&kids, first);
    for (;;) {
        skip_newlines(p);
        if (p->unwinding || peek_kw(p, 0) != KW_ELSE || peek_kw(p, 1) != KW_IF) break;
        Kids e;
        kids_init(&e);
        add(&e, take(p, AST_KEYWORD));
        add(&e, parse_if_clause(p));
        add(&kids, finish(p, &e, AST_ELSE_IF));
    }
    if (!p->unwinding && peek_kw(p, 0) == KW_ELSE) {
        Kids e;
        kids_init(&e);
        add(&e, take(p, AST_KEYWORD));
        if (!p->unwinding && peek_is(p, 0, TOK_END)) pop(p);
        add(&e, parse_job_list(p, false));
        add(&kids, finish(p, &e, AST_ELSE));
    }
    expect_end(p, &kids, first->kids[0], "if statement", AST_IF);
    parse_args(p, &kids);
    return finish(p, &kids, AST_IF);
}

/* switch := 'switch' word ';' (case)* 'end' args
 * case := 'case' word* ';' job_list */
static AstNode *parse_switch(Parser *p)
{
    Kids kids;
    kids_init(&kids);
    AstNode *opener = take(p, AST_KEYWORD);
    add(&kids, opener);
    add(&kids, expect_argument(p));
    add(&kids, expect_semi(p));
    for (;;) {
        skip_ends(p);
        if (p->unwinding || !peek_is(p, 0, TOK_STRING) || peek_kw(p, 0) != KW_CASE) break;
        Kids c;
        kids_init(&c);
        add(&c, take(p, AST_KEYWORD));
        while (!p->unwinding && peek_is(p, 0, TOK_STRING)) add(&c, take(p, AST_WORD));
        add(&c, expect_semi(p));
        add(&c, parse_job_list(p, false));
        add(&kids, finish(p, &c, AST_CASE));
    }
    expect_end(p, &kids, opener, "switch statement", AST_SWITCH);
    parse_args(p, &kids);
    return finish(p, &kids, AST_SWITCH);
}

/* not := ('not' | '!') [time] assignment* statement */
static AstNode *parse_not(Parser *p)
{
    Kids kids;
    kids_init(&kids);
    add(&kids, take(p, AST_KEYWORD));
    if (!p->unwinding && starts_time(p)) add(&kids, take(p, AST_KEYWORD));
    parse_assignments(p, &kids);
    add(&kids, parse_statement(p));
    return finish(p, &kids, AST_NOT);
}

/* brace := '{' job_list '}' args */
static AstNode *parse_brace(Parser *p)
{
    Kids kids;
    kids_init(&kids);
    add(&kids, take(p, AST_PUNCT));
    add(&kids, parse_job_list(p, false));
    size_t before = p->diags->n;
    add(&kids, expect_token(p, TOK_RBRACE, AST_PUNCT, "a '}'"));
    if (kids.v[kids.n - 1]->flags & AST_F_MISSING)
        hint_since(p, before, "the '{' on line %u has no '}' to close it; see `help commands-and-blocks`",
                   diag_line_of(p->src, kids.v[0]->start));
    parse_args(p, &kids);
    return finish(p, &kids, AST_BRACE);
}

/* statement := not | block | if | switch | brace | command
 * A block keyword followed by -h/--help, or by nothing at all, is an ordinary
 * command (so `if --help` and a bare `if` run the builtin's help). */
static AstNode *parse_statement(Parser *p)
{
    if (p->unwinding) return missing(p, AST_COMMAND);
    const PTok *k = peek(p, 0);
    if (k->t.type == TOK_NONE && (p->flags & PARSE_UNFINISHED)) return missing(p, AST_COMMAND);
    if (k->t.type == TOK_LBRACE) {
        if (!enter(p)) return missing(p, AST_BRACE);
        AstNode *n = parse_brace(p);
        p->depth--;
        return n;
    }
    if (k->t.type != TOK_STRING) {
        error_expected(p, "a command", k);
        return missing(p, AST_COMMAND);
    }
    if (k->assign) {
        PTok t = pop(p);
        Str w = tok_text(&p->tok, &t.t);
        long eq = tok_assignment_eq(w);
        size_t before = p->diags->n;
        error_range(p, &t, t.t.start, t.t.len, PARSE_ERR_BARE_ASSIGNMENT,
                    "Unsupported use of '='. In fish, please use 'set %.*s %.*s'.", (int)eq, w.ptr,
                    (int)(w.len - (size_t)eq - 1), w.ptr + eq + 1);
        Str value = str_sub(w, (size_t)eq + 1, w.len - (size_t)eq - 1);
        if (value.len >= 2 && value.ptr[0] == '(' && value.ptr[value.len - 1] == ')')
            hint_since(p, before, "a list needs no parentheses: `set %.*s %.*s` (in parentheses it would run "
                                  "as a command); see `help variables`",
                       (int)eq, w.ptr, (int)(value.len - 2), value.ptr + 1);
        else
            hint_since(p, before, "NAME=VALUE works only in front of a command, setting NAME for that "
                                  "command alone; see `help variables`");
        return missing(p, AST_COMMAND);
    }
    Keyword kw = k->kw;
    const PTok *next = peek(p, 1);
    bool help_only = kw == KW_BEGIN || kw == KW_FUNCTION || kw == KW_IF || kw == KW_SWITCH ||
                     kw == KW_WHILE;
    if (help_only ? next->help : next->dash) return parse_command(p);
    if (kw != KW_BEGIN && kw != KW_END && next->t.type == TOK_NONE) return parse_command(p);
    AstNode *n;
    switch (kw) {
    case KW_NOT: case KW_EXCLAM:
    case KW_FOR: case KW_WHILE: case KW_FUNCTION: case KW_BEGIN:
    case KW_IF: case KW_SWITCH:
        if (!enter(p)) return missing(p, AST_COMMAND);
        if (kw == KW_NOT || kw == KW_EXCLAM) n = parse_not(p);
        else if (kw == KW_IF) n = parse_if(p);
        else if (kw == KW_SWITCH) n = parse_switch(p);
        else n = parse_block(p, kw);
        p->depth--;
        return n;
    case KW_END:
        error_expected(p, "a command", k);
        return missing(p, AST_COMMAND);
    default:
        return parse_command(p);
    }
}

/* ---- entry points ---- */

static void parser_init(Parser *p, Str text, unsigned flags, Arena *arena, DiagList *diags)
{
    *p = (Parser){.src = text, .arena = arena, .diags = diags, .flags = flags};
    unsigned tflags = 0;
    if (flags & PARSE_UNFINISHED) tflags |= TOKF_UNFINISHED;
    if (flags & PARSE_AMP_BG_IN_TOKEN) tflags |= TOKF_AMP_BG_IN_TOKEN;
    if (flags & PARSE_CONTINUE) tflags |= TOKF_CONTINUE;
    tok_init(&p->tok, text, tflags);
}

AstNode *parse_into(Arena *arena, Str text, unsigned flags, unsigned depth, DiagList *diags,
                    bool *incomplete)
{
    Parser p;
    parser_init(&p, text, flags, arena, diags);
    p.depth = depth;
    size_t first = diags->n;
    AstNode *root = parse_job_list(&p, true);
    if (incomplete) *incomplete = p.incomplete;
    if (diags->n == first && !p.unwinding && !(flags & PARSE_NO_LINT)) {
        lint_check(root, text, flags, depth, arena, diags);
    }
    return root;
}

ParsedSource *parse_source(Str text, unsigned flags)
{
    ParsedSource *ps = xcalloc(1, sizeof *ps);
    ps->refs = 1;
    sb_append(&ps->text, text);
    ps->root = parse_into(&ps->arena, sb_str(&ps->text), flags, 0, &ps->diags, &ps->incomplete);
    return ps;
}

ParsedSource *ps_ref(ParsedSource *ps)
{
    ps->refs++;
    return ps;
}

void ps_unref(ParsedSource *ps)
{
    if (!ps || --ps->refs > 0) return;
    sb_fini(&ps->text);
    arena_fini(&ps->arena);
    diag_list_fini(&ps->diags);
    free(ps);
}

/* parse_check keeps at most two top-level jobs: the one being checked and the
 * next, which fish's background checks look at. They live in two arenas used
 * in turn, so memory stays flat. Lint errors are held back: a later parse
 * error wins, as it does when fish parses the whole file first. */
typedef struct CheckCtx {
    Arena arenas[2];
    int cur;              /* the arena the parser allocates in now */
    AstNode *prev;        /* the previous top-level job, in the other arena */
    DiagList lint;        /* the first lint error, until the end */
} CheckCtx;

static void lint_prev(Parser *p, CheckCtx *c, AstNode *next)
{
    if (c->lint.n || p->diags->n || (p->flags & PARSE_NO_LINT)) return;
    Kids pair;
    kids_init(&pair);
    add(&pair, c->prev);
    if (next) add(&pair, next);
    finish(p, &pair, AST_JOB_LIST);
    lint_check(c->prev, p->src, p->flags, 0, p->arena, &c->lint);
}

static bool check_top(Parser *p, AstNode *job, void *ctx)
{
    CheckCtx *c = ctx;
    if (c->prev) lint_prev(p, c, job);
    arena_fini(&c->arenas[1 - c->cur]);
    c->prev = job;
    c->cur = 1 - c->cur;
    p->arena = &c->arenas[c->cur];
    return true;
}

bool parse_check(Str text, unsigned flags, DiagList *out, bool *incomplete)
{
    CheckCtx ctx = {0};
    Parser p;
    size_t first = out->n;
    parser_init(&p, text, flags, &ctx.arenas[0], out);
    p.on_top = check_top;
    p.ctx = &ctx;
    parse_job_list(&p, true);
    if (ctx.prev && !p.unwinding) lint_prev(&p, &ctx, NULL);
    if (incomplete) *incomplete = p.incomplete;
    if (out->n == first) diag_list_move(out, &ctx.lint);
    diag_list_fini(&ctx.lint);
    arena_fini(&ctx.arenas[0]);
    arena_fini(&ctx.arenas[1]);
    return out->n == first;
}
