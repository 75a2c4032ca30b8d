/* exec/profile.c - job timings for `--profile` (see profile.h). */
#include "exec/profile.h"

#include "base/check.h"
#include "base/fs.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int64_t now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

size_t prof_begin(Profile *p)
{
    if (p->n == p->cap) {
        p->cap = p->cap ? p->cap * 2 : 64;
        p->items = xreallocarray(p->items, p->cap, sizeof *p->items);
    }
    p->items[p->n] = (ProfileItem){.start_us = now_us(), .level = p->depth++};
    return p->n++;
}

void prof_end(Profile *p, size_t i, Str cmd, bool skipped)
{
    p->depth--;
    if (i >= p->n) return; /* prof_write ran meanwhile */
    ProfileItem *it = &p->items[i];
    it->duration = now_us() - it->start_us;
    it->skipped = skipped;
    free(it->cmd);
    it->cmd = xmalloc(cmd.len + 1);
    memcpy(it->cmd, cmd.ptr, cmd.len);
    it->cmd[cmd.len] = '\0';
}

/* The time of item i not spent in the items one level deeper inside it. */
static int64_t self_time(const Profile *p, size_t i)
{
    const ProfileItem *it = &p->items[i];
    int64_t t = it->duration;
    for (size_t k = i + 1; k < p->n && p->items[k].level > it->level; k++) {
        if (!p->items[k].skipped && p->items[k].level == it->level + 1) t -= p->items[k].duration;
    }
    return t;
}

static void forget(Profile *p)
{
    for (size_t i = 0; i < p->n; i++) free(p->items[i].cmd);
    p->n = 0;
}

bool prof_write(Profile *p, const char *path)
{
    StrBuf out = STRBUF_INIT;
    /* the column titles centred in ten columns, as fish prints them */
    sb_append_cstr(&out, "Time (\xce\xbcs)   Sum (\xce\xbcs)  Command\n");
    for (size_t i = 0; i < p->n; i++) {
        const ProfileItem *it = &p->items[i];
        if (it->skipped || !it->cmd || !*it->cmd) continue;
        sb_printf(&out, "%10lld %10lld ", (long long)self_time(p, i), (long long)it->duration);
        for (int k = 0; k < it->level; k++) sb_append_char(&out, '-');
        sb_append_cstr(&out, "> ");
        size_t indent = 10 + 1 + 10 + 1 + (size_t)it->level + 1 + 1;
        for (const char *c = it->cmd; *c; c++) {
            sb_append_char(&out, *c);
            if (*c == '\n')
                for (size_t k = 0; k < indent; k++) sb_append_char(&out, ' ');
        }
        sb_append_char(&out, '\n');
    }
    forget(p);
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    bool ok = fd >= 0 && fs_write_all(fd, out.ptr, out.len) == 0;
    if (fd >= 0) close(fd);
    sb_fini(&out);
    return ok;
}

void prof_fini(Profile *p)
{
    forget(p);
    free(p->items);
    *p = (Profile){0};
}
