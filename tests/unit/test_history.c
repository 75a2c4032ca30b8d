/* tests/unit/test_history.c - the history file format, the store (adding,
 * saving, merging, deleting, the cap, imports) and its searches. */
#include "unit.h"
#include "unit_files.h"

#include "base/check.h"
#include "base/strlist.h"
#include "store/histfile.h"
#include "store/history.h"

#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

/* ---- helpers ---- */

static char *read_all(const char *path)
{
    StrBuf b = STRBUF_INIT;
    if (fs_read_file(path, &b) != 0) return xstrdup("");
    return sb_take(&b);
}

static char *file_in(const char *dir, const char *name)
{
    StrBuf p = STRBUF_INIT;
    sb_printf(&p, "%s/%s", dir, name);
    return sb_take(&p);
}

/* Every visible command, oldest first, joined with '|'. */
static char *entries(History *h)
{
    StrBuf b = STRBUF_INIT;
    for (size_t i = 0; i < hist_count(h); i++) {
        if (hist_is_deleted(h, i)) continue;
        if (b.len) sb_append_char(&b, '|');
        sb_append(&b, hist_text(h, i));
    }
    if (!b.ptr) sb_append_cstr(&b, "");
    return sb_take(&b);
}

/* The matches of a search, newest first, joined with '|'. */
static char *search(History *h, const char *q, HistMatch how, unsigned flags)
{
    StrBuf b = STRBUF_INIT;
    HistSearch s;
    hist_search_begin(&s, h, str_cstr(q), how, flags);
    for (size_t k = 0;; k++) {
        size_t i = hist_search_at(&s, k);
        if (i == HIST_NONE) break;
        if (b.len) sb_append_char(&b, '|');
        sb_append(&b, hist_text(h, i));
    }
    hist_search_end(&s);
    if (!b.ptr) sb_append_cstr(&b, "");
    return sb_take(&b);
}

#define EXPECT_OWNED_STR(expr, want)                                                               \
    do {                                                                                           \
        char *got_ = (expr);                                                                       \
        EXPECT_STR_EQ(got_, want);                                                                 \
        free(got_);                                                                                \
    } while (0)

/* A history in a fresh folder whose session began long ago, so that entries
 * written "now" by others are newer than its boundary. */
static History *fresh(const char *name, int64_t boundary)
{
    return hist_new(folder(name), STR("t"), boundary);
}

static int64_t now(void)
{
    return (int64_t)time(NULL);
}

/* What a shell starting later reads from dir's history "t". */
static char *reread(const char *dir)
{
    History *h = hist_new(dir, STR("t"), now() + 10);
    char *e = entries(h);
    hist_free(h);
    return e;
}

/* Adds a command run now, saved to disk. */
static void add(History *h, const char *cmd)
{
    hist_add(h, str_cstr(cmd), NULL, 0, HIST_DISK, false);
}

/* ---- the format ---- */

TEST(escape_round_trips_backslashes_and_newlines)
{
    const char *cases[] = {"plain", "a\\b", "two\nlines", "\\n literal", "end\\", "\\\\\n\n", ""};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        StrBuf e = STRBUF_INIT, u = STRBUF_INIT;
        histfile_escape(str_cstr(cases[i]), &e);
        EXPECT(!memchr(e.ptr ? e.ptr : "", '\n', e.len));
        histfile_unescape(sb_str(&e), &u);
        EXPECT_STR_EQ(u.ptr ? u.ptr : "", cases[i]);
        sb_fini(&e);
        sb_fini(&u);
    }
    StrBuf e = STRBUF_INIT;
    histfile_escape(STR("a\\b\nc"), &e);
    EXPECT_STR_EQ(e.ptr, "a\\\\b\\nc");
    sb_fini(&e);
}

TEST(unescape_keeps_unknown_escapes_and_works_in_place)
{
    StrBuf u = STRBUF_INIT;
    histfile_unescape(STR("a\\tb\\"), &u);
    EXPECT_STR_EQ(u.ptr, "a\\tb\\");
    sb_fini(&u);
    char buf[] = "x\\\\y\\nz";
    size_t n = histfile_unescape_to(str_cstr(buf), buf);
    EXPECT_MEM_EQ(buf, n, "x\\y\nz", 5);
}

