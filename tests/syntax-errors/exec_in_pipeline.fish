# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: exec_in_pipeline.fish (line 8): The 'exec' command can not be used in a pipeline
# CHECKERR: echo foo | exec cat
# CHECKERR:            ^~~~~~~^
# CHECKERR: warning: Error while reading file exec_in_pipeline.fish
# CHECKERR:
echo foo | exec cat
