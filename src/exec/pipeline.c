/* exec/pipeline.c - run a job: resolve each stage, wire pipes and
 * redirections, start the external commands, run the rest in the shell.
 *
 * Order of events for `a | b | c`: expand every stage's words left to right
 * and decide what each stage is; open the pipes; start every external stage;
 * run the in-shell stages left to right; close what the shell holds, wait for
 * the children and join the drain threads. An in-shell stage reads a pipe
 * directly only when no in-shell stage runs before it; otherwise what flows
 * into it is collected by a thread first, so nothing waits on a stage that
 * has not started. */
#include "exec/pipeline.h"

#include "base/check.h"
#include "base/escape.h"
#include "base/fs.h"
#include "base/path.h"
#include "base/vec.h"
#include "env/event.h"
#include "env/func.h"
#include "env/var.h"
#include "exec/eval.h"
#include "exec/profile.h"
#include "exec/suggest_cmd.h"
#include "parse/token.h"
#include "parse/word.h"
#include "proc/cmdpath.h"
#include "proc/signal.h"
#include "proc/spawn.h"
#include "proc/tty.h"
#include "proc/wait.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

typedef enum StageKind { ST_EXTERNAL, ST_BUILTIN, ST_FUNCTION, ST_BLOCK, ST_FAILED } StageKind;

typedef struct Stage {
    const AstNode *stmt;
    uint32_t job_start;         /* where its job starts, for builtin error trailers */
    uint32_t first_assign, n_assign; /* job kids holding NAME=value before it */
    StrList *assign_values;          /* owned: each NAME=value's values, expanded once */
    StageKind kind;
    StrList argv;
    char *path;               /* external: owned resolved path */
    const Builtin *builtin;
    Io io;
    int *opened;              /* owned: fds this stage opened (files, pipe ends) */
    size_t n_opened, cap_opened;
    IoExtra *extra;           /* owned: redirections of fds above 2 (io.extra points here) */
    size_t cap_extra;
    StrBuf in_buf;            /* what flows in through memory */
    IoInput input;            /* reading position in in_buf, shared by the stage's commands */
    IoInput *fed_from;        /* borrowed: the memory input an external stage is fed from */
    IoDrain **drains;         /* owned: threads collecting an external's output */
    size_t n_drains, cap_drains;
    IoFeed *feed;             /* thread feeding an external's input */
    pid_t pid;
    size_t proc;                /* its index among the job's processes, when external */
    int status;
    int pipe_fd;              /* which fd feeds the next stage: 1, 2, or 3 for both */
    bool negate;              /* a not statement: the job's status is negated */
    bool process;             /* a block that runs as a process of a bigger job */
    bool errored;             /* a block that failed in its own words */
    bool exec;                /* decorated with exec: replaces the shell */
    bool kept;                /* a builtin that left $status as it was (set) */
} Stage;

/* fish reports a command it cannot run, or a bad redirection, on the
 * shell's own stderr, whatever the command's redirections say (the same
 * streams io_standard gives). */
static const Io shell_stderr = {.t = {{.fd = 0}, {.fd = 1}, {.fd = 2}}};

static Str src_text(const Shell *sh)
{
    return sb_str(&sh->frame->src->text);
}

static void close_fd(int *fd)
{
    if (*fd >= 0) close(*fd);
    *fd = -1;
}

/* ---- redirections ---- */

/* The stage owns fd from now on: it is closed when the stage is done. */
static void remember_fd(Stage *st, int fd)
{
    VEC_PUSH(st->opened, st->n_opened, st->cap_opened, 4, fd);
}

/* Adds an fd the stage's external commands get. The list starts as the one
 * the stage inherited (a block's redirections), copied before it grows. */
static void push_extra(Stage *st, IoExtra e)
{
    if (st->io.extra != st->extra) {
        size_t n = st->io.n_extra;
        const IoExtra *from = st->io.extra;
        st->io.n_extra = 0;
        for (size_t i = 0; i < n; i++) VEC_PUSH(st->extra, st->io.n_extra, st->cap_extra, 4, from[i]);
    }
    VEC_PUSH(st->extra, st->io.n_extra, st->cap_extra, 4, e);
    st->io.extra = st->extra;
}

/* How a redirection went: a bad target fails the whole job before anything
 * runs; a file that can't be opened stops the pipeline at that stage. */
typedef enum RedirResult { REDIR_OK, REDIR_FAILED, REDIR_NOT_OPENED } RedirResult;

/* What the stage's fd n means at this point of its redirections: one of
 * its streams, an fd it redirected earlier, or else the shell's own fd n. */
static IoTarget current_target(const Stage *st, int n)
{
    if (n <= 2) return st->io.t[n];
    for (size_t i = st->io.n_extra; i-- > 0;) {
        if (st->io.extra[i].target == n) return st->io.extra[i].from;
    }
    return (IoTarget){.fd = n};
}

/* Points the stage's fd at from. */
static void set_target(Stage *st, int fd, IoTarget from)
{
    if (fd > 2) {
        push_extra(st, (IoExtra){fd, from});
        return;
    }
    st->io.t[fd] = from;
    if (fd == 0) st->io.in_direct = from.fd != -1 || from.buf; /* `<&-` is not direct */
}

/* For a file that could not be opened for want of a folder: fish's warning
 * about the first part of path that is missing or no folder. */
static void missing_part(Str path, StrBuf *msg)
{
    StrBuf name = STRBUF_INIT, up = STRBUF_INIT;
    sb_append(&name, path);
    while (name.len) {
        sb_clear(&up);
        sb_append(&up, path_dirname(sb_str(&name)));
        struct stat sb;
        if (stat(up.ptr, &sb) == 0) {
            if (!S_ISDIR(sb.st_mode)) sb_printf(msg, "warning: Path '%s' is not a directory\n", up.ptr);
            else sb_printf(msg, "warning: Path '%s' does not exist\n", name.ptr);
            break;
        }
        if (str_eq(sb_str(&up), sb_str(&name))) break;
        sb_clear(&name);
        sb_append(&name, sb_str(&up));
    }
    sb_fini(&name);
    sb_fini(&up);
}

/* fish's warnings for a file it could not open. */
static void report_open_error(const char *path, int err, bool noclobber)
{
    StrBuf msg = STRBUF_INIT;
    if (err == EEXIST && noclobber) {
        sb_printf(&msg, "warning: The file '%s' already exists\n", path);
    } else {
        sb_printf(&msg, "warning: An error occurred while redirecting file '%s'\n", path);
        if (err == ENOENT || err == ENOTDIR) missing_part(str_cstr(path), &msg);
        else sb_printf(&msg, "open: %s\n", strerror(err));
    }
    fs_write_all(2, msg.ptr, msg.len);
    sb_fini(&msg);
}

/* Opens the redirection's file, or finds what `N>&M` copies, and points
 * the stage's fd at it. */
