# RUN: %minnow -n %s; echo "status $?"
# fish 4 wording (expand.rs); fish 3.6 said 'command substitutions not allowed here'.
# CHECK: status 127
# CHECKERR: bash_arith_expansion.fish (line 8): command substitutions not allowed in command position. Try var=(your-cmd) $var ...
# CHECKERR: echo $((1+2))
# CHECKERR:        ^~~~^
# CHECKERR: hint: there is no $(( )): `math '1+2'` does arithmetic; see `help math`
echo $((1+2))
# CHECKERR: warning: Error while reading file bash_arith_expansion.fish
# CHECKERR:
# STDERR-TTY: our hints are for a person at a terminal
