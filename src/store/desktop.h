/* store/desktop.h - desktop entries (the .desktop files of the Desktop Entry
 * specification): the key-file format they share with mimeapps.list and
 * mimeinfo.cache, and the command lines their Exec keys describe.
 *
 * A key file is `[Group]` lines, each followed by `Key=Value` lines;
 * `#` starts a comment line. Values use the escapes \s \n \t \r \\ (and \;
 * inside a `;`-separated list). Localized keys (`Name[fr]`) are keys of
 * their own here: we use the plain ones. */
#ifndef MINNOW_STORE_DESKTOP_H
#define MINNOW_STORE_DESKTOP_H

#include "base/str.h"
#include "base/strlist.h"

#include <stdbool.h>
#include <stddef.h>

/* The raw value (escapes not applied) of key in [group] of the key-file
 * text; the first one when the group or key is repeated. False when there
 * is none. Borrows from text. */
bool desktop_get(Str text, Str group, Str key, Str *value);
/* Calls fn with each key and raw value of [group] in text, in order, until
 * it returns false. */
typedef bool (*DesktopKeyFn)(void *ctx, Str key, Str raw);
void desktop_each_key(Str text, Str group, DesktopKeyFn fn, void *ctx);
/* Appends raw with the key-file escapes applied. */
void desktop_unescape(Str raw, StrBuf *out);
/* Appends the items of a list value (`a;b\;c;`): split at each ';' that is
 * not escaped, escapes applied, empty items dropped. */
void desktop_split_list(Str raw, StrList *out);

/* What launching needs of a desktop entry (values unescaped; empty when the
 * key is missing). */
typedef struct DesktopEntry {
    StrBuf path;      /* the file it was read from */
    StrBuf name;      /* Name, for %c */
    StrBuf icon;      /* Icon, for %i */
    StrBuf exec;      /* Exec, still quoted (see desktop_exec_split) */
    StrBuf try_exec;  /* TryExec: the program that must be installed */
    bool terminal;    /* Terminal=true: runs in a terminal */
    bool hidden;      /* Hidden=true: as good as deleted */
    bool application; /* Type=Application */
} DesktopEntry;

/* Reads the [Desktop Entry] group of the file at path into e (which it
 * first empties; desktop_entry_fini frees it either way). False with errno
 * set when the file cannot be read, or EINVAL when it has no such group. */
bool desktop_load(const char *path, DesktopEntry *e);
void desktop_entry_fini(DesktopEntry *e);
/* Whether e is an application one can launch: Type=Application, an Exec
 * value, and not Hidden. (Whether its programs exist is the caller's
 * check.) */
bool desktop_launchable(const DesktopEntry *e);

/* Splits an Exec value into its words, as the specification quotes them:
 * words are separated by spaces (and tabs); a word or part of one may be in
 * double quotes, inside which \" \` \$ \\ stand for the character after
 * the backslash. Field codes (%f ...) are left in the words. False when a
 * quote is not closed or the value has no word. */
bool desktop_exec_split(Str exec, StrList *words);

/* One thing to open: a local file (path set, absolute) and its file:// URL,
 * or a URL of another scheme (path empty). */
typedef struct DesktopTarget {
    Str path;
    Str url;
} DesktopTarget;

/* Command lines, each a list of words. */
typedef struct DesktopCommands {
    StrList *items; /* owned */
    size_t n, cap;
} DesktopCommands;

void desktop_commands_fini(DesktopCommands *c);

/* Appends to out the command lines that open the n targets with e, its
 * Exec words expanded:
 *   %F  every target's path (a URL for one that has none), as words
 *   %U  every target's URL, as words
 *   %f  one target's path (or URL); the command runs once per target
 *   %u  one target's URL; the command runs once per target
 *   %i  `--icon ICON` when e has an Icon (else nothing)
 *   %c  e's Name; %k the desktop file's path; %% a percent sign
 *   deprecated %d %D %n %N %v %m and unknown codes are dropped, and a word
 *   left empty by them goes too.
 * %F and %U expand only as words of their own (elsewhere they count as %f
 * and %u). An Exec with no code for files runs once per target with the
 * target's path (or URL) added at the end. False when the Exec value does
 * not split (see desktop_exec_split); nothing is appended then. */
bool desktop_exec_expand(const DesktopEntry *e, const DesktopTarget *targets, size_t n,
                         DesktopCommands *out);

#endif
