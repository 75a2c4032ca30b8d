/* tests/unit/test_vars.c - the variable store: fish 4's scope rules, export and
 * path flags, environ caching, electric and read-only variables, appends at
 * scale, erase, names and the change hook. */
#include "unit.h"

#include "env/var.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A list from NULL-terminated C strings. */
static StrList list_of(const char *first, ...)
{
    StrList l = STRLIST_INIT;
    va_list ap;
    va_start(ap, first);
    for (const char *s = first; s; s = va_arg(ap, const char *)) sl_push_cstr(&l, s);
    va_end(ap);
    return l;
}

static int set(VarStore *vs, const char *name, unsigned mode, const char *value)
{
    StrList l = STRLIST_INIT;
    if (value) sl_push_cstr(&l, value);
    return vars_set(vs, str_cstr(name), mode, &l);
}

/* The values joined with '|', "(none)" when missing, "(empty)" for no values. */
static const char *show(const VarStore *vs, const char *name, unsigned mode)
{
    static char buf[1024];
    const Var *v = vars_get(vs, str_cstr(name), mode);
    if (!v) return "(none)";
    if (v->values.n == 0) return "(empty)";
    StrBuf b = STRBUF_INIT;
    sl_join(&v->values, STR("|"), &b);
    snprintf(buf, sizeof buf, "%s", b.ptr);
    sb_fini(&b);
    return buf;
}

static unsigned flags_of(const VarStore *vs, const char *name, unsigned mode)
{
    const Var *v = vars_get(vs, str_cstr(name), mode);
    return v ? v->flags : 0xdead;
}

/* The environ entry for name ("NAME=VALUE"), or NULL. */
static const char *env_entry(VarStore *vs, const char *name)
{
    size_t n = strlen(name);
    for (char *const *e = vars_environ(vs); *e; e++) {
        if (strncmp(*e, name, n) == 0 && (*e)[n] == '=') return *e;
    }
    return NULL;
}

static const char *names_joined(const VarStore *vs, unsigned mode)
{
    static char buf[1024];
    StrList l = STRLIST_INIT;
    vars_names(vs, mode, &l);
    StrBuf b = STRBUF_INIT;
    sl_join(&l, STR(" "), &b);
    snprintf(buf, sizeof buf, "%s", b.ptr ? b.ptr : "");
    sb_fini(&b);
    sl_fini(&l);
    return buf;
}

/* ---- scopes ---- */

TEST(vars_local_lives_in_its_block)
{
    VarStore *vs = vars_new();
    vars_push(vs, VARS_FRAME_BLOCK);
    EXPECT_EQ_INT(set(vs, "x", VM_LOCAL | VM_USER, "1"), VARS_OK);
    EXPECT_STR_EQ(show(vs, "x", 0), "1");
    EXPECT_STR_EQ(show(vs, "x", VM_LOCAL), "1");
    EXPECT_STR_EQ(show(vs, "x", VM_GLOBAL), "(none)");
    vars_push(vs, VARS_FRAME_BLOCK); /* inner blocks see it */
    EXPECT_STR_EQ(show(vs, "x", 0), "1");
    vars_pop(vs);
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "x", 0), "(none)");
    EXPECT_EQ_SIZE(vars_depth(vs), 0);
    vars_free(vs);
}

TEST(vars_function_hides_caller_locals)
{
    VarStore *vs = vars_new();
    set(vs, "top", VM_LOCAL, "t"); /* `set -l` at top level: scope 0 */
    vars_push(vs, VARS_FRAME_BLOCK);
    set(vs, "blk", VM_LOCAL, "b");
    set(vs, "g", VM_GLOBAL, "G");
    vars_push(vs, VARS_FRAME_FUNCTION);
    EXPECT_STR_EQ(show(vs, "top", 0), "(none)");
    EXPECT_STR_EQ(show(vs, "blk", 0), "(none)");
    EXPECT_STR_EQ(show(vs, "g", 0), "G");
    /* `set blk 2` in the function creates a function-scope variable; the
     * caller's is untouched (fish: caller's hid=1 survives). */
    EXPECT_EQ_INT(set(vs, "blk", VM_USER, "2"), VARS_OK);
    EXPECT_STR_EQ(show(vs, "blk", VM_FUNCTION), "2");
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "blk", 0), "b");
    EXPECT_STR_EQ(show(vs, "top", 0), "t");
    vars_pop(vs);
    vars_free(vs);
}

TEST(vars_noshadow_function_sees_caller_locals)
{
    VarStore *vs = vars_new();
    set(vs, "ll", VM_LOCAL, "1");
    vars_push(vs, VARS_FRAME_FUNCTION_NOSHADOW);
    EXPECT_STR_EQ(show(vs, "ll", 0), "1");
    /* At top level a -S function has no function scope of its own: a new
     * variable goes global, and -f lands in the top-level local scope. */
    set(vs, "newvar_s", VM_USER, "1");
    set(vs, "fvar", VM_FUNCTION | VM_USER, "1");
    set(vs, "ll", VM_USER, "2"); /* modifies the caller's */
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "newvar_s", VM_GLOBAL), "1");
    EXPECT_STR_EQ(show(vs, "fvar", VM_LOCAL), "1");
    EXPECT_STR_EQ(show(vs, "ll", VM_LOCAL), "2");
    /* Inside a function, a -S function uses its caller's function scope. */
    vars_push(vs, VARS_FRAME_FUNCTION);
    vars_push(vs, VARS_FRAME_FUNCTION_NOSHADOW);
    set(vs, "inner", VM_USER, "x");
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "inner", VM_FUNCTION), "x");
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "inner", 0), "(none)");
    vars_free(vs);
}

