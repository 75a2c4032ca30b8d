/* exec/suggest_cmd.c - "did you mean" for unknown commands: the closest name
 * among builtins, functions and the executables on $PATH, when one is close
 * enough to be a likely typo (one or two edits, transpositions counting one). */
#include "exec/suggest_cmd.h"

#include "base/check.h"
#include "env/func.h"
#include "env/var.h"
#include "parse/names.h"

#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

typedef struct Best {
    Str typed;
    size_t limit, dist;
    StrBuf name;
} Best;

static void consider(Best *b, Str cand)
{
    if (!cand.len || cand.ptr[0] == '_' || str_eq(cand, b->typed)) return;
    size_t d = str_distance(b->typed, cand, b->limit);
    if (d < b->dist || (d == b->dist && b->name.len && strcmp(cand.ptr, b->name.ptr) < 0 && cand.ptr[cand.len] == '\0')) {
        b->dist = d;
        sb_clear(&b->name);
        sb_append(&b->name, cand);
    }
}

bool suggest_command(const VarStore *vars, const FuncStore *funcs, Str typed, StrBuf *out)
{
    /* One edit for short names, two for longer ones; none for one or two
     * letters, where any command is one edit away (b -> [). */
    if (typed.len < 3) return false;
    Best b = {.typed = typed, .limit = typed.len <= 4 ? 1 : 2};
    b.dist = b.limit + 1;
    for (size_t i = 0; i < names_builtin_count; i++) consider(&b, str_cstr(names_builtins[i]));
    StrList fns = STRLIST_INIT;
    funcs_names(funcs, &fns);
    for (size_t i = 0; i < fns.n; i++) consider(&b, fns.items[i]);
    sl_fini(&fns);
    const Var *path = vars_get(vars, STR("PATH"), 0);
    for (size_t i = 0; path && i < path->values.n; i++) {
        DIR *d = opendir(path->values.items[i].ptr);
        for (struct dirent *e; d && (e = readdir(d));) {
            size_t len = strlen(e->d_name);
            if (len + b.limit < typed.len || len > typed.len + b.limit) continue;
            consider(&b, str_make(e->d_name, len));
        }
        if (d) closedir(d);
    }
    bool found = b.dist <= b.limit;
    if (found) sb_append(out, sb_str(&b.name));
    sb_fini(&b.name);
    return found;
}
