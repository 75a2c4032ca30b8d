# RUN: %minnow -n %s; echo "status $?"
# fish 4: 'switch' followed by a newline opens a switch whose argument is missing.
# fish 3.6 treated a bare 'switch' as a help invocation and reported the 'end'.
# CHECK: status 127
# CHECKERR: switch_no_argument.fish (line 10): Expected a string, but found end of the statement
# CHECKERR: switch
# CHECKERR:       ^
# CHECKERR: warning: Error while reading file switch_no_argument.fish
# CHECKERR:
switch
    case a
        echo a
end
