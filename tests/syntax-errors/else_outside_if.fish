# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: else_outside_if.fish (line 9): 'else' builtin not inside of if block
# CHECKERR: else
# CHECKERR: ^~~^
# CHECKERR: warning: Error while reading file else_outside_if.fish
# CHECKERR:
echo before
else
    echo after
