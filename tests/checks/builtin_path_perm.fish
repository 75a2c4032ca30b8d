# RUN: %minnow %s
# REQUIRES-UNPRIVILEGED
# path filter's permission checks: -r, -w, -x and --perm, which all must hold,
# as seen by a user who is not root.
set -l dir (command mktemp -d)
cd $dir
command touch none ro wo xo rw rwx
command chmod 000 none
command chmod 444 ro
command chmod 222 wo
command chmod 111 xo
command chmod 666 rw
command chmod 777 rwx

path filter -r none ro wo xo rw rwx; echo $status
path filter -w none ro wo xo rw rwx; echo $status
path filter -x none ro wo xo rw rwx; echo $status
path filter -rw none ro wo xo rw rwx; echo $status
path filter --perm=read,write,exec none ro wo xo rw rwx; echo $status
path filter -p read -p exec none ro wo xo rw rwx; echo $status
path filter -v -w none ro wo xo rw rwx; echo $status
path is -w ro; echo $status
path is -w ro rw; echo $status

cd /
command rm -r $dir

# ---- expected output ----
# CHECK: ro
# CHECK: rw
# CHECK: rwx
# CHECK: 0
# CHECK: wo
# CHECK: rw
# CHECK: rwx
# CHECK: 0
# CHECK: xo
# CHECK: rwx
# CHECK: 0
# CHECK: rw
# CHECK: rwx
# CHECK: 0
# CHECK: rwx
# CHECK: 0
# CHECK: rwx
# CHECK: 0
# CHECK: none
# CHECK: ro
# CHECK: xo
# CHECK: 0
# CHECK: 1
# CHECK: 0
