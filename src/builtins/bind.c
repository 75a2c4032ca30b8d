/* builtins/bind.c - add, list and erase key bindings.
 *
 *   bind [-M MODE] [-m NEW_MODE] [--preset | --user] [-s] KEYS COMMAND...
 *   bind [-M MODE] [--preset] [--user] [KEYS]
 *   bind (-e | --erase) [-M MODE] [--preset] [--user] (-a | KEYS...)
 *   bind -K    bind -f    bind -L
 *
 * Listings print each binding as the `bind` command that makes it again, as
 * fish 4 writes them: `bind --preset -M insert ctrl-x fish_clipboard_copy`.
 * A binding made from a raw escape sequence is listed in that form (`\e\[A`).
 * Commands are not checked: a name that is no input function is a shell
 * command, as in fish. Also here: __minnow_preset_bindings, which installs
 * the shipped preset sets for fish_default_key_bindings and friends. The
 * tables themselves are store/bind.c. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/escape.h"
#include "base/utf8.h"
#include "env/var.h"
#include "store/bind.h"
#include "store/inputfn.h"

#include <stdlib.h>
#include <string.h>

enum { OPT_PRESET = 256, OPT_USER, OPT_COLOR };

const OptSpec bi_bind_opts[] = {
    {'a', "all", OPT_NO_ARG},           {'e', "erase", OPT_NO_ARG},
    {'f', "function-names", OPT_NO_ARG}, {'h', "help", OPT_NO_ARG},
    {'k', "key", OPT_NO_ARG},           {'K', "key-names", OPT_NO_ARG},
    {'L', "list-modes", OPT_NO_ARG},    {'M', "mode", OPT_REQUIRED_ARG},
    {OPT_PRESET, "preset", OPT_NO_ARG}, {'m', "sets-mode", OPT_REQUIRED_ARG},
    {'s', "silent", OPT_NO_ARG},        {OPT_USER, "user", OPT_NO_ARG},
    {OPT_COLOR, "color", OPT_REQUIRED_ARG},
    {0, NULL, 0},
};

typedef enum BindAction { ACT_INSERT, ACT_ERASE, ACT_KEY_NAMES, ACT_FUNCTION_NAMES } BindAction;

typedef struct BindOpts {
    BindAction action;
    bool all, list_modes, help, silent;
    bool have_preset, have_user; /* --preset, --user given */
    const char *mode;            /* -M, or NULL */
    const char *sets_mode;       /* -m, or NULL */
    BiColor color;               /* --color */
} BindOpts;

/* fish's rule for a mode name: that of a variable. */
static bool check_mode(Io *io, const char *cmd, const char *mode)
{
    if (vars_is_valid_name(str_cstr(mode))) return true;
    bi_error(io, cmd, "%s: invalid mode name. " VARS_NAME_HELP, mode);
    return false;
}

/* Reads the options, which may come after the operands as fish's getopt
 * permits (`bind ctrl-q --mode insert CMD`); the operands go to operands
 * (room for argc). Returns -1 when done, else the status to return. */
static int parse(Shell *sh, Io *io, int argc, char **argv, BindOpts *o, OptState *st, char **operands)
{
    const char *cmd = argv[0];
    opt_begin_permuted(st, argc, argv, bi_bind_opts, operands);
    for (int c; (c = opt_next(st)) != OPT_DONE;) {
        switch (c) {
        case 'a': o->all = true; break;
        case 'e': o->action = ACT_ERASE; break;
        case 'f': o->action = ACT_FUNCTION_NAMES; break;
        case 'h': o->help = true; break;
        case 'k':
            bi_error(io, cmd, "the -k/--key syntax is no longer supported. See `bind --help` and `bind --key-names`");
            return STATUS_INVALID_ARGS;
        case 'K': o->action = ACT_KEY_NAMES; break;
        case 'L': o->list_modes = true; return -1; /* fish reads no further */
        case 'M':
            if (!check_mode(io, cmd, st->arg)) return STATUS_INVALID_ARGS;
            o->mode = st->arg;
            break;
        case 'm':
            if (!check_mode(io, cmd, st->arg)) return STATUS_INVALID_ARGS;
            o->sets_mode = st->arg;
            break;
        case OPT_PRESET: o->have_preset = true; break;
        case 's': o->silent = true; break;
        case OPT_USER: o->have_user = true; break;
        case OPT_COLOR:
            if (!bi_color_parse(io, cmd, st->arg, &o->color)) return STATUS_INVALID_ARGS;
            break;
        default: return bi_opt_error(sh, io, cmd, st, c);
        }
    }
    return -1;
}

