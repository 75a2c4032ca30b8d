/* exec/complete.c - the completion engine (see complete.h).
 *
 * The walk follows fish's: the process under the cursor is cut out of the
 * innermost command substitution; keywords that take a command (`if`,
 * `and`, `not`, `command` ...) and variable assignments before the command
 * are skipped; then the token is completed as a variable, a user, a
 * command, or an argument of the command (rules of the command and of
 * every command it wraps, then files). */
#include "exec/complete_impl.h"

#include "base/check.h"
#include "base/escape.h"
#include "base/fs.h"
#include "base/map.h"
#include "base/path.h"
#include "base/vec.h"
#include "env/autoload.h"
#include "env/features.h"
#include "env/func.h"
#include "env/var.h"
#include "exec/cmdfolders.h"
#include "exec/eval.h"
#include "exec/expand.h"
#include "exec/glob.h"
#include "exec/pipeline.h"
#include "parse/extent.h"
#include "parse/token.h"
#include "parse/word.h"
#include "proc/cmdpath.h"
#include "proc/signal.h"
#include "store/abbr.h"
#include "store/compspec.h"
#include "store/mime.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <pwd.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

#define WRAP_DEPTH_MAX 24   /* fish's limit on wrap chains and nested completion */
#define RULES_MAX 256       /* entries a command may take rules from */

/* ---- the state the shell keeps ---- */

CompleteState *complete_state_new(void)
{
    CompleteState *cs = xcalloc(1, sizeof *cs);
    cs->specs = cs_new();
    cs->autoload = autoload_new();
    cs->path_stale = true;
    cs->folders = cmdf_new();
    map_init(&cs->mime_comments, free);
    pthread_mutex_init(&cs->whatis.lock, NULL);
    pthread_cond_init(&cs->whatis.done_cv, NULL);
    map_init(&cs->whatis.map, free);
    return cs;
}

void complete_state_free(CompleteState *cs)
{
    if (!cs) return;
    if (cs->whatis.started) pthread_join(cs->whatis.thread, NULL);
    pthread_mutex_destroy(&cs->whatis.lock);
    pthread_cond_destroy(&cs->whatis.done_cv);
    map_fini(&cs->whatis.map);
    cs_free(cs->specs);
    autoload_free(cs->autoload);
    sl_fini(&cs->path);
    cmdf_free(cs->folders);
    mime_free(cs->mime);
    map_fini(&cs->mime_comments);
    sl_fini(&cs->mime_dirs);
    sb_fini(&cs->dir_path);
    sl_fini(&cs->dir_names);
    free(cs);
}

CompSpecs *complete_specs(Shell *sh)
{
    return sh->complete->specs;
}

void complete_path_changed(Shell *sh)
{
    sh->complete->path_stale = true;
}

/* ---- lists ---- */

void complist_fini(CompList *l)
{
    for (size_t i = 0; i < l->n; i++) {
        free(l->items[i].text);
        free(l->items[i].desc);
    }
    free(l->items);
    *l = (CompList){0};
}

void complist_add(CompList *l, Str text, Str desc, unsigned flags, unsigned rank)
{
    Completion c = {xmemdup(text.ptr, text.len), text.len, xmemdup(desc.ptr, desc.len), flags, rank};
    VEC_PUSH(l->items, l->n, l->cap, 16, c);
}

/* Puts prefix in front of the completion's text. */
void cpl_prepend(Completion *x, Str prefix)
{
    StrBuf b = STRBUF_INIT;
    sb_append(&b, prefix);
    sb_append(&b, str_make(x->text, x->len));
    free(x->text);
    x->len = b.len;
    x->text = sb_take(&b);
}

static int cmp_completion(const Completion *a, const Completion *b)
{
    bool aa = a->flags & COMP_ALL, ba = b->flags & COMP_ALL;
    if (aa != ba) return aa ? -1 : 1;
    bool ak = a->flags & COMP_KEEP_ORDER, bk = b->flags & COMP_KEEP_ORDER;
    if (ak && bk) return 0;
    if (ak != bk) return ak ? -1 : 1;
    return glob_completion_cmp(str_make(a->text, a->len), str_make(b->text, b->len));
}

static int cmp_for_suggestion(const Completion *a, const Completion *b)
{
    if ((a->rank & 7) != (b->rank & 7)) return (a->rank & 7) < (b->rank & 7) ? -1 : 1;
    bool ad = a->flags & COMP_DUP_ARG, bd = b->flags & COMP_DUP_ARG;
    if (ad != bd) return ad ? 1 : -1;
    size_t al = a->len, bl = b->len;
    bool at = al && a->text[al - 1] == '~', bt = bl && b->text[bl - 1] == '~';
    if (at != bt) return at ? 1 : -1;
    return 0;
}

/* A stable merge sort: the completions that compare equal keep their order. */
static void merge_sort(Completion *v, Completion *tmp, size_t n,
                       int (*cmp)(const Completion *, const Completion *))
{
    if (n < 2) return;
    size_t h = n / 2;
    merge_sort(v, tmp, h, cmp);
    merge_sort(v + h, tmp, n - h, cmp);
    size_t i = 0, j = h, k = 0;
    while (i < h && j < n) tmp[k++] = cmp(&v[j], &v[i]) < 0 ? v[j++] : v[i++];
    while (i < h) tmp[k++] = v[i++];
    while (j < n) tmp[k++] = v[j++];
    memcpy(v, tmp, n * sizeof *v);
}

void complist_sort(CompList *l, bool suggest)
{
    if (!l->n) return;
    unsigned best = UINT32_MAX;
    for (size_t i = 0; i < l->n; i++) {
        if (l->items[i].rank < best) best = l->items[i].rank;
    }
    Map seen = MAP_INIT;
    size_t kept = 0;
    for (size_t i = 0; i < l->n; i++) {
        Completion c = l->items[i];
        bool added = false;
        if (c.rank == best) map_upsert(&seen, str_make(c.text, c.len), &added);
        if (added) {
            l->items[kept++] = c;
        } else {
            free(c.text);
            free(c.desc);
        }
    }
    map_fini(&seen);
    l->n = kept;
    Completion *tmp = xreallocarray(NULL, l->n, sizeof *tmp);
    merge_sort(l->items, tmp, l->n, cmp_completion);
    if (suggest) merge_sort(l->items, tmp, l->n, cmp_for_suggestion);
    free(tmp);
}

/* ---- text helpers ---- */

/* The quote open at the end of s ('\'', '"'), or 0. */
char cpl_open_quote(Str s)
{
    char q = 0;
    for (size_t i = 0; i < s.len; i++) {
        char c = s.ptr[i];
        if (c == '\\' && q != '\'') {
            i++;
        } else if (c == '\\' && q == '\'') {
            if (i + 1 < s.len && (s.ptr[i + 1] == '\'' || s.ptr[i + 1] == '\\')) i++;
        } else if (!q && (c == '\'' || c == '"')) {
            q = c;
        } else if (q && c == q) {
            q = 0;
        }
    }
    return q;
}

