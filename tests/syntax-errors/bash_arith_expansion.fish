# RUN: %minnow -n %s; echo "status $?"
# fish 4 wording (expand.rs); fish 3.6 said 'command substitutions not allowed here'.
# CHECK: status 127
# CHECKERR: bash_arith_expansion.fish (line 7): command substitutions not allowed in command position. Try var=(your-cmd) $var ...
# CHECKERR: echo $((1+2))
# CHECKERR:        ^~~~^
echo $((1+2))
# CHECKERR: hint: fish has no $(( )); for arithmetic use math, e.g. math '1+2'
# CHECKERR: warning: Error while reading file bash_arith_expansion.fish
# CHECKERR:
