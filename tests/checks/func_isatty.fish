# RUN: %minnow %s
# isatty FD: whether FD (a number or stdin/stdout/stderr; stdin by default) is
# a terminal. The tests run without one; the master side of a new
# pseudo-terminal (/dev/ptmx) is one.
isatty; echo $status
isatty stdout; echo $status
isatty 2; echo $status
isatty 99; echo $status
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: 1
isatty </dev/ptmx; echo $status
isatty stdin </dev/ptmx; echo $status
isatty 0 </dev/ptmx; echo $status
# CHECK: 0
# CHECK: 0
# CHECK: 0
# (fish prints this message without a newline)
isatty stdin stdout 2>&1; echo " status $status"
# CHECK: isatty: Too many arguments status 1
isatty -x; echo $status
# CHECKERR: isatty: -x: unknown option
# CHECK: 2
