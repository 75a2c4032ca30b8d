# RUN: %minnow %s
# vared NAME: edits a variable's value on the command line; here, without a
# terminal, the new value is read from stdin.
function set_color
end
set -g foo old
echo new | vared foo
echo $foo
# CHECK: new
# A variable that did not exist is made global (and, as in fish, the value
# read goes astray: read -g stores it in a global the function's local hides).
function make
    echo made | vared brand_new
end
make
set -S brand_new | head -1
# CHECK: $brand_new: set in global scope, unexported, with 0 elements
# An element of a list.
set -g l a b c
echo B | vared 'l[2]'
echo $l
# CHECK: a B c
vared l
# CHECKERR: vared: l is an array variable. Use vared l[n] to edit the n:th element of l
vared
# CHECKERR: vared: Expected exactly one argument, got 0.
# CHECKERR:
# CHECKERR: Synopsis:
# CHECKERR: 	vared VARIABLE
vared a b
# CHECKERR: vared: Expected exactly one argument, got 2.
# CHECKERR:
# CHECKERR: Synopsis:
# CHECKERR: 	vared VARIABLE
vared -x
echo $status
# CHECKERR: vared: Unknown option -x
# CHECK: 1
