# RUN: %minnow -n %s; echo "status $?"
# fish 4 only: 'not' followed by a newline is a not-statement missing its command.
# fish 3.6 accepted it (a bare 'not' ran the builtin).
# CHECK: status 127
# CHECKERR: not_alone.fish (line 10): Expected a command, but found end of the statement
# CHECKERR: not
# CHECKERR:    ^
# CHECKERR: warning: Error while reading file not_alone.fish
# CHECKERR:
not
