#!/usr/bin/env bash
# tests/interactive/editor_helper_keys.sh - the default bindings' helper keys,
# each run against fake programs first in PATH that note what they were
# asked: alt-h and f1 (the manual page of the command, git-commit for `git
# commit`), alt-l (list the directory under the cursor), alt-w (what the
# command is), alt-e and alt-v (edit the line in $EDITOR / $VISUAL), alt-s
# (sudo in front, and away again), alt-p (`&| less` after, and away again),
# alt-o (the file under the cursor in $PAGER), alt-# (comment the line out).
# Output a key's command writes stays above a prompt drawn afresh.
. "$(dirname "$0")/lib.sh"

bin=$HOME/bin
mkdir -p "$bin" "$HOME/dd/sub"
touch "$HOME/dd/afile" "$HOME/dd/sub/bfile"
echo text >"$HOME/dd/my file"
# fake programs: each appends its arguments to a log named after it
fake() { # NAME BODY...
    local name=$1
    shift
    { echo '#!/bin/sh'; echo "echo \"\$*\" >>\"$HOME/$name.log\""; printf '%s\n' "$@"; } >"$bin/$name"
    chmod +x "$bin/$name"
}
# man succeeds for the pages it has (git-commit, ls), quietly
fake man 'case $1 in git-commit|ls) exit 0;; esac' 'exit 16'
fake whatis 'test "$2" = frob && echo "frob (1)             - frobnicate things"'
fake frob
fake sudo
fake fakepager
# the editor notes the file it got, then writes a new command line into it
fake fakeedit 'for f; do :; done' 'cat "$f" >>"$HOME/fakeedit.log"' "printf 'echo edited\\necho two\\n' >\"\$f\""
cp "$bin/fakeedit" "$bin/vim"
sed -i 's/fakeedit\.log/vim.log/' "$bin/vim"

# has LOG TEXT     poll until the last line of $HOME/LOG is TEXT
has() { last_line "$HOME/$1" "$2"; }
# fresh: an empty line at the top of a cleared screen
fresh() { keys C-e C-u C-l; line_is 0 "P>"; }

pin_prompt </dev/null
start "env PATH=$bin:\$PATH $minnow; echo exited \$?; sleep 5"
line_is 0 "P>"

# alt-h: the subcommand's own page when man has one; the line stays
keys -l 'git commit -m x'; keys M-h
has man.log git-commit
line_is 0 "P> git commit -m x"
# f1 skips sudo and the options; the cursor can be anywhere in the process
fresh; keys -l 'sudo ls -l dd'; keys M-b; keys F1
has man.log ls
line_is 0 "P> sudo ls -l dd"
# no page: man is asked for the command alone, and nothing runs
fresh; keys -l 'env A=1 nosuch arg'; keys M-h
has man.log nosuch
line_is 0 "P> env A=1 nosuch arg"

# alt-l: the directory the token names, or the one it is in; the prompt
# comes back under the listing
fresh; keys -l 'ls dd'; keys M-l
line_is 1 "afile"
line_is 2 "my file"
line_is 3 "sub"
line_is 4 "P> ls dd"
cursor_at 8 4
keys C-u; keys -l 'cat dd/sub/bf'; keys M-l
line_is 5 "bfile"
line_is 6 "P> cat dd/sub/bf"

# alt-w: whatis for a program, the description of a function, the summary
# of a builtin
fresh; keys -l 'frob -x'; keys C-a; keys M-w
line_is 1 "frob (1)             - frobnicate things"
line_is 2 "P> frob -x"
keys C-e C-u; keys -l 'echo a; prevd'; keys M-w
line_is 3 "prevd - Move back in the directory history"
keys C-u; keys -l 'contains'; keys M-w
line_is 5 "contains - test if a word is present in a list"
keys C-u; keys -l 'nosuchcmd'; keys M-w
line_is 7 "nosuchcmd: nothing appropriate."
line_is 8 "P> nosuchcmd"

# alt-e: the line goes to $EDITOR and comes back as the editor left it
fresh; keys -l 'set -gx EDITOR fakeedit'; keys Enter
line_is 1 "P>"
keys C-l; line_is 0 "P>"
keys -l 'echo one'; keys M-e
line_is 0 "P> echo edited"
line_is 1 "   echo two"
has fakeedit.log "echo one"
keys Enter
line_is 2 "edited"
line_is 3 "two"
# alt-v: $VISUAL first; vim is told the cursor's line and column
keys -l 'set -gx VISUAL vim'; keys Enter
keys C-l; line_is 0 "P>"
keys -l 'echo one two'; keys M-b; keys M-v
line_is 0 "P> echo edited"
has vim.log "echo one two"
grep -qF "+1 +norm! 10|" "$HOME/vim.log" || fail "vim got: $(cat "$HOME/vim.log")"
keys Enter
line_is 3 "two"
keys -l 'set -e VISUAL; set -e EDITOR'; keys Enter
line_is 5 "P>"

# alt-s: sudo before the process at the cursor; the cursor stays on its
# character; again takes it away
fresh; keys -l 'echo one two'; keys M-b; keys M-s
line_is 0 "P> sudo echo one two"
cursor_at 17 0
keys M-s
line_is 0 "P> echo one two"
cursor_at 12 0
keys C-e; keys -l ' | cat'; keys M-s
line_is 0 "P> echo one two | sudo cat"

# alt-p: the job's output to the pager, and back
fresh; keys -l 'echo one | cat'; keys M-p
line_is 0 "P> echo one | cat &| less"
keys M-p
line_is 0 "P> echo one | cat"
keys -l '; echo b'; keys M-p
line_is 0 "P> echo one | cat; echo b &| less"

# alt-o: the file under the cursor (quotes and ~ as the shell reads them)
fresh; keys -l 'set -gx PAGER fakepager'; keys Enter
keys C-l; line_is 0 "P>"
keys -l 'cat dd/afile'; keys M-o
has fakepager.log dd/afile
keys C-u; keys -l "cat 'dd/my file' "; keys M-o
has fakepager.log "dd/my file"
keys C-u; keys -l "cat --in=~/dd/sub/bfile"; keys M-o
has fakepager.log "$HOME/dd/sub/bfile"
line_is 0 "P> cat --in=~/dd/sub/bfile"

# alt-#: the line becomes a comment and "runs"; on a comment, the marks go
fresh; keys -l 'echo never'; keys 'M-#'
line_is 0 "P> #echo never"
line_is 1 "P>"
keys -l '#echo back'; keys 'M-#'
line_is 1 "P> echo back"
keys Enter
line_is 2 "back"

keys C-d
wait_for "exited 0"
