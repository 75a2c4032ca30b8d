# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: or_after_pipe.fish (line 8): The 'or' command can not be used in a pipeline
# CHECKERR: true | grep x | or echo none
# CHECKERR:                 ^^
# CHECKERR: warning: Error while reading file or_after_pipe.fish
# CHECKERR:
true | grep x | or echo none
