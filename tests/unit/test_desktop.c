/* tests/unit/test_desktop.c - key files, desktop entries and Exec lines
 * (store/desktop.c), and the choice of an application for a MIME type
 * from mimeapps.list files and desktop files (store/mimeapps.c). */
#include "unit.h"
#include "unit_files.h"

#include "store/desktop.h"
#include "store/mimeapps.h"

static const char *joined(const StrList *l, const char *sep)
{
    static StrBuf b;
    sb_clear(&b);
    sl_join(l, str_cstr(sep), &b);
    sb_append_char(&b, '\0');
    return b.ptr;
}

/* ---- key files ---- */

TEST(key_file_values_by_group_and_key)
{
    Str text = STR("# comment\n"
                   "Name=outside\n"
                   "[Desktop Entry]\n"
                   "Name = Editor \n"
                   "Name[fr]=Éditeur\n"
                   "Exec=ed %f\n"
                   "\n"
                   "[Desktop Action new]\n"
                   "Exec=ed --new\n");
    Str v;
    EXPECT(desktop_get(text, STR("Desktop Entry"), STR("Name"), &v));
    EXPECT_MEM_EQ(v.ptr, v.len, "Editor", 6);
    EXPECT(desktop_get(text, STR("Desktop Entry"), STR("Name[fr]"), &v));
    EXPECT(desktop_get(text, STR("Desktop Action new"), STR("Exec"), &v));
    EXPECT_MEM_EQ(v.ptr, v.len, "ed --new", 8);
    EXPECT(!desktop_get(text, STR("Desktop Entry"), STR("Icon"), &v));
    EXPECT(!desktop_get(text, STR("Nope"), STR("Name"), &v));
}

TEST(key_file_escapes_and_lists)
{
    StrBuf b = STRBUF_INIT;
    desktop_unescape(STR("a\\sb\\tc\\\\d\\ne\\;f\\q"), &b);
    EXPECT_STR_EQ(b.ptr, "a b\tc\\d\ne\\;f\\q");
    StrList l = STRLIST_INIT;
    desktop_split_list(STR("one.desktop;two\\;three;;four\\s4;"), &l);
    EXPECT_STR_EQ(joined(&l, "|"), "one.desktop|two;three|four 4");
    sl_fini(&l);
    sb_fini(&b);
}

TEST(desktop_entries_load)
{
    const char *d = folder("entries");
    write_text(d, "ed.desktop",
               "[Desktop Entry]\nType=Application\nName=Ed\nIcon=ed-icon\nExec=ed \\\\x "
               "%f\nTerminal=true\n"
               "TryExec=ed\n");
    write_text(d, "link.desktop", "[Desktop Entry]\nType=Link\nURL=https://example.org\n");
    write_text(d, "gone.desktop", "[Desktop Entry]\nType=Application\nExec=x\nHidden=true\n");
    write_text(d, "nothing.desktop", "[Something Else]\nType=Application\n");
    char path[600];
    DesktopEntry e = {0};
    if (snprintf(path, sizeof path, "%s/ed.desktop", d) >= (int)sizeof path) abort();
    EXPECT(desktop_load(path, &e));
    EXPECT_STR_EQ(e.name.ptr, "Ed");
    EXPECT_STR_EQ(e.icon.ptr, "ed-icon");
    EXPECT_STR_EQ(e.exec.ptr, "ed \\x %f");
    EXPECT_STR_EQ(e.try_exec.ptr, "ed");
    EXPECT_STR_EQ(e.path.ptr, path);
    EXPECT(e.terminal && !e.hidden && desktop_launchable(&e));
    if (snprintf(path, sizeof path, "%s/link.desktop", d) >= (int)sizeof path) abort();
    EXPECT(desktop_load(path, &e));
    EXPECT(!desktop_launchable(&e));
    if (snprintf(path, sizeof path, "%s/gone.desktop", d) >= (int)sizeof path) abort();
    EXPECT(desktop_load(path, &e));
    EXPECT(!desktop_launchable(&e));
    if (snprintf(path, sizeof path, "%s/nothing.desktop", d) >= (int)sizeof path) abort();
    EXPECT(!desktop_load(path, &e));
    if (snprintf(path, sizeof path, "%s/missing.desktop", d) >= (int)sizeof path) abort();
    EXPECT(!desktop_load(path, &e));
    desktop_entry_fini(&e);
}

/* ---- Exec ---- */

static const char *split(const char *exec)
{
    StrList w = STRLIST_INIT;
    const char *r = desktop_exec_split(str_cstr(exec), &w) ? joined(&w, "|") : "(bad)";
    sl_fini(&w);
    return r;
}

