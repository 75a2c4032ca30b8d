/* exec/call.c - defining functions and calling them.
 *
 * A definition keeps a reference to the parsed source and points at the body,
 * so a call runs the tree it was defined with. A call gets a fresh function
 * scope holding $argv, the named arguments and inherited variables, and a
 * frame for error traces; `return` unwinds to here. */
#include "base/check.h"
#include "base/fs.h"
#include "env/autoload.h"
#include "env/func.h"
#include "env/var.h"
#include "exec/eval.h"
#include "exec/pipeline.h"

#include <stdlib.h>
#include <string.h>

/* The call depth fish allows before reporting infinite recursion. */
#define MAX_CALL_DEPTH 128

static bool is_opt(const char *a, const char *s, const char *l)
{
    return !strcmp(a, s) || !strcmp(a, l);
}

int eval_function_definition(Shell *sh, const AstNode *n, Io *io)
{
    (void)io;
    StrList args = STRLIST_INIT;
    for (uint32_t i = 1; i < n->nkids && n->kids[i]->kind == AST_WORD; i++) {
        if (eval_expand(sh, n->kids[i], 0, &args) != EXPAND_OK) {
            sl_fini(&args);
            return sh->status = 121;
        }
    }
    if (args.n == 0) {
        eval_error(sh, n->start, 8, "function: Expected a function name");
        sl_fini(&args);
        return sh->status = 2;
    }
    Str name = args.items[0];
    if (name.len == 0 || name.ptr[0] == '-' || memchr(name.ptr, '/', name.len) ||
        shell_builtin(sh, name)) {
        const AstNode *w = n->kids[1];
        eval_error(sh, w->start, w->len, "function: %s: cannot use reserved keyword as function name"
                   , name.ptr);
        sl_fini(&args);
        return sh->status = 2;
    }
    Function *f = func_new(name);
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
        } else if ((is_opt(a, "-w", "--wraps") || is_opt(a, "-e", "--on-event") ||
                    is_opt(a, "-v", "--on-variable") || is_opt(a, "-j", "--on-job-exit") ||
                    is_opt(a, "-p", "--on-process-exit") || is_opt(a, "-s", "--on-signal")) &&
                   has_next) {
            i++; /* recorded by the event system when it exists */
            named = false;
        } else if (named || a[0] != '-') {
            sl_push(&f->named_args, args.items[i]);
        } else {
            eval_error(sh, n->kids[1]->start, n->kids[1]->len, "function: %s: unknown option", a);
            func_unref(f);
            sl_fini(&args);
            return sh->status = 2;
        }
    }
    f->src = ps_ref(sh->frame->src);
    f->body = ast_find_kid(n, AST_JOB_LIST);
    if (sh->frame->file) f->file = xstrdup(sh->frame->file);
    f->line = diag_line_of(sb_str(&sh->frame->src->text), n->start);
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
    eval_run_body(sh, f->body, io);
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
    const Var *path = vars_get(sh->vars, STR("fish_function_path"), 0);
    char *file = path ? autoload_next(sh->autoload, &path->values, name) : NULL;
    if (!file) return false;
    StrBuf text = STRBUF_INIT;
    if (fs_read_file(file, &text) == 0) {
        int status = sh->status;
        Io io = io_standard();
        eval_text(sh, sb_str(&text), file, &io);
        sh->status = status; /* loading a function does not change $status */
    }
    sb_fini(&text);
    free(file);
    return true;
}
