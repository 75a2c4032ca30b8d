/* exec/complete_files.c - completing files, wildcards and brace items (see
 * complete_impl.h): the folder read once per Tab and kept while big, each
 * entry described by its kind or MIME type, fuzzy matches, a wildcard's
 * matches, and an item of a brace list completed on its own. */
#include "exec/complete_impl.h"

#include "base/check.h"
#include "base/escape.h"
#include "base/fs.h"
#include "base/path.h"
#include "base/utf8.h"
#include "env/var.h"
#include "env/xdg.h"
#include "exec/glob.h"

#include <dirent.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* ---- files ---- */

static const char *mime_comment(Completer *c, Str name)
{
    CompleteState *st = c->st;
    if (!st->mime) {
        xdg_data_subdirs(c->sh->vars, "mime", &st->mime_dirs);
        st->mime = mime_new(&st->mime_dirs);
    }
    StrList types = STRLIST_INIT;
    const char *result = NULL;
    if (mime_by_name(st->mime, name, &types) == 1) {
        Str type = mime_unalias(st->mime, types.items[0]);
        char *comment = map_get(&st->mime_comments, type);
        if (!comment) {
            /* the first <comment> without a language in TYPE.xml */
            StrBuf text = STRBUF_INIT, file = STRBUF_INIT;
            for (size_t i = 0; i < st->mime_dirs.n && !comment; i++) {
                sb_clear(&file);
                sb_printf(&file, "%s/%.*s.xml", st->mime_dirs.items[i].ptr, (int)type.len,
                          type.ptr);
                sb_clear(&text);
                if (fs_read_small_file(file.ptr, 1 << 20, &text) != 0) continue;
                const char *p = strstr(text.ptr ? text.ptr : "", "<comment>");
                const char *e = p ? strstr(p, "</comment>") : NULL;
                if (p && e) comment = xmemdup(p + 9, (size_t)(e - p - 9));
            }
            sb_fini(&text);
            sb_fini(&file);
            if (!comment) comment = xstrdup("");
            map_put(&st->mime_comments, type, comment);
        }
        if (*comment) result = comment;
    }
    sl_fini(&types);
    return result;
}

/* A file's description. As a command, fish's words for its kind. As an
 * argument fish gives none, and neither does `complete -C`; only the
 * editor's pager shows one, ours: the kind of a directory, link or
 * executable, and for another file its type when the MIME database knows it
 * (never a bare "file"). */
static const char *file_desc(Completer *c, char kind, bool link, bool command, Str name)
{
    if (!command && !(c->req & COMPLETE_EDITOR)) return "";
    if (kind == 'd') return link ? "dir symlink" : "directory";
    if (kind == 'x')
        return command ? (link ? "command link" : "command")
                       : (link ? "executable link" : "executable");
    if (link) return "symlink";
    const char *m = command ? NULL : mime_comment(c, name);
    return m ? m : command ? "file" : "";
}

/* Folders with more entries than this are kept listed between Tabs. */
#define DIR_CACHE_MIN 1000

/* The entries of the folder open at dfd (path as given, for the cache):
 * each a name, a NUL and its d_type byte. Borrowed from the cache, or from
 * *own when fresh. */
static const StrList *list_dir(Completer *c, int dfd, Str path, StrList *own)
{
    CompleteState *st = c->st;
    struct stat sb;
    if (fstat(dfd, &sb) != 0) return NULL;
    if (st->dir_names.n && sb.st_dev == st->dir_dev && sb.st_ino == st->dir_ino &&
        sb.st_mtim.tv_sec == st->dir_mtime.tv_sec && sb.st_mtim.tv_nsec == st->dir_mtime.tv_nsec &&
        str_eq(sb_str(&st->dir_path), path)) {
        return &st->dir_names;
    }
    int fd = dup(dfd);
    DIR *d = fd >= 0 ? fdopendir(fd) : NULL;
    if (!d) {
        if (fd >= 0) close(fd);
        return NULL;
    }
    StrBuf b = STRBUF_INIT;
    size_t seen = 0;
    for (struct dirent *de; (de = readdir(d));) {
        if ((++seen & 4095) == 0 && cpl_cancelled(NULL)) break;
        if (de->d_name[0] == '.' && (!de->d_name[1] || (de->d_name[1] == '.' && !de->d_name[2])))
            continue;
        sb_clear(&b);
        sb_append_cstr(&b, de->d_name);
        sb_append_char(&b, '\0');
        sb_append_char(&b, (char)(de->d_type ? de->d_type : 0xff));
        sl_push(own, sb_str(&b));
    }
    closedir(d);
    sb_fini(&b);
    if (own->n >= DIR_CACHE_MIN && !cpl_cancelled(NULL)) {
        sl_move(&st->dir_names, own);
        sb_clear(&st->dir_path);
        sb_append(&st->dir_path, path);
        st->dir_dev = sb.st_dev;
        st->dir_ino = sb.st_ino;
        st->dir_mtime = sb.st_mtim;
        return &st->dir_names;
    }
    return own;
}

