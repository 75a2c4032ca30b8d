/* store/bind_presets.c - the shipped preset bindings as static tables.
 *
 * An interactive shell must show its first prompt within milliseconds, so
 * the emacs set is not a script run at start-up: it is the rows below,
 * parsed from fish's key notation and added in order (the order `bind`
 * lists them in). fish_default_key_bindings and __fish_shared_key_bindings
 * (share/functions) install the same rows through `__minnow_preset_bindings`.
 * Which key does what follows fish 4's fish_default_key_bindings and
 * __fish_shared_key_bindings on a system that is not macOS; Alt-up and
 * Alt-down walk the directory history on an empty command line (our
 * addition). */
#include "store/bind.h"

#include "base/check.h"
#include "base/utf8.h"

#include <stddef.h>

/* A row: the keys in bind's notation (a raw escape sequence for the
 * terminal workarounds), then up to three commands. */
typedef struct PresetRow {
    const char *keys;
    const char *cmds[4];
} PresetRow;

/* fish's bare defaults, which every shell has before any key binding
 * function runs. */
static const PresetRow minimal_rows[] = {
    {"", {"self-insert"}},
    {"enter", {"execute"}},
    {"tab", {"complete"}},
    {"ctrl-c", {"cancel-commandline"}},
    {"ctrl-d", {"exit"}},
    {"ctrl-e", {"bind"}},
    {"ctrl-s", {"pager-toggle-search"}},
    {"ctrl-u", {"backward-kill-line"}},
    {"backspace", {"backward-delete-char"}},
    {"up", {"up-line"}},
    {"down", {"down-line"}},
    {"right", {"forward-char"}},
    {"left", {"backward-char"}},
    {"ctrl-p", {"up-line"}},
    {"ctrl-n", {"down-line"}},
    {"ctrl-b", {"backward-char"}},
    {"ctrl-f", {"forward-char"}},
    {"\x1b[A", {"up-line"}},
    {"\x1b[B", {"down-line"}},
    {"\x1b[C", {"forward-char"}},
    {"\x1b[D", {"backward-char"}},
};

/* Keys emacs and vi modes share: nothing that edits text by itself. */
static const PresetRow shared_rows[] = {
    {"ctrl-y", {"yank"}},
    {"alt-y", {"yank-pop"}},
    {"right", {"forward-char"}},
    {"left", {"backward-char"}},
    {"ctrl-right", {"forward-word"}},
    {"ctrl-left", {"backward-word"}},
    {"pageup", {"beginning-of-history"}},
    {"pagedown", {"end-of-history"}},
    {"ctrl-x", {"fish_clipboard_copy"}},
    {"ctrl-v", {"fish_clipboard_paste"}},
    {"escape", {"cancel"}},
    {"ctrl-[", {"cancel"}},
    {"tab", {"complete"}},
    {"ctrl-i", {"complete"}},
    {"ctrl-s", {"pager-toggle-search"}},
    {"shift-tab", {"complete-and-search"}},
    {"shift-delete", {"history-delete", "or", "backward-delete-char"}},
    {"down", {"down-or-search"}},
    {"up", {"up-or-search"}},
    {"shift-right", {"forward-bigword"}},
    {"shift-left", {"backward-bigword"}},
    {"alt-b", {"prevd-or-backward-word"}},
    {"alt-f", {"nextd-or-forward-word"}},
    /* The escape sequences are what iTerm2 before 3.5.12 sends for alt-arrows. */
    {"alt-right", {"nextd-or-forward-token"}},
    {"\x1b[1;9C", {"nextd-or-forward-token"}},
    {"alt-left", {"prevd-or-backward-token"}},
    {"\x1b[1;9D", {"prevd-or-backward-token"}},
    {"alt-up", {"prevd-or-history-token-search-backward"}},
    {"alt-down", {"nextd-or-history-token-search-forward"}},
    {"\x1b[1;9A", {"prevd-or-history-token-search-backward"}},
    {"\x1b[1;9B", {"nextd-or-history-token-search-forward"}},
    {"alt-.", {"history-token-search-backward"}},
    {"alt-l", {"__fish_list_current_token"}},
    {"alt-o", {"__fish_preview_current_file"}},
    {"alt-w", {"__fish_whatis_current_token"}},
    {"ctrl-l",
     {"status test-terminal-feature scroll-content-up && commandline -f scrollback-push",
      "clear-screen"}},
    {"ctrl-c", {"clear-commandline"}}, /* fish 4 (fish 3 left the line marked ^C: cancel-commandline) */
    {"ctrl-u", {"backward-kill-line"}},
    {"ctrl-k", {"kill-line"}},
    {"ctrl-w", {"backward-kill-path-component"}},
    {"end", {"end-of-line"}},
    {"home", {"beginning-of-line"}},
    {"alt-d", {"if test -z \"$(commandline)\"; __fish_echo dirh; else; commandline -f kill-word; end"}},
    {"ctrl-d", {"delete-or-exit"}},
    {"alt-s", {"for cmd in sudo doas please run0; if command -q $cmd; fish_commandline_prepend $cmd; break; "
               "end; end"}},
    {"f1", {"__fish_man_page"}},
    {"alt-h", {"__fish_man_page"}},
    {"alt-p", {"__fish_paginate"}},
    {"alt-#", {"__fish_toggle_comment_commandline"}},
    {"alt-e", {"edit_command_buffer"}},
    {"alt-v", {"edit_command_buffer"}},
};

