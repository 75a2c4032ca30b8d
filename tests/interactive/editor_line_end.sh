#!/usr/bin/env bash
# tests/interactive/editor_line_end.sh - where a command's output ends and
# the next prompt starts: output without a final newline keeps its line,
# marked with a dim return symbol, and the prompt goes below it; output that
# ends its line gets no marker and no blank line; a command line that fills
# its last row exactly leaves the cursor alone on the row below, and the
# output starts there, with no blank row between.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
bind ctrl-g "commandline -i 'echo '(string repeat -n (math \$COLUMNS - 8) 7)"
CFG
start "$minnow; echo exited \$?; sleep 5"
line_is 0 "P>"

keys -l 'echo -n 12'; keys Enter
line_is 1 "12⏎"
line_is 2 "P>"
colors | grep -qF $'12\e[2m⏎' || fail "the marker is not dim"
keys -l 'echo full'; keys Enter
line_is 3 "full"
line_is 4 "P>"

# "P> echo " is 8 columns: the line fills the row
keys C-g
line_is 4 "P> echo $(printf '7%.0s' $(seq 72))"
cursor_at 0 5
keys Enter
line_is 5 "$(printf '7%.0s' $(seq 72))"
line_is 6 "P>"

keys C-d
wait_for "exited 0"
echo "ok editor_line_end"
