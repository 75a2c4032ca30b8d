/* exec/eval.c - run the tree: job lists, conjunctions, blocks and commands.
 *
 * One function per kind of node. Pipelines are pipeline.c's; this file runs
 * what sits in one stage of a pipeline and everything around pipelines. The
 * interpreter unwinds break, continue, return and exit by setting
 * sh->control and returning; loops and calls check it. */
#include "exec/eval.h"

#include "base/check.h"
#include "base/diag.h"
#include "base/escape.h"
#include "base/map.h"
#include "env/event.h"
#include "env/func.h"
#include "env/var.h"
#include "exec/expand.h"
#include "exec/glob.h"
#include "exec/pipeline.h"
#include "parse/hints.h"
#include "proc/signal.h"

#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- errors ---- */

/* A file name as fish 4 shows it in errors and traces: a path under $HOME
 * starts with ~/ instead. Returns file itself, or the text put in buf. */
static const char *shown_path(const Shell *sh, const char *file, StrBuf *buf)
{
    if (!file || file[0] != '/') return file;
    const Var *home = vars_get(sh->vars, STR("HOME"), 0);
    if (!home || home->values.n == 0 || home->values.items[0].len == 0) return file;
    Str h = home->values.items[0];
    while (h.len > 1 && h.ptr[h.len - 1] == '/') h.len--;
    if (strncmp(file, h.ptr, h.len) || file[h.len] != '/' || h.len == 1) return file;
    sb_clear(buf);
    sb_printf(buf, "~%s", file + h.len);
    return buf->ptr;
}

/* The call trace fish prints under an error: where each function was called,
 * back to the first event handler. */
void eval_append_trace(const Shell *sh, StrBuf *out)
{
    StrBuf a = STRBUF_INIT, b = STRBUF_INIT;
    for (const Frame *f = sh->frame; f && f->up; f = f->up) {
        if (f->kind == FRAME_SOURCED || f->kind == FRAME_CMDSUB) {
            if (f->kind == FRAME_SOURCED)
                sb_printf(out, "from sourcing file %s\n", shown_path(sh, f->file, &a));
            else sb_append_cstr(out, "in command substitution\n");
            unsigned line = f->up->src ? diag_line_of(sb_str(&f->up->src->text), f->call_offset) : 0;
            if (f->up->file)
                sb_printf(out, "\tcalled on line %u of file %s\n", line,
                          shown_path(sh, f->up->file, &b));
            else if (f->kind == FRAME_SOURCED && sh->in_startup)
                sb_append_cstr(out, "\tcalled during startup\n");
        } else if (f->function) {
            sb_printf(out, "in function '%s'", f->function);
            if (f->nargs > 0) {
                sb_append_cstr(out, " with arguments '");
                for (int i = 0; i < f->nargs; i++) {
                    if (i) sb_append_char(out, ' ');
                    /* escaped without quotes (the list is in quotes); "" for an empty one */
                    if (f->args[i][0]) escape_script_flags(str_cstr(f->args[i]), ESCAPE_NO_QUOTED, out);
                    else sb_append_cstr(out, "\"\"");
                }
                sb_append_char(out, '\'');
            }
            sb_append_char(out, '\n');
            unsigned line = f->up->src ? diag_line_of(sb_str(&f->up->src->text), f->call_offset) : 0;
            if (f->handler) line = 1; /* fish runs a handler as a one-line text of its own */
            if (f->up->file)
                sb_printf(out, "\tcalled on line %u of file %s\n", line,
                          shown_path(sh, f->up->file, &b));
            if (f->handler) break; /* what fired the event is not told, as in fish */
        }
    }
    sb_fini(&a);
    sb_fini(&b);
}

void eval_append_location_hint(Shell *sh, StrBuf *out, const char *hint)
{
    const Frame *f = sh->frame;
    if (f && f->src) {
        Str src = sb_str(&f->src->text);
        StrBuf buf = STRBUF_INIT;
        sb_printf(out, "%s (line %u): \n",
                  f->file ? shown_path(sh, f->file, &buf) : "Standard input",
                  diag_line_of(src, sh->job_offset));
        sb_fini(&buf);
        diag_render_caret(out, src, sh->job_offset, 0);
    }
    if (hint) sb_printf(out, "hint: %s\n", hint);
    if (f && f->src) eval_append_trace(sh, out);
}

