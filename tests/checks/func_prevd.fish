# RUN: %minnow %s
# prevd and nextd walk $dirprev and $dirnext; a step past either end rings
# the bell; -l lists the history (dirh); `cd -` follows the last direction.
set -g d (mktemp -d)
mkdir -p $d/a $d/b $d/c
builtin cd $d
function set_color # no colours in this test
end
function show
    echo "$PWD|$dirprev|$dirnext" | sed "s|$d|D|g"
end
cd a; cd ../b; cd ../c
prevd
show
# CHECK: D/b|D D/a|D/c
prevd 2
show
# CHECK: D||D/c D/b D/a
nextd 2
show
# CHECK: D/b|D D/a|D/c
echo $__fish_cd_direction
# CHECK: prev
cd -
show
# CHECK: D/a|D|D/c D/b
echo $__fish_cd_direction
# CHECK: next
cd -
show
# CHECK: D/b|D D/a|D/c
# Past the end: the steps that could be taken, a bell, and success.
nextd 5 | od -An -c | tr -s ' '
echo status $pipestatus[1]
show
# CHECK:  \a
# CHECK: status 0
# CHECK: D/c|D D/a D/b|
nextd | od -An -c | tr -s ' '
echo status $pipestatus[1]
# CHECK:  \a
# CHECK: status 1
# Zero steps do nothing, and fail.
prevd 0
echo status $status
show
# CHECK: status 1
# CHECK: D/c|D D/a D/b|
prevd -l
# CHECK:  2) {{.*}}
# CHECK:  1) {{.*}}/a
# CHECK: {{.*}}
# CHECK:  1) {{.*}}/c
# CHECK:
prevd x
echo status $status
# CHECKERR: prevd: The number of positions to skip must be a non-negative integer
# CHECK: status 1
nextd -1
echo status $status
# CHECKERR: nextd: -1: unknown option
# CHECK: status 2
prevd 1 2
echo status $status
# CHECKERR: prevd: expected <= 1 arguments; got 2
# CHECK: status 1
builtin cd /
rm -r $d
