#!/usr/bin/env bash
# tests/interactive/editor_prompt_lines.sh - the mode and right prompts are
# one line each: fish runs their output lines together (a mode prompt that
# echoes its tag with a newline, as fish_default_mode_prompt does, still
# sits before the left prompt on its line), while the left prompt keeps its
# lines.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CONF'
function fish_mode_prompt; echo '[M]'; echo -n ' '; end
function fish_right_prompt; echo R1; echo R2; end
CONF
start "$minnow"
wait_for "P> "
line_is 0 "[M] P>                                                                      R1R2"
# the left prompt's lines stay lines, the mode prompt before the first
keys -l "function fish_prompt; echo top; printf 'P> '; end"; keys Enter
keys C-l
line_is 0 "[M] top"
line_is 1 "P>                                                                          R1R2"
echo "ok editor_prompt_lines"
