/* interactive/highlight.c - a role per byte of the command line.
 *
 * Three passes over a script (the line, or the inside of a command
 * substitution, highlighted the same way one level down):
 *   1. the tokens: separators, pipes, && ||, braces, redirection operators
 *      and comments, which the tree does not keep;
 *   2. the tree (parsed unfinished and going on after errors): keywords,
 *      command names (valid or not), arguments and options, assignments,
 *      redirection targets; inside each word its pieces (quotes, escapes,
 *      variables, slices, braces, wildcards, substitutions);
 *   3. the parser's errors, over everything.
 * Brackets and quotes that pair up are recorded on the way, so the pair at
 * the cursor can be marked at the end. Questions for the disk go to
 * filetest.h; until one is answered the word keeps a neutral look. */
#include "interactive/highlight.h"

#include "base/arena.h"
#include "base/escape.h"
#include "base/vec.h"
#include "env/features.h"
#include "env/func.h"
#include "env/var.h"
#include "exec/expand.h"
#include "interactive/filetest.h"
#include "interactive/hlopts.h"
#include "interactive/hlstyle.h"
#include "parse/parser.h"
#include "parse/token.h"
#include "parse/word.h"
#include "store/abbr.h"

#include <limits.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Substitutions and slices nested deeper than this are shown as plain
 * arguments (the stack stays small whatever is typed). */
#define MAX_SUB_DEPTH 32
#define MAX_SLICE_DEPTH 32
/* Variables the line sets that redirection targets are compared with. */
#define MAX_LINE_VARS 64
/* Answers older than this are checked again (files change without us). */
#define STALE_SECONDS 5

typedef struct Pair {
    uint32_t open, close; /* in the line */
} Pair;

struct Highlighter {
    Shell *sh;               /* borrowed */
    FileTester *ft;          /* owned */
    HlStyles styles;         /* owned: the escape cache */
    Arena arena;             /* the trees of one computation */
    Pair *pairs;             /* owned: brackets and quotes that pair up */
    size_t npairs, cap_pairs;
    Str *vars;               /* owned array, borrowed names: variables the line sets */
    size_t nvars, cap_vars;
    StrBuf value, key;       /* scratch */
    StrList values;          /* scratch for expansions */
    /* what the disk questions depend on */
    StrBuf pwd;              /* $PWD */
    unsigned path_gen;       /* sh->path_generation when path was taken */
    bool have_env;
    bool relative;           /* a list had relative entries (they follow $PWD) */
    StrList path, fpath;     /* absolute */
    StrList fpath_raw;       /* $fish_function_path as it was */
    struct timespec epoch_time;
    /* feature flags */
    unsigned parse_flags;
    bool qmark_glob, percent_self;
    bool fresh;              /* checking a suggestion: stale disk answers do not count */
    bool check_options;      /* hl_check_options */
    bool offline;            /* hl_offline */
    /* the first option of the line its command does not take */
    bool have_bad;
    size_t bad_at, bad_word_end; /* in the line: the option, the end of its word */
    StrBuf bad, bad_fix, bad_note;
    /* commands whose completion files may list their options: to load
       while no key waits (hl_take_wanted), each name once */
    StrList wanted, asked;
};

/* One script being highlighted: the line, or a substitution's inside. */
typedef struct Ctx {
    Highlighter *h;
    Str src;        /* the script's text */
    uint8_t *roles; /* the role of src.ptr[0] */
    uint32_t base;  /* where src starts in the line */
    size_t cursor;  /* in src, or SIZE_MAX */
    unsigned depth;
} Ctx;

static void highlight_script(Ctx *c);

/* ---- small helpers ---- */

/* A question for the disk (see filetest.h). */
static FtAnswer ask(Highlighter *h, FtKind kind, Str key)
{
    return h->fresh ? ft_ask_fresh(h->ft, kind, key) : ft_ask(h->ft, kind, key);
}

static void fill(Ctx *c, size_t start, size_t len, HlRole role)
{
    if (start >= c->src.len) return;
    if (len > c->src.len - start) len = c->src.len - start;
    memset(c->roles + start, role, len);
}

static void pair(Ctx *c, uint32_t open, uint32_t close)
{
    Highlighter *h = c->h;
    VEC_PUSH(h->pairs, h->npairs, h->cap_pairs, 16, ((Pair){c->base + open, c->base + close}));
}

static void add_var(Highlighter *h, Str name)
{
    if (h->nvars < MAX_LINE_VARS) VEC_PUSH(h->vars, h->nvars, h->cap_vars, 8, name);
}

static bool line_sets(const Highlighter *h, Str name)
{
    for (size_t i = 0; i < h->nvars; i++)
        if (str_eq(h->vars[i], name)) return true;
    return false;
}

static bool at_cursor(const Ctx *c, const AstNode *n)
{
    return c->cursor != SIZE_MAX && c->cursor >= n->start && c->cursor <= (size_t)n->start + n->len;
}

/* ---- the pieces of a word ---- */

/* The role of a backslash escape outside quotes, as fish colours it: known
 * escapes in the escape colour, a bad one (or a lone backslash at the end)
 * as an error, the rest (\q means q) like the text around it. */
static HlRole escape_role(Str src, const WordPiece *p, bool word_start, int braces, HlRole base)
{
    if (p->len < 2) return HL_ERROR;
    const char *s = src.ptr + p->start;
    char e = s[1];
    unsigned long v = 0, max;
    switch (e) {
    case '~': case '%': return word_start ? HL_ESCAPE : base;
    case ',': return braces > 0 ? HL_ESCAPE : base;
    case 'c': return HL_ESCAPE;
    case 'x': case 'X': case 'u': max = e == 'u' ? 0xFFFF : 0xFF; break;
    case 'U': max = 0x10FFFF; break;
    default:
        if (e >= '0' && e <= '7') {
            for (uint32_t i = 1; i < p->len; i++) v = v * 8 + (unsigned long)(s[i] - '0');
            return v > 0x7F ? HL_ERROR : HL_ESCAPE;
        }
        return e && strchr("abefnrtv*?$(){}[]'\"<>^ \\#;|&", e) ? HL_ESCAPE : base;
    }
    for (uint32_t i = 2; i < p->len; i++) {
        char d = s[i];
        v = v * 16 + (unsigned long)(d <= '9' ? d - '0' : (d | 0x20) - 'a' + 10);
        if (v > 0x10FFFF) break;
    }
    return v > max ? HL_ERROR : HL_ESCAPE;
}

