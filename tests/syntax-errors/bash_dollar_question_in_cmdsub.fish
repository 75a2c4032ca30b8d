# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_dollar_question_in_cmdsub.fish (line 9): $? is not the exit status. In fish, please use $status.
# CHECKERR: echo "last: $(echo $?)"
# CHECKERR:                     ^
# CHECKERR: hint: $status is the last command's status, $pipestatus one per command of a pipeline; see `help special-variables`
# CHECKERR: warning: Error while reading file bash_dollar_question_in_cmdsub.fish
# CHECKERR:
echo "last: $(echo $?)"
# STDERR-TTY: our hints are for a person at a terminal
