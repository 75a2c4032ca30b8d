# RUN: %minnow %s
# Functions: arguments, named arguments, return status, scope of locals.
function greet -a who
    echo hello $who "($argv[2])"
end
greet world extra
function fails
    return 3
end
fails
echo status $status
function count_args
    echo (count $argv) args
end
count_args a b c
count_args
function outer
    set -l x outer-local
    inner
    echo outer sees $x
end
function inner
    echo inner sees "[$x]"
end
outer
function rec -a n
    if test $n -gt 0
        echo rec $n
        rec (expr $n - 1)
    end
end
rec 3
# CHECK: hello world (extra)
# CHECK: status 3
# CHECK: 3 args
# CHECK: 0 args
# CHECK: inner sees []
# CHECK: outer sees outer-local
# CHECK: rec 3
# CHECK: rec 2
# CHECK: rec 1
