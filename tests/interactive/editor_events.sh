#!/usr/bin/env bash
# tests/interactive/editor_events.sh - what the editor fires and expands:
# fish_preexec, fish_postexec, fish_prompt and fish_cancel events,
# $CMD_DURATION, fish_command_not_found for a command typed at the prompt,
# abbreviations with --function, --set-cursor and --regex, and the title
# set from fish_title.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
function on_pre --on-event fish_preexec; echo "pre[$argv]"; end
function on_post --on-event fish_postexec; echo "post[$argv] $status"; end
function on_cancel --on-event fish_cancel; echo cancelled-event; end
set -g prompts 0
function on_prompt --on-event fish_prompt; set -g prompts (math $prompts + 1); end
function fish_command_not_found; echo "not found: $argv"; end
function shout; string upper -- $argv[1]; end
abbr -a --function shout -- hey
abbr -a --set-cursor -- mkc 'mkdir % && cd %'
abbr -a --regex '^\d+\.\.\d+$' --function range_abbr -- range
function range_abbr; string replace '..' ' ' -- $argv[1] | read -l a b; echo "seq $a $b"; end
function fish_title; echo "T:$argv"; end
CFG
start "$minnow; echo exited \$?; sleep 5"
line_is 0 "P>"

keys -l 'false'; keys Enter
line_is 1 "pre[false]"
line_is 2 "post[false] 1"
keys -l 'sleep 0.2'; keys Enter
wait_for "post[sleep 0.2]"
keys -l 'echo $CMD_DURATION'; keys Enter
wait_for "post[echo"
screen | grep -qE '^(2[0-9][0-9]|[3-9][0-9][0-9])$' || fail "no CMD_DURATION near 200"
keys C-l
keys -l 'nosuchcmd a b'; keys Enter
wait_for "not found: nosuchcmd a b"
keys C-l
keys -l 'echo $prompts'; keys Enter
screen | grep -qE '^[3-9]$' || wait_for "never: prompts"

# ctrl-c fires fish_cancel
keys C-l
keys -l 'echo abc'; keys C-c
wait_for "cancelled-event"

# abbreviations: --function, --set-cursor, --regex with a function
keys C-l
keys -l 'echo hey '
line_is 0 "P> echo hey"
keys C-u; keys -l 'hey '
line_is 0 "P> HEY"
keys C-u; keys -l 'mkc '
line_is 0 "P> mkdir  && cd %"
cursor_at 9 0
keys C-e C-u; keys -l '1..3'; keys Enter
wait_for "pre[seq 1 3]"
line_is 2 "1"
line_is 4 "3"

# the title comes from fish_title, with the command while it runs
keys -l 'sleep 1'; keys Enter
for _ in $(seq 100); do
    [[ $(tmux display -p -t t '#{pane_title}') == "T:sleep 1" ]] && break
    sleep 0.02
done
[[ $(tmux display -p -t t '#{pane_title}') == "T:sleep 1" ]] || fail "title: $(tmux display -p -t t '#{pane_title}')"
wait_for "post[sleep 1]"
# a background job that ends while the prompt waits is reported at once,
# and the prompt comes back below the report
keys C-l
keys -l 'sleep 0.3 &'; keys Enter
wait_for "Job 1, 'sleep 0.3 &' has ended"
line_is 5 "P>"
keys C-d
wait_for "exited 0"
echo "ok editor_events"
