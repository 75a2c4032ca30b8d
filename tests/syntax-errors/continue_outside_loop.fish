# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: continue_outside_loop.fish (line 9): 'continue' while not inside of loop
# CHECKERR:     continue
# CHECKERR:     ^~~~~~~^
# CHECKERR: warning: Error while reading file continue_outside_loop.fish
# CHECKERR:
if true
    continue
end
