/* tests/unit/test_proc.c - spawning, fd plans, statuses, $PATH lookup and the
 * signal table.
 *
 * Children are real processes (/bin/echo, /bin/sh); their output comes back
 * through pipes. Every spawn test runs both through posix_spawn and through
 * fork and exec, since the shell uses both. */
#include "unit.h"

/* Valgrind cannot follow a child whose execve fails (it kills the child with
 * "EXEC FAILED"), and these tests make exec fail on purpose; they run in the
 * plain and sanitizer passes instead. */
__attribute__((constructor)) static void skip_under_valgrind(void)
{
    const char *wrap = getenv("MINNOW_WRAP");
    if (wrap && strstr(wrap, "valgrind")) {
        printf("skipped under valgrind\n");
        exit(77);
    }
}

#include "base/fs.h"
#include "base/str.h"
#include "base/strlist.h"
#include "proc/cmdpath.h"
#include "proc/signal.h"
#include "proc/spawn.h"
#include "proc/wait.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

typedef pid_t (*SpawnFn)(const SpawnSpec *);
static const SpawnFn spawners[2] = {spawn_run, spawn_run_forked};
static const char *const spawner_names[2] = {"posix_spawn", "fork"};

static char tmp_root[64];

static void remove_tmp(void)
{
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf %s", tmp_root);
    if (system(cmd) != 0) printf("  (could not remove %s)\n", tmp_root);
}

/* A fresh directory for this run, removed when the run ends. */
static const char *tmpdir(void)
{
    if (!tmp_root[0]) {
        snprintf(tmp_root, sizeof tmp_root, "/tmp/minnow-proc-XXXXXX");
        if (!mkdtemp(tmp_root)) abort();
        atexit(remove_tmp);
    }
    return tmp_root;
}

static void write_file(const char *path, const char *text, size_t len, mode_t mode)
{
    unlink(path);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode);
    if (fd < 0 || fs_write_all(fd, text, len) != 0) abort();
    close(fd);
    chmod(path, mode);
}

/* Reads fd to the end into a static buffer and closes it. */
static const char *slurp(int fd)
{
    static StrBuf b;
    sb_clear(&b);
    fs_read_fd(fd, &b);
    close(fd);
    sb_append_char(&b, '\0');
    return b.ptr;
}

static int cloexec_pipe(int p[2])
{
    if (pipe(p) != 0) return -1;
    fcntl(p[0], F_SETFD, FD_CLOEXEC);
    fcntl(p[1], F_SETFD, FD_CLOEXEC);
    return 0;
}

/* Runs argv with fds, returns its $status (or -1000 - errno when it did not start). */
static int run_status(SpawnFn fn, const char *path, char *const *argv, const SpawnFd *fds,
                      size_t nfds)
{
    SpawnSpec s = {
        .path = path, .argv = argv, .envp = environ, .fds = fds, .nfds = nfds, .pgid = -1};
    pid_t pid = fn(&s);
    if (pid < 0) return -1000 - errno;
    int ws = 0;
    if (wait_pid(pid, &ws) != pid) return -2000;
    return wait_status(ws);
}

/* Runs `sh -c script` with stdout (and the extra fds) to a pipe; returns what came out. */
static const char *sh_output(SpawnFn fn, const char *script, const SpawnFd *extra, size_t nextra,
                             int *status)
{
    int p[2];
    if (cloexec_pipe(p) != 0) abort();
    SpawnFd fds[8];
    size_t n = 0;
    fds[n++] = (SpawnFd){1, p[1]};
    for (size_t i = 0; i < nextra; i++) fds[n++] = extra[i];
    char *argv[] = {"sh", "-c", (char *)script, NULL};
    SpawnSpec s = {
        .path = "/bin/sh", .argv = argv, .envp = environ, .fds = fds, .nfds = n, .pgid = -1};
    pid_t pid = fn(&s);
    close(p[1]);
    const char *out = slurp(p[0]);
    int ws = 0;
    if (pid > 0) wait_pid(pid, &ws);
    *status = pid > 0 ? wait_status(ws) : -1000 - errno;
    return out;
}

