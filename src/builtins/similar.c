/* builtins/similar.c - `__minnow_similar WORD CANDIDATE...`: the candidates
 * near WORD, best first, one a line, for "did you mean" lists (help's
 * unknown topics). Near means: starting with WORD (or WORD starting with
 * it), or within a few typing errors: one for a word of up to four bytes,
 * two up to eight, three beyond (str_distance). Those that start with WORD
 * come first, then by distance; ties keep the candidates' order. Status 0
 * when one was printed, 1 when none is near. */
#include "builtins/builtins.h"

#include "base/check.h"

#include <stdlib.h>
#include <string.h>

typedef struct Near {
    size_t rank; /* 0 for a prefix match, else 1 + the distance */
    int index;
} Near;

static int by_rank(const void *a, const void *b)
{
    const Near *x = a, *y = b;
    if (x->rank != y->rank) return x->rank < y->rank ? -1 : 1;
    return (x->index > y->index) - (x->index < y->index);
}

int bi_minnow_similar(Shell *sh, Io *io, int argc, char **argv)
{
    (void)sh;
    if (argc < 2) {
        bi_error(io, argv[0], "expected a word and candidates");
        return STATUS_INVALID_ARGS;
    }
    Str word = str_cstr(argv[1]);
    size_t limit = word.len <= 4 ? 1 : word.len <= 8 ? 2 : 3;
    Near *near = xmalloc((size_t)argc * sizeof *near);
    size_t n = 0;
    for (int i = 2; i < argc; i++) {
        Str cand = str_cstr(argv[i]);
        if (str_eq(cand, word) || !cand.len) continue;
        size_t rank;
        if (word.len && (str_starts_with(cand, word) || (cand.len >= 3 && str_starts_with(word, cand)))) rank = 0;
        else rank = 1 + str_distance(word, cand, limit);
        if (rank == 0 || rank <= limit + 1) near[n++] = (Near){rank, i};
    }
    qsort(near, n, sizeof *near, by_rank);
    StrBuf out = STRBUF_INIT;
    for (size_t i = 0; i < n; i++) {
        bool seen = false; /* a candidate given twice is printed once */
        for (size_t k = 0; k < i && !seen; k++) seen = !strcmp(argv[near[k].index], argv[near[i].index]);
        if (!seen) sb_printf(&out, "%s\n", argv[near[i].index]);
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    free(near);
    return n ? STATUS_OK : STATUS_FAIL;
}
