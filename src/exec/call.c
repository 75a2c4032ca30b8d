/* exec/call.c - defining functions and calling them.
 *
 * A definition keeps a reference to the parsed source and points at the body,
 * so a call runs the tree it was defined with. A call gets a fresh function
 * scope holding $argv, the named arguments and inherited variables, and a
 * frame for error traces; `return` unwinds to here. */
#include "base/check.h"
#include "base/escape.h"
#include "base/fs.h"
#include "base/vec.h"
#include "env/autoload.h"
#include "env/event.h"
#include "env/func.h"
#include "env/var.h"
#include "exec/complete.h"
#include "exec/eval.h"
#include "exec/pipeline.h"
#include "parse/names.h"
#include "proc/signal.h"
#include "store/compspec.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The call depth fish allows before reporting infinite recursion: its trace
 * of the overflow lists 130 function frames (fish counts 128 beyond the
 * first call and the one being made). */
#define MAX_CALL_DEPTH 130

/* function's options (its manual page lists the same: builtins.def names
 * this table for it). */
const OptSpec eval_function_opts[] = {
    {'a', "argument-names", OPT_REQUIRED_ARG}, {'d', "description", OPT_REQUIRED_ARG},
    {'e', "on-event", OPT_REQUIRED_ARG},       {'h', "help", OPT_NO_ARG},
    {'j', "on-job-exit", OPT_REQUIRED_ARG},    {'p', "on-process-exit", OPT_REQUIRED_ARG},
    {'s', "on-signal", OPT_REQUIRED_ARG},      {'S', "no-scope-shadowing", OPT_NO_ARG},
    {'v', "on-variable", OPT_REQUIRED_ARG},    {'V', "inherit-variable", OPT_REQUIRED_ARG},
    {'w', "wraps", OPT_REQUIRED_ARG},          {0, NULL, 0},
};

/* How much of a definition fish's errors underline: its first line, up to
 * and with the `;` or newline that ends it. */
static uint32_t header_len(const Shell *sh, const AstNode *n)
{
    Str text = ast_text(n, sb_str(&sh->frame->src->text));
    uint32_t header = (uint32_t)strcspn(text.ptr, ";\n") + 1;
    return header < n->len ? header : n->len;
}

/* A variable name function takes (-a, -V, -v); false with the message in err. */
static bool check_var_name(Shell *sh, Str name, bool read_only_ok, StrBuf *err)
{
    unsigned flags = 0;
    if (!vars_is_valid_name(name)) {
        vars_format_error(VARS_INVALID_NAME, name, err);
        return false;
    }
    if (!read_only_ok && vars_is_electric(sh->vars, name, &flags) && (flags & VAR_READ_ONLY)) {
        sb_printf(err, "variable '%s' is read-only", name.ptr);
        return false;
    }
    return true;
}

/* A pid for --on-process-exit and --on-job-exit: a number from 1 up, or 0
 * for any; false with the message in err. */
static bool check_pid(Str arg, StrBuf *err)
{
    long v;
    char *end;
    errno = 0;
    v = strtol(arg.ptr, &end, 10);
    if (arg.len && !*end && !errno && v >= 0 && v <= INT32_MAX) return true;
    sb_printf(err, "'%s' is not a valid process ID", arg.ptr);
    return false;
}

/* Parses function's words (the name first) as fish does, options and
 * operands in order: an operand is a named argument after -a, else an
 * error. Fills f and the events (parallel lists of kinds and parameters);
 * false with the message in err. */
