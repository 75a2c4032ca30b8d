/* builtins/eval.c - `eval ARGS...`: the arguments joined with spaces, run as
 * a script in the current scope with eval's own streams.
 *
 * As in fish, errors in the text name the file of the code that called
 * eval, and a text that does not parse prints its error (and an empty line)
 * and gives status 123. `eval` alone, or a text that runs nothing, is 0. */
#include "builtins/builtins.h"

#include "exec/eval.h"

int bi_eval(Shell *sh, Io *io, int argc, char **argv)
{
    if (argc < 2) return STATUS_OK;
    StrBuf text = STRBUF_INIT;
    for (int i = 1; i < argc; i++) {
        if (i > 1) sb_append_char(&text, ' ');
        sb_append_cstr(&text, argv[i]);
    }
    const char *file = NULL;
    for (const Frame *f = sh->frame; f && !file; f = f->up) file = f->file;
    bool bad;
    uint64_t ran = sh->exec_count;
    sh->job_failed = false;
    int status = eval_string(sh, sb_str(&text), file, io, &bad);
    if (!bad && sh->exec_count == ran && !sh->job_failed)
        status = sh->status = STATUS_OK; /* no command ran */
    if (bad) {
        Io shell = io_standard(); /* where the error went */
        io_write(&shell, 2, STR("\n"));
        status = sh->status = 123;
    }
    sb_fini(&text);
    return status;
}
