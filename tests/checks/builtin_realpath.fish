# RUN: %minnow %s
# builtin realpath: symlinks resolved, a missing last component allowed,
# -s/--no-symlinks, errors. fish 4 takes several paths (3.6 took exactly one
# and printed a usage error otherwise): those checks are at the end, and so
# fail on fish 3.6, as does the message for an empty path.
set -l dir (command mktemp -d)
cd $dir
command mkdir -p d/e
command touch file
command ln -s d/e lnk
command ln -s nowhere dangling
command ln -s loop1 loop2
command ln -s loop2 loop1

for p in lnk lnk/.. d//e/ file
    builtin realpath $p; echo $status
end
# the last component need not exist
for p in nonexist dangling lnk/new / /../../x /abc/ /def///
    builtin realpath $p; echo $status
end
# but everything before it must
builtin realpath nonexist/foo; echo $status
builtin realpath loop1/x; echo $status
builtin realpath file/x/y; echo $status

# -s: absolute against the real directory, then folded as text
for p in lnk/.. ./x//y/ /a/../../b ///bin //bin ''
    builtin realpath -s $p; echo $status
end
builtin realpath --no-symlinks lnk; echo $status
cd lnk
builtin realpath -s ../f; echo $status
builtin realpath -s .; echo $status
builtin realpath ../f; echo $status
cd $dir

# options end at the first path
builtin realpath -- -s; echo $status
builtin realpath -x; echo $status

# a directory that was removed
command mkdir gone
cd gone
command rmdir $dir/gone
builtin realpath .; echo $status
cd $dir

# fish 4: several paths; one bad path does not stop the others
builtin realpath file nonexist/x d; echo $status
builtin realpath / /; echo $status
builtin realpath file -s; echo $status
builtin realpath ''; echo $status
# no path prints the help, status 2
builtin realpath | command head -n 1; echo $pipestatus
builtin realpath -h | command head -n 1; echo $pipestatus

cd /
command rm -r $dir

# ---- expected output ----
# CHECK: {{.*}}/d/e
# CHECK: 0
# CHECK: {{.*}}/d
# CHECK: 0
# CHECK: {{.*}}/d/e
# CHECK: 0
# CHECK: {{.*}}/file
# CHECK: 0
# CHECK: {{.*}}/nonexist
# CHECK: 0
# CHECK: {{.*}}/dangling
# CHECK: 0
# CHECK: {{.*}}/d/e/new
# CHECK: 0
# CHECK: /
# CHECK: 0
# CHECK: /x
# CHECK: 0
# CHECK: /abc
# CHECK: 0
# CHECK: /def
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: {{.*}}
# CHECK: 0
# CHECK: {{.*}}/x/y
# CHECK: 0
# CHECK: /b
# CHECK: 0
# CHECK: /bin
# CHECK: 0
# CHECK: /bin
# CHECK: 0
# CHECK: .
# CHECK: 0
# CHECK: {{.*}}/lnk
# CHECK: 0
# CHECK: {{.*}}/d/f
# CHECK: 0
# CHECK: {{.*}}/d/e
# CHECK: 0
# CHECK: {{.*}}/d/f
# CHECK: 0
# CHECK: {{.*}}/-s
# CHECK: 0
# CHECK: 2
# CHECK: 1
# CHECK: {{.*}}/file
# CHECK: {{.*}}/d
# CHECK: 1
# CHECK: /
# CHECK: /
# CHECK: 0
# CHECK: {{.*}}/file
# CHECK: {{.*}}/-s
# CHECK: 0
# CHECK: 1
# CHECK: realpath - convert a path to an absolute path without symlinks
# CHECK: 2 0
# CHECK: realpath - convert a path to an absolute path without symlinks
# CHECK: 0 0
# CHECKERR: realpath: nonexist/foo: No such file or directory (os error 2)
# CHECKERR: realpath: loop1/x: Too many levels of symbolic links (os error 40)
# CHECKERR: realpath: file/x/y: Not a directory (os error 20)
# CHECKERR: realpath: -x: unknown option
# CHECKERR: realpath: .: No such file or directory (os error 2)
# CHECKERR: realpath: nonexist/x: No such file or directory (os error 2)
# CHECKERR: realpath: : empty path
