# RUN: %minnow %s
# set -q: the status counts missing variables and, for NAME[INDEXES], the
# indexes past either end of the list.
set x a b c
set -q x[2]; echo $status
set -q x[4]; echo $status
set -q x[2 3 4 5]; echo $status
set -q x[-1]; echo $status
set -q x[-4]; echo $status
set -q nope[1 2]; echo $status
set -q x[1..3]; echo $status
set -q x[1..5]; echo $status
set -q x[0]; echo $status
set -q x[2] nope y; echo $status
set -l e
set -q e; echo $status
set -q e[1]; echo $status
function f
    set -q argv[2]; and echo two
    set -q argv[3]; or echo not three
end
f a b
# CHECK: 0
# CHECK: 1
# CHECK: 2
# CHECK: 0
# CHECK: 1
# CHECK: 2
# CHECK: 0
# CHECK: 2
# CHECK: 1
# CHECK: 2
# CHECK: 0
# CHECK: 1
# CHECK: two
# CHECK: not three