static RedirResult apply_redirection(Shell *sh, Stage *st, const AstNode *redir)
{
    Str src = src_text(sh);
    const AstNode *op = redir->kids[0], *target = redir->kids[1];
    Token k;
    tok_scan_redirect(ast_text(op, src), &k);
    StrList t = STRLIST_INIT;
    int r = eval_expand(sh, target, EXPAND_NO_GLOB, &t);
    if (r != EXPAND_OK || t.n != 1 || !t.items[0].len) {
        if (r == EXPAND_OK) {
            /* not one word: fish points at the whole redirection, names no
             * target, and mentions psub for <(cmd) */
            eval_error(sh, redir->start, redir->len, "Invalid redirection target: ");
            Str text = ast_text(redir, src);
            if (k.mode == REDIR_INPUT && str_starts_with(text, STR("<(")) &&
                word_close_paren(text, 1, (uint32_t)text.len) == text.len)
                io_printf(&shell_stderr, 2,
                          "If you wish to use process substitution, consider the psub command, see: `help "
                          "cmds/psub`\n");
        }
        sl_fini(&t);
        st->status = r == EXPAND_OK ? 2 : eval_expand_status(sh, r);
        return REDIR_FAILED;
    }
    Str path = t.items[0];
    if (k.mode == REDIR_FD) {
        IoTarget from = {.fd = -1};
        if (!str_eq(path, STR("-"))) {
            char *end;
            long n = strtol(path.ptr, &end, 10);
            if (*end || n < 0 || n > 10000 || !path.len) {
                eval_error(sh, redir->start, redir->len,
                           "Requested redirection to '%s', which is not a valid file descriptor",
                           path.ptr);
                sl_fini(&t);
                st->status = 2;
                return REDIR_FAILED;
            }
            from = current_target(st, (int)n);
        }
        sl_fini(&t);
        set_target(st, k.fd, from);
        return REDIR_OK;
    }
    int flags = O_CLOEXEC;
    switch (k.mode) {
    case REDIR_INPUT:
    case REDIR_TRY_INPUT: flags |= O_RDONLY; break;
    case REDIR_OVERWRITE: flags |= O_WRONLY | O_CREAT | O_TRUNC; break;
    case REDIR_APPEND: flags |= O_WRONLY | O_CREAT | O_APPEND; break;
    case REDIR_NOCLOB: flags |= O_WRONLY | O_CREAT | O_EXCL; break;
    default: break;
    }
    /* opening a fifo waits for its other end: other signals resume the
       wait, SIGINT ends it quietly (fish) */
    int fd;
    do fd = open(path.ptr, flags, 0666);
    while (fd < 0 && errno == EINTR && !sig_pending(SIGINT));
    fd = fs_move_high(fd);
    if (fd < 0 && k.mode == REDIR_TRY_INPUT)
        fd = fs_open("/dev/null", O_RDONLY, 0); /* `<?`: quietly */
    if (fd < 0) {
        if (errno != EINTR) report_open_error(path.ptr, errno, k.mode == REDIR_NOCLOB);
        sl_fini(&t);
        st->status = 1;
        return REDIR_NOT_OPENED;
    }
    remember_fd(st, fd);
    sl_fini(&t);
    set_target(st, k.fd, (IoTarget){.fd = fd});
    if (k.stderr_too) set_target(st, 2, (IoTarget){.fd = fd});
    return REDIR_OK;
}

static RedirResult apply_redirections(Shell *sh, Stage *st, const AstNode *node)
{
    for (uint32_t i = 0; i < node->nkids; i++) {
        if (node->kids[i]->kind != AST_REDIR) continue;
        RedirResult r = apply_redirection(sh, st, node->kids[i]);
        if (r != REDIR_OK) return r;
    }
    return REDIR_OK;
}

/* ---- resolving a stage ---- */

static const AstNode *command_name(const AstNode *cmd, Keyword *deco)
{
    *deco = KW_NONE;
    if (cmd->nkids && cmd->kids[0]->kind == AST_KEYWORD) {
        *deco = (Keyword)cmd->kids[0]->keyword;
        return ast_kid(cmd, 1);
    }
    return ast_kid(cmd, 0);
}

/* fish's command-not-found handling: `fish_command_not_found` handlers get
 * the command line when there are any; otherwise the default message. Then
 * the location, and our hint when the name is a likely typo. */
static void report_unknown(Shell *sh, Stage *st, const AstNode *name)
{
    StrList handlers = STRLIST_INIT;
    event_handlers(sh->events, EVENT_GENERIC, STR("fish_command_not_found"), &handlers);
    bool custom = handlers.n > 0;
    sl_fini(&handlers);
    /* fish 3.2 and later: a function of that name handles it. The shipped
     * default (share/functions/fish_command_not_found.fish, known by its
     * description) only prints the message below, which here gets our hint.
     * With no function at all (erased), the message is the error's own. */
    bool exists = !custom && (funcs_get(sh->funcs, STR("fish_command_not_found")) ||
                              eval_autoload(sh, STR("fish_command_not_found")));
    const Function *f = exists ? funcs_get(sh->funcs, STR("fish_command_not_found")) : NULL;
    bool shipped =
        f && f->description && !strcmp(f->description, "The default handler of unknown commands");
    StrBuf hint = STRBUF_INIT;
    StrBuf quoted = STRBUF_INIT; /* as fish's handler quotes it ('bad*name') */
    escape_script(st->argv.items[0], &quoted);
    if (exists && !shipped && !sh->in_cmdsub) {
        StrList args = STRLIST_INIT;
        sl_push(&args, STR("fish_command_not_found"));
        sl_extend(&args, &st->argv);
        char **argv = sl_argv(&args);
        Io io = io_standard();
        io.t[1] = io.t[2]; /* what the handler prints is an error: fish runs it 1>&2 */
        int status = sh->status;
        eval_call_function(sh, "fish_command_not_found", (int)args.n, argv, &io);
        sl_fini(&args);
        sh->status = status;
        free(argv);
        eval_error_hint(sh, name->start, name->len, NULL, "%s", "");
    } else if (custom) {
        char **argv = sl_argv(&st->argv);
        eval_fire(sh, EVENT_GENERIC, STR("fish_command_not_found"), (int)st->argv.n, argv);
        free(argv);
        eval_error_hint(sh, name->start, name->len, NULL, "%s", "");
    } else {
        suggest_unknown(sh->vars, sh->funcs, sh->interactive ? sh->abbrs : NULL, st->argv.items[0],
                        &hint);
        if (exists) {
            io_printf(&shell_stderr, 2, "%s: Unknown command: %s\n", sh->progname, quoted.ptr);
            eval_error_hint(sh, name->start, name->len, hint.ptr, "%s", "");
        } else {
            eval_error_hint(sh, name->start, name->len, hint.ptr, "Unknown command: %s",
                            quoted.ptr);
        }
    }
    sb_fini(&quoted);
    sb_fini(&hint);
}

/* Whether a command that is not found is a directory to cd into, as fish
 * decides: written as a path (/, ./ or ../ at the start, / at the end, or
 * ..), and a directory itself or, for a relative path, under a $CDPATH entry. */
static bool implicit_cd(Shell *sh, Str cmd)
{
    bool own = str_starts_with(cmd, STR("/")) || str_starts_with(cmd, STR("./")) ||
               str_starts_with(cmd, STR("../")) || str_eq(cmd, STR(".."));
    if (!own && !(cmd.len && cmd.ptr[cmd.len - 1] == '/')) return false;
    const Var *cdpath = own ? NULL : vars_get(sh->vars, STR("CDPATH"), 0);
    size_t n = cdpath ? cdpath->values.n : 0;
    StrBuf path = STRBUF_INIT;
    bool dir = false;
    for (size_t i = 0; i <= n && !dir; i++) {
        sb_clear(&path);
        if (i < n && cdpath->values.items[i].len) {
            sb_append(&path, cdpath->values.items[i]);
            sb_append_char(&path, '/');
        }
        sb_append(&path, cmd);
        struct stat sb;
        dir = stat(path.ptr, &sb) == 0 && S_ISDIR(sb.st_mode);
    }
    sb_fini(&path);
    return dir;
}

/* Expands the words after the command name into the stage's argv. */
static bool expand_args(Shell *sh, Stage *st, const AstNode *name)
{
    uint32_t i = 0;
    while (i < st->stmt->nkids && st->stmt->kids[i] != name) i++;
    if (i + 1 >= st->stmt->nkids) return true; /* nothing after the name */
    /* set, count and path take a wildcard that matches nothing as no values */
    Str cmd = st->argv.items[0];
    char c0 = cmd.len ? cmd.ptr[0] : 0;
    bool null_glob = (c0 == 's' && str_eq(cmd, STR("set"))) ||
                     (c0 == 'p' && str_eq(cmd, STR("path"))) ||
                     (c0 == 'c' && str_eq(cmd, STR("count")));
    unsigned flags = null_glob ? EXPAND_GLOB_NULL : 0;
    for (i++; i < st->stmt->nkids; i++) {
        const AstNode *w = st->stmt->kids[i];
        if (w->kind != AST_WORD) continue;
        int r = eval_expand(sh, w, flags, &st->argv);
        if (r != EXPAND_OK) {
            st->status = eval_expand_status(sh, r);
            return false;
        }
    }
    return true;
}

/* Expands a command's name, decides what runs it, then expands its
 * arguments, in fish's order: a function that an argument's substitution
 * defines or erases is still the one called. */
