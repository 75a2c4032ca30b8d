# RUN: %minnow %s
# REQUIRES: %minnow -c 'string length x' >/dev/null 2>&1
# umask shows and sets $umask (the process's mask): octal, -S, -p, and
# symbolic masks.
umask 022
umask
umask -S
umask -p
umask -p -S
# CHECK: 0022
# CHECK: u=rwx,g=rx,o=rx
# CHECK: umask 0022
# CHECK: umask 0022
# The mask is the process's: files are created with it.
umask 077
set -l f (mktemp -u)
touch $f
stat -c %a $f
rm $f
# CHECK: 600
for m in 777 0777 7 77 0 u=rwx g+w o-rwx a+r u=r,g=w,o=x uu=r +x ug=rx,o-w go-x,u-w
    umask 022
    umask $m
    echo $m (umask) (umask -S)
end
# CHECK: 777 0777 u=,g=,o=
# CHECK: 0777 0777 u=,g=,o=
# CHECK: 7 0007 u=rwx,g=rwx,o=
# CHECK: 77 0077 u=rwx,g=,o=
# CHECK: 0 0000 u=rwx,g=rwx,o=rwx
# CHECK: u=rwx 0022 u=rwx,g=rx,o=rx
# CHECK: g+w 0002 u=rwx,g=rwx,o=rx
# CHECK: o-rwx 0027 u=rwx,g=rx,o=
# CHECK: a+r 0022 u=rwx,g=rx,o=rx
# CHECK: u=r,g=w,o=x 0356 u=r,g=w,o=x
# CHECK: uu=r 0322 u=r,g=rx,o=rx
# CHECK: +x 0022 u=rwx,g=rx,o=rx
# CHECK: ug=rx,o-w 0222 u=rx,g=rx,o=rx
# CHECK: go-x,u-w 0233 u=rx,g=r,o=r
umask 022
for m in urw 00022 1234 abc +rw-x u=rw=x
    umask $m
    echo $status (umask)
end
# CHECKERR: umask: Invalid mask 'urw'
# CHECKERR: umask: Invalid mask '00022'
# CHECKERR: umask: Invalid mask '1234'
# CHECKERR: umask: Invalid mask 'abc'
# CHECKERR: umask: Invalid mask '+rw-x'
# CHECKERR: umask: Invalid mask 'u=rw=x'
# CHECK: 1 0022
# CHECK: 1 0022
# CHECK: 1 0022
# CHECK: 1 0022
# CHECK: 1 0022
# CHECK: 1 0022
umask 1 2
echo $status
# CHECKERR: umask: Too many arguments
# CHECK: 1
umask -w
echo $status
# CHECKERR: umask: -w: unknown option
# CHECK: 2
umask -S 027
echo $status (umask)
# CHECK: 0 0027