TEST(format_and_parse_round_trip_with_paths)
{
    StrBuf f = STRBUF_INIT;
    Str paths[] = {STR("/tmp"), STR("a\\b"), STR("new\nline")};
    histfile_format(STR("cmd one"), 1700000000, NULL, 0, &f);
    histfile_format(STR("cmd\\two\nx"), -5, paths, 3, &f);
    EXPECT_STR_EQ(f.ptr, "- cmd: cmd one\n  when: 1700000000\n"
                         "- cmd: cmd\\\\two\\nx\n  when: -5\n  paths:\n    - /tmp\n    - a\\\\b\n    - new\\nline\n");
    size_t pos = 0;
    HistRecord r;
    EXPECT(histfile_next(sb_str(&f), &pos, &r));
    EXPECT_MEM_EQ(r.cmd.ptr, r.cmd.len, "cmd one", 7);
    EXPECT_EQ_INT(r.when, 1700000000);
    EXPECT_EQ_SIZE(r.paths.len, 0);
    EXPECT(histfile_next(sb_str(&f), &pos, &r));
    EXPECT_EQ_INT(r.when, -5);
    StrBuf u = STRBUF_INIT;
    histfile_unescape(r.cmd, &u);
    EXPECT_STR_EQ(u.ptr, "cmd\\two\nx");
    Str p;
    const char *want[] = {"/tmp", "a\\b", "new\nline"};
    for (int k = 0; k < 3; k++) {
        EXPECT(histfile_next_path(&r.paths, &p));
        sb_clear(&u);
        histfile_unescape(p, &u);
        EXPECT_STR_EQ(u.ptr, want[k]);
    }
    EXPECT(!histfile_next_path(&r.paths, &p));
    EXPECT(!histfile_next(sb_str(&f), &pos, &r));
    sb_fini(&u);
    sb_fini(&f);
}

/* Parses text and returns the commands joined with '|', each followed by
 * its time in brackets. */
static char *parse_all(const char *text)
{
    StrBuf b = STRBUF_INIT;
    size_t pos = 0;
    HistRecord r;
    Str d = str_cstr(text);
    while (histfile_next(d, &pos, &r)) {
        if (b.len) sb_append_char(&b, '|');
        histfile_unescape(r.cmd, &b);
        sb_printf(&b, "[%lld]", (long long)r.when);
    }
    if (!b.ptr) sb_append_cstr(&b, "");
    return sb_take(&b);
}

TEST(damaged_input_is_read_as_far_as_it_makes_sense)
{
    /* garbage lines, YAML markers, a NUL, a bad time, an unknown key, fish
       1.x damage, and a last line cut off without its newline */
    EXPECT_OWNED_STR(parse_all("garbage\n---\n%YAML\n- cmd: a\n  when: 12\n  color: red\n"
                               "\x01\x02 junk\n- cmd: b\n  when: x1\n- cmd: - cmd: c\n  when: 3\n"
                               "- cmd:    when: 5\n- cmd: d\n  when: 4"),
                     "a[12]|b[0]|c[3]|d[0]");
    /* a record whose interior lines change indentation ends there */
    EXPECT_OWNED_STR(parse_all("- cmd: a\n    when: 7\n  when: 9\n- cmd:b\n"), "a[7]|b[0]");
    /* a torn record glued to the next one stays one record */
    EXPECT_OWNED_STR(parse_all("- cmd: ha- cmd: x\n  when: 2\n"), "ha- cmd: x[2]");
    EXPECT_OWNED_STR(parse_all(""), "");
    EXPECT_OWNED_STR(parse_all("- cmd: only, no newline"), "");
    EXPECT_OWNED_STR(parse_all("\0- cmd: a\n"), "");
}

TEST(paths_block_ends_at_a_shallower_line)
{
    const char *text = "- cmd: a\n  paths:\n    - p1\n    - p2\n  when: 5\n- cmd: b\n";
    size_t pos = 0;
    HistRecord r;
    EXPECT(histfile_next(str_cstr(text), &pos, &r));
    EXPECT_EQ_INT(r.when, 5);
    Str p;
    int n = 0;
    while (histfile_next_path(&r.paths, &p)) n++;
    EXPECT_EQ_INT(n, 2);
}

/* ---- the store ---- */

TEST(adds_save_at_once_into_a_private_file)
{
    const char *dir = folder("add");
    History *h = hist_new(dir, STR("t"), now() - 100);
    Str paths[] = {STR("src/x.c")};
    add(h, "echo one");
    hist_add(h, STR("cc src/x.c"), paths, 1, HIST_DISK, false);
    hist_add(h, STR("secret"), NULL, 0, HIST_MEMORY, false);
    char *path = file_in(dir, "t_history");
    struct stat st;
    EXPECT(stat(path, &st) == 0 && (st.st_mode & 0777) == 0600);
    char *text = read_all(path);
    EXPECT(strstr(text, "- cmd: echo one\n") && strstr(text, "- cmd: cc src/x.c\n") &&
           strstr(text, "  paths:\n    - src/x.c\n") && !strstr(text, "secret"));
    free(text);
    EXPECT_OWNED_STR(entries(h), "echo one|cc src/x.c|secret");
    EXPECT_EQ_SIZE(hist_path_count(h, 1), 1);
    Str p = hist_path(h, 1, 0);
    EXPECT_MEM_EQ(p.ptr, p.len, "src/x.c", 7);
    hist_free(h);
    /* another session sees them (they are older than its start) */
    History *h2 = hist_new(dir, STR("t"), now() + 10);
    EXPECT_OWNED_STR(entries(h2), "echo one|cc src/x.c");
    EXPECT_EQ_SIZE(hist_path_count(h2, 1), 1);
    hist_free(h2);
    free(path);
}

TEST(empty_names_keep_nothing_on_disk)
{
    const char *dir = folder("memory");
    History *h = hist_new(dir, STR(""), now());
    EXPECT(hist_file(h) == NULL);
    add(h, "x");
    EXPECT_OWNED_STR(entries(h), "x");
    EXPECT_EQ_INT(hist_save(h, true), 0);
    hist_free(h);
    char *path = file_in(dir, "_history");
    EXPECT(access(path, F_OK) != 0);
    free(path);
}

