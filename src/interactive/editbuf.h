/* interactive/editbuf.h - the command line being edited: text, cursor,
 * selection, and undo/redo.
 *
 * Every change goes through eb_replace, which records what it removed and
 * what it inserted, so undo replays changes backwards. Typing coalesces: the
 * characters of one word typed in a row are one undo step, as in fish.
 * Changes made between eb_group_begin and eb_group_end undo together. The
 * cursor and every offset are byte offsets into the UTF-8 text, always on a
 * character boundary. */
#ifndef MINNOW_INTERACTIVE_EDITBUF_H
#define MINNOW_INTERACTIVE_EDITBUF_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>

typedef struct Edit {
    size_t at;               /* where the change starts */
    char *removed;           /* owned; the bytes that were there */
    size_t removed_len;
    char *inserted;          /* owned; the bytes put there */
    size_t inserted_len;
    size_t cursor_before, cursor_after;
    size_t cursor_undone;    /* where the cursor was when the step was undone: redo puts it back (fish) */
    unsigned group;          /* edits with the same nonzero group undo together */
    bool typed;              /* made by typing one character (may coalesce) */
} Edit;

typedef struct EditBuf {
    StrBuf text;
    size_t cursor;
    bool selecting;          /* a selection is active (begin-selection) */
    size_t sel_anchor;       /* where it started; the other end is the cursor */
    bool sel_inclusive;      /* the character under the cursor is selected too
                                ($fish_cursor_selection_mode inclusive) */
    Edit *undo;              /* owned: applied edits, oldest first */
    size_t n_undo, cap_undo;
    Edit *redo;              /* owned: undone edits, most recent last */
    size_t n_redo, cap_redo;
    unsigned group_depth;    /* nested eb_group_begin calls open */
    unsigned group;          /* the open group's id, or 0 */
    unsigned next_group;
    char *group_text;        /* owned: the text when the open group began */
    size_t group_text_len;
    bool seal;               /* the next typed character starts a new undo step */
} EditBuf;

void eb_init(EditBuf *eb);
void eb_fini(EditBuf *eb);

static inline Str eb_str(const EditBuf *eb) { return sb_str(&eb->text); }

/* Replaces text[at, at+len) with s, recording an undo step, and puts the
 * cursor at cursor_after. typed marks a single typed character, which may
 * join the previous step. */
void eb_replace(EditBuf *eb, size_t at, size_t len, Str s, size_t cursor_after, bool typed);
/* Inserts s at the cursor, leaving the cursor after it. */
void eb_insert(EditBuf *eb, Str s, bool typed);
/* Removes text[from, to) and puts the cursor at from. */
void eb_delete(EditBuf *eb, size_t from, size_t to);
/* Replaces everything (one undo step) and puts the cursor at cursor. */
void eb_set(EditBuf *eb, Str s, size_t cursor);
/* Forgets the text and the undo history (a new command line). */
void eb_reset(EditBuf *eb);

/* Undo / redo one step (one group); false when there is nothing to do. */
bool eb_undo(EditBuf *eb);
bool eb_redo(EditBuf *eb);
/* Groups the changes made until the matching eb_group_end into one step.
 * A group that leaves the text as it found it (a kill and its yank back) is
 * no step at all. */
void eb_group_begin(EditBuf *eb);
void eb_group_end(EditBuf *eb);
/* Ends the current typing step: the next character typed is a new one. */
static inline void eb_seal(EditBuf *eb) { eb->seal = true; }

/* The selection as [*from, *to): from the anchor to the cursor, the
 * character under the later one included when sel_inclusive is set, as
 * fish selects; false when none is active. */
bool eb_selection(const EditBuf *eb, size_t *from, size_t *to);

/* Character steps: the offset of the character before / after pos. */
size_t eb_prev_char(Str s, size_t pos);
size_t eb_next_char(Str s, size_t pos);
/* Start of the line holding pos, and its end (the '\n' or the text's end). */
size_t eb_line_start(Str s, size_t pos);
size_t eb_line_end(Str s, size_t pos);

#endif
