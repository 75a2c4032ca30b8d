/* store/bind.h - the key binding tables: what `bind` edits and the line
 * editor looks keys up in.
 *
 * A binding ties a sequence of keys, in one bind mode, to a list of
 * commands (input function names such as `forward-char`, or shell commands,
 * run in order) and may switch the mode afterwards. There are two lists, as
 * in fish: preset bindings (the shipped emacs/vi sets, `bind --preset`) and
 * user bindings; a user binding wins over a preset one. Adding a sequence
 * already bound in that mode and list replaces its commands in place, so a
 * list keeps the order its sequences were first bound in (the order `bind`
 * lists them). The empty sequence is a mode's fallback binding, used for a
 * key nothing else matches (usually `self-insert`).
 *
 * Nothing here reads a terminal or runs a command. Lookups compare keys
 * after folding shift on ASCII letters (`shift-a` matches the key 'A' a
 * terminal sends), and run per keystroke: modes are interned to small
 * numbers, so a match is a scan of plain integer compares. */
#ifndef MINNOW_STORE_BIND_H
#define MINNOW_STORE_BIND_H

#include "base/str.h"
#include "base/strlist.h"
#include "store/key.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct Binding {
    KeySeq seq;          /* empty: the mode's fallback binding */
    const char *mode;    /* interned by the table (lives as long as it) */
    const char *sets_mode; /* interned, or NULL: the mode stays as it is */
    StrList commands;    /* owned: input function names and shell commands, in order */
    bool user;           /* a user binding, else a preset one */
    bool raw;            /* made from a raw escape sequence ("\e[A"): listed as one */
    char *file;          /* owned: the file whose code made it, or NULL (typed, a preset) */
    unsigned mode_id;    /* the table's number for mode (internal, for fast lookup) */
} Binding;

typedef struct BindTable BindTable;

BindTable *bind_table_new(void);
void bind_table_free(BindTable *t); /* NULL is a no-op */

/* Binds seq in mode (of the user or preset list) to the n commands cmds
 * (copied), switching to sets_mode afterwards (NULL: no switch); file is
 * where the `bind` ran (copied; NULL: none). An existing binding of seq in
 * that mode and list gets the new commands, sets_mode and file and keeps its
 * place (and its raw flag); a new one goes last. */
void bind_add(BindTable *t, const KeySeq *seq, Str mode, const char *sets_mode, const char *const *cmds,
              size_t n, bool user, bool raw, const char *file);
/* Removes the binding of seq in mode from one list; false when there is none. */
bool bind_erase(BindTable *t, const KeySeq *seq, Str mode, bool user);
/* Removes every binding of one list in mode, or in all modes when mode.ptr
 * is NULL. */
void bind_clear(BindTable *t, Str mode, bool user);

/* The number of bindings of one list, and the i-th in definition order
 * (borrowed, like every Binding pointer here: valid until the table next
 * changes; running a binding's commands may change it, so copy what you
 * need first). */
size_t bind_count(const BindTable *t, bool user);
const Binding *bind_at(const BindTable *t, bool user, size_t i);
/* The binding of exactly seq in mode in one list, or NULL (no shift folding:
 * `bind shift-a` and `bind A` are different bindings). */
const Binding *bind_get(const BindTable *t, const KeySeq *seq, Str mode, bool user);
/* Appends to out, sorted (C locale) and once each, every mode that has a
 * binding in either list. */
void bind_modes(const BindTable *t, StrList *out);

/* The editor's lookup. */
typedef enum BindMatch { BIND_NONE, BIND_PREFIX, BIND_FULL } BindMatch;
/* keys[0..n) typed so far in mode (n >= 1). BIND_FULL: a binding equals them
 * and no longer one starts with them (*out = it). BIND_PREFIX: a longer
 * binding starts with them; *out = the binding equal to them or NULL (the
 * reader waits for more keys up to a timeout, then takes *out). BIND_NONE
 * otherwise (*out = NULL). User bindings win over preset ones: the user list
 * is consulted first, and a user binding equal to the keys is taken at once
 * unless a longer user binding starts with them, shadowing longer presets
 * (as fish tries the user list before the presets). */
BindMatch bind_match(const BindTable *t, Str mode, const Key *keys, size_t n, const Binding **out);
/* The '' binding of mode, user first; NULL when neither list has one. */
const Binding *bind_fallback(const BindTable *t, Str mode);

/* Whether a `bind` key argument is a raw escape sequence ("\e[A"), which
 * `bind` lists back in that form: more than two characters, the first an
 * escape (fish's rule). */
bool bind_key_text_is_raw(Str text);

/* The shipped preset sets, installed from static tables (no script runs).
 * BIND_SET_MINIMAL: the few bindings every shell starts with, as fish's
 * (self-insert, execute, complete, the arrows and a few control keys).
 * BIND_SET_SHARED: fish's __fish_shared_key_bindings, the keys emacs and vi
 * modes share. BIND_SET_EMACS: the shared set plus
 * fish_default_key_bindings's own. */
typedef enum BindSet { BIND_SET_MINIMAL, BIND_SET_SHARED, BIND_SET_EMACS } BindSet;
/* Adds set's bindings to the preset list in mode, each switching to sets_mode
 * (NULL: none). text_entry adds the keys that insert text too (the fallback
 * self-insert, space and the command separators expanding abbreviations,
 * enter): fish adds them unless a mode other than insert was named. */
void bind_install(BindTable *t, BindSet set, Str mode, const char *sets_mode, bool text_entry);
/* What an interactive shell starts with: the preset list emptied, then the
 * emacs set in mode "default", text entry included (fish_default_key_bindings
 * without its script). */
void bind_install_emacs(BindTable *t);

#endif