TEST(repeats_merge_and_ephemeral_entries_last_one_command)
{
    History *h = fresh("ephemeral", now() - 100);
    add(h, "a");
    add(h, "a");
    hist_add(h, STR(" secret"), NULL, 0, HIST_EPHEMERAL, false);
    EXPECT_OWNED_STR(entries(h), "a| secret");
    add(h, "b");
    EXPECT_OWNED_STR(entries(h), "a|b");
    hist_add(h, STR(" x"), NULL, 0, HIST_EPHEMERAL, false);
    add(h, ""); /* an empty line drops it too */
    EXPECT_OWNED_STR(entries(h), "a|b");
    char *text = read_all(hist_file(h));
    EXPECT(!strstr(text, "secret") && !strstr(text, " x"));
    free(text);
    hist_free(h);
}

TEST(pending_entries_hide_until_resolved)
{
    History *h = fresh("pending", now() - 100);
    add(h, "a");
    hist_add(h, STR("history"), NULL, 0, HIST_DISK, true);
    EXPECT_EQ_SIZE(hist_count(h), 1);
    EXPECT_OWNED_STR(search(h, "", HIST_CONTAINS, 0), "a");
    StrList l = STRLIST_INIT;
    hist_list(h, &l);
    EXPECT_EQ_SIZE(l.n, 1);
    sl_fini(&l);
    char *text = read_all(hist_file(h));
    EXPECT(strstr(text, "- cmd: history\n") != NULL); /* written all the same */
    free(text);
    hist_resolve_pending(h);
    EXPECT_OWNED_STR(search(h, "", HIST_CONTAINS, 0), "history|a");
    hist_free(h);
}

TEST(sessions_see_each_other_only_after_a_merge)
{
    const char *dir = folder("merge");
    int64_t t = now();
    write_text(dir, "t_history", "- cmd: old\n  when: 100\n");
    History *a = hist_new(dir, STR("t"), t - 50), *b = hist_new(dir, STR("t"), t - 50);
    add(a, "from a");
    add(b, "from b");
    EXPECT_OWNED_STR(entries(b), "old|from b");
    EXPECT_OWNED_STR(entries(a), "old|from a");
    hist_merge(b);
    EXPECT_OWNED_STR(entries(b), "old|from a|from b");
    hist_free(a);
    hist_free(b);
}

TEST(searches_after_a_merge_find_the_right_entries)
{
    /* the folded copy, the remembered scans and the entry numbers are all
       rebuilt by a merge: searches begun after it, case-folded and
       extending an earlier query, name the entries they should */
    const char *dir = folder("mergesearch");
    int64_t t = now();
    History *a = hist_new(dir, STR("t"), t - 50), *b = hist_new(dir, STR("t"), t - 50);
    for (int i = 0; i < 3; i++) {
        char ca[32], cb[32];
        snprintf(ca, sizeof ca, "Echo A%d", i);
        snprintf(cb, sizeof cb, "echo b%d", i);
        add(a, ca);
        add(b, cb);
    }
    EXPECT_OWNED_STR(search(b, "ec", HIST_PREFIX, HIST_IGNORE_CASE), "echo b2|echo b1|echo b0");
    EXPECT_OWNED_STR(search(b, "ech", HIST_PREFIX, HIST_IGNORE_CASE), "echo b2|echo b1|echo b0");
    EXPECT_OWNED_STR(search(b, "b1", HIST_CONTAINS, 0), "echo b1");
    hist_merge(b);
    add(b, "echo b3");
    EXPECT_OWNED_STR(search(b, "echo", HIST_PREFIX, HIST_IGNORE_CASE),
                     "echo b3|echo b2|Echo A2|echo b1|Echo A1|echo b0|Echo A0");
    EXPECT_OWNED_STR(search(b, "echo a", HIST_PREFIX, HIST_IGNORE_CASE), "Echo A2|Echo A1|Echo A0");
    EXPECT_OWNED_STR(search(b, "a1", HIST_PREFIX_FIRST, HIST_IGNORE_CASE), "Echo A1");
    EXPECT_OWNED_STR(search(b, "b1", HIST_CONTAINS, 0), "echo b1");
    HistSearch s;
    hist_search_begin(&s, b, STR("A0"), HIST_CONTAINS, 0);
    size_t i = hist_search_at(&s, 0);
    EXPECT(i != HIST_NONE && str_eq(hist_text(b, i), STR("Echo A0")));
    hist_search_end(&s);
    hist_free(a);
    hist_free(b);
}

