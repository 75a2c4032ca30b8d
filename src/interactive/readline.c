/* interactive/readline.c - `read` at a terminal: one line through the line
 * editor, as fish's read takes it.
 *
 * A reader of its own (rd_open) over the terminal read was given, set up as
 * fish sets up read's: no autosuggestions and no abbreviations;
 * highlighting, Tab completion and the extra line for an open block only
 * with --shell; -s shows a dot for each character and keeps the line out of
 * history; -n ends the line at its count; ctrl-c ends the reading (read's
 * status 1) instead of starting a new line. The key bindings are the
 * shell's. Lines read go to a history of read's own, in memory only, which
 * Up and ctrl-r search. Bytes read past the line wait in
 * sh->editor.typeahead for the next reader (the shell's prompt, or another
 * read), so keys typed ahead are never lost. When read runs inside the
 * shell's own editor (from the greeting, a command line, a binding), the
 * outer reader's link to the shell is put back afterwards. */
#include "interactive/readline.h"

#include "base/utf8.h"
#include "env/event.h"
#include "env/var.h"
#include "exec/eval.h"
#include "exec/pipeline.h"
#include "interactive/reader_impl.h"
#include "store/bind.h"
#include "store/history.h"

#include <unistd.h>

/* fish's prompt when read is given none: "read> ", the word in green. */
#define DEFAULT_PROMPT "set_color green; printf read; set_color normal; printf '> '"

/* Whether the editor can draw here: the terminals it needs (TERM=dumb
 * included: the editor draws text alone there, as fish). */
static bool usable(int fd)
{
    return fd >= 0 && isatty(fd) && isatty(STDOUT_FILENO);
}

/* Appends the first n characters of s (all when n is 0). */
static void append_chars(StrBuf *out, Str s, size_t n)
{
    size_t end = s.len;
    if (n) {
        uint32_t cp;
        end = 0;
        for (size_t k = 0; k < n && end < s.len; k++) end += utf8_decode(s.ptr + end, s.len - end, &cp);
    }
    sb_append(out, str_sub(s, 0, end));
}

int readline_read(Shell *sh, const ReadLineRequest *req, StrBuf *out)
{
    if (!usable(req->fd)) return READ_LINE_UNAVAILABLE;
    Reader r;
    if (!rd_open(&r, sh, req->fd)) return READ_LINE_UNAVAILABLE;
    if (!sh->editor.read_history) sh->editor.read_history = hist_new("", STR(""), 0);
    r.conf = (ReaderConf){
        .highlight = req->shell && !req->silent,
        .complete = req->shell,
        .syntax_check = req->shell,
        .silent = req->silent,
        .exit_on_cancel = true,
        .nchars = req->nchars,
        .prompt_cmd = req->prompt_text.ptr  ? (Str){NULL, 0}
                      : req->prompt_cmd.ptr ? req->prompt_cmd
                                            : STR(DEFAULT_PROMPT),
        .prompt_text = req->prompt_text,
        .rprompt_cmd = req->rprompt_cmd,
        .history = sh->editor.read_history,
        .initial = req->initial,
    };
    /* an interactive shell's prompt asked the terminal what it can do (or
       never will): answers arriving here would be taken for keys; `read`
       in a script asks itself, as fish */
    r.term.queried = sh->interactive;
    r.history_preloaded = true; /* in memory: nothing to load */
    if (!sh->editor.set_up) {
        /* a script's first `read` at a terminal: what an interactive
           session has, the key bindings the user chose (enter and ctrl-j
           both end the line) and the colours, as fish's fish_read sets up */
        sh->editor.set_up = true;
        bind_install_emacs(sh->binds);
        Io io = io_standard();
        eval_text(sh, STR("__minnow_default_colors; __minnow_init_key_bindings"), NULL, &io);
    }
    eval_fire(sh, EVENT_GENERIC, STR("fish_read"), 0, NULL);
    int got = rd_read_line(&r);
    if (got == READ_EOF || got == READ_EXIT)
        scr_finish(&r.scr); /* below the line, as after Enter */
    int status = READ_LINE_CANCELLED;
    if (got == READ_LINE) {
        Str line = eb_str(&r.eb);
        if (!req->silent && line.len)
            hist_add(sh->editor.read_history, line, NULL, 0, HIST_MEMORY, false);
        append_chars(out, line, req->nchars);
        status = READ_LINE_OK;
    }
    rd_close(&r);
    return status;
}
