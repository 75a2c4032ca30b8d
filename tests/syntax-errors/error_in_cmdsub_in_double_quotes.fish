# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: error_in_cmdsub_in_double_quotes.fish (line 8): Unexpected end of string, quotes are not balanced
# CHECKERR: echo "sum: $(echo 'x)"
# CHECKERR:                   ^
# CHECKERR: warning: Error while reading file error_in_cmdsub_in_double_quotes.fish
# CHECKERR:
echo "sum: $(echo 'x)"
