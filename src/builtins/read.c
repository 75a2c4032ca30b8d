/* builtins/read.c - read a line (or record) of standard input into variables.
 *
 *   read [SCOPE] [-x|-u] NAME...        the line split on $IFS, the last name
 *                                       getting the rest
 *   read -a NAME                        every field into one list
 *   read -d DELIM / -t / -z / -n N / -L other ways to split or end a record
 *   read                                no names: the record goes to stdout
 *
 * As in fish 4: status 0 when a record was read, 1 at the end of input (the
 * names are then set to empty lists). A descriptor is read so that nothing
 * past the record is consumed (later commands read the rest): a seekable one
 * in chunks with a seek back, anything else a byte at a time. The prompt
 * options only matter on a terminal; there the -P prompt (or "read> ") is
 * written to stderr and the line is read plainly, with no line editor. */
#include "builtins/builtins.h"

#include "env/var.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

typedef enum TokMode { TOK_NONE, TOK_UNESCAPED, TOK_RAW } TokMode;

typedef struct ReadOpts {
    unsigned mode;          /* VM_* scope and export bits */
    const char *delimiter;  /* -d, or NULL */
    const char *prompt_str; /* -P, or NULL */
    bool has_prompt;        /* -p */
    long nchars;            /* -n; 0: none */
    TokMode tok;
    bool array, null, line, help;
} ReadOpts;

enum { OPT_TOKENIZE_RAW = 256 };

static const OptSpec specs[] = {
    {'a', "array", OPT_NO_ARG}, {'a', "list", OPT_NO_ARG}, {'c', "command", OPT_REQUIRED_ARG},
    {'d', "delimiter", OPT_REQUIRED_ARG}, {'x', "export", OPT_NO_ARG},
    {'f', "function", OPT_NO_ARG}, {'g', "global", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG},
    {'L', "line", OPT_NO_ARG}, {'l', "local", OPT_NO_ARG}, {'n', "nchars", OPT_REQUIRED_ARG},
    {'z', "null", OPT_NO_ARG}, {'p', "prompt", OPT_REQUIRED_ARG},
    {'P', "prompt-str", OPT_REQUIRED_ARG}, {'R', "right-prompt", OPT_REQUIRED_ARG},
    {'S', "shell", OPT_NO_ARG}, {'s', "silent", OPT_NO_ARG}, {'t', "tokenize", OPT_NO_ARG},
    {OPT_TOKENIZE_RAW, "tokenize-raw", OPT_NO_ARG}, {'u', "unexport", OPT_NO_ARG},
    {'U', "universal", OPT_NO_ARG}, {0, NULL, 0},
};

static const char *tok_flag(TokMode m) { return m == TOK_RAW ? "--tokenize-raw" : "--tokenize"; }

/* Applies one option; false after printing an error. */
static bool apply(ReadOpts *o, Io *io, const char *cmd, int c, const char *arg)
{
    switch (c) {
    case 'a': o->array = true; break;
    case 'c': case 'R': case 's': case 'S': break;
    case 'd': o->delimiter = arg; break;
    case 'f': o->mode |= VM_FUNCTION; break;
    case 'g': o->mode |= VM_GLOBAL; break;
    case 'l': o->mode |= VM_LOCAL; break;
    case 'U': o->mode |= VM_UNIVERSAL; break;
    case 'h': o->help = true; break;
    case 'L': o->line = true; break;
    case 'z': o->null = true; break;
    case 'p': o->has_prompt = true; break;
    case 'P': o->prompt_str = arg; break;
    case 'x': case 'u': {
        unsigned want = c == 'x' ? VM_EXPORT : VM_UNEXPORT;
        if (o->mode & ((VM_EXPORT | VM_UNEXPORT) & ~want)) {
            bi_error(io, cmd, "cannot both export and unexport");
            return false;
        }
        o->mode |= want;
        break;
    }
    case 'n': {
        long n;
        if (!bi_parse_int(arg, &n)) {
            bi_error(io, cmd, "%s: invalid integer", arg);
            return false;
        }
        o->nchars = n > 0 ? n : 0;
        break;
    }
    case 't': case OPT_TOKENIZE_RAW: {
        TokMode m = c == 't' ? TOK_UNESCAPED : TOK_RAW;
        if (o->tok != TOK_NONE && o->tok != m) {
            bi_error(io, cmd, "invalid option combination, %s and %s are mutually exclusive",
                     tok_flag(o->tok), tok_flag(m));
            return false;
        }
        o->tok = m;
        break;
    }
    default: return false;
    }
    return true;
}

