#!/usr/bin/env bash
# tests/interactive/dumb_prompt.sh - minnow in a terminal with TERM=dumb
# (tmux): it runs the line editor with the prompt function, runs a command
# typed at it, waits for more input after an unclosed block, puts its
# terminal modes back before each line, and exits with `exit`.
. "$(dirname "$0")/lib.sh"

start "env TERM=dumb USER=tester $minnow; echo exited \$?; sleep 5"
wait_for "tester@"
keys 'echo hello from minnow' Enter
wait_for "hello from minnow"
keys 'for i in a b' Enter
keys -l 'echo item-$i'; keys Enter
keys -l 'end'; keys Enter
wait_for "item-b"
keys 'false' Enter
wait_for " [1]"
# a command that turns echo off does so for its own line only
keys 'stty -echo; echo echo-off' Enter
wait_for "echo-off"
keys 'echo typed-again' Enter
wait_for "echo typed-again"
# the prompt and right prompt come from functions; the right one is not
# shown on a dumb terminal (it has no way to place it)
keys 'function fish_prompt; echo "custom-prompt> "; end; function fish_right_prompt; echo RI(echo GHT); end' Enter
wait_for "custom-prompt> "
lacks "RIGHT"
keys 'exit 4' Enter
wait_for "exited 4"
echo "ok dumb_prompt"
