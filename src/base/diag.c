/* base/diag.c - collecting diagnostics and printing them with a caret line.
 *
 * The caret line copies tabs from the source so the caret lines up in any
 * terminal, counts display columns through the width table, and underlines a
 * range longer than one column as ^~~^. */
#include "base/diag.h"

#include "base/check.h"
#include "base/vec.h"
#include "base/utf8.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static char *vformat(const char *fmt, va_list ap)
{
    StrBuf b = STRBUF_INIT;
    sb_vprintf(&b, fmt, ap);
    return sb_take(&b);
}

Diag *diag_vadd(DiagList *l, int code, uint32_t start, uint32_t len, const char *fmt, va_list ap)
{
    VEC_RESERVE(l->items, l->n, l->cap, 4);
    Diag *d = &l->items[l->n++];
    *d = (Diag){.code = code, .start = start, .len = len, .text = vformat(fmt, ap)};
    return d;
}

Diag *diag_add(DiagList *l, int code, uint32_t start, uint32_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = diag_vadd(l, code, start, len, fmt, ap);
    va_end(ap);
    return d;
}

void diag_set_hint(Diag *d, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    free(d->hint);
    d->hint = vformat(fmt, ap);
    va_end(ap);
}

void diag_list_shift(DiagList *l, size_t from, uint32_t delta)
{
    for (size_t i = from; i < l->n; i++) l->items[i].start += delta;
}

void diag_list_move(DiagList *to, DiagList *from)
{
    for (size_t i = 0; i < from->n; i++) {
        VEC_PUSH(to->items, to->n, to->cap, 4, from->items[i]);
    }
    from->n = 0;
}

void diag_list_clear(DiagList *l)
{
    for (size_t i = 0; i < l->n; i++) {
        free(l->items[i].text);
        free(l->items[i].hint);
    }
    l->n = 0;
}

void diag_list_fini(DiagList *l)
{
    diag_list_clear(l);
    free(l->items);
    *l = (DiagList){0};
}

unsigned diag_line_of(Str src, size_t offset)
{
    if (offset > src.len) offset = src.len;
    unsigned line = 1;
    for (const char *p = src.ptr, *end = src.ptr + offset; (p = memchr(p, '\n', (size_t)(end - p)));
         p++)
        line++;
    return line;
}

void diag_render_caret(StrBuf *out, Str src, uint32_t start32, uint32_t len32)
{
    size_t start = start32, len = len32;
    if (src.len == 0) return;
    if (start >= src.len) {
        start = src.len - 1;
        len = 0;
    }
    if (start + len > src.len) len = src.len - start;
    size_t line_start = start;
    while (line_start > 0 && src.ptr[line_start - 1] != '\n') line_start--;
    size_t last = len ? start + len - 1 : start;
    const char *nl = memchr(src.ptr + last, '\n', src.len - last);
    size_t line_end = nl ? (size_t)(nl - src.ptr) : src.len;
    /* A range ending at the end of its line is cut there (fish 4); one with a
     * control character left in it (a line break) has no width: a lone caret. */
    if (start + len > line_end) len = line_end - start;
    for (size_t i = start; i < start + len; i++) {
        if ((unsigned char)src.ptr[i] < 0x20 || src.ptr[i] == 0x7f) {
            len = 0;
            break;
        }
    }

    sb_append_mem(out, src.ptr + line_start, line_end - line_start);
    sb_append_char(out, '\n');
    for (size_t i = line_start; i < start;) {
        uint32_t cp;
        size_t n = utf8_decode(src.ptr + i, start - i, &cp);
        if (cp == '\t') sb_append_char(out, '\t');
        else if (cp == '\n') sb_append_char(out, ' ');
        else if (cp == UTF8_INVALID) sb_append_char(out, ' ');
        else if (uc_width(cp) > 0) sb_append_repeat(out, ' ', (size_t)uc_width(cp));
        i += n;
    }
    sb_append_char(out, '^');
    if (len > 1) {
        size_t width = utf8_width(src.ptr + start, len);
        if (width >= 2) {
            sb_append_repeat(out, '~', width - 2);
            sb_append_char(out, '^');
        }
    }
    sb_append_char(out, '\n');
}

void diag_render(StrBuf *out, Str src, const char *name, const Diag *d, bool hint)
{
    if (name) sb_printf(out, "%s (line %u): ", name, diag_line_of(src, d->start));
    sb_append_cstr(out, d->text);
    sb_append_char(out, '\n');
    diag_render_caret(out, src, d->start, d->len);
    if (hint && d->hint) sb_printf(out, "hint: %s\n", d->hint);
}
