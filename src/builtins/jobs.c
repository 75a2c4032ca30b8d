/* builtins/jobs.c - the job builtins: jobs, wait, disown, fg, bg.
 *
 * Jobs live in sh->jobs (proc/job.c), the most recently used last. Finished
 * jobs are reaped and dropped before each looks at the table. A job started
 * without job control runs in the shell's group, which fish shows as -2, and
 * can't be moved to the foreground or the background.
 *
 * jobs, wait and disown follow fish 4: `jobs PID|%ID` prints those jobs
 * without a header, `wait` returns 0 once the jobs are done (130 after
 * Ctrl-C) and also takes process names, `disown` takes pids (and %ID, as
 * fish 4's job specifiers) and disowns nothing when one is malformed. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/escape.h"
#include "exec/pipeline.h"
#include "proc/signal.h"
#include "proc/tty.h"

#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Reaps children and forgets the jobs that are done. */
static void tidy(Shell *sh)
{
    job_reap(&sh->jobs);
    for (size_t i = sh->jobs.n; i-- > 0;) {
        if (job_is_done(sh->jobs.items[i])) job_remove(&sh->jobs, sh->jobs.items[i]);
    }
}

const OptSpec bi_jobs_opts[] = {
    {'p', "pid", OPT_NO_ARG}, {'g', "group", OPT_NO_ARG}, {'c', "command", OPT_NO_ARG},
    {'q', "query", OPT_NO_ARG}, {'q', "quiet", OPT_NO_ARG}, {'l', "last", OPT_NO_ARG},
    {'h', "help", OPT_NO_ARG}, {0, NULL, 0},
};

/* Whether a builtin's standard output goes somewhere else than the shell's
 * own (a pipe, a file, a substitution): fish leaves headers out then. */
static bool out_redirected(const Io *io)
{
    return io->t[1].buf || io->t[1].fd != 1;
}

/* Appends what `jobs` shows of j in mode (0, 'p', 'g', 'c' or 'q'), with the
 * column header first when header is set. */
static void print_job(const Job *j, char mode, bool header, StrBuf *out)
{
    long pgid = j->pgid ? (long)j->pgid : -2L;
    switch (mode) {
    case 'q': break;
    case 'p':
        if (header) sb_append_cstr(out, "Process\n");
        for (size_t p = 0; p < j->npids; p++) sb_printf(out, "%ld\n", (long)j->pids[p]);
        break;
    case 'g':
        if (header) sb_append_cstr(out, "Group\n");
        sb_printf(out, "%ld\n", pgid);
        break;
    case 'c':
        if (header) sb_append_cstr(out, "Command\n");
        for (size_t p = 0; p < j->npids; p++) {
            sb_append_cstr(out, j->names[p] ? j->names[p] : "");
            sb_append_char(out, '\n');
        }
        break;
    default:
        if (header) sb_append_cstr(out, "Job\tGroup\tCPU\tState\tCommand\n");
        sb_printf(out, "%d\t%ld\t0%%\t%s\t", j->id, pgid, job_is_stopped(j) ? "stopped" : "running");
        escape_script_flags(str_cstr(j->command), ESCAPE_NO_QUOTED | ESCAPE_NO_PRINTABLES, out);
        sb_append_char(out, '\n');
        break;
    }
}

/* `jobs PID|%ID...`: the job each names, without a header. Returns the status,
 * after printing fish's error for the first that is bad or names no job. */
static int jobs_named(Shell *sh, Io *io, const char *cmd, char mode, int argc, char **argv, StrBuf *out)
{
    for (int i = 0; i < argc; i++) {
        const char *arg = argv[i];
        long n;
        Job *j;
        if (arg[0] == '%') {
            if (!bi_parse_int(arg + 1, &n) || n < 0 || n > INT_MAX) {
                bi_error(io, cmd, "'%s' is not a valid job id", arg);
                return STATUS_INVALID_ARGS;
            }
            j = n ? job_by_id(&sh->jobs, (int)n) : NULL;
        } else {
            if (!bi_parse_int(arg, &n) || n < 0 || n > INT_MAX) {
                bi_error(io, cmd, "'%s' is not a valid process id", arg);
                return STATUS_INVALID_ARGS;
            }
            j = job_by_pid(&sh->jobs, (pid_t)n);
        }
        if (!j) {
            if (mode != 'q') bi_error(io, cmd, "No suitable job: %s", arg);
            return STATUS_FAIL;
        }
        print_job(j, mode, false, out);
    }
    return STATUS_OK;
}