static bool function_options(Shell *sh, StrList *words, Function *f, StrList *ev_params,
                             int *ev_kinds, StrBuf *err)
{
    char **argv = sl_argv(words);
    int argc = (int)words->n;
    OptState st;
    opt_begin(&st, argc, argv, eval_function_opts);
    bool named = false, ok = true;
    while (ok) {
        int before = st.index;
        int c = opt_next(&st);
        if (c == OPT_DONE) {
            bool dashes = st.index == before + 1 && !strcmp(argv[before], "--");
            if (st.index >= argc) break;
            if (dashes) { /* the rest are named arguments, when there were some */
                for (int i = st.index; ok && i < argc; i++) {
                    if (!f->named_args.n) {
                        sb_printf(err, "%s: unexpected positional argument", argv[i]);
                        ok = false;
                    } else if ((ok = check_var_name(sh, str_cstr(argv[i]), false, err))) {
                        sl_push_cstr(&f->named_args, argv[i]);
                    }
                }
                break;
            }
            const char *a = argv[st.index++];
            if (!named) {
                sb_printf(err, "%s: unexpected positional argument", a);
                ok = false;
            } else if ((ok = check_var_name(sh, str_cstr(a), false, err))) {
                sl_push_cstr(&f->named_args, a);
            }
            continue;
        }
        named = named && c == 'a';
        Str arg = st.arg ? str_cstr(st.arg) : STR("");
        char num[32];
        switch (c) {
        case 'a':
            named = true;
            if ((ok = check_var_name(sh, arg, false, err))) sl_push(&f->named_args, arg);
            break;
        case 'd':
            free(f->description);
            f->description = xstrdup(arg.ptr);
            break;
        case 'S': f->no_scope_shadowing = true; break;
        case 'w': sl_push(&f->wraps, arg); break; /* completions will use it */
        case 'h': break;
        case 'V': {
            if (!(ok = check_var_name(sh, arg, false, err))) break;
            bool seen = false;
            for (size_t i = 0; i < f->inherit_names.n && !seen; i++)
                seen = str_eq(f->inherit_names.items[i], arg);
            const Var *var = vars_get(sh->vars, arg, 0);
            if (seen || !var) break; /* fish keeps only those that are set, once */
            sl_push(&f->inherit_names, arg);
            f->inherit_values = xreallocarray(f->inherit_values, f->inherit_names.n, sizeof(StrList));
            sl_dup(&f->inherit_values[f->inherit_names.n - 1], &var->values);
            break;
        }
        case 'e':
        case 'v':
        case 'j':
        case 'p':
        case 's': {
            EventKind kind = c == 'e'   ? EVENT_GENERIC
                             : c == 'v' ? EVENT_VARIABLE
                             : c == 'j' ? EVENT_JOB_EXIT
                             : c == 'p' ? EVENT_PROCESS_EXIT
                                        : EVENT_SIGNAL;
            Str param = arg;
            if (c == 'v') {
                ok = check_var_name(sh, arg, true, err);
            } else if (c == 's') {
                int sig = sig_number(arg);
                if (sig <= 0) {
                    sb_printf(err, "Unknown signal '%s'", arg.ptr);
                    ok = false;
                    break;
                }
                snprintf(num, sizeof num, "%d", sig);
                param = str_cstr(num);
                /* catch it from now on; one that came while nothing handled it is not news */
                if (!event_has(sh->events, EVENT_SIGNAL, param)) sig_clear(sig);
                sig_handle(sig);
            } else if (c == 'j' && str_eq(arg, STR("caller"))) {
                if (!sh->caller_job) {
                    sb_append_cstr(err, "calling job for event handler not found");
                    ok = false;
                    break;
                }
                /* the job whose substitution runs this (psub cleans up so) */
                snprintf(num, sizeof num, "caller:%llu", (unsigned long long)sh->caller_job);
                param = str_cstr(num);
                sh->caller_handlers++;
            } else if ((c == 'p' || c == 'j') && str_eq(arg, STR("%self"))) {
                snprintf(num, sizeof num, "%ld", (long)getpid()); /* the shell's own exit */
                param = str_cstr(num);
            } else if (c == 'j' || c == 'p') {
                ok = check_pid(arg, err);
                /* any process of a job names it; its exit event names its last one */
                pid_t last = ok && c == 'j' ? job_last_pid(&sh->jobs, (pid_t)strtol(arg.ptr, NULL, 10)) : 0;
                if (last > 0) {
                    snprintf(num, sizeof num, "%ld", (long)last);
                    param = str_cstr(num);
                }
            }
            if (ok && ev_params->n < 64) {
                ev_kinds[ev_params->n] = (int)kind;
                sl_push(ev_params, param);
            }
            break;
        }
        default: /* fish's words for a bad option */
            sb_printf(err,
                      c == OPT_MISSING_ARG      ? "%s: option requires an argument"
                      : c == OPT_UNEXPECTED_ARG ? "%s: option does not take an argument"
                                                : "%s: unknown option",
                      st.bad);
            ok = false;
            break;
        }
    }
    free(argv);
    return ok;
}

