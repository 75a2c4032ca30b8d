# RUN: %minnow %s
# REQUIRES: %minnow -c 'string length x' >/dev/null 2>&1
# Without a realpath command, the realpath function falls back to the builtin
# and refuses the options it lacks.
set -l d (mktemp -d)
mkdir $d/dir
ln -s $d/dir $d/link
builtin cd $d
# A PATH with sort (which the function uses) but no realpath.
mkdir $d/bin
ln -s (command -s sort) $d/bin/sort
set -l saved $PATH
set -g PATH $d/bin
realpath link | string replace -- $d D
realpath -s link/ | string replace -- $d D
realpath --no-symlinks dir/../link | string replace -- $d D
# CHECK: D/dir
# CHECK: D/link
# CHECK: D/link
realpath link dir | string replace -- $d D
# CHECK: D/dir
# CHECK: D/dir
realpath
echo $status
# CHECKERR: realpath: Expected at least 1 args, got only 0
# CHECK: 1
realpath -e -q link >/dev/null
echo $status
# CHECKERR: realpath: These flags are not allowed by fish realpath: '-e -q'
# CHECK: 1
realpath -x
echo $status
# CHECKERR: realpath: -x: unknown option
# CHECK: 2
set -g PATH $saved
builtin cd /
rm -r $d
