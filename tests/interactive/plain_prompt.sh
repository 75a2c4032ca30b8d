#!/usr/bin/env bash
# tests/interactive/plain_prompt.sh - minnow in a terminal (tmux): it shows a
# prompt, runs a command typed at it, waits for more input after an unclosed
# block, puts its terminal modes back before each line, and exits with `exit`.
. "$(dirname "$0")/lib.sh"

start "env TERM=dumb USER=tester $minnow; echo exited \$?; sleep 5"
wait_for "tester@"
keys 'echo hello from minnow' Enter
wait_for "hello from minnow"
keys 'for i in a b' Enter
wait_for "> "
keys -l 'echo item-$i'; keys Enter
keys -l 'end'; keys Enter
wait_for "item-b"
keys 'false' Enter
wait_for "[1]>"
# a command that turns echo off does so for its own line only
keys 'stty -echo; echo echo-off' Enter
wait_for "echo-off"
keys 'echo typed-again' Enter
wait_for "echo typed-again"
keys 'exit 4' Enter
wait_for "exited 4"
echo "ok plain_prompt"
