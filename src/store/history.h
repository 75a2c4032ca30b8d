/* store/history.h - the command history: its entries, their search, and the
 * history file they are kept in.
 *
 * A History is one named history ($fish_history, "minnow" by default) kept
 * in DIR/NAME_history in fish's file format (store/histfile.h); the name ""
 * keeps everything in memory (private mode). Creating one reads nothing: the
 * file is read on first use (the first search, count or list), in one read,
 * so start-up never waits for it.
 *
 * Entries are numbered 0..hist_count()-1, oldest first. First come the
 * entries of the file that were there when the session started (hist_new),
 * and of those other shells added since, the ones not newer than the
 * session's start (its "boundary": as in fish, commands other shells run
 * after we started stay out of sight until hist_merge), in file order; then
 * the entries this session added, in order. Numbers and the Str views below stay valid until
 * the history next changes (an add, a delete, a merge, a clear); every
 * change bumps hist_generation(). Deleted entries keep their number but are
 * skipped by searches and lists.
 *
 * Saving: each hist_add appends the new entries to the file at once, under
 * the file's lock, so shells writing together lose nothing. About every 25th
 * save instead rewrites the file (through a temporary file and a rename):
 * duplicates collapse to their newest use, deletions are applied, entries
 * are ordered by time, and only the newest cap (256k by default) distinct
 * commands are kept. A damaged file is read as far as it makes sense; it is
 * never emptied because of damage.
 *
 * Searching: a HistSearch walks the matches of one query from the newest
 * entry back, skipping duplicates (each command once, at its newest use) and
 * deleted entries. Commands live in one contiguous buffer, so a scan is a
 * memmem over it, done in chunks from the newest end: finding the first
 * match costs only the stretch scanned to reach it. Case-insensitive
 * searches scan a lower-cased copy made on first need. The last searches of
 * each kind are remembered: a query that extends a remembered one (more
 * typed at the end of a prefix, or a longer substring) filters the matches
 * already found instead of scanning again, so typing character by character
 * costs almost nothing per key, even when nothing matches. */
#ifndef MINNOW_STORE_HISTORY_H
#define MINNOW_STORE_HISTORY_H

#include "base/str.h"
#include "base/strlist.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct History History;

/* The default cap: distinct commands kept by a rewrite of the file. */
#define HIST_DEFAULT_CAP (256u * 1024u)
/* No entry: what searches return when nothing (more) matches. */
#define HIST_NONE SIZE_MAX

/* How an entry is kept: on disk, only in this shell's memory (private
 * mode), or only until the next entry is added (a command that starts with
 * a space, or that fish_should_add_to_history refused). */
typedef enum HistPersist { HIST_DISK, HIST_MEMORY, HIST_EPHEMERAL } HistPersist;

/* A history called name (copied; "" for memory only) kept in the folder dir
 * (copied; made, private, on first save), whose session starts at boundary
 * (Unix seconds). Reads nothing yet, but notes the file's length: what it
 * holds now belongs to the session whatever its time stamps. */
History *hist_new(const char *dir, Str name, int64_t boundary);
/* Saves what is unsaved, then frees; NULL is a no-op. */
void hist_free(History *h);
/* Starts reading the file in a background thread, so that the first use
 * does not wait for it (the editor calls this once the first prompt is up).
 * The first use joins the thread. No-op when already read. */
void hist_preload(History *h);
/* The name; the file's path, or NULL for a memory-only history. Borrowed. */
const char *hist_name(const History *h);
const char *hist_file(const History *h);
/* Bumped by every change: a cached entry number or search is stale when the
 * generation moved. */
unsigned hist_generation(const History *h);

/* The number of entries (reading the file first if needed), deleted ones
 * included, the pending one (see hist_add) excluded. */
size_t hist_count(History *h);
/* Entry i's command and time (Unix seconds; 0 when the file had none), and
 * its paths: the files its arguments named when it ran, which autosuggestion
 * checks still exist (hist_path_count of them, hist_path(h, i, k) each).
 * Borrowed. */
