/* exec/call.c - defining functions and calling them.
 *
 * A definition keeps a reference to the parsed source and points at the body,
 * so a call runs the tree it was defined with. A call gets a fresh function
 * scope holding $argv, the named arguments and inherited variables, and a
 * frame for error traces; `return` unwinds to here. */
#include "base/check.h"
#include "base/fs.h"
#include "base/vec.h"
#include "env/autoload.h"
#include "env/event.h"
#include "env/func.h"
#include "proc/signal.h"
#include "env/var.h"
#include "exec/complete.h"
#include "exec/eval.h"
#include "exec/pipeline.h"
#include "parse/names.h"
#include "store/compspec.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The call depth fish allows before reporting infinite recursion. */
#define MAX_CALL_DEPTH 128

static bool is_opt(const char *a, const char *s, const char *l)
{
    return !strcmp(a, s) || !strcmp(a, l);
}

/* The options of `function` that take a value. */
static bool takes_value(Str a)
{
    static const char *const longs[] = {"--description", "--on-event", "--on-job-exit",
        "--on-process-exit", "--on-signal", "--on-variable", "--wraps", "--inherit-variable"};
    if (a.len == 2 && a.ptr[0] == '-') return a.ptr[1] && strchr("dejpsvwV", a.ptr[1]);
    for (size_t i = 0; i < sizeof longs / sizeof *longs; i++)
        if (str_eq_cstr(a, longs[i])) return true;
    return false;
}

/* The arguments of `function` after the name, each value apart from its option:
 * "--wraps=ls" and "-wls" become "--wraps" "ls", as fish's getopt reads them. */
static void split_options(const StrList *words, StrList *out)
{
    for (size_t i = 1; i < words->n; i++) {
        Str a = words->items[i];
        if (takes_value(a) && i + 1 < words->n) { /* the value as it is */
            sl_push(out, a);
            sl_push(out, words->items[++i]);
            continue;
        }
        const char *eq = a.len > 2 && a.ptr[0] == '-' && a.ptr[1] == '-' ? memchr(a.ptr, '=', a.len) : NULL;
        size_t cut = eq ? (size_t)(eq - a.ptr) : a.len > 2 && takes_value(str_sub(a, 0, 2)) ? 2 : 0;
        if (!cut || !takes_value(str_sub(a, 0, cut))) {
            sl_push(out, a);
            continue;
        }
        sl_push(out, str_sub(a, 0, cut));
        size_t from = cut + (eq != NULL);
        sl_push(out, str_sub(a, from, a.len - from));
    }
}

/* How much of a definition fish's errors underline: its first line, up to
 * and with the `;` or newline that ends it. */
static uint32_t header_len(const Shell *sh, const AstNode *n)
{
    Str text = ast_text(n, sb_str(&sh->frame->src->text));
    uint32_t header = (uint32_t)strcspn(text.ptr, ";\n") + 1;
    return header < n->len ? header : n->len;
}

