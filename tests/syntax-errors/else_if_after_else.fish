# RUN: %minnow -n %s; echo "status $?"
# fish 4 wording/position: ast.rs reports the second 'else' before 'Missing end'
# (fish 3.6 reported 'Missing end to balance this if statement' on the 'if').
# CHECK: status 127
# CHECKERR: else_if_after_else.fish (line 15): 'else' builtin not inside of if block
# CHECKERR: else if test -e b
# CHECKERR: ^~~^
# CHECKERR: hint: an else goes inside an if: `if COND; COMMANDS; else; COMMANDS; end`; see `help conditions`
# CHECKERR: warning: Error while reading file else_if_after_else.fish
# CHECKERR:
if test -e a
    echo a
else
    echo other
else if test -e b
    echo b
end
# STDERR-TTY: our hints are for a person at a terminal
