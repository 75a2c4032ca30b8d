# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_dollar_dollar_end.fish (line 9): $$ is not the pid. In fish, please use $fish_pid.
# CHECKERR: echo pid $$
# CHECKERR:           ^
# CHECKERR: hint: $fish_pid is this shell's process id, $last_pid the last background job's; see `help special-variables`
# CHECKERR: warning: Error while reading file bash_dollar_dollar_end.fish
# CHECKERR:
echo pid $$
# STDERR-TTY: our hints are for a person at a terminal
