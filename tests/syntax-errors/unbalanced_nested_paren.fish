# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: unbalanced_nested_paren.fish (line 8): Unexpected end of string, expecting ')'
# CHECKERR: set x (echo (echo hi)
# CHECKERR:       ^
# CHECKERR: warning: Error while reading file unbalanced_nested_paren.fish
# CHECKERR:
set x (echo (echo hi)
