/* parse/pretty.c - AST -> canonical text, as fish_indent prints it.
 *
 * Two passes. The first walks the tree and lists the "items" in source order:
 * every leaf (word, keyword, operator, error), plus the `;` or newline that
 * ends each job, which the tree does not keep as a node. Each item carries its
 * indent (one level per open block, one more for a condition's and/or lines and
 * for a pipe or && followed by a line break) and a few flags saying how it
 * joins its neighbours. The second pass prints the items and, between two of
 * them, whatever the source holds in the "gap": comments, blank lines,
 * backslash-newline continuations, stray semicolons (dropped). Nothing in a gap
 * is lost: text the formatter does not understand there (after a syntax error)
 * is copied as it is.
 *
 * Behaviour follows fish_indent (fish 4): a job ends the line, except that
 * `a; and b`, `if a; or b` and a one-line `{ a; b; }` keep their semicolons;
 * runs of blank lines become one, and none survive at the start or end of the
 * file, right after a pipe, && or ||, or around the inside of a brace group
 * or before `case`; a continuation is kept before arguments, redirections and
 * operators and indented one level more; a redirection is glued to its target
 * (`>file`, `2>&1`). */
#include "parse/pretty.h"

#include "base/check.h"
#include "parse/parser.h"
#include "parse/token.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define INDENT_WIDTH 4
#define NO_SEMI UINT32_MAX

enum { IT_LEAF, IT_SEMI, IT_EOF };

/* Item flags. */
enum {
    F_ALLOW_ESC = 1 << 0,       /* a backslash-newline just before it is kept */
    F_SKIP_SPACE = 1 << 1,      /* glued to what precedes it (a redirection target) */
    F_PREFER_SEMI = 1 << 2,     /* a job end printed as ';' rather than a line break */
    F_NL_AFTER = 1 << 3,        /* begin/else with no ';' of its own: break the line after */
    F_LBRACE = 1 << 4,          /* '{' opening a brace group */
    F_RBRACE = 1 << 5,          /* '}' closing one */
    F_MULTILINE = 1 << 6,       /* that brace group spans lines */
    F_BRACE_CONT = 1 << 7,      /* that '{' continues a line (after not, and, |, ...) */
    F_NO_BLANK_BEFORE = 1 << 8, /* blank lines just before it are dropped */
    F_NO_BLANK_AFTER = 1 << 9,  /* blank lines just after it are dropped */
    F_CLEAN = 1 << 10,          /* a word whose quotes may be dropped */
    F_VERBATIM = 1 << 11,       /* an error leaf: printed as it is */
    F_AFTER_KEYWORD = 1 << 12,  /* the leaf before it is a keyword */
};

typedef struct Item {
    uint32_t start, len;
    uint32_t indent;     /* of the item itself */
    uint32_t gap_indent; /* of comments in the gap before it */
    uint16_t flags;
    uint8_t type;
} Item;

typedef struct Printer {
    Str src;               /* borrowed: the parsed copy */
    bool keep_quotes;
    bool no_indent;        /* fish_indent -i: every line at the left edge */
    Item *items;           /* owned */
    size_t n, cap;
    uint32_t last_indent;  /* indent most recently entered or used, for comments */
    bool prev_keyword;     /* the last leaf listed was a keyword */
    bool cmd_after_assign; /* the statement being listed follows NAME=value words */
    StrBuf *out;           /* borrowed */
    bool line_open;        /* the source line of the last printed item is not over */
    bool cont;             /* the gap just printed a continuation */
} Printer;

/* ---- reading the source ---- */

/* Length of a backslash-newline continuation at i, or 0. */
static size_t escnl_len(Str s, size_t i)
{
    if (i + 1 < s.len && s.ptr[i] == '\\' && s.ptr[i + 1] == '\n') return 2;
    if (i + 2 < s.len && s.ptr[i] == '\\' && s.ptr[i + 1] == '\r' && s.ptr[i + 2] == '\n')
        return 3;
    return 0;
}

/* The offset of the ';' or newline token that comes next after offset from,
 * skipping blanks, continuations and comments (a comment line inside a
 * continued command does not end it, as in the tokenizer); NO_SEMI when the
 * next token is something else. */