/* Parses a KEYS argument, reporting fish's message on failure. */
static bool parse_keys(Io *io, const char *cmd, const char *text, KeySeq *seq)
{
    StrBuf err = STRBUF_INIT;
    bool ok = key_parse(str_cstr(text), seq, &err);
    if (!ok) bi_error(io, cmd, "%.*s", (int)err.len, err.ptr ? err.ptr : "");
    sb_fini(&err);
    return ok;
}

static bool seq_eq(const KeySeq *a, const KeySeq *b)
{
    if (a->n != b->n) return false;
    for (size_t i = 0; i < a->n; i++)
        if (!key_eq(a->keys[i], b->keys[i])) return false;
    return true;
}

/* The character a legacy terminal sends for k, or -1 when k has none of
 * its own (arrows and such, or modifiers it cannot express). */
static long legacy_char(Key k)
{
    if (k.mods == 0) {
        switch (k.cp) {
        case KEY_ENTER: return '\r';
        case KEY_TAB: return '\t';
        case KEY_ESCAPE: return 0x1b;
        case KEY_BACKSPACE: return 0x7f;
        case KEY_SPACE: return ' ';
        default: return k.cp < KEY_SPECIAL_BASE ? (long)k.cp : -1;
        }
    }
    if (k.mods == KEY_MOD_CTRL) {
        if (k.cp >= 'a' && k.cp <= 'z') return (long)(k.cp - 'a' + 1);
        if (k.cp >= '@' && k.cp <= '_') return (long)(k.cp - '@');
        if (k.cp == KEY_SPACE) return 0;
    }
    return -1;
}

/* Appends the keys of a binding made from a raw escape sequence as fish
 * lists one: the characters a terminal would send, an alt key as \e and
 * the key. */
static void format_raw(const KeySeq *seq, StrBuf *out)
{
    for (size_t i = 0; i < seq->n; i++) {
        Key k = seq->keys[i];
        bool first = i == 0;
        if (k.mods & KEY_MOD_ALT) {
            key_format_char(0x1b, first, out);
            k.mods &= ~(unsigned)KEY_MOD_ALT;
            first = false;
        }
        long c = legacy_char(k);
        if (c >= 0) key_format_char((uint32_t)c, first, out);
        else key_format(k, out);
    }
}

/* Appends one binding as the command that makes it, coloured as code when
 * color. */
static void format_binding(Shell *sh, bool color, const Binding *b, StrBuf *dst)
{
    StrBuf line = STRBUF_INIT, *out = &line;
    sb_append_cstr(out, "bind");
    if (!b->user) sb_append_cstr(out, " --preset");
    if (strcmp(b->mode, "default")) {
        sb_append_cstr(out, " -M ");
        escape_script(str_cstr(b->mode), out);
    }
    if (b->sets_mode && strcmp(b->sets_mode, b->mode)) {
        sb_append_cstr(out, " -m ");
        escape_script(str_cstr(b->sets_mode), out);
    }
    sb_append_char(out, ' ');
    if (b->seq.n == 0) sb_append_cstr(out, "''");
    else if (b->raw) format_raw(&b->seq, out);
    else key_format_seq(&b->seq, out);
    for (size_t i = 0; i < b->commands.n; i++) {
        sb_append_char(out, ' ');
        escape_script(b->commands.items[i], out);
    }
    sb_append_char(out, '\n');
    bi_color_code(sh, color, sb_str(&line), dst);
    sb_fini(&line);
}

/* Writes out when it has grown big, so long listings go in chunks. */
static void flush(Io *io, StrBuf *out, bool force)
{
    if (out->len && (force || out->len >= 65536)) {
        io_write(io, 1, sb_str(out));
        sb_clear(out);
    }
}

/* Lists one list's bindings, in mode only when mode is not NULL; as fish
 * 4.8, a comment names the file each run of them was made in. */