TEST(vars_unscoped_set_modifies_existing_else_creates)
{
    VarStore *vs = vars_new();
    /* Top level and a top-level block: new variables are global. */
    set(vs, "topv", VM_USER, "1");
    EXPECT_STR_EQ(show(vs, "topv", VM_GLOBAL), "1");
    vars_push(vs, VARS_FRAME_BLOCK);
    set(vs, "blk", VM_USER, "1");
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "blk", VM_GLOBAL), "1");
    /* In a function: new variables go to the function scope, even from a block. */
    vars_push(vs, VARS_FRAME_FUNCTION);
    set(vs, "nv", VM_USER, "1");
    vars_push(vs, VARS_FRAME_BLOCK);
    set(vs, "nv", VM_USER, "2");   /* the existing function-scope one */
    set(vs, "nb", VM_USER, "3");   /* new: function scope, outlives the block */
    set(vs, "topv", VM_USER, "2"); /* existing global */
    set(vs, "bl", VM_LOCAL, "1");
    set(vs, "bl", VM_USER, "2"); /* existing block local */
    EXPECT_STR_EQ(show(vs, "bl", VM_LOCAL), "2");
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "nv", VM_FUNCTION), "2");
    EXPECT_STR_EQ(show(vs, "nb", VM_FUNCTION), "3");
    EXPECT_STR_EQ(show(vs, "bl", 0), "(none)");
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "nv", 0), "(none)");
    EXPECT_STR_EQ(show(vs, "topv", VM_GLOBAL), "2");
    vars_free(vs);
}

TEST(vars_global_from_inside_a_function)
{
    VarStore *vs = vars_new();
    vars_push(vs, VARS_FRAME_FUNCTION);
    vars_push(vs, VARS_FRAME_BLOCK);
    set(vs, "gv", VM_GLOBAL | VM_USER, "1");
    vars_pop(vs);
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "gv", VM_GLOBAL), "1");
    EXPECT_STR_EQ(show(vs, "gv", 0), "1");
    vars_free(vs);
}

TEST(vars_function_scope_from_a_block)
{
    VarStore *vs = vars_new();
    vars_push(vs, VARS_FRAME_FUNCTION);
    set(vs, "x", VM_LOCAL, "1");
    vars_push(vs, VARS_FRAME_BLOCK);
    set(vs, "x", VM_LOCAL, "2");
    set(vs, "fv", VM_FUNCTION, "f");
    EXPECT_STR_EQ(show(vs, "x", 0), "2");
    EXPECT_STR_EQ(show(vs, "x", VM_FUNCTION), "1");
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "fv", 0), "f");
    vars_pop(vs);
    /* At top level, -f is the top-level local scope, seen by blocks. */
    set(vs, "ftop", VM_FUNCTION, "1");
    vars_push(vs, VARS_FRAME_BLOCK);
    EXPECT_STR_EQ(show(vs, "ftop", 0), "1");
    EXPECT_STR_EQ(show(vs, "ftop", VM_LOCAL), "1");
    EXPECT_STR_EQ(show(vs, "ftop", VM_GLOBAL), "(none)");
    vars_pop(vs);
    vars_free(vs);
}

TEST(vars_shadowed_then_popped)
{
    VarStore *vs = vars_new();
    set(vs, "x", VM_GLOBAL, "g");
    vars_push(vs, VARS_FRAME_BLOCK);
    set(vs, "x", VM_LOCAL, "l");
    EXPECT_STR_EQ(show(vs, "x", 0), "l");
    EXPECT_STR_EQ(show(vs, "x", VM_GLOBAL), "g");
    vars_push(vs, VARS_FRAME_BLOCK);
    set(vs, "x", VM_LOCAL, "l2");
    EXPECT_STR_EQ(show(vs, "x", 0), "l2");
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "x", 0), "l");
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "x", 0), "g");
    vars_free(vs);
}

TEST(vars_deep_nesting_and_many_frames)
{
    VarStore *vs = vars_new();
    for (int i = 0; i < 1000; i++) {
        vars_push(vs, i % 3 == 0 ? VARS_FRAME_FUNCTION : VARS_FRAME_BLOCK);
        set(vs, "d", VM_LOCAL, "x");
    }
    EXPECT_EQ_SIZE(vars_depth(vs), 1000);
    for (int i = 0; i < 1000; i++) vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "d", 0), "(none)");
    vars_free(vs);
}

/* ---- export and environ ---- */

TEST(vars_export_flags_and_environ)
{
    VarStore *vs = vars_new();
    set(vs, "EH", VM_GLOBAL | VM_EXPORT, "1");
    set(vs, "EH", VM_USER, "2"); /* keeps its export flag */
    EXPECT(flags_of(vs, "EH", 0) & VAR_EXPORT);
    EXPECT_STR_EQ(env_entry(vs, "EH"), "EH=2");
    StrList l = list_of("a", "b", NULL);
    vars_set(vs, STR("XA"), VM_GLOBAL | VM_EXPORT, &l);
    EXPECT_EQ_SIZE(l.n, 0); /* taken */
    EXPECT_STR_EQ(env_entry(vs, "XA"), "XA=a b");
    l = list_of("a", "b:c", NULL);
    vars_set(vs, STR("XPATH"), VM_GLOBAL | VM_EXPORT, &l);
    EXPECT_STR_EQ(env_entry(vs, "XPATH"), "XPATH=a:b:c");
    l = list_of("a", "", "b", NULL);
    vars_set(vs, STR("ZPATH"), VM_GLOBAL | VM_EXPORT, &l);
    EXPECT_STR_EQ(env_entry(vs, "ZPATH"), "ZPATH=a::b");
    set(vs, "EMPTY", VM_GLOBAL | VM_EXPORT, NULL);
    EXPECT_STR_EQ(env_entry(vs, "EMPTY"), "EMPTY=");
    set(vs, "HIDDEN", VM_GLOBAL, "h");
    EXPECT(env_entry(vs, "HIDDEN") == NULL);
    /* Unexport. */
    set(vs, "EH", VM_UNEXPORT | VM_USER, "3");
    EXPECT(!(flags_of(vs, "EH", 0) & VAR_EXPORT));
    EXPECT(env_entry(vs, "EH") == NULL);
    /* Sorted by name, NULL-terminated. */
    char *const *env = vars_environ(vs);
    size_t n = 0;
    for (; env[n]; n++) {
        if (n) EXPECT(strcmp(env[n - 1], env[n]) < 0);
    }
    EXPECT_EQ_SIZE(n, 4);
    vars_free(vs);
}

