/* interactive/keys.h - turning the bytes a terminal sends into keys and the
 * other events it reports.
 *
 * A KeyDecoder is fed whatever read() returned and hands back one event at a
 * time. It keeps the bytes of a sequence that is not complete yet, so input
 * may arrive split anywhere, one byte at a time included. It understands
 * legacy control bytes, UTF-8, CSI and SS3 sequences with xterm's modifier
 * parameters, rxvt's variants, xterm's modifyOtherKeys, the kitty keyboard
 * protocol, bracketed paste, focus reports, mouse reports and the replies to
 * the queries the editor sends. A sequence it does not know is swallowed whole
 * as one KEV_UNKNOWN event, never typed into the line; a byte that is not
 * UTF-8 is a key of its own (KEY_BYTE_BASE + byte), never lost.
 *
 * A lone ESC is ambiguous: the escape key, or the start of a sequence whose
 * rest is still on the way. The decoder cannot know the time, so the caller
 * waits fish_escape_delay_ms for more bytes and then calls kd_timeout:
 *
 *     KeyDecoder kd;
 *     kd_init(&kd);
 *     for (;;) {
 *         KeyEvent ev;
 *         while (kd_next(&kd, &ev)) handle(&ev);
 *         KdWait w = kd_wait(&kd);
 *         if (!poll_input(fd, w == KD_WAIT_ESCAPE ? escape_delay_ms : -1)) {
 *             while (kd_timeout(&kd, &ev)) handle(&ev);   // the delay passed
 *             continue;
 *         }
 *         ssize_t n = read(fd, buf, sizeof buf);
 *         kd_push(&kd, buf, (size_t)n);
 *     }
 *     kd_fini(&kd);
 *
 * Decoding allocates nothing per key: events point into the decoder's one
 * buffer, which grows only to hold what was pushed and not yet decoded (a
 * paste is returned in one piece however big, up to paste_max). */
#ifndef MINNOW_INTERACTIVE_KEYS_H
#define MINNOW_INTERACTIVE_KEYS_H

#include "base/str.h"
#include "store/key.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum KeyEventType {
    KEV_KEY,          /* a key was pressed (or repeats): key, shifted_cp, base_cp */
    KEV_PASTE,        /* bracketed paste (ESC[200~ ... ESC[201~): text, more */
    KEV_FOCUS_IN,     /* CSI I: the terminal got the focus */
    KEV_FOCUS_OUT,    /* CSI O: the terminal lost it */
    KEV_MOUSE,        /* SGR (CSI < b;x;y M/m) or X10 (CSI M bxy) mouse report */
    KEV_CURSOR_POS,   /* CSI row;col R: reply to CSI 6n: row, col */
    KEV_DEVICE_ATTRS, /* CSI ? ... c: reply to the primary device attributes query CSI c */
    KEV_KITTY_FLAGS,  /* CSI ? flags u: reply to the kitty keyboard query CSI ? u: flags */
    KEV_UNKNOWN,      /* any other escape sequence or terminal string, consumed whole */
} KeyEventType;

typedef struct KeyEvent {
    KeyEventType type;
    /* The bytes the event came from (for a paste, the text without the
     * brackets). Borrowed from the decoder: valid until the next kd_push,
     * kd_reset or kd_fini. */
    Str raw;
    /* KEV_KEY: the key as the terminal reported it. A legacy terminal sends
     * shift-a as 'A'; the kitty protocol reports shift-a with 'A' in
     * shifted_cp, so bindings are matched through kd_match, not key_eq. */
    Key key;
    uint32_t shifted_cp; /* KEV_KEY: the character shift gives (kitty), or 0 */
    uint32_t base_cp;    /* KEV_KEY: the key on a US layout (kitty), or 0 */
    /* KEV_PASTE: the pasted bytes, borrowed like raw. more is true for a
     * piece of a paste bigger than paste_max: more pieces follow. */
    Str text;
    bool more;
    /* KEV_MOUSE: button is the report's button code without its modifier
     * bits (0 left, 1 middle, 2 right, 3 release in X10, +32 motion, +64
     * wheel); the modifiers are in key.mods; release is an SGR 'm' report.
     * KEV_MOUSE and KEV_CURSOR_POS: the cell, 1-based as the terminal counts. */
    unsigned button;
    bool release;
    unsigned row, col;
    unsigned flags; /* KEV_KITTY_FLAGS: the keyboard enhancement flags in force */
} KeyEvent;

