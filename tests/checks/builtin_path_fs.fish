# RUN: %minnow %s
# path mtime and path resolve: the subcommands that ask the file system.
set -l dir (command mktemp -d)
cd $dir
command mkdir -p d/e
command touch file
command touch -d @1000000000 old
command ln -s d/e lnk
command ln -s nowhere dangling
command ln -s loop1 loop2
command ln -s loop2 loop1

# mtime: seconds since the epoch; missing paths are skipped
path mtime old; echo $status
path mtime old nonexist old; echo $status
path mtime nonexist; echo $status
path mtime ''; echo $status
# a symlink's target is what counts
path mtime dangling; echo $status
path mtime -q old; echo $status
path mtime -q nonexist; echo $status
# -R: seconds since then
command test (path mtime -R old) -gt 700000000; and echo long ago
command test (path mtime --relative file) -le 60; and echo just now
path mtime -R nonexist; echo $status
path mtime -Z old old | od -An -c

# resolve: absolute, symlinks resolved, '..' applied physically
path resolve lnk lnk/.. file d//e/./; echo $status
path resolve /; echo $status
# what does not exist is resolved as far as it goes, the rest normalized
path resolve nonexist nonexist/a/../b file/x/.. lnk/x/y; echo $status
path resolve /../x //x; echo $status
# a symlink loop cannot be resolved either
path resolve loop1 loop1/x; echo $status
path resolve ''; echo $status
path resolve -q lnk; echo $status
path resolve -q ''; echo $status
# relative to the physical directory, even after cd through a link
cd lnk
path resolve ../x x .; echo $status
path normalize ../x; echo $status
cd $dir

cd /
command rm -r $dir

# ---- expected output ----
# CHECK: 1000000000
# CHECK: 0
# CHECK: 1000000000
# CHECK: 1000000000
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: long ago
# CHECK: just now
# CHECK: 1
# CHECK:    1   0   0   0   0   0   0   0   0   0  \0   1   0   0   0   0
# CHECK:    0   0   0   0   0  \0
# CHECK: {{.*}}/d/e
# CHECK: {{.*}}/d
# CHECK: {{.*}}/file
# CHECK: {{.*}}/d/e
# CHECK: 0
# CHECK: /
# CHECK: 0
# CHECK: {{.*}}/nonexist
# CHECK: {{.*}}/nonexist/b
# CHECK: {{.*}}/file
# CHECK: {{.*}}/d/e/x/y
# CHECK: 0
# CHECK: /x
# CHECK: /x
# CHECK: 0
# CHECK: {{.*}}/loop1
# CHECK: {{.*}}/loop1/x
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: {{.*}}/d/x
# CHECK: {{.*}}/d/e/x
# CHECK: {{.*}}/d/e
# CHECK: 0
# CHECK: ../x
# CHECK: 1
