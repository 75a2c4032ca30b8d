#!/usr/bin/env bash
# tests/interactive/source_terminal.sh - `source -` at the terminal reads
# command lines with the line editor (the prompt, each line run as it is
# entered) until ctrl-d, in the source's own scope; a bare `source` there
# refuses to read the terminal unasked.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
function fish_prompt; printf 'G%s> ' $status_generation; end
CFG
start "$minnow; echo exited \$?; sleep 5"
line_is 0 "G0>"
keys -l 'source'; keys Enter
line_is 1 "source: missing filename argument or input redirection"
line_is 2 "G1>"
keys -l 'source -'; keys Enter
line_is 3 "G1>"
keys -l 'echo inside; set -l x 1'; keys Enter
line_is 4 "inside"
line_is 5 "G2>"
keys C-d
line_is 6 "G3>"
keys -l 'set -q x; or echo no-x'; keys Enter
line_is 7 "no-x"
keys C-d
wait_for "exited 0"
echo "ok source_terminal"
