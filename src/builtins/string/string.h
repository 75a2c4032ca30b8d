/* builtins/string/string.h - what the `string` subcommands share.
 *
 * string.c dispatches `string SUB ...` to bi_string_SUB(StrCtx *). A
 * subcommand reads its options with str_opt_next (fish's getopt rules:
 * options and operands may mix, long options may be abbreviated), takes its
 * own operands (PATTERN, SEP, ...) with str_operand, calls str_input_begin
 * and then loops over the values with str_next: the remaining operands, or,
 * when standard input is piped or redirected into the command, its lines
 * (one value per line, read in big blocks). Output goes through the
 * str_out_* functions, which write straight into a capture buffer or batch
 * writes to a descriptor in 64 KiB blocks.
 *
 * Values are byte strings that may hold NULs (from stdin) and invalid UTF-8;
 * "characters" are UTF-8 sequences, each invalid byte counting as one. */
#ifndef MINNOW_BUILTINS_STRING_STRING_H
#define MINNOW_BUILTINS_STRING_STRING_H

#include "builtins/builtins.h"

#include "base/check.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* str_opt_next's answer after it printed an option error. */
enum { STR_OPT_ERROR = -10 };

/* How standard input becomes values. */
typedef enum StrSplit {
    STR_LINES, /* one value per line, the newline removed */
    STR_WHOLE, /* all of it as one value (collect, split0) */
} StrSplit;

typedef struct StrCtx {
    Shell *sh;
    Io *io;
    char cmd[24];         /* "string match": what messages start with */
    /* Options: argv[0] is the subcommand's name. */
    int argc;
    char **argv;          /* borrowed */
    OptState st;
    const char *arg;      /* the argument of the option just returned */
    char **ops;           /* the operands, in order (array owned, strings borrowed) */
    int nops, op;         /* how many (once options are done); the next one str_operand hands out */
    char *small[16];      /* ops' storage for short command lines */
    /* Input. */
    bool from_stdin;
    StrSplit split;
    StrBuf in;            /* what has been read from a descriptor */
    size_t in_pos;        /* where the next value starts in `in` */
    bool in_eof;
    /* Output. */
    StrBuf own;           /* pending bytes for a descriptor */
    StrBuf *out;          /* where output goes: io's capture buffer or &own */
    bool out_fd;          /* out is &own, flushed to fd 1 */
    bool out_failed;      /* a write failed (EPIPE): stop producing */
    int emoji_width;      /* columns of an emoji (uc_emoji_wide): $fish_emoji_width, 1 or 2 */
} StrCtx;

/* ---- options and operands (string.c) ---- */

/* Starts reading options of argv[1..] against specs. */
void str_opts_begin(StrCtx *c, const OptSpec *specs);
/* The next option's id (its argument, if any, in c->arg), OPT_DONE at the
 * end, or STR_OPT_ERROR after printing fish's message for an unknown option
 * (with the usage trailer), a missing argument or an argument given to a
 * flag (--quiet=x). */
