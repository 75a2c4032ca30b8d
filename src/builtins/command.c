/* builtins/command.c - look commands up on PATH: `command -v/-s/--search`,
 * `-q/--query` (status only) and `-a/--all` (every match, in PATH order).
 *
 * Running a command (`command foo args`) is the parser's decorator; this
 * builtin only sees the option forms and a bare `command`. Status: 0 when any
 * name was found, 127 when none was. */
#include "builtins/builtins.h"

#include "env/var.h"
#include "proc/cmdpath.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static bool is_executable_file(const char *path)
{
    struct stat st;
    return access(path, X_OK) == 0 && stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* Prints (unless quiet) every executable called name in the PATH
 * directories; returns how many there were. */
static int find_all(const StrList *dirs, const char *name, bool quiet, Io *io)
{
    static const StrList no_dirs;
    static const char *const defaults[] = {"/usr/local/bin", "/usr/bin", "/bin"};
    if (strchr(name, '/')) {
        if (!is_executable_file(name)) return 0;
        if (!quiet) io_printf(io, 1, "%s\n", name);
        return 1;
    }
    size_t n = dirs ? dirs->n : sizeof defaults / sizeof *defaults;
    if (!dirs) dirs = &no_dirs;
    int found = 0;
    StrBuf path = STRBUF_INIT;
    for (size_t i = 0; i < n; i++) {
        Str dir = dirs->n ? dirs->items[i] : str_cstr(defaults[i]);
        if (!dir.len) continue;
        sb_clear(&path);
        sb_append(&path, dir);
        if (dir.ptr[dir.len - 1] != '/') sb_append_char(&path, '/');
        sb_append_cstr(&path, name);
        if (!is_executable_file(path.ptr)) continue;
        found++;
        if (!quiet) io_printf(io, 1, "%s\n", path.ptr);
    }
    sb_fini(&path);
    return found;
}

int bi_command(Shell *sh, Io *io, int argc, char **argv)
{
    static const struct { const char *lng; char shrt; } longs[] = {
        {"all", 'a'}, {"query", 'q'}, {"quiet", 'q'}, {"search", 's'}, {"help", 'h'},
    };
    bool all = false, quiet = false, search = false;
    int i = 1;
    for (; i < argc && argv[i][0] == '-' && argv[i][1]; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "--")) {
            i++;
            break;
        }
        char letters[32] = {0};
        if (a[1] == '-') {
            for (size_t k = 0; k < sizeof longs / sizeof *longs; k++) {
                if (!strcmp(a + 2, longs[k].lng)) letters[0] = longs[k].shrt;
            }
            if (!letters[0]) {
                bi_error(io, argv[0], "%s: unknown option", a);
                return STATUS_INVALID_ARGS;
            }
        } else {
            strncpy(letters, a + 1, sizeof letters - 1);
        }
        for (const char *c = letters; *c; c++) {
            switch (*c) {
            case 'a': all = true; break;
            case 'q': quiet = true; break;
            case 's': case 'v': search = true; break;
            case 'h': io_printf(io, 1, "%s - run a program\n", argv[0]); return STATUS_OK;
            default:
                bi_error(io, argv[0], "-%c: unknown option", *c);
                return STATUS_INVALID_ARGS;
            }
        }
    }
    if (!all && !quiet && !search) {
        /* A bare `command`: fish prints its help to stderr. */
        io_printf(io, 2, "%s - run a program\n", argv[0]);
        return STATUS_INVALID_ARGS;
    }
    const Var *path = vars_get(sh->vars, STR("PATH"), 0);
    const StrList *dirs = path ? &path->values : NULL;
    int found = 0;
    for (; i < argc; i++) {
        if (all) {
            found += find_all(dirs, argv[i], quiet, io);
            continue;
        }
        int err = 0;
        char *p = cmdpath_find(sh->cmdpath, dirs, sh->path_generation, str_cstr(argv[i]), &err);
        if (!p) continue;
        found++;
        if (!quiet) io_printf(io, 1, "%s\n", p);
        free(p);
    }
    return found ? STATUS_OK : STATUS_CMD_UNKNOWN;
}
