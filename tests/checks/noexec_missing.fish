# RUN: %minnow -n no/such/file.fish; echo "status $?"
# CHECK: status 127
# CHECKERR: error: Error reading script file 'no/such/file.fish':
# CHECKERR: No such file or directory (os error 2)
