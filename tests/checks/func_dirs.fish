# RUN: %minnow %s
# REQUIRES: %minnow -c 'string length x' >/dev/null 2>&1
# dirs: the current directory and $dirstack on one line, $HOME as ~.
set -g d (mktemp -d)
mkdir -p $d/home/x $d/homey
set -gx HOME $d/home
builtin cd $HOME
dirs
# CHECK: ~
set -g dirstack $d/home/x $d/homey /
dirs | sed "s|$d|D|g"
# CHECK: ~ ~/x D/homey /
dirs -c
dirs
echo (count $dirstack) $status
# CHECK: ~
# CHECK: 0 1
dirs extra
echo status $status
# CHECKERR: dirs: expected <= 0 arguments; got 1
# CHECK: status 1
dirs -x
echo status $status
# CHECKERR: dirs: -x: unknown option
# CHECK: status 2
builtin cd /
rm -r $d