/* Parses options; returns the index of the first name, or -1 after an error. */
static int parse_opts(Shell *sh, int argc, char **argv, Io *io, ReadOpts *o)
{
    OptState st;
    opt_begin(&st, argc, argv, specs);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == OPT_UNKNOWN || c == OPT_MISSING_ARG || c == OPT_UNEXPECTED_ARG) {
            bi_opt_error(sh, io, argv[0], &st, c);
            return -1;
        }
        if (!apply(o, io, argv[0], c, st.arg)) {
            bi_print_trailer(sh, io, "read");
            return -1;
        }
    }
    return st.index;
}

static bool validate(Shell *sh, Io *io, const char *cmd, ReadOpts *o, int nnames, char **names)
{
    if (o->has_prompt && o->prompt_str) {
        bi_error(io, cmd, "Options -p and -P cannot be used together");
        return false;
    }
    if (o->delimiter && o->line) {
        bi_error(io, cmd, "Options --delimiter and --line cannot be used together");
        return false;
    }
    if (o->line && o->null) {
        bi_error(io, cmd, "Options -z and --line cannot be used together");
        return false;
    }
    unsigned scope = o->mode & VM_SCOPE_MASK;
    if (scope & (scope - 1)) {
        bi_error(io, cmd, "scope can be only one of: universal function global local");
        bi_print_trailer(sh, io, "read");
        return false;
    }
    if (o->array && nnames != 1) {
        bi_error(io, cmd, "expected 1 arguments; got %d", nnames);
        return false;
    }
    if (o->tok != TOK_NONE && o->delimiter) {
        bi_error(io, cmd, "--delimiter %s: options cannot be used together",
                 tok_flag(o->tok));
        return false;
    }
    if (o->tok != TOK_NONE && o->line) {
        bi_error(io, cmd, "--line %s: options cannot be used together",
                 tok_flag(o->tok));
        return false;
    }
    for (int k = 0; k < nnames; k++) {
        Str name = str_cstr(names[k]);
        unsigned flags = 0;
        if (!vars_is_valid_name(name)) {
            bi_error(io, cmd, "%s: invalid variable name. See `help identifiers`", names[k]);
            bi_print_trailer(sh, io, "read");
            return false;
        }
        if (vars_is_electric(sh->vars, name, &flags) && (flags & VAR_READ_ONLY)) {
            bi_error(io, cmd, "%s: cannot overwrite read-only variable", names[k]);
            return false;
        }
    }
    return true;
}

/* Counts UTF-8 characters as bytes arrive, for -n. */
typedef struct CharCount {
    long chars;
    int need; /* continuation bytes still expected */
} CharCount;

static void count_byte(CharCount *cc, unsigned char b)
{
    if (cc->need > 0 && (b & 0xC0) == 0x80) {
        if (--cc->need == 0) cc->chars++;
        return;
    }
    cc->need = b >= 0xF0 && b < 0xF8 ? 3 : b >= 0xE0 && b < 0xF0 ? 2 : b >= 0xC0 && b < 0xE0 ? 1 : 0;
    if (!cc->need) cc->chars++;
}

/* Reads one record into out: up to the terminator (not kept) or nchars
 * characters. Returns 0, or 1 at the end of input with nothing read. */
