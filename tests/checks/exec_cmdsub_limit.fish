# RUN: %minnow %s
# $fish_read_limit caps what a command substitution may bring back: past it
# the output is dropped, the command is not run and $status is 122.
set -g fish_read_limit 8
set -l a (string repeat -n 7 x)
echo $a $status
# CHECK: xxxxxxx 0
set -l b (string repeat -n 8 y)
echo status $status
set -q b; or echo b not set
# CHECK: status 122
# CHECK: b not set
# CHECKERR: exec_cmdsub_limit.fish (line 8): Too much data emitted by command substitution so it was discarded
# CHECKERR: set -l b (string repeat -n 8 y)
# CHECKERR:          ^~~~~~~~~~~~~~~~~~~~~^
echo (command printf '%s' 123456789) never
echo status $status
# CHECK: status 122
# CHECKERR: exec_cmdsub_limit.fish (line 16): Too much data emitted by command substitution so it was discarded
# CHECKERR: echo (command printf '%s' 123456789) never
# CHECKERR:      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~^
# outside a substitution nothing is limited
string repeat -n 9 z
# CHECK: zzzzzzzzz
set -e fish_read_limit
echo (string repeat -n 20 w)
# CHECK: wwwwwwwwwwwwwwwwwwww
