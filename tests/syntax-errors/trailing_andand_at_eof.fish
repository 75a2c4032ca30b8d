# RUN: %minnow -n %s; echo "status $?"
# The error is at end of input: no line number, no source line, no caret.
# CHECK: status 127
# CHECKERR: trailing_andand_at_eof.fish: Expected a command, but found end of the input
# CHECKERR: warning: Error while reading file trailing_andand_at_eof.fish
# CHECKERR:
echo first
true &&