/* A single-quoted piece: the quote colour, \\ and \' as escapes; an
 * unclosed one has its opening quote in the error colour. */
static void color_squote(Ctx *c, const WordPiece *p)
{
    fill(c, p->start, p->len, HL_QUOTE);
    uint32_t end = p->start + p->len;
    for (uint32_t i = p->start + 1; i + 1 < end; i++) {
        char n = c->src.ptr[i + 1];
        if (c->src.ptr[i] == '\\' && (n == '\\' || n == '\'')) {
            c->roles[i] = c->roles[i + 1] = HL_ESCAPE;
            i++;
        }
    }
    bool closed = p->len >= 2 && c->src.ptr[end - 1] == '\'' &&
                  !(c->roles[end - 1] == HL_ESCAPE && end - 2 > p->start);
    if (closed) pair(c, p->start, end - 1);
    else c->roles[p->start] = HL_ERROR;
}

static void color_pieces(Ctx *c, uint32_t start, uint32_t len, HlRole base, unsigned nest);

/* The ']' closing a slice that opens at open inside double quotes (word.c
 * leaves those to the expander), or 0 when the quotes or the word end
 * first, at *stop. */
static uint32_t quoted_slice_end(Str src, uint32_t open, uint32_t end, uint32_t *stop)
{
    int depth = 0;
    uint32_t i = open;
    for (; i < end; i++) {
        char ch = src.ptr[i];
        if (ch == '\\') i++;
        else if (ch == '"') break;
        else if (ch == '(') i = word_match_paren(src, i, end) - 1;
        else if (ch == '[') depth++;
        else if (ch == ']' && --depth == 0) return i;
    }
    *stop = i < end ? i : end;
    return 0;
}

/* A slice [open, close] as operators around its pieces. */
static void color_slice(Ctx *c, uint32_t open, uint32_t close, bool closed, HlRole base, unsigned nest)
{
    c->roles[open] = closed ? HL_OPERATOR : HL_ERROR;
    if (nest < MAX_SLICE_DEPTH) color_pieces(c, open + 1, close - open - 1, base, nest + 1);
    else fill(c, open + 1, close - open - 1, base);
    if (closed) {
        c->roles[close] = HL_OPERATOR;
        pair(c, open, close);
    }
}

/* A substitution piece: its parentheses as operators, its inside
 * highlighted as a script of its own. */
static void color_cmdsub(Ctx *c, const WordPiece *p, HlRole base)
{
    uint32_t open = p->inner_start - 1, end = p->start + p->len;
    bool closed = p->inner_start + p->inner_len < end;
    fill(c, p->start, open + 1 - p->start, closed ? HL_OPERATOR : HL_ERROR);
    if (closed) {
        c->roles[end - 1] = HL_OPERATOR;
        pair(c, open, end - 1);
    }
    if (c->depth >= MAX_SUB_DEPTH) {
        fill(c, p->inner_start, p->inner_len, base);
        return;
    }
    Ctx inner = {
        .h = c->h,
        .src = str_sub(c->src, p->inner_start, p->inner_len),
        .roles = c->roles + p->inner_start,
        .base = c->base + p->inner_start,
        .cursor = c->cursor != SIZE_MAX && c->cursor >= p->inner_start ? c->cursor - p->inner_start
                                                                       : SIZE_MAX,
        .depth = c->depth + 1,
    };
    highlight_script(&inner);
}

/* Colours the pieces of [start, start+len) over base (the word's own role:
 * command, param, option, redirection). nest is 0 for a whole word (where a
 * leading ~ or \~ counts), and how many slices deep it is inside one. */
static void color_pieces(Ctx *c, uint32_t start, uint32_t len, HlRole base, unsigned nest)
{
    Highlighter *h = c->h;
    WordIter it;
    word_iter_init(&it, c->src, start, len, h->qmark_glob);
    uint32_t braces[64], nbraces = 0, dq_open = 0;
    bool after_value = false;
    WordPiece p;
    while (word_next(&it, &p)) {
        bool value = after_value;
        after_value = p.kind == WP_VAR || p.kind == WP_CMDSUB || p.kind == WP_SLICE;
        switch (p.kind) {
        case WP_TEXT:
            if (value && p.quoted && c->src.ptr[p.start] == '[') {
                uint32_t stop = it.end, close = quoted_slice_end(c->src, p.start, it.end, &stop);
                if (close) {
                    color_slice(c, p.start, close, true, base, nest);
                    after_value = true;
                    it.pos = close + 1;
                } else { /* unclosed: the rest of the quotes is the slice's */
                    fill(c, p.start, stop - p.start, HL_QUOTE);
                    c->roles[p.start] = HL_ERROR;
                    it.pos = stop;
                }
                break;
            }
            fill(c, p.start, p.len, p.quoted ? HL_QUOTE : base);
            break;
        case WP_ESCAPE:
            fill(c, p.start, p.len,
                 p.quoted ? HL_ESCAPE
                          : escape_role(c->src, &p, nest == 0 && p.start == start, it.brace_depth, base));
            break;
        case WP_SQUOTE:
            color_squote(c, &p);
            break;
        case WP_DQUOTE_OPEN:
            c->roles[p.start] = HL_QUOTE;
            dq_open = p.start;
            break;
        case WP_DQUOTE_CLOSE:
            c->roles[p.start] = HL_QUOTE;
            pair(c, dq_open, p.start);
            break;
        case WP_VAR:
            fill(c, p.start, p.len, HL_OPERATOR);
            break;
        case WP_SLICE: {
            bool closed = p.len >= 2 && c->src.ptr[p.start + p.len - 1] == ']';
            color_slice(c, p.start, p.start + p.len - closed, closed, base, nest);
            break;
        }
        case WP_CMDSUB:
            color_cmdsub(c, &p, base);
            break;
        case WP_BRACE_OPEN:
            c->roles[p.start] = HL_OPERATOR;
            if (nbraces < 64) braces[nbraces] = p.start;
            nbraces++;
            break;
        case WP_BRACE_SEP:
            c->roles[p.start] = HL_OPERATOR;
            break;
        case WP_BRACE_CLOSE:
            c->roles[p.start] = HL_OPERATOR;
            if (nbraces && --nbraces < 64) pair(c, braces[nbraces], p.start);
            break;
        case WP_GLOB: case WP_TILDE:
            fill(c, p.start, p.len, HL_OPERATOR);
            break;
        case WP_BAD_DOLLAR:
            c->roles[p.start] = HL_ERROR;
            break;
        }
    }
    if (it.in_dq) c->roles[dq_open] = HL_ERROR;
    for (uint32_t i = 0; i < nbraces && i < 64; i++) c->roles[braces[i]] = HL_ERROR;
}