TEST(exec_lines_split_into_words)
{
    EXPECT_STR_EQ(split("vim %f"), "vim|%f");
    EXPECT_STR_EQ(split("  a   b\tc "), "a|b|c");
    EXPECT_STR_EQ(split("\"/opt/my app/run\" --x=\"a b\" %U"), "/opt/my app/run|--x=a b|%U");
    EXPECT_STR_EQ(split("sh -c \"echo \\\"hi\\\" \\$HOME \\`x\\` \\\\\""),
                  "sh|-c|echo \"hi\" $HOME `x` \\");
    EXPECT_STR_EQ(split("sh -c 'a \"b\" c'"), "sh|-c|a \"b\" c");
    EXPECT_STR_EQ(split("a\\ b c"), "a b|c");
    EXPECT_STR_EQ(split("\"\" x"), "|x");
    EXPECT_STR_EQ(split("a \"b"), "(bad)");
    EXPECT_STR_EQ(split("a 'b"), "(bad)");
    EXPECT_STR_EQ(split("   "), "(bad)");
}

/* The command lines for exec over the targets, one per line. */
static const char *expand(const char *exec, const char *icon, const DesktopTarget *t, size_t n)
{
    static StrBuf out;
    DesktopEntry e = {0};
    sb_append_cstr(&e.exec, exec);
    sb_append_cstr(&e.name, "My App");
    sb_append_cstr(&e.path, "/apps/my.desktop");
    if (icon) sb_append_cstr(&e.icon, icon);
    DesktopCommands cmds = {0};
    sb_clear(&out);
    if (!desktop_exec_expand(&e, t, n, &cmds)) sb_append_cstr(&out, "(bad)");
    for (size_t i = 0; i < cmds.n; i++) {
        sl_join(&cmds.items[i], STR("|"), &out);
        sb_append_char(&out, '\n');
    }
    sb_append_char(&out, '\0');
    desktop_commands_fini(&cmds);
    desktop_entry_fini(&e);
    return out.ptr;
}

static const DesktopTarget files[] = {
    {STR("/home/u/a b.html"), STR("file:///home/u/a%20b.html")},
    {STR("/home/u/c.txt"), STR("file:///home/u/c.txt")},
    {STR(""), STR("https://example.org/?q=1")},
};

TEST(exec_field_codes_for_files_and_urls)
{
    EXPECT_STR_EQ(expand("ed %f", NULL, files, 2), "ed|/home/u/a b.html\ned|/home/u/c.txt\n");
    EXPECT_STR_EQ(expand("ed %F", NULL, files, 2), "ed|/home/u/a b.html|/home/u/c.txt\n");
    EXPECT_STR_EQ(
        expand("web %u", NULL, files, 3),
        "web|file:///home/u/a%20b.html\nweb|file:///home/u/c.txt\nweb|https://example.org/?q=1\n");
    EXPECT_STR_EQ(expand("web --new %U --end", NULL, files, 3),
                  "web|--new|file:///home/u/a%20b.html|file:///home/u/c.txt|https://example.org/"
                  "?q=1|--end\n");
    /* a URL with no local path goes to %f as it is */
    EXPECT_STR_EQ(expand("ed %F", NULL, files + 2, 1), "ed|https://example.org/?q=1\n");
    /* inside a word %F counts as %f */
    EXPECT_STR_EQ(expand("ed --files=%F", NULL, files, 2),
                  "ed|--files=/home/u/a b.html\ned|--files=/home/u/c.txt\n");
    EXPECT_STR_EQ(expand("ed --file=%f", NULL, files, 1), "ed|--file=/home/u/a b.html\n");
}

TEST(exec_other_field_codes)
{
    EXPECT_STR_EQ(expand("app %i %c %k 100%% %f", "app-icon", files, 1),
                  "app|--icon|app-icon|My App|/apps/my.desktop|100%|/home/u/a b.html\n");
    EXPECT_STR_EQ(expand("app %i %f", NULL, files, 1), "app|/home/u/a b.html\n");
    /* deprecated and unknown codes go, and a word made only of them */
    EXPECT_STR_EQ(expand("app %d %D %n %N %v %m -x%m %z %f", NULL, files, 1),
                  "app|-x|/home/u/a b.html\n");
    /* %%f is no file code: the file is added at the end */
    EXPECT_STR_EQ(expand("app %%f", NULL, files, 2),
                  "app|%f|/home/u/a b.html\napp|%f|/home/u/c.txt\n");
    EXPECT_STR_EQ(expand("app \"\" %f", NULL, files, 1), "app||/home/u/a b.html\n");
}

