/* builtins/test.c - test and [: check strings, numbers and files.
 *
 *   test EXPRESSION          [ EXPRESSION ]
 *
 * The grammar is POSIX's as fish reads it, quirks included:
 *
 *   expression := combining      (with POSIX's own rules for 2, 3 and 4 arguments)
 *   combining  := unary (('-a' | '-o') unary)*       -a binds tighter than -o
 *   unary      := '!'* primary
 *   primary    := '(' expression ')' | UNARY_OP ARG | ARG BINARY_OP ARG | ARG
 *
 * Each rule is tried in turn at the same place; a rule that fails may leave an
 * error behind, and the first error is reported only when the expression does
 * not cover every argument (so `test a -a` is an error but `test 1 = 1 -a`,
 * whose dangling -a still counts as covered, is true). The tree lives in an
 * array on the stack for short expressions: the usual `test $i -lt $n`
 * allocates nothing.
 *
 * With the feature test-require-arg (fish 4, off by default) a lone word is
 * an error and `test -n` alone is false, as the operator wants an argument.
 * Without it, `minnow -d deprecated-test` warns where that would change.
 *
 * Status: 0 true; 1 false or a syntax error (printed with the arguments and a
 * caret); 2 for no arguments, a bad number, or `[` without its `]`. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/numparse.h"
#include "base/utf8.h"
#include "env/features.h"
#include "exec/eval.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef enum Tok {
    T_STRING, T_BANG, T_AND, T_OR, T_OPEN, T_CLOSE,
    /* unary operators: one argument */
    T_BLOCK, T_CHAR, T_DIR, T_EXISTS, T_REGULAR, T_SETGID, T_OWN_GROUP, T_SYMLINK,
    T_STICKY, T_OWN_USER, T_FIFO, T_READABLE, T_NONEMPTY, T_SOCKET, T_TTY, T_SETUID,
    T_WRITABLE, T_EXECUTABLE, T_STR_NONEMPTY, T_STR_EMPTY,
    /* binary operators: two arguments */
    T_STR_EQ, T_STR_NE, T_NEWER, T_OLDER, T_SAME_FILE,
    T_EQ, T_NE, T_GT, T_GE, T_LT, T_LE,
} Tok;

#define IS_UNARY(t) ((t) >= T_BLOCK && (t) <= T_STR_EMPTY)
#define IS_BINARY(t) ((t) >= T_STR_EQ)

static Tok classify(const char *s)
{
    if (s[0] == '!') return !s[1] ? T_BANG : s[1] == '=' && !s[2] ? T_STR_NE : T_STRING;
    if (s[0] == '=' && !s[1]) return T_STR_EQ;
    if (s[0] == '(' && !s[1]) return T_OPEN;
    if (s[0] == ')' && !s[1]) return T_CLOSE;
    if (s[0] != '-' || !s[1]) return T_STRING;
    if (!s[2]) {
        switch (s[1]) {
        case 'a': return T_AND;
        case 'o': return T_OR;
        case 'b': return T_BLOCK;
        case 'c': return T_CHAR;
        case 'd': return T_DIR;
        case 'e': return T_EXISTS;
        case 'f': return T_REGULAR;
        case 'g': return T_SETGID;
        case 'G': return T_OWN_GROUP;
        case 'h': case 'L': return T_SYMLINK;
        case 'k': return T_STICKY;
        case 'O': return T_OWN_USER;
        case 'p': return T_FIFO;
        case 'r': return T_READABLE;
        case 's': return T_NONEMPTY;
        case 'S': return T_SOCKET;
        case 't': return T_TTY;
        case 'u': return T_SETUID;
        case 'w': return T_WRITABLE;
        case 'x': return T_EXECUTABLE;
        case 'n': return T_STR_NONEMPTY;
        case 'z': return T_STR_EMPTY;
        default: return T_STRING;
        }
    }
    if (s[3]) return T_STRING;
    static const struct { char name[3]; Tok tok; } two[] = {
        {"nt", T_NEWER}, {"ot", T_OLDER}, {"ef", T_SAME_FILE}, {"eq", T_EQ}, {"ne", T_NE},
        {"gt", T_GT}, {"ge", T_GE}, {"lt", T_LT}, {"le", T_LE},
    };
    for (size_t i = 0; i < sizeof two / sizeof *two; i++) {
        if (s[1] == two[i].name[0] && s[2] == two[i].name[1]) return two[i].tok;
    }
    return T_STRING;
}