void eval_append_location(Shell *sh, StrBuf *out)
{
    eval_append_location_hint(sh, out, NULL);
}

/* Whether the code running is a command line typed at the prompt, or a
 * function, eval or substitution it runs (fish's interactive parser state):
 * not the configuration, a sourced file or an event handler, nor lines read
 * from a stdin that is no terminal (fish reads those as a script). */
static bool typed_code(const Shell *sh)
{
    if (!sh->interactive || !sh->running_cmdline || sh->in_startup || sh->firing ||
        !isatty(STDIN_FILENO))
        return false;
    for (const Frame *f = sh->frame; f; f = f->up) {
        if (!f->function && f->kind == FRAME_SOURCED) return false;
    }
    return true;
}

/* typed: the code is a command line typed at the prompt or what it runs. */
static void print_diag_typed(Shell *sh, Str src, const char *file, const Diag *d, bool typed)
{
    StrBuf out = STRBUF_INIT, buf = STRBUF_INIT;
    file = shown_path(sh, file, &buf);
    Io shell = io_standard(); /* errors go to the shell's stderr, whatever the redirections */
    bool hint = io_stderr_is_terminal(&shell);
    if (d->start == DIAG_AT_END) {
        sb_printf(&out, "%s: %s\n", file ? file : sh->progname, d->text);
        if (hint && d->hint) sb_printf(&out, "hint: %s\n", d->hint);
    } else if (file) {
        diag_render(&out, src, file, d, hint);
    } else if (d->start == 0 && typed) {
        /* as fish: the line just typed, the error at its start, needs no
           copy of the line and no caret; with no message, nothing */
        if (d->text[0]) sb_printf(&out, "%s: %s\n", sh->progname, d->text);
        if (hint && d->hint) sb_printf(&out, "hint: %s\n", d->hint);
    } else {
        sb_printf(&out, "%s: ", sh->progname);
        diag_render(&out, src, NULL, d, hint);
    }
    eval_append_trace(sh, &out);
    io_write(&shell, 2, sb_str(&out));
    sb_fini(&out);
    sb_fini(&buf);
}

static void print_diag(Shell *sh, Str src, const char *file, const Diag *d)
{
    print_diag_typed(sh, src, file, d, typed_code(sh));
}

void eval_print_diag(Shell *sh, Str src, const Diag *d)
{
    print_diag_typed(sh, src, NULL, d, true);
}

static void print_error(Shell *sh, uint32_t start, uint32_t len, const char *hint, const char *fmt, va_list ap)
    __attribute__((format(printf, 5, 0)));
static void print_error(Shell *sh, uint32_t start, uint32_t len, const char *hint, const char *fmt, va_list ap)
{
    Str src = sh->frame && sh->frame->src ? sb_str(&sh->frame->src->text) : STR("");
    DiagList l = {0};
    Diag *d = diag_vadd(&l, 0, start, len, fmt, ap);
    if (hint) diag_set_hint(d, "%s", hint);
    print_diag(sh, src, sh->frame ? sh->frame->file : NULL, d);
    diag_list_fini(&l);
}

void eval_error_hint(Shell *sh, uint32_t start, uint32_t len, const char *hint, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    print_error(sh, start, len, hint, fmt, ap);
    va_end(ap);
}

void eval_error(Shell *sh, uint32_t start, uint32_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    print_error(sh, start, len, NULL, fmt, ap);
    va_end(ap);
}

/* ---- fish_trace ---- */

void eval_trace(Shell *sh, const char *what, const StrList *args)
{
    if (!eval_tracing(sh)) return;
    StrBuf line = STRBUF_INIT;
    for (unsigned i = 1; i < sh->trace_depth; i++) sb_append_char(&line, '-');
    sb_append_char(&line, '>');
    if (what) {
        sb_append_char(&line, ' ');
        sb_append_cstr(&line, what);
    }
    for (size_t i = 0; args && i < args->n; i++) {
        sb_append_char(&line, ' ');
        escape_script(args->items[i], &line);
    }
    sb_append_char(&line, '\n');
    Io shell = io_standard(); /* the shell's own stderr, whatever the command's redirections */
    io_write(&shell, 2, sb_str(&line));
    sb_fini(&line);
}

