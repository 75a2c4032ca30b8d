# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: end_outside_block.fish (line 9): 'end' outside of a block
# CHECKERR: end
# CHECKERR: ^~^
# CHECKERR: warning: Error while reading file end_outside_block.fish
# CHECKERR:
echo done
end
