/* interactive/reader.c - the editing loop.
 *
 * One command line: run the prompt functions (with keys sending signals
 * again, so ctrl-c stops a prompt that hangs), draw, then wait
 * for bytes and signals. Bytes become key events; keys are matched against
 * the bindings of the current mode (`$fish_bind_mode`), waiting while they
 * are a prefix of a longer binding; a binding runs input functions here and
 * shell code through the EditorLink. After each batch of events one frame is
 * drawn. `execute` on a complete line leaves the loop, and the line runs with
 * the terminal handed back. */
#include "interactive/reader.h"

#include "base/check.h"
#include "base/fs.h"
#include "base/utf8.h"
#include "env/event.h"
#include "env/features.h"
#include "env/func.h"
#include "env/var.h"
#include "exec/complete.h"
#include "exec/eval.h"
#include "exec/pipeline.h"
#include "interactive/indent.h"
#include "interactive/plain.h"
#include "interactive/reader_impl.h"
#include "parse/parser.h"
#include "proc/signal.h"
#include "proc/tty.h"
#include "store/bind.h"
#include "store/history.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#ifdef __linux__
#include <sys/inotify.h>
#endif
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

bool reader_usable(Shell *sh)
{
    (void)sh;
    return isatty(STDIN_FILENO);
}

static Str var_first(Shell *sh, const char *name)
{
    const Var *v = vars_get(sh->vars, str_cstr(name), 0);
    return v && v->values.n ? v->values.items[0] : STR("");
}

static long var_long(Shell *sh, const char *name, long dflt)
{
    Str v = var_first(sh, name);
    if (!v.len || v.len > 18) return dflt;
    char buf[20];
    memcpy(buf, v.ptr, v.len);
    buf[v.len] = '\0';
    char *end;
    long n = strtol(buf, &end, 10);
    return *end ? dflt : n;
}

static bool have_function(Shell *sh, const char *name)
{
    /* a file of that name may define nothing (tide's fish_mode_prompt.fish
     * is only a comment, to hide the default one): then there is none */
    Str n = str_cstr(name);
    return funcs_get(sh->funcs, n) || (eval_autoload(sh, n) && funcs_get(sh->funcs, n));
}

/* Runs function name with arguments argv[0..argc) or, when name is NULL,
 * the code, with the output appended to out; the shell's $status and
 * $pipestatus survive. */
static void capture(Reader *r, const char *name, Str code, int argc, char **argv, StrBuf *out)
{
    Shell *sh = r->sh;
    ShellStatuses saved = shell_save_statuses(sh);
    Io io = io_standard();
    io.t[1] = (IoTarget){.fd = -1, .buf = out};
    bool was_raw = r->term.raw;
    term_shell_modes(&r->term); /* ctrl-c stops a prompt that hangs */
    sig_clear(SIGINT);
    if (name) {
        char **args =
            xmalloc(((size_t)argc + 2) * sizeof *args); /* the name first, as in a command's argv */
        args[0] = (char *)name;
        if (argc) memcpy(args + 1, argv, (size_t)argc * sizeof *args);
        args[argc + 1] = NULL;
        eval_call_function(sh, name, argc + 1, args, &io);
        free(args);
    } else {
        eval_text(sh, code, NULL, &io);
    }
    if (sh->control == CTL_CANCEL) sh->control = CTL_NONE;
    sig_clear(SIGINT);
    if (was_raw) term_enter(&r->term);
    shell_restore_statuses(sh, &saved);
}

/* capture for function name; false when there is no such function. */
static bool run_capture(Reader *r, const char *name, int argc, char **argv, StrBuf *out)
{
    if (!have_function(r->sh, name)) return false;
    capture(r, name, STR(""), argc, argv, out);
    return true;
}

/* The prompt when no fish_prompt function exists: fish's layout. */
static void fallback_prompt(Reader *r)
{
    Shell *sh = r->sh;
    StrBuf *p = &r->prompt;
    sb_append(p, var_first(sh, "USER"));
    sb_append_char(p, '@');
    sb_append(p, var_first(sh, "hostname"));
    sb_append_char(p, ' ');
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd)) strcpy(cwd, "?");
    Str dir = str_cstr(cwd), home = var_first(sh, "HOME");
    if (home.len && str_starts_with(dir, home) && (dir.len == home.len || dir.ptr[home.len] == '/')) {
        sb_append_char(p, '~');
        sb_append(p, str_sub(dir, home.len, dir.len - home.len));
    } else {
        sb_append(p, dir);
    }
    if (sh->status) sb_printf(p, " [%d]", sh->status);
    sb_append_cstr(p, geteuid() == 0 ? "# " : "> ");
}

/* OSC 7: the working directory, for terminals that open new tabs there. */
static void report_cwd(Reader *r)
{
    char cwd[PATH_MAX];
    if (!getcwd(cwd, sizeof cwd)) return;
    StrBuf b = STRBUF_INIT;
    sb_append_cstr(&b, "\033]7;file://");
    sb_append(&b, var_first(r->sh, "hostname"));
    for (const unsigned char *p = (const unsigned char *)cwd; *p; p++) {
        if (*p <= 0x20 || *p >= 0x7f || *p == '%' || *p == '#' || *p == '?') sb_printf(&b, "%%%02X", *p);
        else sb_append_char(&b, (char)*p);
    }
    sb_append_cstr(&b, "\a");
    term_control(&r->term, b.ptr, b.len);
    sb_fini(&b);
}

static void update_title(Reader *r, Str command)
{
    StrBuf t = STRBUF_INIT;
    char *arg = NULL;
    char *argv[1] = {NULL};
    int argc = 0;
    if (command.len) {
        arg = xmalloc(command.len + 1);
        memcpy(arg, command.ptr, command.len);
        arg[command.len] = '\0';
        argv[argc++] = arg;
    }
    if (run_capture(r, "fish_title", argc, argv, &t)) {
        while (t.len && t.ptr[t.len - 1] == '\n') t.len--;
        term_title(&r->term, t.ptr ? t.ptr : "", t.len);
    }
    free(arg);
    sb_fini(&t);
}

/* Removes every newline of b. */
static void drop_newlines(StrBuf *b)
{
    size_t o = 0;
    for (size_t i = 0; i < b->len; i++)
        if (b->ptr[i] != '\n') b->ptr[o++] = b->ptr[i];
    b->len = o;
}

/* Runs the prompt functions; final: for the line about to run, with
 * fish_transient_prompt set, each gets --final-rendering (as fish). */
static void run_prompts_as(Reader *r, bool final)
{
    char *final_argv[] = {"--final-rendering", NULL};
    int fc = final ? 1 : 0;
    char **fv = final ? final_argv : NULL;
    sb_clear(&r->prompt);
    sb_clear(&r->rprompt);
    bool was_raw = r->term.raw;
    term_shell_modes(&r->term); /* once for the three functions */
    /* fish takes a prompt's output line by line: the left prompt's lines
     * joined (its last newline goes), the mode and right prompts' run
     * together (they are one line: every newline goes) */
    run_capture(r, "fish_mode_prompt", fc, fv, &r->prompt);
    drop_newlines(&r->prompt);
    size_t mode_len = r->prompt.len;
    const ReaderConf *c = &r->conf;
    if (c->prompt_cmd.ptr) capture(r, NULL, c->prompt_cmd, 0, NULL, &r->prompt); /* read -p */
    else if (!c->prompt_text.ptr && !run_capture(r, "fish_prompt", fc, fv, &r->prompt))
        fallback_prompt(r);
    if (r->prompt.len > mode_len && r->prompt.ptr[r->prompt.len - 1] == '\n') r->prompt.len--;
    if (c->prompt_text.ptr) sb_append(&r->prompt, c->prompt_text); /* read -P: as it is */
    if (!c->prompt_text.ptr && !c->prompt_cmd.ptr)
        run_capture(r, "fish_right_prompt", fc, fv, &r->rprompt);
    else if (c->rprompt_cmd.len) capture(r, NULL, c->rprompt_cmd, 0, NULL, &r->rprompt);
    drop_newlines(&r->rprompt);
    if (was_raw) term_enter(&r->term);
    r->prompt_stale = false;
}

