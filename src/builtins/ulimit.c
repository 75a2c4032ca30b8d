/* builtins/ulimit.c - show or set the shell's resource limits.
 *
 *   ulimit [-H | -S] [RESOURCE] [LIMIT]    RESOURCE is -c, -d, -n, ... (-f by
 *                                          default); LIMIT a number in the
 *                                          resource's unit, or unlimited,
 *                                          hard or soft
 *   ulimit -a [-H]                         every limit, in a table
 *
 * Sizes are in KiB (except -t, seconds, and the counts); a new limit sets
 * both the soft and the hard limit unless -S or -H says which, and the soft
 * one never goes above the hard one. Options and the limit may come in any
 * order, as with fish's getopt. Limits this system does not have (-b, -w,
 * -K, -P, -T on Linux) are reported as such.
 *
 * As fish 3 and fish 4's manual have it, `-a` prints the table and nothing
 * else, -e works on Linux and an empty LIMIT has its own message; fish 4's
 * code also prints the -f limit after the table, treats -e as missing on
 * Linux and calls "" an invalid limit. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/utf8.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/resource.h>

#define NONE (-1)

typedef struct Resource {
    int what;            /* RLIMIT_*, or NONE where this system has none */
    const char *desc;
    char flag;
    rlim_t unit;         /* what one unit of the value is, in the limit's own terms */
} Resource;

#ifndef RLIMIT_NICE
#define RLIMIT_NICE NONE
#endif
#ifndef RLIMIT_SIGPENDING
#define RLIMIT_SIGPENDING NONE
#endif
#ifndef RLIMIT_MSGQUEUE
#define RLIMIT_MSGQUEUE NONE
#endif
#ifndef RLIMIT_RTPRIO
#define RLIMIT_RTPRIO NONE
#endif
#ifndef RLIMIT_RTTIME
#define RLIMIT_RTTIME NONE
#endif
#ifndef RLIMIT_RSS
#define RLIMIT_RSS NONE
#endif
#ifndef RLIMIT_SBSIZE
#define RLIMIT_SBSIZE NONE
#endif
#ifndef RLIMIT_SWAP
#define RLIMIT_SWAP NONE
#endif
#ifndef RLIMIT_KQUEUES
#define RLIMIT_KQUEUES NONE
#endif
#ifndef RLIMIT_NPTS
#define RLIMIT_NPTS NONE
#endif
#ifndef RLIMIT_NTHR
#define RLIMIT_NTHR NONE
#endif

/* In the order `ulimit -a` lists them. */
static const Resource resources[] = {
    {RLIMIT_SBSIZE, "Maximum size of socket buffers", 'b', 1024},
    {RLIMIT_CORE, "Maximum size of core files created", 'c', 1024},
    {RLIMIT_DATA, "Maximum size of a process\xE2\x80\x99s data segment", 'd', 1024},
    {RLIMIT_NICE, "Control of maximum nice priority", 'e', 1},
    {RLIMIT_FSIZE, "Maximum size of files created by the shell", 'f', 1024},
    {RLIMIT_SIGPENDING, "Maximum number of pending signals", 'i', 1},
    {RLIMIT_MEMLOCK, "Maximum size that may be locked into memory", 'l', 1024},
    {RLIMIT_RSS, "Maximum resident set size", 'm', 1024},
    {RLIMIT_NOFILE, "Maximum number of open file descriptors", 'n', 1},
    {RLIMIT_MSGQUEUE, "Maximum bytes in POSIX message queues", 'q', 1024},
    {RLIMIT_RTPRIO, "Maximum realtime scheduling priority", 'r', 1},
    {RLIMIT_STACK, "Maximum stack size", 's', 1024},
    {RLIMIT_CPU, "Maximum amount of CPU time in seconds", 't', 1},
    {RLIMIT_NPROC, "Maximum number of processes available to current user", 'u', 1},
    {RLIMIT_AS, "Maximum amount of virtual memory available to each process", 'v', 1024},
    {RLIMIT_SWAP, "Maximum swap space", 'w', 1024},
    {RLIMIT_RTTIME, "Maximum contiguous realtime CPU time", 'y', 1},
    {RLIMIT_KQUEUES, "Maximum number of kqueues", 'K', 1},
    {RLIMIT_NPTS, "Maximum number of pseudo-terminals", 'P', 1},
    {RLIMIT_NTHR, "Maximum number of simultaneous threads", 'T', 1},
};
#define N_RESOURCES (sizeof resources / sizeof *resources)

const OptSpec bi_ulimit_opts[] = {
    {'a', "all", OPT_NO_ARG},
    {'H', "hard", OPT_NO_ARG},
    {'S', "soft", OPT_NO_ARG},
    {'b', "socket-buffers", OPT_NO_ARG},
    {'c', "core-size", OPT_NO_ARG},
    {'d', "data-size", OPT_NO_ARG},
    {'e', "nice", OPT_NO_ARG},
    {'f', "file-size", OPT_NO_ARG},
    {'i', "pending-signals", OPT_NO_ARG},
    {'l', "lock-size", OPT_NO_ARG},
    {'m', "resident-set-size", OPT_NO_ARG},
    {'n', "file-descriptor-count", OPT_NO_ARG},
    {'q', "queue-size", OPT_NO_ARG},
    {'r', "realtime-priority", OPT_NO_ARG},
    {'s', "stack-size", OPT_NO_ARG},
    {'t', "cpu-time", OPT_NO_ARG},
    {'u', "process-count", OPT_NO_ARG},
    {'v', "virtual-memory-size", OPT_NO_ARG},
    {'w', "swap-size", OPT_NO_ARG},
    {'y', "realtime-maxtime", OPT_NO_ARG},
    {'K', "kernel-queues", OPT_NO_ARG},
    {'P', "ptys", OPT_NO_ARG},
    {'T', "threads", OPT_NO_ARG},
    {'h', "help", OPT_NO_ARG},
    {0, NULL, 0},
};

