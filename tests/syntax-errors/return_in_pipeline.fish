# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: return_in_pipeline.fish (line 9): The 'return' command can not be used in a pipeline
# CHECKERR:     echo x | return 1
# CHECKERR:              ^~~~~~~^
# CHECKERR: warning: Error while reading file return_in_pipeline.fish
# CHECKERR:
function f
    echo x | return 1
end
