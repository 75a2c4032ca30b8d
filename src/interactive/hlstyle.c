/* interactive/hlstyle.c - role bytes to escape sequences.
 *
 * A role's look comes from its variable, else from its fallback's, else from
 * fish_color_normal, else the terminal's default (fish's order; a variable
 * that asks for nothing, such as an empty one, counts as unset). The overlays
 * and modifiers then change it as fish does: a selection takes the selection
 * look whole; a search match or the matching bracket take only a background
 * (and reverse video) from their variable; a valid path lays
 * fish_color_valid_path on top: its colours where it gives them, its
 * attributes added, its underline style. */
#include "interactive/hlstyle.h"

#include "base/check.h"
#include "base/color.h"
#include "env/termcolor.h"
#include "env/var.h"

#include <stdlib.h>
#include <string.h>

static const struct {
    const char *var;
    uint8_t fallback;
} role_table[HL_ROLE_COUNT] = {
    [HL_NORMAL] = {"fish_color_normal", HL_NORMAL},
    [HL_ERROR] = {"fish_color_error", HL_NORMAL},
    [HL_COMMAND] = {"fish_color_command", HL_NORMAL},
    [HL_KEYWORD] = {"fish_color_keyword", HL_COMMAND},
    [HL_END] = {"fish_color_end", HL_NORMAL},
    [HL_PARAM] = {"fish_color_param", HL_NORMAL},
    [HL_OPTION] = {"fish_color_option", HL_PARAM},
    [HL_COMMENT] = {"fish_color_comment", HL_NORMAL},
    [HL_OPERATOR] = {"fish_color_operator", HL_NORMAL},
    [HL_ESCAPE] = {"fish_color_escape", HL_NORMAL},
    [HL_QUOTE] = {"fish_color_quote", HL_NORMAL},
    [HL_REDIRECTION] = {"fish_color_redirection", HL_NORMAL},
    [HL_AUTOSUGGESTION] = {"fish_color_autosuggestion", HL_NORMAL},
    [HL_SELECTION] = {"fish_color_selection", HL_NORMAL},
    [HL_SEARCH_MATCH] = {"fish_color_search_match", HL_NORMAL},
    [HL_CANCEL] = {"fish_color_cancel", HL_NORMAL},
    [HL_MATCH] = {"fish_color_match", HL_NORMAL},
    [HL_VALID_PATH] = {"fish_color_valid_path", HL_NORMAL},
    [HL_HISTORY_CURRENT] = {"fish_color_history_current", HL_NORMAL},
    [HL_HOST] = {"fish_color_host", HL_NORMAL},
    [HL_HOST_REMOTE] = {"fish_color_host_remote", HL_NORMAL},
    [HL_STATUS] = {"fish_color_status", HL_NORMAL},
    [HL_USER] = {"fish_color_user", HL_NORMAL},
    [HL_CWD] = {"fish_color_cwd", HL_NORMAL},
    [HL_CWD_ROOT] = {"fish_color_cwd_root", HL_NORMAL},
    [HL_PAGER_PROGRESS] = {"fish_pager_color_progress", HL_NORMAL},
    [HL_PAGER_BACKGROUND] = {"fish_pager_color_background", HL_NORMAL},
    [HL_PAGER_PREFIX] = {"fish_pager_color_prefix", HL_NORMAL},
    [HL_PAGER_COMPLETION] = {"fish_pager_color_completion", HL_NORMAL},
    [HL_PAGER_DESCRIPTION] = {"fish_pager_color_description", HL_NORMAL},
    [HL_PAGER_SECONDARY_BACKGROUND] = {"fish_pager_color_secondary_background", HL_PAGER_BACKGROUND},
    [HL_PAGER_SECONDARY_PREFIX] = {"fish_pager_color_secondary_prefix", HL_PAGER_PREFIX},
    [HL_PAGER_SECONDARY_COMPLETION] = {"fish_pager_color_secondary_completion", HL_PAGER_COMPLETION},
    [HL_PAGER_SECONDARY_DESCRIPTION] = {"fish_pager_color_secondary_description", HL_PAGER_DESCRIPTION},
    [HL_PAGER_SELECTED_BACKGROUND] = {"fish_pager_color_selected_background", HL_SEARCH_MATCH},
    [HL_PAGER_SELECTED_PREFIX] = {"fish_pager_color_selected_prefix", HL_PAGER_PREFIX},
    [HL_PAGER_SELECTED_COMPLETION] = {"fish_pager_color_selected_completion", HL_PAGER_COMPLETION},
    [HL_PAGER_SELECTED_DESCRIPTION] = {"fish_pager_color_selected_description", HL_PAGER_DESCRIPTION},
};

