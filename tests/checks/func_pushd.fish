# RUN: %minnow %s
# pushd and popd keep $dirstack; dirs shows it (see func_pushd_rotate.fish
# for +N and -N).
set -g d (mktemp -d)
mkdir -p $d/a $d/b
builtin cd $d
function show
    echo "$PWD|$dirstack" | sed "s|$d|D|g"
end
pushd a
show
# CHECK: D/a|D
pushd $d/b
show
# CHECK: D/b|D/a D
# pushd alone swaps the top two.
pushd
show
# CHECK: D/a|D/b D
popd
show
# CHECK: D/b|D
popd
show
# CHECK: D|
popd
echo status $status
# CHECKERR: popd: Directory stack is empty…
# CHECK: status 1
pushd
echo status $status
# CHECKERR: pushd: no other directory
# CHECK: status 1
# A failed pushd leaves the stack alone.
pushd nope
echo status $status
show
# CHECKERR: cd: The directory 'nope' does not exist
# CHECKERR: {{.*}}/cd.fish (line {{\d+}}):{{ }}
# CHECKERR:     builtin cd $argv
# CHECKERR:     ^
# CHECKERR: in function 'cd' with arguments 'nope'
# CHECKERR: 	called on line {{\d+}} of file {{.*}}/pushd.fish
# CHECKERR: in function 'pushd' with arguments 'nope'
# CHECKERR: 	called on line 35 of file func_pushd.fish
# CHECK: status 1
# CHECK: D|
# pushd and popd go through cd, so the history follows.
pushd a
popd
echo $dirprev | sed "s|$d|D|g"
# CHECK: D D/a D/b D/a D/b D D/a
# popd's --help (and its abbreviations) is no directory.
popd --he >/dev/null
echo status $status
# CHECK: status 0
builtin cd /
rm -r $d
