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
# In a script, a failed cd says where it was (fish's cd function would add
# its own frame; `builtin cd` has none).
builtin cd /nonexistent-dir
builtin cd ''
# CHECKERR: cd: The directory '/nonexistent-dir' does not exist
# CHECKERR: builtin_cd.fish (line 26):{{ }}
# CHECKERR: builtin cd /nonexistent-dir
# CHECKERR: ^
# CHECKERR: cd: Empty directory '' does not exist
# CHECKERR: builtin_cd.fish (line 27):{{ }}
# CHECKERR: builtin cd ''
# CHECKERR: ^