TEST(echo_writes_into_a_pipe)
{
    for (int k = 0; k < 2; k++) {
        int before = unit_state.failures;
        int p[2];
        cloexec_pipe(p);
        char *argv[] = {"echo", "hello", "world", NULL};
        SpawnFd fds[] = {{1, p[1]}};
        SpawnSpec s = {
            .path = "/bin/echo", .argv = argv, .envp = environ, .fds = fds, .nfds = 1, .pgid = -1};
        pid_t pid = spawners[k](&s);
        EXPECT(pid > 0);
        close(p[1]);
        EXPECT_STR_EQ(slurp(p[0]), "hello world\n");
        int ws;
        EXPECT_EQ_INT(wait_pid(pid, &ws), pid);
        EXPECT_EQ_INT(wait_status(ws), 0);
        if (unit_state.failures > before) printf("  (path: %s)\n", spawner_names[k]);
    }
}

TEST(stdout_and_stderr_swap)
{
    for (int k = 0; k < 2; k++) {
        int before = unit_state.failures;
        int a[2], b[2];
        cloexec_pipe(a);
        cloexec_pipe(b);
        fflush(stdout);
        fflush(stderr);
        int save1 = fcntl(1, F_DUPFD_CLOEXEC, 10), save2 = fcntl(2, F_DUPFD_CLOEXEC, 10);
        dup2(a[1], 1); /* our stdout is pipe a, our stderr pipe b */
        dup2(b[1], 2);
        char *argv[] = {"sh", "-c", "echo out; echo err >&2", NULL};
        SpawnFd fds[] = {{1, 2}, {2, 1}};
        SpawnSpec s = {
            .path = "/bin/sh", .argv = argv, .envp = environ, .fds = fds, .nfds = 2, .pgid = -1};
        pid_t pid = spawners[k](&s);
        dup2(save1, 1);
        dup2(save2, 2);
        close(save1);
        close(save2);
        close(a[1]);
        close(b[1]);
        int ws;
        wait_pid(pid, &ws);
        EXPECT(pid > 0);
        EXPECT_STR_EQ(slurp(a[0]), "err\n");
        EXPECT_STR_EQ(slurp(b[0]), "out\n");
        if (unit_state.failures > before) printf("  (path: %s)\n", spawner_names[k]);
    }
}

TEST(sources_are_the_shells_fds_even_when_also_targets)
{
    for (int k = 0; k < 2; k++) {
        int before = unit_state.failures;
        int a[2], b[2];
        cloexec_pipe(a);
        cloexec_pipe(b);
        /* 1 -> a, 2 -> b, and 7/8 cross over: 7 gets b, 8 gets a. */
        int fa = fcntl(a[1], F_DUPFD_CLOEXEC, 7), fb = fcntl(b[1], F_DUPFD_CLOEXEC, 7);
        int out_fd = fa, err_fd = fb;
        SpawnFd fds[] = {{1, out_fd}, {2, err_fd}, {out_fd, err_fd}, {err_fd, out_fd}};
        char script[128];
        snprintf(script, sizeof script, "echo one; echo two >&2; echo three >&%d; echo four >&%d",
                 out_fd, err_fd);
        char *argv[] = {"sh", "-c", script, NULL};
        SpawnSpec s = {
            .path = "/bin/sh", .argv = argv, .envp = environ, .fds = fds, .nfds = 4, .pgid = -1};
        pid_t pid = spawners[k](&s);
        close(a[1]);
        close(b[1]);
        close(fa);
        close(fb);
        int ws;
        wait_pid(pid, &ws);
        EXPECT(pid > 0);
        EXPECT(out_fd <= 9 && err_fd <= 9); /* sh's >&N takes one digit */
        EXPECT_STR_EQ(slurp(a[0]), "one\nfour\n");
        EXPECT_STR_EQ(slurp(b[0]), "two\nthree\n");
        if (unit_state.failures > before) printf("  (path: %s)\n", spawner_names[k]);
    }
}