static int read_record(Io *io, char term, long nchars, StrBuf *out)
{
    IoTarget *t = &io->t[0];
    CharCount cc = {0, 0};
    bool eof = false;
    if (t->fd == IO_FROM_MEMORY) {
        IoInput *in = t->in;
        while (in && in->pos < in->bytes.len) {
            unsigned char b = (unsigned char)in->bytes.ptr[in->pos++];
            if (b == (unsigned char)term) return 0;
            sb_append_char(out, (char)b);
            if (nchars) {
                count_byte(&cc, b);
                if (cc.chars >= nchars && !cc.need) return 0;
            }
        }
        return out->len ? 0 : 1;
    }
    if (!nchars && lseek(t->fd, 0, SEEK_CUR) >= 0) {
        char buf[128];
        for (;;) {
            long r = io_read(io, buf, sizeof buf);
            if (r <= 0) {
                eof = true;
                break;
            }
            char *hit = memchr(buf, term, (size_t)r);
            if (hit) {
                sb_append_mem(out, buf, (size_t)(hit - buf));
                lseek(t->fd, (off_t)((hit - buf) + 1 - r), SEEK_CUR);
                break;
            }
            sb_append_mem(out, buf, (size_t)r);
        }
    } else {
        for (;;) {
            char b;
            if (io_read(io, &b, 1) != 1) {
                eof = true;
                break;
            }
            if (b == term) break;
            sb_append_char(out, b);
            if (nchars) {
                count_byte(&cc, (unsigned char)b);
                if (cc.chars >= nchars && !cc.need) break;
            }
        }
    }
    return eof && !out->len ? 1 : 0;
}

/* fish's split_string_tok: fields separated by runs of any byte of seps; with
 * max > 0, at most max fields, the last being the rest of s after the one
 * separator that ended the field before it. */
static void split_tok(Str s, const char *seps, size_t max, StrList *out)
{
    size_t pos = 0;
    while (pos < s.len && (!max || out->n + 1 < max)) {
        while (pos < s.len && strchr(seps, s.ptr[pos]) && s.ptr[pos]) pos++;
        if (pos == s.len) break;
        size_t end = pos;
        while (end < s.len && !(s.ptr[end] && strchr(seps, s.ptr[end]))) end++;
        sl_push(out, str_sub(s, pos, end - pos));
        pos = end + 1;
    }
    if (pos < s.len && max) sl_push(out, str_sub(s, pos, s.len - pos));
}

/* `string split` on the literal delim, at most max_splits splits (0: no limit). */
static void split_about(Str s, Str delim, size_t max_splits, StrList *out)
{
    size_t pos = 0, splits = 0;
    for (;;) {
        const char *hit = NULL;
        if (!max_splits || splits < max_splits) {
            for (size_t k = pos; k + delim.len <= s.len; k++) {
                if (!memcmp(s.ptr + k, delim.ptr, delim.len)) {
                    hit = s.ptr + k;
                    break;
                }
            }
        }
        if (!hit) break;
        sl_push(out, str_sub(s, pos, (size_t)(hit - s.ptr) - pos));
        pos = (size_t)(hit - s.ptr) + delim.len;
        splits++;
    }
    sl_push(out, str_sub(s, pos, s.len - pos));
}

/* The length of the UTF-8 character at s[i] (1 for a stray byte). */
static size_t utf8_len(Str s, size_t i)
{
    unsigned char b = (unsigned char)s.ptr[i];
    size_t n = b >= 0xF0 && b < 0xF8 ? 4 : b >= 0xE0 && b < 0xF0 ? 3 : b >= 0xC0 && b < 0xE0 ? 2 : 1;
    for (size_t k = 1; k < n; k++) {
        if (i + k >= s.len || ((unsigned char)s.ptr[i + k] & 0xC0) != 0x80) return 1;
    }
    return n;
}

/* Shell tokens, as fish's tokenizer finds them: words (with quotes and
 * backslashes), `;`, `|`, `||`, `&`, `&&` and newlines; comments skipped.
 * Appends [start, end) pairs to starts/ends. */