/* What a token as typed so far means: its quotes and escapes undone, an
 * open quote taken as closed, a backslash at the end dropped. Falls back to
 * the text itself. */
void cpl_unescape_partial(Str tok, StrBuf *out)
{
    sb_clear(out);
    if (unescape_script(tok, out)) return;
    StrBuf t = STRBUF_INIT;
    sb_append(&t, tok);
    char q = cpl_open_quote(tok);
    if (t.len && t.ptr[t.len - 1] == '\\') {
        size_t n = 0;
        while (n < t.len && t.ptr[t.len - 1 - n] == '\\') n++;
        if (n % 2) t.len--;
    }
    if (q) sb_append_char(&t, q);
    sb_clear(out);
    if (!unescape_script(sb_str(&t), out)) {
        sb_clear(out);
        sb_append(out, tok);
    }
    sb_fini(&t);
}

/* What a token holds outside quotes and escapes (HAS_*). */
unsigned cpl_scan_token(Str s, bool qmark)
{
    unsigned found = 0;
    char q = 0;
    int depth = 0;
    for (size_t i = 0; i < s.len; i++) {
        char c = s.ptr[i];
        if (c == '\\') {
            if (q != '\'') i++;
        } else if (!q && (c == '\'' || c == '"')) {
            q = c;
        } else if (q && c == q) {
            q = 0;
        } else if (!q && (c == '*' || (qmark && c == '?'))) {
            found |= HAS_WILDCARD;
        } else if (!q && c == '{') {
            depth++;
        } else if (!q && c == '}' && depth) {
            depth--;
            if (!depth) found |= HAS_BRACES;
        } else if (q != '\'' && c == '$') {
            found |= HAS_DOLLAR;
        }
    }
    return found;
}

static void capitalize(char *s)
{
    if (*s >= 'a' && *s <= 'z') *s = (char)(*s - 32);
}

/* ---- the completer ---- */


bool cpl_cancelled(void *ctx)
{
    (void)ctx;
    return sig_pending(SIGINT);
}

bool cpl_fuzzy(const Completer *c)
{
    return c->req & COMPLETE_FUZZY;
}

bool cpl_describe(const Completer *c)
{
    return (c->req & COMPLETE_DESCRIBE) && !(c->req & COMPLETE_SUGGEST);
}

/* Adds cand (which may hold "\tdescription") if typed matches it. dots:
 * a leading '.' needs no '.' typed. */
static bool add_matching(Completer *c, Str typed, Str cand, Str desc, unsigned flags, bool anchored,
                         bool dots)
{
    const char *tab = memchr(cand.ptr, '\t', cand.len);
    if (tab) {
        desc = str_make(tab + 1, cand.len - (size_t)(tab - cand.ptr) - 1);
        cand.len = (size_t)(tab - cand.ptr);
    }
    if (!cand.len) return false;
    if (!dots && cand.ptr[0] == '.' && (!typed.len || typed.ptr[0] != '.')) return false;
    FuzzyMatch m;
    if (!fuzzy_match(typed, cand, anchored, &m)) return false;
    if (fuzzy_replaces(m) || (flags & COMP_REPLACE)) {
        complist_add(c->out, cand, desc, flags | COMP_REPLACE, fuzzy_rank(m));
    } else {
        complist_add(c->out, str_sub(cand, typed.len, cand.len - typed.len), desc, flags, fuzzy_rank(m));
    }
    return true;
}

/* fish's automatic space: none after a completion ending in a separator. */
static unsigned auto_space(Str s, unsigned flags)
{
    if (s.len && strchr("/=@:.,-", s.ptr[s.len - 1])) flags |= COMP_NO_SPACE;
    return flags;
}

/* ---- running rule code ---- */

static bool condition_ok(Completer *c, const char *cond)
{
    if (!*cond) return true;
    if (c->req & COMPLETE_SUGGEST) return false;
    void *v;
    if (map_find(&c->conds, str_cstr(cond), &v)) return v == (void *)1;
    StrBuf out = STRBUF_INIT;
    int status = c->sh->status;
    int r = eval_capture(c->sh, str_cstr(cond), &out, NULL);
    c->sh->status = status;
    sb_fini(&out);
    map_put(&c->conds, str_cstr(cond), r == 0 ? (void *)1 : (void *)2);
    return r == 0;
}

static bool conditions_ok(Completer *c, const CompRule *r)
{
    for (size_t i = 0; i < r->conds.n; i++) {
        if (!condition_ok(c, r->conds.items[i].ptr)) return false;
    }
    return true;
}

/* The shell's expansion hooks, with command substitutions refused unless
 * subs (an autosuggestion and file names never run any), and Ctrl-C
 * polled. */
ExpandHooks cpl_hooks(Completer *c, bool subs)
{
    ExpandHooks h = eval_hooks(c->sh);
    if (!subs) {
        h.run_cmdsub = NULL;
        h.cmdsub_status = NULL;
    }
    h.cancelled = cpl_cancelled;
    return h;
}

/* The command a word names, as fish finds its completions: variables and a
 * leading ~ expanded (no substitution run), else unescaped as written. */
static void command_word(Completer *c, Str word, StrBuf *out)
{
    if (memchr(word.ptr, '$', word.len) || (word.len && word.ptr[0] == '~')) {
        ExpandHooks h = cpl_hooks(c, false);
        StrList vals = STRLIST_INIT;
        DiagList errs = {0};
        bool one = expand_word(&h, word, 0, (uint32_t)word.len, EXPAND_NO_GLOB, &vals, &errs) == EXPAND_OK &&
                   vals.n == 1;
        if (one) {
            sb_clear(out);
            sb_append(out, vals.items[0]);
        }
        diag_list_fini(&errs);
        sl_fini(&vals);
        if (one) return;
    }
    cpl_unescape_partial(word, out);
}

/* The values of an argument list (`complete -a`): each word expanded as the
 * shell would, substitutions run (not for an autosuggestion). */
static void expand_arg_list(Completer *c, Str args, StrList *out)
{
    ExpandHooks h = cpl_hooks(c, !(c->req & COMPLETE_SUGGEST));
    unsigned flags = EXPAND_GLOB_NULL;
    if (!features_on(c->sh->features, FEAT_QMARK_NOGLOB)) flags |= EXPAND_QMARK_GLOB;
    int status = c->sh->status;
    Tokenizer t;
    tok_init(&t, args, c->tflags | TOKF_ARGS); /* words only: a `{` opens braces, never a block */
    for (Token k; (k = tok_next(&t)).type != TOK_NONE;) {
        if (k.type != TOK_STRING) continue;
        DiagList errs = {0};
        expand_word(&h, args, k.start, k.len, flags, out, &errs);
        diag_list_fini(&errs);
        if (cpl_cancelled(NULL)) break;
    }
    c->sh->status = status;
}

