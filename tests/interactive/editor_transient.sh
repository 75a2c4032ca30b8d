#!/usr/bin/env bash
# tests/interactive/editor_transient.sh - with fish_transient_prompt set,
# the line about to run is drawn once more with the prompt functions given
# --final-rendering (a shorter prompt of fewer lines replaces a longer
# one); a binding's `repaint execute` runs the prompt before the line runs.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
function fish_prompt
    if contains -- --final-rendering $argv
        printf 'F> '
    else if set -q short
        set -e short
        printf 'S> '
    else
        printf 'long line\nP> '
    end
end
bind ctrl-x 'set -g short 1; commandline -f repaint execute'
CFG
start "$minnow; echo exited \$?; sleep 5"
line_is 1 "P>"
keys -l 'echo one'; keys C-x
line_is 0 "S> echo one"
line_is 1 "one"
line_is 3 "P>"
keys C-l
keys -l 'set -g fish_transient_prompt 1'; keys Enter
line_is 1 "P> set -g fish_transient_prompt 1"
line_is 3 "P>"
keys -l 'echo two'; keys Enter
line_is 2 "F> echo two"
line_is 3 "two"
line_is 4 "long line"
line_is 5 "P>"
keys C-d
wait_for "exited 0"
echo "ok editor_transient"
