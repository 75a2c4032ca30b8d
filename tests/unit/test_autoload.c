/* tests/unit/test_autoload.c - NAME.fish lookups: first folder wins, a file
 * loads once until it changes, and the disk's answers live until the folders
 * change. */
#include "unit.h"
#include "unit_files.h"

#include "base/strlist.h"
#include "env/autoload.h"

static void set_dirs(Autoload *a, const char *d1, const char *d2)
{
    StrList dirs = STRLIST_INIT;
    sl_push_cstr(&dirs, d1);
    if (d2) sl_push_cstr(&dirs, d2);
    autoload_set_dirs(a, &dirs);
    sl_fini(&dirs);
}

static bool ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), k = strlen(tail);
    return n >= k && !strcmp(s + n - k, tail);
}

TEST(first_folder_wins_and_loads_once)
{
    const char *d1 = folder("first"), *d2 = folder("second");
    write_text(d2, "f.fish", "function f; end\n");
    Autoload *a = autoload_new();
    EXPECT(autoload_next(a, STR("f")) == NULL); /* no folders yet */
    set_dirs(a, d1, d2);
    char *file = autoload_next(a, STR("f"));
    EXPECT(file && ends_with(file, "/second/f.fish"));
    free(file);
    EXPECT(autoload_next(a, STR("f")) == NULL); /* loaded and unchanged */
    EXPECT(autoload_next(a, STR("a/b")) == NULL);
    autoload_free(a);
}

TEST(answers_last_until_the_folders_change)
{
    const char *d1 = folder("one"), *d2 = folder("two");
    Autoload *a = autoload_new();
    set_dirs(a, d1, d2);
    EXPECT(autoload_next(a, STR("g")) == NULL);
    write_text(d1, "g.fish", "function g; end\n");
    set_dirs(a, d1, d2); /* the same folders: the answer stands */
    EXPECT(autoload_next(a, STR("g")) == NULL);
    set_dirs(a, d1, NULL); /* other folders: asked again */
    char *file = autoload_next(a, STR("g"));
    EXPECT(file && ends_with(file, "/one/g.fish"));
    free(file);
    autoload_free(a);
}
