/* exec/suggest_cmd.c - the hints under a command that could not run: "did
 * you mean" for a likely typo (the closest name among builtins, functions,
 * abbreviations and the executables on $PATH, or the closest existing path
 * for a name with a slash: one or two edits, transpositions counting one,
 * or for a path a name cut short),
 * what the fish language writes instead of another shell's keyword or
 * builtin, and what to do with a file that is not executable. */
#include "exec/suggest_cmd.h"

#include "base/check.h"
#include "env/func.h"
#include "env/var.h"
#include "parse/hints.h"
#include "parse/names.h"
#include "store/abbr.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct Best {
    Str typed;
    size_t limit, dist;
    StrBuf name;
} Best;

/* One edit for short names, two for longer ones; none for one or two
 * letters, where any command is one edit away (b -> [). */
static bool best_init(Best *b, Str typed)
{
    *b = (Best){.typed = typed, .limit = typed.len <= 4 ? 1 : 2};
    b->dist = b->limit + 1;
    return typed.len >= 3;
}

/* Whether cand should replace the best of the same distance: one with
 * typed's first letter wins (that letter is rarely the typo), then C order. */
static bool wins_tie(const Best *b, Str cand)
{
    bool first = cand.ptr[0] == b->typed.ptr[0], best_first = b->name.ptr[0] == b->typed.ptr[0];
    if (first != best_first) return first;
    size_t n = cand.len < b->name.len ? cand.len : b->name.len;
    int c = memcmp(cand.ptr, b->name.ptr, n);
    return c < 0 || (c == 0 && cand.len < b->name.len);
}

/* Keeps cand when it is the nearest so far. prefix: cand starts with typed,
 * which counts as the farthest a typo may be. cand need not end in a NUL. */
static void consider(Best *b, Str cand, bool prefix)
{
    if (!cand.len || cand.ptr[0] == '_' || str_eq(cand, b->typed)) return;
    size_t d = str_distance(b->typed, cand, b->limit);
    if (prefix && d > b->limit) d = b->limit;
    if (d > b->limit || d > b->dist || (d == b->dist && !wins_tie(b, cand))) return;
    b->dist = d;
    sb_clear(&b->name);
    sb_append(&b->name, cand);
}

/* Keywords that only make sense inside a block: never a likely command. */
static bool block_part(const char *name)
{
    return !strcmp(name, "case") || !strcmp(name, "else") || !strcmp(name, "end");
}

bool suggest_command(const VarStore *vars, const FuncStore *funcs, const AbbrSet *abbrs, Str typed,
                     StrBuf *out)
{
    Best b;
    if (!best_init(&b, typed)) return false;
    for (size_t i = 0; i < names_builtin_count; i++) {
        if (!block_part(names_builtins[i])) consider(&b, str_cstr(names_builtins[i]), false);
    }
    StrList fns = STRLIST_INIT;
    funcs_names(funcs, &fns);
    for (size_t i = 0; i < fns.n; i++) consider(&b, fns.items[i], false);
    sl_fini(&fns);
    for (size_t i = 0, n = abbrs ? abbr_count(abbrs) : 0; i < n; i++) {
        const Abbr *a = abbr_at(abbrs, i);
        if (!a->regex && a->position == ABBR_COMMAND && !a->commands.n) consider(&b, str_cstr(a->name), false);
    }
    const Var *path = vars_get(vars, STR("PATH"), 0);
    for (size_t i = 0; path && i < path->values.n; i++) {
        DIR *d = opendir(path->values.items[i].ptr);
        for (struct dirent *e; d && (e = readdir(d));) {
            size_t len = strlen(e->d_name);
            if (len + b.limit < typed.len || len > typed.len + b.limit) continue;
            consider(&b, str_make(e->d_name, len), false);
        }
        if (d) closedir(d);
    }
    bool found = b.dist <= b.limit;
    if (found) sb_append(out, sb_str(&b.name));
    sb_fini(&b.name);
    return found;
}

/* Whether path names something, a directory when dir. */
static bool exists(const char *path, bool dir)
{
    struct stat st;
    return stat(path, &st) == 0 && (!dir || S_ISDIR(st.st_mode));
}

