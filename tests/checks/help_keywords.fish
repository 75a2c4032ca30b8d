# RUN: %minnow %s
# A block keyword with no arguments is a command that prints its page, with
# status 2, as fish does; with -h/--help, status 0. fish's -h of `time` also
# gives 0.
set -l out (for); echo $status $out[1]
# CHECK: 2 for - run commands once for each value of a list
set -l out (while); echo $status $out[1]
# CHECK: 2 while - run commands as long as a condition holds
set -l out (if); echo $status $out[1]
# CHECK: 2 if - run commands when a condition holds
set -l out (switch); echo $status $out[1]
# CHECK: 2 switch - run the branch whose pattern matches a value
set -l out (function); echo $status $out[1]
# CHECK: 2 function - define a function
set -l out (not); echo $status $out[1]
# CHECK: 2 not - negate the exit status of a command
set -l out (exec); echo $status $out[1]
# CHECK: 2 exec - replace the shell with a command
# (Only at the end of the input, as in a substitution: fish 4 reads `for` at
# the end of a line as the start of a loop; see tests/syntax-errors.)
set -l out (begin -h); echo $status $out[1]
# CHECK: 0 begin - start a block of commands
set -l out (and --help); echo $status $out[1]
# CHECK: 0 and - run a command only when the previous one succeeded
set -l out (time -h); echo $status $out[1]
# CHECK: 0 time - measure how long a command takes
# begin alone opens a block; the others still work as blocks.
begin; echo in begin; end
for i in 1; echo in for; end
# CHECK: in begin
# CHECK: in for
