# RUN: %minnow %s
# fish_key_reader, a builtin as in fish 4 (it runs minnow_key_reader): what
# it says before it needs the terminal.
type -t fish_key_reader
# CHECK: builtin
fish_key_reader --continuous=invalid; echo $status
# CHECKERR: fish_key_reader: --continuous=invalid: option does not take an argument
# CHECK: 1
fish_key_reader --invalid-opt
# CHECKERR: fish_key_reader: --invalid-opt: unknown option
fish_key_reader some-unexpected-args
# CHECKERR: Expected no arguments, got 1
echo | builtin fish_key_reader; echo $status
# CHECKERR: Stdin must be attached to a tty.
# CHECK: 1
# the program itself says the same
echo | command $__fish_bin_dir/minnow_key_reader
# CHECKERR: Stdin must be attached to a tty.
fish_key_reader -v | string match -q '*, version *'; and echo version
# CHECK: version
# the program names itself as it was called (fish's tests run it as fish_key_reader)
command $__fish_bin_dir/minnow_key_reader --version | string replace -r ',.*' ''
# CHECK: minnow_key_reader
set -l d (mktemp -d)
ln -s $__fish_bin_dir/minnow_key_reader $d/fish_key_reader
command $d/fish_key_reader --version | string replace -r ',.*' ''
# CHECK: fish_key_reader
rm -r $d
