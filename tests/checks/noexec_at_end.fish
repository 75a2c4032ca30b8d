# RUN: %minnow --no-execute -c 'echo a &&'; echo "status $?"
# An error at the very end of the input has no line to show.
# CHECK: status 127
# CHECKERR: minnow: Expected a command, but found end of the input
