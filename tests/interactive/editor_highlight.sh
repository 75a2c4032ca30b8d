#!/usr/bin/env bash
# tests/interactive/editor_highlight.sh - syntax highlighting as you type,
# read back with its colours: an unknown command in the error colour and a
# known one in the command colour, a missing `<` file, a directory after
# `>`, an unclosed quote, `end`/`else`/`case` out of place and invalid
# variable names flagged, an existing path underlined, the parenthesis or
# quote matching the one at the cursor given fish_color_match's background.
. "$(dirname "$0")/lib.sh"

touch "$HOME/somefile"
mkdir "$HOME/somedir"
pin_prompt <<'CFG'
set -g fish_color_command blue
set -g fish_color_error brred
set -g fish_color_param cyan
set -g fish_color_operator brcyan
set -g fish_color_quote yellow
set -g fish_color_keyword magenta
set -g fish_color_valid_path --underline
set -g fish_color_match --background=brblue
CFG
start "$minnow"
line_is 0 "P>"

keys -l 'ech'
shows $'\e[91mech'
keys -l 'o'
shows $'\e[34mecho'
keys C-u

keys -l 'cat < nofile'
shows $'\e[91mnofile'
keys C-u

keys -l 'echo "abc'
shows $'\e[91m"'
keys C-u

keys -l 'ls somefile '
shows $'\e[4m\e[36msomefile'
keys C-u

keys -l 'echo (ls) x'
keys C-a Right Right Right Right Right
shows $'\e[104m('
shows $'\e[104m)'
keys C-e C-u

# `>` into a directory cannot work; into a file it can
keys -l 'echo hi > somedir'
shows $'\e[91msomedir'
keys C-u
keys -l 'echo hi > somefile'
shows $'\e[1;4m\e[36msomefile'
keys C-u

# the quote pairing with the one at the cursor
keys -l "echo 'ab' x"
keys C-a Right Right Right Right Right
shows $'\e[33m\e[104m\'\e[49mab\e[104m\''
keys C-e C-u
keys -l 'echo "ab" x'
keys C-a Right Right Right Right Right Right Right Right
shows $'\e[33m\e[104m"\e[49mab\e[104m"'
keys C-e C-u

# block words out of place
keys -l 'end'
shows $'P> \e[91mend'
keys C-u
keys -l 'echo; else'
shows $'\e[91melse'
keys C-u
keys -l 'case x'
shows $'P> \e[91mcase'
keys C-u
keys -l 'begin; echo; end'
shows $'\e[35mend'
keys C-u

# names that no variable can have
keys -l 'echo $-x'
shows $'\e[91m$\e[36m-x'
keys C-u
keys -l 'for a-b in 1 2; end'
shows $'\e[91ma-b'
keys C-u
keys -l 'set -l a.b 1'
shows $'\e[91ma.b'
keys C-u
keys -l 'for ab in 1 2; end'
shows $'\e[35mfor\e[39m \e[36mab'
keys C-u
keys C-d
echo "ok editor_highlight"
