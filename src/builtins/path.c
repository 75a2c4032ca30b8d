/* builtins/path.c - take paths apart, filter them, sort them, resolve them.
 *
 *   path basename [-E] | dirname | extension | change-extension EXT
 *        | filter [-d -f -l -r -w -x -v -t TYPE -p PERM --all] | is ...
 *        | mtime [-R] | normalize | resolve | sort [-r -u --key=K]
 *        [-z] [-Z] [-q] [PATH...]
 *
 * The paths come from the arguments, or, when standard input is this
 * command's own pipe or `<` file (Io.in_direct), from there: one per line,
 * or one per NUL-terminated record when -z is given or a NUL shows up in the
 * first PATH_MAX bytes. Giving both is an error. Options may come anywhere
 * before `--`, as fish's path parses them. Output is one path per line, or
 * NUL-terminated with -Z; -q prints nothing and stops at the first success.
 * Status 0 when something was printed or changed (see each subcommand), 1
 * when not, 2 for usage errors. fish 4 is followed where 3.6 differs (-E,
 * --all, `normalize` squashing a leading "//"). */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/path.h"
#include "env/var.h"
#include "exec/glob.h"

#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* --type: the path (a symlink's target, except for "link") is any of these. */
enum { T_FILE = 1, T_DIR = 2, T_LINK = 4, T_BLOCK = 8, T_CHAR = 16, T_FIFO = 32, T_SOCK = 64 };
/* --perm: the path has all of these. */
enum { P_READ = 1, P_WRITE = 2, P_EXEC = 4, P_SUID = 8, P_SGID = 16, P_USER = 32, P_GROUP = 64 };
/* Which options a subcommand takes beyond -q -z -Z. */
enum { V_PERMS = 1, V_TYPES = 2, V_INVERT = 4, V_RELATIVE = 8, V_REVERSE = 16, V_UNIQUE = 32,
       V_NOEXT = 64, V_ALL = 128 };
/* Option ids: letters, two long-only options, and INVALID + row for a long
 * option this subcommand does not take (named in the error as fish does). */
enum { ID_KEY = 256, ID_ALL, ID_INVALID = 512 };

/* How many bytes are read at a time; a NUL among the first ones means the
 * input is NUL-separated. */
#define CHUNK PATH_MAX
/* Output is written in pieces about this big. */
#define FLUSH_AT 65536

typedef struct PathCmd {
    Shell *sh;
    Io *io;
    const char *name;      /* "path basename", for messages */
    unsigned valid;        /* V_* */
    bool null_in, null_out, quiet, invert, relative, reverse, unique, no_ext, all;
    bool has_types, has_perms;
    unsigned types, perms;
    const char *key;       /* --key, or NULL */
    const char *arg1;      /* change-extension's EXTENSION */
    char **args;           /* borrowed: the PATH arguments */
    int nargs, next_arg;
    /* Standard input, when the paths come from there. */
    bool from_stdin, eof;
    int sep;               /* '\n', '\0', or -1 until the first read decides */
    char *buf;             /* owned: CHUNK bytes, [pos, len) not yet used */
    size_t pos, len;
    StrBuf rec;            /* the record being returned */
    StrBuf out;            /* output not yet written */
} PathCmd;

typedef int (*SubcmdFn)(PathCmd *pc);

/* ---- input ---- */

static bool fill(PathCmd *pc)
{
    long r = pc->eof ? 0 : io_read(pc->io, pc->buf, CHUNK);
    pc->pos = 0;
    pc->len = r > 0 ? (size_t)r : 0;
    if (r <= 0) pc->eof = true;
    return r > 0;
}

/* The next PATH; false when there are no more. The Str stays valid until
 * the next call. */
static bool next_path(PathCmd *pc, Str *out)
{
    if (!pc->from_stdin) {
        if (pc->next_arg >= pc->nargs) return false;
        *out = str_cstr(pc->args[pc->next_arg++]);
        return true;
    }
    if (pc->sep < 0) {
        fill(pc);
        pc->sep = pc->null_in || memchr(pc->buf, '\0', pc->len) ? '\0' : '\n';
    }
    sb_clear(&pc->rec);
    bool any = false;
    for (;;) {
        if (pc->pos == pc->len && !fill(pc)) {
            if (!any) return false;
            break;
        }
        any = true;
        char *start = pc->buf + pc->pos;
        char *hit = memchr(start, pc->sep, pc->len - pc->pos);
        if (hit) {
            sb_append_mem(&pc->rec, start, (size_t)(hit - start));
            pc->pos += (size_t)(hit - start) + 1;
            break;
        }
        sb_append_mem(&pc->rec, start, pc->len - pc->pos);
        pc->pos = pc->len;
    }
    *out = sb_str(&pc->rec);
    return true;
}

