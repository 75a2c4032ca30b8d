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

/* The classes, as vim has them (and fish 4 after it): a word is a run of
 * one class other than blanks and line breaks. Besides letters and digits
 * and punctuation, some scripts and symbol sets are classes of their own,
 * so "abcあいう甲乙" is three words. */
enum {
    C_BLANK,
    C_NEWLINE,
    C_WORD,
    C_PUNCT,
    C_EMOJI,
    C_SUPERSCRIPT,
    C_SUBSCRIPT,
    C_BRAILLE,
    C_HIRAGANA,
    C_KATAKANA,
    C_CJK,
    C_HANGUL,
};

/* Characters above Latin-1 that are not word characters, by ranges in
 * order (vim's table). */
static const struct {
    uint32_t lo, hi;
    unsigned char cls;
} ranges[] = {
    {0x037e, 0x037e, C_PUNCT},   {0x0387, 0x0387, C_PUNCT},       {0x055a, 0x055f, C_PUNCT},
    {0x0589, 0x0589, C_PUNCT},   {0x05be, 0x05be, C_PUNCT},       {0x05c0, 0x05c0, C_PUNCT},
    {0x05c3, 0x05c3, C_PUNCT},   {0x05f3, 0x05f4, C_PUNCT},       {0x060c, 0x060c, C_PUNCT},
    {0x061b, 0x061b, C_PUNCT},   {0x061f, 0x061f, C_PUNCT},       {0x066a, 0x066d, C_PUNCT},
    {0x06d4, 0x06d4, C_PUNCT},   {0x0700, 0x070d, C_PUNCT},       {0x0964, 0x0965, C_PUNCT},
    {0x0970, 0x0970, C_PUNCT},   {0x0df4, 0x0df4, C_PUNCT},       {0x0e4f, 0x0e4f, C_PUNCT},
    {0x0e5a, 0x0e5b, C_PUNCT},   {0x0f04, 0x0f12, C_PUNCT},       {0x0f3a, 0x0f3d, C_PUNCT},
    {0x0f85, 0x0f85, C_PUNCT},   {0x104a, 0x104f, C_PUNCT},       {0x10fb, 0x10fb, C_PUNCT},
    {0x1361, 0x1368, C_PUNCT},   {0x166d, 0x166e, C_PUNCT},       {0x1680, 0x1680, C_BLANK},
    {0x169b, 0x169c, C_PUNCT},   {0x16eb, 0x16ed, C_PUNCT},       {0x1735, 0x1736, C_PUNCT},
    {0x17d4, 0x17dc, C_PUNCT},   {0x1800, 0x180a, C_PUNCT},       {0x2000, 0x200b, C_BLANK},
    {0x200c, 0x2027, C_PUNCT},   {0x2028, 0x2029, C_BLANK},       {0x202a, 0x202e, C_PUNCT},
    {0x202f, 0x202f, C_BLANK},   {0x2030, 0x205e, C_PUNCT},       {0x205f, 0x205f, C_BLANK},
    {0x2060, 0x206f, C_PUNCT},   {0x2070, 0x207f, C_SUPERSCRIPT}, {0x2080, 0x2094, C_SUBSCRIPT},
    {0x20a0, 0x27ff, C_PUNCT},   {0x2800, 0x28ff, C_BRAILLE},     {0x2900, 0x2998, C_PUNCT},
    {0x29d8, 0x29db, C_PUNCT},   {0x29fc, 0x29fd, C_PUNCT},       {0x2e00, 0x2e7f, C_PUNCT},
    {0x3000, 0x3000, C_BLANK},   {0x3001, 0x3020, C_PUNCT},       {0x3030, 0x3030, C_PUNCT},
    {0x303d, 0x303d, C_PUNCT},   {0x3040, 0x309f, C_HIRAGANA},    {0x30a0, 0x30ff, C_KATAKANA},
    {0x3300, 0x9fff, C_CJK},     {0xac00, 0xd7a3, C_HANGUL},      {0xf900, 0xfaff, C_CJK},
    {0xfd3e, 0xfd3f, C_PUNCT},   {0xfe30, 0xfe6b, C_PUNCT},       {0xff00, 0xff0f, C_PUNCT},
    {0xff1a, 0xff20, C_PUNCT},   {0xff3b, 0xff40, C_PUNCT},       {0xff5b, 0xff65, C_PUNCT},
    {0x1d000, 0x1d24f, C_PUNCT}, {0x1d400, 0x1d7ff, C_PUNCT},     {0x1f000, 0x1f2ff, C_PUNCT},
    {0x1f300, 0x1f9ff, C_PUNCT}, {0x20000, 0x2a6df, C_CJK},       {0x2a700, 0x2b73f, C_CJK},
    {0x2b740, 0x2b81f, C_CJK},   {0x2f800, 0x2fa1f, C_CJK},
};

static int class_of(uint32_t c)
{
    if (c == '\n') return C_NEWLINE;
    if (c == UTF8_INVALID) return C_PUNCT;
    if (c < 0x100) {
        if (c == ' ' || c == '\t' || c == 0 || c == 0xa0) return C_BLANK;
        bool latin = (c >= 0xc0 && c != 0xd7 && c != 0xf7) || (c < 0x80 && uc_is_alnum(c));
        return latin ? C_WORD : C_PUNCT; /* '_' too, unlike vim (fish 4) */
    }
    /* emoji: the wide ones (vim lists a few narrow symbols too) */
    if (uc_emoji_wide(c)) return C_EMOJI;
    size_t lo = 0, hi = sizeof ranges / sizeof *ranges;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (c < ranges[mid].lo) hi = mid;
        else if (c > ranges[mid].hi) lo = mid + 1;
        else return ranges[mid].cls;
    }
    return C_WORD;
}

static int class_at(Str s, size_t i, bool big)
{
    uint32_t c;
    utf8_decode(s.ptr + i, s.len - i, &c);
    int cls = class_of(c);
    if (big && cls != C_NEWLINE && cls != C_BLANK) return C_WORD;
    return cls;
}

static bool wordish(int cls)
{
    return cls != C_BLANK && cls != C_NEWLINE;
}

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
    /* past the end counts as on the last character (fish 4) */
    if (pos >= s.len) pos = s.len ? eb_prev_char(s, s.len) : 0;
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
    if (pos >= s.len) return false;
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
