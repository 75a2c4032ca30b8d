# RUN: %minnow %s
# REQUIRES: test -w /dev/full
# A builtin whose output can't be written fails with 1, and the shell says
# why on its own stderr, as fish does; the builtin's own error status wins.
echo foo >/dev/full
echo $status
# CHECKERR: write: No space left on device
# CHECK: 1
builtin string --not-a-valid-option 2>/dev/full
echo $status
# CHECKERR: write: No space left on device
# CHECK: 2
# a closed pipe is no error to report
string repeat -n 100000 x | head -c1
echo
# CHECK: x
