#!/usr/bin/env bash
# tests/interactive/history_pager.sh - ctrl-r's history pager as fish 4 has
# it: the entries a page at a time (12 in a 24-row terminal) after "► ",
# down the columns, "Items A to B of N" under them; ctrl-r (or a key bound
# to history-pager) the next (older) page, ctrl-s the one before, neither
# past the ends; the selected entry stands in the command line; the arrows
# move in the grid, Up from the first entry selects none (the line as it
# was); history-delete takes the selected entry out and the page is made
# again; a `*` in the field is a wildcard, one in the line a star; a
# pasted line goes into the field; in a command substitution only that is
# searched for and replaced, during an Up search its text; Escape puts the
# line back.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
bind alt-d history-delete or backward-delete-char
bind alt-o history-pager
CFG
# 30 entries, "true 1!" the newest; odd ones end in "!"
file=$XDG_DATA_HOME/minnow/minnow_history
mkdir -p "$(dirname "$file")"
for i in $(seq 30 -1 1); do
    bang=; ((i % 2)) && bang='!'
    printf -- '- cmd: true %s%s\n  when: %s\n' "$i" "$bang" "$((1700000000 - i))"
done >"$file"
start "$minnow; echo exited \$?; sleep 5"
line_is 0 "P>"

keys C-r
line_is 0 "P> true 1!"
line_is 1 "search:"
line_is 2 "► true 1!  ► true 3!  ► true 5!  ► true 7!  ► true 9!  ► true 11!"
line_is 3 "► true 2   ► true 4   ► true 6   ► true 8   ► true 10  ► true 12"
line_is 4 "Items 1 to 12 of 30"
# ctrl-s on the first page does nothing
keys C-s
line_is 4 "Items 1 to 12 of 30"
# a key bound to history-pager turns the page as ctrl-r does
keys M-o
line_is 0 "P> true 13!"
line_is 2 "► true 13!  ► true 15!  ► true 17!  ► true 19!  ► true 21!  ► true 23!"
line_is 4 "Items 13 to 24 of 30"
keys C-r
line_is 0 "P> true 25!"
line_is 2 "► true 25!  ► true 26  ► true 27!  ► true 28  ► true 29!  ► true 30"
line_is 3 "Items 25 to 30 of 30"
# past the last page: nothing
keys C-r
line_is 3 "Items 25 to 30 of 30"
keys C-s
line_is 4 "Items 13 to 24 of 30"
line_is 0 "P> true 13!"
# the grid: Down, Right, Up; Up from the first entry: none, the line as it was
keys Down
line_is 0 "P> true 14"
keys Right
line_is 0 "P> true 16"
keys Left Up
line_is 0 "P> true 13!"
keys Up
line_is 0 "P>"
keys Tab
line_is 0 "P> true 13!"
# alt-d: the selected entry leaves history, the page is made again
keys M-d
line_is 0 "P> true 14"
line_is 2 "► true 14   ► true 16   ► true 18   ► true 20   ► true 22   ► true 24"
line_is 3 "► true 15!  ► true 17!  ► true 19!  ► true 21!  ► true 23!  ► true 25!"
line_is 4 "Items 13 to 24 of 29"
# typing searches again from the newest
keys -l '!'
line_is 1 "search: !"
line_is 0 "P> true 1!"
line_is 2 "► true 1!  ► true 5!  ► true 9!   ► true 15!  ► true 19!  ► true 23!"
line_is 4 "Items 1 to 25 of 29"
# Escape: the line as it was, the pager gone
keys Escape
wait_gone "search:"
line_is 0 "P>"
# a wildcard; the line's star is taken literally
keys C-r; keys -l 'ue 2*!'
line_is 2 "► true 21!  ► true 23!  ► true 25!  ► true 27!  ► true 29!"
keys Escape
wait_gone "search:"
# a paste of one line goes into the field
keys C-r
printf 'ue 29' | tmux load-buffer -
tmux paste-buffer -p -t t
line_is 1 "search: ue 29"
line_is 0 "P> true 29!"
keys Escape
wait_gone "search:"
line_is 0 "P>"
# inside a command substitution only that is searched for and replaced
keys -l 'echo (ue 29'; keys C-r
line_is 1 "search: ue 29"
line_is 0 "P> echo (true 29!"
keys Escape
wait_gone "search:"
line_is 0 "P> echo (ue 29"
keys C-r
line_is 0 "P> echo (true 29!"
keys Enter
wait_gone "search:"
line_is 0 "P> echo (true 29!"
keys C-u
# during an Up search the field starts with its text, not the line shown
keys -l 'ue 2'; keys Up Up
line_is 0 "P> true 20"
keys C-r
line_is 1 "search: ue 2"
line_is 0 "P> true 2"
keys Escape
wait_gone "search:"
line_is 0 "P> true 20"
keys C-u
keys -l 'true*'; keys C-r
line_is 1 'search: true\*'
wait_for "(no matches)"
line_is 0 "P> true*"
keys Escape
wait_gone "search:"
line_is 0 "P> true*"
keys C-u
keys -l 'echo done'; keys Enter
wait_for "done"
grep -q 'true 13!' "$file" && fail "the deleted entry is still in the file"
echo "ok history_pager"