static void color_word(Ctx *c, const AstNode *n, HlRole base)
{
    Str w = ast_text(n, c->src);
    if (c->h->percent_self && str_eq(w, STR("%self"))) {
        fill(c, n->start, n->len, HL_OPERATOR);
        return;
    }
    color_pieces(c, n->start, n->len, base, 0);
}

/* ---- what a word means ---- */

typedef enum Value {
    V_OK,      /* h->value holds it (the first of several with count > 1) */
    V_BAD,     /* cannot be expanded: a bad $, a bad escape, an unset HOME... */
    V_DYNAMIC, /* depends on what cannot be known here: wildcards, ~user, variables
                  when they are not wanted */
    V_CMDSUB,  /* holds a command substitution */
} Value;

static bool hook_get_var(void *ctx, Str name, const StrList **values)
{
    const Var *v = vars_get(((Highlighter *)ctx)->sh->vars, name, 0);
    if (!v) return false;
    *values = &v->values;
    return true;
}

static bool hook_no_cmdsub(void *ctx, Str script, StrBuf *out, IoItems *items, int *status)
{
    (void)ctx, (void)script, (void)out, (void)items;
    *status = 1;
    return false;
}

static bool plain_word(Str w)
{
    for (size_t i = 0; i < w.len; i++)
        if (strchr("$\\'\"~*?{}[]()%", w.ptr[i])) return false;
    return true;
}

static bool home_dir(Highlighter *h, StrBuf *out)
{
    const Var *v = vars_get(h->sh->vars, STR("HOME"), 0);
    if (!v || v->values.n == 0 || v->values.items[0].len == 0) return false;
    sb_append(out, v->values.items[0]);
    return true;
}

/* The value of word n in h->value, as the command or a file name would
 * see it; *count says how many values it expands to (1 for a literal).
 * Variables are expanded only when vars is set. */
static Value word_value(Ctx *c, const AstNode *n, bool vars, size_t *count)
{
    Highlighter *h = c->h;
    Str w = ast_text(n, c->src);
    sb_clear(&h->value);
    *count = 1;
    if (plain_word(w)) {
        sb_append(&h->value, w);
        return V_OK;
    }
    bool expand = false, tilde = false;
    WordIter it;
    word_iter_init(&it, c->src, n->start, n->len, h->qmark_glob);
    WordPiece p;
    while (word_next(&it, &p)) {
        switch (p.kind) {
        case WP_CMDSUB: return V_CMDSUB;
        case WP_BAD_DOLLAR: return V_BAD;
        case WP_GLOB: return V_DYNAMIC;
        case WP_VAR: case WP_SLICE: case WP_BRACE_OPEN:
            if (!vars) return V_DYNAMIC;
            expand = true;
            break;
        case WP_TILDE:
            if (p.start + 1 < n->start + n->len && c->src.ptr[p.start + 1] != '/') return V_DYNAMIC;
            tilde = true;
            break;
        default:
            break;
        }
    }
    if (h->percent_self && str_eq(w, STR("%self"))) return V_DYNAMIC;
    if (!expand) {
        if (tilde) {
            if (!home_dir(h, &h->value)) return V_BAD;
            w = str_sub(w, 1, w.len - 1);
        }
        return unescape_script(w, &h->value) ? V_OK : V_BAD;
    }
    ExpandHooks hooks = {.ctx = h, .get_var = hook_get_var, .run_cmdsub = hook_no_cmdsub};
    unsigned flags = EXPAND_NO_CMDSUB | EXPAND_NO_GLOB | (h->qmark_glob ? EXPAND_QMARK_GLOB : 0);
    DiagList errs = {0};
    sl_clear(&h->values);
    int r = expand_word(&hooks, c->src, n->start, n->len, flags, &h->values, &errs);
    diag_list_fini(&errs);
    if (r != EXPAND_OK) return V_BAD;
    *count = h->values.n;
    if (h->values.n) sb_append(&h->value, h->values.items[0]);
    return V_OK;
}

/* Appends path to out, made absolute against $PWD. */
static void append_absolute(const Highlighter *h, StrBuf *out, Str path)
{
    if (path.len == 0 || path.ptr[0] != '/') {
        sb_append(out, sb_str(&h->pwd));
        if (out->len == 0 || out->ptr[out->len - 1] != '/') sb_append_char(out, '/');
    }
    sb_append(out, path);
}

/* h->key = path made absolute against $PWD. */
static void absolute(Highlighter *h, Str path)
{
    sb_clear(&h->key);
    append_absolute(h, &h->key, path);
}

