/* interactive/words.c - the word motions' state machines.
 *
 * A machine is asked, character by character, whether it takes the next one;
 * the first refusal ends the word. The states mirror how people read a command
 * line: leading blanks go with the word that follows them, a run of
 * punctuation is a word of its own, a path stops at its separators. */
#include "interactive/words.h"

#include "base/utf8.h"
#include "interactive/editbuf.h"
#include "parse/token.h"

#include <string.h>

enum { ST_FIRST, ST_REST, ST_BLANK_REST, ST_BLANK, ST_ALNUM, ST_GRAPH, ST_END };
enum { PS_INITIAL, PS_BLANK, PS_SEPARATOR, PS_SLASH, PS_COMPONENT, PS_INITIAL_SEP, PS_END };

typedef struct Machine {
    WordStyle style;
    int state;
} Machine;

static bool blank(uint32_t c) { return c != UTF8_INVALID && uc_is_space(c); }
static bool alnum(uint32_t c) { return c != UTF8_INVALID && uc_is_alnum(c); }

/* Whether the character at i is escaped by an odd run of backslashes. */
static bool backslashed(Str s, size_t i)
{
    size_t n = 0;
    while (i > n && s.ptr[i - n - 1] == '\\') n++;
    return n % 2 == 1;
}

static bool path_char(uint32_t c, char byte, char next)
{
    if (c >= 0x80) return !blank(c);
    if (strchr("/={,}'\":@#", byte)) return false;
    return tok_is_word_char(byte, next, 0);
}

static bool take_punct(Machine *m, uint32_t c)
{
    for (;;) {
        switch (m->state) {
        case ST_FIRST:
            m->state = blank(c) ? ST_BLANK : alnum(c) ? ST_ALNUM : ST_REST;
            return true;
        case ST_REST:
            if (blank(c)) {
                m->state = ST_BLANK_REST;
                return true;
            }
            if (alnum(c)) {
                m->state = ST_ALNUM;
                return true;
            }
            m->state = ST_END;
            return false;
        case ST_BLANK:
        case ST_BLANK_REST:
            if (blank(c)) return true;
            m->state = m->state == ST_BLANK ? ST_ALNUM : ST_END;
            continue;
        case ST_ALNUM:
            if (alnum(c)) return true;
            m->state = ST_END;
            return false;
        default:
            return false;
        }
    }
}

static bool take_space(Machine *m, uint32_t c)
{
    for (;;) {
        switch (m->state) {
        case ST_FIRST:
            m->state = blank(c) ? ST_BLANK : ST_GRAPH;
            return true;
        case ST_BLANK:
            if (blank(c)) return true;
            m->state = ST_GRAPH;
            continue;
        case ST_GRAPH:
            if (!blank(c)) return true;
            m->state = ST_END;
            return false;
        default:
            return false;
        }
    }
}

static bool take_path(Machine *m, Str s, size_t i, uint32_t c)
{
    bool escaped = backslashed(s, i);
    bool is_blank = blank(c) && !escaped;
    char next = i + 1 < s.len ? s.ptr[i + 1] : 0;
    bool comp = path_char(c, s.ptr[i], next) || (blank(c) && escaped);
    for (;;) {
        switch (m->state) {
        case PS_INITIAL:
            if (!comp && !is_blank) {
                m->state = PS_INITIAL_SEP;
                continue;
            }
            m->state = PS_BLANK;
            if (!comp) return true;
            continue;
        case PS_BLANK:
            if (is_blank) return true;
            m->state = (s.ptr[i] == '/' || comp) ? PS_SLASH : PS_SEPARATOR;
            continue;
        case PS_SEPARATOR:
            if (!is_blank && !comp) return true;
            m->state = PS_END;
            return false;
        case PS_SLASH:
            if (s.ptr[i] == '/') return true;
            m->state = PS_COMPONENT;
            continue;
        case PS_COMPONENT:
            if (comp) return true;
            m->state = PS_END;
            return false;
        case PS_INITIAL_SEP:
            if (comp) {
                m->state = PS_COMPONENT;
                return true;
            }
            if (is_blank) {
                m->state = PS_END;
                return false;
            }
            return true;
        default:
            return false;
        }
    }
}

static bool take(Machine *m, Str s, size_t i)
{
    uint32_t c;
    utf8_decode(s.ptr + i, s.len - i, &c);
    switch (m->style) {
    case WORD_PUNCT: return take_punct(m, c);
    case WORD_SPACE: return take_space(m, c);
    case WORD_PATH: return take_path(m, s, i, c);
    }
    return false;
}

size_t word_move(Str s, size_t pos, WordStyle style, bool forward)
{
    Machine m = {style, 0};
    if (forward) {
        while (pos < s.len && take(&m, s, pos)) pos = eb_next_char(s, pos);
    } else {
        while (pos > 0) {
            size_t prev = eb_prev_char(s, pos);
            if (!take(&m, s, prev)) break;
            pos = prev;
        }
    }
    return pos;
}

size_t word_token_move(Str s, size_t pos, bool forward)
{
    Tokenizer t;
    tok_init(&t, s, TOKF_UNFINISHED | TOKF_CONTINUE | TOKF_COMMENTS);
    size_t best = forward ? s.len : 0;
    for (Token k = tok_next(&t); k.type != TOK_NONE; k = tok_next(&t)) {
        if (k.type != TOK_STRING) continue; /* pipes, ; and & are passed over, as fish */
        size_t start = k.start, end = (size_t)k.start + k.len;
        if (forward && end > pos) return end;
        if (!forward) {
            if (start >= pos) break;
            best = start;
        }
    }
    return best;
}
