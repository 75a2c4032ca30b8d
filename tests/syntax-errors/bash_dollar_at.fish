# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_dollar_at.fish (line 9): $@ is not supported. In fish, please use $argv.
# CHECKERR: for a in $@
# CHECKERR:           ^
# CHECKERR: hint: $argv is the list of arguments, $argv[1] the first; see `help arguments`
# CHECKERR: warning: Error while reading file bash_dollar_at.fish
# CHECKERR:
for a in $@
end
# STDERR-TTY: our hints are for a person at a terminal
