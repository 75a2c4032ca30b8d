/* interactive/hlopts.c - every option a command takes, when minnow knows
 * them all: from a completion file that says it lists them, a function's
 * argparse specs, or a builtin's option table (see hlopts.h for the rules
 * and what is left out, and why). */
#include "interactive/hlopts.h"

#include "base/opt.h"
#include "env/func.h"
#include "env/var.h"
#include "exec/complete.h"
#include "parse/ast.h"
#include "parse/parser.h"
#include "store/compspec.h"

#include <string.h>

/* Builtins never checked: those that take any word as data (echo prints
 * an unknown option), keywords and decorations (what follows is a command
 * or a pattern), and those fish ships a function of the same name for. */
static const char *const unchecked[] = {
    "!",    "and",  "begin", "bg",       "builtin", "case", "cd",       "command",
    "echo", "else", "end",   "exec",     "fg",      "for",  "function", "history",
    "if",   "not",  "or",    "realpath", "switch",  "time", "wait",     "while",
};

static bool listed(const Var *v, Str name)
{
    for (size_t i = 0; v && i < v->values.n; i++)
        if (str_eq(v->values.items[i], name)) return true;
    return false;
}

static bool from_completions(Shell *sh, Str name, OptTable *t)
{
    bool declared = listed(vars_get(sh->vars, STR("__minnow_options_complete"), 0), name);
    bool from_man =
        !declared && listed(vars_get(sh->vars, STR("__minnow_options_from_man"), 0), name);
    if (!declared && !from_man) return false;
    const CompSpecs *cs = complete_specs(sh);
    if (cs_wraps(cs, name)) return false; /* it takes another command's options too */
    const CompEntry *e[8];
    size_t n = cs_lookup(cs, name, STR(""), e, 8);
    /* a man page does not say which options take a value, nor whether
       the first operand is a subcommand with options of its own */
    t->flags = from_man ? OPTT_ANY_VALUE | OPTT_STOP_AT_OPERAND : 0;
    for (size_t i = 0; i < n && i < 8; i++) {
        for (size_t j = 0; j < e[i]->n; j++) {
            const CompRule *r = &e[i]->rules[j];
            if (r->type == COMPOPT_ARGS) continue;
            OptKind kind = r->type == COMPOPT_SHORT ? OPTK_SHORT
                           : r->type == COMPOPT_OLD ? OPTK_OLD
                                                    : OPTK_LONG;
            OptValue v = r->requires_param ? OPTV_REQUIRED : r->args[0] ? OPTV_OPTIONAL : OPTV_NONE;
            optt_add(t, kind, str_cstr(r->option), v);
        }
    }
    return t->n > 0;
}

/* The first statement of a JOB_CONJ, when it is a plain command. */
static const AstNode *conj_command(const AstNode *conj)
{
    const AstNode *job = ast_find_kid(conj, AST_JOB);
    const AstNode *stmt = job ? ast_find_kid(job, AST_COMMAND) : NULL;
    if (!stmt || (ast_kid(stmt, 0) && ast_kid(stmt, 0)->kind == AST_KEYWORD)) return NULL;
    return stmt;
}

/* 'spec' or "spec" as it reads inside the quotes, when nothing in it is
 * special there; else w itself. */
static Str unquote(Str w)
{
    if (w.len < 2 || (w.ptr[0] != '\'' && w.ptr[0] != '"') || w.ptr[w.len - 1] != w.ptr[0])
        return w;
    Str in = str_sub(w, 1, w.len - 2);
    for (size_t i = 0; i < in.len; i++)
        if (strchr("'\"\\$", in.ptr[i]) || !in.ptr[i]) return w;
    return in;
}

/* argparse [OPTION...] SPEC... -- ARG...: the specs, when all are plain
 * words and the options leave unknown options out. */
