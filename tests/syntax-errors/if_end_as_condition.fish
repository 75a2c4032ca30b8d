# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: if_end_as_condition.fish (line 8): Expected a command, but found keyword: 'end'
# CHECKERR: if end
# CHECKERR:    ^~^
# CHECKERR: warning: Error while reading file if_end_as_condition.fish
# CHECKERR:
if end