static void run_prompts(Reader *r)
{
    run_prompts_as(r, false);
}

/* ---- drawing ---- */

/* read -s: the line as fish shows it, a dot for each character; *cursor
 * moves to the same character in it. */
static void obscure(Str line, size_t *cursor, StrBuf *out)
{
    size_t at = 0;
    for (size_t i = 0; i < line.len;) {
        if (i == *cursor) at = out->len;
        uint32_t cp;
        i += utf8_decode(line.ptr + i, line.len - i, &cp);
        sb_append_cstr(out, "\u25CF");
    }
    *cursor = *cursor >= line.len ? out->len : at;
}

/* A suggestion found in another case than typed shows its own text for
 * the typed part, as fish, the typed characters' colours and the cursor
 * kept character by character (left as typed where the counts differ). */
static void own_case(Reader *r, Str *line, size_t *cursor, const uint16_t **styles)
{
    Str own = str_sub(sb_str(&r->suggestion), 0, r->suggestion_at);
    if (str_eq(own, *line)) return;
    size_t i = 0, j = 0;
    while (i < line->len && j < own.len) i = eb_next_char(*line, i), j = eb_next_char(own, j);
    if (i < line->len || j < own.len) return;
    if (*styles && r->cap_own < own.len) {
        r->cap_own = own.len * 2;
        free(r->own_styles);
        r->own_styles = xmalloc(r->cap_own * sizeof *r->own_styles);
    }
    size_t at = *cursor;
    for (i = j = 0; i < line->len;) {
        size_t ni = eb_next_char(*line, i), nj = eb_next_char(own, j);
        if (i == at) *cursor = j;
        for (size_t k = j; *styles && k < nj; k++) r->own_styles[k] = (*styles)[i];
        i = ni, j = nj;
    }
    if (at >= line->len) *cursor = own.len;
    if (*styles) *styles = r->own_styles;
    *line = own;
}

/* While no key waits: the completion files of the commands typed, whose
 * options the highlighter may then know (the line is drawn again when one
 * was loaded). */
static void load_wanted(Reader *r)
{
    struct pollfd in = {.fd = r->term.in_fd, .events = POLLIN};
    if (!hl_take_wanted(r->hl, NULL) || r->nkeys || r->accepted || poll(&in, 1, 0) != 0 ||
        kd_wait(&r->kd) == KD_WAIT_ESCAPE)
        return;
    StrBuf name = STRBUF_INIT;
    bool loaded = false;
    /* the terminal stays as the editor has it: in its ordinary modes a key
       typed meanwhile would go through the line discipline (ctrl-u would
       erase what was typed ahead); a completion file defines rules and
       does not read the terminal */
    while (hl_take_wanted(r->hl, &name)) loaded |= complete_load(r->sh, sb_str(&name));
    sb_fini(&name);
    if (loaded) rd_draw(r);
}

/* An option the command does not take: a short note under the line (in
 * place of none, or of the last such note), while no pager lists anything. */
static void option_note(Reader *r, Str line, bool highlighted)
{
    if (r->below.len && !r->below_is_note) return;
    sb_clear(&r->below);
    r->below_is_note = false;
    size_t at, len, end;
    Str note, fix;
    if (!highlighted || r->pg.open || r->hp_active || r->conf.silent ||
        !hl_bad_option(r->hl, line, &at, &len, &end, &note, &fix))
        return;
    sb_append(&r->below, note);
    r->below_is_note = true;
}

void rd_draw(Reader *r)
{
    Str line = eb_str(&r->eb);
    size_t lines = 1;
    for (size_t i = 0; i < line.len; i++) lines += line.ptr[i] == '\n';
    if (r->cap_indents < lines) {
        r->cap_indents = lines * 2;
        free(r->indents);
        r->indents = xmalloc(r->cap_indents * sizeof *r->indents);
    }
    indent_levels_marked(line, r->indents);
    ed_sync_modes(r);
    const uint16_t *styles = NULL;
    size_t from = 0, to = 0;
    bool sel = eb_selection(&r->eb, &from, &to);
    /* the suggestion first: the disk answers it asks for are waited for
       with the highlighter's */
    Str suggestion = !r->hs_active && !r->hp_active ? ed_suggestion_tail(r) : STR("");
    if (line.len && r->conf.highlight && !r->conf.silent) {
        if (r->cap_styles < line.len) {
            r->cap_styles = r->cap_roles = line.len * 2;
            free(r->styles);
            free(r->roles);
            r->styles = xmalloc(r->cap_styles * sizeof *r->styles);
            r->roles = xmalloc(r->cap_roles);
        }
        hl_compute(r->hl, line, r->eb.cursor, r->roles);
        /* a disk answer usually comes within microseconds: waiting a moment
           for it saves drawing the line twice */
        if (hl_waiting(r->hl) && hl_wait(r->hl, 1) && hl_take_results(r->hl)) {
            hl_compute(r->hl, line, r->eb.cursor, r->roles);
            if (r->suggest_waiting) suggestion = ed_suggestion_tail(r);
        }
        if (r->role_gen != r->sh->color_generation) {
            memset(r->role_ids, 0, sizeof r->role_ids);
            r->role_gen = r->sh->color_generation;
        }
        for (size_t i = 0; i < line.len; i++) {
            HlOverlay o = sel && i >= from && i < to ? HL_OVER_SELECTION
                          : r->hs_active && r->hs_match_len && i >= r->hs_match_at &&
                                  i < r->hs_match_at + r->hs_match_len
                              ? HL_OVER_SEARCH_MATCH
                              : HL_OVER_NONE;
            uint16_t *id = &r->role_ids[o][r->roles[i]];
            if (!*id) {
                Str esc = hl_escape(r->hl, r->roles[i], o);
                /* plain text is style 0: no escapes at all */
                bool plain = !esc.len || str_eq(esc, STR("\033[m"));
                *id = (plain ? 0 : scr_style(&r->scr, esc)) | 0x8000;
            }
            r->styles[i] = *id & 0x7fff;
        }
        styles = r->styles;
    }
    option_note(r, line, styles != NULL);
    if (r->force_full) {
        scr_reset(&r->scr);
        term_control(&r->term, "\r\033[J", 4);
        r->force_full = false;
    }
    size_t cursor = r->eb.cursor;
    StrBuf dots = STRBUF_INIT;
    if (suggestion.len) own_case(r, &line, &cursor, &styles);
    if (r->conf.silent) {
        obscure(line, &cursor, &dots);
        line = sb_str(&dots);
    }
    ScrFrame f = {
        .prompt = sb_str(&r->prompt),
        .rprompt = sb_str(&r->rprompt),
        .line = line,
        .styles = styles,
        .indents = r->indents,
        .cursor = cursor,
        .below = sb_str(&r->below),
    };
    f.suggestion = suggestion;
    if (f.suggestion.len) {
        Str esc = hl_escape(r->hl, HL_AUTOSUGGESTION, HL_OVER_NONE);
        f.suggestion_style = scr_style(&r->scr, esc);
    }
    unsigned *all_indents = NULL;
    if (memchr(f.suggestion.ptr, '\n', f.suggestion.len)) {
        /* a suggestion of several lines: indented as the whole would be */
        Str whole = sb_str(&r->suggestion);
        size_t n = 1;
        for (size_t i = 0; i < whole.len; i++) n += whole.ptr[i] == '\n';
        all_indents = xmalloc(n * sizeof *all_indents);
        indent_levels_marked(whole, all_indents);
        f.suggestion_indents = all_indents + (lines - 1);
    }
    pk_render(r, &f);
    r->sh->editor.showing_suggestion = f.suggestion.len > 0;
    scr_draw(&r->scr, &f);
    free(all_indents);
    sb_fini(&dots);
    r->redraw = false;
}