static size_t next_token(Str s, size_t pos, size_t *start, size_t *end)
{
    for (;;) {
        while (pos < s.len && (s.ptr[pos] == ' ' || s.ptr[pos] == '\t')) pos++;
        if (pos < s.len && s.ptr[pos] == '#') {
            while (pos < s.len && s.ptr[pos] != '\n') pos++;
            continue;
        }
        break;
    }
    if (pos >= s.len) return 0;
    *start = pos;
    char c = s.ptr[pos];
    if (c == ';' || c == '\n') {
        *end = pos + 1;
        return 1;
    }
    if (c == '|' || c == '&') {
        *end = pos + (pos + 1 < s.len && s.ptr[pos + 1] == c ? 2 : 1);
        return 1;
    }
    char quote = 0;
    for (; pos < s.len; pos++) {
        c = s.ptr[pos];
        if (c == '\\') {
            if (pos + 1 < s.len) pos++;
            continue;
        }
        if (quote) {
            if (c == quote) quote = 0;
            continue;
        }
        if (c == '\'' || c == '"') quote = c;
        else if (c == ' ' || c == '\t' || c == '\n' || c == ';' || c == '|') break;
        else if (c == '&' && (pos + 1 >= s.len || strchr(" \t\n;|&", s.ptr[pos + 1]))) break;
    }
    *end = pos;
    return 1;
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static void append_utf8(StrBuf *b, unsigned long cp)
{
    if (cp < 0x80) sb_append_char(b, (char)cp);
    else if (cp < 0x800) {
        sb_append_char(b, (char)(0xC0 | (cp >> 6)));
        sb_append_char(b, (char)(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        sb_append_char(b, (char)(0xE0 | (cp >> 12)));
        sb_append_char(b, (char)(0x80 | ((cp >> 6) & 0x3F)));
        sb_append_char(b, (char)(0x80 | (cp & 0x3F)));
    } else {
        sb_append_char(b, (char)(0xF0 | (cp >> 18)));
        sb_append_char(b, (char)(0x80 | ((cp >> 12) & 0x3F)));
        sb_append_char(b, (char)(0x80 | ((cp >> 6) & 0x3F)));
        sb_append_char(b, (char)(0x80 | (cp & 0x3F)));
    }
}

/* A token with its quotes removed and its backslash escapes applied. */
static void unescape(Str t, StrBuf *out)
{
    char quote = 0;
    for (size_t i = 0; i < t.len; i++) {
        char c = t.ptr[i];
        if (quote == '\'') {
            if (c == '\'') quote = 0;
            else if (c == '\\' && i + 1 < t.len && (t.ptr[i + 1] == '\\' || t.ptr[i + 1] == '\''))
                sb_append_char(out, t.ptr[++i]);
            else sb_append_char(out, c);
            continue;
        }
        if (quote == '"') {
            if (c == '"') quote = 0;
            else if (c == '\\' && i + 1 < t.len && strchr("\\\"$\n", t.ptr[i + 1])) {
                if (t.ptr[++i] != '\n') sb_append_char(out, t.ptr[i]);
            } else sb_append_char(out, c);
            continue;
        }
        if (c == '\'' || c == '"') {
            quote = c;
            continue;
        }
        if (c != '\\' || i + 1 >= t.len) {
            sb_append_char(out, c);
            continue;
        }
        c = t.ptr[++i];
        switch (c) {
        case 'a': sb_append_char(out, '\a'); break;
        case 'b': sb_append_char(out, '\b'); break;
        case 'e': sb_append_char(out, '\033'); break;
        case 'f': sb_append_char(out, '\f'); break;
        case 'n': sb_append_char(out, '\n'); break;
        case 'r': sb_append_char(out, '\r'); break;
        case 't': sb_append_char(out, '\t'); break;
        case 'v': sb_append_char(out, '\v'); break;
        case '\n': break;
        case 'x': case 'X': case 'u': case 'U': {
            int max = c == 'u' ? 4 : c == 'U' ? 8 : 2;
            unsigned long v = 0;
            int n = 0;
            while (n < max && i + 1 < t.len && hexval(t.ptr[i + 1]) >= 0) v = v * 16 + (unsigned long)hexval(t.ptr[++i]), n++;
            if (!n) sb_append_char(out, c);
            else if (c == 'x' || c == 'X') sb_append_char(out, (char)v);
            else append_utf8(out, v);
            break;
        }
        default: sb_append_char(out, c); break;
        }
    }
}

static void set_var(Shell *sh, Io *io, const char *cmd, const char *name, unsigned mode, StrList *vals)
{
    int err = vars_set(sh->vars, str_cstr(name), mode | VM_USER, vals);
    sl_fini(vals);
    if (err != VARS_OK) {
        StrBuf msg = STRBUF_INIT;
        vars_format_error(err, str_cstr(name), &msg);
        bi_error(io, cmd, "%.*s", (int)msg.len, msg.ptr);
        sb_fini(&msg);
    }
}

static void set_one(Shell *sh, Io *io, const char *cmd, const char *name, unsigned mode, Str v)
{
    StrList l = {0};
    sl_push(&l, v);
    set_var(sh, io, cmd, name, mode, &l);
}

int bi_read(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    ReadOpts o = {0};
    int first = parse_opts(sh, argc, argv, io, &o);
    if (first < 0) return STATUS_INVALID_ARGS;
    if (o.help) {
        return bi_print_help(sh, io, cmd);
    }
    char **names = argv + first;
    int nnames = argc - first;
    if (!validate(sh, io, cmd, &o, nnames, names)) return STATUS_INVALID_ARGS;
    if (io->t[0].fd == -1) {
        bi_error(io, cmd, "stdin is closed");
        return STATUS_FAIL;
    }
    if (o.line) o.delimiter = "\n";
    unsigned mode = o.mode;
    char term = o.null ? '\0' : '\n';
    bool tty = io->t[0].fd >= 0 && isatty(io->t[0].fd);

    int var = 0, status = STATUS_OK;
    StrBuf buf = STRBUF_INIT;
    do {
        sb_clear(&buf);
        if (tty && !o.null) {
            const char *p = o.prompt_str ? o.prompt_str : o.has_prompt ? "" : "read> ";
            io_write(io, 2, str_cstr(p));
        }
        if (read_record(io, term, o.nchars, &buf)) {
            status = STATUS_FAIL;
            for (; var < nnames; var++) {
                StrList empty = {0};
                set_var(sh, io, cmd, names[var], mode, &empty);
            }
            break;
        }
        if (!nnames) {
            io_write(io, 1, sb_str(&buf));
            break;
        }
        Str line = sb_str(&buf);
        StrList vals = {0};
        if (o.tok != TOK_NONE) {
            size_t pos = 0, s, e;
            while (next_token(line, pos, &s, &e)) {
                if (!o.array && var == nnames - 1) {
                    set_one(sh, io, cmd, names[var++], mode, str_sub(line, s, line.len - s));
                    break;
                }
                Str tok = str_sub(line, s, e - s);
                StrBuf u = STRBUF_INIT;
                if (o.tok == TOK_UNESCAPED) unescape(tok, &u);
                else sb_append(&u, tok);
                if (o.array) sl_push(&vals, sb_str(&u));
                else set_one(sh, io, cmd, names[var++], mode, sb_str(&u));
                sb_fini(&u);
                pos = e;
            }
            if (o.array) set_var(sh, io, cmd, names[var++], mode, &vals);
            continue;
        }
        const char *delim = o.delimiter;
        StrBuf ifs_buf = STRBUF_INIT;
        if (!delim) {
            const Var *ifs = vars_get(sh->vars, str_cstr("IFS"), 0);
            /* fish sets IFS to "\n \t" at startup; an unset IFS here means the
             * shell never set it, so that default applies. */
            if (ifs) sl_join(&ifs->values, str_cstr(" "), &ifs_buf);
            delim = !ifs ? "\n \t" : ifs_buf.len ? ifs_buf.ptr : "";
        }
        bool ifs_split = !o.delimiter && *delim;
        if (!*delim) {
            size_t left = (size_t)(nnames - var);
            for (size_t i = 0; i < line.len;) {
                size_t n = utf8_len(line, i);
                if (!o.array && vals.n + 1 == left) n = line.len - i;
                sl_push(&vals, str_sub(line, i, n));
                i += n;
            }
        } else if (!o.delimiter) {
            split_tok(line, delim, o.array ? 0 : (size_t)(nnames - var), &vals);
        } else {
            split_about(line, str_cstr(delim), o.array ? 0 : (size_t)(nnames - 1), &vals);
        }
        if (o.array) {
            set_var(sh, io, cmd, names[var++], mode, &vals);
        } else {
            size_t n = vals.n;
            for (size_t k = 0; k < n && var < nnames; k++) set_one(sh, io, cmd, names[var++], mode, vals.items[k]);
            if (ifs_split) {
                for (; var < nnames; var++) set_one(sh, io, cmd, names[var], mode, str_cstr(""));
            }
            sl_fini(&vals);
        }
        sb_fini(&ifs_buf);
    } while (o.line && var < nnames);
    sb_fini(&buf);
    if (!o.array) {
        for (; var < nnames; var++) {
            StrList empty = {0};
            set_var(sh, io, cmd, names[var], mode, &empty);
        }
    }
    return status;
}
