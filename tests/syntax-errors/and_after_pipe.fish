# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: and_after_pipe.fish (line 8): The 'and' command can not be used in a pipeline
# CHECKERR: echo foo | and echo bar
# CHECKERR:            ^~^
# CHECKERR: warning: Error while reading file and_after_pipe.fish
# CHECKERR:
echo foo | and echo bar
