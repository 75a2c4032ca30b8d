/* tests/unit/test_cmdfolders.c - the commands a folder holds: executables
 * (links marked), function files, a folder read again when it changes, and
 * the preload thread's reading taken over by the next lookup. */
#include "unit.h"

#include "exec/cmdfolders.h"

#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static char dir[] = "/tmp/minnow_cmdf_XXXXXX";

static void make_file(const char *name, mode_t mode)
{
    char path[256];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, mode);
    if (fd >= 0) close(fd);
    chmod(path, mode);
}

/* The list's names, sorted, with their marks: "a:x b:l". */
static void names_of(const StrList *l, char *out, size_t size)
{
    out[0] = '\0';
    StrList copy = STRLIST_INIT;
    sl_dup(&copy, l);
    for (size_t i = 0; i < copy.n; i++)
        for (size_t k = i + 1; k < copy.n; k++)
            if (strcmp(copy.items[k].ptr, copy.items[i].ptr) < 0) {
                Str t = copy.items[i];
                copy.items[i] = copy.items[k];
                copy.items[k] = t;
            }
    size_t len = 0;
    for (size_t i = 0; i < copy.n; i++) {
        const char *name = copy.items[i].ptr;
        size_t n = strlen(name);
        char mark = n + 1 < copy.items[i].len ? name[n + 1] : '-';
        len += (size_t)snprintf(out + len, size - len, "%s%s:%c", i ? " " : "", name, mark);
    }
    sl_fini(&copy);
}

TEST(commands_of_a_folder_and_after_a_change)
{
    if (!mkdtemp(dir)) {
        EXPECT(!"mkdtemp");
        return;
    }
    make_file("run", 0755);
    make_file("data", 0644);
    make_file("f.fish", 0644);
    char link[256];
    snprintf(link, sizeof link, "%s/ln", dir);
    EXPECT(symlink("run", link) == 0);
    char sub[256];
    snprintf(sub, sizeof sub, "%s/sub", dir);
    mkdir(sub, 0755);

    CmdFolders *cf = cmdf_new();
    char got[256];
    const StrList *l = cmdf_get(cf, str_cstr(dir), false);
    EXPECT(l != NULL);
    if (l) names_of(l, got, sizeof got), EXPECT_STR_EQ(got, "ln:l run:x");
    l = cmdf_get(cf, str_cstr(dir), true);
    if (l) names_of(l, got, sizeof got), EXPECT_STR_EQ(got, "f:-");
    EXPECT(cmdf_get(cf, STR("/nonexistent/folder"), false) == NULL);

    /* a new command: the folder's mtime moves (set it ahead, as a second
       may not have passed) */
    make_file("new", 0755);
    struct timespec ts[2] = {{.tv_sec = time(NULL) + 5}, {.tv_sec = time(NULL) + 5}};
    utimensat(AT_FDCWD, dir, ts, 0);
    l = cmdf_get(cf, str_cstr(dir), false);
    if (l) names_of(l, got, sizeof got), EXPECT_STR_EQ(got, "ln:l new:x run:x");
    cmdf_free(cf);

    /* read ahead in a thread, taken by the first lookup */
    cf = cmdf_new();
    StrList dirs = STRLIST_INIT;
    sl_push_cstr(&dirs, dir);
    sl_push_cstr(&dirs, "/nonexistent/folder");
    StrList fdirs = STRLIST_INIT;
    sl_push_cstr(&fdirs, dir);
    cmdf_preload(cf, &dirs, &fdirs);
    cmdf_preload(cf, &dirs, &fdirs); /* (once only) */
    sl_fini(&dirs);
    sl_fini(&fdirs);
    l = cmdf_get(cf, str_cstr(dir), false);
    if (l) names_of(l, got, sizeof got), EXPECT_STR_EQ(got, "ln:l new:x run:x");
    l = cmdf_get(cf, str_cstr(dir), true);
    if (l) names_of(l, got, sizeof got), EXPECT_STR_EQ(got, "f:-");
    cmdf_free(cf);

    /* a preload never taken is waited for and freed */
    cf = cmdf_new();
    sl_push_cstr(&dirs, dir);
    cmdf_preload(cf, &dirs, &fdirs);
    sl_fini(&dirs);
    cmdf_free(cf);

    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    EXPECT(system(cmd) == 0);
}
