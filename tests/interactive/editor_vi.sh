#!/usr/bin/env bash
# tests/interactive/editor_vi.sh - the vi bindings: the mode in the prompt,
# escape to normal mode, motions (with counts), operators with motions and
# text objects (dw cw dd yy d2w diw ci( da"), f t ; , jumps, visual mode,
# r and R, ~, undo and redo, the ways into insert mode, gg and G over
# several lines, p after yy, and back to the default bindings.
. "$(dirname "$0")/lib.sh"

pin_prompt </dev/null
start "$minnow; echo exited \$?; sleep 5"
line_is 0 "P>"
keys -l 'fish_vi_key_bindings'; keys Enter
line_is 1 "[I] P>"

# esc: escape (unless in normal mode already), then wait for normal mode:
# a key right after escape would make it alt-KEY
esc() {
    line 1 | grep -q '^\[N\]' && return 0
    keys Escape
    for _ in $(seq 200); do
        line 1 | grep -q '^\[N\]' && return 0
        sleep 0.05
    done
    fail "escape did not give normal mode"
}
# edit TEXT: a fresh line holding TEXT, in normal mode (ctrl-c in normal
# mode clears the line and enters insert mode)
edit() {
    esc
    keys C-c
    line_is 1 "[I] P>"
    keys -l "$1"
    esc
    line_is 1 "[N] P> $1"
}

keys -l 'echo hello world foo'
line_is 1 "[I] P> echo hello world foo"
cursor_at 27 1
# escape: normal mode, the cursor back on the last character
esc
line_is 1 "[N] P> echo hello world foo"
cursor_at 26 1

# motions: 0 w e b $ ^, with counts
keys 0; cursor_at 7 1
keys w; cursor_at 12 1
keys e; cursor_at 16 1
keys 2 w; cursor_at 24 1
keys b; cursor_at 18 1
keys 2 b; cursor_at 7 1
keys '$'; cursor_at 26 1
keys '^'; cursor_at 7 1
keys 3 l; cursor_at 10 1
keys h; cursor_at 9 1
# l stops on the last character
keys '$' l; cursor_at 26 1

# f t ; , and F
keys 0 f o; cursor_at 10 1
keys '\;'; cursor_at 16 1
keys '\;'; cursor_at 19 1
keys ,; cursor_at 16 1
keys t d; cursor_at 21 1
keys F e; cursor_at 13 1

# dw, d2w, 3x, then undo and redo
keys 0 w d w
line_is 1 "[N] P> echo world foo"
cursor_at 12 1
keys u
line_is 1 "[N] P> echo hello world foo"
keys C-r
line_is 1 "[N] P> echo world foo"
keys 0 d 2 w
line_is 1 "[N] P> foo"
keys u u
line_is 1 "[N] P> echo hello world foo"
keys 0 3 x
line_is 1 "[N] P> o hello world foo"
# 3x is one change
keys u
line_is 1 "[N] P> echo hello world foo"
# X deletes before the cursor; D to the end
keys '$' X
line_is 1 "[N] P> echo hello world fo"
keys 0 w D
line_is 1 "[N] P> echo"
cursor_at 11 1

# cw changes to the end of the word, c$ to the end, cc the line
edit 'echo hello world'
keys 0 w c w; keys -l 'bye'
line_is 1 "[I] P> echo bye world"
esc; keys c '$'; keys -l 'X'
line_is 1 "[I] P> echo byX"
esc; keys c c; keys -l 'new'
line_is 1 "[I] P> new"
esc

# dd and yy with p on several lines; gg and G
edit 'echo one'
keys A; keys M-Enter; keys -l 'echo two'; keys M-Enter; keys -l 'echo three'
esc
line_is 3 "       echo three"
keys g g; cursor_at 7 1
keys G; cursor_at 16 3
keys g g j d d
line_is 1 "[N] P> echo one"
line_is 2 "       echo three"
keys p
line_is 3 "       echo two"
cursor_at 7 3
keys g g y y G p
line_is 4 "       echo one"
keys u u
line_is 2 "       echo three"
line_is 3 ""
# d2j: three lines
keys P
line_is 3 "       echo three"
keys g g d 2 j
line_is 1 "[N] P>"
line_is 2 ""

