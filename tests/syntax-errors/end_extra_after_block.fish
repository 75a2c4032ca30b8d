# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: end_extra_after_block.fish (line 9): 'end' outside of a block
# CHECKERR: begin; echo inside; end; end
# CHECKERR:                          ^~^
# CHECKERR: hint: this 'end' has no if, for, while, function, switch or begin left to close; see `help commands-and-blocks`
# CHECKERR: warning: Error while reading file end_extra_after_block.fish
# CHECKERR:
begin; echo inside; end; end
# STDERR-TTY: our hints are for a person at a terminal