/* ---- output ---- */

static void flush(PathCmd *pc)
{
    if (pc->out.len) io_write(pc->io, 1, sb_str(&pc->out));
    sb_clear(&pc->out);
}

static void emit(PathCmd *pc, Str s)
{
    if (pc->quiet) return;
    sb_append(&pc->out, s);
    sb_append_char(&pc->out, pc->null_out ? '\0' : '\n');
    if (pc->out.len >= FLUSH_AT) flush(pc);
}

/* ---- string subcommands ---- */

/* Where the extension of p starts (at its '.'), or -1 when it has none: the
 * last '.' of the basename, unless that is its first character or the
 * basename is "." or "..". The offset is counted from the end of the
 * basename back, as fish does, so a trailing slash moves it. */
static long find_extension(Str p)
{
    Str base = path_basename(p);
    if (str_eq(base, STR(".")) || str_eq(base, STR(".."))) return -1;
    for (size_t i = base.len; i > 1; i--) {
        if (base.ptr[i - 1] == '.') return (long)(i - 1 + p.len - base.len);
    }
    return -1;
}

typedef enum Transform { TR_BASENAME, TR_DIRNAME, TR_NORMALIZE } Transform;

/* basename, dirname, normalize: status 0 when some path changed. Empty
 * paths are skipped. */
static int transform(PathCmd *pc, Transform how)
{
    bool changed = false;
    StrBuf t = STRBUF_INIT;
    for (Str p; next_path(pc, &p);) {
        if (!p.len) continue;
        sb_clear(&t);
        if (how == TR_BASENAME) sb_append(&t, path_basename(p));
        else if (how == TR_DIRNAME) sb_append(&t, path_dirname(p));
        else {
            path_normalize(p, false, &t);
            if (t.ptr[0] == '-') {
                sb_clear(&t);
                sb_append_cstr(&t, "./");
                path_normalize(p, false, &t);
            }
        }
        if (pc->no_ext) {
            long ext = find_extension(sb_str(&t));
            if (ext >= 0) t.len = (size_t)ext;
        }
        if (!str_eq(sb_str(&t), p)) {
            changed = true;
            if (pc->quiet) break;
        }
        emit(pc, sb_str(&t));
    }
    sb_fini(&t);
    return changed ? STATUS_OK : STATUS_FAIL;
}

static int sub_basename(PathCmd *pc) { return transform(pc, TR_BASENAME); }
static int sub_dirname(PathCmd *pc) { return transform(pc, TR_DIRNAME); }
static int sub_normalize(PathCmd *pc) { return transform(pc, TR_NORMALIZE); }

/* Prints each extension (an empty line for none); 0 when any had one. */
static int sub_extension(PathCmd *pc)
{
    bool found = false;
    for (Str p; next_path(pc, &p);) {
        long ext = find_extension(p);
        if (ext < 0) {
            emit(pc, STR(""));
            continue;
        }
        Str e = str_sub(p, (size_t)ext, p.len - (size_t)ext);
        if (pc->quiet && e.len) return STATUS_OK;
        emit(pc, e);
        found = true;
    }
    return found ? STATUS_OK : STATUS_FAIL;
}

/* Replaces (or with "" removes) each extension; 0 when given any path. */
static int sub_change_extension(PathCmd *pc)
{
    Str ext = str_cstr(pc->arg1);
    if (ext.len && ext.ptr[0] == '.') ext = str_sub(ext, 1, ext.len - 1);
    bool any = false;
    StrBuf t = STRBUF_INIT;
    for (Str p; next_path(pc, &p);) {
        long at = find_extension(p);
        sb_clear(&t);
        sb_append(&t, at < 0 ? p : str_sub(p, 0, (size_t)at));
        if (pc->arg1[0]) {
            sb_append_char(&t, '.');
            sb_append(&t, ext);
        }
        emit(pc, sb_str(&t));
        any = true;
    }
    sb_fini(&t);
    return any ? STATUS_OK : STATUS_FAIL;
}

/* ---- subcommands that look at the disk ---- */

