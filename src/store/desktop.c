/* store/desktop.c - key files, desktop entries and their Exec lines.
 *
 * Exec is read in two steps, as the specification layers them: the
 * key-file escapes first (desktop_load does that: "\\\\" in the file is one
 * escaped backslash in the Exec value), then the Exec quoting
 * (desktop_exec_split), and last the field codes, word by word
 * (desktop_exec_expand). Beyond the specification, as GLib's launcher
 * does, a backslash outside quotes escapes the next character and single
 * quotes quote literally: entries in the wild use both. */
#include "store/desktop.h"

#include "base/fs.h"
#include "base/vec.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* A desktop file larger than this is taken as broken. */
#define DESKTOP_FILE_MAX (1u << 20)

/* ---- key files ---- */

static Str trim(Str s)
{
    while (s.len && (s.ptr[0] == ' ' || s.ptr[0] == '\t')) s = str_sub(s, 1, s.len - 1);
    while (s.len &&
           (s.ptr[s.len - 1] == ' ' || s.ptr[s.len - 1] == '\t' || s.ptr[s.len - 1] == '\r'))
        s.len--;
    return s;
}

void desktop_each_key(Str text, Str group, DesktopKeyFn fn, void *ctx)
{
    bool in_group = false;
    for (size_t pos = 0; pos < text.len;) {
        const char *nl = memchr(text.ptr + pos, '\n', text.len - pos);
        size_t end = nl ? (size_t)(nl - text.ptr) : text.len;
        Str line = trim(str_sub(text, pos, end - pos));
        pos = nl ? end + 1 : end;
        if (!line.len || line.ptr[0] == '#') continue;
        if (line.ptr[0] == '[') {
            in_group =
                line.ptr[line.len - 1] == ']' && str_eq(str_sub(line, 1, line.len - 2), group);
            continue;
        }
        const char *eq = in_group ? memchr(line.ptr, '=', line.len) : NULL;
        if (!eq) continue;
        size_t k = (size_t)(eq - line.ptr);
        if (!fn(ctx, trim(str_sub(line, 0, k)), trim(str_sub(line, k + 1, line.len - k - 1))))
            return;
    }
}

typedef struct Lookup {
    Str key;
    Str *value;
    bool found;
} Lookup;

static bool look_for(void *ctx, Str key, Str raw)
{
    Lookup *l = ctx;
    if (!str_eq(key, l->key)) return true;
    *l->value = raw;
    l->found = true;
    return false;
}

bool desktop_get(Str text, Str group, Str key, Str *value)
{
    Lookup l = {key, value, false};
    desktop_each_key(text, group, look_for, &l);
    return l.found;
}

/* Appends raw unescaped; with list set, stops at an unescaped ';' and
 * returns how much of raw it used (the ';' included). */
static size_t unescape_part(Str raw, bool list, StrBuf *out)
{
    size_t i = 0;
    for (; i < raw.len; i++) {
        char c = raw.ptr[i];
        if (list && c == ';') return i + 1;
        if (c != '\\' || i + 1 == raw.len) {
            sb_append_char(out, c);
            continue;
        }
        char n = raw.ptr[++i];
        switch (n) {
        case 's': sb_append_char(out, ' '); break;
        case 'n': sb_append_char(out, '\n'); break;
        case 't': sb_append_char(out, '\t'); break;
        case 'r': sb_append_char(out, '\r'); break;
        case '\\': sb_append_char(out, '\\'); break;
        case ';':
            if (!list) sb_append_char(out, '\\');
            sb_append_char(out, ';');
            break;
        default: /* not an escape: kept as written */
            sb_append_char(out, '\\');
            sb_append_char(out, n);
        }
    }
    return i;
}

void desktop_unescape(Str raw, StrBuf *out)
{
    unescape_part(raw, false, out);
}

void desktop_split_list(Str raw, StrList *out)
{
    StrBuf item = STRBUF_INIT;
    for (size_t i = 0; i < raw.len;) {
        sb_clear(&item);
        i += unescape_part(str_sub(raw, i, raw.len - i), true, &item);
        if (item.len) sl_push(out, sb_str(&item));
    }
    sb_fini(&item);
}

/* ---- entries ---- */

void desktop_entry_fini(DesktopEntry *e)
{
    sb_fini(&e->path);
    sb_fini(&e->name);
    sb_fini(&e->icon);
    sb_fini(&e->exec);
    sb_fini(&e->try_exec);
}

static void get_string(Str text, const char *key, StrBuf *out)
{
    Str raw;
    if (desktop_get(text, STR("Desktop Entry"), str_cstr(key), &raw)) desktop_unescape(raw, out);
}

static bool get_bool(Str text, const char *key)
{
    Str raw;
    return desktop_get(text, STR("Desktop Entry"), str_cstr(key), &raw) && str_eq(raw, STR("true"));
}

bool desktop_load(const char *path, DesktopEntry *e)
{
    desktop_entry_fini(e);
    *e = (DesktopEntry){0};
    sb_append_cstr(&e->path, path);
    StrBuf text = STRBUF_INIT;
    bool read_ok = fs_read_small_file(path, DESKTOP_FILE_MAX, &text) == 0;
    Str t = sb_str(&text), type;
    bool ok = read_ok && desktop_get(t, STR("Desktop Entry"), STR("Type"), &type);
    if (ok) {
        e->application = str_eq(type, STR("Application"));
        get_string(t, "Name", &e->name);
        get_string(t, "Icon", &e->icon);
        get_string(t, "Exec", &e->exec);
        get_string(t, "TryExec", &e->try_exec);
        e->terminal = get_bool(t, "Terminal");
        e->hidden = get_bool(t, "Hidden");
    }
    int err = errno;
    sb_fini(&text);
    if (!ok) errno = read_ok ? EINVAL : err;
    return ok;
}

