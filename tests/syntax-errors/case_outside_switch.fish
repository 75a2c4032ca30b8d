# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: case_outside_switch.fish (line 9): 'case' builtin not inside of switch block
# CHECKERR: case foo
# CHECKERR: ^~~^
# CHECKERR: warning: Error while reading file case_outside_switch.fish
# CHECKERR:
set -l x foo
case foo
    echo matched