TEST(vars_local_shadows_exported_global)
{
    VarStore *vs = vars_new();
    set(vs, "EG", VM_GLOBAL | VM_EXPORT, "1");
    vars_push(vs, VARS_FRAME_FUNCTION);
    set(vs, "EG", VM_LOCAL, "2"); /* not exported: hides the global from children */
    EXPECT(!(flags_of(vs, "EG", 0) & VAR_EXPORT));
    EXPECT(env_entry(vs, "EG") == NULL);
    vars_pop(vs);
    EXPECT_STR_EQ(env_entry(vs, "EG"), "EG=1");
    /* An exported local wins while its block runs. */
    set(vs, "SH", VM_GLOBAL | VM_EXPORT, "g");
    vars_push(vs, VARS_FRAME_BLOCK);
    set(vs, "SH", VM_LOCAL | VM_EXPORT, "l");
    EXPECT_STR_EQ(env_entry(vs, "SH"), "SH=l");
    vars_pop(vs);
    EXPECT_STR_EQ(env_entry(vs, "SH"), "SH=g");
    vars_free(vs);
}

TEST(vars_exported_locals_reach_functions_as_copies)
{
    VarStore *vs = vars_new();
    set(vs, "CX", VM_LOCAL | VM_EXPORT, "1");
    set(vs, "LL", VM_LOCAL, "1");
    vars_push(vs, VARS_FRAME_FUNCTION);
    EXPECT_STR_EQ(show(vs, "CX", VM_LOCAL), "1");
    EXPECT_STR_EQ(show(vs, "LL", 0), "(none)");
    EXPECT_STR_EQ(env_entry(vs, "CX"), "CX=1");
    set(vs, "CX", VM_USER, "2");
    EXPECT_STR_EQ(env_entry(vs, "CX"), "CX=2");
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "CX", 0), "1");
    EXPECT_STR_EQ(env_entry(vs, "CX"), "CX=1");
    /* A function frame hides an unexported local that hid an exported global. */
    set(vs, "FOO", VM_GLOBAL | VM_EXPORT, "g");
    set(vs, "FOO", VM_LOCAL, "l");
    EXPECT(env_entry(vs, "FOO") == NULL);
    vars_push(vs, VARS_FRAME_FUNCTION);
    EXPECT_STR_EQ(env_entry(vs, "FOO"), "FOO=g");
    vars_pop(vs);
    EXPECT(env_entry(vs, "FOO") == NULL);
    vars_free(vs);
}

TEST(vars_environ_is_cached_until_exports_change)
{
    VarStore *vs = vars_new();
    set(vs, "A", VM_GLOBAL | VM_EXPORT, "1");
    char *const *e1 = vars_environ(vs);
    EXPECT(vars_environ(vs) == e1);
    set(vs, "plain", VM_GLOBAL, "x"); /* unexported: no rebuild */
    vars_push(vs, VARS_FRAME_BLOCK);
    set(vs, "loc", VM_LOCAL, "x");
    vars_pop(vs);
    EXPECT(vars_environ(vs) == e1);
    set(vs, "A", VM_USER, "2");
    char *const *e2 = vars_environ(vs);
    EXPECT_STR_EQ(e2[0], "A=2");
    EXPECT(e2 == vars_environ(vs));
    /* Erasing an exported variable, and an unexported one that hid one. */
    vars_erase(vs, STR("A"), 0);
    EXPECT(env_entry(vs, "A") == NULL);
    set(vs, "B", VM_GLOBAL | VM_EXPORT, "b");
    set(vs, "B", VM_LOCAL, "hide");
    EXPECT(env_entry(vs, "B") == NULL);
    vars_erase(vs, STR("B"), VM_LOCAL);
    EXPECT_STR_EQ(env_entry(vs, "B"), "B=b");
    /* Appending to an exported variable. */
    StrList l = list_of("c", NULL);
    vars_append(vs, STR("B"), 0, &l, false);
    EXPECT_STR_EQ(env_entry(vs, "B"), "B=b c");
    vars_free(vs);
}