typedef struct KeyDecoder {
    char *buf; /* owned: buf[start..len) are pushed bytes not yet decoded */
    size_t start, len, cap;
    size_t scan;      /* in a paste or terminal string: bytes after start already searched */
    int mode;         /* what the bytes at start are in (keys.c's MODE_*) */
    size_t paste_max; /* a paste longer than this comes in pieces; kd_init sets 64 MiB */
} KeyDecoder;

void kd_init(KeyDecoder *kd);
void kd_fini(KeyDecoder *kd);
/* Forgets every byte pushed and not decoded, and any paste in progress. */
void kd_reset(KeyDecoder *kd);
/* Moves the bytes pushed and not decoded yet to the end of out, as the
 * terminal sent them (a paste in progress with its opening bracket), and
 * forgets them: for another decoder to take over with kd_push. */
void kd_take_pending(KeyDecoder *kd, StrBuf *out);
/* Appends n bytes read from the terminal (copied; may move the buffer, so
 * events returned earlier are no longer valid). */
void kd_push(KeyDecoder *kd, const char *bytes, size_t n);
/* Decodes the next complete event into *ev. False when every pushed byte is
 * used, or the rest is the start of something that needs more bytes or the
 * escape delay (kd_wait says which). */
bool kd_next(KeyDecoder *kd, KeyEvent *ev);

/* Takes the terminal's reply to the primary device attributes query (CSI ?
 * ... c) out of the bytes not decoded yet, wherever it is among them (keys
 * typed ahead come before it); true when one was there. The other bytes
 * stay as they were. Not inside a paste or a terminal string. */
bool kd_take_device_attrs(KeyDecoder *kd);
/* The same for a cursor position report (ESC [ row ; col R): *row gets
 * its row (from 1). */
bool kd_take_cursor_report(KeyDecoder *kd, unsigned *row);

typedef enum KdWait {
    KD_WAIT_NONE,   /* nothing pending: block for input as long as you like */
    KD_WAIT_ESCAPE, /* an incomplete sequence: after the escape delay call kd_timeout */
    KD_WAIT_PASTE,  /* inside a bracketed paste: wait for its end, no timeout */
} KdWait;
/* What the decoder waits for; meaningful once kd_next has returned false. */
KdWait kd_wait(const KeyDecoder *kd);
/* Like kd_next, but the bytes pushed are taken as all there is: a lone ESC
 * is the escape key, ESC [ is alt-[ and ESC O alt-O, a cut UTF-8 character
 * gives its bytes as keys, a cut escape sequence or terminal string is
 * KEV_UNKNOWN. Call it in a loop until false once the escape delay has
 * passed without input. A paste in progress is left waiting. */
bool kd_timeout(KeyDecoder *kd, KeyEvent *ev);

/* How well a key event matches a bound key, better matches higher (fish's
 * match_key_event_to_key): exactly; up to shift (the event's shifted
 * character, or a bound "shift-a" taken as "A"); through the US-layout key;
 * or both. KEY_MATCH_NONE is 0. */
typedef enum KeyMatch {
    KEY_MATCH_NONE,
    KEY_MATCH_BASE_LAYOUT_MODULO_SHIFT,
    KEY_MATCH_BASE_LAYOUT,
    KEY_MATCH_MODULO_SHIFT,
    KEY_MATCH_EXACT,
} KeyMatch;
KeyMatch kd_match(const KeyEvent *ev, Key bound);
/* The character a KEV_KEY event types into the command line, or 0 when it
 * types none: a modifier other than shift, a named key other than space, or
 * a byte that is not UTF-8 (whose byte is ev->raw, to insert as it is). */
uint32_t kd_typed_char(const KeyEvent *ev);
/* "key", "paste", "focus-in", ... for logs and minnow_key_reader -V. */
const char *kd_event_name(KeyEventType type);

#endif
