/* builtins/source.c - `source FILE [ARGS]` (also `.`) runs a file in the
 * current shell, in a block scope of its own with $argv set to ARGS; with no
 * file (or `-`) it reads standard input. `return` ends the file. */
#include "builtins/builtins.h"

#include "base/fs.h"
#include "env/var.h"
#include "exec/eval.h"

#include <errno.h>
#include <string.h>

int bi_source(Shell *sh, Io *io, int argc, char **argv)
{
    int i = 1;
    if (i < argc && (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help"))) {
        return bi_print_help(sh, io, argv[0]);
    }
    StrBuf text = STRBUF_INIT;
    const char *name = NULL;
    if (i < argc && strcmp(argv[i], "-")) {
        name = argv[i++];
        if (fs_read_file(name, &text) < 0) {
            int e = errno;
            bi_error(io, argv[0], "Error encountered while sourcing file '%s':", name);
            bi_error(io, argv[0], "%s", strerror(e));
            sb_fini(&text);
            return STATUS_FAIL;
        }
    } else {
        if (i < argc) i++;
        StrBuf chunk = STRBUF_INIT;
        char buf[4096];
        long r;
        while ((r = io_read(io, buf, sizeof buf)) > 0) sb_append_mem(&text, buf, (size_t)r);
        sb_fini(&chunk);
    }
    vars_push(sh->vars, VARS_FRAME_BLOCK);
    StrList args = STRLIST_INIT;
    for (; i < argc; i++) sl_push_cstr(&args, argv[i]);
    vars_set(sh->vars, STR("argv"), VM_LOCAL, &args);
    sl_fini(&args);
    sh->source_depth++;
    bool bad;
    int status = eval_script(sh, sb_str(&text), name ? name : "-", io, FRAME_SOURCED, &bad);
    sh->source_depth--;
    if (bad) {
        bi_error(io, argv[0], "Error while reading file '%s'", name ? name : "<stdin>");
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
