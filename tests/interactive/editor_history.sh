#!/usr/bin/env bash
# tests/interactive/editor_history.sh - history in the editor: Up walks back
# through earlier commands, newest first, duplicates skipped; what is typed
# is searched as a substring with the match highlighted; Down comes back and
# Escape restores what was typed; Alt-Up searches by token; autosuggestions
# from history, accepted whole (Right) and by word (Alt-F); ctrl-r's
# incremental search. (Merging with other sessions is tested in the history
# checks.)
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
set -g fish_autosuggestion_enabled 1
CFG
start "$minnow; echo exited \$?; sleep 5"
line_is 0 "P>"
for c in 'echo first' 'echo second thing' 'echo first' 'true /tmp'; do
    keys -l "$c"; keys Enter
done
keys C-l
line_is 0 "P>"
keys Up
line_is 0 "P> true /tmp"
keys Up
line_is 0 "P> echo first"
keys Up
line_is 0 "P> echo second thing"
keys Up # the older 'echo first' is a duplicate: nothing further
line_is 0 "P> echo second thing"
keys Down Down
line_is 0 "P> true /tmp"
keys Down
line_is 0 "P>"

# a substring, its match highlighted; Escape puts back what was typed
keys -l 'cond'; keys Up
line_is 0 "P> echo second thing"
colors | head -1 | grep -qE $'\e\\[[0-9;]*(100|48;5;8|48;2;[0-9;]+)m[^\e]*cond' || fail "the match is not highlighted"
keys Escape
line_is 0 "P> cond"
keys C-u

# token search with Alt-Up: the token under the cursor is replaced
keys -l 'ls /t'; keys M-Up
line_is 0 "P> ls /tmp"
keys C-u

# autosuggestion: shown after the cursor, accepted whole or by word
keys -l 'echo s'
line_is 0 "P> echo second thing"
colors | head -1 | grep -qF $'\e[90mecond thing' || fail "no grey suggestion"
keys M-f
keys C-e
line_is 0 "P> echo second thing"
keys C-u; keys -l 'echo se'; keys Right
cursor_at 20 0
keys C-u

# ctrl-r: incremental search under the line; typing narrows, Down goes to
# older matches, Enter takes one, Escape leaves the line alone
keys C-l
keys C-r
line_is 1 "search:"
keys -l 'second'
line_is 1 "search: second"
line_is 2 "echo second thing"
keys Enter
line_is 0 "P> echo second thing"
wait_gone "search:"
keys C-u
keys -l 'typed'; keys C-r; keys -l 'x'; keys Escape
wait_gone "search:"
line_is 0 "P> typed"
keys C-u
# a fuzzy match when nothing holds the text as it is
keys C-r; keys -l 'esth'
line_is 2 "echo second thing"
keys Escape
wait_gone "search:"
line_is 0 "P>"
keys C-d
wait_for "exited 0"
echo "ok editor_history"
