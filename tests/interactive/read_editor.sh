#!/usr/bin/env bash
# tests/interactive/read_editor.sh - read at a terminal goes through the line
# editor, as in fish: keys typed ahead of read, or after the line it takes,
# reach whoever reads next; -c's text to start from; -s shows dots; -n ends
# the line at its count (a binding's longer insert is cut); ctrl-c and
# ctrl-d end read with status 1, the line left as it was (no ^C); the
# fish_read event fires, fish_prompt does not; Up recalls earlier read
# lines, not the shell's history; no autosuggestions; Tab completes, and an
# open block takes a new line, only with -S; -p, -P and -R prompts; read in
# a key binding; a line `commandline` set before any reader (-C) is where
# the first one starts; a script (not interactive) reads with the same
# editor.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CONF'
set -g fish_autosuggestion_enabled 1
function on_read --on-event fish_read; set -g reads (math $reads + 1); end
function on_prompt --on-event fish_prompt; set -g prompts (math $prompts + 1); end
set -g reads 0
set -g prompts 0
CONF
start "$minnow"
wait_for "P>"
# typed ahead in one burst: the shell's line, read's line, the next line
keys -l $'read foo\ragain\recho got-$foo\r'
wait_for "got-again"
# -n 3: what comes after the third character is the shell's next line
keys C-l; keys -l 'read -n 3 foo'; keys Enter
wait_for "read>"
keys -l '123echo n-$foo'; keys Enter
wait_for "n-123"
# -c: the text to start from, edited
keys C-l; keys -l 'read -c init_text v; echo v-$v'; keys Enter
wait_for "read> init_text"
keys -l ' more'; keys Enter
wait_for "v-init_text more"
# -s: dots for what is typed
keys C-l; keys -l 'read -s pw; echo pw-$pw'; keys Enter
wait_for "read>"
keys -l 'hush'
wait_for "read> ●●●●"
keys Enter
wait_for "pw-hush"
lacks "read> hush"
# -n with a binding that inserts more than is left: cut at the count
keys C-l; keys -l "bind \` 'commandline -i test'"; keys Enter
keys -l 'read -n 4 foo; echo b-$foo'; keys Enter
wait_for "read>"
keys -l 'te`'
wait_for "b-tete"
# ctrl-c: status 1, the line stays without ^C, the script goes on
keys C-l; keys -l 'read foo; echo st-$status'; keys Enter
wait_for "read>"
keys -l 'abc'; keys C-c
wait_for "st-1"
lacks "^C"
# ctrl-d on an empty line: status 1, on a line of its own
keys C-l; keys -l 'read foo; echo eof-$status'; keys Enter
wait_for "read>"
keys C-d
wait_for "eof-1"
screen | grep -q "^eof-1" || fail "ctrl-d's status not on a line of its own"
# fish_read fired for each read; fish_prompt only for the shell's prompts
keys C-l; keys -l 'set -g prompts 0; set -g reads 0'; keys Enter
keys -l 'read a; read b; echo counts $reads $prompts'; keys Enter
wait_for "read>"
keys -l 'x'; keys Enter; keys -l 'echo suggestion-text'; keys Enter
wait_for "counts 2 1"
# Up recalls read's own lines; no suggestion from them
keys C-l; keys -l 'read foo; echo up-$foo'; keys Enter
wait_for "read>"
keys -l 'echo sug'
wait_for "read> echo sug"
lacks "suggestion-text"
keys C-u Up
wait_for "read> echo suggestion-text"
keys Enter
wait_for "up-echo suggestion-text"
# Tab: nothing without -S; completes with it
keys C-l; keys -l 'read foo; echo t1-$foo'; keys Enter
wait_for "read>"
keys -l 'builti'; keys Tab Enter
wait_for "t1-builti"
keys -l 'read -S foo; echo "t2-[$foo]"'; keys Enter
wait_for "read>"
keys -l 'builti'; keys Tab
wait_for "read> builtin"
keys Enter
wait_for "t2-[builtin ]"
# an open block: -S takes a new line (indented on screen), without -S the
# line ends
keys C-l; keys -l 'read -S x; printf "[%s]\n" $x; read y; echo "y=$y"'; keys Enter
wait_for "read>"
keys -l 'if true'; keys Enter; keys -l 'echo hi'; keys Enter
wait_for "    echo hi"
keys -l 'end'; keys Enter
wait_for "[if true"
keys -l 'if true'; keys Enter
wait_for "y=if true"
screen | grep -qx 'echo hi' || fail "the indentation went into -S's line"
# -p (code), -P (text) and -R (right prompt)
keys C-l; keys -l 'read -p "echo code-prompt:" -R "echo RIGHTSIDE" foo; echo p-$foo'; keys Enter
wait_for "code-prompt:"
for _ in $(seq 100); do screen | grep -qE 'code-prompt: *RIGHTSIDE$' && break; sleep 0.05; done
screen | grep -qE '^code-prompt: +RIGHTSIDE$' || fail "no right prompt at the edge"
keys -l 'x'; keys Enter
wait_for "p-x"
# read in a key binding: a reader of its own over the shell's line, which
# comes back as it was, with what the binding inserts; ctrl-c there ends
# only the read (status 1)
keys C-l; keys -l "bind ctrl-g 'read -P \"in> \" x; commandline -i -- \"[\$x\$status]\"'"; keys Enter
keys C-l; keys -l 'echo abc'; keys C-g
wait_for "in>"
keys -l 'hello'; keys Enter
wait_for "P> echo abc[hello0]"
keys C-l
wait_gone "in> hello"
keys C-g
wait_for "in>"
keys -l 'zz'; keys C-c
wait_for "P> echo abc[hello0][1]"
keys Enter
for _ in $(seq 200); do screen | grep -qx 'abc\[hello0\]\[1\]' && break; sleep 0.05; done
screen | grep -qx 'abc\[hello0\]\[1\]' || fail "the line with read's text did not run"
# a line `commandline` set before any editor read (-C) is where the first
# reader starts: read's, or the prompt's
target=u start "$minnow -C 'commandline 123; read v; echo v-\$v'"
target=u wait_for "read> 123"
target=u keys -l '456'; target=u keys Enter
target=u wait_for "v-123456"
target=w start "$minnow -C 'commandline \"sq 2\"; commandline --cursor 1; commandline -i e'"
target=w wait_for "P> seq 2"
target=w keys Enter
for _ in $(seq 200); do target=w screen | grep -qx 2 && break; sleep 0.05; done
target=w screen | grep -qx 2 || target=w fail "the line set by -C did not run"
# a script started from the terminal, not interactive: the same editor
# (the prompt is written so that the command line itself never shows it)
keys C-l; keys -l "$minnow -c 'read -P \"s\"\"> \" x; echo s-\$x'"; keys Enter
wait_for "s>"
keys -l 'abcd'; keys BSpace Left Left; keys -l 'X'; keys Enter
wait_for "s-aXbc"
echo "ok read_editor"
