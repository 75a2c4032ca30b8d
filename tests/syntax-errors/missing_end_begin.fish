# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: missing_end_begin.fish (line 9): Missing end to balance this begin
# CHECKERR: begin
# CHECKERR: ^~~~^
# CHECKERR: hint: close this begin block with an 'end' after its last command; see `help begin`
# CHECKERR: warning: Error while reading file missing_end_begin.fish
# CHECKERR:
begin
    echo one
    echo two
# STDERR-TTY: our hints are for a person at a terminal