int str_opt_next(StrCtx *c);
/* The next operand, or NULL when there are no more. */
const char *str_operand(StrCtx *c);
/* Prints "string SUB: " and the formatted message on stderr. */
void str_error(StrCtx *c, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Parses a decimal integer as fish does; false after "ARG: invalid integer". */
bool str_parse_long(StrCtx *c, const char *arg, long *out);
/* "string SUB: missing argument"; returns STATUS_INVALID_ARGS. */
int str_missing_arg(StrCtx *c);

/* ---- input (string.c) ---- */

/* Decides where values come from: standard input when it is piped or
 * redirected into this command (io->in_direct; then leftover operands are
 * an error: "too many arguments", false), the remaining operands otherwise. */
bool str_input_begin(StrCtx *c, StrSplit split);
/* The next value (borrowed until the next call) and whether it ended with a
 * newline (false only for a last stdin line without one). False at the end,
 * or once Ctrl-C was pressed or output failed. */
bool str_next(StrCtx *c, Str *value, bool *newline);

/* What a StrMapFn made of a value. */
enum { STR_MAP_SKIP = -1, STR_MAP_SAME = 0, STR_MAP_CHANGED = 1 };
/* Makes out (empty on entry) from one value; returns a STR_MAP_* code. */
typedef int (*StrMapFn)(Str value, StrBuf *out, void *ctx);
/* The loop of the subcommands that turn each value into another (escape,
 * unescape, lower, upper): writes what map made of each value, except for
 * STR_MAP_SKIP, and returns how many values map reported changed. With
 * quiet nothing is written and the loop stops at the first change. */
size_t str_map_values(StrCtx *c, StrMapFn map, void *ctx, bool quiet);

/* ---- output (string.c) ---- */

void str_out(StrCtx *c, Str s);
void str_out_char(StrCtx *c, char ch);
/* s, then a newline when newline is set. */
void str_out_line(StrCtx *c, Str s, bool newline);
/* s as one whole value (io_write_item): split, split0 and collect. */
void str_out_item(StrCtx *c, Str s, bool newline);
/* s, n times over, written in big chunks; stops early when output fails or
 * Ctrl-C is pressed. */
void str_out_repeat(StrCtx *c, Str s, size_t n);
/* Whether bytes more bytes of output may be produced: always for a
 * descriptor; for a buffer in memory (a command substitution, a pipe between
 * two commands run by the shell) up to STR_MEMORY_MAX in all. False after
 * printing "string SUB: Too much data (N bytes) to keep in memory". */
bool str_out_fits(StrCtx *c, size_t bytes);
#define STR_MEMORY_MAX ((size_t)256 << 20)
/* Writes pending output to the descriptor (before an error message, say). */
void str_out_flush(StrCtx *c);
/* Whether output still goes somewhere (a write has not failed). */
static inline bool str_out_ok(const StrCtx *c) { return !c->out_failed; }

/* ---- characters and widths (string.c) ---- */

/* Bytes of the character at s[i] (1 for an invalid byte); i < s.len. */
size_t str_char_len(Str s, size_t i);
/* The code point at s[i] (UTF8_INVALID for an invalid byte) and its length. */
uint32_t str_char_at(Str s, size_t i, size_t *len);
size_t str_char_count(Str s);
/* The byte offset after skipping n characters from byte offset from (s.len
 * when there are fewer). */
size_t str_skip_chars(Str s, size_t from, size_t n);
/* fish's visible width of one character: -1 for backspace, else its column
 * count (0 for control characters, 1 for an invalid byte). */
int str_visible_width(const StrCtx *c, uint32_t cp);
/* The length of the terminal escape sequence at s[i] (which is ESC), or 0
 * when fish would not recognise one there. */
size_t str_escape_len(Str s, size_t i);
/* The columns s[from..] takes on a terminal, escape sequences not counted
 * and backspaces moving back (fish's width_without_escapes). */
size_t str_width(const StrCtx *c, Str s, size_t from);
bool str_valid_utf8(Str s);
/* The first occurrence of needle in hay at or after byte from that starts
 * and ends on character boundaries; SIZE_MAX when there is none. */
size_t str_find(Str hay, Str needle, size_t from);

/* ---- regular expressions (string.c) ---- */

typedef struct Regex Regex;
/* Compiles pattern for match or replace; NULL after printing fish's error:
 * the message, the pattern, and a caret under the place PCRE2 complained of. */
Regex *str_regex(StrCtx *c, const char *pattern, bool caseless);

/* ---- the subcommands, one file each (or a pair) ---- */

int bi_string_collect(StrCtx *c);
int bi_string_escape(StrCtx *c);
int bi_string_unescape(StrCtx *c);
int bi_string_join(StrCtx *c);
int bi_string_join0(StrCtx *c);
int bi_string_length(StrCtx *c);
int bi_string_lower(StrCtx *c);
int bi_string_upper(StrCtx *c);
int bi_string_match(StrCtx *c);
int bi_string_pad(StrCtx *c);
int bi_string_repeat(StrCtx *c);
int bi_string_replace(StrCtx *c);
int bi_string_shorten(StrCtx *c);
int bi_string_split(StrCtx *c);
int bi_string_split0(StrCtx *c);
int bi_string_sub(StrCtx *c);
int bi_string_trim(StrCtx *c);

#endif
