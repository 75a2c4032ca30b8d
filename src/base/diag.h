/* base/diag.h - language errors as values, and the one renderer that prints them.
 *
 * Code that finds an error records a Diag (code, byte range, message, optional
 * hint) in a DiagList and goes on; nothing prints where an error is found. The
 * renderer prints fish's layout:
 *
 *     FILE (line N): message
 *     the source line
 *          ^~~^
 *     hint: ... (ours, when we can say more than fish)
 */
#ifndef MINNOW_BASE_DIAG_H
#define MINNOW_BASE_DIAG_H

#include "base/str.h"

#include <stdarg.h>
#include <stdint.h>

typedef struct Diag {
    int code;           /* a module's error code, e.g. PARSE_ERR_* */
    uint32_t start;     /* byte offset into the source */
    uint32_t len;       /* bytes underlined; 0 or 1 gives a lone caret */
    char *text;         /* owned message */
    char *hint;         /* owned, or NULL */
} Diag;

typedef struct DiagList {
    Diag *items; /* owned */
    size_t n, cap;
} DiagList;

/* Appends a diagnostic with a printf-formatted message; returns it so a hint can be added. */
Diag *diag_add(DiagList *l, int code, uint32_t start, uint32_t len, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
Diag *diag_vadd(DiagList *l, int code, uint32_t start, uint32_t len, const char *fmt, va_list ap)
    __attribute__((format(printf, 5, 0)));
void diag_set_hint(Diag *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Shifts every range by delta (errors found in a substring of a larger source). */
void diag_list_shift(DiagList *l, size_t from, uint32_t delta);
/* Moves every diagnostic of from to the end of to; from is left empty. */
void diag_list_move(DiagList *to, DiagList *from);
void diag_list_clear(DiagList *l);
void diag_list_fini(DiagList *l);

/* 1-based line number of a byte offset. */
unsigned diag_line_of(Str src, size_t offset);

/* Appends the diagnostic in fish's layout. name is the file name shown before
 * "(line N)"; when it is NULL only the message, line and caret are written
 * (the prefix is the caller's, e.g. "minnow: "). Offsets past the end are
 * clamped to the last byte. Ends with a newline. The hint line follows when
 * hint is set (the caller's stderr is a terminal). */
void diag_render(StrBuf *out, Str src, const char *name, const Diag *d, bool hint);
/* Just the source line and caret line for a range (each line ends in \n). */
void diag_render_caret(StrBuf *out, Str src, uint32_t start, uint32_t len);

#endif
