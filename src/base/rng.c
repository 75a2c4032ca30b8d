/* base/rng.c - xoshiro256** seeded through splitmix64. */
#include "base/rng.h"

static uint64_t splitmix(uint64_t *x)
{
    uint64_t z = (*x += 0x9E3779B97F4A7C15u);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
    return z ^ (z >> 31);
}

static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }

void rng_seed(Rng *r, uint64_t seed)
{
    for (int i = 0; i < 4; i++) r->s[i] = splitmix(&seed);
}

uint64_t rng_next(Rng *r)
{
    uint64_t *s = r->s;
    uint64_t out = rotl(s[1] * 5, 7) * 9;
    uint64_t t = s[1] << 17;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 45);
    return out;
}

uint64_t rng_upto(Rng *r, uint64_t max)
{
    if (max == UINT64_MAX) return rng_next(r);
    uint64_t bound = max + 1;
    /* Drop the few values at the bottom that would make some results more likely. */
    uint64_t threshold = (0 - bound) % bound;
    for (;;) {
        uint64_t x = rng_next(r);
        if (x >= threshold) return x % bound;
    }
}