/* ---- the EditorLink ---- */

static void link_out(Reader *r)
{
    EditorLink *e = &r->sh->editor;
    ed_sync_modes(r);
    sb_clear(&e->text);
    sb_append(&e->text, eb_str(&r->eb));
    e->cursor = r->eb.cursor;
    e->has_selection = eb_selection(&r->eb, &e->sel_start, &e->sel_end);
    pk_link(r, e);
    e->changed = false;
    e->active = true;
}

static void run_queued(Reader *r);

static void link_in(Reader *r)
{
    EditorLink *e = &r->sh->editor;
    if (e->changed) {
        pk_close(r, false); /* the candidates were for the line before */
        size_t cur = e->cursor <= e->text.len ? e->cursor : e->text.len;
        eb_set(&r->eb, sb_str(&e->text), cur);
        ed_sync_modes(r);
        ed_clamp_cursor(r);
        e->changed = false;
        r->redraw = true;
    }
    if (e->repaint || e->colors_changed) {
        e->repaint = 0;
        e->colors_changed = false;
        r->prompt_stale = true;
    }
    run_queued(r);
}

/* Runs shell code from a binding (or, with event set, the handlers of that
 * generic event), with the terminal in the shell's modes and the line shared
 * through the EditorLink. */
static void release_terminal(void *ctx)
{
    Reader *r = ctx;
    if (r->in_code) term_leave(&r->term);
}

void rd_code_begin(Reader *r)
{
    link_out(r);
    /* the protocols stay on (some terminals report the focus again each
       time focus reports are turned on, and toggling costs every vi key);
       an external command the code starts gets the terminal's ordinary
       modes through release_terminal */
    term_shell_modes(&r->term);
    sig_clear(SIGINT);
    r->in_code++;
}

void rd_code_end(Reader *r)
{
    Shell *sh = r->sh;
    r->in_code--;
    if (sh->control == CTL_CANCEL) sh->control = CTL_NONE;
    if (sh->control == CTL_EXIT) {
        r->exit = true;
        sh->control = CTL_NONE;
    }
    term_enter(&r->term);
    scr_lost(&r->scr); /* the code may have written to the terminal */
    link_in(r);
    r->redraw = true;
}

static void resize(Reader *r);

/* Runs the prompt functions again (prompt_stale) and asks for a draw;
 * r->exit when one of them ran `exit`. */
static void refresh_prompt(Reader *r)
{
    Shell *sh = r->sh;
    /* shell code that ran since (a command) may have taken a SIGWINCH */
    if (term_update_size(&r->term)) resize(r);
    if (sh->debug_term && r->term.size_unknown[0])
        fputs("term-support: Terminal has 0 columns, falling back to default width\n", stderr);
    if (sh->debug_term && r->term.size_unknown[1])
        fputs("term-support: Terminal has 0 rows, falling back to default height\n", stderr);
    /* a colour the first run of the prompt set (globally) runs it
       again, once: runs after that are repaints, whose changes
       ask for none, as fish */
    sh->editor.colors_changed = false;
    sh->editor.repainting = !r->prompt_fresh;
    run_prompts(r);
    if (sh->editor.colors_changed && !sh->editor.repainting && sh->control != CTL_EXIT) {
        sh->editor.repainting = true;
        run_prompts(r);
    }
    sh->editor.repainting = false;
    sh->editor.colors_changed = false;
    r->prompt_fresh = false;
    if (sh->control == CTL_EXIT) { /* `exit` in a prompt function leaves */
        sh->control = CTL_NONE;
        r->exit = true;
        return;
    }
    if (sh->jobs.n_summaries) {
        /* a job the prompt ran that a signal killed is reported
           now, above the prompt, which does not run again for it
           (fish #9796) */
        scr_finish(&r->scr);
        term_shell_modes(&r->term);
        pipeline_notify_jobs(sh);
        term_enter(&r->term);
        scr_lost(&r->scr);
    }
    r->redraw = true;
}

static bool run_shell_code(Reader *r, Str code, const char *event)
{
    Shell *sh = r->sh;
    if (event && !event_has(sh->events, EVENT_GENERIC, str_cstr(event))) return true;
    rd_code_begin(r);
    ShellStatuses saved = shell_save_statuses(sh); /* as fish: $pipestatus too */
    Io io = io_standard();
    int st = 0;
    if (event) eval_fire(sh, EVENT_GENERIC, str_cstr(event), 0, NULL);
    else st = eval_text(sh, code, NULL, &io);
    shell_restore_statuses(sh, &saved);
    rd_code_end(r);
    return st == 0;
}

/* ---- bindings ---- */

Str rd_bind_mode(Reader *r)
{
    Str m = var_first(r->sh, "fish_bind_mode");
    return m.len ? m : STR("default");
}

static void run_commands(Reader *r, const StrList *cmds, Str sets_mode);

/* Whether binding b only types (self-insert, with an abbreviation expanded
 * maybe). */
static bool only_types(const Binding *b)
{
    for (size_t i = 0; i < b->commands.n; i++) {
        int f = inputfn_lookup(b->commands.items[i]);
        if (f != INPUTFN_SELF_INSERT && f != INPUTFN_SELF_INSERT_NOTFIRST &&
            f != INPUTFN_EXPAND_ABBR)
            return false;
    }
    return true;
}

/* Runs binding b. Its commands may change the table (`bind` in them), so
 * they run from a copy. What the keys before it did shows first when it
 * does more than type, even with keys typed ahead, as fish repaints between
 * key events (the prompt run again first when stale): a binding's output
 * goes below the line as it looks, a word motion starts from what shows. */
static void run_binding(Reader *r, const Binding *b)
{
    if (!only_types(b)) {
        if (r->prompt_stale) refresh_prompt(r);
        if (r->exit) return;
        if (r->redraw) rd_draw(r);
    }
    StrList cmds = STRLIST_INIT;
    sl_dup(&cmds, &b->commands);
    char *mode = b->sets_mode ? xstrdup(b->sets_mode) : NULL;
    Str was = rd_bind_mode(r);
    char *before = xmalloc(was.len + 1);
    memcpy(before, was.ptr, was.len);
    before[was.len] = '\0';
    run_commands(r, &cmds, mode ? str_cstr(mode) : STR(""));
    /* `set fish_bind_mode` in the binding's code shows in the mode prompt */
    if (!str_eq_cstr(rd_bind_mode(r), before)) r->prompt_stale = true;
    free(before);
    free(mode);
    sl_fini(&cmds);
}

