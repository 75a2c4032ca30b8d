#!/usr/bin/env bash
# tests/interactive/editor_history_delete.sh - history-delete (bound to
# alt-d here, as fish's tmux test does, since shift-delete needs CSI u):
# during an Up search the entry shown leaves history and the next older
# match takes its place; in ctrl-r's field it deletes the selected entry and
# the list is made again; on an autosuggestion from history that entry goes;
# with none of these it fails, so `or backward-delete-char` runs. ctrl-r's
# field also takes the bound kill functions (ctrl-w: a path component).
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
bind alt-d history-delete or backward-delete-char
CFG
start "$minnow; echo exited \$?; sleep 5"
line_is 0 "P>"
for c in 'echo 1' 'echo 2' 'echo 3' 'echo hello'; do
    keys -l "$c"; keys Enter
done
keys C-l
line_is 0 "P>"
# nothing to delete: the key erases a character
keys -l 'abc'; keys M-d
line_is 0 "P> ab"
keys C-u
# an Up search: 'echo 3' goes, 'echo 2' is shown
keys -l 'echo '; keys Up Up
line_is 0 "P> echo 3"
keys M-d
line_is 0 "P> echo 2"
keys Escape
line_is 0 "P> echo"
keys Up Up
line_is 0 "P> echo 2"
keys C-u
# ctrl-r's field: ctrl-w cuts a path component, ctrl-h a character
keys C-r; keys -l 'echo 2/xyz'
wait_for "search: echo 2/xyz"
keys C-w
wait_for "search: echo 2/"
keys C-h
line_is 1 "search: echo 2"
line_is 2 "► echo 2"
# alt-d there deletes the selected entry
keys M-d
wait_for "(no matches)"
keys Escape
wait_gone "search:"
keys C-u
keys -l 'echo '; keys Up Up
line_is 0 "P> echo 1"
keys C-u
# an autosuggestion from history
keys -l 'set -g fish_autosuggestion_enabled 1'; keys Enter
keys C-l
keys -l 'echo h'
line_is 0 "P> echo hello"
keys M-d
line_is 0 "P> echo h"
keys C-u; keys -l 'echo h'
line_is 0 "P> echo h"
keys C-u
# and the file has lost them too
keys -l 'history search --max 9 echo | string join ,'; keys Enter
wait_for "echo 1"
lacks "echo 2"
lacks "echo hello"
keys C-d
wait_for "exited 1" # (string join of one line)
echo "ok editor_history_delete"
