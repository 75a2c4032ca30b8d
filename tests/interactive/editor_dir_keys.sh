#!/usr/bin/env bash
# tests/interactive/editor_dir_keys.sh - keys that walk the directory
# history on an empty line: alt-left / alt-right (prevd / nextd, fish's),
# alt-up / alt-down (minnow's), the prompt showing where they went; with
# text, alt-left/right move by token and alt-up/down search the history by
# token (no history yet: the line stays). alt-d on an empty line shows dirh,
# with text kills a word. Keys whose features come later do no harm: alt-.
# (history token search), ctrl-s (pager search). Undo is on ctrl-z, ctrl-/
# and ctrl-_.
. "$(dirname "$0")/lib.sh"

mkdir -p "$HOME/one/two"
pin_prompt <<'CFG'
function fish_prompt; printf '%s> ' (string replace -r '.*/' '' -- $PWD); end
CFG
start "$minnow; echo exited \$?; sleep 5"
line_is 0 "home>"
keys -l 'cd one'; keys Enter
line_is 1 "one>"
keys -l 'cd two'; keys Enter
line_is 2 "two>"

# alt-left / alt-right: back and forth; the prompt is drawn again in place
keys M-Left
line_is 2 "one>"
keys M-Left
line_is 2 "home>"
keys M-Left # nothing further back: nothing changes
line_is 2 "home>"
keys M-Right
line_is 2 "one>"
keys M-Right
line_is 2 "two>"
keys -l 'pwd'; keys Enter
wait_for "$HOME/one/two"
line_is 4 "two>"
# alt-up / alt-down on an empty line: the same walk
keys M-Up
line_is 4 "one>"
keys M-Down
line_is 4 "two>"

# with text: tokens
keys -l 'echo some/path word'
keys M-Left
cursor_at 20 4
keys M-Left
cursor_at 10 4
keys M-Right
cursor_at 19 4
keys M-Up
line_is 4 "two> echo some/path word"
keys M-Down
line_is 4 "two> echo some/path word"
keys 'M-.'
line_is 4 "two> echo some/path word"
keys C-s
line_is 4 "two> echo some/path word"

# alt-d: a word with text, dirh without
keys C-a; keys M-d
line_is 4 "two>  some/path word"
keys C-e C-u; keys M-d
line_is 5 " 2) $HOME"
line_is 6 " 1) $HOME/one"
line_is 7 "    $HOME/one/two"
line_is 9 "two>"

# undo: ctrl-z, ctrl-/ (sent as ctrl-_ by most terminals), and ctrl-_
keys C-l; line_is 0 "two>"
keys -l 'echo a b'
keys C-w
line_is 0 "two> echo a"
keys C-z
line_is 0 "two> echo a b"
keys C-w C-w; keys C-_
line_is 0 "two> echo a"
keys C-e C-u; keys -l 'bind ctrl-/; bind ctrl-z'
keys C-e; keys Enter
wait_for "bind --preset ctrl-/ undo"
wait_for "bind --preset ctrl-z undo"

keys C-d
wait_for "exited 0"
