/* builtins/string/string.c - the `string` builtin: dispatch, and what every
 * subcommand shares (options, input, output, characters and widths).
 *
 *   string SUBCOMMAND [OPTIONS] [ARGS...]
 *
 * Options follow fish's getopt (opt_begin_permuted): they may come after
 * operands (`string length abc -q`), long ones may be shortened to any
 * unique prefix, and `--` ends them. Values come from the operands, or, when standard input is redirected
 * (a pipe into `string` or a redirection on the `string` command itself, not
 * one of an enclosing block: Io.in_direct), from its lines; giving both is
 * an error. Input is read in 64 KiB blocks and each line is handed out as a view
 * into the block, so a long stream costs no allocation per line; output is
 * batched the same way. */
#include "builtins/string/string.h"

#include "base/re.h"
#include "base/utf8.h"
#include "env/var.h"
#include "proc/signal.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

enum { READ_CHUNK = 64 * 1024, FLUSH_AT = 64 * 1024 };

typedef struct Subcommand {
    const char *name;
    int (*fn)(StrCtx *c);
} Subcommand;

/* Sorted by name. */
static const Subcommand subcommands[] = {
    {"collect", bi_string_collect}, {"escape", bi_string_escape},   {"join", bi_string_join},
    {"join0", bi_string_join0},     {"length", bi_string_length},   {"lower", bi_string_lower},
    {"match", bi_string_match},     {"pad", bi_string_pad},         {"repeat", bi_string_repeat},
    {"replace", bi_string_replace}, {"shorten", bi_string_shorten}, {"split", bi_string_split},
    {"split0", bi_string_split0},   {"sub", bi_string_sub},         {"trim", bi_string_trim},
    {"unescape", bi_string_unescape}, {"upper", bi_string_upper},
};

static int cmp_subcommand(const void *name, const void *sub)
{
    return strcmp(name, ((const Subcommand *)sub)->name);
}

static bool is_help(const char *a) { return !strcmp(a, "-h") || !strcmp(a, "--help"); }

/* Every option of every subcommand, for the option listing (builtins.h); each
 * subcommand parses with its own table. */
const OptSpec bi_string_opts[] = {
    {'a', "all", OPT_NO_ARG}, {'a', "allow-empty", OPT_NO_ARG}, {'C', "center", OPT_NO_ARG},
    {'c', "char", OPT_REQUIRED_ARG}, {'c', "chars", OPT_REQUIRED_ARG}, {'n', "count", OPT_REQUIRED_ARG},
    {'e', "end", OPT_REQUIRED_ARG}, {'e', "entire", OPT_NO_ARG}, {'f', "fields", OPT_REQUIRED_ARG},
    {'f', "filter", OPT_NO_ARG}, {'g', "groups-only", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG},
    {'i', "ignore-case", OPT_NO_ARG}, {'n', "index", OPT_NO_ARG}, {'v', "invert", OPT_NO_ARG},
    {'l', "left", OPT_NO_ARG}, {'l', "length", OPT_REQUIRED_ARG}, {'m', "max", OPT_REQUIRED_ARG},
    {'m', "max-matches", OPT_REQUIRED_ARG}, {'n', "no-empty", OPT_NO_ARG}, {'N', "no-newline", OPT_NO_ARG},
    {'n', "no-quoted", OPT_NO_ARG}, {'N', "no-trim-newlines", OPT_NO_ARG}, {'q', "quiet", OPT_NO_ARG},
    {'r', "regex", OPT_NO_ARG}, {'r', "right", OPT_NO_ARG}, {'s', "start", OPT_REQUIRED_ARG},
    {256, "style", OPT_REQUIRED_ARG}, {'V', "visible", OPT_NO_ARG}, {'w', "width", OPT_REQUIRED_ARG},
    {0, NULL, 0},
};

/* $fish_emoji_width as fish reads it: 2 when unset, else a number clamped to
 * 1 or 2 (1 when it is none). */
static int emoji_width(Shell *sh)
{
    const Var *v = vars_get(sh->vars, STR("fish_emoji_width"), 0);
    if (!v) return 2;
    long n;
    if (!v->values.n || !bi_parse_int(v->values.items[0].ptr, &n)) return 1;
    return n >= 2 ? 2 : 1;
}

