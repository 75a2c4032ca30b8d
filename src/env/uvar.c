/* env/uvar.c - load and save fish_variables. */
#include "env/uvar.h"

#include "base/check.h"
#include "base/fs.h"
#include "base/map.h"
#include "base/strlist.h"
#include "base/utf8.h"
#include "env/var.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

void uvar_escape(Str v, StrBuf *out)
{
    for (size_t i = 0; i < v.len;) {
        unsigned char c = (unsigned char)v.ptr[i];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '/') {
            sb_append_char(out, (char)c);
            i++;
            continue;
        }
        uint32_t cp;
        size_t n = utf8_decode(v.ptr + i, v.len - i, &cp);
        if (cp == UTF8_INVALID || cp < 128) sb_printf(out, "\\x%02x", c);
        else if (cp < 0x10000) sb_printf(out, "\\u%04x", cp);
        else sb_printf(out, "\\U%08x", cp);
        i += n;
    }
}

void uvar_unescape_list(Str f, StrList *out)
{
    if (str_eq(f, STR("\\x1d"))) return; /* fish's mark of an empty list */
    StrBuf cur = STRBUF_INIT;
    for (size_t i = 0; i < f.len; i++) {
        char c = f.ptr[i];
        if (c != '\\' || i + 1 >= f.len) {
            sb_append_char(&cur, c);
            continue;
        }
        char e = f.ptr[++i];
        size_t digits = e == 'x' ? 2 : e == 'u' ? 4 : e == 'U' ? 8 : 0;
        if (!digits) {
            static const char from[] = "nrt\\", to[] = "\n\r\t\\";
            const char *k = strchr(from, e);
            sb_append_char(&cur, k ? to[k - from] : e);
            continue;
        }
        uint32_t v = 0;
        size_t k = 0;
        for (; k < digits && i + 1 < f.len && str_hex_digit(f.ptr[i + 1]) >= 0; k++) v = v * 16 + (uint32_t)str_hex_digit(f.ptr[++i]);
        if (e == 'x' && v == 0x1e) {
            sl_push(out, sb_str(&cur));
            sb_clear(&cur);
        } else if (e == 'x' || v < 128) {
            sb_append_char(&cur, (char)v);
        } else {
            char buf[4];
            sb_append_mem(&cur, buf, utf8_encode(v > 0x10FFFF ? 0xFFFD : v, buf));
        }
    }
    sl_push(out, sb_str(&cur));
    sb_fini(&cur);
}

/* One SETUVAR line: flags, name and the raw value field. */
typedef struct Line {
    bool export, path;
    Str name, field;
} Line;

static bool parse_line(Str l, Line *out)
{
    *out = (Line){0};
    if (!str_starts_with(l, STR("SETUVAR "))) return false;
    l = str_sub(l, 8, l.len - 8);
    for (;;) {
        if (str_starts_with(l, STR("--export "))) out->export = true, l = str_sub(l, 9, l.len - 9);
        else if (str_starts_with(l, STR("--path "))) out->path = true, l = str_sub(l, 7, l.len - 7);
        else break;
    }
    const char *colon = memchr(l.ptr, ':', l.len);
    if (!colon) return false;
    out->name = str_sub(l, 0, (size_t)(colon - l.ptr));
    out->field = str_sub(l, out->name.len + 1, l.len - out->name.len - 1);
    return out->name.len > 0;
}

/* Calls fn for each variable line of text. */
static void each_line(Str text, void (*fn)(void *ctx, const Line *l, Str raw), void *ctx)
{
    for (size_t i = 0; i < text.len;) {
        const char *nl = memchr(text.ptr + i, '\n', text.len - i);
        size_t end = nl ? (size_t)(nl - text.ptr) : text.len;
        Str raw = str_sub(text, i, end - i);
        Line l;
        if (parse_line(raw, &l)) fn(ctx, &l, raw);
        i = end + 1;
    }
}

/* Loading: the file's variables are compared with the store's universal
 * ones, so that only what changed is set or erased (and so fires events). */
typedef struct LoadCtx {
    VarStore *vs;
    Map seen; /* the names the file holds (values unused) */
} LoadCtx;

static void load_one(void *ctx, const Line *l, Str raw)
{
    (void)raw;
    LoadCtx *c = ctx;
    map_put(&c->seen, l->name, c);
    StrList values = STRLIST_INIT;
    uvar_unescape_list(l->field, &values);
    const Var *cur = vars_get(c->vs, l->name, VM_UNIVERSAL);
    if (cur && sl_eq(&cur->values, &values) && !(cur->flags & VAR_EXPORT) == !l->export &&
        !(cur->flags & VAR_PATH) == !l->path) {
        sl_fini(&values);
        return;
    }
    unsigned mode = VM_UNIVERSAL | (l->export ? VM_EXPORT : VM_UNEXPORT) | (l->path ? VM_PATH : VM_UNPATH);
    vars_set(c->vs, l->name, mode, &values);
    sl_fini(&values);
}

