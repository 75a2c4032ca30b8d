# RUN: %minnow %s
# cd and pwd: $PWD follows, relative and .. paths, errors, CDPATH, HOME.
set -l d (mktemp -d)
mkdir -p $d/a/b $d/c
cd $d/a
pwd | sed "s|$d|DIR|"
cd b
echo $PWD | sed "s|$d|DIR|"
cd ../..
echo $PWD | sed "s|$d|DIR|"
cd $d/nonexistent 2>/dev/null; echo status $status
set -g CDPATH $d
cd c; and echo $PWD | sed "s|$d|DIR|"
set -e CDPATH
HOME=$d/a cd
sh -c 'echo child $PWD' | sed "s|$d|DIR|"
rm -r $d
# CHECK: DIR/a
# CHECK: DIR/a/b
# CHECK: DIR
# CHECK: status 1
# CHECK: DIR/c
# CHECK: child DIR/a
