# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: redirect_to_pipe.fish (line 8): Expected a string, but found a pipe
# CHECKERR: echo hi < | cat
# CHECKERR:           ^
# CHECKERR: warning: Error while reading file redirect_to_pipe.fish
# CHECKERR:
echo hi < | cat