bool uvar_load(VarStore *vs, const char *path, struct stat *st_out)
{
    StrBuf text = STRBUF_INIT;
    struct stat st;
    if (stat(path, &st) != 0) {
        bool missing = errno == ENOENT;
        if (st_out) memset(st_out, 0, sizeof *st_out);
        if (missing) { /* every universal variable is gone */
            StrList names = STRLIST_INIT;
            vars_names(vs, VM_UNIVERSAL, &names);
            for (size_t i = 0; i < names.n; i++) vars_erase(vs, names.items[i], VM_UNIVERSAL);
            sl_fini(&names);
        }
        return missing;
    }
    if (st_out) *st_out = st;
    bool ok = fs_read_file(path, &text) == 0;
    if (ok) {
        LoadCtx c = {.vs = vs};
        map_init(&c.seen, NULL);
        each_line(sb_str(&text), load_one, &c);
        StrList names = STRLIST_INIT;
        vars_names(vs, VM_UNIVERSAL, &names);
        for (size_t i = 0; i < names.n; i++) {
            if (!map_get(&c.seen, names.items[i])) vars_erase(vs, names.items[i], VM_UNIVERSAL);
        }
        sl_fini(&names);
        map_fini(&c.seen);
    }
    sb_fini(&text);
    return ok;
}

typedef struct SaveCtx {
    Str name;
    StrList *lines; /* "NAME\0line" so sorting by the item sorts by name */
} SaveCtx;

static void keep_line(StrList *lines, Str name, Str raw)
{
    StrBuf item = STRBUF_INIT;
    sb_append(&item, name);
    sb_append_char(&item, '\0');
    sb_append(&item, raw);
    sl_push(lines, sb_str(&item));
    sb_fini(&item);
}

static void keep_others(void *ctx, const Line *l, Str raw)
{
    SaveCtx *c = ctx;
    if (!str_eq(l->name, c->name)) keep_line(c->lines, l->name, raw);
}

static int by_item(const void *a, const void *b)
{
    const Str *x = a, *y = b;
    int c = memcmp(x->ptr, y->ptr, x->len < y->len ? x->len : y->len);
    return c ? c : (x->len > y->len) - (x->len < y->len);
}

static void format_var(StrBuf *out, Str name, const Var *v)
{
    sb_append_cstr(out, "SETUVAR ");
    if (v->flags & VAR_EXPORT) sb_append_cstr(out, "--export ");
    if (v->flags & VAR_PATH) sb_append_cstr(out, "--path ");
    sb_append(out, name);
    sb_append_char(out, ':');
    if (!v->values.n) sb_append_cstr(out, "\\x1d"); /* fish's empty list (no field is one empty element) */
    for (size_t i = 0; i < v->values.n; i++) {
        if (i) sb_append_cstr(out, "\\x1e");
        uvar_escape(v->values.items[i], out);
    }
}

/* Opens the file at path (made when missing) and locks it, as fish does: no
 * lock file beside it. The file is replaced by rename while locked, so a
 * session that waited for the lock may hold a file that is no longer at path
 * and tries again. The fd (to close), or -1 when it cannot be locked. */
static int lock_file(const char *path)
{
    for (int tries = 0; tries < 100; tries++) {
        int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        if (fd < 0) return -1;
        struct stat held, now;
        if (flock(fd, LOCK_EX) != 0 || fstat(fd, &held) != 0) return fd; /* unlocked, but go on */
        if (stat(path, &now) == 0 && now.st_dev == held.st_dev && now.st_ino == held.st_ino) return fd;
        close(fd);
    }
    return -1;
}

bool uvar_save(const VarStore *vs, const char *path, Str name)
{
    char *folder = xstrdup(path);
    char *cut = strrchr(folder, '/');
    if (cut && cut != folder) {
        *cut = '\0';
        fs_mkdir_p(folder, 0700);
    }
    free(folder);
    int lfd = lock_file(path);
    StrBuf old = STRBUF_INIT, out = STRBUF_INIT;
    fs_read_file(path, &old);
    StrList lines = STRLIST_INIT;
    SaveCtx ctx = {name, &lines};
    each_line(sb_str(&old), keep_others, &ctx);
    const Var *v = vars_get(vs, name, VM_UNIVERSAL);
    if (v) {
        StrBuf line = STRBUF_INIT;
        format_var(&line, name, v);
        keep_line(&lines, name, sb_str(&line));
        sb_fini(&line);
    }
    if (lines.n) qsort(lines.items, lines.n, sizeof *lines.items, by_item); /* (NULL when empty) */
    sb_append_cstr(&out, "# This file contains fish universal variable definitions.\n# VERSION: 3.0\n");
    for (size_t i = 0; i < lines.n; i++) {
        const char *raw = memchr(lines.items[i].ptr, '\0', lines.items[i].len) + 1;
        sb_append_mem(&out, raw, lines.items[i].len - (size_t)(raw - lines.items[i].ptr));
        sb_append_char(&out, '\n');
    }
    sl_fini(&lines);
    bool ok = fs_replace_file(path, out.ptr, out.len) == 0;
    int saved = errno;
    sb_fini(&old);
    sb_fini(&out);
    if (lfd >= 0) close(lfd);
    errno = saved;
    return ok;
}
