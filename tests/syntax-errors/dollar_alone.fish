# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: dollar_alone.fish (line 9): Expected a variable name after this $.
# CHECKERR: echo price: 5$
# CHECKERR:              ^
# CHECKERR: hint: a $ that is not a variable is written \$ or inside single quotes; see `help quoting`
# CHECKERR: warning: Error while reading file dollar_alone.fish
# CHECKERR:
echo price: 5$
# STDERR-TTY: our hints are for a person at a terminal
