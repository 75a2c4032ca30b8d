#!/usr/bin/env bash
# tests/interactive/suggest_assignments.sh - a command line's own NAME=value
# words count for Tab but not for its autosuggestion, as in fish (whose
# suggestions complete with no parser to set them in): `HOME=DIR ls ~/`
# suggests from the real home, and Tab completes from DIR.
. "$(dirname "$0")/lib.sh"

work="$HOME/work"
mkdir -p "$work/only/sub" && echo > "$work/only/sub/lonely-file"
pin_prompt <<CFG
cd $work
set -g fish_autosuggestion_enabled 1
CFG
start "$minnow"
line_is 0 "P>"

# without the assignment, ~ is the real home: no suggestion
keys -l 'HOME=$PWD ls ~/only/sub/lon'
line_is 0 'P> HOME=$PWD ls ~/only/sub/lon'
# (the same path from here is suggested: the suggestion machinery is on)
keys C-u; keys -l 'ls only/sub/lon'
line_is 0 'P> ls only/sub/lonely-file'
keys C-u; keys -l 'HOME=$PWD ls ~/only/sub/lon'
line_is 0 'P> HOME=$PWD ls ~/only/sub/lon'
# Tab sets it
keys Tab
line_is 0 'P> HOME=$PWD ls ~/only/sub/lonely-file'
