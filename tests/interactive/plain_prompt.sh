#!/usr/bin/env bash
# tests/interactive/plain_prompt.sh - minnow in a terminal (tmux): it shows a
# prompt, runs a command typed at it, waits for more input after an unclosed
# block, and exits with `exit`. Polls the screen; never sleeps a fixed time.
set -u
build=${1:?usage: plain_prompt.sh BUILDDIR}
minnow=$(cd "$build" && pwd)/minnow
sock="minnow-test-$$"
tmux() { command tmux -L "$sock" "$@"; }
cleanup() { tmux kill-server 2>/dev/null; }
trap cleanup EXIT

# wait_for TEXT: poll the pane until it shows TEXT (5 s at most).
wait_for() {
    for _ in $(seq 100); do
        tmux capture-pane -p -t t | grep -qF -- "$1" && return 0
        sleep 0.05
    done
    echo "FAIL: screen never showed: $1"
    tmux capture-pane -p -t t
    exit 1
}

tmux -f /dev/null new-session -d -s t -x 80 -y 24 "env USER=tester $minnow; echo exited \$?; sleep 5"
wait_for "tester@"
tmux send-keys -t t 'echo hello from minnow' Enter
wait_for "hello from minnow"
tmux send-keys -t t 'for i in a b' Enter
wait_for "> "
tmux send-keys -t t -l 'echo item-$i'; tmux send-keys -t t Enter
tmux send-keys -t t -l 'end'; tmux send-keys -t t Enter
wait_for "item-b"
tmux send-keys -t t 'false' Enter
wait_for "[1]>"
tmux send-keys -t t 'exit 4' Enter
wait_for "exited 4"
echo "ok plain_prompt"
