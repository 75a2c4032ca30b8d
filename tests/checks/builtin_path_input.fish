# RUN: %minnow %s
# Where path gets its paths: the arguments, or standard input when that is
# the command's own pipe or redirection (one per line, or NUL-separated with
# -z or when a NUL shows up early). Also the subcommand errors and help.
set -l dir (command mktemp -d)
cd $dir
command touch file
command mkdir d

# lines from a pipe, from an external command or a builtin
command printf '%s\n' a/b c/d | path basename; echo $status
echo a/b | path dirname; echo $status
# the last line needs no newline; empty lines are empty paths
command printf 'x/y\n\nz' | path basename; echo $status
command printf 'file\nd\nnonexist\n' | path filter; echo $status
# from a < redirection
command printf '%s\n' file nonexist > list
path filter < list; echo $status
path filter < /dev/null; echo $status

# NUL-separated: found in the input, or asked for with -z
command printf 'file\0d\0nonexist\0' | path filter; echo $status
command printf 'a.b\nc\0d.e' | path extension
command printf 'x/a\nx/b' | path basename -z; echo $status
command printf 'x/a\0x/b\0' | path basename -Z | od -An -c
# -z changes nothing for arguments
path basename -z a/b; echo $status

# paths both ways is an error
echo a | path basename b; echo $status
echo a | path change-extension x b; echo $status
# but change-extension's EXTENSION is still an argument
echo a.b | path change-extension c; echo $status

# a block's or function's stdin is not the command's own
echo d | begin; path filter; end; echo $status
echo d | begin; path filter file; end; echo $status
begin; path filter file; end < /dev/null; echo $status
function pf; path filter $argv; end
echo d | pf file; echo $status

# many lines, -q stopping early
command seq 100000 | path basename | command tail -n 1
command seq 100000 | path dirname -q; echo $status
command seq 100000 | path basename -q; echo $status

# the subcommand (fish 3.6 shows its man page on the terminal for -h even
# with stdout going to /dev/null)
path; echo $status
path frobnicate a; echo $status
path -h >/dev/null; echo $status
path basename --help >/dev/null; echo $status
path sort -h b a >/dev/null; echo $status
path basename a -h; echo $status

cd /
command rm -r $dir

# ---- expected output ----
# CHECK: b
# CHECK: d
# CHECK: 0
# CHECK: a
# CHECK: 0
# CHECK: y
# CHECK: z
# CHECK: 0
# CHECK: file
# CHECK: d
# CHECK: 0
# CHECK: file
# CHECK: 0
# CHECK: 1
# CHECK: file
# CHECK: d
# CHECK: 0
# CHECK: .b
# CHECK: c
# CHECK: .e
# CHECK: b
# CHECK: 0
# CHECK:    a  \0   b  \0
# CHECK: b
# CHECK: 0
# CHECK: 2
# CHECK: 2
# CHECK: a.c
# CHECK: 0
# CHECK: 1
# CHECK: file
# CHECK: 0
# CHECK: file
# CHECK: 0
# CHECK: file
# CHECK: 0
# CHECK: 100000
# CHECK: 0
# CHECK: 1
# CHECK: 2
# CHECK: 2
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 2
# CHECKERR: path basename: too many arguments
# CHECKERR: path change-extension: too many arguments
# CHECKERR: path: missing subcommand
# CHECKERR: {{^$}}
# CHECKERR: builtin_path_input.fish (line 49):{{ }}
# CHECKERR: path; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help path' for related documentation)
# CHECKERR: path frobnicate: invalid subcommand
# CHECKERR: {{^$}}
# CHECKERR: builtin_path_input.fish (line 50):{{ }}
# CHECKERR: path frobnicate a; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help path' for related documentation)
# CHECKERR: path basename: -h: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_path_input.fish (line 54):{{ }}
# CHECKERR: path basename a -h; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help path' for related documentation)