/* ---- the tree ---------------------------------------------------------------- */

typedef enum NodeKind { N_STRING, N_UNARY, N_BINARY, N_NOT, N_PAREN, N_COMBINE } NodeKind;

typedef struct Node {
    unsigned char kind;  /* NodeKind */
    unsigned char op;    /* N_UNARY, N_BINARY: the operator's Tok; N_NOT: 1 to invert, 0 for an even run of ! */
    unsigned char comb;  /* as a member of a combining list: T_AND or T_OR joining it to `next` */
    int start, end;      /* the arguments it covers, [start, end) */
    int sub;             /* N_NOT, N_PAREN: the operand; N_COMBINE: the first member */
    int next;            /* the next member of a combining list, or -1 */
} Node;

/* Parse errors, in the order fish reports them; the number printed is idx + 1. */
typedef enum ParseErr {
    E_NONE,
    E_MISSING,
    E_COMBINER,
    E_TYPE,
    E_NO_CLOSE,
    E_WANT_CLOSE,
    E_UNEXPECTED,
    E_DEPTH,
    E_UNKNOWN,
} ParseErr;

/* Parentheses nest at most this deep, so the parser's recursion stays small. */
enum { MAX_DEPTH = 200 };

typedef struct Parser {
    char **args;         /* borrowed: the expression's arguments */
    int n;
    Node *nodes;         /* the caller's stack array until it overflows, then heap */
    int count, cap;
    bool heap;
    ParseErr err;        /* the first error (a missing combiner replaces it) */
    int err_idx;         /* the argument it points at */
    int depth;
    bool require_arg; /* feature test-require-arg: a bare word is an error */
} Parser;

static Tok tok(const Parser *p, int i) { return classify(p->args[i]); }

static int add(Parser *p, NodeKind kind, int op, int start, int end, int sub)
{
    if (p->count == p->cap) {
        Node *bigger = xreallocarray(p->heap ? p->nodes : NULL, (size_t)p->cap * 2, sizeof *bigger);
        if (!p->heap) memcpy(bigger, p->nodes, (size_t)p->count * sizeof *bigger);
        p->nodes = bigger, p->cap *= 2, p->heap = true;
    }
    p->nodes[p->count] = (Node){(unsigned char)kind, (unsigned char)op, 0, start, end, sub, -1};
    return p->count++;
}

/* Records an error unless an earlier one is kept; returns -1 (no node). */
static int fail(Parser *p, ParseErr err, int idx)
{
    if (p->err == E_NONE) p->err = err, p->err_idx = idx;
    return -1;
}

static int expression(Parser *p, int start, int end);

/* primary := '(' expression ')'; needs four arguments at least. */
static int parenthetical(Parser *p, int start, int end)
{
    if (start + 3 >= end || tok(p, start) != T_OPEN) return -1;
    if (p->depth >= MAX_DEPTH) return fail(p, E_DEPTH, start);
    p->depth++;
    int sub = expression(p, start + 1, end);
    p->depth--;
    if (sub < 0) return -1;
    int close = p->nodes[sub].end;
    if (close == end) return fail(p, E_NO_CLOSE, close);
    if (tok(p, close) != T_CLOSE) return fail(p, E_WANT_CLOSE, close);
    return add(p, N_PAREN, 0, start, close + 1, sub);
}

/* primary := UNARY_OP ARG. Two arguments are required before the operator is
 * even looked at, as in fish. */
