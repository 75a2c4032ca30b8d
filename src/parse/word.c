/* parse/word.c - split a word into pieces, left to right, without copying.
 *
 * The scan mirrors the tokenizer's rules (quotes, escapes, nesting), so a
 * word the tokenizer accepted always splits cleanly; an unfinished word (the
 * command line being typed) just ends early. */
#include "parse/word.h"

#include "base/utf8.h"
#include "base/vec.h"
#include "parse/token.h"

#include <stdlib.h>
#include <string.h>

size_t word_name_char_len(const char *p, size_t n)
{
    unsigned char c = (unsigned char)*p;
    if (c < 0x80)
        return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
               (c >= '0' && c <= '9');
    uint32_t cp;
    size_t len = utf8_decode(p, n, &cp);
    return cp != UTF8_INVALID && uc_is_alnum(cp) ? len : 0;
}

void word_iter_init(WordIter *it, Str src, uint32_t start, uint32_t len, bool qmark_glob)
{
    *it = (WordIter){.src = src, .begin = start, .pos = start, .end = start + len, .qmark_glob = qmark_glob};
}

static uint32_t skip_squote(Str s, uint32_t i, uint32_t end)
{
    for (i++; i < end; i++) {
        if (s.ptr[i] == '\\' && i + 1 < end) i++;
        else if (s.ptr[i] == '\'') return i + 1;
    }
    return end;
}

/* Offset past the double quote or parenthesis opening at s[i], with
 * quotes, escapes and parentheses inside skipped; *closed says whether its
 * end was found before end. A loop, since "$( may nest as deep as a typed
 * line goes: top is the group we are in (how many parentheses are open, or
 * 0 inside double quotes), outer the groups around it. */
/* Bytes skip_group looks at; the others only say whether a token may start
 * after them (the tokenizer's word characters, for comments). */
static const unsigned char group_stop[256] = {
    ['\\'] = 1, ['#'] = 1, ['\''] = 1, ['"'] = 1, ['$'] = 1, ['('] = 1, [')'] = 1, ['&'] = 1,
};
static const unsigned char ends_token[256] = {
    [0] = 1,   [' '] = 1, ['\t'] = 1, ['\r'] = 1, ['\n'] = 1,
    ['|'] = 1, [';'] = 1, ['<'] = 1,  ['>'] = 1,  ['('] = 1,
};

static uint32_t skip_group(Str s, uint32_t i, uint32_t end, bool *closed)
{
    uint32_t top = s.ptr[i++] == '"' ? 0 : 1, *outer = NULL;
    size_t n = 0, cap = 0;
    bool token_begin = true; /* as the tokenizer sees it: a '#' here starts a comment */
    *closed = false;
    while (i < end) {
        unsigned char c = (unsigned char)s.ptr[i];
        if (!group_stop[c]) {
            token_begin = ends_token[c];
            i++;
            continue;
        }
        bool begin = token_begin;
        token_begin =
            c == '(' || (c == '&' && !tok_is_word_char('&', i + 1 < end ? s.ptr[i + 1] : 0, 0));
        if (c == '\\' && i + 1 < end) {
            token_begin = false;
            i += 2;
            continue;
        }
        if (top && c == '#' && begin) { /* a comment inside a substitution, up to the newline */
            const char *nl = memchr(s.ptr + i, '\n', end - i);
            i = nl ? (uint32_t)(nl - s.ptr) : end;
            token_begin = true;
            continue;
        }
        if (c == '\'' && top) {
            i = skip_squote(s, i, end);
            continue;
        }
        i++;
        bool ends = false;
        if (top == 0) { /* in double quotes */
            if (c == '"') {
                ends = true;
            } else if (c == '$' && i < end && s.ptr[i] == '(') {
                VEC_PUSH(outer, n, cap, 8, top);
                top = 1;
                i++;
            }
        } else if (c == '"') {
            VEC_PUSH(outer, n, cap, 8, top);
            top = 0;
        } else if (c == '(') {
            top++;
        } else if (c == ')') {
            ends = --top == 0;
        }
        if (!ends) continue;
        if (!n) {
            *closed = true;
            break;
        }
        top = outer[--n];
    }
    free(outer);
    return i;
}

static uint32_t skip_dquote(Str s, uint32_t i, uint32_t end)
{
    bool closed;
    return skip_group(s, i, end, &closed);
}

/* word_match_paren, also saying whether a ')' closed it (an unfinished
 * word may end in a ')' that closes only an inner pair). */
static uint32_t match_paren(Str s, uint32_t open, uint32_t end, bool *closed)
{
    return skip_group(s, open, end, closed);
}

