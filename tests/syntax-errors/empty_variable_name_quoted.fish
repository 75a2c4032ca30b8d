# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: empty_variable_name_quoted.fish (line 8): Expected a variable name after this $.
# CHECKERR: echo "cost: $"
# CHECKERR:             ^
# CHECKERR: warning: Error while reading file empty_variable_name_quoted.fish
# CHECKERR:
echo "cost: $"