TEST(vars_universal_exports_are_lowest)
{
    VarStore *vs = vars_new();
    set(vs, "U", VM_UNIVERSAL | VM_EXPORT, "u");
    EXPECT_STR_EQ(env_entry(vs, "U"), "U=u");
    set(vs, "U", VM_GLOBAL | VM_EXPORT, "g");
    EXPECT_STR_EQ(env_entry(vs, "U"), "U=g");
    EXPECT_STR_EQ(show(vs, "U", 0), "g");
    vars_erase(vs, STR("U"), 0); /* the global goes first */
    EXPECT_STR_EQ(show(vs, "U", 0), "u");
    EXPECT_STR_EQ(env_entry(vs, "U"), "U=u");
    EXPECT_EQ_INT(vars_erase(vs, STR("U"), 0), VARS_OK);
    EXPECT_EQ_INT(vars_erase(vs, STR("U"), 0), VARS_NOT_FOUND);
    EXPECT(env_entry(vs, "U") == NULL);
    /* Existing universal: an unscoped set modifies it. */
    set(vs, "uv", VM_UNIVERSAL, "1");
    set(vs, "uv", VM_USER, "2");
    EXPECT_STR_EQ(show(vs, "uv", VM_UNIVERSAL), "2");
    EXPECT_STR_EQ(show(vs, "uv", VM_GLOBAL), "(none)");
    /* Without a universal file, -U means global. */
    vars_set_universal_as_global(vs, true);
    set(vs, "ug", VM_UNIVERSAL, "1");
    EXPECT_STR_EQ(show(vs, "ug", VM_GLOBAL), "1");
    EXPECT_EQ_INT(vars_erase(vs, STR("ug"), VM_UNIVERSAL), VARS_OK);
    vars_free(vs);
}

TEST(vars_import_environment)
{
    char *envp[] = {"PATH=/bin:/usr/bin", "HOME=/root", "MYLIST=a:b:c", "a.b=1",    "EQ=x=y",
                    "LANGUAGE=en:fr",     "NOEQUALS",   "=novalue",     "status=7", NULL};
    VarStore *vs = vars_new();
    vars_set_electric(vs, STR("status"), NULL, NULL, NULL, VAR_READ_ONLY);
    vars_import(vs, envp);
    EXPECT_STR_EQ(show(vs, "PATH", VM_GLOBAL | VM_EXPORT), "/bin|/usr/bin");
    EXPECT(flags_of(vs, "PATH", 0) & VAR_PATH);
    EXPECT_STR_EQ(show(vs, "MYLIST", 0), "a:b:c");
    EXPECT_STR_EQ(show(vs, "LANGUAGE", 0), "en|fr");
    EXPECT_STR_EQ(show(vs, "a.b", 0), "1"); /* odd names pass through */
    EXPECT_STR_EQ(show(vs, "EQ", 0), "x=y");
    EXPECT_STR_EQ(show(vs, "status", 0), "(none)"); /* electric: skipped */
    EXPECT_STR_EQ(env_entry(vs, "PATH"), "PATH=/bin:/usr/bin");
    EXPECT_STR_EQ(env_entry(vs, "a.b"), "a.b=1");
    EXPECT_STR_EQ(env_entry(vs, "EQ"), "EQ=x=y");
    EXPECT(env_entry(vs, "NOEQUALS") == NULL);
    size_t n = 0;
    for (char *const *e = vars_environ(vs); *e; e++) n++;
    EXPECT_EQ_SIZE(n, 6);
    vars_free(vs);
}

/* ---- path variables ---- */

TEST(vars_path_variables_split_and_inherit)
{
    VarStore *vs = vars_new();
    set(vs, "PATH", VM_USER, "a:b");
    EXPECT_STR_EQ(show(vs, "PATH", 0), "a|b");
    set(vs, "MYPATH", VM_USER, "a:b");
    EXPECT_STR_EQ(show(vs, "MYPATH", 0), "a|b");
    set(vs, "PATH2", VM_USER, "a:b"); /* does not end in PATH */
    EXPECT_STR_EQ(show(vs, "PATH2", 0), "a:b");
    set(vs, "FOO", VM_USER, "a:b");
    EXPECT_STR_EQ(show(vs, "FOO", 0), "a:b");
    set(vs, "FOO2", VM_PATH | VM_USER, "a:b");
    EXPECT_STR_EQ(show(vs, "FOO2", 0), "a|b");
    set(vs, "MYPATH2", VM_GLOBAL | VM_UNPATH | VM_USER, "a:b");
    EXPECT_STR_EQ(show(vs, "MYPATH2", 0), "a:b");
    set(vs, "MYPATH2", VM_USER, "c:d"); /* stays unpathed */
    EXPECT_STR_EQ(show(vs, "MYPATH2", 0), "c:d");
    StrList l = list_of("1:", "2:", ":3:", NULL);
    vars_set(vs, STR("SPLITPATH"), 0, &l);
    EXPECT_STR_EQ(show(vs, "SPLITPATH", 0), "1||2|||3|");
    /* A path variable lends its flag to a local of the same name. */
    set(vs, "PP", VM_GLOBAL | VM_PATH, "a:b");
    vars_push(vs, VARS_FRAME_BLOCK);
    set(vs, "PP", VM_LOCAL, "e:f");
    EXPECT_STR_EQ(show(vs, "PP", VM_LOCAL), "e|f");
    EXPECT(flags_of(vs, "PP", VM_LOCAL) & VAR_PATH);
    vars_pop(vs);
    /* Get filters. */
    EXPECT_STR_EQ(show(vs, "PP", VM_PATH), "a|b");
    EXPECT_STR_EQ(show(vs, "PP", VM_UNPATH), "(none)");
    EXPECT_STR_EQ(show(vs, "FOO", VM_UNPATH), "a:b");
    EXPECT_STR_EQ(show(vs, "FOO", VM_EXPORT), "(none)");
    EXPECT_STR_EQ(show(vs, "FOO", VM_UNEXPORT), "a:b");
    vars_free(vs);
}

/* ---- electric and read-only ---- */

typedef struct Shellish {
    int status;
    int calls;
    unsigned umask_value;
    char pwd[64];
} Shellish;

