/* builtins/read.c - read a line (or record) of standard input into variables.
 *
 *   read [SCOPE] [-x|-u] NAME...        the line split on $IFS, the last name
 *                                       getting the rest
 *   read -a NAME                        every field into one list
 *   read -d DELIM / -t / -z / -n N / -L other ways to split or end a record
 *   read                                no names: the record goes to stdout
 *
 * As in fish 4: status 0 when a record was read, 1 at the end of input (the
 * names are then set to empty lists), 122 when a record is longer than
 * $fish_read_limit bytes (100 MiB unless set; 0 means no limit).
 *
 * Nothing past the record is consumed, so later commands read the rest: a
 * seekable descriptor is read in blocks (growing from 256 bytes to 64 KiB
 * while no terminator shows up) and what was read ahead is given back with
 * one lseek at the end; pipes and terminals are read a byte at a time, as
 * fish and bash do; input from memory (a block's buffered stdin) is scanned
 * in place.
 *
 * On a terminal (unless -z) the line editor reads the line, as in fish,
 * through the shell's read_line hook (interactive/readline.c): the prompt
 * is the output of the -p command, the -P string, or fish's green "read> ";
 * -R the right prompt's command, -c the text to start with, -S edits it as
 * a command line (colours, completion), -s shows dots, -n N ends it after
 * N characters, and Ctrl-C ends read with status 1 (the editor takes it as
 * a key, so the script goes on). Where the editor can't run (no hook, or
 * the shell's stdout is not a terminal) the terminal's own line editing
 * reads it, with the prompt first, echo off for -s and no line buffering
 * for -n; the terminal's modes are put back afterwards, after Ctrl-C too. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/escape.h"
#include "base/fs.h"
#include "base/utf8.h"
#include "env/var.h"
#include "exec/eval.h"
#include "parse/token.h"
#include "proc/signal.h"

#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

enum { STATUS_READ_TOO_MUCH = 122 };

typedef enum TokMode { TOK_OFF, TOK_UNESCAPE, TOK_RAW } TokMode;

typedef struct ReadOpts {
    unsigned mode;            /* VM_* scope and export bits */
    const char *delimiter;    /* -d, or NULL */
    const char *prompt;       /* -p, or NULL */
    const char *prompt_str;   /* -P, or NULL */
    const char *right_prompt; /* -R (for the line editor) */
    const char *command;      /* -c: initial text (for the line editor) */
    long nchars;              /* -n; 0: none */
    TokMode tok;
    bool array, null, line, silent, shell, help;
} ReadOpts;

enum { OPT_TOKENIZE_RAW = 256 };

const OptSpec bi_read_opts[] = {
    {'a', "list", OPT_NO_ARG}, {'a', "array", OPT_NO_ARG}, {'c', "command", OPT_REQUIRED_ARG},
    {'d', "delimiter", OPT_REQUIRED_ARG}, {'x', "export", OPT_NO_ARG},
    {'f', "function", OPT_NO_ARG}, {'g', "global", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG},
    {'L', "line", OPT_NO_ARG}, {'l', "local", OPT_NO_ARG},
    {'n', "nchars", OPT_REQUIRED_ARG}, {'z', "null", OPT_NO_ARG},
    {'p', "prompt", OPT_REQUIRED_ARG}, {'P', "prompt-str", OPT_REQUIRED_ARG},
    {'R', "right-prompt", OPT_REQUIRED_ARG}, {'S', "shell", OPT_NO_ARG},
    {'s', "silent", OPT_NO_ARG}, {'t', "tokenize", OPT_NO_ARG},
    {OPT_TOKENIZE_RAW, "tokenize-raw", OPT_NO_ARG}, {'u', "unexport", OPT_NO_ARG},
    {'U', "universal", OPT_NO_ARG}, {0, NULL, 0},
};

static const char *tok_flag(TokMode m) { return m == TOK_RAW ? "--tokenize-raw" : "--tokenize"; }

/* -n's value: a whole number from 0 to INT_MAX, as fish's wcstoi reads it.
 * False after printing fish's error. */