static bool resolve_command(Shell *sh, Stage *st)
{
    Keyword deco;
    const AstNode *name = command_name(st->stmt, &deco);
    sh->cmdsub_status = -1;
    int r = eval_expand(sh, name, 0, &st->argv);
    if (r != EXPAND_OK) {
        st->status = eval_expand_status(sh, r);
        return false;
    }
    if (st->argv.n == 0 || st->argv.items[0].len == 0) { /* nothing, or the empty string */
        eval_error(sh, name->start, name->len, "The expanded command was empty.");
        st->status = 123;
        return false;
    }
    Str cmd = st->argv.items[0];
    /* `set c command; $c ls` would run the keyword's builtin, not what was meant */
    static const char *const super_commands[] = {"!", "and", "begin", "builtin", "command", "else",
                                                 "exec", "if", "not", "or", "time", "while"};
    bool literal = str_eq(ast_text(name, src_text(sh)), cmd); /* written as it is, not expanded */
    for (size_t i = 0; !literal && i < sizeof super_commands / sizeof *super_commands; i++) {
        if (!str_eq_cstr(cmd, super_commands[i])) continue;
        eval_error(sh, name->start, name->len, "The expanded command is a keyword.");
        st->status = 123;
        return false;
    }
    bool functions_ok = deco != KW_COMMAND && deco != KW_BUILTIN && deco != KW_EXEC;
    /* Autoload when undefined; an autoloaded function is reloaded if its file changed. */
    Function *defined = functions_ok ? funcs_get(sh->funcs, cmd) : NULL;
    if (functions_ok && (!defined || defined->autoloaded) && eval_autoload(sh, cmd))
        defined = funcs_get(sh->funcs, cmd); /* a file ran: look again */
    if (defined) {
        st->kind = ST_FUNCTION;
        return expand_args(sh, st, name);
    }
    if (deco != KW_COMMAND && deco != KW_EXEC && (st->builtin = shell_builtin(sh, cmd))) {
        st->kind = ST_BUILTIN;
        return expand_args(sh, st, name);
    }
    if (deco == KW_BUILTIN) {
        eval_error(sh, name->start, name->len, "Unknown builtin '%s'", cmd.ptr);
        st->status = 127;
        return false;
    }
    const Var *path = vars_get(sh->vars, STR("PATH"), 0);
    int err = 0;
    st->path = cmdpath_find(sh->cmdpath, path ? &path->values : NULL, sh->path_generation, cmd, &err);
    if (!st->path && deco == KW_NONE && st->stmt->nkids == 1 && implicit_cd(sh, cmd)) {
        /* a directory alone as a command: `cd -- DIR`, through the cd function when there is one */
        StrList args = {.arena = st->argv.arena};
        sl_push(&args, STR("cd"));
        sl_push(&args, STR("--"));
        sl_push(&args, cmd);
        sl_move(&st->argv, &args);
        if (funcs_get(sh->funcs, STR("cd")) || eval_autoload(sh, STR("cd"))) st->kind = ST_FUNCTION;
        else if ((st->builtin = shell_builtin(sh, STR("cd")))) st->kind = ST_BUILTIN;
        return st->kind != ST_EXTERNAL;
    }
    if (!st->path) {
        if (!expand_args(sh, st, name)) return false; /* a handler gets them */
        if (err != ENOENT) {
            const char *failed = cmdpath_failed_path(sh->cmdpath);
            StrBuf hint = STRBUF_INIT;
            suggest_not_executable(failed, err, &hint);
            /* fish 4's words: a folder in the way, else a file that cannot run */
            if (err == ENOTDIR && !memchr(cmd.ptr, '/', cmd.len))
                eval_error_hint(
                    sh, name->start, name->len, hint.ptr,
                    "Unknown command. A component of '%s' is not a directory. Check your $PATH.",
                    failed);
            else if (err == ENOTDIR)
                eval_error_hint(sh, name->start, name->len, hint.ptr,
                                "Unknown command. A component of '%s' is not a directory.", failed);
            else
                eval_error_hint(sh, name->start, name->len, hint.ptr,
                                "Unknown command. '%s' exists but is not an executable file.",
                                failed);
            sb_fini(&hint);
            st->status = cmdpath_status(err);
        } else {
            report_unknown(sh, st, name);
            st->status = 127;
        }
        return false;
    }
    st->kind = ST_EXTERNAL;
    st->exec = deco == KW_EXEC;
    return expand_args(sh, st, name);
}

/* ---- running a stage inside the shell ---- */

/* The stage's argv as a NULL-terminated array, in the arena its words are in. */
static char **stage_argv(const Stage *st)
{
    char **argv = arena_alloc(st->argv.arena, (st->argv.n + 1) * sizeof *argv);
    for (size_t i = 0; i < st->argv.n; i++) argv[i] = (char *)st->argv.items[i].ptr;
    argv[st->argv.n] = NULL;
    return argv;
}

/* A builtin whose output could not be written fails (status 1 for a 0), as
 * in fish; the builtin's own error status wins. */
static int run_builtin(Shell *sh, Stage *st)
{
    bool failed[3] = {false, false, false};
    Io io = st->io;
    io.t[1].write_failed = &failed[1];
    io.t[2].write_failed = &failed[2];
    int status = st->builtin->fn(sh, &io, (int)st->argv.n, stage_argv(st));
    if (status == 0 && (failed[1] || failed[2])) status = 1;
    return status;
}

static void run_in_shell(Shell *sh, Stage *st)
{
    if (st->kind != ST_BLOCK) sh->exec_count++;
    sh->call_offset = st->stmt->start;
    sh->job_offset = st->job_start;
    switch (st->kind) {
    case ST_BUILTIN:
        sh->status_kept = false;
        sh->status = st->status = run_builtin(sh, st);
        st->kept = sh->status_kept;
        break;
    case ST_FUNCTION: {
        char **argv = stage_argv(st);
        st->status = eval_call_function(sh, argv[0], (int)st->argv.n, argv, &st->io);
        break;
    }
    case ST_BLOCK: {
        bool outer_error = sh->block_error;
        sh->block_error = false;
        sh->trace_depth += st->process;
        if (st->stmt->kind == AST_NOT) st->status = eval_not(sh, st->stmt, &st->io, &st->negate);
        else st->status = eval_block(sh, st->stmt, &st->io);
        sh->trace_depth -= st->process;
        st->errored = sh->block_error;
        sh->block_error = outer_error;
        break;
    }
    default:
        break;
    }
}

/* ---- external commands ---- */

/* The pipes an external stage's memory streams go through while it starts:
 * one per buffer (fd 1, fd 2 and `8>&1` into the same capture share one, so
 * one thread appends to it) and one for input from memory. */
typedef struct Wiring {
    SpawnFd *fds;
    size_t n;
    int temps[8];    /* pipe ends the shell closes once the child has them */
    StrBuf *bufs[8]; /* the buffer each temp drains into; NULL for the feed */
    size_t n_temps;
} Wiring;

/* A descriptor the child can be given for t; -1 when none could be made. */
static int wire_source(Shell *sh, Stage *st, Wiring *w, const IoTarget *t, bool background)
{
    if (!t->buf && t->fd != IO_FROM_MEMORY) return t->fd;
    for (size_t i = 0; i < w->n_temps; i++) {
        if (w->bufs[i] == t->buf) return w->temps[i];
    }
    if (w->n_temps == sizeof w->temps / sizeof *w->temps) return -1;
    int fd = -1;
    if (t->buf) {
        /* a background job may outlive the buffer's owner: see pipeline_release_buffer */
        IoDrain *d =
            background ? io_drain_start_detached(t->buf, &fd) : io_drain_start(t->buf, &fd);
        if (!d) return -1;
        if (background) VEC_PUSH(sh->bg_drains, sh->n_bg_drains, sh->cap_bg_drains, 4, d);
        else VEC_PUSH(st->drains, st->n_drains, st->cap_drains, 2, d);
    } else {
        IoInput *in = t->in;
        Str rest = in ? str_sub(in->bytes, in->pos, in->bytes.len - in->pos) : STR("");
        st->feed = io_feed_start(rest, &fd);
        if (!st->feed) return -1;
        st->fed_from = in; /* what it does not read, the next command gets */
    }
    w->temps[w->n_temps] = fd;
    w->bufs[w->n_temps++] = t->buf;
    return fd;
}

/* Starts an external stage. Streams going to memory get a drain thread, input
 * from memory a feed thread; the stage records them to join later. pgid is
 * the job's group (-1: the shell's; 0: a new one this process leads); a
 * foreground group leader takes the terminal before it runs. */
