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

static int next_in_order(OptState *st)
{
    st->arg = NULL;
    if (!st->cluster) {
        if (st->index >= st->argc) return OPT_DONE;
        const char *a = st->argv[st->index];
        if (a[0] != '-' || !a[1]) return OPT_DONE;
        st->index++;
        if (!strcmp(a, "--")) return OPT_DONE;
        if (a[1] == '-') {
            const char *eq = strchr(a + 2, '=');
            size_t len = eq ? (size_t)(eq - (a + 2)) : strlen(a + 2);
            const OptSpec *s = by_long(st->specs, a + 2, len);
            if (!s) return unknown(st, a);
            if (s->arg == OPT_NO_ARG && eq) {
                snprintf(st->bad, sizeof st->bad, "%s", a);
                return OPT_UNEXPECTED_ARG;
            }
            snprintf(st->bad, sizeof st->bad, "%.*s", (int)(len + 2), a);
            if (eq) st->arg = eq + 1;
            else if (s->arg == OPT_REQUIRED_ARG) {
                if (st->index >= st->argc) return OPT_MISSING_ARG;
                st->arg = st->argv[st->index++];
            }
            return s->id;
        }
        st->cluster = a + 1;
    }
    const char *arg = st->argv[st->index - 1];
    char c = *st->cluster++;
    snprintf(st->bad, sizeof st->bad, "-%c", c);
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