static bool parse_nchars(Shell *sh, Io *io, const char *cmd, const char *arg, long *out)
{
    char *end;
    errno = 0;
    long v = strtol(arg, &end, 10);
    bool whole = end != arg;
    while (*end == ' ' || *end == '\t') end++;
    whole = whole && !*end;
    if (whole && (errno == ERANGE || v > INT_MAX || v < INT_MIN)) {
        bi_error(io, cmd, "Argument '%s' is out of range", arg);
    } else if (!whole || v < 0) {
        bi_error(io, cmd, "%s: invalid integer", arg);
    } else {
        *out = v;
        return true;
    }
    bi_print_trailer(sh, io, "read");
    return false;
}

/* Parses options, which may follow the names as with fish's getopt; puts
 * the names in names (room for argc) and returns how many, or -1 after an
 * error. */
static int parse_opts(Shell *sh, int argc, char **argv, Io *io, ReadOpts *o, char **names)
{
    const char *cmd = argv[0];
    OptState st;
    opt_begin_permuted(&st, argc, argv, bi_read_opts, names);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        switch (c) {
        case 'a': o->array = true; break;
        case 'c': o->command = st.arg; break;
        case 'd': o->delimiter = st.arg; break;
        case 'f': o->mode |= VM_FUNCTION; break;
        case 'g': o->mode |= VM_GLOBAL; break;
        case 'l': o->mode |= VM_LOCAL; break;
        case 'U': o->mode |= VM_UNIVERSAL; break;
        case 'x': o->mode |= VM_EXPORT; break;
        case 'u': o->mode |= VM_UNEXPORT; break;
        case 'h': o->help = true; break;
        case 'L': o->line = true; break;
        case 'z': o->null = true; break;
        case 'p': o->prompt = st.arg; break;
        case 'P': o->prompt_str = st.arg; break;
        case 'R': o->right_prompt = st.arg; break;
        case 's': o->silent = true; break;
        case 'S': o->shell = true; break;
        case 't':
        case OPT_TOKENIZE_RAW: {
            TokMode m = c == 't' ? TOK_UNESCAPE : TOK_RAW;
            if (o->tok != TOK_OFF && o->tok != m) {
                bi_error(io, cmd, "invalid option combination, %s and %s are mutually exclusive", tok_flag(o->tok),
                         tok_flag(m));
                bi_print_trailer(sh, io, "read");
                return -1;
            }
            o->tok = m;
            break;
        }
        case 'n':
            if (!parse_nchars(sh, io, cmd, st.arg, &o->nchars)) return -1;
            break;
        default: bi_opt_error(sh, io, cmd, &st, c); return -1;
        }
    }
    return st.noperands;
}

/* fish's checks, in fish's order; false after printing the first problem. */
static bool validate(Shell *sh, Io *io, const char *cmd, const ReadOpts *o, int nnames, char **names)
{
    bool trailer = true;
    unsigned scope = o->mode & VM_SCOPE_MASK;
    if (o->prompt && o->prompt_str) {
        bi_error(io, cmd, "Options -p and -P cannot be used together");
    } else if (o->delimiter && o->line) {
        bi_error(io, cmd, "Options --delimiter and --line cannot be used together");
        trailer = false;
    } else if (o->line && o->null) {
        bi_error(io, cmd, "Options -z and --line cannot be used together");
        trailer = false;
    } else if ((o->mode & VM_EXPORT) && (o->mode & VM_UNEXPORT)) {
        bi_error(io, cmd, "cannot both export and unexport");
    } else if (scope & (scope - 1)) {
        bi_error(io, cmd, "scope can be only one of: universal function global local");
    } else if (o->array && nnames != 1) {
        bi_error(io, cmd, "expected 1 arguments; got %d", nnames);
        trailer = false;
    } else if (o->tok != TOK_OFF && (o->delimiter || o->line)) {
        bi_error(io, cmd, "%s %s: options cannot be used together", o->delimiter ? "--delimiter" : "--line",
                 tok_flag(o->tok));
        trailer = false;
    } else {
        for (int k = 0; k < nnames; k++) {
            Str name = str_cstr(names[k]);
            unsigned flags = 0;
            if (!vars_is_valid_name(name)) {
                bi_error(io, cmd, "%s: invalid variable name. " VARS_NAME_HELP, names[k]);
                bi_print_trailer(sh, io, "read");
                return false;
            }
            if (vars_is_electric(sh->vars, name, &flags) && (flags & VAR_READ_ONLY)) {
                /* fish 4 prints this one without a newline before its trailer */
                StrBuf msg = STRBUF_INIT;
                sb_printf(&msg, "%s: %s: cannot overwrite read-only variable", cmd, names[k]);
                io_write(io, 2, sb_str(&msg));
                sb_fini(&msg);
                bi_print_trailer(sh, io, "read");
                return false;
            }
        }
        return true;
    }
    if (trailer) bi_print_trailer(sh, io, "read");
    return false;
}

