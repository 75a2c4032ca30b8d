# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_dollar_question_in_cmdsub.fish (line 8): $? is not the exit status. In fish, please use $status.
# CHECKERR: echo "last: $(echo $?)"
# CHECKERR:                     ^
# CHECKERR: warning: Error while reading file bash_dollar_question_in_cmdsub.fish
# CHECKERR:
echo "last: $(echo $?)"
