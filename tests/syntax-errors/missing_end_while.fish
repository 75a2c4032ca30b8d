# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: missing_end_while.fish (line 10): Missing end to balance this while loop
# CHECKERR: while test $i -lt 3
# CHECKERR: ^~~~^
# CHECKERR: hint: close this while loop with an 'end' after its last command; see `help loops`
# CHECKERR: warning: Error while reading file missing_end_while.fish
# CHECKERR:
set -l i 0
while test $i -lt 3
    set i (math $i + 1)
# STDERR-TTY: our hints are for a person at a terminal
