# RUN: %minnow %s
# The functions that wrap commands: ls, ll, la, grep, diff, kill, man, seq,
# suspend, and the job builtins with %N.
set -l tmp (mktemp -d)
touch $tmp/file $tmp/.hidden
mkdir $tmp/dir

# ls finds out once what the system's ls takes; indicators only at a terminal.
ls $tmp
# CHECK: dir
# CHECK: file
set -q __fish_ls_command; and echo $__fish_ls_command $__fish_ls_color_opt $__fish_ls_indicators_opt
# CHECK: ls --color=auto -F
# a fake ls shows what it was given
mkdir $tmp/bin
printf '#!/bin/sh\necho "ls $*"\n' >$tmp/bin/ls
chmod +x $tmp/bin/ls
set -p PATH $tmp/bin
ls x
ll x
la x
# CHECK: ls --color=auto x
# CHECK: ls --color=auto -lh x
# CHECK: ls --color=auto -lAh x
CLICOLOR_FORCE=1 ls y
# CHECK: ls y
set -e PATH[1]

echo match | grep mat
# CHECK: match
type -t grep diff kill
# CHECK: function
# CHECK: function
# CHECK: function

# kill: %N is the job's process.
sleep 10 &
set -l pid $last_pid
kill %1
wait
ps -p $pid >/dev/null; or echo killed
# CHECK: killed
kill %7
# CHECKERR: jobs: No suitable job: %7
# bg, fg and wait are functions that do the same, as in fish; disown is the
# builtin, which takes %N itself (fish's disown.fish defines no disown).
type -t bg fg wait disown
# CHECK: function
# CHECK: function
# CHECK: function
# CHECK: builtin
sleep 0.1 &
wait %1
echo waited $status
# CHECK: waited 0

# man: the shell's page for its builtins and own functions, the system's
# for the rest.
function __minnow_show_man
    echo "man $argv"
end
man set | head -n 1
man '[' | head -n 1
man funced | head -n 1
# CHECK: set - display and change shell variables
# CHECK: test - perform tests on files and text
# CHECK: funced - edit a function interactively
printf '#!/bin/sh\necho "system man $*"\n' >$tmp/bin/man
chmod +x $tmp/bin/man
set -p PATH $tmp/bin
man ls
man 5 passwd
man -k x
# CHECK: system man ls
# CHECK: system man 5 passwd
# CHECK: system man -k x
set -e PATH[1]

# seq: the system's where there is one; the fallback is the same.
__fish_fallback_seq 3
# CHECK: 1
# CHECK: 2
# CHECK: 3
__fish_fallback_seq 4 -2 0
# CHECK: 4
# CHECK: 2
# CHECK: 0
__fish_fallback_seq 1 0.5 2
# CHECK: 1
# CHECK: 1.5
# CHECK: 2
__fish_fallback_seq 1 x
# CHECKERR: seq: 'x' is not a number
__fish_fallback_seq 1 2 3 4
# CHECKERR: seq: Expected 1, 2 or 3 arguments, got 4

# suspend: -h and its refusals (it is not tried here).
suspend -h | head -n 1
# CHECK: suspend - suspend the current shell
suspend a b
# CHECKERR: suspend: expected <= 1 arguments; got 2
rm -r $tmp
