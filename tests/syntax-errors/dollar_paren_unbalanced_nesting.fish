# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: dollar_paren_unbalanced_nesting.fish (line 8): Unexpected end of string, expecting ')'
# CHECKERR: echo $(echo $(echo hi)
# CHECKERR:       ^
# CHECKERR: warning: Error while reading file dollar_paren_unbalanced_nesting.fish
# CHECKERR:
echo $(echo $(echo hi)
