# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: missing_end_function_with_inner_if.fish (line 9): Missing end to balance this function definition
# CHECKERR: function check
# CHECKERR: ^~~~~~~^
# CHECKERR: hint: close this function definition with an 'end' after its last command; see `help functions`
# CHECKERR: warning: Error while reading file missing_end_function_with_inner_if.fish
# CHECKERR:
function check
    if test -e /etc/hosts
        echo hosts
    end
    echo checked
# STDERR-TTY: our hints are for a person at a terminal
