# RUN: %minnow %s
# path filter and path is: existence, --type, --perm, --invert, -q, and the
# "./" put before a path starting with '-'. Permission checks that depend on
# not being root are in builtin_path_perm.fish.
set -l dir (command mktemp -d)
cd $dir
command mkdir -p d/e
command touch file -- -dash
command chmod 755 file
command ln -s d/e lnk
command ln -s file flink
command ln -s nowhere dangling
command mkfifo fifo

# no checks: the paths that exist (a dangling symlink does not)
path filter file d nonexist lnk dangling fifo -- -dash; echo $status
path filter nonexist; echo $status
path filter; echo $status
path filter '' file; echo $status

# types: a symlink counts as its target, except for -l / link
path filter -f file d lnk flink dangling fifo; echo $status
path filter -d file d lnk flink; echo $status
path filter -l file d lnk flink dangling; echo $status
path filter -t fifo,file fifo file d; echo $status
path filter --type=link --type dir lnk d file; echo $status
path filter -t ,dir,, d file; echo $status
path filter -t block,char,socket /dev/null file; echo $status
path filter -fd file d fifo; echo $status

# permissions for the current user, and the special ones
path filter -x file d fifo; echo $status
path filter -rx file d fifo; echo $status
path filter -p exec,read file d; echo $status
path filter -p user,group file d; echo $status
path filter -p suid file; echo $status
path filter -p sgid file; echo $status
path filter -f -p exec file d; echo $status

# --invert: what fails, including what does not exist
path filter -v file nonexist d; echo $status
path filter -vf file nonexist d; echo $status
path filter -v file; echo $status
path filter -v ''; echo $status

# -q stops at the first match; `path is` is filter -q
path filter -q file d; echo $status
path filter -q nonexist; echo $status
path is file; echo $status
path is nonexist; echo $status
path is -v nonexist; echo $status
path is -d file; echo $status
path is -q -f file; echo $status
path is; echo $status

# -Z ends each path with NUL
path filter -Z file d | od -An -c

# errors
path filter -t foo file; echo $status
path filter -p nope file; echo $status
path filter -t; echo $status
path filter --type; echo $status
path filter --perm; echo $status
path filter -fX file; echo $status
path is -R file; echo $status

cd /
command rm -r $dir

# ---- expected output ----
# CHECK: file
# CHECK: d
# CHECK: lnk
# CHECK: fifo
# CHECK: ./-dash
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: file
# CHECK: 0
# CHECK: file
# CHECK: flink
# CHECK: 0
# CHECK: d
# CHECK: lnk
# CHECK: 0
# CHECK: lnk
# CHECK: flink
# CHECK: 0
# CHECK: fifo
# CHECK: file
# CHECK: 0
# CHECK: lnk
# CHECK: d
# CHECK: 0
# CHECK: d
# CHECK: 0
# CHECK: /dev/null
# CHECK: 0
# CHECK: file
# CHECK: d
# CHECK: 0
# CHECK: file
# CHECK: d
# CHECK: 0
# CHECK: file
# CHECK: d
# CHECK: 0
# CHECK: file
# CHECK: d
# CHECK: 0
# CHECK: file
# CHECK: d
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: file
# CHECK: 0
# CHECK: nonexist
# CHECK: 0
# CHECK: nonexist
# CHECK: d
# CHECK: 0
# CHECK: 1
# CHECK: {{^$}}
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK:    f   i   l   e  \0   d  \0
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: path filter: Invalid type 'foo'
# CHECKERR: path filter: Invalid permission 'nope'
# CHECKERR: path filter: -t: option requires an argument
# CHECKERR: path filter: --type: option requires an argument
# CHECKERR: path filter: --perm: option requires an argument
# CHECKERR: path filter: -fX: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_path_filter.fish (line 65):{{ }}
# CHECKERR: path filter -fX file; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help path' for related documentation)
# CHECKERR: path is: -R: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_path_filter.fish (line 66):{{ }}
# CHECKERR: path is -R file; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help path' for related documentation)
# A flag given a value is refused (it once crashed the shell).
path basename --quiet=foo; echo $status
# CHECK: 2
# CHECKERR: path basename: --quiet=foo: option does not take an argument
