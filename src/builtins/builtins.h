/* builtins/builtins.h - the builtin table and what every builtin shares.
 *
 * Each builtin is one file and one row of builtins.def. Errors follow fish's
 * wording: `NAME: message` on stderr, status 2 for bad arguments.
 *
 * Option listing: each row names the builtin's OptSpec table (Builtin.opts),
 * the one its own file parses with and exports as bi_NAME_opts; builtins
 * whose only option is -h/--help use bi_help_opts, those that take none (or
 * take every argument as data: count, eval, printf, test, true, false)
 * bi_no_opts. Where a builtin reads its options some other
 * way (echo by hand, argparse with its own getopt, string per subcommand,
 * status's option forms of subcommands), its file keeps a table listing the
 * same options next to the code that reads them. A unit test
 * (tests/unit/test_builtin_pages.c) checks that the Options section of each
 * page doc/cmds/NAME.md names exactly the options of that table, and that
 * `NAME -h` shows the page wherever the table has -h. */
#ifndef MINNOW_BUILTINS_BUILTINS_H
#define MINNOW_BUILTINS_BUILTINS_H

#include "base/opt.h"
#include "exec/io.h"
#include "shell.h"

#include <stddef.h>

#define BUILTIN(name, fn, flags, opts, desc)                                                        \
    int fn(Shell *sh, Io *io, int argc, char **argv);                                                \
    extern const OptSpec opts[];
#include "builtins/builtins.def"
#undef BUILTIN

/* The sorted table, for shell_init. */
extern const Builtin builtin_table[];
extern const size_t builtin_count;

/* Status codes builtins share with fish. */
enum { STATUS_OK = 0, STATUS_FAIL = 1, STATUS_INVALID_ARGS = 2, STATUS_CMD_UNKNOWN = 127 };

/* Prints `name: message` to the builtin's stderr (a newline is added). */
void bi_error(Io *io, const char *name, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void bi_verror(Io *io, const char *name, const char *fmt, va_list ap) __attribute__((format(printf, 3, 0)));
/* Reports an option error from opt_next (fish's words) followed by the
 * trailer below; returns status 2. */
int bi_opt_error(Shell *sh, Io *io, const char *name, const OptState *st, int code);
/* The same without the trailer, as fish 4's builtins that pass
 * print_hints = false (type, functions, abbr's unknown options). */
int bi_opt_error_short(Io *io, const char *name, const OptState *st, int code);
/* fish 4's "CMD SUB: invalid subcommand" and the trailer; returns 2. */
int bi_invalid_subcommand(Shell *sh, Io *io, const char *cmd, const char *sub);
/* For builtins whose only option is -h/--help: returns -1 with *first set
 * to the first operand, or the status to return at once (the page was
 * shown, or a bad option reported). */
int bi_help_only(Shell *sh, Io *io, int argc, char **argv, int *first);
/* Shows the manual page of NAME (`NAME -h`) through the function
 * __fish_print_help NAME, as fish 4 does (fish's "missing man page" error
 * when it returns 2); without that function, as bi_print_help_text does.
 * Returns 0. */
int bi_print_help(Shell *sh, Io *io, const char *name);
/* Prints the manual page doc/cmds/NAME.md as text on stdout; without a page,
 * the one-line description. Returns 0. */
int bi_print_help_text(Shell *sh, Io *io, const char *name);
/* Appends that text to out (for a page shown on stderr after an error). */
void bi_append_page(Shell *sh, const char *name, StrBuf *out);
/* The option tables of builtins whose only option is -h/--help, and of
 * those that take none. */
extern const OptSpec bi_help_opts[];
extern const OptSpec bi_no_opts[];
/* Appends a page of doc/cmds/ rendered for a terminal. */
void bi_render_page(StrBuf *out, Str page);
/* What fish prints on stderr under a usage error: the command's location, the
 * call trace and "(Type 'help TOPIC' for related documentation)". */
void bi_print_trailer(Shell *sh, Io *io, const char *topic);
/* Shared by `functions` and `type` (builtins/functions.c). */
struct Function;
/* Appends fish's note on where f came from: "Defined in FILE @ line N",
 * "Defined via `source`" or "Defined interactively". */
void bi_function_origin(const struct Function *f, StrBuf *out);
/* Appends f's definition as `functions NAME` prints it: with metadata, the
 * origin as a comment line first; then the function line with its options
 * (description, event handlers, arguments) and the body, as written when it
 * came from a file, formatted as fish_indent would otherwise. */
void bi_function_definition(const Shell *sh, const struct Function *f, bool metadata, StrBuf *out);
/* Runs TOOL, one of the programs installed beside the shell
 * ($__fish_bin_dir: minnow_indent, minnow_key_reader), with argv[1..] and
 * the builtin's streams, as the builtin called name; with colors, the
 * fish_color_* and fish_pager_color_* variables the shell sees go into its
 * environment. Returns its status. */
int bi_run_tool(Shell *sh, Io *io, const char *name, const char *tool, int argc, char **argv,
                bool colors);
/* fish 4.3's --color=WHEN of the builtins that print code (functions, type,
 * bind): coloured as the line editor shows code, by default on a terminal. */
typedef enum BiColor { BI_COLOR_AUTO, BI_COLOR_ALWAYS, BI_COLOR_NEVER } BiColor;
/* Parses WHEN into *out; false, with fish's message said, when it is none
 * of always, never and auto. */
bool bi_color_parse(Io *io, const char *cmd, const char *when, BiColor *out);
/* Whether what goes to io's stdout is coloured. */
bool bi_color_on(const Shell *sh, Io *io, BiColor when);
/* Appends code to out, coloured when on. */
void bi_color_code(Shell *sh, bool on, Str code, StrBuf *out);
/* Parses a whole decimal integer; false when s is not one. */
bool bi_parse_int(const char *s, long *out);

#endif
