#!/usr/bin/env bash
# tests/interactive/suggest_complete.sh - when no history entry fits, the
# first completion is suggested in the autosuggestion colour, and Right
# accepts it; a history entry still wins when one fits; on a later line of
# a command line the suggestion is for that line.
. "$(dirname "$0")/lib.sh"

work="$HOME/work"
mkdir -p "$work/subdirectory"
pin_prompt <<CFG
cd $work
set -g fish_autosuggestion_enabled 1
set -g fish_color_autosuggestion brblack
function comp_test_cmd; end
complete -c comp_test_cmd -x -a 'uniquevalue other'
CFG
start "$minnow"
line_is 0 "P>"

keys -l 'ls subd'
wait_for 'P> ls subdirectory/'
colors | grep -q $'\e\\[90m\\(\e\\[[0-9;]*m\\)*irectory/' || fail "the suggestion is not in the autosuggestion colour: $(colors | head -1 | cat -v)"
keys Right
keys -l 'x'
line_is 0 'P> ls subdirectory/x'
keys C-u

keys -l 'comp_test_cmd uniq'
wait_for 'P> comp_test_cmd uniquevalue'
keys C-u

# no completion fits: nothing is suggested
keys -l 'comp_test_cmd zz'
line_is 0 'P> comp_test_cmd zz'
keys C-u

# a line that ends in a quote gets nothing after it, as fish; inside the
# quote the completion is suggested
keys -l 'ls "subd"'
sleep 0.5
line_is 0 'P> ls "subd"'
keys BSpace
wait_for 'P> ls "subdirectory/'
keys C-u

# on a line after the first, the suggestion is for that line, from history
keys -l 'echo from-history-entry'; keys Enter
at_prompt
keys C-l
keys -l 'echo line1'; keys M-Enter; keys -l 'echo from'
line_is 1 '   echo from-history-entry'
colors | grep -q $'\e\\[90m\\(\e\\[[0-9;]*m\\)*-history-entry' || fail "the suggestion is not in the autosuggestion colour"
keys Right; keys -l 'x'
line_is 1 '   echo from-history-entryx'
keys C-c

# the suggestion is made wherever the cursor is (fish 4): ctrl-a, alt-d and
# a new first word leave `: ./subd` with the completion after it; right
# moves the cursor, end too, and at the end it takes the suggestion
keys C-l
line_is 0 'P>'
keys -l 'nosuch ./subd'
keys C-a M-d
keys -l ':'
line_is 0 'P> : ./subdirectory/'
cursor_at 4 0
keys Right
cursor_at 5 0
keys End
cursor_at 11 0
keys End
keys -l 'x'
line_is 0 'P> : ./subdirectory/x'
