/* tests/unit/test_map.c - the string-keyed hash map: lookups, erase, order,
 * scale, odd keys, value hooks and the iterator-misuse check. */
#include "unit.h"

#include "base/map.h"

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static Str key_of(char *buf, size_t cap, int i)
{
    int n = snprintf(buf, cap, "key-%d", i);
    return str_make(buf, (size_t)n);
}

static int freed_count;

static void count_free(void *value)
{
    freed_count++;
    free(value);
}

static int *int_new(int v)
{
    int *p = malloc(sizeof *p);
    *p = v;
    return p;
}

TEST(map_empty_lookups)
{
    Map m = MAP_INIT;
    EXPECT(map_get(&m, STR("x")) == NULL);
    EXPECT(!map_find(&m, STR(""), NULL));
    EXPECT(!map_erase(&m, STR("x")));
    EXPECT_EQ_SIZE(map_count(&m), 0);
    MapIter it = map_iter(&m);
    EXPECT(!map_next(&it, NULL, NULL));
    map_fini(&m);
}

TEST(map_put_get_replace)
{
    Map m;
    map_init(&m, NULL);
    int a = 1, b = 2, c = 3;
    EXPECT(map_put(&m, STR("a"), &a));
    EXPECT(map_put(&m, STR("b"), &b));
    EXPECT(!map_put(&m, STR("a"), &c)); /* replaced, not added */
    EXPECT_EQ_SIZE(map_count(&m), 2);
    EXPECT(map_get(&m, STR("a")) == &c);
    EXPECT(map_get(&m, STR("b")) == &b);
    EXPECT(map_get(&m, STR("c")) == NULL);
    EXPECT(map_get(&m, STR("ab")) == NULL);
    map_fini(&m);
}

TEST(map_null_values_are_found)
{
    Map m = MAP_INIT;
    void *v = &v;
    map_put(&m, STR("k"), NULL);
    EXPECT(map_find(&m, STR("k"), &v));
    EXPECT(v == NULL);
    EXPECT(!map_find(&m, STR("j"), &v));
    map_fini(&m);
}

TEST(map_100k_keys)
{
    enum { N = 100000 };
    Map m = MAP_INIT;
    char buf[32];
    for (int i = 0; i < N; i++) map_put(&m, key_of(buf, sizeof buf, i), (void *)(intptr_t)(i + 1));
    EXPECT_EQ_SIZE(map_count(&m), N);
    int bad = 0;
    for (int i = 0; i < N; i++) {
        if (map_get(&m, key_of(buf, sizeof buf, i)) != (void *)(intptr_t)(i + 1)) bad++;
    }
    EXPECT_EQ_INT(bad, 0);
    EXPECT(map_get(&m, key_of(buf, sizeof buf, N)) == NULL);
    /* Iteration sees every key once, in insertion order. */
    MapIter it = map_iter(&m);
    Str k;
    void *v;
    int seen = 0, out_of_order = 0;
    while (map_next(&it, &k, &v)) {
        if (v != (void *)(intptr_t)(seen + 1)) out_of_order++;
        seen++;
    }
    EXPECT_EQ_INT(seen, N);
    EXPECT_EQ_INT(out_of_order, 0);
    /* Erase the even keys, then check both halves. */
    for (int i = 0; i < N; i += 2) {
        if (!map_erase(&m, key_of(buf, sizeof buf, i))) bad++;
    }
    EXPECT_EQ_SIZE(map_count(&m), N / 2);
    for (int i = 0; i < N; i++) {
        bool there = map_find(&m, key_of(buf, sizeof buf, i), NULL);
        if (there != (i % 2 == 1)) bad++;
    }
    EXPECT_EQ_INT(bad, 0);
    map_fini(&m);
}

TEST(map_erase_and_reinsert_goes_to_the_end)
{
    Map m = MAP_INIT;
    map_put(&m, STR("one"), (void *)1);
    map_put(&m, STR("two"), (void *)2);
    map_put(&m, STR("three"), (void *)3);
    EXPECT(map_erase(&m, STR("one")));
    EXPECT(!map_erase(&m, STR("one")));
    EXPECT(map_get(&m, STR("one")) == NULL);
    map_put(&m, STR("one"), (void *)4);
    map_put(&m, STR("two"), (void *)5); /* replacing keeps the place */
    const char *want[] = {"two", "three", "one"};
    MapIter it = map_iter(&m);
    Str k;
    size_t n = 0;
    while (map_next(&it, &k, NULL)) {
        if (n < 3) EXPECT_MEM_EQ(k.ptr, k.len, want[n], strlen(want[n]));
        n++;
    }
    EXPECT_EQ_SIZE(n, 3);
    EXPECT(map_get(&m, STR("one")) == (void *)4);
    EXPECT(map_get(&m, STR("two")) == (void *)5);
    map_fini(&m);
}

