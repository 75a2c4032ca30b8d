# RUN: %minnow %s
# REQUIRES-UNPRIVILEGED
# test -r -w -x -O -G on files whose permissions or owner this user lacks
# (root would pass them all, so this runs as an ordinary user).

set -l d (command mktemp -d)
cd $d
echo x >none
command chmod 000 none
echo x >readonly
command chmod 444 readonly
command mkdir closed
command chmod 600 closed

for f in none readonly closed
    set -l out
    for op in -e -r -w -x
        test $op $f
        set -a out "$op=$status"
    end
    echo $f $out
end
# CHECK: none -e=0 -r=1 -w=1 -x=1
# CHECK: readonly -e=0 -r=0 -w=1 -x=1
# CHECK: closed -e=0 -r=0 -w=0 -x=1

# Files of another user and group.
test -O /; echo $status
test -G /; echo $status
test -w /; echo $status
test -O none; echo $status
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: 0

cd /
command chmod -R 700 $d
command rm -rf $d