/* ---- expansion glue ---- */

static Str source_text(const Shell *sh)
{
    return sb_str(&sh->frame->src->text);
}

static bool hook_get_var(void *ctx, Str name, const StrList **values)
{
    Shell *sh = ctx;
    const Var *v = vars_get(sh->vars, name, 0);
    if (!v) return false;
    *values = &v->values;
    return true;
}

static bool hook_is_path_var(void *ctx, Str name)
{
    Shell *sh = ctx;
    const Var *v = vars_get(sh->vars, name, 0);
    return v && (v->flags & VAR_PATH);
}

/* fish's FISH_MAX_EVAL_DEPTH (500): texts run inside each other (each eval
 * and substitution one more) before a substitution is refused; 501 with our
 * count, so the same substitution fails as in fish. */
enum { MAX_RUN_DEPTH = 501 };

static bool hook_cmdsub(void *ctx, Str script, StrBuf *out, IoItems *items, int *status)
{
    Shell *sh = ctx;
    bool too_deep = sh->run_depth >= MAX_RUN_DEPTH; /* eval_capture refuses it */
    *status = eval_capture(sh, script, out, items);
    if (too_deep) {
        sh->cmdsub_break = 1;
        *status = EXPAND_CMDSUB_TOO_DEEP;
        return false;
    }
    if (sh->control == CTL_EXIT) {
        *status = 0;
        return false;
    }
    if (out->len > sh->read_limit) { /* $fish_read_limit: the command is not run */
        sb_clear(out);
        *status = sh->cmdsub_break = 122;
        return false;
    }
    if (sh->job_failed && *status) { /* the command is not run; its status is this */
        sh->cmdsub_break = *status;
        return false;
    }
    return true;
}

static void hook_cmdsub_status(void *ctx, int status)
{
    Shell *sh = ctx;
    sh->status = sh->cmdsub_status = status;
}

ExpandHooks eval_hooks(Shell *sh)
{
    return (ExpandHooks){.ctx = sh, .get_var = hook_get_var, .run_cmdsub = hook_cmdsub,
                         .is_path_var = hook_is_path_var,
                         .cmdsub_status = hook_cmdsub_status};
}

int eval_expand_status(const Shell *sh, int r)
{
    if (sh->cmdsub_break) return sh->cmdsub_break;
    return r == EXPAND_NO_MATCH ? 124 : 121;
}

/* Expands a word of the running source; its errors are printed when report. */
static inline __attribute__((always_inline)) int
expand_node(Shell *sh, const AstNode *word, unsigned flags, StrList *out, bool report)
{
    ExpandHooks h = eval_hooks(sh);
    sh->cmdsub_break = 0;
    if (!features_on(sh->features, FEAT_QMARK_NOGLOB)) flags |= EXPAND_QMARK_GLOB;
    if (features_on(sh->features, FEAT_REMOVE_PERCENT_SELF)) flags |= EXPAND_NO_PERCENT_SELF;
    uint32_t was = sh->call_offset;
    sh->call_offset = word->start; /* a substitution's trace says "called on line N" of this */
    DiagList errs = {0};
    int r = expand_word(&h, source_text(sh), word->start, word->len, flags, out, &errs);
    sh->call_offset = was;
    if (errs.n && report) print_diag(sh, source_text(sh), sh->frame->file, &errs.items[0]);
    diag_list_fini(&errs);
    return r;
}

int eval_expand(Shell *sh, const AstNode *word, unsigned flags, StrList *out)
{
    return expand_node(sh, word, flags, out, true);
}

/* ---- job lists ---- */

static int run_job_list(Shell *sh, const AstNode *list, Io *io);