/* ---- commands ---- */

/* fish's implicit cd: a directory given as a command, written as a path. */
static bool implicit_cd_form(Str name)
{
    return str_starts_with(name, STR("/")) || str_starts_with(name, STR("./")) ||
           str_starts_with(name, STR("../")) || str_eq(name, STR("..")) ||
           (name.len && name.ptr[name.len - 1] == '/');
}

static HlRole command_role(Ctx *c, const AstNode *cmd, Keyword deco)
{
    Highlighter *h = c->h;
    Shell *sh = h->sh;
    size_t count;
    Value v = word_value(c, cmd, true, &count);
    if (h->offline) return HL_COMMAND; /* fish: without I/O, any command may be valid */
    if (v == V_BAD || v == V_CMDSUB || (v == V_OK && count == 0)) return HL_ERROR;
    if (v == V_DYNAMIC) return HL_COMMAND;
    Str name = sb_str(&h->value);
    if (name.len == 0 || memchr(name.ptr, '\0', name.len)) return HL_ERROR;
    if (deco == KW_BUILTIN) return shell_builtin(sh, name) ? HL_COMMAND : HL_ERROR;
    bool plain = deco != KW_COMMAND && deco != KW_EXEC;
    if (plain) {
        size_t from = abbr_count(sh->abbrs);
        if (shell_builtin(sh, name) || funcs_get(sh->funcs, name) ||
            abbr_match(sh->abbrs, name, ABBR_COMMAND, STR(""), &from))
            return HL_COMMAND;
    }
    FtKind kind = plain ? FT_COMMAND : FT_EXECUTABLE;
    Str key = name;
    if (memchr(name.ptr, '/', name.len) || (plain && str_eq(name, STR("..")))) {
        if (plain && implicit_cd_form(name)) kind = FT_EXEC_OR_DIR;
        else kind = FT_EXECUTABLE;
        absolute(h, name);
        key = sb_str(&h->key);
    }
    switch (ask(h, kind, key)) {
    case FT_YES: return HL_COMMAND;
    case FT_NO: return HL_ERROR;
    default: return HL_NORMAL;
    }
}

/* ---- arguments ---- */

static void mark_valid(Ctx *c, const AstNode *n)
{
    for (uint32_t i = n->start; i < n->start + n->len && i < c->src.len; i++)
        c->roles[i] |= HL_MOD_VALID_PATH;
}

/* What `cd` takes as an option rather than a directory (a prefix of one). */
static bool is_cd_option(Str w)
{
    static const char *const opts[] = {"--help", "-h", "--logical", "-L", "--physical", "-P"};
    for (size_t i = 0; i < sizeof opts / sizeof *opts; i++)
        if (w.len && str_starts_with(str_cstr(opts[i]), w)) return true;
    return false;
}

/* h->key = the directories `cd DIR` may enter, absolute, normalized,
 * NUL-separated: DIR itself when it is absolute or starts with ./, else DIR
 * under each $CDPATH entry and under $PWD. */
static void cd_candidates(Highlighter *h, Str dir)
{
    StrBuf joined = STRBUF_INIT;
    sb_clear(&h->key);
    const Var *cdpath = vars_get(h->sh->vars, STR("CDPATH"), 0);
    bool own = dir.ptr[0] == '/' || str_starts_with(dir, STR("./")), have_dot = false;
    size_t n = own || !cdpath ? 0 : cdpath->values.n;
    for (size_t i = 0; i <= n; i++) {
        Str entry = i < n ? cdpath->values.items[i] : STR(".");
        if (entry.len == 0) entry = STR(".");
        if (i == n && have_dot) break;
        have_dot |= str_eq(entry, STR("."));
        sb_clear(&joined);
        if (own) {
            append_absolute(h, &joined, dir);
        } else {
            append_absolute(h, &joined, entry);
            sb_append_char(&joined, '/');
            sb_append(&joined, dir);
        }
        if (h->key.len) sb_append_char(&h->key, '\0');
        expand_normalize_path(sb_str(&joined), &h->key);
    }
    sb_fini(&joined);
}

/* An argument: option or parameter, its pieces, and whether it names a file
 * (for cd: a directory, and an error when it names none). */
static void visit_argument(Ctx *c, const AstNode *n, bool is_cd, bool options)
{
    if (n->len == 0) return;
    Highlighter *h = c->h;
    Str w = ast_text(n, c->src);
    color_word(c, n, options && w.ptr[0] == '-' ? HL_OPTION : HL_PARAM);
    if (w.len > PATH_MAX || h->offline) return;
    bool typing = at_cursor(c, n);
    size_t count;
    if (is_cd) {
        if (is_cd_option(w) || word_value(c, n, true, &count) != V_OK || count != 1) return;
        if (h->value.len == 0) return;
        cd_candidates(h, sb_str(&h->value));
        FtAnswer a = ask(h, typing ? FT_DIR_PREFIX : FT_DIR, sb_str(&h->key));
        if (a == FT_YES) mark_valid(c, n);
        else if (a == FT_NO) fill(c, n->start, n->len, HL_ERROR);
        return;
    }
    if (word_value(c, n, false, &count) != V_OK || h->value.len == 0) return;
    absolute(h, sb_str(&h->value));
    if (ask(h, typing ? FT_PREFIX : FT_EXISTS, sb_str(&h->key)) == FT_YES) mark_valid(c, n);
}

/* Whether word n uses a variable the line itself sets (`set x ...; cat <$x`). */
static bool uses_line_var(Ctx *c, const AstNode *n)
{
    if (c->h->nvars == 0) return false;
    WordIter it;
    word_iter_init(&it, c->src, n->start, n->len, c->h->qmark_glob);
    WordPiece p;
    while (word_next(&it, &p))
        if (p.kind == WP_VAR && line_sets(c->h, str_sub(c->src, p.inner_start, p.inner_len)))
            return true;
    return false;
}