Str hist_text(const History *h, size_t i);
int64_t hist_when(const History *h, size_t i);
size_t hist_path_count(const History *h, size_t i);
Str hist_path(const History *h, size_t i, size_t k);
bool hist_is_deleted(const History *h, size_t i);

/* Adds a command run now (empty text is ignored) with the paths it named
 * (copied; may be NULL when npaths is 0). Ephemeral entries left by the
 * previous add are dropped first; an entry equal to the newest one merges
 * with it (newer time). A pending entry is hidden from searches, counts and
 * lists until hist_resolve_pending (fish adds a line before running it, and
 * the line does not see itself). Disk entries are saved at once. */
void hist_add(History *h, Str text, const Str *paths, size_t npaths, HistPersist persist, bool pending);
/* The same with an explicit time, and no save (imports; tests). */
void hist_add_at(History *h, Str text, int64_t when, const Str *paths, size_t npaths, HistPersist persist);
/* Shows the pending entry. */
void hist_resolve_pending(History *h);
/* Deletes every entry whose command is text, in this session and, at the
 * next save (which rewrites the file), in the file. */
void hist_delete(History *h, Str text);
/* Forgets this session's entries (and removes them from the file at the next
 * save, as fish's clear-session). */
void hist_clear_session(History *h);
/* Forgets everything and removes the file. */
void hist_clear(History *h);
/* Writes what is unsaved: appends, or rewrites when deletions are waiting or
 * force_rewrite is set. 0, or -1 with errno (the entries stay unsaved). */
int hist_save(History *h, bool force_rewrite);
/* Takes in what other shells saved since this session began (fish's
 * `history merge`): saves, then re-reads the file with the boundary moved to
 * now; this session's entries are then read back from the file, interleaved
 * with the others' by time. */
void hist_merge(History *h);
/* Sets the cap a rewrite keeps (tests use small ones); 0 means the default. */
void hist_set_cap(History *h, size_t cap);

/* Adds the commands of another history file (fish's format: its times and
 * paths are kept) or of a bash history file (a line per command; a "#SECONDS"
 * line before a command gives its time, otherwise now; lines bash-only syntax
 * would make fail are skipped, as fish skips them), told apart by their first
 * line. They are saved at once. Returns how many were added, or -1 with errno
 * when the file cannot be read. */
long hist_import_file(History *h, const char *file);
/* The same from text in memory: bash says which format. */
size_t hist_import_text(History *h, Str text, bool bash);
/* Whether fish would import line from a bash history (no backticks, braces,
 * globs, backslashes, [[ ]], (( )), heredocs or comments; the caller also
 * checks that it parses). */
bool hist_bash_line_ok(Str line);

/* Appends the distinct commands, newest first (the value of $history). */
void hist_list(History *h, StrList *out);

/* ---- search ---- */

typedef enum HistMatch {
    HIST_CONTAINS,      /* the query anywhere in the command */
    HIST_PREFIX,        /* the command starts with the query */
    HIST_EXACT,         /* the command is the query */
    HIST_LINE_PREFIX,   /* some line of the command starts with the query */
    HIST_CONTAINS_GLOB, /* the query as a wildcard pattern anywhere (`*`; `?` with HIST_QMARK;
                           a backslash makes them literal): `history search`'s default */
    HIST_PREFIX_GLOB,   /* the pattern at the start */
    HIST_SUBSEQUENCE,   /* the query's characters in order, gaps allowed (fuzzy) */
    HIST_PREFIX_FIRST,  /* every HIST_PREFIX match, newest first, then the other
                           HIST_CONTAINS ones: the up-arrow's order */
} HistMatch;

enum {
    HIST_IGNORE_CASE = 1u << 0, /* compare lower-cased (Unicode simple case folding) */
    HIST_NO_DEDUP = 1u << 1,    /* return repeated commands each time */
    HIST_QMARK = 1u << 2,       /* `?` is a wildcard in the glob kinds (fish's qmark-noglob off) */
};