static pid_t start_external(Shell *sh, Stage *st, pid_t pgid, bool take_tty, bool background)
{
    if (sh->editor.release_terminal) sh->editor.release_terminal(sh->editor.release_ctx);
    Wiring w = {.fds = xcalloc(3 + st->io.n_extra, sizeof *w.fds)};
    for (int i = 0; i < 3; i++) {
        const IoTarget *t = &st->io.t[i];
        if (t->buf || t->fd == IO_FROM_MEMORY || t->fd != i)
            w.fds[w.n++] = (SpawnFd){i, wire_source(sh, st, &w, t, background)};
    }
    for (size_t i = 0; i < st->io.n_extra; i++) {
        const IoExtra *e = &st->io.extra[i];
        w.fds[w.n++] = (SpawnFd){e->target, wire_source(sh, st, &w, &e->from, background)};
    }
    char **argv = sl_argv(&st->argv);
    SpawnSpec spec = {.path = st->path,
                      .argv = argv,
                      .envp = vars_environ(sh->vars),
                      .fds = w.fds,
                      .nfds = w.n,
                      .pgid = pgid,
                      .foreground_tty = take_tty,
                      .block_int_quit = background && pgid < 0};
    pid_t pid = spawn_run(&spec);
    int e = errno;
    for (size_t i = 0; i < w.n_temps; i++) close(w.temps[i]);
    if (pid < 0) {
        StrBuf msg = STRBUF_INIT;
        spawn_error_text(e, st->path, spec.argv, spec.envp, io_stderr_is_terminal(&shell_stderr), &msg);
        io_write(&shell_stderr, 2, sb_str(&msg));
        sb_fini(&msg);
        st->status = spawn_exit_status(e);
    }
    free(argv);
    free(w.fds);
    return pid;
}

void pipeline_release_buffer(Shell *sh, StrBuf *buf)
{
    for (size_t i = 0; i < sh->n_bg_drains;) {
        if (io_drain_owner(sh->bg_drains[i]) != buf) {
            i++;
            continue;
        }
        io_drain_stop(sh->bg_drains[i], true);
        sh->bg_drains[i] = sh->bg_drains[--sh->n_bg_drains];
    }
}

/* Points fds 0-2 (and extra ones) where the stage wants them and execs; on
 * failure reports why, as a failed launch is reported. */
static void replace_shell(Shell *sh, Stage *st)
{
    for (int i = 0; i < 3; i++) {
        const IoTarget *t = &st->io.t[i];
        if (t->buf || t->fd == IO_FROM_MEMORY) continue;
        if (t->fd < 0) close(i);
        else if (t->fd != i) dup2(t->fd, i);
    }
    for (size_t i = 0; i < st->io.n_extra; i++) {
        const IoExtra *e = &st->io.extra[i];
        if (e->from.buf || e->from.fd == IO_FROM_MEMORY) continue;
        if (e->from.fd < 0) close(e->target);
        else dup2(e->from.fd, e->target);
    }
    if (sh->interactive) { /* as fish: the shell leaves the stack of shells */
        const Var *v = vars_get(sh->vars, STR("SHLVL"), VM_GLOBAL);
        long lvl = v && v->values.n ? strtol(v->values.items[0].ptr, NULL, 10) : 0;
        char buf[24];
        snprintf(buf, sizeof buf, "%ld", lvl > 0 ? lvl - 1 : 0);
        vars_set_one(sh->vars, STR("SHLVL"), VM_GLOBAL | VM_EXPORT, str_cstr(buf));
    }
    char **argv = sl_argv(&st->argv);
    char *const *envp = vars_environ(sh->vars);
    execve(st->path, argv, envp);
    int e = errno;
    StrBuf msg = STRBUF_INIT;
    spawn_error_text(e, st->path, argv, envp, io_stderr_is_terminal(&shell_stderr), &msg);
    io_write(&shell_stderr, 2, sb_str(&msg));
    sb_fini(&msg);
    free(argv);
    sh->status = spawn_exit_status(e);
}

/* ---- the job ---- */

/* Fills stages from a JOB node; returns how many (at most max). Their argv
 * live in arena. */
static size_t collect_stages(const AstNode *job, Stage *stages, size_t max, Str src, Arena *arena)
{
    size_t n = 0;
    uint32_t assign_start = 0, n_assign = 0;
    for (uint32_t i = 0; i < job->nkids; i++) {
        const AstNode *k = job->kids[i];
        if (k->kind == AST_ASSIGN) {
            if (!n_assign) assign_start = i;
            n_assign++;
        } else if (ast_is_statement(k) && n < max) {
            stages[n++] = (Stage){.stmt = k,
                                  .first_assign = assign_start,
                                  .n_assign = n_assign,
                                  .argv = {.arena = arena},
                                  .pipe_fd = 1};
            n_assign = 0;
        } else if (k->kind == AST_PUNCT && n > 0) {
            Str op = ast_text(k, src);
            Token t;
            if (str_eq(op, STR("&"))) continue; /* the job's background marker */
            if (str_eq(op, STR("&|")) || str_eq(op, STR("|&"))) stages[n - 1].pipe_fd = 3;
            else if (tok_scan_redirect(op, &t) && t.type == TOK_PIPE) stages[n - 1].pipe_fd = t.fd == 2 ? 2 : 1;
        }
    }
    return n;
}

/* Expands the values of the NAME=value words before a stage, once, as fish
 * does before it looks at the command: a wildcard that matches nothing gives
 * no value (as for set), and each sees those before it (a=1 b=$a). Returns
 * 0; 1 after an expansion error (status set); 2 when a name cannot be set so
 * ($status, say): fish prints "PROG: Tried to modify ..." on the stage's
 * stderr, runs nothing and leaves $status. */
static int expand_assignments(Shell *sh, const AstNode *job, Stage *st)
{
    Str src = src_text(sh);
    int failed = 0;
    st->assign_values = xcalloc(st->n_assign, sizeof *st->assign_values);
    vars_push_transient(sh->vars);
    for (uint32_t k = 0; k < st->n_assign && !failed; k++) {
        const AstNode *a = job->kids[st->first_assign + k];
        long eq = tok_assignment_eq(ast_text(a, src));
        AstNode value = *a;
        value.start = a->start + (uint32_t)eq + 1;
        value.len = a->len - (uint32_t)eq - 1;
        int r = value.len ? eval_expand(sh, &value, EXPAND_GLOB_NULL, &st->assign_values[k])
                          : EXPAND_OK;
        if (r != EXPAND_OK) {
            st->status = eval_expand_status(sh, r);
            failed = 1;
            break;
        }
        StrList copy;
        sl_dup(&copy, &st->assign_values[k]); /* vars_set takes it */
        Str name = str_sub(src, a->start, (size_t)eq);
        int err = vars_set(sh->vars, name, VM_LOCAL | VM_EXPORT, &copy);
        if (err != VARS_OK) {
            StrBuf msg = STRBUF_INIT;
            sb_printf(&msg, "%s: ", sh->progname);
            vars_format_error(err, name, &msg);
            sb_append_char(&msg, '\n');
            io_write(&st->io, 2, sb_str(&msg));
            sb_fini(&msg);
            failed = 2;
        }
    }
    vars_pop(sh->vars);
    return failed;
}

/* NAME=value words before a stage, as expand_assignments made them:
 * exported in a scope of their own. */
static void push_assignments(Shell *sh, const AstNode *job, const Stage *st)
{
    vars_push_transient(sh->vars);
    Str src = src_text(sh);
    for (uint32_t k = 0; k < st->n_assign; k++) {
        const AstNode *a = job->kids[st->first_assign + k];
        long eq = tok_assignment_eq(ast_text(a, src));
        StrList copy;
        sl_dup(&copy, &st->assign_values[k]); /* vars_set takes it; a stage may set them twice */
        vars_set(sh->vars, str_sub(src, a->start, (size_t)eq), VM_LOCAL | VM_EXPORT, &copy);
    }
}

/* Points a stage's stream at fd (which it will own) for the given pipe fds. */
static void connect_out(Stage *st, IoTarget t)
{
    if (st->pipe_fd & 1) st->io.t[1] = t;
    if (st->pipe_fd & 2) st->io.t[2] = t;
}

/* Wires stage i's output to stage i+1's input: a pipe when an external
 * reads it or the reader runs first in the shell, memory otherwise. */