bool desktop_launchable(const DesktopEntry *e)
{
    return e->application && e->exec.len && !e->hidden;
}

/* ---- Exec ---- */

bool desktop_exec_split(Str exec, StrList *words)
{
    size_t first = words->n;
    StrBuf w = STRBUF_INIT;
    bool in_word = false, closed = true;
    for (size_t i = 0; i < exec.len && closed; i++) {
        char c = exec.ptr[i];
        if (c == ' ' || c == '\t' || c == '\n') {
            if (in_word) sl_push(words, sb_str(&w));
            sb_clear(&w);
            in_word = false;
            continue;
        }
        in_word = true;
        if (c == '"' || c == '\'') {
            size_t k = i + 1;
            while (k < exec.len && exec.ptr[k] != c) {
                if (c == '"' && exec.ptr[k] == '\\' && k + 1 < exec.len &&
                    strchr("\"`$\\", exec.ptr[k + 1]))
                    k++;
                sb_append_char(&w, exec.ptr[k++]);
            }
            closed = k < exec.len;
            i = k;
        } else if (c == '\\' && i + 1 < exec.len) {
            sb_append_char(&w, exec.ptr[++i]);
        } else {
            sb_append_char(&w, c);
        }
    }
    if (in_word && closed) sl_push(words, sb_str(&w));
    sb_fini(&w);
    if (!closed || words->n == first) {
        sl_truncate(words, first);
        return false;
    }
    return true;
}

void desktop_commands_fini(DesktopCommands *c)
{
    for (size_t i = 0; i < c->n; i++) sl_fini(&c->items[i]);
    free(c->items);
    *c = (DesktopCommands){0};
}

typedef enum RunMode {
    RUN_LIST,   /* one command for every target (%F or %U) */
    RUN_EACH,   /* one command per target (%f or %u) */
    RUN_APPEND, /* no code for files: one per target, its path added */
} RunMode;

static RunMode run_mode(const StrList *words)
{
    RunMode mode = RUN_APPEND;
    for (size_t i = 1; i < words->n; i++) {
        Str w = words->items[i];
        if (str_eq(w, STR("%F")) || str_eq(w, STR("%U"))) return RUN_LIST;
        for (size_t k = 0; k + 1 < w.len; k++) {
            if (w.ptr[k] != '%') continue;
            if (strchr("fFuU", w.ptr[k + 1])) mode = RUN_EACH;
            k++; /* past the code, so %%f is no code */
        }
    }
    return mode;
}

static Str path_or_url(const DesktopTarget *t)
{
    return t->path.len ? t->path : t->url;
}

/* Appends word w expanded for target t to cmd (nothing when only dropped
 * codes made it up). */
static void expand_word(const DesktopEntry *e, Str w, const DesktopTarget *t, StrList *cmd)
{
    if (str_eq(w, STR("%i"))) {
        if (e->icon.len) {
            sl_push(cmd, STR("--icon"));
            sl_push(cmd, sb_str(&e->icon));
        }
        return;
    }
    StrBuf b = STRBUF_INIT;
    for (size_t i = 0; i < w.len; i++) {
        if (w.ptr[i] != '%' || i + 1 == w.len) {
            sb_append_char(&b, w.ptr[i]);
            continue;
        }
        switch (w.ptr[++i]) {
        case '%': sb_append_char(&b, '%'); break;
        case 'f':
        case 'F': sb_append(&b, path_or_url(t)); break;
        case 'u':
        case 'U': sb_append(&b, t->url); break;
        case 'c': sb_append(&b, sb_str(&e->name)); break;
        case 'k': sb_append(&b, sb_str(&e->path)); break;
        default: break; /* deprecated, unknown, or %i inside a word */
        }
    }
    if (b.len || !w.len) sl_push(cmd, sb_str(&b));
    sb_fini(&b);
}

bool desktop_exec_expand(const DesktopEntry *e, const DesktopTarget *targets, size_t n,
                         DesktopCommands *out)
{
    StrList words = STRLIST_INIT;
    if (!desktop_exec_split(sb_str(&e->exec), &words)) {
        sl_fini(&words);
        return false;
    }
    RunMode mode = run_mode(&words);
    size_t runs = mode == RUN_LIST ? 1 : n;
    DesktopTarget none = {STR(""), STR("")};
    for (size_t r = 0; r < runs; r++) {
        const DesktopTarget *t = mode == RUN_LIST ? (n ? &targets[0] : &none) : &targets[r];
        StrList cmd = STRLIST_INIT;
        sl_push(&cmd, words.items[0]); /* the program: no codes there */
        for (size_t i = 1; i < words.n; i++) {
            Str w = words.items[i];
            bool all_paths = str_eq(w, STR("%F")), all_urls = str_eq(w, STR("%U"));
            if (mode == RUN_LIST && (all_paths || all_urls)) {
                for (size_t k = 0; k < n; k++)
                    sl_push(&cmd, all_urls ? targets[k].url : path_or_url(&targets[k]));
            } else {
                expand_word(e, w, t, &cmd);
            }
        }
        if (mode == RUN_APPEND) sl_push(&cmd, path_or_url(t));
        VEC_PUSH(out->items, out->n, out->cap, 4, cmd);
    }
    sl_fini(&words);
    return true;
}
