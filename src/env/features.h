/* env/features.h - fish's feature flags: which of the language's changes
 * are on (`status features`, `--features`, $fish_features).
 *
 * The defaults are fish 4's. A spec is a comma-separated list of names
 * (blanks around each ignored), each turning a flag on, or off with a "no-"
 * prefix; a version ("4.0") names the flags it brought, and "all" every
 * flag. Flags marked fixed can't change. */
#ifndef MINNOW_ENV_FEATURES_H
#define MINNOW_ENV_FEATURES_H

#include "base/str.h"

#include <stdbool.h>
#include <stddef.h>

typedef enum Feature {
    FEAT_STDERR_NOCARET,
    FEAT_QMARK_NOGLOB,
    FEAT_REGEX_EASYESC,
    FEAT_AMPERSAND_NOBG_IN_TOKEN,
    FEAT_REMOVE_PERCENT_SELF,
    FEAT_TEST_REQUIRE_ARG,
    FEAT_MARK_PROMPT,
    FEAT_IGNORE_TERMINFO,
    FEAT_QUERY_TERM,
    FEAT_OMIT_TERM_WORKAROUNDS,
    FEAT_COUNT
} Feature;

typedef struct FeatureInfo {
    const char *name, *version, *description;
    bool on;      /* fish 4's default */
    bool fixed;   /* can no longer be changed */
} FeatureInfo;

extern const FeatureInfo feature_table[FEAT_COUNT];

/* A set of flags: bit f for feature f. */
typedef unsigned Features;

/* fish 4's defaults. */
Features features_default(void);
/* Applies spec to *f. Unknown names are skipped (fish warns nowhere either). */
void features_apply(Features *f, Str spec);
/* The feature called name, or -1. */
int features_find(Str name);
static inline bool features_on(Features f, Feature which) { return (f >> which) & 1u; }

#endif