uint32_t word_match_paren(Str s, uint32_t open, uint32_t end)
{
    bool closed;
    return match_paren(s, open, end, &closed);
}

uint32_t word_close_paren(Str s, uint32_t open, uint32_t end)
{
    bool closed;
    uint32_t after = match_paren(s, open, end, &closed);
    return closed ? after : 0;
}

/* Offset past the ']' closing the slice that opens at open. */
static uint32_t match_bracket(Str s, uint32_t open, uint32_t end)
{
    int depth = 0;
    for (uint32_t i = open; i < end; i++) {
        char c = s.ptr[i];
        if (c == '\\' && i + 1 < end) i++;
        else if (c == '\'') i = skip_squote(s, i, end) - 1;
        else if (c == '"') i = skip_dquote(s, i, end) - 1;
        else if (c == '(') i = word_match_paren(s, i, end) - 1;
        else if (c == '[') depth++;
        else if (c == ']' && --depth == 0) return i + 1;
    }
    return end;
}

static bool is_hex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* Length of the backslash escape at i. */
static uint32_t escape_len(Str s, uint32_t i, uint32_t end)
{
    if (i + 1 >= end) return 1;
    char c = s.ptr[i + 1];
    uint32_t max = 0, n = 2;
    bool octal = false;
    switch (c) {
    case 'x': case 'X': max = 2; break;
    case 'u': max = 4; break;
    case 'U': max = 8; break;
    case 'c': return i + 2 < end ? 3 : 2;
    default:
        if (c >= '0' && c <= '7') {
            octal = true;
            max = 2; /* up to three digits including this one */
            break;
        }
        if ((unsigned char)c >= 0xC0) { /* the whole UTF-8 character */
            while (i + n < end && ((unsigned char)s.ptr[i + n] & 0xC0) == 0x80) n++;
        }
        return n;
    }
    for (uint32_t k = 0; k < max && i + n < end; k++, n++) {
        char d = s.ptr[i + n];
        if (octal ? !(d >= '0' && d <= '7') : !is_hex(d)) break;
    }
    return n;
}

static void bad_dollar(WordIter *it, WordPiece *out, uint32_t dollar)
{
    Str s = it->src;
    uint32_t after = dollar + 1;
    out->kind = WP_BAD_DOLLAR;
    out->start = dollar;
    out->len = 1;
    out->inner_start = after;
    out->inner_len = 0;
    if (after >= it->end) {
        out->bad = BAD_NO_NAME;
        out->inner_start = dollar;
        it->pos = after;
        return;
    }
    char c = s.ptr[after];
    switch (c) {
    case '?': out->bad = BAD_STATUS; break;
    case '#': out->bad = BAD_ARGC; break;
    case '@': out->bad = BAD_ARGV_AT; break;
    case '*': out->bad = BAD_ARGV_STAR; break;
    case '$': out->bad = BAD_PID; break;
    case '}': case ',': out->bad = BAD_NO_NAME; break;
    case '"': case '\'':
        out->bad = BAD_NO_NAME;
        out->inner_start = dollar;
        break;
    case '{': {
        /* ${name} gets its own advice; ${ before anything else is just a bad character. */
        uint32_t i = after + 1;
        for (size_t k; i < it->end && (k = word_name_char_len(s.ptr + i, it->end - i));)
            i += (uint32_t)k;
        if (i > after + 1 && i < it->end && s.ptr[i] == '}') {
            out->bad = BAD_BRACKETED;
            out->inner_start = after + 1;
            out->inner_len = i - (after + 1);
        } else {
            out->bad = BAD_CHAR;
        }
        break;
    }
    default: out->bad = BAD_CHAR; break;
    }
    it->pos = after;
}

/* Bytes that may start something other than plain text outside quotes. */
static const unsigned char special[256] = {
    ['\\'] = 1, ['\''] = 1, ['"'] = 1, ['$'] = 1, ['('] = 1, ['*'] = 1, ['~'] = 1,
    ['?'] = 1, ['{'] = 1, ['['] = 1, [','] = 1, ['}'] = 1,
};

