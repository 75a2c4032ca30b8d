# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_var_assignment.fish (line 8): Unsupported use of '='. In fish, please use 'set FOO bar'.
# CHECKERR: FOO=bar
# CHECKERR: ^~~~~~^
# CHECKERR: warning: Error while reading file bash_var_assignment.fish
# CHECKERR:
FOO=bar
