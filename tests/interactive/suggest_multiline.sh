#!/usr/bin/env bash
# tests/interactive/suggest_multiline.sh - a history entry of several lines
# is suggested whole, its lines indented as the block would be; it is cut
# to the rows below the prompt (the terminal reports where the prompt is)
# as fish cuts it: the lines that fit whole, then an ellipsis, so it never
# pushes the prompt up.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
set -g fish_autosuggestion_enabled 1
CFG
start "$minnow; echo exited \$?; sleep 5"
line_is 0 "P>"
keys -l 'if true'; keys Enter; keys -l 'echo one'; keys Enter; keys -l 'echo two'; keys Enter
keys -l 'end'; keys Enter
wait_for "two"
keys C-l
line_is 0 "P>"
keys -l 'if'
line_is 0 "P> if true"
line_is 1 "       echo one"
line_is 2 "       echo two"
line_is 3 "   end"
# on an empty second line, the whole line so far is what is looked up
keys -l ' true'; keys Enter
line_is 1 "       echo one"
line_is 3 "   end"
keys C-c
keys C-l
# three rows from the prompt to the bottom: the rest is cut
for _ in $(seq 21); do keys Enter; done
line_is 21 "P>"
keys -l 'if'
line_is 21 "P> if true"
line_is 23 "       echo two…"
lacks "   end"
line_is 20 "P>"
keys C-c
# a screen cleared while the answer to where the prompt was is on its way:
# that answer no longer counts
keys C-l
keys -l 'seq 30'; keys Enter C-l i f
line_is 0 "P> if true"
line_is 3 "   end"
keys C-u
# cut after an empty line: the ellipsis on it, after its indentation (fish
# adds it to the text shown)
keys -l 'begin'; keys Enter; keys Enter; keys -l 'echo three'; keys Enter; keys -l 'end'; keys Enter
wait_for "three"
keys C-l
for _ in $(seq 22); do keys Enter; done
line_is 22 "P>"
keys -l 'beg'
line_is 22 "P> begin"
line_is 23 "       …"
keys C-u
# in a terminal 6 wide: a line of the suggestion that would go past the
# last row is left out whole and the ellipsis ends the line before it; the
# first line, which must show, is cut where the rows end; the rows are
# counted from where the prompt is once the typed line has scrolled the
# terminal (fish)
tmux resize-window -t t -x 6 -y 4
keys C-l
keys -l 'echo l \'; keys Enter; keys -l 'next line here'; keys Enter
keys C-l Enter
keys -l 'e'
line_is 0 "P>"
line_is 1 "P> ech"
line_is 2 "o l \\…"
line_is 3 ""
keys C-u
keys -l 'echo wrapped \'; keys Enter; keys -l 'l1'; keys Enter
keys C-l Enter Enter Enter
line_is 3 "P>"
keys -l 'echo'
line_is 2 "P> ech"
line_is 3 "o wra…"
keys C-u
tmux resize-window -t t -x 80 -y 24
keys C-d
wait_for "exited 0"
echo "ok suggest_multiline"