TEST(later_entries_for_a_target_win)
{
    for (int k = 0; k < 2; k++) {
        int a[2], b[2];
        cloexec_pipe(a);
        cloexec_pipe(b);
        SpawnFd fds[20];
        for (int i = 0; i < 19; i++) fds[i] = (SpawnFd){1, a[1]}; /* more than the small plan */
        fds[19] = (SpawnFd){1, b[1]};
        char *argv[] = {"echo", "last", NULL};
        int st = run_status(spawners[k], "/bin/echo", argv, fds, 20);
        close(a[1]);
        close(b[1]);
        EXPECT_EQ_INT(st, 0);
        EXPECT_STR_EQ(slurp(a[0]), "");
        EXPECT_STR_EQ(slurp(b[0]), "last\n");
    }
}

TEST(closing_an_fd)
{
    for (int k = 0; k < 2; k++) {
        int keep[2];
        if (pipe(keep) != 0) abort(); /* not close-on-exec: children inherit it */
        int seven = dup2(keep[1], 7);
        int st;
        SpawnFd close7[] = {{7, -1}};
        const char *script = "{ echo x >&7; } 2>/dev/null && echo open || echo closed";
        EXPECT_STR_EQ(sh_output(spawners[k], script, NULL, 0, &st), "open\n");
        EXPECT_STR_EQ(sh_output(spawners[k], script, close7, 1, &st), "closed\n");
        EXPECT_EQ_INT(st, 0);
        close(seven);
        close(keep[0]);
        close(keep[1]);
    }
}

TEST(an_fd_onto_itself_loses_close_on_exec)
{
    for (int k = 0; k < 2; k++) {
        int p[2];
        cloexec_pipe(p);
        int seven = dup2(p[1], 7);
        fcntl(seven, F_SETFD, FD_CLOEXEC);
        close(p[1]);
        int st;
        SpawnFd self[] = {{7, 7}};
        const char *script = "{ echo via7 >&7; } 2>/dev/null || echo closed";
        EXPECT_STR_EQ(sh_output(spawners[k], script, NULL, 0, &st), "closed\n");
        EXPECT_STR_EQ(sh_output(spawners[k], script, self, 1, &st), "");
        EXPECT(fcntl(7, F_GETFD) & FD_CLOEXEC); /* the shell's copy is untouched */
        close(seven);
        EXPECT_STR_EQ(slurp(p[0]), "via7\n");
    }
}

TEST(a_bad_source_fd_is_ebadf)
{
    for (int k = 0; k < 2; k++) {
        char *argv[] = {"true", NULL};
        SpawnFd fds[] = {{1, 987}};
        EXPECT_EQ_INT(run_status(spawners[k], "/bin/true", argv, fds, 1), -1000 - EBADF);
    }
}

TEST(exit_codes_and_signals_become_status)
{
    for (int k = 0; k < 2; k++) {
        char *exit3[] = {"sh", "-c", "exit 3", NULL};
        EXPECT_EQ_INT(run_status(spawners[k], "/bin/sh", exit3, NULL, 0), 3);
        char *term[] = {"sh", "-c", "kill -TERM $$", NULL};
        SpawnSpec s = {.path = "/bin/sh", .argv = term, .envp = environ, .pgid = -1};
        pid_t pid = spawners[k](&s);
        int ws = 0, sig = 0;
        EXPECT_EQ_INT(wait_pid(pid, &ws), pid);
        EXPECT_EQ_INT(wait_status(ws), 143);
        EXPECT(wait_was_signal(ws, &sig));
        EXPECT_EQ_INT(sig, SIGTERM);
        EXPECT(!wait_was_stopped(ws, NULL));
    }
}

TEST(stopped_children_are_reported_as_stopped)
{
    char *argv[] = {"sh", "-c", "kill -STOP $$; exit 5", NULL};
    SpawnSpec s = {.path = "/bin/sh", .argv = argv, .envp = environ, .pgid = 0};
    pid_t pid = spawn_run(&s);
    int ws = 0, sig = 0;
    EXPECT_EQ_INT(wait_pid(pid, &ws), pid);
    EXPECT(wait_was_stopped(ws, &sig));
    EXPECT_EQ_INT(sig, SIGSTOP);
    EXPECT_EQ_INT(wait_status(ws), 128 + SIGSTOP);
    EXPECT_EQ_INT(wait_poll(pid, &ws), 0);
    kill(pid, SIGCONT);
    do EXPECT(wait_pid(pid, &ws) == pid);
    while (!WIFEXITED(ws) && !WIFSIGNALED(ws));
    EXPECT_EQ_INT(wait_status(ws), 5);
}

