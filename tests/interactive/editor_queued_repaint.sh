#!/usr/bin/env bash
# tests/interactive/editor_queued_repaint.sh - `commandline -f repaint` run
# as a command at the prompt: the next line's editor runs it once its prompt
# is up, so the prompt runs twice (as fish's input queue; tide's reload
# counts on that second run).
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CONF'
set -g n 0
function fish_prompt; set -g n (math $n + 1); printf '%s> ' $n; end
CONF
start "$minnow"
wait_for "1>"
keys -l 'commandline -f repaint'; keys Enter
keys -l 'echo x'; keys Enter
wait_for "4>"
line_is 1 "3> echo x"
echo "ok editor_queued_repaint"
