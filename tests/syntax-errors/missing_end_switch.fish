# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: missing_end_switch.fish (line 8): Missing end to balance this switch statement
# CHECKERR: switch $argv[1]
# CHECKERR: ^~~~~^
# CHECKERR: warning: Error while reading file missing_end_switch.fish
# CHECKERR:
switch $argv[1]
    case start
        echo starting
    case stop
        echo stopping
