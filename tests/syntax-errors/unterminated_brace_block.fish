# RUN: %minnow -n %s; echo "status $?"
# fish 4 only: '{' at command position opens a block; error is at end of input
# so there is no line number and no caret. fish 3.6 instead reports
# 'Unexpected end of string, incomplete parameter expansion'.
# CHECK: status 127
# CHECKERR: unterminated_brace_block.fish: Expected a '}', but found end of the input
# CHECKERR: hint: the '{' on line 10 has no '}' to close it; see `help commands-and-blocks`
# CHECKERR: warning: Error while reading file unterminated_brace_block.fish
# CHECKERR:
{ echo foo
    echo bar
# STDERR-TTY: our hints are for a person at a terminal