static bool fd_target(Str t)
{
    if (str_eq(t, STR("-"))) return true;
    if (t.len == 0 || t.len > 9) return false;
    for (size_t i = 0; i < t.len; i++)
        if (t.ptr[i] < '0' || t.ptr[i] > '9') return false;
    return true;
}

/* redirection := operator target: the target in the redirection colour, or
 * the error colour when it cannot work (a `<` file that is not there, a
 * directory after `>`, a bad fd after `>&`). */
static void visit_redir(Ctx *c, const AstNode *n)
{
    Highlighter *h = c->h;
    const AstNode *op = ast_kid(n, 0), *target = ast_kid(n, 1);
    if (!op || !target || target->kind != AST_WORD || target->len == 0) return;
    Token k;
    if (!tok_scan_redirect(ast_text(op, c->src), &k)) return;
    size_t count;
    Value v = word_value(c, target, true, &count);
    if (v == V_CMDSUB) {
        color_word(c, target, HL_PARAM);
        return;
    }
    fill(c, target->start, target->len, HL_REDIRECTION);
    if (uses_line_var(c, target) || v == V_DYNAMIC || h->offline) return;
    if (v == V_BAD || count != 1) {
        fill(c, target->start, target->len, HL_ERROR);
        return;
    }
    Str t = sb_str(&h->value);
    if (k.mode == REDIR_FD) {
        if (!fd_target(t)) fill(c, target->start, target->len, HL_ERROR);
        return;
    }
    if (t.len == 0 || t.len > PATH_MAX) {
        fill(c, target->start, target->len, HL_ERROR);
        return;
    }
    FtKind kind = k.mode == REDIR_INPUT || k.mode == REDIR_TRY_INPUT ? FT_READ
                  : k.mode == REDIR_NOCLOB                         ? FT_WRITE_NEW
                                                                   : FT_WRITE;
    absolute(h, t);
    FtAnswer a = ask(h, kind, sb_str(&h->key));
    if (a == FT_NO) fill(c, target->start, target->len, HL_ERROR);
    else if (a == FT_YES) mark_valid(c, target);
}

/* ---- the tree ---- */

/* A word that names a variable to set (`for NAME`, `set NAME[INDEX]`): in
 * the error colour when, written out plainly, it is no valid name (fish
 * refuses it when the line runs). */
static void check_var_name(Ctx *c, const AstNode *n)
{
    Str w = ast_text(n, c->src);
    const char *br = memchr(w.ptr, '[', w.len);
    Str name = br ? str_sub(w, 0, (size_t)(br - w.ptr)) : w;
    if (!plain_word(name)) return; /* known only when the line runs */
    if (!vars_is_valid_name(name)) fill(c, n->start, name.len ? name.len : n->len, HL_ERROR);
}

static void visit(Ctx *c, const AstNode *n);

static HlRole keyword_role(Keyword kw)
{
    switch (kw) {
    case KW_AND: case KW_OR: case KW_NOT: case KW_EXCLAM: case KW_TIME: return HL_OPERATOR;
    default: return HL_KEYWORD;
    }
}

/* A command's decoration (command, builtin, exec; KW_NONE when it has
 * none) in *deco, and the index of its name among n's children. */
static uint32_t command_name_at(const AstNode *n, Keyword *deco)
{
    const AstNode *first = ast_kid(n, 0);
    bool decorated = first && first->kind == AST_KEYWORD;
    *deco = decorated ? (Keyword)first->keyword : KW_NONE;
    return decorated ? 1 : 0;
}

/* Asks for name's completion file to be loaded, unless that was asked. */
static void want(Highlighter *h, Str name)
{
    if (name.len == 0 || memchr(name.ptr, '/', name.len)) return;
    for (size_t i = 0; i < h->asked.n; i++)
        if (str_eq(h->asked.items[i], name)) return;
    for (size_t i = 0; i < h->wanted.n; i++)
        if (str_eq(h->wanted.items[i], name)) return;
    sl_push(&h->wanted, name);
}

/* Keeps the first option of the line its command does not take (the
 * letter or name at w[at, at + len) of word k), with the note below the
 * line and the nearest option it knows. */
static void note_bad_option(Ctx *c, const OptTable *opts, Str cmd, const AstNode *k, size_t at,
                            size_t len)
{
    Highlighter *h = c->h;
    if (h->have_bad) return;
    Str w = ast_text(k, c->src);
    h->have_bad = true;
    h->bad_at = c->base + k->start + at;
    h->bad_word_end = c->base + k->start + k->len;
    sb_clear(&h->bad);
    /* a letter of a cluster is named as -x (a name has its dashes) */
    if (at > 0) sb_append_char(&h->bad, '-');
    sb_append(&h->bad, str_sub(w, at, len));
    bool near = optt_closest(opts, sb_str(&h->bad), &h->bad_fix);
    if (h->bad.len != len) sb_clear(&h->bad_fix); /* a letter: nothing to put in its place */
    sb_clear(&h->bad_note);
    sb_append(&h->bad_note, cmd);
    sb_append_cstr(&h->bad_note, ": unknown option ");
    sb_append(&h->bad_note, sb_str(&h->bad));
    if (near) {
        sb_append_cstr(&h->bad_note, " (did you mean ");
        sb_append(&h->bad_note, sb_str(&h->bad_fix));
        sb_append_cstr(&h->bad_note, "?)");
    }
    sb_clear(&h->bad);
    sb_append(&h->bad, str_sub(w, at, len)); /* as it is in the line */
}

