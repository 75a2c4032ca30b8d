# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_dollar_dash.fish (line 9): $- is not a valid variable in fish.
# CHECKERR: echo $-
# CHECKERR:       ^
# CHECKERR: hint: variable names are letters, digits and underscores; see `help special-variables` for the shell's own
# CHECKERR: warning: Error while reading file bash_dollar_dash.fish
# CHECKERR:
echo $-
# STDERR-TTY: our hints are for a person at a terminal