static bool connect(Shell *sh, Stage *w, Stage *r, bool inshell_before_reader)
{
    if (r->kind == ST_EXTERNAL || !inshell_before_reader) {
        int fds[2];
        if (fs_pipe(fds) != 0) {
            eval_error(sh, w->stmt->start, w->stmt->len, "pipe: %s", strerror(errno));
            return false;
        }
        connect_out(w, (IoTarget){.fd = fds[1]});
        r->io.t[0] = (IoTarget){.fd = fds[0]};
        r->io.in_direct = true;
        remember_fd(w, fds[1]);
        remember_fd(r, fds[0]);
        return true;
    }
    connect_out(w, (IoTarget){.fd = -1, .buf = &r->in_buf});
    r->io.t[0] = (IoTarget){.fd = IO_FROM_MEMORY};
    r->io.in_direct = true;
    return true;
}

static void close_opened(Stage *st)
{
    for (size_t f = 0; f < st->n_opened; f++) close_fd(&st->opened[f]);
    st->n_opened = 0;
}

/* `time`: a value in fish's units, as fish prints it (" %7.2f unit  "). */
static void time_value(StrBuf *out, double micros)
{
    static const struct { double scale; const char *name; } units[] = {
        {1, "micros"}, {1e3, "millis"}, {1e6, "secs  "}, {60e6, "mins  "}};
    size_t u = 0;
    while (u + 1 < sizeof units / sizeof *units && micros >= units[u + 1].scale) u++;
    sb_printf(out, " %7.2f %s", micros / units[u].scale, units[u].name);
}

static double tv_micros(struct timeval tv)
{
    return (double)tv.tv_sec * 1e6 + (double)tv.tv_usec;
}

typedef struct TimeMark {
    struct timespec wall;
    struct rusage self, children;
} TimeMark;

static void time_mark(TimeMark *m)
{
    clock_gettime(CLOCK_MONOTONIC, &m->wall);
    getrusage(RUSAGE_SELF, &m->self);
    getrusage(RUSAGE_CHILDREN, &m->children);
}

/* Prints fish's report for a `time`d job to the shell's stderr. */
static void time_report(const TimeMark *a)
{
    TimeMark b;
    time_mark(&b);
    double wall = (double)(b.wall.tv_sec - a->wall.tv_sec) * 1e6 +
                  (double)(b.wall.tv_nsec - a->wall.tv_nsec) / 1e3;
    double fu = tv_micros(b.self.ru_utime) - tv_micros(a->self.ru_utime);
    double fs = tv_micros(b.self.ru_stime) - tv_micros(a->self.ru_stime);
    double cu = tv_micros(b.children.ru_utime) - tv_micros(a->children.ru_utime);
    double cs = tv_micros(b.children.ru_stime) - tv_micros(a->children.ru_stime);
    StrBuf out = STRBUF_INIT;
    sb_append_cstr(&out, "\n________________________________________________________\nExecuted in");
    time_value(&out, wall);
    sb_append_cstr(&out, "    fish           external\n   usr time");
    time_value(&out, fu + cu);
    time_value(&out, fu);
    time_value(&out, cu);
    sb_append_cstr(&out, "\n   sys time");
    time_value(&out, fs + cs);
    time_value(&out, fs);
    time_value(&out, cs);
    sb_append_cstr(&out, "\n\n");
    io_write(&shell_stderr, 2, sb_str(&out));
    sb_fini(&out);
}

static int run_job(Shell *sh, const AstNode *job, Io *io);

bool pipeline_job_control(const Shell *sh)
{
    if (sh->in_cmdsub) return false;
    return sh->job_control == JC_FULL || (sh->job_control == JC_INTERACTIVE && sh->interactive);
}

void pipeline_stopped_in_foreground(Shell *sh, Job *j)
{
    tty_reclaim(&sh->tty, &j->modes);
    j->has_modes = sh->tty.fd >= 0;
    pipeline_report_stopped(sh, j);
}

void pipeline_report_stopped(Shell *sh, Job *j)
{
    if (j->stop_reported) return;
    j->stop_reported = true;
    StrBuf msg = STRBUF_INIT;
    sb_printf(&msg, "%s: Job %d, '%s' has stopped\n", sh->progname, j->id, j->command);
    io_write(&shell_stderr, 2, sb_str(&msg));
    sb_fini(&msg);
}

/* fish's crash signals: reported even where other notices are left out. */
static bool crash_signal(int sig)
{
    return sig == SIGABRT || sig == SIGBUS || sig == SIGFPE || sig == SIGILL || sig == SIGSEGV ||
           sig == SIGSYS;
}

/* Says that process proc of foreground job j was killed by its signal:
 * fish_job_summary JOB 1 CMDLINE SIGNAME DESCRIPTION [PID NAME], whose
 * shipped version prints fish's line (and nothing for a ctrl-c); without
 * that function, the line itself. */
/* Calls fish_job_summary with argc arguments (argv[0] its name); false
 * when there is no such function. $status and $pipestatus are kept. */
static bool call_job_summary(Shell *sh, int argc, char **argv)
{
    if (!funcs_get(sh->funcs, STR("fish_job_summary")) && !eval_autoload(sh, STR("fish_job_summary"))) return false;
    int status = sh->status;
    size_t npipe = sh->n_pipestatus;
    int *pipestatus = sh->pipestatus;
    sh->pipestatus = (int *)(void *)xmemdup(pipestatus, npipe * sizeof *pipestatus);
    bool firing = sh->firing;
    sh->firing = true; /* its jobs report nothing themselves */
    Io io = io_standard();
    eval_call_function(sh, argv[0], argc, argv, &io);
    sh->firing = firing;
    if (sh->control == CTL_RETURN) sh->control = CTL_NONE;
    free(sh->pipestatus);
    sh->pipestatus = pipestatus;
    sh->n_pipestatus = npipe;
    sh->status = status;
    return true;
}

static void summarize_signal(Shell *sh, const Job *j, size_t proc)
{
    int sig = j->signals[proc];
    char id[16], pid[24];
    snprintf(id, sizeof id, "%d", j->id);
    snprintf(pid, sizeof pid, "%ld", (long)j->pids[proc]);
    const char *name = j->names[proc] ? j->names[proc] : "-";
    bool several = j->npids > 1;
    char *argv[] = {"fish_job_summary",           id,  "1",          j->command, (char *)sig_name(sig),
                    (char *)sig_description(sig), pid, (char *)name, NULL};
    if (call_job_summary(sh, several ? 8 : 6, argv)) return;
    if (sig == SIGINT) return;
    StrBuf msg = STRBUF_INIT;
    if (several)
        sb_printf(&msg, "%s: Process %s, '%s' from job %s, '%s' terminated by signal %s (%s)\n",
                  sh->progname, pid, name, id, j->command, sig_name(sig), sig_description(sig));
    else
        sb_printf(&msg, "%s: Job %s, '%s' terminated by signal %s (%s)\n", sh->progname, id,
                  j->command, sig_name(sig), sig_description(sig));
    io_write(&shell_stderr, 2, sb_str(&msg));
    sb_fini(&msg);
}

/* Whether fish leaves out the notices of a job started here (its
 * skip_notification): in a substitution, an event handler, a job another one
 * runs (inner) or any block or sourced file, or when not interactive (lines
 * piped to -i too: fish reads a stdin that is no terminal as a script). */
static bool job_silent(Shell *sh, bool inner)
{
    return sh->in_cmdsub || sh->firing || inner || vars_block_depth(sh->vars) > 0 ||
           !sh->interactive || !isatty(STDIN_FILENO);
}

/* A foreground job that ended: when an interactive shell should say that a
 * signal killed some of its processes (not SIGPIPE; for a silent job only a
 * crash), keeps it for the next prompt; else frees it. */
static void keep_for_summary(Shell *sh, Job *j, bool inner)
{
    bool skip = job_silent(sh, inner), any = false;
    for (size_t i = 0; i < j->npids; i++) {
        int sig = j->signals[i];
        if (sig == SIGPIPE || (skip && !crash_signal(sig)) || !sh->interactive) j->signals[i] = 0;
        any |= j->signals[i] != 0;
    }
    if (any) job_keep_summary(&sh->jobs, j);
    else job_free(j);
}

/* Whether a done background job's end is told: a crash always is. */
static bool tells_end(const Job *j)
{
    return !j->silent || crash_signal(j->last_signal);
}

bool pipeline_job_news(const Shell *sh)
{
    for (size_t i = 0; i < sh->jobs.n; i++) {
        if (job_is_done(sh->jobs.items[i]) && tells_end(sh->jobs.items[i])) return true;
    }
    return false;
}

