# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_dollar_hash.fish (line 9): $# is not supported. In fish, please use 'count $argv'.
# CHECKERR: echo $#
# CHECKERR:       ^
# CHECKERR: hint: in a condition: `if test (count $argv) -gt 0`; see `help arguments`
# CHECKERR: warning: Error while reading file bash_dollar_hash.fish
# CHECKERR:
echo $#
# STDERR-TTY: our hints are for a person at a terminal