TEST(what_the_file_held_at_the_start_is_seen_whatever_its_time)
{
    /* a shell that ran a command in the second it started stamped it one
       second ahead; a session started after it (exec) in that same second
       still sees it, while what others add later keeps to the time rule */
    const char *dir = folder("startsize");
    int64_t t = now();
    char rec[128];
    snprintf(rec, sizeof rec, "- cmd: ahead\n  when: %lld\n", (long long)t + 1);
    write_text(dir, "t_history", rec);
    History *a = hist_new(dir, STR("t"), t), *other = hist_new(dir, STR("t"), t);
    hist_add_at(other, STR("later"), t + 1, NULL, 0, HIST_DISK);
    hist_add_at(other, STR("just closed"), t - 1, NULL, 0, HIST_DISK);
    EXPECT_EQ_INT(hist_save(other, false), 0);
    EXPECT_OWNED_STR(entries(a), "ahead|just closed");
    hist_free(a);
    /* preloaded in the background: the same */
    History *b = hist_new(dir, STR("t"), t);
    hist_add_at(other, STR("later still"), t + 2, NULL, 0, HIST_DISK);
    EXPECT_EQ_INT(hist_save(other, false), 0);
    hist_preload(b);
    EXPECT_OWNED_STR(entries(b), "ahead|later|just closed");
    hist_free(b);
    /* a file rewritten since is a new file: only the times tell */
    History *c = hist_new(dir, STR("t"), t);
    EXPECT_EQ_INT(hist_save(other, true), 0);
    EXPECT_OWNED_STR(entries(c), "just closed");
    hist_free(c);
    hist_free(other);
}

TEST(delete_drops_every_copy_from_memory_and_file)
{
    History *h = fresh("delete", now() - 100);
    add(h, "keep");
    add(h, "gone");
    add(h, "keep 2");
    add(h, "gone");
    hist_delete(h, STR("gone"));
    EXPECT_OWNED_STR(entries(h), "keep|keep 2");
    EXPECT_OWNED_STR(search(h, "e", HIST_CONTAINS, 0), "keep 2|keep");
    EXPECT_EQ_INT(hist_save(h, false), 0);
    char *text = read_all(hist_file(h));
    EXPECT(!strstr(text, "gone") && strstr(text, "keep 2"));
    free(text);
    hist_free(h);
}

TEST(clear_session_forgets_only_this_session)
{
    const char *dir = folder("clearsession");
    int64_t t = now();
    write_text(dir, "t_history", "- cmd: before\n  when: 10\n");
    History *h = hist_new(dir, STR("t"), t - 5);
    add(h, "mine");
    EXPECT_OWNED_STR(entries(h), "before|mine");
    hist_clear_session(h);
    hist_save(h, false);
    EXPECT_OWNED_STR(entries(h), "before");
    char *path = file_in(dir, "t_history");
    char *text = read_all(path);
    EXPECT(strstr(text, "before") && !strstr(text, "mine"));
    free(text);
    hist_clear(h);
    EXPECT_OWNED_STR(entries(h), "");
    EXPECT(access(path, F_OK) != 0);
    hist_free(h);
    free(path);
}

TEST(rewrite_dedups_sorts_and_caps)
{
    const char *dir = folder("cap");
    write_text(dir, "t_history", "- cmd: b\n  when: 20\n- cmd: a\n  when: 10\n- cmd: b\n  when: 30\n"
                                  "garbage line\n- cmd: c\n  when: 25\n  paths:\n    - /p\n");
    History *h = hist_new(dir, STR("t"), now());
    hist_set_cap(h, 3);
    hist_add_at(h, STR("d"), 40, NULL, 0, HIST_DISK);
    EXPECT_EQ_INT(hist_save(h, true), 0);
    char *path = file_in(dir, "t_history");
    char *text = read_all(path);
    /* "a" was used least recently: it goes; the rest by time */
    EXPECT_STR_EQ(text, "- cmd: c\n  when: 25\n  paths:\n    - /p\n- cmd: b\n  when: 30\n- cmd: d\n  when: 40\n");
    free(text);
    hist_free(h);
    free(path);
}

TEST(a_rewrite_keeps_a_symlinked_file_a_symlink)
{
    const char *dir = folder("symlink"), *dots = folder("dotfiles");
    write_text(dots, "hist", "- cmd: a\n  when: 1\n");
    char *target = file_in(dots, "hist"), *link = file_in(dir, "t_history");
    EXPECT(symlink(target, link) == 0);
    History *h = hist_new(dir, STR("t"), now() + 10);
    add(h, "b");
    EXPECT_EQ_INT(hist_save(h, true), 0);
    hist_free(h);
    struct stat st;
    EXPECT(lstat(link, &st) == 0 && S_ISLNK(st.st_mode));
    char *text = read_all(target);
    EXPECT(strstr(text, "- cmd: a\n") && strstr(text, "- cmd: b\n"));
    free(text);
    free(target);
    free(link);
}

TEST(a_torn_tail_stays_in_its_own_record)
{
    const char *dir = folder("torn");
    write_text(dir, "t_history", "- cmd: whole\n  when: 1\n- cmd: half");
    History *h = hist_new(dir, STR("t"), now() + 10);
    hist_add_at(h, STR("next"), now(), NULL, 0, HIST_DISK);
    EXPECT_EQ_INT(hist_save(h, false), 0); /* an append */
    hist_free(h);
    EXPECT_OWNED_STR(reread(dir), "whole|half|next");
    /* the same when the save is a rewrite (about one save in 25; it puts
       the records in time order, and the torn one has no time) */
    write_text(dir, "t_history", "- cmd: whole\n  when: 1\n- cmd: half");
    h = hist_new(dir, STR("t"), now() + 10);
    hist_add_at(h, STR("next"), now(), NULL, 0, HIST_DISK);
    EXPECT_EQ_INT(hist_save(h, true), 0);
    hist_free(h);
    EXPECT_OWNED_STR(reread(dir), "half|whole|next");
}