# text objects: diw daw ci( da" di'
edit 'echo hello world foo'
keys 0 w l d i w
line_is 1 "[N] P> echo  world foo"
keys u w d a w
line_is 1 "[N] P> echo hello foo"
edit 'echo (a b c) x'
keys 0 f b c i '('; keys -l 'z'
line_is 1 "[I] P> echo (z) x"
edit 'echo "a b" x'
keys 0 f b d a '"'
line_is 1 "[N] P> echo  x"
edit "echo 'a b' x"
keys 0 f b d i "'"
line_is 1 "[N] P> echo '' x"
# an operator waiting for its motion: ctrl-c (or escape) gives it up
keys d C-c w
line_is 1 "[N] P> echo '' x"
cursor_at 15 1

# dt and df, y with a motion and P
edit 'echo hello world'
keys 0 w d t o
line_is 1 "[N] P> echo o world"
keys u d f o
line_is 1 "[N] P> echo  world"
keys u y w P
line_is 1 "[N] P> echo hello hello world"

# visual mode: v, motions, d / y / ~
edit 'echo hello world'
keys 0 w v
line_is 1 "[V] P> echo hello world"
keys e d
line_is 1 "[N] P> echo  world"
keys u 0 v e y '$' p
line_is 1 "[N] P> echo hello worldecho"
# y of a selection that ends the line keeps it whole, the cursor on its
# last character; p puts the copy after it
edit 'echo 124'
keys v b y
line_is 1 "[N] P> echo 124"
cursor_at 14 1
keys p
line_is 1 "[N] P> echo 124124"
cursor_at 17 1
edit 'echo hello world'
keys 0 w v e '~'
line_is 1 "[N] P> echo HELLO world"

# ~ and g~w, r and R
edit 'echo hello world'
keys 0 '~' '~'
line_is 1 "[N] P> ECho hello world"
cursor_at 9 1
keys w g '~' w
line_is 1 "[N] P> ECho HELLO world"
keys w r W
line_is 1 "[N] P> ECho HELLO World"
cursor_at 18 1
keys R; keys -l 'Wide!'
line_is 1 "[R] P> ECho HELLO Wide!"
esc
line_is 1 "[N] P> ECho HELLO Wide!"

# into insert mode: i a I A o O
edit 'echo b d'
keys 0 w i; keys -l 'a'
line_is 1 "[I] P> echo ab d"
esc; keys w a; keys -l 'e'
line_is 1 "[I] P> echo ab de"
esc; keys I; keys -l '#'
line_is 1 "[I] P> #echo ab de"
esc; keys A; keys -l '!'
line_is 1 "[I] P> #echo ab de!"
esc; keys o; keys -l 'below'
line_is 2 "       below"
esc; keys O; keys -l 'between'
line_is 2 "       between"
line_is 3 "       below"

# ctrl-a and ctrl-x: the number at or after the cursor, plus or minus one
edit 'echo 9 and 41'
keys 0 C-a
line_is 1 "[N] P> echo 10 and 41"
cursor_at 13 1
keys '$' C-x
line_is 1 "[N] P> echo 10 and 40"
# J joins the next line; $ on a line stops on its last character
edit 'echo a'
keys A; keys M-Enter; keys -l 'echo b'
esc; keys k '$'
cursor_at 12 1
keys J
line_is 1 "[N] P> echo aecho b"

# Enter runs the line from normal mode and comes back in insert mode
edit 'echo ran'
keys Enter
line_is 2 "ran"
line_is 3 "[I] P>"

# back to the default bindings: no mode shown, emacs keys
keys -l 'fish_default_key_bindings'; keys Enter
line_is 4 "P>"
keys -l 'echo abc'; keys C-a; keys -l 'x'
line_is 4 "P> xecho abc"
# h types, and escape does not leave a mode
keys -l 'h'
line_is 4 "P> xhecho abc"
keys Escape
line_is 4 "P> xhecho abc"
