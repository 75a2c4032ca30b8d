# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: and_after_background.fish (line 9): The 'and' command can not be used immediately after a backgrounded job
# CHECKERR: and echo done
# CHECKERR: ^~^
# CHECKERR: warning: Error while reading file and_after_background.fish
# CHECKERR:
sleep 1 &
and echo done