int eval_function_definition(Shell *sh, const AstNode *n, Io *io)
{
    (void)io;
    StrList words = STRLIST_INIT;
    for (uint32_t i = 1; i < n->nkids && n->kids[i]->kind == AST_WORD; i++) {
        int r = eval_expand(sh, n->kids[i], 0, &words);
        if (r != EXPAND_OK) {
            sl_fini(&words);
            sh->block_error = true; /* the job ends in an error */
            return sh->status = eval_expand_status(sh, r);
        }
    }
    eval_trace(sh, "function", &words);
    StrBuf err = STRBUF_INIT;
    Function *f = NULL;
    StrList ev_params = STRLIST_INIT;
    int ev_kinds[64];
    if (words.n == 0) {
        sb_append_cstr(&err, "function name required");
    } else {
        Str name = words.items[0];
        if (name.len == 0 || name.ptr[0] == '-' || memchr(name.ptr, '/', name.len))
            sb_printf(&err, "%s: invalid function name", name.ptr);
        else if (names_is_reserved(name))
            sb_printf(&err, "%s: cannot use reserved keyword as function name", name.ptr);
        else function_options(sh, &words, f = func_new(name), &ev_params, ev_kinds, &err);
    }
    if (err.len) {
        eval_error(sh, n->start, header_len(sh, n), "function: %s", err.ptr);
        sb_fini(&err);
        sl_fini(&ev_params);
        if (f) func_unref(f);
        sl_fini(&words);
        sh->block_error = true; /* the job ends in an error */
        return sh->status = 2;
    }
    sb_fini(&err);
    Str name = words.items[0];
    f->src = ps_ref(sh->frame->src);
    f->body = ast_find_kid(n, AST_JOB_LIST);
    if (sh->frame->file) f->file = xstrdup(sh->frame->file);
    f->line = diag_line_of(sb_str(&sh->frame->src->text), n->start);
    event_remove_function(sh->events, name);
    for (size_t h = 0; h < ev_params.n; h++)
        event_add(sh->events, (EventKind)ev_kinds[h], ev_params.items[h], name);
    /* as fish, --wraps is also a completion rule `complete` lists (and keeps) */
    for (size_t w = 0; w < f->wraps.n; w++) cs_add_wrap(complete_specs(sh), name, f->wraps.items[w]);
    funcs_define(sh->funcs, f);
    /* A handler for a background process that has ended already runs now,
     * as in fish. */
    for (size_t h = 0; h < ev_params.n; h++) {
        if (ev_kinds[h] != EVENT_PROCESS_EXIT && ev_kinds[h] != EVENT_JOB_EXIT) continue;
        long pid = strtol(ev_params.items[h].ptr, NULL, 10);
        const WaitHandle *wh = pid > 0 ? job_handle(&sh->jobs, (pid_t)pid) : NULL;
        if (wh)
            eval_fire_exit(sh, ev_kinds[h] == EVENT_JOB_EXIT, wh->pid,
                           ev_kinds[h] == EVENT_JOB_EXIT ? 0 : wh->status);
    }
    sl_fini(&ev_params);
    sl_fini(&words);
    return sh->status = 0;
}