/* $PWD with a '/' after it, for making a relative path absolute. */
static void pwd_slash(PathCmd *pc, StrBuf *out)
{
    const Var *pwd = vars_get(pc->sh->vars, STR("PWD"), 0);
    if (pwd && pwd->values.n) sb_append(out, pwd->values.items[0]);
    if (!out->len || out->ptr[out->len - 1] != '/') sb_append_char(out, '/');
}

/* When p does not resolve: the longest leading part of it that does (made
 * absolute against $PWD first) with the rest appended as written. */
static bool resolve_prefix(PathCmd *pc, Str p, StrBuf *out)
{
    StrBuf cur = STRBUF_INIT, rest = STRBUF_INIT, tmp = STRBUF_INIT;
    if (p.ptr[0] != '/') pwd_slash(pc, &cur);
    sb_append(&cur, p);
    sb_append(&rest, path_basename(sb_str(&cur)));
    bool ok = false;
    while (cur.len && !str_eq(sb_str(&cur), STR("/"))) {
        sb_clear(&tmp);
        sb_append(&tmp, path_dirname(sb_str(&cur)));
        if (str_eq(sb_str(&tmp), sb_str(&cur))) break; /* "." with a relative $PWD */
        sb_clear(&cur);
        sb_append(&cur, sb_str(&tmp));
        if (path_real(cur.ptr, out)) {
            sb_append_char(out, '/');
            sb_append(out, sb_str(&rest));
            ok = true;
            break;
        }
        sb_clear(&tmp);
        sb_append(&tmp, path_basename(sb_str(&cur)));
        sb_append_char(&tmp, '/');
        sb_append(&tmp, sb_str(&rest));
        StrBuf swap = rest;
        rest = tmp;
        tmp = swap;
    }
    sb_fini(&cur);
    sb_fini(&rest);
    sb_fini(&tmp);
    return ok;
}

/* What `path resolve` prints for p: its real path, normalized again so that
 * "../" after a file or a missing directory still goes up a level. False
 * when nothing of it resolves (an empty path). */
static bool resolve_one(PathCmd *pc, Str p, StrBuf *real)
{
    StrBuf found = STRBUF_INIT;
    bool ok = p.len && (path_real(p.ptr, &found) || resolve_prefix(pc, p, &found));
    sb_clear(real);
    if (ok) path_normalize(sb_str(&found), false, real);
    sb_fini(&found);
    return ok;
}

static int sub_resolve(PathCmd *pc)
{
    bool any = false;
    StrBuf real = STRBUF_INIT;
    for (Str p; next_path(pc, &p);) {
        if (!resolve_one(pc, p, &real)) continue;
        any = true;
        if (pc->quiet) break;
        emit(pc, sb_str(&real));
    }
    sb_fini(&real);
    return any ? STATUS_OK : STATUS_FAIL;
}

/* Seconds since the epoch of each path's last change (following symlinks),
 * or with -R how long ago that was; missing paths are skipped. */
static int sub_mtime(PathCmd *pc)
{
    time_t now = time(NULL);
    bool any = false;
    for (Str p; next_path(pc, &p);) {
        struct stat st;
        if (stat(p.ptr, &st) != 0) continue;
        if (pc->quiet) return STATUS_OK;
        any = true;
        char num[32];
        long long t = (long long)st.st_mtime;
        snprintf(num, sizeof num, "%lld", pc->relative ? (long long)now - t : t);
        emit(pc, str_cstr(num));
    }
    return any ? STATUS_OK : STATUS_FAIL;
}

