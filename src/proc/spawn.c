/* proc/spawn.c - posix_spawn, or fork and exec, with descriptors, process
 * group and signals set up for the child.
 *
 * The descriptor entries are assignments made all at once (every source is
 * the shell's fd), but posix_spawn and a forked child apply dup2s one after
 * another. The plan bridges the two: entries overridden by a later one for the
 * same target are dropped; a source that is also some entry's target, or that
 * is its own target while close-on-exec, is first copied in the shell to a
 * close-on-exec fd above every number involved ("parked"), and the child
 * dup2s from the copy. After that no dup2 can overwrite a source still to be
 * read, so any order is right. Parking costs a syscall and only happens in
 * those rare cases; the common plan (pipe ends onto 0 and 1) goes straight
 * into file actions. */
#include "proc/spawn.h"

#include "base/check.h"
#include "proc/signal.h"

#include <errno.h>
#include <fcntl.h>
#include <paths.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

/* ---- the descriptor plan ---- */

#define FD_KEEP    (-2) /* source: the fd is already inheritable; nothing to do */
#define SMALL_PLAN 16

typedef struct FdOp {
    int target;
    int source;  /* what the child dup2s from; -1 closes target; FD_KEEP */
    int orig;    /* the caller's source */
    bool parked; /* source is a copy this call made and closes afterwards */
} FdOp;

typedef struct FdPlan {
    FdOp *ops; /* small, or heap when there are many entries */
    size_t n;
    int hi; /* above every fd number in the plan */
    FdOp small[SMALL_PLAN];
} FdPlan;

static void plan_fini(FdPlan *p)
{
    for (size_t i = 0; i < p->n; i++)
        if (p->ops[i].parked) close(p->ops[i].source);
    if (p->ops != p->small) free(p->ops);
}

static bool is_target(const FdPlan *p, size_t except, int fd)
{
    for (size_t k = 0; k < p->n; k++)
        if (k != except && p->ops[k].target == fd) return true;
    return false;
}

/* Returns 0, or an errno value (the plan is still finished by plan_fini). */
static int plan_build(FdPlan *p, const SpawnFd *fds, size_t n)
{
    p->ops = n <= SMALL_PLAN ? p->small : xreallocarray(NULL, n, sizeof *p->ops);
    p->n = 0;
    p->hi = 3;
    for (size_t i = 0; i < n; i++) {
        if (fds[i].target < 0 || fds[i].source < -1) return EBADF;
        bool overridden = false;
        for (size_t j = i + 1; j < n && !overridden; j++)
            overridden = fds[j].target == fds[i].target;
        if (overridden) continue;
        p->ops[p->n++] = (FdOp){fds[i].target, fds[i].source, fds[i].source, false};
        if (fds[i].target >= p->hi) p->hi = fds[i].target + 1;
        if (fds[i].source >= p->hi) p->hi = fds[i].source + 1;
    }
    for (size_t i = 0; i < p->n; i++) {
        FdOp *op = &p->ops[i];
        if (op->source < 0) continue;
        if (op->source == op->target) {
            int flags = fcntl(op->source, F_GETFD);
            if (flags < 0) return errno;
            if (!(flags & FD_CLOEXEC)) {
                op->source = FD_KEEP;
                continue;
            }
        } else if (!is_target(p, i, op->source)) {
            continue;
        }
        int copy = -1;
        for (size_t k = 0; k < i && copy < 0; k++)
            if (p->ops[k].parked && p->ops[k].orig == op->orig) copy = p->ops[k].source;
        if (copy < 0) {
            copy = fcntl(op->source, F_DUPFD_CLOEXEC, p->hi);
            if (copy < 0) return errno;
            op->parked = true;
        }
        op->source = copy;
    }
    return 0;
}

/* ---- #! lines and scripts without one ---- */

/* fish's test: no NUL at all, or a lowercase letter, '$' or '`' followed
 * later by a newline (anywhere in the bytes read, as fish scans them). */
static bool looks_like_text(const unsigned char *p, size_t n)
{
    if (!memchr(p, 0, n)) return true;
    bool seen = false;
    for (size_t i = 0; i < n; i++) {
        if ((p[i] >= 'a' && p[i] <= 'z') || p[i] == '$' || p[i] == '`') seen = true;
        if (seen && p[i] == '\n') return true;
    }
    return false;
}

/* Async-signal-safe: the forked child calls it. */
bool spawn_is_sh_script(const char *path)
{
    size_t len = strlen(path);
    if (len >= 5 && memcmp(path + len - 5, ".fish", 5) == 0) return false;
    int saved = errno;
    bool res = false;
    int fd;
    do fd = open(path, O_RDONLY | O_NOCTTY | O_CLOEXEC);
    while (fd < 0 && errno == EINTR);
    if (fd >= 0) {
        unsigned char buf[256];
        ssize_t got;
        do got = read(fd, buf, sizeof buf);
        while (got < 0 && errno == EINTR);
        if (got >= 0) res = looks_like_text(buf, (size_t)got);
        close(fd);
    }
    errno = saved;
    return res;
}

