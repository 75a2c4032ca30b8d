/* shell.h - struct Shell, the one context every part of the shell is passed.
 *
 * No hidden globals: the variables, functions, builtins, status and the
 * interpreter's control state (break, return, exit) all live here. */
#ifndef MINNOW_SHELL_H
#define MINNOW_SHELL_H

#include "base/arena.h"
#include "base/rng.h"
#include "base/str.h"
#include "base/strlist.h"
#include "exec/io.h"
#include "env/features.h"
#include "proc/job.h"
#include "proc/relay.h"
#include "proc/tty.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>
#include <time.h>

/* Our own version, and the fish release whose language we speak. */
#define MINNOW_VERSION "0.1.0"
#define FISH_LANGUAGE_VERSION "4.8.0"

typedef struct Shell Shell;
typedef struct VarStore VarStore;
typedef struct FuncStore FuncStore;
typedef struct CmdPathCache CmdPathCache;
typedef struct Autoload Autoload;
typedef struct EventTable EventTable;
typedef struct ParsedSource ParsedSource;
typedef struct AbbrSet AbbrSet;
typedef struct BindTable BindTable;
typedef struct History History;
typedef struct CompleteState CompleteState;
typedef struct Profile Profile;

/* A builtin: argv[0] is its name; returns the status. */
typedef int (*BuiltinFn)(Shell *sh, Io *io, int argc, char **argv);

typedef struct Builtin {
    const char *name;
    BuiltinFn fn;
    unsigned flags;
    const char *description;
    const struct OptSpec *opts; /* static: every option it takes (builtins/builtins.h) */
} Builtin;

/* The command line as the line editor shares it with shell code run from a
 * key binding: the `commandline` builtin reads and changes this copy, and
 * the editor takes the changes back when the code returns. Not active (and
 * empty) when no editor is reading. */
typedef struct EditorLink {
    bool active;              /* an editor is reading a command line */
    StrBuf text;              /* the command line */
    size_t cursor;            /* byte offset in text */
    bool changed;             /* text or cursor set by `commandline` */
    bool has_selection;
    size_t sel_start, sel_end;  /* byte offsets, when has_selection */
    bool pager, pager_full, search_mode, showing_suggestion;
    StrBuf search_field;      /* the pager's search text */
    bool search_field_shown;  /* the pager shows its search field */
    size_t search_cursor;     /* byte offset in search_field */
    StrList queued;           /* input functions `commandline -f` queued, in order;
                                 a jump's is its name, a NUL and its target
                                 (`commandline --forward-jump=C`) */
    bool queued_ok;           /* whether the last of them the editor ran did its job */
    void (*flush)(void *ctx); /* set by the editor: runs what is queued now, when
                                 it can (in a binding's code); may be NULL */
    void *flush_ctx;
    void (*release_terminal)(void *ctx); /* set by the editor: gives the terminal
                                           its ordinary modes (protocols off) before
                                           an external command starts, from code a
                                           binding runs */
    void *release_ctx;
    int repaint;              /* >0: a repaint was asked for */
    bool set_up;              /* the key bindings and colours of an interactive
                                 session are in place: from the start in an
                                 interactive shell, from the first `read` at
                                 a terminal in a script (fish's fish_read) */
    bool colors_changed;      /* a colour variable (fish_color_*, TERM...) was
                                 set globally or universally: repaint */
    bool scroll_up;           /* the terminal can scroll its content up (it
                                 answered XTGETTCAP "indn"): scrollback-push */
    bool repainting;          /* the prompt runs for a repaint: such changes
                                 ask for none (no endless repaints) */
    StrList killring;         /* newest first: $fish_killring */
    Str transient;            /* borrowed: while `complete -C TEXT` runs completion
                                 code, the line `commandline` reads (the cursor
                                 at its end); .ptr NULL otherwise. Works with or
                                 without an active editor. */
    StrBuf typeahead;         /* bytes read from the terminal that no editor has
                                 decoded yet (typed ahead of `read`, or after the
                                 line it took): the next editor to read takes them */
    History *read_history;    /* owned, or NULL: the lines `read` took at a terminal,
                                 in memory only (its Up arrow searches them) */
} EditorLink;