int bi_string(Shell *sh, Io *io, int argc, char **argv)
{
    if (argc <= 1) {
        bi_error(io, argv[0], "missing subcommand");
        bi_print_trailer(sh, io, "string");
        return STATUS_INVALID_ARGS;
    }
    if (is_help(argv[1])) return bi_print_help(sh, io, argv[0]);
    const Subcommand *sub = bsearch(argv[1], subcommands, sizeof subcommands / sizeof *subcommands,
                                    sizeof *subcommands, cmp_subcommand);
    if (!sub) return bi_invalid_subcommand(sh, io, argv[0], argv[1]);
    if (argc >= 3 && is_help(argv[2])) return bi_print_help(sh, io, argv[0]);

    StrCtx c = {.sh = sh, .io = io, .argc = argc - 1, .argv = argv + 1, .emoji_width = emoji_width(sh)};
    memcpy(c.cmd, "string ", 7);
    memcpy(c.cmd + 7, sub->name, strlen(sub->name) + 1); /* the longest is "unescape" */
    c.ops = c.argc <= (int)(sizeof c.small / sizeof *c.small) ? c.small
                                                               : xreallocarray(NULL, (size_t)c.argc, sizeof *c.ops);
    if (io->t[1].buf) {
        c.out = io->t[1].buf;
    } else {
        c.out = &c.own;
        c.out_fd = true;
    }
    int status = sub->fn(&c);
    str_out_flush(&c);
    if (c.ops != c.small) free(c.ops);
    sb_fini(&c.in);
    sb_fini(&c.own);
    return status;
}

/* ---- options ---- */

void str_opts_begin(StrCtx *c, const OptSpec *specs)
{
    opt_begin_permuted(&c->st, c->argc, c->argv, specs, c->ops);
    c->nops = c->op = 0;
}

void str_error(StrCtx *c, const char *fmt, ...)
{
    str_out_flush(c);
    va_list ap;
    va_start(ap, fmt);
    bi_verror(c->io, c->cmd, fmt, ap);
    va_end(ap);
}

int str_opt_next(StrCtx *c)
{
    int o = opt_next(&c->st);
    c->arg = c->st.arg;
    switch (o) {
    case OPT_DONE:
        c->nops = c->st.noperands;
        break;
    case OPT_UNKNOWN:
        /* "string SUB: -x: unknown option" and the trailer on `help string`. */
        str_out_flush(c);
        bi_opt_error(c->sh, c->io, c->cmd, &c->st, o);
        return STR_OPT_ERROR;
    case OPT_MISSING_ARG:
    case OPT_UNEXPECTED_ARG:
        /* fish's string prints no trailer for these two. */
        str_error(c, "%s: %s", c->st.bad,
                  o == OPT_MISSING_ARG ? "option requires an argument" : "option does not take an argument");
        return STR_OPT_ERROR;
    default:
        break;
    }
    return o;
}

const char *str_operand(StrCtx *c)
{
    return c->op < c->nops ? c->ops[c->op++] : NULL;
}

bool str_parse_long(StrCtx *c, const char *arg, long *out)
{
    if (bi_parse_int(arg, out)) return true;
    str_error(c, "%s: invalid integer", arg);
    return false;
}

int str_missing_arg(StrCtx *c)
{
    str_error(c, "missing argument");
    return STATUS_INVALID_ARGS;
}

/* ---- input ---- */

bool str_input_begin(StrCtx *c, StrSplit split)
{
    c->split = split;
    c->from_stdin = c->io->in_direct;
    if (c->from_stdin && c->op < c->nops) {
        str_error(c, "too many arguments");
        return false;
    }
    return true;
}

/* The next value from memory handed to us by the previous stage. */
static bool next_in_memory(StrCtx *c, IoInput *input, Str *v, bool *newline)
{
    if (!input || input->pos >= input->bytes.len) return false;
    Str in = input->bytes;
    size_t pos = input->pos;
    const char *nl = c->split == STR_LINES ? memchr(in.ptr + pos, '\n', in.len - pos) : NULL;
    size_t end = nl ? (size_t)(nl - in.ptr) : in.len;
    *v = str_sub(in, pos, end - pos);
    *newline = nl != NULL;
    input->pos = nl ? end + 1 : end;
    return true;
}

