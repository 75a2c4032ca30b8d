#!/usr/bin/env bash
# tests/interactive/fish_import_offer.sh - the first interactive start of
# minnow beside a fish setup (~/.config/fish with something in it, no
# ~/.config/minnow yet) says once, after the greeting, how to bring it over;
# the next start does not; minnow_import_fish then brings the prompt over.
. "$(dirname "$0")/lib.sh"
cfg=${XDG_CONFIG_HOME:-$HOME/.config}
rm -rf "$cfg/minnow"
mkdir -p "$cfg/fish/functions"
echo "function fish_prompt; printf 'FISH> '; end" >"$cfg/fish/functions/fish_prompt.fish"

start "$minnow"
wait_for "Found a fish setup in ~/.config/fish."
wait_for "run minnow_import_fish: it copies"
wait_for "overwriting nothing."

target=u
start "$minnow"
wait_for "Welcome to minnow"
wait_for "~#"
lacks "minnow_import_fish"
keys -l 'minnow_import_fish'
keys Enter
wait_for "copied 1 files and 0 universal variables"

target=v
start "$minnow"
wait_for "FISH>"
lacks "minnow_import_fish"