/* and / or at the head of a conjunction: skip the job when the status says so. */
static bool skip_for_decorator(const Shell *sh, const AstNode *conj)
{
    const AstNode *k = conj->kids[0];
    if (k->kind != AST_KEYWORD) return false;
    if (k->keyword == KW_AND) return sh->status != 0;
    if (k->keyword == KW_OR) return sh->status == 0;
    return false;
}

/* job_conjunction: job ((&& | ||) job)* */
static int run_conjunction(Shell *sh, const AstNode *conj, Io *io)
{
    if (skip_for_decorator(sh, conj)) return sh->status;
    bool skip = false;
    for (uint32_t i = 0; i < conj->nkids && sh->control == CTL_NONE; i++) {
        const AstNode *k = conj->kids[i];
        if (k->kind == AST_PUNCT) {
            bool andand = source_text(sh).ptr[k->start] == '&';
            skip = andand ? sh->status != 0 : sh->status == 0;
            continue;
        }
        if (k->kind != AST_JOB) continue;
        if (skip) {
            skip = false;
            continue;
        }
        pipeline_run(sh, k, io);
    }
    return sh->status;
}

int eval_run_body(Shell *sh, const AstNode *list, Io *io)
{
    return run_job_list(sh, list, io);
}

void eval_fire_signal(Shell *sh, int sig)
{
    char num[8];
    snprintf(num, sizeof num, "%d", sig);
    char *args[] = {(char *)sig_name(sig)};
    eval_fire(sh, EVENT_SIGNAL, str_cstr(num), 1, args);
}

bool eval_take_signal(Shell *sh, int *out)
{
    for (size_t i = 0;; i++) {
        int sig;
        const char *name;
        if (!sig_at(i, &sig, &name)) return false;
        if (sig == SIGINT || sig == SIGTERM || sig == SIGHUP || !sig_take(sig)) continue;
        char num[8];
        snprintf(num, sizeof num, "%d", sig);
        if (!event_has(sh->events, EVENT_SIGNAL, str_cstr(num))) continue;
        *out = sig;
        return true;
    }
}

/* Between two jobs: act on signals that arrived. Ctrl-C cancels what is
 * running (loops included), SIGTERM and SIGHUP end the shell (after its
 * fish_exit handlers), and `--on-signal` handlers run. */
static void check_signals(Shell *sh)
{
    if (sh->jobs.n_exits) eval_fire_exits(sh);
    if (!sig_any() && !(sh->signals_deferred && !sh->firing)) return;
    sh->signals_deferred = false;
    /* Ctrl-C cancels unless a handler traps it. Handlers run one at a time:
     * a signal that comes while one runs waits until it is done. */
    while (sig_pending(SIGINT)) {
        bool trapped = event_has(sh->events, EVENT_SIGNAL, STR("2"));
        if (trapped && sh->firing) break; /* after the handler running now */
        sig_clear(SIGINT);
        if (!trapped) {
            sh->control = CTL_CANCEL;
            break;
        }
        char *args[] = {"SIGINT"};
        eval_fire(sh, EVENT_SIGNAL, STR("2"), 1, args); /* and again if it came meanwhile */
        sh->signals_deferred = false;
    }
    if (sh->firing) {
        sh->signals_deferred = true; /* looked at again once the handler is done */
        return;
    }
    static const int ending[] = {SIGTERM, SIGHUP};
    for (size_t i = 0; i < 2; i++) {
        if (!sig_take(ending[i])) continue;
        eval_fire_signal(sh, ending[i]);
        sh->control = CTL_EXIT;
        sh->exit_forced = true;
        sh->exit_status = 128 + ending[i];
    }
    for (int sig; eval_take_signal(sh, &sig);) eval_fire_signal(sh, sig);
}

static int run_job_list(Shell *sh, const AstNode *list, Io *io)
{
    for (uint32_t i = 0; i < list->nkids && sh->control == CTL_NONE; i++) {
        const AstNode *conj = list->kids[i];
        if (conj->kind == AST_JOB_CONJ) run_conjunction(sh, conj, io);
        check_signals(sh);
    }
    return sh->status;
}

