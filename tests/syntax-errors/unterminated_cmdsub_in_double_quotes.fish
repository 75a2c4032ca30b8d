# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: unterminated_cmdsub_in_double_quotes.fish (line 8): Unexpected end of string, quotes are not balanced
# CHECKERR: echo "unterminated $(echo hi"
# CHECKERR:                             ^
# CHECKERR: warning: Error while reading file unterminated_cmdsub_in_double_quotes.fish
# CHECKERR:
echo "unterminated $(echo hi"
