# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: missing_end_else_branch.fish (line 8): Missing end to balance this if statement
# CHECKERR: if test -d /tmp
# CHECKERR: ^^
# CHECKERR: warning: Error while reading file missing_end_else_branch.fish
# CHECKERR:
if test -d /tmp
    echo dir
else
    echo nodir
