/* builtins/jobs.c - the background job builtins: jobs, wait, disown.
 *
 * Jobs live in sh->jobs (proc/job.c). Finished jobs are reaped and dropped
 * before each looks at the table. Job control (groups, stopped jobs, fg/bg)
 * arrives with the interactive shell; until then every job runs in the
 * shell's group, which fish shows as group -2. */
#include "builtins/builtins.h"

#include <signal.h>
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
    size_t from = last ? sh->jobs.n - 1 : 0;
    for (size_t i = from; i < sh->jobs.n; i++) {
        const Job *j = sh->jobs.items[i];
        if (mode == 'p') {
            for (size_t k = 0; k < j->npids; k++) sb_printf(&out, "%ld\n", (long)j->pids[k]);
        } else if (mode == 'g') {
            sb_append_cstr(&out, "-2\n");
        } else if (mode == 'c') {
            first_word(j->command, &out);
            sb_append_char(&out, '\n');
        } else {
            sb_printf(&out, "%d\t-2\t0%%\trunning\t%s\n", j->id, j->command);
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
            status = job_wait(j);
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
        status = job_wait(sh->jobs.items[0]);
        job_remove(&sh->jobs, sh->jobs.items[0]);
    }
    return status;
}

int bi_disown(Shell *sh, Io *io, int argc, char **argv)
{
    if (argc > 1 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
        return bi_print_help(sh, io, argv[0]);
    }
    tidy(sh);
    if (argc == 1) {
        if (!sh->jobs.n) {
            bi_error(io, argv[0], "There are no suitable jobs");
            return STATUS_FAIL;
        }
        job_remove(&sh->jobs, sh->jobs.items[sh->jobs.n - 1]);
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
        job_remove(&sh->jobs, j);
    }
    return status;
}
