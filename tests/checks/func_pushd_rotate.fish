# RUN: %minnow %s
# REQUIRES: %minnow -c 'string length x; math 1' >/dev/null 2>&1
# pushd +N and -N rotate the stack (the current directory first), as bash's.
set -g d (mktemp -d)
set -gx HOME $d
mkdir -p $d/a $d/b $d/c
builtin cd $d
pushd a; pushd ../b; pushd ../c
dirs
# CHECK: ~/c ~/b ~/a ~
pushd +1
# CHECK: ~/b ~/a ~ ~/c
pushd -0
# CHECK: ~/c ~/b ~/a ~
pushd +0
# CHECK: ~/c ~/b ~/a ~
pushd -3
# CHECK: ~/c ~/b ~/a ~
pushd -1
# CHECK: ~/a ~ ~/c ~/b
pushd +4
echo status $status
# CHECKERR: pushd: +4: directory stack index out of range
# CHECK: status 1
pushd -4
echo status $status
# CHECKERR: pushd: -4: directory stack index out of range
# CHECK: status 1
echo $PWD | sed "s|$d|D|"
# CHECK: D/a
# With an empty stack, +0 leaves the directory on it (as fish does).
dirs -c
pushd +0
echo (count $dirstack)
# CHECK: ~/a ~/a
# CHECK: 1
builtin cd /
rm -r $d
