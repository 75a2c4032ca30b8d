#!/usr/bin/env bash
# tests/interactive/editor_prompt_empty_file.sh - a prompt function's file
# that defines nothing (a plugin's way to hide the default vi mode prompt)
# means no such prompt: no error, the left prompt alone.
. "$(dirname "$0")/lib.sh"

pin_prompt </dev/null
mkdir -p "$HOME/.config/minnow/functions"
echo '# no mode prompt, please' >"$HOME/.config/minnow/functions/fish_mode_prompt.fish"
start "$minnow"
wait_for "P>"
lacks "Unknown function"
line_is 0 "P>"
keys -l 'fish_vi_key_bindings'; keys Enter
keys -l 'echo done'; keys Enter
wait_for "done"
lacks "Unknown function"
echo "ok editor_prompt_empty_file"
