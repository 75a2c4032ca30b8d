# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: status_as_command.fish (line 8): $status is not valid as a command. See `help language#conditions`
# CHECKERR: if $status
# CHECKERR:    ^~~~~~^
# CHECKERR: warning: Error while reading file status_as_command.fish
# CHECKERR:
if $status
    echo ok
end
