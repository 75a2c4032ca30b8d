/* builtins/complete.c - define, erase, list and run completions.
 *
 *   complete [-c CMD | -p PATH]... [-s X] [-l LONG] [-o OLD] [-a ARGS] [-d DESC]
 *            [-f|-F|-r|-x] [-k] [-n COND]... [-w CMD]... [-e]
 *   complete [-c CMD]            lists rules (all, or CMD's) as commands
 *   complete -C [LINE] [--escape]
 *
 * The rules live in store/compspec.c; -C runs the engine (exec/complete.c)
 * and prints each candidate as the token it would make, then a tab and its
 * description, as fish does. */
#include "builtins/builtins.h"

#include "base/check.h"
#include "base/escape.h"
#include "env/features.h"
#include "exec/complete.h"
#include "parse/extent.h"
#include "parse/parser.h"
#include "parse/token.h"
#include "store/compspec.h"

#include <stdlib.h>
#include <string.h>

enum { OPT_ESCAPE = 256, OPT_SUBCOMMAND, OPT_COLOR };

const OptSpec bi_complete_opts[] = {
    {'x', "exclusive", OPT_NO_ARG},       {'f', "no-files", OPT_NO_ARG},
    {'F', "force-files", OPT_NO_ARG},     {'r', "require-parameter", OPT_NO_ARG},
    {'p', "path", OPT_REQUIRED_ARG},      {'c', "command", OPT_REQUIRED_ARG},
    {'s', "short-option", OPT_REQUIRED_ARG}, {'l', "long-option", OPT_REQUIRED_ARG},
    {'o', "old-option", OPT_REQUIRED_ARG}, {'d', "description", OPT_REQUIRED_ARG},
    {'a', "arguments", OPT_REQUIRED_ARG}, {'e', "erase", OPT_NO_ARG},
    {'u', "unauthoritative", OPT_NO_ARG}, {'A', "authoritative", OPT_NO_ARG},
    {'n', "condition", OPT_REQUIRED_ARG}, {'w', "wraps", OPT_REQUIRED_ARG},
    {'C', "do-complete", OPT_OPTIONAL_ARG}, {'h', "help", OPT_NO_ARG},
    {'k', "keep-order", OPT_NO_ARG},      {OPT_ESCAPE, "escape", OPT_NO_ARG},
    {OPT_COLOR, "color", OPT_REQUIRED_ARG}, {0, NULL, 0}};

typedef struct Args {
    StrList cmds, paths, longs, olds, conds, wraps;
    StrBuf shorts;
    const char *args, *desc;
    bool no_files, force_files, requires, keep_order, erase, have_x;
    bool do_complete, escape;
    const char *complete_line; /* -C's argument, or NULL */
    BiColor color;             /* --color, for the listing */
} Args;

static void args_fini(Args *a)
{
    sl_fini(&a->cmds);
    sl_fini(&a->paths);
    sl_fini(&a->longs);
    sl_fini(&a->olds);
    sl_fini(&a->conds);
    sl_fini(&a->wraps);
    sb_fini(&a->shorts);
}

/* A -c/-p name with its quotes and escapes undone (as fish does). */
static bool push_name(Io *io, const char *name, const char *arg, StrList *to)
{
    StrBuf u = STRBUF_INIT;
    bool ok = unescape_script(str_cstr(arg), &u);
    if (ok) sl_push(to, sb_str(&u));
    else bi_error(io, name, "Invalid token '%s'", arg);
    sb_fini(&u);
    return ok;
}

/* Parse errors of a -n condition, fish's way. */
static bool check_condition(Io *io, const char *name, const char *cond)
{
    DiagList errs = {0};
    bool incomplete = false;
    bool ok = parse_check(str_cstr(cond), 0, &errs, &incomplete) && !errs.n;
    if (!ok) {
        StrBuf b = STRBUF_INIT;
        for (size_t i = 0; i < errs.n; i++) {
            sb_printf(&b, "%s: -n '%s': %s\n", name, cond, errs.items[i].text);
            diag_render_caret(&b, str_cstr(cond), errs.items[i].start, errs.items[i].len);
        }
        if (!errs.n) sb_printf(&b, "%s: -n '%s': Unexpected end of string\n", name, cond);
        io_write(io, 2, sb_str(&b));
        sb_fini(&b);
    }
    diag_list_fini(&errs);
    return ok;
}