static uint32_t find_semi(Str s, size_t i)
{
    bool continued = false;
    while (i < s.len) {
        size_t k;
        char c = s.ptr[i];
        if ((k = tok_blank_len(s, i))) {
            i += k;
        } else if ((k = escnl_len(s, i))) {
            i += k;
            continued = true;
        } else if (c == '#') {
            const char *nl = memchr(s.ptr + i, '\n', s.len - i);
            if (!nl) return NO_SEMI;
            i = (size_t)(nl - s.ptr);
            if (!continued) return (uint32_t)i;
            i++;
        } else if (c == ';' || c == '\n') {
            return (uint32_t)i;
        } else {
            return NO_SEMI;
        }
    }
    return NO_SEMI;
}

static bool has_newline_after(Str s, const AstNode *n)
{
    uint32_t at = find_semi(s, n->start + n->len);
    return at != NO_SEMI && s.ptr[at] == '\n';
}

static bool range_has_newline(Str s, uint32_t start, uint32_t end)
{
    return end > start && memchr(s.ptr + start, '\n', end - start) != NULL;
}

/* ---- word cleaning ---- */

static bool plain_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '_' || c == '-' || c == '/';
}

bool pretty_clean_word(Str w, StrBuf *out)
{
    char quote = 0;
    bool quoted = false;
    size_t kept = 0;
    for (size_t i = 0; i < w.len; i++) {
        char c = w.ptr[i];
        if (c == '\\' && quote == '"' && i + 1 < w.len && w.ptr[i + 1] == '\n') {
            i++; /* a line continuation inside double quotes is no character */
            continue;
        }
        if (c == '\\') return false;
        if (quote && c == quote) {
            quote = 0;
        } else if (!quote && (c == '\'' || c == '"')) {
            quote = c;
            quoted = true;
        } else if (!plain_char(c)) {
            return false;
        } else {
            kept++;
        }
    }
    if (quote || !quoted || kept == 0) return false;
    for (size_t i = 0; i < w.len; i++) {
        if (w.ptr[i] == '\\') i++; /* with its newline, as above */
        else if (w.ptr[i] != '\'' && w.ptr[i] != '"') sb_append_char(out, w.ptr[i]);
    }
    return true;
}

/* ---- pass 1: list the items ---- */

static void add_item(Printer *p, uint8_t type, uint32_t start, uint32_t len, uint32_t indent,
                     unsigned flags)
{
    /* Blocks left open by an error end with their last job: one semi for all. */
    if (type == IT_SEMI && p->n > 0 && p->items[p->n - 1].start + p->items[p->n - 1].len > start)
        return;
    if (p->n == p->cap) {
        p->cap = p->cap ? p->cap * 2 : 256;
        p->items = xreallocarray(p->items, p->cap, sizeof *p->items);
    }
    p->items[p->n++] = (Item){.start = start, .len = len, .indent = indent,
                              .gap_indent = p->last_indent, .flags = (uint16_t)flags,
                              .type = type};
    p->last_indent = indent;
}

static void add_leaf(Printer *p, const AstNode *n, uint32_t indent, unsigned flags)
{
    if (n->len == 0) return; /* a missing part */
    if (p->prev_keyword) flags |= F_AFTER_KEYWORD;
    add_item(p, IT_LEAF, n->start, n->len, indent, flags);
    p->prev_keyword = n->kind == AST_KEYWORD;
}

/* A ';' or newline the tree keeps as a leaf (for, function, switch, case). */
static void add_semi_leaf(Printer *p, const AstNode *n, uint32_t indent)
{
    if (n->len == 0) return;
    add_item(p, IT_SEMI, n->start, n->len, indent, 0);
}

/* Whether the ';' ending conj stays a ';': in an if/while condition followed by
 * and/or lines, inside a one-line brace group, or before `and`/`or` on the same line. */