bool suggest_path(Str path, bool dir, StrBuf *out)
{
    if (!path.len || memchr(path.ptr, '\0', path.len)) return false;
    StrBuf b = STRBUF_INIT;
    bool found = false;
    /* Walk to the first component that does not exist; only it is mended. */
    size_t start = 0;
    while (start < path.len && path.ptr[start] == '/') start++;
    for (;;) {
        const char *slash = memchr(path.ptr + start, '/', path.len - start);
        size_t end = slash ? (size_t)(slash - path.ptr) : path.len;
        sb_clear(&b);
        sb_append_mem(&b, path.ptr, end);
        if (end > start && !exists(b.ptr, false)) break;
        if (!slash) goto done; /* the whole path exists */
        start = end + 1;
        while (start < path.len && path.ptr[start] == '/') start++;
        if (start == path.len) goto done;
    }
    {
        const char *slash = memchr(path.ptr + start, '/', path.len - start);
        size_t end = slash ? (size_t)(slash - path.ptr) : path.len;
        Str part = str_sub(path, start, end - start);
        sb_clear(&b);
        if (start) sb_append_mem(&b, path.ptr, start);
        else sb_append_char(&b, '.');
        DIR *d = opendir(b.ptr);
        Best best;
        if (!d || !best_init(&best, part)) {
            if (d) closedir(d);
            goto done;
        }
        StrBuf cand = STRBUF_INIT;
        for (struct dirent *e; (e = readdir(d));) {
            if (e->d_name[0] == '.' && part.ptr[0] != '.') continue;
            size_t len = strlen(e->d_name);
            /* A name cut short counts as far as a typo can be. */
            bool prefix = len > part.len && !memcmp(e->d_name, part.ptr, part.len);
            if (!prefix && (len + best.limit < part.len || len > part.len + best.limit)) continue;
            if (!prefix && str_distance(part, str_make(e->d_name, len), best.limit) > best.limit) continue;
            /* The mended path must lead somewhere. */
            sb_clear(&cand);
            sb_append_mem(&cand, path.ptr, start);
            sb_append_mem(&cand, e->d_name, len);
            sb_append(&cand, str_sub(path, end, path.len - end));
            if (exists(cand.ptr, dir)) consider(&best, str_make(e->d_name, len), prefix);
        }
        closedir(d);
        if (best.dist <= best.limit) {
            sb_append_mem(out, path.ptr, start);
            sb_append(out, sb_str(&best.name));
            sb_append(out, str_sub(path, end, path.len - end));
            found = true;
        }
        sb_fini(&cand);
        sb_fini(&best.name);
    }
done:
    sb_fini(&b);
    return found;
}

bool suggest_unknown(const VarStore *vars, const FuncStore *funcs, const AbbrSet *abbrs, Str typed,
                     StrBuf *out)
{
    const char *bash = hint_bash_word(typed);
    if (!bash && str_starts_with(typed, STR("[[")))
        bash = hint_bash_word(STR("[["));
    if (bash) {
        sb_append_cstr(out, bash);
        return true;
    }
    if (typed.len && typed.ptr[0] == '`') {
        sb_append_cstr(out, "backquotes are not command substitution: write (COMMAND) or $(COMMAND); "
                            "see `help command-substitution`");
        return true;
    }
    if (memchr(typed.ptr, '=', typed.len)) {
        sb_append_cstr(out, "`set NAME VALUE` sets a variable, `set -a NAME VALUE` appends to one; "
                            "see `help variables`");
        return true;
    }
    StrBuf near = STRBUF_INIT;
    bool found = memchr(typed.ptr, '/', typed.len) ? suggest_path(typed, false, &near)
                                                   : suggest_command(vars, funcs, abbrs, typed, &near);
    if (found) sb_printf(out, "did you mean '%s'?", near.ptr);
    sb_fini(&near);
    return found;
}

bool suggest_not_executable(const char *path, int err, StrBuf *out)
{
    struct stat st;
    if (stat(path, &st) != 0) return false;
    if (S_ISDIR(st.st_mode)) {
        sb_printf(out, "'%s' is a directory: `cd %s` goes there", path, path);
        return true;
    }
    if (err != EACCES || !S_ISREG(st.st_mode)) return false;
    size_t len = strlen(path);
    if (len > 5 && !strcmp(path + len - 5, ".fish"))
        sb_printf(out, "`source %s` runs it in this shell, or `chmod +x %s` makes it a command; see `help source`",
                  path, path);
    else
        sb_printf(out, "`chmod +x %s` makes it executable, or run it through its interpreter, as in `sh %s`",
                  path, path);
    return true;
}
