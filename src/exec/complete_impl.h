/* exec/complete_impl.h - what the completion engine's two files share:
 * complete.c (the walk over the command line, rules, commands, variables)
 * and complete_files.c (files, wildcards and brace items). Not for anyone
 * else: the rest of the shell sees completion through complete.h. */
#ifndef MINNOW_EXEC_COMPLETE_IMPL_H
#define MINNOW_EXEC_COMPLETE_IMPL_H

#include "base/map.h"
#include "env/autoload.h"
#include "exec/cmdfolders.h"
#include "exec/complete.h"
#include "exec/expand.h"
#include "store/compspec.h"
#include "store/mime.h"

#include <pthread.h>
#include <sys/types.h>
#include <time.h>

/* Command summaries (`apropos`), read once by a thread of their own. */
typedef struct Whatis {
    pthread_mutex_t lock;
    pthread_cond_t done_cv;
    bool started, done;
    pthread_t thread;
    Map map; /* command name -> char* summary, capitalized */
} Whatis;

struct CompleteState {
    CompSpecs *specs;
    Autoload *autoload; /* completion files loaded */
    StrList path;       /* $fish_complete_path as last read */
    bool path_stale;
    unsigned depth;      /* completions running inside completions */
    CmdFolders *folders; /* the commands each folder holds */
    MimeDb *mime;        /* for file descriptions, made on first use */
    Map mime_comments;   /* type -> char* comment ("" when none) */
    StrList mime_dirs;
    Whatis whatis;
    /* the last big folder listed, kept while it is unchanged: names, each
       followed by a NUL and its d_type byte */
    StrBuf dir_path;
    dev_t dir_dev;
    ino_t dir_ino;
    struct timespec dir_mtime;
    StrList dir_names;
};

#define WILDCARD_MAX 100000 /* matches of a wildcard token offered */
#define RANK_EXACT   8      /* fuzzy_rank of an exact or prefix match */

/* What a command name may be. */
enum { CMD_PROGRAMS = 1, CMD_FUNCTIONS = 2, CMD_BUILTINS = 4, CMD_ALL = 7 };

typedef struct Completer {
    Shell *sh;
    unsigned cmd_kinds; /* CMD_*: what command position offers */
    CompleteState *st;
    unsigned req;
    CompList *out;
    Map conds; /* condition text -> (void*)1 passed, (void*)2 failed */
    unsigned tflags;
} Completer;

typedef struct FileQuery {
    bool dirs_only; /* cd */
    bool commands;  /* command position: executables and directories */
    bool fuzzy;
} FileQuery;

/* Whether Ctrl-C asked the completion to stop (an ExpandHooks callback). */
bool cpl_cancelled(void *ctx);
/* Whether the request matches fuzzily, and wants descriptions. */
bool cpl_fuzzy(const Completer *c);
bool cpl_describe(const Completer *c);
/* The shell's expansion hooks, command substitutions refused unless subs. */
ExpandHooks cpl_hooks(Completer *c, bool subs);
/* Puts prefix in front of a replacing completion's text. */
void cpl_prepend(Completion *x, Str prefix);
/* The quote open at the end of s ('\'', '"'), or 0. */
char cpl_open_quote(Str s);
/* What a token as typed so far means: its quotes and escapes undone, an
 * open quote taken as closed, a backslash at the end dropped. */
void cpl_unescape_partial(Str tok, StrBuf *out);
/* What a token holds outside quotes and escapes (qmark: `?` is a wildcard). */
enum { HAS_WILDCARD = 1, HAS_BRACES = 2, HAS_DOLLAR = 4 };
unsigned cpl_scan_token(Str s, bool qmark);

/* complete_files.c: completes typed as a file (or, in command position,
 * an executable or folder) into c->out, extra added to each one's flags. */
void cpl_file_token(Completer *c, Str typed, const FileQuery *q, unsigned extra);
/* Completes an argument s: brace items, a wildcard, files when do_file
 * (folders only when cd). */
void cpl_param_expand(Completer *c, Str s, bool do_file, bool cd);

#endif
