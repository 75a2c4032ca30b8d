# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: missing_end_function.fish (line 8): Missing end to balance this function definition
# CHECKERR: function greet
# CHECKERR: ^~~~~~~^
# CHECKERR: warning: Error while reading file missing_end_function.fish
# CHECKERR:
function greet
    echo hello $argv
