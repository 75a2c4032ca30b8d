/* parse/ast.c - node names, keyword lookup, and walking the tree. */
#include "parse/ast.h"

#include "base/check.h"

#include <stdlib.h>
#include <string.h>

static const char *const kind_names[] = {
#define AST_KIND(name, text) text,
#include "parse/ast.def"
#undef AST_KIND
};

static const char *const keyword_names[] = {
    "", "and", "begin", "builtin", "case", "command", "else", "end", "!",
    "exec", "for", "function", "if", "in", "not", "or", "switch", "time", "while",
};

const char *ast_kind_name(AstKind k)
{
    return (unsigned)k < AST_KIND_COUNT ? kind_names[k] : "?";
}

const char *keyword_name(Keyword k)
{
    return (unsigned)k < sizeof keyword_names / sizeof *keyword_names ? keyword_names[k] : "";
}

static Keyword lookup(const char *w, size_t n)
{
    if (n == 0 || n > 8) return KW_NONE;
    /* Only a few first letters start a keyword; reject the rest at once. */
    switch (w[0]) {
    case '!': case 'a': case 'b': case 'c': case 'e': case 'f': case 'i': case 'n': case 'o':
    case 's': case 't': case 'w':
        break;
    default:
        return KW_NONE;
    }
    for (size_t k = 1; k < sizeof keyword_names / sizeof *keyword_names; k++) {
        const char *name = keyword_names[k];
        if (name[0] == w[0] && strncmp(name, w, n) == 0 && name[n] == '\0') return (Keyword)k;
    }
    return KW_NONE;
}

Keyword keyword_of(Str word)
{
    if (word.len == 0 || word.len > 24) return KW_NONE;
    /* Most words are plain: decide those without the unescaping loop. */
    if (word.len <= 8) {
        bool quoted = false;
        for (size_t i = 0; i < word.len && !quoted; i++) {
            char c = word.ptr[i];
            quoted = c == '\\' || c == '\'' || c == '"';
        }
        if (!quoted) return lookup(word.ptr, word.len);
    }
    char buf[24];
    size_t n = 0;
    char quote = 0;
    for (size_t i = 0; i < word.len; i++) {
        char c = word.ptr[i];
        bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                     c == '\'' || c == '"' || c == '\\' || c == '\n' || c == '!';
        if (!plain) return KW_NONE;
        if (c == quote) {
            quote = 0;
        } else if (!quote && (c == '\'' || c == '"')) {
            quote = c;
        } else if (c == '\\' && i + 1 < word.len) {
            char e = word.ptr[++i];
            if (e == '\n' && quote != '\'') continue;
            if (quote == '\'' && e != '\\' && e != '\'') buf[n++] = '\\';
            else if (quote == '"' && e != '\\' && e != '"') buf[n++] = '\\';
            else if (!quote && strchr("abcefnrtvxXuU01234567", e)) {
                /* a character by its code (\x65 \u0065 \145): a keyword only if ASCII */
                int base = e == 'x' || e == 'X' || e == 'u' || e == 'U' ? 16
                           : strchr("01234567", e)                      ? 8
                                                                        : 0;
                if (!base) return KW_NONE; /* \n, \t, ...: no letter */
                int max = e == 'u' ? 4 : e == 'U' ? 8 : base == 8 ? 3 : 2;
                size_t j = base == 8 ? i : i + 1;
                unsigned long v = 0;
                int digits = 0;
                for (; j < word.len && digits < max; j++, digits++) {
                    char d = word.ptr[j];
                    int dv = d >= '0' && d <= '9'                     ? d - '0'
                             : (d | 0x20) >= 'a' && (d | 0x20) <= 'f' ? (d | 0x20) - 'a' + 10
                                                                      : 99;
                    if (dv >= base) break;
                    v = v * (unsigned long)base + (unsigned long)dv;
                }
                if (!digits || v == 0 || v > 0x7F) return KW_NONE;
                buf[n++] = (char)v;
                i = j - 1;
                if (n >= sizeof buf - 1) return KW_NONE;
                continue;
            }
            buf[n++] = e;
        } else {
            buf[n++] = c;
        }
        if (n >= sizeof buf - 1) return KW_NONE;
    }
    return quote ? KW_NONE : lookup(buf, n);
}

AstNode *ast_find_kid(const AstNode *n, AstKind kind)
{
    for (uint32_t i = 0; i < n->nkids; i++) {
        if (n->kids[i]->kind == kind) return n->kids[i];
    }
    return NULL;
}

AstNode *ast_find_keyword(const AstNode *n, Keyword kw)
{
    for (uint32_t i = 0; i < n->nkids; i++) {
        if (n->kids[i]->kind == AST_KEYWORD && n->kids[i]->keyword == kw) return n->kids[i];
    }
    return NULL;
}

bool ast_is_statement(const AstNode *n)
{
    switch (n->kind) {
    case AST_COMMAND: case AST_NOT: case AST_BEGIN: case AST_FOR: case AST_WHILE:
    case AST_FUNCTION: case AST_BRACE: case AST_IF: case AST_SWITCH:
        return true;
    default:
        return false;
    }
}

const AstNode *ast_node_at(const AstNode *root, uint32_t offset)
{
    const AstNode *n = root;
    for (;;) {
        const AstNode *next = NULL;
        for (uint32_t i = 0; i < n->nkids; i++) {
            const AstNode *k = n->kids[i];
            if (k->start <= offset && offset <= k->start + k->len && !(k->len == 0 && k->nkids == 0)) {
                next = k;
                if (offset < k->start + k->len) break; /* prefer the node that strictly contains it */
            }
        }
        if (!next) return n;
        n = next;
    }
}

void ast_dump(StrBuf *out, const AstNode *root, Str src)
{
    /* Iterative pre-order walk with an explicit stack of (node, depth). */
    typedef struct { const AstNode *n; unsigned depth; } Item;
    Item stackbuf[64];
    Item *stack = stackbuf;
    size_t cap = 64, sp = 0;
    stack[sp++] = (Item){root, 0};
    while (sp) {
        Item it = stack[--sp];
        sb_append_repeat(out, ' ', it.depth * 2);
        sb_append_cstr(out, ast_kind_name((AstKind)it.n->kind));
        if (it.n->nkids == 0 && it.n->len) {
            sb_append_cstr(out, " '");
            Str t = ast_text(it.n, src);
            for (size_t i = 0; i < t.len; i++) {
                if (t.ptr[i] == '\n') sb_append_cstr(out, "\\n");
                else sb_append_char(out, t.ptr[i]);
            }
            sb_append_char(out, '\'');
        }
        if (it.n->flags & AST_F_MISSING) sb_append_cstr(out, " (missing)");
        sb_append_char(out, '\n');
        for (uint32_t i = it.n->nkids; i-- > 0;) {
            if (sp == cap) {
                Item *bigger = xreallocarray(NULL, cap * 2, sizeof *bigger);
                memcpy(bigger, stack, sp * sizeof *stack);
                if (stack != stackbuf) free(stack);
                stack = bigger;
                cap *= 2;
            }
            stack[sp++] = (Item){it.n->kids[i], it.depth + 1};
        }
    }
    if (stack != stackbuf) free(stack);
}
