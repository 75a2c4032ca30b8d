# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 0
# `VAR=value cmd` prefixes (the bare `VAR=value` with no command is an error,
# see tests/syntax-errors/bash_var_assignment.fish).

FOO=bar echo $FOO
FOO= echo empty value
A=1 B=2 C=3 env
PATH=/bin:/usr/bin command ls
X=(echo subst) echo $X
X="quoted value" echo $X
X='single' echo $X
X=a\ b echo $X
X=$HOME/bin echo $X
X=a=b echo $X
_under=1 echo $_under
a1=1 echo $a1
FOO=bar builtin echo x
FOO=bar begin; echo $FOO; end
FOO=bar not true
true && FOO=bar echo after andand
echo x | FOO=bar cat
time FOO=bar true
echo FOO=bar not=an=assignment
set -l FOO=bar