static bool prefer_semi(const Printer *p, const AstNode *conj, uint32_t at)
{
    if (p->src.ptr[at] != ';') return false;
    const AstNode *parent = conj->parent;
    if (!parent) return false;
    uint32_t i = 0;
    while (i < parent->nkids && parent->kids[i] != conj) i++;
    if (parent->kind == AST_COND) return i + 1 < parent->nkids;
    if (parent->kind != AST_JOB_LIST) return false;
    const AstNode *brace = parent->parent;
    if (brace && brace->kind == AST_BRACE &&
        !range_has_newline(p->src, brace->start, brace->start + brace->len))
        return true;
    const AstNode *next = ast_kid(parent, i + 1);
    if (!next || next->kind != AST_JOB_CONJ || next->nkids == 0) return false;
    const AstNode *kw = next->kids[0];
    if (kw->kind != AST_KEYWORD || (kw->keyword != KW_AND && kw->keyword != KW_OR)) return false;
    return !range_has_newline(p->src, at, kw->start + kw->len);
}

/* Whether a multi-line brace group's '{' stays on the line before it: anything
 * but a group that starts its job (`not {`, `and {`, `if {`, `a | {` ...). */
static bool brace_continues(const AstNode *brace)
{
    const AstNode *job = brace->parent;
    if (!job || job->kind != AST_JOB || job->nkids == 0 || job->kids[0] != brace) return true;
    const AstNode *conj = job->parent;
    if (!conj || conj->kind != AST_JOB_CONJ || conj->kids[0] != job) return true;
    return conj->parent && conj->parent->kind == AST_COND;
}

static void walk(Printer *p, const AstNode *n, uint32_t ind);

/* begin/else: a ';' or newline right after the keyword is its own; without one
 * the printer still breaks the line there. */
static void walk_opener(Printer *p, const AstNode *kw, uint32_t ind)
{
    if (kw->len == 0) return;
    uint32_t at = find_semi(p->src, kw->start + kw->len);
    add_leaf(p, kw, ind, F_CLEAN | (at == NO_SEMI ? F_NL_AFTER : 0));
    if (at != NO_SEMI) add_item(p, IT_SEMI, at, 1, ind, 0);
}

static void walk_conj(Printer *p, const AstNode *n, uint32_t ind)
{
    uint32_t cur = ind;
    for (uint32_t i = 0; i < n->nkids; i++) {
        const AstNode *k = n->kids[i];
        if (k->kind == AST_PUNCT) { /* && or || */
            cur = has_newline_after(p->src, k) ? ind + 1 : ind;
            if (cur != ind) p->last_indent = cur;
            add_leaf(p, k, cur, F_ALLOW_ESC | F_NO_BLANK_AFTER);
        } else {
            walk(p, k, cur);
        }
    }
    if (n->len == 0) return;
    uint32_t at = find_semi(p->src, n->start + n->len);
    if (at != NO_SEMI) add_item(p, IT_SEMI, at, 1, ind, prefer_semi(p, n, at) ? F_PREFER_SEMI : 0);
}

static void walk_job(Printer *p, const AstNode *n, uint32_t ind)
{
    uint32_t cur = ind;
    bool after_assign = false;
    for (uint32_t i = 0; i < n->nkids; i++) {
        const AstNode *k = n->kids[i];
        if (k->kind == AST_PUNCT) {
            bool bg = i + 1 == n->nkids && (n->flags & AST_F_BACKGROUND);
            if (bg) {
                add_leaf(p, k, ind, 0);
            } else { /* a pipe */
                cur = has_newline_after(p->src, k) ? ind + 1 : ind;
                if (cur != ind) p->last_indent = cur;
                add_leaf(p, k, cur, F_ALLOW_ESC | F_NO_BLANK_AFTER);
            }
            after_assign = false;
        } else if (k->kind == AST_ASSIGN) {
            add_leaf(p, k, cur, F_ALLOW_ESC);
            after_assign = true;
        } else if (k->kind == AST_KEYWORD) { /* time */
            add_leaf(p, k, cur, F_CLEAN);
        } else {
            p->cmd_after_assign = after_assign;
            walk(p, k, cur);
            after_assign = false;
        }
    }
}

