# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: missing_end_function_with_inner_if.fish (line 8): Missing end to balance this function definition
# CHECKERR: function check
# CHECKERR: ^~~~~~~^
# CHECKERR: warning: Error while reading file missing_end_function_with_inner_if.fish
# CHECKERR:
function check
    if test -e /etc/hosts
        echo hosts
    end
    echo checked