/* Standard input, as read records it: a window [start, end) of bytes read
 * but not yet used. */
typedef struct Input {
    Io *io;
    IoInput *mem;     /* input from memory: buf points into it, nothing to read */
    bool seekable;    /* read in blocks, giving back the rest at the end */
    char *buf;        /* small, owned, or (with mem) borrowed */
    size_t start, end, cap;
    char small[256];  /* the first block: no allocation for a short line */
    size_t chunk;     /* the next block's size */
    bool eof;
} Input;

static void input_init(Input *in, Io *io, bool seekable)
{
    *in = (Input){.io = io, .seekable = seekable, .chunk = sizeof in->small};
    in->buf = in->small;
    in->cap = sizeof in->small;
    IoTarget *t = &io->t[0];
    if (t->fd == IO_FROM_MEMORY) {
        in->mem = t->in;
        in->eof = true;
        if (in->mem) {
            in->buf = (char *)in->mem->bytes.ptr;
            in->start = in->mem->pos;
            in->end = in->mem->bytes.len;
        }
    }
}

/* Reads more: a block when seekable, else one byte. False at the end. */
static bool input_fill(Input *in)
{
    if (in->eof) return false;
    if (in->start == in->end) in->start = in->end = 0;
    size_t want = in->seekable ? in->chunk : 1;
    if (in->end + want > in->cap) {
        in->cap = in->end + want;
        if (in->buf == in->small) in->buf = memcpy(xmalloc(in->cap), in->small, in->end);
        else in->buf = xrealloc(in->buf, in->cap);
    }
    long r = io_read(in->io, in->buf + in->end, want);
    if (r <= 0) {
        in->eof = true;
        return false;
    }
    in->end += (size_t)r;
    if (in->chunk < 65536) in->chunk *= 2;
    return true;
}

/* Gives back what was read ahead: to the memory input, or by seeking. */
static void input_fini(Input *in)
{
    if (in->mem) {
        in->mem->pos = in->start;
        return;
    }
    if (in->seekable && in->end > in->start) lseek(in->io->t[0].fd, -(off_t)(in->end - in->start), SEEK_CUR);
    if (in->buf != in->small) free(in->buf);
}

/* Counts UTF-8 characters as bytes go by, for -n. */
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

/* Reads one record into out: up to the terminator (used up, not kept) or
 * nchars characters. Returns 0, 1 at the end of input with nothing read, or
 * 122 past limit bytes. */