bool str_next(StrCtx *c, Str *v, bool *newline)
{
    if (c->out_failed) return false;
    if (!c->from_stdin) {
        if (c->op >= c->nops) return false;
        *v = str_cstr(c->ops[c->op++]);
        *newline = true;
        return true;
    }
    if (sig_pending(SIGINT)) return false;
    IoTarget *t = &c->io->t[0];
    if (t->fd == IO_FROM_MEMORY) return next_in_memory(c, t->in, v, newline);
    size_t scanned = c->in_pos; /* bytes before this hold no newline */
    for (;;) {
        size_t avail = c->in.len - c->in_pos;
        if (c->split == STR_LINES && c->in.len > scanned) {
            const char *nl = memchr(c->in.ptr + scanned, '\n', c->in.len - scanned);
            if (nl) {
                size_t end = (size_t)(nl - c->in.ptr);
                *v = str_sub(sb_str(&c->in), c->in_pos, end - c->in_pos);
                *newline = true;
                c->in_pos = end + 1;
                return true;
            }
            scanned = c->in.len;
        }
        if (c->in_eof) {
            if (!avail) return false;
            *v = str_sub(sb_str(&c->in), c->in_pos, avail);
            *newline = false;
            c->in_pos = c->in.len;
            return true;
        }
        if (c->in_pos) {
            memmove(c->in.ptr, c->in.ptr + c->in_pos, avail);
            c->in.len = avail;
            scanned -= c->in_pos;
            c->in_pos = 0;
        }
        sb_reserve(&c->in, READ_CHUNK);
        long r = io_read(c->io, c->in.ptr + c->in.len, c->in.cap - c->in.len - 1);
        if (r <= 0 || sig_pending(SIGINT)) {
            c->in_eof = true;
            if (r > 0) return false;
        } else {
            c->in.len += (size_t)r;
        }
    }
}

size_t str_map_values(StrCtx *c, StrMapFn map, void *ctx, bool quiet)
{
    size_t changed = 0;
    StrBuf buf = STRBUF_INIT;
    Str v;
    bool nl;
    while (str_next(c, &v, &nl)) {
        sb_clear(&buf);
        int r = map(v, &buf, ctx);
        if (r == STR_MAP_SKIP) continue;
        if (r == STR_MAP_CHANGED) changed++;
        if (!quiet) str_out_line(c, sb_str(&buf), nl);
        else if (changed) break;
    }
    sb_fini(&buf);
    return changed;
}

/* ---- output ---- */

void str_out_flush(StrCtx *c)
{
    if (!c->out_fd || !c->own.len) return;
    if (!c->out_failed && !io_write(c->io, 1, sb_str(&c->own))) c->out_failed = true;
    sb_clear(&c->own);
}

void str_out(StrCtx *c, Str s)
{
    sb_append(c->out, s);
    if (c->out_fd && c->own.len >= FLUSH_AT) str_out_flush(c);
}

void str_out_char(StrCtx *c, char ch)
{
    sb_append_char(c->out, ch);
    if (c->out_fd && c->own.len >= FLUSH_AT) str_out_flush(c);
}

void str_out_line(StrCtx *c, Str s, bool newline)
{
    sb_reserve(c->out, s.len + 1);
    sb_append(c->out, s);
    if (newline) sb_append_char(c->out, '\n');
    if (c->out_fd && c->own.len >= FLUSH_AT) str_out_flush(c);
}

void str_out_repeat(StrCtx *c, Str s, size_t n)
{
    if (!s.len || !n) return;
    if (n == 1 || s.len * n < 4096) {
        while (n--) str_out(c, s);
        return;
    }
    /* A chunk of whole copies, about 64 KiB, written as many times as fits. */
    size_t per = FLUSH_AT / s.len + 1;
    StrBuf chunk = STRBUF_INIT;
    for (size_t k = 0; k < per && k < n; k++) sb_append(&chunk, s);
    size_t in_chunk = per < n ? per : n;
    while (n && str_out_ok(c) && !sig_pending(SIGINT)) {
        bool whole = n >= in_chunk;
        str_out(c, whole ? sb_str(&chunk) : s);
        n -= whole ? in_chunk : 1;
    }
    sb_fini(&chunk);
}

bool str_out_fits(StrCtx *c, size_t bytes)
{
    if (c->out_fd || (bytes <= STR_MEMORY_MAX && c->out->len <= STR_MEMORY_MAX - bytes)) return true;
    str_error(c, "Too much data (%zu bytes) to keep in memory", bytes);
    return false;
}

void str_out_item(StrCtx *c, Str s, bool newline)
{
    if (!c->out_fd && c->io->t[1].items) io_write_item(c->io, 1, s, newline);
    else str_out_line(c, s, newline);
}

/* ---- characters and widths ---- */

size_t str_char_len(Str s, size_t i)
{
    if ((unsigned char)s.ptr[i] < 0x80) return 1;
    uint32_t cp;
    return utf8_decode(s.ptr + i, s.len - i, &cp);
}

uint32_t str_char_at(Str s, size_t i, size_t *len)
{
    uint32_t cp = (unsigned char)s.ptr[i];
    *len = cp < 0x80 ? 1 : utf8_decode(s.ptr + i, s.len - i, &cp);
    return cp;
}

size_t str_char_count(Str s)
{
    return utf8_count(s.ptr, s.len);
}

size_t str_skip_chars(Str s, size_t from, size_t n)
{
    size_t i = from;
    for (; n && i < s.len; n--) i += str_char_len(s, i);
    return i;
}