/* What `read` asks of the line editor at a terminal (Shell.read_line). */
typedef struct ReadLineRequest {
    int fd;          /* the terminal to read from (output goes to the shell's stdout) */
    Str prompt_cmd;  /* shell code whose output is the prompt (-p, or fish's
                        default), used when prompt_text.ptr is NULL */
    Str prompt_text; /* -P: the prompt itself, or .ptr NULL */
    Str rprompt_cmd; /* -R: the right prompt's code, or empty */
    Str initial;     /* -c: the line's text to start with, or .ptr NULL */
    size_t nchars;   /* -n: the line ends after that many characters; 0: no limit */
    bool shell;      /* -S: highlighted, completed and continued on an open
                        block as a command line is */
    bool silent;     /* -s: each character shown as a dot, none kept in history */
} ReadLineRequest;

/* Shell.read_line's answers. */
enum { READ_LINE_OK = 0, READ_LINE_CANCELLED = 1, READ_LINE_UNAVAILABLE = -1 };

/* What the interpreter is unwinding for, after break, continue, return or exit,
 * or CTL_CANCEL after a command was interrupted by SIGINT (as fish, the rest of
 * the script is abandoned: a script exits with 130, the prompt comes back). */
/* `status job-control`: which jobs get their own process group. */
typedef enum JobControl { JC_INTERACTIVE, JC_FULL, JC_NONE } JobControl;

typedef enum Control { CTL_NONE, CTL_BREAK, CTL_CONTINUE, CTL_RETURN, CTL_EXIT, CTL_CANCEL } Control;

/* What entered a frame that runs a whole text (not a function). */
typedef enum FrameKind {
    FRAME_SCRIPT,   /* a script file, -c, eval: nothing in traces */
    FRAME_SOURCED,  /* `source FILE`: "from sourcing file FILE" */
    FRAME_CMDSUB,   /* a command substitution: "in command substitution" */
} FrameKind;

/* An event block (`block`) tied to the scope at depth: it ends with it. */
typedef struct EventBlock {
    size_t depth;
    uint64_t scope; /* vars_scope_id of that scope when the block was made */
} EventBlock;

/* An event that fired while events were blocked, to deliver later. */
typedef struct BlockedEvent {
    int kind;      /* EventKind */
    StrList args;  /* the event's parameter, then the handlers' arguments */
} BlockedEvent;

/* One frame of the call stack, for error traces and `status` queries. */
typedef struct Frame {
    struct Frame *up;         /* the caller's frame, or NULL */
    const char *function;     /* function name, or NULL for a file or -c */
    char **args;              /* borrowed: the function's arguments (argv[1..]) */
    int nargs;
    const char *file;         /* the script file, or NULL */
    ParsedSource *src;        /* borrowed: the source being run */
    uint32_t call_offset;     /* where this frame was entered from, in up's source */
    FrameKind kind;           /* what the trace says of it */
    bool handler;             /* an event handler's call: traces end with it, as
                                 fish's stop at the event block */
} Frame;

