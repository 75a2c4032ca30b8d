# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: else_outside_if.fish (line 10): 'else' builtin not inside of if block
# CHECKERR: else
# CHECKERR: ^~~^
# CHECKERR: hint: an else goes inside an if: `if COND; COMMANDS; else; COMMANDS; end`; see `help conditions`
# CHECKERR: warning: Error while reading file else_outside_if.fish
# CHECKERR:
echo before
else
    echo after
# STDERR-TTY: our hints are for a person at a terminal
