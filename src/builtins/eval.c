/* builtins/eval.c - `eval ARGS...`: the arguments joined with spaces, run as
 * a script in the current scope with eval's own streams. */
#include "builtins/builtins.h"

#include "exec/eval.h"

int bi_eval(Shell *sh, Io *io, int argc, char **argv)
{
    StrBuf text = STRBUF_INIT;
    for (int i = 1; i < argc; i++) {
        if (i > 1) sb_append_char(&text, ' ');
        sb_append_cstr(&text, argv[i]);
    }
    int status = argc > 1 ? eval_text(sh, sb_str(&text), NULL, io) : STATUS_OK;
    sb_fini(&text);
    return status;
}
