/* base/opt.c - the option parser behind every builtin's flags. */
#include "base/opt.h"

#include <stdio.h>
#include <string.h>

void opt_begin(OptState *st, int argc, char **argv, const OptSpec *specs)
{
    *st = (OptState){.argc = argc, .argv = argv, .specs = specs, .index = 1};
}

void opt_begin_permuted(OptState *st, int argc, char **argv, const OptSpec *specs, char **operands)
{
    opt_begin(st, argc, argv, specs);
    st->operands = operands;
}

static int next_in_order(OptState *st);

int opt_next(OptState *st)
{
    if (!st->operands) return next_in_order(st);
    for (;;) {
        int before = st->index;
        bool in_cluster = st->cluster != NULL;
        int c = next_in_order(st);
        if (c != OPT_DONE) return c;
        if (!in_cluster && st->index == before + 1) { /* it was `--` */
            while (st->index < st->argc) st->operands[st->noperands++] = st->argv[st->index++];
            return OPT_DONE;
        }
        if (st->index >= st->argc) return OPT_DONE;
        st->operands[st->noperands++] = st->argv[st->index++];
    }
}

static const OptSpec *by_short(const OptSpec *specs, char c)
{
    for (const OptSpec *s = specs; s->id; s++) {
        if (s->id == (unsigned char)c) return s;
    }
    return NULL;
}

/* The spec named exactly, else the only one name abbreviates (fish's getopt
 * takes any unambiguous prefix). */
static const OptSpec *by_long(const OptSpec *specs, const char *name, size_t len)
{
    const OptSpec *prefix = NULL;
    int n = 0;
    for (const OptSpec *s = specs; s->id; s++) {
        if (!s->long_name || strncmp(s->long_name, name, len)) continue;
        if (strlen(s->long_name) == len) return s;
        prefix = s;
        n++;
    }
    return n == 1 ? prefix : NULL;
}

/* fish names an unknown option by the whole argument it came in ("-xq",
 * "--name=value"). */
static int unknown(OptState *st, const char *arg)
{
    snprintf(st->bad, sizeof st->bad, "%s", arg);
    st->cluster = NULL;
    return OPT_UNKNOWN;
}

static size_t name_len(const char *name)
{
    const char *eq = strchr(name, '=');
    return eq ? (size_t)(eq - name) : strlen(name);
}

/* A long option, its name starting after the dashes of arg (already consumed);
 * s is what by_long found for it. */
static int long_opt(OptState *st, const char *arg, const char *name, const OptSpec *s)
{
    const char *eq = strchr(name, '=');
    size_t len = name_len(name);
    if (!s) return unknown(st, arg);
    if (s->arg == OPT_NO_ARG && eq) {
        snprintf(st->bad, sizeof st->bad, "%s", arg);
        return OPT_UNEXPECTED_ARG;
    }
    if (name - arg == 2) snprintf(st->bad, sizeof st->bad, "%.*s", (int)(len + 2), arg);
    else snprintf(st->bad, sizeof st->bad, "-%c", arg[strlen(arg) - 1]); /* fish's words for -posi */
    if (eq) st->arg = eq + 1;
    else if (s->arg == OPT_REQUIRED_ARG) {
        if (st->index >= st->argc) return OPT_MISSING_ARG;
        st->arg = st->argv[st->index++];
    }
    return s->id;
}

static int next_in_order(OptState *st)
{
    st->arg = NULL;
    if (!st->cluster) {
        if (st->index >= st->argc) return OPT_DONE;
        const char *a = st->argv[st->index];
        if (a[0] != '-' || !a[1]) return OPT_DONE;
        st->index++;
        if (!strcmp(a, "--")) return OPT_DONE;
        if (a[1] == '-') return long_opt(st, a, a + 2, by_long(st->specs, a + 2, name_len(a + 2)));
        /* fish reads -name as --name when its first letter is no short option */
        size_t len = name_len(a + 1);
        const OptSpec *s = by_short(st->specs, a[1]) || !len ? NULL : by_long(st->specs, a + 1, len);
        if (s) return long_opt(st, a, a + 1, s);
        st->cluster = a + 1;
    }
    const char *arg = st->argv[st->index - 1];
    char c = *st->cluster++;
    st->bad[0] = '-'; /* "-c": every short option passes here, so no snprintf */
    st->bad[1] = c;
    st->bad[2] = '\0';
    const OptSpec *s = by_short(st->specs, c);
    if (!*st->cluster) st->cluster = NULL;
    if (!s) return unknown(st, arg); /* fish names the whole cluster */
    if (s->arg != OPT_NO_ARG) {
        if (st->cluster) {
            st->arg = st->cluster;
            st->cluster = NULL;
        } else if (s->arg == OPT_REQUIRED_ARG) {
            if (st->index >= st->argc) return OPT_MISSING_ARG;
            st->arg = st->argv[st->index++];
        }
    }
    return s->id;
}
