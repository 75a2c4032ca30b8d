#!/usr/bin/env bash
# tests/interactive/read_tty.sh - read on a terminal (tmux): the default, -P
# and -p prompts; -s hides what is typed and puts echo back afterwards, after
# Ctrl-C too (which ends read with status 1, the script going on, as in fish);
# -n returns after that many characters without Enter.
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
echo "ok read_tty"