static void complete_from_args(Completer *c, Str typed, const CompRule *r)
{
    if (!*r->args) return;
    StrList vals = STRLIST_INIT;
    expand_arg_list(c, str_cstr(r->args), &vals);
    unsigned flags = r->keep_order ? COMP_KEEP_ORDER : 0;
    for (size_t i = 0; i < vals.n; i++) {
        Str v = vals.items[i];
        const char *tab = memchr(v.ptr, '\t', v.len);
        Str name = tab ? str_make(v.ptr, (size_t)(tab - v.ptr)) : v;
        add_matching(c, typed, v, str_cstr(r->desc), auto_space(name, flags) | COMP_NO_ESCAPE_TILDE,
                     !cpl_fuzzy(c), true);
    }
    sl_fini(&vals);
}

/* ---- loading completion files ---- */

static bool load_completions(Completer *c, Str cmd)
{
    CompleteState *st = c->st;
    if (cs_erased(st->specs, cmd) || (c->req & COMPLETE_SUGGEST))
        return false;          /* loading runs code */
    eval_autoload(c->sh, cmd); /* a function file may say --wraps */
    if (st->path_stale) {
        const Var *v = vars_get(c->sh->vars, STR("fish_complete_path"), 0);
        sl_fini(&st->path);
        if (v) sl_dup(&st->path, &v->values);
        autoload_set_dirs(st->autoload, &st->path);
        st->path_stale = false;
    }
    char *file = autoload_next(st->autoload, cmd);
    if (!file) return false;
    eval_source_file(c->sh, file);
    free(file);
    return true;
}

bool complete_load(Shell *sh, Str cmd)
{
    Completer c = {.sh = sh, .st = sh->complete};
    return cmd.len && load_completions(&c, cmd);
}

/* Appends the program cmd (a name looked up on $PATH, or a path) names to
 * *path; false when there is none. */
static bool command_path(Completer *c, Str cmd, StrBuf *path)
{
    const Var *pv = vars_get(c->sh->vars, STR("PATH"), 0);
    int err;
    char *p = cmdpath_find(c->sh->cmdpath, pv ? &pv->values : NULL, c->sh->path_generation, cmd, &err);
    if (!p) return false;
    sb_append_cstr(path, p);
    free(p);
    return true;
}

/* Whether cmd (a bare name) is a builtin, a function or a program on $PATH:
 * only then are its completions loaded, even when the line names it by a path
 * (fish's rule: a completion file may run the command it completes). */
static bool command_exists(Completer *c, Str cmd)
{
    if (shell_builtin(c->sh, cmd) || funcs_get(c->sh->funcs, cmd)) return true;
    if (c->sh->function_path.n && autoload_exists(&c->sh->function_path, cmd)) return true;
    StrBuf path = STRBUF_INIT;
    bool found = command_path(c, cmd, &path);
    sb_fini(&path);
    return found;
}

/* ---- options and arguments from the rules ---- */

static size_t dash_count(Str s)
{
    size_t n = 0;
    while (n < s.len && s.ptr[n] == '-') n++;
    return n;
}

static size_t dashes_of(CompOptType t)
{
    return t == COMPOPT_LONG ? 2 : t == COMPOPT_ARGS ? 0 : 1;
}

/* Whether optstr is exactly the option of r (with its dashes). */
static bool param_match(const CompRule *r, Str optstr)
{
    if (r->type == COMPOPT_ARGS) return false;
    size_t d = dash_count(optstr);
    return d == dashes_of(r->type) && str_eq_cstr(str_sub(optstr, d, optstr.len - d), r->option);
}

/* For `--opt=value` (or `-opt=value`): where the value starts, or 0. */
static size_t param_match2(const CompRule *r, Str optstr)
{
    if (!*r->option) return 0;
    size_t d = dash_count(optstr);
    if (d != dashes_of(r->type)) return 0;
    size_t n = strlen(r->option);
    if (optstr.len - d < n || memcmp(optstr.ptr + d, r->option, n) != 0) return 0;
    if (d + n >= optstr.len || optstr.ptr[d + n] != '=') return 0;
    return d + n + 1;
}

/* In a token of short options like -xzPARAM: the position of the last
 * option character (a parameter may follow it), or 0 for none. An option
 * whose conditions fail is no option here, as in fish. */
static size_t short_option_pos(Completer *c, Str arg, const CompRule *rules, size_t n)
{
    if (arg.len <= 1 || dash_count(arg) != 1) return 0;
    for (size_t pos = 1; pos < arg.len; pos++) {
        const CompRule *m = NULL;
        for (size_t i = 0; i < n; i++) {
            if (rules[i].type == COMPOPT_SHORT && rules[i].option[0] == arg.ptr[pos] &&
                conditions_ok(c, &rules[i])) {
                m = &rules[i];
                break;
            }
        }
        if (!m) return pos == 1 ? 0 : pos - 1;
        if (m->requires_param) return pos;
    }
    return arg.len - 1;
}

typedef struct FileMode {
    bool use_files, has_force, use_common;
} FileMode;

static void take_mode(FileMode *fm, const CompRule *r)
{
    if (r->requires_param) fm->use_common = false;
    if (r->no_files) fm->use_files = false;
    if (r->force_files) fm->has_force = true;
}

/* Deep copies of an entry's rules, newest first (fish's order), so rule
 * code that changes the rules cannot pull them away from under us. */
static CompRule *copy_rules(const CompEntry *e)
{
    CompRule *v = xcalloc(e->n ? e->n : 1, sizeof *v);
    for (size_t i = 0; i < e->n; i++) {
        const CompRule *r = &e->rules[e->n - 1 - i];
        v[i] = *r;
        v[i].option = xstrdup(r->option);
        v[i].args = xstrdup(r->args);
        v[i].desc = xstrdup(r->desc);
        v[i].conds = (StrList)STRLIST_INIT;
        sl_dup(&v[i].conds, &r->conds);
    }
    return v;
}

static void free_rules(CompRule *v, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        free(v[i].option);
        free(v[i].args);
        free(v[i].desc);
        sl_fini(&v[i].conds);
    }
    free(v);
}

/* The option s starts with a rule's option: complete the value after it. */
static void complete_option_value(Completer *c, Str s, size_t at, const CompRule *r)
{
    size_t first = c->out->n;
    complete_from_args(c, str_sub(s, at, s.len - at), r);
    for (size_t k = first; k < c->out->n; k++) {
        Completion *x = &c->out->items[k];
        if (x->flags & COMP_REPLACE) cpl_prepend(x, str_sub(s, 0, at));
    }
}

/* Completions from cmd's rules for s (the argument being completed, its
 * quotes undone) after popt (the argument before it). */