int str_visible_width(const StrCtx *c, uint32_t cp)
{
    if (cp == '\b') return -1;
    if (cp == UTF8_INVALID) return 1;
    if (c->emoji_width == 1 && uc_emoji_wide(cp)) return 1;
    int w = uc_width(cp);
    return w < 0 ? 0 : w;
}

/* fish's escape_code_length, on bytes: screen's title (ESC k ... ESC \),
 * OSC (ESC ] ... BEL or ESC \), ESC [ plus one of @ to _, a CSI sequence
 * (ESC [, then ASCII up to a byte from @ to }), or ESC plus one of @ to _. */
size_t str_escape_len(Str s, size_t i)
{
    const unsigned char *p = (const unsigned char *)s.ptr + i;
    size_t n = s.len - i;
    if (!n || p[0] != 0x1B || n < 2) return 0;
    if (p[1] == 'k') {
        for (size_t k = 2; k + 1 < n; k++) {
            if (p[k] == 0x1B && p[k + 1] == '\\') return k + 2;
        }
        return 2;
    }
    if (p[1] == ']') {
        for (size_t k = 2; k < n; k++) {
            if (p[k] == 0x07 || (p[k] == '\\' && p[k - 1] == 0x1B)) return k + 1;
        }
    }
    if (p[1] == '[') {
        if (n > 2 && p[2] >= '@' && p[2] <= '_') return 3;
        size_t k = 2;
        while (k < n && p[k] < 0x80) {
            if (p[k++] >= '@' && p[k - 1] < '~') break;
        }
        return k;
    }
    if (p[1] >= '@' && p[1] <= '_') return 2;
    return 0;
}

size_t str_width(const StrCtx *c, Str s, size_t from)
{
    long width = 0;
    for (size_t i = from; i < s.len;) {
        size_t n;
        int w = str_visible_width(c, str_char_at(s, i, &n));
        if (w > 0 || width > 0) width += w;
        i += n;
    }
    /* Escape sequences were counted as text above; take them back out. */
    for (size_t i = from; i < s.len;) {
        const char *esc = memchr(s.ptr + i, 0x1B, s.len - i);
        if (!esc) break;
        i = (size_t)(esc - s.ptr);
        size_t len = str_escape_len(s, i);
        if (!len) {
            i++;
            continue;
        }
        for (size_t k = i; k < i + len;) {
            size_t n;
            width -= str_visible_width(c, str_char_at(s, k, &n));
            k += n;
        }
        i += len - 1;
    }
    return width > 0 ? (size_t)width : 0;
}

bool str_valid_utf8(Str s)
{
    for (size_t i = 0; i < s.len;) {
        size_t n;
        if (str_char_at(s, i, &n) == UTF8_INVALID) return false;
        i += n;
    }
    return true;
}

size_t str_find(Str hay, Str needle, size_t from)
{
    if (from > hay.len) return SIZE_MAX;
    if (!needle.len) return from;
    /* A valid needle can only match on character boundaries; an invalid one
     * (a stray byte) could match inside a character, which fish, working on
     * characters, would not see. */
    bool valid = str_valid_utf8(needle);
    size_t boundary = from;
    for (size_t pos = from; pos + needle.len <= hay.len;) {
        const char *p = hay.ptr + pos, *last = hay.ptr + hay.len - needle.len;
        while ((p = memchr(p, needle.ptr[0], (size_t)(last - p) + 1)) && memcmp(p, needle.ptr, needle.len)) {
            if (p++ == last) {
                p = NULL;
                break;
            }
        }
        if (!p) return SIZE_MAX;
        size_t at = (size_t)(p - hay.ptr);
        if (valid) return at;
        while (boundary < at) boundary += str_char_len(hay, boundary);
        if (boundary == at) {
            size_t end = at;
            while (end < at + needle.len) end += str_char_len(hay, end);
            if (end == at + needle.len) return at;
        }
        pos = at + 1;
    }
    return SIZE_MAX;
}

/* ---- regular expressions ---- */

Regex *str_regex(StrCtx *c, const char *pattern, bool caseless)
{
    ReError err = {0};
    Str pat = str_cstr(pattern);
    Regex *re = re_compile(pat, RE_NO_UTF_DIRECTIVE | (caseless ? RE_CASELESS : 0), &err);
    if (re) return re;
    size_t col = str_char_count(str_sub(pat, 0, err.offset < pat.len ? err.offset : pat.len));
    str_error(c, "Regular expression compile error: %s", err.msg);
    str_error(c, "%s", pattern);
    str_error(c, "%*s^", (int)(col ? col - 1 : 0), "");
    return NULL;
}
