# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_var_assignment.fish (line 9): Unsupported use of '='. In fish, please use 'set FOO bar'.
# CHECKERR: FOO=bar
# CHECKERR: ^~~~~~^
# CHECKERR: hint: NAME=VALUE works only in front of a command, setting NAME for that command alone; see `help variables`
# CHECKERR: warning: Error while reading file bash_var_assignment.fish
# CHECKERR:
FOO=bar
# STDERR-TTY: our hints are for a person at a terminal
