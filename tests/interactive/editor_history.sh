#!/usr/bin/env bash
# tests/interactive/editor_history.sh - history in the editor: Up walks back
# through earlier commands, newest first, duplicates skipped; what is typed
# is searched as a substring with the match highlighted; Down comes back and
# Escape restores what was typed; Alt-Up searches by token; autosuggestions
# from history, accepted whole (Right) and by word (Alt-F); the history is
# kept for the next session, and another session's commands arrive with
# `history merge`.
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

# kept for the next session; another session's commands come with merge
keys -l "clear; exec $minnow"; keys Enter
line_is 0 "P>"
# an entry stamped in the second the new session started belongs to the
# "other sessions" until that second is over (fish's boundary rule): try
# again for a few seconds
for _ in $(seq 40); do
    keys Up
    sleep 0.1
    [[ $(line 0) == "P> clear; exec $minnow" ]] && break
    keys Escape C-u
done
line_is 0 "P> clear; exec $minnow"
keys C-u
keys -l "$minnow -c 'history append from-another-session'"; keys Enter
keys -l 'history merge'; keys Enter
keys C-l
keys -l 'another'; keys Up
line_is 0 "P> from-another-session"
keys C-u
keys -l 'history search --max 2'; keys Enter
wait_for "from-another-session"
keys C-d
wait_for "exited 0"
echo "ok editor_history"