static void get_status(void *ctx, Str name, StrList *out)
{
    Shellish *sh = ctx;
    char buf[16];
    (void)name;
    sh->calls++;
    snprintf(buf, sizeof buf, "%d", sh->status);
    sl_push_cstr(out, buf);
}

static void get_pwd(void *ctx, Str name, StrList *out)
{
    (void)name;
    sl_push_cstr(out, ((Shellish *)ctx)->pwd);
}

static int set_umask(void *ctx, Str name, StrList *values)
{
    (void)name;
    if (values->n != 1 || values->items[0].len == 0) return VARS_INVALID_VALUE;
    char *end;
    unsigned long v = strtoul(values->items[0].ptr, &end, 8);
    if (*end || v > 0777) return VARS_INVALID_VALUE;
    ((Shellish *)ctx)->umask_value = (unsigned)v;
    return VARS_OK;
}

static void get_umask(void *ctx, Str name, StrList *out)
{
    char buf[8];
    (void)name;
    snprintf(buf, sizeof buf, "%04o", ((Shellish *)ctx)->umask_value);
    sl_push_cstr(out, buf);
}

TEST(vars_electric_values_are_computed_on_demand)
{
    Shellish sh = {.status = 0};
    VarStore *vs = vars_new();
    vars_set_electric(vs, STR("status"), get_status, NULL, &sh, VAR_READ_ONLY);
    EXPECT_EQ_INT(sh.calls, 0);
    EXPECT_STR_EQ(show(vs, "status", 0), "0");
    sh.status = 42;
    EXPECT_STR_EQ(show(vs, "status", 0), "42");
    EXPECT_STR_EQ(show(vs, "status", VM_GLOBAL), "42");
    EXPECT_STR_EQ(show(vs, "status", VM_LOCAL), "(none)");
    EXPECT(flags_of(vs, "status", 0) & VAR_READ_ONLY);
    EXPECT_EQ_INT(sh.calls, 4);
    unsigned fl = 0;
    EXPECT(vars_is_electric(vs, STR("status"), &fl));
    EXPECT_EQ_INT(fl, VAR_READ_ONLY);
    EXPECT(!vars_is_electric(vs, STR("argv"), NULL));
    EXPECT(env_entry(vs, "status") == NULL);
    /* Computed values win over locals (they cannot be shadowed). */
    vars_free(vs);
}

TEST(vars_read_only_rejects_user_changes)
{
    Shellish sh = {.status = 1};
    VarStore *vs = vars_new();
    vars_set_electric(vs, STR("status"), get_status, NULL, &sh, VAR_READ_ONLY);
    vars_set_electric(vs, STR("fish_pid"), NULL, NULL, NULL, VAR_READ_ONLY);
    vars_set_electric(vs, STR("SHLVL"), NULL, NULL, NULL, VAR_READ_ONLY | VAR_EXPORT);
    /* The shell sets stored ones without VM_USER. */
    EXPECT_EQ_INT(set(vs, "fish_pid", VM_GLOBAL, "123"), VARS_OK);
    EXPECT_EQ_INT(set(vs, "SHLVL", 0, "2"), VARS_OK);
    EXPECT_STR_EQ(env_entry(vs, "SHLVL"), "SHLVL=2");
    EXPECT(flags_of(vs, "fish_pid", 0) & VAR_READ_ONLY);
    /* fish: `set status 1` exits 1, `set -l status 1` 2, `set -gx status 1` 1. */
    EXPECT_EQ_INT(set(vs, "status", VM_USER, "1"), VARS_READ_ONLY);
    EXPECT_EQ_INT(set(vs, "status", VM_LOCAL | VM_USER, "1"), VARS_WRONG_SCOPE);
    EXPECT_EQ_INT(set(vs, "status", VM_GLOBAL | VM_EXPORT | VM_USER, "1"), VARS_READ_ONLY);
    EXPECT_EQ_INT(set(vs, "fish_pid", VM_USER, "3"), VARS_READ_ONLY);
    EXPECT_EQ_INT(set(vs, "fish_pid", VM_LOCAL, "3"), VARS_WRONG_SCOPE); /* even for the shell */
    EXPECT_EQ_INT(set(vs, "SHLVL", VM_GLOBAL | VM_UNEXPORT, "3"), VARS_WRONG_SCOPE);
    EXPECT_STR_EQ(show(vs, "fish_pid", 0), "123");
    /* fish 4: a user erase of a read-only variable is a scope error, any scope. */
    EXPECT_EQ_INT(vars_erase(vs, STR("status"), VM_USER), VARS_WRONG_SCOPE);
    EXPECT_EQ_INT(vars_erase(vs, STR("fish_pid"), VM_GLOBAL | VM_USER), VARS_WRONG_SCOPE);
    EXPECT_STR_EQ(show(vs, "fish_pid", 0), "123");
    /* Appending goes through the same checks. */
    StrList l = list_of("x", NULL);
    EXPECT_EQ_INT(vars_append(vs, STR("fish_pid"), VM_USER, &l, false), VARS_READ_ONLY);
    EXPECT_EQ_SIZE(l.n, 0);
    /* Registering after the value was stored adopts it. */
    set(vs, "hostname", VM_GLOBAL, "box");
    vars_set_electric(vs, STR("hostname"), NULL, NULL, NULL, VAR_READ_ONLY);
    EXPECT_EQ_INT(set(vs, "hostname", VM_USER, "x"), VARS_READ_ONLY);
    EXPECT(flags_of(vs, "hostname", 0) & VAR_READ_ONLY);
    vars_free(vs);
}