static void list(Shell *sh, Io *io, bool color, const char *mode, bool user, StrBuf *out)
{
    const BindTable *t = sh->binds;
    const char *file = NULL;
    StrBuf head = STRBUF_INIT;
    for (size_t i = 0; i < bind_count(t, user); i++) {
        const Binding *b = bind_at(t, user, i);
        if (mode && strcmp(mode, b->mode)) continue;
        if (b->file && (!file || strcmp(file, b->file))) {
            file = b->file;
            sb_clear(&head);
            sb_printf(&head, "# Defined in %s:\n", file);
            bi_color_code(sh, color, sb_str(&head), out);
        }
        format_binding(sh, color, b, out);
        flush(io, out, false);
    }
    sb_fini(&head);
}

/* Lists the bindings of seq in one list (in mode, or in every mode);
 * false when there are none. */
static bool list_one(Shell *sh, bool color, const KeySeq *seq, const char *mode, bool user, StrBuf *out)
{
    const BindTable *t = sh->binds;
    bool found = false;
    for (size_t i = 0; i < bind_count(t, user); i++) {
        const Binding *b = bind_at(t, user, i);
        if ((mode && strcmp(mode, b->mode)) || !seq_eq(&b->seq, seq)) continue;
        format_binding(sh, color, b, out);
        found = true;
    }
    return found;
}

