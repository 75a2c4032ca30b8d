#!/usr/bin/env bash
# tests/interactive/ans.sh - $ans through the pty relay (proc/relay.c): after
# each command line it holds what the line printed, one element a line,
# escape sequences gone; commands still see a terminal (colours, job control
# with ^Z/fg and ^C, the window size); a full-screen program (the alternate
# screen) leaves it empty; `set minnow_ans off` stops it.
. "$(dirname "$0")/lib.sh"

home=$(mktemp -d)
trap 'cleanup; rm -rf "$home"' EXIT
mkdir -p "$home/d/sub" && touch "$home/d/alpha" "$home/d/beta"
start "sleep 0.5; env -i HOME=$home TERM=xterm-256color PATH=/usr/bin:/bin minnow_ans=on $minnow -N --no-config; echo exited \$?; sleep 5"
# keys typed before the shell started are echoed by the terminal once, not
# again by the relay's pty
keys -l 'echo typed-(echo ahead)'; keys Enter
wait_for 'typed-ahead'
[[ $(screen | grep -cF 'typed-(echo') == 2 ]] || fail "typed-ahead keys echoed twice"
# the processes below the pane's, in order (sh -c, the relay, the shell, its jobs)
below() {
    local p
    for p in $(pgrep -P "$1"); do
        echo "$p"
        below "$p"
    done
}
# named NAME: the first process below the pane named NAME ("" when none)
named() {
    local p
    for p in $(below "$(tmux display -p -t "=$target:" '#{pane_pid}')"); do
        [[ $(cat "/proc/$p/comm" 2>/dev/null) == "$1" ]] && { echo "$p"; return; }
    done
}
# started NAME: poll until the shell runs a job NAME (tmux's
# pane_current_command names the relay, which holds the real terminal)
started() {
    for _ in $(seq 200); do
        [[ -n $(named "$1") ]] && return 0
        sleep 0.05
    done
    fail "$1 never started"
}

# (the waits look for text the output has and the command line has not)
keys -l 'echo (math 40 + 1)'; keys Enter
wait_for '41'
keys -l 'echo got $ans[-1]:(count $ans)'; keys Enter
wait_for 'got 41:1'

keys -l 'seq 101 103'; keys Enter
wait_for '102'
keys -l 'echo n=(count $ans) $ans'; keys Enter
wait_for 'n=3 101 102 103'
keys -l 'seq 5000 5002'; keys Enter
wait_for '5001'
keys -l 'math $ans[-1] + 1'; keys Enter
wait_for '5003'
keys -l 'math $ans + 10'; keys Enter
wait_for '5013'

# a coloured ls: the command saw a terminal, $ans has no escapes
# (each command's output shows before the next is typed: typed-ahead keys
# are echoed by the terminal, and so are part of what the command printed)
keys -l "ls -1 $home/d"; keys Enter
wait_for 'sub/'
keys -l 'string join , -- $ans; string match -q "*"\e"*" -- $ans; or echo no-escapes'; keys Enter
wait_for 'alpha,beta,sub/'
wait_for 'no-escapes'
keys -l 'test -t 1; and echo on-a-(echo tty)'; keys Enter
wait_for 'on-a-tty'
keys -l 'echo was=$ans'; keys Enter
wait_for 'was=on-a-tty'

# the alternate screen: relayed, not captured
keys -l 'echo (string upper before)'; keys Enter
wait_for 'BEFORE'
keys -l 'printf "\e[?1049h%s-%s\n" alt on; sleep 0.5; printf "\e[?1049l"'; keys Enter
wait_for 'alt-on'
wait_gone 'alt-on'
keys -l 'echo alt=(count $ans)'; keys Enter
wait_for 'alt=0'
keys -l "seq 500 > $home/lines; less $home/lines"; keys Enter
wait_gone 'alt=0'   # less is on the alternate screen
keys q
wait_for 'alt=0'
keys -l 'echo less=(count $ans)'; keys Enter
wait_for 'less=0'

# ^Z and fg: the job stops at the prompt, fg relays again
keys -l 'cat'; keys Enter
started cat
keys C-z
wait_for "has stopped"
keys -l 'fg'; keys Enter
wait_for 'to foreground'
keys -l 'hello'; keys Enter
keys C-d
keys -l 'echo last=$ans[-1]'; keys Enter
wait_for 'last=hello'
# ^C ends a foreground job
keys -l 'sleep 100'; keys Enter
started sleep
keys C-c
wait_for '130'
keys -l 'echo alive'; keys Enter
wait_for 'alive'

# the relay follows the shell's folder (a terminal opening a tab where its
# foreground process is)
keys -l "cd $home/d"; keys Enter
keys -l 'echo (math 1 + 1)x'; keys Enter
wait_for '2x'
[[ $(readlink "/proc/$(named minnow)/cwd") == "$home/d" ]] ||
    fail "the relay is not in $home/d"

# a resize reaches the command's terminal
tmux resize-window -t "=$target:" -x 100 -y 30
keys -l 'stty size'; keys Enter
wait_for '30 100'
keys -l 'echo size=$ans'; keys Enter
wait_for 'size=30 100'

# keys typed ahead of a shell's end are not lost in its relay: a shell
# started here (with a relay of its own) exits before reading them, and they
# go back to this one, as they would from a terminal
keys -l "$minnow -N --no-config -C 'sleep 1; exit'"; keys Enter
sleep 0.3
keys -l 'echo given-(echo back)'; keys Enter
wait_for 'given-back'

# turned off: $ans stays as it was (the `set` line printed nothing)
keys -l 'set minnow_ans off'; keys Enter
keys -l 'echo (math 12345 + 1)'; keys Enter
wait_for 12346
keys -l 'echo off=(count $ans)'; keys Enter
wait_for 'off=0'

# the relay ends as the shell did, and gives the terminal back as it was
keys -l 'exit 3'; keys Enter
wait_for 'exited 3'
