# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: unbalanced_bracket.fish (line 8): Unexpected end of string, square brackets do not match
# CHECKERR: echo $x[1
# CHECKERR:        ^
# CHECKERR: warning: Error while reading file unbalanced_bracket.fish
# CHECKERR:
echo $x[1
