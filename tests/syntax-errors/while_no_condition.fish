# RUN: %minnow -n %s; echo "status $?"
# fish 4: 'while' followed by a newline opens a loop whose condition is missing.
# fish 3.6 treated a bare 'while' as a help invocation and reported the 'end'.
# CHECK: status 127
# CHECKERR: while_no_condition.fish (line 10): Expected a command, but found end of the statement
# CHECKERR: while
# CHECKERR:      ^
# CHECKERR: warning: Error while reading file while_no_condition.fish
# CHECKERR:
while
    echo loop
end
