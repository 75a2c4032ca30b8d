/* interactive/plain.c - prompt, read a line, run it; no editing yet.
 *
 * The prompt is fish's default layout (user@host cwd>), printed by the shell
 * itself until prompt functions run. A line the parser finds incomplete (an
 * open block, quote or pipe) gets a continuation prompt and more input. */
#include "interactive/plain.h"

#include "base/check.h"
#include "base/fs.h"
#include "env/event.h"
#include "env/var.h"
#include "exec/eval.h"
#include "exec/pipeline.h"
#include "parse/parser.h"
#include "parse/token.h"
#include "proc/signal.h"

#include <errno.h>
#include <signal.h>
#include <limits.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static void prompt(Shell *sh, bool continuation)
{
    StrBuf p = STRBUF_INIT;
    if (continuation) {
        sb_append_cstr(&p, "> ");
    } else {
        const Var *user = vars_get(sh->vars, STR("USER"), 0);
        const Var *host = vars_get(sh->vars, STR("hostname"), 0);
        const Var *home = vars_get(sh->vars, STR("HOME"), 0);
        char cwd[PATH_MAX];
        if (!getcwd(cwd, sizeof cwd)) strcpy(cwd, "?");
        Str dir = str_cstr(cwd);
        if (user && user->values.n) sb_append(&p, user->values.items[0]);
        sb_append_char(&p, '@');
        if (host && host->values.n) sb_append(&p, host->values.items[0]);
        sb_append_char(&p, ' ');
        Str h = home && home->values.n ? home->values.items[0] : STR("");
        if (h.len && str_starts_with(dir, h) && (dir.len == h.len || dir.ptr[h.len] == '/')) {
            sb_append_char(&p, '~');
            sb_append(&p, str_sub(dir, h.len, dir.len - h.len));
        } else {
            sb_append(&p, dir);
        }
        sb_append_cstr(&p, sh->status ? " [" : "");
        if (sh->status) sb_printf(&p, "%d]", sh->status);
        sb_append_cstr(&p, "> ");
    }
    fs_write_all(STDERR_FILENO, p.ptr, p.len);
    sb_fini(&p);
}

/* Reads one line (without its newline) into line; false at end of input. */
static bool read_line(int fd, StrBuf *line)
{
    sb_clear(line);
    for (;;) {
        char c;
        ssize_t r = read(fd, &c, 1);
        if (r < 0 && errno == EINTR) continue;
        if (r <= 0) return line->len > 0;
        if (c == '\n') return true;
        sb_append_char(line, c);
    }
}

/* The first try to leave while jobs remain only lists them, as fish does;
 * a second try in a row leaves (and hangs them up). Returns true to stay. */
bool repl_keep_jobs(Shell *sh, bool *warned)
{
    pipeline_notify_jobs(sh);
    if (!sh->jobs.n || *warned) return false;
    *warned = true;
    StrBuf out = STRBUF_INIT;
    sb_append_cstr(&out, "There are still jobs active:\n\n   PID  Command\n");
    for (size_t i = sh->jobs.n; i-- > 0;) {
        const Job *j = sh->jobs.items[i];
        sb_printf(&out, "%6ld  %s\n", (long)(j->pgid ? j->pgid : j->pids[0]), j->command);
    }
    sb_append_cstr(&out, "\nA second attempt to exit will terminate them.\n"
                         "Use 'disown PID' to remove jobs from the list without terminating them.\n");
    fs_write_all(STDERR_FILENO, out.ptr, out.len);
    sb_fini(&out);
    return true;
}

/* Leaving: jobs still in the table get SIGHUP (and SIGCONT when stopped). */
void repl_hang_up_jobs(Shell *sh)
{
    for (size_t i = 0; i < sh->jobs.n; i++) {
        Job *j = sh->jobs.items[i];
        bool stopped = job_is_stopped(j);
        for (size_t k = 0; k < j->npids; k++) {
            pid_t target = j->pgid ? -j->pgid : j->pids[k];
            if (j->state[k] == PROC_DONE) continue;
            kill(target, SIGHUP);
            if (stopped) kill(target, SIGCONT);
            if (j->pgid) break;
        }
    }
}

/* The first word of a command line when it is a plain word, after any
 * NAME=value words (fish's "current command"); empty otherwise. */
static Str first_command(Str line)
{
    Tokenizer t;
    tok_init(&t, line, 0);
    for (Token k = tok_next(&t); k.type == TOK_STRING; k = tok_next(&t)) {
        Str w = tok_text(&t, &k);
        if (tok_assignment_eq(w) < 0) return w;
    }
    return STR("");
}