TEST(missing_and_unrunnable_files)
{
    char path[128];
    snprintf(path, sizeof path, "%s/plain", tmpdir());
    write_file(path, "echo no\n", 8, 0644);
    for (int k = 0; k < 2; k++) {
        char *argv[] = {"x", NULL};
        EXPECT_EQ_INT(run_status(spawners[k], "/nonexistent/x", argv, NULL, 0), -1000 - ENOENT);
        EXPECT_EQ_INT(run_status(spawners[k], path, argv, NULL, 0), -1000 - EACCES);
    }
    EXPECT_EQ_INT(spawn_exit_status(ENOENT), 127);
    EXPECT_EQ_INT(spawn_exit_status(EACCES), 126);
    EXPECT_EQ_INT(spawn_exit_status(ENOEXEC), 126);
    EXPECT_EQ_INT(spawn_exit_status(E2BIG), 1);
    StrBuf t = STRBUF_INIT;
    spawn_error_text(ENOENT, "/nonexistent/x", NULL, NULL, true, &t);
    EXPECT_STR_EQ(t.ptr, "exec: Failed to execute process '/nonexistent/x': The file does not "
                         "exist or could not be executed.\n");
    sb_fini(&t);
}

TEST(scripts_without_shebang_run_with_sh)
{
    char path[128], expect[256];
    snprintf(path, sizeof path, "%s/noshebang", tmpdir());
    write_file(path, "echo script $0 $1 $#\n", 21, 0755);
    snprintf(expect, sizeof expect, "script %s a 2\n", path);
    for (int k = 0; k < 2; k++) {
        int p[2];
        cloexec_pipe(p);
        char *argv[] = {"noshebang", "a", "b", NULL};
        SpawnFd fds[] = {{1, p[1]}};
        int st = run_status(spawners[k], path, argv, fds, 1);
        close(p[1]);
        EXPECT_EQ_INT(st, 0);
        EXPECT_STR_EQ(slurp(p[0]), expect);
        /* No arguments at all. */
        cloexec_pipe(p);
        char *bare[] = {NULL};
        SpawnFd fds2[] = {{1, p[1]}};
        st = run_status(spawners[k], path, bare, fds2, 1);
        close(p[1]);
        EXPECT_EQ_INT(st, 0);
        snprintf(expect, sizeof expect, "script %s 0\n", path);
        EXPECT_STR_EQ(slurp(p[0]), expect);
        snprintf(expect, sizeof expect, "script %s a 2\n", path);
    }
}

TEST(binaries_and_fish_files_are_not_given_to_sh)
{
    char bin[128], fish[128];
    snprintf(bin, sizeof bin, "%s/junk", tmpdir());
    snprintf(fish, sizeof fish, "%s/s.fish", tmpdir());
    write_file(bin,
               "\x7f"
               "ELF\0\0\0GARBAGE",
               14, 0755);
    write_file(fish, "echo fishy\n", 11, 0755);
    EXPECT(!spawn_is_sh_script(bin));
    EXPECT(!spawn_is_sh_script(fish));
    for (int k = 0; k < 2; k++) {
        char *argv[] = {"x", NULL};
        EXPECT_EQ_INT(run_status(spawners[k], bin, argv, NULL, 0), -1000 - ENOEXEC);
        EXPECT_EQ_INT(run_status(spawners[k], fish, argv, NULL, 0), -1000 - ENOEXEC);
    }
    StrBuf t = STRBUF_INIT;
    spawn_error_text(ENOEXEC, "./junk", NULL, NULL, true, &t);
    EXPECT_STR_EQ(t.ptr, "exec: Failed to execute process './junk': The file could not be run by "
                         "the operating system.\nexec: Maybe the interpreter directive (#! line) "
                         "is broken?\n");
    sb_clear(&t);
    spawn_error_text(ENOEXEC, fish, NULL, NULL, true, &t);
    EXPECT(strstr(t.ptr, "\nexec: fish scripts require an interpreter directive (must start with "
                         "'#!/path/to/fish').\n") != NULL);
    sb_fini(&t);
}

