/* interactive/words.h - where word motions stop.
 *
 * Three notions of a word, as fish has them: WORD_PUNCT (forward-word,
 * kill-word: runs of letters and digits, punctuation stops), WORD_SPACE
 * (the bigword motions: anything between blanks) and WORD_PATH
 * (backward-kill-path-component: a path component, stopping at '/', '=',
 * quotes, braces and the like). Each is a small state machine fed one
 * character at a time, leftwards from before the cursor or rightwards from
 * it; the motion ends at the first character the machine refuses. */
#ifndef MINNOW_INTERACTIVE_WORDS_H
#define MINNOW_INTERACTIVE_WORDS_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>

typedef enum WordStyle { WORD_PUNCT, WORD_SPACE, WORD_PATH } WordStyle;

/* The offset one word away from pos in s, forward or backward. */
size_t word_move(Str s, size_t pos, WordStyle style, bool forward);

/* Token motions (forward-token, kill-token...): the end of the token at or
 * after pos, or the start of the token before pos, by the shell's own
 * tokenizer (quotes and substitutions stay in one token); only words count,
 * operators (|, &|, ;, &, redirections' arrows) and comments are passed over. */
size_t word_token_move(Str s, size_t pos, bool forward);

#endif
