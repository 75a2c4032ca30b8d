# RUN: %minnow %s
# `not` flips the status of the whole job once per not: two cancel out, and
# a not on any stage of a pipeline negates the job's status ($pipestatus
# keeps each stage's own).
not not sh -c 'exit 34'
echo $status
# CHECK: 34
not not not false
echo $status
# CHECK: 0
not false | true
echo $pipestatus $status
# CHECK: 1 0 1
true | not false
echo $pipestatus $status
# CHECK: 0 1 0
! true
echo $status
# CHECK: 1
! -h | head -n 1
# CHECK: not - negate the exit status of a command
