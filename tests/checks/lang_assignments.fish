# RUN: %minnow %s
# NAME=value before a command: expanded once, each seeing those before it; a
# wildcard that matches nothing gives no value, as with set.
a=a b={$a}2 echo $a $b
# CHECK: a a2
a=no-such-file-* count $a
# CHECK: 0
set -g n 0
function bump
    set -g n (math $n + 1)
    echo $n
end
x=(bump) echo x is $x
# CHECK: x is 1
echo bumped $n times
# CHECK: bumped 1 times
x=(bump) true | cat
echo bumped $n times
# CHECK: bumped 2 times
