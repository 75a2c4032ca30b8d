# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: redirect_no_target.fish (line 8): Expected a string, but found end of the statement
# CHECKERR: echo foo >
# CHECKERR:           ^
# CHECKERR: warning: Error while reading file redirect_no_target.fish
# CHECKERR:
echo foo >
