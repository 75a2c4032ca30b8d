# RUN: %minnow %s
# test's file operators, on files made here: -b -c -d -e -f -g -G -h -k -L
# -O -p -r -s -u -w -x, and -nt -ot -ef. (-S: builtin_test_socket.fish;
# permissions a non-root user lacks: builtin_test_files_unprivileged.fish.)

set -l d (command mktemp -d)
command touch $d/empty
echo data >$d/full
command mkdir $d/dir
command ln -s $d/full $d/link
command ln -s $d/missing $d/dangling
command ln $d/full $d/hard
command mkfifo $d/fifo
echo '#!/bin/sh' >$d/script
command chmod 755 $d/script
command chmod 644 $d/empty $d/full

function show
    set -l out
    for op in $argv[2..]
        test $op $argv[1]
        set -a out "$op=$status"
    end
    echo $argv[1] $out
end

cd $d
for f in empty full dir link dangling fifo script missing ''
    show $f -e -f -d -s -h -L -p -c -b -r -w -x
end
# CHECK: empty -e=0 -f=0 -d=1 -s=1 -h=1 -L=1 -p=1 -c=1 -b=1 -r=0 -w=0 -x=1
# CHECK: full -e=0 -f=0 -d=1 -s=0 -h=1 -L=1 -p=1 -c=1 -b=1 -r=0 -w=0 -x=1
# CHECK: dir -e=0 -f=1 -d=0 -s=0 -h=1 -L=1 -p=1 -c=1 -b=1 -r=0 -w=0 -x=0
# CHECK: link -e=0 -f=0 -d=1 -s=0 -h=0 -L=0 -p=1 -c=1 -b=1 -r=0 -w=0 -x=1
# CHECK: dangling -e=1 -f=1 -d=1 -s=1 -h=0 -L=0 -p=1 -c=1 -b=1 -r=1 -w=1 -x=1
# CHECK: fifo -e=0 -f=1 -d=1 -s=1 -h=1 -L=1 -p=0 -c=1 -b=1 -r=0 -w=0 -x=1
# CHECK: script -e=0 -f=0 -d=1 -s=0 -h=1 -L=1 -p=1 -c=1 -b=1 -r=0 -w=0 -x=0
# CHECK: missing -e=1 -f=1 -d=1 -s=1 -h=1 -L=1 -p=1 -c=1 -b=1 -r=1 -w=1 -x=1
# CHECK: {{ }}-e=1 -f=1 -d=1 -s=1 -h=1 -L=1 -p=1 -c=1 -b=1 -r=1 -w=1 -x=1

# Devices: /dev/null is a character device; a block device when there is one.
show /dev/null -c -b -e -f
# CHECK: /dev/null -c=0 -b=1 -e=0 -f=1
set -l blk (command find /dev -type b 2>/dev/null | command head -n 1)
if set -q blk[1]
    test -b $blk; and not test -c $blk; and echo block ok
else
    echo block ok
end
# CHECK: block ok

# Ownership and mode bits.
show empty -O -G -u -g -k
command chmod u+s empty
command chmod g+s full
command chmod +t dir
show empty -u -g -k
show full -u -g -k
show dir -u -g -k
# CHECK: empty -O=0 -G=0 -u=1 -g=1 -k=1
# CHECK: empty -u=0 -g=1 -k=1
# CHECK: full -u=1 -g=0 -k=1
# CHECK: dir -u=1 -g=1 -k=0

# -nt and -ot compare modification times; a missing file is older than any.
command touch -m -t 200001010000 old
command touch -m -t 203001010000 new
command touch -m -t 190212112045 ancient
for pair in 'new old' 'old new' 'old ancient' 'ancient old' 'new new' 'new missing' 'missing new' 'missing missing2'
    set -l p (echo $pair | read -a -l x; printf '%s\n' $x)
    test $p[1] -nt $p[2]; set -l nt $status
    test $p[1] -ot $p[2]; set -l ot $status
    echo "$pair" -nt=$nt -ot=$ot
end
# CHECK: new old -nt=0 -ot=1
# CHECK: old new -nt=1 -ot=0
# CHECK: old ancient -nt=0 -ot=1
# CHECK: ancient old -nt=1 -ot=0
# CHECK: new new -nt=1 -ot=1
# CHECK: new missing -nt=0 -ot=1
# CHECK: missing new -nt=1 -ot=0
# CHECK: missing missing2 -nt=1 -ot=1

# -ef: the same file, through links; two missing files count as the same.
test link -ef full; echo $status
test hard -ef full; echo $status
test full -ef empty; echo $status
test full -ef missing; echo $status
test missing -ef missing2; echo $status
test dir -ef dir/.; echo $status
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: 0
# CHECK: 0

# Combined with the rest of the grammar.
test -f full -a ! -d full; echo $status
test \( -f /nonexistent -o -d dir \) -a \( -p fifo -o -f /nonexistent \); echo $status
[ -s full ]; echo $status
# CHECK: 0
# CHECK: 0
# CHECK: 0

cd /
command rm -rf $d
