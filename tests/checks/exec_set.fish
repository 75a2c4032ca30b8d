# RUN: %minnow %s
# set: scopes, append, erase, query, export to children, and the status of a
# command substitution in its values.
set x (false); echo status $status
set y (true); echo status $status
set z a (false) b; echo $status $z
set -q nothing; echo query $status
set -l list a b
set -a list c
set -p list z
echo $list (count $list)
set -e list[9] 2>/dev/null
set -e list
set -q list; or echo erased
function scopes
    set -l inner 1
    set -g outer_global yes
    set newvar made-in-function
    echo in-function $inner
end
scopes
echo global $outer_global "[$inner]" "[$newvar]"
set -gx EXPORTED hello
sh -c 'echo child sees $EXPORTED'
set -u EXPORTED
sh -c 'echo child sees "[$EXPORTED]"'
set status 5
echo after-readonly $status
begin
    set -l blocklocal 1
end
echo "[$blocklocal]"
for i in 1 2
end
echo loop-var $i
# CHECK: status 1
# CHECK: status 0
# CHECK: 1 a b
# CHECK: query 1
# CHECK: z a b c 4
# CHECK: erased
# CHECK: in-function 1
# CHECK: global yes [] []
# CHECK: child sees hello
# CHECK: child sees []
# CHECK: after-readonly 1
# CHECK: []
# CHECK: loop-var 2
# CHECKERR: set: Tried to change the read-only variable 'status'
# CHECKERR: hint: each command sets $status as it ends, and a function returns its own with `return N`; see `help special-variables`
# STDERR-TTY: our hints are for a person at a terminal
