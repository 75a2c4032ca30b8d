/* env/xdg.c - folder lists from the XDG base directory variables. */
#include "env/xdg.h"

#include "env/var.h"

#include <string.h>

/* Appends the non-empty parts of s between colons: with dirs set the
 * absolute ones (the specification ignores relative folders), else names,
 * lower-cased (desktop names; those with a '/' are dropped). */
void xdg_split_colons(Str s, bool dirs, StrList *out)
{
    StrBuf b = STRBUF_INIT;
    for (size_t pos = 0; pos < s.len;) {
        const char *colon = memchr(s.ptr + pos, ':', s.len - pos);
        size_t end = colon ? (size_t)(colon - s.ptr) : s.len;
        Str part = str_sub(s, pos, end - pos);
        pos = end + 1;
        if (dirs) {
            if (part.len && part.ptr[0] == '/') sl_push(out, part);
            continue;
        }
        sb_clear(&b);
        for (size_t k = 0; k < part.len; k++) {
            char c = part.ptr[k];
            sb_append_char(&b, c >= 'A' && c <= 'Z' ? (char)(c + 32) : c);
        }
        if (b.len && !memchr(b.ptr, '/', b.len)) sl_push(out, sb_str(&b));
    }
    sb_fini(&b);
}

/* split_colons over each value of the variable name. */
void xdg_var_parts(const VarStore *vs, const char *name, bool dirs, StrList *out)
{
    const Var *v = vars_get(vs, str_cstr(name), 0);
    for (size_t i = 0; v && i < v->values.n; i++) xdg_split_colons(v->values.items[i], dirs, out);
}

/* The folders of a home variable (one folder; $HOME/home_default when unset)
 * then of a list variable (list_default when it names none). */
void xdg_dirs(const VarStore *vs, const char *home_var, const char *home_default,
                     const char *list_var, const char *list_default, StrList *out)
{
    size_t before = out->n;
    xdg_var_parts(vs, home_var, true, out);
    sl_truncate(out, out->n > before + 1 ? before + 1 : out->n);
    const Var *home = vars_get(vs, STR("HOME"), 0);
    if (out->n == before && home && home->values.n && home->values.items[0].len) {
        StrBuf b = STRBUF_INIT;
        sb_printf(&b, "%s/%s", home->values.items[0].ptr, home_default);
        sl_push(out, sb_str(&b));
        sb_fini(&b);
    }
    before = out->n;
    xdg_var_parts(vs, list_var, true, out);
    if (out->n == before) xdg_split_colons(str_cstr(list_default), true, out);
}


void xdg_data_subdirs(const VarStore *vs, const char *sub, StrList *out)
{
    StrList data = STRLIST_INIT;
    xdg_dirs(vs, "XDG_DATA_HOME", ".local/share", "XDG_DATA_DIRS", "/usr/local/share:/usr/share", &data);
    StrBuf b = STRBUF_INIT;
    for (size_t i = 0; i < data.n; i++) {
        sb_clear(&b);
        sb_printf(&b, "%s/%s", data.items[i].ptr, sub);
        sl_push(out, sb_str(&b));
    }
    sb_fini(&b);
    sl_fini(&data);
}
