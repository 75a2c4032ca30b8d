/* parse/token.c - split source into tokens.
 *
 * Words are scanned with an explicit stack of open constructs (parenthesis,
 * double quote, slice bracket, brace) instead of recursion, so any nesting
 * depth is safe here; the parser applies the nesting limit. Single quotes never
 * nest, so they are skipped in one go. */
#include "parse/token.h"

#include "base/check.h"
#include "parse/word.h"

#include <stdlib.h>
#include <string.h>

void tok_init(Tokenizer *t, Str src, unsigned flags)
{
    /* fish reads no further than a NUL byte, wherever it stands. */
    const char *nul = memchr(src.ptr, '\0', src.len);
    if (nul) src.len = (size_t)(nul - src.ptr);
    *t = (Tokenizer){.src = src, .flags = flags, .cmd_pos = true};
}

const char *tok_error_text(TokError e)
{
    switch (e) {
    case TOKE_NONE: return "";
    case TOKE_UNTERMINATED_QUOTE: return "Unexpected end of string, quotes are not balanced";
    case TOKE_UNTERMINATED_SUBSHELL: return "Unexpected end of string, expecting ')'";
    case TOKE_UNTERMINATED_SLICE: return "Unexpected end of string, square brackets do not match";
    case TOKE_UNTERMINATED_ESCAPE: return "Unexpected end of string, incomplete escape sequence";
    case TOKE_UNTERMINATED_BRACE: return "Unexpected end of string, incomplete parameter expansion";
    case TOKE_INVALID_REDIRECT: return "Invalid input/output redirection";
    case TOKE_INVALID_PIPE: return "Cannot use stdin (fd 0) as pipe output";
    case TOKE_CLOSING_UNOPENED_PAREN: return "Unexpected ')' for unopened parenthesis";
    case TOKE_CLOSING_UNOPENED_BRACE: return "Unexpected '}' for unopened brace";
    case TOKE_UNEXPECTED_BRACKET: return "Unexpected '[' at this location";
    case TOKE_PAREN_WANT_BRACE: return "Unexpected ')' found, expecting '}'";
    case TOKE_PAREN_WANT_BRACKET: return "Unexpected ')' found, expecting ']'";
    case TOKE_BRACE_WANT_PAREN: return "Unexpected '}' found, expecting ')'";
    case TOKE_BRACE_WANT_BRACKET: return "Unexpected '}' found, expecting ']'";
    }
    return "";
}

size_t tok_blank_len(Str s, size_t i)
{
    const unsigned char *u = (const unsigned char *)s.ptr + i;
    size_t n = s.len - i;
    if (n == 0) return 0;
    if (u[0] == ' ' || u[0] == '\t' || u[0] == '\r' || u[0] == '\v' || u[0] == '\f') return 1;
    if (n >= 2 && u[0] == 0xC2 && (u[1] == 0xA0 || u[1] == 0x85)) return 2;
    if (n >= 3 && u[0] == 0xE2 && u[1] == 0x80 &&
        (u[2] <= 0x8A || u[2] == 0xA8 || u[2] == 0xA9 || u[2] == 0xAF))
        return 3;
    if (n >= 3 && ((u[0] == 0xE2 && u[1] == 0x81 && u[2] == 0x9F) ||
                   (u[0] == 0xE3 && u[1] == 0x80 && u[2] == 0x80) ||
                   (u[0] == 0xE1 && u[1] == 0x9A && u[2] == 0x80)))
        return 3;
    return 0;
}

bool tok_is_word_char(char c, char next, unsigned flags)
{
    switch (c) {
    case '\0': case ' ': case '\t': case '\r': case '\n': case '|': case ';': case '<': case '>':
        return false;
    case '&':
        if (flags & TOKF_AMP_BG_IN_TOKEN) return false;
        return next && tok_is_word_char(next, 0, flags) && next != '&';
    default:
        return true;
    }
}

/* Open constructs while scanning a word. */
enum { OPEN_PAREN, OPEN_DQUOTE, OPEN_BRACKET, OPEN_BRACE };

typedef struct {
    uint32_t *pos; /* owned; offset of each opener; kind in the top two bits */
    size_t n, cap;
} OpenStack;

static void push(OpenStack *s, int kind, size_t at)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 16;
        s->pos = xreallocarray(s->pos, s->cap, sizeof *s->pos);
    }
    s->pos[s->n++] = ((uint32_t)kind << 30) | (uint32_t)at;
}

static int top_kind(const OpenStack *s)
{
    return s->n ? (int)(s->pos[s->n - 1] >> 30) : -1;
}

static uint32_t top_pos(const OpenStack *s)
{
    return s->pos[s->n - 1] & 0x3FFFFFFFu;
}