static void complete_param(Completer *c, Str cmd_orig, Str popt, Str s, bool use_switches, bool *do_file)
{
    /* the empty command ("" t) is no command at all, not the "." basename gives */
    Str cmd = cmd_orig.len ? path_basename(cmd_orig) : cmd_orig;
    StrBuf path = STRBUF_INIT; /* the program's path, which `complete -p` rules name */
    if (cmd_orig.len) command_path(c, cmd_orig, &path);
    if (command_exists(c, cmd)) load_completions(c, cmd);
    if (path.len && path.ptr[0] != '/') {
        StrBuf real = STRBUF_INIT;
        if (path_real(path.ptr, &real)) {
            sb_clear(&path);
            sb_append(&path, sb_str(&real));
        }
        sb_fini(&real);
    }
    const CompEntry *entries[RULES_MAX];
    size_t n_entries = cs_lookup(c->st->specs, cmd, sb_str(&path), entries, RULES_MAX);
    CompRule *lists[RULES_MAX];
    size_t lens[RULES_MAX];
    for (size_t e = 0; e < n_entries; e++) {
        lists[e] = copy_rules(entries[e]);
        lens[e] = entries[e]->n;
    }
    sb_fini(&path);

    FileMode fm = {.use_files = true};
    for (size_t e = 0; e < n_entries; e++) {
        CompRule *o = lists[e];
        size_t n = lens[e];
        size_t short_pos = short_option_pos(c, s, o, n);
        int last_requires = -1; /* unknown */
        fm.use_common = true;
        if (use_switches) {
            if (s.len && s.ptr[0] == '-') {
                /* an option with its value in the same word: --color=au, -I/usr/inc */
                for (size_t i = 0; i < n; i++) {
                    size_t at = 0;
                    if (o[i].type == COMPOPT_SHORT) {
                        if (!short_pos || o[i].option[0] != s.ptr[short_pos]) continue;
                        at = short_pos + 1;
                    } else {
                        at = param_match2(&o[i], s);
                    }
                    if (!conditions_ok(c, &o[i])) continue;
                    if (o[i].type == COMPOPT_SHORT) {
                        last_requires = last_requires < 0 ? o[i].requires_param
                                                          : (last_requires && o[i].requires_param);
                    }
                    if (!at) continue;
                    take_mode(&fm, &o[i]);
                    complete_option_value(c, s, at, &o[i]);
                }
            } else if (popt.len && popt.ptr[0] == '-') {
                /* the word before is an option: this may be its value */
                for (size_t i = 0; i < n; i++) {
                    if (o[i].type == COMPOPT_OLD && param_match(&o[i], popt) && conditions_ok(c, &o[i])) {
                        take_mode(&fm, &o[i]);
                        complete_from_args(c, s, &o[i]);
                    }
                }
                size_t prev_pos = short_option_pos(c, popt, o, n);
                for (size_t i = 0; i < n; i++) {
                    if (!o[i].requires_param) continue;
                    bool m = false;
                    if (o[i].type == COMPOPT_SHORT) {
                        m = prev_pos && prev_pos + 1 == popt.len && o[i].option[0] == popt.ptr[prev_pos];
                    } else if (o[i].type == COMPOPT_LONG) {
                        m = param_match(&o[i], popt);
                    }
                    if (m && conditions_ok(c, &o[i])) {
                        take_mode(&fm, &o[i]);
                        complete_from_args(c, s, &o[i]);
                    }
                }
            }
        }
        if (!fm.use_common) continue;
        bool last_req = last_requires > 0;
        for (size_t i = 0; i < n; i++) {
            if (!conditions_ok(c, &o[i])) continue;
            if (o[i].type == COMPOPT_ARGS) {
                if (o[i].no_files) fm.use_files = false;
                if (o[i].force_files) fm.has_force = true;
                complete_from_args(c, s, &o[i]);
            }
            if (!use_switches || !s.len) continue;
            if (o[i].type == COMPOPT_SHORT) {
                char ch = o[i].option[0];
                if (short_pos) {
                    if (short_pos + 1 != s.len || last_req || memchr(s.ptr, ch, s.len)) continue;
                } else if (!str_eq(s, STR("-"))) {
                    continue;
                }
                complist_add(c->out, str_make(&ch, 1), str_cstr(o[i].desc), 0, RANK_EXACT);
                continue;
            }
            if (o[i].type == COMPOPT_ARGS) continue;
            StrBuf whole = STRBUF_INIT;
            sb_append_repeat(&whole, '-', dashes_of(o[i].type));
            sb_append_cstr(&whole, o[i].option);
            FuzzyMatch m;
            if (whole.len >= s.len && s.ptr[0] == '-' && fuzzy_match(s, sb_str(&whole), !cpl_fuzzy(c), &m)) {
                unsigned flags = fuzzy_replaces(m) ? COMP_REPLACE : 0;
                Str text = flags ? sb_str(&whole) : str_sub(sb_str(&whole), s.len, whole.len - s.len);
                if (o[i].type == COMPOPT_LONG && *o[i].args && !o[i].requires_param) {
                    StrBuf eq = STRBUF_INIT;
                    sb_append(&eq, text);
                    sb_append_char(&eq, '=');
                    complist_add(c->out, sb_str(&eq), str_cstr(o[i].desc), flags | COMP_NO_SPACE, fuzzy_rank(m));
                    sb_fini(&eq);
                }
                complist_add(c->out, text, str_cstr(o[i].desc), flags, fuzzy_rank(m));
            }
            sb_fini(&whole);
        }
    }
    for (size_t e = 0; e < n_entries; e++) free_rules(lists[e], lens[e]);
    if (fm.has_force) *do_file = true;
    else if (!fm.use_files) *do_file = false;
}

/* ---- wrapped commands ---- */

typedef struct ArgData {
    Str prev, cur;          /* unescaped */
    bool had_ddash;
    bool do_file;
    StrList visited;
    StrList assigns; /* NAME=value words before the command and its wrap targets */
} ArgData;

/* Sets the NAME=value words of a command line in a scope of their own, as
 * running it would, but without running a substitution (VAR=(cmd) is empty)
 * and without --on-variable events. Returns true when the scope is pushed (the
 * caller pops it); false when there is nothing to set or one name cannot be
 * set (`version=1`): then, as in fish, none of them is. */
static bool push_assignments(Completer *c, const StrList *assigns)
{
    Shell *sh = c->sh;
    /* as fish, whose autosuggestions complete with no parser to set them in:
       `HOME=$PWD ls ~/` suggests from the real home, Tab from $PWD */
    if (!assigns->n || (c->req & COMPLETE_SUGGEST)) return false;
    vars_push(sh->vars, VARS_FRAME_BLOCK);
    bool ok = true;
    bool quiet = sh->quiet_var_changes;
    sh->quiet_var_changes = true;
    ExpandHooks h = cpl_hooks(c, false);
    for (size_t i = 0; ok && i < assigns->n; i++) {
        Str a = assigns->items[i];
        long eq = tok_assignment_eq(a);
        StrList vals = STRLIST_INIT;
        DiagList errs = {0};
        if (expand_word(&h, a, (uint32_t)eq + 1, (uint32_t)(a.len - (size_t)eq - 1),
                        EXPAND_GLOB_NULL, &vals, &errs) != EXPAND_OK)
            sl_clear(&vals);
        diag_list_fini(&errs);
        ok = vars_set(sh->vars, str_sub(a, 0, (size_t)eq), VM_LOCAL | VM_EXPORT, &vals) == VARS_OK;
        sl_fini(&vals);
    }
    sh->quiet_var_changes = quiet;
    if (!ok) vars_pop(sh->vars);
    return ok;
}

