# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: comment_then_error.fish (line 10): Unexpected end of string, expecting ')'
# CHECKERR: echo (broken
# CHECKERR:      ^
# CHECKERR: warning: Error while reading file comment_then_error.fish
# CHECKERR:
# This comment mentions 'quotes' and (parens) and $? but is fine.
echo fine # trailing comment with a stray ) is also fine
echo (broken
