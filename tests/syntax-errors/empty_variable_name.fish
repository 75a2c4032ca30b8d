# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: empty_variable_name.fish (line 8): Expected a variable name after this $.
# CHECKERR: echo $
# CHECKERR:      ^
# CHECKERR: warning: Error while reading file empty_variable_name.fish
# CHECKERR:
echo $
