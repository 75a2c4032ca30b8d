# RUN: %minnow %s
# The variable of a for loop is a local of the scope the loop is in, starting
# with the value it had anywhere; other scopes keep theirs.
set -g i global
for i in local
end
set -ql i && echo $i
# CHECK: local
set -g j global
for j in
end
set -ql j && echo $j
# CHECK: global
set -g k global
begin
    for k in one
        for k in two
        end
        echo $k
    end
    echo $k
end
echo $k
# CHECK: two
# CHECK: one
# CHECK: global
function loop_in_function
    for k in a b
    end
    echo in function $k
end
loop_in_function
echo after $k
# CHECK: in function b
# CHECK: after global
# A name that expands to more or less than one word.
set -l two a b
for $two in x
end
# CHECKERR: lang_for_scope.fish (line 38): Unable to expand variable name ''
# CHECKERR: for $two in x
# CHECKERR:     ^~~^
echo $status
# CHECK: 121
