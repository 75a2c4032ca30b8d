# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: case_outside_switch.fish (line 10): 'case' builtin not inside of switch block
# CHECKERR: case foo
# CHECKERR: ^~~^
# CHECKERR: hint: a case goes inside `switch VALUE; case PATTERN; COMMANDS; end` (no 'in', ')', ';;' or 'esac'); see `help switch`
# CHECKERR: warning: Error while reading file case_outside_switch.fish
# CHECKERR:
set -l x foo
case foo
    echo matched
# STDERR-TTY: our hints are for a person at a terminal