TEST(a_damaged_file_keeps_its_good_records_through_a_rewrite)
{
    const char *dir = folder("damaged");
    static const char text[] = "- cmd: a\n  when: 1\n\0\0\0\xff\xfe\n- cmd: b\n  when: 2\n";
    write_bytes(dir, "t_history", text, sizeof text - 1);
    History *h = hist_new(dir, STR("t"), now() + 10);
    EXPECT_OWNED_STR(entries(h), "a|b");
    add(h, "c");
    EXPECT_EQ_INT(hist_save(h, true), 0);
    hist_free(h);
    EXPECT_OWNED_STR(reread(dir), "a|b|c");
}

TEST(import_reads_bash_and_fish_files)
{
    const char *dir = folder("import");
    write_text(dir, "bash", "ls -la\n#1600000000\ngit status\necho `date`\nfor i in *; do x; done\n"
                            "if [[ -f x ]]; then y; fi\n# a comment\n  echo padded  \nls -la\n");
    write_text(dir, "fish", "- cmd: echo from fish\n  when: 1500000000\n  paths:\n    - /tmp\n");
    History *h = hist_new(dir, STR("t"), now() - 100);
    char *bash = file_in(dir, "bash"), *fish = file_in(dir, "fish");
    EXPECT_EQ_INT(hist_import_file(h, bash), 4);
    EXPECT_OWNED_STR(entries(h), "ls -la|git status|echo padded|ls -la");
    EXPECT_EQ_INT(hist_when(h, 1), 1600000000);
    EXPECT_EQ_INT(hist_import_file(h, fish), 1);
    EXPECT_EQ_INT(hist_when(h, 4), 1500000000);
    EXPECT_EQ_SIZE(hist_path_count(h, 4), 1);
    char *missing = file_in(dir, "missing");
    EXPECT_EQ_INT(hist_import_file(h, missing), -1);
    hist_free(h);
    free(bash);
    free(fish);
    free(missing);
    EXPECT(hist_bash_line_ok(STR("make -j4")));
    EXPECT(!hist_bash_line_ok(STR("x=$((1+2))")));
    EXPECT(!hist_bash_line_ok(STR("cat <<EOF")));
    EXPECT(!hist_bash_line_ok(STR("if true; then")));
}

TEST(preload_gives_the_same_entries)
{
    const char *dir = folder("preload");
    StrBuf f = STRBUF_INIT;
    for (int i = 0; i < 5000; i++) {
        char cmd[32];
        snprintf(cmd, sizeof cmd, "Cmd %d", i);
        histfile_format(str_cstr(cmd), i, NULL, 0, &f);
    }
    write_bytes(dir, "t_history", f.ptr, f.len);
    sb_fini(&f);
    History *h = hist_new(dir, STR("t"), now());
    hist_add(h, STR("session"), NULL, 0, HIST_MEMORY, false);
    hist_preload(h);
    EXPECT_EQ_SIZE(hist_count(h), 5001);
    EXPECT_OWNED_STR(search(h, "cmd 4999", HIST_EXACT, HIST_IGNORE_CASE), "Cmd 4999");
    Str last = hist_text(h, 5000);
    EXPECT_MEM_EQ(last.ptr, last.len, "session", 7);
    hist_free(h);
    History *h2 = hist_new(dir, STR("t"), now());
    hist_preload(h2);
    hist_free(h2); /* a preload nobody waited for */
}

/* ---- searching ---- */

static History *sample(void)
{
    History *h = hist_new(folder("sample"), STR(""), now());
    const char *items[] = {"Gamma", "beta", "BetA", "Beta", "alpha", "AlphA", "Alpha", "alph", "ALPH", "ZZZ",
                           "beta", "two\nlines", "echo *.c", "git commit -m wip"};
    for (size_t i = 0; i < sizeof items / sizeof *items; i++)
        hist_add_at(h, str_cstr(items[i]), (int64_t)i, NULL, 0, HIST_MEMORY);
    return h;
}

