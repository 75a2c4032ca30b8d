#!/usr/bin/env bash
# tests/interactive/editor_multiline.sh - multi-line command lines: Enter on
# an unfinished block opens an indented line, alt-enter inserts a newline,
# the arrows move between lines; lines after the first align under the
# prompt's end and the right prompt stays beside them; a pasted two-line
# script is inserted, not run, until Enter; a resize redraws; abbreviations
# expand on space and Enter.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
abbr -a gco git checkout
abbr -a --position anywhere -- LL '| less'
CFG
start "$minnow; echo exited \$?; sleep 5"
line_is 0 "P>"

keys -l 'for i in 1 2'; keys Enter
line_is 1 ""
cursor_at 7 1
keys -l 'echo item-$i'; keys Enter
line_is 1 "       echo item-\$i"
keys -l 'end'
line_is 2 "   end"
keys Enter
line_is 3 "item-1"
line_is 4 "item-2"
line_is 5 "P>"

# alt-enter: a newline even though the line is complete; up/down move between lines
keys -l 'echo first'; keys M-Enter; keys -l 'echo second'
line_is 6 "   echo second"
keys Up
cursor_at 13 5
keys Down
cursor_at 14 6
keys Enter
line_is 7 "first"
line_is 8 "second"

# up keeps the column on screen, indentation counted; a column inside the
# indentation of the line above takes the cursor to its end (as fish)
keys C-l
keys -l 'begin'; keys Enter; keys -l 'echo 1'; keys Enter; keys -l 'end'
keys Up; keys -l '23'
line_is 1 "       echo 123"
keys Down; cursor_at 6 2
keys Up; keys Up; keys -l 'y'
line_is 0 "P> beginy"
keys C-c

# a line inside a quoted string is the user's text: at the left edge
keys C-l
keys -l "echo '1"; keys Enter; keys -l "2'"
line_is 1 "2'"
keys Enter
line_is 2 "1"
line_is 3 "2"
# `commandline -i` run at the prompt fills the next prompt's line
keys C-l
keys -l 'commandline -i "echo next"'; keys Enter
line_is 1 "P> echo next"
keys C-u

# a bracketed paste of two lines is not run before Enter
keys C-l
printf 'echo pasted-one\necho pasted-two' | tmux load-buffer -
tmux paste-buffer -p -t t
line_is 1 "   echo pasted-two"
screen | grep -qx 'pasted-one' && fail "the paste ran"
line_is 2 ""
keys Enter
line_is 2 "pasted-one"
line_is 3 "pasted-two"

# abbreviations expand on space (command position only) and on Enter
keys C-l
keys -l 'gco '
line_is 0 "P> git checkout"
keys C-u
keys -l 'echo gco '
line_is 0 "P> echo gco"
keys C-u
keys -l 'echo x LL'; keys Enter
wait_for "(END)"
keys q
# ctrl-space inserts a space without expanding, and Enter after that blank
# leaves it too
keys C-l
keys -l 'gco'; keys C-Space
line_is 0 "P> gco"
keys Enter
wait_for "Unknown command: gco"
keys C-l

# a right prompt stays beside a command line of several lines (the
# first line fits beside it), not beside one whose first row wraps
keys -l 'function fish_right_prompt; echo RP; end'; keys Enter
keys C-l
keys -l 'echo line1'; keys M-Enter; keys -l 'echo line2'
line_is 0 "$(printf '%-78sRP' 'P> echo line1')"
line_is 1 "   echo line2"
keys C-u; keys C-h; keys C-u
keys -l "echo $(printf '%080d' 0)"
line_is 0 "P> echo $(printf '%072d' 0)"
keys C-u
keys -l 'functions -e fish_right_prompt'; keys Enter
keys C-l
line_is 0 "P>"

# a resize redraws the line at the new width
keys -l 'echo 0123456789012345678901234567890123456789'
line_is 0 'P> echo 0123456789012345678901234567890123456789'
tmux resize-window -t t -x 30
line_is 0 "P> echo 0123456789012345678901"
line_is 1 "234567890123456789"
tmux resize-window -t t -x 80
keys C-u; keys -l 'echo ok'; keys Enter
wait_for "ok"
keys C-d
wait_for "exited 0"
echo "ok editor_multiline"
