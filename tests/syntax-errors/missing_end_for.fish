# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: missing_end_for.fish (line 9): Missing end to balance this for loop
# CHECKERR: for f in a b c
# CHECKERR: ^~^
# CHECKERR: hint: close this for loop with an 'end' after its last command; see `help loops`
# CHECKERR: warning: Error while reading file missing_end_for.fish
# CHECKERR:
for f in a b c
    echo $f
# STDERR-TTY: our hints are for a person at a terminal
