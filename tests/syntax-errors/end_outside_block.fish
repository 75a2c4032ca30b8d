# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: end_outside_block.fish (line 10): 'end' outside of a block
# CHECKERR: end
# CHECKERR: ^~^
# CHECKERR: hint: this 'end' has no if, for, while, function, switch or begin left to close; see `help commands-and-blocks`
# CHECKERR: warning: Error while reading file end_outside_block.fish
# CHECKERR:
echo done
end
# STDERR-TTY: our hints are for a person at a terminal