/* handler: an event handler's call (its frame ends traces). */
static int call_function(Shell *sh, const char *name, int argc, char **argv, Io *io, bool handler)
{
    Function *f = funcs_get(sh->funcs, str_cstr(name));
    if (!f) { /* erased since it was chosen (by its own arguments, say) */
        Io err = io_standard();
        io_printf(&err, 2, "error: Unknown function '%s'\n", name);
        return sh->status = 127;
    }
    uint32_t at = sh->call_offset, len = (uint32_t)strlen(name);
    /* A function whose first command calls itself would never get further. */
    const AstNode *first = f->body && f->body->nkids ? f->body->kids[0] : NULL;
    if (first && sh->frame && sh->frame->function && !strcmp(sh->frame->function, name) &&
        sh->frame->src == f->src && first->start == at) {
        eval_error(sh, at, 1, "The function '%s' calls itself immediately, which would result in an infinite loop.", name);
        return sh->status = 1;
    }
    if (sh->call_depth >= MAX_CALL_DEPTH) {
        eval_error(sh, at, len, "The call stack limit has been exceeded. Do you have an accidental infinite loop?");
        return sh->status = 1;
    }
    func_ref(f);
    Frame frame = {.up = sh->frame, .function = f->name, .file = f->file, .src = f->src,
                   .call_offset = sh->call_offset, .args = argv + 1, .nargs = argc - 1};
    frame.handler = handler;
    vars_push(sh->vars, f->no_scope_shadowing ? VARS_FRAME_FUNCTION_NOSHADOW : VARS_FRAME_FUNCTION);
    bool quiet = sh->quiet_var_changes;
    sh->quiet_var_changes = true; /* the call's own variables fire no --on-variable handlers */
    StrList values = STRLIST_INIT;
    for (int i = 1; i < argc; i++) sl_push_cstr(&values, argv[i]);
    bool own_argv = true; /* a named argument or inherited variable called argv wins */
    for (size_t i = 0; i < f->named_args.n; i++) {
        StrList one = STRLIST_INIT;
        if ((int)i + 1 < argc) sl_push_cstr(&one, argv[i + 1]);
        own_argv &= !str_eq(f->named_args.items[i], STR("argv"));
        vars_set(sh->vars, f->named_args.items[i], VM_LOCAL, &one);
        sl_fini(&one);
    }
    for (size_t i = 0; i < f->inherit_names.n; i++) {
        StrList copy;
        sl_dup(&copy, &f->inherit_values[i]);
        own_argv &= !str_eq(f->inherit_names.items[i], STR("argv"));
        vars_set(sh->vars, f->inherit_names.items[i], VM_LOCAL, &copy);
        sl_fini(&copy);
    }
    if (own_argv) vars_set(sh->vars, STR("argv"), VM_LOCAL, &values);
    sl_fini(&values);
    sh->quiet_var_changes = quiet;
    sh->frame = &frame;
    sh->call_depth++;
    unsigned loops = sh->loop_depth;
    sh->loop_depth = 0;
    uint64_t ran = sh->exec_count;
    sh->job_failed = false;
    sh->trace_depth += 2; /* fish's function block and the body's own */
    eval_run_body(sh, f->body, io);
    sh->trace_depth -= 2;
    if (sh->exec_count == ran && !sh->job_failed && sh->control == CTL_NONE)
        sh->status = 0; /* ran nothing: success */
    sh->loop_depth = loops;
    sh->call_depth--;
    sh->frame = frame.up;
    vars_pop(sh->vars);
    if (sh->control == CTL_RETURN) sh->control = CTL_NONE;
    func_unref(f);
    return sh->status;
}

int eval_call_function(Shell *sh, const char *name, int argc, char **argv, Io *io)
{
    return call_function(sh, name, argc, argv, io, false);
}

