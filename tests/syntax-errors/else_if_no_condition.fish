# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: else_if_no_condition.fish (line 10): Expected a command, but found end of the statement
# CHECKERR: else if
# CHECKERR:        ^
# CHECKERR: warning: Error while reading file else_if_no_condition.fish
# CHECKERR:
if false
    echo a
else if
    echo b
end