static void append_value(StrBuf *out, rlim_t v, rlim_t unit)
{
    if (v == RLIM_INFINITY) sb_append_cstr(out, "unlimited\n");
    else sb_printf(out, "%llu\n", (unsigned long long)(v / unit));
}

/* `ulimit -a`: description padded to the widest, the unit and flag in a
 * column, then the value. */
static void print_all(Io *io, bool hard)
{
    size_t width = 0;
    for (size_t i = 0; i < N_RESOURCES; i++) {
        size_t w = utf8_width(resources[i].desc, strlen(resources[i].desc));
        if (resources[i].what != NONE && w > width) width = w;
    }
    StrBuf out = STRBUF_INIT;
    for (size_t i = 0; i < N_RESOURCES; i++) {
        const Resource *r = &resources[i];
        struct rlimit rl;
        if (r->what == NONE || getrlimit(r->what, &rl)) continue;
        const char *unit = r->what == RLIMIT_CPU ? "(seconds, " : r->unit == 1 ? "(" : "(kB, ";
        sb_append_cstr(&out, r->desc);
        sb_append_repeat(&out, ' ', width - utf8_width(r->desc, strlen(r->desc)) + 1);
        sb_printf(&out, "%10s-%c) ", unit, r->flag);
        append_value(&out, hard ? rl.rlim_max : rl.rlim_cur, r->unit);
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
}

/* The new limit as rlimit wants it in *out; else the status, after the error. */
static int parse_limit(Shell *sh, Io *io, const char *cmd, const Resource *r, const char *arg, bool soft,
                        rlim_t *out)
{
    struct rlimit rl;
    if (!*arg) {
        bi_error(io, cmd, "New limit cannot be an empty string");
        bi_print_trailer(sh, io, "ulimit");
        return STATUS_INVALID_ARGS;
    }
    if (!strcasecmp(arg, "unlimited")) {
        *out = RLIM_INFINITY;
        return STATUS_OK;
    }
    if (!strcasecmp(arg, "hard") || !strcasecmp(arg, "soft")) {
        /* As in fish, "soft" reads the hard limit when the soft one is being set. */
        bool hard = !strcasecmp(arg, "hard") || soft;
        if (getrlimit(r->what, &rl)) return STATUS_FAIL;
        *out = hard ? rl.rlim_max : rl.rlim_cur;
        return STATUS_OK;
    }
    long n;
    if (!bi_parse_int(arg, &n) || __builtin_mul_overflow((rlim_t)n, r->unit, out)) {
        bi_error(io, cmd, "Invalid limit '%s'", arg);
        bi_print_trailer(sh, io, "ulimit");
        return STATUS_INVALID_ARGS;
    }
    return STATUS_OK;
}

static int set_limit(Io *io, const Resource *r, bool hard, bool soft, rlim_t value)
{
    struct rlimit rl;
    if (getrlimit(r->what, &rl)) return STATUS_FAIL;
    if (hard) rl.rlim_max = value;
    if (soft) {
        rl.rlim_cur = value;
        if ((value > rl.rlim_max || value == RLIM_INFINITY) && rl.rlim_max != RLIM_INFINITY)
            rl.rlim_cur = rl.rlim_max; /* never above the hard limit */
    }
    if (setrlimit(r->what, &rl) == 0) return STATUS_OK;
    if (errno == EPERM) bi_error(io, "ulimit", "Permission denied when changing resource of type '%s'", r->desc);
    else bi_error(io, "ulimit", "%s", strerror(errno));
    return STATUS_FAIL;
}

int bi_ulimit(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    bool all = false, hard = false, soft = false;
    const Resource *r = NULL;
    char **operands = xreallocarray(NULL, (size_t)argc, sizeof *operands);
    OptState st;
    opt_begin_permuted(&st, argc, argv, bi_ulimit_opts, operands); /* fish's getopt moves operands to the end */
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c < 0) {
            free(operands);
            return bi_opt_error(sh, io, cmd, &st, c);
        }
        switch (c) {
        case 'a': all = true; break;
        case 'H': hard = true; break;
        case 'S': soft = true; break;
        case 'h': free(operands); return bi_print_help(sh, io, cmd);
        default:
            for (size_t i = 0; i < N_RESOURCES; i++) {
                if (resources[i].flag == c) r = &resources[i];
            }
        }
    }
    int nops = st.noperands;
    int status = STATUS_OK;
    if (!r) r = &resources[4]; /* -f */
    if (all) {
        print_all(io, hard);
    } else if (r->what == NONE) {
        bi_error(io, cmd, "Resource limit not available on this operating system");
        bi_print_trailer(sh, io, "ulimit");
        status = STATUS_INVALID_ARGS;
    } else if (nops == 0) {
        struct rlimit rl;
        StrBuf out = STRBUF_INIT;
        if (getrlimit(r->what, &rl)) sb_append_cstr(&out, "error\n");
        else append_value(&out, hard ? rl.rlim_max : rl.rlim_cur, r->unit);
        io_write(io, 1, sb_str(&out));
        sb_fini(&out);
    } else if (nops > 1) {
        bi_error(io, cmd, "too many arguments");
        bi_print_trailer(sh, io, "ulimit");
        status = STATUS_INVALID_ARGS;
    } else {
        if (!hard && !soft) hard = soft = true;
        rlim_t value;
        status = parse_limit(sh, io, cmd, r, operands[0], soft, &value);
        if (status == STATUS_OK) status = set_limit(io, r, hard, soft, value);
    }
    free(operands);
    return status;
}
