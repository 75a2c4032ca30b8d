/* exec/profile.h - `minnow --profile FILE`: how long each job took.
 *
 * While a Profile is attached to the shell (sh->profile), every job the
 * interpreter runs records one item: when it started, how deep it was
 * nested (a job run while another is running, by a function it called or a
 * substitution in its words, is one level deeper) and its source text.
 * prof_write prints them in fish's layout:
 *
 *     Time (μs)   Sum (μs)  Command
 *            12         40 > f
 *            28         28 -> echo hi
 *
 * "Sum" is the job's whole time, "Time" that minus the jobs one level
 * deeper that ran inside it. */
#ifndef MINNOW_EXEC_PROFILE_H
#define MINNOW_EXEC_PROFILE_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct ProfileItem {
    int64_t start_us; /* monotonic clock at the start */
    int64_t duration; /* microseconds; set by prof_end */
    int level;        /* 0 for a job run at the top */
    bool skipped;     /* it failed before it ran (fish leaves these out) */
    char *cmd;        /* owned; NULL until prof_end */
} ProfileItem;

typedef struct Profile {
    ProfileItem *items; /* owned, in the order the jobs started */
    size_t n, cap;
    int depth; /* jobs running now */
} Profile;

/* Starts an item for a job beginning now; returns its index for prof_end. */
size_t prof_begin(Profile *p);
/* Closes item i with the job's text (copied). */
void prof_end(Profile *p, size_t i, Str cmd, bool skipped);
/* Writes the items to path (created or truncated) and forgets them. false
 * with errno when the file could not be written. */
bool prof_write(Profile *p, const char *path);
void prof_fini(Profile *p);

#endif