static int read_record(Input *in, char term, long nchars, size_t limit, StrBuf *out)
{
    CharCount cc = {0, 0};
    for (;;) {
        if (in->start == in->end && !input_fill(in)) return out->len ? STATUS_OK : STATUS_FAIL;
        const char *p = in->buf + in->start;
        size_t n = in->end - in->start;
        if (!nchars) {
            const char *hit = memchr(p, term, n);
            size_t take = hit ? (size_t)(hit - p) : n;
            sb_append_mem(out, p, take);
            in->start += take + (hit != NULL);
            if (hit) return out->len > limit ? STATUS_READ_TOO_MUCH : STATUS_OK;
        } else {
            size_t i = 0;
            bool done = false;
            while (i < n && !done) {
                unsigned char b = (unsigned char)p[i++];
                if (b == (unsigned char)term) {
                    done = true;
                    break;
                }
                sb_append_char(out, (char)b);
                count_byte(&cc, b);
                done = cc.chars >= nchars && !cc.need;
            }
            in->start += i;
            if (done) return out->len > limit ? STATUS_READ_TOO_MUCH : STATUS_OK;
        }
        if (out->len > limit) return STATUS_READ_TOO_MUCH;
    }
}

/* The prompt's text: the -p command's output (less one newline at the end),
 * the -P string, or fish's default, in green. */
static void prompt_text(Shell *sh, const ReadOpts *o, StrBuf *out)
{
    if (o->prompt_str) {
        sb_append_cstr(out, o->prompt_str);
    } else if (o->prompt) {
        int status = sh->status;
        eval_capture(sh, str_cstr(o->prompt), out, NULL);
        sh->status = status;
        if (out->len && out->ptr[out->len - 1] == '\n') out->len--;
    } else {
        sb_append_cstr(out, "\033[32mread\033[m> ");
    }
}

/* Shows text on the terminal: the shell's own stdout when it is one (where
 * fish draws its prompt), else read's stderr. */
static void to_terminal(Io *io, Str text)
{
    if (isatty(STDOUT_FILENO)) fs_write_all(STDOUT_FILENO, text.ptr, text.len);
    else io_write(io, 2, text);
}

/* Reads a line from the terminal fd: the prompt first, echo off for -s,
 * no line buffering for -n. Returns the status as read_record does. */
static int read_tty(Shell *sh, Io *io, const ReadOpts *o, int fd, size_t limit, StrBuf *out)
{
    StrBuf prompt = STRBUF_INIT;
    prompt_text(sh, o, &prompt);
    to_terminal(io, sb_str(&prompt));
    sb_fini(&prompt);

    struct termios saved, modes;
    bool restore = false;
    if ((o->silent || o->nchars) && tcgetattr(fd, &saved) == 0) {
        modes = saved;
        if (o->silent) {
            modes.c_lflag &= ~(tcflag_t)(ECHO | ECHOE | ECHOK);
            modes.c_lflag |= ECHONL;
        }
        if (o->nchars) {
            modes.c_lflag &= ~(tcflag_t)ICANON;
            modes.c_cc[VMIN] = 1;
            modes.c_cc[VTIME] = 0;
        }
        restore = tcsetattr(fd, TCSANOW, &modes) == 0;
    }
    int status = STATUS_OK;
    CharCount cc = {0, 0};
    for (;;) {
        char c;
        ssize_t r = read(fd, &c, 1);
        if (r < 0 && errno == EINTR) {
            if (!sig_take(SIGINT)) continue;
            to_terminal(io, STR("\n"));
            status = STATUS_FAIL; /* fish's line editor takes Ctrl-C as a key: the script goes on */
            break;
        }
        if (r <= 0) {
            if (!out->len) status = STATUS_FAIL;
            break;
        }
        if (c == '\n') break;
        sb_append_char(out, c);
        if (out->len > limit) {
            status = STATUS_READ_TOO_MUCH;
            break;
        }
        count_byte(&cc, (unsigned char)c);
        if (o->nchars && cc.chars >= o->nchars && !cc.need) {
            to_terminal(io, STR("\n")); /* no newline was typed */
            break;
        }
    }
    if (restore) tcsetattr(fd, TCSANOW, &saved);
    return status;
}

/* Reads a line at the terminal fd through the line editor, or read_tty where
 * it can't run. Returns the status as read_record does. */