/* A run of plain text up to the next byte that may mean something. */
static void text_run(WordIter *it, WordPiece *out)
{
    Str s = it->src;
    uint32_t i = it->pos;
    if (!it->in_dq) {
        while (i < it->end && !special[(unsigned char)s.ptr[i]]) i++;
        if (i > it->pos) {
            out->kind = WP_TEXT;
            out->start = it->pos;
            out->len = i - it->pos;
            it->pos = i;
            return;
        }
    }
    do {
        char c = s.ptr[i];
        if (it->in_dq) {
            if (c == '"' || c == '$') break;
            if (c == '\\' && i + 1 < it->end && strchr("\\\"$\n", s.ptr[i + 1])) break;
        } else {
            if (strchr("\\'\"$(*~", c)) break;
            if (c == '?' && it->qmark_glob) break;
            if ((c == '{' || c == '[') && i > it->pos) break;
            if ((c == ',' || c == '}') && it->brace_depth > 0) break;
        }
        i++;
    } while (i < it->end);
    if (i == it->pos) i++; /* a lone special byte that is literal here */
    out->kind = WP_TEXT;
    out->start = it->pos;
    out->len = i - it->pos;
    it->pos = i;
}

/* A substitution starting at start ('$' or '(') whose '(' is at open. */
static void cmdsub_piece(WordIter *it, WordPiece *out, uint32_t start, uint32_t open)
{
    bool closed;
    uint32_t close = match_paren(it->src, open, it->end, &closed);
    out->kind = WP_CMDSUB;
    out->len = close - start;
    out->inner_start = open + 1;
    out->inner_len = close - (open + 1) - closed;
    it->pos = close;
    it->after_value = true;
}

bool word_next(WordIter *it, WordPiece *out)
{
    if (it->pos >= it->end) return false;
    Str s = it->src;
    uint32_t i = it->pos;
    char c = s.ptr[i];
    bool after_value = it->after_value;
    it->after_value = false;
    *out = (WordPiece){.start = i, .quoted = it->in_dq};

    if (c == '$') {
        uint32_t p = i;
        while (p < it->end && s.ptr[p] == '$') p++;
        if (p < it->end && word_name_char_len(s.ptr + p, it->end - p)) {
            uint32_t name = p;
            for (size_t k; p < it->end && (k = word_name_char_len(s.ptr + p, it->end - p));)
                p += (uint32_t)k;
            out->kind = WP_VAR;
            out->len = p - i;
            out->inner_start = name;
            out->inner_len = p - name;
            it->pos = p;
            it->after_value = true;
            return true;
        }
        if (p == i + 1 && p < it->end && s.ptr[p] == '(') {
            cmdsub_piece(it, out, i, p);
            return true;
        }
        bad_dollar(it, out, i);
        return true;
    }
    if (it->in_dq) {
        if (c == '"') {
            it->in_dq = false;
            out->kind = WP_DQUOTE_CLOSE;
            out->len = 1;
            it->pos = i + 1;
            return true;
        }
        if (c == '\\' && i + 1 < it->end && strchr("\\\"$\n", s.ptr[i + 1])) {
            out->kind = WP_ESCAPE;
            out->len = 2;
            it->pos = i + 2;
            return true;
        }
        text_run(it, out);
        return true;
    }
    switch (c) {
    case '\\':
        out->kind = WP_ESCAPE;
        out->len = escape_len(s, i, it->end);
        it->pos = i + out->len;
        return true;
    case '\'':
        out->kind = WP_SQUOTE;
        it->pos = skip_squote(s, i, it->end);
        out->len = it->pos - i;
        return true;
    case '"':
        it->in_dq = true;
        out->kind = WP_DQUOTE_OPEN;
        out->len = 1;
        it->pos = i + 1;
        return true;
    case '(':
        cmdsub_piece(it, out, i, i);
        return true;
    case '[':
        if (!after_value) break;
        out->kind = WP_SLICE;
        it->pos = match_bracket(s, i, it->end);
        out->len = it->pos - i;
        it->after_value = true;
        return true;
    case '{':
        it->brace_depth++;
        out->kind = WP_BRACE_OPEN;
        out->len = 1;
        it->pos = i + 1;
        return true;
    case ',':
    case '}':
        if (it->brace_depth == 0) break;
        if (c == '}') it->brace_depth--;
        out->kind = c == ',' ? WP_BRACE_SEP : WP_BRACE_CLOSE;
        out->len = 1;
        it->pos = i + 1;
        return true;
    case '*':
        out->kind = WP_GLOB;
        out->len = i + 1 < it->end && s.ptr[i + 1] == '*' ? 2 : 1;
        it->pos = i + out->len;
        return true;
    case '?':
        if (!it->qmark_glob) break;
        out->kind = WP_GLOB;
        out->len = 1;
        it->pos = i + 1;
        return true;
    case '~':
        if (i != it->begin) break;
        out->kind = WP_TILDE;
        out->len = 1;
        it->pos = i + 1;
        return true;
    default:
        break;
    }
    text_run(it, out);
    return true;
}
