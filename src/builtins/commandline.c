/* builtins/commandline.c - read and change the command line being edited.
 *
 *   commandline [OPTIONS] [CMD...]
 *
 * The line editor shares its state through sh->editor (EditorLink, shell.h):
 * the text, a byte cursor, the selection and the pager's flags. We read that
 * copy and change it, setting `changed`; the editor takes it back when the
 * binding's code returns. `-f` queues input functions there in order. The
 * positions users see (-C, -B, -E, --column) count characters, as fish's do,
 * so they are converted at the edge.
 *
 * The part worked on is the whole text, or the job, the process or the token
 * at the cursor: found as fish finds them, by the tokenizer, inside the
 * innermost command substitution around the cursor. The text may come from
 * elsewhere: `-I TEXT` (the cursor at its end), or the line `complete -C`
 * completes (EditorLink.transient), which is how completion code run
 * without an editor sees "its" command line. With neither and no editor,
 * fish's "Can not set commandline in non-interactive mode" error.
 *
 * The checks run in fish 4's order, since that order decides which error a
 * bad combination of options gets and which options work without a line. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/escape.h"
#include "base/utf8.h"
#include "base/vec.h"
#include "env/features.h"
#include "exec/expand.h"
#include "exec/pipeline.h"
#include "parse/extent.h"
#include "parse/parser.h"
#include "parse/token.h"
#include "parse/word.h"
#include "proc/signal.h"
#include "store/inputfn.h"

#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

enum {
    OPT_INSERT_SMART = 256,
    OPT_TOKENS_RAW,
    OPT_COLUMN,
    OPT_PAGING_FULL,
    OPT_SEARCH_FIELD,
    OPT_IS_VALID,
    OPT_SHOWING_SUGGESTION,
    OPT_FORWARD_JUMP,
    OPT_BACKWARD_JUMP,
    OPT_FORWARD_JUMP_TILL,
    OPT_BACKWARD_JUMP_TILL,
};

const OptSpec bi_commandline_opts[] = {
    {'a', "append", OPT_NO_ARG},
    {'i', "insert", OPT_NO_ARG},
    {OPT_INSERT_SMART, "insert-smart", OPT_NO_ARG},
    {'r', "replace", OPT_NO_ARG},
    {'b', "current-buffer", OPT_NO_ARG},
    {'j', "current-job", OPT_NO_ARG},
    {'p', "current-process", OPT_NO_ARG},
    {'s', "current-selection", OPT_NO_ARG},
    {'t', "current-token", OPT_NO_ARG},
    {'c', "cut-at-cursor", OPT_NO_ARG},
    {'f', "function", OPT_NO_ARG},
    {'x', "tokens-expanded", OPT_NO_ARG},
    {OPT_TOKENS_RAW, "tokens-raw", OPT_NO_ARG},
    {'o', "tokenize", OPT_NO_ARG},
    {'h', "help", OPT_NO_ARG},
    {'I', "input", OPT_REQUIRED_ARG},
    {'C', "cursor", OPT_NO_ARG},
    {'B', "selection-start", OPT_NO_ARG},
    {'E', "selection-end", OPT_NO_ARG},
    {'L', "line", OPT_NO_ARG},
    {OPT_COLUMN, "column", OPT_NO_ARG},
    {'S', "search-mode", OPT_NO_ARG},
    {'P', "paging-mode", OPT_NO_ARG},
    {OPT_PAGING_FULL, "paging-full-mode", OPT_NO_ARG},
    {OPT_SEARCH_FIELD, "search-field", OPT_NO_ARG},
    {OPT_IS_VALID, "is-valid", OPT_NO_ARG},
    {OPT_SHOWING_SUGGESTION, "showing-suggestion", OPT_NO_ARG},
    {OPT_FORWARD_JUMP, "forward-jump", OPT_REQUIRED_ARG},
    {OPT_BACKWARD_JUMP, "backward-jump", OPT_REQUIRED_ARG},
    {OPT_FORWARD_JUMP_TILL, "forward-jump-till", OPT_REQUIRED_ARG},
    {OPT_BACKWARD_JUMP_TILL, "backward-jump-till", OPT_REQUIRED_ARG},
    {0, NULL, 0},
};

typedef enum Part { PART_NONE, PART_BUFFER, PART_JOB, PART_PROCESS, PART_TOKEN } Part;
typedef enum Mode { MODE_NONE, MODE_REPLACE, MODE_INSERT, MODE_INSERT_SMART, MODE_APPEND } Mode;
typedef enum Tokens { TOKENS_NONE, TOKENS_EXPANDED, TOKENS_RAW, TOKENS_UNESCAPED } Tokens;

/* -x expands a token to at most this many values, as fish; a token that
 * gives more (or fails to expand) is printed as written. */
