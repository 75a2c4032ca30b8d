#!/usr/bin/env bash
# tests/interactive/complete_tab.sh - Tab in the editor: a unique file is
# completed with a space after it, a directory with its slash; several
# candidates sharing a start get that start; names with spaces and quotes
# are escaped; a wildcard is replaced by all its matches (fish 4); a
# completion script that loops is stopped by Ctrl-C and the line is kept.
. "$(dirname "$0")/lib.sh"

work="$HOME/work"
mkdir -p "$work/subdir"
touch "$work/alpha.txt" "$work/beta one.txt" "$work/beta two.txt" "$work/it's.c" "$work/zed.c"
pin_prompt <<CFG
cd $work
function looper; end
complete -c looper -x -a '(while true; end)'
CFG
start "$minnow"
line_is 0 "P>"

keys -l 'cat alp'
keys Tab
line_is 0 "P> cat alpha.txt"
cursor_at 17 0
keys C-u

keys -l 'cd sub'
keys Tab
line_is 0 "P> cd subdir/"
keys C-u

keys -l 'cat bet'
keys Tab
line_is 0 'P> cat beta\'   # then an escaped space (trailing blanks are not compared)
cursor_at 13 0
keys -l 'o'
keys Tab
line_is 0 'P> cat beta\ one.txt'
keys C-u

keys -l 'cat it'
keys Tab
line_is 0 "P> cat it\\'s.c"
keys C-u

keys -l 'cat *.c'
keys Tab
wait_for "P> cat it\\'s.c zed.c"
keys C-u

keys -l 'looper '
keys Tab
running minnow
sleep 0.3
keys C-c
wait_for "P> looper"
keys -l 'x'
line_is 0 "P> looper x"