int eval_function_definition(Shell *sh, const AstNode *n, Io *io)
{
    (void)io;
    StrList words = STRLIST_INIT, args = STRLIST_INIT;
    for (uint32_t i = 1; i < n->nkids && n->kids[i]->kind == AST_WORD; i++) {
        int r = eval_expand(sh, n->kids[i], 0, &words);
        if (r != EXPAND_OK) {
            sl_fini(&words);
            return sh->status = eval_expand_status(sh, r);
        }
    }
    if (words.n) sl_push(&args, words.items[0]);
    split_options(&words, &args);
    sl_fini(&words);
    if (args.n == 0) {
        eval_error(sh, n->start, 8, "function: Expected a function name");
        sl_fini(&args);
        return sh->status = 2;
    }
    Str name = args.items[0];
    bool reserved = names_is_reserved(name);
    if (reserved || name.len == 0 || name.ptr[0] == '-' || memchr(name.ptr, '/', name.len)) {
        eval_error(sh, n->start, header_len(sh, n),
                   reserved ? "function: %s: cannot use reserved keyword as function name"
                            : "function: %s: invalid function name",
                   name.ptr);
        sl_fini(&args);
        return sh->status = 2;
    }
    Function *f = func_new(name);
    /* Event handlers, recorded once the definition is known to be good:
     * parallel lists of parameters and kinds. */
    StrList ev_params = STRLIST_INIT;
    int ev_kinds[64];
    bool named = false;
    for (size_t i = 1; i < args.n; i++) {
        const char *a = args.items[i].ptr;
        bool has_next = i + 1 < args.n;
        if (is_opt(a, "-a", "--argument-names")) {
            named = true;
        } else if (is_opt(a, "-d", "--description") && has_next) {
            free(f->description);
            f->description = xstrdup(args.items[++i].ptr);
            named = false;
        } else if (is_opt(a, "-S", "--no-scope-shadowing")) {
            f->no_scope_shadowing = true;
            named = false;
        } else if (is_opt(a, "-V", "--inherit-variable") && has_next) {
            Str v = args.items[++i];
            const Var *var = vars_get(sh->vars, v, 0);
            sl_push(&f->inherit_names, v);
            f->inherit_values = xreallocarray(f->inherit_values, f->inherit_names.n, sizeof(StrList));
            f->inherit_values[f->inherit_names.n - 1] = (StrList){0};
            if (var) sl_dup(&f->inherit_values[f->inherit_names.n - 1], &var->values);
            named = false;
        } else if (is_opt(a, "-w", "--wraps") && has_next) {
            sl_push(&f->wraps, args.items[++i]); /* completions will use it */
            named = false;
        } else if ((is_opt(a, "-e", "--on-event") || is_opt(a, "-v", "--on-variable") ||
                    is_opt(a, "-j", "--on-job-exit") || is_opt(a, "-p", "--on-process-exit") ||
                    is_opt(a, "-s", "--on-signal")) &&
                   has_next) {
            EventKind kind = a[1] == 'e' || !strcmp(a, "--on-event")      ? EVENT_GENERIC
                             : a[1] == 'v' || !strcmp(a, "--on-variable") ? EVENT_VARIABLE
                             : a[1] == 'j' || !strcmp(a, "--on-job-exit") ? EVENT_JOB_EXIT
                             : a[1] == 'p' || !strcmp(a, "--on-process-exit") ? EVENT_PROCESS_EXIT
                                                                             : EVENT_SIGNAL;
            Str param = args.items[++i];
            char num[32];
            if (kind == EVENT_SIGNAL) {
                int sig = sig_number(param);
                if (sig <= 0) {
                    eval_error(sh, n->kids[1]->start, n->kids[1]->len, "function: Unknown signal '%s'", param.ptr);
                    sl_fini(&ev_params);
                    func_unref(f);
                    sl_fini(&args);
                    return sh->status = 2;
                }
                snprintf(num, sizeof num, "%d", sig);
                param = str_cstr(num);
                sig_handle(sig); /* catch it from now on */
            } else if (kind == EVENT_JOB_EXIT && str_eq(param, STR("caller")) && sh->caller_job) {
                /* the job whose substitution runs this (psub cleans up so) */
                snprintf(num, sizeof num, "caller:%llu", (unsigned long long)sh->caller_job);
                param = str_cstr(num);
                sh->caller_handlers++;
            } else if (kind == EVENT_JOB_EXIT && str_eq(param, STR("caller"))) {
                eval_error(sh, n->start, header_len(sh, n), "function: calling job for event handler not found");
                sl_fini(&ev_params);
                func_unref(f);
                sl_fini(&args);
                return sh->status = 2;
            } else if ((kind == EVENT_PROCESS_EXIT || kind == EVENT_JOB_EXIT) && str_eq(param, STR("%self"))) {
                snprintf(num, sizeof num, "%ld", (long)getpid()); /* the shell's own exit */
                param = str_cstr(num);
            }
            if (ev_params.n < sizeof ev_kinds / sizeof *ev_kinds) {
                ev_kinds[ev_params.n] = (int)kind;
                sl_push(&ev_params, param);
            }
            named = false;
        } else if (named || a[0] != '-') {
            sl_push(&f->named_args, args.items[i]);
        } else {
            eval_error(sh, n->kids[1]->start, n->kids[1]->len, "function: %s: unknown option", a);
            sl_fini(&ev_params);
            func_unref(f);
            sl_fini(&args);
            return sh->status = 2;
        }
    }
    f->src = ps_ref(sh->frame->src);
    f->body = ast_find_kid(n, AST_JOB_LIST);
    if (sh->frame->file) f->file = xstrdup(sh->frame->file);
    f->line = diag_line_of(sb_str(&sh->frame->src->text), n->start);
    event_remove_function(sh->events, name);
    for (size_t h = 0; h < ev_params.n; h++)
        event_add(sh->events, (EventKind)ev_kinds[h], ev_params.items[h], name);
    sl_fini(&ev_params);
    /* as fish, --wraps is also a completion rule `complete` lists (and keeps) */
    for (size_t w = 0; w < f->wraps.n; w++) cs_add_wrap(complete_specs(sh), name, f->wraps.items[w]);
    funcs_define(sh->funcs, f);
    sl_fini(&args);
    return sh->status = 0;
}

