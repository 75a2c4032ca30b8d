/* store/mime.h - the shared MIME database (freedesktop.org shared-mime-info):
 * which MIME type a file has, by its name and by its first bytes, and how
 * types are related.
 *
 * The database is a list of `mime` folders as update-mime-database writes
 * them, the user's first: $XDG_DATA_HOME/mime, then each of
 * $XDG_DATA_DIRS/mime. Four of their files are used, each read the first
 * time a lookup needs it (a missing folder or file is an empty one):
 *
 *   globs2      `weight:type:pattern[:flags]` lines (the older `globs`, with
 *               `type:pattern` lines of weight 50, when a folder has no
 *               globs2). Patterns match the file's name without its folder,
 *               ignoring ASCII case unless the flags hold `cs`. The pattern
 *               `__NOGLOBS__` drops the type's patterns of later folders.
 *   magic       byte patterns at offsets, in `[priority:type]` sections, for
 *               names the globs cannot settle (read only then).
 *   aliases     `alias canonical` lines.
 *   subclasses  `type parent` lines.
 *
 * Lookups follow the specification's order: literal names (`Makefile`)
 * first, then simple extensions (`*.tar.gz`), then other patterns; within
 * the first kind that matches, the highest weight wins, then the longest
 * pattern. Only when that leaves no type or several does the content
 * decide: the magic rules, and failing those a look at the bytes (text is
 * text/plain, anything else application/octet-stream). */
#ifndef MINNOW_STORE_MIME_H
#define MINNOW_STORE_MIME_H

#include "base/str.h"
#include "base/strlist.h"

#include <stdbool.h>
#include <stddef.h>

/* The most bytes of a file the content checks read. */
#define MIME_SNIFF_MAX 65536

typedef struct MimeDb MimeDb;

/* A database over dirs (the mime folders, highest priority first; copied).
 * Reads nothing yet. */
MimeDb *mime_new(const StrList *dirs);
void mime_free(MimeDb *db); /* NULL is a no-op */

/* Appends to out the types whose patterns match name best (see above), in
 * the order of their folders and lines; returns how many (0: none, more
 * than 1: a tie the content must settle). name is a file name without its
 * folder. */
size_t mime_by_name(MimeDb *db, Str name, StrList *out);
/* The type the magic rules give to data, the first n bytes of a file:
 * the first section, by priority, with a rule that matches. NULL when none
 * does. Borrowed from db. */
const char *mime_by_data(MimeDb *db, const void *data, size_t n);
/* How many bytes from the start of a file the magic rules look at, at most
 * MIME_SNIFF_MAX. Reads the magic files. */
size_t mime_magic_extent(MimeDb *db);
/* Whether data looks like text: no NUL byte, valid UTF-8 (a sequence cut
 * at the end excepted), and no control character but tab, newline,
 * vertical tab, form feed, carriage return, backspace and escape. */
bool mime_looks_text(const void *data, size_t n);
/* Appends the type of the file at path (symbolic links followed):
 * inode/directory, inode/fifo, inode/socket, inode/chardevice or
 * inode/blockdevice for those; for a regular file its name, then its
 * content as said above (an empty file whose name says nothing is
 * text/plain). False with errno set when path cannot be looked at. */
bool mime_by_file(MimeDb *db, const char *path, StrBuf *out);

/* The canonical name of type: the one the aliases file maps it to, else
 * type itself. Borrowed (from db or from type), and not NUL-terminated. */
Str mime_unalias(MimeDb *db, Str type);
/* Appends type (unaliased) and then every type it is a kind of, nearest
 * first and each once: its parents in the subclasses files, their parents
 * and so on; text/plain for every text/ type; and last
 * application/octet-stream for everything but inode/ and
 * x-scheme-handler/ types. */
void mime_ancestors(MimeDb *db, Str type, StrList *out);
/* Whether type is base or a kind of it (as mime_ancestors lists them). */
bool mime_is_a(MimeDb *db, Str type, Str base);

#endif