TEST(vars_writable_electric_umask)
{
    Shellish sh = {.umask_value = 022};
    VarStore *vs = vars_new();
    vars_set_electric(vs, STR("umask"), get_umask, set_umask, &sh, 0);
    EXPECT_STR_EQ(show(vs, "umask", 0), "0022");
    EXPECT_EQ_INT(set(vs, "umask", VM_USER, "0077"), VARS_OK);
    EXPECT_EQ_INT(sh.umask_value, 077);
    EXPECT_STR_EQ(show(vs, "umask", 0), "0077");
    EXPECT_EQ_INT(set(vs, "umask", VM_USER, "999"), VARS_INVALID_VALUE);
    EXPECT_EQ_INT(set(vs, "umask", VM_LOCAL | VM_USER, "022"), VARS_WRONG_SCOPE);
    EXPECT_EQ_INT(vars_erase(vs, STR("umask"), VM_USER), VARS_NOT_FOUND); /* fish: 4, silent */
    vars_free(vs);
}

TEST(vars_exported_computed_value_reaches_environ)
{
    Shellish sh = {.status = 0};
    snprintf(sh.pwd, sizeof sh.pwd, "/home");
    VarStore *vs = vars_new();
    vars_set_electric(vs, STR("PWD"), get_pwd, NULL, &sh, VAR_READ_ONLY | VAR_EXPORT);
    EXPECT_STR_EQ(env_entry(vs, "PWD"), "PWD=/home");
    char *const *e1 = vars_environ(vs);
    EXPECT(vars_environ(vs) == e1);
    snprintf(sh.pwd, sizeof sh.pwd, "/tmp");
    EXPECT_STR_EQ(env_entry(vs, "PWD"), "PWD=/tmp");
    EXPECT(strstr(names_joined(vs, VM_EXPORT), "PWD") != NULL);
    vars_free(vs);
}

/* ---- append ---- */

TEST(vars_append_100k_single_items_is_linear)
{
    VarStore *vs = vars_new();
    set(vs, "big", VM_GLOBAL, "first");
    /* Each call must add in place: the item array moves only when it doubles. */
    size_t moves = 0;
    const Var *v = vars_get(vs, STR("big"), 0);
    const Str *items = v->values.items;
    char buf[32];
    for (int i = 0; i < 100000; i++) {
        StrList l = STRLIST_INIT;
        snprintf(buf, sizeof buf, "%d", i);
        sl_push_cstr(&l, buf);
        if (vars_append(vs, STR("big"), VM_USER, &l, false) != VARS_OK) break;
        v = vars_get(vs, STR("big"), 0);
        if (v->values.items != items) {
            moves++;
            items = v->values.items;
        }
    }
    EXPECT_EQ_SIZE(v->values.n, 100001);
    EXPECT(moves <= 40);
    EXPECT_STR_EQ(v->values.items[0].ptr, "first");
    EXPECT_STR_EQ(v->values.items[100000].ptr, "99999");
    vars_free(vs);
}

TEST(vars_append_and_prepend)
{
    VarStore *vs = vars_new();
    StrList l = list_of("b", NULL);
    EXPECT_EQ_INT(vars_append(vs, STR("x"), VM_USER, &l, false), VARS_OK); /* creates */
    EXPECT_STR_EQ(show(vs, "x", VM_GLOBAL), "b");
    l = list_of("c", "d", NULL);
    vars_append(vs, STR("x"), 0, &l, false);
    l = list_of("a0", "a1", NULL);
    vars_append(vs, STR("x"), 0, &l, true);
    EXPECT_STR_EQ(show(vs, "x", 0), "a0|a1|b|c|d");
    /* Path variables split what is added. */
    set(vs, "XPATH", VM_GLOBAL, "a");
    l = list_of("b:c", NULL);
    vars_append(vs, STR("XPATH"), 0, &l, true);
    EXPECT_STR_EQ(show(vs, "XPATH", 0), "b|c|a");
    /* Turning a variable into a path variable while appending splits it all. */
    set(vs, "L", VM_GLOBAL, "p:q");
    l = list_of("r:s", NULL);
    vars_append(vs, STR("L"), VM_PATH, &l, false);
    EXPECT_STR_EQ(show(vs, "L", 0), "p|q|r|s");
    /* fish: `set -l -a ag 3` of a global makes a local copy with the addition. */
    StrList g = list_of("1", "2", NULL);
    vars_set(vs, STR("ag"), VM_GLOBAL, &g);
    vars_push(vs, VARS_FRAME_FUNCTION);
    l = list_of("3", NULL);
    vars_append(vs, STR("ag"), VM_LOCAL, &l, false);
    EXPECT_STR_EQ(show(vs, "ag", VM_LOCAL), "1|2|3");
    EXPECT_STR_EQ(show(vs, "ag", VM_GLOBAL), "1|2");
    /* An unscoped append to a missing name creates it in the function scope. */
    l = list_of("x", NULL);
    vars_append(vs, STR("newa"), 0, &l, false);
    EXPECT_STR_EQ(show(vs, "newa", VM_FUNCTION), "x");
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "ag", 0), "1|2");
    /* Export flag given while appending. */
    l = list_of("e", NULL);
    vars_append(vs, STR("x"), VM_EXPORT, &l, false);
    EXPECT_STR_EQ(env_entry(vs, "x"), "x=a0 a1 b c d e");
    /* Invalid names are refused and the values still taken. */
    l = list_of("v", NULL);
    EXPECT_EQ_INT(vars_append(vs, STR("a-b"), VM_USER, &l, false), VARS_INVALID_NAME);
    EXPECT_EQ_SIZE(l.n, 0);
    vars_free(vs);
}

/* ---- erase ---- */