static void walk(Printer *p, const AstNode *n, uint32_t ind)
{
    switch ((AstKind)n->kind) {
    case AST_JOB_LIST: {
        uint32_t inner = n->parent ? ind + 1 : ind;
        p->last_indent = inner;
        for (uint32_t i = 0; i < n->nkids; i++) walk(p, n->kids[i], inner);
        return;
    }
    case AST_JOB_CONJ:
        walk_conj(p, n, ind);
        return;
    case AST_JOB:
        walk_job(p, n, ind);
        return;
    case AST_COND:
        for (uint32_t i = 0; i < n->nkids; i++) {
            p->last_indent = ind + 1;
            walk(p, n->kids[i], ind + 1);
        }
        return;
    case AST_COMMAND: {
        bool name_seen = false;
        for (uint32_t i = 0; i < n->nkids; i++) {
            const AstNode *k = n->kids[i];
            if (k->kind == AST_WORD && !name_seen) {
                name_seen = true;
                add_leaf(p, k, ind, F_CLEAN | (p->cmd_after_assign ? F_ALLOW_ESC : 0));
            } else if (k->kind == AST_WORD) {
                add_leaf(p, k, ind, F_CLEAN | F_ALLOW_ESC);
            } else {
                walk(p, k, ind);
            }
        }
        p->cmd_after_assign = false;
        return;
    }
    case AST_NOT: {
        bool after_assign = false;
        for (uint32_t i = 0; i < n->nkids; i++) {
            const AstNode *k = n->kids[i];
            if (k->kind == AST_KEYWORD) {
                add_leaf(p, k, ind, F_CLEAN);
            } else if (k->kind == AST_ASSIGN) {
                add_leaf(p, k, ind, F_ALLOW_ESC);
                after_assign = true;
            } else {
                p->cmd_after_assign = after_assign;
                walk(p, k, ind);
            }
        }
        return;
    }
    case AST_REDIR:
        for (uint32_t i = 0; i < n->nkids; i++) {
            const AstNode *k = n->kids[i];
            if (k->kind == AST_PUNCT) add_leaf(p, k, ind, F_ALLOW_ESC);
            else add_leaf(p, k, ind, F_CLEAN | F_SKIP_SPACE);
        }
        return;
    case AST_BEGIN:
    case AST_ELSE:
        for (uint32_t i = 0; i < n->nkids; i++) {
            const AstNode *k = n->kids[i];
            if (i == 0 && k->kind == AST_KEYWORD) walk_opener(p, k, ind);
            else walk(p, k, ind);
        }
        return;
    case AST_FOR:
    case AST_FUNCTION:
    case AST_SWITCH:
    case AST_CASE: {
        bool cases = false;
        for (uint32_t i = 0; i < n->nkids; i++) {
            const AstNode *k = n->kids[i];
            if (k->kind == AST_PUNCT) {
                add_semi_leaf(p, k, ind);
                if (n->kind == AST_SWITCH) {
                    cases = true;
                    p->last_indent = ind + 1;
                }
            } else if (k->kind == AST_KEYWORD && k->keyword == KW_END) {
                cases = false;
                add_leaf(p, k, ind, F_CLEAN);
            } else if (k->kind == AST_KEYWORD) {
                unsigned f = F_CLEAN | (n->kind == AST_CASE ? F_NO_BLANK_BEFORE : 0);
                add_leaf(p, k, ind, f);
            } else if (k->kind == AST_WORD) {
                bool var = n->kind == AST_FOR && i == 1;
                add_leaf(p, k, ind, F_CLEAN | (var ? 0 : F_ALLOW_ESC));
            } else {
                walk(p, k, cases ? ind + 1 : ind);
            }
        }
        return;
    }
    case AST_BRACE: {
        unsigned ml = range_has_newline(p->src, n->start, n->start + n->len) ? F_MULTILINE : 0;
        bool opened = false;
        for (uint32_t i = 0; i < n->nkids; i++) {
            const AstNode *k = n->kids[i];
            if (k->kind == AST_PUNCT && !opened) {
                opened = true;
                unsigned f = F_LBRACE | ml | F_NO_BLANK_AFTER;
                if (brace_continues(n)) f |= F_BRACE_CONT;
                add_leaf(p, k, ind, f);
            } else if (k->kind == AST_PUNCT) {
                add_leaf(p, k, ind, F_RBRACE | ml | F_NO_BLANK_BEFORE);
            } else {
                walk(p, k, ind);
            }
        }
        return;
    }
    case AST_WORD:
        add_leaf(p, n, ind, F_CLEAN | F_ALLOW_ESC);
        return;
    case AST_ASSIGN:
        add_leaf(p, n, ind, F_ALLOW_ESC);
        return;
    case AST_KEYWORD:
        add_leaf(p, n, ind, F_CLEAN);
        return;
    case AST_PUNCT:
        add_leaf(p, n, ind, 0);
        return;
    case AST_ERROR:
        add_leaf(p, n, ind, F_VERBATIM);
        return;
    default: /* IF, IF_CLAUSE, ELSE_IF */
        for (uint32_t i = 0; i < n->nkids; i++) walk(p, n->kids[i], ind);
        return;
    }
}

