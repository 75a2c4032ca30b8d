/* interactive/term.h - the terminal while the editor reads: raw mode, the
 * protocols it turns on, its size, and output helpers.
 *
 * While the editor waits for keys the terminal is in raw mode (no echo, no
 * line discipline, no signals from keys: ctrl-c arrives as a key) with
 * bracketed paste, focus reports, and the kitty keyboard protocol or xterm's
 * modifyOtherKeys. term_leave puts back the modes the shell started with
 * before a command runs; term_enter applies raw mode again afterwards, so a
 * job that left the terminal in any state cannot break the editor. A fatal
 * signal restores the original modes before the shell dies.
 *
 * A dumb terminal (TERM=dumb: Emacs' shell buffer, many IDE consoles) takes
 * text, carriage return and newline only: with `dumb` set no protocol is
 * turned on, no query is sent, and term_control writes nothing. */
#ifndef MINNOW_INTERACTIVE_TERM_H
#define MINNOW_INTERACTIVE_TERM_H

#include <stdbool.h>
#include <stddef.h>
#include <termios.h>

typedef struct Term {
    int in_fd, out_fd;
    struct termios saved;   /* the modes to give commands: those at the start
                               without flow control (ixon, ixoff), as fish 4 */
    struct termios startup; /* the modes at the start, back at the end */
    bool left;              /* the terminal has the saved modes (term_leave) */
    bool have_saved;
    bool raw;               /* raw mode is on */
    bool protocols;         /* bracketed paste, focus, keyboard protocol are on */
    bool kitty;             /* the terminal answered the kitty protocol query */
    bool kitty_popped;      /* kitty is on but popped while shell code runs */
    bool queried;           /* the capability queries were sent */
    bool awaiting;          /* ... and the device attributes reply, their end,
                               has not come yet */
    long long queried_ms;   /* when they were sent (monotonic milliseconds) */
    bool mouse;             /* mouse reporting is on (term_mouse) */
    bool dumb;              /* the terminal takes no control sequences */
    int cols, rows;
    bool size_unknown[2];   /* the last look found 0 columns / 0 rows (80x24 taken) */
    const char *marker; /* static: term_newline_marker's answer */
} Term;

/* Sets t up for the terminal on in_fd/out_fd and saves its modes. */
bool term_init(Term *t, int in_fd, int out_fd);
/* Raw mode and protocols on (idempotent). */
void term_enter(Term *t);
/* The saved modes back and protocols off (idempotent). */
/* The modes the terminal had at term_init back (the last reader closing). */
void term_restore(Term *t);
void term_leave(Term *t);
/* For shell code that runs while the editor stays (prompt functions): keys
 * send signals again (ctrl-c stops a prompt that hangs), the kitty protocol
 * is popped, but nothing typed is echoed and the other protocols stay on;
 * term_enter undoes it. */
void term_shell_modes(Term *t);
/* Mouse reporting on or off: button presses and releases come as SGR
 * reports (the completion pager turns it on while it is shown; the
 * terminal's own text selection then wants shift held). term_leave turns
 * it off. */
void term_mouse(Term *t, bool on);
/* Reads the window size into cols/rows; true when it changed. */
bool term_update_size(Term *t);
/* Sends the capability queries (kitty keyboard flags, then primary device
 * attributes as the end marker); answers arrive as key events. */
void term_query(Term *t);
/* Milliseconds left to wait for the reply to the queries before a command
 * runs (so it does not read the reply as input), or 0: it came, or came too
 * late to wait for any longer (then never again). */
int term_reply_wait(Term *t);
/* The kitty protocol is supported: turn it on now (and at every enter). */
void term_use_kitty(Term *t);
/* Writes the window title (OSC 0). */
void term_title(Term *t, const char *title, size_t len);
/* Asks the terminal to put text on the system clipboard (OSC 52, the text
 * in base64). Terminals that do not know the sequence ignore it. */
void term_clipboard(Term *t, const char *text, size_t len);
/* What marks output that did not end in a newline before a prompt: the
 * return symbol, or ^J on a system console (a tty device of the kernel's
 * and a plain TERM such as linux or vt100), whose font may lack it. */
const char *term_newline_marker(const Term *t);
/* Writes s to the terminal, all of it. */
void term_write(Term *t, const char *s, size_t len);
/* Writes the control sequence s, unless the terminal is dumb. */
void term_control(Term *t, const char *s, size_t len);

/* Milliseconds on the monotonic clock. */
long long term_now_ms(void);

#endif
