/* interactive/viword.c - vi's words: classes of characters and the runs
 * they form.
 *
 * Every motion here walks the text one character at a time and asks only
 * "which class is this character?", so the rules read as vi documents them:
 * w stops where a word starts (an empty line is a word), e on the last
 * character of a word, ge on the last character of the word before. */
#include "interactive/viword.h"

#include "base/utf8.h"
#include "interactive/editbuf.h"

enum { C_BLANK, C_NEWLINE, C_WORD, C_PUNCT };

static int class_at(Str s, size_t i, bool big)
{
    uint32_t c;
    utf8_decode(s.ptr + i, s.len - i, &c);
    if (c == '\n') return C_NEWLINE;
    if (c != UTF8_INVALID && uc_is_space(c)) return C_BLANK;
    if (big) return C_WORD;
    return c != UTF8_INVALID && uc_is_alnum(c) ? C_WORD : C_PUNCT;
}

static bool wordish(int cls) { return cls == C_WORD || cls == C_PUNCT; }

size_t vi_word_next_start(Str s, size_t pos, bool big)
{
    if (pos >= s.len) return s.len;
    int last = class_at(s, pos, big);
    size_t i = eb_next_char(s, pos);
    for (; i < s.len; i = eb_next_char(s, i)) {
        int cls = class_at(s, i, big);
        bool stop;
        if (last == C_BLANK) stop = wordish(cls);
        else if (last == C_NEWLINE) stop = cls != C_BLANK; /* a word, or an empty line */
        else stop = wordish(cls) && cls != last;
        if (stop) break;
        last = cls;
    }
    return i;
}

size_t vi_word_next_end(Str s, size_t pos, bool big)
{
    size_t i = eb_next_char(s, pos);
    while (i < s.len && !wordish(class_at(s, i, big))) i = eb_next_char(s, i);
    if (i >= s.len) return s.len;
    int cls = class_at(s, i, big);
    for (size_t n; (n = eb_next_char(s, i)) < s.len && class_at(s, n, big) == cls;) i = n;
    return i;
}

size_t vi_word_prev_end(Str s, size_t pos, bool big)
{
    if (pos > s.len) pos = s.len;
    size_t i = pos;
    if (pos < s.len) {
        int cls = class_at(s, pos, big);
        if (wordish(cls))
            while (i > 0 && class_at(s, eb_prev_char(s, i), big) == cls) i = eb_prev_char(s, i);
    }
    while (i > 0) {
        size_t j = eb_prev_char(s, i);
        int cls = class_at(s, j, big);
        if (wordish(cls)) return j;
        if (cls == C_NEWLINE && (j == 0 || s.ptr[j - 1] == '\n')) return j; /* an empty line */
        i = j;
    }
    return 0;
}

size_t vi_word_kill_end(Str s, size_t pos, bool big)
{
    size_t end = vi_word_next_start(s, pos, big);
    for (size_t i = pos < s.len ? eb_next_char(s, pos) : s.len; i < end; i = eb_next_char(s, i))
        if (s.ptr[i] == '\n') return i;
    return end;
}

bool vi_word_object(Str s, size_t pos, bool big, bool around, size_t *from, size_t *to)
{
    if (!s.len) return false;
    if (pos >= s.len) pos = eb_prev_char(s, s.len);
    int cls = class_at(s, pos, big);
    if (cls == C_NEWLINE) { /* an empty line: nothing to take */
        *from = *to = pos;
        return true;
    }
    size_t a = pos, b = eb_next_char(s, pos);
    while (a > 0 && class_at(s, eb_prev_char(s, a), big) == cls) a = eb_prev_char(s, a);
    while (b < s.len && class_at(s, b, big) == cls) b = eb_next_char(s, b);
    if (around && cls == C_BLANK) {
        /* blanks, then the word after them */
        if (b < s.len && wordish(class_at(s, b, big))) {
            int next = class_at(s, b, big);
            while (b < s.len && class_at(s, b, big) == next) b = eb_next_char(s, b);
        }
    } else if (around && wordish(cls)) {
        /* the word and the blanks after it, or else those before it */
        size_t t = b;
        while (t < s.len && class_at(s, t, big) == C_BLANK) t = eb_next_char(s, t);
        if (t > b) {
            b = t;
        } else {
            while (a > 0 && class_at(s, eb_prev_char(s, a), big) == C_BLANK) a = eb_prev_char(s, a);
        }
    }
    *from = a;
    *to = b;
    return true;
}
