#!/usr/bin/env bash
# tests/interactive/editor_emacs.sh - the line editor with the default
# (emacs) bindings: what is typed shows after the prompt, motions by
# character, word and line, kills and yanks, transposing and case changes,
# undo and redo, token motions, and Enter running the line.
. "$(dirname "$0")/lib.sh"

pin_prompt </dev/null
start "$minnow; echo exited \$?; sleep 5"
line_is 0 "P>"
cursor_at 3 0

keys -l 'echo hello'
line_is 0 "P> echo hello"
cursor_at 13 0
keys Enter
line_is 1 "hello"
line_is 2 "P>"

# ctrl-a / ctrl-e and inserting in the middle
keys -l 'cho abc'; keys C-a; keys -l 'e'
line_is 2 "P> echo abc"
cursor_at 4 2
keys C-e; keys -l 'd'
line_is 2 "P> echo abcd"
# left/right arrows and backspace, delete
keys Left Left BSpace
line_is 2 "P> echo acd"
keys C-b C-d
line_is 2 "P> echo cd"
cursor_at 8 2
# words: alt-b, alt-f, ctrl-w, alt-d
keys C-e; keys -l ' some/path/here'
keys C-w
line_is 2 "P> echo cd some/path/"
keys M-b
cursor_at 16 2
keys M-d
line_is 2 "P> echo cd some//"
# kill to the end and yank it back twice
keys C-a; keys M-f; keys C-k
line_is 2 "P> echo"
keys C-y
line_is 2 "P> echo cd some//"
keys C-e; keys C-u
line_is 2 "P>"
keys C-y
line_is 2 "P> echo cd some//"
# undo and redo
keys C-u; keys -l 'echo one two'
keys C-z
line_is 2 "P> echo one"
keys C-_
line_is 2 "P> echo"
keys M-/
line_is 2 "P> echo one"
# transpose characters and words, case changes
keys C-u; keys -l 'ehco'; keys C-b C-b C-t
line_is 2 "P> echo"
keys C-e C-u; keys -l 'echo two one'; keys M-t
line_is 2 "P> echo one two"
keys C-a; keys M-f; keys M-u
line_is 2 "P> echo ONE two"
keys M-c
line_is 2 "P> echo ONE Two"
keys C-e Enter
line_is 3 "ONE Two"

# ctrl-c clears the line, as fish 4 (undo brings it back); the line stays
# on screen marked ^C in fish_color_cancel with fish 3's cancel-commandline
keys -l 'echo never'; keys C-c
line_is 4 "P>"
keys C-z
line_is 4 "P> echo never"
keys C-e C-u
keys -l 'bind ctrl-c cancel-commandline'; keys Enter
line_is 5 "P>"
keys -l 'echo never'; keys C-c
line_is 5 "P> echo never^C"
colors | grep -qF $'never\e[7m^C' || fail "^C is not in fish_color_cancel (reverse)"
line_is 6 "P>"
keys C-l
line_is 0 "P>"
# ctrl-l clears the screen and keeps the line
keys -l 'echo kept'; keys C-l
line_is 0 "P> echo kept"
keys Enter
line_is 1 "kept"
# token motions pass over operators: backward-kill-token after `foo &| `
# kills `foo &| `, backward-token after `>ooba` stops at `ooba`
keys -l 'bind alt-delete backward-kill-token'; keys Enter
keys C-l
keys -l 'echo ; foo &| '; keys M-DC; keys -l 'bar'
line_is 0 "P> echo ; bar"
keys C-u; keys -l 'echo >ooba'; keys M-Left; keys -l 'f'
line_is 0 "P> echo >fooba"
keys C-e; keys C-u
# ctrl-d on an empty line leaves
keys C-d
wait_for "exited 0"
echo "ok editor_emacs"