static int unary_primary(Parser *p, int start, int end)
{
    if (start + 1 >= end) return fail(p, E_MISSING, start + 1);
    Tok t = tok(p, start);
    return IS_UNARY(t) ? add(p, N_UNARY, t, start, start + 2, -1) : -1;
}

/* primary := ARG BINARY_OP ARG */
static int binary_primary(Parser *p, int start, int end)
{
    for (int i = start; i < start + 3; i++) {
        if (i >= end) return fail(p, E_MISSING, i);
    }
    Tok t = tok(p, start + 1);
    return IS_BINARY(t) ? add(p, N_BINARY, t, start, start + 3, -1) : -1;
}

/* primary := ARG, any word that is not an operator (with the feature
 * test-require-arg, no word at all). */
static int just_a_string(Parser *p, int start, int end)
{
    if (start >= end) return fail(p, E_MISSING, start);
    if (tok(p, start) != T_STRING) return fail(p, E_TYPE, start);
    if (p->require_arg) return fail(p, E_UNKNOWN, start);
    return add(p, N_STRING, 0, start, start + 1, -1);
}

static int primary(Parser *p, int start, int end)
{
    if (start >= end) return fail(p, E_MISSING, start);
    int e = parenthetical(p, start, end);
    if (e < 0) e = unary_primary(p, start, end);
    if (e < 0) e = binary_primary(p, start, end);
    if (e < 0) e = just_a_string(p, start, end);
    return e;
}

/* unary := '!'* primary; a run of bangs is one node that inverts when odd. */
static int unary(Parser *p, int start, int end)
{
    int i = start;
    while (i < end && tok(p, i) == T_BANG) i++;
    if (i >= end) return fail(p, E_MISSING, i);
    int sub = primary(p, i, end);
    if (sub < 0 || i == start) return sub;
    return add(p, N_NOT, (i - start) & 1, start, p->nodes[sub].end, sub);
}

/* combining := unary (('-a' | '-o') unary)*. Stops quietly at a word that is
 * not a combiner (the caller sees the expression end early); a combiner with
 * nothing after it stays inside the expression's range. */
static int combining(Parser *p, int start, int end)
{
    if (start >= end) return -1;
    int first = -1, last = -1, idx = start;
    while (idx < end) {
        if (last >= 0) {
            Tok t = tok(p, idx);
            if (t != T_AND && t != T_OR) {
                p->err = E_COMBINER, p->err_idx = idx;
                break;
            }
            p->nodes[last].comb = (unsigned char)t;
            idx++;
        }
        int e = unary(p, idx, end);
        if (e < 0) {
            fail(p, E_MISSING, idx);
            break;
        }
        idx = p->nodes[e].end;
        if (last >= 0) p->nodes[last].next = e;
        else first = e;
        last = e;
    }
    return first < 0 ? -1 : add(p, N_COMBINE, 0, start, idx, first);
}

static int three_args(Parser *p, int start, int end)
{
    Tok center = tok(p, start + 1);
    if (IS_BINARY(center)) return binary_primary(p, start, end);
    if (center != T_AND && center != T_OR) return unary(p, start, end);
    int left = unary(p, start, start + 1);
    if (left < 0) return -1;
    int right = unary(p, start + 2, start + 3);
    if (right < 0) return -1;
    p->nodes[left].comb = (unsigned char)center;
    p->nodes[left].next = right;
    return add(p, N_COMBINE, 0, start, end, left);
}

static int four_args(Parser *p, int start, int end)
{
    Tok first = tok(p, start);
    if (first == T_BANG) {
        int sub = three_args(p, start + 1, end);
        return sub < 0 ? -1 : add(p, N_NOT, 1, start, p->nodes[sub].end, sub);
    }
    if (first == T_OPEN) return parenthetical(p, start, end);
    return combining(p, start, end);
}

