#!/usr/bin/env bash
# tests/interactive/editor_history_sessions.sh - two sessions sharing one
# history file: commands typed in turn in each are all in the file; each
# session sees only its own until `history merge`, after which Up, Alt-Up,
# the autosuggestion and `history search` find the other's too, in the
# order they ran, and entry for entry (no wrong line after the merge). A
# session started with exec sees the last command of the one it replaced.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
set -g fish_autosuggestion_enabled 1
CFG
file=$XDG_DATA_HOME/minnow/minnow_history
start "$minnow"
target=u start "$minnow"
line_is 0 "P>"
target=u line_is 0 "P>"

# typed in turn: t runs a1, u runs b1, t a2, ...
for i in 1 2 3; do
    keys -l "echo a$i"; keys Enter
    line_is 2 "P>"
    keys C-l
    line_is 0 "P>"
    target=u keys -l "echo b$i"; target=u keys Enter
    target=u line_is 2 "P>"
    target=u keys C-l
    target=u line_is 0 "P>"
done
[[ $(grep -c '^- cmd: echo [ab][123]$' "$file") == 6 ]] || { cat "$file"; fail "the file lacks entries"; }

# before the merge each sees its own
keys Up
line_is 0 "P> echo a3"
keys Up
line_is 0 "P> echo a2"
keys Escape
line_is 0 "P>"
keys -l 'echo b'
lacks "echo b3"
keys C-u

keys -l 'history merge'; keys Enter
line_is 1 "P>"
keys C-l
line_is 0 "P>"
# Up: newest first, both sessions' commands in the order they ran
want=("history merge" "echo b3" "echo a3" "echo b2" "echo a2" "echo b1" "echo a1")
for w in "${want[@]}"; do
    keys Up
    line_is 0 "P> $w"
done
keys Escape
line_is 0 "P>"
# a substring search, again and again (each search starts afresh)
for w in b2 a3 b1 a1 b3; do
    keys -l "$w"; keys Up
    line_is 0 "P> echo $w"
    keys Escape
    # what was typed comes back (a completion may be suggested after it)
    for _ in $(seq 100); do [[ $(line 0) == "P> $w"* ]] && break; sleep 0.05; done
    [[ $(line 0) == "P> $w"* ]] || fail "row 0 is '$(line 0)', not 'P> $w...'"
    cursor_at $((3 + ${#w})) 0
    keys C-u
done
# the token search and the autosuggestion see them too
keys -l 'x b'; keys M-Up
line_is 0 "P> x b3"
keys Escape
line_is 0 "P> x b"
keys C-u
keys -l 'echo b'
for _ in $(seq 100); do colors | head -1 | grep -qF $'\e[90m3' && break; sleep 0.05; done
colors | head -1 | grep -qF $'\e[90m3' || fail "no suggestion from the other session"
keys C-u
keys -l 'history search -n4 | command cat -A'; keys Enter
line_is 1 'history merge$' # (a running line is not in its own history yet)
line_is 2 'echo b3$'
line_is 3 'echo a3$'
line_is 4 'echo b2$'
keys C-l
line_is 0 "P>"

# the other session has not merged: it still sees only its own
target=u keys Up
target=u line_is 0 "P> echo b3"
target=u keys Up
target=u line_is 0 "P> echo b2"
target=u keys Escape
target=u line_is 0 "P>"

# a session started with exec sees the last command of the one before,
# however soon it is asked, even when both started in the second that
# command ran (it is stamped a second ahead then)
target=v start "$minnow"
target=v line_is 0 "P>"
target=v keys -l "exec $minnow"; target=v keys Enter
target=v line_is 1 "P>"
target=v keys Up
target=v line_is 1 "P> exec $minnow"
target=v keys Escape
target=v line_is 1 "P>"
target=v keys -l 'history search -n1'; target=v keys Enter
target=v line_is 2 "exec $minnow"
for target in t u v; do keys C-d; done
echo "ok editor_history_sessions"