/* argv for `/bin/sh path args...` in out (cap pointers); false if too long. */
static bool sh_argv(const char *path, char *const *argv, char **out, size_t cap)
{
    size_t args = 0; /* the arguments after argv[0] */
    while (argv[0] && argv[args + 1]) args++;
    if (args + 3 > cap) return false;
    out[0] = (char *)_PATH_BSHELL;
    out[1] = (char *)path; /* the path run, not what argv[0] says */
    for (size_t i = 0; i < args; i++) out[i + 2] = argv[i + 1];
    out[args + 2] = NULL;
    return true;
}

/* ---- posix_spawn ---- */

static int spawn_posix(const SpawnSpec *s, const FdPlan *plan, pid_t *pid)
{
    posix_spawnattr_t attr;
    posix_spawn_file_actions_t acts, *actsp = NULL;
    sigset_t mask, defaults;
    int err = posix_spawnattr_init(&attr);
    if (err) return err;
    short flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
    if (s->pgid >= 0) flags |= POSIX_SPAWN_SETPGROUP;
    sigemptyset(&mask);
    if (s->block_int_quit) {
        sigaddset(&mask, SIGINT);
        sigaddset(&mask, SIGQUIT);
    }
    sig_child_default_set(&defaults);
    err = posix_spawnattr_setflags(&attr, flags);
    if (!err && s->pgid >= 0) err = posix_spawnattr_setpgroup(&attr, s->pgid);
    if (!err) err = posix_spawnattr_setsigmask(&attr, &mask);
    if (!err) err = posix_spawnattr_setsigdefault(&attr, &defaults);
    if (!err && plan->n) {
        err = posix_spawn_file_actions_init(&acts);
        if (!err) actsp = &acts;
        for (size_t i = 0; !err && i < plan->n; i++) {
            const FdOp *op = &plan->ops[i];
            if (op->source == -1) err = posix_spawn_file_actions_addclose(&acts, op->target);
            else if (op->source != FD_KEEP)
                err = posix_spawn_file_actions_adddup2(&acts, op->source, op->target);
        }
    }
    if (!err) {
        err = posix_spawn(pid, s->path, actsp, &attr, s->argv, s->envp);
        if (err == ENOEXEC && spawn_is_sh_script(s->path)) {
            size_t need = 3;
            while (s->argv[0] && s->argv[need - 2]) need++;
            char *small[64];
            char **argv2 = need <= 64 ? small : xreallocarray(NULL, need, sizeof *argv2);
            sh_argv(s->path, s->argv, argv2, need <= 64 ? 64 : need);
            if (posix_spawn(pid, _PATH_BSHELL, actsp, &attr, argv2, s->envp) == 0) err = 0;
            if (argv2 != small) free(argv2);
        }
    }
    if (actsp) posix_spawn_file_actions_destroy(actsp);
    posix_spawnattr_destroy(&attr);
    return err;
}

/* ---- fork and exec ---- */

/* In the child: only async-signal-safe calls from here to exec. Every signal
 * is blocked on entry; sig_child_defaults unblocks them at the end. */
static _Noreturn void child_exec(const SpawnSpec *s, const FdPlan *plan, int errfd,
                                 pid_t shell_pgrp)
{
    int err = 0;
    if (s->pgid >= 0 && setpgid(0, s->pgid) != 0) err = errno;
    /* Take the terminal here, before exec, so the child never touches it
     * from a background group; only if the shell holds it. This looks at the
     * shell's own fd 0, before the plan puts a pipe there (`echo x | less`:
     * less opens the terminal itself). SIGTTOU is blocked, so tcsetpgrp
     * from our new group succeeds. */
    if (!err && s->foreground_tty && s->pgid >= 0 && tcgetpgrp(STDIN_FILENO) == shell_pgrp)
        tcsetpgrp(STDIN_FILENO, getpgrp());
    for (size_t i = 0; !err && i < plan->n; i++) {
        const FdOp *op = &plan->ops[i];
        if (op->source == -1) close(op->target);
        else if (op->source != FD_KEEP && dup2(op->source, op->target) < 0) err = errno;
    }
    if (!err) {
        sig_child_defaults();
        if (s->block_int_quit) {
            sigset_t intquit;
            sigemptyset(&intquit);
            sigaddset(&intquit, SIGINT);
            sigaddset(&intquit, SIGQUIT);
            sigprocmask(SIG_BLOCK, &intquit, NULL);
        }
        execve(s->path, s->argv, s->envp);
        err = errno;
        char *argv2[130];
        if (err == ENOEXEC && spawn_is_sh_script(s->path) &&
            sh_argv(s->path, s->argv, argv2, sizeof argv2 / sizeof *argv2))
            execve(_PATH_BSHELL, argv2, s->envp);
    }
    ssize_t w;
    do w = write(errfd, &err, sizeof err);
    while (w < 0 && errno == EINTR);
    _exit(spawn_exit_status(err));
}