/* Handlers of variables changed outside of shell code (the mode a binding
 * sets) run now, as they would after a `set`. */
static void fire_var_events(Reader *r)
{
    Shell *sh = r->sh;
    if (!sh->pending_events.n) return;
    link_out(r);
    /* as for other event handlers, the protocols stay on */
    term_shell_modes(&r->term);
    r->in_code++;
    eval_fire_pending(sh);
    r->in_code--;
    term_enter(&r->term);
    scr_lost(&r->scr); /* a handler may have written to the terminal */
    link_in(r);
}

/* Runs cmds from index i on. An input function that takes the next key as
 * its argument (forward-jump) stops the run: the commands after it, and the
 * mode to set, wait in arg_rest and arg_mode for that key. So does a run
 * whose shell code queued such a function. */
static void run_from(Reader *r, const StrList *cmds, size_t i, Str sets_mode)
{
    for (; i < cmds->n; i++) {
        Str c = cmds->items[i];
        /* a jump `commandline --forward-jump=C` queued: its target with it */
        const char *nul = memchr(c.ptr, '\0', c.len);
        uint32_t target = 0;
        if (nul) {
            size_t at = (size_t)(nul - c.ptr) + 1;
            if (at < c.len) utf8_decode(c.ptr + at, c.len - at, &target);
            if (target == UTF8_INVALID) target = 0;
            c.len = at - 1;
        }
        int f = inputfn_lookup(c);
        if (f == INPUTFN_AND) {
            if (!r->last_ok) break;
            continue;
        }
        if (f == INPUTFN_OR) {
            if (r->last_ok) break;
            continue;
        }
        if (f >= 0 && nul) {
            r->jump_char = target;
            r->last_ok = target && ed_run(r, (InputFn)f);
        } else if (f >= 0 && inputfn_arity((InputFn)f) > 0) {
            r->arg_key = 1;
            r->arg_fn = (InputFn)f;
        } else if (f >= 0) {
            r->last_ok = ed_run(r, (InputFn)f);
        } else {
            r->last_ok = run_shell_code(r, c, NULL);
        }
        if (r->accepted || r->cancelled || r->exit) break;
        if (r->arg_key) {
            for (size_t j = i + 1; j < cmds->n; j++) sl_push(&r->arg_rest, cmds->items[j]);
            if (sets_mode.len) {
                free(r->arg_mode);
                r->arg_mode = xmalloc(sets_mode.len + 1);
                memcpy(r->arg_mode, sets_mode.ptr, sets_mode.len);
                r->arg_mode[sets_mode.len] = '\0';
            }
            return;
        }
    }
    if (sets_mode.len && !str_eq(sets_mode, rd_bind_mode(r))) {
        vars_set_one(r->sh->vars, STR("fish_bind_mode"), VM_GLOBAL, sets_mode);
        r->prompt_stale = true; /* the mode prompt shows the new mode */
        fire_var_events(r);
    }
}

/* Runs the commands of one binding. */
static void run_commands(Reader *r, const StrList *cmds, Str sets_mode)
{
    r->last_ok = true;
    run_from(r, cmds, 0, sets_mode);
}

/* The key a jump function waited for came: it runs with it, then the rest
 * of its binding. A key that types no character makes it fail. */
static void run_with_argument(Reader *r)
{
    r->arg_key = 0;
    if (r->typed) {
        r->jump_char = r->typed;
        r->last_ok = ed_run(r, r->arg_fn);
    } else {
        r->last_ok = false;
    }
    StrList rest = STRLIST_INIT;
    sl_move(&rest, &r->arg_rest);
    char *mode = r->arg_mode;
    r->arg_mode = NULL;
    run_from(r, &rest, 0, mode ? str_cstr(mode) : STR(""));
    free(mode);
    sl_fini(&rest);
}

static void run_queued(Reader *r)
{
    StrList *q = &r->sh->editor.queued;
    if (!q->n) return;
    StrList cmds = STRLIST_INIT;
    sl_move(&cmds, q);
    if (r->arg_key) {
        /* they come after a function still waiting for its key */
        for (size_t i = 0; i < cmds.n; i++) sl_push(&r->arg_rest, cmds.items[i]);
    } else {
        run_commands(r, &cmds, STR(""));
        r->sh->editor.queued_ok = r->last_ok;
    }
    sl_fini(&cmds);
}

/* `commandline -f` in a binding's code: the functions run at once, so the
 * code sees what they did, as in fish 4. Elsewhere they wait for the
 * editor. */
static void link_flush(void *ctx)
{
    Reader *r = ctx;
    if (!r->in_code) return;
    link_in(r);
    link_out(r);
}

/* Forgets the first n keys typed toward a binding. */
static void drop_keys(Reader *r, size_t n)
{
    memmove(r->keys, r->keys + n, (r->nkeys - n) * sizeof *r->keys);
    memmove(r->key_chars, r->key_chars + n, (r->nkeys - n) * sizeof *r->key_chars);
    r->nkeys -= n;
}

/* The key that no binding wanted: the mode's generic binding gets it, with
 * the character that key types. */
static void run_fallback(Reader *r, Key k, uint32_t typed)
{
    r->last_key = k;
    r->typed = typed;
    const Binding *b = bind_fallback(r->sh->binds, rd_bind_mode(r));
    if (b) run_binding(r, b);
}

/* Matches the keys typed so far; runs what they complete. Returns true when
 * the reader must wait for more keys. */
static bool dispatch_keys(Reader *r)
{
    while (r->nkeys) {
        if (r->arg_key) {
            /* a key typed after a binding that waits for one (d,i then ") */
            r->typed = r->key_chars[0];
            drop_keys(r, 1);
            run_with_argument(r);
        } else {
            const Binding *b = NULL;
            BindMatch m = bind_match(r->sh->binds, rd_bind_mode(r), r->keys, r->nkeys, &b);
            if (m == BIND_PREFIX) return true;
            if (m == BIND_FULL) {
                r->last_key = r->keys[r->nkeys - 1];
                r->nkeys = 0;
                run_binding(r, b);
                continue;
            }
            /* no binding: the longest shorter sequence that is one runs, the
               rest is matched again */
            size_t used = 0;
            for (size_t j = r->nkeys - 1; j > 0 && !used; j--) {
                const Binding *p = NULL;
                BindMatch pm = bind_match(r->sh->binds, rd_bind_mode(r), r->keys, j, &p);
                if ((pm == BIND_FULL || pm == BIND_PREFIX) && p) {
                    r->last_key = r->keys[j - 1];
                    used = j;
                    Key rest[KEY_SEQ_MAX];
                    uint32_t rest_chars[KEY_SEQ_MAX];
                    size_t nrest = r->nkeys - j;
                    memcpy(rest, r->keys + j, nrest * sizeof *rest);
                    memcpy(rest_chars, r->key_chars + j, nrest * sizeof *rest_chars);
                    r->nkeys = 0;
                    run_binding(r, p);
                    memcpy(r->keys, rest, nrest * sizeof *rest);
                    memcpy(r->key_chars, rest_chars, nrest * sizeof *rest_chars);
                    r->nkeys = nrest;
                }
            }
            if (!used) {
                Key first = r->keys[0];
                uint32_t first_char = r->key_chars[0];
                drop_keys(r, 1);
                run_fallback(r, first, first_char);
            }
        }
        if (r->accepted || r->cancelled || r->exit) {
            r->nkeys = 0;
            return false;
        }
    }
    return false;
}

