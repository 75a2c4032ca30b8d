#!/usr/bin/env bash
# tests/interactive/suggest_case.sh - autosuggestions from history are found
# whatever the case typed, as fish 4: an entry in the case typed wins over a
# newer one in another case; one in another case shows its own text over
# what was typed (the typed part keeps its colours), and accepting it puts
# that text in the line. İ lowers to i and a dot above, so "i" matches it
# and "in" does not match "İn".
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CFG'
set -g fish_autosuggestion_enabled 1
CFG
start "$minnow"
line_is 0 "P>"
for c in 'echo abc1' 'echo ABCD' 'echo foo' 'echo İnstall'; do
    keys -l "$c"; keys Enter
done
keys C-l
line_is 0 "P>"
keys -l 'echo abc'
line_is 0 "P> echo abc1" # the same case, though older
keys C-u; keys -l 'echo Ab'
line_is 0 "P> echo ABCD" # another case: its own text
keys C-u; keys -l 'ECHO'
line_is 0 "P> echo İnstall"
keys -l ' f'
line_is 0 "P> echo foo"
keys Right
keys -l ' x'
line_is 0 "P> echo foo x" # accepted in its own case
keys C-u; keys -l 'echo i'
line_is 0 "P> echo İnstall"
keys -l 'n'
line_is 0 "P> echo in"
keys C-u
keys -l 'echo IN'
line_is 0 "P> echo IN"
keys C-u
keys C-d
echo "ok suggest_case"