/* Completes the last component of value (a path with quotes undone and
 * variables expanded) from its folder. shown is the folder part to put in
 * front of replacing completions (what was typed). */
static void complete_files_in(Completer *c, Str value, Str shown_dir, const FileQuery *q,
                              unsigned extra)
{
    const char *slash = NULL;
    for (size_t i = value.len; i-- > 0;) {
        if (value.ptr[i] == '/') {
            slash = value.ptr + i;
            break;
        }
    }
    size_t dir_len = slash ? (size_t)(slash - value.ptr) + 1 : 0;
    Str name = str_sub(value, dir_len, value.len - dir_len);
    StrBuf dir = STRBUF_INIT;
    if (dir_len) sb_append(&dir, str_sub(value, 0, dir_len));
    else sb_append_cstr(&dir, ".");
    int dfd = open(dir.ptr, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    StrList own = STRLIST_INIT;
    const StrList *entries = dfd >= 0 ? list_dir(c, dfd, sb_str(&dir), &own) : NULL;
    if (!entries) {
        if (dfd >= 0) close(dfd);
        sb_fini(&dir);
        return;
    }
    bool want_desc = cpl_describe(c);
    StrBuf full = STRBUF_INIT;
    /* fish 4 offers . and .. themselves to a name typed with a leading dot */
    static const char *const dots[] = {".", ".."};
    for (size_t k = 0; k < 2 && name.len && name.ptr[0] == '.'; k++) {
        Str d = str_cstr(dots[k]);
        if (name.len > d.len || memcmp(name.ptr, d.ptr, name.len) != 0) continue;
        sb_clear(&full);
        sb_append(&full, d);
        sb_append_char(&full, '/');
        const char *desc = want_desc ? file_desc(c, 'd', false, q->commands, d) : "";
        complist_add(c->out, str_sub(sb_str(&full), name.len, full.len - name.len), str_cstr(desc),
                     extra | COMP_NO_SPACE, RANK_EXACT);
    }
    for (size_t e = 0; e < entries->n; e++) {
        if ((e & 1023) == 1023 && cpl_cancelled(NULL)) break;
        const char *entry = entries->items[e].ptr;
        Str n = str_cstr(entry);
        unsigned char dtype = (unsigned char)entry[n.len + 1];
        if (dtype == 0xff) dtype = DT_UNKNOWN;
        if (n.ptr[0] == '.' && (!name.len || name.ptr[0] != '.')) continue;
        FuzzyMatch m;
        if (!fuzzy_match(name, n, !q->fuzzy, &m)) continue;
        char kind;
        bool link;
        if (!cmdf_entry_kind(dfd, entry, dtype, &kind, &link, q->commands || want_desc)) continue;
        if (q->dirs_only && kind != 'd') continue;
        if (q->commands && kind == 'f') continue;
        sb_clear(&full);
        sb_append(&full, n);
        unsigned flags = extra;
        if (kind == 'd') {
            sb_append_char(&full, '/');
            flags |= COMP_NO_SPACE;
        }
        const char *desc = want_desc ? file_desc(c, kind, link, q->commands, n) : "";
        if (fuzzy_replaces(m)) {
            StrBuf t = STRBUF_INIT;
            sb_append(&t, shown_dir);
            sb_append(&t, sb_str(&full));
            complist_add(c->out, sb_str(&t), str_cstr(desc), flags | COMP_REPLACE, fuzzy_rank(m));
            sb_fini(&t);
        } else {
            complist_add(c->out, str_sub(sb_str(&full), name.len, full.len - name.len),
                         str_cstr(desc), flags, fuzzy_rank(m));
        }
    }
    close(dfd);
    sl_fini(&own);
    sb_fini(&full);
    sb_fini(&dir);
}

/* Files for value (a path as typed, unescaped: base + rest) whose folders
 * may be abbreviated, as fish: a folder of rest that does not exist stands
 * for each folder there that it matches fuzzily ("f/b/baz" for
 * foo/bar/baz). Whatever is found through such a folder replaces the token
 * (shown: the folders found, then the rest), ranked at best as that match;
 * worst: the worst match so far, 0 for none. */
static void complete_files_fuzzy(Completer *c, Str base, Str shown, Str rest, const FileQuery *q,
                                 unsigned extra, unsigned worst)
{
    const char *slash = memchr(rest.ptr, '/', rest.len);
    StrBuf path = STRBUF_INIT, show = STRBUF_INIT;
    sb_append(&path, base);
    sb_append(&show, shown);
    if (!slash) { /* the last component: the files there */
        size_t before = c->out->n;
        sb_append(&path, rest);
        complete_files_in(c, sb_str(&path), shown, q, extra);
        for (size_t i = before; worst && i < c->out->n; i++) {
            Completion *x = &c->out->items[i];
            if (!(x->flags & COMP_REPLACE)) {
                sb_clear(&show);
                sb_append(&show, shown);
                sb_append(&show, rest);
                cpl_prepend(x, sb_str(&show));
                x->flags |= COMP_REPLACE;
            }
            if (x->rank < worst) x->rank = worst;
        }
        sb_fini(&path);
        sb_fini(&show);
        return;
    }
    Str seg = str_sub(rest, 0, (size_t)(slash - rest.ptr)),
        after = str_sub(rest, seg.len + 1, rest.len - seg.len - 1);
    sb_append(&path, seg);
    sb_append_char(&path, '/');
    if (!seg.len || access(path.ptr, F_OK) == 0) { /* there as typed */
        sb_append(&show, seg);
        sb_append_char(&show, '/');
        complete_files_fuzzy(c, sb_str(&path), sb_str(&show), after, q, extra, worst);
        sb_fini(&path);
        sb_fini(&show);
        return;
    }
    sb_clear(&path);
    sb_append(&path, base.len ? base : STR("."));
    int dfd = open(path.ptr, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    StrList own = STRLIST_INIT;
    const StrList *entries = dfd >= 0 ? list_dir(c, dfd, sb_str(&path), &own) : NULL;
    for (size_t e = 0; entries && e < entries->n && !cpl_cancelled(NULL); e++) {
        Str n = str_cstr(entries->items[e].ptr);
        FuzzyMatch m;
        if (n.ptr[0] == '.' && seg.ptr[0] != '.') continue;
        if (!fuzzy_match(seg, n, false, &m) || (m.type == FUZZY_EXACT && m.fold == FUZZY_SAMECASE))
            continue;
        unsigned char dtype = (unsigned char)n.ptr[n.len + 1];
        char kind;
        bool link;
        if (!cmdf_entry_kind(dfd, n.ptr, dtype == 0xff ? DT_UNKNOWN : dtype, &kind, &link, false) ||
            kind != 'd')
            continue;
        sb_clear(&path);
        sb_append(&path, base);
        sb_append(&path, n);
        sb_append_char(&path, '/');
        sb_clear(&show);
        sb_append(&show, shown);
        sb_append(&show, n);
        sb_append_char(&show, '/');
        unsigned rank = fuzzy_rank(m) > worst ? fuzzy_rank(m) : worst;
        complete_files_fuzzy(c, sb_str(&path), sb_str(&show), after, q, extra, rank);
    }
    if (dfd >= 0) close(dfd);
    sl_fini(&own);
    sb_fini(&path);
    sb_fini(&show);
}

/* The plain text a pattern ends with (after its last wildcard, slash,
 * brace, quote or escape). */
static Str literal_tail(Str word)
{
    size_t lit = word.len;
    while (lit > 0 && !strchr("*?/\\'\"[]{},$()", word.ptr[lit - 1])) lit--;
    return str_sub(word, lit, word.len - lit);
}

/* Where the rest of a match v of a pattern ending in tail starts: after the
 * last place of tail in v's last component; 0 when it is not there. */
static size_t after_tail(Str v, Str tail)
{
    size_t base = v.len, from = 0;
    while (base > 0 && v.ptr[base - 1] != '/') base--;
    for (size_t k = base; k + tail.len <= v.len; k++)
        if (!memcmp(v.ptr + k, tail.ptr, tail.len)) from = k + tail.len;
    return from;
}

/* A pattern that matches nothing whose last component ends in plain text
 * ("*.r") completes that text, as fish does: the pattern with a '*' after
 * it is matched, and each match adds what follows the text ("*.rst" for
 * README.rst). True when something was offered. */
static bool complete_pattern_tail(Completer *c, Str word, unsigned flags, const FileQuery *q)
{
    Str tail = literal_tail(word);
    size_t lit = word.len - tail.len;
    if (!tail.len || lit == 0 || word.ptr[lit - 1] == '/') return false;
    StrBuf more = STRBUF_INIT;
    sb_append(&more, word);
    sb_append_char(&more, '*');
    ExpandHooks h = cpl_hooks(c, false);
    StrList vals = STRLIST_INIT;
    DiagList errs = {0};
    int r = expand_word(&h, sb_str(&more), 0, (uint32_t)more.len, flags, &vals, &errs);
    diag_list_fini(&errs);
    size_t added = 0;
    for (size_t i = 0; r == EXPAND_OK && i < vals.n && i < WILDCARD_MAX; i++) {
        Str v = vals.items[i];
        struct stat sb;
        if (q->dirs_only && !(stat(v.ptr, &sb) == 0 && S_ISDIR(sb.st_mode))) continue;
        size_t from = after_tail(v, tail);
        if (!from) continue;
        complist_add(c->out, str_sub(v, from, v.len - from), STR(""), 0, RANK_EXACT);
        added++;
    }
    sl_fini(&vals);
    sb_fini(&more);
    return added > 0;
}

/* Expands typed (a token as written, unfinished) with wildcards and braces
 * on: each match replaces the token; for the editor a first entry inserts
 * them all. */
static void complete_pattern(Completer *c, Str typed, const FileQuery *q)
{
    StrBuf word = STRBUF_INIT;
    sb_append(&word, typed);
    char quote = cpl_open_quote(typed);
    if (quote) sb_append_char(&word, quote);
    /* a last component without a wildcard completes as a prefix */
    size_t last = 0;
    for (size_t i = 0; i < word.len; i++) {
        if (word.ptr[i] == '/') last = i + 1;
    }
    bool qmark = !features_on(c->sh->features, FEAT_QMARK_NOGLOB);
    bool prefix =
        (cpl_scan_token(sb_str(&word), qmark) & HAS_WILDCARD) &&
        last < word.len && /* a last slash: directories only */
        !(cpl_scan_token(str_sub(sb_str(&word), last, word.len - last), qmark) & HAS_WILDCARD);
    if (prefix) sb_append_char(&word, '*');
    /* then, as fish, each match adds to what was typed ("ben*\/somed" gets
       "ir/"), unless the last component was quoted */
    Str tail = prefix ? literal_tail(str_sub(sb_str(&word), 0, word.len - 1)) : STR("");
    prefix = prefix && !quote && tail.len;
    ExpandHooks h = cpl_hooks(c, false);
    unsigned flags = EXPAND_GLOB_NULL;
    if (qmark) flags |= EXPAND_QMARK_GLOB;
    StrList vals = STRLIST_INIT;
    DiagList errs = {0};
    int r = expand_word(&h, sb_str(&word), 0, (uint32_t)word.len, flags, &vals, &errs);
    diag_list_fini(&errs);
    if (r == EXPAND_OK && !vals.n && !quote && complete_pattern_tail(c, sb_str(&word), flags, q)) {
        sl_fini(&vals);
        sb_fini(&word);
        return;
    }
    if (r == EXPAND_OK && vals.n) {
        size_t n = vals.n < WILDCARD_MAX ? vals.n : WILDCARD_MAX;
        bool want_desc = cpl_describe(c);
        struct stat sb;
        size_t added = 0;
        for (size_t i = 0; i < n; i++) {
            Str v = vals.items[i];
            bool exists = stat(v.ptr, &sb) == 0;
            bool is_dir = exists && S_ISDIR(sb.st_mode);
            if (q->dirs_only && !is_dir) continue;
            const char *desc = "";
            if (want_desc && exists) {
                bool x = !is_dir && S_ISREG(sb.st_mode) && access(v.ptr, X_OK) == 0;
                desc = file_desc(c,
                                 is_dir ? 'd'
                                 : x    ? 'x'
                                        : 'f',
                                 false, q->commands, path_basename(v));
            }
            size_t from = prefix ? after_tail(v, tail) : 0;
            if (from) {
                StrBuf t = STRBUF_INIT;
                sb_append(&t, str_sub(v, from, v.len - from));
                if (is_dir) sb_append_char(&t, '/');
                complist_add(c->out, sb_str(&t), str_cstr(desc), is_dir ? COMP_NO_SPACE : 0,
                             RANK_EXACT);
                sb_fini(&t);
            } else {
                complist_add(c->out, v, str_cstr(desc), COMP_REPLACE, RANK_EXACT);
            }
            added++;
        }
        if ((c->req & COMPLETE_EDITOR) && added > 1 &&
            !prefix) { /* fish expands only a wildcard at the end */
            StrBuf all = STRBUF_INIT;
            for (size_t i = 0; i < n; i++) {
                if (q->dirs_only && !(stat(vals.items[i].ptr, &sb) == 0 && S_ISDIR(sb.st_mode)))
                    continue;
                if (all.len) sb_append_char(&all, ' ');
                escape_script_flags(vals.items[i], ESCAPE_NO_QUOTED, &all);
            }
            StrBuf desc = STRBUF_INIT;
            sb_printf(&desc, "all %zu matches", added);
            complist_add(c->out, sb_str(&all), sb_str(&desc),
                         COMP_REPLACE | COMP_NO_ESCAPE | COMP_ALL, RANK_EXACT);
            sb_fini(&all);
            sb_fini(&desc);
        }
    }
    sl_fini(&vals);
    sb_fini(&word);
}

/* Completes typed (a token as written) as a file name. */
void cpl_file_token(Completer *c, Str typed, const FileQuery *q, unsigned extra)
{
    unsigned has = cpl_scan_token(typed, !features_on(c->sh->features, FEAT_QMARK_NOGLOB));
    /* braces with a variable in them are left to the walk below */
    if ((has & HAS_WILDCARD) || (has & (HAS_BRACES | HAS_DOLLAR)) == HAS_BRACES) {
        complete_pattern(c, typed, q);
        return;
    }
    StrBuf value = STRBUF_INIT, shown = STRBUF_INIT;
    cpl_unescape_partial(typed, &value);
    /* the folder part as typed (unescaped) goes in front of replacements; a
       variable in it is expanded, a leading ~ kept */
    size_t dir_len = 0;
    for (size_t i = 0; i < value.len; i++) {
        if (value.ptr[i] == '/') dir_len = i + 1;
    }
    sb_append(&shown, str_sub(sb_str(&value), 0, dir_len));
    StrBuf expanded = STRBUF_INIT;
    sb_append(&expanded, sb_str(&value));
    if (value.len && value.ptr[0] == '~') {
        size_t end = 1;
        while (end < value.len && value.ptr[end] != '/') end++;
        StrBuf home = STRBUF_INIT;
        if (end == 1) {
            const Var *hv = vars_get(c->sh->vars, STR("HOME"), 0);
            if (hv && hv->values.n) sb_append(&home, hv->values.items[0]);
        } else {
            char *user = xmemdup(value.ptr + 1, end - 1);
            struct passwd *pw = getpwnam(user);
            if (pw) sb_append_cstr(&home, pw->pw_dir);
            free(user);
        }
        if (home.len && end < value.len) {
            sb_clear(&expanded);
            sb_append(&expanded, sb_str(&home));
            sb_append(&expanded, str_sub(sb_str(&value), end, value.len - end));
        }
        sb_fini(&home);
    } else if (memchr(typed.ptr, '$', typed.len)) {
        ExpandHooks h = cpl_hooks(c, false);
        StrBuf word = STRBUF_INIT;
        sb_append(&word, typed);
        char quote = cpl_open_quote(typed);
        if (quote) sb_append_char(&word, quote);
        StrList vals = STRLIST_INIT;
        DiagList errs = {0};
        if (expand_word(&h, sb_str(&word), 0, (uint32_t)word.len, EXPAND_NO_GLOB, &vals, &errs) ==
                EXPAND_OK &&
            vals.n == 1) {
            sb_clear(&expanded);
            sb_append(&expanded, vals.items[0]);
            size_t d = 0;
            for (size_t i = 0; i < expanded.len; i++) {
                if (expanded.ptr[i] == '/') d = i + 1;
            }
            sb_clear(&shown);
            sb_append(&shown, str_sub(sb_str(&expanded), 0, d));
        }
        diag_list_fini(&errs);
        sl_fini(&vals);
        sb_fini(&word);
    }
    /* cd goes through the logical $PWD, as it moves: in a symlinked folder
       ../ is the folder the link is in */
    size_t folder = 0;
    for (size_t i = 0; i < expanded.len; i++) {
        if (expanded.ptr[i] == '/') folder = i + 1;
    }
    const Var *pwd = q->dirs_only && folder && expanded.ptr[0] != '/'
                         ? vars_get(c->sh->vars, STR("PWD"), 0)
                         : NULL;
    if (pwd && pwd->values.n && pwd->values.items[0].len) {
        StrBuf joined = STRBUF_INIT, logical = STRBUF_INIT;
        sb_append(&joined, pwd->values.items[0]);
        sb_append_char(&joined, '/');
        sb_append(&joined, str_sub(sb_str(&expanded), 0, folder));
        expand_normalize_path(sb_str(&joined), &logical);
        if (!logical.len || logical.ptr[logical.len - 1] != '/') sb_append_char(&logical, '/');
        sb_append(&logical, str_sub(sb_str(&expanded), folder, expanded.len - folder));
        sb_clear(&expanded);
        sb_append(&expanded, sb_str(&logical));
        sb_fini(&joined);
        sb_fini(&logical);
    }
    /* folders typed plainly (nothing expanded in them) may be abbreviated */
    if (q->fuzzy && shown.len && str_starts_with(sb_str(&expanded), sb_str(&shown)))
        complete_files_fuzzy(c, STR(""), STR(""), sb_str(&expanded), q,
                             extra | COMP_NO_ESCAPE_TILDE, 0);
    else complete_files_in(c, sb_str(&expanded), sb_str(&shown), q, extra | COMP_NO_ESCAPE_TILDE);
    sb_fini(&expanded);
    sb_fini(&value);
    sb_fini(&shown);
}

/* Files for an argument, as fish: the whole word, and after a '=' or ':'
 * (--file=NAME, PATH=a:b) the part after it. */
/* In a word with a brace still open (`{a,b`), where the item being typed
 * starts: just after the last `{` or `,` of the innermost open brace; -1
 * when no brace is open. */
static long open_brace_item(Str s)
{
    long stack[64], top = 0, at = -1;
    char q = 0;
    for (size_t i = 0; i < s.len; i++) {
        char ch = s.ptr[i];
        if (ch == '\\' && q != '\'') i++;
        else if (q) q = ch == q ? 0 : q;
        else if (ch == '\'' || ch == '"') q = ch;
        else if (ch == '{' && top < 64) stack[top++] = at = (long)i;
        else if (ch == ',' && top) at = stack[top - 1] = (long)i;
        else if (ch == '}' && top) at = --top ? stack[top - 1] : -1;
    }
    return top ? at : -1;
}

/* Files for the part of s after sep; a completion that replaces the part
 * gets s up to sep in front, and each gets extra flags. */
static void complete_after(Completer *c, Str s, size_t sep, FileQuery *q, unsigned flags)
{
    size_t before = c->out->n;
    cpl_file_token(c, str_sub(s, sep + 1, s.len - sep - 1), q, 0);
    StrBuf prefix = STRBUF_INIT;
    cpl_unescape_partial(str_sub(s, 0, sep + 1), &prefix);
    for (size_t i = before; i < c->out->n; i++) {
        Completion *x = &c->out->items[i];
        if (x->flags & COMP_REPLACE) cpl_prepend(x, sb_str(&prefix));
        x->flags |= flags;
    }
    sb_fini(&prefix);
}

void cpl_param_expand(Completer *c, Str s, bool do_file, bool cd)
{
    if (!do_file || cpl_cancelled(NULL)) return;
    FileQuery q = {.dirs_only = cd, .fuzzy = cpl_fuzzy(c) && !(s.len && s.ptr[0] == '-')};
    long sep = open_brace_item(s);
    if (sep >= 0) { /* the item being typed in an open brace, and no space after */
        complete_after(c, s, (size_t)sep, &q, COMP_NO_SPACE);
        return;
    }
    if (!cpl_open_quote(s)) {
        for (size_t i = s.len; i-- > 0;) {
            if ((s.ptr[i] == '=' || s.ptr[i] == ':') && (i == 0 || s.ptr[i - 1] != '\\')) {
                sep = (long)i;
                break;
            }
        }
    }
    bool dash = s.len && s.ptr[0] == '-';
    size_t first = c->out->n;
    if (sep < 0 || !dash) cpl_file_token(c, s, &q, 0);
    if (sep < 0) return;
    if ((size_t)sep + 1 == s.len) {
        for (size_t i = first; i < c->out->n; i++) {
            if (!(c->out->items[i].flags & COMP_REPLACE)) return;
        }
    }
    q.fuzzy = cpl_fuzzy(c);
    complete_after(c, s, (size_t)sep, &q, 0);
}
