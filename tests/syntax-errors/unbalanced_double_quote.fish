# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: unbalanced_double_quote.fish (line 8): Unexpected end of string, quotes are not balanced
# CHECKERR: set -l greeting "hello
# CHECKERR:                 ^
# CHECKERR: warning: Error while reading file unbalanced_double_quote.fish
# CHECKERR:
set -l greeting "hello
echo $greeting
