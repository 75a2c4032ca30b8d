/* proc/job.c - background jobs: a small array; ids are reused lowest first. */
#include "proc/job.h"

#include "base/check.h"
#include "base/vec.h"
#include "proc/wait.h"

#include <stdlib.h>
#include <string.h>

Job *job_add(JobTable *t, const char *command, const pid_t *pids, size_t n)
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
    j->done = xcalloc(n ? n : 1, sizeof *j->done);
    j->npids = n;
    j->command = xstrdup(command);
    VEC_PUSH(t->items, t->n, t->cap, 8, j);
    return j;
}

static void note(Job *j, size_t i, int ws)
{
    j->done[i] = true;
    if (i + 1 == j->npids) j->status = wait_status(ws);
}

void job_reap(JobTable *t)
{
    for (size_t k = 0; k < t->n; k++) {
        Job *j = t->items[k];
        for (size_t i = 0; i < j->npids; i++) {
            int ws;
            if (!j->done[i] && wait_poll(j->pids[i], &ws) == j->pids[i]) note(j, i, ws);
        }
    }
}

bool job_is_done(const Job *j)
{
    for (size_t i = 0; i < j->npids; i++) {
        if (!j->done[i]) return false;
    }
    return true;
}

int job_wait(Job *j)
{
    for (size_t i = 0; i < j->npids; i++) {
        int ws = 0;
        if (!j->done[i] && wait_pid(j->pids[i], &ws) == j->pids[i]) note(j, i, ws);
        j->done[i] = true;
    }
    return j->status;
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

static void job_free(Job *j)
{
    free(j->pids);
    free(j->done);
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
    *t = (JobTable){0};
}
