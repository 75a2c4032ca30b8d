# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: time_in_pipeline.fish (line 8): The 'time' command may only be at the beginning of a pipeline
# CHECKERR: echo data | time sort
# CHECKERR:             ^~~~~~~~^
# CHECKERR: warning: Error while reading file time_in_pipeline.fish
# CHECKERR:
echo data | time sort
