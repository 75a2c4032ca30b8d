# RUN: %minnow %s
# REQUIRES: %minnow -c 'string length x' >/dev/null 2>&1
# fish_opt writes one argparse option spec.
fish_opt -s h
fish_opt -s h -l help
fish_opt --short=v --long verbose --long-only
fish_opt -s n -r
fish_opt -s n -l name --required-val
fish_opt -s o -o
fish_opt -s m -l max --multiple-vals
fish_opt -s m -r --multiple-vals
fish_opt -s é -l accent
# CHECK: h
# CHECK: h/help
# CHECK: v-verbose
# CHECK: n=
# CHECK: n/name=
# CHECK: o=?
# CHECK: m/max=+
# CHECK: m=+
# CHECK: é/accent
# --long-only without --long changes nothing.
fish_opt -s x --long-only
# CHECK: x
# The spec works with argparse.
argparse (fish_opt -s n -l name -r) -- --name=fish
echo $_flag_n $_flag_name
# CHECK: fish fish

fish_opt -l nope; echo $status
fish_opt -s ab; echo $status
fish_opt -s ''; echo $status
# CHECKERR: fish_opt: The --short flag is required and must be a single character
# CHECKERR: fish_opt: The --short flag is required and must be a single character
# CHECKERR: fish_opt: The --short flag is required and must be a single character
# CHECK: 1
# CHECK: 1
# CHECK: 1
fish_opt -s a -r -o; echo $status
# CHECKERR: fish_opt: o/optional-val r/required-val: options cannot be used together
# CHECK: 1
fish_opt -s a --multiple-vals -o; echo $status
# CHECKERR: fish_opt: multiple-vals o/optional-val: options cannot be used together
# CHECK: 1
fish_opt -s a extra; echo $status
# CHECKERR: fish_opt: expected <= 0 arguments; got 1
# CHECK: 1
fish_opt -q; echo $status
# CHECKERR: fish_opt: -q: unknown option
# CHECK: 2
