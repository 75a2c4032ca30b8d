#!/usr/bin/env bash
# tests/interactive/editor_repaint.sh - a colour variable set globally or
# universally runs the prompt again (fish_color_*, fish_pager_color_*, TERM,
# COLORTERM, fish_term256, fish_term24bit): one set by the first run of the
# prompt gives one repaint (not endless ones), one set locally none.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
set -g n 0
function fish_prompt
    set -g n (math $n + 1)
    set -g fish_color_status red
    set -ga COLORTERM .
    printf '%s> ' $n
end
bind ctrl-g,a 'set -l fish_color_command 111'
bind ctrl-g,b 'begin; set -l fish_pager_color_prefix 222; end'
bind ctrl-g,e 'set -g fish_color_command 333'
bind ctrl-g,u 'set -U fish_color_minnow_test 444'
bind ctrl-g,x 'set -eg fish_color_command'
CFG
start "$minnow; echo exited \$?; sleep 5"
line_is 0 "2>"
keys C-g a; keys C-g b
keys -l 'echo'; line_is 0 "2> echo"
keys C-g e; line_is 0 "3> echo"
keys C-g u; line_is 0 "4> echo"
keys C-g x; line_is 0 "5> echo"
# a new prompt sets fish_color_status again: run twice
keys C-u; keys -l 'set -eU fish_color_minnow_test'; keys Enter
line_is 1 "7>"
keys C-d
wait_for "exited 0"
echo "ok editor_repaint"
