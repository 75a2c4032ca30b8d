# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: time_alone.fish (line 8): Expected a command, but found end of the statement
# CHECKERR: time
# CHECKERR:     ^
# CHECKERR: warning: Error while reading file time_alone.fish
# CHECKERR:
time