TEST(exec_without_file_codes_gets_each_file_at_the_end)
{
    EXPECT_STR_EQ(expand("viewer --fullscreen", NULL, files, 2),
                  "viewer|--fullscreen|/home/u/a b.html\nviewer|--fullscreen|/home/u/c.txt\n");
    EXPECT_STR_EQ(expand("viewer \"unclosed", NULL, files, 1), "(bad)");
}

/* ---- choosing an application ---- */

typedef struct Tree {
    const char *config, *config_sys, *data, *data_sys;
} Tree;

/* The XDG folders of a fake home, under name. */
static Tree tree(const char *name)
{
    char p[300];
    Tree t;
    if (snprintf(p, sizeof p, "%s/config", name) >= (int)sizeof p) abort();
    t.config = strdup(folder(p));
    if (snprintf(p, sizeof p, "%s/etc", name) >= (int)sizeof p) abort();
    t.config_sys = strdup(folder(p));
    if (snprintf(p, sizeof p, "%s/data/applications", name) >= (int)sizeof p) abort();
    t.data = strdup(folder(p));
    if (snprintf(p, sizeof p, "%s/usr/applications", name) >= (int)sizeof p) abort();
    t.data_sys = strdup(folder(p));
    return t;
}

static void tree_free(Tree *t)
{
    free((char *)t->config);
    free((char *)t->config_sys);
    free((char *)t->data);
    free((char *)t->data_sys);
}

static MimeApps *apps_of(const Tree *t, const char *desktop)
{
    StrList config = STRLIST_INIT, data = STRLIST_INIT, desktops = STRLIST_INIT;
    sl_push_cstr(&config, t->config);
    sl_push_cstr(&config, t->config_sys);
    /* the data folders are the parents of the applications folders */
    Str d = str_cstr(t->data), ds = str_cstr(t->data_sys);
    sl_push(&data, str_sub(d, 0, d.len - strlen("/applications")));
    sl_push(&data, str_sub(ds, 0, ds.len - strlen("/applications")));
    if (desktop) sl_push_cstr(&desktops, desktop);
    MimeApps *ma = mimeapps_new(&config, &data, &desktops);
    sl_fini(&config);
    sl_fini(&data);
    sl_fini(&desktops);
    return ma;
}

static bool not_broken(void *ctx, const DesktopEntry *e)
{
    (void)ctx;
    return !strstr(e->exec.ptr, "broken");
}

/* The ID chosen for the types (spaces between them), or "(none)". */
static const char *choose(MimeApps *ma, const char *types)
{
    static StrBuf id;
    StrList l = STRLIST_INIT;
    for (const char *p = types; *p;) {
        const char *sp = strchr(p, ' ');
        size_t n = sp ? (size_t)(sp - p) : strlen(p);
        sl_push(&l, str_make(p, n));
        p += n + (sp != NULL);
    }
    DesktopEntry e = {0};
    sb_clear(&id);
    if (!mimeapps_choose(ma, &l, not_broken, NULL, &e, &id)) sb_append_cstr(&id, "(none)");
    sb_append_char(&id, '\0');
    desktop_entry_fini(&e);
    sl_fini(&l);
    return id.ptr;
}

static void app(const char *dir, const char *name, const char *types, const char *exec)
{
    char text[512];
    if (snprintf(text, sizeof text,
                 "[Desktop Entry]\nType=Application\nName=%s\nExec=%s\nMimeType=%s\n", name, exec,
                 types) >= (int)sizeof text)
        abort();
    write_text(dir, name, text);
}