/* Waiting for more keys timed out: what was typed runs as it is. */
static void flush_keys(Reader *r)
{
    while (r->nkeys) {
        const Binding *b = NULL;
        bind_match(r->sh->binds, rd_bind_mode(r), r->keys, r->nkeys, &b);
        if (b) {
            r->last_key = r->keys[r->nkeys - 1];
            r->nkeys = 0;
            run_binding(r, b);
            return;
        }
        Key first = r->keys[0];
        uint32_t first_char = r->key_chars[0];
        drop_keys(r, 1);
        run_fallback(r, first, first_char);
        if (r->nkeys && dispatch_keys(r)) continue;
    }
}

static void handle_key(Reader *r, const KeyEvent *ev)
{
    Key k = ev->key;
    r->typed = kd_typed_char(ev);
    r->typed_raw_len = ev->raw.len < sizeof r->typed_raw ? ev->raw.len : 0;
    memcpy(r->typed_raw, ev->raw.ptr, r->typed_raw_len);
    if (r->hp_active) {
        hp_key(r, ev);
        return;
    }
    sb_clear(&r->below);
    if (r->arg_key && !r->nkeys) {
        run_with_argument(r);
        return;
    }
    if (r->nkeys == KEY_SEQ_MAX) flush_keys(r);
    r->key_chars[r->nkeys] = r->typed;
    r->keys[r->nkeys++] = k;
    dispatch_keys(r);
}

/* A bracketed paste: inserted as it is, never run. Text with control
 * characters other than tab and newline has them dropped. */
static void handle_paste(Reader *r, Str text)
{
    StrBuf clean = STRBUF_INIT;
    for (size_t i = 0; i < text.len; i++) {
        unsigned char c = (unsigned char)text.ptr[i];
        if (c == '\r') {
            if (i + 1 < text.len && text.ptr[i + 1] == '\n') continue;
            c = '\n';
        }
        if (c < 0x20 && c != '\n' && c != '\t') continue;
        if (c == 0x7f) continue;
        sb_append_char(&clean, (char)c);
    }
    if (hp_paste(r, sb_str(&clean))) { /* into ctrl-r's search field */
        sb_fini(&clean);
        return;
    }
    /* fish quotes a single pasted token when the cursor is inside a quote;
       plain insertion otherwise */
    eb_seal(&r->eb);
    ed_insert_text(r, sb_str(&clean), false);
    sb_fini(&clean);
    r->redraw = true;
}

/* A cursor report, the answer to ask_top: the answers come in order, only
 * the last question's counts. */
static void cursor_report(Reader *r, unsigned row)
{
    r->top_reported = true;
    if (r->top_stale) {
        r->top_stale--;
    } else if (r->top_asked && --r->top_asked == 0) {
        scr_set_top(&r->scr, (long)row - 1, r->top_frame_row);
        r->redraw = true;
    }
}

/* A device attributes answer: the end of the first queries (term_query),
 * else of a cursor question, which got no report when none came before. */
static void device_attrs(Reader *r)
{
    if (r->term.awaiting) {
        r->term.awaiting = false;
        return;
    }
    if (!r->top_marks) return;
    r->top_marks--;
    if (!r->top_reported) {
        if (r->top_stale) r->top_stale--;
        else if (r->top_asked && --r->top_asked == 0) scr_set_top(&r->scr, -1, 0);
    }
    r->top_reported = false;
}

static void handle_event(Reader *r, const KeyEvent *ev)
{
    if (ev->type == KEV_MOUSE && r->sh->debug_reader) fputs("reader: mouse event\r\n", stderr);
    if (pk_event(r, ev)) return; /* the completion pager's keys, clicks */
    switch (ev->type) {
    case KEV_KEY: handle_key(r, ev); break;
    case KEV_PASTE: handle_paste(r, ev->text); break;
    case KEV_KITTY_FLAGS: term_use_kitty(&r->term); break;
    case KEV_DEVICE_ATTRS: device_attrs(r); break;
    case KEV_CURSOR_POS: /* where the prompt starts (asked by ask_top) */
        if (ev->row) cursor_report(r, ev->row);
        break;
    case KEV_UNKNOWN: /* XTGETTCAP's answer for "indn": the terminal scrolls content up */
        if (str_starts_with(ev->raw, STR("\033P1+r696e646e"))) r->sh->editor.scroll_up = true;
        break;
    case KEV_FOCUS_IN: run_shell_code(r, STR(""), "fish_focus_in"); break;
    case KEV_FOCUS_OUT: run_shell_code(r, STR(""), "fish_focus_out"); break;
    default: break;
    }
}

/* ---- the loop for one command line ---- */

void rd_top_cleared(Reader *r)
{
    r->top_stale += r->top_asked;
    r->top_asked = 0;
    scr_set_top(&r->scr, 0, 0);
}

/* How long cursor reports are waited for before a command runs. */
#define TOP_WAIT_MS 250

/* Asks the terminal where the cursor is (frame row frame_row): the answer
 * tells the screen where the prompt starts, so a suggestion of several
 * lines never pushes it up (fish's way). */
static void ask_top(Reader *r, size_t frame_row)
{
    /* only a terminal that was sent the other queries (not a dumb one) */
    if (!r->top || r->conf.silent || r->no_cursor_reports || !r->term.queried) return;
    term_write(&r->term, "\033[6n\033[c", 7); /* the second answer ends the first's wait */
    r->top_asked++;
    r->top_marks++;
    r->top_frame_row = frame_row;
    r->scr.top_pending = true;
}

static void resize(Reader *r)
{
    term_update_size(&r->term);
    scr_resize(&r->scr, r->term.cols, r->term.rows);
    char buf[16];
    snprintf(buf, sizeof buf, "%d", r->term.cols);
    vars_set_one(r->sh->vars, STR("COLUMNS"), VM_GLOBAL, str_cstr(buf));
    snprintf(buf, sizeof buf, "%d", r->term.rows);
    vars_set_one(r->sh->vars, STR("LINES"), VM_GLOBAL, str_cstr(buf));
}

/* Signals while editing: resize redraws, a hang-up leaves, children are
 * reaped and their news printed above the prompt. */
static bool handle_signals(Reader *r)
{
    if (sig_pending(SIGWINCH)) { /* (taken below, with its handlers) */
        /* the terminal may have moved the prompt: asked again */
        if (r->scr.prompt && !r->scr.tall) ask_top(r, r->scr.prompt_rows + r->scr.cur_row);
        resize(r);
        r->prompt_stale = true;
        r->redraw = true;
    }
    if (sig_pending(SIGHUP) || sig_pending(SIGTERM)) return false;
    if (sig_take(SIGCHLD) && r->sh->jobs.n) {
        /* a background job that ended is reported under the line, and the
           prompt starts again below the report */
        job_reap(&r->sh->jobs);
        if (pipeline_job_news(r->sh)) {
            /* fish_job_summary's __fish_echo goes below the line itself */
            bool by_function = have_function(r->sh, "fish_job_summary");
            if (by_function) link_out(r);
            else scr_finish(&r->scr);
            term_shell_modes(&r->term);
            pipeline_notify_jobs(r->sh);
            term_enter(&r->term);
            if (by_function) {
                r->sh->editor.changed = false;
                link_in(r);
                scr_lost(&r->scr);
            }
            r->prompt_stale = true;
            r->redraw = true;
        }
    }
    /* --on-signal handlers (winch too) run at once, at the prompt too, as
       fish (their output goes where the cursor is; a handler may repaint) */
    for (int sig; eval_take_signal(r->sh, &sig);) {
        rd_code_begin(r);
        int status = r->sh->status;
        eval_fire_signal(r->sh, sig);
        r->sh->status = status;
        rd_code_end(r);
    }
    return true;
}