TEST(bad_interpreters_are_explained)
{
    char bad[128], crlf[128];
    snprintf(bad, sizeof bad, "%s/badinterp", tmpdir());
    snprintf(crlf, sizeof crlf, "%s/crlf", tmpdir());
    write_file(bad, "#!/nonexistent/interp\necho x\n", 29, 0755);
    write_file(crlf, "#!/bin/sh\r\necho x\n", 18, 0755);
    char *argv[] = {"x", NULL};
    EXPECT_EQ_INT(run_status(spawn_run, bad, argv, NULL, 0), -1000 - ENOENT);
    StrBuf t = STRBUF_INIT;
    spawn_error_text(ENOENT, bad, NULL, NULL, true, &t);
    EXPECT(strstr(t.ptr,
                  "': The file specified the interpreter '/nonexistent/interp', which is not "
                  "an executable command.\n") != NULL);
    EXPECT(strstr(t.ptr, "\nhint: ") != NULL);
    sb_clear(&t);
    spawn_error_text(ENOENT, bad, NULL, NULL, false, &t); /* not a terminal: fish's text alone */
    EXPECT(strstr(t.ptr, "hint") == NULL);
    sb_clear(&t);
    spawn_error_text(ENOENT, crlf, NULL, NULL, true, &t);
    EXPECT(strstr(t.ptr, "':  The file uses Windows line endings (\\r\\n). Run dos2unix or similar "
                         "to fix it.\n") != NULL);
    sb_fini(&t);
}

TEST(oversized_arguments_are_measured_as_fish_does)
{
    long max = sysconf(_SC_ARG_MAX);
    if (max <= 0) return;
    size_t n = (size_t)max + (size_t)max / 2;
    char *big = malloc(n + 1);
    memset(big, 'x', n);
    big[n] = '\0';
    char *argv[] = {"true", big, NULL};
    EXPECT_EQ_INT(run_status(spawn_run, "/bin/true", argv, NULL, 0), -1000 - E2BIG);
    StrBuf t = STRBUF_INIT;
    spawn_error_text(E2BIG, "/bin/true", argv, NULL, true, &t);
    EXPECT(strstr(t.ptr, "exec: Failed to execute process '/bin/true': the total size of the "
                         "argument list and exported variables (") == t.ptr);
    if (max == 2097152) EXPECT(strstr(t.ptr, " (3MB) exceeds the OS limit of 2MB.\n") != NULL);
    sb_fini(&t);
    free(big);
}

TEST(new_and_joined_process_groups)
{
    for (int k = 0; k < 2; k++) {
        int before = unit_state.failures;
        int in[2];
        cloexec_pipe(in);
        char *argv[] = {"sh", "-c", "read x", NULL};
        SpawnFd fds[] = {{0, in[0]}};
        SpawnSpec lead = {
            .path = "/bin/sh", .argv = argv, .envp = environ, .fds = fds, .nfds = 1, .pgid = 0};
        pid_t a = spawners[k](&lead);
        SpawnSpec join = lead;
        join.pgid = a;
        pid_t b = spawners[k](&join);
        SpawnSpec stay = lead;
        stay.pgid = -1;
        pid_t c = spawners[k](&stay);
        EXPECT(a > 0 && b > 0 && c > 0);
        EXPECT_EQ_INT(getpgid(a), a);
        EXPECT_EQ_INT(getpgid(b), a);
        EXPECT_EQ_INT(getpgid(c), getpgrp());
        close(in[0]);
        close(in[1]); /* read sees the end; all three exit */
        int ws;
        EXPECT_EQ_INT(wait_pid(a, &ws), a);
        EXPECT_EQ_INT(wait_pid(b, &ws), b);
        EXPECT_EQ_INT(wait_pid(c, &ws), c);
        if (unit_state.failures > before) printf("  (path: %s)\n", spawner_names[k]);
    }
}