static int expression(Parser *p, int start, int end)
{
    if (start >= end) return fail(p, E_MISSING, start);
    switch (end - start) {
    case 1: return fail(p, E_MISSING, start + 1);
    case 2: return unary(p, start, end);
    case 3: return three_args(p, start, end);
    case 4: return four_args(p, start, end);
    default: return combining(p, start, end);
    }
}

/* ---- numbers ----------------------------------------------------------------- */

/* An integer part and a fraction in [0, 1), so that integers too large for a
 * double still compare exactly. */
typedef struct Number {
    int64_t base;
    double delta;
} Number;

static int num_cmp(Number a, Number b)
{
    if (a.base != b.base) return a.base < b.base ? -1 : 1;
    return (a.delta > b.delta) - (a.delta < b.delta);
}

/* A whole number: blanks around it are fine, anything else is not. */
static NumErr whole(NumErr r, const char *end)
{
    if (r != NUM_OK) return r;
    while (num_blank(*end)) end++;
    return *end ? NUM_INVALID : NUM_OK;
}

/* Reads a decimal integer or a float; on failure appends fish's message for
 * it to errs, and sets *text when arg is not a number at all (rather than
 * one out of range). */
static bool parse_number(const char *arg, Number *out, StrBuf *errs, bool *text)
{
    int64_t i;
    const char *end = arg;
    NumErr ir = num_strtoi(arg, 10, &i, &end);
    ir = whole(ir, end);
    if (ir == NUM_OK) {
        *out = (Number){i, 0.0};
        return true;
    }
    double f;
    NumErr fr = num_strtod(arg, &f, &end);
    fr = whole(fr, end);
    if (fr == NUM_OK && isfinite(f) && ir != NUM_OVERFLOW) {
        double ip = floor(f);
        int64_t base = ip >= 0x1p63 ? INT64_MAX : ip < -0x1p63 ? INT64_MIN : (int64_t)ip;
        *out = (Number){base, f - ip};
        return true;
    }
    if (ir == NUM_INVALID && fr != NUM_OK) {
        *text = true;
        if (num_strtoi(arg, 10, &i, &end) == NUM_OK) {
            sb_printf(errs, "Integer %lld in '%s' followed by non-digit\n", (long long)i, arg);
        } else {
            sb_printf(errs, "Argument is not a number: '%s'\n", arg);
        }
    } else if (fr == NUM_OK && isnan(f)) {
        sb_append_cstr(errs, "Not a number\n");
    } else if (fr == NUM_OK && isinf(f)) {
        sb_append_cstr(errs, "Number is infinite\n");
    } else if (ir == NUM_OVERFLOW) {
        sb_printf(errs, "Result too large: %s\n", arg);
    } else {
        sb_printf(errs, "Invalid number: %s\n", arg);
    }
    return false;
}

/* ---- evaluation -------------------------------------------------------------- */

typedef struct Eval {
    const Parser *p;
    const Io *io;
    StrBuf errs;  /* evaluation errors, one per line */
    bool text;    /* a number was wanted and something else was found */
} Eval;

/* -t: whether the descriptor, as this command sees it, is a terminal. */
static bool is_tty(Eval *ev, const char *arg)
{
    Number n;
    if (!parse_number(arg, &n, &ev->errs, &ev->text)) return false;
    if (n.delta != 0.0 || n.base < INT32_MIN || n.base > INT32_MAX) return false;
    int fd = (int)n.base;
    if (fd >= 0 && fd <= 2) {
        const IoTarget *t = &ev->io->t[fd];
        if (t->buf || t->fd < 0) return false;
        fd = t->fd;
    }
    return isatty(fd);
}

