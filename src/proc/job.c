/* proc/job.c - the job table: a small array, the most recently used job
 * last (fg and bg pick it), ids one above the highest in use, a stack of the
 * foreground jobs in progress, wait handles of background jobs that ended,
 * and the disowned processes still to reap. */
#include "proc/job.h"

#include "base/check.h"
#include "base/vec.h"
#include "proc/wait.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

Job *job_new(JobTable *t, const char *command, const pid_t *pids, size_t n, pid_t pgid)
{
    int id = 0;
    for (size_t i = 0; i < t->n; i++)
        if (t->items[i]->id > id) id = t->items[i]->id;
    for (size_t i = 0; i < t->n_running; i++)
        if (t->running[i]->id > id) id = t->running[i]->id;
    Job *j = xcalloc(1, sizeof *j);
    j->id = id + 1;
    size_t cap = n ? n : 1;
    j->pids = xreallocarray(NULL, cap, sizeof *j->pids);
    if (n) memcpy(j->pids, pids, n * sizeof *pids);
    j->state = xcalloc(cap, sizeof *j->state);
    j->statuses = xcalloc(cap, sizeof *j->statuses);
    j->signals = xcalloc(cap, sizeof *j->signals);
    j->names = xcalloc(cap, sizeof *j->names);
    j->npids = n;
    j->pgid = pgid;
    j->command = xstrdup(command);
    return j;
}

void job_insert(JobTable *t, Job *j)
{
    VEC_PUSH(t->items, t->n, t->cap, 8, j);
}

Job *job_add(JobTable *t, const char *command, const pid_t *pids, size_t n, pid_t pgid)
{
    Job *j = job_new(t, command, pids, n, pgid);
    job_insert(t, j);
    return j;
}

void job_push_running(JobTable *t, Job *j)
{
    VEC_PUSH(t->running, t->n_running, t->cap_running, 4, j);
}

void job_pop_running(JobTable *t, Job *j)
{
    for (size_t i = t->n_running; i-- > 0;) {
        if (t->running[i] != j) continue;
        memmove(t->running + i, t->running + i + 1, (t->n_running - i - 1) * sizeof *t->running);
        t->n_running--;
        return;
    }
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
    j->statuses[i] = wait_status(ws);
    j->signals[i] = wait_was_signal(ws, &sig) ? sig : 0;
    if (i + 1 == j->npids) {
        j->status = wait_status(ws);
        j->last_signal = j->signals[i];
    }
    if (j->quiet) return;
    queue_exit(t, j->pids[i], wait_status(ws), false);
    if (!j->nested && job_is_done(j)) queue_exit(t, j->pids[j->npids - 1], 0, true);
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
    for (size_t i = 0; i < t->n_orphans;) {
        int ws;
        pid_t r = wait_poll(t->orphans[i], &ws);
        if (r == 0 || (r > 0 && !WIFEXITED(ws) && !WIFSIGNALED(ws))) {
            i++;
            continue;
        }
        t->orphans[i] = t->orphans[--t->n_orphans]; /* ended, or not ours any more */
    }
}

static const char *base_name(const char *name)
{
    const char *slash = strrchr(name, '/');
    return slash ? slash + 1 : name;
}

static void keep_handle(JobTable *t, const Job *j, size_t i)
{
    if (t->n_handles == JOB_MAX_HANDLES) {
        free(t->handles[0].name);
        memmove(t->handles, t->handles + 1, (t->n_handles - 1) * sizeof *t->handles);
        t->n_handles--;
    }
    WaitHandle h = {j->pids[i], j->names[i] ? xstrdup(base_name(j->names[i])) : NULL,
                    j->statuses[i], j->pids[j->npids - 1]};
    VEC_PUSH(t->handles, t->n_handles, t->cap_handles, 16, h);
}

void job_forget(JobTable *t, Job *j)
{
    for (size_t i = 0; i < j->npids; i++) keep_handle(t, j, i);
    job_remove(t, j);
}

void job_forget_done(JobTable *t)
{
    for (size_t k = t->n; k-- > 0;) {
        if (job_is_done(t->items[k])) job_forget(t, t->items[k]);
    }
}

const WaitHandle *job_handle(const JobTable *t, pid_t pid)
{
    for (size_t i = t->n_handles; i-- > 0;) {
        if (t->handles[i].pid == pid) return &t->handles[i];
    }
    return NULL;
}

pid_t job_last_pid(const JobTable *t, pid_t pid)
{
    const Job *j = job_by_pid(t, pid);
    if (!j) j = job_running_by_pid(t, pid);
    if (j) return j->pids[j->npids - 1];
    const WaitHandle *h = job_handle(t, pid);
    return h ? h->job_pid : 0;
}

void job_drop_handle(JobTable *t, pid_t pid)
{
    for (size_t i = t->n_handles; i-- > 0;) {
        if (t->handles[i].pid != pid) continue;
        free(t->handles[i].name);
        memmove(t->handles + i, t->handles + i + 1, (t->n_handles - i - 1) * sizeof *t->handles);
        t->n_handles--;
        return;
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

static Job *find_pid(Job *const *jobs, size_t n, pid_t pid)
{
    for (size_t i = 0; i < n; i++) {
        for (size_t k = 0; k < jobs[i]->npids; k++) {
            if (jobs[i]->pids[k] == pid) return jobs[i];
        }
    }
    return NULL;
}

Job *job_by_pid(const JobTable *t, pid_t pid)
{
    return find_pid(t->items, t->n, pid);
}

Job *job_running_by_pid(const JobTable *t, pid_t pid)
{
    return find_pid(t->running, t->n_running, pid);
}

void job_set_name(Job *j, size_t i, const char *name)
{
    free(j->names[i]);
    j->names[i] = xstrdup(name);
}

void job_free(Job *j)
{
    if (!j) return;
    for (size_t i = 0; j->names && i < j->npids; i++) free(j->names[i]);
    free(j->names);
    free(j->pids);
    free(j->state);
    free(j->statuses);
    free(j->signals);
    free(j->command);
    free(j);
}

void job_keep_summary(JobTable *t, Job *j)
{
    VEC_PUSH(t->summaries, t->n_summaries, t->cap_summaries, 2, j);
}

size_t job_take_summaries(JobTable *t, Job ***out)
{
    size_t n = t->n_summaries;
    *out = t->summaries;
    t->summaries = NULL;
    t->n_summaries = t->cap_summaries = 0;
    return n;
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

void job_disown(JobTable *t, Job *j)
{
    for (size_t i = 0; i < j->npids; i++) {
        if (j->state[i] != PROC_DONE)
            VEC_PUSH(t->orphans, t->n_orphans, t->cap_orphans, 8, j->pids[i]);
    }
    job_remove(t, j);
}

void job_table_fini(JobTable *t)
{
    for (size_t i = 0; i < t->n; i++) job_free(t->items[i]);
    for (size_t i = 0; i < t->n_handles; i++) free(t->handles[i].name);
    for (size_t i = 0; i < t->n_summaries; i++) job_free(t->summaries[i]);
    free(t->summaries);
    free(t->items);
    free(t->running);
    free(t->handles);
    free(t->orphans);
    free(t->exits);
    *t = (JobTable){0};
}
