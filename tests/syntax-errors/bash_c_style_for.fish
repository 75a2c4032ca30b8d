# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_c_style_for.fish (line 9): Expected keyword 'in', but found end of the statement
# CHECKERR: for ((i = 0; i < 3; i++)); do
# CHECKERR:                          ^
# CHECKERR: hint: there is no C-style for: count with `for i in (seq 0 9)`; see `help loops`
# CHECKERR: warning: Error while reading file bash_c_style_for.fish
# CHECKERR:
for ((i = 0; i < 3; i++)); do
    echo $i
done
# STDERR-TTY: our hints are for a person at a terminal
