#!/usr/bin/env bash
# tests/interactive/editor_highlight.sh - syntax highlighting as you type,
# read back with its colours: an unknown command in the error colour and a
# known one in the command colour, a missing `<` file and an unclosed quote
# flagged, an existing path underlined, the parenthesis matching the one at
# the cursor given fish_color_match's background.
# Not executable (so not run) until the editor draws with the highlighter:
# the lead makes it executable when wiring highlight.h into reader.c.
. "$(dirname "$0")/lib.sh"

touch "$HOME/somefile"
pin_prompt <<'CFG'
set -g fish_color_command blue
set -g fish_color_error brred
set -g fish_color_param cyan
set -g fish_color_operator brcyan
set -g fish_color_valid_path --underline
set -g fish_color_match --background=brblue
CFG
start "$minnow"
line_is 0 "P>"

# shows TEXT (escapes included) in the pane's colours, polling
shows() {
    for _ in $(seq 200); do
        colors | grep -qF -- "$1" && return 0
        sleep 0.05
    done
    colors | cat -v
    fail "colours never showed: $(printf '%s' "$1" | cat -v)"
}

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