static bool visited(const ArgData *ad, Str cmd)
{
    for (size_t i = 0; i < ad->visited.n; i++) {
        if (str_eq(ad->visited.items[i], cmd)) return true;
    }
    return false;
}

static void walk_wrap_chain(Completer *c, Str cmd, Str cmdline, size_t cmd_at, size_t cmd_len, ArgData *ad,
                            unsigned depth)
{
    if (depth > WRAP_DEPTH_MAX || cpl_cancelled(NULL)) return;
    EditorLink *ed = &c->sh->editor;
    Str saved = ed->transient;
    if (!(c->req & COMPLETE_SUGGEST)) ed->transient = cmdline;
    bool pushed = push_assignments(c, &ad->assigns);
    complete_param(c, cmd, ad->prev, ad->cur, !ad->had_ddash, &ad->do_file);
    if (pushed) vars_pop(c->sh->vars);
    ed->transient = saved;

    StrList targets = STRLIST_INIT;
    const StrList *w = cs_wraps(c->st->specs, cmd);
    if (w) sl_extend(&targets, w);
    Function *f = funcs_get(c->sh->funcs, cmd);
    if (f) sl_extend(&targets, &f->wraps);
    for (size_t i = 0; i < targets.n; i++) {
        Str wt = targets.items[i];
        Tokenizer t;
        tok_init(&t, wt, c->tflags);
        Token k;
        size_t outer = ad->assigns.n; /* the target's own assignments come after, and win */
        while ((k = tok_next(&t)).type == TOK_STRING && tok_assignment_eq(tok_text(&t, &k)) >= 0)
            sl_push(&ad->assigns, tok_text(&t, &k));
        if (k.type != TOK_STRING) {
            sl_truncate(&ad->assigns, outer);
            continue;
        }
        StrBuf wcmd = STRBUF_INIT;
        command_word(c, tok_text(&t, &k), &wcmd);
        if (wcmd.len && !visited(ad, sb_str(&wcmd))) {
            sl_push(&ad->visited, sb_str(&wcmd));
            StrBuf faux = STRBUF_INIT;
            sb_append(&faux, str_sub(cmdline, 0, cmd_at));
            sb_append(&faux, wt);
            sb_append(&faux, str_sub(cmdline, cmd_at + cmd_len, cmdline.len - cmd_at - cmd_len));
            walk_wrap_chain(c, sb_str(&wcmd), sb_str(&faux), cmd_at + k.start, wcmd.len, ad, depth + 1);
            sb_fini(&faux);
        }
        sl_truncate(&ad->assigns, outer);
        sb_fini(&wcmd);
    }
    sl_fini(&targets);
}

/* ---- commands ---- */

/* The whatis thread: command summaries from `apropos`. */
static void *whatis_main(void *arg)
{
    Whatis *w = arg;
    int fds[2];
    StrBuf out = STRBUF_INIT;
    if (fs_pipe(fds) == 0) {
        posix_spawn_file_actions_t fa;
        posix_spawn_file_actions_init(&fa);
        posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
        posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
        posix_spawn_file_actions_addopen(&fa, 0, "/dev/null", O_RDONLY, 0);
        char *argv[] = {"apropos", "-l", "-s", "1,6,8", ".", NULL};
        pid_t pid;
        if (posix_spawnp(&pid, "apropos", &fa, NULL, argv, environ) == 0) {
            close(fds[1]);
            fs_read_fd(fds[0], &out);
            while (waitpid(pid, NULL, 0) < 0 && errno == EINTR) {}
        } else {
            close(fds[1]);
        }
        close(fds[0]);
        posix_spawn_file_actions_destroy(&fa);
    }
    Map map = MAP_INIT;
    map_init(&map, free);
    /* lines: NAME (SECTION) - SUMMARY */
    for (size_t pos = 0; pos < out.len;) {
        const char *nl = memchr(out.ptr + pos, '\n', out.len - pos);
        size_t end = nl ? (size_t)(nl - out.ptr) : out.len;
        Str line = str_sub(sb_str(&out), pos, end - pos);
        pos = end + 1;
        const char *sp = memchr(line.ptr, ' ', line.len);
        const char *stop = line.ptr + line.len, *dash = NULL;
        for (const char *p = sp; p && p + 3 <= stop && !dash; p = memchr(p + 1, ' ', (size_t)(stop - p - 1))) {
            if (p[1] == '-' && p[2] == ' ') dash = p; /* " - " within this line only */
        }
        if (!sp || !dash) continue;
        Str name = str_make(line.ptr, (size_t)(sp - line.ptr));
        const char *d = dash + 3;
        char *desc = xmemdup(d, (size_t)(line.ptr + line.len - d));
        capitalize(desc);
        bool added;
        void **slot = map_upsert(&map, name, &added);
        if (added) *slot = desc;
        else free(desc);
    }
    sb_fini(&out);
    pthread_mutex_lock(&w->lock);
    map_fini(&w->map);
    w->map = map;
    w->done = true;
    pthread_cond_broadcast(&w->done_cv);
    pthread_mutex_unlock(&w->lock);
    return NULL;
}

/* The summaries, when ready (waiting for them up to 3 s with wait). NULL
 * while they are being read. The caller unlocks with whatis_release. */
static const Map *whatis_get(CompleteState *st, bool wait)
{
    Whatis *w = &st->whatis;
    pthread_mutex_lock(&w->lock);
    if (!w->started) {
        w->started = true;
        sigset_t all, old;
        sigfillset(&all);
        pthread_sigmask(SIG_SETMASK, &all, &old); /* the thread takes no signals */
        if (pthread_create(&w->thread, NULL, whatis_main, w) != 0) {
            w->started = false;
            w->done = true;
        }
        pthread_sigmask(SIG_SETMASK, &old, NULL);
    }
    if (wait && !w->done) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_sec += 3;
        while (!w->done && pthread_cond_timedwait(&w->done_cv, &w->lock, &until) == 0) {}
    }
    if (!w->done) {
        pthread_mutex_unlock(&w->lock);
        return NULL;
    }
    return &w->map;
}

static void whatis_release(CompleteState *st)
{
    pthread_mutex_unlock(&st->whatis.lock);
}

/* Command summaries for the completions from first on (typed: what they
 * complete). */
static void describe_commands(Completer *c, Str typed, size_t first)
{
    bool any = false;
    for (size_t i = first; i < c->out->n; i++) {
        size_t n = c->out->items[i].len;
        if (!n || c->out->items[i].text[n - 1] != '/') any = true;
    }
    if (!any) return;
    const Map *m = whatis_get(c->st, c->req & COMPLETE_WAIT_WHATIS);
    if (!m) return;
    StrBuf name = STRBUF_INIT;
    for (size_t i = first; i < c->out->n; i++) {
        Completion *x = &c->out->items[i];
        sb_clear(&name);
        if (!(x->flags & COMP_REPLACE)) sb_append(&name, typed);
        sb_append_cstr(&name, x->text);
        const char *d = map_get(m, sb_str(&name));
        if (d) {
            free(x->desc);
            x->desc = xstrdup(d);
        }
    }
    whatis_release(c->st);
    sb_fini(&name);
}