TEST(vars_erase_in_each_scope)
{
    VarStore *vs = vars_new();
    set(vs, "es", VM_GLOBAL, "g");
    vars_push(vs, VARS_FRAME_BLOCK);
    set(vs, "es", VM_LOCAL, "l");
    EXPECT_EQ_INT(vars_erase(vs, STR("es"), VM_USER), VARS_OK); /* innermost first */
    EXPECT_STR_EQ(show(vs, "es", 0), "g");
    EXPECT_EQ_INT(vars_erase(vs, STR("es"), VM_USER), VARS_OK);
    EXPECT_STR_EQ(show(vs, "es", 0), "(none)");
    EXPECT_EQ_INT(vars_erase(vs, STR("es"), VM_USER), VARS_NOT_FOUND);
    vars_pop(vs);

    /* -f erases only from the function scope. */
    vars_push(vs, VARS_FRAME_FUNCTION);
    set(vs, "x", VM_LOCAL, "1");
    vars_push(vs, VARS_FRAME_BLOCK);
    set(vs, "x", VM_LOCAL, "2");
    EXPECT_EQ_INT(vars_erase(vs, STR("x"), VM_FUNCTION), VARS_OK);
    EXPECT_STR_EQ(show(vs, "x", 0), "2");
    EXPECT_EQ_INT(vars_erase(vs, STR("x"), VM_FUNCTION), VARS_NOT_FOUND);
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "x", 0), "(none)");
    /* -l erases the innermost visible local; -g and -U their own tables. */
    set(vs, "y", VM_LOCAL, "fn");
    vars_push(vs, VARS_FRAME_BLOCK);
    EXPECT_EQ_INT(vars_erase(vs, STR("y"), VM_LOCAL), VARS_OK);
    EXPECT_EQ_INT(vars_erase(vs, STR("y"), VM_LOCAL), VARS_NOT_FOUND);
    set(vs, "y", VM_GLOBAL, "g");
    set(vs, "y", VM_UNIVERSAL, "u");
    EXPECT_EQ_INT(vars_erase(vs, STR("y"), VM_LOCAL), VARS_NOT_FOUND);
    EXPECT_EQ_INT(vars_erase(vs, STR("y"), VM_UNIVERSAL), VARS_OK);
    EXPECT_STR_EQ(show(vs, "y", 0), "g");
    EXPECT_EQ_INT(vars_erase(vs, STR("y"), VM_GLOBAL), VARS_OK);
    EXPECT_EQ_INT(vars_erase(vs, STR("y"), VM_GLOBAL), VARS_NOT_FOUND);
    vars_pop(vs);
    vars_pop(vs);
    /* A caller's local cannot be erased from a function. */
    set(vs, "hidden", VM_LOCAL, "1");
    vars_push(vs, VARS_FRAME_FUNCTION);
    EXPECT_EQ_INT(vars_erase(vs, STR("hidden"), 0), VARS_NOT_FOUND);
    vars_pop(vs);
    EXPECT_STR_EQ(show(vs, "hidden", 0), "1");
    vars_free(vs);
}

/* ---- names ---- */

TEST(vars_names_sorted_without_duplicates)
{
    Shellish sh = {0};
    VarStore *vs = vars_new();
    vars_set_electric(vs, STR("status"), get_status, NULL, &sh, VAR_READ_ONLY);
    set(vs, "zeta", VM_GLOBAL, "1");
    set(vs, "Alpha", VM_GLOBAL | VM_EXPORT, "1");
    set(vs, "beta", VM_UNIVERSAL, "1");
    set(vs, "zeta", VM_UNIVERSAL, "1");
    set(vs, "toploc", VM_LOCAL, "1");
    EXPECT_STR_EQ(names_joined(vs, 0), "Alpha beta status toploc zeta");
    EXPECT_STR_EQ(names_joined(vs, VM_EXPORT), "Alpha");
    EXPECT_STR_EQ(names_joined(vs, VM_GLOBAL), "Alpha status zeta");
    EXPECT_STR_EQ(names_joined(vs, VM_UNIVERSAL), "beta zeta");
    vars_push(vs, VARS_FRAME_FUNCTION);
    set(vs, "a", VM_LOCAL, "1");
    vars_push(vs, VARS_FRAME_BLOCK);
    set(vs, "b", VM_LOCAL, "1");
    set(vs, "a", VM_LOCAL, "2");
    EXPECT_STR_EQ(names_joined(vs, VM_LOCAL), "a b"); /* caller's toploc hidden */
    EXPECT_STR_EQ(names_joined(vs, VM_FUNCTION), ""); /* as fish */
    EXPECT_STR_EQ(names_joined(vs, VM_LOCAL | VM_GLOBAL), "Alpha a b status zeta");
    vars_pop(vs);
    vars_pop(vs);
    /* Bytewise order: uppercase before lowercase, prefixes first. */
    set(vs, "ab", VM_GLOBAL, "1");
    set(vs, "a", VM_GLOBAL, "1");
    set(vs, "B", VM_GLOBAL, "1");
    EXPECT_STR_EQ(names_joined(vs, VM_GLOBAL), "Alpha B a ab status zeta");
    vars_free(vs);
}

/* ---- names, errors, hook ---- */

