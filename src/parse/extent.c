/* parse/extent.c - the substitution, job, process and token at a cursor. */
#include "parse/extent.h"

#include "parse/parser.h"
#include "parse/token.h"
#include "parse/word.h"

#include <stdbool.h>

/* The command substitution of s whose inside holds cursor (its ends
 * included, as in fish), searched in the words the tokenizer finds. */
static bool cmdsub_around(Str s, size_t cursor, unsigned tflags, Span *out)
{
    Tokenizer t;
    tok_init(&t, s, tflags | TOKF_UNFINISHED | TOKF_CONTINUE);
    for (Token k; (k = tok_next(&t)).type != TOK_NONE;) {
        if (k.start > cursor) break;
        if ((k.type != TOK_STRING && k.type != TOK_ERROR) || k.start + k.len < cursor) continue;
        WordIter it;
        WordPiece p;
        word_iter_init(&it, s, k.start, k.len, false);
        while (word_next(&it, &p)) {
            if (p.kind == WP_CMDSUB && p.inner_start <= cursor && cursor <= p.inner_start + p.inner_len) {
                *out = (Span){p.inner_start, p.inner_start + p.inner_len};
                return true;
            }
        }
    }
    return false;
}

/* The inside of the innermost command substitution around cursor, or all of s. */
Span extent_cmdsub(Str s, size_t cursor, unsigned tflags)
{
    Span r = {0, s.len};
    for (int depth = 0; depth < PARSE_MAX_DEPTH; depth++) {
        Span in;
        if (!cmdsub_around(str_sub(s, r.start, r.end - r.start), cursor - r.start, tflags, &in)) break;
        r = (Span){r.start + in.start, r.start + in.end};
    }
    return r;
}

/* The job at the cursor: between the separators (; & newline && || and the
 * braces of a brace block) around it; with process, pipes separate too. */
Span extent_job(Str s, size_t cursor, bool process, unsigned tflags)
{
    Span sub = extent_cmdsub(s, cursor, tflags), r = sub;
    size_t pos = cursor - sub.start;
    Tokenizer t;
    tok_init(&t, str_sub(s, sub.start, sub.end - sub.start), tflags | TOKF_UNFINISHED | TOKF_COMMENTS);
    for (Token k; (k = tok_next(&t)).type != TOK_NONE;) {
        switch (k.type) {
        case TOK_PIPE:
            if (!process) continue;
            break;
        case TOK_END: case TOK_BACKGROUND: case TOK_ANDAND: case TOK_OROR: case TOK_LBRACE: case TOK_RBRACE:
            break;
        default:
            continue;
        }
        if (k.start >= pos) {
            r.end = sub.start + k.start;
            break;
        }
        if (k.start + k.len > pos) return (Span){cursor, cursor}; /* inside `&|` or `&&`: no job there */
        r.start = sub.start + k.start + k.len;
    }
    return r;
}

/* The word the cursor is in or just after; an empty span at the cursor when
 * it stands in the blank between words. */
Span extent_token(Str s, size_t cursor, unsigned tflags)
{
    Span sub = extent_cmdsub(s, cursor, tflags);
    size_t pos = cursor - sub.start;
    Tokenizer t;
    tok_init(&t, str_sub(s, sub.start, sub.end - sub.start), tflags | TOKF_UNFINISHED);
    for (Token k; (k = tok_next(&t)).type != TOK_NONE;) {
        if (k.start > pos) break;
        if (k.type == TOK_STRING && k.start + k.len >= pos) {
            return (Span){sub.start + k.start, sub.start + k.start + k.len};
        }
    }
    return (Span){cursor, cursor};
}

