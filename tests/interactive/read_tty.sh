#!/usr/bin/env bash
# tests/interactive/read_tty.sh - read on a terminal (tmux): the default, -P
# and -p prompts; -s hides what is typed and puts echo back afterwards, after
# Ctrl-C too (which ends read with status 1, the script going on, as in fish);
# -n returns after that many characters without Enter. The line editor reads
# (read_editor.sh tests more of it); with the shell's stdout elsewhere the
# terminal's own line editing does, the prompt on stderr.
. "$(dirname "$0")/lib.sh"

start "env USER=tester $minnow -N -c 'read v; echo got-\$v; read -P \"pw: \" -s p; echo secret-\$p-\$status; read -p \"echo from-cmd:\" -s q; echo st-\$status; stty -a | grep -o \" -\\?echo \"; read -n 3 n; echo three-\$n'; sleep 5"
wait_for "read>"
keys -l 'plain words'; keys Enter
wait_for "got-plain words"
wait_for "pw:"
keys -l 'hidden'; keys Enter
wait_for "secret-hidden-0"
lacks "pw: hidden"
wait_for "from-cmd:"
keys -l 'abc'; keys C-c
wait_for "st-1"
lacks "abc"
wait_for " echo"
keys -l 'xyzw'
wait_for "three-xyz"
# stdout not a terminal: the terminal's line editing, the prompt on stderr
target=u
start "$minnow -N -c 'read -P \"fb> \" v; echo fb-\$v >/dev/tty; read -s -P \"fs> \" w; echo fs-\$w >/dev/tty' >/dev/null; sleep 5"
wait_for "fb>"
keys -l 'typed'; keys Enter
wait_for "fb-typed"
wait_for "fs>"
keys -l 'unseen'; keys Enter
wait_for "fs-unseen"
lacks "fs> unseen"
echo "ok read_tty"