static Token error_token(Tokenizer *t, size_t start, TokError e, size_t at, size_t len)
{
    Token k = {.type = TOK_ERROR, .err = e, .start = (uint32_t)start};
    k.len = (uint32_t)(t->pos - start);
    k.err_start = (uint32_t)at;
    k.err_len = (uint32_t)len;
    return k;
}

/* Skips a single-quoted string starting at the quote; returns the offset after
 * the closing quote, or 0 when there is none. */
static size_t skip_single_quote(Str s, size_t i)
{
    for (i++; i < s.len; i++) {
        if (s.ptr[i] == '\\' && i + 1 < s.len) i++;
        else if (s.ptr[i] == '\'') return i + 1;
    }
    return 0;
}

/* Bytes that end a word or open something inside one; the rest are plain. */
static const unsigned char word_stop[256] = {
    [0] = 1, [' '] = 1, ['\t'] = 1, ['\r'] = 1, ['\n'] = 1, ['|'] = 1, [';'] = 1, ['<'] = 1,
    ['>'] = 1, ['&'] = 1, ['\\'] = 1, ['\''] = 1, ['"'] = 1, ['('] = 1, [')'] = 1, ['['] = 1,
    [']'] = 1, ['{'] = 1, ['}'] = 1, ['$'] = 1,
};

static Token read_word(Tokenizer *t)
{
    Str s = t->src;
    size_t start = t->pos, i = t->pos;
    OpenStack st = {0};
    Token result = {.type = TOK_STRING, .start = (uint32_t)start};
    TokError err = TOKE_NONE;
    size_t err_at = 0;
    bool token_begin = true; /* after ( or a blank inside one: # starts a comment */

    while (i < s.len) {
        if (st.n == 0) {
            while (i < s.len && !word_stop[(unsigned char)s.ptr[i]]) i++;
            if (i >= s.len) break;
        }
        char c = s.ptr[i];
        int top = top_kind(&st);
        bool begin = token_begin;
        token_begin = c == '(' || !tok_is_word_char(c, i + 1 < s.len ? s.ptr[i + 1] : 0, t->flags);
        if (c == '#' && begin && top != OPEN_DQUOTE && st.n) {
            const char *nl = memchr(s.ptr + i, '\n', s.len - i);
            i = nl ? (size_t)(nl - s.ptr) : s.len;
            token_begin = true;
            continue;
        }
        if (c == '\\') {
            token_begin = false;
            if (i + 1 >= s.len) {
                if (t->flags & TOKF_UNFINISHED) {
                    i++;
                    break;
                }
                err = TOKE_UNTERMINATED_ESCAPE, err_at = i;
                i++;
                break;
            }
            i += 2;
            continue;
        }
        if (top == OPEN_DQUOTE) {
            if (c == '"') st.n--;
            else if (c == '$' && i + 1 < s.len && s.ptr[i + 1] == '(') push(&st, OPEN_PAREN, ++i);
            i++;
            continue;
        }
        switch (c) {
        case '\'': {
            size_t end = skip_single_quote(s, i);
            if (!end) {
                if (!(t->flags & TOKF_UNFINISHED)) err = TOKE_UNTERMINATED_QUOTE, err_at = i;
                i = s.len;
                goto done;
            }
            i = end;
            continue;
        }
        case '"':
            push(&st, OPEN_DQUOTE, i++);
            continue;
        case '(':
            push(&st, OPEN_PAREN, i++);
            continue;
        case ')':
            if (top == OPEN_PAREN) {
                st.n--;
                i++;
                continue;
            }
            err = top == OPEN_BRACE     ? TOKE_PAREN_WANT_BRACE
                  : top == OPEN_BRACKET ? TOKE_PAREN_WANT_BRACKET
                                        : TOKE_CLOSING_UNOPENED_PAREN;
            err_at = i++;
            goto done;
        case '[':
            /* Anywhere but at the start of a word, [ opens a slice (a[ is unfinished). */
            if (i != start) push(&st, OPEN_BRACKET, i);
            i++;
            continue;
        case ']':
            if (top == OPEN_BRACKET) st.n--;
            i++;
            continue;
        case '{':
            push(&st, OPEN_BRACE, i);
            i++;
            continue;
        case '}':
            if (top == -1) goto done; /* ends the word; a brace block may be closing */
            if (top == OPEN_BRACE) {
                st.n--;
                i++;
                continue;
            }
            err = top == OPEN_PAREN ? TOKE_BRACE_WANT_PAREN : TOKE_BRACE_WANT_BRACKET;
            err_at = i++;
            goto done;
        default:
            break;
        }
        if (top == -1 && !tok_is_word_char(c, i + 1 < s.len ? s.ptr[i + 1] : 0, t->flags)) break;
        i++;
    }
    if (!err && st.n) {
        if (!(t->flags & TOKF_UNFINISHED)) {
            static const TokError by_kind[] = {TOKE_UNTERMINATED_SUBSHELL, TOKE_UNTERMINATED_QUOTE,
                                               TOKE_UNTERMINATED_SLICE, TOKE_UNTERMINATED_BRACE};
            err = by_kind[top_kind(&st)];
            err_at = top_pos(&st);
        }
    }
done:
    free(st.pos);
    t->pos = i;
    if (err) return error_token(t, start, err, err_at, 1);
    result.len = (uint32_t)(i - start);
    return result;
}

