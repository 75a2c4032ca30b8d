/* bench/glob_floor.c - the floor for globbing: what the glob workload asks of
 * a shell, done by a plain C program. Each round reads the folder once per
 * pattern (readdir), keeps the names that fnmatch the pattern (hidden ones
 * left out, as a shell's * does), builds each path and sorts them (strcmp).
 *
 *     cc -O2 -o build/bench/glob_floor bench/glob_floor.c
 *     build/bench/glob_floor DIR ROUNDS [PATTERN...]
 *
 * The patterns are the workload's (* and *5*.txt) when none is given, so the
 * runner's unquoted command line has no wildcard. Prints the number of paths
 * of each pattern's last round. */
#include <dirent.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The sorted paths DIR/NAME of the names matching pattern; *n gets their count. */
static char **glob_one(const char *dir, const char *pattern, size_t *n)
{
    DIR *d = opendir(dir);
    if (!d) {
        perror(dir);
        exit(1);
    }
    size_t cap = 1024, len = strlen(dir);
    char **paths = malloc(cap * sizeof *paths);
    *n = 0;
    for (struct dirent *e; (e = readdir(d));) {
        if (e->d_name[0] == '.' || fnmatch(pattern, e->d_name, FNM_PERIOD) != 0) continue;
        if (*n == cap) paths = realloc(paths, (cap *= 2) * sizeof *paths);
        size_t nl = strlen(e->d_name);
        char *p = malloc(len + nl + 2);
        memcpy(p, dir, len);
        p[len] = '/';
        memcpy(p + len + 1, e->d_name, nl + 1);
        paths[(*n)++] = p;
    }
    closedir(d);
    qsort(paths, *n, sizeof *paths, by_name);
    return paths;
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: glob_floor DIR ROUNDS [PATTERN...]\n");
        return 2;
    }
    static char *workload[] = {"*", "*5*.txt"};
    char **patterns = argc > 3 ? argv + 3 : workload;
    int npatterns = argc > 3 ? argc - 3 : 2;
    int rounds = atoi(argv[2]);
    for (int p = 0; p < npatterns; p++) {
        size_t n = 0;
        for (int r = 0; r < rounds; r++) {
            char **paths = glob_one(argv[1], patterns[p], &n);
            for (size_t i = 0; i < n; i++) free(paths[i]);
            free(paths);
        }
        printf("%zu\n", n);
    }
    return 0;
}
