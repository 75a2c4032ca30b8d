/* base/ucase.c - simple (one code point to one) Unicode case mapping.
 *
 * ASCII is mapped here; everything else goes to the C library's wide-character
 * tables through a "C.UTF-8" locale object made once on first use (the shell
 * never calls setlocale, so the global locale would only know ASCII). Where
 * that locale is missing, non-ASCII characters keep their case. */
#include "base/utf8.h"

#include <locale.h>
#include <pthread.h>
#include <wctype.h>

static locale_t utf8_locale;
static pthread_once_t utf8_once = PTHREAD_ONCE_INIT;

static void open_locale(void)
{
    utf8_locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
}

static locale_t get_locale(void)
{
    pthread_once(&utf8_once, open_locale);
    return utf8_locale;
}

uint32_t uc_lower(uint32_t cp)
{
    if (cp < 0x80) return cp >= 'A' && cp <= 'Z' ? cp + 32 : cp;
    if (cp == UTF8_INVALID || !get_locale()) return cp;
    return (uint32_t)towlower_l((wint_t)cp, utf8_locale);
}

uint32_t uc_upper(uint32_t cp)
{
    if (cp < 0x80) return cp >= 'a' && cp <= 'z' ? cp - 32 : cp;
    if (cp == UTF8_INVALID || !get_locale()) return cp;
    return (uint32_t)towupper_l((wint_t)cp, utf8_locale);
}
