#!/usr/bin/env bash
# tests/interactive/complete_tab.sh - Tab in the editor: a unique file is
# completed with a space after it, a directory with its slash; several
# candidates sharing a start get that start (in the case of those that
# extend the token, or of all when all replace it); names with spaces and quotes
# are escaped; a wildcard is replaced by all its matches (fish 4); a
# completion script that loops is stopped by Ctrl-C and the line is kept.
. "$(dirname "$0")/lib.sh"

work="$HOME/work"
mkdir -p "$work/subdir" "$work/dddddd/eeeeee"
touch "$work/dddddd/eeeeee/file1" "$work/dddddd/eeeeee/file2"
touch "$work/alpha.txt" "$work/beta one.txt" "$work/beta two.txt" "$work/it's.c" "$work/zed.c"
touch "$HOME/path with spaces"
pin_prompt <<CFG
cd $work
function looper; end
complete -c looper -x -a '(while true; end)'
complete -c true -l profile
complete -c true -l ProfileManager
set -g FISH_TEST_VAR_1 /
set -g FISH_TEST_VAR_2 /
function qq; end
complete -c qq -x -a "'two words'"
CFG
start "$minnow"
line_is 0 "P>"

keys -l 'cat alp'
keys Tab
line_is 0 "P> cat alpha.txt"
cursor_at 17 0
keys C-u

# a unique candidate that fills an empty token is quoted where it needs
# escaping (fish 4.1); one that ends a typed token keeps backslashes
keys -l 'qq '
keys Tab
line_is 0 "P> qq 'two words'"
keys C-u
keys -l 'qq tw'
keys Tab
line_is 0 'P> qq two\ words'
keys C-u

keys -l 'cd sub'
keys Tab
line_is 0 "P> cd subdir/"
keys C-u

keys -l 'cat bet'
keys Tab
line_is 0 'P> cat beta\'   # then an escaped space (trailing blanks are not compared)
cursor_at 13 0
keys -l 'o'
keys Tab
line_is 0 'P> cat beta\ one.txt'
keys C-u

keys -l 'cat it'
keys Tab
line_is 0 "P> cat it\\'s.c"
keys C-u

# a token that ends in its closing quote is completed inside the quotes
# (fish's issue 552), and the cursor goes past the quote
keys -l 'cat "dddddd/"'
keys Tab
line_is 0 'P> cat "dddddd/eeeeee/"'
cursor_at 23 0
keys C-u
keys -l "cat 'alp'"
keys Tab
line_is 0 "P> cat 'alpha.txt'"
cursor_at 19 0
keys C-u

# a path after a bare tilde, found by a part of its name, takes backslashes
# (quotes would need the tilde outside them), as fish
keys -l 'cat ~/space'
keys Tab
line_is 0 'P> cat ~/path\ with\ spaces'
keys C-u

keys -l 'cat *.c'
keys Tab
wait_for "P> cat it\\'s.c zed.c"
keys C-u

# the start the candidates that extend the token share is inserted (one
# in another case, which replaces the token, is left out of it); when all
# replace it, their common start replaces it
keys -l 'true --pro'
keys Tab
line_is 0 "P> true --profile"
wait_for "--ProfileManager"
keys C-c
keys C-l
keys -l 'echo $FISH_TEST_v'
keys Tab
line_is 0 'P> echo $FISH_TEST_VAR_'
# in the pager, after the start shared: its last nine characters, or their
# last path component
line_is 1 '…TEST_VAR_1  (Variable: /)  …TEST_VAR_2  (Variable: /)'
keys C-c
keys C-l
keys -l 'ls dddddd/eeeeee/'
keys Tab
line_is 0 'P> ls dddddd/eeeeee/file'
wait_for '…/file1'
keys C-c
keys C-l
# nothing to insert (the token is all they share): the pager opens and the
# cursor stays where it was in the token, as fish
keys -l 'ls dddddd/eeeeee/file'
keys C-b C-b
keys Tab
wait_for '…/file1'
line_is 0 'P> ls dddddd/eeeeee/file'
cursor_at 22 0
keys C-c
keys C-l

keys -l 'looper '
keys Tab
running minnow
sleep 0.3
keys C-c
wait_for "P> looper"
keys -l 'x'
line_is 0 "P> looper x"