int eval_call_function(Shell *sh, const char *name, int argc, char **argv, Io *io)
{
    Function *f = funcs_get(sh->funcs, str_cstr(name));
    if (!f) return sh->status = 127;
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
    vars_push(sh->vars, f->no_scope_shadowing ? VARS_FRAME_FUNCTION_NOSHADOW : VARS_FRAME_FUNCTION);
    StrList values = STRLIST_INIT;
    for (int i = 1; i < argc; i++) sl_push_cstr(&values, argv[i]);
    for (size_t i = 0; i < f->named_args.n; i++) {
        StrList one = STRLIST_INIT;
        if ((int)i + 1 < argc) sl_push_cstr(&one, argv[i + 1]);
        vars_set(sh->vars, f->named_args.items[i], VM_LOCAL, &one);
        sl_fini(&one);
    }
    for (size_t i = 0; i < f->inherit_names.n; i++) {
        StrList copy;
        sl_dup(&copy, &f->inherit_values[i]);
        vars_set(sh->vars, f->inherit_names.items[i], VM_LOCAL, &copy);
        sl_fini(&copy);
    }
    vars_set(sh->vars, STR("argv"), VM_LOCAL, &values);
    sl_fini(&values);
    sh->frame = &frame;
    sh->call_depth++;
    unsigned loops = sh->loop_depth;
    sh->loop_depth = 0;
    uint64_t ran = sh->exec_count;
    sh->job_failed = false;
    eval_run_body(sh, f->body, io);
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

bool eval_autoload(Shell *sh, Str name)
{
    if (sh->function_path_stale) { /* every command looks here: keep the list at hand */
        const Var *path = vars_get(sh->vars, STR("fish_function_path"), 0);
        sl_fini(&sh->function_path);
        if (path) sl_dup(&sh->function_path, &path->values);
        sh->function_path_stale = false;
    }
    if (funcs_was_erased(sh->funcs, name)) return false; /* functions -e: not again */
    char *file = autoload_next(sh->autoload, &sh->function_path, name);
    if (!file) return false;
    StrBuf text = STRBUF_INIT;
    if (fs_read_file(file, &text) == 0) {
        int status = sh->status;
        Io io = io_standard();
        eval_text(sh, sb_str(&text), file, &io);
        sh->status = status; /* loading a function does not change $status */
        Function *f = funcs_get(sh->funcs, name);
        if (f) f->autoloaded = true;
    }
    sb_fini(&text);
    free(file);
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
    int status = sh->status;
    Control control = sh->control;
    bool firing = sh->firing;
    sh->firing = true;
    for (size_t i = 0; i < fns.n; i++) {
        char **call = xreallocarray(NULL, (size_t)argc + 2, sizeof *call);
        call[0] = (char *)fns.items[i].ptr;
        for (int k = 0; k < argc; k++) call[k + 1] = argv[k];
        call[argc + 1] = NULL;
        Io io = io_standard();
        sh->control = CTL_NONE;
        eval_call_function(sh, call[0], argc + 1, call, &io);
        free(call);
    }
    sh->firing = firing;
    if (sh->control != CTL_EXIT) sh->control = control;
    sh->status = status; /* a handler does not change $status */
    sl_fini(&fns);
}

void eval_fire_exits(Shell *sh)
{
    if (sh->firing || !sh->jobs.n_exits) return;
    ProcExit *exits;
    size_t n = job_take_exits(&sh->jobs, &exits);
    for (size_t i = 0; i < n; i++) {
        char pid[24], status[16];
        snprintf(pid, sizeof pid, "%ld", (long)exits[i].pid);
        snprintf(status, sizeof status, "%d", exits[i].status);
        EventKind kind = exits[i].job ? EVENT_JOB_EXIT : EVENT_PROCESS_EXIT;
        if (!event_has(sh->events, kind, str_cstr(pid))) continue;
        char *args[] = {exits[i].job ? "JOB_EXIT" : "PROCESS_EXIT", pid, status};
        eval_fire(sh, kind, str_cstr(pid), 3, args);
    }
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