void pipeline_notify_jobs(Shell *sh)
{
    Job **done;
    size_t n = job_take_summaries(&sh->jobs, &done);
    for (size_t k = 0; k < n; k++) {
        for (size_t i = 0; i < done[k]->npids; i++) {
            if (done[k]->signals[i]) summarize_signal(sh, done[k], i);
        }
        job_free(done[k]);
    }
    free(done);
    job_reap(&sh->jobs);
    StrBuf msg = STRBUF_INIT;
    for (size_t i = 0; i < sh->jobs.n;) {
        Job *j = sh->jobs.items[i];
        if (!job_is_done(j)) {
            if (job_is_stopped(j)) pipeline_report_stopped(sh, j);
            i++;
            continue;
        }
        /* a background job's end, through fish_job_summary as in fish; the
           job leaves the table first, so code the summary runs (a prompt
           __fish_echo measures, with `jobs` in it) reports it no second time */
        char id[16];
        snprintf(id, sizeof id, "%d", j->id);
        char *command = xstrdup(j->command);
        int sig = j->last_signal;
        bool silent = !tells_end(j);
        job_forget(&sh->jobs, j);
        if (silent) {
            free(command);
            continue;
        }
        char *argv[] = {"fish_job_summary",
                        id,
                        "0",
                        command,
                        sig ? (char *)sig_name(sig) : "ENDED",
                        sig ? (char *)sig_description(sig) : NULL,
                        NULL};
        if (!call_job_summary(sh, sig ? 6 : 5, argv)) {
            sb_printf(&msg, "%s: Job %s, '%s' ", sh->progname, id, command);
            if (sig)
                sb_printf(&msg, "terminated by signal %s (%s)\n", sig_name(sig),
                          sig_description(sig));
            else sb_append_cstr(&msg, "has ended\n");
        }
        free(command);
    }
    io_write(&shell_stderr, 2, sb_str(&msg));
    sb_fini(&msg);
}

/* Waits for the threads collecting a stage's output: its process and
 * whatever inherited the pipes closed them. */
static void finish_drains(Stage *st)
{
    for (size_t i = 0; i < st->n_drains; i++) io_drain_finish(st->drains[i]);
    st->n_drains = 0;
}

/* Ends the thread feeding a stage from memory; what the command did not
 * read stays for the next command reading that input. */
static void finish_feed(Stage *st, bool reader_done)
{
    if (!st->feed) return;
    size_t took = io_feed_finish(st->feed, reader_done);
    st->feed = NULL;
    if (st->fed_from) st->fed_from->pos += took;
}

/* The job of a pipeline's external processes (the stages that started, in
 * order), each named by its argv[0]; each stage learns its index. */
static Job *make_job(Shell *sh, const AstNode *job, Stage *stages, size_t n, pid_t pgid)
{
    pid_t small[8];
    pid_t *pids = n <= 8 ? small : xcalloc(n, sizeof *pids);
    size_t np = 0;
    for (size_t i = 0; i < n; i++) {
        if (stages[i].kind != ST_EXTERNAL || stages[i].pid <= 0) continue;
        stages[i].proc = np;
        pids[np++] = stages[i].pid;
    }
    StrBuf cmd = STRBUF_INIT;
    sb_append(&cmd, ast_text(job, src_text(sh)));
    Job *j = job_new(&sh->jobs, cmd.ptr, pids, np, pgid);
    sb_fini(&cmd);
    if (pids != small) free(pids);
    for (size_t i = 0; i < n; i++) {
        if (stages[i].kind == ST_EXTERNAL && stages[i].pid > 0 && stages[i].argv.n)
            job_set_name(j, stages[i].proc, stages[i].argv.items[0].ptr);
    }
    return j;
}

/* Waits for the external processes of a foreground job until each is done
 * or the job stopped (^Z). Sets each stage's status as its process ends and
 * *interrupted when one died of SIGINT. A job whose output or input is the
 * shell's memory can't stop (the shell would wait for it forever), so it is
 * continued at once. True when the shell is asked to quit meanwhile: the
 * job is left running (the shell hangs it up on the way out). */
static bool wait_foreground(Shell *sh, Job *j, Stage *stages, size_t n, bool *interrupted)
{
    bool buffers = false;
    for (size_t i = 0; i < n; i++) {
        if (stages[i].kind == ST_EXTERNAL && stages[i].pid > 0)
            buffers |= stages[i].n_drains || stages[i].feed;
    }
    for (;;) {
        for (size_t i = 0; i < n; i++) {
            Stage *st = &stages[i];
            if (st->kind != ST_EXTERNAL || st->pid <= 0) continue;
            size_t k = st->proc;
            while (j->state[k] == PROC_RUNNING) {
                int ws = 0, sig = 0;
                pid_t got = wait_pid_or_quit(st->pid, &ws);
                if (got < 0 && errno == EINTR) return true;
                if (got != st->pid) {
                    j->state[k] = PROC_DONE;
                    break;
                }
                job_note(&sh->jobs, j, k, ws);
                if ((wait_was_stopped(ws, &sig) && sig == SIGTSTP) ||
                    (wait_was_signal(ws, &sig) && (sig == SIGINT || sig == SIGQUIT)))
                    /* the keys that send these make the terminal drop the
                       input it holds: what the shell read ahead goes too
                       (fish reads no further than the line it runs) */
                    sb_clear(&sh->editor.typeahead);
                if (j->state[k] != PROC_DONE) continue;
                st->status = wait_status(ws);
                if (wait_was_signal(ws, &sig) && sig == SIGINT) *interrupted = true;
                if (i + 1 == n) sh->kill_signal = wait_was_signal(ws, &sig) ? sig : 0;
            }
        }
        if (!job_is_stopped(j) || !buffers) break;
        job_continue(j);
    }
    return false;
}

/* What --profile calls a job: its text, or for a block alone its head
 * followed by "..." (the first line of if, for, switch and function; the
 * keyword of while; nothing of begin and {), as fish names it. */
static Str profile_name(const AstNode *job, Str src, StrBuf *buf)
{
    Str text = ast_text(job, src);
    const AstNode *only = NULL;
    for (uint32_t i = 0; i < job->nkids; i++) {
        if (!ast_is_statement(job->kids[i])) continue;
        if (only) return text;
        only = job->kids[i];
    }
    if (!only || only->kind == AST_COMMAND || only->kind == AST_NOT) return text;
    size_t end = 0; /* fish cuts `begin` and `{` at once, `while` before its condition */
    if (only->kind == AST_WHILE && only->nkids > 1) end = only->kids[1]->start - job->start;
    else if (only->kind != AST_BEGIN && only->kind != AST_BRACE)
        while (end < text.len && text.ptr[end] != '\n' && text.ptr[end] != ';') end++;
    sb_append(buf, str_sub(text, 0, end < text.len ? end : text.len));
    sb_append_cstr(buf, "...");
    return sb_str(buf);
}

/* Whether a job (or a not statement) starts with the `time` keyword, after
 * its `not` if any. */
static bool has_time(const AstNode *job)
{
    bool timed = false;
    for (uint32_t i = 0; i < job->nkids && i < 2 && job->kids[i]->kind == AST_KEYWORD; i++)
        timed |= job->kids[i]->keyword == KW_TIME;
    return timed;
}

static int run_timed(Shell *sh, const AstNode *job, Io *io)
{
    /* `time` leads a job, or follows the `not` of a not statement (which
     * runs its statement as a job of its own, timed there). */
    bool background = job->kind == AST_JOB && (job->flags & AST_F_BACKGROUND);
    if (background && (has_time(job) || (job->nkids && job->kids[0]->kind == AST_NOT && has_time(job->kids[0])))) {
        eval_error(sh, job->start, job->len,
                   "'time' is not supported for background jobs. Consider using 'command time'.");
        sh->job_failed = true;
        return sh->status = 2;
    }
    if (!has_time(job)) return run_job(sh, job, io);
    TimeMark start;
    time_mark(&start);
    int status = run_job(sh, job, io);
    time_report(&start);
    return status;
}

int pipeline_run(Shell *sh, const AstNode *job, Io *io)
{
    if (!sh->profile) return run_timed(sh, job, io);
    Profile *p = sh->profile;
    Str src = src_text(sh); /* the job's source, before it runs other code */
    size_t item = prof_begin(p);
    int status = run_timed(sh, job, io);
    StrBuf buf = STRBUF_INIT;
    if (sh->profile == p) prof_end(p, item, profile_name(job, src, &buf), sh->job_failed);
    sb_fini(&buf);
    return status;
}