size_t tok_scan_redirect(Str s, Token *out)
{
    size_t i = 0;
    int fd = -1;
    bool both = false;
    while (i < s.len && s.ptr[i] >= '0' && s.ptr[i] <= '9') {
        if (fd < 0) fd = 0;
        if (fd < 100000) fd = fd * 10 + (s.ptr[i] - '0');
        i++;
    }
    if (i == 0 && s.len >= 2 && s.ptr[0] == '&' && s.ptr[1] == '>') {
        both = true;
        i = 1;
    }
    if (i >= s.len || (s.ptr[i] != '<' && s.ptr[i] != '>')) return 0;
    Token k = {.type = TOK_REDIRECT, .stderr_too = both};
    char dir = s.ptr[i++];
    if (dir == '<') {
        k.mode = REDIR_INPUT;
        k.fd = fd < 0 ? 0 : fd;
        if (i < s.len && s.ptr[i] == '&') {
            k.mode = REDIR_FD;
            i++;
        } else if (i < s.len && s.ptr[i] == '?') {
            k.mode = REDIR_TRY_INPUT;
            i++;
        }
    } else {
        k.fd = fd < 0 ? 1 : fd;
        k.mode = REDIR_OVERWRITE;
        if (i < s.len && s.ptr[i] == '>') {
            k.mode = REDIR_APPEND;
            i++;
        }
        if (!both && i < s.len && s.ptr[i] == '|') {
            k.type = TOK_PIPE;
            i++;
        } else if (!both && i < s.len && s.ptr[i] == '&') {
            k.mode = REDIR_FD;
            i++;
        } else if (i < s.len && s.ptr[i] == '?') {
            k.mode = REDIR_NOCLOB; /* >>? too: the file must not exist, so nothing is appended */
            i++;
        }
    }
    k.len = (uint32_t)i;
    *out = k;
    return i;
}

long tok_assignment_eq(Str w)
{
    size_t i = 0;
    for (size_t k; i < w.len && (k = word_name_char_len(w.ptr + i, w.len - i));) i += k;
    if (i == 0) return -1;
    if (i < w.len && w.ptr[i] == '[') {
        const char *close = memchr(w.ptr + i, ']', w.len - i);
        if (!close) return -1;
        i = (size_t)(close - w.ptr) + 1;
    }
    return i < w.len && w.ptr[i] == '=' ? (long)i : -1;
}

/* Skips blanks and backslash-newline continuations; sets t->continued when
 * a continuation was among them. */
static void skip_space(Tokenizer *t)
{
    Str s = t->src;
    for (;;) {
        for (size_t u;;) {
            if (t->pos < s.len && (s.ptr[t->pos] == ' ' || s.ptr[t->pos] == '\t')) t->pos++;
            else if ((u = tok_blank_len(s, t->pos))) t->pos += u;
            else break;
        }
        if (t->pos + 1 < s.len && s.ptr[t->pos] == '\\' && s.ptr[t->pos + 1] == '\n') {
            t->pos += 2;
            t->continued = true;
            continue;
        }
        if (t->pos + 2 < s.len && s.ptr[t->pos] == '\\' && s.ptr[t->pos + 1] == '\r' &&
            s.ptr[t->pos + 2] == '\n') {
            t->pos += 3;
            t->continued = true;
            continue;
        }
        break;
    }
}

static Token simple(Tokenizer *t, TokType type, size_t len)
{
    Token k = {.type = type, .start = (uint32_t)t->pos, .len = (uint32_t)len};
    t->pos += len;
    return k;
}

/* Whether a word makes the next word a command too (`not x`, `A=1 x`). */
static bool keeps_cmd_pos(Str w)
{
    static const char *const subcommands[] = {"!", "and", "begin", "builtin", "command", "else",
                                              "exec", "if", "not", "or", "time", "while"};
    if (w.len && w.len <= 7 && strchr("!abceinotw", w.ptr[0])) {
        for (size_t i = 0; i < sizeof subcommands / sizeof *subcommands; i++) {
            const char *sc = subcommands[i];
            if (sc[0] == w.ptr[0] && strncmp(sc, w.ptr, w.len) == 0 && sc[w.len] == '\0') return true;
        }
    }
    return tok_assignment_eq(w) >= 0;
}