/* command := [command|builtin|exec] name (argument | redirection)* */
static void visit_command(Ctx *c, const AstNode *n)
{
    Highlighter *h = c->h;
    Keyword deco;
    uint32_t i = command_name_at(n, &deco);
    if (i) visit(c, n->kids[0]);
    const AstNode *cmd = ast_kid(n, i);
    if (!cmd) return;
    bool is_cd = false, is_set = false, known = false;
    if (cmd->kind == AST_WORD && cmd->len) {
        HlRole role = command_role(c, cmd, deco);
        known = role == HL_COMMAND && plain_word(ast_text(cmd, c->src));
        if (role == HL_ERROR) fill(c, cmd->start, cmd->len, HL_ERROR);
        else color_word(c, cmd, role);
        Str name = sb_str(&h->value); /* command_role left the name there */
        is_cd = str_eq(name, STR("cd"));
        is_set = str_eq(name, STR("set"));
        i++;
    }
    bool dashdash = false;
    /* the name is known and plain: are its options all known? */
    OptTable opts; /* its own: a substitution in an argument has commands too */
    optt_init(&opts, 0);
    bool check = h->check_options && known && deco != KW_COMMAND && deco != KW_EXEC &&
                 hlopt_table(h->sh, sb_str(&h->value), &opts);
    if (h->check_options && known && !check && !shell_builtin(h->sh, sb_str(&h->value)))
        want(h, sb_str(&h->value));
    StrBuf cmdname = STRBUF_INIT;
    if (check) sb_append(&cmdname, sb_str(&h->value));
    OptScan scan = {0};
    for (; i < n->nkids; i++) {
        const AstNode *k = n->kids[i];
        if (k->kind != AST_WORD) {
            visit(c, k);
            continue;
        }
        Str w = ast_text(k, c->src);
        bool name = is_set && (dashdash || w.ptr[0] != '-');
        if (name) is_set = false;
        if (name && vars_is_valid_name(w)) add_var(h, w);
        visit_argument(c, k, is_cd, !dashdash);
        if (name) check_var_name(c, k);
        if (str_eq(w, STR("--"))) dashdash = true;
        size_t at, len;
        if (check && optscan_word(&opts, &scan, w, plain_word(w), &at, &len)) {
            fill(c, k->start, k->len, HL_ERROR);
            note_bad_option(c, &opts, sb_str(&cmdname), k, at, len);
        }
    }
    sb_fini(&cmdname);
    optt_fini(&opts);
}

static void visit_assignment(Ctx *c, const AstNode *n)
{
    color_word(c, n, HL_PARAM);
    Str w = ast_text(n, c->src);
    long eq = tok_assignment_eq(w);
    if (eq < 0) return;
    c->roles[n->start + (size_t)eq] = HL_OPERATOR;
    size_t name = 0;
    while (name < (size_t)eq && w.ptr[name] != '[') name++;
    add_var(c->h, str_sub(w, 0, name));
}

/* for := 'for' NAME 'in' argument* ... and function := 'function' NAME ...:
 * the name is a plain parameter (a for loop's is a variable the line sets,
 * and an error when it cannot name one). */
static void visit_named_block(Ctx *c, const AstNode *n)
{
    for (uint32_t i = 0; i < n->nkids; i++) {
        const AstNode *k = n->kids[i];
        if (i == 1 && k->kind == AST_WORD && k->len) {
            color_word(c, k, HL_PARAM);
            if (n->kind == AST_FOR) {
                add_var(c->h, ast_text(k, c->src));
                check_var_name(c, k);
            }
        } else {
            visit(c, k);
        }
    }
}

static void visit(Ctx *c, const AstNode *n)
{
    switch ((AstKind)n->kind) {
    case AST_KEYWORD:
        fill(c, n->start, n->len, keyword_role((Keyword)n->keyword));
        return;
    case AST_PUNCT:
        return; /* the tokens gave these their roles */
    case AST_WORD:
        visit_argument(c, n, false, true);
        return;
    case AST_ASSIGN:
        visit_assignment(c, n);
        return;
    case AST_ERROR: { /* skipped tokens: the blank after the last is not theirs */
        uint32_t len = n->len;
        while (len && tok_blank_len(c->src, n->start + len - 1) == 1) len--;
        fill(c, n->start, len, HL_ERROR);
        return;
    }
    case AST_COMMAND:
        visit_command(c, n);
        return;
    case AST_REDIR:
        visit_redir(c, n);
        return;
    case AST_FOR: case AST_FUNCTION:
        visit_named_block(c, n);
        return;
    case AST_BRACE: {
        const AstNode *open = ast_kid(n, 0), *close = NULL;
        for (uint32_t i = 1; i < n->nkids && !close; i++)
            if (n->kids[i]->kind == AST_PUNCT && n->kids[i]->len == 1 &&
                c->src.ptr[n->kids[i]->start] == '}')
                close = n->kids[i];
        if (open && close) pair(c, open->start, close->start);
        break;
    }
    default:
        break;
    }
    for (uint32_t i = 0; i < n->nkids; i++) visit(c, n->kids[i]);
}

static void highlight_script(Ctx *c)
{
    Highlighter *h = c->h;
    Tokenizer t;
    unsigned tflags = TOKF_COMMENTS | TOKF_UNFINISHED | TOKF_CONTINUE;
    if (h->parse_flags & PARSE_AMP_BG_IN_TOKEN) tflags |= TOKF_AMP_BG_IN_TOKEN;
    tok_init(&t, c->src, tflags);
    for (Token k; (k = tok_next(&t)).type != TOK_NONE;) {
        switch (k.type) {
        case TOK_END: case TOK_PIPE: case TOK_BACKGROUND: fill(c, k.start, k.len, HL_END); break;
        case TOK_ANDAND: case TOK_OROR: fill(c, k.start, k.len, HL_OPERATOR); break;
        case TOK_LBRACE: case TOK_RBRACE: fill(c, k.start, k.len, HL_KEYWORD); break;
        case TOK_REDIRECT: fill(c, k.start, k.len, HL_REDIRECTION); break;
        case TOK_COMMENT: fill(c, k.start, k.len, HL_COMMENT); break;
        case TOK_ERROR: fill(c, k.err_start, k.err_len ? k.err_len : 1, HL_ERROR); break;
        default: break;
        }
    }
    DiagList diags = {0};
    const AstNode *root = parse_into(&h->arena, c->src, h->parse_flags, c->depth, &diags, NULL);
    visit(c, root);
    for (size_t i = 0; i < diags.n; i++) {
        const Diag *d = &diags.items[i];
        if (d->start != DIAG_AT_END) fill(c, d->start, d->len ? d->len : 1, HL_ERROR);
    }
    diag_list_fini(&diags);
}

