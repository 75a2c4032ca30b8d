/* builtins/random.c - pseudo-random integers and choices.
 *
 *   random                      a number in 0..32767
 *   random SEED                 reseed (the same seed repeats the same sequence)
 *   random START END            a number in START..END, both included
 *   random START STEP END       START plus a multiple of STEP, up to END
 *   random choice ITEM...       one of the items
 *
 * As in fish 4: START and END may come in either order (and may be equal),
 * a STEP wider than the range leaves only START, and more than three numbers
 * is an error with status 1. The generator lives in the Shell (sh->rng),
 * seeded at start-up from the time and the pid. */
#include "builtins/builtins.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* fish's integer rules for START and END: decimal, optional sign and
 * surrounding blanks; reports and returns false otherwise. */
static bool parse_signed(Io *io, const char *cmd, const char *s, int64_t *out)
{
    long v;
    if (!bi_parse_int(s, &v)) {
        bi_error(io, cmd, "%s: invalid integer", s);
        return false;
    }
    *out = v;
    return true;
}

/* STEP: the same, but unsigned (a minus sign is invalid) and up to 2^64-1. */
static bool parse_unsigned(Io *io, const char *cmd, const char *s, uint64_t *out)
{
    const char *p = s;
    while (isspace((unsigned char)*p)) p++;
    char *end = NULL;
    errno = 0;
    unsigned long long v = *p == '-' ? 0 : strtoull(p, &end, 10);
    if (end) {
        while (*end == ' ' || *end == '\t') end++;
    }
    if (*p == '-' || errno || end == p || *end) {
        bi_error(io, cmd, "%s: invalid integer", s);
        return false;
    }
    *out = v;
    return true;
}

int bi_random(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    OptState st;
    opt_begin(&st, argc, argv, bi_help_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 'h') return bi_print_help(sh, io, cmd);
        return bi_opt_error(sh, io, cmd, &st, c);
    }
    char **args = argv + st.index;
    int n = argc - st.index;

    if (n >= 1 && !strcmp(args[0], "choice")) {
        if (n == 1) {
            bi_error(io, cmd, "nothing to choose from");
            return STATUS_INVALID_ARGS;
        }
        uint64_t pick = rng_upto(&sh->rng, (uint64_t)(n - 2));
        io_printf(io, 1, "%s\n", args[1 + pick]);
        return STATUS_OK;
    }

    int64_t start = 0, end = 32767;
    uint64_t step = 1;
    switch (n) {
    case 0:
        break;
    case 1: {
        int64_t seed;
        if (!parse_signed(io, cmd, args[0], &seed)) return STATUS_INVALID_ARGS;
        rng_seed(&sh->rng, (uint64_t)seed);
        return STATUS_OK;
    }
    case 2:
        if (!parse_signed(io, cmd, args[0], &start) || !parse_signed(io, cmd, args[1], &end))
            return STATUS_INVALID_ARGS;
        break;
    case 3:
        if (!parse_signed(io, cmd, args[0], &start) || !parse_unsigned(io, cmd, args[1], &step))
            return STATUS_INVALID_ARGS;
        if (step == 0) {
            bi_error(io, cmd, "STEP must be a positive integer");
            return STATUS_INVALID_ARGS;
        }
        if (!parse_signed(io, cmd, args[2], &end)) return STATUS_INVALID_ARGS;
        break;
    default:
        bi_error(io, cmd, "too many arguments");
        return STATUS_FAIL;
    }
    if (start > end) {
        int64_t t = start;
        start = end;
        end = t;
    }
    /* Unsigned arithmetic: the span of INT64_MIN..INT64_MAX still fits. */
    uint64_t span = (uint64_t)end - (uint64_t)start;
    uint64_t k = rng_upto(&sh->rng, span / step);
    int64_t result = (int64_t)((uint64_t)start + k * step);
    io_printf(io, 1, "%" PRId64 "\n", result);
    return STATUS_OK;
}
