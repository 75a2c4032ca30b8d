/* builtins/jobs.c - the job builtins: jobs, wait, disown, fg, bg.
 *
 * Jobs live in sh->jobs (proc/job.c), the most recently used last; the
 * foreground jobs in progress are on its running stack. They follow fish 4:
 * every builtin but `jobs` takes process ids only (share/functions wraps
 * fg, bg, wait, disown and kill to turn %N into pids), a malformed pid is
 * "'X' is not a valid process ID", and a job without job control (its own
 * process group) can't move between the foreground and the background.
 * `wait` also knows background processes that ended already, through the
 * table's wait handles. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/escape.h"
#include "base/vec.h"
#include "exec/pipeline.h"
#include "proc/signal.h"
#include "proc/tty.h"

#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Reaps children and forgets the jobs that are done; an interactive shell
 * says which ended first, as it would at the next prompt. */
static void tidy(Shell *sh)
{
    if (sh->interactive) {
        pipeline_notify_jobs(sh);
        return;
    }
    job_reap(&sh->jobs);
    job_forget_done(&sh->jobs);
}

/* fish's parse_pid: a positive 32-bit number, or the error and false. */
static bool parse_pid(Io *io, const char *cmd, const char *arg, pid_t *pid)
{
    long v;
    if (bi_parse_int(arg, &v) && v > 0 && v <= INT_MAX) {
        *pid = (pid_t)v;
        return true;
    }
    bi_error(io, cmd, "'%s' is not a valid process ID", arg);
    return false;
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
    char pgid[24] = "-";
    if (j->pgid) snprintf(pgid, sizeof pgid, "%ld", (long)j->pgid);
    switch (mode) {
    case 'q': break;
    case 'p':
        if (header) sb_append_cstr(out, "Process\n");
        for (size_t p = 0; p < j->npids; p++) sb_printf(out, "%ld\n", (long)j->pids[p]);
        break;
    case 'g':
        if (header) sb_append_cstr(out, "Group\n");
        sb_printf(out, "%s\n", pgid);
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
        sb_printf(out, "%d\t%s\t0%%\t%s\t", j->id, pgid, job_is_stopped(j) ? "stopped" : "running");
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
        Job *j;
        if (arg[0] == '%') {
            long n;
            if (!bi_parse_int(arg + 1, &n) || n < 0 || n > INT_MAX) {
                bi_error(io, cmd, "'%s' is not a valid job ID", arg);
                return STATUS_INVALID_ARGS;
            }
            j = n ? job_by_id(&sh->jobs, (int)n) : NULL;
        } else {
            pid_t pid;
            if (!parse_pid(io, cmd, arg, &pid)) return STATUS_INVALID_ARGS;
            j = job_by_pid(&sh->jobs, pid);
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

/* ---- wait ---- */

const OptSpec bi_wait_opts[] = {{'n', "any", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG}, {0, NULL, 0}};

/* The processes `wait` waits for. */
typedef struct Waits {
    pid_t *pids;
    size_t n, cap;
} Waits;

static void want(Waits *w, pid_t pid)
{
    for (size_t i = 0; i < w->n; i++) {
        if (w->pids[i] == pid) return;
    }
    VEC_PUSH(w->pids, w->n, w->cap, 8, pid);
}

static const char *base_name(const char *name)
{
    const char *slash = strrchr(name, '/');
    return slash ? slash + 1 : name;
}

/* Adds the processes `wait ARG` names: a process id (all digits) or the name
 * of a process, of a job in the table (not a stopped one: fish doesn't wait
 * for those) or of a background process that ended already. Prints fish's
 * error when there is none. */
static void wait_targets(Shell *sh, Io *io, const char *cmd, const char *arg, Waits *w)
{
    bool numeric = *arg && strspn(arg, "0123456789") == strlen(arg);
    pid_t pid = 0;
    if (numeric && !parse_pid(io, cmd, arg, &pid)) return;
    bool found = false;
    for (size_t i = 0; i < sh->jobs.n_handles; i++) {
        const WaitHandle *h = &sh->jobs.handles[i];
        if (numeric ? h->pid != pid : !h->name || strcmp(h->name, arg)) continue;
        found = true;
        want(w, h->pid);
    }
    for (size_t i = 0; i < sh->jobs.n; i++) {
        Job *j = sh->jobs.items[i];
        for (size_t p = 0; p < j->npids; p++) {
            bool hit =
                numeric ? j->pids[p] == pid : j->names[p] && !strcmp(base_name(j->names[p]), arg);
            if (!hit) continue;
            found = true;
            if (!job_is_stopped(j)) want(w, j->pids[p]);
        }
    }
    if (!found && numeric)
        bi_error(io, cmd, "Could not find a job with process ID '%ld'", (long)pid);
    else if (!found) bi_error(io, cmd, "Could not find child processes with the name '%s'", arg);
}

/* Whether process pid has ended: a wait handle, or a done process of a job. */
static bool ended(Shell *sh, pid_t pid)
{
    if (job_handle(&sh->jobs, pid)) return true;
    Job *j = job_by_pid(&sh->jobs, pid);
    if (!j) return true; /* gone some other way (disowned meanwhile) */
    for (size_t p = 0; p < j->npids; p++) {
        if (j->pids[p] == pid) return j->state[p] == PROC_DONE;
    }
    return true;
}

/* Waits until every process of w has ended (with any, the first); their
 * handles are used up. 130 after Ctrl-C, else 0 as fish. */
static int wait_for(Shell *sh, Waits *w, bool any)
{
    while (w->n) {
        tidy(sh); /* the jobs that ended are reported as they end */
        size_t done = 0;
        for (size_t k = 0; k < w->n; k++) done += ended(sh, w->pids[k]);
        if (done && (any || done == w->n)) {
            for (size_t k = 0; k < w->n; k++) {
                if (!job_handle(&sh->jobs, w->pids[k])) continue;
                job_drop_handle(&sh->jobs, w->pids[k]);
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
    Waits w = {0};
    int status = STATUS_OK;
    if (st.index == argc) {
        for (size_t i = 0; i < sh->jobs.n_handles; i++) want(&w, sh->jobs.handles[i].pid);
        for (size_t i = 0; i < sh->jobs.n; i++) {
            Job *j = sh->jobs.items[i];
            if (job_is_stopped(j)) continue;
            for (size_t p = 0; p < j->npids; p++) want(&w, j->pids[p]);
        }
        status = wait_for(sh, &w, any);
    } else {
        for (int i = st.index; i < argc; i++) wait_targets(sh, io, cmd, argv[i], &w);
        status = w.n ? wait_for(sh, &w, any) : STATUS_INVALID_ARGS;
    }
    free(w.pids);
    return status;
}

/* ---- disown ---- */

/* Disowning a stopped job continues it, with fish's warning. A foreground
 * job in progress is only marked: it is not kept if it stops. */
static void disown(Shell *sh, Io *io, const char *cmd, Job *j)
{
    if (j->disowned) return;
    if (job_is_stopped(j)) {
        job_continue(j);
        bi_error(io, cmd, "job %d ('%s') was stopped and has been signalled to continue.", j->id,
                 j->command);
    }
    if (job_by_id(&sh->jobs, j->id) == j) job_disown(&sh->jobs, j);
    else j->disowned = true;
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
        pid_t pid;
        if (!parse_pid(io, cmd, argv[i], &pid)) {
            status = STATUS_INVALID_ARGS;
            continue;
        }
        Job *j = job_by_pid(&sh->jobs, pid);
        if (!j) j = job_running_by_pid(&sh->jobs, pid);
        if (!j) {
            bi_error(io, cmd, "Could not find job '%ld'", (long)pid);
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

/* ---- fg and bg ---- */

int bi_fg(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    int first, status = bi_help_only(sh, io, argc, argv, &first);
    if (status >= 0) return status;
    tidy(sh);
    Job *j = NULL;
    if (first == argc) {
        /* the most recent job under job control */
        for (size_t i = sh->jobs.n; i-- > 0 && !j;) {
            if (sh->jobs.items[i]->pgid) j = sh->jobs.items[i];
        }
        if (!j) {
            bi_error(io, cmd, "There are no suitable jobs");
            return STATUS_INVALID_ARGS;
        }
    } else if (first + 1 < argc) {
        /* one job only; which error depends on whether the first names one */
        pid_t pid;
        bool found = parse_pid(io, cmd, argv[first], &pid) && job_by_pid(&sh->jobs, pid);
        if (found) bi_error(io, cmd, "Ambiguous job");
        else bi_error(io, cmd, "'%s' is not a job", argv[first]);
        bi_print_trailer(sh, io, cmd);
        return STATUS_INVALID_ARGS;
    } else {
        pid_t pid;
        if (!parse_pid(io, cmd, argv[first], &pid)) {
            bi_print_trailer(sh, io, cmd);
            return STATUS_INVALID_ARGS;
        }
        j = job_by_pid(&sh->jobs, pid);
        if (!j) {
            bi_error(io, cmd, "No suitable job: %ld", (long)pid);
            return STATUS_INVALID_ARGS;
        }
        if (!j->pgid) {
            bi_error(io, cmd,
                     "Can't put job %ld, '%s' to foreground because it is not under job control",
                     (long)pid, j->command);
            return STATUS_INVALID_ARGS;
        }
    }
    io_printf(io, 2, "Send job %d (%s) to foreground\n", j->id, j->command);
    job_promote(&sh->jobs, j);
    bool tty = tty_give(&sh->tty, j->pgid, j->has_modes ? &j->modes : NULL);
    job_continue(j);
    if (job_wait_foreground(&sh->jobs, j)) {
        if (tty) pipeline_stopped_in_foreground(sh, j);
        else pipeline_report_stopped(sh, j);
        return STATUS_OK;
    }
    if (tty) tty_reclaim(&sh->tty, NULL);
    /* a job ctrl-c ended cancels its own group, not the line that ran fg (fish) */
    job_remove(&sh->jobs, j);
    return STATUS_OK;
}

/* Continues j in the background, with fish's note; false (after the
 * error) when it has no job control. */
static bool send_to_bg(Shell *sh, Io *io, const char *cmd, Job *j)
{
    if (!j->pgid) {
        bi_error(io, cmd,
                 "Can't put job %d, '%s' to background because it is not under job control", j->id,
                 j->command);
        return false;
    }
    io_printf(io, 2, "Send job %d '%s' to background\n", j->id, j->command);
    job_promote(&sh->jobs, j);
    return job_continue(j);
}

int bi_bg(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    int first, status = bi_help_only(sh, io, argc, argv, &first);
    if (status >= 0) return status;
    tidy(sh);
    if (first == argc) {
        /* the most recent stopped job under job control */
        for (size_t i = sh->jobs.n; i-- > 0;) {
            Job *j = sh->jobs.items[i];
            if (j->pgid && job_is_stopped(j))
                return send_to_bg(sh, io, cmd, j) ? STATUS_OK : STATUS_FAIL;
        }
        bi_error(io, cmd, "There are no suitable jobs");
        return STATUS_FAIL;
    }
    /* Every pid is checked before anything moves; one that names no job
     * only gets a note. */
    pid_t *pids = xcalloc((size_t)(argc - first), sizeof *pids);
    size_t n = 0;
    status = STATUS_OK;
    for (int i = first; i < argc; i++) {
        if (parse_pid(io, cmd, argv[i], &pids[n])) n++;
        else status = STATUS_INVALID_ARGS;
    }
    Job **seen = xcalloc(n ? n : 1, sizeof *seen);
    size_t nseen = 0;
    for (size_t k = 0; status == STATUS_OK && k < n; k++) {
        Job *j = job_by_pid(&sh->jobs, pids[k]);
        if (!j) {
            bi_error(io, cmd, "Could not find job '%ld'", (long)pids[k]);
            continue;
        }
        bool dup = false;
        for (size_t s = 0; s < nseen; s++) dup |= seen[s] == j;
        if (dup) continue;
        seen[nseen++] = j;
        if (!send_to_bg(sh, io, cmd, j)) status = STATUS_FAIL; /* and no further */
    }
    free(seen);
    free(pids);
    return status;
}
