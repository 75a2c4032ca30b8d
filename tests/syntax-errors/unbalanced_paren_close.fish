# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: unbalanced_paren_close.fish (line 8): Unexpected ')' for unopened parenthesis
# CHECKERR: echo foo)
# CHECKERR:         ^
# CHECKERR: warning: Error while reading file unbalanced_paren_close.fish
# CHECKERR:
echo foo)