/* Collects ended background processes (their exit handlers run next). A
 * script has no prompt to report ended jobs at, so it forgets them here. */
static void reap_background(Shell *sh)
{
    job_reap(&sh->jobs);
    if (!sh->interactive) job_forget_done(&sh->jobs);
}

static int run_job_numbered(Shell *sh, const AstNode *job, Io *io, bool inner);

/* Runs a job under its own number (the substitutions in its words know it
 * as their caller); then the one-shot --on-job-exit caller handlers made
 * for it run. */
static int run_job(Shell *sh, const AstNode *job, Io *io)
{
    uint64_t outer = sh->running_job, id = ++sh->job_serial;
    unsigned handlers = sh->caller_handlers;
    sh->running_job = id;
    int status = run_job_numbered(sh, job, io, outer != 0);
    sh->running_job = outer;
    if (sh->caller_handlers != handlers) {
        char param[32], num[24];
        snprintf(param, sizeof param, "caller:%llu", (unsigned long long)id);
        snprintf(num, sizeof num, "%llu", (unsigned long long)id);
        if (event_has(sh->events, EVENT_JOB_EXIT, str_cstr(param))) {
            char *args[] = {"JOB_EXIT", num, "0"};
            eval_fire(sh, EVENT_JOB_EXIT, str_cstr(param), 3, args);
            event_remove_param(sh->events, EVENT_JOB_EXIT, str_cstr(param));
        }
    }
    return status;
}

