# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: unbalanced_single_quote.fish (line 8): Unexpected end of string, quotes are not balanced
# CHECKERR: echo 'abc
# CHECKERR:      ^
# CHECKERR: warning: Error while reading file unbalanced_single_quote.fish
# CHECKERR:
echo 'abc
echo def