TEST(foreground_tty_without_a_terminal_still_runs)
{
    char *argv[] = {"true", NULL};
    SpawnSpec s = {
        .path = "/bin/true", .argv = argv, .envp = environ, .pgid = 0, .foreground_tty = true};
    pid_t pid = spawn_run(&s);
    int ws;
    EXPECT(pid > 0);
    EXPECT_EQ_INT(wait_pid(pid, &ws), pid);
    EXPECT_EQ_INT(wait_status(ws), 0);
}

/* ---- $PATH lookup ---- */

static void make_dir(const char *name, char *out, size_t cap)
{
    snprintf(out, cap, "%s/%s", tmpdir(), name);
    mkdir(out, 0755);
}

TEST(path_lookup_finds_executables_only)
{
    char d1[128], d2[128], d3[128], f[256];
    make_dir("noexec", d1, sizeof d1);
    make_dir("exec", d2, sizeof d2);
    make_dir("dirs", d3, sizeof d3);
    snprintf(f, sizeof f, "%s/cmdx", d1);
    write_file(f, "echo\n", 5, 0644);
    snprintf(f, sizeof f, "%s/cmdx", d2);
    write_file(f, "echo\n", 5, 0755);
    snprintf(f, sizeof f, "%s/cmdx", d3);
    mkdir(f, 0755);

    CmdPathCache *c = cmdpath_new();
    StrList path = STRLIST_INIT;
    int err = -1;
    sl_push_cstr(&path, d1);
    sl_push_cstr(&path, d2);
    char *got = cmdpath_find(c, &path, 1, STR("cmdx"), &err);
    snprintf(f, sizeof f, "%s/cmdx", d2);
    EXPECT_STR_EQ(got, f);
    EXPECT_EQ_INT(err, 0);
    free(got);

    sl_clear(&path);
    sl_push_cstr(&path, d1);
    EXPECT(cmdpath_find(c, &path, 2, STR("cmdx"), &err) == NULL);
    EXPECT_EQ_INT(err, EACCES);
    EXPECT_EQ_INT(cmdpath_status(err), 126);
    snprintf(f, sizeof f, "%s/cmdx", d1);
    EXPECT_STR_EQ(cmdpath_failed_path(c), f);
    EXPECT_STR_EQ(cmdpath_error_text(err),
                  "Missing execute permissions for the file or one of its parent directories.");

    sl_clear(&path);
    sl_push(&path, STR(""));
    sl_push_cstr(&path, d3);
    sl_push_cstr(&path, d1);
    EXPECT(cmdpath_find(c, &path, 3, STR("cmdx"), &err) == NULL);
    EXPECT_EQ_INT(err, EISDIR); /* the first interesting failure wins */
    EXPECT_STR_EQ(cmdpath_error_text(err), "Files of this type cannot be executed.");

    EXPECT(cmdpath_find(c, &path, 3, STR("no-such-cmd"), &err) == NULL);
    EXPECT_EQ_INT(err, ENOENT);
    EXPECT_EQ_INT(cmdpath_status(err), 127);
    EXPECT_STR_EQ(cmdpath_failed_path(c), "");
    EXPECT(cmdpath_find(c, &path, 3, STR(""), &err) == NULL);
    EXPECT_EQ_INT(err, ENOENT);

    /* Names with a slash are taken as they are. */
    snprintf(f, sizeof f, "%s/cmdx", d2);
    got = cmdpath_find(c, &path, 3, str_cstr(f), &err);
    EXPECT_STR_EQ(got, f);
    free(got);
    snprintf(f, sizeof f, "%s/cmdx", d3);
    EXPECT(cmdpath_find(c, &path, 3, str_cstr(f), &err) == NULL);
    EXPECT_EQ_INT(err, EISDIR);
    snprintf(f, sizeof f, "%s/cmdx/below", d2);
    EXPECT(cmdpath_find(NULL, NULL, 0, str_cstr(f), &err) == NULL);
    EXPECT_EQ_INT(err, ENOTDIR);
    EXPECT_STR_EQ(cmdpath_error_text(err), "One of the parent files is not a directory.");

    /* PATH unset: fish's default directories. */
    got = cmdpath_find(NULL, NULL, 0, STR("sh"), &err);
    EXPECT(got && (strcmp(got, "/usr/bin/sh") == 0 || strcmp(got, "/bin/sh") == 0));
    free(got);

    sl_fini(&path);
    cmdpath_free(c);
}

