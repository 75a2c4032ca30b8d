# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: missing_end_else_branch.fish (line 9): Missing end to balance this if statement
# CHECKERR: if test -d /tmp
# CHECKERR: ^^
# CHECKERR: hint: close this if statement with an 'end' after its last command; see `help conditions`
# CHECKERR: warning: Error while reading file missing_end_else_branch.fish
# CHECKERR:
if test -d /tmp
    echo dir
else
    echo nodir
# STDERR-TTY: our hints are for a person at a terminal
