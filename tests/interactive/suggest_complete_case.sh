#!/usr/bin/env bash
# tests/interactive/suggest_complete_case.sh - completions in another case
# are suggested too, as fish 4: "TRUEI" suggests the command trueish_cmd
# (shown in its own case; accepting it puts that in, with the space after
# it). Which wins: a history entry in the case typed, then a completion in
# the case typed, then an entry in another case, then a completion in
# another case.
. "$(dirname "$0")/lib.sh"

work="$HOME/work"
mkdir -p "$work/Projects/myproject" "$work/Projects/wrongproject"
pin_prompt <<CFG
cd $work
set -g fish_autosuggestion_enabled 1
function trueish_cmd; end
CFG
start "$minnow"
line_is 0 "P>"

keys -l 'TRUEI'
line_is 0 'P> trueish_cmd'
keys Right
keys -l 'x'
line_is 0 'P> trueish_cmd x'
keys C-u

# a completion in another case, when no entry fits
keys -l 'cd pro'
line_is 0 'P> cd Projects/'
keys C-u

# an entry in another case beats a completion in another case
keys -l 'cd Projects/myproject'; keys Enter
keys -l 'cd ../..'; keys Enter
keys C-l
keys -l 'cd pro'
line_is 0 'P> cd Projects/myproject'
keys C-u

# a completion in the case typed beats an entry in another case
keys -l 'mkdir problems'; keys Enter
keys C-l
keys -l 'cd pro'
line_is 0 'P> cd problems/'
keys C-u
keys C-d
echo "ok suggest_complete_case"
