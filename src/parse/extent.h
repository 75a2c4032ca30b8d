/* parse/extent.h - which part of a command line the cursor is in: the
 * command substitution, the job, the process and the token, found with the
 * tokenizer as fish finds them (`commandline -j/-p/-t` and the completion
 * engine). Spans are byte offsets into the line. */
#ifndef MINNOW_PARSE_EXTENT_H
#define MINNOW_PARSE_EXTENT_H

#include "base/str.h"

#include <stddef.h>

typedef struct Span {
    size_t start, end;
} Span;

/* The inside of the innermost command substitution around cursor (its
 * parentheses excluded, an unclosed one reaching to the end), or all of s.
 * tflags are the tokenizer's feature options (TOKF_AMP_BG_IN_TOKEN ...). */
Span extent_cmdsub(Str s, size_t cursor, unsigned tflags);
/* The job at the cursor: between the separators (; & newline && || and the
 * braces of a brace block) around it, inside extent_cmdsub; with process,
 * pipes separate too. A cursor inside a separator of two characters (&|,
 * &&) is in no job: an empty span there, as fish's. */
Span extent_job(Str s, size_t cursor, bool process, unsigned tflags);
/* The word the cursor is in or just after; an empty span at the cursor when
 * it stands in the blank between words. */
Span extent_token(Str s, size_t cursor, unsigned tflags);

#endif