/* Whether p passes --type and --perm (true when neither was given). */
static bool passes(const PathCmd *pc, const char *p)
{
    struct stat st;
    bool have_stat = false;
    if (pc->has_types) {
        struct stat lst;
        bool ok = (pc->types & T_LINK) && lstat(p, &lst) == 0 && S_ISLNK(lst.st_mode);
        if (stat(p, &st) != 0) return false;
        have_stat = true;
        unsigned t = pc->types;
        ok = ok || ((t & T_FILE) && S_ISREG(st.st_mode)) || ((t & T_DIR) && S_ISDIR(st.st_mode)) ||
             ((t & T_BLOCK) && S_ISBLK(st.st_mode)) || ((t & T_CHAR) && S_ISCHR(st.st_mode)) ||
             ((t & T_FIFO) && S_ISFIFO(st.st_mode)) || ((t & T_SOCK) && S_ISSOCK(st.st_mode));
        if (!ok) return false;
    }
    if (pc->has_perms) {
        unsigned pm = pc->perms;
        int mode = (pm & P_READ ? R_OK : 0) | (pm & P_WRITE ? W_OK : 0) | (pm & P_EXEC ? X_OK : 0);
        if (mode && access(p, mode) != 0) return false;
        if (pm & (P_SUID | P_SGID | P_USER | P_GROUP)) {
            if (!have_stat && stat(p, &st) != 0) return false;
            if ((pm & P_SUID) && !(st.st_mode & S_ISUID)) return false;
            if ((pm & P_SGID) && !(st.st_mode & S_ISGID)) return false;
            if ((pm & P_USER) && st.st_uid != geteuid()) return false;
            if ((pm & P_GROUP) && st.st_gid != getegid()) return false;
        }
    }
    return true;
}

/* filter and is: the paths that exist and pass the checks (or with -v the
 * rest); a path starting with '-' gets "./" in front. --all prints nothing
 * and succeeds when every path passed. */
static int sub_filter(PathCmd *pc)
{
    bool no_checks = !pc->has_types && !pc->has_perms;
    size_t total = 0, passed = 0;
    StrBuf shown = STRBUF_INIT;
    for (Str p; next_path(pc, &p);) {
        total++;
        bool ok = no_checks ? access(p.ptr, F_OK) == 0 : passes(pc, p.ptr);
        if (ok == pc->invert) {
            if (pc->all && no_checks) break;
            continue;
        }
        passed++;
        if (pc->all) continue;
        if (pc->quiet) break;
        sb_clear(&shown);
        if (p.len && p.ptr[0] == '-') sb_append_cstr(&shown, "./");
        sb_append(&shown, p);
        emit(pc, sb_str(&shown));
    }
    sb_fini(&shown);
    if (pc->all && passed != total) return STATUS_FAIL;
    return passed ? STATUS_OK : STATUS_FAIL;
}

static int sub_is(PathCmd *pc)
{
    pc->quiet = true;
    return sub_filter(pc);
}

/* ---- sort ---- */

typedef struct SortItem {
    Str path, key;
} SortItem;

static int cmp_items(const SortItem *a, const SortItem *b, bool reverse)
{
    int c = glob_filecmp(a->key, b->key);
    return reverse ? -c : c;
}

/* A stable merge sort: paths with equal keys keep their order. */
static void merge_sort(SortItem *v, SortItem *tmp, size_t n, bool reverse)
{
    if (n < 2) return;
    size_t half = n / 2;
    merge_sort(v, tmp, half, reverse);
    merge_sort(v + half, tmp, n - half, reverse);
    size_t i = 0, j = half, k = 0;
    while (i < half && j < n) tmp[k++] = cmp_items(&v[j], &v[i], reverse) < 0 ? v[j++] : v[i++];
    while (i < half) tmp[k++] = v[i++];
    while (j < n) tmp[k++] = v[j++];
    memcpy(v, tmp, n * sizeof *v);
}

static int sub_sort(PathCmd *pc)
{
    Str (*keyfn)(Str) = NULL;
    if (pc->key && !strcmp(pc->key, "basename")) keyfn = path_basename;
    else if (pc->key && !strcmp(pc->key, "dirname")) keyfn = path_dirname;
    else if (pc->key && strcmp(pc->key, "path")) {
        bi_error(pc->io, pc->name, "Invalid sort key '%s'", pc->key);
        return STATUS_INVALID_ARGS;
    }
    StrList all = STRLIST_INIT;
    for (Str p; next_path(pc, &p);) sl_push(&all, p);
    SortItem *items = xcalloc(all.n ? all.n : 1, 2 * sizeof *items);
    for (size_t i = 0; i < all.n; i++) {
        Str p = all.items[i];
        items[i] = (SortItem){p, keyfn ? keyfn(p) : p};
    }
    merge_sort(items, items + all.n, all.n, pc->reverse);
    for (size_t i = 0; i < all.n; i++) {
        if (pc->unique && i && str_eq(items[i].key, items[i - 1].key)) continue;
        emit(pc, items[i].path);
    }
    free(items);
    sl_fini(&all);
    return STATUS_OK;
}

/* ---- options ---- */

/* Every option path knows, with the subcommands each is valid for
 * (row_needs, in the same order: 0 for always, NEEDS_NEVER for the help
 * option, which bi_path handles itself). */
