/* env/features.c - the feature flag table and spec parsing (see features.h). */
#include "env/features.h"

#include <string.h>

const FeatureInfo feature_table[FEAT_COUNT] = {
    [FEAT_STDERR_NOCARET] = {"stderr-nocaret", "3.0",
                             "^ no longer redirects stderr (historical, can no longer be changed)",
                             true, true},
    [FEAT_QMARK_NOGLOB] = {"qmark-noglob", "3.0", "? no longer globs", true, false},
    [FEAT_REGEX_EASYESC] = {"regex-easyesc", "3.1", "string replace -r needs fewer \\'s", true,
                            false},
    [FEAT_AMPERSAND_NOBG_IN_TOKEN] = {"ampersand-nobg-in-token", "3.4",
                                      "& only backgrounds if followed by a separator", true, false},
    [FEAT_REMOVE_PERCENT_SELF] = {"remove-percent-self", "4.0",
                                  "%self is no longer expanded (use $fish_pid)", false, false},
    [FEAT_TEST_REQUIRE_ARG] = {"test-require-arg", "4.0", "builtin test requires an argument",
                               false, false},
    [FEAT_MARK_PROMPT] = {"mark-prompt", "4.0", "write OSC 133 prompt markers to the terminal",
                          true, false},
    [FEAT_IGNORE_TERMINFO] =
        {"ignore-terminfo", "4.1",
         "do not look up $TERM in terminfo database (historical, can no longer be changed)", true,
         true},
    [FEAT_QUERY_TERM] = {"query-term", "4.1", "query the TTY to enable extra functionality", true,
                         false},
    [FEAT_OMIT_TERM_WORKAROUNDS] = {"omit-term-workarounds", "4.3",
                                    "skip workarounds for incompatible terminals", false, false},
};

Features features_default(void)
{
    Features f = 0;
    for (int i = 0; i < FEAT_COUNT; i++) {
        if (feature_table[i].on) f |= 1u << i;
    }
    return f;
}

int features_find(Str name)
{
    for (int i = 0; i < FEAT_COUNT; i++) {
        if (str_eq_cstr(name, feature_table[i].name)) return i;
    }
    return -1;
}

static void set(Features *f, int i, bool on)
{
    if (feature_table[i].fixed) return;
    if (on) *f |= 1u << i;
    else *f &= ~(1u << i);
}

void features_apply(Features *f, Str spec)
{
    size_t i = 0;
    while (i < spec.len) {
        size_t j = i;
        while (j < spec.len && spec.ptr[j] != ',') j++;
        Str word = str_sub(spec, i, j - i);
        i = j + 1;
        while (word.len && (word.ptr[0] == ' ' || word.ptr[0] == '\t'))
            word = str_sub(word, 1, word.len - 1);
        while (word.len && (word.ptr[word.len - 1] == ' ' || word.ptr[word.len - 1] == '\t'))
            word.len--;
        if (!word.len) continue;
        bool on = true;
        if (str_starts_with(word, STR("no-"))) {
            on = false;
            word = str_sub(word, 3, word.len - 3);
        }
        int k = features_find(word);
        if (k >= 0) {
            set(f, k, on);
            continue;
        }
        /* not a name: a group (the version that brought them) or "all" */
        for (int g = 0; g < FEAT_COUNT; g++) {
            if (str_eq(word, STR("all")) || str_eq_cstr(word, feature_table[g].version))
                set(f, g, on);
        }
    }
}
