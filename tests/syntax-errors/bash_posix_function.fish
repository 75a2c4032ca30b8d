# RUN: %minnow -n %s; echo "status $?"
# fish 4 wording (expand.rs); fish 3.6 said 'command substitutions not allowed here'.
# CHECK: status 127
# CHECKERR: bash_posix_function.fish (line 10): command substitutions not allowed in command position. Try var=(your-cmd) $var ...
# CHECKERR: greet() {
# CHECKERR:      ^^
# CHECKERR: hint: a function is written `function NAME; COMMANDS; end`, with no () and no braces; see `help functions`
# CHECKERR: warning: Error while reading file bash_posix_function.fish
# CHECKERR:
greet() {
    echo hello $argv
}
# STDERR-TTY: our hints are for a person at a terminal
