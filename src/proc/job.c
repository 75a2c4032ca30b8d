/* proc/job.c - the job table: a small array, ids reused lowest first, the
 * most recently used job last (fg and bg pick it). */
#include "proc/job.h"

#include "base/check.h"
#include "base/vec.h"
#include "proc/wait.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

Job *job_add(JobTable *t, const char *command, const pid_t *pids, size_t n, pid_t pgid)
{
    int id = 1;
    for (bool taken = true; taken; id += taken) {
        taken = false;
        for (size_t i = 0; i < t->n; i++) taken |= t->items[i]->id == id;
    }
    Job *j = xcalloc(1, sizeof *j);
    j->id = id;
    j->pids = xreallocarray(NULL, n ? n : 1, sizeof *j->pids);
    memcpy(j->pids, pids, n * sizeof *pids);
    j->state = xcalloc(n ? n : 1, sizeof *j->state);
    j->names = xcalloc(n ? n : 1, sizeof *j->names);
    j->npids = n;
    j->pgid = pgid;
    j->command = xstrdup(command);
    VEC_PUSH(t->items, t->n, t->cap, 8, j);
    return j;
}

static void queue_exit(JobTable *t, pid_t pid, int status, bool job)
{
    VEC_PUSH(t->exits, t->n_exits, t->cap_exits, 8, ((ProcExit){pid, status, job}));
}

size_t job_take_exits(JobTable *t, ProcExit **out)
{
    size_t n = t->n_exits;
    *out = t->exits;
    t->exits = NULL;
    t->n_exits = t->cap_exits = 0;
    return n;
}

void job_note(JobTable *t, Job *j, size_t i, int ws)
{
    int sig = 0;
    if (wait_was_stopped(ws, NULL)) {
        j->state[i] = PROC_STOPPED;
        return;
    }
    if (WIFCONTINUED(ws)) {
        j->state[i] = PROC_RUNNING;
        j->stop_reported = false;
        return;
    }
    j->state[i] = PROC_DONE;
    if (i + 1 == j->npids) {
        j->status = wait_status(ws);
        j->last_signal = wait_was_signal(ws, &sig) ? sig : 0;
    }
    queue_exit(t, j->pids[i], wait_status(ws), false);
    if (job_is_done(j)) queue_exit(t, j->pgid ? j->pgid : j->pids[0], 0, true);
}

void job_reap(JobTable *t)
{
    for (size_t k = 0; k < t->n; k++) {
        Job *j = t->items[k];
        for (size_t i = 0; i < j->npids; i++) {
            int ws;
            while (j->state[i] != PROC_DONE && wait_poll(j->pids[i], &ws) == j->pids[i]) job_note(t, j, i, ws);
        }
    }
}

bool job_is_done(const Job *j)
{
    for (size_t i = 0; i < j->npids; i++) {
        if (j->state[i] != PROC_DONE) return false;
    }
    return true;
}

bool job_is_stopped(const Job *j)
{
    bool stopped = false;
    for (size_t i = 0; i < j->npids; i++) {
        if (j->state[i] == PROC_RUNNING) return false;
        stopped |= j->state[i] == PROC_STOPPED;
    }
    return stopped;
}

/* Waits for process i until it is done, or (when until_stop) stopped. */
static void wait_one(JobTable *t, Job *j, size_t i, bool until_stop)
{
    while (j->state[i] != PROC_DONE && !(until_stop && j->state[i] == PROC_STOPPED)) {
        int ws = 0;
        if (wait_pid(j->pids[i], &ws) != j->pids[i]) {
            j->state[i] = PROC_DONE; /* not ours any more (ECHILD): nothing to wait for */
            break;
        }
        job_note(t, j, i, ws);
    }
}

int job_wait(JobTable *t, Job *j)
{
    for (size_t i = 0; i < j->npids; i++) wait_one(t, j, i, false);
    return j->status;
}

bool job_wait_foreground(JobTable *t, Job *j)
{
    for (size_t i = 0; i < j->npids; i++) wait_one(t, j, i, true);
    return job_is_stopped(j);
}

bool job_continue(Job *j)
{
    bool ok = true;
    if (j->pgid > 0) {
        ok = kill(-j->pgid, SIGCONT) == 0 || errno == ESRCH;
    } else {
        for (size_t i = 0; i < j->npids; i++) {
            if (j->state[i] != PROC_DONE) kill(j->pids[i], SIGCONT);
        }
    }
    for (size_t i = 0; i < j->npids; i++) {
        if (j->state[i] == PROC_STOPPED) j->state[i] = PROC_RUNNING;
    }
    j->stop_reported = false;
    return ok;
}

void job_promote(JobTable *t, Job *j)
{
    for (size_t i = 0; i < t->n; i++) {
        if (t->items[i] != j) continue;
        memmove(t->items + i, t->items + i + 1, (t->n - i - 1) * sizeof *t->items);
        t->items[t->n - 1] = j;
        return;
    }
}

Job *job_by_id(const JobTable *t, int id)
{
    for (size_t i = 0; i < t->n; i++) {
        if (t->items[i]->id == id) return t->items[i];
    }
    return NULL;
}

Job *job_by_pid(const JobTable *t, pid_t pid)
{
    for (size_t i = 0; i < t->n; i++) {
        for (size_t k = 0; k < t->items[i]->npids; k++) {
            if (t->items[i]->pids[k] == pid) return t->items[i];
        }
    }
    return NULL;
}

void job_set_name(Job *j, size_t i, const char *name)
{
    free(j->names[i]);
    j->names[i] = xstrdup(name);
}

static void job_free(Job *j)
{
    for (size_t i = 0; j->names && i < j->npids; i++) free(j->names[i]);
    free(j->names);
    free(j->pids);
    free(j->state);
    free(j->command);
    free(j);
}

void job_remove(JobTable *t, Job *j)
{
    for (size_t i = 0; i < t->n; i++) {
        if (t->items[i] != j) continue;
        memmove(t->items + i, t->items + i + 1, (t->n - i - 1) * sizeof *t->items);
        t->n--;
        job_free(j);
        return;
    }
}

void job_table_fini(JobTable *t)
{
    for (size_t i = 0; i < t->n; i++) job_free(t->items[i]);
    free(t->items);
    free(t->exits);
    *t = (JobTable){0};
}
