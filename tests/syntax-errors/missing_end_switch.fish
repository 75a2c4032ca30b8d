# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: missing_end_switch.fish (line 9): Missing end to balance this switch statement
# CHECKERR: switch $argv[1]
# CHECKERR: ^~~~~^
# CHECKERR: hint: close this switch statement with an 'end' after its last command; see `help switch`
# CHECKERR: warning: Error while reading file missing_end_switch.fish
# CHECKERR:
switch $argv[1]
    case start
        echo starting
    case stop
        echo stopping
# STDERR-TTY: our hints are for a person at a terminal
