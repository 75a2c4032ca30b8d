/* base/vec.h - the one way a growable array grows.
 *
 * Any struct with a pointer, a count and a capacity is a vector; VEC_PUSH
 * appends (doubling the capacity, starting at `first`), so the growth policy
 * and the overflow check live in one place. */
#ifndef MINNOW_BASE_VEC_H
#define MINNOW_BASE_VEC_H

#include "base/check.h"

/* Makes room for one more element of the array items[0..n) with capacity cap. */
#define VEC_RESERVE(items, n, cap, first)                                       \
    do {                                                                        \
        if ((n) == (cap)) {                                                     \
            (cap) = (cap) ? (cap) * 2 : (first);                                \
            (items) = xreallocarray((items), (cap), sizeof *(items));           \
        }                                                                       \
    } while (0)

/* Appends value. */
#define VEC_PUSH(items, n, cap, first, value)                                   \
    do {                                                                        \
        VEC_RESERVE(items, n, cap, first);                                      \
        (items)[(n)++] = (value);                                               \
    } while (0)

#endif
