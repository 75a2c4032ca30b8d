/* store/history_shell.c - the shell's own history: which file $fish_history
 * names, fish's rules for adding a command line, and the file paths a line
 * names (autosuggestion checks them later). */
#include "store/history_impl.h"

#include "base/escape.h"
#include "base/strlist.h"
#include "env/func.h"
#include "env/paths.h"
#include "env/var.h"
#include "exec/pipeline.h"
#include "parse/parser.h"
#include "shell.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>


static Str first_value(Shell *sh, const char *name, bool *set)
{
    const Var *v = vars_get(sh->vars, str_cstr(name), 0);
    if (set) *set = v != NULL;
    return v && v->values.n ? v->values.items[0] : STR("");
}

void hist_data_dir(Shell *sh, StrBuf *out)
{
    Str xdg = first_value(sh, "XDG_DATA_HOME", NULL);
    if (xdg.len && xdg.ptr[0] == '/') sb_append(out, xdg);
    else {
        sb_append(out, first_value(sh, "HOME", NULL));
        sb_append_cstr(out, "/.local/share");
    }
    sb_append_char(out, '/');
    sb_append_cstr(out, paths_folder_name(sh->progname));
}

/* The history name $fish_history asks for, as fish reads it: the values
 * joined with spaces; unset or "default" is ours; "" is memory only. */
static void wanted_name(Shell *sh, StrBuf *out, bool report)
{
    const Var *v = vars_get(sh->vars, STR("fish_history"), 0);
    if (!v) {
        sb_append_cstr(out, paths_folder_name(sh->progname));
        return;
    }
    StrBuf joined = STRBUF_INIT;
    sl_join(&v->values, STR(" "), &joined);
    Str name = sb_str(&joined);
    if (str_eq(name, STR("default"))) {
        sb_append_cstr(out, paths_folder_name(sh->progname));
    } else if (!name.len || vars_is_valid_name(name)) {
        sb_append(out, name);
    } else {
        if (report)
            fprintf(stderr, "error: History session ID '%s' is not a valid variable name. Falling back to `%s`.\n",
                    joined.ptr, paths_folder_name(sh->progname));
        sb_append_cstr(out, paths_folder_name(sh->progname));
    }
    sb_fini(&joined);
}

static History *make(Shell *sh, Str name)
{
    StrBuf dir = STRBUF_INIT;
    hist_data_dir(sh, &dir);
    History *h = hist_new(dir.ptr, name, (int64_t)time(NULL));
    sb_fini(&dir);
    return h;
}

void hist_shell_init(Shell *sh)
{
    StrBuf name = STRBUF_INIT;
    wanted_name(sh, &name, true);
    sh->history = make(sh, sb_str(&name));
    sb_fini(&name);
}

History *hist_shell(Shell *sh)
{
    if (!sh->history) hist_shell_init(sh);
    return sh->history;
}

void hist_shell_rename(Shell *sh)
{
    StrBuf name = STRBUF_INIT;
    wanted_name(sh, &name, true);
    const char *want = name.ptr ? name.ptr : "";
    History *cur = sh->history;
    if (!cur || strcmp(cur->name, want) != 0) {
        if (cur) hist_save(cur, false);
        /* one used before comes back with its session; else a new one */
        History **p = cur ? &cur->next : NULL;
        while (p && *p && strcmp((*p)->name, want) != 0) p = &(*p)->next;
        History *h = p ? *p : NULL;
        if (h) *p = h->next;
        else h = make(sh, sb_str(&name));
        h->next = cur;
        sh->history = h;
    }
    sb_fini(&name);
}

bool hist_shell_private(Shell *sh)
{
    return first_value(sh, "fish_private_mode", NULL).len > 0;
}

/* Runs fish_should_add_to_history with line; true unless it fails. The
 * shell's status and pipestatus survive, and the function sees a
 * non-interactive shell, as in fish. */
static bool should_add(Shell *sh, Str line, bool *exists)
{
    *exists = funcs_get(sh->funcs, STR("fish_should_add_to_history")) ||
              eval_autoload(sh, STR("fish_should_add_to_history"));
    if (!*exists) return true;
    int status = sh->status;
    size_t npipe = sh->n_pipestatus;
    int *pipestatus = sh->pipestatus;
    sh->pipestatus = NULL;
    sh->n_pipestatus = 0;
    bool interactive = sh->interactive;
    sh->interactive = false;
    StrBuf out = STRBUF_INIT, copy = STRBUF_INIT;
    sb_append(&copy, line);
    Io io = io_standard();
    io.t[1] = (IoTarget){.fd = -1, .buf = &out};
    char *argv[] = {"fish_should_add_to_history", copy.ptr, NULL};
    int r = eval_call_function(sh, argv[0], 2, argv, &io);
    if (sh->control == CTL_RETURN) sh->control = CTL_NONE;
    sh->interactive = interactive;
    free(sh->pipestatus);
    sh->pipestatus = pipestatus;
    sh->n_pipestatus = npipe;
    sh->status = status;
    sb_fini(&out);
    sb_fini(&copy);
    return r == 0;
}