/* ---- pass 2: print ---- */

static bool at_line_start(const Printer *p)
{
    return p->out->len == 0 || p->out->ptr[p->out->len - 1] == '\n';
}

/* Whether the output ends in an unescaped space. */
static bool has_preceding_space(const Printer *p)
{
    size_t n = p->out->len;
    if (n == 0 || p->out->ptr[n - 1] != ' ') return false;
    size_t backslashes = 0;
    while (backslashes + 1 < n && p->out->ptr[n - 2 - backslashes] == '\\') backslashes++;
    return backslashes % 2 == 0;
}

static void newline(Printer *p)
{
    sb_append_char(p->out, '\n');
}

static void space_or_indent(Printer *p, uint32_t indent, bool skip_space)
{
    if (at_line_start(p))
        sb_append_repeat(p->out, ' ', p->no_indent ? 0 : (size_t)indent * INDENT_WIDTH);
    else if (!skip_space && !has_preceding_space(p)) sb_append_char(p->out, ' ');
}

/* Whether a comment starts somewhere in [i, end) of the gap. */
static bool comment_ahead(Str s, size_t i, size_t end)
{
    return memchr(s.ptr + i, '#', end - i) != NULL;
}

/* Prints the gap [start, end) before item it (prev is the item before, or NULL). */
static void print_gap(Printer *p, size_t start, size_t end, const Item *it, const Item *prev)
{
    Str s = p->src;
    uint32_t indent = it->gap_indent;
    bool blank_ok = !(prev && (prev->flags & F_NO_BLANK_AFTER)) &&
                    !(it->flags & F_NO_BLANK_BEFORE);
    bool needs_nl = false, esc_seen = false;
    bool after_error = prev && (prev->flags & F_VERBATIM);
    p->cont = false;
    size_t i = start;
    while (i < end) {
        size_t k;
        char c = s.ptr[i];
        if ((k = tok_blank_len(s, i))) {
            i += k;
        } else if ((k = escnl_len(s, i))) {
            if (!esc_seen && ((it->flags & F_ALLOW_ESC) || comment_ahead(s, i, end))) {
                if (!at_line_start(p) && !has_preceding_space(p)) sb_append_char(p->out, ' ');
                sb_append_cstr(p->out, "\\\n");
                p->cont = true;
                /* one deeper than the line it continues (a `}` after it may sit
                 * less deep than that line), as fish 4 puts a comment there */
                indent = (prev && prev->indent > it->indent ? prev->indent : it->indent) + 1;
                space_or_indent(p, indent, false);
            }
            esc_seen = true;
            i += k;
        } else if (c == '#') {
            const char *nl = memchr(s.ptr + i, '\n', end - i);
            size_t stop = nl ? (size_t)(nl - s.ptr) : end;
            if (needs_nl) newline(p);
            space_or_indent(p, indent, false);
            sb_append(p->out, str_sub(s, i, stop - i));
            needs_nl = true;
            p->line_open = true;
            i = stop;
        } else if (c == '\n') {
            if (needs_nl) {
                newline(p);
                needs_nl = false;
                p->line_open = false;
            } else if (p->line_open) {
                p->line_open = false;
                if (!at_line_start(p)) newline(p);
            } else if (blank_ok && p->out->len > 0 && at_line_start(p) &&
                       !(p->out->len >= 2 && p->out->ptr[p->out->len - 2] == '\n')) {
                newline(p);
            }
            i++;
        } else if (c == ';') {
            /* A semicolon the tree does not need, unless it still separates
             * something from what came before (text skipped after an error). */
            if (after_error && !at_line_start(p)) newline(p);
            i++;
        } else {
            /* Something the parser skipped (after an error): copy it as it is. */
            size_t j = i;
            if (c == '\0') {
                j = end;
            } else {
                while (j < end && !tok_blank_len(s, j) && s.ptr[j] != '\n' && s.ptr[j] != ';') j++;
            }
            if (needs_nl) newline(p);
            needs_nl = false;
            space_or_indent(p, indent, false);
            sb_append(p->out, str_sub(s, i, j - i));
            p->line_open = true;
            after_error = true;
            i = j;
        }
    }
    if (needs_nl) newline(p);
}

