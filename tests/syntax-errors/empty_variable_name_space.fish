# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: empty_variable_name_space.fish (line 9): Expected a variable name after this $.
# CHECKERR: echo $ foo
# CHECKERR:      ^
# CHECKERR: hint: a $ that is not a variable is written \$ or inside single quotes; see `help quoting`
# CHECKERR: warning: Error while reading file empty_variable_name_space.fish
# CHECKERR:
echo $ foo
# STDERR-TTY: our hints are for a person at a terminal
