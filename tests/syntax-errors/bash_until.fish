# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_until.fish (line 11): 'end' outside of a block
# CHECKERR: end
# CHECKERR: ^~^
# CHECKERR: hint: there is no until: `while not COND; COMMANDS; end`; see `help loops`
# CHECKERR: warning: Error while reading file bash_until.fish
# CHECKERR:
until test -e /tmp/flag
    sleep 1
end
# STDERR-TTY: our hints are for a person at a terminal