static int by_cstr(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

static void key_names(Io *io)
{
    const char *names[KEY_SPECIAL_END - KEY_SPECIAL_BASE + 2];
    size_t n = 0;
    names[n++] = "minus";
    names[n++] = "comma";
    for (uint32_t cp = KEY_SPECIAL_BASE; cp < KEY_SPECIAL_END; cp++) {
        const char *name = key_special_name(cp);
        if (name) names[n++] = name;
    }
    qsort(names, n, sizeof *names, by_cstr);
    StrBuf out = STRBUF_INIT;
    for (size_t i = 0; i < n; i++) sb_printf(&out, "%s\n", names[i]);
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
}

static void function_names(Io *io)
{
    StrBuf out = STRBUF_INIT;
    for (int i = 0; i < INPUTFN_COUNT; i++) sb_printf(&out, "%s\n", inputfn_name((InputFn)i));
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
}

static void list_modes(Shell *sh, Io *io)
{
    StrList modes = STRLIST_INIT;
    bind_modes(sh->binds, &modes);
    StrBuf out = STRBUF_INIT;
    for (size_t i = 0; i < modes.n; i++) {
        sb_append(&out, modes.items[i]);
        sb_append_char(&out, '\n');
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    sl_fini(&modes);
}

/* bind -e: each sequence of one list in the mode (default when none was
 * given), or with -a everything in the mode or in all modes. */
static bool erase(Shell *sh, Io *io, const char *cmd, const BindOpts *o, int n, char **keys, bool user)
{
    if (o->all) {
        bind_clear(sh->binds, o->mode ? str_cstr(o->mode) : (Str){NULL, 0}, user);
        return true;
    }
    Str mode = str_cstr(o->mode ? o->mode : "default");
    for (int i = 0; i < n; i++) {
        KeySeq seq;
        if (!parse_keys(io, cmd, keys[i], &seq)) return false;
        bind_erase(sh->binds, &seq, mode, user);
    }
    return true;
}

/* No binding of seq to list: fish's message names a single key by its
 * notation, a sequence as it was written. */
static void report_unbound(Io *io, const char *cmd, const KeySeq *seq, const char *text)
{
    StrBuf what = STRBUF_INIT;
    if (seq->n == 1) {
        key_format(seq->keys[0], &what);
        bi_error(io, cmd, "No binding found for key '%.*s'", (int)what.len, what.ptr);
    } else {
        escape_script_flags(str_cstr(text), ESCAPE_NO_PRINTABLES, &what);
        bi_error(io, cmd, "No binding found for key sequence '%.*s'", (int)what.len, what.ptr);
    }
    sb_fini(&what);
}

/* Adds a binding, or lists one or all. */
static int insert(Shell *sh, Io *io, const char *cmd, BindOpts *o, int n, char **args)
{
    bool preset = o->have_preset, user = o->have_user || !o->have_preset;
    if (n < 2) {
        if (!o->have_preset && !o->have_user) preset = user = true;
    } else if (o->have_preset && o->have_user) {
        bi_error(io, cmd, "--preset --user: options cannot be used together");
        return STATUS_FAIL;
    }
    if (n == 0) {
        /* presets first, then the user's, so the user's end up on screen */
        StrBuf out = STRBUF_INIT;
        bool color = bi_color_on(sh, io, o->color);
        if (preset) list(sh, io, color, o->mode, false, &out);
        if (user) list(sh, io, color, o->mode, true, &out);
        flush(io, &out, true);
        sb_fini(&out);
        return STATUS_OK;
    }
    KeySeq seq;
    if (!parse_keys(io, cmd, args[0], &seq)) return STATUS_FAIL;
    if (n == 1) {
        StrBuf out = STRBUF_INIT;
        bool found = false;
        bool color = bi_color_on(sh, io, o->color);
        if (preset) found |= list_one(sh, color, &seq, o->mode, false, &out);
        if (user) found |= list_one(sh, color, &seq, o->mode, true, &out);
        flush(io, &out, true);
        sb_fini(&out);
        if (found) return STATUS_OK;
        if (!o->silent) report_unbound(io, cmd, &seq, args[0]);
        return STATUS_FAIL;
    }
    /* the file the bind runs in, for the listing (fish 4.8) */
    const char *file = sh->frame && sh->frame->file && *sh->frame->file ? sh->frame->file : NULL;
    bind_add(sh->binds, &seq, str_cstr(o->mode ? o->mode : "default"), o->sets_mode,
             (const char *const *)args + 1, (size_t)n - 1, user, bind_key_text_is_raw(str_cstr(args[0])), file);
    return STATUS_OK;
}

int bi_bind(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    BindOpts o = {0};
    OptState st;
    char **args = xcalloc((size_t)argc + 1, sizeof *args);
    int status = parse(sh, io, argc, argv, &o, &st, args);
    int n = st.noperands;
    if (status >= 0) {
        /* done */
    } else if (o.list_modes) {
        list_modes(sh, io);
        status = STATUS_OK;
    } else if (o.help) {
        status = bi_print_help(sh, io, cmd);
    } else {
        switch (o.action) {
        case ACT_ERASE: {
            bool user = o.have_user || !o.have_preset;
            status = STATUS_OK;
            if (user && !erase(sh, io, cmd, &o, n, args, true)) status = STATUS_FAIL;
            else if (o.have_preset && !erase(sh, io, cmd, &o, n, args, false)) status = STATUS_FAIL;
            break;
        }
        case ACT_INSERT: status = insert(sh, io, cmd, &o, n, args); break;
        case ACT_KEY_NAMES: key_names(io); status = STATUS_OK; break;
        case ACT_FUNCTION_NAMES: function_names(io); status = STATUS_OK; break;
        }
    }
    free(args);
    return status;
}

/* __minnow_preset_bindings SET [-s] [-M MODE] [-m NEW_MODE]: adds the
 * shipped preset set SET (emacs, or shared: the keys vi modes share with
 * it) to MODE, as fish_default_key_bindings and __fish_shared_key_bindings
 * do with a run of `bind --preset` calls. The keys that insert text come
 * too unless a MODE other than insert was named, as in fish. */
static const OptSpec preset_opts[] = {
    {'M', "mode", OPT_REQUIRED_ARG}, {'m', "sets-mode", OPT_REQUIRED_ARG}, {'s', "silent", OPT_NO_ARG},
    {OPT_PRESET, "preset", OPT_NO_ARG}, {0, NULL, 0},
};

int bi_minnow_preset_bindings(Shell *sh, Io *io, int argc, char **argv)
{
    const char *cmd = argv[0];
    if (argc < 2 || (strcmp(argv[1], "emacs") && strcmp(argv[1], "shared"))) {
        bi_error(io, cmd, "expected a set of bindings: emacs or shared");
        return STATUS_INVALID_ARGS;
    }
    BindSet set = strcmp(argv[1], "emacs") ? BIND_SET_SHARED : BIND_SET_EMACS;
    const char *mode = NULL, *sets_mode = NULL;
    OptState st;
    opt_begin(&st, argc - 1, argv + 1, preset_opts);
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        if (c == 'M' || c == 'm') {
            if (!check_mode(io, "bind", st.arg)) return STATUS_INVALID_ARGS;
            *(c == 'M' ? &mode : &sets_mode) = st.arg;
        } else if (c != 's' && c != OPT_PRESET) return bi_opt_error(sh, io, cmd, &st, c);
    }
    if (st.index < argc - 1) {
        bi_error(io, cmd, "too many arguments");
        return STATUS_INVALID_ARGS;
    }
    bool text_entry = !mode || !strcmp(mode, "insert");
    bind_install(sh->binds, set, str_cstr(mode ? mode : "default"), sets_mode, text_entry);
    return STATUS_OK;
}
