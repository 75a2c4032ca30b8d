# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_dollar_question.fish (line 9): $? is not the exit status. In fish, please use $status.
# CHECKERR: echo $?
# CHECKERR:       ^
# CHECKERR: warning: Error while reading file bash_dollar_question.fish
# CHECKERR:
false
echo $?
