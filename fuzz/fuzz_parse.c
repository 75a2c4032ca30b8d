/* fuzz/fuzz_parse.c - libFuzzer harness for the whole parse layer.
 *
 * Feeds arbitrary bytes to every reader of source text: the tokenizer (each
 * flag combination, walked to the end), parse_source with each flag
 * combination, parse_check, the word iterator over every WORD and ASSIGN
 * leaf, ast_node_at and tok_at_offset at a few offsets, and diag_render of
 * every diagnostic. Besides crashes, sanitizer reports and leaks it checks the
 * contracts the headers promise and aborts when one breaks:
 *
 *   - tokens come in order, inside the source, and the walk ends;
 *   - tree nodes lie inside the source, children are never NULL and point
 *     back at their parent;
 *   - word pieces (and the names and substitutions inside them) lie inside
 *     their word, in order;
 *   - diagnostics point inside the source (or at DIAG_AT_END);
 *   - parse_check and parse_source agree on whether the text is valid
 *     (FUZZ_NO_AGREE=1 in the environment turns this one off), and with
 *     FUZZ_SAME_FIRST_ERROR=1 also on the first error (code and offset).
 *
 * FUZZ_CUT_AT_NUL=1 ends each input at its first NUL byte, to fuzz past a known
 * bug with NULs without finding it again and again.
 *
 * Built and run by fuzz/run; see there. */
