# RUN: %minnow %s
# What leaves $status and $pipestatus alone, as in fish: a job sent to the
# background, `set` without a substitution, an event handler. A loop that
# never ran its body and an if whose condition failed give their own 0.
true | false
sleep 0.01 &
echo $pipestatus : $status
# CHECK: 0 1 : 1
false | true
set foo bar
echo $pipestatus : $status
# CHECK: 1 0 : 0
false | false
set foo (true)
echo $pipestatus : $status
# CHECK: 0 : 0
function h --on-variable myvar
    true | true | true
end
false | false
set myvar 1
echo $pipestatus : $status
# CHECK: 1 1 : 1
false | false
while false
end
echo $pipestatus : $status
# CHECK: 0 : 0
false | false
if false
    false
end
echo $pipestatus : $status
# CHECK: 0 : 0
false
function f
end
echo $pipestatus : $status
# CHECK: 0 : 0
wait
