# RUN: %minnow %s
# Runaway recursion is an error, never a crash: a function calling itself
# first thing is caught at once, deeper recursion at the call stack limit.
function r
    r
end
r
echo after $status
# The limit's error and trace go to the shell's own stderr: run it in a child.
set -l shell (status fish-path)
$shell -c 'function deep -a n
    set -l m (expr $n + 1)
    deep $m
end
deep 1
echo after-deep $status' 2>/dev/null
# CHECK: after 1
# CHECK: after-deep 1
# CHECKERR: exec_recursion.fish (line 5): The function 'r' calls itself immediately, which would result in an infinite loop.
# CHECKERR:     r
# CHECKERR:     ^
# CHECKERR: in function 'r'
# CHECKERR: 	called on line 7 of file exec_recursion.fish
# The limit is fish's: the trace of the overflow lists 130 function frames.
$shell -c 'function ping; pong; end; function pong; ping; end; ping' 2>| string match 'in function *' | count
# CHECK: 130
