# RUN: %minnow %s
# REQUIRES: %minnow -c 'string length x' >/dev/null 2>&1
# cdh: the history as a menu, each directory once, most recent last; the
# answer is read from stdin (a letter or a number).
set -g d (mktemp -d)
set -gx HOME $d
mkdir -p $d/a $d/b $d/c
function set_color
    echo -n "<$argv>"
end
set -g fish_color_history_current cur
cdh < /dev/null
echo status $status
# CHECKERR: No previous directories to select. You have to cd at least once.
# CHECK: status 0
builtin cd $d
cd a; cd ../b; cd ../a; cd ../c
cdh </dev/null | sed "s|$d|D|g"
# CHECK: <normal> c  3) <normal> ~<normal>
# CHECK: <normal> b  2) <normal> ~/b<normal>
# CHECK: <normal> a  1) <normal> ~/a<normal>
echo c | cdh >/dev/null
echo $PWD | sed "s|$d|D|"
# CHECK: D
echo 1 | cdh >/dev/null
echo $PWD | sed "s|$d|D|"
# CHECK: D/c
echo z | cdh >/dev/null
echo status $status
# CHECKERR: Error: expected a number between 1 and 4 or letter in that range, got "26"
# CHECK: status 1
echo what | cdh >/dev/null
# CHECKERR: Error: expected a number between 1 and 4 or letter in that range, got "what"
# With an argument, cdh is cd.
cdh $d/a
echo $PWD | sed "s|$d|D|"
# CHECK: D/a
builtin cd /
rm -r $d
