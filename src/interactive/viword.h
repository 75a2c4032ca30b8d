/* interactive/viword.h - vi's word motions and word text objects.
 *
 * vi sees a line as runs of one class of character: word characters
 * (letters and digits; fish counts '_' as punctuation), punctuation,
 * blanks, and the line break. A small word is a run of word characters or
 * a run of punctuation; a big word (big=true) is any run of non-blanks.
 * An empty line counts as a word of its own, as in vi. All offsets are
 * byte offsets on character boundaries of s. */
#ifndef MINNOW_INTERACTIVE_VIWORD_H
#define MINNOW_INTERACTIVE_VIWORD_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>

/* w / W: the start of the next word after pos, or s.len when there is
 * none. */
size_t vi_word_next_start(Str s, size_t pos, bool big);

/* e / E: the last character of the word that ends after pos (at least one
 * character on), or s.len when no word follows. */
size_t vi_word_next_end(Str s, size_t pos, bool big);

/* ge / gE: the last character of the word before the one at pos, or 0
 * when there is none. */
size_t vi_word_prev_end(Str s, size_t pos, bool big);

/* dw: where a kill from pos with the w motion ends: the next word's start,
 * but not past the end of pos's line when a word of that line was crossed
 * (vi keeps the line break). */
size_t vi_word_kill_end(Str s, size_t pos, bool big);

/* iw / aw: the word (or the run of blanks) at pos as [*from, *to); with
 * around, the blanks after it too (or those before it when none follow,
 * or the word after a run of blanks). False when pos is at the end (past
 * the last character: nothing is under it, as fish 4). */
bool vi_word_object(Str s, size_t pos, bool big, bool around, size_t *from, size_t *to);

#endif