static int read_line_traceless(Reader *r);

/* A line typed ahead may be run before the terminal answered the queries:
 * the answer is waited for (a moment at most), so the command does not
 * read it as its input. It is read a byte at a time, so what is typed after
 * it stays for the command; what came before stays for the editor. */
static void await_reply(Reader *r)
{
    rd_await_top(r);
    for (int left; (left = term_reply_wait(&r->term)) > 0;) {
        if (kd_take_device_attrs(&r->kd)) {
            r->term.awaiting = false;
            break;
        }
        struct pollfd in = {.fd = r->term.in_fd, .events = POLLIN};
        if (poll(&in, 1, left) <= 0) continue;
        char c;
        if (read(r->term.in_fd, &c, 1) != 1) break;
        kd_push(&r->kd, &c, 1);
    }
}

/* The cursor reports asked for (ask_top) and the answers that end their
 * questions, a moment at most: a terminal whose report let one wait that long
 * is not asked again. */
void rd_await_top(Reader *r)
{
    long long until = term_now_ms() + TOP_WAIT_MS;
    while (r->top_asked || r->top_stale || r->top_marks) {
        unsigned row;
        if (kd_take_cursor_report(&r->kd, &row)) {
            cursor_report(r, row);
            continue;
        }
        if (kd_take_device_attrs(&r->kd)) {
            device_attrs(r);
            continue;
        }
        long long left = until - term_now_ms();
        struct pollfd in = {.fd = r->term.in_fd, .events = POLLIN};
        if (left <= 0 || poll(&in, 1, (int)left) <= 0) {
            if (r->top_asked || r->top_stale) r->no_cursor_reports = true;
            r->top_asked = r->top_stale = r->top_marks = 0;
            scr_set_top(&r->scr, -1, 0);
            break;
        }
        char c;
        if (read(r->term.in_fd, &c, 1) != 1) break;
        kd_push(&r->kd, &c, 1);
    }
}

/* What runs meanwhile (prompts, key bindings, completions) is not traced by
 * $fish_trace unless it is "all", as in fish. */
int rd_read_line(Reader *r)
{
    Shell *sh = r->sh;
    sh->trace_quiet++;
    if (sh->editor.typeahead.len) { /* what the reader before us read and left */
        kd_push(&r->kd, sh->editor.typeahead.ptr, sh->editor.typeahead.len);
        sb_clear(&sh->editor.typeahead);
    }
    int got = read_line_traceless(r);
    kd_take_pending(&r->kd, &sh->editor.typeahead); /* for the next reader: a command's read, say */
    sh->trace_quiet--;
    return got;
}

/* read -n: the line has its characters. */
static bool line_full(Reader *r)
{
    if (!r->conf.nchars) return false;
    Str s = eb_str(&r->eb);
    return utf8_count(s.ptr, s.len) >= r->conf.nchars;
}

/* Handles the keys decoded from what was pushed so far, until the line is
 * done (accepted, cancelled, the shell leaving, read -n at its count: the
 * rest is for whoever reads next); true then. */
static bool take_keys(Reader *r)
{
    KeyEvent ev;
    while (!r->accepted && !r->cancelled && !r->exit && !line_full(r) && kd_next(&r->kd, &ev))
        handle_event(r, &ev);
    return r->accepted || r->cancelled || r->exit || line_full(r);
}

