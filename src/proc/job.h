/* proc/job.h - the job table: jobs sent to the background with `&` and jobs
 * stopped by ^Z, for `jobs`, `fg`, `bg`, `wait` and `disown`. A job is the
 * processes of one pipeline and the text that started it. A foreground job
 * is waited for where it runs; while it runs it is on the `running` stack
 * (disown and ids see it there), and it enters the table only when it stops.
 *
 * Under job control each job's processes share a process group of their
 * own, `pgid`; otherwise they stay in the shell's group and pgid is 0.
 *
 * Ids follow fish: a new job gets one more than the highest id in use, so
 * ids only go back down once the newest jobs are gone. A background job that
 * ends leaves a wait handle per process (pid, name, status) for `wait PID`
 * and exit handlers defined after the fact, as fish keeps them. */
#ifndef MINNOW_PROC_JOB_H
#define MINNOW_PROC_JOB_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>
#include <termios.h>

/* What a process of a job is doing. */
typedef enum ProcState { PROC_RUNNING, PROC_STOPPED, PROC_DONE } ProcState;

typedef struct Job {
    int id;           /* 1, 2, ...: one more than the highest in use */
    pid_t *pids;      /* owned */
    char **names;     /* owned, per process: its argv[0] (NULL when unknown), for
                         `jobs -c` and `wait NAME` */
    ProcState *state; /* owned, per process */
    int *statuses;    /* owned, per process: its $status once it is done */
    int *signals;     /* owned, per process: the signal that killed it, or 0 */
    size_t npids;
    pid_t pgid;       /* the job's group under job control, else 0 */
    char *command;    /* owned: the job's source text */
    int status;       /* of the last process, once it is done */
    int last_signal;  /* the signal that killed the last process, or 0 */
    struct termios modes; /* the terminal modes it had when it stopped */
    bool has_modes;
    bool stop_reported;   /* "has stopped" was printed for this stop */
    bool disowned;        /* `disown` named it while it ran in the foreground */
    bool quiet;           /* posts no exit events (fish: a foreground job an event
                             handler runs) */
    bool nested;          /* runs in the group of the job whose stage started it:
                             its processes post exit events, the job none */
    bool silent;          /* its end is not reported but for a crash (fish's
                             skip_notification: a job started in a block, a
                             function, a sourced file, a substitution or an
                             event handler, or by a shell that is not
                             interactive) */
} Job;

/* A process or a whole job that ended, for --on-job-exit and
 * --on-process-exit handlers; exec fires them at a safe point. */
typedef struct ProcExit {
    pid_t pid;        /* the process, or for a job its last process */
    int status;       /* the process's $status; 0 for a job */
    bool job;
} ProcExit;

/* A process of a background job that has ended and been forgotten. */
typedef struct WaitHandle {
    pid_t pid;
    char *name; /* owned: the base name of its argv[0], or NULL */
    int status;
    pid_t job_pid; /* the last process of its job (the job's exit event) */
} WaitHandle;

typedef struct JobTable {
    Job **items;      /* owned; the most recently used last */
    size_t n, cap;
    Job **running; /* borrowed: foreground jobs in progress, innermost last */
    size_t n_running, cap_running;
    WaitHandle *handles; /* owned: oldest first, at most JOB_MAX_HANDLES */
    size_t n_handles, cap_handles;
    pid_t *orphans; /* processes of disowned jobs, reaped as they end */
    size_t n_orphans, cap_orphans;
    ProcExit *exits;  /* owned: ended since the last job_take_exits */
    size_t n_exits, cap_exits;
    Job **summaries; /* owned: foreground jobs a signal killed, to report at
                        the next prompt (fish's fish_job_summary) */
    size_t n_summaries, cap_summaries;
} JobTable;

#define JOB_MAX_HANDLES 1024

/* A new job (copies pids and command) with the next free id, in no list. */
Job *job_new(JobTable *t, const char *command, const pid_t *pids, size_t n, pid_t pgid);
/* Puts j in the table, most recent; the table owns it. */
void job_insert(JobTable *t, Job *j);
/* job_new then job_insert; returns the job. */
Job *job_add(JobTable *t, const char *command, const pid_t *pids, size_t n, pid_t pgid);
void job_free(Job *j);
/* A foreground job starts or stops being in progress (the caller owns it). */
void job_push_running(JobTable *t, Job *j);
void job_pop_running(JobTable *t, Job *j);
/* Names process i of j (a copy of name is kept). */
void job_set_name(Job *j, size_t i, const char *name);
/* Records what waitpid said about process i of j; exits are queued in t. */
void job_note(JobTable *t, Job *j, size_t i, int wstatus);
/* Moves the queued exits to *out (the caller frees it); returns how many. */
size_t job_take_exits(JobTable *t, ProcExit **out);
/* Collects what the table's processes did (exited, stopped, continued), and
 * disowned processes that ended, without blocking. */
void job_reap(JobTable *t);
/* Removes the table's jobs that are done, keeping wait handles for them. */
void job_forget_done(JobTable *t);
/* Removes (and frees) job j, which is done, keeping wait handles for it. */
void job_forget(JobTable *t, Job *j);
/* Whether every process of the job is done. */
bool job_is_done(const Job *j);
/* Whether the job is stopped: none of its processes runs, and not all are done. */
bool job_is_stopped(const Job *j);
/* Blocks until the job is done; returns its status. */
int job_wait(JobTable *t, Job *j);
/* Blocks until every process of the job is done or stopped (a foreground
 * job); returns true when the job stopped. */
bool job_wait_foreground(JobTable *t, Job *j);
/* Sends SIGCONT to a stopped job and marks its processes running. */
bool job_continue(Job *j);
/* Makes j the most recently used job. */
void job_promote(JobTable *t, Job *j);
Job *job_by_id(const JobTable *t, int id);
/* The table's job with a process pid, or NULL. */
Job *job_by_pid(const JobTable *t, pid_t pid);
/* The foreground job in progress with a process pid, or NULL. */
Job *job_running_by_pid(const JobTable *t, pid_t pid);
/* Keeps j (which the table then owns) to be reported at the next prompt. */
void job_keep_summary(JobTable *t, Job *j);
/* Moves the jobs kept for reports to *out (the caller frees them and the
 * array); returns how many. */
size_t job_take_summaries(JobTable *t, Job ***out);
/* Removes (and frees) the job. */
void job_remove(JobTable *t, Job *j);
/* Removes the job without waiting for it: its processes are still reaped
 * when they end, but nothing is reported about them. */
void job_disown(JobTable *t, Job *j);
/* The wait handle of process pid, or NULL. Borrowed until the table changes. */
const WaitHandle *job_handle(const JobTable *t, pid_t pid);
/* The last process of the job pid belongs to (in the table, in progress or
 * ended), which names the job in its exit event; 0 when none is known. */
pid_t job_last_pid(const JobTable *t, pid_t pid);
/* Drops the wait handle of pid, if there is one. */
void job_drop_handle(JobTable *t, pid_t pid);
void job_table_fini(JobTable *t);

#endif
