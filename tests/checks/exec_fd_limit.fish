# RUN: bash -c 'ulimit -n 12 && exec "$@"' - %minnow %s
# REQUIRES: test -z "$MINNOW_WRAP"
# (valgrind needs more descriptors than this test leaves it)
# With few descriptors left the shell still runs pipelines that fit, says
# clearly when one does not, and goes on.
echo a | cat | cat
# CHECK: a
for i in (seq 3)
    echo $i | cat
end
# CHECK: 1
# CHECK: 2
# CHECK: 3
set x (echo hi | cat)
echo $x
# CHECK: hi
echo a | cat | cat | cat | cat | cat | cat | cat
echo st $status
# CHECKERR: {{.*}}: pipe: Too many open files
# CHECKERR: echo a | cat | cat | cat | cat | cat | cat | cat
# CHECKERR: {{ *}}^~^
# CHECK: st 1
echo still here
# CHECK: still here