TEST(defaults_come_from_the_lists_in_order)
{
    Tree t = tree("defaults");
    app(t.data_sys, "sysed.desktop", "text/plain;", "sysed %f");
    app(t.data_sys, "gedit.desktop", "text/plain;text/x-csrc;", "gedit %U");
    app(t.data_sys, "web.desktop", "text/html;x-scheme-handler/https;", "web %u");
    app(t.data_sys, "broken.desktop", "text/markdown;", "broken %f");
    app(t.data, "mine.desktop", "", "mine %f");
    write_text(t.config_sys, "mimeapps.list", "[Default Applications]\ntext/plain=gedit.desktop\n");
    write_text(t.data_sys, "mimeapps.list",
               "[Default Applications]\ntext/plain=sysed.desktop\ntext/html=web.desktop\n");
    MimeApps *ma = apps_of(&t, NULL);
    EXPECT_STR_EQ(choose(ma, "text/plain"), "gedit.desktop"); /* config before data */
    EXPECT_STR_EQ(choose(ma, "text/html"), "web.desktop");
    /* a type with no default of its own: associations of its own first */
    EXPECT_STR_EQ(choose(ma, "text/x-csrc text/plain"), "gedit.desktop");
    mimeapps_free(ma);
    /* the user's list wins; missing and unusable IDs are passed over */
    write_text(t.config, "mimeapps.list",
               "[Default Applications]\ntext/plain=nosuch.desktop;broken.desktop;mine.desktop;\n"
               "text/markdown=broken.desktop\n");
    ma = apps_of(&t, NULL);
    EXPECT_STR_EQ(choose(ma, "text/plain"), "mine.desktop");
    /* defaults of a parent type beat associations of the type itself */
    EXPECT_STR_EQ(choose(ma, "text/markdown text/plain"), "mine.desktop");
    EXPECT_STR_EQ(choose(ma, "image/png application/octet-stream"), "(none)");
    mimeapps_free(ma);
    /* a desktop-specific list comes before the plain one of the same folder */
    write_text(t.config, "xfce-mimeapps.list",
               "[Default Applications]\ntext/plain=sysed.desktop\n");
    ma = apps_of(&t, "xfce");
    EXPECT_STR_EQ(choose(ma, "text/plain"), "sysed.desktop");
    mimeapps_free(ma);
    ma = apps_of(&t, "gnome");
    EXPECT_STR_EQ(choose(ma, "text/plain"), "mine.desktop");
    mimeapps_free(ma);
    tree_free(&t);
}

TEST(associations_added_removed_and_from_desktop_files)
{
    Tree t = tree("associations");
    app(t.data_sys, "a.desktop", "image/png;", "a %f");
    app(t.data_sys, "b.desktop", "image/png;", "b %f");
    app(t.data_sys, "c.desktop", "", "c %f");
    write_text(t.config, "mimeapps.list", "[Removed Associations]\nimage/png=a.desktop;\n");
    MimeApps *ma = apps_of(&t, NULL);
    EXPECT_STR_EQ(choose(ma, "image/png"), "b.desktop");
    mimeapps_free(ma);
    write_text(t.config, "mimeapps.list",
               "[Added Associations]\nimage/png=c.desktop;\n[Removed "
               "Associations]\nimage/png=a.desktop;\n");
    ma = apps_of(&t, NULL);
    EXPECT_STR_EQ(choose(ma, "image/png"), "c.desktop");
    mimeapps_free(ma);
    /* a desktop-specific list adds nothing */
    write_text(t.config, "mimeapps.list", "");
    write_text(t.config, "kde-mimeapps.list", "[Added Associations]\nimage/png=c.desktop;\n");
    ma = apps_of(&t, "KDE");
    EXPECT_STR_EQ(choose(ma, "image/png"), "a.desktop");
    mimeapps_free(ma);
    tree_free(&t);
}

TEST(mimeinfo_cache_subfolders_and_hidden_entries)
{
    Tree t = tree("cache");
    /* the cache is believed over the files' MimeType keys */
    app(t.data_sys, "a.desktop", "image/png;", "a %f");
    app(t.data_sys, "z.desktop", "", "z %f");
    write_text(t.data_sys, "mimeinfo.cache", "[MIME Cache]\nimage/png=z.desktop;a.desktop;\n");
    char sub[600];
    if (snprintf(sub, sizeof sub, "%s/kde4", t.data) >= (int)sizeof sub) abort();
    folder("cache/data/applications/kde4");
    app(sub, "viewer.desktop", "image/gif;", "viewer %f");
    MimeApps *ma = apps_of(&t, NULL);
    EXPECT_STR_EQ(choose(ma, "image/png"), "z.desktop");
    EXPECT_STR_EQ(choose(ma, "image/gif"), "kde4-viewer.desktop");
    StrBuf path = STRBUF_INIT;
    EXPECT(mimeapps_find(ma, STR("kde4-viewer.desktop"), &path));
    EXPECT(strstr(path.ptr, "/kde4/viewer.desktop") != NULL);
    EXPECT(!mimeapps_find(ma, STR("../x.desktop"), &path));
    EXPECT(!mimeapps_find(ma, STR("kde4-nothing.desktop"), &path));
    sb_fini(&path);
    mimeapps_free(ma);
    /* a Hidden entry of the user's hides the system's one of the same ID */
    write_text(t.data, "z.desktop", "[Desktop Entry]\nType=Application\nExec=z\nHidden=true\n");
    ma = apps_of(&t, NULL);
    EXPECT_STR_EQ(choose(ma, "image/png"), "a.desktop");
    mimeapps_free(ma);
    tree_free(&t);
}