/* A condition: the first conjunction, then and/or tails as in a job list. */
static int run_condition(Shell *sh, const AstNode *cond, Io *io)
{
    return run_job_list(sh, cond, io);
}

/* ---- blocks ---- */

/* Runs body in a new block scope. */
/* Runs body in a new block scope (a block of fish's, for trace lines too). */
static int run_scoped(Shell *sh, const AstNode *body, Io *io)
{
    vars_push(sh->vars, VARS_FRAME_BLOCK);
    sh->trace_depth++;
    run_job_list(sh, body, io);
    sh->trace_depth--;
    vars_pop(sh->vars);
    return sh->status;
}

static int run_begin(Shell *sh, const AstNode *n, Io *io)
{
    eval_trace(sh, "begin", NULL);
    run_scoped(sh, ast_find_kid(n, AST_JOB_LIST), io);
    eval_trace(sh, "end begin", NULL);
    return sh->status;
}

static int run_if(Shell *sh, const AstNode *n, Io *io)
{
    const AstNode *body = NULL;
    eval_trace(sh, "if", NULL);
    for (uint32_t i = 0; i < n->nkids && sh->control == CTL_NONE && !body; i++) {
        const AstNode *k = n->kids[i];
        const AstNode *clause = k->kind == AST_IF_CLAUSE ? k
                                : k->kind == AST_ELSE_IF ? ast_find_kid(k, AST_IF_CLAUSE)
                                                         : NULL;
        if (clause) {
            if (k->kind == AST_ELSE_IF) eval_trace(sh, "else if", NULL);
            run_condition(sh, ast_find_kid(clause, AST_COND), io);
            if (sh->control != CTL_NONE) return sh->status;
            if (sh->status == 0) body = ast_find_kid(clause, AST_JOB_LIST);
        } else if (k->kind == AST_ELSE) {
            eval_trace(sh, "else", NULL);
            body = ast_find_kid(k, AST_JOB_LIST);
        }
    }
    if (body) run_scoped(sh, body, io);
    else if (sh->control == CTL_NONE) sh->status = 0;
    eval_trace(sh, "end if", NULL);
    return sh->status;
}

/* After a loop body: consume break/continue meant for this loop. Returns true to stop. */
static bool loop_should_stop(Shell *sh)
{
    if (sh->control == CTL_CONTINUE) sh->control = CTL_NONE;
    if (sh->control == CTL_BREAK) {
        sh->control = CTL_NONE;
        return true;
    }
    return sh->control != CTL_NONE;
}

static int run_while(Shell *sh, const AstNode *n, Io *io)
{
    const AstNode *cond = ast_find_kid(n, AST_COND), *body = ast_find_kid(n, AST_JOB_LIST);
    int status = 0;
    eval_trace(sh, "while", NULL);
    sh->loop_depth++;
    for (;;) {
        run_condition(sh, cond, io);
        if (sh->control != CTL_NONE || sh->status != 0) break;
        run_scoped(sh, body, io);
        status = sh->status;
        if (loop_should_stop(sh)) break;
    }
    sh->loop_depth--;
    if (sh->control == CTL_NONE) sh->status = status;
    eval_trace(sh, "end while", NULL);
    return sh->status;
}

/* for: the variable is a local of the scope the loop is in, starting with the
 * value it had anywhere (so an empty loop leaves that), and set for each item
 * with an --on-variable event each time, as fish 4 runs it. */
