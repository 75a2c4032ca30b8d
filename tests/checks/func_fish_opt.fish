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

# A long name alone; --long-only means nothing without a letter.
fish_opt -l name
fish_opt -l x -r
fish_opt -l name --long-only -m
# CHECK: /name
# CHECK: /x=
# CHECK: /name=+
# -m with -o: a value each time, possibly empty.
fish_opt -s m -l max -mo
fish_opt -s m -om --long-only -l max
# CHECK: m/max=*
# CHECK: m-max=*
# -d: argparse leaves the option out of $argv_opts.
fish_opt -s q -d
fish_opt -s q -l quiet -r --delete
fish_opt -md -l each
# CHECK: q&
# CHECK: q/quiet=&
# CHECK: /each=+&
# -v: the rest of the arguments check each value, options included.
fish_opt -s n -r -v _validate_int --min 1
fish_opt -l word -odv test \$_flag_value != "' '"
# CHECK: n=!_validate_int --min 1
# CHECK: /word=?&!test $_flag_value != ' '

# The specs work with argparse.
argparse (fish_opt -s n -l name -r) -- --name=fish
echo $_flag_n $_flag_name
# CHECK: fish fish
argparse (fish_opt -s v -l verbose -d) (fish_opt -l level -m) -- -v --level 1 x --level=2
echo $argv_opts / $_flag_level / $argv
# CHECK: --level 1 --level=2 / 1 2 / x
argparse (fish_opt -s n -r -v _validate_int --max 3) -- -n 4; echo $status
# CHECKERR: argparse: Value '4' for flag 'n' greater than max allowed of '3'
# CHECK: 1

fish_opt; echo $status
# CHECKERR: fish_opt: Either the --short or --long flag must be provided
# CHECK: 1
fish_opt -s x --long-only; echo $status
# CHECKERR: fish_opt: The --long-only flag requires the --long flag
# CHECK: 1
fish_opt -s ab; echo $status
fish_opt -s ''; echo $status
# CHECKERR: fish_opt: The --short flag must be a single character
# CHECKERR: fish_opt: The --short flag must be a single character
# CHECK: 1
# CHECK: 1
fish_opt -s a -r -o; echo $status
# CHECKERR: fish_opt: o/optional-val r/required-val: options cannot be used together
# CHECK: 1
fish_opt -s a extra; echo $status
# CHECKERR: fish_opt: Extra non-option arguments were provided
# CHECK: 1
fish_opt -s a -rv; echo $status
# CHECKERR: fish_opt: The --validate flag requires subsequent arguments
# CHECK: 1
fish_opt -s a -v test -n x; echo $status
# CHECKERR: fish_opt: The --validate flag requires the --required-val, --optional-value, or --multiple-vals flag
# CHECK: 1
fish_opt -q; echo $status
# CHECKERR: fish_opt: -q: unknown option
# CHECK: 2
