#!/usr/bin/env bash
# tests/interactive/editor_clipboard.sh - the system clipboard, through fake
# tools first in PATH: ctrl-x copies the command line (xsel under X11,
# wl-copy under Wayland), ctrl-v pastes (escaped inside an open single
# quote); what ctrl-k and ctrl-u kill is offered to the clipboard too, a
# word kill is not, and `set -g minnow_clipboard_kills 0` stops it;
# fish_clipboard_copy copies its standard input, fish_clipboard_paste writes
# to a pipe as it is. (With no tool, OSC 52: tests/pty/editor_osc52.pty.)
. "$(dirname "$0")/lib.sh"

bin=$HOME/bin
clip=$HOME/clip
mkdir -p "$bin"
# xsel: copies standard input when that is not a terminal, else prints the
# clipboard; each copy is noted in xsel.log as "copy: TEXT"
cat >"$bin/xsel" <<EOF
#!/bin/sh
if [ -t 0 ]; then cat "$clip"; exit; fi
cat >"$clip"
{ printf 'copy: '; cat "$clip"; echo; } >>"$HOME/xsel.log"
EOF
cat >"$bin/wl-copy" <<EOF
#!/bin/sh
cat >"$clip"
{ printf 'wl-copy: '; cat "$clip"; echo; } >>"$HOME/xsel.log"
EOF
cat >"$bin/wl-paste" <<EOF
#!/bin/sh
echo wl-paste >>"$HOME/xsel.log"
cat "$clip"
EOF
chmod +x "$bin/xsel" "$bin/wl-copy" "$bin/wl-paste"

# copied TEXT      poll until the last copy noted is TEXT
copied() { last_line "$HOME/xsel.log" "$1"; }
# copies N        poll until the number of copies noted is N
copies() {
    local n
    for _ in $(seq 200); do
        n=$(grep -c . "$HOME/xsel.log")
        [[ $n == "$1" ]] && return 0
        sleep 0.05
    done
    fail "$n copies, not $1: $(cat "$HOME/xsel.log")"
}

pin_prompt </dev/null
start "env -u WAYLAND_DISPLAY PATH=$bin:\$PATH DISPLAY=:9 $minnow; echo exited \$?; sleep 5"
line_is 0 "P>"

# ctrl-x copies the whole line, the cursor anywhere; ctrl-v pastes it
keys -l 'echo copied'; keys C-a; keys C-x
copied "copy: echo copied"
line_is 0 "P> echo copied"
keys C-e C-u
copied "copy: echo copied"
copies 2
line_is 0 "P>"
keys -l 'echo x; '; keys C-v
line_is 0 "P> echo x; echo copied"
keys Enter
line_is 1 "x"
line_is 2 "copied"

# a line kill is offered once it shows; a word kill is not
keys -l 'echo one two three'; keys M-b; keys C-k
line_is 3 "P> echo one two"
copied "copy: three"
keys C-w
line_is 3 "P> echo one"
keys C-e C-u
line_is 3 "P>"
copied "copy: echo one "
copies 4
# consecutive kills join, as in the kill ring
keys -l 'echo a b'; keys M-b; keys C-k; keys C-u
copied "copy: echo a b"
# ctrl-v inside an open single quote: the quote survives
keys -l "echo 'it"; keys C-v
line_is 3 "P> echo 'itecho a b"
keys C-e C-u
copied "copy: echo 'itecho a b"
printf "don't" >"$clip"
keys -l "echo '"; keys C-v
line_is 3 "P> echo 'don\\'t"
keys -l "'"; keys Enter
line_is 4 "don't"

# turned off
keys -l 'set -g minnow_clipboard_kills 0'; keys Enter
line_is 6 "P>"
n=$(grep -c . "$HOME/xsel.log")
keys -l 'echo not offered'; keys C-u
line_is 6 "P>"
keys -l 'echo done'; keys Enter
line_is 7 "done"
copies "$n"
keys -l 'set -e minnow_clipboard_kills'; keys Enter

# from a pipe and into one
keys C-l; line_is 0 "P>"
keys -l "printf 'a\\npiped' | fish_clipboard_copy"; keys Enter
copied "piped"
# (no newline added at the end)
keys -l 'echo "[$(fish_clipboard_paste | od -An -c | string trim)]"'; keys Enter
line_is 2 "[a  \\n   p   i   p   e   d]"
keys C-d
wait_for "exited 0"

# Wayland: wl-copy and wl-paste
tmux kill-session -t t
start "env PATH=$bin:\$PATH WAYLAND_DISPLAY=wayland-0 DISPLAY=:9 $minnow; echo exited \$?; sleep 5"
line_is 0 "P>"
keys -l 'echo wayland'; keys C-x
copied "wl-copy: echo wayland"
keys C-u
copied "wl-copy: echo wayland"
keys -l 'echo and '; keys C-v
line_is 0 "P> echo and echo wayland"
copied "wl-paste"
keys C-u C-d
wait_for "exited 0"