bool eval_autoload(Shell *sh, Str name)
{
    if (sh->function_path_stale) { /* every command looks here: keep the list at hand */
        const Var *path = vars_get(sh->vars, STR("fish_function_path"), 0);
        sl_fini(&sh->function_path);
        if (path) sl_dup(&sh->function_path, &path->values);
        /* and last, the functions minnow ships, wherever $fish_function_path
         * points: fish 4 finds its own (built into it) the same way */
        const Var *data = vars_get(sh->vars, STR("__fish_data_dir"), 0);
        if (data && data->values.n && data->values.items[0].len) {
            StrBuf shipped = STRBUF_INIT;
            sb_append(&shipped, data->values.items[0]);
            sb_append_cstr(&shipped, "/functions");
            bool listed = false;
            for (size_t i = 0; i < sh->function_path.n && !listed; i++)
                listed = str_eq(sh->function_path.items[i], sb_str(&shipped));
            if (!listed) sl_push(&sh->function_path, sb_str(&shipped));
            sb_fini(&shipped);
        }
        autoload_set_dirs(sh->autoload, &sh->function_path);
        sh->function_path_stale = false;
    }
    if (funcs_was_erased(sh->funcs, name)) return false; /* functions -e: not again */
    char *file = autoload_next(sh->autoload, name);
    if (!file) return false;
    if (eval_source_file(sh, file)) {
        Function *f = funcs_get(sh->funcs, name);
        if (f) f->autoloaded = true;
    }
    free(file);
    return true;
}

bool eval_source_file(Shell *sh, const char *file)
{
    StrBuf text = STRBUF_INIT;
    if (fs_read_file(file, &text) != 0) {
        sb_fini(&text);
        return false;
    }
    /* fish runs `source FILE`: errors say "from sourcing file", one that
     * does not parse is reported as source reports it, and the file's
     * `set -l` stays in the file (a block scope with an empty $argv) */
    int status = sh->status;
    Control control = sh->control;
    Io io = io_standard();
    bool bad;
    vars_push(sh->vars, VARS_FRAME_BLOCK);
    StrList none = STRLIST_INIT;
    bool quiet = sh->quiet_var_changes;
    sh->quiet_var_changes = true;
    vars_set(sh->vars, STR("argv"), VM_LOCAL, &none);
    sh->quiet_var_changes = quiet;
    sh->source_depth++;
    eval_script(sh, sb_str(&text), file, &io, FRAME_SOURCED, &bad);
    sh->source_depth--;
    vars_pop(sh->vars);
    /* `return` or `exit` in the file ends the file only, as with `source`
       (an exit under way before it was loaded goes on) */
    if (control == CTL_NONE &&
        (sh->control == CTL_RETURN || (sh->control == CTL_EXIT && !sh->exit_forced)))
        sh->control = CTL_NONE;
    if (bad) {
        StrBuf esc = STRBUF_INIT;
        escape_script(str_cstr(file), &esc);
        io_printf(&io, 2, "source: Error while reading file '%s'\n", esc.ptr);
        sb_fini(&esc);
    }
    sh->status = status; /* loading a file does not change $status */
    sb_fini(&text);
    return true;
}

bool eval_events_blocked(Shell *sh)
{
    if (sh->event_blocks_global) return true;
    size_t depth = vars_depth(sh->vars);
    for (size_t i = sh->n_event_blocks; i-- > 0;) {
        EventBlock b = sh->event_blocks[i];
        if (b.depth <= depth && vars_scope_id(sh->vars, b.depth) == b.scope) return true;
        sh->event_blocks[i] = sh->event_blocks[--sh->n_event_blocks]; /* its scope ended */
    }
    return false;
}

