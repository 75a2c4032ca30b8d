/* builtins/source.c - `source FILE [ARGS]` (also `.`) runs a file in the
 * current shell, in a block scope of its own with $argv set to ARGS; with no
 * file (or `-`) it reads standard input, though not a terminal unless `-`
 * asks for it. `return` and `exit` end the file. Errors name the file escaped, as
 * fish does. */
#include "builtins/builtins.h"

#include "base/escape.h"
#include "base/fs.h"
#include "env/var.h"
#include "exec/eval.h"

#include "exec/suggest_cmd.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Whether a file that did not parse was written for bash or another POSIX
 * shell: its name (.bashrc, .profile, x.sh...) or its #! line says so. */
static bool for_bash(const char *name, Str text)
{
    const char *base = strrchr(name, '/');
    base = base ? base + 1 : name;
    static const char *const names[] = {".bashrc", ".bash_profile", ".bash_login", ".bash_aliases",
                                        ".bash_logout", ".profile", ".zshrc", ".zprofile", ".kshrc"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
        if (!strcmp(base, names[i])) return true;
    }
    size_t len = strlen(base);
    static const char *const ends[] = {".sh", ".bash", ".zsh", ".ksh"};
    for (size_t i = 0; i < sizeof ends / sizeof *ends; i++) {
        size_t n = strlen(ends[i]);
        if (len > n && !strcmp(base + len - n, ends[i])) return true;
    }
    if (!str_starts_with(text, STR("#!"))) return false;
    const char *nl = memchr(text.ptr, '\n', text.len);
    Str line = str_sub(text, 0, nl ? (size_t)(nl - text.ptr) : text.len);
    static const char *const shells[] = {"/sh", "bash", "zsh", "ksh", "dash", " sh"};
    for (size_t i = 0; i < sizeof shells / sizeof *shells; i++) {
        size_t n = strlen(shells[i]);
        for (size_t j = 0; j + n <= line.len; j++) {
            if (!memcmp(line.ptr + j, shells[i], n)) return true;
        }
    }
    return false;
}

int bi_source(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    int i, status = bi_help_only(sh, io, argc, argv, &i);
    if (status >= 0) return status;
    StrBuf text = STRBUF_INIT;
    const char *name = NULL;
    bool from_terminal = false;
    if (i < argc && strcmp(argv[i], "-")) {
        name = argv[i++];
        struct stat st;
        if (stat(name, &st) == 0 && S_ISDIR(st.st_mode)) { /* fish opens it, then can't read it */
            StrBuf esc = STRBUF_INIT;
            escape_script(str_cstr(name), &esc);
            io_printf(io, 2, "error: Unable to read input file: %s\n", strerror(EISDIR));
            bi_error(io, cmd, "Error while reading file '%s'", esc.ptr);
            sb_fini(&esc);
            return STATUS_FAIL;
        }
        if (fs_read_file(name, &text) < 0) {
            int e = errno;
            StrBuf esc = STRBUF_INIT;
            escape_script(str_cstr(name), &esc);
            bi_error(io, cmd, "Error encountered while sourcing file '%s':", esc.ptr);
            bi_error(io, cmd, "%s", strerror(e));
            StrBuf near = STRBUF_INIT;
            if (e == ENOENT && io_stderr_is_terminal(io) && suggest_path(str_cstr(name), false, &near))
                io_printf(io, 2, "hint: did you mean '%s'?\n", near.ptr);
            sb_fini(&near);
            sb_fini(&esc);
            sb_fini(&text);
            return STATUS_FAIL;
        }
    } else {
        int fd = io->t[0].fd;
        if (fd == -1) {
            bi_error(io, cmd, "stdin is closed");
            return STATUS_FAIL;
        }
        if (i == argc && fd >= 0 && isatty(fd)) { /* not the terminal unasked */
            bi_error(io, cmd, "missing filename argument or input redirection");
            return STATUS_FAIL;
        }
        if (i < argc) i++;
        /* `source -` at the terminal: command lines read with the line
           editor and run one by one, as fish */
        from_terminal = fd == STDIN_FILENO && isatty(fd) && sh->source_terminal;
        char buf[4096];
        long r;
        while (!from_terminal && (r = io_read(io, buf, sizeof buf)) > 0)
            sb_append_mem(&text, buf, (size_t)r);
    }
    vars_push(sh->vars, VARS_FRAME_BLOCK);
    StrList args = STRLIST_INIT;
    for (; i < argc; i++) sl_push_cstr(&args, argv[i]);
    bool quiet = sh->quiet_var_changes;
    sh->quiet_var_changes = true; /* as for a function call: no --on-variable argv event */
    vars_set(sh->vars, STR("argv"), VM_LOCAL, &args);
    sh->quiet_var_changes = quiet;
    sl_fini(&args);
    sh->source_depth++;
    sh->trace_depth++; /* fish's source block */
    bool bad = false;
    if (from_terminal) status = sh->source_terminal(sh);
    else status = eval_script(sh, sb_str(&text), name ? name : "-", io, FRAME_SOURCED, &bad);
    sh->trace_depth--;
    sh->source_depth--;
    if (bad) {
        StrBuf esc = STRBUF_INIT;
        escape_script(str_cstr(name ? name : "<stdin>"), &esc);
        bi_error(io, cmd, "Error while reading file '%s'", name ? esc.ptr : "<stdin>");
        if (name && io_stderr_is_terminal(io) && for_bash(name, sb_str(&text)))
            io_printf(io, 2, "hint: this looks like a file for bash, whose syntax differs: run it with bash, or "
                             "translate it; see `help bash`\n");
        sb_fini(&esc);
        status = STATUS_FAIL;
    }
    /* `return` ends the file, and so does `exit`, as in fish: a conf.d
     * snippet's `status is-interactive || exit` must not end the shell */
    if (sh->control == CTL_RETURN || (sh->control == CTL_EXIT && !sh->exit_forced)) {
        sh->control = CTL_NONE;
        status = sh->exit_status;
    }
    vars_pop(sh->vars);
    sb_fini(&text);
    return status;
}