bool repl_ans_wanted(Shell *sh)
{
    const Var *v = vars_get(sh->vars, STR("minnow_ans"), 0);
    if (!v || !v->values.n) return REPL_ANS_DEFAULT;
    Str s = v->values.items[0];
    return !(str_eq_cstr(s, "off") || str_eq_cstr(s, "0") || str_eq_cstr(s, "no") ||
             str_eq_cstr(s, "false"));
}

/* $ans: the captured text, one element per line (a last newline ends the
 * last line, it does not start an empty one). */
static void set_ans(Shell *sh, Str text)
{
    StrList lines = STRLIST_INIT;
    for (size_t i = 0; i < text.len;) {
        const char *nl = memchr(text.ptr + i, '\n', text.len - i);
        size_t end = nl ? (size_t)(nl - text.ptr) : text.len;
        sl_push(&lines, str_make(text.ptr + i, end - i));
        i = end + 1;
    }
    vars_set(sh->vars, STR("ans"), VM_GLOBAL, &lines);
}

void repl_run(Shell *sh, Str line)
{
    Io io = io_standard();
    sig_clear(SIGINT); /* a Ctrl-C at the prompt is not for this command */
    /* what `status current-command` and `current-commandline` say, and $_ */
    Str cmd = first_command(line);
    if (cmd.len) {
        free(sh->running_cmdline);
        free(sh->running_command);
        sh->running_cmdline = xmemdup(line.ptr, line.len);
        sh->running_command = xmemdup(cmd.ptr, cmd.len);
        vars_set_one(sh->vars, STR("_"), VM_GLOBAL, cmd);
    }
    /* fish's interactive events around each command line */
    char *cmdline[] = {(char *)line.ptr};
    eval_fire(sh, EVENT_GENERIC, STR("fish_preexec"), 1, cmdline);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    uint64_t counted = sh->status_count;
    bool capture = sh->relay.on && repl_ans_wanted(sh);
    if (capture) relay_begin(&sh->relay);
    eval_text(sh, line, NULL, &io);
    if (capture) {
        StrBuf ans = STRBUF_INIT;
        /* a full-screen program leaves $ans empty */
        relay_end(&sh->relay, &ans);
        set_ans(sh, sb_str(&ans));
        sb_fini(&ans);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    /* $CMD_DURATION: how long the command line took, in milliseconds */
    char ms[24];
    snprintf(ms, sizeof ms, "%ld",
             (long)((t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000));
    int status = sh->status;
    if (sh->status_count != counted) sh->status_generation++;
    vars_set_one(sh->vars, STR("CMD_DURATION"), VM_GLOBAL, str_cstr(ms));
    sh->status = status;
    if (sh->control != CTL_EXIT) eval_fire(sh, EVENT_GENERIC, STR("fish_postexec"), 1, cmdline);
    sh->status = status;
    free(sh->running_cmdline);
    free(sh->running_command);
    sh->running_cmdline = sh->running_command = NULL;
    vars_set_one(sh->vars, STR("_"), VM_GLOBAL, STR("fish"));
}

int plain_repl(Shell *sh, int fd)
{
    StrBuf text = STRBUF_INIT, line = STRBUF_INIT;
    bool tty = isatty(fd);
    bool warned = false; /* the last command line tried to exit while jobs remained */
    for (;;) {
        if (!text.len) {
            pipeline_notify_jobs(sh);
            shell_sync_universal(sh);
            eval_fire(sh, EVENT_GENERIC, STR("fish_prompt"), 0, NULL);
        }
        if (tty) {
            tty_restore_modes(&sh->tty); /* what a command's stty changed stays for its line only */
            prompt(sh, text.len > 0);
        }
        if (!read_line(fd, &line)) {
            if (!text.len && repl_keep_jobs(sh, &warned)) continue;
            break;
        }
        sb_append(&text, sb_str(&line));
        sb_append_char(&text, '\n');
        ParsedSource *ps = parse_source(sb_str(&text), PARSE_NO_LINT);
        bool incomplete = ps->diags.n && ps->incomplete;
        ps_unref(ps);
        if (incomplete) continue;
        text.ptr[text.len - 1] = '\0'; /* the handlers see the line without its newline */
        repl_run(sh, str_make(text.ptr, text.len - 1));
        sb_clear(&text);
        if (sh->control == CTL_EXIT && repl_keep_jobs(sh, &warned)) sh->control = CTL_NONE;
        else warned = false;
        if (sh->control == CTL_EXIT) break;
        sh->control = CTL_NONE; /* after CTL_CANCEL too: back to the prompt */
    }
    repl_hang_up_jobs(sh);
    sb_fini(&text);
    sb_fini(&line);
    return sh->control == CTL_EXIT ? sh->exit_status : sh->status;
}
