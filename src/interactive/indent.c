/* interactive/indent.c - block depth per line, from the tokenizer.
 *
 * A stack of open blocks: `begin if while for function switch` and `{` in
 * command position open one, `end` and `}` close one; `case` opens a body
 * inside a switch, closing the previous case's. A line's level is the depth
 * after the first token of the line was looked at, so `end` and `else` line
 * up with the keyword that opened their block. As in fish, a line that
 * starts inside a quoted string is not indented (its text is the user's),
 * and the lines of a command substitution are indented as code one level
 * deeper than the line it starts on, its closing ')' back at that level. */
#include "interactive/indent.h"

#include "base/check.h"
#include "parse/token.h"
#include "parse/word.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#define MAX_STACK 256

enum { B_BLOCK, B_SWITCH, B_CASE };

static bool word_is(Str w, const char *kw) { return str_eq_cstr(w, kw); }

/* A line inside a quoted string: not indented, however deep. */
#define VERBATIM INDENT_VERBATIM

static void compute(Str text, unsigned *levels);

/* The lines that start inside the command substitution whose '(' is at
 * open, in a word at depth: indented as code one level deeper, the line of
 * its closing ')' back at depth. Returns the offset just past the ')'. */
static size_t cmdsub_lines(Str text, size_t open, size_t end, unsigned depth, unsigned *levels,
                           size_t *line)
{
    size_t close = word_match_paren(text, (uint32_t)open, (uint32_t)end);
    bool closed = close > open + 1 && text.ptr[close - 1] == ')';
    size_t from = open + 1, to = closed ? close - 1 : close;
    size_t n = 0;
    for (size_t i = from; i < to; i++) n += text.ptr[i] == '\n';
    if (!n) return close;
    unsigned *inner = xcalloc(n + 1, sizeof *inner);
    compute(str_sub(text, from, to - from), inner);
    size_t k = 0;
    for (size_t i = from; i < to; i++) {
        if (text.ptr[i] != '\n') continue;
        size_t j = i + 1;
        while (j < to && (text.ptr[j] == ' ' || text.ptr[j] == '\t')) j++;
        unsigned in = inner[++k];
        levels[++*line] = closed && j == to ? depth : in & VERBATIM ? in : depth + 1 + in;
    }
    free(inner);
    return close;
}

/* The lines that start inside the word [start, end) at depth: as fish
 * indents them, not at all inside a quoted string (its text is the
 * user's), as code inside a command substitution, else at depth. */
static void word_lines(Str text, size_t start, size_t end, unsigned depth, unsigned *levels,
                       size_t *line)
{
    char quote = 0;
    for (size_t i = start; i < end; i++) {
        char c = text.ptr[i];
        char next = i + 1 < end ? text.ptr[i + 1] : 0;
        if (c == '\n') {
            levels[++*line] = quote ? VERBATIM : depth;
        } else if (c == '\\' && next && (quote != '\'' || next == '\'' || next == '\\')) {
            i++;
            if (next == '\n') levels[++*line] = quote ? VERBATIM : depth;
        } else if (quote) {
            if (c == quote) quote = 0;
            else if (quote == '"' && c == '$' && next == '(')
                i = cmdsub_lines(text, i + 1, end, depth, levels, line) - 1;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if (c == '(') {
            i = cmdsub_lines(text, i, end, depth, levels, line) - 1;
        }
    }
}

static void compute(Str text, unsigned *levels)
{
    unsigned char stack[MAX_STACK];
    unsigned depth = 0;
    size_t line = 0;
    levels[0] = 0;
    bool line_start = true, cmd_pos = true, continued = false, after_else = false;
    Tokenizer t;
    tok_init(&t, text, TOKF_UNFINISHED | TOKF_CONTINUE | TOKF_COMMENTS);
    size_t scanned = 0; /* newlines inside tokens (quotes) or escaped ones */
    for (Token k = tok_next(&t); k.type != TOK_NONE; k = tok_next(&t)) {
        /* lines that start inside this token or in the blank before it */
        for (size_t i = scanned; i < k.start; i++) {
            if (text.ptr[i] != '\n') continue;
            line++;
            levels[line] = depth + (continued || (i > 0 && text.ptr[i - 1] == '\\'));
            line_start = true;
        }
        scanned = k.start;
        bool first = line_start;
        line_start = false;
        if (k.type == TOK_END) {
            cmd_pos = true;
            if (k.newline) {
                line++;
                levels[line] = depth + continued;
                line_start = true;
            }
            continued = false;
            scanned = (size_t)k.start + k.len;
            continue;
        }
        continued = k.type == TOK_PIPE;
        if (k.type == TOK_PIPE || k.type == TOK_ANDAND || k.type == TOK_OROR || k.type == TOK_BACKGROUND) {
            cmd_pos = true;
        } else if (k.type == TOK_LBRACE) {
            if (depth < MAX_STACK) stack[depth] = B_BLOCK;
            depth++;
            cmd_pos = true;
        } else if (k.type == TOK_RBRACE) {
            if (depth) depth--;
            if (first) levels[line] = depth;
        } else if (k.type == TOK_STRING && cmd_pos) {
            Str w = tok_text(&t, &k);
            bool was_else = after_else;
            after_else = false;
            cmd_pos = false;
            if (was_else && word_is(w, "if")) {
                cmd_pos = true; /* `else if` opens no block of its own */
            } else if (word_is(w, "begin") || word_is(w, "if") || word_is(w, "while") || word_is(w, "for") ||
                word_is(w, "function") || word_is(w, "switch")) {
                if (depth < MAX_STACK) stack[depth] = word_is(w, "switch") ? B_SWITCH : B_BLOCK;
                depth++;
                cmd_pos = word_is(w, "begin") || word_is(w, "if") || word_is(w, "while");
            } else if (word_is(w, "end")) {
                if (depth && depth <= MAX_STACK && stack[depth - 1] == B_CASE) depth--;
                if (depth) depth--;
                if (first) levels[line] = depth;
            } else if (word_is(w, "case")) {
                if (depth && depth <= MAX_STACK && stack[depth - 1] == B_CASE) depth--;
                if (first) levels[line] = depth;
                if (depth < MAX_STACK) stack[depth] = B_CASE;
                depth++;
            } else if (word_is(w, "else")) {
                if (first && depth) levels[line] = depth - 1;
                cmd_pos = true;
                after_else = true;
            } else if (word_is(w, "and") || word_is(w, "or") || word_is(w, "not") || word_is(w, "!") ||
                       word_is(w, "command") || word_is(w, "builtin") || word_is(w, "exec") ||
                       word_is(w, "time")) {
                cmd_pos = true;
            }
        }
        /* lines inside the token (in quotes, in a command substitution) */
        if (memchr(text.ptr + k.start, '\n', k.len))
            word_lines(text, k.start, (size_t)k.start + k.len, depth, levels, &line);
        scanned = (size_t)k.start + k.len;
    }
    for (size_t i = scanned; i < text.len; i++) {
        if (text.ptr[i] != '\n') continue;
        line++;
        levels[line] = depth + continued;
    }
}

void indent_levels_marked(Str text, unsigned *levels)
{
    compute(text, levels);
}

void indent_levels(Str text, unsigned *levels)
{
    compute(text, levels);
    size_t lines = 1;
    for (size_t i = 0; i < text.len; i++) lines += text.ptr[i] == '\n';
    for (size_t i = 0; i < lines; i++) {
        if (levels[i] & VERBATIM) levels[i] = 0;
    }
}
