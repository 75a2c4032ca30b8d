# RUN: env -u USER %minnow %s
# set --show, set --long, the listing format, path variables in quotes, and
# the read-only variables fish has from the start. Written against fish 3.6.

set -g y 1 2 3 "a b"
set -g w a
set -g t
set | grep '^[wyt]\b'
# CHECK: t
# CHECK: w a
# CHECK: y '1' '2' '3' 'a b'

# past 64 bytes a listing is cut to 60 and an ellipsis; -L shows it whole
set -g x (seq 100 | tr -d '\n') b
set | grep '^x '
# CHECK: x '12345678910111213141516171819202122232425262728293031323334…
set -L | grep '^x ' | wc -c
# CHECK: 201

set -S w y
# CHECK: $w: set in global scope, unexported, with 1 elements
# CHECK: $w[1]: |a|
# CHECK: $y: set in global scope, unexported, with 4 elements
# CHECK: $y[1]: |1|
# CHECK: $y[2]: |2|
# CHECK: $y[3]: |3|
# CHECK: $y[4]: |a b|
function f
    set -l w inner
    set -S w
end
f
# CHECK: $w: set in local scope, unexported, with 1 elements
# CHECK: $w[1]: |inner|
# CHECK: $w: set in global scope, unexported, with 1 elements
# CHECK: $w[1]: |a|
set -S nosuch; echo $status
# CHECK: 0
set -gx --path MP a b
set -S MP
# CHECK: $MP: set in global scope, exported, a path variable with 2 elements
# CHECK: $MP[1]: |a|
# CHECK: $MP[2]: |b|
set -S status
# CHECK: $status: set in global scope, unexported, with 1 elements (read-only)
# CHECK: $status[1]: |0|

# a path variable joins with ':' in double quotes
set --path P a:b c
echo "$P" "$P[2..3]"
# CHECK: a:b:c b:c
set --unpath MYPATH a b
echo "$MYPATH"
# CHECK: a b

# variables fish defines from the start
set -S history fish_killring status_generation
# CHECK: $history: set in global scope, unexported, with 0 elements (read-only)
# CHECK: $fish_killring: set in global scope, unexported, with 0 elements (read-only)
# CHECK: $status_generation: set in global scope, unexported, with 1 elements (read-only)
# CHECK: $status_generation[1]: |0|
set history x
# CHECKERR: set: Tried to change the read-only variable 'history'
# CHECKERR: hint: the shell sets $history and nobody else may, as with $status, $PWD, $SHLVL, $fish_pid, $hostname, $version...: use another name; see `help special-variables`
set -q USER; and echo user is set
# CHECK: user is set
set -S USER | head -n 1
# CHECK: $USER: set in global scope, exported, with 1 elements

set -S -g w; echo $status
# CHECKERR: set: invalid option combination
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_show.fish (line 70):{{ }}
# CHECKERR: set -S -g w; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# CHECK: 2
set -x -u w 1
# CHECKERR: set: cannot both export and unexport
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_show.fish (line 79):{{ }}
# CHECKERR: set -x -u w 1
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
# STDERR-TTY: our hints are for a person at a terminal

# a single empty value lists as no value at all, as fish (tide's empty
# tide_time_format); two empty values are quoted
set -g e ''
set -g e2 '' ''
set | grep '^e2\?\b'
# CHECK: e
# CHECK: e2 '' ''
