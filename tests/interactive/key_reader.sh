#!/usr/bin/env bash
# tests/interactive/key_reader.sh - minnow_key_reader on a terminal (tmux):
# the bind notation of control keys, arrows, alt and non-ASCII keys, the raw
# bytes with -V, and the two ways to stop (ctrl-c twice, typing "exit"), the
# terminal's modes put back afterwards; a single key without -c.
. "$(dirname "$0")/lib.sh"
reader=$(dirname "$minnow")/minnow_key_reader

start "stty -a | grep -o ' -\\?icanon '; $reader -c -V; stty -a | grep -o ' -\\?icanon ' | sed s/^/after/; sleep 5"
wait_for "Press a key:"
wait_for "twice in a row."
keys C-a
wait_for "bind ctrl-a 'do something'"
wait_for "# decoded from: \\x01"
keys Up
wait_for "bind up 'do something'"
keys M-x
wait_for "bind alt-x 'do something'"
keys -l 'é'
wait_for "bind é 'do something'"
keys -l '#'
wait_for "bind \\# 'do something'"
keys C-c
wait_for "Press ctrl-c again to exit"
keys C-c
wait_for "Exiting at your request."
wait_for "after icanon"

tmux kill-session -t t
start "$reader; echo status=\$?; sleep 5"
wait_for "Press a key:"
keys Enter
wait_for "bind enter 'do something'"
wait_for "status=0"

tmux kill-session -t t
start "$reader -c; sleep 5"
wait_for "Press a key:"
keys -l 'exit'
wait_for "bind t 'do something'"
wait_for "Exiting at your request."
echo "ok key_reader"
