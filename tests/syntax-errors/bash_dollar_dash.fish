# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_dollar_dash.fish (line 8): $- is not a valid variable in fish.
# CHECKERR: echo $-
# CHECKERR:       ^
# CHECKERR: warning: Error while reading file bash_dollar_dash.fish
# CHECKERR:
echo $-