#include "base/diag.h"
#include "base/str.h"
#include "parse/ast.h"
#include "parse/parser.h"
#include "parse/token.h"
#include "parse/word.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Aborts with a message naming the broken contract. */
#define REQUIRE(cond)                                                                       \
    do {                                                                                    \
        if (!(cond)) {                                                                      \
            fprintf(stderr, "fuzz_parse: contract broken at %s:%d: %s\n", __FILE__,         \
                    __LINE__, #cond);                                                       \
            abort();                                                                        \
        }                                                                                   \
    } while (0)

/* Results are folded into this so the optimiser keeps every call. */
static volatile uint64_t sink;

static void walk_tokens(Str src, unsigned flags)
{
    bool go_on = flags & TOKF_CONTINUE;
    Tokenizer t;
    tok_init(&t, src, flags);
    size_t end = 0, count = 0;
    for (;;) {
        Token k = tok_next(&t);
        if (k.type == TOK_NONE) break;
        REQUIRE(++count <= src.len + 1);          /* every token but the last eats a byte */
        REQUIRE((size_t)k.start + k.len <= src.len);
        REQUIRE(k.start >= end || k.len == 0);
        end = (size_t)k.start + k.len;
        if (k.type == TOK_ERROR) {
            REQUIRE((size_t)k.err_start + k.err_len <= src.len + 1);
            sink += (uintptr_t)tok_error_text(k.err);
            if (!go_on) break;
        } else if (k.type == TOK_STRING) {
            Str w = tok_text(&t, &k);
            sink += (uint64_t)tok_assignment_eq(w) + keyword_of(w);
        }
    }
    REQUIRE(tok_next(&t).type == TOK_NONE || !go_on); /* TOK_NONE forever after */
}

static void walk_word(Str src, const AstNode *n)
{
    for (int qmark = 0; qmark < 2; qmark++) {
        WordIter it;
        word_iter_init(&it, src, n->start, n->len, qmark);
        WordPiece p;
        uint32_t at = n->start;
        size_t count = 0;
        while (word_next(&it, &p)) {
            REQUIRE(++count <= (size_t)n->len + 2);
            REQUIRE(p.start >= at);
            REQUIRE((uint64_t)p.start + p.len <= (uint64_t)n->start + n->len);
            if (p.kind == WP_CMDSUB || p.kind == WP_VAR) {
                REQUIRE(p.inner_start >= p.start);
                REQUIRE((uint64_t)p.inner_start + p.inner_len <= (uint64_t)p.start + p.len);
            } else if (p.kind == WP_BAD_DOLLAR && p.bad == BAD_BRACKETED) {
                /* the piece is the $; the name it points at follows it in the word */
                REQUIRE((uint64_t)p.inner_start + p.inner_len <= (uint64_t)n->start + n->len);
            }
            at = p.start + p.len;
            sink += p.kind;
        }
    }
}

/* Walks the tree without recursion, checking its shape and iterating words. */
static void walk_tree(const AstNode *root, Str src)
{
    size_t cap = 64, n = 0;
    const AstNode **stack = malloc(cap * sizeof *stack);
    REQUIRE(stack);
    stack[n++] = root;
    REQUIRE(root->parent == NULL);
    while (n) {
        const AstNode *node = stack[--n];
        REQUIRE(node->kind < AST_KIND_COUNT);
        REQUIRE((uint64_t)node->start + node->len <= src.len);
        if (node->kind == AST_WORD || node->kind == AST_ASSIGN) walk_word(src, node);
        sink += (uintptr_t)ast_kind_name((AstKind)node->kind);
        for (uint32_t i = 0; i < node->nkids; i++) {
            const AstNode *kid = node->kids[i];
            REQUIRE(kid != NULL);
            REQUIRE(kid->parent == node);
            if (n == cap) {
                cap *= 2;
                stack = realloc(stack, cap * sizeof *stack);
                REQUIRE(stack);
            }
            stack[n++] = kid;
        }
    }
    free(stack);
}

static void render_all(Str src, const DiagList *diags)
{
    StrBuf out = STRBUF_INIT;
    for (size_t i = 0; i < diags->n; i++) {
        const Diag *d = &diags->items[i];
        REQUIRE(d->text != NULL);
        REQUIRE(d->start == DIAG_AT_END || d->start <= src.len);
        if (d->start != DIAG_AT_END) {
            diag_render(&out, src, "fuzz.fish", d, true);
            diag_render(&out, src, NULL, d, true);
            diag_render_caret(&out, src, d->start, d->len);
            sink += diag_line_of(src, d->start);
        }
        sb_clear(&out);
    }
    sb_fini(&out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int check_agree = -1, cut_at_nul, same_first;
    if (check_agree < 0) {
        check_agree = getenv("FUZZ_NO_AGREE") == NULL;
        same_first = getenv("FUZZ_SAME_FIRST_ERROR") != NULL;
        cut_at_nul = getenv("FUZZ_CUT_AT_NUL") != NULL;
    }
    if (size > UINT32_MAX / 2) return 0;
    if (cut_at_nul) {
        const void *nul = memchr(data, 0, size);
        if (nul) size = (size_t)((const uint8_t *)nul - data);
    }
    Str src = str_make((const char *)data, size);

    static const unsigned tok_flags[] = {0, TOKF_COMMENTS, TOKF_UNFINISHED,
                                         TOKF_COMMENTS | TOKF_UNFINISHED, TOKF_AMP_BG_IN_TOKEN};
    for (size_t i = 0; i < sizeof tok_flags / sizeof *tok_flags; i++) {
        walk_tokens(src, tok_flags[i]);
        walk_tokens(src, tok_flags[i] | TOKF_CONTINUE);
    }
    size_t offsets[] = {0, size / 3, size / 2, size ? size - 1 : 0, size};
    for (size_t i = 0; i < sizeof offsets / sizeof *offsets; i++) {
        Token k;
        if (tok_at_offset(src, offsets[i], 0, &k)) {
            REQUIRE((size_t)k.start + k.len <= size);
        }
    }

    static const unsigned parse_flags[] = {0, PARSE_CONTINUE, PARSE_UNFINISHED,
                                           PARSE_CONTINUE | PARSE_UNFINISHED};
    bool valid = false;
    Diag first = {0}; /* parse_source's first error; its strings are not used after the free */
    for (size_t i = 0; i < sizeof parse_flags / sizeof *parse_flags; i++) {
        ParsedSource *ps = parse_source(src, parse_flags[i]);
        Str text = sb_str(&ps->text);
        REQUIRE(text.len == size);
        REQUIRE(ps->root != NULL);
        walk_tree(ps->root, text);
        for (size_t j = 0; j < sizeof offsets / sizeof *offsets; j++) {
            const AstNode *at = ast_node_at(ps->root, (uint32_t)offsets[j]);
            REQUIRE(at != NULL);
            sink += at->kind;
        }
        render_all(text, &ps->diags);
        if (parse_flags[i] == 0) {
            valid = ps->diags.n == 0;
            if (!valid) first = ps->diags.items[0];
        }
        ps_unref(ps);
    }

    for (size_t i = 0; i < sizeof parse_flags / sizeof *parse_flags; i++) {
        DiagList diags = {0};
        bool incomplete = false;
        bool ok = parse_check(src, parse_flags[i], &diags, &incomplete);
        REQUIRE(ok == (diags.n == 0));
        render_all(src, &diags);
        /* `minnow -n` (parse_check) and the executor (parse_source) must agree. */
        if (parse_flags[i] == 0 && check_agree) REQUIRE(ok == valid);
        if (parse_flags[i] == 0 && same_first && !ok) {
            REQUIRE(diags.items[0].code == first.code && diags.items[0].start == first.start);
        }
        diag_list_fini(&diags);
    }
    return 0;
}