#define NEEDS_NEVER (~0u)
const OptSpec bi_path_opts[] = {
    {'q', "quiet", OPT_NO_ARG},      {'z', "null-in", OPT_NO_ARG},   {'Z', "null-out", OPT_NO_ARG},
    {'p', "perm", OPT_REQUIRED_ARG}, {'t', "type", OPT_REQUIRED_ARG}, {'v', "invert", OPT_NO_ARG},
    {'R', "relative", OPT_NO_ARG},   {'r', "reverse", OPT_NO_ARG},   {'u', "unique", OPT_NO_ARG},
    {'E', "no-extension", OPT_NO_ARG}, {'w', NULL, OPT_NO_ARG},      {'x', NULL, OPT_NO_ARG},
    {'f', NULL, OPT_NO_ARG},         {'l', NULL, OPT_NO_ARG},        {'d', NULL, OPT_NO_ARG},
    {ID_KEY, "key", OPT_REQUIRED_ARG}, {ID_ALL, "all", OPT_NO_ARG},  {'h', "help", OPT_NO_ARG},
    {0, NULL, 0},
};
static const unsigned row_needs[] = {
    0, 0, 0, V_PERMS, V_TYPES, V_INVERT, V_RELATIVE, V_REVERSE | V_PERMS, V_UNIQUE, V_NOEXT,
    V_PERMS, V_PERMS, V_TYPES, V_TYPES, V_TYPES, 0, V_ALL, NEEDS_NEVER,
};
#define NROWS (sizeof row_needs / sizeof *row_needs)

/* The spec for one subcommand: every long option (fish knows them all and
 * names one that does not apply as unknown), short letters only where valid. */
static void build_specs(unsigned valid, OptSpec *specs)
{
    size_t n = 0;
    for (size_t i = 0; i < NROWS; i++) {
        const OptSpec *r = &bi_path_opts[i];
        if (row_needs[i] == NEEDS_NEVER) continue;
        bool ok = !row_needs[i] || (row_needs[i] & valid);
        if (ok) specs[n++] = *r;
        else if (r->long_name) specs[n++] = (OptSpec){ID_INVALID + (int)i, r->long_name, r->arg};
    }
    specs[n] = (OptSpec){0, NULL, 0};
}

/* Parses a comma-separated --type or --perm value into bits; false after
 * reporting a word that is not one of names. */
static bool parse_words(PathCmd *pc, const char *arg, const char *const *names, const char *what,
                        unsigned *bits)
{
    for (const char *p = arg; *p;) {
        if (*p == ',') {
            p++;
            continue;
        }
        size_t n = strcspn(p, ",");
        size_t k = 0;
        while (names[k] && (strlen(names[k]) != n || strncmp(names[k], p, n))) k++;
        if (!names[k]) {
            bi_error(pc->io, pc->name, "Invalid %s '%.*s'", what, (int)n, p);
            return false;
        }
        *bits |= 1u << k;
        p += n;
    }
    return true;
}

static bool apply_option(PathCmd *pc, int c, const char *arg)
{
    static const char *const types[] = {"file", "dir", "link", "block", "char", "fifo", "socket", NULL};
    static const char *const perms[] = {"read", "write", "exec", "suid", "sgid", "user", "group", NULL};
    switch (c) {
    case 'q': pc->quiet = true; break;
    case 'z': pc->null_in = true; break;
    case 'Z': pc->null_out = true; break;
    case 'v': pc->invert = true; break;
    case 'R': pc->relative = true; break;
    case 'u': pc->unique = true; break;
    case 'E': pc->no_ext = true; break;
    case ID_ALL: pc->all = true; break;
    case ID_KEY: pc->key = arg; break;
    case 'r':
        if (pc->valid & V_REVERSE) pc->reverse = true;
        else pc->has_perms = true, pc->perms |= P_READ;
        break;
    case 'w': pc->has_perms = true, pc->perms |= P_WRITE; break;
    case 'x': pc->has_perms = true, pc->perms |= P_EXEC; break;
    case 'f': pc->has_types = true, pc->types |= T_FILE; break;
    case 'd': pc->has_types = true, pc->types |= T_DIR; break;
    case 'l': pc->has_types = true, pc->types |= T_LINK; break;
    case 't':
        pc->has_types = true;
        return parse_words(pc, arg, types, "type", &pc->types);
    case 'p':
        pc->has_perms = true;
        return parse_words(pc, arg, perms, "permission", &pc->perms);
    default: MN_UNREACHABLE();
    }
    return true;
}

