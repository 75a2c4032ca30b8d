#!/usr/bin/env bash
# tests/interactive/status_generation.sh - $status_generation counts the
# command lines that gave $status a value: a plain `set`, a job sent to the
# background and a lone block of such leave it, a command, a failing one,
# an unknown one, `set` with a query and a function definition count.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
function fish_prompt; printf 'G%s> ' $status_generation; end
CFG
start "$minnow; echo exited \$?; sleep 5"
line_is 0 "G0>"
keys -l 'set -g a 1'; keys Enter
line_is 1 "G0>"
keys -l 'sleep 0.01 &'; keys Enter
line_is 3 "minnow: Job 1, 'sleep 0.01 &' has ended"
line_is 4 "G0>"
keys -l 'begin; set -l b 2; end'; keys Enter
line_is 5 "G0>"
keys -l 'true'; keys Enter
line_is 6 "G1>"
keys -l 'set -q nope'; keys Enter
line_is 7 "G2>"
keys -l 'no-such-command-here 2>/dev/null'; keys Enter
wait_for "G3>"
keys -l 'set c (false)'; keys Enter
wait_for "G4>"
keys -l 'function f; end'; keys Enter
wait_for "G5>"
keys C-d
wait_for "exited 0"
echo "ok status_generation"