/* What fish calls a token that is no word, in "Expected a string, but found
 * ..."; NULL for the ends of statements, which an argument list may hold. */
static const char *not_a_word(TokType type)
{
    switch (type) {
    case TOK_PIPE: return "a pipe";
    case TOK_REDIRECT: return "a redirection";
    case TOK_BACKGROUND: return "a '&'";
    case TOK_ANDAND: return "'&&'";
    case TOK_OROR: return "'||'";
    case TOK_LBRACE: return "a '{'";
    case TOK_RBRACE: return "a '}'";
    case TOK_COMMENT: return "a comment";
    case TOK_ERROR: return "an incomplete token";
    default: return NULL;
    }
}

/* Parse errors of an -a argument list, fish's way: words, which may be spread
 * over lines (or split by `;`), each checked as an argument would be. */
static bool check_arguments(Shell *sh, Io *io, const char *name, const char *args)
{
    Str src = str_cstr(args);
    unsigned tflags =
        features_on(sh->features, FEAT_AMPERSAND_NOBG_IN_TOKEN) ? 0 : TOKF_AMP_BG_IN_TOKEN;
    Tokenizer t;
    tok_init(&t, src, tflags | TOKF_ARGS);
    StrBuf msg = STRBUF_INIT;
    uint32_t at = 0, len = 0;
    for (Token k; !msg.len && (k = tok_next(&t)).type != TOK_NONE;) {
        if (k.type == TOK_STRING) {
            /* a word's own syntax (its substitutions): as an argument of echo */
            StrBuf text = STRBUF_INIT;
            sb_printf(&text, "echo %.*s", (int)k.len, src.ptr + k.start);
            DiagList errs = {0};
            bool incomplete = false;
            if (!parse_check(sb_str(&text), 0, &errs, &incomplete) || errs.n) {
                const Diag *d = errs.n ? &errs.items[0] : NULL;
                if (d && d->code == PARSE_ERR_TOKENIZER)
                    sb_printf(&msg, "Expected a string, but found an incomplete token");
                else sb_printf(&msg, "%s", d ? d->text : "Unexpected end of string");
                at = k.start + (d && d->start >= 5 ? d->start - 5 : 0);
                len = d ? d->len : 1;
            }
            diag_list_fini(&errs);
            sb_fini(&text);
        } else if (not_a_word(k.type)) {
            sb_printf(&msg, "Expected a string, but found %s", not_a_word(k.type));
            at = k.type == TOK_ERROR ? k.err_start : k.start;
            len = k.type == TOK_ERROR ? k.err_len : k.len;
        }
    }
    if (msg.len) {
        StrBuf b = STRBUF_INIT;
        sb_printf(&b, "%s: %s: contains a syntax error\n%s: %s\n", name, args, name, msg.ptr);
        diag_render_caret(&b, src, at, len ? len : 1);
        io_write(io, 2, sb_str(&b));
        sb_fini(&b);
    }
    bool ok = !msg.len;
    sb_fini(&msg);
    return ok;
}

/* -C: the candidates for line, each as the token it makes. */
static int do_complete(Shell *sh, Io *io, const Args *a)
{
    Str line;
    if (a->complete_line) {
        line = str_cstr(a->complete_line);
    } else if (sh->editor.transient.ptr) {
        line = sh->editor.transient;
    } else if (sh->editor.active) {
        line = str_sub(sb_str(&sh->editor.text), 0, sh->editor.cursor);
    } else {
        bi_error(io, "complete", "Can not get commandline in non-interactive mode");
        return STATUS_FAIL;
    }
    EditorLink *ed = &sh->editor;
    Str saved = ed->transient;
    ed->transient = line;
    CompList l = {0};
    complete_line(sh, line, COMPLETE_FUZZY | COMPLETE_DESCRIBE | COMPLETE_WAIT_WHATIS, &l);
    complist_sort(&l, false);
    ed->transient = saved;
    size_t start = complete_token_start(sh, line, line.len);
    StrBuf out = STRBUF_INIT, made = STRBUF_INIT, plain = STRBUF_INIT;
    for (size_t i = 0; i < l.n; i++) {
        const Completion *c = &l.items[i];
        size_t cursor;
        /* applied as the only candidate, so an open quote is closed, but
           without the space that would follow */
        complete_apply(sh, line, line.len, str_cstr(c->text), c->flags | COMP_BACKSLASHES, true, &made, &cursor);
        if (!(c->flags & COMP_NO_SPACE) && made.len > start && made.ptr[made.len - 1] == ' ') made.len--;
        /* the token it makes: the line's start stays as it was */
        memmove(made.ptr, made.ptr + start, made.len - start);
        made.len -= start;
        if (!a->escape) {
            sb_clear(&plain);
            if (unescape_script(sb_str(&made), &plain)) {
                sb_clear(&made);
                sb_append(&made, sb_str(&plain));
            }
        }
        sb_append(&out, sb_str(&made));
        if (*c->desc) {
            sb_append_char(&out, '\t');
            sb_append_cstr(&out, c->desc);
        }
        sb_append_char(&out, '\n');
        if (out.len > 65536) {
            io_write(io, 1, sb_str(&out));
            sb_clear(&out);
        }
    }
    io_write(io, 1, sb_str(&out));
    sb_fini(&out);
    sb_fini(&made);
    sb_fini(&plain);
    complist_fini(&l);
    return STATUS_OK;
}

