# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: unbalanced_paren_open.fish (line 8): Unexpected end of string, expecting ')'
# CHECKERR: echo (foo
# CHECKERR:      ^
# CHECKERR: warning: Error while reading file unbalanced_paren_open.fish
# CHECKERR:
echo (foo