struct Shell {
    VarStore *vars;           /* owned */
    FuncStore *funcs;         /* owned */
    CmdPathCache *cmdpath;    /* owned */
    Autoload *autoload;       /* owned: which function files were loaded */
    CompleteState *complete;  /* owned: completion rules and the engine's caches
                                 (exec/complete.h) */
    EventTable *events;       /* owned: event handlers */
    AbbrSet *abbrs;           /* owned: abbreviations (`abbr`; the editor expands them) */
    BindTable *binds;         /* owned: key bindings (`bind`; the editor looks keys up) */
    History *history;         /* owned: the command history $fish_history names
                                 (store/history.h: hist_shell) */
    StrList pending_events;   /* variable events to fire: "SET\0name" or "ERASE\0name" */
    bool firing;              /* an event handler is running (no re-entry from it) */
    bool signals_deferred;    /* signals came while a handler ran: look at them after it */
    unsigned event_blocks_global; /* `block -g` (or a block outside any scope) not yet erased */
    EventBlock *event_blocks; /* owned: scoped blocks; stale ones are dropped when seen */
    size_t n_event_blocks, cap_event_blocks;
    BlockedEvent *blocked_events; /* owned: events held back, in the order they fired */
    size_t n_blocked_events, cap_blocked_events;
    const Builtin *builtins;  /* sorted table (static) */
    size_t n_builtins;
    const char *progname;     /* basename of argv[0], for messages */
    const char *exe_path;     /* borrowed from main: the program's path as started
                                 (a link named fish stays the link), or NULL */
    void (*colorize_code)(Shell *sh, Str text, StrBuf *out);
    /* set by main (interactive/colorize.h): appends fish
       code coloured as the line editor shows it, for
       `functions --color`; NULL where no highlighter is
       linked in (builtins then print it plain) */
    int (*source_terminal)(Shell *sh);
    /* set by main (interactive/reader.h): `source -` at
       the terminal reads and runs command lines with the
       line editor until the end of input (ctrl-d) or exit;
       returns the last status. NULL: read like a file */
    int (*read_line)(Shell *sh, const ReadLineRequest *req, StrBuf *out);
    /* set by main (interactive/readline.h): `read` at a
       terminal reads one line through the line editor into
       out: READ_LINE_OK, READ_LINE_CANCELLED (ctrl-c, end of
       input), or READ_LINE_UNAVAILABLE where the editor can't
       run (the builtin then reads the terminal itself); NULL
       where no editor is linked in */

    int status;               /* $status */
    unsigned long status_generation; /* $status_generation: command lines run that gave
                                        $status a value (fish's count) */
    uint64_t status_count;           /* jobs that gave $status a value: not one sent to the
                                        background, a lone block, or `set` alone */
    bool status_kept;                /* the builtin that just ran left $status as it was (set) */
    uint64_t job_serial;      /* numbers every job run, for --on-job-exit caller */
    uint64_t exec_count;      /* commands run (builtins, functions, programs; not blocks):
                                 a function or eval that ran none is status 0 */
    uint64_t running_job;     /* the number of the job being run, or 0 */
    uint64_t caller_job;      /* in a substitution: the job whose words it expands */
    unsigned caller_handlers; /* --on-job-exit caller handlers made so far */
    bool job_failed;          /* the last job ended in an error before it ran (fish's
                                 "expansion breaking" result, for substitutions) */
    bool block_error;         /* the block statement running failed in its own words
                                 (for, switch, function): its job ended in an error */
    int cmdsub_break;         /* the status of a substitution that stopped the
                                 expansion of the running command, or 0 */
    int kill_signal;          /* $fish_kill_signal: what killed the last job, or 0 */
    int cmdsub_status;        /* status of the last substitution in the running
                                 command's words, or -1 when there was none */
    bool quiet_var_changes;   /* `set --no-event`: changes fire no --on-variable handlers */
    bool trace, trace_all;    /* $fish_trace is set (to anything; "all": event handlers too) */
    unsigned trace_quiet;     /* > 0 while event handlers run: no trace unless trace_all */
    unsigned trace_depth;     /* fish's block depth, for the dashes of a trace line */
    size_t read_limit;        /* $fish_read_limit in bytes (SIZE_MAX: no limit), kept
                                 up to date by the variable change hook */
    int *pipestatus;          /* owned; $pipestatus of the last job */
    size_t n_pipestatus;
    Control control;          /* set by break/continue/return/exit */
    int exit_status;          /* for CTL_EXIT */