static int spawn_fork(const SpawnSpec *s, const FdPlan *plan, pid_t *pidp)
{
    sigset_t defaults, all, old;
    sig_child_default_set(&defaults); /* the startup state, before the child needs it */
    /* The error pipe sits above every fd of the plan so no dup2 hits it. */
    int p[2], ep[2] = {-1, -1};
    if (pipe(p) != 0) return errno;
    ep[0] = fcntl(p[0], F_DUPFD_CLOEXEC, plan->hi);
    ep[1] = fcntl(p[1], F_DUPFD_CLOEXEC, plan->hi);
    int e = errno;
    close(p[0]);
    close(p[1]);
    if (ep[0] < 0 || ep[1] < 0) {
        if (ep[0] >= 0) close(ep[0]);
        if (ep[1] >= 0) close(ep[1]);
        return e;
    }
    pid_t shell_pgrp = getpgrp();
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &old);
    pid_t pid = fork();
    if (pid == 0) child_exec(s, plan, ep[1], shell_pgrp);
    int fork_err = errno;
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    close(ep[1]);
    if (pid < 0) {
        close(ep[0]);
        return fork_err;
    }
    /* Both sides set the group, so it is right whichever runs first; EACCES
     * here only means the child has exec'd already. */
    if (s->pgid >= 0) setpgid(pid, s->pgid ? s->pgid : pid);
    int child_err = 0;
    ssize_t r;
    do r = read(ep[0], &child_err, sizeof child_err);
    while (r < 0 && errno == EINTR);
    close(ep[0]);
    if (r == (ssize_t)sizeof child_err) {
        int ws;
        while (waitpid(pid, &ws, 0) < 0 && errno == EINTR) continue;
        return child_err ? child_err : EINVAL;
    }
    *pidp = pid;
    return 0;
}

/* ---- entry points ---- */

static pid_t run(const SpawnSpec *s, bool use_fork)
{
    FdPlan plan;
    pid_t pid = -1;
    int err = plan_build(&plan, s->fds, s->nfds);
    if (!err) err = use_fork ? spawn_fork(s, &plan, &pid) : spawn_posix(s, &plan, &pid);
    plan_fini(&plan);
    if (err) {
        errno = err;
        return -1;
    }
    return pid;
}

pid_t spawn_run(const SpawnSpec *s)
{
    return run(s, s->foreground_tty && s->pgid >= 0);
}

pid_t spawn_run_forked(const SpawnSpec *s)
{
    return run(s, true);
}

/* ---- errors as fish reports them ---- */

int spawn_exit_status(int err)
{
    switch (err) {
    case ENOENT:
    case ENOTDIR: return 127;
    case EACCES:
    case ENOEXEC: return 126;
    default: return 1;
    }
}

/* fish's size format: "512B", "2MB", "2.8MB" (one digit of the remainder's
 * decimal digits, as fish takes it, when the whole part is below 10). */
static void format_size(StrBuf *out, unsigned long long sz)
{
    static const char *const units[] = {"kB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"};
    if (sz == 0) {
        sb_append_cstr(out, "empty");
        return;
    }
    if (sz < 1024) {
        sb_printf(out, "%lluB", sz);
        return;
    }
    for (size_t i = 0; i < sizeof units / sizeof *units; i++) {
        if (sz < 1024 * 1024 || i == sizeof units / sizeof *units - 1) {
            unsigned long long whole = sz / 1024, rem = sz % 1024;
            sb_printf(out, "%llu", whole);
            if (whole <= 9 && rem > 0) {
                while (rem >= 10) rem /= 10;
                sb_printf(out, ".%llu", rem);
            }
            sb_append_cstr(out, units[i]);
            return;
        }
        sz /= 1024;
    }
}

/* The interpreter a #! line names, into buf; NULL without one. */
static const char *interpreter_of(const char *path, char *buf, size_t cap)
{
    size_t n = 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        char c;
        while (n + 1 < cap && read(fd, &c, 1) == 1 && c != '\n') buf[n++] = c;
        close(fd);
    }
    buf[n] = '\0';
    if (strncmp(buf, "#! /", 4) == 0) return buf + 3;
    if (strncmp(buf, "#!", 2) == 0) return buf + 2;
    return NULL;
}

