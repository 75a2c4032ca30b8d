# RUN: %minnow -n -c 'echo $?'; echo "status $?"
# With -c the program's name stands where a file name would, with no line
# number and no "warning:" line; the status is 127 as for a file.
# CHECK: status 127
# CHECKERR: minnow: $? is not the exit status. In fish, please use $status.
# CHECKERR: echo $?
# CHECKERR:       ^
# CHECKERR: hint: $status is the last command's status, $pipestatus one per command of a pipeline; see `help special-variables`
# STDERR-TTY: our hints are for a person at a terminal
