#!/usr/bin/env bash
# tests/interactive/funced_vared.sh - vared and funced -i edit on the command
# line through read's editor: vared starts from the variable's value and
# sets what is accepted (a new variable becomes global); funced -i starts
# from the function's definition, indented and coloured as code, takes a
# new line on an open block, defines what is accepted, and leaves the
# function as it was after ctrl-c.
. "$(dirname "$0")/lib.sh"

pin_prompt </dev/null
start "$minnow"
wait_for "P>"
keys -l 'set -g myv hello; vared myv'; keys Enter
wait_for "> hello"
keys -l ' world'; keys Enter
keys -l 'echo "[$myv]"'; keys Enter
wait_for "[hello world]"
# a variable that does not exist yet
keys C-l; keys -l 'function f; vared newv; end; f; set -S newv | head -n 1'; keys Enter
wait_for "newv"
keys -l 'fresh'; keys Enter
wait_for "\$newv: set in global scope"
# funced -i: the definition to edit, as code
keys C-l; keys -l 'function ff; echo one; end; funced -i ff'; keys Enter
wait_for "ff> function ff"
wait_for "    echo one"
colors | grep -qF $'\e[34mfunction' || fail "the definition is not coloured as code"
# Up to the body's line, more at its end, then Enter: the whole is complete
keys Up; keys End; keys -l '; echo two'; keys Enter
keys -l 'ff'; keys Enter
wait_for "two"
screen | grep -q "^one" || fail "ff lost its first line"
# a new function: the skeleton, its empty body line filled in
keys C-l; keys -l 'funced -i gg'; keys Enter
wait_for "gg> function gg"
keys Up; keys -l 'echo from-gg'; keys Enter
keys -l 'gg'; keys Enter
wait_for "from-gg"
# an open block takes a new line rather than ending the text
keys C-l; keys -l 'funced -i hh'; keys Enter
wait_for "hh> function hh"
keys Up; keys -l 'if true'; keys Enter
keys -l 'echo in-hh'; keys Enter
wait_for "        echo in-hh"
keys -l 'end'; keys End; keys Down; keys End; keys Enter
keys -l 'hh'; keys Enter
for _ in $(seq 200); do screen | grep -qx in-hh && break; sleep 0.05; done
screen | grep -qx in-hh || fail "hh did not run its if block"
# ctrl-c: no change
keys C-l; keys -l 'funced -i ff'; keys Enter
wait_for "ff> function ff"
keys Up; keys -l '; echo changed'; keys C-c
keys -l 'ff'; keys Enter
wait_for "two"
screen | grep -q "^changed" && fail "ctrl-c changed the function"
echo "ok funced_vared"
