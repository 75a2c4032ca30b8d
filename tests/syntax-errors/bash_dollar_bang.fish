# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_dollar_bang.fish (line 10): $! is not a valid variable in fish.
# CHECKERR: echo $!
# CHECKERR:       ^
# CHECKERR: hint: $last_pid is the process id of the last background job; see `help special-variables`
# CHECKERR: warning: Error while reading file bash_dollar_bang.fish
# CHECKERR:
sleep 1 &
echo $!
# STDERR-TTY: our hints are for a person at a terminal
