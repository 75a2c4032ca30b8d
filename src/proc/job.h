/* proc/job.h - the table of background jobs: `cmd &`, then `jobs`, `wait`,
 * `disown`. A job is the processes of one pipeline and the text that
 * started it. Only background jobs are kept; a foreground job is waited for
 * where it runs. */
#ifndef MINNOW_PROC_JOB_H
#define MINNOW_PROC_JOB_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

typedef struct Job {
    int id;           /* 1, 2, ...: the lowest free number */
    pid_t *pids;      /* owned */
    bool *done;       /* owned, per process */
    size_t npids;
    char *command;    /* owned: the job's source text */
    int status;       /* of the last process, once it is done */
} Job;

typedef struct JobTable {
    Job **items;      /* owned */
    size_t n, cap;
} JobTable;

/* Adds a job (copies pids and command); returns it. */
Job *job_add(JobTable *t, const char *command, const pid_t *pids, size_t n);
/* Collects processes that finished, without blocking. */
void job_reap(JobTable *t);
/* Whether every process of the job is done. */
bool job_is_done(const Job *j);
/* Blocks until the job is done; returns its status. */
int job_wait(Job *j);
Job *job_by_id(const JobTable *t, int id);
Job *job_by_pid(const JobTable *t, pid_t pid);
/* Removes (and frees) the job. */
void job_remove(JobTable *t, Job *j);
void job_table_fini(JobTable *t);

#endif
