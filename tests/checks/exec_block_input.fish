# RUN: %minnow %s
# Every command of a block reads the same input in turn, whether the input
# comes from a function, a block or an external command, and whether the
# reader is a builtin or an external command.
function three
    echo 1
    echo 2
    echo 3
end
three | begin
    read -l a
    read -l b
    echo $a $b
end
# CHECK: 1 2
three | while read -l l
    echo line $l
end
# CHECK: line 1
# CHECK: line 2
# CHECK: line 3
# an external command in the loop that does not read leaves the input alone
three | while read -l l
    command true
    echo after-true $l
end
# CHECK: after-true 1
# CHECK: after-true 2
# CHECK: after-true 3
# one that reads takes what it reads (head reads a block of a pipe)
three | begin
    read -l first
    command head -n 1
    cat
end
# CHECK: 2
printf '%s\n' a b c | begin
    read -l x
    read -l y
    echo $x$y
end
# CHECK: ab