/* inner: another job runs this one (a block or function it started). */
static int run_job_numbered(Shell *sh, const AstNode *job, Io *io, bool inner)
{
    Str src = src_text(sh);
    Stage small[4];
    Stage *stages = small;
    size_t count = 0;
    for (uint32_t i = 0; i < job->nkids; i++) count += ast_is_statement(job->kids[i]);
    if (count > 4) stages = xcalloc(count, sizeof *stages);
    ArenaMark mark = arena_mark(&sh->tmp); /* the stages' argv */
    size_t n = collect_stages(job, stages, count, src, &sh->tmp);
    bool failed = false, keep_status = false, ran_external = false;

    /* What runs each stage: expand left to right. */
    for (size_t i = 0; i < n && !failed; i++) {
        Stage *st = &stages[i];
        st->io = *io;
        st->io.in_direct = false; /* an inherited stdin; pipes and `<` set it below */
        st->job_start = job->start;
        int assign_error = st->n_assign ? expand_assignments(sh, job, st) : 0;
        if (assign_error) {
            failed = true;
            keep_status = assign_error == 2; /* fish runs nothing and leaves $status */
            break;
        }
        if (st->stmt->kind != AST_COMMAND) {
            st->kind = ST_BLOCK;
            continue;
        }
        if (st->n_assign) push_assignments(sh, job, st);
        failed = !resolve_command(sh, st);
        if (st->n_assign) vars_pop(sh->vars);
    }
    /* Pipes between stages, then each stage's own redirections on top; as in
     * fish, the pipe a stage reads beats a redirection of its stdin, so
     * `echo x | cat <file` reads x. A redirection that fails stops the pipeline there, as in fish:
     * the stages before it run, it and those after it do not (status 1). */
    bool inshell = false;
    size_t aborted = n;
    for (size_t i = 0; i < n && !failed && aborted == n; i++) {
        if (i + 1 < n) {
            inshell |= stages[i].kind != ST_EXTERNAL;
            failed = !connect(sh, &stages[i], &stages[i + 1], inshell);
        }
        IoTarget piped_in = stages[i].io.t[0];
        RedirResult r = failed ? REDIR_OK : apply_redirections(sh, &stages[i], stages[i].stmt);
        if (r == REDIR_FAILED) failed = true;
        else if (r == REDIR_NOT_OPENED) aborted = i;
        if (!failed && i > 0) {
            stages[i].io.t[0] = piped_in;
            stages[i].io.in_direct = true;
        }
    }
    /* fish starts the last in-shell stage, when it feeds an external one,
     * after the others: when the pipeline broke before it, it never runs
     * (status 1 when something before it did start, else 0). */
    size_t deferred = n;
    for (size_t i = n; i-- > 0 && deferred == n;) {
        if (stages[i].kind != ST_EXTERNAL) deferred = i;
    }
    if (deferred + 1 < n && stages[deferred + 1].kind == ST_EXTERNAL && deferred < aborted &&
        aborted < n) {
        Stage *st = &stages[deferred];
        st->kind = ST_FAILED;
        st->status = aborted > 1;
        close_opened(st);
    }
    for (size_t i = aborted; i < n && !failed; i++) {
        Stage *st = &stages[i];
        st->kind = ST_FAILED;
        if (!st->status) st->status = 1;
        close_opened(st); /* the stage before gets EPIPE */
    }
    if (!failed && aborted == 0) sh->job_failed = true;
    if (failed) {
        int status = 1;
        for (size_t i = 0; i < n; i++) {
            if (stages[i].status) status = stages[i].status;
        }
        if (!keep_status) {
            sh->status_count++;
            sh->status = status;
            if (!sh->pipestatus) sh->pipestatus = xcalloc(1, sizeof *sh->pipestatus);
            sh->pipestatus[0] = status; /* the job as a whole failed */
            sh->n_pipestatus = 1;
        }
        sh->job_failed = true;
        goto cleanup;
    }

    /* `exec cmd`: the command replaces the shell. */
    if (n == 1 && stages[0].kind == ST_EXTERNAL && stages[0].exec) {
        if (stages[0].n_assign) push_assignments(sh, job, &stages[0]);
        replace_shell(sh, &stages[0]);
        if (stages[0].n_assign) vars_pop(sh->vars);
        goto cleanup;
    }

    /* fish runs a block alone and unredirected as it is, any other as a process
     * of its own (one block deeper, for trace lines) */
    bool simple = n == 1 && stages[0].kind == ST_BLOCK;
    for (uint32_t i = 0; simple && i < stages[0].stmt->nkids; i++)
        simple = stages[0].stmt->kids[i]->kind != AST_REDIR;
    for (size_t i = 0; i < n && !simple; i++)
        stages[i].process = stages[i].kind == ST_BLOCK && stages[i].stmt->kind != AST_NOT;
    /* fish_trace: each command as it starts; a block process as nothing */
    for (size_t i = 0; i < n && eval_tracing(sh); i++) {
        if (stages[i].process) eval_trace(sh, NULL, NULL);
        else if (stages[i].kind != ST_BLOCK) eval_trace(sh, NULL, &stages[i].argv);
    }

    /* Every external stage starts now; the shell drops its copies of their fds.
     * Under job control they share a group the first one leads, as fish
     * gives one to a job whose first process is external, and that group
     * gets the terminal unless the job runs in the background. A job that a
     * stage of another runs (a function or block in a pipeline, eval) joins
     * that job's group instead, unless it goes to the background. */
    bool background = job->kind == AST_JOB && (job->flags & AST_F_BACKGROUND);
    bool nested = sh->in_group && !background;
    bool jc = nested ? sh->group_pgid > 0
                     : n && pipeline_job_control(sh) && stages[0].kind == ST_EXTERNAL;
    pid_t leader = nested ? sh->group_pgid : 0;
    bool take_tty = jc && !nested && !background;
    if (take_tty && sh->tty.fd < 0 && !sh->interactive && !sh->tty.adopt_tried) {
        /* a script under `status job-control full`, run from a terminal */
        if (tty_adopt(&sh->tty, STDIN_FILENO)) sig_ignore_tty_output();
    }
    take_tty &= sh->tty.fd >= 0;
    bool tty_given = false;
    bool launch_failed = false;
    for (size_t i = 0; i < n; i++) {
        Stage *st = &stages[i];
        if (st->kind != ST_EXTERNAL) continue;
        if (st->n_assign) push_assignments(sh, job, st);
        sh->exec_count++;
        st->pid = start_external(sh, st, jc ? leader : -1, take_tty && !leader, background);
        launch_failed |= st->pid < 0;
        ran_external |= st->pid > 0;
        if (jc && !leader && st->pid > 0) {
            leader = st->pid;
            if (take_tty)
                tty_given =
                    tty_give(&sh->tty, leader, NULL); /* the child did; no race either way */
        }
        if (st->n_assign) vars_pop(sh->vars);
        close_opened(st);
    }
    pid_t pgid = jc ? leader : 0;

    /* The job, as fish sees it: one with external processes, more than one
     * stage or sent to the background gets a number (`jobs`, disown and
     * nested jobs see it while it runs); a lone function call or block
     * does not. A background job goes to the table now, with $last_pid. */
    bool numbered = n > 1 || (n && stages[0].kind == ST_EXTERNAL) || background;
    Job *fg = NULL;
    if (background) {
        Job *j = make_job(sh, job, stages, n, pgid);
        j->silent = job_silent(sh, inner);
        if (j->npids) {
            reap_background(sh);
            job_insert(&sh->jobs, j);
            char pid[24];
            snprintf(pid, sizeof pid, "%ld", (long)j->pids[j->npids - 1]);
            vars_set_one(sh->vars, STR("last_pid"), VM_GLOBAL, str_cstr(pid));
        } else {
            job_free(j);
        }
    } else if (numbered) {
        fg = make_job(sh, job, stages, n, pgid);
        fg->nested = nested;
        fg->quiet = sh->firing; /* fish posts no exits for these */
        job_push_running(&sh->jobs, fg);
    }

    /* The in-shell stages, left to right; jobs they run join this one's group. */
    bool outer_in_group = sh->in_group;
    pid_t outer_pgid = sh->group_pgid;
    if (numbered) {
        sh->in_group = true;
        sh->group_pgid = pgid;
    }
    for (size_t i = 0; i < n && sh->control != CTL_EXIT; i++) {
        Stage *st = &stages[i];
        if (st->kind == ST_EXTERNAL || st->kind == ST_FAILED) continue;
        if (st->io.t[0].fd == IO_FROM_MEMORY && i > 0 && st->io.t[0].in == NULL) {
            finish_drains(&stages[i - 1]); /* an external writer: all its output is in */
            st->input = (IoInput){sb_str(&st->in_buf), 0};
            st->io.t[0].in = &st->input;
        }
        if (st->n_assign) push_assignments(sh, job, st);
        run_in_shell(sh, st);
        if (st->n_assign) vars_pop(sh->vars);
        close_opened(st);
        eval_fire_pending(sh);
    }
    sh->in_group = outer_in_group;
    sh->group_pgid = outer_pgid;

    /* Wait for the children; the job's status is the last stage's. A job
     * sent to the background is not waited for: the next job reaps it. */
    bool interrupted = false, stopped = false, abandoned = false;
    if (fg) abandoned = wait_foreground(sh, fg, stages, n, &interrupted);
    /* Background processes that ended meanwhile are collected now, as fish
     * does after a foreground job; their exit handlers run next. */
    if (fg && fg->npids) reap_background(sh);
    for (size_t i = 0; i < n; i++) {
        Stage *st = &stages[i];
        if (st->kind == ST_EXTERNAL && st->pid > 0 && background) st->status = 0;
        if (fg && st->kind == ST_EXTERNAL && st->pid > 0 &&
            (fg->state[st->proc] == PROC_STOPPED || (abandoned && fg->state[st->proc] == PROC_RUNNING)))
            continue; /* its pipes stay open */
        finish_drains(st);
        finish_feed(st, !background);
    }
    if (fg) {
        job_pop_running(&sh->jobs, fg);
        stopped = fg->npids && job_is_stopped(fg);
        if (abandoned) { /* the shell quits: the job stays to be hung up */
            if (tty_given) tty_reclaim(&sh->tty, NULL);
            job_insert(&sh->jobs, fg);
        } else if (stopped && !fg->disowned) {
            job_insert(&sh->jobs, fg);
            if (tty_given) pipeline_stopped_in_foreground(sh, fg);
            else pipeline_report_stopped(sh, fg);
        } else if (stopped) { /* disowned while it ran: it goes on, on its own */
            if (tty_given) tty_reclaim(&sh->tty, NULL);
            job_continue(fg);
            job_insert(&sh->jobs, fg);
            job_disown(&sh->jobs, fg);
        } else {
            if (tty_given) tty_reclaim(&sh->tty, NULL);
            keep_for_summary(sh, fg, inner);
        }
    }
    /* A lone block without redirections leaves $pipestatus as its last job
     * set it, as fish runs such a block directly, not as a job. */
    bool simple_block = n == 1 && stages[0].kind == ST_BLOCK && stages[0].stmt->kind != AST_NOT &&
                        stages[0].stmt->kind != AST_FUNCTION && /* a builtin in fish */
                        !ast_find_kid(stages[0].stmt, AST_REDIR);
    /* a job sent to the background leaves $status and $pipestatus alone, as
       does `set` alone when it only keeps $status (fish) */
    bool no_status = background || (n == 1 && stages[0].kind == ST_BUILTIN && stages[0].kept);
    /* a lone block whose status is its own (a loop that never ran its body,
       an if whose condition failed) gives $pipestatus that one status */
    AstKind kind = n ? stages[0].stmt->kind : AST_BEGIN;
    if (simple_block && sh->control == CTL_NONE && kind != AST_BEGIN && kind != AST_BRACE && sh->n_pipestatus &&
        sh->pipestatus[sh->n_pipestatus - 1] != stages[0].status)
        simple_block = false;
    if (!simple_block && !no_status) {
        if (n > sh->n_pipestatus || !sh->pipestatus) /* most jobs have as many stages as the last */
            sh->pipestatus = xreallocarray(sh->pipestatus, n ? n : 1, sizeof *sh->pipestatus);
        sh->n_pipestatus = n;
        for (size_t i = 0; i < n; i++) sh->pipestatus[i] = stages[i].status;
    }
    if (n && stages[n - 1].kind != ST_EXTERNAL) sh->kill_signal = 0;
    if (sh->control == CTL_NONE && !background) sh->status = n ? stages[n - 1].status : 0;
    /* $status_generation counts jobs that gave a status: not one in the
       background, a lone block (its jobs did) or a `set`; a function
       definition gives one, as fish */
    size_t kept = 0;
    for (size_t i = 0; i < n; i++) kept += stages[i].kept;
    bool lone_block = simple_block && stages[0].stmt->kind != AST_FUNCTION;
    if (!background && !lone_block && (kept < n || !n)) sh->status_count++;
    bool negate = false; /* a not anywhere in the job negates the job's status, as in fish */
    for (size_t i = 0; i < n; i++) negate ^= stages[i].negate;
    if (negate && (sh->control == CTL_NONE || sh->control == CTL_RETURN))
        sh->status = sh->status ? 0 : 1;
    /* a child killed by SIGINT cancels as our own SIGINT would, unless a handler traps it */
    if (interrupted && sh->control != CTL_EXIT && !event_has(sh->events, EVENT_SIGNAL, STR("2")))
        sh->control = CTL_CANCEL;
    /* A begin block (or { }) alone ends the way its last job did, as in fish;
     * other blocks and function calls ran, whatever happened inside. */
    bool plain_block = n == 1 && (stages[0].stmt->kind == AST_BEGIN || stages[0].stmt->kind == AST_BRACE);
    if (!plain_block) sh->job_failed = launch_failed || aborted == 0 || (n == 1 && stages[0].errored);

cleanup:;
    /* Events `block` held back are delivered as a job ends, as in fish; a
     * block statement (begin, if, ...) is not a job of its own there. */
    bool deliver = false;
    for (size_t i = 0; i < n; i++) deliver |= stages[i].kind != ST_BLOCK;
    for (size_t i = 0; i < n; i++) {
        Stage *st = &stages[i];
        close_opened(st);
        finish_drains(st);
        free(st->drains);
        finish_feed(st, true);
        sl_fini(&st->argv);
        for (uint32_t k = 0; st->assign_values && k < st->n_assign; k++)
            sl_fini(&st->assign_values[k]);
        free(st->assign_values);
        free(st->path);
        free(st->opened);
        free(st->extra);
        pipeline_release_buffer(sh, &st->in_buf);
        sb_fini(&st->in_buf);
    }
    if (stages != small) free(stages);
    arena_reset(&sh->tmp, mark);
    if (deliver && sh->n_blocked_events) eval_fire_blocked(sh);
    /* As fish: an external command may have been another shell setting
     * universal variables (`minnow -c 'set -U ...'`); they are taken in at
     * once, their --on-variable handlers run. Costs a stat when the file is
     * unchanged. */
    if (ran_external) shell_sync_universal(sh);
    return sh->status;
}
