# RUN: %minnow %s
# Events: emit runs --on-event handlers with the arguments, variable changes
# run --on-variable handlers after the command, fish_exit runs at the end, and
# no handler changes $status.
function h --on-event foo
    echo h: $argv
end
emit foo a b
function v --on-variable myv
    echo v: $argv
end
set myv 1
set -e myv
function ex --on-event fish_exit
    echo exiting $argv
end
false
emit foo
echo status $status
function h --on-event bar
    echo h-redefined: $argv
end
emit foo
emit bar x
# CHECK: h: a b
# CHECK: v: VARIABLE SET myv
# CHECK: v: VARIABLE ERASE myv
# CHECK: h:
# CHECK: status 0
# CHECK: h-redefined: x
# CHECK: exiting 0