static int read_line_traceless(Reader *r)
{
    Shell *sh = r->sh;
    EditorLink *link = &sh->editor;
    if (r->top && !r->keep_line && link->changed) {
        /* the command that ran set the line (`commandline -i` at the
           prompt): the next one starts from it, as fish */
        eb_set(&r->eb, sb_str(&link->text), link->cursor);
        link->changed = false;
    } else if (!r->keep_line) {
        eb_reset(&r->eb);
    }
    r->keep_line = false;
    if (r->conf.initial.ptr) eb_set(&r->eb, r->conf.initial, r->conf.initial.len); /* read -c */
    pk_close(r, false);
    r->accepted = r->cancelled = r->exit = false;
    hp_end(r);
    r->nkeys = 0;
    r->arg_key = 0;
    sl_clear(&r->arg_rest);
    free(r->arg_mode);
    r->arg_mode = NULL;
    r->prompt_stale = true;
    r->prompt_fresh = true;
    r->redraw = true;
    sh->editor.active = true;
    /* a command that took the terminal without job control (in a command
       substitution, say) and left it to a group now gone: taken back, as
       fish does before each line (reading would stop us with SIGTTIN) */
    if (r->top) tty_reclaim(&sh->tty, NULL);
    term_enter(&r->term);
    term_query(&r->term); /* once; in raw mode, so the answers are not echoed */
    r->top_asked = r->top_marks = 0; /* answers to older questions went to commands */
    r->top_reported = false;
    if (!r->scr.prompt) ask_top(r, 0); /* the cursor is where the prompt will start */
    hl_invalidate(r->hl); /* a command ran: files may have come or gone */
    long escape_ms = var_long(sh, "fish_escape_delay_ms", 30);
    long seq_ms = var_long(sh, "fish_sequence_key_delay_ms", -1);
    for (;;) {
        if (r->prompt_stale) {
            refresh_prompt(r);
            if (r->exit) return READ_EXIT;
        }
        if (r->redraw) rd_draw(r);
        if (r->top && (link->queued.n || link->repaint)) {
            /* the command that ran queued input functions (`commandline -f
               repaint`): they run now that the prompt is up, as fish */
            link_in(r);
            continue;
        }
        if (!r->history_preloaded) {
            /* the first prompt is up: the history file is read meanwhile, in
               the background, so the first Up or suggestion does not wait */
            r->history_preloaded = true;
            hist_preload(rd_history(r));
            complete_preload(sh); /* and the commands, for the first suggestion */
        }
        if (r->kill_offer) ed_offer_kill(r); /* once the kill shows */
        load_wanted(r);
        if (r->comp_suggest_wanted) {
            struct pollfd in = {.fd = r->term.in_fd, .events = POLLIN};
            if (poll(&in, 1, 0) == 0 && !r->nkeys && kd_wait(&r->kd) != KD_WAIT_ESCAPE) {
                ed_suggest_idle(r);
                if (r->redraw) rd_draw(r);
            }
        }
        /* read -n with text enough already (from -c, or a binding's): ends at once */
        if (line_full(r)) r->accepted = true;
        /* wait for input, a signal, or a timeout */
        int timeout = -1;
        if (r->accepted) timeout = 0;
        else if (kd_wait(&r->kd) == KD_WAIT_ESCAPE) timeout = (int)escape_ms;
        else if (r->nkeys && seq_ms >= 0) timeout = (int)seq_ms;
        struct pollfd pf[4] = {{.fd = r->term.in_fd, .events = POLLIN},
                               {.fd = sig_pipe_fd(), .events = POLLIN},
                               {.fd = hl_fd(r->hl), .events = POLLIN},
                               {.fd = r->uvar_watch, .events = POLLIN}};
        int n = poll(pf, 4, timeout);
        if (n < 0 && errno != EINTR) return READ_EOF;
        if (pf[1].revents & POLLIN) sig_drain_pipe();
        if (pf[3].revents & POLLIN) {
            /* another shell changed a universal variable: taken in now,
               its --on-variable handlers run (a repaint, say), as fish */
            char buf[4096];
            while (read(r->uvar_watch, buf, sizeof buf) > 0) {
            }
            rd_code_begin(r);
            shell_sync_universal(sh);
            rd_code_end(r);
            if (!(pf[0].revents | pf[1].revents | pf[2].revents)) continue;
        }
        if (pf[2].revents & POLLIN) {
            if (hl_take_results(r->hl)) r->redraw = true;
            if (!(pf[0].revents | pf[1].revents)) continue;
        }
        /* SIGINT from outside (kill -INT) is the interrupt key, pressed
           (fish 4): its binding runs, in vi mode back to insert mode; taken
           before a job report's code could take it */
        bool interrupted = sig_take(SIGINT);
        if (!handle_signals(r)) return READ_EXIT;
        if (interrupted) {
            cc_t intr = r->term.saved.c_cc[VINTR];
            char key = intr && intr != _POSIX_VDISABLE ? (char)intr : '\003';
            kd_push(&r->kd, &key, 1);
        }
        KeyEvent ev;
        if (n == 0 && !r->accepted) { /* the wait for the rest of a sequence ended */
            if (kd_wait(&r->kd) == KD_WAIT_ESCAPE) {
                while (!r->accepted && !r->cancelled && !r->exit && kd_timeout(&r->kd, &ev)) handle_event(r, &ev);
            } else {
                flush_keys(r);
            }
        }
        take_keys(r);
        if (n > 0 && (pf[0].revents & (POLLIN | POLLHUP | POLLERR))) {
            /* a byte at a time (a paste in big pieces), each taken in before
               the next is read, while more waits and no line is done: what
               follows the line stays in the terminal for the command it
               runs (a `read`, a program), and goes when ctrl-c or ctrl-z
               makes the terminal drop its input, as fish reads */
            for (;;) {
                char buf[4096];
                size_t want = kd_wait(&r->kd) == KD_WAIT_PASTE ? sizeof buf : 1;
                ssize_t got = read(r->term.in_fd, buf, want);
                if (got == 0 || (got < 0 && errno != EINTR && errno != EAGAIN)) return READ_EOF;
                if (got < 0) break;
                kd_push(&r->kd, buf, (size_t)got);
                if (take_keys(r)) break;
                struct pollfd more = {.fd = r->term.in_fd, .events = POLLIN};
                if (poll(&more, 1, 0) <= 0 || !(more.revents & POLLIN)) break;
            }
        }
        if (r->exit) return READ_EXIT;
        if (!r->cancelled && line_full(r)) r->accepted = true;
        if (r->cancelled && r->conf.exit_on_cancel) {
            /* read: the line stays as it is, with no ^C */
            r->suppress_suggestion = true;
            rd_draw(r);
            scr_finish(&r->scr);
            sh->editor.active = false;
            return READ_CANCEL;
        }
        if (r->cancelled) {
            /* the line stays on screen marked with ^C, and a new prompt starts */
            r->cancelled = false;
            eb_seal(&r->eb);
            r->eb.cursor = r->eb.text.len;
            ScrFrame f = {.prompt = sb_str(&r->prompt), .rprompt = sb_str(&r->rprompt), .line = eb_str(&r->eb),
                          .indents = r->indents, .cursor = r->eb.cursor, .suggestion = STR("^C"),
                          .suggestion_style = scr_style(&r->scr, hl_escape(r->hl, HL_CANCEL, HL_OVER_NONE))};
            scr_draw(&r->scr, &f);
            scr_finish(&r->scr);
            eb_reset(&r->eb);
            eval_fire(sh, EVENT_GENERIC, STR("fish_cancel"), 0, NULL);
            r->prompt_stale = true;
            r->prompt_fresh = true;
            r->redraw = true;
            continue;
        }
        if (r->accepted) {
            Str text = eb_str(&r->eb);
            bool incomplete = false;
            DiagList d = {0};
            if (rd_line_error(r, &d, &incomplete)) {
                /* the error below the line, which stays to be mended; it
                   neither runs nor goes to history (fish 4) */
                r->accepted = false;
                r->suppress_suggestion = true;
                rd_draw(r);
                scr_finish(&r->scr);
                term_shell_modes(&r->term);
                eval_print_diag(sh, text, &d.items[0]);
                term_enter(&r->term);
                scr_lost(&r->scr);
                diag_list_fini(&d);
                r->redraw = true;
                continue;
            }
            diag_list_fini(&d);
            if (incomplete) {
                /* an open block or quote: a new line at the cursor (as fish), indented */
                r->accepted = false;
                eb_seal(&r->eb);
                ed_insert_text(r, STR("\n"), false);
                r->redraw = true;
                /* keys typed ahead after that Enter (a block typed in line by
                   line) go on now: the wait for input would hold them until
                   the escape delay ran out */
                take_keys(r);
                continue;
            }
            r->eb.cursor = text.len;
            sb_clear(&r->below);
            hs_end(r, false);
            r->suppress_suggestion = true; /* the line runs as typed: no grey tail */
            /* a repaint asked for with the execute (a binding's `repaint
               execute`), or the final rendering of a transient prompt */
            const Var *tp = vars_get(sh->vars, STR("fish_transient_prompt"), 0);
            bool transient = tp && !(tp->values.n == 1 && str_eq_cstr(tp->values.items[0], "0"));
            if (r->prompt_stale ||
                (transient && r->top && !r->conf.prompt_cmd.ptr && !r->conf.prompt_text.ptr))
                run_prompts_as(r, transient);
            scr_final(&r->scr);
            rd_draw(r);
            scr_finish(&r->scr);
            if (r->kill_offer) ed_offer_kill(r);
            await_reply(r);
            sh->editor.active = false;
            if (r->top) { /* the command runs with an empty line, as in fish */
                sb_clear(&sh->editor.text);
                sh->editor.cursor = 0;
                sh->editor.changed = false;
            }
            return READ_LINE;
        }
    }
}

bool rd_line_error(Reader *r, DiagList *d, bool *incomplete)
{
    unsigned flags = features_on(r->sh->features, FEAT_AMPERSAND_NOBG_IN_TOKEN) ? 0 : PARSE_AMP_BG_IN_TOKEN;
    *incomplete = false;
    if (!r->conf.syntax_check) return false; /* read without -S: any text */
    return !parse_check(eb_str(&r->eb), flags, d, incomplete) && !*incomplete;
}

/* TERM=dumb (the environment's, or set since): text alone, as fish draws
 * there. */
static void check_dumb(Reader *r)
{
    r->term.dumb = r->scr.dumb = str_eq_cstr(var_first(r->sh, "TERM"), "dumb");
}

/* Runs the function fn and shows what it printed. */
static void show_output_of(Reader *r, const char *fn)
{
    StrBuf out = STRBUF_INIT;
    if (run_capture(r, fn, 0, NULL, &out) && out.len) {
        /* raw mode: newlines need their carriage return */
        term_leave(&r->term);
        fs_write_all(STDOUT_FILENO, out.ptr, out.len);
    }
    sb_fini(&out);
}

/* The greeting, then on minnow's first start beside a fish setup the offer
 * to bring it over (env/paths.c sets $__minnow_fish_setup). */