TEST(path_cache_follows_the_generation)
{
    char early[128], late[128], f[256];
    make_dir("early", early, sizeof early);
    make_dir("late", late, sizeof late);
    snprintf(f, sizeof f, "%s/tool", late);
    write_file(f, "echo\n", 5, 0755);
    CmdPathCache *c = cmdpath_new();
    StrList path = STRLIST_INIT;
    sl_push_cstr(&path, early);
    sl_push_cstr(&path, late);
    int err;
    char *got = cmdpath_find(c, &path, 7, STR("tool"), &err);
    EXPECT_STR_EQ(got, f);
    free(got);

    /* A new tool earlier in PATH: the cache keeps the old answer until PATH changes. */
    char e[256];
    snprintf(e, sizeof e, "%s/tool", early);
    write_file(e, "echo\n", 5, 0755);
    got = cmdpath_find(c, &path, 7, STR("tool"), &err);
    EXPECT_STR_EQ(got, f);
    free(got);
    got = cmdpath_find(c, &path, 8, STR("tool"), &err);
    EXPECT_STR_EQ(got, e);
    free(got);

    /* A cached file that went away is looked up again. */
    unlink(e);
    got = cmdpath_find(c, &path, 8, STR("tool"), &err);
    EXPECT_STR_EQ(got, f);
    free(got);
    unlink(f);
    EXPECT(cmdpath_find(c, &path, 8, STR("tool"), &err) == NULL);
    EXPECT_EQ_INT(err, ENOENT);

    /* Many names grow the table. */
    for (int i = 0; i < 100; i++) {
        char name[32];
        snprintf(name, sizeof name, "t%d", i);
        snprintf(f, sizeof f, "%s/%s", late, name);
        write_file(f, "echo\n", 5, 0755);
        free(cmdpath_find(c, &path, 8, str_cstr(name), &err));
    }
    for (int i = 0; i < 100; i++) {
        char name[32];
        snprintf(name, sizeof name, "t%d", i);
        snprintf(f, sizeof f, "%s/%s", late, name);
        got = cmdpath_find(c, &path, 8, str_cstr(name), &err);
        EXPECT_STR_EQ(got, f);
        free(got);
    }
    sl_fini(&path);
    cmdpath_free(c);
}

TEST(relative_path_entries_follow_the_working_directory)
{
    char here[128], f[256], cwd[4096];
    make_dir("rel", here, sizeof here);
    snprintf(f, sizeof f, "%s/relcmd", here);
    write_file(f, "echo\n", 5, 0755);
    if (!getcwd(cwd, sizeof cwd)) abort();
    CmdPathCache *c = cmdpath_new();
    StrList path = STRLIST_INIT;
    sl_push_cstr(&path, ".");
    int err;
    if (chdir(here) != 0) abort();
    char *got = cmdpath_find(c, &path, 1, STR("relcmd"), &err);
    EXPECT_STR_EQ(got, "./relcmd");
    free(got);
    if (chdir(tmpdir()) != 0) abort();
    EXPECT(cmdpath_find(c, &path, 1, STR("relcmd"), &err) == NULL); /* not cached */
    if (chdir(cwd) != 0) abort();
    sl_fini(&path);
    cmdpath_free(c);
}

/* ---- signals ---- */

