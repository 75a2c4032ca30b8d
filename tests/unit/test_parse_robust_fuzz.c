/* tests/unit/test_parse_robust_fuzz.c - replay the inputs the fuzzer found.
 *
 * Runs fuzz/fuzz_parse.c's harness (compiled in here, so the same calls and the
 * same contract checks) once on every tests/checks/data/fuzz-*.in file. Some
 * findings need API calls the command line never makes (parse_check with
 * PARSE_CONTINUE, the tokenizer on its own), so a check file cannot replay
 * them. A broken contract aborts with a message; ASan (make asan) reports memory
 * errors. Runs from the source tree (tests/run sets the cwd). */
#include "unit.h"

#include "../../fuzz/fuzz_parse.c"

#include <dirent.h>

#define DATA_DIR "tests/checks/data"

static bool read_all(const char *path, StrBuf *out)
{
    FILE *f = fopen(path, "rb");
    if (!f) return false;
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, f)) > 0) sb_append_mem(out, buf, n);
    bool ok = !ferror(f);
    fclose(f);
    return ok;
}

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

TEST(every_fuzz_input_replays_cleanly)
{
    DIR *d = opendir(DATA_DIR);
    EXPECT(d != NULL);
    if (!d) return;
    char *names[256];
    size_t n = 0;
    for (struct dirent *e; (e = readdir(d)) != NULL && n < 256;) {
        size_t len = strlen(e->d_name);
        if (strncmp(e->d_name, "fuzz-", 5) == 0 && len > 3 && strcmp(e->d_name + len - 3, ".in") == 0) {
            names[n++] = strdup(e->d_name);
        }
    }
    closedir(d);
    qsort(names, n, sizeof *names, by_name);
    EXPECT(n > 0);
    for (size_t i = 0; i < n; i++) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", DATA_DIR, names[i]);
        StrBuf text = STRBUF_INIT;
        EXPECT(read_all(path, &text));
        fprintf(stderr, "replaying %s (%zu bytes)\n", path, text.len);
        EXPECT(LLVMFuzzerTestOneInput((const uint8_t *)sb_str(&text).ptr, text.len) == 0);
        sb_fini(&text);
        free(names[i]);
    }
}
