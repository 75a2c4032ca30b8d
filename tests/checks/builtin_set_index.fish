# RUN: %minnow %s
# set NAME[INDEXES]: assigning and erasing elements, negative indexes, ranges.
# fish 4 prints the trailer under "array index out of bounds" (3.6 did not).
set x a b c
set x[2] B; echo $x
set x[5] E; echo $x; echo (count $x)
set x[-1] last; echo $x
set x[1..2] P Q; echo $x
set -e x[1]; echo $x
set -e x[-1 1]; echo $x
set x[1 2] only; echo status $status
set y[1] new; echo $y
set x[0] z; echo status $status
# CHECK: a B c
# CHECK: a B c  E
# CHECK: 5
# CHECK: a B c  last
# CHECK: P Q c  last
# CHECK: Q c  last
# CHECK: c{{ }}
# CHECK: status 2
# CHECK: new
# CHECK: status 2
# CHECKERR: set: given 2 indexes but 1 values
# CHECKERR: set: array index out of bounds
# CHECKERR: {{^$}}
# CHECKERR: builtin_set_index.fish (line 13):{{ }}
# CHECKERR: set x[0] z; echo status $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help set' for related documentation)
