# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_done.fish (line 6): Missing end to balance this for loop
# CHECKERR: for i in 1 2 3; do echo $i; done
# CHECKERR: ^~^
for i in 1 2 3; do echo $i; done
# CHECKERR: hint: fish closes every block with 'end'; bash's 'done' is just a command here
# CHECKERR: warning: Error while reading file bash_done.fish
# CHECKERR:
