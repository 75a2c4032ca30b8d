# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_dollar_question.fish (line 10): $? is not the exit status. In fish, please use $status.
# CHECKERR: echo $?
# CHECKERR:       ^
# CHECKERR: hint: $status is the last command's status, $pipestatus one per command of a pipeline; see `help special-variables`
# CHECKERR: warning: Error while reading file bash_dollar_question.fish
# CHECKERR:
false
echo $?
# STDERR-TTY: our hints are for a person at a terminal
