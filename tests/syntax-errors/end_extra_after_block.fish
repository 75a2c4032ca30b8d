# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: end_extra_after_block.fish (line 8): 'end' outside of a block
# CHECKERR: begin; echo inside; end; end
# CHECKERR:                          ^~^
# CHECKERR: warning: Error while reading file end_extra_after_block.fish
# CHECKERR:
begin; echo inside; end; end
