# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_done.fish (line 7): Missing end to balance this for loop
# CHECKERR: for i in 1 2 3; do echo $i; done
# CHECKERR: ^~^
# CHECKERR: hint: a loop needs no 'do' and closes with 'end': `for x in LIST; ...; end`, `while COND; ...; end`; see `help loops`
for i in 1 2 3; do echo $i; done
# CHECKERR: warning: Error while reading file bash_done.fish
# CHECKERR:
# STDERR-TTY: our hints are for a person at a terminal