static void add_rules(Shell *sh, const Args *a, Str name, bool is_path)
{
    CompSpecs *cs = complete_specs(sh);
    CompRule r = {.args = (char *)(a->args ? a->args : ""), .desc = (char *)(a->desc ? a->desc : ""),
                  .conds = a->conds, .no_files = a->no_files, .force_files = a->force_files,
                  .requires_param = a->requires, .keep_order = a->keep_order};
    char one[8];
    for (size_t i = 0; i < a->shorts.len;) {
        /* a short option is one character, maybe several bytes */
        size_t n = 1;
        unsigned char b = (unsigned char)a->shorts.ptr[i];
        if (b >= 0xf0) n = 4;
        else if (b >= 0xe0) n = 3;
        else if (b >= 0xc0) n = 2;
        if (i + n > a->shorts.len) n = a->shorts.len - i;
        memcpy(one, a->shorts.ptr + i, n);
        one[n] = '\0';
        r.option = one;
        r.type = COMPOPT_SHORT;
        cs_add(cs, name, is_path, &r);
        i += n;
    }
    for (size_t i = 0; i < a->longs.n; i++) {
        r.option = (char *)a->longs.items[i].ptr;
        r.type = COMPOPT_LONG;
        cs_add(cs, name, is_path, &r);
    }
    for (size_t i = 0; i < a->olds.n; i++) {
        r.option = (char *)a->olds.items[i].ptr;
        r.type = COMPOPT_OLD;
        cs_add(cs, name, is_path, &r);
    }
    if (!a->shorts.len && !a->longs.n && !a->olds.n) {
        r.option = "";
        r.type = COMPOPT_ARGS;
        cs_add(cs, name, is_path, &r);
    }
}

static void remove_rules(Shell *sh, const Args *a, Str name, bool is_path)
{
    CompSpecs *cs = complete_specs(sh);
    bool removed = false;
    for (size_t i = 0; i < a->shorts.len; i++) {
        cs_remove(cs, name, is_path, str_sub(sb_str(&a->shorts), i, 1), COMPOPT_SHORT);
        removed = true;
    }
    for (size_t i = 0; i < a->olds.n; i++, removed = true) cs_remove(cs, name, is_path, a->olds.items[i], COMPOPT_OLD);
    for (size_t i = 0; i < a->longs.n; i++, removed = true) {
        cs_remove(cs, name, is_path, a->longs.items[i], COMPOPT_LONG);
    }
    /* `complete X -e --wraps W` takes that wrap away, nothing else (bi_complete) */
    if (!removed && !a->wraps.n) cs_remove_all(cs, name, is_path, true);
}

