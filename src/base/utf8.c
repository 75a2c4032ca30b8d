/* base/utf8.c - UTF-8 decoding and encoding. Overlong forms, surrogates and
 * values past U+10FFFF are invalid, byte by byte. */
#include "base/utf8.h"

size_t utf8_decode(const char *s, size_t n, uint32_t *cp)
{
    const unsigned char *p = (const unsigned char *)s;
    unsigned char c = p[0];
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    size_t len;
    uint32_t v, min;
    if (c >= 0xC2 && c <= 0xDF) len = 2, v = c & 0x1F, min = 0x80;
    else if (c >= 0xE0 && c <= 0xEF) len = 3, v = c & 0x0F, min = 0x800;
    else if (c >= 0xF0 && c <= 0xF4) len = 4, v = c & 0x07, min = 0x10000;
    else goto bad;
    if (n < len) goto bad;
    for (size_t i = 1; i < len; i++) {
        if ((p[i] & 0xC0) != 0x80) goto bad;
        v = (v << 6) | (p[i] & 0x3F);
    }
    if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) goto bad;
    *cp = v;
    return len;
bad:
    *cp = UTF8_INVALID;
    return 1;
}

size_t utf8_encode(uint32_t cp, char out[4])
{
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

size_t utf8_count(const char *p, size_t n)
{
    size_t count = 0;
    for (size_t i = 0; i < n; count++) {
        if ((unsigned char)p[i] < 0x80) {
            i++;
        } else {
            uint32_t cp;
            i += utf8_decode(p + i, n - i, &cp);
        }
    }
    return count;
}

size_t utf8_width(const char *p, size_t n)
{
    size_t cols = 0;
    for (size_t i = 0; i < n;) {
        uint32_t cp;
        i += utf8_decode(p + i, n - i, &cp);
        int w = cp == UTF8_INVALID ? 1 : uc_width(cp);
        cols += w < 0 ? 1 : (size_t)w;
    }
    return cols;
}

/* Code points Unicode does not count as letters or numbers, in sorted ranges.
 * An approximation of Rust's char::is_alphanumeric, which fish 4 uses: it catches punctuation,
 * symbols, spaces, combining marks of the common blocks, emoji and private use,
 * but lets through marks and punctuation inside scripts' own blocks. */
static const uint32_t not_alnum[][2] = {
    {0x80, 0xA9},       {0xAB, 0xB1},       {0xB4, 0xB4},        {0xB6, 0xB8},
    {0xBB, 0xBB},       {0xBF, 0xBF},       {0xD7, 0xD7},        {0xF7, 0xF7},
    {0x2C2, 0x2C5},     {0x2D2, 0x2DF},     {0x2E5, 0x2EB},      {0x2ED, 0x2ED},
    {0x2EF, 0x36F},     {0x37E, 0x37E},     {0x387, 0x387},      {0x1680, 0x1680},
    {0x2000, 0x206F},   {0x20A0, 0x20FF},   {0x2190, 0x245F},    {0x249C, 0x24E9},
    {0x2500, 0x2775},   {0x2794, 0x2BFF},   {0x2E00, 0x2E7F},    {0x3000, 0x3004},
    {0x3008, 0x3020},   {0x3030, 0x3030},   {0x303D, 0x303F},    {0xD800, 0xF8FF},
    {0xFE00, 0xFE6F},   {0xFEFF, 0xFEFF},   {0xFF00, 0xFF0F},    {0xFF1A, 0xFF20},
    {0xFF3B, 0xFF40},   {0xFF5B, 0xFF65},   {0xFFF0, 0xFFFF},    {0x1F000, 0x1F0FF},
    {0x1F10D, 0x1FAFF}, {0x1FB00, 0x1FBEF}, {0xE0000, 0x10FFFF},
};

bool uc_is_alnum(uint32_t cp)
{
    if (cp == UTF8_INVALID) return false;
    if (cp < 0x80) {
        return (cp >= '0' && cp <= '9') || (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z');
    }
    size_t lo = 0, hi = sizeof not_alnum / sizeof not_alnum[0];
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (cp < not_alnum[mid][0]) hi = mid;
        else if (cp > not_alnum[mid][1]) lo = mid + 1;
        else return false;
    }
    return true;
}

bool uc_is_space(uint32_t cp)
{
    return (cp >= 0x09 && cp <= 0x0D) || cp == ' ' || cp == 0x85 || cp == 0xA0 || cp == 0x1680 ||
           (cp >= 0x2000 && cp <= 0x200A) || cp == 0x2028 || cp == 0x2029 || cp == 0x202F ||
           cp == 0x205F || cp == 0x3000;
}