TEST(search_kinds_match_like_fish)
{
    History *h = sample();
    EXPECT_OWNED_STR(search(h, "a", HIST_CONTAINS, 0), "beta|alph|Alpha|alpha|Beta|Gamma");
    EXPECT_OWNED_STR(search(h, "AlPhA", HIST_CONTAINS, HIST_IGNORE_CASE), "Alpha|AlphA|alpha");
    EXPECT_OWNED_STR(search(h, "be", HIST_PREFIX, 0), "beta");
    EXPECT_OWNED_STR(search(h, "be", HIST_PREFIX, HIST_IGNORE_CASE), "beta|Beta|BetA");
    EXPECT_OWNED_STR(search(h, "alph", HIST_EXACT, 0), "alph");
    EXPECT_OWNED_STR(search(h, "alph", HIST_EXACT, HIST_IGNORE_CASE), "ALPH|alph");
    EXPECT_OWNED_STR(search(h, "lines", HIST_LINE_PREFIX, 0), "two\nlines");
    EXPECT_OWNED_STR(search(h, "ines", HIST_LINE_PREFIX, 0), "");
    EXPECT_OWNED_STR(search(h, "a*p", HIST_CONTAINS_GLOB, 0), "alph|alpha");
    EXPECT_OWNED_STR(search(h, "a*p", HIST_CONTAINS_GLOB, HIST_IGNORE_CASE), "ALPH|alph|Alpha|AlphA|alpha");
    EXPECT_OWNED_STR(search(h, "\\*", HIST_CONTAINS_GLOB, 0), "echo *.c");
    EXPECT_OWNED_STR(search(h, "g*m", HIST_PREFIX_GLOB, HIST_IGNORE_CASE), "git commit -m wip|Gamma");
    EXPECT_OWNED_STR(search(h, "a?p", HIST_CONTAINS_GLOB, 0), "");
    EXPECT_OWNED_STR(search(h, "a?p", HIST_CONTAINS_GLOB, HIST_QMARK), "alph|alpha");
    EXPECT_OWNED_STR(search(h, "al\\?h", HIST_CONTAINS_GLOB, HIST_QMARK), "");
    EXPECT_OWNED_STR(search(h, "al?h", HIST_CONTAINS_GLOB, HIST_QMARK), "alph|alpha");
    EXPECT_OWNED_STR(search(h, "gcmw", HIST_SUBSEQUENCE, 0), "git commit -m wip");
    EXPECT_OWNED_STR(search(h, "et", HIST_PREFIX_FIRST, HIST_IGNORE_CASE), "beta|Beta|BetA");
    EXPECT_OWNED_STR(search(h, "a", HIST_PREFIX_FIRST, HIST_IGNORE_CASE),
                     "ALPH|alph|Alpha|AlphA|alpha|beta|Beta|BetA|Gamma");
    EXPECT_OWNED_STR(search(h, "", HIST_CONTAINS, 0),
                     "git commit -m wip|echo *.c|two\nlines|beta|ZZZ|ALPH|alph|Alpha|AlphA|alpha|Beta|BetA|Gamma");
    EXPECT_OWNED_STR(search(h, "beta", HIST_EXACT, HIST_NO_DEDUP), "beta|beta");
    hist_free(h);
}

TEST(smartcase_and_match_ranges)
{
    EXPECT_EQ_INT(hist_smartcase(STR("git st")), HIST_IGNORE_CASE);
    EXPECT_EQ_INT(hist_smartcase(STR("Git")), 0);
    EXPECT_EQ_INT(hist_smartcase(STR("\xc3\xa9t\xc3\xa9")), HIST_IGNORE_CASE);
    EXPECT_EQ_INT(hist_smartcase(STR("\xc3\x89t\xc3\xa9")), 0);
    size_t s, n;
    EXPECT(hist_match_range(STR("echo HELLO world"), STR("hello"), HIST_CONTAINS, HIST_IGNORE_CASE, &s, &n));
    EXPECT_EQ_SIZE(s, 5);
    EXPECT_EQ_SIZE(n, 5);
    EXPECT(!hist_match_range(STR("echo HELLO"), STR("hello"), HIST_CONTAINS, 0, &s, &n));
    EXPECT(hist_match_range(STR("\xc3\x89T\xc3\x89 x"), STR("\xc3\xa9t"), HIST_PREFIX, HIST_IGNORE_CASE, &s, &n));
    EXPECT_EQ_SIZE(s, 0);
    EXPECT_EQ_SIZE(n, 3);
    EXPECT(hist_match_range(STR("a\nbc"), STR("b"), HIST_LINE_PREFIX, 0, &s, &n));
    EXPECT_EQ_SIZE(s, 2);
    EXPECT(hist_match_range(STR("git commit"), STR("gcm"), HIST_SUBSEQUENCE, 0, &s, &n));
    EXPECT_EQ_SIZE(s, 0);
    EXPECT_EQ_SIZE(n, 7);
    EXPECT(hist_match_range(STR("x make all"), STR("ma*al"), HIST_CONTAINS_GLOB, 0, &s, &n));
    EXPECT_EQ_SIZE(s, 2);
    EXPECT_EQ_SIZE(n, 7);
    EXPECT(hist_match_range(STR("xy ab"), STR("ab"), HIST_PREFIX_FIRST, 0, &s, &n));
    EXPECT_EQ_SIZE(s, 3);
}