enum { TOKENS_MAX_EXPANSION = 512 };

/* A byte range [start, end) of the text. */
typedef struct Cmdline {
    Shell *sh;
    Io *io;
    const char *name;
    Part part;
    Mode mode;
    Tokens tokens;
    bool cut, function, selection, cursor, sel_start, sel_end, line, column;
    bool search, paging, paging_full, search_field, is_valid, showing_suggestion;
    const char *input; /* -I, or NULL */
    const char *jump;  /* --forward-jump and the like: the input function, or NULL */
    const char *jump_target;
    char **args;       /* the operands */
    int nargs;
    unsigned tflags;   /* the tokenizer's options for the shell's features */
} Cmdline;

/* Prints `commandline: message` and fish's trailer; returns status. */
static int fail(Cmdline *c, int status, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int fail(Cmdline *c, int status, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    bi_verror(c->io, c->name, fmt, ap);
    va_end(ap);
    bi_print_trailer(c->sh, c->io, c->name);
    return status;
}

/* ---- characters and bytes ---- */

static size_t chars_in(Str s, size_t from, size_t to)
{
    return utf8_count(s.ptr + from, to - from);
}

/* The byte offset n characters after from, at most s.len. */
static size_t skip_chars(Str s, size_t from, size_t n)
{
    size_t i = from;
    for (; n && i < s.len; n--) {
        uint32_t cp;
        i += utf8_decode(s.ptr + i, s.len - i, &cp);
    }
    return i;
}

/* ---- printing ---- */

static bool interrupted(void *ctx)
{
    (void)ctx;
    return sig_pending(SIGINT);
}

/* -x: the values of a word as the shell would expand it, but with command
 * substitutions left alone (a word with one is printed as written, as is a
 * word that fails to expand or gives too many values). */
static void put_expanded(Cmdline *c, Str word, StrBuf *out)
{
    ExpandHooks h = eval_hooks(c->sh);
    h.run_cmdsub = NULL; /* expand_word then refuses the substitution */
    h.cmdsub_status = NULL;
    h.cancelled = interrupted;
    unsigned flags = 0;
    if (!features_on(c->sh->features, FEAT_QMARK_NOGLOB)) flags |= EXPAND_QMARK_GLOB;
    if (features_on(c->sh->features, FEAT_REMOVE_PERCENT_SELF)) flags |= EXPAND_NO_PERCENT_SELF;
    StrList vals = STRLIST_INIT;
    DiagList errs = {0};
    int r = expand_word(&h, word, 0, (uint32_t)word.len, flags, &vals, &errs);
    if (r == EXPAND_OK && vals.n <= TOKENS_MAX_EXPANSION) {
        for (size_t i = 0; i < vals.n; i++) {
            sb_append(out, vals.items[i]);
            sb_append_char(out, '\n');
        }
    } else if (!(r == EXPAND_OK && interrupted(NULL))) {
        sb_append(out, word);
        sb_append_char(out, '\n');
    }
    sl_fini(&vals);
    diag_list_fini(&errs);
}

/* -o: a word with its quotes and escapes undone (a backslash at the very end
 * is dropped; a word that cannot be undone is printed as written). */
static void put_unescaped(Str word, StrBuf *out)
{
    StrBuf u = STRBUF_INIT;
    bool ok = unescape_script(word, &u);
    if (!ok && word.len && word.ptr[word.len - 1] == '\\') {
        sb_clear(&u);
        ok = unescape_script(str_sub(word, 0, word.len - 1), &u);
    }
    sb_append(out, ok ? sb_str(&u) : word);
    sb_append_char(out, '\n');
    sb_fini(&u);
}

static void put_token(Cmdline *c, Str word, StrBuf *out)
{
    if (c->tokens == TOKENS_EXPANDED) {
        put_expanded(c, word, out);
    } else if (c->tokens == TOKENS_UNESCAPED) {
        put_unescaped(word, out);
    } else {
        sb_append(out, word);
        sb_append_char(out, '\n');
    }
}

/* Prints the part r of text: as it is (up to the cursor with -c), or one
 * token a line. Redirection targets are no arguments, so they are left out;
 * with -c, so is the token the cursor is in. A token part is one token. */
static void write_part(Cmdline *c, Str text, Span r, size_t cursor, StrBuf *out)
{
    Str part = str_sub(text, r.start, r.end - r.start);
    size_t pos = cursor - r.start;
    if (c->tokens == TOKENS_NONE) {
        sb_append(out, c->cut ? str_sub(part, 0, pos) : part);
        sb_append_char(out, '\n');
        return;
    }
    if (c->part == PART_TOKEN) {
        put_token(c, part, out);
        return;
    }
    Tokenizer t;
    tok_init(&t, part, c->tflags | TOKF_UNFINISHED);
    bool after_redirect = false;
    for (Token k; (k = tok_next(&t)).type != TOK_NONE;) {
        if (c->cut && k.start + k.len >= pos) break;
        bool target = after_redirect;
        after_redirect = k.type == TOK_REDIRECT;
        if (k.type == TOK_STRING && !target) put_token(c, tok_text(&t, &k), out);
    }
}

/* ---- changing the line ---- */

/* Whether there is a command line to read and set: the editor's, or in an
 * interactive shell while no editor reads (`fish -i -c`), the same buffer
 * kept for it, as fish keeps its command line state. */
static bool has_line(const Shell *sh)
{
    return sh->editor.active || sh->interactive;
}

/* Puts text (taken) and the cursor into the editor's line. Without a line
 * the change goes nowhere. */
static void set_line(Shell *sh, StrBuf *text, size_t cursor)
{
    EditorLink *ed = &sh->editor;
    if (!has_line(sh)) {
        sb_fini(text);
        return;
    }
    sb_fini(&ed->text);
    ed->text = *text;
    *text = (StrBuf)STRBUF_INIT;
    ed->cursor = cursor > ed->text.len ? ed->text.len : cursor;
    ed->changed = true;
}

static void set_search_field(Shell *sh, StrBuf *text, size_t cursor)
{
    EditorLink *ed = &sh->editor;
    sb_fini(&ed->search_field);
    ed->search_field = *text;
    *text = (StrBuf)STRBUF_INIT;
    ed->search_cursor = cursor > ed->search_field.len ? ed->search_field.len : cursor;
    ed->changed = true;
}

/* Moves the editor's cursor to character n of its line. */
static void set_cursor_chars(Shell *sh, size_t n)
{
    EditorLink *ed = &sh->editor;
    if (!has_line(sh)) return;
    ed->cursor = skip_chars(sb_str(&ed->text), 0, n);
    ed->changed = true;
}

/* Collects where each command word of the tree starts. */
static void command_starts(const AstNode *n, size_t **at, size_t *count, size_t *cap)
{
    if (n->kind == AST_COMMAND) {
        const AstNode *w = ast_find_kid(n, AST_WORD);
        if (w && !(w->flags & AST_F_MISSING)) VEC_PUSH(*at, *count, *cap, 16, w->start);
    }
    for (uint32_t i = 0; i < n->nkids; i++) command_starts(n->kids[i], at, count, cap);
}

static int cmp_size(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return x < y ? -1 : x > y;
}

/* --insert-smart: drops the "$ " of a pasted prompt before each command that
 * starts a line of what is inserted (prefix is the text of the part before
 * the cursor, which decides where commands are). False when there is none. */
static bool strip_prompts(Cmdline *c, Str prefix, Str insert, StrBuf *out)
{
    bool found = false;
    for (size_t i = 0; i + 1 < insert.len && !found; i++) found = insert.ptr[i] == '$' && insert.ptr[i + 1] == ' ';
    if (!found) return false;
    StrBuf src = STRBUF_INIT;
    sb_append(&src, prefix);
    sb_append(&src, insert);
    unsigned pflags = PARSE_UNFINISHED | PARSE_CONTINUE | PARSE_NO_LINT;
    if (c->tflags & TOKF_AMP_BG_IN_TOKEN) pflags |= PARSE_AMP_BG_IN_TOKEN;
    ParsedSource *ps = parse_source(sb_str(&src), pflags);
    size_t *at = NULL, n = 0, cap = 0;
    command_starts(ps->root, &at, &n, &cap);
    qsort(at, n, sizeof *at, cmp_size);
    const char *s = src.ptr;
    size_t have = prefix.len;
    for (size_t i = 0; i < n; i++) {
        size_t pos = at[i];
        if (pos < have || pos + 1 >= src.len) continue;
        if ((pos == 0 || s[pos - 1] == '\n') && s[pos] == '$' && s[pos + 1] == ' ') {
            sb_append_mem(out, s + have, pos - have);
            have = pos + 2;
        }
    }
    sb_append_mem(out, s + have, src.len - have);
    free(at);
    ps_unref(ps);
    sb_fini(&src);
    return true;
}

/* Replaces, inserts at the cursor or appends to the part r of text. */
static void replace_part(Cmdline *c, Str text, Span r, size_t cursor, Str insert)
{
    StrBuf out = STRBUF_INIT, smart = STRBUF_INIT;
    sb_append(&out, str_sub(text, 0, r.start));
    size_t pos = cursor;
    if (c->mode == MODE_REPLACE) {
        sb_append(&out, insert);
        pos = out.len;
    } else if (c->mode == MODE_APPEND) {
        sb_append(&out, str_sub(text, r.start, r.end - r.start));
        sb_append(&out, insert);
    } else {
        Str before = str_sub(text, r.start, cursor - r.start);
        if (c->mode == MODE_INSERT_SMART && strip_prompts(c, before, insert, &smart)) insert = sb_str(&smart);
        sb_append(&out, before);
        sb_append(&out, insert);
        sb_append(&out, str_sub(text, cursor, r.end - cursor));
        pos += insert.len;
    }
    sb_append(&out, str_sub(text, r.end, text.len - r.end));
    if (c->search_field) set_search_field(c->sh, &out, pos);
    else set_line(c->sh, &out, pos);
    sb_fini(&smart);
}

/* ---- the options that need no line ---- */

static bool is_repaint(int f)
{
    return f == INPUTFN_REPAINT || f == INPUTFN_FORCE_REPAINT || f == INPUTFN_REPAINT_MODE;
}

/* --forward-jump=C and the like: the editor jumps to (or next to) the
 * character C, as the input function of that name with C for its key, and
 * remembers the jump for repeat-jump. At once in a binding's code, with
 * its status (1: no such character there, 2: no character given);
 * otherwise when the editor gets to it. */
static int queue_jump(Cmdline *c)
{
    EditorLink *ed = &c->sh->editor;
    if (!*c->jump_target) return STATUS_INVALID_ARGS;
    if (!ed->active) return STATUS_FAIL;
    uint32_t cp;
    size_t n = utf8_decode(c->jump_target, strlen(c->jump_target), &cp);
    StrBuf entry = STRBUF_INIT;
    sb_append_cstr(&entry, c->jump);
    sb_append_char(&entry, '\0');
    sb_append(&entry, str_make(c->jump_target, n));
    sl_push(&ed->queued, sb_str(&entry));
    sb_fini(&entry);
    if (ed->flush) ed->flush(ed->flush_ctx);
    if (ed->queued.n) return STATUS_OK; /* it waits for the editor */
    return ed->queued_ok ? STATUS_OK : STATUS_FAIL;
}

/* -f: queues the input functions named, for the editor to run in order:
 * from a command run at the prompt, the next line's editor runs them once
 * its prompt is up (as fish's input queue: `commandline -f repaint` there
 * runs the prompt again). Without an editor to come, the names are only
 * checked. */
static int queue_functions(Cmdline *c)
{
    if (c->part || c->cut || c->mode || c->tokens || c->cursor || c->line || c->column || c->search ||
        c->paging || c->sel_start || c->sel_end) {
        return fail(c, STATUS_INVALID_ARGS, "invalid option combination");
    }
    if (!c->nargs) return fail(c, STATUS_INVALID_ARGS, "--function: option requires an argument");
    EditorLink *ed = &c->sh->editor;
    for (int i = 0; i < c->nargs; i++) {
        int f = inputfn_lookup(str_cstr(c->args[i]));
        if (f < 0) return fail(c, STATUS_INVALID_ARGS, "Unknown input function '%s'", c->args[i]);
        if (!ed->active && !c->sh->interactive) continue;
        /* a repaint asked for while the prompt runs for one would loop
           (a variable the prompt sets whose handler repaints): refused, as
           fish does */
        if (is_repaint(f) && ed->repainting) continue;
        sl_push_cstr(&ed->queued, c->args[i]);
        if (is_repaint(f)) ed->repaint++;
    }
    if (ed->active && ed->flush) ed->flush(ed->flush_ctx);
    return STATUS_OK;
}

/* The line number of offset (from 1). */
static size_t line_of(Str s, size_t offset)
{
    size_t n = 1;
    for (size_t i = 0; i < offset && i < s.len; i++) n += s.ptr[i] == '\n';
    return n;
}

/* Where line n (from 0) starts; false when there is no such line. */
static bool line_start(Str s, size_t n, size_t *out)
{
    size_t i = 0;
    for (; n && i < s.len; i++) {
        if (s.ptr[i] == '\n') n--;
    }
    if (n) return false;
    *out = i;
    return true;
}

/* -L and --column: print the cursor's line or column (from 1), or move the
 * cursor to a line or to a column of its line. */
static int line_or_column(Cmdline *c)
{
    EditorLink *ed = &c->sh->editor;
    Str text = sb_str(&ed->text);
    size_t cursor = ed->cursor > text.len ? text.len : ed->cursor;
    size_t line = line_of(text, cursor) - 1, start = 0;
    line_start(text, line, &start);
    if (!c->nargs) {
        size_t n = c->line ? line + 1 : chars_in(text, start, cursor) + 1;
        io_printf(c->io, 1, "%zu\n", n);
        return STATUS_OK;
    }
    const char *arg = c->args[0];
    long v;
    if (!bi_parse_int(arg, &v)) {
        bi_error(c->io, c->name, "%s: invalid integer", arg);
        bi_print_trailer(c->sh, c->io, c->name);
        v = 1; /* fish goes on with the first line or column */
    }
    if (v < 1) return fail(c, STATUS_INVALID_ARGS, "line/column index starts at 1");
    size_t n = (size_t)v - 1, pos;
    if (c->line) {
        if (!line_start(text, n, &pos)) return fail(c, STATUS_INVALID_ARGS, "there is no line %s", arg);
    } else {
        size_t next;
        if (!line_start(text, line + 1, &next)) next = text.len;
        if (n > chars_in(text, start, next)) return fail(c, STATUS_INVALID_ARGS, "column %s exceeds line length", arg);
        pos = skip_chars(text, start, n);
    }
    if (has_line(c->sh)) {
        ed->cursor = pos;
        ed->changed = true;
    }
    return STATUS_OK;
}

/* -s, -B, -E: the selection, or where it starts or ends (in characters). */
static int selection(Cmdline *c)
{
    EditorLink *ed = &c->sh->editor;
    Str text = sb_str(&ed->text);
    bool have = ed->active && ed->has_selection;
    size_t a = have ? ed->sel_start : 0, b = have ? ed->sel_end : 0;
    if (b > text.len) b = text.len;
    if (a > b) a = b;
    if (c->selection) {
        if (have) io_write(c->io, 1, str_sub(text, a, b - a));
        return STATUS_OK;
    }
    if (!have) return STATUS_FAIL;
    io_printf(c->io, 1, "%zu\n", chars_in(text, 0, c->sel_start ? a : b));
    return STATUS_OK;
}

/* Whether nothing of n was written (a part the parser had to make up). */
static bool unwritten(const AstNode *n)
{
    if (n->flags & AST_F_MISSING) return true;
    for (uint32_t i = 0; i < n->nkids; i++) {
        if (!unwritten(n->kids[i])) return false;
    }
    return n->nkids > 0;
}

/* Whether the tree of an unfinished parse waits for more as fish's reader
 * does: a block without its end (or `}`), a pipe, && or || with nothing
 * after it. Other things cut short (a redirection without its target, a
 * lone `and` or `time`) count as finished, and are errors once run. */
static bool waits_for_more(const AstNode *n)
{
    switch (n->kind) {
    case AST_BEGIN: case AST_FOR: case AST_WHILE: case AST_FUNCTION: case AST_IF: case AST_SWITCH:
    case AST_BRACE: {
        const AstNode *last = n->kids[n->nkids - 1];
        if ((last->kind == AST_KEYWORD || last->kind == AST_PUNCT) && (last->flags & AST_F_MISSING)) return true;
        break;
    }
    case AST_JOB: case AST_JOB_CONJ:
        for (uint32_t i = 0; i + 1 < n->nkids; i++) {
            if (n->kids[i]->kind == AST_PUNCT && unwritten(n->kids[i + 1])) return true;
        }
        break;
    default:
        break;
    }
    for (uint32_t i = 0; i < n->nkids; i++) {
        if (waits_for_more(n->kids[i])) return true;
    }
    return false;
}

/* --is-valid: 0 when the line would run as it is, 2 when it is unfinished
 * (an open quote, substitution or block, a trailing pipe, && or ||), 1 for
 * an error or an empty line. As in fish, a backslash, slice or brace
 * expansion left open is an error, and so is a syntax error after
 * something unfinished; the checks after the grammar's come last. */
static int check_valid(Cmdline *c, Str text)
{
    if (!text.len) return STATUS_FAIL;
    Tokenizer t;
    tok_init(&t, text, c->tflags);
    for (Token k; (k = tok_next(&t)).type != TOK_NONE;) {
        if (k.type != TOK_ERROR) continue;
        if (k.err == TOKE_UNTERMINATED_QUOTE || k.err == TOKE_UNTERMINATED_SUBSHELL) return STATUS_INVALID_ARGS;
        return STATUS_FAIL;
    }
    unsigned pflags = PARSE_UNFINISHED | ((c->tflags & TOKF_AMP_BG_IN_TOKEN) ? PARSE_AMP_BG_IN_TOKEN : 0);
    ParsedSource *ps = parse_source(text, pflags | PARSE_NO_LINT);
    int status = ps->diags.n ? STATUS_FAIL : waits_for_more(ps->root) ? STATUS_INVALID_ARGS : -1;
    ps_unref(ps);
    if (status >= 0) return status;
    DiagList d = {0};
    bool ok = parse_check(text, pflags, &d, NULL);
    diag_list_fini(&d);
    return ok ? STATUS_OK : STATUS_FAIL;
}

/* ---- the builtin ---- */

/* Reads the options into c; returns -1, or the status to return at once. */
static int parse_options(Cmdline *c, int argc, char **argv, char **operands)
{
    OptState st;
    opt_begin_permuted(&st, argc, argv, bi_commandline_opts, operands);
    for (int o; (o = opt_next(&st)) != OPT_DONE;) {
        Tokens tokens = TOKENS_NONE;
        switch (o) {
        case 'a': c->mode = MODE_APPEND; break;
        case 'i': c->mode = MODE_INSERT; break;
        case OPT_INSERT_SMART: c->mode = MODE_INSERT_SMART; break;
        case 'r': c->mode = MODE_REPLACE; break;
        case 'b': c->part = PART_BUFFER; break;
        case 'j': c->part = PART_JOB; break;
        case 'p': c->part = PART_PROCESS; break;
        case 't': c->part = PART_TOKEN; break;
        case 's': c->selection = true; break;
        case 'c': c->cut = true; break;
        case 'f': c->function = true; break;
        case 'x': tokens = TOKENS_EXPANDED; break;
        case OPT_TOKENS_RAW: tokens = TOKENS_RAW; break;
        case 'o': tokens = TOKENS_UNESCAPED; break;
        case 'I': c->input = st.arg; break;
        case 'C': c->cursor = true; break;
        case 'B': c->sel_start = true; break;
        case 'E': c->sel_end = true; break;
        case 'L': c->line = true; break;
        case OPT_COLUMN: c->column = true; break;
        case 'S': c->search = true; break;
        case 'P': c->paging = true; break;
        case OPT_PAGING_FULL: c->paging_full = true; break;
        case OPT_SEARCH_FIELD: c->search_field = true; break;
        case OPT_IS_VALID: c->is_valid = true; break;
        case OPT_SHOWING_SUGGESTION: c->showing_suggestion = true; break;
        case OPT_FORWARD_JUMP:
        case OPT_BACKWARD_JUMP:
        case OPT_FORWARD_JUMP_TILL:
        case OPT_BACKWARD_JUMP_TILL:
            /* the option is named after the input function */
            for (const OptSpec *s = bi_commandline_opts; s->id; s++)
                if (s->id == o) c->jump = s->long_name;
            c->jump_target = st.arg;
            break;
        case 'h': return bi_print_help(c->sh, c->io, argv[0]);
        default: return bi_opt_error(c->sh, c->io, argv[0], &st, o);
        }
        if (tokens) {
            if (c->tokens) {
                return fail(c, STATUS_INVALID_ARGS,
                            "invalid option combination, --tokens options are mutually exclusive");
            }
            c->tokens = tokens;
        }
    }
    c->nargs = st.noperands;
    return -1;
}

/* Checks the combinations fish refuses; returns -1 or the status. */
static int check_combinations(Cmdline *c)
{
    if ((c->sel_start || c->sel_end) && c->nargs) return fail(c, STATUS_INVALID_ARGS, "too many arguments");
    if ((c->search || c->line || c->column || c->cursor || c->paging) && c->nargs > 1) {
        return fail(c, STATUS_INVALID_ARGS, "too many arguments");
    }
    /* -C may be relative to a job, process or token, or work on the search field */
    if ((c->part || c->tokens || c->cut || c->search_field) &&
        (c->cursor || c->line || c->column || c->search || c->paging || c->paging_full) &&
        ((!c->part && !c->search_field) || !c->cursor)) {
        return fail(c, STATUS_INVALID_ARGS, "invalid option combination");
    }
    if ((c->tokens || c->cut) && c->nargs) {
        return fail(c, STATUS_INVALID_ARGS,
                    "invalid option combination, --cut-at-cursor and token options can not be used when "
                    "setting the commandline");
    }
    if (c->search_field && (c->part || c->tokens)) return fail(c, STATUS_INVALID_ARGS, "invalid option combination");
    if (c->mode && !c->nargs) return STATUS_FAIL; /* nothing to insert */
    if (c->mode == MODE_INSERT_SMART && c->search_field) {
        return fail(c, STATUS_INVALID_ARGS, "--insert-smart --search-field: options cannot be used together");
    }
    if (c->mode == MODE_INSERT_SMART && c->part == PART_TOKEN) {
        return fail(c, STATUS_INVALID_ARGS, "--insert-smart --current-token: options cannot be used together");
    }
    return -1;
}

/* -C: print the cursor relative to the part r, or move it there (clamped). */
static int cursor(Cmdline *c, Str text, Span r, size_t at)
{
    if (!c->nargs) {
        io_printf(c->io, 1, "%zu\n", chars_in(text, r.start, at));
        return STATUS_OK;
    }
    long v;
    if (!bi_parse_int(c->args[0], &v)) {
        bi_error(c->io, c->name, "%s: invalid integer", c->args[0]);
        bi_print_trailer(c->sh, c->io, c->name);
        v = 0; /* fish goes on with 0 */
    }
    size_t base = chars_in(text, 0, r.start), total = base + chars_in(text, r.start, text.len), n;
    if (v < 0) {
        unsigned long back = (unsigned long)-(v + 1) + 1;
        n = back > base ? 0 : base - back;
    } else {
        n = (unsigned long)v > total - base ? total : base + (size_t)v;
    }
    set_cursor_chars(c->sh, n);
    return STATUS_OK;
}

/* Runs commandline on the text it should work on (with the cursor at). */
static int on_text(Cmdline *c, Str text, size_t at)
{
    EditorLink *ed = &c->sh->editor;
    if (c->is_valid) return check_valid(c, text);
    if (c->showing_suggestion) return ed->active && ed->showing_suggestion ? STATUS_OK : STATUS_FAIL;
    Span r = {0, text.len};
    if (!c->search_field) {
        if (c->part == PART_JOB || c->part == PART_PROCESS) r = extent_job(text, at, c->part == PART_PROCESS, c->tflags);
        else if (c->part == PART_TOKEN) r = extent_token(text, at, c->tflags);
    }
    if (c->cursor) return cursor(c, text, r, at);
    if (!c->nargs) {
        StrBuf out = STRBUF_INIT;
        write_part(c, text, r, at, &out);
        bool ok = io_write(c->io, 1, sb_str(&out));
        sb_fini(&out);
        return ok ? STATUS_OK : STATUS_FAIL;
    }
    StrBuf joined = STRBUF_INIT;
    for (int i = 0; i < c->nargs; i++) {
        if (i) sb_append_char(&joined, '\n');
        sb_append_cstr(&joined, c->args[i]);
    }
    if (!c->mode) c->mode = MODE_REPLACE;
    replace_part(c, text, r, at, sb_str(&joined));
    sb_fini(&joined);
    return STATUS_OK;
}

int bi_commandline(Shell *sh, Io *io, int argc, char **argv)
{
    Cmdline c = {.sh = sh, .io = io, .name = argv[0]};
    c.tflags = features_on(sh->features, FEAT_AMPERSAND_NOBG_IN_TOKEN) ? 0 : TOKF_AMP_BG_IN_TOKEN;
    char **operands = xcalloc((size_t)argc + 1, sizeof *operands);
    c.args = operands;
    int status = parse_options(&c, argc, argv, operands);
    if (status < 0 && c.jump) status = queue_jump(&c);
    if (status < 0 && c.function) status = queue_functions(&c);
    if (status < 0 && c.selection) status = selection(&c);
    if (status < 0) status = check_combinations(&c);
    if (status < 0 && (c.line || c.column)) status = line_or_column(&c);
    EditorLink *ed = &sh->editor;
    if (status < 0 && c.search) status = ed->active && ed->search_mode ? STATUS_OK : STATUS_FAIL;
    if (status < 0 && c.paging) status = ed->active && ed->pager ? STATUS_OK : STATUS_FAIL;
    if (status < 0 && c.paging_full) status = ed->active && ed->pager && ed->pager_full ? STATUS_OK : STATUS_FAIL;
    if (status < 0 && (c.sel_start || c.sel_end)) status = selection(&c);
    if (status < 0) {
        /* the line to work on */
        if (c.search_field) {
            if (!ed->active || !ed->search_field_shown) {
                status = STATUS_FAIL;
            } else {
                /* a copy: setting the field replaces the buffer read from */
                StrBuf field = STRBUF_INIT;
                sb_append(&field, sb_str(&ed->search_field));
                size_t at = ed->search_cursor > field.len ? field.len : ed->search_cursor;
                status = on_text(&c, sb_str(&field), at);
                sb_fini(&field);
            }
        } else if (c.input) {
            Str in = str_cstr(c.input);
            status = on_text(&c, in, in.len);
        } else if (ed->transient.ptr) {
            if (c.cursor && c.nargs) {
                status = fail(&c, STATUS_FAIL,
                              "setting cursor while evaluating 'complete --arguments' is not yet supported");
            } else {
                status = on_text(&c, ed->transient, ed->transient.len);
            }
        } else if (has_line(sh)) {
            StrBuf line = STRBUF_INIT;
            sb_append(&line, sb_str(&ed->text));
            size_t at = ed->cursor > line.len ? line.len : ed->cursor;
            status = on_text(&c, sb_str(&line), at);
            sb_fini(&line);
        } else {
            status = fail(&c, STATUS_FAIL, "Can not set commandline in non-interactive mode");
        }
    }
    free(operands);
    return status;
}
