# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: continue_in_function_not_loop.fish (line 9): 'continue' while not inside of loop
# CHECKERR:     continue
# CHECKERR:     ^~~~~~~^
# CHECKERR: warning: Error while reading file continue_in_function_not_loop.fish
# CHECKERR:
function skip
    continue
end
