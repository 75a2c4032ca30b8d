# RUN: %minnow -n %s; echo "status $?"
# fish 4: 'if' followed by a newline opens an if whose condition is missing.
# fish 3.6 treated a bare 'if' as a help invocation and reported the 'end'.
# CHECK: status 127
# CHECKERR: if_no_condition.fish (line 10): Expected a command, but found end of the statement
# CHECKERR: if
# CHECKERR:   ^
# CHECKERR: warning: Error while reading file if_no_condition.fish
# CHECKERR:
if
    echo then
end