TEST(vars_valid_names)
{
    EXPECT(vars_is_valid_name(STR("abc_1")));
    EXPECT(vars_is_valid_name(STR("_")));
    EXPECT(vars_is_valid_name(STR("1x")));
    EXPECT(vars_is_valid_name(STR("\xc3\xa9")));                 /* é */
    EXPECT(vars_is_valid_name(STR("\xe6\x97\xa5\xe6\x9c\xac"))); /* 日本 */
    EXPECT(!vars_is_valid_name(STR("")));
    EXPECT(!vars_is_valid_name(STR("a-b")));
    EXPECT(!vars_is_valid_name(STR("a b")));
    EXPECT(!vars_is_valid_name(STR("a=b")));
    EXPECT(!vars_is_valid_name(STR("x[1]")));
    EXPECT(!vars_is_valid_name(str_make("a\0b", 3)));
    EXPECT(!vars_is_valid_name(STR("\xe2\x98\x85")));     /* ★ */
    EXPECT(!vars_is_valid_name(STR("\xe2\x86\x92")));     /* → */
    EXPECT(!vars_is_valid_name(STR("x\xc2\xb7y")));       /* x·y */
    EXPECT(!vars_is_valid_name(STR("\xf0\x9f\x98\x80"))); /* 😀 */
    EXPECT(!vars_is_valid_name(STR("\xff")));             /* not UTF-8 */
    VarStore *vs = vars_new();
    EXPECT_EQ_INT(set(vs, "a-b", VM_USER, "1"), VARS_INVALID_NAME);
    EXPECT_EQ_INT(set(vs, "", VM_USER, "1"), VARS_INVALID_NAME);
    EXPECT_EQ_INT(set(vs, "a-b", 0, "1"), VARS_OK); /* the shell may (imported names) */
    EXPECT_EQ_INT(vars_erase(vs, STR("a-b"), VM_USER), VARS_INVALID_NAME);
    EXPECT_EQ_INT(vars_erase(vs, STR("a-b"), 0), VARS_OK);
    vars_free(vs);
}

TEST(vars_error_texts_match_fish)
{
    StrBuf b = STRBUF_INIT;
    vars_format_error(VARS_READ_ONLY, STR("status"), &b);
    EXPECT_STR_EQ(b.ptr, "Tried to change the read-only variable 'status'");
    sb_clear(&b);
    vars_format_error(VARS_WRONG_SCOPE, STR("status"), &b);
    EXPECT_STR_EQ(b.ptr, "Tried to modify the special variable 'status' with the wrong scope");
    sb_clear(&b);
    vars_format_error(VARS_INVALID_VALUE, STR("umask"), &b);
    EXPECT_STR_EQ(b.ptr, "Tried to modify the special variable 'umask' to an invalid value");
    sb_clear(&b);
    vars_format_error(VARS_NOT_FOUND, STR("x"), &b);
    EXPECT_STR_EQ(b.ptr, "The variable 'x' does not exist");
    sb_clear(&b);
    vars_format_error(VARS_INVALID_NAME, STR("a-b"), &b);
    EXPECT_STR_EQ(b.ptr, "a-b: invalid variable name. See `help language#shell-variable-and-function-names`");
    sb_fini(&b);
}

typedef struct Heard {
    char log[512];
    VarStore *vs;
} Heard;

static void hear(void *ctx, Str name, VarsChange why, unsigned scope)
{
    Heard *h = ctx;
    static const char *whys[] = {"set", "erase", "pop"};
    const char *where = scope == VM_LOCAL ? "l" : scope == VM_GLOBAL ? "g" : "u";
    size_t n = strlen(h->log);
    snprintf(h->log + n, sizeof h->log - n, "%s:%.*s:%s ", whys[why], (int)name.len, name.ptr,
             where);
    /* The hook may read the store: the change is already visible. */
    if (why == VARS_CHANGE_SET) EXPECT(vars_get(h->vs, name, 0) != NULL);
    if (why != VARS_CHANGE_SET) EXPECT(vars_get(h->vs, name, scope) == NULL);
}

TEST(vars_change_hook_hears_sets_erases_and_pops)
{
    Heard h = {.log = ""};
    VarStore *vs = vars_new();
    h.vs = vs;
    vars_on_change(vs, hear, &h);
    set(vs, "a", VM_GLOBAL, "1");
    set(vs, "a", VM_USER, "2");
    StrList l = list_of("3", NULL);
    vars_append(vs, STR("a"), 0, &l, false);
    EXPECT_EQ_INT(set(vs, "b-c", VM_USER, "1"), VARS_INVALID_NAME); /* failures are silent */
    vars_erase(vs, STR("a"), 0);
    vars_erase(vs, STR("a"), 0);
    set(vs, "u", VM_UNIVERSAL, "1");
    vars_push(vs, VARS_FRAME_BLOCK);
    set(vs, "loc", VM_LOCAL, "1");
    vars_pop(vs);
    EXPECT_STR_EQ(h.log, "set:a:g set:a:g set:a:g erase:a:g set:u:u set:loc:l pop:loc:l ");
    vars_on_change(vs, NULL, NULL);
    set(vs, "quiet", VM_GLOBAL, "1");
    EXPECT(strstr(h.log, "quiet") == NULL);
    vars_free(vs);
}

TEST(vars_set_takes_the_values)
{
    VarStore *vs = vars_new();
    StrList l = list_of("a", "b", NULL);
    EXPECT_EQ_INT(vars_set(vs, STR("x"), VM_GLOBAL, &l), VARS_OK);
    EXPECT_EQ_SIZE(l.n, 0);
    EXPECT(l.items == NULL);
    l = list_of("a", NULL);
    EXPECT_EQ_INT(vars_set(vs, STR("a b"), VM_USER, &l), VARS_INVALID_NAME);
    EXPECT_EQ_SIZE(l.n, 0);
    /* An empty list is a variable with no values, not a missing one. */
    l = (StrList)STRLIST_INIT;
    vars_set(vs, STR("empty"), VM_GLOBAL, &l);
    EXPECT_STR_EQ(show(vs, "empty", 0), "(empty)");
    vars_free(vs);
    vars_free(NULL);
}
