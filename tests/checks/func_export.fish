# RUN: %minnow %s
# REQUIRES: %minnow -c 'string length x' >/dev/null 2>&1
# export and setenv: bash's and csh's ways to set global exported variables.
export A=one B=two=2
sh -c 'echo $A $B'
# CHECK: one two=2
set -g C three
export C
sh -c 'echo $C'
set -S C | head -1
# CHECK: three
# CHECK: $C: set in global scope, exported, with 1 elements
export NEW
set -S NEW | head -1
# CHECK: $NEW: set in global scope, exported, with 0 elements
export PATH=/bin:/usr/bin
echo (count $PATH) $PATH[2]
# CHECK: 2 /usr/bin
# (fish's own function loses the value when the variable was unset before; ours
# does not.)
set -g CDPATH /
export CDPATH=.:/tmp
echo $CDPATH
# CHECK: . /tmp
export | grep -e '^A ' -e '^B '
# CHECK: A one
# CHECK: B two=2

setenv D four
sh -c 'echo $D'
# CHECK: four
setenv E
set -S E | head -2
# CHECK: $E: set in global scope, exported, with 1 elements
# CHECK: $E[1]: ||
setenv MANPATH /a:/b
echo (count $MANPATH)
# CHECK: 2
setenv F g h
echo $status
# CHECKERR: setenv: Too many arguments
# CHECK: 1
setenv 'a-b' x
echo $status
# CHECKERR: setenv: Variable name must contain alphanumeric characters
# CHECK: 1
setenv | grep -c '^D=four$'
# CHECK: 1
