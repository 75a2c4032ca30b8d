/* store/histfile.h - fish's history file: the text format, and reading,
 * appending and rewriting the file beside other running shells.
 *
 * The format is fish's "YAML-like" one, so files move between fish and
 * minnow unchanged:
 *
 *     - cmd: git commit -m 'one\ntwo'
 *       when: 1700000000
 *       paths:
 *         - src/main.c
 *
 * A record starts at a line beginning "- cmd:". Its interior lines are
 * indented (all by the same amount): `when:` holds the Unix time in seconds,
 * `paths:` is followed by more deeply indented "- PATH" lines; other keys
 * are skipped. In the command and the paths a backslash is written `\\` and
 * a newline `\n`; any other backslash stands for itself. Reading follows
 * fish: lines that belong to no record (garbage, a half-written line) are
 * skipped, so a damaged file is read as far as it makes sense, and a last
 * line without its newline is ignored.
 *
 * Concurrency: every writer takes an exclusive flock(2) on the file itself
 * and checks afterwards that the path still names the file it locked (a
 * rewrite renames a new file over it); readers take a shared lock. Appends
 * are one write(2) with O_APPEND; a rewrite writes a temporary file and
 * renames it into place, so a crash or a kill leaves the old file or the new
 * one, never half of one (and a temporary file, which the next rewrite
 * removes). New files and folders are private (0600, 0700).
 * Where the file system has no flock the files are used unlocked. */
#ifndef MINNOW_STORE_HISTFILE_H
#define MINNOW_STORE_HISTFILE_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One record as it stands in the file: cmd and paths are still escaped and
 * borrow from the buffer that was scanned. */
typedef struct HistRecord {
    Str cmd;        /* escaped */
    int64_t when;   /* 0 when the record has no valid `when:` */
    Str paths;      /* the "- PATH" lines under `paths:`, or empty: read them
                       with histfile_next_path */
    size_t start;   /* the record's first byte in the buffer */
} HistRecord;

/* Finds the next record at or after *pos in data; true with *rec filled and
 * *pos moved past it, false at the end. Only the part of data up to its last
 * newline is looked at. */
bool histfile_next(Str data, size_t *pos, HistRecord *rec);
/* Takes the next path out of a record's paths (advancing *paths); false
 * when none is left. The path is still escaped. */
bool histfile_next_path(Str *paths, Str *path);

/* Appends s with backslashes doubled and newlines written `\n`. */
void histfile_escape(Str s, StrBuf *out);
/* The reverse: `\\` and `\n` are decoded, other bytes copied. */
void histfile_unescape(Str s, StrBuf *out);
/* The same into dst, which may be s.ptr itself or lie before it (decoding in
 * place); returns the length, at most s.len. */
size_t histfile_unescape_to(Str s, char *dst);
/* Appends one record: cmd and the paths are escaped here. */
void histfile_format(Str cmd, int64_t when, const Str *paths, size_t npaths, StrBuf *out);

/* Which file a path named, and how long it was, at some moment: a session
 * notes it when it starts, so that it can tell later which records were
 * already there (see history.h). */
typedef struct HistFileId {
    uint64_t dev, ino;  /* 0, 0: no file */
    uint64_t size;      /* its length then; after histfile_read, where in the
                           file the bytes read begin (not 0 when only the end
                           of a huge file was read) */
} HistFileId;

/* The file at path now (all zero when there is none). */
void histfile_id(const char *path, HistFileId *id);
/* Appends the file at path to out under a shared lock, at most max bytes:
 * from a larger file only its last max bytes, starting at a record. A
 * missing file reads as empty. id (may be NULL) gets the file read and the
 * offset of out's first new byte in it. 0, or -1 with errno. */
int histfile_read(const char *path, size_t max, StrBuf *out, HistFileId *id);
/* Appends bytes to the file (created, with its folder, when missing) under
 * the exclusive lock. A file whose last line lacks its newline (a writer
 * killed half-way) gets one first, so the damage stays in that record.
 * 0, or -1 with errno. */
int histfile_append(const char *path, Str bytes);
/* Replaces the file under the exclusive lock: rewrite(ctx, old, out) gets
 * the current contents (at most max bytes, as histfile_read) and appends the
 * new ones to out, which go to a temporary file renamed over path. When
 * rewrite returns false nothing is written. 0, or -1 with errno. */
int histfile_rewrite(const char *path, size_t max, bool (*rewrite)(void *ctx, Str old, StrBuf *out),
                     void *ctx);

#endif