TEST(signal_names_and_numbers_round_trip)
{
    EXPECT_STR_EQ(sig_name(SIGINT), "SIGINT");
    EXPECT_STR_EQ(sig_description(SIGINT), "Quit request from job control (^C)");
    EXPECT_STR_EQ(sig_description(SIGTERM), "Polite quit request");
    EXPECT_STR_EQ(sig_name(SIGABRT), "SIGABRT"); /* not its alias SIGIOT */
    EXPECT_STR_EQ(sig_name(1000), "Unknown");
    EXPECT_STR_EQ(sig_description(0), "Unknown");
    EXPECT_EQ_INT(sig_number(STR("INT")), SIGINT);
    EXPECT_EQ_INT(sig_number(STR("SIGINT")), SIGINT);
    EXPECT_EQ_INT(sig_number(STR("int")), SIGINT);
    EXPECT_EQ_INT(sig_number(STR("sigwinch")), SIGWINCH);
    EXPECT_EQ_INT(sig_number(STR("TstP")), SIGTSTP);
    EXPECT_EQ_INT(sig_number(STR("2")), 2);
    EXPECT_EQ_INT(sig_number(STR("100")), 100);
    EXPECT_EQ_INT(sig_number(STR("SIGFOO")), 0);
    EXPECT_EQ_INT(sig_number(STR("")), 0);
    EXPECT_EQ_INT(sig_number(STR("SIG")), 0);
    EXPECT_EQ_INT(sig_number(STR("0")), 0);
    EXPECT_EQ_INT(sig_number(STR("-1")), 0);
    EXPECT_EQ_INT(sig_number(STR("-0")), 0);
    EXPECT_EQ_INT(sig_number(STR("2x")), 0);
    int sig;
    const char *name;
    size_t i = 0;
    for (; sig_at(i, &sig, &name); i++) {
        EXPECT_EQ_INT(sig_number(str_cstr(name)), sig);
        EXPECT_EQ_INT(sig_number(str_cstr(name + 3)), sig);
        EXPECT(strcmp(sig_description(sig), "Unknown") != 0);
    }
    EXPECT(i >= 30);
}

TEST(handlers_set_flags_and_wake_the_pipe)
{
    EXPECT_EQ_INT(sig_init(false), 0);
    int fd = sig_pipe_fd();
    EXPECT(fd >= 10);
    EXPECT(fcntl(fd, F_GETFD) & FD_CLOEXEC);
    sig_clear(0);
    EXPECT(!sig_pending(SIGINT));
    raise(SIGINT);
    EXPECT(sig_pending(SIGINT));
    char c = 0;
    EXPECT_EQ_INT(read(fd, &c, 1), 1);
    EXPECT_EQ_INT(c, SIGINT);
    EXPECT(sig_take(SIGINT));
    EXPECT(!sig_take(SIGINT));
    sig_handle(SIGUSR1);
    raise(SIGUSR1);
    raise(SIGUSR1);
    EXPECT(sig_pending(SIGUSR1));
    sig_drain_pipe();
    EXPECT_EQ_INT(read(fd, &c, 1), -1); /* empty and non-blocking */
    sig_clear(SIGUSR1);
    EXPECT(!sig_pending(SIGUSR1));
}

TEST(children_get_default_signal_handling)
{
    /* The shell ignores SIGPIPE and catches SIGUSR1; a child must die of
     * both, and of SIGTERM, which the shell has blocked. */
    EXPECT_EQ_INT(sig_init(false), 0);
    sig_handle(SIGUSR1);
    sigset_t block, old;
    sigemptyset(&block);
    sigaddset(&block, SIGTERM);
    sigprocmask(SIG_BLOCK, &block, &old);
    for (int k = 0; k < 2; k++) {
        int before = unit_state.failures;
        char *pipe_argv[] = {"sh", "-c", "kill -PIPE $$; exit 0", NULL};
        EXPECT_EQ_INT(run_status(spawners[k], "/bin/sh", pipe_argv, NULL, 0), 128 + SIGPIPE);
        char *usr_argv[] = {"sh", "-c", "kill -USR1 $$; exit 0", NULL};
        EXPECT_EQ_INT(run_status(spawners[k], "/bin/sh", usr_argv, NULL, 0), 128 + SIGUSR1);
        char *term_argv[] = {"sh", "-c", "kill -TERM $$; exit 0", NULL};
        EXPECT_EQ_INT(run_status(spawners[k], "/bin/sh", term_argv, NULL, 0), 128 + SIGTERM);
        if (unit_state.failures > before) printf("  (path: %s)\n", spawner_names[k]);
    }
    sigprocmask(SIG_SETMASK, &old, NULL);
    signal(SIGINT, SIG_DFL);
    signal(SIGUSR1, SIG_DFL);
    signal(SIGPIPE, SIG_DFL);
    signal(SIGQUIT, SIG_DFL);
}
