# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_braced_variable_quoted.fish (line 9): Variables cannot be bracketed. In fish, please use "$HOME".
# CHECKERR: echo "${HOME}/bin"
# CHECKERR:        ^
# CHECKERR: hint: {$NAME} keeps a name apart from the text after it, as in {$NAME}_old; see `help variable-expansion`
# CHECKERR: warning: Error while reading file bash_braced_variable_quoted.fish
# CHECKERR:
echo "${HOME}/bin"
# STDERR-TTY: our hints are for a person at a terminal
