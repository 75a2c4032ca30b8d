/* parse/lint.c - parse-time checks over a finished tree, in fish's order.
 *
 * The walk is pre-order (a node's own checks before its children's), as fish
 * reports the first error found that way. Arguments are checked segment by
 * segment between command substitutions; each substitution is parsed as a
 * script of its own, one nesting level deeper, and its errors are shifted to
 * where it stands. Quirks kept on purpose, because scripts and tests see them:
 * quoting restarts after a substitution, and a bad `$` is placed by its index
 * in the unescaped segment. */
#include "parse/lint.h"

#include "base/utf8.h"
#include "parse/hints.h"
#include "parse/names.h"
#include "parse/parser.h"
#include "parse/word.h"

#include <stdarg.h>
#include <string.h>

typedef struct Lint {
    Str src;
    unsigned flags, depth;
    Arena *arena;
    DiagList *diags;
} Lint;

static Diag *err(Lint *l, uint32_t start, uint32_t len, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* Records an error; returns it so a hint can be added. */
static Diag *err(Lint *l, uint32_t start, uint32_t len, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    Diag *d = diag_vadd(l->diags, PARSE_ERR_LINT, start, len, fmt, ap);
    va_end(ap);
    return d;
}

/* ---- words ---- */

static bool is_hex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* Whether the escape \... at p (n bytes, n >= 1) unescapes; fish refuses a
 * lone backslash, \x \u \U \X with no digit, octal above \177, \U above
 * U+10FFFF, \u or \U of a code point fish reserves, and \c before a
 * character outside A..\x81. */
static bool escape_ok(const char *p, uint32_t n)
{
    if (n < 2) return false;
    char c = p[1];
    uint32_t max = 0;
    switch (c) {
    case 'x': case 'X': max = 2; break;
    case 'u': max = 4; break;
    case 'U': max = 8; break;
    case 'c': return n >= 3 && (unsigned char)p[2] >= 'A' && (unsigned char)p[2] <= 129;
    default:
        if (c >= '0' && c <= '7') {
            unsigned v = 0;
            for (uint32_t i = 1; i < n && i < 4 && p[i] >= '0' && p[i] <= '7'; i++) v = v * 8 + (unsigned)(p[i] - '0');
            return v <= 0177;
        }
        return true;
    }
    unsigned long v = 0;
    uint32_t digits = 0;
    for (uint32_t i = 2; i < n && digits < max && is_hex(p[i]); i++, digits++) {
        char d = p[i];
        v = v * 16 + (unsigned long)(d <= '9' ? d - '0' : (d | 0x20) - 'a' + 10);
    }
    if (!digits || (c == 'U' && v > 0x10FFFF)) return false;
    return c == 'x' || c == 'X' || !utf8_fish_reserved((uint32_t)v);
}

/* Characters an escape leaves after unescaping: fish keeps unknown escapes whole. */
static uint32_t escape_width(const char *p, uint32_t n)
{
    if (n >= 2 && p[1] == '\n') return 0;
    if (n >= 2 && !strchr("abcefnrtvxXuU01234567\\ $*?~#(){}[]<>^&|;\"'", p[1])) return 2;
    return 1;
}

/* Length of a piece once unescaped, for placing errors as fish does. */
static uint32_t unescaped_len(Str src, const WordPiece *wp)
{
    const char *p = src.ptr + wp->start;
    switch (wp->kind) {
    case WP_ESCAPE:
        return wp->quoted ? (p[1] == '\n' ? 0 : 1) : escape_width(p, wp->len);
    case WP_SQUOTE: {
        uint32_t n = wp->len;
        for (uint32_t i = 1; i + 1 < wp->len; i++) {
            if (p[i] == '\\' && (p[i + 1] == '\\' || p[i + 1] == '\'')) n--, i++;
        }
        return n;
    }
    default:
        return wp->len;
    }
}

/* fish's message for a bad `$`, and our hint: what the fish language has
 * instead of the bash form, and where the manual explains it. */
static void report_dollar(Lint *l, const WordPiece *wp, uint32_t at)
{
    Str s = l->src;
    Diag *d = NULL;
    switch (wp->bad) {
    case BAD_NO_NAME:
        /* Past the end or before a quote fish points at the $ itself. */
        d = err(l, wp->inner_start == wp->start ? at : at + 1, 1, "Expected a variable name after this $.");
        diag_set_hint(d, "a $ that is not a variable is written \\$ or inside single quotes; see `help quoting`");
        break;
    case BAD_STATUS:
        d = err(l, at + 1, 1, "$? is not the exit status. In fish, please use $status.");
        diag_set_hint(d, "$status is the last command's status, $pipestatus one per command of a pipeline; "
                         "see `help special-variables`");
        break;
    case BAD_PID:
        d = err(l, at + 1, 1, "$$ is not the pid. In fish, please use $fish_pid.");
        diag_set_hint(d, "$fish_pid is this shell's process id, $last_pid the last background job's; "
                         "see `help special-variables`");
        break;
    case BAD_ARGC:
        d = err(l, at + 1, 1, "$# is not supported. In fish, please use 'count $argv'.");
        diag_set_hint(d, "in a condition: `if test (count $argv) -gt 0`; see `help arguments`");
        break;
    case BAD_ARGV_AT:
    case BAD_ARGV_STAR:
        d = err(l, at + 1, 1, "$%c is not supported. In fish, please use $argv.", wp->bad == BAD_ARGV_AT ? '@' : '*');
        diag_set_hint(d, "$argv is the list of arguments, $argv[1] the first; see `help arguments`");
        break;
    case BAD_CHAR: {
        uint32_t n = 1;
        unsigned char c = (unsigned char)s.ptr[wp->start + 1];
        if (c >= 0xC0) /* the whole UTF-8 character */
            while (wp->start + 1 + n < s.len && ((unsigned char)s.ptr[wp->start + 1 + n] & 0xC0) == 0x80) n++;
        d = err(l, at + 1, 1, "$%.*s is not a valid variable in fish.", (int)n, s.ptr + wp->start + 1);
        if (c == '{')
            diag_set_hint(d, "for ${#x} write (count $x), for ${x%%...} or ${x/...} use `string`, for ${x:-y} "
                             "use `set -q`; see `help bash`");
        else if (c == '!')
            diag_set_hint(d, "$last_pid is the process id of the last background job; see `help special-variables`");
        else
            diag_set_hint(d, "variable names are letters, digits and underscores; see `help special-variables` "
                             "for the shell's own");
        break;
    }
    case BAD_BRACKETED: {
        Str name = str_sub(s, wp->inner_start, wp->inner_len);
        const char *dots = name.len > 16 ? "\xe2\x80\xa6" : "";
        int shown = name.len > 16 ? 15 : (int)name.len;
        if (wp->quoted)
            d = err(l, at + 1, 1, "Variables cannot be bracketed. In fish, please use \"$%.*s%s\".", shown, name.ptr, dots);
        else
            d = err(l, at + 1, 1, "Variables cannot be bracketed. In fish, please use {$%.*s%s}.", shown, name.ptr, dots);
        diag_set_hint(d, "{$NAME} keeps a name apart from the text after it, as in {$NAME}_old; "
                         "see `help variable-expansion`");
        break;
    }
    }
}

/* Checks raw [b, e) of an argument that starts at arg: escapes first, then `$` uses. */
static void check_segment(Lint *l, const AstNode *arg, uint32_t b, uint32_t e)
{
    if (e <= b) return;
    WordIter it;
    WordPiece wp;
    const char *seg = l->src.ptr + b;
    bool escapes = memchr(seg, '\\', e - b) != NULL, dollars = memchr(seg, '$', e - b) != NULL;
    word_iter_init(&it, l->src, b, escapes ? e - b : 0, false);
    while (word_next(&it, &wp)) {
        bool bad = false;
        if (wp.kind == WP_ESCAPE) bad = wp.quoted ? wp.len < 2 : !escape_ok(l->src.ptr + wp.start, wp.len);
        else if (wp.kind == WP_SQUOTE) {
            const char *p = l->src.ptr + wp.start;
            bad = p[wp.len - 1] == '\\' && (wp.len < 2 || p[wp.len - 2] != '\\');
        }
        if (bad) {
            Str raw = ast_text(arg, l->src);
            bool incomplete = raw.len == 2 && raw.ptr[0] == '\\' && strchr("cuUxX", raw.ptr[1]);
            err(l, b, e - b, incomplete ? "Incomplete escape sequence '%.*s'" : "Invalid token '%.*s'",
                (int)raw.len, raw.ptr);
            return;
        }
    }
    if (!dollars) return;
    uint32_t index = 0;
    word_iter_init(&it, l->src, b, e - b, false);
    while (word_next(&it, &wp)) {
        if (wp.kind == WP_BAD_DOLLAR) report_dollar(l, &wp, arg->start + index);
        index += unescaped_len(l->src, &wp);
    }
}

static void check_cmdsub(Lint *l, const WordPiece *wp)
{
    if (l->depth + 1 > PARSE_MAX_DEPTH) {
        err(l, wp->start, 1, "Too much nesting: blocks and substitutions can nest at most %d levels deep",
            PARSE_MAX_DEPTH);
        return;
    }
    Str inner = str_sub(l->src, wp->inner_start, wp->inner_len);
    size_t first = l->diags->n;
    ArenaMark mark = arena_mark(l->arena);
    parse_into(l->arena, inner, l->flags & ~(unsigned)PARSE_NO_LINT, l->depth + 1, l->diags, NULL);
    arena_reset(l->arena, mark);
    for (size_t i = first; i < l->diags->n; i++) {
        Diag *d = &l->diags->items[i];
        if (d->start != DIAG_AT_END) d->start += wp->inner_start;
    }
    /* $(( )) is bash arithmetic: fish saw a substitution as a command. */
    bool arith = wp->start < wp->inner_start - 1 && inner.len >= 2 && inner.ptr[0] == '(' &&
                 inner.ptr[inner.len - 1] == ')';
    if (arith && l->diags->n > first && l->diags->items[first].start == wp->inner_start) {
        diag_set_hint(&l->diags->items[first], "there is no $(( )): `math '%.*s'` does arithmetic; see `help math`",
                      (int)(inner.len - 2), inner.ptr + 1);
    }
}

/* Bytes that can make a word worth a closer look: escapes, quotes, `$` and
 * substitutions. Most words have none and are skipped in one scan. */
static const unsigned char lint_special[256] = {
    ['\\'] = 1, ['\''] = 1, ['"'] = 1, ['$'] = 1, ['('] = 1,
};

static bool plain(Str src, const AstNode *w)
{
    const unsigned char *p = (const unsigned char *)src.ptr + w->start;
    for (uint32_t i = 0; i < w->len; i++) {
        if (lint_special[p[i]]) return false;
    }
    return true;
}

/* An argument: segments between command substitutions, and the substitutions. */
static void check_argument(Lint *l, const AstNode *arg)
{
    if (plain(l->src, arg)) return;
    WordIter it;
    WordPiece wp;
    word_iter_init(&it, l->src, arg->start, arg->len, false);
    uint32_t checked = arg->start;
    while (word_next(&it, &wp)) {
        if (wp.kind != WP_CMDSUB) continue;
        check_segment(l, arg, checked, wp.start);
        check_cmdsub(l, &wp);
        checked = wp.start + wp.len;
    }
    check_segment(l, arg, checked, arg->start + arg->len);
}

/* The command word: no substitutions allowed, and no bad `$`. alone: the
 * command has nothing after it. Returns true when it is clean. */
static bool check_command_word(Lint *l, const AstNode *w, bool alone, DiagList *later)
{
    if (plain(l->src, w)) return true;
    DiagList *saved = l->diags;
    l->diags = later;
    size_t before = later->n;
    WordIter it;
    WordPiece wp;
    uint32_t index = 0;
    bool reported_cmdsub = false;
    word_iter_init(&it, l->src, w->start, w->len, false);
    while (word_next(&it, &wp)) {
        if (wp.kind == WP_CMDSUB && !reported_cmdsub) {
            uint32_t open = wp.inner_start - 1;
            Diag *d = err(l, open, wp.start + wp.len - open,
                          "command substitutions not allowed in command position. Try var=(your-cmd) $var ...");
            if (wp.inner_len == 0 && wp.start + wp.len == w->start + w->len && wp.start > w->start)
                diag_set_hint(d, "%s", hint_function_syntax); /* name() { ... } */
            else if (alone && wp.start == w->start && wp.len == w->len) /* (cd dir; cmd) */
                diag_set_hint(d, "parentheses substitute a command's output and make no subshell; "
                                 "`begin; COMMANDS; end` groups commands; see `help bash`");
            reported_cmdsub = true;
        } else if (wp.kind == WP_BAD_DOLLAR) {
            report_dollar(l, &wp, w->start + index);
        }
        index += unescaped_len(l->src, &wp);
    }
    l->diags = saved;
    return later->n == before;
}

/* ---- statements ---- */

static bool word_is(const AstNode *w, Str src, const char *text)
{
    return w && w->kind == AST_WORD && str_eq_cstr(ast_text(w, src), text);
}

static bool in_loop(const AstNode *n)
{
    for (const AstNode *a = n->parent; a; a = a->parent) {
        if (a->kind == AST_FOR || a->kind == AST_WHILE) return true;
        if (a->kind == AST_FUNCTION) return false;
    }
    return false;
}

/* The literal a plain word spells after removing quotes, or false when it
 * holds anything that expands. */
static bool literal(Str src, const AstNode *w, char *buf, size_t cap)
{
    size_t n = 0;
    if (plain(src, w) && w->len < cap) {
        memcpy(buf, src.ptr + w->start, w->len);
        buf[w->len] = '\0';
        return !memchr(buf, '*', w->len) && !memchr(buf, '{', w->len) && !memchr(buf, '~', w->len);
    }
    WordIter it;
    WordPiece wp;
    word_iter_init(&it, src, w->start, w->len, false);
    while (word_next(&it, &wp)) {
        const char *p = src.ptr + wp.start;
        uint32_t from = 0, len = wp.len;
        switch (wp.kind) {
        case WP_TEXT: break;
        case WP_SQUOTE: from = 1, len = wp.len >= 2 ? wp.len - 2 : 0; break;
        case WP_DQUOTE_OPEN: case WP_DQUOTE_CLOSE: len = 0; break;
        case WP_ESCAPE: from = 1, len = wp.len - 1; break;
        default: return false;
        }
        if (n + len >= cap) return false;
        memcpy(buf + n, p + from, len);
        n += len;
    }
    buf[n] = '\0';
    return true;
}

static void check_command(Lint *l, const AstNode *cmd)
{
    Str src = l->src;
    const AstNode *deco = cmd->nkids && cmd->kids[0]->kind == AST_KEYWORD ? cmd->kids[0] : NULL;
    const AstNode *name = ast_kid(cmd, deco ? 1 : 0);
    if (!name || name->len == 0) return;
    /* Where the command stands in its pipeline, without walking a long one. */
    const AstNode *job = cmd->parent;
    bool first = true, piped = false;
    if (job && job->kind == AST_JOB) {
        uint32_t i = 0;
        while (i < job->nkids && !ast_is_statement(job->kids[i])) i++;
        first = i < job->nkids && job->kids[i] == cmd;
        if (!first) {
            piped = true;
        } else {
            for (i++; i < job->nkids && !piped; i++) piped = ast_is_statement(job->kids[i]);
        }
    }
    Str raw = ast_text(name, src);

    if (piped && deco && deco->keyword == KW_EXEC)
        err(l, cmd->start, cmd->len, "The 'exec' command can not be used in a pipeline");
    if (!first && !deco) {
        if (str_eq_cstr(raw, "and") || str_eq_cstr(raw, "or"))
            err(l, cmd->start, cmd->len, "The '%.*s' command can not be used in a pipeline", (int)raw.len, raw.ptr);
        else if (str_eq_cstr(raw, "time"))
            err(l, cmd->start, cmd->len, "The 'time' command may only be at the beginning of a pipeline");
    }
    if (str_eq_cstr(raw, "$status"))
        err(l, cmd->start, cmd->len,
            "$status is not valid as a command. See `help language#conditions`");

    DiagList later = {0};
    bool clean = check_command_word(l, name, cmd->kids[cmd->nkids - 1] == name, &later);
    char word[64];
    if (clean && literal(src, name, word, sizeof word)) {
        static const char *const no_pipe[] = {"exec", "case", "break", "return", "continue"};
        for (size_t i = 0; piped && i < sizeof no_pipe / sizeof *no_pipe; i++) {
            if (!strcmp(word, no_pipe[i]))
                err(l, cmd->start, cmd->len, "The '%s' command can not be used in a pipeline", word);
        }
        const AstNode *arg = ast_kid(cmd, deco ? 2 : 1);
        bool help = word_is(arg, src, "-h") || word_is(arg, src, "--help");
        if ((!strcmp(word, "break") || !strcmp(word, "continue")) && !help && !in_loop(cmd))
            err(l, cmd->start, cmd->len, "'%s' while not inside of loop", word);
        if (deco && deco->keyword == KW_BUILTIN && !names_is_builtin(raw))
            err(l, cmd->start, cmd->len, "Unknown builtin '%.*s'", (int)raw.len, raw.ptr);
    }
    diag_list_move(l->diags, &later);
    diag_list_fini(&later);
    for (uint32_t i = 0; i < cmd->nkids; i++) {
        const AstNode *k = cmd->kids[i];
        if (k->kind == AST_WORD && k != name) check_argument(l, k);
    }
}

/* Arguments after a block's closing `end` or `}` (redirections are fine). */
static void check_after_end(Lint *l, const AstNode *block)
{
    bool after = false;
    for (uint32_t i = 0; i < block->nkids; i++) {
        const AstNode *k = block->kids[i];
        if ((k->kind == AST_KEYWORD && k->keyword == KW_END) ||
            (block->kind == AST_BRACE && k->kind == AST_PUNCT && i > 0))
            after = true;
        else if (after && k->kind == AST_WORD) {
            err(l, k->start, k->len, "'%s' does not take arguments. Did you forget a ';'?",
                block->kind == AST_BRACE ? "}" : "end");
            return;
        }
    }
}

/* `a & && b`: a conjunction right after a backgrounded job. */
static void check_conjunction(Lint *l, const AstNode *conj)
{
    for (uint32_t i = 0; i + 1 < conj->nkids; i++) {
        const AstNode *k = conj->kids[i], *next = conj->kids[i + 1];
        if (k->kind == AST_JOB && (k->flags & AST_F_BACKGROUND) && next->kind == AST_PUNCT) {
            err(l, next->start, next->len, "The '%.*s' command can not be used immediately after a backgrounded job",
                (int)next->len, l->src.ptr + next->start);
            return;
        }
    }
}

static void check_background(Lint *l, const AstNode *job)
{
    const AstNode *conj = job->parent;
    if (!conj || conj->kind != AST_JOB_CONJ) return;
    const AstNode *owner = conj->parent;
    if (owner && owner->kind == AST_COND && owner->kids[0] == conj) {
        err(l, job->start, job->len, "Backgrounded commands can not be used as conditionals");
        return;
    }
    if (!owner || owner->kind != AST_JOB_LIST) return;
    for (uint32_t i = 0; i + 1 < owner->nkids; i++) {
        if (owner->kids[i] != conj) continue;
        const AstNode *next = owner->kids[i + 1];
        const AstNode *kw = next->kind == AST_JOB_CONJ ? ast_kid(next, 0) : NULL;
        if (kw && kw->kind == AST_KEYWORD && (kw->keyword == KW_AND || kw->keyword == KW_OR)) {
            err(l, kw->start, kw->len, "The '%s' command can not be used immediately after a backgrounded job",
                keyword_name((Keyword)kw->keyword));
        }
    }
}

static void walk(Lint *l, const AstNode *n)
{
    switch (n->kind) {
    case AST_COMMAND:
        check_command(l, n);
        for (uint32_t i = 0; i < n->nkids; i++) {
            if (n->kids[i]->kind == AST_REDIR) walk(l, n->kids[i]);
        }
        return;
    case AST_JOB_CONJ:
        check_conjunction(l, n);
        break;
    case AST_JOB:
        if (n->flags & AST_F_BACKGROUND) check_background(l, n);
        break;
    case AST_REDIR:
    case AST_ASSIGN:
        return;
    case AST_WORD:
        /* The `for` variable is a name, not an argument. */
        if (!(n->parent && n->parent->kind == AST_FOR && n->parent->kids[1] == n)) check_argument(l, n);
        return;
    case AST_BEGIN: case AST_FOR: case AST_WHILE: case AST_FUNCTION: case AST_IF: case AST_SWITCH:
    case AST_BRACE:
        check_after_end(l, n);
        break;
    default:
        break;
    }
    for (uint32_t i = 0; i < n->nkids; i++) walk(l, n->kids[i]);
}

void lint_check(const AstNode *root, Str src, unsigned flags, unsigned depth, Arena *arena,
                DiagList *diags)
{
    Lint l = {.src = src, .flags = flags, .depth = depth, .arena = arena, .diags = diags};
    walk(&l, root);
}

