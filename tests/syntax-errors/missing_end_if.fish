# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: missing_end_if.fish (line 10): Missing end to balance this if statement
# CHECKERR: if test $n -gt 2
# CHECKERR: ^^
# CHECKERR: hint: close this if statement with an 'end' after its last command; see `help conditions`
# CHECKERR: warning: Error while reading file missing_end_if.fish
# CHECKERR:
set -l n 3
if test $n -gt 2
    echo big
# STDERR-TTY: our hints are for a person at a terminal
