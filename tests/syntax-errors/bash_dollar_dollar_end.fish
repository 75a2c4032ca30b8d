# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_dollar_dollar_end.fish (line 8): $$ is not the pid. In fish, please use $fish_pid.
# CHECKERR: echo pid $$
# CHECKERR:           ^
# CHECKERR: warning: Error while reading file bash_dollar_dollar_end.fish
# CHECKERR:
echo pid $$