    Frame *frame;             /* innermost frame */
    uint32_t call_offset;     /* where in frame's source the running command starts */
    uint32_t job_offset;      /* where the job of that command starts (builtin errors) */
    unsigned path_generation; /* bumped when PATH changes, for the command cache */
    unsigned color_generation; /* bumped when a fish_color_* / fish_pager_color_* or
                                  terminal variable changes (the editor's colour cache) */
    StrList function_path;     /* $fish_function_path and then $__fish_data_dir/functions
                                  (fish 4 always finds its own), for autoloading ... */
    bool function_path_stale; /* ... to take again when the variable changes */
    unsigned call_depth;      /* function calls in progress */
    unsigned source_depth;    /* sourced files in progress (return ends one) */
    unsigned eval_depth;      /* substitutions and evals in progress */
    unsigned run_depth;       /* texts being run (scripts, eval, source, substitutions): fish's eval level */
    unsigned loop_depth;      /* loops around the code running now, in this function */
    JobTable jobs;            /* background and stopped jobs */
    bool in_group;            /* running an in-shell stage of a numbered job: the jobs
                                 it starts in the foreground join that job's group */
    pid_t group_pgid;         /* that job's process group, or 0 for the shell's */
    IoDrain **bg_drains;      /* owned: threads collecting a background job's output
                                 into memory, until that memory's owner is done
                                 (pipeline_release_buffer) */
    size_t n_bg_drains, cap_bg_drains;
    Tty tty;                  /* the terminal, when job control can hand it out */
    Relay relay;              /* the pty relay behind $ans (proc/relay.h), when on */
    JobControl job_control;   /* `status job-control` */
    Features features;        /* fish's feature flags (env/features.h) */
    char *uvar_path;          /* owned: the fish_variables file */
    struct stat uvar_stat;    /* the file as last loaded (zeroed: missing) */
    bool loading_uvars;       /* loading: changes are not saved back */
    bool interactive, login;
    bool in_startup;  /* the configuration is being read (traces say so) */
    char *running_cmdline; /* owned, or NULL: the line typed at the prompt that is being
                              run (`status current-commandline`) */
    char *running_command; /* owned, or NULL: its first word (`status current-command`) */
    bool exit_forced; /* CTL_EXIT for a signal: ends the shell, not just a sourced file */
    bool in_cmdsub;
    bool warn_test_args;      /* -d deprecated-test: test warns of its 0/1-argument forms */
    bool debug_term;          /* -d term-support: say when the terminal's size is unknown */
    bool debug_reader;        /* -d reader: say when a mouse report comes */
    Profile *profile;         /* borrowed, or NULL: `--profile` records every job here */
    Rng rng;                  /* `random`'s generator, seeded from the time and pid */
    Arena tmp;                /* temporaries of the statement being run */
    struct Map *parse_cache;  /* owned, or NULL: substitution text -> ParsedSource (counted) */
    EditorLink editor;        /* owned contents: the line editor's shared state */
};

/* shell_init's flags. */
enum { SHELL_NO_UNIVERSAL = 1u << 0 }; /* -N: no fish_variables file; set -U sets globals */

/* Sets up a shell with the process environment imported. */
void shell_init(Shell *sh, const char *progname, char **envp, unsigned flags);
void shell_fini(Shell *sh);
/* Loads universal variables other sessions changed since the last look
 * (a stat when the file did not change), then runs the --on-variable
 * handlers of what changed. */
void shell_sync_universal(Shell *sh);
/* The builtin called name, or NULL. */
const Builtin *shell_builtin(const Shell *sh, Str name);

/* $status and $pipestatus, kept around code that must leave them as they
 * were (a key binding's, a prompt's): shell_save_statuses copies them,
 * shell_restore_statuses puts them back and frees the copy. */
typedef struct ShellStatuses {
    int status;
    int *pipestatus; /* owned */
    size_t n_pipestatus;
} ShellStatuses;
ShellStatuses shell_save_statuses(const Shell *sh);
void shell_restore_statuses(Shell *sh, ShellStatuses *saved);

#endif
