# RUN: %minnow %s
# count: arguments, plus the lines of its own stdin (not a block's).
count a b c; echo $status
count; echo $status
count -h --help; echo $status
command printf 'x\ny\n' | count; echo $status
command printf 'x\ny' | count a; echo $status
echo a | count; echo $status
count < /dev/null; echo $status
echo a | begin; count; end; echo $status
begin; count x; end < /dev/null; echo $status

# ---- expected output ----
# CHECK: 3
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: 2
# CHECK: 0
# CHECK: 2
# CHECK: 0
# CHECK: 2
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: 0