static size_t strings_size(char *const *v)
{
    size_t n = 0;
    for (; v && *v; v++) n += strlen(*v);
    return n;
}

void spawn_error_text(int err, const char *path, char *const *argv, char *const *envp, bool hint, StrBuf *out)
{
    const char *what = NULL;
    switch (err) {
    case E2BIG: {
        size_t env = strings_size(envp), total = strings_size(argv) + env;
        long max = sysconf(_SC_ARG_MAX);
        if (max > 0 && total >= (size_t)max) {
            sb_printf(out,
                      "exec: Failed to execute process '%s': the total size of the argument "
                      "list and exported variables (",
                      path);
            format_size(out, total);
            sb_append_cstr(out, ") exceeds the OS limit of ");
            format_size(out, (unsigned long long)max);
            sb_append_cstr(out, ".\n");
        } else if (max > 0) {
            sb_printf(out,
                      "exec: Failed to execute process '%s': An argument or exported variable "
                      "exceeds the OS argument length limit.\n",
                      path);
        } else {
            sb_printf(out,
                      "exec: Failed to execute process '%s': the total size of the argument "
                      "list and exported variables (",
                      path);
            format_size(out, total);
            sb_append_cstr(out, ") exceeds the operating system limit.\n");
        }
        if (max > 0 && env >= (size_t)max / 2)
            sb_append_cstr(out, "exec: Hint: Your exported variables take up over half the limit. "
                                "Try erasing or unexporting variables.\n");
        return;
    }
    case ENOEXEC: {
        char buf[128];
        size_t len = strlen(path);
        sb_printf(out,
                  "exec: Failed to execute process '%s': The file could not be run by the "
                  "operating system.\n",
                  path);
        if (interpreter_of(path, buf, sizeof buf)) return;
        if (len >= 5 && strcmp(path + len - 5, ".fish") == 0)
            sb_append_cstr(out, "exec: fish scripts require an interpreter directive (must start "
                                "with '#!/path/to/fish').\n");
        else sb_append_cstr(out, "exec: Maybe the interpreter directive (#! line) is broken?\n");
        return;
    }
    case EACCES:
    case ENOENT: {
        char buf[128];
        const char *interp = interpreter_of(path, buf, sizeof buf);
        if (interp) {
            struct stat st;
            size_t ilen = strlen(interp);
            if (stat(interp, &st) != 0 || access(interp, X_OK) != 0) {
                if (ilen && interp[ilen - 1] == '\r')
                    sb_printf(out,
                              "exec: Failed to execute process '%s':  The file uses Windows "
                              "line endings (\\r\\n). Run dos2unix or similar to fix it.\n",
                              path);
                else {
                    sb_printf(out,
                              "exec: Failed to execute process '%s': The file specified the "
                              "interpreter '%s', which is not an executable command.\n",
                              path, interp);
                    /* ours: the portable form of the #! line, for its program */
                    int n = (int)strcspn(interp, " \t\r");
                    const char *base = interp;
                    for (int i = 0; i < n; i++) {
                        if (interp[i] == '/') base = interp + i + 1;
                    }
                    int blen = n - (int)(base - interp);
                    if (hint && blen > 0)
                        sb_printf(out, "hint: fix the file's first line; `#!/usr/bin/env %.*s` finds %.*s on $PATH\n",
                                  blen, base, blen, base);
                }
                return;
            }
            if (S_ISDIR(st.st_mode)) {
                sb_printf(out,
                          "exec: Failed to execute process '%s': The file specified the "
                          "interpreter '%s', which is a directory.\n",
                          path, interp);
                return;
            }
            /* fish says nothing more here; the lines below beat silence. */
        }
        if (access(path, X_OK) == 0)
            what = "The file exists and is executable. Check the interpreter or linker?";
        else if (err == ENOENT) what = "The file does not exist or could not be executed.";
        else what = "The file could not be accessed.";
        break;
    }
    case ENOMEM: sb_append_cstr(out, "exec: Out of memory\n"); return;
    case ETXTBSY: what = "File is currently open for writing."; break;
    case ELOOP: what = "Too many layers of symbolic links. Maybe a loop?"; break;
    case EINVAL: what = "Unsupported format."; break;
    case EISDIR: what = "File is a directory."; break;
    case ENOTDIR: what = "A path component is not a directory."; break;
    case EMFILE: what = "Too many open files in this process."; break;
    case ENFILE: what = "Too many open files on the system."; break;
    case ENAMETOOLONG: what = "Name is too long."; break;
    case EPERM:
        what = "No permission. Either suid/sgid is forbidden or you lack capabilities.";
        break;
    default:
        sb_printf(out, "exec: Failed to execute process '%s', unknown error number %d\n", path,
                  err);
        return;
    }
    sb_printf(out, "exec: Failed to execute process '%s': %s\n", path, what);
}
