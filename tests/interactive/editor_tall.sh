#!/usr/bin/env bash
# tests/interactive/editor_tall.sh - a prompt or command line taller than
# the terminal, as fish draws it: the rows up to the cursor's fill the
# screen (the first go up out of sight), the right prompt beside the line's
# first row; once the line runs, it is written whole and its first rows go
# into the scrollback. Also: a key binding's output goes below the line as
# typed, even when the keys came all at once after a clear-screen.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
set -g fish_escape_delay_ms 300
bind ctrl-g "__fish_echo commandline --current-job"
bind ctrl-q "functions --erase fish_right_prompt" "commandline ''" clear-screen
CFG
tmux() { command tmux -L "$sock" "$@"; }
start() { tmux -f /dev/null new-session -d -s "$target" -x 40 -y 6 "$*"; }
start "$minnow; echo exited \$?; sleep 5"
line_is 0 "P>"

# a command line of 8 lines in 6 rows: rows 3 to 8 of it show, the cursor
# on the last; the first went into the scrollback
keys -l "commandline -i \"'\$(seq 7)\" scroll_here"; keys Enter
line_is 5 "scroll_here"
line_is 0 "3"
line_is 4 "7"
cursor_at 11 5
# back up to the first line: the window follows the cursor
keys Up Up Up Up Up Up Up
line_is 0 "P> '1"
line_is 5 "6"
keys C-c C-l
line_is 0 "P>"

# a prompt of 7 lines and a right prompt: its last 6 rows show, the right
# prompt beside the line's row; after Enter the whole prompt went up into
# the scrollback before the next one
keys -l 'function fish_prompt; seq 7; end; function fish_right_prompt; echo RP; end'; keys Enter
line_is 0 "2"
line_is 5 "$(printf '%-38sRP' 7)"
keys -l 'echo run'; keys Enter
line_is 5 "$(printf '%-38sRP' 7)"
line_is 4 "6"
hist=$(tmux capture-pane -p -S -8 -t "=$target:" | sed 's/ *$//')
want=$(printf '%s\n' 1 2 3 4 5 6 "$(printf '%-38sRP' '7echo run')" run 2 3 4 5 6 "$(printf '%-38sRP' 7)")
[[ $hist == "$want" ]] || fail "scrollback is:
$hist"

# keys all at once: text, a binding whose output shows under the line
# drawn first
keys -l 'function fish_prompt; printf "P> "; end'; keys Enter
keys C-q
line_is 0 "P>"
keys 'echo | echo\;' M-Enter 'another job' C-b C-b C-g
line_is 0 "P> echo | echo;"
line_is 1 "   another job"
line_is 3 "another job"
line_is 4 "P> echo | echo;"
line_is 5 "   another job"
keys C-c; keys -l "exit 0"; keys Enter
wait_for "exited 0"