static int run_for(Shell *sh, const AstNode *n, Io *io)
{
    const AstNode *var = n->kids[1], *body = ast_find_kid(n, AST_JOB_LIST);
    StrList name = STRLIST_INIT, items = STRLIST_INIT;
    int status = 0;
    if (expand_node(sh, var, 0, &name, false) != EXPAND_OK || name.n != 1) {
        /* fish names what it got: nothing, since the expansion failed */
        eval_error(sh, var->start, var->len, "Unable to expand variable name ''");
        sh->status = 121;
        sh->block_error = true; /* the job ends in an error */
        goto done;
    }
    Str v = name.items[0];
    if (!vars_is_valid_name(v)) {
        eval_error(sh, var->start, var->len, "for: %s: invalid variable name. " VARS_NAME_HELP, v.ptr);
        sh->status = 2;
        sh->block_error = true; /* the job ends in an error */
        goto done;
    }
    for (uint32_t i = 3; i < n->nkids && n->kids[i]->kind == AST_WORD; i++) {
        int r = eval_expand(sh, n->kids[i], EXPAND_GLOB_NULL, &items);
        if (r == EXPAND_ERROR) {
            sh->status = eval_expand_status(sh, r);
            sh->block_error = true; /* the job ends in an error */
            goto done;
        }
    }
    unsigned flags = 0;
    if (vars_is_electric(sh->vars, v, &flags) && (flags & VAR_READ_ONLY)) {
        StrBuf hint = STRBUF_INIT;
        hint_read_only(v, &hint);
        eval_error_hint(sh, var->start, var->len, hint.ptr,
                        "for: %s: cannot overwrite read-only variable", v.ptr);
        sb_fini(&hint);
        sh->status = 2;
        sh->block_error = true; /* the job ends in an error */
        goto done;
    }
    const Var *before = vars_get(sh->vars, v, 0);
    StrList start = STRLIST_INIT;
    if (before) sl_dup(&start, &before->values);
    bool quiet = sh->quiet_var_changes;
    sh->quiet_var_changes = true; /* making the local is no change of its value */
    vars_set(sh->vars, v, VM_LOCAL, &start);
    sh->quiet_var_changes = quiet;
    eval_trace(sh, "for", &items);
    sh->loop_depth++;
    for (size_t i = 0; i < items.n && sh->control == CTL_NONE; i++) {
        StrList one = STRLIST_INIT;
        sl_push(&one, items.items[i]);
        vars_set(sh->vars, v, 0, &one);
        sl_fini(&one);
        if (sh->pending_events.n) eval_fire_pending(sh); /* its --on-variable handlers, first */
        run_scoped(sh, body, io);
        status = sh->status;
        if (loop_should_stop(sh)) break;
    }
    sh->loop_depth--;
    if (sh->control == CTL_NONE) sh->status = status;
    eval_trace(sh, "end for", NULL);
done:
    sl_fini(&name);
    sl_fini(&items);
    return sh->status;
}

/* A `case` pattern against the switch value, as fish matches them: after
 * expansion, * matches any run of characters (/ included, quoted or not, from
 * a variable too) and a backslash makes the next character literal; ? is
 * literal under fish 4's qmark-noglob (a wildcard when qmark is set). */
static bool pattern_matches(Str pattern, Str value, bool qmark)
{
    GlobChar small[128];
    GlobChar *pat = pattern.len <= 128 ? small : xreallocarray(NULL, pattern.len, sizeof *pat);
    size_t n = 0;
    for (size_t i = 0; i < pattern.len; i++) {
        char c = pattern.ptr[i];
        if (c == '\\' && i + 1 < pattern.len) pat[n++] = (unsigned char)pattern.ptr[++i];
        else if (c == '*') pat[n++] = GLOB_ANY_RECURSIVE;
        else if (c == '?' && qmark) pat[n++] = GLOB_ANY_CHAR;
        else pat[n++] = (unsigned char)c;
    }
    bool hit = glob_match(value, pat, n, false);
    if (pat != small) free(pat);
    return hit;
}

/* switch: the value (nothing matches as the empty string) against each case's
 * patterns in turn; the case words are expanded as arguments are, wildcards
 * included, and one that matches no file is reported and fails that case.
 * The status is left alone unless a case body runs. */