TEST(map_churn_keeps_tables_small)
{
    /* Insert and erase many distinct keys with few alive at once: the holes are
     * squeezed out instead of the arrays growing without bound. */
    Map m = MAP_INIT;
    char buf[32];
    int bad = 0;
    for (int i = 0; i < 50000; i++) {
        map_put(&m, key_of(buf, sizeof buf, i), (void *)(intptr_t)(i + 1));
        if (i >= 10 && !map_erase(&m, key_of(buf, sizeof buf, i - 10))) bad++;
    }
    EXPECT_EQ_INT(bad, 0);
    EXPECT_EQ_SIZE(map_count(&m), 10);
    EXPECT(m.cap <= 64);
    for (int i = 49990; i < 50000; i++)
        EXPECT(map_get(&m, key_of(buf, sizeof buf, i)) == (void *)(intptr_t)(i + 1));
    map_fini(&m);
}

TEST(map_erase_reinsert_many_rounds)
{
    enum { N = 2000 };
    Map m = MAP_INIT;
    char buf[32];
    int bad = 0;
    for (int round = 0; round < 5; round++) {
        for (int i = 0; i < N; i++)
            map_put(&m, key_of(buf, sizeof buf, i), (void *)(intptr_t)(round * N + i + 1));
        for (int i = round % 3; i < N; i += 3) {
            if (!map_erase(&m, key_of(buf, sizeof buf, i))) bad++;
        }
        for (int i = 0; i < N; i++) {
            bool want = (i % 3) != round % 3;
            void *v = NULL;
            bool there = map_find(&m, key_of(buf, sizeof buf, i), &v);
            if (there != want || (there && v != (void *)(intptr_t)(round * N + i + 1))) bad++;
        }
    }
    EXPECT_EQ_INT(bad, 0);
    map_fini(&m);
}

TEST(map_keys_with_nul_bytes)
{
    Map m = MAP_INIT;
    Str k1 = str_make("a\0b", 3), k2 = str_make("a\0c", 3), k3 = str_make("a", 1);
    Str k4 = str_make("\0", 1), empty = str_make("", 0);
    map_put(&m, k1, (void *)1);
    map_put(&m, k2, (void *)2);
    map_put(&m, k3, (void *)3);
    map_put(&m, k4, (void *)4);
    map_put(&m, empty, (void *)5);
    EXPECT_EQ_SIZE(map_count(&m), 5);
    EXPECT(map_get(&m, k1) == (void *)1);
    EXPECT(map_get(&m, k2) == (void *)2);
    EXPECT(map_get(&m, k3) == (void *)3);
    EXPECT(map_get(&m, k4) == (void *)4);
    EXPECT(map_get(&m, empty) == (void *)5);
    EXPECT(map_get(&m, (Str){NULL, 0}) == (void *)5);
    EXPECT(map_get(&m, str_make("a\0b\0", 4)) == NULL);
    MapIter it = map_iter(&m);
    Str k;
    EXPECT(map_next(&it, &k, NULL));
    EXPECT_MEM_EQ(k.ptr, k.len, "a\0b", 3);
    EXPECT(k.ptr[k.len] == '\0');
    EXPECT(map_erase(&m, k1));
    EXPECT(map_get(&m, k2) == (void *)2);
    map_fini(&m);
}

TEST(map_keys_are_copied)
{
    Map m = MAP_INIT;
    char buf[8];
    memcpy(buf, "abc", 4);
    map_put(&m, str_make(buf, 3), (void *)1);
    memcpy(buf, "xyz", 4);
    EXPECT(map_get(&m, STR("abc")) == (void *)1);
    EXPECT(map_get(&m, STR("xyz")) == NULL);
    map_fini(&m);
}

