# RUN: %minnow %s
# What fish 4 changed in path since 3.6 (so these checks fail on fish 3.6):
# basename -E, filter/is --all, and normalize no longer keeping a leading "//".
set -l dir (command mktemp -d)
cd $dir
command touch file
command mkdir d

# basename -E / --no-extension: the basename without its extension
path basename -E ./foo.mp4 a.tar.gz /x/.config /x/.config.d x. foo.b/ ..; echo $status
path basename --no-extension a; echo $status
path basename -E -q a.b; echo $status
path dirname -E a/b; echo $status

# --all: no output; succeed when every path passes
path filter --all file d; echo $status
path filter --all file nonexist; echo $status
path filter --all -f file d; echo $status
path filter --all -v nonexist gone; echo $status
path filter --all -v nonexist file; echo $status
path is --all -d d; echo $status
# no paths at all: nothing passed
path filter --all; echo $status
path sort --all a; echo $status

# normalize: any run of leading slashes becomes one
path normalize //a // //a/../b; echo $status
# (realpath -s and resolve already squash it)
path resolve //; echo $status

cd /
command rm -r $dir

# ---- expected output ----
# CHECK: foo
# CHECK: a.tar
# CHECK: .config
# CHECK: .config
# CHECK: x
# CHECK: foo
# CHECK: ..
# CHECK: 0
# CHECK: a
# CHECK: 1
# CHECK: 0
# CHECK: 2
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 2
# CHECK: /a
# CHECK: /
# CHECK: /b
# CHECK: 0
# CHECK: /
# CHECK: 0
# CHECKERR: path dirname: -E: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_path_fish4.fish (line 13):{{ }}
# CHECKERR: path dirname -E a/b; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help path' for related documentation)
# CHECKERR: path sort: --all: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_path_fish4.fish (line 24):{{ }}
# CHECKERR: path sort --all a; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help path' for related documentation)