static int run_switch(Shell *sh, const AstNode *n, Io *io)
{
    StrList value = STRLIST_INIT;
    const AstNode *arg = n->kids[1];
    int r = eval_expand(sh, arg, EXPAND_NO_GLOB, &value);
    if (r != EXPAND_OK) {
        sh->status = eval_expand_status(sh, r);
        sh->block_error = true; /* the job ends in an error */
        sl_fini(&value);
        return sh->status;
    }
    if (value.n > 1) {
        eval_error(sh, arg->start, arg->len, "switch: Expected at most one argument, got %zu\n",
                   value.n);
        sh->status = 2;
        sh->block_error = true; /* the job ends in an error */
        sl_fini(&value);
        return sh->status;
    }
    Str subject = value.n ? value.items[0] : STR("");
    if (eval_tracing(sh)) {
        StrList one = STRLIST_INIT;
        sl_push(&one, subject);
        eval_trace(sh, "switch", &one);
        sl_fini(&one);
    }
    bool qmark = !features_on(sh->features, FEAT_QMARK_NOGLOB);
    for (uint32_t i = 0; i < n->nkids && sh->control == CTL_NONE; i++) {
        const AstNode *c = n->kids[i];
        if (c->kind != AST_CASE) continue;
        bool hit = false;
        for (uint32_t j = 1; j < c->nkids && !hit && c->kids[j]->kind == AST_WORD; j++) {
            StrList pats = STRLIST_INIT;
            int e = eval_expand(sh, c->kids[j], 0, &pats);
            if (e != EXPAND_OK) {
                sh->status = eval_expand_status(sh, e);
                sl_fini(&pats);
                break;
            }
            for (size_t p = 0; p < pats.n && !hit; p++)
                hit = pattern_matches(pats.items[p], subject, qmark);
            sl_fini(&pats);
        }
        if (hit) {
            run_scoped(sh, ast_find_kid(c, AST_JOB_LIST), io);
            break;
        }
    }
    eval_trace(sh, "end switch", NULL);
    sl_fini(&value);
    return sh->status;
}

int eval_not(Shell *sh, const AstNode *n, Io *io, bool *negate)
{
    unsigned count = 1;
    /* `not not cmd`: each not flips one flag of the job, so two cancel out */
    while (n->nkids == 2 && n->kids[1]->kind == AST_NOT) {
        n = n->kids[1];
        count++;
    }
    pipeline_run(sh, n, io); /* the negated statement, with its assignments, as a job */
    *negate = (count & 1) && (sh->control == CTL_NONE || sh->control == CTL_RETURN);
    return sh->status;
}

static int run_not(Shell *sh, const AstNode *n, Io *io)
{
    bool negate;
    eval_not(sh, n, io, &negate);
    if (negate) sh->status = sh->status ? 0 : 1;
    return sh->status;
}

int eval_block(Shell *sh, const AstNode *n, Io *io)
{
    switch (n->kind) {
    case AST_BEGIN: case AST_BRACE: return run_begin(sh, n, io);
    case AST_IF: return run_if(sh, n, io);
    case AST_WHILE: return run_while(sh, n, io);
    case AST_FOR: return run_for(sh, n, io);
    case AST_SWITCH: return run_switch(sh, n, io);
    case AST_NOT: return run_not(sh, n, io);
    case AST_FUNCTION: return eval_function_definition(sh, n, io);
    default: MN_UNREACHABLE();
    }
}

/* ---- whole sources ---- */

int eval_parsed(Shell *sh, ParsedSource *ps, const char *file, Io *io)
{
    Frame frame = {.up = sh->frame, .file = file, .src = ps_ref(ps)};
    frame.function = NULL;
    sh->frame = &frame;
    sh->trace_depth++;
    run_job_list(sh, ps->root, io);
    sh->trace_depth--;
    sh->frame = frame.up;
    ps_unref(ps);
    return sh->status;
}

int eval_text(Shell *sh, Str text, const char *file, Io *io)
{
    bool bad;
    return eval_script(sh, text, file, io, FRAME_SCRIPT, &bad);
}

/* Runs a parsed text in a frame of the given kind; takes the reference. */
static int run_source(Shell *sh, ParsedSource *ps, const char *file, Io *io, FrameKind kind, bool *parse_failed)
{
    Frame frame = {.up = sh->frame, .file = file, .src = ps, .kind = kind, .call_offset = sh->call_offset};
    int status;
    *parse_failed = ps->diags.n > 0;
    if (ps->diags.n) {
        if (kind != FRAME_SCRIPT) sh->frame = &frame; /* the trace says where */
        print_diag(sh, sb_str(&ps->text), file, &ps->diags.items[0]);
        sh->frame = frame.up;
        status = sh->status = 127;
    } else {
        sh->frame = &frame;
        sh->trace_depth++;
        sh->run_depth++;
        run_job_list(sh, ps->root, io);
        sh->run_depth--;
        sh->trace_depth--;
        sh->frame = frame.up;
        status = sh->status;
    }
    ps_unref(ps);
    return status;
}

