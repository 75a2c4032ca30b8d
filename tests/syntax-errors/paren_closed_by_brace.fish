# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: paren_closed_by_brace.fish (line 8): Unexpected '}' found, expecting ')'
# CHECKERR: echo (echo }
# CHECKERR:            ^
# CHECKERR: warning: Error while reading file paren_closed_by_brace.fish
# CHECKERR:
echo (echo }
