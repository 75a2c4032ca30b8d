# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: missing_end_function.fish (line 9): Missing end to balance this function definition
# CHECKERR: function greet
# CHECKERR: ^~~~~~~^
# CHECKERR: hint: close this function definition with an 'end' after its last command; see `help functions`
# CHECKERR: warning: Error while reading file missing_end_function.fish
# CHECKERR:
function greet
    echo hello $argv
# STDERR-TTY: our hints are for a person at a terminal