/* The shared keys of modes that insert text (emacs, vi's insert mode). */
static const PresetRow text_rows[] = {
    {"", {"self-insert"}},
    {"space", {"self-insert", "expand-abbr"}},
    {";", {"self-insert", "expand-abbr"}},
    {"|", {"self-insert", "expand-abbr"}},
    {"&", {"self-insert", "expand-abbr"}},
    {">", {"self-insert", "expand-abbr"}},
    {"<", {"self-insert", "expand-abbr"}},
    {"shift-enter", {"commandline -i \\n", "expand-abbr"}},
    {"alt-enter", {"commandline -i \\n", "expand-abbr"}},
    {")", {"self-insert", "expand-abbr"}},
    {"ctrl-space", {"test -n \"$(commandline)\" && commandline -i \" \""}},
    {"shift-space", {"commandline -i \" \"", "expand-abbr"}},
    {"enter", {"execute"}},
    {"ctrl-j", {"execute"}},
    {"ctrl-m", {"execute"}},
    {"ctrl-enter", {"execute"}},
};

/* fish_default_key_bindings's own keys, after the shared ones. */
static const PresetRow emacs_rows[] = {
    {"delete", {"delete-char"}},
    {"backspace", {"backward-delete-char"}},
    {"shift-backspace", {"backward-delete-char"}},
    {"home", {"beginning-of-line"}},
    {"end", {"end-of-line"}},
    {"ctrl-a", {"beginning-of-line"}},
    {"ctrl-e", {"end-of-line"}},
    {"ctrl-h", {"backward-delete-char"}},
    {"ctrl-p", {"up-or-search"}},
    {"ctrl-n", {"down-or-search"}},
    {"ctrl-f", {"forward-char"}},
    {"ctrl-b", {"backward-char"}},
    {"ctrl-t", {"transpose-chars"}},
    {"ctrl-g", {"cancel"}},
    {"ctrl-/", {"undo"}},
    {"ctrl-_", {"undo"}},
    {"ctrl-z", {"undo"}},
    {"ctrl-shift-z", {"redo"}},
    {"alt-/", {"redo"}},
    {"alt-t", {"transpose-words"}},
    {"alt-u", {"upcase-word"}},
    {"alt-c", {"capitalize-word"}},
    {"alt-backspace", {"backward-kill-token"}},
    {"ctrl-alt-h", {"backward-kill-token"}},
    {"ctrl-backspace", {"backward-kill-word"}},
    {"alt-delete", {"kill-token"}},
    {"ctrl-delete", {"kill-word"}},
    {"alt-<", {"beginning-of-buffer"}},
    {"alt->", {"end-of-buffer"}},
    {"ctrl-r", {"history-pager"}},
};

bool bind_key_text_is_raw(Str text)
{
    return text.len > 2 && text.ptr[0] == '\x1b' && utf8_count(text.ptr, text.len) > 2;
}

static void add_rows(BindTable *t, const PresetRow *rows, size_t n, Str mode, const char *sets_mode)
{
    StrBuf err = STRBUF_INIT;
    for (size_t i = 0; i < n; i++) {
        KeySeq seq;
        Str text = str_cstr(rows[i].keys);
        bool ok = key_parse(text, &seq, &err);
        MN_ASSERT(ok);
        if (!ok) continue;
        size_t ncmds = 0;
        while (ncmds < 4 && rows[i].cmds[ncmds]) ncmds++;
        bind_add(t, &seq, mode, sets_mode, rows[i].cmds, ncmds, false, bind_key_text_is_raw(text), NULL);
    }
    sb_fini(&err);
}

#define ADD_ROWS(t, rows, mode, sets) add_rows(t, rows, sizeof rows / sizeof *rows, mode, sets)

void bind_install(BindTable *t, BindSet set, Str mode, const char *sets_mode, bool text_entry)
{
    if (set == BIND_SET_MINIMAL) {
        ADD_ROWS(t, minimal_rows, mode, sets_mode);
        return;
    }
    ADD_ROWS(t, shared_rows, mode, sets_mode);
    if (text_entry) ADD_ROWS(t, text_rows, mode, sets_mode);
    if (set == BIND_SET_EMACS) ADD_ROWS(t, emacs_rows, mode, sets_mode);
}

void bind_install_emacs(BindTable *t)
{
    bind_clear(t, (Str){NULL, 0}, false);
    bind_install(t, BIND_SET_EMACS, STR("default"), NULL, true);
}