/* ---- the pair at the cursor ---- */

static void mark_match(Highlighter *h, Str line, size_t cursor, uint8_t *roles)
{
    for (int k = 0; k < 2 && cursor != SIZE_MAX; k++) {
        if (k == 1 && cursor == 0) break;
        size_t at = cursor - (size_t)k;
        if (at >= line.len || !line.ptr[at] || !strchr("()[]{}'\"", line.ptr[at])) continue;
        for (size_t i = 0; i < h->npairs; i++) {
            const Pair *p = &h->pairs[i];
            if (p->open == at || p->close == at) {
                roles[p->open] |= HL_MOD_MATCH;
                roles[p->close] |= HL_MOD_MATCH;
                return;
            }
        }
    }
}

/* ---- the environment of the questions ---- */

/* Appends the entries of in to out, made absolute against $PWD; true
 * when one was relative. */
static bool absolute_list(Highlighter *h, const StrList *in, StrList *out)
{
    bool relative = false;
    sl_clear(out);
    for (size_t i = 0; in && i < in->n; i++) {
        Str e = in->items[i];
        relative |= e.len == 0 || e.ptr[0] != '/';
        absolute(h, e.len ? e : STR("."));
        sl_push(out, sb_str(&h->key));
    }
    return relative;
}

/* Takes $PWD, $PATH and $fish_function_path again when they changed, and
 * starts a new epoch when the answers got old. */
static void refresh(Highlighter *h)
{
    Shell *sh = h->sh;
    VarStore *vs = sh->vars;
    bool changed = !h->have_env;
    const Var *pwd = vars_get(vs, STR("PWD"), 0);
    Str p = pwd && pwd->values.n && pwd->values.items[0].len ? pwd->values.items[0] : STR("/");
    if (!str_eq(p, sb_str(&h->pwd))) {
        sb_clear(&h->pwd);
        sb_append(&h->pwd, p);
        changed |= h->relative;
    }
    const Var *path = vars_get(vs, STR("PATH"), 0);
    const Var *fpath = vars_get(vs, STR("fish_function_path"), 0);
    const StrList *fpv = fpath ? &fpath->values : NULL;
    bool fpath_changed = fpv ? !sl_eq(fpv, &h->fpath_raw) : h->fpath_raw.n != 0;
    if (changed || h->path_gen != sh->path_generation || fpath_changed) {
        h->relative = absolute_list(h, path ? &path->values : NULL, &h->path);
        h->relative |= absolute_list(h, fpv, &h->fpath);
        sl_clear(&h->fpath_raw);
        if (fpv) sl_extend(&h->fpath_raw, fpv);
        h->path_gen = sh->path_generation;
        h->have_env = true;
        ft_set_env(h->ft, path ? &h->path : NULL, &h->fpath);
    }
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    if (now.tv_sec - h->epoch_time.tv_sec >= STALE_SECONDS) {
        ft_new_epoch(h->ft);
        h->epoch_time = now;
    }
    h->parse_flags = PARSE_CONTINUE | PARSE_UNFINISHED | PARSE_NO_LINT;
    if (!features_on(sh->features, FEAT_AMPERSAND_NOBG_IN_TOKEN)) h->parse_flags |= PARSE_AMP_BG_IN_TOKEN;
    h->qmark_glob = !features_on(sh->features, FEAT_QMARK_NOGLOB);
    h->percent_self = !features_on(sh->features, FEAT_REMOVE_PERCENT_SELF);
}

/* ---- checking an autosuggestion ---- */

/* The first statement of the first job, or NULL. */
static const AstNode *first_statement(const AstNode *root)
{
    const AstNode *conj = ast_find_kid(root, AST_JOB_CONJ);
    const AstNode *job = conj ? ast_find_kid(conj, AST_JOB) : NULL;
    for (uint32_t i = 0; job && i < job->nkids; i++)
        if (ast_is_statement(job->kids[i])) return job->kids[i];
    return NULL;
}

static HlVerdict verdict(FtAnswer a)
{
    return a == FT_YES ? HL_SUGGEST_OK : a == FT_NO ? HL_SUGGEST_BAD : HL_SUGGEST_NOT_YET;
}

/* cd DIR: DIR must be a directory cd can enter, other than the current
 * one; HL_SUGGEST_NOT_YET also when DIR is no plain word (the caller then
 * checks cd as any command). */
static HlVerdict check_cd(Ctx *c, const AstNode *arg, bool *decided)
{
    Highlighter *h = c->h;
    size_t count;
    *decided = false;
    if (word_value(c, arg, true, &count) != V_OK || count != 1 || h->value.len == 0) return HL_SUGGEST_OK;
    *decided = true;
    if (is_cd_option(sb_str(&h->value))) return HL_SUGGEST_OK;
    cd_candidates(h, sb_str(&h->value));
    for (size_t i = 0; i < h->key.len;) {
        Str cand = str_cstr(h->key.ptr + i);
        if (str_eq(cand, sb_str(&h->pwd))) return HL_SUGGEST_BAD; /* going nowhere */
        i += cand.len + 1;
    }
    return verdict(ask(h, FT_DIR, sb_str(&h->key)));
}