static void print_leaf(Printer *p, const Item *it, const Item *next)
{
    Str text = str_sub(p->src, it->start, it->len);
    uint32_t indent = p->cont ? it->indent + 1 : it->indent;
    if (it->flags & F_LBRACE) {
        if ((it->flags & F_MULTILINE) && !(it->flags & F_BRACE_CONT) && !at_line_start(p))
            newline(p);
        space_or_indent(p, indent, false);
        sb_append(p->out, text);
        return;
    }
    if ((it->flags & (F_RBRACE | F_MULTILINE)) == (F_RBRACE | F_MULTILINE)) {
        if (!at_line_start(p)) newline(p);
        space_or_indent(p, indent, false);
        sb_append(p->out, text);
        return;
    }
    bool trailing_esc = false;
    if (!(it->flags & F_VERBATIM) && text.len >= 2 && text.ptr[text.len - 2] == '\\' &&
        text.ptr[text.len - 1] == '\n') {
        /* A word ending in a continuation: print it as a separate one. */
        size_t bs = 0, j = text.len - 1;
        while (j > 0 && text.ptr[j - 1] == '\\') bs++, j--;
        if (bs % 2 == 1) {
            trailing_esc = true;
            text.len -= 2;
        }
    }
    space_or_indent(p, indent, (it->flags & F_SKIP_SPACE) != 0);
    bool cleaned = false;
    if ((it->flags & F_CLEAN) && !p->keep_quotes) {
        size_t mark = p->out->len;
        cleaned = pretty_clean_word(text, p->out);
        /* `if '-h'` is not `if -h`: keep quotes on a dash word after a keyword. */
        if (cleaned && (it->flags & F_AFTER_KEYWORD) && p->out->ptr[mark] == '-') {
            p->out->len = mark;
            p->out->ptr[mark] = '\0';
            cleaned = false;
        }
    }
    if (!cleaned) sb_append(p->out, text);
    if (trailing_esc && next && next->type == IT_LEAF && (next->flags & F_ALLOW_ESC)) {
        sb_append_cstr(p->out, " \\\n");
        space_or_indent(p, indent + 1, false);
    }
}

static void print_items(Printer *p)
{
    size_t prev_end = 0;
    for (size_t i = 0; i < p->n; i++) {
        const Item *it = &p->items[i];
        const Item *prev = i ? &p->items[i - 1] : NULL;
        print_gap(p, prev_end, it->start, it, prev);
        prev_end = it->start + it->len;
        switch (it->type) {
        case IT_SEMI:
            if (!at_line_start(p)) {
                if (it->flags & F_PREFER_SEMI) sb_append_char(p->out, ';');
                else newline(p);
            }
            p->line_open = p->src.ptr[it->start] != '\n';
            break;
        case IT_LEAF:
            print_leaf(p, it, i + 1 < p->n ? &p->items[i + 1] : NULL);
            if ((it->flags & F_NL_AFTER) && !at_line_start(p)) newline(p);
            p->line_open = true;
            break;
        default:
            break;
        }
    }
    while (p->out->len > 0 && p->out->ptr[p->out->len - 1] == '\n') p->out->len--;
    newline(p);
}

/* Formats the tree of src into out; false when the items came out of order,
 * which only a tree from error recovery could cause. */