static void complete_abbr(Completer *c, Str typed)
{
    StrBuf desc = STRBUF_INIT;
    for (size_t i = 0, n = abbr_count(c->sh->abbrs); i < n; i++) {
        const Abbr *a = abbr_at(c->sh->abbrs, i);
        if (a->regex) continue;
        sb_clear(&desc);
        if (cpl_describe(c)) sb_printf(&desc, "Abbreviation: %s", a->expansion);
        add_matching(c, typed, str_cstr(a->name), sb_str(&desc), COMP_NO_SPACE, !cpl_fuzzy(c), true);
    }
    sb_fini(&desc);
}

/* The folders commands are looked for in: $PATH, or fish's default when it
 * is unset (put in *defaults). */
static const StrList *command_dirs(Shell *sh, StrList *defaults)
{
    const Var *pv = vars_get(sh->vars, STR("PATH"), 0);
    if (pv) return &pv->values;
    sl_push_cstr(defaults, "/usr/local/bin");
    sl_push_cstr(defaults, "/usr/bin");
    sl_push_cstr(defaults, "/bin");
    return defaults;
}

void complete_preload(Shell *sh)
{
    StrList defaults = STRLIST_INIT;
    cmdf_preload(sh->complete->folders, command_dirs(sh, &defaults), &sh->function_path);
    sl_fini(&defaults);
}

static void complete_cmd(Completer *c, Str tok)
{
    StrBuf typed = STRBUF_INIT;
    cpl_unescape_partial(tok, &typed);
    Str t = sb_str(&typed);
    size_t first = c->out->n;
    bool has_slash = memchr(t.ptr, '/', t.len) != NULL;
    unsigned kinds = c->cmd_kinds;
    if (has_slash || (t.len && t.ptr[0] == '~')) {
        FileQuery q = {.commands = true, .fuzzy = cpl_fuzzy(c)};
        if (kinds & CMD_PROGRAMS) cpl_file_token(c, tok, &q, 0);
    } else {
        bool want_desc = cpl_describe(c);
        StrList defaults = STRLIST_INIT;
        const StrList *dirs = command_dirs(c->sh, &defaults);
        for (size_t i = 0; (kinds & CMD_PROGRAMS) && i < dirs->n; i++) {
            if (!dirs->items[i].len) continue;
            const StrList *names = cmdf_get(c->st->folders, dirs->items[i], false);
            for (size_t k = 0; names && k < names->n; k++) {
                Str n = str_cstr(names->items[k].ptr);
                bool link = names->items[k].ptr[n.len + 1] == 'l';
                const char *desc = want_desc ? (link ? "command link" : "command") : "";
                add_matching(c, t, n, str_cstr(desc), 0, !cpl_fuzzy(c), true);
            }
        }
        sl_fini(&defaults);
        /* directories here (implicit cd) */
        FileQuery q = {.dirs_only = true, .commands = true, .fuzzy = cpl_fuzzy(c)};
        if (kinds == CMD_ALL) cpl_file_token(c, tok, &q, 0);
        /* functions, those starting with _ only when asked for */
        StrList names = STRLIST_INIT;
        if (kinds & CMD_FUNCTIONS) funcs_names(c->sh->funcs, &names);
        for (size_t i = 0; (kinds & CMD_FUNCTIONS) && i < c->sh->function_path.n; i++) {
            const StrList *files = cmdf_get(c->st->folders, c->sh->function_path.items[i], true);
            if (files) sl_extend(&names, files);
        }
        bool hidden = t.len && t.ptr[0] == '_';
        for (size_t i = 0; i < names.n; i++) {
            Str n = names.items[i];
            if (n.ptr[0] == '_' && !hidden) continue;
            Function *f = funcs_get(c->sh->funcs, n);
            const char *desc = want_desc && f && f->description ? f->description : "";
            add_matching(c, t, n, str_cstr(desc), 0, !cpl_fuzzy(c), true);
        }
        sl_fini(&names);
        for (size_t i = 0; (kinds & CMD_BUILTINS) && i < c->sh->n_builtins; i++) {
            const Builtin *b = &c->sh->builtins[i];
            if (b->name[0] == '_' && !hidden) continue;
            add_matching(c, t, str_cstr(b->name), str_cstr(want_desc ? b->description : ""), 0, !cpl_fuzzy(c),
                         true);
        }
    }
    if (cpl_describe(c) && t.len >= 1) describe_commands(c, t, first);
    sb_fini(&typed);
}

/* ---- variables and users ---- */

static bool complete_variable(Completer *c, Str tok)
{
    /* the '$' heading a (maybe empty) run of name characters at the end */
    long start = -1;
    char q = 0;
    for (size_t i = 0; i < tok.len; i++) {
        char ch = tok.ptr[i];
        size_t name_len = word_name_char_len(tok.ptr + i, tok.len - i);
        if (!name_len) start = -1;
        else i += name_len - 1;
        if (ch == '\\') {
            i++;
        } else if (ch == '$') {
            if (q != '\'') start = (long)i;
        } else if (ch == '\'' || ch == '"') {
            if (q == ch) q = 0;
            else if (!q) q = ch;
        }
    }
    if (start < 0) return false;
    size_t at = (size_t)start + 1;
    if ((c->req & COMPLETE_SUGGEST) && at == tok.len) return false;
    Str var = str_sub(tok, at, tok.len - at);
    StrList names = STRLIST_INIT;
    vars_names(c->sh->vars, 0, &names);
    StrBuf desc = STRBUF_INIT, text = STRBUF_INIT;
    bool any = false;
    for (size_t i = 0; i < names.n; i++) {
        Str n = names.items[i];
        FuzzyMatch m;
        if (!fuzzy_match(var, n, !cpl_fuzzy(c), &m)) continue;
        sb_clear(&desc);
        if (cpl_describe(c)) {
            const Var *v = vars_get(c->sh->vars, n, 0);
            if (!v) continue;
            sb_append_cstr(&desc, "Variable: ");
            if (str_eq(n, STR("history"))) {
                sb_append_cstr(&desc, "(the command history)");
            } else {
                for (size_t k = 0; k < v->values.n && desc.len < 512; k++) {
                    if (k) sb_append_cstr(&desc, "  ");
                    escape_script(v->values.items[k], &desc);
                }
            }
        }
        if (fuzzy_replaces(m)) {
            sb_clear(&text);
            sb_append(&text, str_sub(tok, 0, at));
            sb_append(&text, n);
            complist_add(c->out, sb_str(&text), sb_str(&desc), COMP_REPLACE | COMP_NO_ESCAPE, fuzzy_rank(m));
        } else {
            complist_add(c->out, str_sub(n, var.len, n.len - var.len), sb_str(&desc), 0, fuzzy_rank(m));
        }
        any = true;
    }
    sl_fini(&names);
    sb_fini(&desc);
    sb_fini(&text);
    return any;
}