/* The first command of the line: its name must be valid here. */
static HlVerdict check_first_command(Ctx *c, const AstNode *n)
{
    Highlighter *h = c->h;
    Keyword deco;
    uint32_t i = command_name_at(n, &deco);
    const AstNode *cmd = ast_kid(n, i), *arg = ast_kid(n, i + 1);
    size_t count;
    if (!cmd || cmd->kind != AST_WORD || cmd->len == 0) return HL_SUGGEST_OK;
    /* a name that cannot be known without running something passes, as in fish */
    if (word_value(c, cmd, true, &count) != V_OK || count != 1) return HL_SUGGEST_OK;
    if (deco != KW_COMMAND && deco != KW_EXEC && str_eq(sb_str(&h->value), STR("cd")) && arg &&
        arg->kind == AST_WORD) {
        bool decided;
        HlVerdict v = check_cd(c, arg, &decided);
        if (decided) return v;
    }
    switch (command_role(c, cmd, deco)) {
    case HL_COMMAND: return HL_SUGGEST_OK;
    case HL_ERROR: return HL_SUGGEST_BAD;
    default: return HL_SUGGEST_NOT_YET;
    }
}

HlVerdict hl_check_suggestion(Highlighter *h, Str line, const StrList *paths)
{
    refresh(h);
    ft_begin_round(h->ft);
    if (line.len > UINT32_MAX / 2) return HL_SUGGEST_BAD;
    h->fresh = true;
    ArenaMark mark = arena_mark(&h->arena);
    DiagList diags = {0};
    const AstNode *root = parse_into(&h->arena, line, h->parse_flags, 0, &diags, NULL);
    diag_list_fini(&diags);
    const AstNode *st = first_statement(root);
    Ctx c = {.h = h, .src = line, .cursor = SIZE_MAX};
    HlVerdict v = st && st->kind == AST_COMMAND ? check_first_command(&c, st) : HL_SUGGEST_OK;
    arena_reset(&h->arena, mark);
    for (size_t i = 0; paths && i < paths->n && v != HL_SUGGEST_BAD; i++) {
        HlVerdict p = verdict(ask(h, FT_EXISTS, paths->items[i]));
        if (p != HL_SUGGEST_OK) v = p;
    }
    h->fresh = false;
    return v;
}

/* ---- the interface ---- */

Highlighter *hl_new(Shell *sh)
{
    Highlighter *h = xcalloc(1, sizeof *h);
    h->sh = sh;
    h->ft = ft_new();
    hlstyle_init(&h->styles, sh);
    clock_gettime(CLOCK_MONOTONIC, &h->epoch_time);
    return h;
}

void hl_free(Highlighter *h)
{
    if (!h) return;
    ft_free(h->ft);
    hlstyle_fini(&h->styles);
    arena_fini(&h->arena);
    free(h->pairs);
    free(h->vars);
    sb_fini(&h->value);
    sb_fini(&h->key);
    sl_fini(&h->values);
    sb_fini(&h->pwd);
    sl_fini(&h->path);
    sl_fini(&h->fpath);
    sl_fini(&h->fpath_raw);
    sb_fini(&h->bad);
    sb_fini(&h->bad_fix);
    sb_fini(&h->bad_note);
    sl_fini(&h->wanted);
    sl_fini(&h->asked);
    free(h);
}

void hl_compute(Highlighter *h, Str line, size_t cursor, uint8_t *roles)
{
    refresh(h);
    ft_begin_round(h->ft);
    if (line.len) memset(roles, HL_NORMAL, line.len);
    if (line.len > UINT32_MAX / 2) return;
    h->npairs = h->nvars = 0;
    h->have_bad = false;
    ArenaMark mark = arena_mark(&h->arena);
    Ctx c = {.h = h, .src = line, .roles = roles, .cursor = cursor <= line.len ? cursor : SIZE_MAX};
    highlight_script(&c);
    mark_match(h, line, c.cursor, roles);
    arena_reset(&h->arena, mark);
}

void hl_check_options(Highlighter *h, bool on) { h->check_options = on; }

void hl_offline(Highlighter *h, bool on)
{
    h->offline = on;
}

bool hl_bad_option(const Highlighter *h, Str line, size_t *at, size_t *len, size_t *word_end,
                   Str *note, Str *fix)
{
    if (!h->have_bad || h->bad_word_end > line.len || h->bad_at + h->bad.len > line.len ||
        memcmp(line.ptr + h->bad_at, h->bad.ptr, h->bad.len))
        return false;
    *at = h->bad_at;
    *len = h->bad.len;
    *word_end = h->bad_word_end;
    *note = sb_str(&h->bad_note);
    *fix = sb_str(&h->bad_fix);
    return true;
}

bool hl_take_wanted(Highlighter *h, StrBuf *name)
{
    if (!h->wanted.n || !name) return h->wanted.n > 0;
    Str w = h->wanted.items[h->wanted.n - 1];
    sb_clear(name);
    sb_append(name, w);
    sl_push(&h->asked, w);
    sl_truncate(&h->wanted, h->wanted.n - 1);
    return true;
}

int hl_fd(const Highlighter *h)
{
    return ft_fd(h->ft);
}

bool hl_take_results(Highlighter *h)
{
    return ft_take(h->ft);
}

size_t hl_waiting(const Highlighter *h)
{
    return ft_waiting(h->ft);
}

bool hl_wait(Highlighter *h, int timeout_ms)
{
    int fd = ft_fd(h->ft);
    if (fd < 0) return false;
    struct pollfd p = {.fd = fd, .events = POLLIN};
    return poll(&p, 1, timeout_ms) > 0;
}

void hl_invalidate(Highlighter *h)
{
    ft_new_epoch(h->ft);
    clock_gettime(CLOCK_MONOTONIC, &h->epoch_time);
}

Str hl_escape(Highlighter *h, uint8_t b, HlOverlay over)
{
    return hlstyle_escape(&h->styles, b, over);
}

void hl_escape_pair(Highlighter *h, HlRole fg, HlRole bg, bool underline, StrBuf *out)
{
    hlstyle_pair(&h->styles, fg, bg, underline, out);
}
