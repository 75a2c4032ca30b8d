#!/usr/bin/env bash
# tests/interactive/editor_history.sh - history in the editor: Up walks back
# through earlier commands, newest first, duplicates skipped; what is typed
# is searched as a substring with the match highlighted; Down comes back and
# Escape restores what was typed; Alt-Up searches by token; autosuggestions
# from history, accepted whole (Right, ctrl-f, End) and by word (Alt-F,
# Alt-Right), and offered only when they can run here (their command still
# exists, the files they named exist from the current directory); ctrl-r's
# incremental search. (Two sessions: editor_history_sessions.sh.)
. "$(dirname "$0")/lib.sh"

mkdir -p "$HOME/bin" "$HOME/work"
for t in mytool mytool2; do
    printf '#!/bin/sh\necho ran-%s\n' "$t" >"$HOME/bin/$t"
    chmod +x "$HOME/bin/$t"
done
touch "$HOME/work/notes.txt"
pin_prompt <<'CFG'
set -g fish_autosuggestion_enabled 1
set -gx PATH $HOME/bin $PATH
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
cursor_at 14 0 # one word: "second"
colors | head -1 | grep -qF $'\e[90m thing' || fail "the rest is no longer suggested"
keys C-e
cursor_at 20 0
line_is 0 "P> echo second thing"
keys C-u; keys -l 'echo se'; keys Right
cursor_at 20 0
for k in C-f End; do
    keys C-u; keys -l 'echo se'
    line_is 0 "P> echo second thing"
    cursor_at 10 0
    keys "$k"
    cursor_at 20 0
done
keys C-u; keys -l 'echo se'; keys M-Right
cursor_at 14 0 # "second" taken; " thing" still offered
line_is 0 "P> echo second thing"
keys C-u

# only what can run here is suggested: a command gone from PATH is not,
# and an older entry that still works is offered instead
for c in 'mytool2 x' 'mytool --version'; do
    keys -l "$c"; keys Enter
done
wait_for "ran-mytool"
keys C-l
line_is 0 "P>"
keys -l 'mytoo'
line_is 0 "P> mytool --version"
keys C-u
keys -l 'command rm ~/bin/mytool'; keys Enter
keys C-l
line_is 0 "P>"
keys -l 'mytoo'
line_is 0 "P> mytool2 x"
keys C-u
# a file named relative to the directory it ran in: suggested there only
keys -l 'cat nx'; keys Enter
keys -l 'cd work'; keys Enter
keys -l 'cat notes.txt'; keys Enter
keys C-l
line_is 0 "P>"
keys -l 'cat n'
line_is 0 "P> cat notes.txt"
keys C-u
keys -l 'cd ..'; keys Enter
keys C-l
line_is 0 "P>"
keys -l 'cat n'
line_is 0 "P> cat nx"
keys C-u

# ctrl-r: the history pager under the line; typing narrows, Down goes to
# older matches, Enter takes one, Escape leaves the line alone
keys C-l
keys C-r
line_is 1 "search:"
keys -l 'second'
line_is 1 "search: second"
line_is 2 "► echo second thing"
keys Enter
line_is 0 "P> echo second thing"
wait_gone "search:"
keys C-u
keys -l 'typed'; keys C-r; keys -l 'x'
wait_for "search: typedx" # (an Escape sent before would run into the next key)
wait_for "(no matches)"    # the completion pager draws the list and says so
keys Escape
wait_gone "search:"
line_is 0 "P> typed"
keys C-u
# a fuzzy match when nothing holds the text as it is
keys C-r; keys -l 'esth'
wait_for "search: esth"
line_is 2 "► echo second thing"
keys Escape
wait_gone "search:"
line_is 0 "P>"
# Enter when nothing matched puts what was searched for in the line, and
# ctrl-c in the search closes it and clears the line (fish 4)
keys C-r; keys -l 'zzz nothing'
wait_for "(no matches)"
keys Enter
wait_gone "search:"
line_is 0 "P> zzz nothing"
keys C-r
wait_for "search:"
keys C-c
wait_gone "search:"
line_is 0 "P>"
# an Up search is one undo step, and none when Escape put the typed text
# back: undo then takes back the typing (no autosuggestion to hide it)
keys -l 'set -g fish_autosuggestion_enabled 0'; keys Enter
keys C-l
line_is 0 "P>"
keys -l 'echo'; keys Up
line_is 0 "P> echo first"
keys Escape
line_is 0 "P> echo"
keys C-z
line_is 0 "P>"
keys -l 'echo'; keys Up Up; keys C-e
line_is 0 "P> echo second thing"
keys C-z
line_is 0 "P> echo"
keys C-u
keys C-d
wait_for "exited 0"
echo "ok editor_history"
