# RUN: %minnow %s
# No pipeline deadlocks and memory stays bounded however much flows: each of
# these returns at once (the test runner's timeout would catch a hang).
string repeat -n 100000000 x | head -c 3
echo
# CHECK: xxx
yes | head -n 3
# CHECK: y
# CHECK: y
# CHECK: y
cat /dev/zero | head -c 1000000 | wc -c
# CHECK: 1000000
for i in (seq 100000)
    echo $i
end | tail -n 1
# CHECK: 100000
function f
    seq 1000000
end
f | tail -n 1
# CHECK: 1000000
set x (string repeat -n 1000000000000 x)
echo $status
# CHECKERR: string repeat: Too much data (1000000000000 bytes) to keep in memory
# CHECK: 2
set -l big (seq 1000000)
count $big
# CHECK: 1000000
set -l arg (string repeat -n 1000000 a)
string length -- $arg
# CHECK: 1000000
