#!/usr/bin/env bash
# tests/interactive/typeahead_reports.sh - a command typed ahead of the
# first prompt runs only once the terminal answered what the editor asked
# (its device attributes, where the cursor is): no answer reaches the
# command as input. An autosuggestion stays while the completion pager
# lists candidates, as in fish 4, one made of a completion too; a history
# entry the same as the line suggests nothing, not even a completion.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
complete -c : -xa 'foobar foobaz'
CFG
start "$minnow; echo exited \$?; sleep 5"
keys -l 'cat -v'; keys Enter
wait_for "P> cat -v"
keys -l 'typed'; keys Enter
wait_for "typed"
keys C-d
line_is 2 "typed"
lacks '^['
wait_for "P>"
keys -l 'set -g fish_autosuggestion_enabled 1'; keys Enter
keys C-l
keys -l ': fooba'
wait_for ": foobar"
keys Tab
wait_for "foobar  foobaz"
line_is 0 "P> : foobar"
keys C-c
keys -l ': fooba'; keys Enter
keys C-l
keys -l ': fooba'; keys Tab
wait_for "foobar  foobaz"
line_is 0 "P> : fooba"
keys C-c
keys C-d
wait_for "exited 0"
echo "ok typeahead_reports"
