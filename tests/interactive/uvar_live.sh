#!/usr/bin/env bash
# tests/interactive/uvar_live.sh - a universal variable another shell sets
# reaches the shell waiting at its prompt at once: its --on-variable
# handler runs there (and may repaint the prompt), as fish. A repaint the
# prompt itself asks for (it sets the variable) is refused, so the prompt
# shows what came, once, with no endless repaints.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
function fish_prompt; printf 'P<%s> ' $shared; end
function on_shared --on-variable shared
    commandline -f repaint
end
CFG
start "$minnow; echo exited \$?; sleep 5"
line_is 0 "P<>"
"$minnow" -c 'set -U shared changed'
line_is 0 "P<changed>"
"$minnow" -c 'set -eU shared'
line_is 0 "P<>"
keys -l 'function fish_prompt; printf "Q<%s> " $other; set other ""; end'; keys Enter
keys -l 'function on_other --on-variable other; commandline -f repaint; end'; keys Enter
keys C-l
line_is 0 "Q<>"
"$minnow" -c 'set -U other came'
line_is 0 "Q<came>"
keys C-d
wait_for "exited 0"
echo "ok uvar_live"