static void greet(Reader *r)
{
    show_output_of(r, "fish_greeting");
    if (vars_get(r->sh->vars, STR("__minnow_fish_setup"), 0)) show_output_of(r, "__minnow_offer_fish_import");
}

bool rd_open(Reader *r, Shell *sh, int in_fd)
{
    *r = (Reader){.sh = sh};
    r->conf = (ReaderConf){
        .highlight = true, .complete = true, .syntax_check = true, .suggest = true, .abbrs = true};
    if (!term_init(&r->term, in_fd, STDOUT_FILENO)) return false;
    scr_init(&r->scr, STDOUT_FILENO);
    kd_init(&r->kd);
    eb_init(&r->eb);
    r->hl = hl_new(sh);
    hl_check_options(r->hl, true);
    pk_init(r);
    resize(r);
    check_dumb(r);
    EditorLink *e = &sh->editor;
    r->top = !e->flush;
    r->uvar_watch = -1;
#ifdef __linux__
    if (r->top && sh->uvar_path) { /* the folder: the file is replaced, not written in place */
        r->uvar_watch = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        const char *slash = strrchr(sh->uvar_path, '/');
        char *dir = slash ? strndup(sh->uvar_path, (size_t)(slash - sh->uvar_path)) : NULL;
        if (r->uvar_watch >= 0 &&
            (!dir || inotify_add_watch(r->uvar_watch, dir, IN_CLOSE_WRITE | IN_MOVED_TO) < 0)) {
            close(r->uvar_watch);
            r->uvar_watch = -1;
        }
        free(dir);
    }
#endif
    if (r->top && e->changed) {
        /* no reader was open: the line `commandline` set meanwhile (in -C's
           code, say) is where the first line starts, as in fish */
        eb_set(&r->eb, sb_str(&e->text), e->cursor);
        r->keep_line = true;
        e->changed = false;
    }
    r->outer_active = e->active;
    /* inside an outer reader's key binding: its protocols stay on as they
       are (the outer one turns them off), so this one never touches them */
    if (r->outer_active) r->term.protocols = true;
    r->outer_flush = e->flush;
    r->outer_flush_ctx = e->flush_ctx;
    r->outer_release = e->release_terminal;
    r->outer_release_ctx = e->release_ctx;
    e->flush = link_flush;
    e->flush_ctx = r;
    e->release_terminal = release_terminal;
    e->release_ctx = r;
    return true;
}

void rd_close(Reader *r)
{
    if (r->uvar_watch >= 0) close(r->uvar_watch);
    if (r->outer_active) r->term.protocols = false;
    term_leave(&r->term);
    if (r->top) term_restore(&r->term); /* flow control as it was, say */
    EditorLink *e = &r->sh->editor;
    e->flush = r->outer_flush;
    e->flush_ctx = r->outer_flush_ctx;
    e->release_terminal = r->outer_release;
    e->release_ctx = r->outer_release_ctx;
    e->active = r->outer_active;
    if (r->top) { /* the last reader: no line is left for `commandline` */
        sb_clear(&e->text);
        e->cursor = 0;
        e->changed = false;
    }
    sl_fini(&r->arg_rest);
    free(r->arg_mode);
    free(r->indents);
    free(r->styles);
    free(r->roles);
    hl_free(r->hl);
    hp_end(r);
    pk_fini(r);
    hs_end(r, false);
    sb_fini(&r->suggestion);
    free(r->own_styles);
    sb_fini(&r->suggested_for);
    sb_fini(&r->hs_orig);
    sb_fini(&r->hp_query);
    sb_fini(&r->hp_orig);
    sb_fini(&r->hs_query);
    sl_fini(&r->hs_tokens);
    sb_fini(&r->prompt);
    sb_fini(&r->rprompt);
    sb_fini(&r->below);
    eb_fini(&r->eb);
    kd_fini(&r->kd);
    scr_fini(&r->scr);
}

/* The loop of reader_repl; nested: for `source -` (no greeting, and the
 * jobs are the outer shell's to keep or hang up). */
static int repl(Shell *sh, bool nested)
{
    Reader r;
    if (!rd_open(&r, sh, STDIN_FILENO)) return plain_repl(sh, STDIN_FILENO);
    if (!nested) {
        sh->status = 0;
        greet(&r);
    }
    bool warned = false, first = true;
    char *last_pwd = NULL;
    for (;;) {
        pipeline_notify_jobs(sh);
        /* output that did not end its line gets the marker, and the prompt
           a line of its own (not before the first prompt: the terminal's
           width may not have settled yet) */
        if (!first) scr_abandon_line(&r.scr, str_cstr(term_newline_marker(&r.term)));
        first = false;
        shell_sync_universal(sh);
        eval_fire(sh, EVENT_GENERIC, STR("fish_prompt"), 0, NULL);
        check_dumb(&r);
        char cwd[PATH_MAX];
        if (getcwd(cwd, sizeof cwd) && (!last_pwd || strcmp(cwd, last_pwd))) {
            free(last_pwd);
            last_pwd = xstrdup(cwd);
            report_cwd(&r);
        }
        update_title(&r, STR(""));
        /* click_events: the terminal may report clicks on the prompt (see pager_keys.c) */
        term_control(&r.term, "\033]133;A;click_events=1\a", 23);
        int got = rd_read_line(&r);
        if (got != READ_LINE) {
            if (nested) scr_finish(&r.scr); /* the outer prompt comes on a line of its own */
            term_leave(&r.term);
            if (got == READ_EXIT && (sig_pending(SIGTERM) || sig_pending(SIGHUP))) {
                /* a quit request or hang-up: the shell ends (main raises
                   it again once history is saved), jobs or not */
                sh->control = CTL_EXIT;
                sh->exit_forced = true;
                sh->exit_status = 128 + (sig_pending(SIGTERM) ? SIGTERM : SIGHUP);
                break;
            }
            if (!nested && got == READ_EXIT && !sig_pending(SIGHUP) && repl_keep_jobs(sh, &warned))
                continue;
            if (!nested && got == READ_EOF && repl_keep_jobs(sh, &warned)) continue;
            break;
        }
        Str line = eb_str(&r.eb);
        if (!line.len) continue;
        term_leave(&r.term);
        update_title(&r, line);
        term_control(&r.term, "\033]133;C\a", 8);
        char *copy = xmalloc(line.len + 1);
        memcpy(copy, line.ptr, line.len);
        copy[line.len] = '\0';
        hist_shell_add_line(sh, str_make(copy, line.len)); /* before it runs, as fish */
        repl_run(sh, str_make(copy, line.len));
        hist_resolve_pending(hist_shell(sh));
        free(copy);
        char done[32];
        int dn = snprintf(done, sizeof done, "\033]133;D;%d\a", sh->status);
        term_control(&r.term, done, (size_t)dn);
        if (!nested && sh->control == CTL_EXIT && !sh->exit_forced && repl_keep_jobs(sh, &warned))
            sh->control = CTL_NONE;
        else warned = false;
        if (sh->control == CTL_EXIT) break;
        sh->control = CTL_NONE;
    }
    term_leave(&r.term);
    if (!nested) repl_hang_up_jobs(sh);
    free(last_pwd);
    rd_close(&r);
    if (nested) return sh->status;
    return sh->control == CTL_EXIT ? sh->exit_status : sh->status;
}

int reader_repl(Shell *sh)
{
    return repl(sh, false);
}

int reader_source(Shell *sh)
{
    return repl(sh, true);
}