typedef struct HistScan HistScan; /* internal */

typedef struct HistSearch {
    History *h;                /* borrowed */
    HistScan *scan;            /* owned: the scan state */
    size_t *found;             /* owned: entry numbers of the matches returned so far, newest first */
    size_t nfound, capfound;
} HistSearch;

/* Starts a search of h for query (copied) of the given kind and flags. */
void hist_search_begin(HistSearch *s, History *h, Str query, HistMatch how, unsigned flags);
/* The k-th match, newest first (k = 0 is the newest): its entry number, or
 * HIST_NONE when fewer than k + 1 entries match. Scans only as far as needed;
 * asking again for a k already found costs nothing, so the editor's Up and
 * Down just move k. A search begun before the history changed answers
 * HIST_NONE: begin it again. */
size_t hist_search_at(HistSearch *s, size_t k);
/* Ends the search; what it found is remembered for the next search of the
 * same kind that extends the query. */
void hist_search_end(HistSearch *s);

/* HIST_IGNORE_CASE when query has no upper-case letter (fish's "smart case"
 * for the editor's searches), else 0. */
unsigned hist_smartcase(Str query);
/* Where query matches in text as the search kind would find it (case folded
 * with HIST_IGNORE_CASE): true with the byte range [*start, *start + *len) of
 * text to highlight. For the glob kinds and subsequences, the span from the
 * first to the last matched byte. */
bool hist_match_range(Str text, Str query, HistMatch how, unsigned flags, size_t *start, size_t *len);

/* ---- the shell's history (store/history_shell.c) ---- */

typedef struct Shell Shell;

/* The folder for history files: $XDG_DATA_HOME/minnow, or
 * ~/.local/share/minnow. */
void hist_data_dir(Shell *sh, StrBuf *out);
/* Makes the shell's history from $fish_history (shell_init calls this; no
 * file is read). */
void hist_shell_init(Shell *sh);
/* The shell's history: the one $fish_history names ("minnow" when unset or
 * "default"; "" keeps it in memory, which `minnow --private` sets). Never
 * NULL after hist_shell_init. */
History *hist_shell(Shell *sh);
/* $fish_history changed: saves the current history and switches to the one
 * it names now (its session starting now), as fish does. A name that is not
 * a valid variable name is reported on stderr and the default used. */
void hist_shell_rename(Shell *sh);
/* What the line editor calls with each command line the user runs, before
 * running it (fish adds first, so `exec` and a shell killed mid-command
 * still leave the line in the file); call hist_resolve_pending(hist_shell(sh))
 * once it has run. fish 4's rules: trailing spaces go (not an escaped one);
 * the previous ephemeral entry goes; when a function
 * fish_should_add_to_history exists it is called with the line (output
 * discarded, $status kept) and a failing status makes the entry ephemeral,
 * otherwise a line starting with a space is; with $fish_private_mode set it
 * stays in memory; the arguments that name existing files are recorded with
 * it (hist_shell_detect_paths). The caller restores its terminal modes around
 * this call, since shell code may run. */
void hist_shell_add_line(Shell *sh, Str line);
/* Appends the arguments of line, as written, that name files existing now
 * (relative to the current directory; `~` expanded; arguments starting with
 * `-` or holding `$`, `(`, `*`, `?` or `{` skipped). Touches the disk: one
 * stat per argument. */
void hist_shell_detect_paths(Shell *sh, Str line, StrList *out);
/* Appends the file an argument recorded as a path names (expanded as
 * above), made absolute against $PWD; false when it needs more expansion
 * (then nothing is appended). Touches nothing. */
bool hist_shell_path_abs(Shell *sh, Str arg, StrBuf *out);
/* Whether every path entry i recorded still names a file (expanded as
 * above). Touches the disk (the editor's autosuggestion asks its
 * background thread instead). */
bool hist_shell_paths_valid(Shell *sh, const History *h, size_t i);
/* Whether $fish_private_mode is set and not empty. */
bool hist_shell_private(Shell *sh);

#endif
