# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: pipe_at_start.fish (line 8): Expected a string, but found a pipe
# CHECKERR: | echo foo
# CHECKERR: ^
# CHECKERR: warning: Error while reading file pipe_at_start.fish
# CHECKERR:
| echo foo
