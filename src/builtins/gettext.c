/* builtins/gettext.c - `_ STRING...`: fish's builtin for translated messages.
 *
 * minnow ships no message catalogues, so each string is its own translation:
 * the arguments are written as they are, one after another, with nothing
 * between or after them, as fish writes them. */
#include "builtins/builtins.h"

int bi_gettext(Shell *sh, Io *io, int argc, char **argv)
{
    (void)sh;
    StrBuf out = STRBUF_INIT;
    for (int i = 1; i < argc; i++) sb_append_cstr(&out, argv[i]);
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    return STATUS_OK;
}
