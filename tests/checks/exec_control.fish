# RUN: %minnow %s
# Blocks, conditions and loops run as in fish. (expr stands in for math until
# the math builtin exists.)
echo start
if true
    echo if-true
else
    echo not-here
end
if false
    echo not-here
else if test 1 = 1
    echo else-if
end
for i in a b c
    echo item $i
end
set -l n 0
while test $n -lt 3
    set n (expr $n + 1)
    echo n=$n
end
for i in 1 2 3 4 5
    if test $i = 2
        continue
    end
    if test $i = 4
        break
    end
    echo loop $i
end
switch foo.txt
    case '*.c'
        echo c-file
    case '*.txt' other
        echo text-file
end
switch zzz
    case a b
        echo no
    case '*'
        echo default
end
begin
    echo in-begin
end
true; and echo and-ran; or echo or-skipped
false; and echo and-skipped; or echo or-ran
not false; and echo not-ran
true && echo andand; false || echo oror
# CHECK: start
# CHECK: if-true
# CHECK: else-if
# CHECK: item a
# CHECK: item b
# CHECK: item c
# CHECK: n=1
# CHECK: n=2
# CHECK: n=3
# CHECK: loop 1
# CHECK: loop 3
# CHECK: text-file
# CHECK: default
# CHECK: in-begin
# CHECK: and-ran
# CHECK: or-ran
# CHECK: not-ran
# CHECK: andand
# CHECK: oror
# The loop variable is local to the block running the loop, starting as a
# copy of what it was: a global of that name is left alone, and a
# function without scope shadowing keeps it to itself.
set -g loopvar 1
for loopvar in a b
end
set -S loopvar
# CHECK: $loopvar: set in local scope, unexported, with 1 elements
# CHECK: $loopvar[1]: |b|
# CHECK: $loopvar: set in global scope, unexported, with 1 elements
# CHECK: $loopvar[1]: |1|
function noshadow_loop --no-scope-shadowing
    for noshadow_var in x
    end
end
noshadow_loop
set -q noshadow_var; or echo not leaked
# CHECK: not leaked
