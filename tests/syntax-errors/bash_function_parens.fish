# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_function_parens.fish (line 9): Missing end to balance this function definition
# CHECKERR: function greet() {
# CHECKERR: ^~~~~~~^
# CHECKERR: hint: a function is written `function NAME; COMMANDS; end`, with no () and no braces; see `help functions`
# CHECKERR: warning: Error while reading file bash_function_parens.fish
# CHECKERR:
function greet() {
    echo hello $argv
}
# STDERR-TTY: our hints are for a person at a terminal
