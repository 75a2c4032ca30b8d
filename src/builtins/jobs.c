/* builtins/jobs.c - the job builtins: jobs, wait, disown, fg, bg.
 *
 * Jobs live in sh->jobs (proc/job.c), the most recently used last. Finished
 * jobs are reaped and dropped before each looks at the table. A job started
 * without job control runs in the shell's group, which fish shows as -2, and
 * can't be moved to the foreground or the background. */
#include "builtins/builtins.h"

#include "exec/pipeline.h"
#include "proc/tty.h"

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

/* The first word of a job's command, as `jobs -c` shows it. */
static void first_word(const char *cmd, StrBuf *out)
{
    size_t n = strcspn(cmd, " \t|;&");
    sb_append_mem(out, cmd, n);
}

int bi_jobs(Shell *sh, Io *io, int argc, char **argv)
{
    static const OptSpec specs[] = {
        {'p', "pid", OPT_NO_ARG}, {'g', "group", OPT_NO_ARG}, {'c', "command", OPT_NO_ARG},
        {'q', "query", OPT_NO_ARG}, {'l', "last", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG}, {0, NULL, 0},
    };
    char mode = 0;
    bool last = false;
    OptState st;
    opt_begin(&st, argc, argv, specs);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 'h') return bi_print_help(sh, io, argv[0]);
        if (c == 'l') last = true;
        else if (c == 'p' || c == 'g' || c == 'c' || c == 'q') mode = (char)c;
        else return bi_opt_error(sh, io, argv[0], &st, c);
    }
    tidy(sh);
    if (mode == 'q') return sh->jobs.n ? STATUS_OK : STATUS_FAIL;
    if (!sh->jobs.n) {
        io_printf(io, 1, "%s: There are no jobs\n", argv[0]);
        return STATUS_FAIL;
    }
    StrBuf out = STRBUF_INIT;
    /* Like fish, the header only when the output is not redirected or piped. */
    bool header = !io->t[1].buf && io->t[1].fd == 1;
    if (header && mode == 0) sb_append_cstr(&out, "Job\tGroup\tCPU\tState\tCommand\n");
    if (header && mode == 'c') sb_append_cstr(&out, "Command\n");
    if (header && mode == 'g') sb_append_cstr(&out, "Group\n");
    if (header && mode == 'p') sb_append_cstr(&out, "Process\n");
    /* the most recently used first, as fish lists them */
    size_t count = last ? 1 : sh->jobs.n;
    for (size_t k = 0; k < count; k++) {
        const Job *j = sh->jobs.items[sh->jobs.n - 1 - k];
        if (mode == 'p') {
            for (size_t p = 0; p < j->npids; p++) sb_printf(&out, "%ld\n", (long)j->pids[p]);
        } else if (mode == 'g') {
            sb_printf(&out, "%ld\n", j->pgid ? (long)j->pgid : -2L);
        } else if (mode == 'c') {
            first_word(j->command, &out);
            sb_append_char(&out, '\n');
        } else {
            sb_printf(&out, "%d\t%ld\t0%%\t%s\t%s\n", j->id, j->pgid ? (long)j->pgid : -2L,
                      job_is_stopped(j) ? "stopped" : "running", j->command);
        }
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    return STATUS_OK;
}

/* The job an argument names: a pid, %ID, or (for wait) a command name. */
static Job *find(Shell *sh, const char *arg, bool by_name)
{
    long n;
    if (arg[0] == '%' && bi_parse_int(arg + 1, &n)) return job_by_id(&sh->jobs, (int)n);
    if (bi_parse_int(arg, &n)) return job_by_pid(&sh->jobs, (pid_t)n);
    if (!by_name) return NULL;
    for (size_t i = 0; i < sh->jobs.n; i++) {
        StrBuf w = STRBUF_INIT;
        first_word(sh->jobs.items[i]->command, &w);
        bool hit = w.ptr && !strcmp(w.ptr, arg);
        sb_fini(&w);
        if (hit) return sh->jobs.items[i];
    }
    return NULL;
}

int bi_wait(Shell *sh, Io *io, int argc, char **argv)
{
    static const OptSpec specs[] = {{'n', "any", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG}, {0, NULL, 0}};
    bool any = false;
    OptState st;
    opt_begin(&st, argc, argv, specs);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 'h') return bi_print_help(sh, io, argv[0]);
        if (c == 'n') any = true;
        else return bi_opt_error(sh, io, argv[0], &st, c);
    }
    job_reap(&sh->jobs);
    int status = STATUS_OK;
    if (st.index < argc) {
        for (int i = st.index; i < argc; i++) {
            Job *j = find(sh, argv[i], true);
            if (!j) {
                bi_error(io, argv[0], "Could not find a job with process id '%s'", argv[i]);
                return STATUS_INVALID_ARGS;
            }
            status = job_wait(&sh->jobs, j);
            job_remove(&sh->jobs, j);
            if (any) break;
        }
        return status;
    }
    while (sh->jobs.n) {
        if (any) {
            /* The first job to finish: poll until one is done. */
            for (;;) {
                job_reap(&sh->jobs);
                for (size_t i = 0; i < sh->jobs.n; i++) {
                    if (job_is_done(sh->jobs.items[i])) {
                        status = sh->jobs.items[i]->status;
                        job_remove(&sh->jobs, sh->jobs.items[i]);
                        return status;
                    }
                }
                struct timespec nap = {0, 5 * 1000 * 1000};
                nanosleep(&nap, NULL);
            }
        }
        status = job_wait(&sh->jobs, sh->jobs.items[0]);
        job_remove(&sh->jobs, sh->jobs.items[0]);
    }
    return status;
}

/* Disowning a stopped job continues it first, with fish's warning. */
static void disown(Shell *sh, Io *io, const char *cmd, Job *j)
{
    if (job_is_stopped(j)) {
        io_printf(io, 2, "%s: job %d ('%s') was stopped and has been signalled to continue.\n", cmd, j->id,
                  j->command);
        job_continue(j);
    }
    job_remove(&sh->jobs, j);
}

int bi_disown(Shell *sh, Io *io, int argc, char **argv)
{
    if (argc > 1 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) return bi_print_help(sh, io, argv[0]);
    tidy(sh);
    if (argc == 1) {
        if (!sh->jobs.n) {
            bi_error(io, argv[0], "There are no suitable jobs");
            return STATUS_FAIL;
        }
        disown(sh, io, argv[0], sh->jobs.items[sh->jobs.n - 1]);
        return STATUS_OK;
    }
    int status = STATUS_OK;
    for (int i = 1; i < argc; i++) {
        Job *j = find(sh, argv[i], false);
        if (!j) {
            bi_error(io, argv[0], "'%s' is not a valid job specifier", argv[i]);
            status = STATUS_FAIL;
            continue;
        }
        disown(sh, io, argv[0], j);
    }
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
    bool stopped = job_wait_foreground(&sh->jobs, j);
    tty_reclaim(&sh->tty, stopped ? &j->modes : NULL);
    if (stopped) {
        j->has_modes = sh->tty.fd >= 0;
        pipeline_report_stopped(sh, j);
        return STATUS_OK;
    }
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
