# RUN: %minnow %s
# builtin realpath: symlinks resolved, a missing last component allowed,
# -s/--no-symlinks, several paths (fish 4; 3.6 took exactly one), errors.
set -l dir (command mktemp -d)
cd $dir
command mkdir -p d/e
command touch file
command ln -s d/e lnk
command ln -s nowhere dangling
command ln -s loop1 loop2
command ln -s loop2 loop1

builtin realpath lnk lnk/.. d//e/ file; echo $status
# the last component need not exist
builtin realpath nonexist dangling lnk/new; echo $status
builtin realpath / /../../x /abc/ /def///; echo $status
# but everything before it must
builtin realpath nonexist/foo; echo $status
builtin realpath loop1/x; echo $status
builtin realpath file/x/y; echo $status
# one bad path does not stop the others
builtin realpath file nonexist/x d; echo $status
builtin realpath ''; echo $status

# -s: absolute against the real directory, then folded as text
builtin realpath -s lnk/.. ./x//y/ /a/../../b ///bin //bin; echo $status
builtin realpath --no-symlinks lnk; echo $status
builtin realpath -s ''; echo $status
cd lnk
builtin realpath -s ../f .; echo $status
builtin realpath ../f; echo $status
cd $dir

# options end at the first path
builtin realpath -- -s; echo $status
builtin realpath file -s; echo $status

# no path prints the help, status 2
builtin realpath | command head -n 1; echo $pipestatus
builtin realpath -h | command head -n 1; echo $pipestatus
builtin realpath -x; echo $status

# a directory that was removed
command mkdir gone
cd gone
command rmdir $dir/gone
builtin realpath .; echo $status
cd $dir

cd /
command rm -r $dir

# ---- expected output ----
# CHECK: {{.*}}/d/e
# CHECK: {{.*}}/d
# CHECK: {{.*}}/d/e
# CHECK: {{.*}}/file
# CHECK: 0
# CHECK: {{.*}}/nonexist
# CHECK: {{.*}}/dangling
# CHECK: {{.*}}/d/e/new
# CHECK: 0
# CHECK: /
# CHECK: /x
# CHECK: /abc
# CHECK: /def
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: {{.*}}/file
# CHECK: {{.*}}/d
# CHECK: 1
# CHECK: 1
# CHECK: {{.*}}
# CHECK: {{.*}}/x/y
# CHECK: /b
# CHECK: /bin
# CHECK: /bin
# CHECK: 0
# CHECK: {{.*}}/lnk
# CHECK: 0
# CHECK: .
# CHECK: 0
# CHECK: {{.*}}/d/f
# CHECK: {{.*}}/d/e
# CHECK: 0
# CHECK: {{.*}}/d/f
# CHECK: 0
# CHECK: {{.*}}/-s
# CHECK: 0
# CHECK: {{.*}}/file
# CHECK: {{.*}}/-s
# CHECK: 0
# CHECK: realpath - convert a path to an absolute path without symlinks
# CHECK: 2 0
# CHECK: realpath - convert a path to an absolute path without symlinks
# CHECK: 0 0
# CHECK: 2
# CHECK: 1
# CHECKERR: builtin realpath: nonexist/foo: No such file or directory
# CHECKERR: builtin realpath: loop1/x: Too many levels of symbolic links
# CHECKERR: builtin realpath: file/x/y: Not a directory
# CHECKERR: builtin realpath: nonexist/x: No such file or directory
# CHECKERR: builtin realpath: Invalid arg:{{ }}
# CHECKERR: realpath: -x: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_realpath.fish (line 41):{{ }}
# CHECKERR: builtin realpath -x; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help realpath' for related documentation)
# CHECKERR: builtin realpath: .: No such file or directory
