# RUN: %minnow -n %s; echo "status $?"
# fish 4: 'function' followed by a newline opens a function whose name is missing.
# fish 3.6 treated a bare 'function' as a help invocation and reported the 'end'.
# CHECK: status 127
# CHECKERR: function_no_name.fish (line 10): Expected a string, but found end of the statement
# CHECKERR: function
# CHECKERR:         ^
# CHECKERR: warning: Error while reading file function_no_name.fish
# CHECKERR:
function
    echo body
end
