# RUN: %minnow -n no/such/file.fish; echo "status $?"
# CHECK: status 127
# CHECKERR: minnow: Error reading script file 'no/such/file.fish':
# CHECKERR: minnow: No such file or directory
