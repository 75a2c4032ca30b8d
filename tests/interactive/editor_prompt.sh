#!/usr/bin/env bash
# tests/interactive/editor_prompt.sh - a first start with no configuration:
# the greeting says how to get help, the default prompt shows user@host and
# the shortened directory in their colours, a failing command's status in
# the next prompt, '#' for root and '>' for others; a right prompt; an empty
# fish_greeting silences the greeting; a prompt wider than the terminal.
. "$(dirname "$0")/lib.sh"

if [[ $(id -u) == 0 ]]; then end='#'; cwdcolor=$'\e[31m'; else end='>'; cwdcolor=$'\e[32m'; fi
mkdir -p "$HOME/some/deep/folder"
start "env USER=tester $minnow; echo exited \$?; sleep 5"
wait_for "Type help"
screen | head -2 | grep -q "minnow" || fail "no greeting"
wait_for "tester@"
keys -l 'cd some/deep/folder'; keys Enter
wait_for "~/s/d/folder$end"
# user in bright green, the directory in fish_color_cwd (or _root for root)
colors | grep -qF $'\e[92mtester' || fail "user not in fish_color_user"
colors | grep -qF "${cwdcolor}~/s/d/folder" || fail "cwd not in its colour"
keys -l 'false'; keys Enter
wait_for "~/s/d/folder [1]$end"
colors | grep -qF $'\e[31m[\e[1m1' || fail "status not in fish_color_status"
keys -l 'true'; keys Enter
wait_for "~/s/d/folder$end "
# a right prompt, shown at the right edge of the first line
keys -l 'function fish_right_prompt; echo RIGHT; end'; keys Enter
for _ in $(seq 100); do screen | grep -qE ' RIGHT$' && break; sleep 0.05; done
screen | tail -n +3 | grep -qE '^tester@.* +RIGHT$' || fail "no right prompt at the edge"
# a prompt wider than the terminal still lets one type and run commands;
# its line shows the end after a "…" (80 columns), colours kept, as fish
keys -l 'function fish_prompt; set_color red; printf "%s" (string repeat -n 100 W) "END> "; set_color normal; end'; keys Enter
keys C-l
line_is 0 "…$(printf 'W%.0s' $(seq 74))END>"
colors | head -n 1 | grep -qF $'\e[31m…' || fail "the cut prompt lost its colour"
keys -l 'echo still works'; keys Enter
wait_for "still works"
# set -U fish_greeting (empty) silences the greeting for the next start
keys -l "set -U fish_greeting; clear; exec env USER=tester $minnow"; keys Enter
wait_for "tester@"
lacks "Type help"
keys C-d
wait_for "exited 0"
echo "ok editor_prompt"
