# RUN: %minnow %s
# _validate_int: argparse's integer check, for `N#name` specs and
# `name=!_validate_int --min A --max B`.
function f
    argparse -n f 'n/num=!_validate_int --min 1 --max 10' 'x#max' -- $argv
    or return
    echo ok $_flag_num $_flag_max
end
f -n 5
f --num=10 -7
# CHECK: ok 5
# CHECK: ok 10 7
f -n 0
f -n 11
f -n abc
f -n 5x
f -n -3
f -n ''
# CHECKERR: f: Value '0' for flag 'n' less than min allowed of '1'
# CHECKERR: f: Value '11' for flag 'n' greater than max allowed of '10'
# CHECKERR: f: Value 'abc' for flag 'n' is not an integer
# CHECKERR: f: Value '5x' for flag 'n' is not an integer
# CHECKERR: f: Value '-3' for flag 'n' less than min allowed of '1'
# CHECKERR: f: Value '' for flag 'n' is not an integer
f --num abc
# CHECKERR: f: Value 'abc' for flag 'num' is not an integer
f -x 1z
# CHECKERR: f: Value '1z' for flag 'x' is not an integer
type -t _validate_int
# CHECK: function