static bool file_test(Tok op, const char *path)
{
    struct stat st;
    switch (op) {
    case T_SYMLINK: return lstat(path, &st) == 0 && S_ISLNK(st.st_mode);
    case T_READABLE: return access(path, R_OK) == 0;
    case T_WRITABLE: return access(path, W_OK) == 0;
    case T_EXECUTABLE: return access(path, X_OK) == 0;
    default: break;
    }
    if (stat(path, &st) != 0) return false;
    switch (op) {
    case T_BLOCK: return S_ISBLK(st.st_mode);
    case T_CHAR: return S_ISCHR(st.st_mode);
    case T_DIR: return S_ISDIR(st.st_mode);
    case T_EXISTS: return true;
    case T_REGULAR: return S_ISREG(st.st_mode);
    case T_SETGID: return (st.st_mode & S_ISGID) != 0;
    case T_OWN_GROUP: return st.st_gid == getegid();
    case T_STICKY: return (st.st_mode & S_ISVTX) != 0;
    case T_OWN_USER: return st.st_uid == geteuid();
    case T_FIFO: return S_ISFIFO(st.st_mode);
    case T_NONEMPTY: return st.st_size > 0;
    case T_SOCKET: return S_ISSOCK(st.st_mode);
    case T_SETUID: return (st.st_mode & S_ISUID) != 0;
    default: MN_UNREACHABLE();
    }
}

/* What -nt, -ot and -ef compare: a file that cannot be stat'ed is older than
 * every other and the same as every other such file, as in fish. */
typedef struct FileId {
    bool ok;
    struct stat st;
} FileId;

static FileId file_id(const char *path)
{
    FileId id;
    id.ok = stat(path, &id.st) == 0;
    return id;
}

static bool older(const FileId *a, const FileId *b)
{
    if (!a->ok || !b->ok) return !a->ok && b->ok;
    if (a->st.st_mtim.tv_sec != b->st.st_mtim.tv_sec) return a->st.st_mtim.tv_sec < b->st.st_mtim.tv_sec;
    return a->st.st_mtim.tv_nsec < b->st.st_mtim.tv_nsec;
}

static bool same_file(const FileId *a, const FileId *b)
{
    if (!a->ok || !b->ok) return a->ok == b->ok;
    return a->st.st_dev == b->st.st_dev && a->st.st_ino == b->st.st_ino && a->st.st_size == b->st.st_size
        && a->st.st_mtim.tv_sec == b->st.st_mtim.tv_sec && a->st.st_mtim.tv_nsec == b->st.st_mtim.tv_nsec
        && a->st.st_ctim.tv_sec == b->st.st_ctim.tv_sec && a->st.st_ctim.tv_nsec == b->st.st_ctim.tv_nsec;
}

static bool binary_test(Eval *ev, Tok op, const char *left, const char *right)
{
    switch (op) {
    case T_STR_EQ: return !strcmp(left, right);
    case T_STR_NE: return strcmp(left, right) != 0;
    case T_NEWER: case T_OLDER: case T_SAME_FILE: {
        FileId l = file_id(left), r = file_id(right);
        return op == T_NEWER ? older(&r, &l) : op == T_OLDER ? older(&l, &r) : same_file(&l, &r);
    }
    default: break;
    }
    Number a, b;
    if (!parse_number(left, &a, &ev->errs, &ev->text) || !parse_number(right, &b, &ev->errs, &ev->text))
        return false;
    int c = num_cmp(a, b);
    switch (op) {
    case T_EQ: return c == 0;
    case T_NE: return c != 0;
    case T_GT: return c > 0;
    case T_GE: return c >= 0;
    case T_LT: return c < 0;
    case T_LE: return c <= 0;
    default: MN_UNREACHABLE();
    }
}