static bool complete_user(Completer *c, Str tok)
{
    if (!tok.len || tok.ptr[0] != '~' || memchr(tok.ptr, '/', tok.len)) return false;
    Str user = str_sub(tok, 1, tok.len - 1);
    if (memchr(user.ptr, '~', user.len)) return false;
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    bool any = false;
    StrBuf desc = STRBUF_INIT, text = STRBUF_INIT;
    setpwent();
    for (struct passwd *pw; (pw = getpwent());) {
        Str n = str_cstr(pw->pw_name);
        sb_clear(&desc);
        sb_printf(&desc, "Home for %s", pw->pw_name);
        FuzzyMatch m;
        if (str_starts_with(n, user)) {
            complist_add(c->out, str_sub(n, user.len, n.len - user.len), sb_str(&desc), COMP_NO_SPACE, RANK_EXACT);
            any = true;
        } else if (fuzzy_match(user, n, true, &m)) {
            sb_clear(&text);
            sb_printf(&text, "~%s", pw->pw_name);
            complist_add(c->out, sb_str(&text), sb_str(&desc), COMP_REPLACE | COMP_NO_ESCAPE | COMP_NO_SPACE, RANK_EXACT);
            any = true;
        }
        clock_gettime(CLOCK_MONOTONIC, &t1);
        if ((t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000 > 200) break;
    }
    endpwent();
    sb_fini(&desc);
    sb_fini(&text);
    return any;
}

/* ---- the command line ---- */

typedef struct Tok {
    TokType type;
    size_t start, end;
} Tok;

/* Keywords and decorators after which a command follows. Each takes
 * options of its own first (`not -h`), so a word starting with '-' after
 * one completes its options. */
static bool takes_command(Str w)
{
    static const char *const kw[] = {"and",   "or",   "not",     "!",       "if",   "while",
                                     "else",  "begin", "command", "builtin", "exec", "time"};
    for (size_t i = 0; i < sizeof kw / sizeof *kw; i++) {
        if (str_eq_cstr(w, kw[i])) return true;
    }
    return false;
}

static void mark_duplicates(Completer *c, Str cl, const Tok *toks, size_t n, Str cur, size_t first)
{
    StrList args = STRLIST_INIT;
    StrBuf u = STRBUF_INIT;
    for (size_t i = 0; i < n; i++) {
        if (toks[i].type != TOK_STRING) continue;
        sb_clear(&u);
        if (unescape_script(str_sub(cl, toks[i].start, toks[i].end - toks[i].start), &u)) sl_push(&args, sb_str(&u));
    }
    StrBuf full = STRBUF_INIT;
    for (size_t i = first; i < c->out->n; i++) {
        Completion *x = &c->out->items[i];
        sb_clear(&full);
        if (!(x->flags & COMP_REPLACE)) sb_append(&full, cur);
        sb_append_cstr(&full, x->text);
        for (size_t k = 0; k < args.n; k++) {
            if (str_eq(args.items[k], sb_str(&full))) {
                x->flags |= COMP_DUP_ARG;
                break;
            }
        }
    }
    sl_fini(&args);
    sb_fini(&u);
    sb_fini(&full);
}

static void perform(Completer *c, Str line)
{
    Span sub = extent_cmdsub(line, line.len, c->tflags);
    Str cl = str_sub(line, sub.start, line.len - sub.start);
    size_t cursor = cl.len;
    size_t pos = cursor;
    while (pos > 0 && cl.ptr[pos - 1] == ' ') pos--;
    Span proc = extent_job(cl, pos, true, c->tflags);

    Tok *toks = NULL;
    size_t n = 0, cap = 0;
    Tokenizer t;
    tok_init(&t, str_sub(cl, proc.start, cursor - proc.start), c->tflags | TOKF_UNFINISHED | TOKF_COMMENTS);
    for (Token k; (k = tok_next(&t)).type != TOK_NONE;) {
        if (k.type != TOK_STRING && k.type != TOK_REDIRECT && k.type != TOK_COMMENT && k.type != TOK_ERROR) {
            continue;
        }
        Tok x = {k.type, proc.start + k.start, proc.start + k.start + k.len};
        VEC_PUSH(toks, n, cap, 8, x);
    }
    size_t skip = 0;
#define AT_CURSOR(i) (toks[i].start <= cursor && cursor <= toks[i].end)
#define TEXT(i) str_sub(cl, toks[i].start, toks[i].end - toks[i].start)
    /* keywords and decorators before the command, then assignments */
    while (skip < n && toks[skip].type == TOK_STRING && !AT_CURSOR(skip)) {
        Str w = TEXT(skip);
        bool option_next = skip + 1 < n && toks[skip + 1].end > toks[skip + 1].start &&
                           cl.ptr[toks[skip + 1].start] == '-';
        if (takes_command(w) && !option_next) {
            /* `builtin NAME` runs builtins only, as fish offers them; `command
               NAME` programs only, which the editor's pager alone shows (fish's
               `complete -C` offers all it offers in command position) */
            if (str_eq_cstr(w, "builtin")) c->cmd_kinds = CMD_BUILTINS;
            else if (str_eq_cstr(w, "command") && (c->req & COMPLETE_EDITOR)) c->cmd_kinds = CMD_PROGRAMS;
            skip++;
        } else if (tok_assignment_eq(w) >= 0) {
            skip++;
        } else {
            break;
        }
    }
    if (skip == n) {
        if (!(c->req & COMPLETE_SUGGEST)) {
            complete_cmd(c, STR(""));
            complete_abbr(c, STR(""));
        }
        free(toks);
        return;
    }
    Tok *cmd = &toks[skip], *cur = &toks[n - 1];
    if (cur->type == TOK_COMMENT || cmd->type != TOK_STRING || cur->type == TOK_ERROR) {
        free(toks);
        return;
    }
    Str cur_text = TEXT(n - 1);
    bool in_cur = AT_CURSOR(n - 1);
    if (in_cur && (complete_variable(c, cur_text) || complete_user(c, cur_text))) {
        free(toks);
        return;
    }
    if (AT_CURSOR(skip)) {
        long eq = tok_assignment_eq(cur_text);
        if (eq >= 0) {
            size_t first = c->out->n;
            cpl_param_expand(c, str_sub(cur_text, (size_t)eq + 1, cur_text.len - (size_t)eq - 1), true,
                                  false);
            for (size_t i = first; i < c->out->n; i++) {
                Completion *x = &c->out->items[i];
                if (x->flags & COMP_REPLACE) cpl_prepend(x, str_sub(cur_text, 0, (size_t)eq + 1));
            }
        } else {
            complete_abbr(c, cur_text);
            complete_cmd(c, cur_text);
        }
        free(toks);
        return;
    }
    bool in_redirection = cur->type == TOK_REDIRECT;
    Str current = STR(""), previous = STR("");
    bool had_ddash = false;
    if (cur->type == TOK_STRING && cur->start <= pos && pos <= cur->end) {
        if (!in_cur) {
            previous = cur_text;
        } else {
            current = cur_text;
            if (n - 1 > skip) {
                if (toks[n - 2].type == TOK_STRING) previous = TEXT(n - 2);
                in_redirection = toks[n - 2].type == TOK_REDIRECT;
            }
        }
        for (size_t i = skip; i + 1 < n; i++) {
            if (str_eq(TEXT(i), STR("--"))) had_ddash = true;
        }
    }
    bool do_file = in_redirection, cd = false;
    /* the line's own VAR=value words are in effect for its completion */
    StrList assigns = STRLIST_INIT;
    for (size_t i = 0; i < skip; i++)
        if (tok_assignment_eq(TEXT(i)) >= 0) sl_push(&assigns, TEXT(i));
    if (!in_redirection) {
        StrBuf cmd_name = STRBUF_INIT, prev = STRBUF_INIT, curu = STRBUF_INIT;
        command_word(c, TEXT(skip), &cmd_name);
        cpl_unescape_partial(previous, &prev);
        cpl_unescape_partial(current, &curu);
        ArgData ad = {.prev = sb_str(&prev), .cur = sb_str(&curu), .had_ddash = had_ddash, .do_file = true};
        sl_extend(&ad.assigns, &assigns);
        Str effective = str_sub(cl, cmd->start, cursor - cmd->start);
        walk_wrap_chain(c, sb_str(&cmd_name), effective, 0, cmd->end - cmd->start, &ad, 0);
        do_file = ad.do_file;
        if ((c->req & COMPLETE_SUGGEST) && !curu.len) do_file = false;
        cd = str_eq(sb_str(&cmd_name), STR("cd")) || visited(&ad, STR("cd"));
        sl_fini(&ad.visited);
        sl_fini(&ad.assigns);
        sb_fini(&cmd_name);
        sb_fini(&prev);
        sb_fini(&curu);
    }
    size_t first = 0;
    bool pushed = push_assignments(c, &assigns);
    cpl_param_expand(c, current, do_file, cd);
    if (pushed) vars_pop(c->sh->vars);
    sl_fini(&assigns);
    StrBuf curu = STRBUF_INIT;
    cpl_unescape_partial(current, &curu);
    mark_duplicates(c, cl, toks + skip, n - skip, sb_str(&curu), first);
    sb_fini(&curu);
    free(toks);
#undef AT_CURSOR
#undef TEXT
}

void complete_line(Shell *sh, Str line, unsigned req, CompList *out)
{
    CompleteState *st = sh->complete;
    if (st->depth >= WRAP_DEPTH_MAX) {
        fprintf(stderr, "error: completion reached maximum recursion depth, possible cycle?\n");
        return;
    }
    Completer c = {.sh = sh, .st = st, .req = req, .out = out, .cmd_kinds = CMD_ALL};
    c.tflags = features_on(sh->features, FEAT_AMPERSAND_NOBG_IN_TOKEN) ? 0 : TOKF_AMP_BG_IN_TOKEN;
    map_init(&c.conds, NULL);
    st->depth++;
    perform(&c, line);
    st->depth--;
    map_fini(&c.conds);
}

/* ---- putting a completion into the line ---- */

size_t complete_token_start(Shell *sh, Str line, size_t cursor)
{
    unsigned tflags = features_on(sh->features, FEAT_AMPERSAND_NOBG_IN_TOKEN) ? 0 : TOKF_AMP_BG_IN_TOKEN;
    return extent_token(line, cursor, tflags).start;
}

/* Escapes text for the inside of an open quote q (or outside any). */
static void escape_for(Str text, char q, unsigned flags, bool may_quote, StrBuf *out)
{
    if (flags & COMP_NO_ESCAPE) {
        sb_append(out, text);
        return;
    }
    if (!q) {
        if ((flags & COMP_NO_ESCAPE_TILDE) && text.len && text.ptr[0] == '~') {
            /* the tilde stays bare, and the rest takes backslashes (fish
               quotes no such path: ~/a\ b, not ~'/a b') */
            sb_append_char(out, '~');
            text = str_sub(text, 1, text.len - 1);
            may_quote = false;
        }
        escape_script_flags(text, may_quote && !(flags & COMP_BACKSLASHES) ? 0 : ESCAPE_NO_QUOTED, out);
        return;
    }
    for (size_t i = 0; i < text.len; i++) {
        char ch = text.ptr[i];
        if (ch == '\\' || ch == q || (q == '"' && ch == '$')) sb_append_char(out, '\\');
        sb_append_char(out, ch);
    }
}

void complete_apply(Shell *sh, Str line, size_t cursor, Str text, unsigned flags, bool unique, StrBuf *out,
                    size_t *cursor_out)
{
    sb_clear(out);
    bool add_space = unique && !(flags & COMP_NO_SPACE);
    size_t start = complete_token_start(sh, line, cursor);
    /* a unique completion that ends its token (one it replaces, or one
       typed into an empty token) is quoted where it needs escaping, as
       fish 4.1: 'foo bar ' rather than foo\ bar\ ; one still being typed
       keeps backslashes, easier to go on editing */
    if (flags & COMP_REPLACE) {
        sb_append(out, str_sub(line, 0, start));
        escape_for(text, 0, flags, add_space, out);
        if (add_space && (cursor >= line.len || line.ptr[cursor] != ' ')) sb_append_char(out, ' ');
        *cursor_out = out->len + (add_space && cursor < line.len && line.ptr[cursor] == ' ');
        sb_append(out, str_sub(line, cursor, line.len - cursor));
        return;
    }
    Str tok = str_sub(line, start, cursor - start);
    char q = cpl_open_quote(tok);
    /* as fish (its issue 552): Tab on a token that ends in its closing
       quote goes back into it ("a b/" completes to "a b/c", not "a b/"c);
       an autosuggestion only appends */
    bool back_in = !q && !(flags & COMP_BACKSLASHES) && tok.len &&
                   (tok.ptr[tok.len - 1] == '"' || tok.ptr[tok.len - 1] == '\'') &&
                   cpl_open_quote(str_sub(tok, 0, tok.len - 1)) == tok.ptr[tok.len - 1];
    if (back_in) q = tok.ptr[tok.len - 1];
    sb_append(out, str_sub(line, 0, cursor - back_in));
    escape_for(text, q, flags, add_space && !q && start == cursor, out);
    if (back_in) sb_append_char(out, q);
    size_t after = cursor; /* what of the line's rest the cursor steps over */
    if (add_space) {
        if (q && !back_in) { /* the open quote is closed */
            if (after < line.len && line.ptr[after] == q) after++;
            else sb_append_char(out, q);
        }
        if (after < line.len && line.ptr[after] == ' ') after++;
        else sb_append_char(out, ' ');
    }
    *cursor_out = out->len + (after - cursor);
    sb_append(out, str_sub(line, cursor, line.len - cursor));
}