int bi_jobs(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    char mode = 0;
    bool last = false;
    OptState st;
    opt_begin(&st, argc, argv, bi_jobs_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 'h') return bi_print_help(sh, io, cmd);
        if (c == 'l') last = true;
        else if (c == 'p' || c == 'g' || c == 'c' || c == 'q') mode = (char)c;
        else return bi_opt_error(sh, io, cmd, &st, c);
    }
    tidy(sh);
    StrBuf out = STRBUF_INIT;
    int status = STATUS_OK;
    bool header = !out_redirected(io);
    if (last) {
        /* the most recently used job */
        if (sh->jobs.n) print_job(sh->jobs.items[sh->jobs.n - 1], mode, header, &out);
        else status = STATUS_FAIL;
    } else if (st.index < argc) {
        status = jobs_named(sh, io, cmd, mode, argc - st.index, argv + st.index, &out);
    } else if (!sh->jobs.n) {
        /* fish only babbles when the output is not redirected */
        if (header && mode != 'q') sb_printf(&out, "%s: There are no jobs\n", cmd);
        status = STATUS_FAIL;
    } else {
        for (size_t k = sh->jobs.n; k-- > 0;) print_job(sh->jobs.items[k], mode, header && k == sh->jobs.n - 1, &out);
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    return status;
}

const OptSpec bi_wait_opts[] = {{'n', "any", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG}, {0, NULL, 0}};

/* The last path component of name. */
static const char *base_name(const char *name)
{
    const char *slash = strrchr(name, '/');
    return slash ? slash + 1 : name;
}

/* Adds to *want (at most cap) the jobs `wait ARG` names: a process id (all
 * digits) or the name of a process. Prints fish's error and returns false
 * when there is none. */
static bool wait_targets(Shell *sh, Io *io, const char *cmd, const char *arg, Job **want, size_t *n)
{
    bool numeric = *arg && strspn(arg, "0123456789") == strlen(arg);
    long pid = 0;
    if (numeric && (!bi_parse_int(arg, &pid) || pid <= 0 || pid > INT_MAX)) {
        bi_error(io, cmd, "'%s' is not a valid process id", arg);
        return false;
    }
    bool found = false;
    for (size_t i = 0; i < sh->jobs.n; i++) {
        Job *j = sh->jobs.items[i];
        bool hit = false;
        for (size_t p = 0; p < j->npids && !hit; p++) {
            hit = numeric ? j->pids[p] == (pid_t)pid : j->names[p] && !strcmp(base_name(j->names[p]), arg);
        }
        if (!hit) continue;
        found = true;
        if (job_is_stopped(j)) continue; /* fish does not wait for a stopped job */
        bool dup = false;
        for (size_t k = 0; k < *n; k++) dup |= want[k] == j;
        if (!dup) want[(*n)++] = j;
    }
    if (!found && numeric) bi_error(io, cmd, "Could not find a job with process id '%ld'", pid);
    else if (!found) bi_error(io, cmd, "Could not find child processes with the name '%s'", arg);
    return found;
}

/* Waits until every job of want is done (or, with any, the first); 130
 * after Ctrl-C, else 0 as fish. */
static int wait_jobs(Shell *sh, Job **want, size_t n, bool any)
{
    while (n) {
        job_reap(&sh->jobs);
        size_t done = 0;
        for (size_t k = 0; k < n; k++) done += job_is_done(want[k]);
        if (done && (any || done == n)) {
            for (size_t k = 0; k < n; k++) {
                if (!job_is_done(want[k])) continue;
                job_remove(&sh->jobs, want[k]);
                if (any) break;
            }
            return STATUS_OK;
        }
        if (sig_pending(SIGINT)) return 128 + SIGINT;
        struct timespec nap = {0, 5 * 1000 * 1000};
        nanosleep(&nap, NULL);
    }
    return STATUS_OK;
}

int bi_wait(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    bool any = false;
    OptState st;
    opt_begin(&st, argc, argv, bi_wait_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 'h') return bi_print_help(sh, io, cmd);
        if (c == 'n') any = true;
        else return bi_opt_error_short(io, cmd, &st, c); /* fish 4: no trailer */
    }
    job_reap(&sh->jobs);
    Job **want = xcalloc(sh->jobs.n + 1, sizeof *want);
    size_t n = 0;
    int status = STATUS_OK;
    if (st.index == argc) {
        for (size_t i = 0; i < sh->jobs.n; i++) {
            if (!job_is_stopped(sh->jobs.items[i])) want[n++] = sh->jobs.items[i];
        }
        status = wait_jobs(sh, want, n, any);
    } else {
        bool found = false;
        for (int i = st.index; i < argc; i++) found |= wait_targets(sh, io, cmd, argv[i], want, &n);
        status = found || n ? wait_jobs(sh, want, n, any) : STATUS_INVALID_ARGS;
    }
    free(want);
    return status;
}

/* Disowning a stopped job continues it first, with fish's warning. */
static void disown(Shell *sh, Io *io, const char *cmd, Job *j)
{
    if (job_is_stopped(j)) {
        job_continue(j);
        io_printf(io, 2, "%s: job %d ('%s') was stopped and has been signalled to continue.\n", cmd, j->id,
                  j->command);
    }
    job_remove(&sh->jobs, j);
}