static bool format_tree(Str src, const AstNode *root, const PrettyOptions *o, StrBuf *out)
{
    Printer p = {
        .src = src, .keep_quotes = o && o->keep_quotes, .no_indent = o && o->no_indent, .out = out};
    walk(&p, root, 0);
    add_item(&p, IT_EOF, (uint32_t)src.len, 0, p.last_indent, 0);
    bool ok = true;
    uint32_t end = 0;
    for (size_t i = 0; i < p.n && ok; i++) {
        if (p.items[i].start < end) ok = false;
        end = p.items[i].start + p.items[i].len;
    }
    if (ok) print_items(&p);
    free(p.items);
    return ok;
}

/* One formatting pass: parses src and formats it into out. *broken says
 * whether src has syntax errors. */
static bool format_once(Str src, const PrettyOptions *o, StrBuf *out, bool *broken)
{
    ParsedSource *ps = parse_source(src, PARSE_CONTINUE | PARSE_NO_LINT);
    *broken = ps->diags.n > 0;
    bool ok = format_tree(sb_str(&ps->text), ps->root, o, out);
    ps_unref(ps);
    return ok;
}

/* How many more passes a broken script gets to settle. */
#define SETTLE_PASSES 3

bool pretty_format_opts(Str src, const PrettyOptions *o, StrBuf *out)
{
    StrBuf cur = STRBUF_INIT, next = STRBUF_INIT;
    bool broken;
    bool ok = format_once(src, o, &cur, &broken);
    if (ok && broken) {
        /* Error recovery may see the output differently from the input (an
         * error token printed as it was can read differently on its new line).
         * Format again until the text settles, so that formatting the result
         * changes nothing; if it does not settle, give the input back. */
        ok = false;
        for (int i = 0; i < SETTLE_PASSES && !ok; i++) {
            sb_clear(&next);
            if (!format_once(sb_str(&cur), o, &next, &broken)) break;
            ok = str_eq(sb_str(&next), sb_str(&cur));
            StrBuf t = cur;
            cur = next;
            next = t;
        }
    }
    if (ok) {
        sb_append(out, sb_str(&cur));
    } else {
        sb_append(out, src);
        if (src.len == 0 || src.ptr[src.len - 1] != '\n') sb_append_char(out, '\n');
    }
    sb_fini(&cur);
    sb_fini(&next);
    return ok;
}

void pretty_format(Str src, StrBuf *out)
{
    pretty_format_opts(src, NULL, out);
}

/* ---- comparing trees ---- */

/* A leaf's text as the formatter may print it: without a trailing
 * continuation, without quotes it would drop, a ';' as a line break. */
static void leaf_key(Str t, StrBuf *out)
{
    if (str_eq(t, STR(";"))) t = STR("\n"); /* a header's ';' may become a line break */
    if (t.len >= 2 && t.ptr[t.len - 2] == '\\' && t.ptr[t.len - 1] == '\n') t.len -= 2;
    if (!pretty_clean_word(t, out)) sb_append(out, t);
}

static bool same_node(const AstNode *a, Str sa, const AstNode *b, Str sb, StrBuf *ka, StrBuf *kb)
{
    if (a->kind != b->kind || a->flags != b->flags || a->keyword != b->keyword ||
        a->nkids != b->nkids)
        return false;
    if (a->nkids == 0) {
        Str ta = ast_text(a, sa), tb = ast_text(b, sb);
        if (a->kind == AST_ERROR) return str_eq(ta, tb);
        sb_clear(ka);
        sb_clear(kb);
        leaf_key(ta, ka);
        leaf_key(tb, kb);
        return str_eq(sb_str(ka), sb_str(kb));
    }
    for (uint32_t i = 0; i < a->nkids; i++) {
        if (!same_node(a->kids[i], sa, b->kids[i], sb, ka, kb)) return false;
    }
    return true;
}

bool pretty_same_tree(Str a, Str b)
{
    ParsedSource *pa = parse_source(a, PARSE_NO_LINT);
    ParsedSource *pb = parse_source(b, PARSE_NO_LINT);
    StrBuf ka = STRBUF_INIT, kb = STRBUF_INIT;
    bool same = same_node(pa->root, sb_str(&pa->text), pb->root, sb_str(&pb->text), &ka, &kb);
    sb_fini(&ka);
    sb_fini(&kb);
    ps_unref(pa);
    ps_unref(pb);
    return same;
}
