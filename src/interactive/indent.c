/* interactive/indent.c - block depth per line, from the tokenizer.
 *
 * A stack of open blocks: `begin if while for function switch` and `{` in
 * command position open one, `end` and `}` close one; `case` opens a body
 * inside a switch, closing the previous case's. A line's level is the depth
 * after the first token of the line was looked at, so `end` and `else` line
 * up with the keyword that opened their block. */
#include "interactive/indent.h"

#include "parse/token.h"

#include <stdbool.h>
#include <string.h>

#define MAX_STACK 256

enum { B_BLOCK, B_SWITCH, B_CASE };

static bool word_is(Str w, const char *kw) { return str_eq_cstr(w, kw); }

void indent_levels(Str text, unsigned *levels)
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
        /* lines inside the token (a quoted newline) */
        for (size_t i = k.start; i < (size_t)k.start + k.len; i++) {
            if (text.ptr[i] != '\n') continue;
            line++;
            levels[line] = depth;
        }
        scanned = (size_t)k.start + k.len;
    }
    for (size_t i = scanned; i < text.len; i++) {
        if (text.ptr[i] != '\n') continue;
        line++;
        levels[line] = depth + continued;
    }
}
