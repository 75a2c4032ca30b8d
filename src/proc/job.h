/* proc/job.h - the job table: jobs sent to the background with `&` and jobs
 * stopped by ^Z, for `jobs`, `fg`, `bg`, `wait` and `disown`. A job is the
 * processes of one pipeline and the text that started it. A foreground job
 * is waited for where it runs and enters the table only when it stops.
 *
 * Under job control (an interactive shell on a terminal) each job's
 * processes share a process group of their own, `pgid`; otherwise they stay
 * in the shell's group and pgid is 0. */
#ifndef MINNOW_PROC_JOB_H
#define MINNOW_PROC_JOB_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>
#include <termios.h>

/* What a process of a job is doing. */
typedef enum ProcState { PROC_RUNNING, PROC_STOPPED, PROC_DONE } ProcState;

typedef struct Job {
    int id;           /* 1, 2, ...: the lowest free number */
    pid_t *pids;      /* owned */
    char **names;     /* owned, per process: its argv[0] (NULL when unknown), for
                         `jobs -c` and `wait NAME` */
    ProcState *state; /* owned, per process */
    size_t npids;
    pid_t pgid;       /* the job's group under job control, else 0 */
    char *command;    /* owned: the job's source text */
    int status;       /* of the last process, once it is done */
    int last_signal;  /* the signal that killed the last process, or 0 */
    struct termios modes; /* the terminal modes it had when it stopped */
    bool has_modes;
    bool stop_reported;   /* "has stopped" was printed for this stop */
} Job;

/* A process or a whole job that ended, for --on-process-exit and
 * --on-job-exit handlers; exec fires them at a safe point. */
typedef struct ProcExit {
    pid_t pid;        /* the process, or for a job its group (its first pid without one) */
    int status;       /* the process's $status; 0 for a job */
    bool job;
} ProcExit;

typedef struct JobTable {
    Job **items;      /* owned; the most recently used last */
    size_t n, cap;
    ProcExit *exits;  /* owned: ended since the last job_take_exits */
    size_t n_exits, cap_exits;
} JobTable;

/* Adds a job (copies pids and command); returns it, most recent. */
Job *job_add(JobTable *t, const char *command, const pid_t *pids, size_t n, pid_t pgid);
/* Names process i of j (a copy of name is kept). */
void job_set_name(Job *j, size_t i, const char *name);
/* Records what waitpid said about process i of j; an exit is queued in t. */
void job_note(JobTable *t, Job *j, size_t i, int wstatus);
/* Moves the queued exits to *out (the caller frees it); returns how many. */
size_t job_take_exits(JobTable *t, ProcExit **out);
/* Collects what processes did (exited, stopped, continued), without blocking. */
void job_reap(JobTable *t);
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
Job *job_by_pid(const JobTable *t, pid_t pid);
/* Removes (and frees) the job. */
void job_remove(JobTable *t, Job *j);
void job_table_fini(JobTable *t);

#endif