int bi_disown(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    int first, status = bi_help_only(sh, io, argc, argv, &first);
    if (status >= 0) return status;
    tidy(sh);
    if (first == argc) {
        if (!sh->jobs.n) {
            bi_error(io, cmd, "There are no suitable jobs");
            return STATUS_FAIL;
        }
        disown(sh, io, cmd, sh->jobs.items[sh->jobs.n - 1]);
        return STATUS_OK;
    }
    /* Every argument is checked before anything is disowned; a valid one
     * that names no job only gets a warning. */
    Job **jobs = xcalloc((size_t)(argc - first), sizeof *jobs);
    size_t n = 0;
    status = STATUS_OK;
    for (int i = first; i < argc; i++) {
        const char *arg = argv[i];
        long v;
        Job *j = NULL;
        bool valid = arg[0] == '%' ? bi_parse_int(arg + 1, &v) && v > 0 && v <= INT_MAX &&
                                         (j = job_by_id(&sh->jobs, (int)v)) != NULL
                                   : bi_parse_int(arg, &v) && v >= 0 && v <= INT_MAX;
        if (!valid) {
            bi_error(io, cmd, "'%s' is not a valid job specifier", arg);
            status = STATUS_INVALID_ARGS;
            continue;
        }
        if (!j) j = job_by_pid(&sh->jobs, (pid_t)v);
        if (!j) {
            bi_error(io, cmd, "Could not find job '%ld'", v);
            continue;
        }
        bool dup = false;
        for (size_t k = 0; k < n; k++) dup |= jobs[k] == j;
        if (!dup) jobs[n++] = j;
    }
    for (size_t k = 0; status == STATUS_OK && k < n; k++) disown(sh, io, cmd, jobs[k]);
    free(jobs);
    return status;
}

/* The job fg or bg names: with no argument the most recent one that can
 * move (fg: any under job control; bg: a stopped one), else the last
 * argument, a pid or %ID, as fish's fg wrapper passes it. NULL after an
 * error, with *status set. */
static Job *pick(Shell *sh, Io *io, int argc, char **argv, int first, bool need_stopped, int *status)
{
    const char *cmd = argv[0];
    tidy(sh);
    if (first >= argc) {
        for (size_t i = sh->jobs.n; i-- > 0;) {
            Job *j = sh->jobs.items[i];
            if (j->pgid && (!need_stopped || job_is_stopped(j))) return j;
        }
        bi_error(io, cmd, "There are no suitable jobs");
        *status = need_stopped ? STATUS_FAIL : STATUS_INVALID_ARGS;
        return NULL;
    }
    const char *arg = argv[argc - 1];
    long n;
    Job *j = NULL;
    if (arg[0] == '%' && bi_parse_int(arg + 1, &n)) j = job_by_id(&sh->jobs, (int)n);
    else if (bi_parse_int(arg, &n)) j = job_by_pid(&sh->jobs, (pid_t)(n < 0 ? -n : n));
    else {
        bi_error(io, cmd, "%s: invalid integer", arg);
        bi_print_trailer(sh, io, cmd);
        *status = STATUS_INVALID_ARGS;
        return NULL;
    }
    if (!j) {
        if (need_stopped) bi_error(io, cmd, "Could not find job '%s'", arg);
        else bi_error(io, cmd, "No suitable job: %s", arg);
        *status = need_stopped ? STATUS_OK : STATUS_INVALID_ARGS;
        return NULL;
    }
    if (!j->pgid) {
        bi_error(io, cmd, "Can't put job %d, '%s' to %s because it is not under job control", j->id, j->command,
                 need_stopped ? "background" : "foreground");
        *status = need_stopped ? STATUS_FAIL : STATUS_INVALID_ARGS;
        return NULL;
    }
    return j;
}

int bi_fg(Shell *sh, Io *io, int argc, char **argv)
{
    int first, status = bi_help_only(sh, io, argc, argv, &first);
    if (status >= 0) return status;
    status = STATUS_OK;
    Job *j = pick(sh, io, argc, argv, first, false, &status);
    if (!j) return status;
    io_printf(io, 2, "Send job %d (%s) to foreground\n", j->id, j->command);
    job_promote(&sh->jobs, j);
    tty_give(&sh->tty, j->pgid, j->has_modes ? &j->modes : NULL);
    job_continue(j);
    if (job_wait_foreground(&sh->jobs, j)) {
        pipeline_stopped_in_foreground(sh, j);
        return STATUS_OK;
    }
    tty_reclaim(&sh->tty, NULL);
    if (j->last_signal == SIGINT) sh->control = CTL_CANCEL;
    job_remove(&sh->jobs, j);
    return STATUS_OK;
}

int bi_bg(Shell *sh, Io *io, int argc, char **argv)
{
    int first, status = bi_help_only(sh, io, argc, argv, &first);
    if (status >= 0) return status;
    status = STATUS_OK;
    Job *j = pick(sh, io, argc, argv, first, true, &status);
    if (!j) return status;
    io_printf(io, 2, "Send job %d '%s' to background\n", j->id, j->command);
    job_promote(&sh->jobs, j);
    return job_continue(j) ? STATUS_OK : STATUS_FAIL;
}
