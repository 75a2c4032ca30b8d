/* interactive/filetest.h - what the highlighter asks the disk, answered
 * without ever waiting for it.
 *
 * A question (is NAME a command? does PATH exist? may `>` write PATH?) is
 * answered from a cache when it can be; otherwise it is queued for one
 * background thread and the answer is FT_UNKNOWN until that thread has found
 * it. The thread writes a byte to a pipe when answers are ready (ft_fd); the
 * caller then takes them into the cache with ft_take and highlights again.
 *
 * Freshness: answers belong to an epoch. ft_new_epoch (a command ran and may
 * have made or removed files, or time passed) makes every answer stale: a
 * stale answer is still given, so nothing flickers, and asked again in the
 * background. Command answers found through $PATH or $fish_function_path are
 * tied to the lists ft_set_env last gave: when those change, the old answers
 * are dropped and the name is unknown until checked again.
 *
 * Every path handed in is absolute: the thread never looks at the working
 * directory, which the shell changes under it. Everything here but the
 * thread runs on the shell's thread; nothing is shared with the rest of the
 * shell. */
#ifndef MINNOW_INTERACTIVE_FILETEST_H
#define MINNOW_INTERACTIVE_FILETEST_H

#include "base/str.h"
#include "base/strlist.h"

#include <stdbool.h>
#include <stddef.h>

typedef enum FtKind {
    FT_COMMAND,      /* a name without '/': a function file in fish_function_path
                        or an executable in PATH */
    FT_EXECUTABLE,   /* a name without '/' searched in PATH only (`command x`),
                        or an absolute path: an executable regular file */
    FT_EXEC_OR_DIR,  /* an absolute path: an executable file, or a directory
                        (fish's implicit cd) */
    FT_EXISTS,       /* an absolute path that stat() finds */
    FT_PREFIX,       /* an absolute path being typed: some entry of its
                        directory starts with its last component (or, ending
                        in '/', it is a directory) */
    FT_DIR,          /* absolute candidates separated by NUL bytes: one is a
                        directory (what `cd` may enter) */
    FT_DIR_PREFIX,   /* the same, each candidate being typed (as FT_PREFIX,
                        directories only) */
    FT_READ,         /* `<` target: a readable file that is no directory */
    FT_WRITE,        /* `>` / `>>` target: FT_YES when it exists and may be
                        written, FT_NEW when it may be created, else FT_NO */
    FT_WRITE_NEW,    /* `>?` target: FT_NEW when it may be created and is not
                        there, else FT_NO */
    FT_KIND_COUNT
} FtKind;

typedef enum FtAnswer { FT_UNKNOWN, FT_NO, FT_YES, FT_NEW } FtAnswer;

typedef struct FileTester FileTester;

/* Starts the thread and the pipe. Never fails: without a thread (the
 * system refused one) every question is answered on the spot. */
FileTester *ft_new(void);
/* Stops the thread (waiting a moment for a check in progress; a thread
 * stuck on a dead file system is left to finish alone) and frees
 * everything. NULL is a no-op. */
void ft_free(FileTester *ft);

/* The lists FT_COMMAND and FT_EXECUTABLE search: path NULL means PATH is
 * unset (fish then searches /usr/local/bin, /usr/bin and /bin). Entries
 * must be absolute (relative ones are skipped). Copied; when they differ
 * from the last call, command answers found through them are dropped. */
void ft_set_env(FileTester *ft, const StrList *path, const StrList *function_path);

/* Starts a round of questions (one highlighting of the line): a round
 * gets at most 1024 answers and queues at most 256 new questions; past
 * that the answer is FT_UNKNOWN, so a huge pasted line never floods the
 * thread or the cache. */
void ft_begin_round(FileTester *ft);
/* The answer to a question, or FT_UNKNOWN when it is being checked. */
FtAnswer ft_ask(FileTester *ft, FtKind kind, Str key);
/* The same, but a stale answer (see the top) is FT_UNKNOWN too while it is
 * checked again: for a decision that should not rest on what the disk said
 * before the last command (whether to offer an autosuggestion). */
FtAnswer ft_ask_fresh(FileTester *ft, FtKind kind, Str key);

/* Readable when answers arrived; -1 without a thread. */
int ft_fd(const FileTester *ft);
/* Takes the answers that arrived into the cache; true when one differs
 * from what ft_ask or ft_ask_fresh said before (the line should be
 * highlighted again, the suggestion checked again). */
bool ft_take(FileTester *ft);
/* Questions asked and not answered yet. */
size_t ft_waiting(const FileTester *ft);
/* Makes every answer stale (see the top). */
void ft_new_epoch(FileTester *ft);

#endif