void eval_fire_blocked(Shell *sh)
{
    if (sh->firing || !sh->n_blocked_events || eval_events_blocked(sh)) return;
    BlockedEvent *events = sh->blocked_events;
    size_t n = sh->n_blocked_events;
    sh->blocked_events = NULL;
    sh->n_blocked_events = sh->cap_blocked_events = 0;
    for (size_t i = 0; i < n; i++) {
        StrList *a = &events[i].args;
        char **argv = sl_argv(a);
        eval_fire(sh, events[i].kind, a->items[0], (int)a->n - 1, argv + 1);
        free(argv);
        sl_fini(a);
    }
    free(events);
}

void eval_fire(Shell *sh, int kind, Str param, int argc, char **argv)
{
    if (!event_has(sh->events, (EventKind)kind, param)) return;
    eval_fire_blocked(sh);
    if (eval_events_blocked(sh)) {
        BlockedEvent e = {.kind = kind};
        sl_push(&e.args, param);
        for (int i = 0; i < argc; i++) sl_push_cstr(&e.args, argv[i]);
        VEC_PUSH(sh->blocked_events, sh->n_blocked_events, sh->cap_blocked_events, 4, e);
        return;
    }
    StrList fns = STRLIST_INIT;
    event_handlers(sh->events, (EventKind)kind, param, &fns);
    if (!fns.n) {
        sl_fini(&fns);
        return;
    }
    ShellStatuses saved = shell_save_statuses(sh); /* a handler changes neither, as in fish */
    Control control = sh->control;
    bool firing = sh->firing;
    sh->firing = true;
    for (size_t i = 0; i < fns.n; i++) {
        if (!funcs_get(sh->funcs, fns.items[i])) continue; /* erased by a handler before it */
        char **call = xreallocarray(NULL, (size_t)argc + 2, sizeof *call);
        call[0] = (char *)fns.items[i].ptr;
        for (int k = 0; k < argc; k++) call[k + 1] = argv[k];
        call[argc + 1] = NULL;
        Io io = io_standard();
        sh->control = CTL_NONE;
        sh->trace_quiet++; /* handlers are not traced unless fish_trace is "all" */
        sh->trace_depth++; /* fish's event block */
        call_function(sh, call[0], argc + 1, call, &io, true);
        sh->trace_depth--;
        sh->trace_quiet--;
        free(call);
    }
    sh->firing = firing;
    if (sh->control != CTL_EXIT) sh->control = control;
    shell_restore_statuses(sh, &saved);
    sl_fini(&fns);
}

void eval_fire_exit(Shell *sh, bool job, pid_t pid, int status)
{
    char num[24], code[16];
    snprintf(num, sizeof num, "%ld", (long)pid);
    snprintf(code, sizeof code, "%d", status);
    EventKind kind = job ? EVENT_JOB_EXIT : EVENT_PROCESS_EXIT;
    char *args[] = {job ? "JOB_EXIT" : "PROCESS_EXIT", num, code};
    eval_fire(sh, kind, str_cstr(num), 3, args);
    eval_fire(sh, kind, STR("0"), 3, args); /* `--on-process-exit 0`: any */
}

void eval_fire_exits(Shell *sh)
{
    if (sh->firing || !sh->jobs.n_exits) return;
    ProcExit *exits;
    size_t n = job_take_exits(&sh->jobs, &exits);
    for (size_t i = 0; i < n; i++) eval_fire_exit(sh, exits[i].job, exits[i].pid, exits[i].status);
    free(exits);
}

void eval_fire_pending(Shell *sh)
{
    if (sh->firing || !sh->pending_events.n) return;
    StrList pending = sh->pending_events;
    sh->pending_events = (StrList){0};
    for (size_t i = 0; i < pending.n; i++) {
        char *why = (char *)pending.items[i].ptr;
        char *name = why + strlen(why) + 1;
        char *args[] = {"VARIABLE", why, name};
        eval_fire(sh, EVENT_VARIABLE, str_cstr(name), 3, args);
    }
    sl_fini(&pending);
}
