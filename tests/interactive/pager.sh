#!/usr/bin/env bash
# tests/interactive/pager.sh - the completion pager: candidates in columns
# with their descriptions, Tab and the arrows moving the selection (the
# line showing it), Escape putting the line back, the search field, a long
# list announced then disclosed and scrolled, another key closing the pager,
# names shown escaped, files described only by a known type, and the mouse: a click selecting a candidate, a click
# in the command line moving the cursor.
. "$(dirname "$0")/lib.sh"

mkdir -p "$HOME/odd"
touch "$HOME/odd/"$'nl\nname' "$HOME/odd/"$'esc\e[31mred'
mkdir -p "$HOME/typed/sub"
touch "$HOME/typed/main.c" "$HOME/typed/notes"
pin_prompt <<'CFG'
complete -c mycmd -f
complete -c mycmd -a alpha -d 'First letter'
complete -c mycmd -a beta -d 'Second letter'
complete -c mycmd -a gamma -d 'Third letter'
complete -c mycmd -a delta -d 'Fourth letter'
complete -c mycmd -a epsilon -d 'Fifth letter'
complete -c many -f -a '(seq 300)'
function many; end
bind ctrl-g,R 'set -g painted yes' repaint
CFG
start "$minnow"
line_is 0 "P>"

# the columns: as many as fit, descriptions lined up in each
keys -l 'mycmd '; keys Tab
line_is 1 "alpha  (First letter)   delta    (Fourth letter)  gamma  (Third letter)"
line_is 2 "beta   (Second letter)  epsilon  (Fifth letter)"
line_is 0 "P> mycmd"
cursor_at 9 0
# Tab selects the first, and again the next, down the columns; the line shows it
keys Tab
line_is 0 "P> mycmd alpha"
cursor_at 15 0
keys Tab
line_is 0 "P> mycmd beta"
keys Right
line_is 0 "P> mycmd epsilon"
keys Up
line_is 0 "P> mycmd delta"
keys BTab
line_is 0 "P> mycmd beta"
# the selected one is drawn in reverse video (fish_pager_color_selected_background)
colors | grep -qF $'\e[7mbeta' || fail "the selection is not reversed"
# Escape: the line as it was, the pager gone
keys Escape
line_is 0 "P> mycmd"
line_is 1 ""
cursor_at 9 0

# Up on the first one: nothing selected again, the pager stays
keys Tab Tab
line_is 0 "P> mycmd alpha"
keys Up
line_is 0 "P> mycmd"
line_is 1 "alpha  (First letter)   delta    (Fourth letter)  gamma  (Third letter)"
# Enter takes the selected one and runs nothing
keys Down
line_is 0 "P> mycmd alpha"
keys Enter
line_is 1 ""
line_is 0 "P> mycmd alpha"
cursor_at 15 0

# the search field: ctrl-s, then typing filters by candidate or description
keys C-u; keys -l 'mycmd '; keys Tab C-s
line_is 1 "search:"
cursor_at 8 1
line_is 0 "P> mycmd alpha"
keys -l 'ta'
line_is 1 "search: ta"
line_is 2 "beta  (Second letter)  delta  (Fourth letter)"
line_is 0 "P> mycmd beta"
keys -l 'zz'
line_is 2 "(no matches)"
line_is 0 "P> mycmd"
keys BSpace BSpace Down
line_is 0 "P> mycmd delta"
keys Enter
line_is 1 ""
line_is 0 "P> mycmd delta"

# any other key closes the pager and does what it does
keys C-u; keys -l 'mycmd '; keys Tab Tab
line_is 0 "P> mycmd alpha"
keys -l 'x'
line_is 1 ""
line_is 0 "P> mycmd alpha x"

# a long list: part of it and how many rows more, Tab shows them all, Page
# Down and space scroll
keys C-u; keys -l 'many '; keys Tab
line_is 1 "1   51   101  151  201  251"
line_is 12 "…and 39 more rows"
keys Tab
line_is 23 "rows 1 to 22 of 50"
keys NPage
line_is 23 "rows 23 to 44 of 50"
line_is 1 "23  73   123  173  223  273"
keys Space
line_is 23 "rows 29 to 50 of 50"
# at the end space is a space again
keys Space
wait_gone "rows 29"
line_is 0 "P> many"
cursor_at 9 0
# two Tabs at once: the whole list, then the first selected
keys C-u; keys -l 'many '; keys Tab
line_is 12 "…and 39 more rows"
keys Tab Tab
line_is 0 "P> many 1"
line_is 23 "rows 1 to 22 of 50"

# Tab Tab typed ahead of the first list: the second still shows it all,
# selecting nothing; an autosuggestion stays while nothing is selected
keys C-u; keys C-l
keys -l 'set -g fish_autosuggestion_enabled 1'; keys Enter
keys -l 'many 7'; keys Enter
keys C-l
keys -l 'many '
line_is 0 "P> many 7"
keys Tab Tab
line_is 23 "rows 1 to 22 of 50"
line_is 0 "P> many 7"
keys C-u; keys -l 'set -g fish_autosuggestion_enabled 0'; keys Enter
at_prompt
keys C-l

# names with control characters are shown escaped
keys C-u; keys -l 'ls odd/'; keys Tab
line_is 1 "odd/esc␛[31mred  odd/nl␊name"
colors | grep -qF $'\e[31mred' && fail "an escape sequence went to the terminal"
keys Escape
line_is 1 ""

# a file is described by its type when the MIME database knows it, a
# directory as one; a file of no known type has no description
keys C-u; keys -l 'ls typed/'; keys Tab
line_is 1 "typed/main.c  (C source code)  typed/notes  typed/sub/  (directory)"
keys Escape
line_is 1 ""

# the mouse: a click on a candidate selects it (the pager turned mouse
# reporting on), a click in the command line moves the cursor there
keys C-u; keys -l 'mycmd '; keys Tab
line_is 1 "alpha  (First letter)   delta    (Fourth letter)  gamma  (Third letter)"
keys -l $'\e[<0;52;2M'; keys -l $'\e[<0;52;2m'
line_is 0 "P> mycmd gamma"
line_is 1 "alpha  (First letter)   delta    (Fourth letter)  gamma  (Third letter)"
keys -l $'\e[<0;30;3M'
line_is 0 "P> mycmd epsilon"
keys -l $'\e[<0;6;1M'
line_is 1 ""
cursor_at 5 0
line_is 0 "P> mycmd epsilon"
keys -l 'X'
line_is 0 "P> myXcmd epsilon"

# ctrl-c closes the pager and clears the line
keys C-e C-u; keys -l 'mycmd '; keys Tab Tab
line_is 0 "P> mycmd alpha"
keys C-c
line_is 0 "P>"
line_is 1 ""

# ctrl-g goes through the bindings while the pager is open (alone it is
# `cancel`): a binding of ctrl-g and R runs, and the pager stays
keys -l 'mycmd '; keys Tab
line_is 1 "alpha  (First letter)   delta    (Fourth letter)  gamma  (Third letter)"
keys C-g R
line_is 1 "alpha  (First letter)   delta    (Fourth letter)  gamma  (Third letter)"
line_is 0 "P> mycmd"
keys Escape
line_is 1 ""
keys C-u; keys -l 'echo $painted'; keys Enter
line_is 1 "yes"
exit 0