static Token next_token(Tokenizer *t)
{
    Str s = t->src;
    for (;;) {
        skip_space(t);
        bool continued = t->continued;
        t->continued = false;
        if (t->pos >= s.len || s.ptr[t->pos] == '\0') {
            t->pos = s.len;
            return (Token){.type = TOK_NONE, .start = (uint32_t)s.len};
        }
        char c = s.ptr[t->pos];
        char n1 = t->pos + 1 < s.len ? s.ptr[t->pos + 1] : 0;
        if (c == '#') {
            size_t start = t->pos;
            const char *nl = memchr(s.ptr + start, '\n', s.len - start);
            t->pos = nl ? (size_t)(nl - s.ptr) : s.len;
            /* A comment line inside a continued command does not end it. */
            if (continued && nl) {
                t->pos++;
                t->continued = true;
            }
            if (!(t->flags & TOKF_COMMENTS)) continue;
            return (Token){.type = TOK_COMMENT, .start = (uint32_t)start,
                           .len = (uint32_t)(t->pos - start)};
        }
        switch (c) {
        case '\n':
        case ';': {
            Token k = simple(t, TOK_END, 1);
            k.newline = c == '\n';
            while (t->pos < s.len && (s.ptr[t->pos] == '\n' || s.ptr[t->pos] == ' ' ||
                                      s.ptr[t->pos] == '\t' || s.ptr[t->pos] == '\r'))
                t->pos++;
            return k;
        }
        case '&':
            if (n1 == '&') return simple(t, TOK_ANDAND, 2);
            if (n1 == '|') {
                Token k = simple(t, TOK_PIPE, 2);
                k.fd = 1;
                k.stderr_too = true;
                return k;
            }
            if (n1 == '>') break;
            return simple(t, TOK_BACKGROUND, 1);
        case '|': {
            if (n1 == '|') return simple(t, TOK_OROR, 2);
            Token k = simple(t, TOK_PIPE, n1 == '&' ? 2 : 1); /* |& is &| (fish 4) */
            k.fd = 1;
            k.stderr_too = n1 == '&';
            return k;
        }
        case '{':
            if (!t->cmd_pos || (t->flags & TOKF_ARGS)) break;
            t->braces++;
            return simple(t, TOK_LBRACE, 1);
        case '}': {
            if (t->braces == 0) {
                size_t at = t->pos++;
                return error_token(t, at, TOKE_CLOSING_UNOPENED_BRACE, at, 1);
            }
            t->braces--;
            return simple(t, TOK_RBRACE, 1);
        }
        default:
            break;
        }
        if (c == '<' || c == '>' || c == '&' || (c >= '0' && c <= '9')) {
            Token k;
            size_t n = tok_scan_redirect(str_sub(s, t->pos, s.len - t->pos), &k);
            if (n) {
                k.start = (uint32_t)t->pos;
                t->pos += n;
                if (k.type == TOK_PIPE && k.fd == 0) {
                    return error_token(t, k.start, TOKE_INVALID_PIPE, k.start, (uint32_t)n);
                }
                return k;
            }
            if (c == '<' || c == '>') {
                size_t at = t->pos++;
                return error_token(t, at, TOKE_INVALID_REDIRECT, at, 1);
            }
        }
        return read_word(t);
    }
}

Token tok_next(Tokenizer *t)
{
    if (t->stopped) return (Token){.type = TOK_NONE, .start = (uint32_t)t->src.len};
    bool was_cmd_pos = t->cmd_pos;
    Token k = next_token(t);
    switch (k.type) {
    case TOK_STRING:
        t->cmd_pos = was_cmd_pos && keeps_cmd_pos(tok_text(t, &k));
        break;
    case TOK_END: case TOK_LBRACE: case TOK_ANDAND: case TOK_OROR: case TOK_BACKGROUND:
    case TOK_PIPE:
        t->cmd_pos = true;
        break;
    case TOK_COMMENT: case TOK_NONE:
        break;
    case TOK_ERROR:
        if (!(t->flags & TOKF_CONTINUE)) t->stopped = true;
        t->cmd_pos = false;
        break;
    default:
        t->cmd_pos = false;
        break;
    }
    return k;
}

bool tok_at_offset(Str src, size_t offset, unsigned flags, Token *out)
{
    Tokenizer t;
    tok_init(&t, src, flags | TOKF_UNFINISHED | TOKF_CONTINUE);
    for (;;) {
        Token k = tok_next(&t);
        if (k.type == TOK_NONE || k.start > offset) return false;
        if (offset <= k.start + k.len) {
            *out = k;
            return true;
        }
    }
}
