/* store/abbr.h - the abbreviation table: what `abbr` edits and the line
 * editor expands.
 *
 * An abbreviation has a name, which is unique together with its --command
 * list, and matches a token either literally (the token equals the name) or
 * through an anchored PCRE2 pattern (--regex). Its expansion is fixed text,
 * or the name of a function whose output replaces the token (--function:
 * running it is the editor's job). The table keeps definition order, which
 * is the order `abbr --show` lists them in; when several abbreviations match
 * a token the most recently defined wins. Nothing here prints or touches a
 * terminal. The table lives in memory only, as in fish 3.6 and later:
 * config files define abbreviations at start-up. */
#ifndef MINNOW_STORE_ABBR_H
#define MINNOW_STORE_ABBR_H

#include "base/str.h"
#include "base/strlist.h"

#include <stdbool.h>
#include <stddef.h>

/* Where a token may expand: only as a command, or as any word. */
typedef enum AbbrPosition { ABBR_COMMAND, ABBR_ANYWHERE } AbbrPosition;

/* A compiled --regex pattern (PCRE2, UTF mode, matching whole tokens). */
typedef struct AbbrRegex AbbrRegex;

typedef struct Abbr {
    char *name;            /* owned; what a literal abbreviation matches */
    char *pattern;         /* owned: the --regex pattern as given, or NULL */
    AbbrRegex *regex;      /* owned: pattern compiled, or NULL */
    char *expansion;       /* owned: the replacement text, or the function's name */
    bool is_function;      /* expansion names a function (--function) */
    AbbrPosition position;
    char *set_cursor;      /* owned: the --set-cursor marker, or NULL */
    StrList commands;      /* --command names it is limited to; empty for any */
    bool from_universal;   /* imported from a _fish_abbr_NAME universal variable */
} Abbr;

typedef struct AbbrSet AbbrSet;

AbbrSet *abbr_set_new(void);
void abbr_set_free(AbbrSet *set); /* NULL is a no-op */

/* Adds *a, taking every field it owns (*a is left zeroed). One with the same
 * name and the same command list is replaced; the new one goes last. */
void abbr_add(AbbrSet *set, Abbr *a);
/* The number of abbreviations, and the i-th in definition order (borrowed:
 * valid until the set next changes). */
size_t abbr_count(const AbbrSet *set);
const Abbr *abbr_at(const AbbrSet *set, size_t i);
/* Whether some abbreviation, for any commands, is called name. */
bool abbr_has_name(const AbbrSet *set, Str name);
/* Whether there is one called name whose command list equals commands. */
bool abbr_exists(const AbbrSet *set, Str name, const StrList *commands);
/* Renames the abbreviation (name, commands); false when there is none. The
 * caller checks first that new_name is free. */
bool abbr_rename(AbbrSet *set, Str name, Str new_name, const StrList *commands);
/* Removes the abbreviation (name, commands); false when there is none. */
bool abbr_erase(AbbrSet *set, Str name, const StrList *commands);

/* fish before 3.6 kept abbreviations in universal variables _fish_abbr_NAME
 * (NAME in the var style of base/escape.h); fish 3.6 and later import them
 * at start-up and `abbr --erase` removes the variable. abbr_add_from_universal
 * adds one (from_universal, in command position, the values joined with
 * spaces) and returns false when var_name is not such a variable;
 * abbr_universal_name appends the variable's name for an abbreviation. */
bool abbr_add_from_universal(AbbrSet *set, Str var_name, const StrList *values);
void abbr_universal_name(Str name, StrBuf *out);

/* Compiles a --regex pattern. On failure returns NULL and appends PCRE2's
 * message to err and sets *offset to the character (not byte) offset fish
 * shows the caret at. As in fish, the (*UTF) directive is refused. */
AbbrRegex *abbr_regex_compile(Str pattern, StrBuf *err, size_t *offset);
void abbr_regex_free(AbbrRegex *re); /* NULL is a no-op */
/* Whether the whole of token matches. */
bool abbr_regex_match(const AbbrRegex *re, Str token);

/* The lookup the line editor makes when a token is finished: the
 * abbreviations that expand token, found at pos (ABBR_COMMAND when it is the
 * command word), in a command line whose command is command. Most recent
 * first: start with *from = abbr_count(set), and call again with the same
 * *from for the next candidate (a --function one whose function fails gives
 * way to the next). NULL when there are no more. Borrowed like abbr_at. */
const Abbr *abbr_match(const AbbrSet *set, Str token, AbbrPosition pos, Str command, size_t *from);
/* Applies a --set-cursor marker to an expansion: removes the first marker
 * from text and returns the byte offset where it was, where the cursor goes;
 * SIZE_MAX (text unchanged) when text does not contain it. */
size_t abbr_place_cursor(StrBuf *text, Str marker);

#endif
