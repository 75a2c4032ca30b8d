# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: triple_pipe.fish (line 8): Expected a command, but found a pipe
# CHECKERR: echo a ||| echo b
# CHECKERR:          ^
# CHECKERR: warning: Error while reading file triple_pipe.fish
# CHECKERR:
echo a ||| echo b
