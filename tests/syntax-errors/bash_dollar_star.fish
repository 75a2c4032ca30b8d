# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_dollar_star.fish (line 9): $* is not supported. In fish, please use $argv.
# CHECKERR: echo $*
# CHECKERR:       ^
# CHECKERR: hint: $argv is the list of arguments, $argv[1] the first; see `help arguments`
# CHECKERR: warning: Error while reading file bash_dollar_star.fish
# CHECKERR:
echo $*
# STDERR-TTY: our hints are for a person at a terminal
