# RUN: %minnow %s
# pwd: $PWD as cd left it (-L, the default) or with symbolic links resolved
# (-P); the last of -L and -P counts; no operands.
set -l d (command mktemp -d)
set -l real (builtin cd $d; pwd -P)
command mkdir $d/target
command ln -s $d/target $d/link
builtin cd $d/link
pwd | string replace $d D
pwd -L | string replace $d D
pwd --logical | string replace $d D
pwd -P | string replace $real R
pwd --physical | string replace $real R
pwd -P -L | string replace $d D
pwd -LP | string replace $real R
pwd x; echo $status
pwd -x; echo $status
builtin cd /
command rm -r $d
# CHECK: D/link
# CHECK: D/link
# CHECK: D/link
# CHECK: R/target
# CHECK: R/target
# CHECK: D/link
# CHECK: R/target
# CHECK: 2
# CHECK: 2
# CHECKERR: pwd: expected 0 arguments; got 1
# CHECKERR: pwd: -x: unknown option
# -P resolves $PWD; when the directory behind it is gone, fish 4's error.
set -l base (command mktemp -d)
command mkdir -p $base/real/sub
command ln -s $base/real $base/link
cd $base/link/sub
pwd -P | string replace $base B
# CHECK: B/real/sub
command rm -r $base/real
pwd -P; echo $status
# CHECKERR: pwd: realpath failed: No such file or directory (os error 2)
# CHECK: 1
cd /
command rm -r $base
# An inherited $PWD naming the current directory (through a link) is kept;
# one naming another directory is not.
set -l base (command mktemp -d)
command mkdir $base/real
command ln -s $base/real $base/link
cd $base/link
env PWD=$base/link (status fish-path) -c 'echo $PWD' | string replace $base B
env PWD=/ (status fish-path) -c 'echo $PWD' | string replace $base B
# CHECK: B/link
# CHECK: B/real
cd /
command rm -r $base
