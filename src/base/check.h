/* base/check.h - assertions and fatal errors.
 *
 * MN_ASSERT checks invariants in debug, test and sanitizer builds (MN_DEBUG) and
 * costs nothing in release builds. mn_panic reports a bug or an impossible state
 * and aborts; it is never used for errors a user can cause. */
#ifndef MINNOW_BASE_CHECK_H
#define MINNOW_BASE_CHECK_H

#include <stddef.h>

_Noreturn void mn_panic(const char *file, int line, const char *msg);

#ifdef MN_DEBUG
#define MN_ASSERT(cond) ((cond) ? (void)0 : mn_panic(__FILE__, __LINE__, #cond))
#else
#define MN_ASSERT(cond) ((void)0)
#endif

#define MN_UNREACHABLE() mn_panic(__FILE__, __LINE__, "unreachable")

/* Heap allocation that never returns NULL: out of memory aborts with a message. */
void *xmalloc(size_t n);
void *xcalloc(size_t count, size_t size);
void *xrealloc(void *p, size_t n);
/* Reallocates p to hold count elements of size bytes, aborting on overflow. */
void *xreallocarray(void *p, size_t count, size_t size);
char *xstrdup(const char *s);
char *xmemdup(const void *p, size_t n); /* adds a NUL after n bytes */

#endif
