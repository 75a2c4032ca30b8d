# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: break_outside_loop.fish (line 9): 'break' while not inside of loop
# CHECKERR: break
# CHECKERR: ^~~~^
# CHECKERR: warning: Error while reading file break_outside_loop.fish
# CHECKERR:
echo start
break