TEST(searches_across_chunks_agree_with_a_plain_scan)
{
    History *h = hist_new(folder("chunks"), STR(""), now());
    for (int i = 0; i < 9000; i++) {
        char cmd[64];
        snprintf(cmd, sizeof cmd, "%s %d %s", i % 3 ? "make" : "Make", i % 700, i % 11 ? "x" : "needle");
        hist_add_at(h, str_cstr(cmd), i, NULL, 0, HIST_MEMORY);
    }
    const char *queries[] = {"needle", "make 1", "ake 69", "Make 6", "zz", "e", ""};
    HistMatch kinds[] = {HIST_CONTAINS, HIST_PREFIX, HIST_LINE_PREFIX, HIST_SUBSEQUENCE, HIST_PREFIX_FIRST};
    for (size_t q = 0; q < sizeof queries / sizeof *queries; q++) {
        for (size_t k = 0; k < sizeof kinds / sizeof *kinds; k++) {
            for (unsigned flags = 0; flags < 4; flags++) {
                /* the answer to compare with: every entry checked one by one */
                HistSearch s;
                hist_search_begin(&s, h, str_cstr(queries[q]), kinds[k], flags);
                size_t found = 0, expect = 0;
                while (hist_search_at(&s, found) != HIST_NONE) found++;
                hist_search_end(&s);
                StrList seen = STRLIST_INIT;
                for (size_t i = hist_count(h); i-- > 0;) {
                    size_t st, ln;
                    Str t = hist_text(h, i);
                    HistMatch kk = kinds[k] == HIST_PREFIX_FIRST ? HIST_CONTAINS : kinds[k];
                    if (!hist_match_range(t, str_cstr(queries[q]), kk, flags, &st, &ln)) continue;
                    if (kk == HIST_PREFIX && st != 0) continue;
                    bool dup = false;
                    for (size_t j = 0; j < seen.n && !(flags & HIST_NO_DEDUP); j++) dup |= str_eq(seen.items[j], t);
                    if (dup) continue;
                    sl_push(&seen, t);
                    expect++;
                }
                sl_fini(&seen);
                if (found != expect)
                    printf("  query %s kind %zu flags %u: %zu found, %zu expected\n", queries[q], k, flags, found,
                           expect);
                EXPECT_EQ_SIZE(found, expect);
            }
        }
    }
    hist_free(h);
}

TEST(remembered_scans_give_the_same_answers)
{
    History *h = hist_new(folder("memo"), STR(""), now());
    for (int i = 0; i < 6000; i++) {
        char cmd[64];
        snprintf(cmd, sizeof cmd, "cmd%d arg%d", i % 97, i);
        hist_add_at(h, str_cstr(cmd), i, NULL, 0, HIST_MEMORY);
    }
    const char *typing[] = {"c", "cm", "cmd", "cmd4", "cmd42", "cmd42 ", "cmd42 arg", "cmd42 arg9", "cmd42 arg99"};
    for (int pass = 0; pass < 2; pass++) {
        HistMatch how = pass ? HIST_CONTAINS : HIST_PREFIX;
        for (size_t t = 0; t < sizeof typing / sizeof *typing; t++) {
            char *seeded = search(h, typing[t], how, HIST_IGNORE_CASE);
            /* a different history generation: no memo applies */
            History *fresh_h = hist_new(folder("memo2"), STR(""), now());
            for (size_t i = 0; i < hist_count(h); i++) hist_add_at(fresh_h, hist_text(h, i), 0, NULL, 0, HIST_MEMORY);
            char *plain = search(fresh_h, typing[t], how, HIST_IGNORE_CASE);
            EXPECT_STR_EQ(seeded, plain);
            free(seeded);
            free(plain);
            hist_free(fresh_h);
        }
    }
    /* a search begun before a change answers nothing */
    HistSearch s;
    hist_search_begin(&s, h, STR("cmd"), HIST_PREFIX, 0);
    EXPECT(hist_search_at(&s, 0) != HIST_NONE);
    hist_add_at(h, STR("new"), 1, NULL, 0, HIST_MEMORY);
    EXPECT(hist_search_at(&s, 1) == HIST_NONE);
    hist_search_end(&s);
    hist_free(h);
}

/* ---- several writers at once ---- */

TEST(concurrent_writers_lose_nothing)
{
    const char *dir = folder("race");
    enum { WRITERS = 6, EACH = 150 };
    pid_t pids[WRITERS];
    for (int w = 0; w < WRITERS; w++) {
        pids[w] = fork();
        if (pids[w] == 0) {
            History *h = hist_new(dir, STR("t"), now() - 100);
            for (int i = 0; i < EACH; i++) {
                char cmd[32];
                snprintf(cmd, sizeof cmd, "w%d-%d", w, i);
                hist_add(h, str_cstr(cmd), NULL, 0, HIST_DISK, false);
            }
            hist_free(h);
            _exit(0);
        }
    }
    for (int w = 0; w < WRITERS; w++) {
        int st;
        waitpid(pids[w], &st, 0);
        EXPECT(WIFEXITED(st) && WEXITSTATUS(st) == 0);
    }
    History *h = hist_new(dir, STR("t"), now() + 10);
    EXPECT_EQ_SIZE(hist_count(h), WRITERS * EACH);
    for (int w = 0; w < WRITERS; w++) {
        char q[16];
        snprintf(q, sizeof q, "w%d-", w);
        HistSearch s;
        hist_search_begin(&s, h, str_cstr(q), HIST_PREFIX, 0);
        size_t n = 0;
        while (hist_search_at(&s, n) != HIST_NONE) n++;
        hist_search_end(&s);
        EXPECT_EQ_SIZE(n, EACH);
    }
    hist_free(h);
}

TEST(a_writer_killed_mid_way_leaves_a_readable_file)
{
    const char *dir = folder("killed");
    for (int round = 0; round < 4; round++) {
        pid_t pid = fork();
        if (pid == 0) {
            History *h = hist_new(dir, STR("t"), now() - 100);
            for (int i = 0;; i++) {
                char cmd[48];
                snprintf(cmd, sizeof cmd, "round%d-%d %0*d", round, i, 20, i);
                hist_add(h, str_cstr(cmd), NULL, 0, HIST_DISK, false);
            }
        }
        usleep(20000 + 15000 * round);
        kill(pid, SIGKILL);
        waitpid(pid, NULL, 0);
    }
    History *h = hist_new(dir, STR("t"), now() + 10);
    size_t n = hist_count(h);
    EXPECT(n > 0);
    for (size_t i = 0; i < n; i++) {
        Str t = hist_text(h, i);
        EXPECT(t.len > 5 && memcmp(t.ptr, "round", 5) == 0);
    }
    add(h, "after");
    hist_free(h);
    History *h2 = hist_new(dir, STR("t"), now() + 10);
    EXPECT_EQ_SIZE(hist_count(h2), n + 1);
    hist_free(h2);
}

/* ---- the shell's rules for command lines ---- */

#include "exec/eval.h"
#include "shell.h"

TEST(the_shell_adds_lines_as_fish_4_does)
{
    const char *data = folder("shell-data"), *cwd = folder("shell-cwd");
    char home[600], xdg[600], pwd[600];
    snprintf(home, sizeof home, "HOME=%s", folder("shell-home"));
    snprintf(xdg, sizeof xdg, "XDG_DATA_HOME=%s", data);
    snprintf(pwd, sizeof pwd, "PWD=%s", cwd);
    char *envp[] = {home, xdg, pwd, NULL};
    char here[4096];
    if (!getcwd(here, sizeof here) || chdir(cwd) != 0) abort();
    Shell sh;
    shell_init(&sh, "minnow", envp, SHELL_NO_UNIVERSAL);
    write_text(cwd, "notes.txt", "x");
    History *h = hist_shell(&sh);
    EXPECT_STR_EQ(hist_name(h), "minnow");
    hist_shell_add_line(&sh, STR("cat notes.txt missing.txt -v  "));
    EXPECT_EQ_SIZE(hist_count(h), 0); /* pending while it runs */
    hist_resolve_pending(h);
    EXPECT_OWNED_STR(entries(h), "cat notes.txt missing.txt -v");
    EXPECT_EQ_SIZE(hist_path_count(h, 0), 1);
    if (hist_path_count(h, 0) == 1) {
        Str p = hist_path(h, 0, 0);
        EXPECT_MEM_EQ(p.ptr, p.len, "notes.txt", 9);
    }
    EXPECT(hist_shell_paths_valid(&sh, h, 0));
    hist_shell_add_line(&sh, STR(" secret"));
    hist_resolve_pending(h);
    EXPECT_OWNED_STR(entries(h), "cat notes.txt missing.txt -v| secret");
    hist_shell_add_line(&sh, STR("echo a\\  "));
    hist_resolve_pending(h);
    EXPECT_OWNED_STR(entries(h), "cat notes.txt missing.txt -v|echo a\\ ");
    /* a function decides instead of the space rule; $status survives it */
    Io io = io_standard();
    eval_text(&sh, STR("function fish_should_add_to_history; string match -q 'vault*' -- $argv; and return 1; "
                       "return 0; end; false"),
              NULL, &io);
    hist_shell_add_line(&sh, STR("vault read x"));
    hist_shell_add_line(&sh, STR(" kept"));
    hist_resolve_pending(h);
    EXPECT_EQ_INT(sh.status, 1);
    EXPECT_OWNED_STR(entries(h), "cat notes.txt missing.txt -v|echo a\\ | kept");
    eval_text(&sh, STR("set -g fish_private_mode 1"), NULL, &io);
    hist_shell_add_line(&sh, STR("private"));
    hist_resolve_pending(h);
    char *file = read_all(hist_file(h));
    EXPECT(strstr(file, "- cmd: cat notes.txt missing.txt -v\n  when: ") && strstr(file, "    - notes.txt\n") &&
           strstr(file, "- cmd: echo a\\\\ \n") && strstr(file, "- cmd:  kept\n") && !strstr(file, "vault") &&
           !strstr(file, "private"));
    free(file);
    char notes[700];
    snprintf(notes, sizeof notes, "%s/notes.txt", cwd);
    unlink(notes);
    EXPECT(!hist_shell_paths_valid(&sh, h, 0));
    /* $fish_history picks the file; "" keeps nothing; a history used before comes back */
    eval_text(&sh, STR("set -g fish_history other"), NULL, &io);
    EXPECT_STR_EQ(hist_name(hist_shell(&sh)), "other");
    eval_text(&sh, STR("set -g fish_history ''"), NULL, &io);
    EXPECT(hist_file(hist_shell(&sh)) == NULL);
    eval_text(&sh, STR("set -e fish_history"), NULL, &io);
    EXPECT(hist_shell(&sh) == h);
    shell_fini(&sh);
    if (chdir(here) != 0) abort();
}