static int read_terminal(Shell *sh, Io *io, const ReadOpts *o, int fd, size_t limit, StrBuf *out)
{
    if (sh->read_line) {
        ReadLineRequest req = {
            .fd = fd,
            .prompt_cmd = o->prompt ? str_cstr(o->prompt) : (Str){NULL, 0},
            .prompt_text = o->prompt_str ? str_cstr(o->prompt_str) : (Str){NULL, 0},
            .rprompt_cmd = o->right_prompt ? str_cstr(o->right_prompt) : STR(""),
            .initial = o->command ? str_cstr(o->command) : (Str){NULL, 0},
            .nchars = (size_t)o->nchars,
            .shell = o->shell,
            .silent = o->silent,
        };
        int got = sh->read_line(sh, &req, out);
        if (got == READ_LINE_OK) return out->len > limit ? STATUS_READ_TOO_MUCH : STATUS_OK;
        if (got == READ_LINE_CANCELLED) return STATUS_FAIL;
    }
    return read_tty(sh, io, o, fd, limit, out);
}

/* fish's split_string_tok: fields separated by runs of any byte of seps; with
 * max > 0, at most max fields, the last being the rest of s after the one
 * separator that ended the field before it. */
static void split_tok(Str s, const char *seps, size_t max, StrList *out)
{
    size_t pos = 0;
    while (pos < s.len && (!max || out->n + 1 < max)) {
        while (pos < s.len && s.ptr[pos] && strchr(seps, s.ptr[pos])) pos++;
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
    while (!max_splits || splits < max_splits) {
        const char *hit = NULL;
        for (size_t k = pos; k + delim.len <= s.len; k++) {
            if (s.ptr[k] == delim.ptr[0] && !memcmp(s.ptr + k, delim.ptr, delim.len)) {
                hit = s.ptr + k;
                break;
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
static size_t char_len(Str s, size_t i)
{
    uint32_t cp;
    return utf8_decode(s.ptr + i, s.len - i, &cp);
}

/* Assigns the variables of one `read` call in turn. */
typedef struct Assign {
    Shell *sh;
    Io *io;
    const char *cmd;
    char **names;
    int n, next; /* names, and the next one to set */
    unsigned mode;
} Assign;

static void assign_list(Assign *a, StrList *vals)
{
    const char *name = a->names[a->next++];
    int err = vars_set(a->sh->vars, str_cstr(name), a->mode | VM_USER, vals);
    sl_fini(vals);
    if (err != VARS_OK) {
        StrBuf msg = STRBUF_INIT;
        vars_format_error(err, str_cstr(name), &msg);
        bi_error(a->io, a->cmd, "%.*s", (int)msg.len, msg.ptr);
        sb_fini(&msg);
    }
}

static void assign_one(Assign *a, Str v)
{
    StrList l = STRLIST_INIT;
    sl_push(&l, v);
    assign_list(a, &l);
}

static void assign_rest_empty(Assign *a)
{
    while (a->next < a->n) {
        StrList empty = STRLIST_INIT;
        assign_list(a, &empty);
    }
}

/* A token as -t stores it: unescaped (the text as it is when that fails),
 * or as written with --tokenize-raw. */
static void push_token(Str tok, TokMode mode, StrList *out)
{
    StrBuf u = STRBUF_INIT;
    if (mode == TOK_RAW || !unescape_script(tok, &u)) {
        sb_clear(&u);
        sb_append(&u, tok);
    }
    sl_push(out, sb_str(&u));
    sb_fini(&u);
}

/* -t: the record's shell tokens, one per name (the last gets the rest of the
 * line as written), or all of them in the one list with -a. */
static void assign_tokens(Assign *a, Str line, TokMode mode, bool array)
{
    Tokenizer t;
    tok_init(&t, line, TOKF_UNFINISHED | TOKF_ARGS); /* as fish, stops after an error token */
    StrList vals = STRLIST_INIT;
    for (;;) {
        Token k = tok_next(&t);
        if (k.type == TOK_NONE) break;
        Str text = tok_text(&t, &k);
        if (!array && a->next == a->n - 1) {
            assign_one(a, str_sub(line, k.start, line.len - k.start));
            break;
        }
        push_token(text, mode, &vals);
        if (!array) assign_list(a, &vals);
    }
    if (array) assign_list(a, &vals);
    sl_fini(&vals);
}

/* Without -t: split on -d's delimiter, or on the characters of $IFS. */
static void assign_split(Assign *a, Str line, const char *delimiter, bool array)
{
    StrBuf ifs_buf = STRBUF_INIT;
    const char *delim = delimiter;
    if (!delim) {
        const Var *ifs = vars_get(a->sh->vars, STR("IFS"), 0);
        /* fish sets IFS to "\n \t" at startup; an unset IFS here means the
         * shell never set it, so that default applies. */
        if (ifs) sl_join(&ifs->values, STR(" "), &ifs_buf);
        delim = !ifs ? "\n \t" : ifs_buf.len ? ifs_buf.ptr : "";
    }
    StrList vals = STRLIST_INIT;
    size_t left = (size_t)(a->n - a->next);
    if (!*delim) {
        /* every character a field, the last name getting the rest */
        for (size_t i = 0; i < line.len;) {
            size_t n = !array && vals.n + 1 == left ? line.len - i : char_len(line, i);
            sl_push(&vals, str_sub(line, i, n));
            i += n;
        }
    } else if (!delimiter) {
        split_tok(line, delim, array ? 0 : left, &vals);
    } else {
        split_about(line, str_cstr(delim), array ? 0 : (size_t)a->n - 1, &vals);
    }
    if (array) {
        assign_list(a, &vals);
    } else {
        for (size_t k = 0; k < vals.n && a->next < a->n; k++) assign_one(a, vals.items[k]);
        /* IFS splitting gives the names left an empty string each */
        while (!delimiter && *delim && a->next < a->n) assign_one(a, STR(""));
    }
    sl_fini(&vals);
    sb_fini(&ifs_buf);
}

/* read, with room for the names in names (argc entries). */
static int run_read(Shell *sh, Io *io, int argc, char **argv, char **names)
{
    const char *cmd = argv[0];
    ReadOpts o = {0};
    int nnames = parse_opts(sh, argc, argv, io, &o, names);
    if (nnames < 0) return STATUS_INVALID_ARGS;
    if (o.help) return bi_print_help(sh, io, cmd);
    Assign a = {sh, io, cmd, names, nnames, 0, o.mode};
    if (!validate(sh, io, cmd, &o, a.n, a.names)) return STATUS_INVALID_ARGS;
    int fd = io->t[0].fd;
    if (fd == -1) {
        bi_error(io, cmd, "stdin is closed");
        return STATUS_FAIL;
    }
    if (o.line) o.delimiter = "\n";
    char term = o.null ? '\0' : '\n';
    bool seekable = fd >= 0 && lseek(fd, 0, SEEK_CUR) >= 0;
    bool tty = fd >= 0 && !seekable && !o.null && isatty(fd);
    size_t limit = sh->read_limit;

    Input in;
    input_init(&in, io, seekable);
    StrBuf buf = STRBUF_INIT;
    int status;
    do {
        sb_clear(&buf);
        status = tty ? read_terminal(sh, io, &o, fd, limit, &buf)
                     : read_record(&in, term, o.nchars, limit, &buf);
        if (status != STATUS_OK) break;
        if (!a.n) {
            io_write(io, 1, sb_str(&buf));
            break;
        }
        if (o.tok != TOK_OFF) assign_tokens(&a, sb_str(&buf), o.tok, o.array);
        else assign_split(&a, sb_str(&buf), o.delimiter, o.array);
    } while (o.line && a.next < a.n);
    input_fini(&in);
    sb_fini(&buf);
    if (status != STATUS_OK || !o.array) assign_rest_empty(&a);
    return status;
}

int bi_read(Shell *sh, Io *io, int argc, char **argv)
{
    char *small[8], **names = argc <= 8 ? small : xreallocarray(NULL, (size_t)argc, sizeof *names);
    int status = run_read(sh, io, argc, argv, names);
    if (names != small) free(names);
    return status;
}