const char *hl_role_var(HlRole r)
{
    return (unsigned)r < HL_ROLE_COUNT ? role_table[r].var : role_table[HL_NORMAL].var;
}

HlRole hl_role_fallback(HlRole r)
{
    return (unsigned)r < HL_ROLE_COUNT ? (HlRole)role_table[r].fallback : HL_NORMAL;
}

void hlstyle_init(HlStyles *s, Shell *sh)
{
    *s = (HlStyles){.sh = sh};
}

static void drop(HlStyles *s)
{
    for (int o = 0; o < HL_OVER_COUNT; o++)
        for (int b = 0; b < 256; b++) {
            free(s->esc[o][b]);
            s->esc[o][b] = NULL;
        }
}

void hlstyle_fini(HlStyles *s)
{
    drop(s);
}

/* The role's own variable, when it asks for something. */
static bool var_style(HlStyles *s, HlRole r, TextStyle *out)
{
    const Var *v = vars_get(s->sh->vars, str_cstr(hl_role_var(r)), 0);
    return v && v->values.n && style_from_words(out, &v->values, s->term);
}

/* The role's look through its fallbacks. */
static TextStyle role_style(HlStyles *s, HlRole r)
{
    TextStyle st = {0};
    HlRole f = hl_role_fallback(r);
    if (var_style(s, r, &st)) return st;
    if (f != r && var_style(s, f, &st)) return st;
    if (r != HL_NORMAL && f != HL_NORMAL && var_style(s, HL_NORMAL, &st)) return st;
    return (TextStyle){0};
}

/* st drawn over role bg: only bg's background (and reverse video) counts. */
static void lay_over(HlStyles *s, TextStyle *st, HlRole bg)
{
    TextStyle under = role_style(s, bg);
    st->bg = under.bg;
    if (!(st->on & STYLE_REVERSE) && (under.on & STYLE_REVERSE)) {
        st->on |= STYLE_REVERSE;
        st->off &= ~(unsigned)STYLE_REVERSE;
    }
}

static void make(HlStyles *s, uint8_t b, HlOverlay over, StrBuf *out)
{
    HlRole role = (HlRole)(b & HL_ROLE_MASK);
    if (role >= HL_ROLE_COUNT) role = HL_NORMAL;
    TextStyle st = role_style(s, over == HL_OVER_SELECTION ? HL_SELECTION : role);
    HlRole bg = over == HL_OVER_SEARCH_MATCH ? HL_SEARCH_MATCH
                : (b & HL_MOD_MATCH)         ? HL_MATCH
                                             : HL_NORMAL;
    if (over != HL_OVER_SELECTION && bg != HL_NORMAL) lay_over(s, &st, bg);
    TextStyle vp;
    if ((b & HL_MOD_VALID_PATH) && var_style(s, HL_VALID_PATH, &vp)) {
        if (vp.fg.kind != COLOR_NONE) st.fg = vp.fg;
        if (vp.bg.kind != COLOR_NONE) st.bg = vp.bg;
        if (vp.ul_color.kind != COLOR_NONE) st.ul_color = vp.ul_color;
        st.on = (st.on & ~vp.off) | vp.on;
        st.off = (st.off & ~vp.on) | vp.off;
        if (vp.underline != UL_UNSET) st.underline = vp.underline;
    }
    style_write(out, &st, s->term);
}

/* The cache and terminal support again when a colour variable changed. */
static void refresh(HlStyles *s)
{
    if (!s->valid || s->gen != s->sh->color_generation) {
        drop(s);
        s->term = termcolor_support(s->sh->vars);
        s->gen = s->sh->color_generation;
        s->valid = true;
    }
}

void hlstyle_pair(HlStyles *s, HlRole fg, HlRole bg, bool underline, StrBuf *out)
{
    refresh(s);
    TextStyle st = role_style(s, fg);
    if (bg != fg) lay_over(s, &st, bg);
    if (underline) st.underline = UL_SINGLE;
    style_write(out, &st, s->term);
}

Str hlstyle_escape(HlStyles *s, uint8_t b, HlOverlay over)
{
    refresh(s);
    if ((unsigned)over >= HL_OVER_COUNT) over = HL_OVER_NONE;
    char **slot = &s->esc[over][b];
    if (!*slot) {
        StrBuf out = STRBUF_INIT;
        make(s, b, over, &out);
        sb_append_char(&out, '\0'); /* an empty look still gets its own string */
        out.len--;
        *slot = sb_take(&out);
    }
    return str_cstr(*slot);
}
