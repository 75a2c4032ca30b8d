/* builtins/count.c - print how many arguments there are (and lines of stdin
 * when it is count's own pipe or redirection, not one inherited from a block
 * around it); status 1 when there are none. */
#include "builtins/builtins.h"

#include <string.h>

int bi_count(Shell *sh, Io *io, int argc, char **argv)
{
    (void)sh;
    long n = argc - 1;
    if (argc == 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) n = 1;
    if (io->in_direct) {
        char buf[4096];
        long r;
        while ((r = io_read(io, buf, sizeof buf)) > 0) {
            for (long i = 0; i < r; i++) n += buf[i] == '\n';
        }
    }
    io_printf(io, 1, "%ld\n", n);
    return n ? STATUS_OK : STATUS_FAIL;
}