/* The parser's options that follow the shell's feature flags. */
static unsigned parse_flags(const Shell *sh)
{
    return features_on(sh->features, FEAT_AMPERSAND_NOBG_IN_TOKEN) ? 0 : PARSE_AMP_BG_IN_TOKEN;
}

int eval_script(Shell *sh, Str text, const char *file, Io *io, FrameKind kind, bool *parse_failed)
{
    if (text.len >= 3 && !memcmp(text.ptr, "\xEF\xBB\xBF", 3))
        text = str_sub(text, 3, text.len - 3); /* a BOM */
    return run_source(sh, parse_source(text, parse_flags(sh)), file, io, kind, parse_failed);
}

int eval_string(Shell *sh, Str text, const char *file, Io *io, bool *parse_failed)
{
    return run_source(sh, parse_source(text, parse_flags(sh) | PARSE_NO_LINT), file, io,
                      FRAME_SCRIPT, parse_failed);
}

/* A substitution's text, parsed: loops run the same ones over and over, so
 * the trees are kept by text (a reference each; the cache starts over past
 * PARSE_CACHE_MAX texts). */
enum { PARSE_CACHE_MAX = 512 };

static void unref_value(void *ps)
{
    ps_unref(ps);
}

static ParsedSource *parse_cached(Shell *sh, Str text)
{
    if (!sh->parse_cache) {
        sh->parse_cache = xcalloc(1, sizeof *sh->parse_cache);
        map_init(sh->parse_cache, unref_value);
    }
    ParsedSource *ps = map_get(sh->parse_cache, text);
    if (ps) return ps_ref(ps);
    ps = parse_source(text, parse_flags(sh) |
                                PARSE_NO_LINT); /* fish checks no more than the grammar here */
    if (ps->diags.n) return ps;
    if (map_count(sh->parse_cache) >= PARSE_CACHE_MAX) map_clear(sh->parse_cache);
    map_put(sh->parse_cache, text, ps_ref(ps));
    return ps;
}

int eval_capture(Shell *sh, Str text, StrBuf *out, IoItems *items)
{
    if (sh->eval_depth >= PARSE_MAX_DEPTH) {
        eval_error(sh, 0, 0, "Too much nesting: substitutions can nest at most %d levels deep", PARSE_MAX_DEPTH);
        return 125;
    }
    if (sh->run_depth >= MAX_RUN_DEPTH) { /* eval running substitutions that eval... (fish's limit) */
        Frame frame = {.up = sh->frame, .file = sh->frame ? sh->frame->file : NULL,
                       .src = parse_cached(sh, text), .kind = FRAME_CMDSUB};
        sh->frame = &frame;
        eval_error(sh, 0, (uint32_t)text.len,
                   "The call stack limit has been exceeded. Do you have an accidental infinite loop?");
        sh->frame = frame.up;
        ps_unref(frame.src);
        sh->job_failed = true;
        return sh->status = 1;
    }
    Io io = io_standard();
    io.t[1] = (IoTarget){.fd = -1, .buf = out, .items = items};
    sh->eval_depth++;
    bool was = sh->in_cmdsub;
    uint64_t caller = sh->caller_job;
    sh->in_cmdsub = true;
    sh->caller_job = sh->running_job;
    bool bad;
    sh->job_failed = false;
    vars_push_transient(sh->vars); /* as in fish, `set -l` inside stays inside */
    int status = run_source(sh, parse_cached(sh, text), sh->frame ? sh->frame->file : NULL, &io, FRAME_CMDSUB, &bad);
    vars_pop(sh->vars);
    pipeline_release_buffer(sh, out);
    if (bad) sh->job_failed = true;
    sh->in_cmdsub = was;
    sh->caller_job = caller;
    sh->eval_depth--;
    return status;
}