static bool argparse_specs(const AstNode *cmd, Str src, OptTable *t)
{
    bool specs = false;
    for (uint32_t i = 1; i < cmd->nkids; i++) {
        const AstNode *k = cmd->kids[i];
        if (k->kind != AST_WORD) continue;
        Str w = unquote(ast_text(k, src));
        if (str_eq(w, STR("--"))) return specs;
        for (size_t j = 0; j < w.len; j++)
            if (strchr("$'\"\\(){}*?~%[", w.ptr[j])) return false; /* known only when it runs */
        if (!specs && w.len > 1 && w.ptr[0] == '-') {
            /* argparse's own options: -n -x -N -X take a value, attached or next */
            if (str_eq(w, STR("--ignore-unknown"))) return false;
            if (str_eq(w, STR("--stop-nonopt"))) t->flags |= OPTT_STOP_AT_OPERAND;
            if (str_eq(w, STR("--name")) || str_eq(w, STR("--exclusive")) ||
                str_eq(w, STR("--min-args")) || str_eq(w, STR("--max-args")))
                i++;
            for (size_t j = 1; w.ptr[1] != '-' && j < w.len; j++) {
                if (w.ptr[j] == 'i') return false;
                if (w.ptr[j] == 's') t->flags |= OPTT_STOP_AT_OPERAND;
                if (strchr("nxNX", w.ptr[j])) {
                    if (j + 1 == w.len) i++;
                    break;
                }
            }
            continue;
        }
        specs = true;
        optt_add_argparse_spec(t, w);
    }
    return false;
}

static bool from_function(const Function *f, OptTable *t)
{
    if (!f->body || !f->src) return false;
    Str src = sb_str(&f->src->text);
    for (uint32_t i = 0; i < f->body->nkids; i++) {
        const AstNode *conj = f->body->kids[i];
        if (conj->kind != AST_JOB_CONJ) continue;
        const AstNode *cmd = conj_command(conj);
        if (!cmd || !ast_kid(cmd, 0) || !str_eq(ast_text(cmd->kids[0], src), STR("argparse")))
            continue;
        t->flags = 0;
        return argparse_specs(cmd, src, t) && t->n > 0;
    }
    return false;
}

/* Every ASCII character, for the short options' names (the table borrows them). */
static const char letters[128] = {
#define L4(n)  n, n + 1, n + 2, n + 3
#define L16(n) L4(n), L4(n + 4), L4(n + 8), L4(n + 12)
#define L64(n) L16(n), L16(n + 16), L16(n + 32), L16(n + 48)
    L64(0),
    L64(64),
#undef L64
#undef L16
#undef L4
};

static bool from_builtin(const Builtin *b, OptTable *t)
{
    if (!b->opts || !b->opts[0].id) return false; /* no options: every word is data */
    for (size_t i = 0; i < sizeof unchecked / sizeof *unchecked; i++)
        if (!strcmp(b->name, unchecked[i])) return false;
    t->flags = OPTT_DASH_LONG | OPTT_STOP_AT_OPERAND;
    /* a subcommand's name comes before its options */
    if (!strcmp(b->name, "string") || !strcmp(b->name, "path") || !strcmp(b->name, "status"))
        t->skip = 1;
    for (const OptSpec *o = b->opts; o->id; o++) {
        OptValue v = o->arg == OPT_REQUIRED_ARG   ? OPTV_REQUIRED
                     : o->arg == OPT_OPTIONAL_ARG ? OPTV_OPTIONAL
                                                  : OPTV_NONE;
        if (o->id > 0 && o->id < 128) optt_add(t, OPTK_SHORT, (Str){&letters[o->id], 1}, v);
        if (o->long_name) optt_add(t, OPTK_LONG, str_cstr(o->long_name), v);
    }
    return t->n > 0;
}

bool hlopt_table(Shell *sh, Str name, OptTable *t)
{
    optt_clear(t);
    t->flags = 0;
    t->skip = 0;
    bool ok = false;
    const Function *f;
    const Builtin *b;
    if (from_completions(sh, name, t)) ok = true;
    else if ((optt_clear(t), f = funcs_get(sh->funcs, name))) ok = from_function(f, t);
    else if ((b = shell_builtin(sh, name))) ok = from_builtin(b, t);
    if (!ok) optt_clear(t);
    return ok;
}
