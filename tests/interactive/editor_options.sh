#!/usr/bin/env bash
# tests/interactive/editor_options.sh - options checked as they are typed:
# an option that ls (whose completion file lists every option) or a builtin
# does not take is in the error colour, with a note under the line naming
# the nearest one, and Tab puts that one in its place; known options, short
# clusters, values of options that take one, words after `--` and the
# options of commands whose options are not all known are left alone.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
set -g fish_color_command blue
set -g fish_color_error brred
set -g fish_color_param cyan
set -g fish_color_option green
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

keys -l 'ls --colr'
shows $'\e[91m--colr'
wait_for 'ls: unknown option --colr (did you mean --color?)'
keys C-u
wait_gone 'unknown option'

keys -l 'ls --color x'
shows $'\e[32m--color'
lacks 'unknown option'
keys C-u

# clusters, values, -- and numbers
keys -l 'grep -rn x'
shows $'\e[32m-rn'
keys -l ' -e -foo -1 -- --bar'
shows $'\e[32m-e'
shows $'\e[32m-foo' # -e's value, not an error
shows $'\e[36m--bar' # after --: not an option
lacks 'unknown option'
keys C-u
keys -l 'grep -rn --colr'
shows $'\e[91m--colr'
keys C-u
keys -l 'ls -lz'
shows $'\e[91m-lz'
wait_for 'ls: unknown option -z'
keys C-u

# a builtin's own table
keys -l 'set --quury x'
shows $'\e[91m--quury'
wait_for 'set: unknown option --quury (did you mean --query?)'
keys C-u
keys -l 'set -q x'
shows $'\e[32m-q'
lacks 'unknown option'
keys C-u

# echo and commands whose options are not all known are never flagged
keys -l 'echo --colr'
shows $'\e[32m--colr'
keys -l '; cat --colr'
shows $'\e[34mcat'
colors | grep -qF $'\e[91m--colr' && fail "an unknown option of echo or cat was flagged"
keys C-u

# Tab puts the nearest known option in place of a misspelled one
keys -l 'ls --colro'
shows $'\e[91m--colro'
keys Tab
line_is 0 'P> ls --color'
keys -l '=never'
line_is 0 'P> ls --color=never'
lacks 'unknown option'
keys C-u
keys -l 'ls --srot=size'
shows $'\e[91m--srot'
keys Tab
line_is 0 'P> ls --sort=size'
keys C-u