static bool eval(Eval *ev, int idx)
{
    const Node *n = &ev->p->nodes[idx];
    char **args = ev->p->args;
    switch ((NodeKind)n->kind) {
    case N_STRING: return args[n->start][0] != '\0';
    case N_UNARY: {
        const char *arg = args[n->start + 1];
        if (n->op == T_STR_NONEMPTY) return arg[0] != '\0';
        if (n->op == T_STR_EMPTY) return arg[0] == '\0';
        if (n->op == T_TTY) return is_tty(ev, arg);
        return file_test((Tok)n->op, arg);
    }
    case N_BINARY: return binary_test(ev, (Tok)n->op, args[n->start], args[n->start + 2]);
    case N_NOT: return eval(ev, n->sub) != (n->op != 0);
    case N_PAREN: return eval(ev, n->sub);
    case N_COMBINE: break;
    }
    /* fish evaluates the first member twice (once before the loop), so its
     * errors are reported twice; evaluating once and repeating them is the
     * same to the user. */
    size_t mark = ev->errs.len;
    bool first = eval(ev, n->sub);
    size_t added = ev->errs.len - mark;
    if (added) {
        sb_reserve(&ev->errs, added);
        sb_append_mem(&ev->errs, ev->errs.ptr + mark, added);
    }
    bool any = false;
    for (int m = n->sub; m >= 0 && !any;) {
        bool all = true;
        for (;;) {
            if (all) all = m == n->sub ? first : eval(ev, m);
            const Node *member = &ev->p->nodes[m];
            m = member->next;
            if (m < 0 || member->comb != T_AND) break;
        }
        any = all;
    }
    return any;
}

/* ---- the builtin ------------------------------------------------------------- */

/* Columns taken by s in a terminal; -1 when it holds a control character
 * (fish then puts the caret at the start). */
static long columns(const char *s)
{
    long w = 0;
    for (size_t len = strlen(s), i = 0; i < len;) {
        uint32_t cp;
        i += utf8_decode(s + i, len - i, &cp);
        int cw = cp == UTF8_INVALID ? 1 : uc_width(cp);
        if (cw < 0) return -1;
        w += cw;
    }
    return w;
}

/* Whether the running command line has a $ outside quotes up to its end (a
 * newline or ;): a variable that can vanish or split into several arguments. */
