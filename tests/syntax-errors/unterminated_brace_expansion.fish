# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: unterminated_brace_expansion.fish (line 8): Unexpected end of string, incomplete parameter expansion
# CHECKERR: echo {a,b
# CHECKERR:      ^
# CHECKERR: warning: Error while reading file unterminated_brace_expansion.fish
# CHECKERR:
echo {a,b