void hist_shell_add_line(Shell *sh, Str line)
{
    History *h = hist_shell(sh);
    /* trailing spaces go, but not one a backslash escapes */
    while (line.len && line.ptr[line.len - 1] == ' ') {
        size_t bs = 0;
        while (bs + 1 < line.len && line.ptr[line.len - 2 - bs] == '\\') bs++;
        if (bs % 2) break;
        line.len--;
    }
    if (!line.len) {
        hist_add(h, line, NULL, 0, HIST_DISK, false); /* only drops the ephemeral entry */
        return;
    }
    bool exists;
    HistPersist persist = HIST_DISK;
    if (!should_add(sh, line, &exists)) persist = HIST_EPHEMERAL;
    else if (!exists && line.ptr[0] == ' ') persist = HIST_EPHEMERAL;
    if (persist == HIST_DISK && hist_shell_private(sh)) persist = HIST_MEMORY;
    StrList paths = STRLIST_INIT;
    if (persist != HIST_EPHEMERAL) hist_shell_detect_paths(sh, line, &paths);
    hist_add(h, line, paths.items, paths.n, persist, true);
    sl_fini(&paths);
}

/* ---- paths ---- */

/* The file an argument names, as written: unescaped, `~` expanded; false
 * when it needs more expansion than that. */
static bool arg_to_path(Shell *sh, Str arg, StrBuf *out)
{
    if (!arg.len || arg.ptr[0] == '-') return false;
    for (size_t i = 0; i < arg.len; i++) {
        if (strchr("$(*?{", arg.ptr[i])) return false;
    }
    StrBuf u = STRBUF_INIT;
    bool ok = unescape_script(arg, &u) && u.len && !memchr(u.ptr, '\0', u.len);
    if (ok && u.ptr[0] == '~' && arg.ptr[0] == '~' && (u.len == 1 || u.ptr[1] == '/')) {
        sb_append(out, first_value(sh, "HOME", NULL));
        sb_append_mem(out, u.ptr + 1, u.len - 1);
    } else if (ok) {
        sb_append(out, sb_str(&u));
    }
    sb_fini(&u);
    return ok;
}

bool hist_shell_path_abs(Shell *sh, Str arg, StrBuf *out)
{
    StrBuf p = STRBUF_INIT;
    bool ok = arg_to_path(sh, arg, &p);
    if (ok && p.ptr[0] != '/') { /* relative to $PWD, which may not be the process's cwd in tests */
        sb_append(out, first_value(sh, "PWD", NULL));
        sb_append_char(out, '/');
    }
    if (ok) sb_append(out, sb_str(&p));
    sb_fini(&p);
    return ok;
}

static bool exists(Shell *sh, Str arg)
{
    StrBuf p = STRBUF_INIT;
    struct stat st;
    bool ok = hist_shell_path_abs(sh, arg, &p) && stat(p.ptr, &st) == 0;
    sb_fini(&p);
    return ok;
}

static void walk(Shell *sh, const AstNode *n, Str src, StrList *out)
{
    if (n->kind == AST_COMMAND || n->kind == AST_FOR) {
        bool past_name = false; /* a command's name, a for loop's variable */
        for (uint32_t i = 0; i < n->nkids; i++) {
            const AstNode *k = n->kids[i];
            if (k->kind != AST_WORD) continue;
            if (!past_name) {
                past_name = true;
                continue;
            }
            Str arg = ast_text(k, src);
            if (exists(sh, arg)) sl_push(out, arg);
        }
    }
    for (uint32_t i = 0; i < n->nkids; i++) walk(sh, n->kids[i], src, out);
}

void hist_shell_detect_paths(Shell *sh, Str line, StrList *out)
{
    ParsedSource *ps = parse_source(line, PARSE_CONTINUE | PARSE_NO_LINT);
    walk(sh, ps->root, sb_str(&ps->text), out);
    ps_unref(ps);
}

bool hist_shell_paths_valid(Shell *sh, const History *h, size_t i)
{
    for (size_t k = 0; k < hist_path_count(h, i); k++) {
        if (!exists(sh, hist_path(h, i, k))) return false;
    }
    return true;
}