static bool unquoted_variable(const Shell *sh)
{
    if (!sh->frame || !sh->frame->src) return false;
    Str src = sb_str(&sh->frame->src->text);
    char quote = 0;
    for (size_t i = sh->job_offset; i < src.len; i++) {
        char c = src.ptr[i];
        if (c == '\\' && quote != '\'') {
            i++;
        } else if (quote) {
            if (c == quote) quote = 0;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if (c == '$') {
            return true;
        } else if (c == '\n' || c == ';') {
            break;
        }
    }
    return false;
}

static int report_parse_error(Shell *sh, Io *io, const char *name, const Parser *p)
{
    StrBuf b = STRBUF_INIT;
    int at = p->err_idx + 1;
    sb_printf(&b, "%s: ", name);
    switch (p->err) {
    case E_MISSING: sb_printf(&b, "Missing argument at index %d", at); break;
    case E_COMBINER: sb_printf(&b, "Expected a combining operator like '-a' at index %d", at); break;
    case E_TYPE: sb_printf(&b, "Unexpected argument type at index %d", at); break;
    case E_NO_CLOSE: sb_printf(&b, "Missing close paren at index %d", at); break;
    case E_WANT_CLOSE: sb_printf(&b, "Expected close paren at index %d", at); break;
    case E_UNEXPECTED: sb_printf(&b, "unexpected argument at index %d: '%s'", at, p->args[p->err_idx]); break;
    case E_DEPTH: sb_printf(&b, "Parentheses nested too deeply at index %d", at); break;
    case E_UNKNOWN: sb_printf(&b, "Unknown option at index %d", at - 1); break; /* sic, as fish */
    case E_NONE: MN_UNREACHABLE();
    }
    /* The arguments on one line, and a caret under the one at fault. */
    sb_append_char(&b, '\n');
    long caret = 0;
    bool control = false;
    for (int i = 0; i < p->n; i++) {
        if (i) sb_append_char(&b, ' ');
        sb_append_cstr(&b, p->args[i]);
        if (i < p->err_idx) {
            long w = columns(p->args[i]);
            control |= w < 0;
            caret += w + (i > 0);
        }
    }
    sb_append_char(&b, '\n');
    sb_append_repeat(&b, ' ', control ? 1 : (size_t)caret + 1);
    sb_append_cstr(&b, "^\n");
    /* Our hint: bash's ==, or an unquoted variable that went missing or
     * brought several values. */
    const char *hint = NULL;
    if (p->err == E_UNEXPECTED && !strcmp(p->args[p->err_idx], "=="))
        hint = "test compares strings with = (not ==); see `help test`";
    else if (p->err == E_MISSING && unquoted_variable(sh))
        hint = "an empty variable vanishes from the arguments: quote it, as in \"$x\"; see `help test`";
    else if (p->err == E_UNEXPECTED && unquoted_variable(sh))
        hint = "a variable with several values gives several arguments: quote it, as in \"$x\", to test one "
               "string; see `help test`";
    eval_append_location_hint(sh, &b, io_stderr_is_terminal(io) ? hint : NULL);
    io_write(io, 2, sb_str(&b));
    sb_fini(&b);
    return STATUS_FAIL;
}

int bi_test(Shell *sh, Io *io, int argc, char **argv)
{
    const char *name = argv[0];
    int n = argc - 1;
    if (!strcmp(name, "[")) {
        if (strcmp(argv[argc - 1], "]") != 0) {
            bi_error(io, name, "the last argument must be ']'");
            bi_print_trailer(sh, io, name);
            return STATUS_INVALID_ARGS;
        }
        n--;
    }
    bool require_arg = features_on(sh->features, FEAT_TEST_REQUIRE_ARG);
    if (require_arg && n == 0) {
        bi_error(io, name, "Expected at least one argument");
        bi_print_trailer(sh, io, name);
        return STATUS_INVALID_ARGS;
    }
    if (require_arg && n == 1 && !strcmp(argv[1], "-n")) return STATUS_FAIL;
    if (require_arg && n == 1 && !strcmp(argv[1], "-z")) return STATUS_OK;
    if (!require_arg && sh->warn_test_args && (n == 0 || (n == 1 && strcmp(argv[1], "-z") != 0))) {
        /* -d deprecated-test: what fish says of the forms test-require-arg changes */
        StrBuf msg = STRBUF_INIT;
        sb_printf(&msg, "%s: %s\n", name,
                  n ? "called with one argument. This will return false in future."
                    : "called with no arguments. This will be an error in future.");
        eval_append_location(sh, &msg);
        io_write(io, 2, sb_str(&msg));
        sb_fini(&msg);
    }
    if (n == 0) return STATUS_INVALID_ARGS;
    if (n == 1 && !require_arg) return argv[1][0] ? STATUS_OK : STATUS_FAIL;

    Node local[24];
    Parser p = {.args = argv + 1,
                .n = n,
                .nodes = local,
                .cap = (int)(sizeof local / sizeof *local),
                .require_arg = require_arg};
    int root = expression(&p, 0, n);
    int status;
    if (root >= 0 && p.nodes[root].end == n) {
        Eval ev = {.p = &p, .io = io};
        bool result = eval(&ev, root);
        if (ev.errs.len) {
            eval_append_location_hint(sh, &ev.errs,
                                      ev.text && io_stderr_is_terminal(io) ? "-eq, -lt and the like compare numbers; = and != compare "
                                                   "strings; see `help test`"
                                                 : NULL);
            io_write(io, 2, sb_str(&ev.errs));
            status = STATUS_INVALID_ARGS;
        } else {
            status = result ? STATUS_OK : STATUS_FAIL;
        }
        sb_fini(&ev.errs);
    } else {
        if (root >= 0 && p.err == E_NONE) p.err = E_UNEXPECTED, p.err_idx = p.nodes[root].end;
        status = report_parse_error(sh, io, name, &p);
    }
    if (p.heap) free(p.nodes);
    return status;
}
