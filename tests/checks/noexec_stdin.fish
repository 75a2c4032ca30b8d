# RUN: printf 'echo ok\necho $#\n' | %minnow -n; echo "status $?"
# A script on standard input is checked like -c: the line is shown, not numbered.
# CHECK: status 127
# CHECKERR: minnow: $# is not supported. In fish, please use 'count $argv'.
# CHECKERR: echo $#
# CHECKERR:       ^
# CHECKERR: hint: in a condition: `if test (count $argv) -gt 0`; see `help arguments`
# STDERR-TTY: our hints are for a person at a terminal
