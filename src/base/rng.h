/* base/rng.h - a small, fast pseudo-random number generator.
 *
 * xoshiro256** with its state filled from one 64-bit seed by splitmix64, so
 * any seed (even 0 or 1) starts a good sequence and the same seed always
 * gives the same numbers. Not for anything that needs secrecy. */
#ifndef MINNOW_BASE_RNG_H
#define MINNOW_BASE_RNG_H

#include <stdint.h>

typedef struct Rng {
    uint64_t s[4];
} Rng;

void rng_seed(Rng *r, uint64_t seed);
/* The next 64 random bits. */
uint64_t rng_next(Rng *r);
/* A uniform number in [0, max] (every value equally likely, no modulo bias). */
uint64_t rng_upto(Rng *r, uint64_t max);

#endif