int bi_complete(Shell *sh, Io *io, int argc, char **argv)
{
    const char *name = argv[0];
    Args a = {0};
    char **operands = xcalloc((size_t)argc + 1, sizeof *operands);
    OptState st;
    opt_begin_permuted(&st, argc, argv, bi_complete_opts, operands);
    int status = STATUS_OK;
    for (int c; (c = opt_next(&st)) != OPT_DONE;) {
        switch (c) {
        case 'x': a.no_files = a.requires = a.have_x = true; break;
        case 'f': a.no_files = true; break;
        case 'F': a.force_files = true; break;
        case 'r': a.requires = true; break;
        case 'k': a.keep_order = true; break;
        case 'p':
        case 'c':
            if (!push_name(io, name, st.arg, c == 'p' ? &a.paths : &a.cmds)) {
                status = STATUS_INVALID_ARGS;
                goto done;
            }
            break;
        case 'd': a.desc = st.arg; break;
        case 'u': case 'A': break; /* removed in fish; accepted and ignored */
        case 's':
            if (!*st.arg) {
                bi_error(io, name, "-s requires a non-empty string");
                status = STATUS_INVALID_ARGS;
                goto done;
            }
            sb_append_cstr(&a.shorts, st.arg);
            break;
        case 'l':
        case 'o':
            if (!*st.arg) {
                bi_error(io, name, "-%c requires a non-empty string", c);
                status = STATUS_INVALID_ARGS;
                goto done;
            }
            sl_push_cstr(c == 'l' ? &a.longs : &a.olds, st.arg);
            break;
        case 'a': a.args = st.arg; break;
        case 'e': a.erase = true; break;
        case 'n': sl_push_cstr(&a.conds, st.arg); break;
        case 'w': sl_push_cstr(&a.wraps, st.arg); break;
        case 'C':
            a.do_complete = true;
            if (st.arg) a.complete_line = st.arg;
            break;
        case OPT_ESCAPE: a.escape = true; break;
        case OPT_COLOR:
            if (!bi_color_parse(io, name, st.arg, &a.color)) {
                status = STATUS_INVALID_ARGS;
                goto done;
            }
            break;
        case 'h':
            status = bi_print_help(sh, io, name);
            goto done;
        default:
            status = bi_opt_error(sh, io, name, &st, c);
            goto done;
        }
    }
    if (a.no_files && a.force_files) {
        bi_error(io, name, "invalid option combination, %s",
                 a.have_x ? "'--exclusive' and '--force-files'" : "'--no-files' and '--force-files'");
        status = STATUS_INVALID_ARGS;
        goto done;
    }
    if (st.noperands) {
        if (a.do_complete && !a.complete_line && st.noperands == 1) {
            a.complete_line = operands[0];
        } else if (!a.do_complete && !a.cmds.n && st.noperands == 1) {
            sl_push_cstr(&a.cmds, operands[0]);
        } else {
            bi_error(io, name, "too many arguments");
            bi_print_trailer(sh, io, name);
            status = STATUS_INVALID_ARGS;
            goto done;
        }
    }
    for (size_t i = 0; i < a.conds.n; i++) {
        if (!check_condition(io, name, a.conds.items[i].ptr)) {
            status = STATUS_FAIL;
            goto done;
        }
    }
    if (a.args && *a.args && !check_arguments(sh, io, name, a.args)) {
        status = STATUS_FAIL;
        goto done;
    }
    if (a.do_complete) {
        status = do_complete(sh, io, &a);
        goto done;
    }
    CompSpecs *cs = complete_specs(sh);
    bool defines = a.paths.n || a.longs.n || a.shorts.len || a.olds.n || a.erase || (a.args && *a.args) ||
                   (a.desc && *a.desc) || a.conds.n || a.wraps.n || a.no_files || a.force_files || a.requires;
    if (!defines) {
        StrBuf text = STRBUF_INIT, out = STRBUF_INIT;
        if (!a.cmds.n) cs_print(cs, STR(""), &text);
        for (size_t i = 0; i < a.cmds.n; i++) cs_print(cs, a.cmds.items[i], &text);
        bi_color_code(sh, bi_color_on(sh, io, a.color), sb_str(&text), &out);
        io_write(io, 1, sb_str(&out));
        sb_fini(&text);
        sb_fini(&out);
        goto done;
    }
    for (size_t i = 0; i < a.cmds.n; i++) {
        if (a.erase) remove_rules(sh, &a, a.cmds.items[i], false);
        else add_rules(sh, &a, a.cmds.items[i], false);
    }
    for (size_t i = 0; i < a.paths.n; i++) {
        if (a.erase) remove_rules(sh, &a, a.paths.items[i], true);
        else add_rules(sh, &a, a.paths.items[i], true);
    }
    for (size_t w = 0; w < a.wraps.n; w++) {
        for (size_t i = 0; i < a.cmds.n; i++) {
            if (a.erase) cs_remove_wrap(cs, a.cmds.items[i], a.wraps.items[w]);
            else cs_add_wrap(cs, a.cmds.items[i], a.wraps.items[w]);
        }
    }
done:
    free(operands);
    args_fini(&a);
    return status;
}
