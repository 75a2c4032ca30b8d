# RUN: %minnow %s
# random: ranges, steps, choice, seeding and the errors. The numbers are our
# generator's, not fish's, so only their properties are checked. As in fish 4
# (3.6 differs): START and END may come in either order or be equal, a STEP
# wider than the range leaves START, and too many numbers give status 1.
set -l max 9223372036854775807
set -l min -9223372036854775808

function in_range -a value low high
    command test "$value" -ge $low -a "$value" -le $high
    or echo "$value not in $low..$high"
end

for i in (command seq 200)
    in_range (random) 0 32767
    in_range (random 1 6) 1 6
    in_range (random -- -10 -1) -10 -1
    in_range (random 6 1) 1 6
    in_range (random -- $min $max) $min $max
    in_range (random -- $min -1) $min -1
    in_range (random 9223372036854775806 $max) 9223372036854775806 $max
    contains -- (random 0 5 20) 0 5 10 15 20; or echo bad step
    contains -- (random 1 2 4) 1 3; or echo bad odd step
    contains -- (random -- -10 3 0) -10 -7 -4 -1; or echo bad negative step
    contains -- (random 0 $max $max) 0 $max; or echo bad huge step
    contains -- (random -- $min 18446744073709551615 $max) $min $max; or echo bad widest step
    contains -- (random choice a b c) a b c; or echo bad choice
end
echo ranges done
# CHECK: ranges done

# every value of a small range comes up
set -l seen
for i in (command seq 300)
    set -a seen (random 1 4)
end
for v in 1 2 3 4
    contains $v $seen; or echo never saw $v
end

# a range of one value, and a step wider than the range
random 5 5
# CHECK: 5
random 3 10 5
# CHECK: 3
random choice only
# CHECK: only
random choice -- --
# CHECK: --

# the same seed gives the same sequence
random 42
set -l a (random) (random 1 1000) (random choice x y z w) (random 0 7 700)
random 42
set -l b (random) (random 1 1000) (random choice x y z w) (random 0 7 700)
command test "$a" = "$b"; and echo same sequence
# CHECK: same sequence
random -- -7; echo $status
# CHECK: 0
random ' 12 '; echo $status
# CHECK: 0
random +3 +4 >/dev/null; echo $status
# CHECK: 0

# errors
random a; echo $status
# CHECKERR: random: a: invalid integer
# CHECK: 2
random 18446744073709551614; echo $status
# CHECKERR: random: 18446744073709551614: invalid integer
# CHECK: 2
random 1 1d; echo $status
# CHECKERR: random: 1d: invalid integer
# CHECK: 2
random 0x10 0x20; echo $status
# CHECKERR: random: 0x10: invalid integer
# CHECK: 2
random 1 1c 10; echo $status
# CHECKERR: random: 1c: invalid integer
# CHECK: 2
random -- 1 - 10; echo $status
# CHECKERR: random: -: invalid integer
# CHECK: 2
random -- 1 -1 10; echo $status
# CHECKERR: random: -1: invalid integer
# CHECK: 2
random 1 18446744073709551616 10; echo $status
# CHECKERR: random: 18446744073709551616: invalid integer
# CHECK: 2
random 1 0 10; echo $status
# CHECKERR: random: STEP must be a positive integer
# CHECK: 2
random 1 2 x; echo $status
# CHECKERR: random: x: invalid integer
# CHECK: 2
random choice; echo $status
# CHECKERR: random: nothing to choose from
# CHECK: 2
random 1 2 3 4; echo $status
# CHECKERR: random: too many arguments
# CHECK: 1
random choic a b c; echo $status
# CHECKERR: random: too many arguments
# CHECK: 1
random -h >/dev/null; echo $status
# CHECK: 0
random -5 5; echo $status
# CHECK: 2
# CHECKERR: random: -5: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_random.fish (line 107):{{ }}
# CHECKERR: random -5 5; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help random' for related documentation)
