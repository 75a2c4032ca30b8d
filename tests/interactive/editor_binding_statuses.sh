#!/usr/bin/env bash
# tests/interactive/editor_binding_statuses.sh - a key binding's shell code
# leaves $status and $pipestatus as they were, as fish (pure's prompt
# colours its symbol from $pipestatus: ctrl-l, whose code fails in a
# terminal that cannot scroll its content, turned it red).
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CONF'
function fish_prompt; printf '[%s/%s]> ' $status "$pipestatus"; end
bind ctrl-g 'true | false | true; commandline -f repaint'
CONF
start "$minnow"
wait_for "[0/0]>"
keys -l 'false | true'; keys Enter
wait_for "[0/1 0]>"
keys C-g
keys -l 'echo typed'
wait_for "[0/1 0]> echo typed"
keys C-u C-l
line_is 0 "[0/1 0]>"
echo "ok editor_binding_statuses"
