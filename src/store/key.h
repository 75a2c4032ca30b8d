/* store/key.h - a key as the line editor sees it, and fish 4's notation for
 * keys (`ctrl-x`, `alt-b`, `shift-tab`, `f1`, `ctrl-x,ctrl-e`).
 *
 * A key is a code point plus modifiers. Keys without a character of their own
 * (arrows, enter, tab, function keys...) get codes above Unicode, so a key
 * always fits one uint32_t. Letters with ctrl are stored in lower case
 * (ctrl-a); a shifted letter is the upper-case letter without the shift
 * modifier, as legacy terminals send it ('A', not shift-a). The kitty
 * protocol reports shift explicitly (shift-a, with 'A' as the shifted
 * character), and "shift-a" in notation stays as written, so a bound key is
 * compared with a key event by kd_match (interactive/keys.h), as fish does,
 * which folds shift both ways.
 *
 * Nothing here reads a terminal: interactive/keys.c decodes bytes into Keys,
 * `bind` parses and prints them through the functions below. */
#ifndef MINNOW_STORE_KEY_H
#define MINNOW_STORE_KEY_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
    KEY_MOD_CTRL = 1u << 0,
    KEY_MOD_ALT = 1u << 1,
    KEY_MOD_SHIFT = 1u << 2,
    KEY_MOD_SUPER = 1u << 3,
};

/* Codes of the keys that have names, above the last Unicode code point. */
enum {
    KEY_SPECIAL_BASE = 0x110000,
    KEY_BACKSPACE = KEY_SPECIAL_BASE,
    KEY_DELETE,
    KEY_ESCAPE,
    KEY_ENTER,
    KEY_UP,
    KEY_DOWN,
    KEY_LEFT,
    KEY_RIGHT,
    KEY_PAGEUP,
    KEY_PAGEDOWN,
    KEY_HOME,
    KEY_END,
    KEY_INSERT,
    KEY_TAB,
    KEY_SPACE,
    KEY_MENU,
    KEY_PRINTSCREEN,
    KEY_F1,                       /* f1 .. f12 are KEY_F1 + 0 .. 11 */
    KEY_F12 = KEY_F1 + 11,
    KEY_SPECIAL_END,
};

/* A byte that is not part of valid UTF-8 (typed, or bound as a raw byte) is
 * the key KEY_BYTE_BASE + the byte; its notation is \xNN. */
enum { KEY_BYTE_BASE = 0x110100, KEY_BYTE_END = KEY_BYTE_BASE + 256 };

typedef struct Key {
    uint32_t cp;     /* a code point, or a KEY_* code */
    unsigned mods;   /* KEY_MOD_* */
} Key;

/* At most this many keys in one bound sequence. */
#define KEY_SEQ_MAX 16

typedef struct KeySeq {
    Key keys[KEY_SEQ_MAX];
    size_t n;
} KeySeq;

static inline bool key_eq(Key a, Key b) { return a.cp == b.cp && a.mods == b.mods; }

/* The key a single byte typed on a legacy terminal means: 0x0d enter, 0x09
 * tab, 0x7f backspace (the terminal's erase character), 0x1b escape, ' '
 * space, 0x00 ctrl-space, other control bytes ctrl-LETTER (or ctrl-SYMBOL);
 * anything else the character itself with no modifier. */
Key key_from_byte(unsigned char c);

/* Parses fish 4's notation for a `bind` argument into seq: comma-separated
 * keys, each modifiers joined by '-' then a key name or one character
 * ("ctrl-x,ctrl-e", "alt-left", "f5", "minus", "comma"); or the legacy form,
 * raw characters as the shell unescaped them ("\cx", "\ek" meaning alt-k,
 * "\e\[A"). An empty text gives an empty sequence (the fallback binding).
 * On error returns false and appends fish's message to err (no command
 * name, no newline), e.g. "cannot parse key 'F1'"; seq is then unspecified.
 * More than KEY_SEQ_MAX keys is an error of minnow's own. */
bool key_parse(Str text, KeySeq *seq, StrBuf *err);
/* Appends the notation of one key: modifiers in fish's order
 * (super-ctrl-alt-shift-), then the name ("f1", "minus") or the character
 * as key_format_char shows it ("ctrl-x", "alt-\\[", "\\#"). */
void key_format(Key k, StrBuf *out);
/* Appends a whole sequence, keys separated by ','. */
void key_format_seq(const KeySeq *seq, StrBuf *out);
/* The name of a KEY_* code ("backspace", "f3"), or NULL for a character. */
const char *key_special_name(uint32_t cp);
/* Appends one character the way key notation shows it (fish's
 * char_to_symbol): \t \r \e or \xNN for control characters and bad bytes,
 * a backslash before what the shell would read specially ([ ] ( ) < > { } * \
 * $ ; & | ' " always, ~ and # when first is true: at the start of a word),
 * \uXXXX or \UXXXXXX for what has no width, else the character itself.
 * key_format uses it with first = no modifiers; `minnow_key_reader -V`
 * shows raw input with it. */
void key_format_char(uint32_t cp, bool first, StrBuf *out);

#endif
