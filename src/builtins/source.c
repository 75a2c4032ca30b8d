/* builtins/source.c - `source FILE [ARGS]` (also `.`) runs a file in the
 * current shell, in a block scope of its own with $argv set to ARGS; with no
 * file (or `-`) it reads standard input, though not a terminal unless `-`
 * asks for it. `return` ends the file. Errors name the file escaped, as
 * fish does. */
#include "builtins/builtins.h"

#include "base/escape.h"
#include "base/fs.h"
#include "env/var.h"
#include "exec/eval.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int bi_source(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    int i, status = bi_help_only(sh, io, argc, argv, &i);
    if (status >= 0) return status;
    StrBuf text = STRBUF_INIT;
    const char *name = NULL;
    if (i < argc && strcmp(argv[i], "-")) {
        name = argv[i++];
        struct stat st;
        if (stat(name, &st) == 0 && S_ISDIR(st.st_mode)) {
            bi_error(io, cmd, "'%s' is not a file", name);
            return STATUS_FAIL;
        }
        if (fs_read_file(name, &text) < 0) {
            int e = errno;
            StrBuf esc = STRBUF_INIT;
            escape_script(str_cstr(name), &esc);
            bi_error(io, cmd, "Error encountered while sourcing file '%s':", esc.ptr);
            bi_error(io, cmd, "%s", strerror(e));
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
        if (i == argc && fd >= 0 && isatty(fd)) return STATUS_FAIL; /* not the terminal unasked */
        if (i < argc) i++;
        char buf[4096];
        long r;
        while ((r = io_read(io, buf, sizeof buf)) > 0) sb_append_mem(&text, buf, (size_t)r);
    }
    vars_push(sh->vars, VARS_FRAME_BLOCK);
    StrList args = STRLIST_INIT;
    for (; i < argc; i++) sl_push_cstr(&args, argv[i]);
    vars_set(sh->vars, STR("argv"), VM_LOCAL, &args);
    sl_fini(&args);
    sh->source_depth++;
    bool bad;
    status = eval_script(sh, sb_str(&text), name ? name : "-", io, FRAME_SOURCED, &bad);
    sh->source_depth--;
    if (bad) {
        StrBuf esc = STRBUF_INIT;
        escape_script(str_cstr(name ? name : "<stdin>"), &esc);
        bi_error(io, cmd, "Error while reading file '%s'", name ? esc.ptr : "<stdin>");
        sb_fini(&esc);
        status = STATUS_FAIL;
    }
    if (sh->control == CTL_RETURN) {
        sh->control = CTL_NONE;
        status = sh->exit_status;
    }
    vars_pop(sh->vars);
    sb_fini(&text);
    return status;
}