/* Parses options anywhere before `--` (fish's path permutes them), leaving
 * the other arguments in pc->args. Returns -1 when all went well, else the
 * status to return after the message it printed. */
static int parse_options(PathCmd *pc, int argc, char **argv, bool wants_arg1)
{
    OptSpec specs[NROWS + 1];
    build_specs(pc->valid, specs);
    char **operands = xcalloc((size_t)argc + 1, sizeof *operands);
    OptState st;
    opt_begin_permuted(&st, argc, argv, specs, operands);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c >= ID_INVALID) {
            /* fish names the last argument it looked at: "--perm=x", or the
             * value after "--perm". */
            snprintf(st.bad, sizeof st.bad, "%s", argv[st.index - 1]);
            c = OPT_UNKNOWN;
        }
        if (c == OPT_UNKNOWN) {
            free(operands);
            return bi_opt_error(pc->sh, pc->io, pc->name, &st, c);
        }
        if (c == OPT_MISSING_ARG || c == OPT_UNEXPECTED_ARG) {
            free(operands);
            return bi_opt_error_short(pc->io, pc->name, &st, c); /* fish: no trailer */
        }
        if (!apply_option(pc, c, st.arg)) {
            free(operands);
            return STATUS_INVALID_ARGS;
        }
    }
    int nops = st.noperands;
    pc->args = operands;
    pc->nargs = nops;
    if (wants_arg1) {
        if (!nops) {
            bi_error(pc->io, pc->name, "missing argument");
            return STATUS_INVALID_ARGS;
        }
        pc->arg1 = operands[0];
        pc->next_arg = 1;
    }
    pc->from_stdin = pc->io->in_direct;
    if (pc->from_stdin && pc->nargs > pc->next_arg) {
        bi_error(pc->io, pc->name, "too many arguments");
        return STATUS_INVALID_ARGS;
    }
    return -1;
}

/* ---- dispatch ---- */

typedef struct Subcmd {
    const char *name;
    SubcmdFn fn;
    unsigned valid;
    bool wants_arg1;
} Subcmd;

static const Subcmd subcmds[] = {
    {"basename", sub_basename, V_NOEXT, false},
    {"change-extension", sub_change_extension, 0, true},
    {"dirname", sub_dirname, 0, false},
    {"extension", sub_extension, 0, false},
    {"filter", sub_filter, V_TYPES | V_PERMS | V_INVERT | V_ALL, false},
    {"is", sub_is, V_TYPES | V_PERMS | V_INVERT | V_ALL, false},
    {"mtime", sub_mtime, V_RELATIVE, false},
    {"normalize", sub_normalize, 0, false},
    {"resolve", sub_resolve, 0, false},
    {"sort", sub_sort, V_REVERSE | V_UNIQUE, false},
};

static bool is_help(const char *a) { return !strcmp(a, "-h") || !strcmp(a, "--help"); }

int bi_path(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    if (argc <= 1) {
        bi_error(io, cmd, "missing subcommand");
        bi_print_trailer(sh, io, cmd);
        return STATUS_INVALID_ARGS;
    }
    if (is_help(argv[1])) return bi_print_help(sh, io, cmd);
    const Subcmd *sub = NULL;
    for (size_t i = 0; i < sizeof subcmds / sizeof *subcmds; i++) {
        if (!strcmp(argv[1], subcmds[i].name)) sub = &subcmds[i];
    }
    if (!sub) return bi_invalid_subcommand(sh, io, cmd, argv[1]);
    if (argc >= 3 && is_help(argv[2])) return bi_print_help(sh, io, cmd);

    char name[64];
    snprintf(name, sizeof name, "%s %s", cmd, sub->name);
    PathCmd pc = {.sh = sh, .io = io, .name = name, .valid = sub->valid, .sep = -1};
    int status = parse_options(&pc, argc - 1, argv + 1, sub->wants_arg1);
    if (status < 0) {
        if (pc.from_stdin) pc.buf = xmalloc(CHUNK);
        status = sub->fn(&pc);
        flush(&pc);
    }
    free(pc.args);
    free(pc.buf);
    sb_fini(&pc.rec);
    sb_fini(&pc.out);
    return status;
}