TEST(map_free_hook_owns_values)
{
    Map m;
    map_init(&m, count_free);
    freed_count = 0;
    map_put(&m, STR("a"), int_new(1));
    map_put(&m, STR("b"), int_new(2));
    map_put(&m, STR("c"), int_new(3));
    map_put(&m, STR("a"), int_new(4)); /* frees the old 1 */
    EXPECT_EQ_INT(freed_count, 1);
    EXPECT(map_erase(&m, STR("b")));
    EXPECT_EQ_INT(freed_count, 2);
    void *v = NULL;
    EXPECT(map_remove(&m, STR("c"), &v)); /* handed back, not freed */
    EXPECT_EQ_INT(freed_count, 2);
    EXPECT_EQ_INT(*(int *)v, 3);
    free(v);
    int *same = map_get(&m, STR("a"));
    map_put(&m, STR("a"), same); /* putting the same pointer frees nothing */
    EXPECT_EQ_INT(freed_count, 2);
    map_clear(&m);
    EXPECT_EQ_INT(freed_count, 3);
    EXPECT_EQ_SIZE(map_count(&m), 0);
    map_put(&m, STR("d"), int_new(5)); /* usable after clear */
    map_fini(&m);
    EXPECT_EQ_INT(freed_count, 4);
}

TEST(map_upsert_fills_in_place)
{
    Map m = MAP_INIT;
    bool added;
    void **slot = map_upsert(&m, STR("k"), &added);
    EXPECT(added);
    EXPECT(*slot == NULL);
    *slot = (void *)7;
    slot = map_upsert(&m, STR("k"), &added);
    EXPECT(!added);
    EXPECT(*slot == (void *)7);
    EXPECT(map_get(&m, STR("k")) == (void *)7);
    map_fini(&m);
}

TEST(map_iter_erase_while_iterating)
{
    Map m;
    map_init(&m, count_free);
    freed_count = 0;
    char buf[32];
    for (int i = 0; i < 100; i++) map_put(&m, key_of(buf, sizeof buf, i), int_new(i));
    MapIter it = map_iter(&m);
    void *v;
    while (map_next(&it, NULL, &v)) {
        if (*(int *)v % 2) map_iter_erase(&m, &it);
        else
            map_put(&m, key_of(buf, sizeof buf, *(int *)v),
                    int_new(*(int *)v)); /* replace: allowed */
    }
    EXPECT_EQ_SIZE(map_count(&m), 50);
    EXPECT_EQ_INT(freed_count, 100); /* 50 erased, 50 replaced */
    for (int i = 0; i < 100; i++) {
        int *p = map_get(&m, key_of(buf, sizeof buf, i));
        EXPECT(i % 2 ? p == NULL : (p && *p == i));
    }
    map_fini(&m);
}

/* Runs fn in a child and returns whether it died of SIGABRT. */
static bool aborts(void (*fn)(void))
{
    fflush(stdout);
    pid_t pid = fork();
    if (pid == 0) {
        int devnull = open("/dev/null", O_WRONLY);
        if (devnull >= 0) dup2(devnull, 2); /* keep the panic message out of the log */
        fn();
        _exit(0);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    return WIFSIGNALED(st) && WTERMSIG(st) == SIGABRT;
}

static void insert_while_iterating(void)
{
    Map m = MAP_INIT;
    map_put(&m, STR("a"), NULL);
    map_put(&m, STR("b"), NULL);
    MapIter it = map_iter(&m);
    map_next(&it, NULL, NULL);
    map_put(&m, STR("c"), NULL);
    map_next(&it, NULL, NULL);
    map_fini(&m);
}

static void erase_while_iterating(void)
{
    Map m = MAP_INIT;
    map_put(&m, STR("a"), NULL);
    map_put(&m, STR("b"), NULL);
    MapIter it = map_iter(&m);
    map_next(&it, NULL, NULL);
    map_erase(&m, STR("b"));
    map_next(&it, NULL, NULL);
    map_fini(&m);
}

TEST(map_iterator_misuse_is_caught)
{
#ifdef MN_DEBUG
    EXPECT(aborts(insert_while_iterating));
    EXPECT(aborts(erase_while_iterating));
#else
    (void)aborts;
    (void)insert_while_iterating;
    (void)erase_while_iterating;
#endif
}

TEST(map_hash_spreads_similar_keys)
{
    /* Keys differing in one byte land in different low bits most of the time. */
    char buf[32];
    int same_low = 0;
    uint64_t prev = map_hash(key_of(buf, sizeof buf, 0));
    for (int i = 1; i < 1000; i++) {
        uint64_t h = map_hash(key_of(buf, sizeof buf, i));
        if ((h & 0xff) == (prev & 0xff)) same_low++;
        prev = h;
    }
    EXPECT(same_low < 20);
    EXPECT(map_hash(STR("ab")) != map_hash(str_make("ab\0", 3)));
}
