/* base/strlist.h - an owned list of byte strings: variable values, argv, results.
 *
 * Each item is its own heap copy with a length and a NUL after it, so it can
 * hold any bytes and still go to C APIs. The list owns the items and the array. */
#ifndef MINNOW_BASE_STRLIST_H
#define MINNOW_BASE_STRLIST_H

#include "base/arena.h"
#include "base/str.h"

#include <stddef.h>

typedef struct StrList {
    Str *items;   /* owned array; each items[i].ptr is owned and NUL-terminated */
    size_t n, cap;
    Arena *arena; /* borrowed, or NULL: when set, the array and the items live
                     there (a statement's argv in sh->tmp) and go with its reset */
} StrList;

#define STRLIST_INIT {0}

/* Room for more items, made at once (a list about to get them all). */
void sl_reserve(StrList *l, size_t more);
/* Appends a copy of s. */
void sl_push(StrList *l, Str s);
void sl_push_cstr(StrList *l, const char *s);
/* Appends s, taking ownership of the malloc'd ptr (which must have a NUL at len). */
void sl_push_take(StrList *l, char *ptr, size_t len);
/* Appends copies of every item of other. */
void sl_extend(StrList *l, const StrList *other);
/* Removes and frees the items from index i on. */
void sl_truncate(StrList *l, size_t i);
/* Removes (and frees) each item from index i on that equals the one before
 * it: a sorted run keeps one of each. */
void sl_drop_repeats(StrList *l, size_t i);
void sl_clear(StrList *l);
void sl_fini(StrList *l);
/* Deep copy into *out (which is overwritten). */
void sl_dup(StrList *out, const StrList *l);
/* Moves everything out of from into to (to is finished first); from is left
 * empty. Items of an arena list are copied when to is not in that arena. */
void sl_move(StrList *to, StrList *from);
bool sl_eq(const StrList *a, const StrList *b);
/* A NULL-terminated char* array pointing at the items (borrowed), for exec;
 * the caller frees the array itself (not the strings). */
char **sl_argv(const StrList *l);
/* Joins the items with sep between them into out. */
void sl_join(const StrList *l, Str sep, StrBuf *out);

#endif
